"""Each algorithm's statistics on its own scale (issue 32, item 13): after Monte Carlo tree search the
Statistics panel shows playouts, visits and the mean value on the tree's scale, not alpha-beta's counters,
and the search tree offers no pruning filter where nothing was pruned; Compare algorithms writes MCTS's
mean as the tree does (it wrote "value 1,978" beside a tree whose mean was −0.065)."""

from __future__ import annotations

import threading
from dataclasses import replace

from engine.games import game_info
from engine.games.connect4 import ConnectFour
from engine.results import MctsStats
from engine.search import SearchOptions
from gui.app.players import PlayerConfig, SearchSettings
from gui.window.compare import compare_job, comparison_variants
from gui.window.main_window import MainWindow

C4 = game_info("connect4")


def analyse(qtbot, window: MainWindow, algorithm: str) -> None:
    window.new_game("connect4")
    human = PlayerConfig("human", SearchSettings(algorithm, 4, "windows", {}, record=True, playouts=300))
    window.settings_panel.set_players((human, human))
    window.settings_panel.playersChanged.emit()
    for m in (4, 4, 3):
        assert window.play(m)
    with qtbot.waitSignal(window.controller.analysisReady, timeout=60_000):
        window.analyse()


def shown_rows(window: MainWindow) -> set[str]:
    stats = window.stats_panel
    return {key for key, label in stats.values.items() if label.isVisibleTo(stats)}


def test_mcts_statistics_are_its_own(qtbot, window: MainWindow) -> None:
    analyse(qtbot, window, "mcts")
    result = window.controller.shown.result
    assert result.extra(MctsStats) is not None
    rows = shown_rows(window)
    assert not rows & {"evaluations", "cutoffs", "pruned", "full", "saved"}  # alpha-beta's counters: gone
    assert {"playouts", "visits", "mean"} <= rows
    stats = window.stats_panel.values
    assert stats["playouts"].text() == f"{result.extra(MctsStats).playouts:,}"
    chosen = next(i for i, mv in enumerate(result.moves) if mv.move == result.best_move)
    assert f"{result.extra(MctsStats).visits[chosen]:,}" in stats["visits"].text()
    tree = window.tree_widget
    root = tree.model.index(0, 0)
    row = next(r for r in range(tree.model.rowCount(root))
               if tree.model.data(tree.model.index(r, 0, root)) == str(result.best_move))
    mean_in_tree = tree.model.data(tree.model.index(row, 2, root))
    assert mean_in_tree in stats["mean"].text()  # the same number, on the same scale, as the tree's
    assert not tree.hide_pruned.isVisibleTo(tree)  # nothing is pruned: no filter for it
    analyse(qtbot, window, "alphabeta")  # and back: alpha-beta's counters and filter return
    rows = shown_rows(window)
    assert {"evaluations", "cutoffs", "pruned"} <= rows and not rows & {"playouts", "visits", "mean"}
    assert tree.hide_pruned.isVisibleTo(tree)


def test_sss_and_mtdf_keep_the_pruning_counters(qtbot, window: MainWindow) -> None:
    for algorithm in ("sss", "mtdf"):
        analyse(qtbot, window, algorithm)
        rows = shown_rows(window)
        assert {"evaluations", "cutoffs"} <= rows and not rows & {"playouts", "visits", "mean"}, algorithm


def test_compare_writes_mcts_mean_on_its_own_scale() -> None:
    game = ConnectFour()
    state = game.play(game.initial_state(), [4, 4, 3])
    options = SearchOptions.for_game(C4, "alphabeta", depth=2)
    variants = [v for v in comparison_variants(options) if v.label in ("minimax", "MCTS")]
    variants[-1] = replace(variants[-1], options=replace(variants[-1].options, playouts=200))
    results = []
    compare_job(game, state, variants)(lambda kind, payload: results.append(payload) if kind == "result" else None,
                                       threading.Event())
    mcts = results[-1][1]
    assert mcts.estimate and mcts.value is not None and -1 <= mcts.value <= 1  # the tree's scale, not ±10,000


def test_german_mcts_statistics_and_legend_are_its_own(qtbot, language, make_window) -> None:
    """In German, MCTS's "Werte" row speaks German (it showed the engine's English "mean playout result…"),
    "Bester bisher" writes the value as precisely as the mean beside it (3 digits against 4), and the tree's
    legend speaks of visits and means, not of pruning and bounds (an MCTS tree has neither)."""
    from PySide6.QtCore import QCoreApplication

    from gui.app.display_options import DisplayOptions
    from gui.search_tree.widget import LEGEND

    assert language("de") is not None
    window = make_window(DisplayOptions(move_delay_ms=0))
    analyse(qtbot, window, "mcts")
    result = window.controller.shown.result
    stats = window.stats_panel.values
    english = "mean playout result: win = +1, draw = 0, loss = −1"
    assert stats["scale"].text() == QCoreApplication.translate("UtilityScale", english) != english
    tree = window.tree_widget
    root = tree.model.index(0, 0)
    row = next(r for r in range(tree.model.rowCount(root))
               if tree.model.data(tree.model.index(r, 0, root)) == str(result.best_move))
    mean_in_tree = tree.model.data(tree.model.index(row, 2, root))
    assert stats["mean"].text().startswith(mean_in_tree)
    assert mean_in_tree in stats["best"].text()  # the same number, to the same digits
    legend = tree.legend.text()
    assert legend != QCoreApplication.translate("SearchTreeWidget", LEGEND)
    assert "≥" not in legend and "≤" not in legend and "Playout" in legend
    assert "Alpha-Beta" not in tree.legend.toolTip() and "Playout" in tree.legend.toolTip()
    analyse(qtbot, window, "alphabeta")  # and back: alpha-beta's legend
    assert tree.legend.text() == QCoreApplication.translate("SearchTreeWidget", LEGEND)
