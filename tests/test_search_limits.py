"""Iterative deepening, time and node limits: limits are respected (within a margin, without timing
the search's speed), each finished iteration is reported, and the answer rule holds."""

from __future__ import annotations

import threading

from engine.enhancements import Enhancements
from engine.games.connect4 import ConnectFour, Windows
from engine.games.tictactoe import OpenLines, TicTacToe
from engine.record import STOPPED
from engine.results import IterationInfo, MoveValue, Progress
from engine.search import RootResult, SearchOptions, search
from engine.search.api import Search

ALL = Enhancements.all(tt_mb=4)
NODE_MARGIN = 64


def c4_options(**kw) -> SearchOptions:
    return SearchOptions("alphabeta", depth=kw.pop("depth", None), evaluation=Windows(), **kw)


def test_node_limit_is_respected_within_a_small_margin():
    game = ConnectFour()
    for enh in (Enhancements(), Enhancements(iterative=True), ALL):
        r = search(game, game.initial_state(), c4_options(node_limit=5000, enhancements=enh, depth=12))
        assert r.stopped
        assert 5000 <= r.stats.nodes <= 5000 + NODE_MARGIN, (enh, r.stats.nodes)


def test_time_limit_stops_a_search_that_would_take_hours():
    game = ConnectFour()
    r = search(game, game.initial_state(), c4_options(time_limit=0.3, enhancements=ALL))
    assert r.stopped
    assert r.stats.elapsed_s < 10  # a generous margin: the limit works, whatever this machine's speed
    assert r.iterations and r.depth_reached == r.iterations[-1].depth
    assert r.best_move in game.actions(game.initial_state())


def test_each_finished_iteration_is_reported_in_order():
    game = ConnectFour()
    seen: list[IterationInfo] = []
    progress: list[Progress] = []

    def observer(x):
        (seen if isinstance(x, IterationInfo) else progress).append(x)

    s = game.play(game.initial_state(), [4, 4, 5, 3])
    r = search(game, s, c4_options(depth=6, enhancements=ALL, progress_interval=0.0), observer=observer)
    assert [i.depth for i in seen] == [1, 2, 3, 4, 5, 6] == [i.depth for i in r.iterations]
    assert r.depth_reached == 6 and r.depth == 6 and not r.stopped
    assert seen[-1].value == r.value and list(seen[-1].pv) == r.pv
    assert sum(i.nodes for i in seen) == r.stats.nodes == seen[-1].total_nodes
    fills = [i.table_fill for i in seen]
    assert fills == sorted(fills) and 0 < fills[-1] <= 1
    assert all(p.iteration in range(1, 7) for p in progress)


def test_full_depth_iterative_deepening_stops_when_the_search_is_complete():
    game = TicTacToe()
    r = search(game, 0, SearchOptions("alphabeta", evaluation=OpenLines(), enhancements=ALL))
    assert r.iterations[-1].complete and r.depth is None and r.value == 0
    assert not any(i.complete for i in r.iterations[:-1])


def test_a_stop_keeps_the_partial_tree_and_statistics():
    game = ConnectFour()
    flag = threading.Event()
    calls = []

    def observer(x):
        calls.append(x)
        if isinstance(x, Progress) and x.iteration == 7:
            flag.set()  # in the middle of iteration 7

    opts = c4_options(depth=9, enhancements=ALL, record=True, record_budget=50_000, progress_interval=0.0)
    r = search(game, game.initial_state(), opts, observer=observer, stop=flag)
    assert r.stopped and r.depth_reached == 6 and r.iterations[-1].depth == 6
    assert r.stats.nodes > sum(i.nodes for i in r.iterations)  # the partial iteration's nodes count
    partial = r.partial_tree
    assert partial is not None and len(partial) > 1
    assert max(partial.ply) <= 7 and any(p == 7 for p in partial.ply)  # the partial iteration's record is kept
    # ... and the tree is depth 6's, the last finished: every node closed, none deeper than 6
    assert r.tree is not None and r.tree is not partial and max(r.tree.ply) <= 6
    assert r.tree.end[0] != STOPPED
    # Stopped between iterations: the last completed one answers, and the search says it stopped.
    flag2 = threading.Event()

    def between(x):
        if isinstance(x, IterationInfo) and x.depth == 3:
            flag2.set()

    r2 = search(game, game.initial_state(), c4_options(depth=9, enhancements=ALL), observer=between, stop=flag2)
    assert r2.stopped and r2.depth_reached == 3 and r2.stats.nodes == sum(i.nodes for i in r2.iterations)


