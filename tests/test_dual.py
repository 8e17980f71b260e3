"""DUAL*: SSS* with the players' roles exchanged. Its value is minimax's, it never evaluates a leaf
alpha-beta skips, and it is on the command line like SSS*. (The property tests on random trees, MAX and
MIN roots, are shared with SSS* in test_sss_mtdf.py.)"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import SearchConfigError
from engine.games import game_info
from engine.games.connect4 import ConnectFour, Windows
from engine.games.tictactoe import TicTacToe
from engine.games.tree import StaticValue, TreeGame, build_tree
from engine.match.agents import build, parse_spec
from engine.results import LeavesEvaluated
from engine.search import SearchOptions, leaves_of, search
from engine.search.sss_record import SSSRecord

from .cli_helpers import analyze, run_cli
from .trees import ref_alphabeta

TEXTBOOK = "((3 12 8) (2 4 6) (14 5 2))"


def tree_run(data, algorithm, **kw):
    root = build_tree(data)
    return search(TreeGame(root), root, SearchOptions(algorithm, **kw))


def test_dual_on_a_tree_where_it_skips_a_leaf_both_alphabeta_and_sss_evaluate():
    # The root mover's MAX node [18, 1] opens one child at a time under DUAL*: once 18 is known its
    # lower bound already beats the sibling [9, 0]'s, so the 1 is never needed.
    data = [[[18, 1], [9, 0]], [[8, 15], [19, 12]]]
    dual, sss = tree_run(data, "dual"), tree_run(data, "sss")
    visited: list[list[int]] = []
    assert ref_alphabeta(data, visited=visited) == dual.value == sss.value == 15
    assert dual.best_move == 1
    assert dual.extra(LeavesEvaluated).paths == [[0, 0, 0], [0, 1, 0], [0, 1, 1], [1, 0, 0], [1, 0, 1], [1, 1, 0]]
    assert sss.extra(LeavesEvaluated) is not None and len(sss.extra(LeavesEvaluated).paths) == len(visited) == 7


def test_dual_with_a_depth_cutoff_uses_static_values():
    data = {"type": "max", "children": [{"type": "min", "value": 4, "children": [1, 9]},
                                        {"type": "min", "value": 6, "children": [7, 8]}]}
    r = tree_run(data, "dual", depth=1, evaluation=StaticValue())
    assert r.value == 6 and r.best_move == 1 and r.extra(LeavesEvaluated).paths == [[0], [1]]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 3))
def test_dual_equals_alphabeta_on_connect4_positions(seed, depth):
    g, ev = ConnectFour(), Windows()
    rng = random.Random(seed)
    s = g.initial_state()
    for _ in range(rng.randrange(20)):
        if g.is_terminal(s):
            break
        s = g.result(s, rng.choice(g.actions(s)))
    ab = search(g, s, SearchOptions("alphabeta", depth=depth, evaluation=ev))
    dual = search(g, s, SearchOptions("dual", depth=depth, evaluation=ev))
    assert dual.value == ab.value
    assert dual.stats.evaluations + dual.stats.terminals <= ab.stats.evaluations + ab.stats.terminals


def test_dual_on_tictactoe_to_the_end_and_its_record():
    g = TicTacToe()
    s = g.play(g.initial_state(), g.parse_moves("15"))
    r = search(g, s, SearchOptions("dual", record=True))
    assert r.value == search(g, s, SearchOptions("alphabeta")).value
    assert isinstance(r.tree, SSSRecord) and len(r.tree.solved_order) == r.stats.evaluations + r.stats.terminals


def test_dual_refuses_chance_nodes_and_enhancements():
    with pytest.raises(SearchConfigError, match="chance"):
        tree_run({"type": "chance", "children": [1, 2]}, "dual")
    from engine.enhancements import Enhancements

    with pytest.raises(SearchConfigError, match="alpha-beta"):
        tree_run([[1, 2], [3, 4]], "dual", enhancements=Enhancements(tt_mb=1))
    with pytest.raises(SearchConfigError, match=r"DUAL\* runs as it was published"):
        tree_run([[1, 2], [3, 4]], "dual", enhancements=Enhancements(iterative=True))


# -- the command line ----------------------------------------------------------------------------------
def test_dual_json_lists_the_leaves_like_sss(capsys):
    dual = analyze(capsys, "--tree", TEXTBOOK, "--algorithm", "dual")
    ab = analyze(capsys, "--tree", TEXTBOOK, "--algorithm", "alphabeta")
    assert dual["value"] == ab["value"] == 3 and dual["best_move"] == 0
    # MIN's nodes open every child, the root's (the root mover's) one at a time: left to right here.
    assert dual["evaluated_leaves"] == [[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1], [2, 2]]
    assert dual["pruned_leaves"] == [[1, 1], [1, 2]]
    assert sorted(dual["evaluated_leaves"] + dual["pruned_leaves"]) == sorted(
        ab["evaluated_leaves"] + ab["pruned_leaves"])


def test_dual_text_names_it(capsys):
    code, out, _ = run_cli(capsys, "analyze", "--tree", TEXTBOOK, "--algorithm", "dual")
    assert code == 0
    assert "Best move: 0   value 3   (DUAL* solves the root, not each move)" in out
    assert "Leaves pruned (2): [1,1] [1,2]" in out


@pytest.mark.parametrize("args, message", [
    (["--tree", TEXTBOOK, "--algorithm", "dual", "--tt-mb", "4"], "does not apply to DUAL*"),
    (["--tree", TEXTBOOK, "--algorithm", "dual", "--exact"], "DUAL*"),
    (["--tree", '{"type": "chance", "children": [1, 2]}', "--algorithm", "dual"], "chance"),
])
def test_dual_bad_input_is_one_line_and_exit_2(capsys, args, message):
    code, out, err = run_cli(capsys, "analyze", *args)
    assert code == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_dual_player_spec_plays_legal_moves():
    info = game_info("connect4")
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("44"))
    agent = build(parse_spec("dual:3", info), info)
    assert agent.choose(game, state, random.Random(1)) in game.actions(state)
    with pytest.raises(Exception, match=r"the table size does not apply to DUAL\*: SSS\* and DUAL\* run as"):
        parse_spec("dual:2,tt=4", info)


def test_leaves_of_reads_duals_own_list():
    root = build_tree([[3, 1], [0, 5]])
    r = search(TreeGame(root), root, SearchOptions("dual"))
    evaluated, pruned = leaves_of(r, root)
    assert r.value == 1 and r.best_move == 0
    assert evaluated == [[0, 0], [0, 1], [1, 0]] and pruned == [[1, 1]]  # 0 settles the right MIN node


@settings(max_examples=100, deadline=None)
@given(st.lists(st.lists(st.integers(-9, 9), min_size=1, max_size=4), min_size=1, max_size=4),
       st.sampled_from(["sss", "dual"]))
def test_sss_and_dual_count_the_leaves_they_never_search_as_pruned_moves(data, algorithm):
    # On a tree two plies deep every child a node never searches is a leaf: the statistics' pruned moves
    # are exactly the leaves the search never evaluated, as alpha-beta's are.
    r = tree_run(data, algorithm)
    assert r.extra(LeavesEvaluated) is not None
    never = sum(len(row) for row in data) - len(r.extra(LeavesEvaluated).paths)
    assert r.stats.pruned == never
    assert (r.stats.cutoffs > 0) == (never > 0)


def test_sss_on_the_textbook_tree_reports_alphabetas_cutoff():
    r = tree_run([[3, 12, 8], [2, 4, 6], [14, 5, 2]], "sss")
    assert (r.stats.cutoffs, r.stats.pruned) == (1, 2)
