"""The application always starts, whatever the remembered plugin folder holds (issue 25, defect 1).

The folder is stored in the settings, so a file that stopped the start once would stop it every time:
the user would be locked out. Every failure is listed with its error in the Plugins tab instead.
"""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from engine.games import GAMES
from gui.eval_lab.plugin_folder import FOLDER_KEY, PLUGINS, load_at_start
from gui.window.main_window import MainWindow

from ..test_user_code_failures import (
    HEADER,
    LOAD_FAILURES,
    OK_EVALUATE,
    ROOT,
    FakeEntryPoint,
    FakeEntryPoints,
    exits,
)


@pytest.fixture
def hostile_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "plugins"
    folder.mkdir()
    for name, source in LOAD_FAILURES.items():
        (folder / f"{name}.py").write_text(HEADER + source)
    (folder / "zz_good.py").write_text(HEADER + OK_EVALUATE)
    # and an installed plugin whose import calls sys.exit(3)
    eps = FakeEntryPoints([FakeEntryPoint("exits", "minimax_studio.games", exits)])
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda: eps)
    monkeypatch.setattr(PLUGINS, "packages_loaded", False)
    monkeypatch.setattr(PLUGINS, "package_entries", [])
    QSettings().setValue(FOLDER_KEY, str(folder))
    yield folder
    PLUGINS.set_folder(None)
    assert "zz_good.py" not in GAMES["tictactoe"].evaluations


def check_listed(folder: Path) -> None:
    by_name = {Path(e.source).stem: e for e in PLUGINS.folder_entries}
    assert set(by_name) == {*LOAD_FAILURES, "zz_good"}
    assert by_name["zz_good"].ok and "zz_good.py" in GAMES["tictactoe"].evaluations
    for name in LOAD_FAILURES:
        assert not by_name[name].ok and by_name[name].error, name
    (package,) = PLUGINS.package_entries
    assert not package.ok and "SystemExit: 3" in (package.error or "")


def test_load_at_start_lists_every_failure(qtbot: Any, hostile_folder: Path, settings_file: str) -> None:
    plugins = load_at_start(QSettings())
    assert plugins is PLUGINS and PLUGINS.folder == str(hostile_folder)
    check_listed(hostile_folder)
    window = MainWindow(QSettings(settings_file, QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)


def test_the_application_starts_with_the_hostile_folder(hostile_folder: Path, tmp_path: Path) -> None:
    """``run_app``, as ``python main.py`` calls it, in a process of its own (its application names and its
    quit must not touch the tests' application): it shows the window and returns from its event loop
    (quit by a timer) instead of ending with a traceback."""
    config = tmp_path / "config"
    driver = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from gui.window.startup import APPLICATION, ORGANIZATION, run_app
from gui.window.main_window import MainWindow
from gui.eval_lab.plugin_folder import FOLDER_KEY, PLUGINS
app = QApplication([sys.argv[0]])
app.setOrganizationName(ORGANIZATION)
app.setApplicationName(APPLICATION)
QSettings().setValue(FOLDER_KEY, {str(hostile_folder)!r})
shown = []
def look_and_quit():
    shown.extend(w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
    app.quit()
QTimer.singleShot(1500, look_and_quit)
status = run_app([])
bad = sorted(e.source for e in PLUGINS.folder_entries if not e.ok)
print(status, len(shown), len(bad), len(PLUGINS.folder_entries))
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(config),
           "MINIMAX_STUDIO_LOG_DIR": str(tmp_path)}
    r = subprocess.run([sys.executable, "-c", driver], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    status, windows, bad, listed = map(int, r.stdout.split())
    assert status == 0 and windows == 1
    assert bad == len(LOAD_FAILURES) and listed == len(LOAD_FAILURES) + 1
