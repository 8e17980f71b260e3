"""GUI test fixtures: an isolated QSettings file per test and a main window that plays without delays."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator

from engine.lessons import LessonSet, builtin_lessons
from gui.app.display_options import DisplayOptions
from gui.i18n import HERE, LANGUAGE_KEY, install_translation, remove_translation
from gui.learn.panel import LearnPanel
from gui.window.main_window import MainWindow

# Qt messages knowingly ignored on the offscreen platform, which the tests use where there is no X server
# (every other warning fails the test; on X11 nothing is ignored):
QT_LOG_IGNORED_OFFSCREEN = (
    # The offscreen platform cannot resize native windows to fit a QMainWindow's docks; harmless.
    "This plugin does not support propagateSizeHints",
    # ... nor raise a window above others (the help dialog is raised when shown again).
    "This plugin does not support raise",
    # ... nor let a popup (a file dialog's name completer) grab the keyboard.
    "This plugin does not support grabbing the keyboard",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if not os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen"):
        return
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.qt_log_ignore(*QT_LOG_IGNORED_OFFSCREEN))


@pytest.fixture(autouse=True)
def _isolated_settings(qapp, tmp_path: Path) -> Iterator[None]:
    """Even a default-constructed QSettings must never touch the real user's settings."""
    QCoreApplication.setOrganizationName("MinimaxStudioTests")
    QCoreApplication.setApplicationName("MinimaxStudioTests")
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(tmp_path / "qsettings"))
    yield


@pytest.fixture
def settings_file(tmp_path: Path) -> str:
    return str(tmp_path / "settings.ini")


@pytest.fixture
def make_window(qtbot, settings_file: str):
    """Build a main window over the test's settings file (after ``prepare`` may write to them)."""

    def make(display: DisplayOptions | None = None) -> MainWindow:
        s = QSettings(settings_file, QSettings.Format.IniFormat)
        if display is not None:
            import json

            s.setValue("display", json.dumps(display.to_dict()))
        w = MainWindow(s)
        qtbot.addWidget(w)
        w.resize(1100, 760)
        w.show()
        qtbot.waitExposed(w)
        # The window has the keyboard, as after a user's click on it: on X11 without a window manager (Xvfb)
        # a shown window is not activated by itself, and its shortcuts and focus would go nowhere.
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        return w

    return make


@pytest.fixture
def window(make_window) -> MainWindow:
    """Tic-tac-toe, X human vs O computer (alpha-beta, full depth), no move delay, no auto-analysis."""
    return make_window(DisplayOptions(move_delay_ms=0))


@pytest.fixture
def compared_after_x_wins(qtbot, window: MainWindow):
    """Compare algorithms run to the end on tic-tac-toe after 1 2 5 (both sides human, X wins): the dialog,
    its results and the variants' labels, in order."""
    from gui.window.compare import comparison_variants

    window.set_player_kinds("human", "human")
    for m in (1, 2, 5):  # X wins: iterative deepening's win is ±100, the others' ±1 — compared on one scale
        assert window.play(m)
    window.commands.compare_action.trigger()
    dialog = window.dialogs.compare_dialog
    assert dialog is not None
    with qtbot.waitSignal(dialog.comparisonFinished, timeout=60_000):
        pass
    labels = [v.label for v in comparison_variants(window.players[1].search.options(window.session.info))]
    return dialog, dialog.results(), labels


@pytest.fixture(scope="session")
def builtin_course() -> LessonSet:
    """The built-in course, read once (reading it computes every task's answer)."""
    return builtin_lessons()


@pytest.fixture
def learn_panel(qtbot, settings_file: str, builtin_course: LessonSet) -> Iterator[LearnPanel]:
    """The Learn panel with the built-in course, over the test's settings file, at the dock's 960×720; a
    game a task started against the computer is ended with the test."""
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat), builtin_course)
    qtbot.addWidget(panel)
    panel.resize(960, 720)
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()  # (as make_window: on X11 without a window manager, the keyboard comes to it)
    qtbot.waitUntil(panel.isActiveWindow)
    yield panel
    panel.match_play.end_match()


@pytest.fixture
def language(settings_file: str) -> Iterator[Callable[..., QTranslator | None]]:
    """``language(code, folder)``: choose ``code`` in the test's settings and install its translation from
    ``folder`` (the shipped files by default), as the app does at start; taken out again after the test."""
    installed: list[QTranslator] = []
    app = QCoreApplication.instance()
    assert app is not None

    def use(code: str, folder: Path = HERE) -> QTranslator | None:
        settings = QSettings(settings_file, QSettings.Format.IniFormat)
        settings.setValue(LANGUAGE_KEY, code)
        translator = install_translation(app, settings, folder)
        if translator is not None:
            installed.append(translator)
        return translator

    yield use
    for translator in installed:
        remove_translation(app, translator)


@pytest.fixture(scope="session")
def compile_ts() -> Callable[[Path, str], Path]:
    """``compile_ts(folder, ts_text)``: write a ``minimax_studio_<lang>.ts`` (its language from the text) into
    ``folder`` and compile it with pyside6-lrelease; the ``.qm``'s path (the test is skipped without the tool)."""
    found = Path(sys.executable).with_name("pyside6-lrelease")
    tool = str(found) if found.exists() else shutil.which("pyside6-lrelease")
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")

    def compile_into(folder: Path, text: str) -> Path:
        code = text.split('language="', 1)[1].split('"', 1)[0].split("_")[0]
        ts = folder / f"minimax_studio_{code}.ts"
        ts.write_text(text, encoding="utf-8")
        qm = ts.with_suffix(".qm")
        subprocess.run([tool, str(ts), "-qm", str(qm)], check=True, capture_output=True)
        return qm

    return compile_into
