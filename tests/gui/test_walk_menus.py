"""A user walks every entry of every menu and every toolbar button, in every state of the window (issue 32).

Each entry is triggered for real: its dialogs open as Qt makes them (Qt's own file dialogs, not the
desktop's, so that the test can answer them through their widgets), a file is typed into a file dialog's
name field and its Open/Save button pressed, message boxes are answered with their own buttons, and what
opened is closed again. After each entry the window is alive, no Python exception escaped (pytest-qt fails
the test on one; the application's error box is looked for too) and no Qt warning was printed (pytest-qt:
qt_log_level_fail). New menu entries are walked without changing this test: the menus are read from the
menu bar.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QPushButton, QToolBar, QToolButton, QWidget

from gui.learn.panel import LearnPanel
from gui.window.main_window import MainWindow

from .walking import Walker, in_tmp, qt_file_dialogs  # noqa: F401 (autouse fixtures)
from .window_states import STATES, enter_state


def menu_entries(window: QWidget) -> list[tuple[str, QAction]]:
    """Every entry of the window's menus (submenus' too), with its path ("File ▸ Open game…")."""
    out: list[tuple[str, QAction]] = []

    def walk(menu: QMenu, where: str) -> None:
        menu.aboutToShow.emit()  # (menus filled when they open: the Language menu, recent files)
        for action in menu.actions():
            if action.isSeparator():
                continue
            sub = action.menu()
            name = f"{where} ▸ {action.text().replace('&', '')}"
            if isinstance(sub, QMenu):
                walk(sub, name)
            else:
                out.append((name, action))

    menubar = window.menuBar() if isinstance(window, MainWindow) else None
    if menubar is not None:
        for top in menubar.actions():
            menu = top.menu()
            if isinstance(menu, QMenu):
                walk(menu, top.text().replace("&", ""))
    return out


def toolbar_buttons(window: QWidget) -> list[tuple[str, QToolButton]]:
    out = []
    for bar in window.findChildren(QToolBar):
        if not bar.isVisible():
            continue
        for action in bar.actions():
            button = bar.widgetForAction(action)
            if isinstance(button, QToolButton) and not action.isSeparator():
                out.append((f"toolbar {action.text().replace('&', '')}", button))
    return out


def is_quit(action: QAction) -> bool:
    return action.shortcut().toString() == "Ctrl+Q"


@pytest.mark.parametrize("state", STATES)
def test_every_menu_entry_and_toolbar_button_works(qtbot, make_window, tmp_path: Path, state: str) -> None:
    window = make_window()
    window.new_game("tictactoe")
    assert window.play(5)  # a game with a move in it, the computer's reply and its tree
    qtbot.waitUntil(lambda: not window.searches.busy, timeout=60_000)
    saved: list[str] = []

    def answer_file(dialog: QFileDialog) -> str | None:
        if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            name = dialog.selectedFiles()[0].rsplit("/", 1)[-1] if dialog.selectedFiles() else "file"
            path = str(tmp_path / f"{len(saved)}-{name or 'file'}")
            saved.append(path)
            return path
        if "games" in " ".join(dialog.nameFilters()).lower() or "spiele" in " ".join(dialog.nameFilters()).lower():
            games = [p for p in saved if p.endswith(".json") and "game" in p]
            return games[-1] if games else None
        return None

    walker = Walker(qtbot, window, answer_file)
    home = enter_state(qtbot, window, state)
    entries = menu_entries(window)
    assert len(entries) > 30
    walked = []
    for name, action in entries:
        if is_quit(action) or not action.isEnabled() or not action.isVisible():
            continue
        walker.run(name, action.trigger)
        if action.isCheckable():  # a toggle: back as it was
            walker.run(name, action.trigger)
        walked.append(name)
        if state != "main window" and home.isHidden() and isinstance(home, QWidget) and home is not window:
            enter_state(qtbot, window, state)
    for name, button in toolbar_buttons(window):
        if button.isEnabled() and button.isVisible():
            walker.run(name, button.click)
            if button.isCheckable() and button.isChecked():
                walker.run(name, button.click)
            walked.append(name)
    assert any("Open game" in w for w in walked) and any("Save game" in w for w in walked)
    assert any("toolbar" in w for w in walked)
    assert saved, "no file was saved through a dialog"
    # Last, as a user ends: File ▸ Quit closes the window without an error.
    quit_action = next(a for _, a in entries if is_quit(a))
    quit_action.trigger()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=20_000)


def test_a_game_saved_with_the_toolbar_opens_again_with_ctrl_o(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window()
    window.new_game("tictactoe")
    window.set_player_kinds("human", "human")
    for move in (5, 1, 9):
        assert window.play(move)
    path = tmp_path / "my game.mmgame.json"
    walker = Walker(qtbot, window, lambda dialog: str(path))
    save = next(b for name, b in toolbar_buttons(window) if "Save" in name)
    walker.run("toolbar Save", save.click)
    assert json.loads(path.read_text(encoding="utf-8"))["moves"]
    window.new_game("connect4")
    assert window.session.info.name == "connect4"
    walker.run("File ▸ Open game", window.commands.open_action.trigger)
    assert window.session.info.name == "tictactoe"
    assert list(window.session.moves) == [5, 1, 9]


def test_a_learn_report_is_exported_through_its_dialog(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window()
    enter_state(qtbot, window, "Learn")
    panel = window.findChild(LearnPanel)
    assert panel is not None
    path = tmp_path / "report for the teacher.txt"
    walker = Walker(qtbot, window, lambda dialog: str(path))
    walker.run("Learn ▸ Export report", panel.report_button.click)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("Minimax Studio, Learn: progress report") and "tasks done" in text


def test_learns_own_buttons_work(qtbot, make_window, tmp_path: Path) -> None:
    """The Learn panel's buttons and its Open menu, as a user presses them (dialogs cancelled, the reset
    confirmation answered No)."""
    window = make_window()
    enter_state(qtbot, window, "Learn")
    panel = window.findChild(LearnPanel)
    assert panel is not None
    walker = Walker(qtbot, window, lambda dialog: None)
    pressed = []
    for button in panel.findChildren(QPushButton):
        if button.isVisible() and button.isEnabled() and button.menu() is None:
            walker.run(button.text(), button.click)
            pressed.append(button.text())
    for action in panel.open_button.menu().actions():
        walker.run(action.text(), action.trigger)
        pressed.append(action.text())
    assert len(pressed) >= 6
