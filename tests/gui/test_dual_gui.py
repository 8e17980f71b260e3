"""DUAL* in the window: Settings ▸ Algorithm offers it beside SSS*, Compare algorithms runs it (each bar
with its best move and leaves), the Search tree dock shows its tree as SSS*'s, and the tree explorer
steps through it one case per step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine.games import game_info
from engine.games.tree import TreeGame, build_tree
from engine.results import LeavesEvaluated
from engine.search import SearchOptions, search
from engine.search.sss_record import SSSRecord
from gui.app.players import ALGORITHM_TITLES, PlayerConfig, SearchSettings, algorithms_for
from gui.explorer.explorer import TreeExplorer
from gui.explorer.sssrun import SSSRun
from gui.window.compare import comparison_variants
from gui.window.main_window import MainWindow

from .test_main_window import set_players

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

TTT = game_info("tictactoe")
DUAL_TREE = [[[18, 1], [9, 0]], [[8, 15], [19, 12]]]


def test_settings_offer_dual_beside_sss(window: MainWindow) -> None:
    assert algorithms_for(TTT).index("dual") == algorithms_for(TTT).index("sss") + 1
    assert "dual" not in algorithms_for(game_info("einstein"))  # alpha-beta's family has no rule for dice
    combo = window.settings_panel.sides[0].algorithm
    titles = [combo.itemText(i) for i in range(combo.count())]
    keys = [combo.itemData(i) for i in range(combo.count())]
    assert titles[keys.index("dual")] == ALGORITHM_TITLES["dual"] == "DUAL*"
    dual = SearchSettings("dual", 3, "openlines")
    options = dual.options(TTT)
    assert options.algorithm == "dual" and not options.exact_root and not options.enhancements.describe()


def test_a_dual_hint_fills_the_search_tree_dock_as_sss_does(qtbot, window: MainWindow) -> None:
    dual = SearchSettings("dual", 3, "openlines")
    set_players(window, PlayerConfig("human", dual), PlayerConfig("human", dual))
    assert window.play(4)
    with qtbot.waitSignal(window.hintReady, timeout=30_000):
        window.commands.hint_action.trigger()
    record = window.tree_widget.model.record()
    assert isinstance(record, SSSRecord) and len(record) > 1 and record.solved_order
    # The step slider replays OPEN as for SSS*.
    assert window.tree_widget.model.sss_steps() == len(record.steps) > 0
    window.tree_widget.sss_bar.set_step(1)
    assert window.tree_widget.model.sss_at() is not None
    assert window.tree_widget.model.sss_at().step == 1  # type: ignore[union-attr]


def test_compare_algorithms_lists_dual_and_each_best_move(window: MainWindow, compared_after_x_wins) -> None:
    dialog, results, labels = compared_after_x_wins
    assert labels.index("DUAL*") == labels.index("SSS*") + 1
    dual = results[labels.index("DUAL*")]
    engine = search(window.game, window.session.state, comparison_variants(window.players[1].search.options(TTT))[
        labels.index("DUAL*")].options)
    assert dual is not None and dual.value == -1 and dual.best_move == engine.best_move
    assert dual.leaves == engine.stats.evaluations + engine.stats.terminals > 0
    text = dialog.chart.describe(labels.index("DUAL*"))
    assert f"best {window.game.format_move(engine.best_move)}" in text and f"{dual.leaves:,} leaves" in text
    dialog.reject()


def test_the_explorer_steps_through_dual(qtbot) -> None:
    explorer = TreeExplorer()
    qtbot.addWidget(explorer)
    explorer.open_tree(build_tree(DUAL_TREE), "DUAL*'s tree")
    explorer.algorithms.set_algorithm("dual")
    run = explorer.run
    assert isinstance(run, SSSRun) and run.algorithm == "dual"
    root = explorer.root
    engine = search(TreeGame(root), root, SearchOptions("dual"))
    assert run.value == engine.value == 15 and run.best_move == engine.best_move == 1
    assert [list(p) for p in run.evaluated_leaves] == engine.extra(LeavesEvaluated).paths
    assert "DUAL* on this tree takes" in explorer.explanation.text()
    explorer.playback.forward()
    # The root mover opens one child at a time under DUAL*; merits are lower bounds, shown as −∞ first.
    assert explorer.explanation.text().startswith("Take (root, LIVE, −∞), the lowest merit on OPEN")
    assert "a MAX node puts only its first child on OPEN" in explorer.explanation.text()
    explorer.playback.forward()
    assert "every child of a MIN node goes on OPEN" in explorer.explanation.text()
    assert run.state(1).notes == {(0, 0): "L −∞", (0, 1): "L −∞"}
    explorer.playback.to_end()
    assert "DUAL* is done. The root's value is 15; the best move is to C" in explorer.explanation.text()
    assert "DUAL* evaluates 6 of 8 leaves" in explorer.counts_label.text()
    # A chance tree switches to expectiminimax, as for SSS*.
    explorer.input_panel.set_text('{"type": "chance", "probs": [0.5, 0.5], "children": [1, 2]}')
    assert explorer.files.draw_text()
    assert explorer.algorithm == "expectiminimax"


@pytest.mark.parametrize("algorithm", ["sss", "dual"])
def test_the_search_tree_dock_words_a_dual_tree_as_dual(qtbot, qtmodeltester, algorithm: str) -> None:
    """DUAL*'s merits (from a MAX root) are lower bounds for MAX, its lowest merit is taken first and its MAX
    part is played by MIN: the dock says so, where SSS*'s tree keeps SSS*'s words."""
    from gui.search_tree.model import COL_BETA, COL_VALUE
    from gui.search_tree.widget import SearchTreeWidget

    root = build_tree(DUAL_TREE)
    record = search(TreeGame(root), root, SearchOptions(algorithm, record=True)).tree
    assert isinstance(record, SSSRecord) and record.dual == (algorithm == "dual")
    widget = SearchTreeWidget()
    qtbot.addWidget(widget)
    widget.set_record(record)
    dual = algorithm == "dual"
    assert widget.sss_bar.label.text() == ("DUAL* step" if dual else "SSS* step")
    assert ("≥: a lower bound" in widget.legend.text()) == dual and ("≤: an upper bound" in widget.legend.text()) != dual
    widget.sss_bar.set_step(0)
    assert widget.sss_bar.step_text.text().endswith(f"(the root, LIVE, merit {'−∞' if dual else '∞'}).")
    # Step 1 opens the root, a MAX node: all its children under SSS*, its first under DUAL* (the engine's case 3,
    # "a live MIN node", for MAX plays MIN's part there).
    widget.sss_bar.set_step(1)
    step = widget.sss_bar.step_text.text()
    assert ("lowest merit" in step) == dual and ("highest merit" in step) != dual
    expected = "a live MAX node puts its first child on OPEN" if dual else "a live MAX node puts all its children on OPEN"
    assert expected in step
    tips = [widget.model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) for c in (COL_VALUE, COL_BETA)]
    assert ("≥ h: the lower bound DUAL* knew" in tips[0]) == dual and ("≤ h: the upper bound SSS* knew" in tips[0]) != dual
    assert ("worth at least this" in tips[1]) == dual
    qtmodeltester.check(widget.model)


@pytest.mark.parametrize("algorithm", ["sss", "dual", "mtdf"])
def test_a_best_first_hint_is_set_against_the_full_tree(qtbot, window: MainWindow, algorithm: str) -> None:
    """Statistics ▸ Pruning saved for SSS*, DUAL* and MTD(f) as for alpha-beta: the full tree is counted after
    the hint (it once said "counting…" for ever, the count being made only after alpha-beta)."""
    settings = SearchSettings(algorithm, 3, "openlines")
    set_players(window, PlayerConfig("human", settings), PlayerConfig("human", settings))
    assert window.play(5)
    with qtbot.waitSignal(window.controller.fullTreeCounted, timeout=30_000):
        window.commands.hint_action.trigger()
    stats = window.stats_panel
    nodes = window.controller.shown.result.stats.nodes  # type: ignore[union-attr]
    assert stats.values["full"].text() != "counting…"
    assert stats.values["saved"].text().endswith(f"({nodes:,} of {stats.values['full'].text()} nodes visited)")
