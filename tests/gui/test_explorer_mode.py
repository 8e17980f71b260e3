"""The tree explorer as a mode of the main window, and a search subtree opened in it."""

from __future__ import annotations

from gui.window.explorer_mode import EXPLORER_TAB, GAME_TAB
from gui.window.main_window import MainWindow

from .test_board import click


def test_switching_modes_hides_and_restores_the_game_docks(qtbot, window: MainWindow) -> None:
    mode = window.explorer_mode
    window.stats_dock.hide()  # the user's own choice must survive the round trip
    mode.action.trigger()
    assert mode.active and window.centralWidget().currentIndex() == EXPLORER_TAB
    assert all(d.isHidden() for d in mode.docks())
    assert not window.commands.hint_action.isEnabled() and not window.commands.undo_action.isEnabled()
    assert mode.explorer.isVisible()
    mode.action.trigger()
    assert window.centralWidget().currentIndex() == GAME_TAB
    assert not window.tree_dock.isHidden() and not window.settings_dock.isHidden()
    assert window.stats_dock.isHidden()
    assert window.commands.hint_action.isEnabled()


def test_a_subtree_of_the_computers_search_opens_in_the_explorer(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    record = window.tree_widget.record()
    assert record is not None
    child = next(c for c in record.children(0) if record.size[c] > 1)
    explore = window.tree_widget.context_actions(window.tree_widget.model.index_of_node(child))[3]
    with qtbot.waitSignal(window.explorer_mode.explorer.treeChanged):
        explore.trigger()
    assert window.explorer_mode.active
    assert window.explorer_mode.explorer.positions  # hovering a node can show its game position


def test_explorer_mode_is_left_before_the_layout_is_saved(qtbot, window: MainWindow) -> None:
    window.explorer_mode.action.trigger()
    window.saved_state.save_settings()
    assert not window.tree_dock.isHidden()