def _root(values: list[tuple[int, float]], best: int) -> RootResult:
    out = RootResult()
    out.values = [MoveValue(m, v, "exact") for m, v in values]
    out.best_move = best
    out.best_value = dict(values)[best]
    out.value = out.best_value
    return out


def test_answer_rule():
    done = _root([(4, 5.0), (3, 1.0)], 4)
    # The stopped iteration searched the previous best first (value 2 at the new depth), then a better move.
    better = _root([(4, 2.0), (3, 3.0)], 3)
    assert Search.answer(done, better) is better
    # It found nothing better than the previous best's new value: the completed iteration answers.
    worse = _root([(4, 2.0), (3, 1.0)], 4)
    assert Search.answer(done, worse) is done
    # It never finished the previous best move: values of different depths are not compared.
    unfinished = _root([(3, 9.0)], 3)
    assert Search.answer(done, unfinished) is done
    assert Search.answer(None, unfinished) is unfinished


def test_aspiration_windows_re_search_when_the_value_leaves_the_window():
    game = ConnectFour()
    s = game.play(game.initial_state(), [4, 4, 5, 3])
    plain = search(game, s, c4_options(depth=6))
    narrow = Enhancements(iterative=True, aspiration=1, tt_mb=4, ordering=("pv", "tt", "static"), pvs=True)
    r = search(game, s, c4_options(depth=6, enhancements=narrow))
    assert r.value == plain.value
    assert sum(i.researches for i in r.iterations) > 0


def test_a_stopped_search_keeps_every_root_move_of_the_last_finished_depth():
    """The record's budget runs out inside the second root move of a deep depth; after Stop the
    last finished depth's tree still holds every root move with its value, the move played among them
    (issue 32, item 5: the tree showed 1–2 root moves and "…")."""
    game = ConnectFour()
    flag = threading.Event()

    def observer(x):
        if isinstance(x, Progress) and x.iteration == 7:
            flag.set()  # in the middle of iteration 7: depth 6 is the last finished

    opts = c4_options(depth=9, enhancements=ALL, record=True, record_budget=300, progress_interval=0.0)
    r = search(game, game.initial_state(), opts, observer=observer, stop=flag)
    assert r.stopped and r.depth_reached == 6
    tree = r.tree
    assert tree is not None and tree.truncated and r.partial_tree is not None
    roots = list(tree.children(0))
    assert sorted(tree.move[c] for c in roots) == sorted(game.actions(game.initial_state()))
    assert all(tree.value[c] == tree.value[c] and tree.end[c] != STOPPED for c in roots)  # each closed, a value
    assert r.best_move in [tree.move[c] for c in roots]
    assert tree.value[0] == max(tree.value[c] for c in roots)  # the root's value is its best move's
    assert len(tree) <= opts.record_budget + len(roots)  # the budget, plus the root moves beyond it


def test_every_root_move_is_recorded_whatever_the_budget():
    """Without iterative deepening too, and for minimax: the root's moves are kept beyond the budget
    (their subtrees are not)."""
    game = ConnectFour()
    for algorithm in ("alphabeta", "minimax"):
        r = search(game, game.initial_state(), SearchOptions(algorithm, depth=4, evaluation=Windows(), record=True,
                                                             record_budget=50))
        tree = r.tree
        assert tree is not None and tree.truncated
        roots = list(tree.children(0))
        assert [tree.move[c] for c in roots] == list(game.actions(game.initial_state())), algorithm
        assert all(tree.end[c] != STOPPED for c in roots)
        assert tree.value[0] == r.value
