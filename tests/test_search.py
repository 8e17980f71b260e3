"""Minimax, alpha-beta and expectiminimax against references, on random trees and game positions."""

from __future__ import annotations

import math
import random
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import SearchConfigError
from engine.games.connect4 import ConnectFour, Windows
from engine.games.tictactoe import OpenLines, TicTacToe
from engine.games.tree import TreeGame, build_tree, parse_tree_text
from engine.record import ALPHA_CUT, BETA_CUT, TERMINAL
from engine.search import SearchOptions, evaluated_and_pruned_leaves, search

from .trees import all_leaves, nested_trees, ref_alphabeta, ref_minimax


def tree_search(data, algorithm="alphabeta", **kw):
    root = build_tree(data)
    game = TreeGame(root)
    return game, root, search(game, root, SearchOptions(algorithm=algorithm, record=True,
                                                        record_budget=root.size + 1, **kw))


def test_textbook_tree():
    _, root, r = tree_search([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    assert r.value == 3 and r.best_move == 0 and r.pv == [0, 0]
    evaluated, pruned = evaluated_and_pruned_leaves(r.tree, root)
    assert evaluated == [[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1], [2, 2]]
    assert pruned == [[1, 1], [1, 2]]
    assert [(m.move, m.value, m.bound) for m in r.moves] == [(0, 3, "exact"), (1, 2, "upper"), (2, 2, "upper")]
    assert r.stats.cutoffs == 1 and r.stats.pruned == 2


def test_exact_root_gives_every_move_its_minimax_value():
    _, _, r = tree_search([[3, 12, 8], [2, 4, 6], [14, 5, 2]], exact_root=True)
    assert [(m.value, m.bound) for m in r.moves] == [(3, "exact"), (2, "exact"), (2, "exact")]


@settings(max_examples=300, deadline=None)
@given(nested_trees())
def test_alphabeta_equals_minimax_and_the_textbook_leaf_set(data):
    _, root, mm = tree_search(data, "minimax")
    _, _, ab = tree_search(data, "alphabeta")
    assert mm.value == ab.value == ref_minimax(data)
    visited: list = []
    assert ref_alphabeta(data, visited=visited) == ab.value
    evaluated, pruned = evaluated_and_pruned_leaves(ab.tree, root)
    assert evaluated == visited
    assert sorted(pruned + evaluated) == sorted(all_leaves(data))
    mm_eval, mm_pruned = evaluated_and_pruned_leaves(mm.tree, root)
    assert mm_pruned == [] and mm_eval == all_leaves(data)


@settings(max_examples=200, deadline=None)
@given(nested_trees())
def test_root_bounds_hold_and_pv_replays(data):
    _, root, ab = tree_search(data, "alphabeta")
    for m in ab.moves:
        true = ref_minimax(data[m.move], is_max=False)
        assert {"exact": true == m.value, "upper": true <= m.value, "lower": true >= m.value}[m.bound]
    node = root
    for move in ab.pv:
        node = node.children[move]
    assert node.is_leaf and node.value == ab.value
    assert ab.best_move in ab.ties or not ab.ties


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 4))
def test_alphabeta_equals_minimax_on_connect4_positions(seed, depth):
    g = ConnectFour()
    rng = random.Random(seed)
    s = g.initial_state()
    for _ in range(rng.randrange(20)):
        if g.is_terminal(s):
            break
        s = g.result(s, rng.choice(g.actions(s)))
    ev = Windows()
    mm = search(g, s, SearchOptions("minimax", depth=depth, evaluation=ev))
    ab = search(g, s, SearchOptions("alphabeta", depth=depth, evaluation=ev))
    ex = search(g, s, SearchOptions("alphabeta", depth=depth, evaluation=ev, exact_root=True))
    assert mm.value == ab.value == ex.value
    assert [(m.move, m.value) for m in mm.moves] == [(m.move, m.value) for m in ex.moves]
    assert ab.stats.nodes <= mm.stats.nodes
    # PV replays to the reported value: the evaluation (or utility) of the last position.
    state = s
    for move in ab.pv:
        state = g.result(state, move)
    me = g.to_move(s)
    expected = g.utility(state, me) * ev.win_score if g.is_terminal(state) else ev(state, me)
    assert expected == ab.value


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_alphabeta_equals_minimax_on_tictactoe_positions(seed):
    g = TicTacToe()
    rng = random.Random(seed)
    s = g.initial_state()
    for _ in range(rng.randrange(1, 7)):
        if g.is_terminal(s):
            break
        s = g.result(s, rng.choice(g.actions(s)))
    mm = search(g, s, SearchOptions("minimax"))
    ab = search(g, s, SearchOptions("alphabeta"))
    assert mm.value == ab.value
    for d in (1, 2, 3):
        a = search(g, s, SearchOptions("minimax", depth=d, evaluation=OpenLines()))
        b = search(g, s, SearchOptions("alphabeta", depth=d, evaluation=OpenLines()))
        assert a.value == b.value


def test_tictactoe_values_and_counts():
    g = TicTacToe()
    mm = search(g, 0, SearchOptions("minimax"))
    ab = search(g, 0, SearchOptions("alphabeta"))
    assert mm.value == ab.value == 0
    assert mm.stats.nodes == 549_946 and mm.stats.terminals == 255_168
    assert ab.stats.nodes == 18_297
    assert mm.ties == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert mm.stats.nodes_per_depth == [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]


