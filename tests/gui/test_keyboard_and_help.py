"""F1 opens help; Help ▸ Keyboard shortcuts lists every shortcut of the window, read from its actions."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from gui.window.help_dialog import HelpDialog
from gui.window.keyboard_help import ShortcutsDialog, shortcut_rows
from gui.window.main_window import MainWindow


def test_f1_opens_the_help_on_using_the_app(qtbot, window: MainWindow) -> None:
    assert window.commands.help_action.shortcut() == QKeySequence("F1")
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.findChild(HelpDialog)
    assert dialog is not None and dialog.isVisible() and "Using Minimax Studio" in dialog.windowTitle()


def test_the_shortcuts_list_has_every_action_with_a_shortcut(qtbot, window: MainWindow) -> None:
    rows = shortcut_rows(window)
    listed = {(action, keys) for _menu, action, keys in rows}
    with_keys = [a for a in window.findChildren(QAction) if not a.shortcut().isEmpty() and a.text()]
    assert len(with_keys) >= 15
    for action in with_keys:
        text = action.text().replace("&", "").rstrip(".…").strip()
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert any(t == text and keys in k for t, k in listed), (text, keys)
    assert ("Game", "Undo", "Ctrl+Z") in rows and ("Help", "Help", "F1") in rows
    assert any(menu == "View" and action == "Tree explorer" for menu, action, _keys in rows)
    window.commands.shortcuts_action.trigger()
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.table.rowCount() == len(rows)
    assert dialog.table.item(0, 0) is not None
    dialog.grab()
