"""Compare all in the tree explorer: one row per algorithm with the engine's figures, and choosing a row
marks on the drawing exactly the leaves that algorithm evaluated."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from engine.games.tree import TreeGame, build_tree, parse_tree_text, read_tree_file
from engine.resources import locate
from engine.search import SearchOptions, leaves_of, search
from gui.explorer.compare import ComparisonModel, compare_tree, comparison_keys, marked_state
from gui.explorer.explorer import TreeExplorer
from gui.explorer.layout import iter_nodes

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

AIMA = "((3 12 8) (2 4 6) (14 5 2))"
DUAL_TREE = [[[18, 1], [9, 0]], [[8, 15], [19, 12]]]


@pytest.fixture
def explorer(qtbot):
    w = TreeExplorer()
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()  # the keyboard comes to it, as after a click (X11 without a window manager)
    qtbot.waitUntil(w.isActiveWindow)
    return w


def engine_row(root, algorithm, **fields):
    result = search(TreeGame(root), root, SearchOptions(algorithm, record=True, record_budget=10_000, **fields))
    return result, [tuple(p) for p in leaves_of(result, root)[0]]


def test_rows_are_the_engines_searches():
    root = parse_tree_text(AIMA)
    rows = {r.key: r for r in compare_tree(root)}
    # then every other registered algorithm that steps to a depth (Negascout / PVS), and MCTS last
    assert tuple(rows) == ("minimax", "alphabeta", "alphabeta-best", "alphabeta-worst", "sss", "dual", "mtdf", "pvs",
                           "mcts")
    for key in ("minimax", "alphabeta", "sss", "dual", "mtdf", "pvs"):
        result, leaves = engine_row(root, key)
        assert rows[key].value == result.value == 3
        assert rows[key].best_move == result.best_move == 0
        assert rows[key].nodes == result.stats.nodes
        assert list(rows[key].evaluated or ()) == leaves
    # The figures docs/guide/tree-explorer.md and AIMA give: alpha-beta skips 4 and 6, best first evaluates 5 leaves
    # (Knuth–Moore for width 3, depth 2), worst first all 9.
    assert rows["alphabeta"].evaluated == ((0, 0), (0, 1), (0, 2), (1, 0), (2, 0), (2, 1), (2, 2))
    assert len(rows["alphabeta-best"].evaluated or ()) == 5
    assert len(rows["alphabeta-worst"].evaluated or ()) == 9
    mcts = rows["mcts"]
    assert mcts.evaluated is None and mcts.playouts == 1000 and mcts.estimate and mcts.best_move == 0


def test_best_first_marks_the_leaves_of_the_tree_as_drawn():
    root = parse_tree_text(AIMA)
    best = {r.key: r for r in compare_tree(root)}["alphabeta-best"]
    # Sorted, B's children are 3 8 12 and alpha-beta evaluates 3, 8, 12, then 2 under C and 2 under D:
    # marked at their places in the tree as given.
    assert best.evaluated == ((0, 0), (0, 2), (0, 1), (1, 0), (2, 2))
    assert all(root.node_at(p).is_leaf for p in best.evaluated)


def test_a_chance_tree_compares_expectiminimax_star1_star2_and_mcts():
    root = parse_tree_text(read_tree_file(locate("resources/trees/chance-coin.json")))
    rows = compare_tree(root)
    assert [r.key for r in rows] == ["expectiminimax", "star1", "star2", "mcts"] == list(comparison_keys(root))
    plain, plain_leaves = engine_row(root, "expectiminimax")
    _star1, star1_leaves = engine_row(root, "expectiminimax", chance_pruning="star1")
    assert rows[0].value == rows[1].value == rows[2].value == plain.value
    assert list(rows[0].evaluated or ()) == plain_leaves
    assert list(rows[1].evaluated or ()) == star1_leaves
    assert set(star1_leaves) < set(plain_leaves)


tree_values = st.integers(-20, 20)
trees = st.recursive(tree_values, lambda kids: st.lists(kids, min_size=1, max_size=3), max_leaves=20)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trees.filter(lambda t: isinstance(t, list)))
def test_the_family_agrees_and_sss_evaluates_no_leaf_alphabeta_skips(data):
    root = build_tree(data)
    rows = {r.key: r for r in compare_tree(root)}
    exact = [r for r in rows.values() if not r.estimate]
    assert {r.value for r in exact} == {rows["minimax"].value}
    ab = set(rows["alphabeta"].evaluated or ())
    assert set(rows["sss"].evaluated or ()) <= ab  # Stockman's theorem
    assert set(rows["dual"].evaluated or ()) <= ab
    leaves = {leaf.path for leaf in root.leaves()}
    assert set(rows["minimax"].evaluated or ()) == leaves
    for r in exact:
        assert set(r.evaluated or ()) <= leaves


def test_the_model_passes_qt_model_checks(qtmodeltester):
    model = ComparisonModel()
    root = parse_tree_text(AIMA)
    model.set_rows(compare_tree(root), len(root.leaves()), {0: "B", 1: "C", 2: "D"})
    qtmodeltester.check(model)
    assert model.rowCount() == 9 and model.columnCount() == 6
    assert model.index(0, 0).data() == "Minimax"
    assert model.index(4, 0).data(Qt.ItemDataRole.UserRole) == "sss"
    assert model.index(1, 4).data() == "7 of 9"
    assert model.index(1, 2).data() == "B"
    assert model.index(1, 1).data() == "3 ✓"
    assert "estimate" in model.index(8, 1).data()  # MCTS, last


def test_compare_all_in_the_explorer_marks_the_chosen_rows_leaves(explorer, qtbot):
    explorer.input_panel.set_text(AIMA)
    assert explorer.files.draw_text()
    assert explorer.compare_panel.isHidden()
    qtbot.keyClick(explorer.view, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert explorer.compare_panel.isVisible()
    assert explorer.focusWidget() is explorer.compare_panel.table  # ↑ ↓ go straight to the rows
    rows = explorer.comparison_mode.rows
    assert explorer.compare_panel.model.rowCount() == len(rows) == 9
    sss = [r.key for r in rows].index("sss")
    with qtbot.waitSignal(explorer.compare_panel.rowChosen) as blocker:
        explorer.compare_panel.choose(sss)
    assert blocker.args == [sss]
    evaluated = set(rows[sss].evaluated or ())
    scene = explorer.scene
    for path, item in scene.nodes.items():
        if item.node.is_leaf:
            assert item.look is not None
            assert (not item.look.pruned) == (path in evaluated), path
    assert scene.nodes[(1, 1)].look.pruned and scene.nodes[(1, 2)].look.pruned
    assert "SSS* evaluates 7 of 9 leaves" in explorer.explanation.text()
    # The keyboard moves through the rows: Down from SSS* is DUAL*.
    explorer.compare_panel.table.setFocus()
    qtbot.keyClick(explorer.compare_panel.table, Qt.Key.Key_Down)
    assert explorer.compare_panel.chosen() == sss + 1
    assert "DUAL* evaluates" in explorer.explanation.text()
    # Stepping the run takes the marks away; closing hides the table.
    explorer.playback.forward()
    assert explorer.compare_panel.chosen() == -1 and explorer.step == 0
    explorer.comparison_mode.close()
    assert explorer.compare_panel.isHidden() and explorer.comparison_mode.rows == []


def test_marks_follow_every_row(explorer):
    explorer.open_tree(build_tree(DUAL_TREE), "DUAL*'s tree")
    explorer.comparison_mode.compare_all()
    root = explorer.root
    for k, row in enumerate(explorer.comparison_mode.rows):
        explorer.compare_panel.choose(k)
        if row.evaluated is None:
            continue
        state = marked_state(root, row, "")
        greyed = {p for r in state.pruned for p in (n.path for n in iter_nodes(root.node_at(r)))}
        for leaf in root.leaves():
            assert (leaf.path in row.evaluated) == (leaf.path not in greyed)
            assert explorer.scene.nodes[leaf.path].look.pruned == (leaf.path in greyed)
    # DUAL* evaluates 6 leaves here where alpha-beta and SSS* evaluate 7 (docs/guide/algorithms.md).
    counts = {r.key: len(r.evaluated or ()) for r in explorer.comparison_mode.rows}
    assert (counts["dual"], counts["alphabeta"], counts["sss"]) == (6, 7, 7)


def test_the_comparison_follows_the_tree_and_a_bad_cutoff_is_a_message(explorer):
    explorer.input_panel.set_text(AIMA)
    explorer.files.draw_text()
    explorer.comparison_mode.compare_all()
    explorer.input_panel.set_text("((1 2) (3 4))")
    explorer.files.draw_text()
    assert explorer.comparison_mode.rows[0].value == 3 and len(explorer.comparison_mode.rows[0].evaluated or ()) == 4
    explorer.depth_limit.setValue(1)  # the inner nodes have no static value: a message, no crash
    assert explorer.comparison_mode.rows == []
    assert "Compare all:" in explorer.compare_panel.heading.text()
    assert explorer.compare_panel.model.rowCount() == 0


def test_practice_mode_hides_the_comparison(explorer):
    explorer.comparison_mode.compare_all()
    explorer.practice_mode.set_practice(True)
    assert explorer.compare_panel.isHidden() and not explorer.compare_button.isEnabled()
    explorer.comparison_mode.compare_all()
    assert explorer.compare_panel.isHidden()


def test_changing_the_stepped_algorithm_keeps_the_rows(explorer, monkeypatch):
    import gui.explorer.comparison_mode as module

    calls = []
    real = module.compare_tree
    monkeypatch.setattr(module, "compare_tree", lambda *a: calls.append(a) or real(*a))
    explorer.comparison_mode.compare_all()
    explorer.compare_panel.choose(4)
    explorer.algorithms.set_algorithm("sss")
    explorer.algorithms.set_algorithm("mtdf")
    assert len(calls) == 1 and explorer.compare_panel.chosen() == 4  # the same tree: not searched again
    assert "SSS* evaluates 7 of 9 leaves" in explorer.explanation.text()
    explorer.depth_limit.setValue(2)
    assert len(calls) == 2


def test_ctrl_m_compares_the_tree_in_explorer_mode_and_the_position_in_the_game(qtbot, window):
    window.explorer_mode.action.trigger()
    explorer = window.explorer_mode.explorer
    explorer.view.setFocus()
    qtbot.keyClick(explorer.view, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert explorer.compare_panel.isVisible() and len(explorer.comparison_mode.rows) == 9
    assert window.dialogs.compare_dialog is None or not window.dialogs.compare_dialog.isVisible()
    window.explorer_mode.action.trigger()  # back to the game: Ctrl+M is Compare algorithms again
    assert window.commands.compare_action.isEnabled()
    assert window.commands.compare_action.shortcut().toString() == "Ctrl+M"
