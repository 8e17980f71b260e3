"""A program that builds the window and ends without closing it (a script, a notebook cell run as a
file) still exits cleanly: the window's worker threads are ended before Qt tears down, instead of Qt
aborting with "QThread: Destroyed while thread ... is still running"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BUILD_AND_LEAVE = """
import sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from gui.window.main_window import MainWindow
app = QApplication([])
w = MainWindow(QSettings(sys.argv[1], QSettings.Format.IniFormat))
w.show()
app.processEvents()
print("built")
"""


def test_a_script_that_never_closes_the_window_exits_cleanly(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", BUILD_AND_LEAVE, str(tmp_path / "settings.ini")], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.stdout.strip().endswith("built")
    assert "QThread: Destroyed" not in out.stderr, out.stderr
    assert out.returncode == 0, out.stderr
