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
    assert window.board.marks.overlay_values()
    deeper = PlayerConfig("human", SearchSettings("alphabeta", 4, "windows", {}, record=False))
    set_players(window, deeper, human)
    assert not window.board.marks.overlay_values()  # the depth-3 values are not this side's any more
    set_players(window, human, human)  # the other side's change leaves X's values alone
    with qtbot.waitSignal(window.controller.analysisReady, timeout=10_000):
        window.analyse()
    set_players(window, human, deeper)
    assert window.board.marks.overlay_values()


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


def test_a_stopped_deepening_keeps_the_last_finished_depths_tree(qtbot, window: MainWindow) -> None:
    """Stopped inside depth N, the tree shown is depth N−1's (every root move with its value); the stopped
    depth's partial tree is kept, marked, one click away."""
    from gui.app.enhancement_settings import EnhancementSettings

    window.new_game("connect4")
    enh = EnhancementSettings(iterative=True, node_limit=30_000)
    human = PlayerConfig("human", SearchSettings("alphabeta", 14, "windows", {}, record=True, enhancements=enh))
    set_players(window, human, human)
    with qtbot.waitSignal(window.controller.analysisReady, timeout=60_000):
        window.analyse()
    result = window.controller.shown.result
    assert result.stopped and result.partial_tree is not None and result.iterations
    tree = window.tree_widget
    shown = tree.record()
    assert shown is result.tree and shown is not result.partial_tree
    finished = result.depth_reached
    assert f"depth {finished}" in tree.caption.text()
    assert f"Stopped inside depth {finished + 1}: depth {finished}'s tree" in tree.banner.text()
    assert f"Show depth {finished + 1}'s partial tree</a>" in tree.banner.text()  # the switch: a link in it
    root = tree.model.index(0, 0)
    assert tree.model.rowCount(root) == 7  # every root move of the finished depth, none left open
    assert all("?" not in tree.model.data(tree.model.index(r, 2, root)) for r in range(7))
    tree.banner.linkActivated.emit("switch")
    assert tree.record() is result.partial_tree
    assert f"depth {finished + 1}, partial" in tree.caption.text() and "a partial tree" in tree.banner.text()
    assert f"Back to depth {finished}'s tree</a>" in tree.banner.text()
    tree.banner.linkActivated.emit("switch")
    assert tree.record() is result.tree


def test_a_stopped_single_depth_search_opens_the_line_it_was_on(qtbot, window: MainWindow) -> None:
    """Without iterative deepening there is no finished depth: the tree then opens the line of nodes still
    open at the stop (not only "root ?" and "1 ?"), and says how to keep a whole tree next time."""
    window.new_game("connect4")
    human = PlayerConfig("human", SearchSettings("alphabeta", 14, "windows", {}, record=True))
    set_players(window, human, human)
    window.analyse()
    qtbot.waitUntil(lambda: window.controller.searches.active is not None
                    and "nodes" in window.status_line.engine_label.text(), timeout=20_000)
    qtbot.wait(600)
    with qtbot.waitSignal(window.controller.analysisReady, timeout=30_000):
        window.stop()
    tree = window.tree_widget
    record = tree.record()
    assert record is not None and window.controller.shown.result.stopped
    expanded, node = 0, 0
    while node is not None:
        assert tree.view.isExpanded(tree.model.index_of_node(node))
        expanded += 1
        node = next((c for c in record.children(node) if record.end[c] == 5), None)
    assert expanded >= 3 and "iterative deepening" in tree.banner.text()
