"""SSS* and MTD(f): the values of minimax, Stockman's theorem, and MTD(f)'s passes."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements
from engine.errors import SearchConfigError
from engine.games.connect4 import ConnectFour, Windows
from engine.games.tictactoe import OpenLines, TicTacToe
from engine.games.tree import StaticValue, TreeGame, build_tree, parse_tree_text
from engine.results import LeavesEvaluated, WindowPasses
from engine.search import SearchContext, SearchOptions, leaves_of, search
from engine.search.sss import LIVE, SOLVED, SSSStar

from .trees import all_leaves, nested_trees, ref_alphabeta, ref_minimax


def tree_run(data, algorithm, **kw):
    root = build_tree(data)
    return search(TreeGame(root), root, SearchOptions(algorithm, **kw))


def random_position(game, seed: int, most: int):
    rng = random.Random(seed)
    s = game.initial_state()
    for _ in range(rng.randrange(most)):
        if game.is_terminal(s):
            break
        s = game.result(s, rng.choice(game.actions(s)))
    return s


# -- SSS* ----------------------------------------------------------------------------------------------
def test_sss_on_the_textbook_tree():
    r = tree_run([[3, 12, 8], [2, 4, 6], [14, 5, 2]], "sss")
    assert r.value == 3 and r.best_move == 0
    # Best first: the first leaf of every MIN node (merit +inf), then the best one's siblings.
    assert r.extra(LeavesEvaluated).paths == [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2], [0, 1], [0, 2]]


def test_sss_skips_leaves_alphabeta_evaluates():
    # The left MIN node's first MAX child is worth 7, the right MIN node is worth 16: alpha-beta must
    # still look below [0, 1] (it could lower 7), SSS* never does (its merit 7 stays below 16).
    data = [[[7, 0], [6, 17]], [[17, 7], [12, 16]]]
    r = tree_run(data, "sss")
    visited: list[list[int]] = []
    assert ref_alphabeta(data, visited=visited) == r.value == 16
    assert r.extra(LeavesEvaluated).paths == [[0, 0, 0], [0, 0, 1], [1, 0, 0], [1, 0, 1], [1, 1, 0], [1, 1, 1]]
    assert len(visited) == 8


@settings(max_examples=300, deadline=None)
@given(nested_trees(), st.sampled_from(["sss", "dual"]))
def test_sss_and_dual_equal_minimax_and_evaluate_a_subset_of_alphabetas_leaves(data, algorithm):
    # Stockman's theorem, and its counterpart for DUAL* (the players' roles exchanged)
    r = tree_run(data, algorithm)
    assert r.value == ref_minimax(data)
    visited: list[list[int]] = []
    ref_alphabeta(data, visited=visited)
    assert r.extra(LeavesEvaluated) is not None
    evaluated = [tuple(p) for p in r.extra(LeavesEvaluated).paths]
    assert len(set(evaluated)) == len(evaluated)  # each leaf once
    assert set(evaluated) <= {tuple(p) for p in visited}  # Stockman's theorem
    assert set(evaluated) <= {tuple(p) for p in all_leaves(data)}
    # The best move reaches the value.
    assert r.best_move is not None and ref_minimax(data[r.best_move], False) == r.value


@settings(max_examples=100, deadline=None)
@given(nested_trees(), st.sampled_from(["sss", "dual"]))
def test_sss_and_dual_on_a_min_root_are_minimax(data, algorithm):
    root = build_tree({"type": "min", "children": data})
    r = search(TreeGame(root), root, SearchOptions(algorithm))
    assert r.value == ref_minimax(data, is_max=False)
    assert r.best_move is not None and ref_minimax(data[r.best_move], True) == r.value


def test_sss_with_a_depth_cutoff_uses_static_values():
    data = {"type": "max", "children": [{"type": "min", "value": 4, "children": [1, 9]},
                                        {"type": "min", "value": 6, "children": [7, 8]}]}
    r = tree_run(data, "sss", depth=1, evaluation=StaticValue())
    assert r.value == 6 and r.extra(LeavesEvaluated).paths == [[0], [1]]
    with pytest.raises(SearchConfigError, match="no static"):
        tree_run([[1, 2], [3, 4]], "sss", depth=1, evaluation=StaticValue())


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 3))
def test_sss_equals_alphabeta_on_connect4_positions(seed, depth):
    g, ev = ConnectFour(), Windows()
    s = random_position(g, seed, 20)
    ab = search(g, s, SearchOptions("alphabeta", depth=depth, evaluation=ev))
    sss = search(g, s, SearchOptions("sss", depth=depth, evaluation=ev))
    assert sss.value == ab.value
    assert sss.stats.evaluations + sss.stats.terminals <= ab.stats.evaluations + ab.stats.terminals


def test_sss_on_tictactoe_to_the_end():
    g = TicTacToe()
    s = g.play(g.initial_state(), g.parse_moves("15"))
    assert search(g, s, SearchOptions("sss")).value == search(g, s, SearchOptions("alphabeta")).value
    assert search(g, s, SearchOptions("sss", depth=2, evaluation=OpenLines())).value == search(
        g, s, SearchOptions("alphabeta", depth=2, evaluation=OpenLines())).value


def test_sss_steps_keep_the_open_list():
    root = parse_tree_text("((3 12 8) (2 4 6) (14 5 2))")
    game = TreeGame(root)
    sss = SSSStar(SearchContext(game, root, SearchOptions("sss"), None, None))
    first = sss.step()
    assert first.case == 2 and [s.path for s in first.added] == [(0,), (1,), (2,)]
    assert [(s.path, s.status) for s in sss.open_states()] == [((0,), LIVE), ((1,), LIVE), ((2,), LIVE)]
    cases = [first.case]
    while sss.value is None:
        step = sss.step()
        cases.append(step.case)
    assert sss.value == 3 and cases[-1] == 0
    assert 4 in cases and 5 in cases and 1 in cases
    assert all(s.status == SOLVED for s in sss.open_states())


def test_sss_refuses_chance_nodes():
    with pytest.raises(SearchConfigError, match="chance"):
        tree_run({"type": "chance", "children": [1, 2]}, "sss")


# -- MTD(f) --------------------------------------------------------------------------------------------
@settings(max_examples=300, deadline=None)
@given(nested_trees())
def test_mtdf_equals_minimax_on_trees_and_its_bounds_close_in(data):
    r = tree_run(data, "mtdf")
    assert r.value == ref_minimax(data)
    assert r.extra(WindowPasses).passes and r.extra(WindowPasses).passes[-1].value == r.value
    lower, upper = float("-inf"), float("inf")
    for p in r.extra(WindowPasses).passes:
        lo, hi = p.window
        assert lo < hi and not any(lo < x < hi for x in (lo, hi))  # a null window
        if p.bound == "lower":
            assert p.value >= hi and p.value <= ref_minimax(data) and p.value >= lower
            lower = p.value
        else:
            assert p.value <= lo and p.value >= ref_minimax(data) and p.value <= upper
            upper = p.value
        assert p.nodes >= 1
    assert lower == upper == r.value
    assert r.best_move is not None and ref_minimax(data[r.best_move], False) == r.value


def test_mtdf_reports_each_pass_on_the_textbook_tree():
    r = tree_run([[3, 12, 8], [2, 4, 6], [14, 5, 2]], "mtdf")
    assert r.value == 3 and r.best_move == 0
    assert [(p.value, p.bound) for p in r.extra(WindowPasses).passes] == [(3, "lower"), (3, "upper")]
    assert sum(p.nodes for p in r.extra(WindowPasses).passes) == r.stats.nodes


CONNECT4_POSITIONS = ["", "4444", "3435", "443322", "1234567", "44455"]


@pytest.mark.parametrize("moves", CONNECT4_POSITIONS)
def test_mtdf_equals_alphabeta_on_connect4_positions(moves):
    g, ev = ConnectFour(), Windows()
    s = g.play(g.initial_state(), g.parse_moves(moves))
    enh = Enhancements(iterative=True, tt_mb=4, ordering=("pv", "killers", "history"))
    for depth in (1, 4):
        ab = search(g, s, SearchOptions("alphabeta", depth=depth, evaluation=ev))
        mt = search(g, s, SearchOptions("mtdf", depth=depth, evaluation=ev))
        mt_id = search(g, s, SearchOptions("mtdf", depth=depth, evaluation=ev, enhancements=enh))
        assert mt.value == mt_id.value == ab.value
        assert {p.depth for p in mt_id.extra(WindowPasses).passes} == set(range(1, depth + 1))


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 4))
def test_mtdf_equals_alphabeta_on_random_connect4_positions(seed, depth):
    g, ev = ConnectFour(), Windows()
    s = random_position(g, seed, 20)
    ab = search(g, s, SearchOptions("alphabeta", depth=depth, evaluation=ev))
    mt = search(g, s, SearchOptions("mtdf", depth=depth, evaluation=ev))
    assert mt.value == ab.value


def test_mtdf_on_tictactoe_to_the_end():
    g = TicTacToe()
    for moves in ("", "5", "51", "159"):
        s = g.play(g.initial_state(), g.parse_moves(moves))
        assert search(g, s, SearchOptions("mtdf")).value == search(g, s, SearchOptions("alphabeta")).value


def test_mtdf_refuses_chance_nodes():
    with pytest.raises(SearchConfigError, match="chance"):
        tree_run({"type": "chance", "children": [1, 2]}, "mtdf")


def with_static_values(data, rng: random.Random):
    """The same tree with a static "value" on every inner node (for depth cutoffs)."""
    if not isinstance(data, list):
        return data
    return {"children": [with_static_values(c, rng) for c in data], "value": rng.randint(-20, 20)}


def typed(data, is_max: bool = True):
    if not isinstance(data, dict):
        return data
    return {"type": "max" if is_max else "min", "value": data["value"],
            "children": [typed(c, not is_max) for c in data["children"]]}


@settings(max_examples=150, deadline=None)
@given(nested_trees(), st.integers(0, 10**6), st.integers(1, 3))
def test_sss_and_mtdf_with_a_depth_cutoff_agree_with_alphabeta(data, seed, depth):
    tree = typed(with_static_values(data, random.Random(seed)))
    root = build_tree(tree)
    game = TreeGame(root)
    ab = search(game, root, SearchOptions("alphabeta", depth=depth, evaluation=StaticValue(), record=True,
                                          record_budget=root.size + 1))
    sss = search(game, root, SearchOptions("sss", depth=depth, evaluation=StaticValue()))
    mt = search(game, root, SearchOptions("mtdf", depth=depth, evaluation=StaticValue()))
    assert sss.value == mt.value == ab.value
    ab_evaluated, _ = leaves_of(ab, root)
    assert sss.extra(LeavesEvaluated) is not None
    assert {tuple(p) for p in sss.extra(LeavesEvaluated).paths} <= {tuple(p) for p in ab_evaluated}


def test_sss_records_the_nodes_it_generated_with_the_order_leaves_were_solved():
    from engine.record import CUTOFF, EXPANDED, TERMINAL
    from engine.search.sss_record import SSSRecord

    r = tree_run([[3, 12, 8], [2, 4, 6], [14, 5, 2]], "sss", record=True)
    rec = r.tree
    assert isinstance(rec, SSSRecord)
    # The root, its three MIN children, and every leaf SSS* evaluated (all seven here), in pre-order.
    assert len(rec) == 1 + 3 + 7
    assert rec.value[0] == 3 and rec.end[0] == EXPANDED
    orders = {tuple(rec.path(i)): o for i, o in rec.solved_order.items()}
    assert orders == {(0, 0): 1, (1, 0): 2, (2, 0): 3, (2, 1): 4, (2, 2): 5, (0, 1): 6, (0, 2): 7}
    first = rec.find([0, 0])
    assert first is not None and rec.value[first] == 3 and rec.end[first] in (TERMINAL, CUTOFF)
    assert rec.describe_end(first).startswith("leaf solved 1.")
    middle = rec.find([1])
    assert middle is not None and rec.n_examined[middle] == 1 and rec.n_children[middle] == 3
    assert "1 of 3 children generated" in rec.describe_end(middle)


def test_sss_record_keeps_to_its_budget():
    r = tree_run([[3, 12, 8], [2, 4, 6], [14, 5, 2]], "sss", record=True, record_budget=4)
    assert r.tree is not None and len(r.tree) == 4 and r.tree.truncated and r.value == 3


def test_mtdf_records_one_subtree_per_pass_labelled_with_its_window():
    from engine.search.mtdf_record import MtdfRecord

    r = tree_run([[3, 12, 8], [2, 4, 6], [14, 5, 2]], "mtdf", record=True)
    rec = r.tree
    assert isinstance(rec, MtdfRecord) and r.value == rec.value[0] == 3
    passes = list(rec.children(0))
    assert len(passes) == len(r.extra(WindowPasses).passes) == 2
    assert [str(rec.passes[p].label) for p in passes] == ["pass 1: value ≥ 0? yes: ≥ 3", "pass 2: value > 3? no: ≤ 3"]
    assert [rec.value[p] for p in passes] == [p.value for p in r.extra(WindowPasses).passes]
    assert rec.path(passes[1]) == [] and rec.path(passes[1] + 1) == [0]  # a pass root is the position itself
    assert rec.find([1]) is not None and rec.parent[rec.find([1]) or 0] == passes[1]  # looked up in the last pass


def test_mtdf_record_under_iterative_deepening_keeps_the_deepest_depths_passes():
    from engine.games.tictactoe import OpenLines, TicTacToe
    from engine.search.mtdf_record import MtdfRecord

    game = TicTacToe()
    r = search(game, game.initial_state(), SearchOptions(
        "mtdf", depth=3, evaluation=OpenLines(), record=True, enhancements=Enhancements(iterative=True)))
    assert isinstance(r.tree, MtdfRecord)
    assert len(r.tree.passes) == sum(1 for p in r.extra(WindowPasses).passes if p.depth == 3)
    plain = search(game, game.initial_state(), SearchOptions(
        "mtdf", depth=3, evaluation=OpenLines(), enhancements=Enhancements(iterative=True)))
    assert plain.value == r.value and plain.stats.nodes == r.stats.nodes  # recording changes no search


def test_a_zero_windows_edges_read_as_g_plus_and_g_minus():
    import math

    from engine.search.mtdf_record import edge_text

    assert edge_text(math.nextafter(0.0, -math.inf)) == "0⁻"
    assert edge_text(math.nextafter(3.0, math.inf)) == "3⁺"
    assert edge_text(-2.5) == "−2.5" and edge_text(math.inf) == "∞" and edge_text(7.0) == "7"
