"""Nothing stale without a word: after Undo the search panels say which position they show (or show the
current one's), a change of evaluation or depth takes the old values off the board, and the status bar
forgets a roll that was undone."""

from __future__ import annotations

from engine.games import game_info
from gui.app.players import PlayerConfig, SearchSettings
from gui.window.main_window import MainWindow

C4 = game_info("connect4")


def set_players(window: MainWindow, first: PlayerConfig, second: PlayerConfig) -> None:
    window.settings_panel.set_players((first, second))
    window.settings_panel.playersChanged.emit()


def test_after_undo_the_tree_and_statistics_say_they_show_another_position(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    computer = PlayerConfig("computer", SearchSettings("alphabeta", 3, "windows", {}, record=True))
    set_players(window, PlayerConfig("human", SearchSettings.defaults(C4)), computer)
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        window.play(4)
    stats, tree = window.stats_panel, window.tree_widget
    assert tree.record() is not None and stats.title.text().startswith("Move 2")
    assert not stats.position_note.isVisibleTo(stats) and not tree.position_note.isVisibleTo(tree)
    window.undo()  # back to the empty board: the search of move 2 is not about this position
    assert window.session.moves == []
    for panel in (stats, tree):
        assert panel.position_note.isVisibleTo(panel)
        assert "move 2" in panel.position_note.text() and "not the position on the board" in panel.position_note.text()
    window.redo()  # the position the search chose its move in, and its move: in step again
    assert not stats.position_note.isVisibleTo(stats) and not tree.position_note.isVisibleTo(tree)


def test_a_new_evaluation_or_depth_takes_the_old_values_off_the_board(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    human = PlayerConfig("human", SearchSettings("alphabeta", 3, "windows", {}, record=False))
    set_players(window, human, human)
    with qtbot.waitSignal(window.controller.analysisReady, timeout=10_000):
        window.analyse()
    assert window.board.overlay_values()
    deeper = PlayerConfig("human", SearchSettings("alphabeta", 4, "windows", {}, record=False))
    set_players(window, deeper, human)
    assert not window.board.overlay_values()  # the depth-3 values are not this side's any more
    set_players(window, human, human)  # the other side's change leaves X's values alone
    with qtbot.waitSignal(window.controller.analysisReady, timeout=10_000):
        window.analyse()
    set_players(window, human, deeper)
    assert window.board.overlay_values()


def test_an_undone_roll_leaves_the_status_bar(qtbot, make_window) -> None:
    from gui.app.display_options import DisplayOptions

    window = make_window(DisplayOptions(move_delay_ms=0))
    window.new_game("einstein")
    window.set_player_kinds("human", "human")
    assert window.session.awaiting_roll
    window.roll()
    assert "rolled" in window.statusBar().currentMessage()
    window.undo()
    assert window.session.awaiting_roll
    assert "rolled" not in window.statusBar().currentMessage()
