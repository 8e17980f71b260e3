"""The evaluation graph: every position's value from the computer's searches, from the first player's
point of view, bounds drawn as bounds; Analyse the whole game fills the gaps; a click goes to the move."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from engine.results import MoveValue, SearchResult, SearchStats
from gui.panels.eval_graph import EvalGraph, EvalPoint, gaps, root_point
from gui.window.main_window import MainWindow

from .test_board import click


def result(value: float, bound: str = "exact") -> SearchResult:
    return SearchResult(value=value, best_move=4, pv=[4], moves=[MoveValue(4, value, bound)],  # type: ignore[arg-type]
                        ties=[], stats=SearchStats(), algorithm="alphabeta", depth=None, evaluation=None, scale="")


def test_values_are_turned_to_the_first_players_view_with_their_bounds() -> None:
    assert root_point(3, result(2.0, "lower"), 0, 10.0, "") == EvalPoint(3, 2.0, "lower", 10.0, "")
    turned = root_point(4, result(2.0, "lower"), 1, 10.0, "")  # the second player at least 2: X at most −2
    assert turned is not None and turned.value == -2.0 and turned.bound == "upper" and turned.text() == "≤ −2"
    assert EvalPoint(0, 10.0, win=10.0).is_win and not EvalPoint(0, 9.0, win=10.0).is_win


def test_the_graph_draws_wins_at_the_edges_and_reports_clicks(qtbot) -> None:
    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.resize(400, 160)
    graph.show()
    graph.set_points([EvalPoint(0, 0.0), EvalPoint(1, 3.0, win=100.0), EvalPoint(2, -100.0, win=100.0),
                      EvalPoint(4, 1.5, "lower", win=100.0)], 5, "X")
    area = graph.plot_rect()
    assert graph.position_of(graph.points[2]).y() == area.bottom()  # a loss for X: the bottom edge
    assert area.top() < graph.position_of(graph.points[1]).y() < area.center().y()  # 3 is the largest: 90 %
    assert [len(run) for run in graph._runs()] == [3, 1]
    with qtbot.waitSignal(graph.plyClicked) as blocker:
        qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(round(graph.x_for(2)), 80))
    assert blocker.args == [2]
    graph.grab()


def test_the_window_graph_fills_with_the_computers_searches_and_the_whole_game_analysis(
        qtbot, window: MainWindow) -> None:
    for move in (5, 3):
        with qtbot.waitSignal(window.computerMoved, timeout=10_000):
            click(qtbot, window.board, move)
    graph = window.evaluation.graph
    session = window.session
    assert [p.ply for p in graph.points] == [1, 3]  # O's two searches
    first = session.entries[1].result
    assert first is not None and first.value is not None and graph.points[0].value == -first.value  # seen from X
    assert gaps(session, graph.points) == [0, 2, 4]
    with qtbot.waitSignal(window.evaluation.analysed, timeout=30_000):
        window.evaluation.analyse_action.trigger()
    assert [p.ply for p in graph.points] == [0, 1, 2, 3, 4]
    assert graph.point_at_ply(0) == EvalPoint(0, 0.0, "exact", 1.0,
                                              "an analysis of this position (exact, to the end of the game)")
    assert not window.evaluation.analyse_action.isEnabled()  # nothing left to fill
    assert session.analysis(()) is None  # the graph's analyses never stand in for the board's values
    # a click on a point goes to that position: the board previews the position after 2 plies
    with qtbot.waitSignal(graph.plyClicked):
        qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(round(graph.x_for(2)), graph.height() // 2))
    assert window.board.marks.previewing and window.board.marks.shown_state() == session.state_before(2)
    assert graph.current == 2
    graph.plyClicked.emit(len(session.entries))  # the last point: back to the game
    assert not window.board.marks.previewing


def test_a_new_game_stops_the_analysis_and_clears_the_graph(qtbot, make_window) -> None:
    from gui.app.display_options import DisplayOptions

    window = make_window(DisplayOptions(move_delay_ms=0))
    window.new_game("connect4")
    window.set_player_kinds("human", "human")
    for move in (4, 4, 3, 5, 2):
        window.play(move)
    evaluation = window.evaluation
    evaluation.analyse_action.trigger()
    assert evaluation.busy
    with qtbot.waitSignal(evaluation.analysed, timeout=10_000):
        window.new_game()
    assert not evaluation.busy and evaluation.graph.points == []


def test_a_small_value_on_a_large_win_scale_sits_far_from_the_win_edge(qtbot) -> None:
    """Othello's combined evaluation wins at 10,000: +10 is a small edge, not a win; the axis carries the
    evaluation's numbers; "win" is written only where a proven win is drawn."""
    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.resize(400, 200)
    graph.show()
    ten, twenty = EvalPoint(1, 10.0, win=10_000.0, evaluation="combined"), EvalPoint(2, 20.0, win=10_000.0)
    graph.set_points([EvalPoint(0, 0.0, win=10_000.0), ten, twenty], 3, "Black")
    assert 0 < graph.y_of(ten) < 0.4  # far from the edge (1.0) and from the top tick's 0.9
    assert graph.y_of(twenty) - graph.y_of(ten) > 0.05  # yet a small difference still shows
    assert graph.edge_labels() == []  # no proven result: no "win" on the axis
    labels = [label for _y, label in graph.axis_ticks()]
    assert {"0", "+10", "+100", "+1000", "−10"} <= set(labels)
    assert "combined evaluation" in graph.title()
    graph.set_points([ten, EvalPoint(2, 10_000.0, win=10_000.0)], 3, "Black")
    assert graph.edge_labels() == ["win"] and graph.y_of(graph.points[1]) == 1.0
    graph.grab()


def test_each_point_says_which_evaluation_and_depth_it_comes_from(qtbot, make_window) -> None:
    from gui.app.display_options import DisplayOptions
    from gui.app.players import PlayerConfig, SearchSettings

    window = make_window(DisplayOptions(move_delay_ms=0))
    window.new_game("connect4")
    settings = SearchSettings("alphabeta", 3, "windows", {}, record=False)
    window.settings_panel.set_players((PlayerConfig("human", settings), PlayerConfig("computer", settings)))
    window.settings_panel.playersChanged.emit()
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        window.play(4)
    point = window.evaluation.graph.point_at_ply(1)
    assert point is not None and point.evaluation == "windows"
    assert point.source == "the computer's search for move 2 (windows, depth 3)"