def test_random_tie_break_is_seeded():
    g = TicTacToe()
    picks = {search(g, 0, SearchOptions("minimax", tie_break="random", seed=s)).best_move for s in range(20)}
    assert len(picks) > 1
    a = search(g, 0, SearchOptions("minimax", tie_break="random", seed=5))
    b = search(g, 0, SearchOptions("minimax", tie_break="random", seed=5))
    assert a.best_move == b.best_move and a.pv[0] == a.best_move


def test_faster_wins_scale_is_reported_and_prefers_the_quick_win():
    g = TicTacToe()
    s = g.play(0, [1, 4, 2, 5])  # X can win at once with 3
    plain = search(g, s, SearchOptions("minimax"))
    fast = search(g, s, SearchOptions("minimax", faster_wins=True))
    assert plain.value == 1 and "textbook" in plain.scale
    assert fast.best_move == 3 and fast.value == 999 and "faster" in fast.scale


def test_expectiminimax_on_a_chance_tree():
    data = {"type": "max", "children": [{"type": "chance", "children": [2, 3], "probs": [0.8, 0.2]},
                                        {"type": "chance", "children": [-5, -3, -7]}]}
    _, _, r = tree_search(data, "expectiminimax")
    assert math.isclose(r.value, 2.2) and r.best_move == 0
    with pytest.raises(SearchConfigError):
        tree_search(data, "alphabeta")


def test_list_below_a_chance_node_takes_the_type_opposite_to_the_last_max_min():
    root = parse_tree_text('{"type": "max", "children": [{"type": "chance", "children": [[1, 5], [2, 8]]}]}')
    assert root.children[0].children[0].kind == "min"
    r = search(TreeGame(root), root, SearchOptions("expectiminimax"))
    assert r.value == 1.5


def test_depth_cutoff_on_a_tree_uses_static_values():
    data = {"type": "max", "children": [{"type": "min", "value": 4, "children": [1, 9]},
                                        {"type": "min", "value": 6, "children": [7, 8]}]}
    _, _, r = tree_search(data, depth=1, evaluation=__import__("engine.games.tree", fromlist=["x"]).StaticValue())
    assert r.value == 6 and r.stats.evaluations == 2
    with pytest.raises(SearchConfigError, match="no static"):
        tree_search([[1, 2], [3, 4]], depth=1, evaluation=__import__("engine.games.tree", fromlist=["x"]).StaticValue())


def test_record_structure_matches_the_search():
    g = ConnectFour()
    s = g.play(g.initial_state(), [4, 4, 5, 3])
    r = search(g, s, SearchOptions("alphabeta", depth=4, evaluation=Windows(), record=True))
    rec = r.tree
    assert len(rec) == r.stats.nodes and not rec.truncated
    assert rec.size[0] == len(rec)
    assert rec.bytes_per_node() <= 48
    cuts = [i for i in range(len(rec)) if rec.end[i] in (ALPHA_CUT, BETA_CUT)]
    assert len(cuts) == r.stats.cutoffs
    assert sum(len(rec.pruned_moves(i)) for i in cuts) == r.stats.pruned
    for i in range(0, len(rec), 97):
        kids = list(rec.children(i))
        assert len(kids) == rec.n_examined[i]
        assert all(rec.parent[k] == i for k in kids)
        if rec.end[i] == TERMINAL:
            assert g.is_terminal(rec.state_at(i))
    assert rec.find(r.pv) is not None
    assert rec.value[rec.find(r.pv)] == r.value
    small = search(g, s, SearchOptions("alphabeta", depth=4, evaluation=Windows(), record=True, record_budget=100))
    # the budget's 100 nodes, and the root's moves searched after it was spent (recorded whatever the budget)
    late_roots = [c for c in small.tree.children(0) if c >= 100]
    assert small.tree.truncated and len(small.tree) == 100 + len(late_roots) and small.value == r.value
    assert [small.tree.move[c] for c in small.tree.children(0)] == [rec.move[c] for c in rec.children(0)]
    assert small.stats.nodes == r.stats.nodes


def test_stop_from_another_thread_returns_quickly_with_the_best_so_far():
    g = ConnectFour()
    stop = threading.Event()
    reports = []
    timer = threading.Timer(0.3, stop.set)
    timer.start()
    r = search(g, g.initial_state(), SearchOptions("minimax", depth=9, evaluation=Windows(), progress_interval=0.05),
               observer=reports.append, stop=stop)
    assert r.stopped
    assert r.best_move in range(1, 8)
    assert 2 <= len(reports) <= 10  # throttled: about one report per 50 ms, never one per node
    assert reports[-1].nodes > 1000


@pytest.mark.parametrize("record", [False, True], ids=["plain", "recording"])
def test_stop_latency_is_under_50ms(record):
    g = ConnectFour()
    stop = threading.Event()
    done = {}

    def run():
        # Recording: the stop must not wait for the record to be tidied (200,000 nodes and counting).
        search(g, g.initial_state(), SearchOptions("alphabeta" if record else "minimax", depth=9,
                                                   evaluation=Windows(), record=record, record_budget=1_000_000),
               stop=stop)
        done["t"] = time.perf_counter()

    worker = threading.Thread(target=run)
    worker.start()
    time.sleep(1.0 if record else 0.2)  # let the search get going (this waits for a thread, not for a result)
    t0 = time.perf_counter()
    stop.set()
    worker.join(2)
    assert done["t"] - t0 < 0.05


def test_bad_settings_are_refused():
    g = TicTacToe()
    with pytest.raises(SearchConfigError):
        search(g, 0, SearchOptions("alphabeta", depth=0, evaluation=OpenLines()))
    with pytest.raises(SearchConfigError):
        search(g, 0, SearchOptions("alphabeta", depth=3))
    with pytest.raises(SearchConfigError):
        search(g, 0, SearchOptions("negamax"))
