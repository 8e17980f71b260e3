"""The Statistics dock: a search in progress always shows its best move and line so far; figures are
never squeezed or cut."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from engine.games import game_info
from engine.results import IterationInfo, Progress
from engine.search import search
from gui.app.enhancement_settings import EnhancementSettings
from gui.app.players import PlayerConfig, SearchSettings
from gui.panels.iterations_view import IterationsView
from gui.panels.stats_panel import StatsPanel

C4 = game_info("connect4")


def iterative_result():
    game = C4.factory()
    ev = C4.evaluations["windows"]()
    settings = SearchSettings("alphabeta", 6, "windows", dict(ev.weights), record=False,
                              enhancements=EnhancementSettings(iterative=True, tt=True))
    options = PlayerConfig("computer", settings).search.options(C4)
    return game, search(game, game.play(game.initial_state(), [4, 4]), options)


def progress_at_the_start_of(depth: int, nodes: int = 663_992) -> Progress:
    """What the engine reports when a new depth has begun and no root move of it is finished yet."""
    return Progress(nodes=nodes, evaluations=nodes // 2, cutoffs=1_234, pruned=5_678, depth=depth,
                    nodes_per_second=120_000.0, elapsed_s=5.5, best_move=None, best_value=None, root_values=(),
                    root_done=0, root_total=7, iteration=depth)


def test_between_depths_the_finished_depths_best_move_and_line_stay(qtbot) -> None:
    game, result = iterative_result()
    panel = StatsPanel()
    qtbot.addWidget(panel)
    panel.move_text = game.format_move
    panel.start("Move 3")
    done = result.iterations[3]
    panel.show_iterations(tuple(result.iterations[:4]))
    panel.show_progress(progress_at_the_start_of(done.depth + 1))
    best = panel.values["best"].text()
    assert best.startswith(game.format_move(done.best_move)) and f"depth {done.depth} finished" in best
    line = panel.values["line"].text()
    assert line.startswith(" ".join(game.format_move(m) for m in done.pv)) and done.pv
    assert panel.values["roots"].text() == f"0 of 7 at depth {done.depth + 1}"
    # once the result is in, the line is the result's
    panel.show_result(result, "Move 3")
    assert panel.values["line"].text() == " ".join(game.format_move(m) for m in result.pv)


def test_the_iterations_table_shows_every_figure_whole(qtbot) -> None:
    """Long figures in rows that are out of view when the table is laid out are not cut ("13,8…")."""
    rows = [IterationInfo(depth=d, value=-1.76 * d, best_move=3, pv=(3, 4, 4, 3), nodes=40 * 3 ** d,
                          total_nodes=60 * 3 ** d, time_s=0.01 * d, elapsed_s=0.02 * 1.5 ** d, evaluations=d)
             for d in range(1, 16)]
    view = IterationsView()
    qtbot.addWidget(view)
    view.resize(400, 200)  # a few rows in view: the last, widest ones are scrolled away
    view.show()
    for info in rows:  # live, one finished depth at a time
        view.add_iterations([info])
        QApplication.processEvents()
    metrics = QFontMetrics(view.table.font())
    model = view.model
    for row in range(model.rowCount()):
        for col in range(4):
            text = model.data(model.index(row, col))
            assert metrics.horizontalAdvance(text) + 8 <= view.table.columnWidth(col), (row, col, text)
    assert model.data(model.index(14, 2)) == f"{40 * 3 ** 15:,}"  # 573,956,280: the widest figure


def test_the_chart_title_takes_two_lines_rather_than_being_cut(qtbot) -> None:
    from gui.panels.stats_panel import NodesPerDepthChart

    chart = NodesPerDepthChart()
    qtbot.addWidget(chart)
    chart.set_data([1, 7, 49], [1, 7, 49])
    chart.resize(200, 150)
    assert chart.title_lines() == ["Nodes per depth (log scale)", "pale: the full tree"]
    chart.resize(600, 150)
    assert chart.title_lines() == ["Nodes per depth (log scale) — pale: the full tree"]
