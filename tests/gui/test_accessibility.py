"""Every control of the window, in both modes and in its dialogs, has a name a screen reader can say."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

from gui.window.accessibility import is_control, spoken_name
from gui.window.main_window import MainWindow


def unnamed_controls(root: QWidget) -> list[str]:
    out = []
    for widget in [root, *root.findChildren(QWidget)]:
        widget.ensurePolished()
        if is_control(widget) and not spoken_name(widget).strip():
            out.append(f"{type(widget).__name__} {widget.objectName()!r} {widget.toolTip()[:40]!r}")
    return out


def test_every_control_has_an_accessible_name(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    window.explorer_mode.action.trigger()  # the Tree explorer's controls too
    QApplication.processEvents()
    window.explorer_mode.action.trigger()
    window.eval_lab.dock.show()  # the evaluation lab's controls
    for tabs in window.findChildren(QTabWidget):  # every tab page, as a user visiting them would
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            QApplication.processEvents()
        tabs.setCurrentIndex(0)
    QApplication.processEvents()
    window.commands.shortcuts_action.trigger()
    window.show_help("using")
    controls = [w for w in window.findChildren(QWidget) if is_control(w)]
    assert len(controls) > 100
    assert unnamed_controls(window) == []


def test_fields_are_named_by_what_labels_them(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    window.explorer_mode.action.trigger()
    QApplication.processEvents()
    panel = window.settings_panel
    assert spoken_name(panel.game) == "Game"  # not its current text, "Connect Four"
    limits = {spoken_name(w) for w in panel.sides[1].enhancements.findChildren(QWidget) if is_control(w)}
    assert {"Time limit", "Node limit", "Transposition table"} <= limits  # not the group's "Speed-ups"
    explorer = window.explorer_mode.explorer
    names = {spoken_name(w) for w in explorer.findChildren(QWidget) if is_control(w)}
    assert {"seed", "depth", "width"} <= names
    assert spoken_name(window.board) == "Board" and window.board.accessibleDescription() == window.board.caption
