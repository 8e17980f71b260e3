"""The per-node bookkeeping every kernel shares (``engine.search.core``): terminal values, cutoff
statistics, the stop check's countdown and the node recorder."""

from __future__ import annotations

import math
import threading

import pytest

from engine.enhancements import Enhancements
from engine.games.tictactoe import TicTacToe
from engine.games.tree import TreeGame, build_tree
from engine.record import MAX, MIN, STOPPED, TERMINAL, TreeRecord
from engine.search import SearchOptions, SearchStopped, search
from engine.search.core import NodeRecorder, SearchContext, terminal_scales
from engine.search.options import FASTER_WINS_HORIZON


def context() -> SearchContext:
    root = build_tree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    return SearchContext(TreeGame(root), root, SearchOptions(algorithm="minimax"), None, None)


def test_terminal_scales_prefer_faster_wins_only_when_asked() -> None:
    assert terminal_scales(-2.0, False, 4) == [-2.0] * 4
    assert terminal_scales(3.0, True, 3) == [3.0 * FASTER_WINS_HORIZON, 3.0 * (FASTER_WINS_HORIZON - 1),
                                             3.0 * (FASTER_WINS_HORIZON - 2)]


@pytest.mark.parametrize("algorithm", ["minimax", "alphabeta", "alphabeta+ordering"])
@pytest.mark.parametrize("record", [False, True])
def test_a_faster_win_is_worth_more_in_every_kernel(algorithm: str, record: bool) -> None:
    # X to move wins at once on cell 3 (the top row): worth the win times the horizon less one ply.
    game = TicTacToe()
    state = game.play(game.initial_state(), game.parse_moves("1425"))
    enh = Enhancements(ordering=("static", "killers")) if algorithm.endswith("+ordering") else Enhancements()
    options = SearchOptions(algorithm="minimax" if algorithm == "minimax" else "alphabeta", faster_wins=True,
                            record=record, enhancements=enh)
    r = search(game, state, options)
    assert r.best_move == game.parse_moves("3")[0]
    assert r.value == FASTER_WINS_HORIZON - 1


def test_a_cut_after_the_last_child_is_not_counted() -> None:
    ctx = context()
    ctx.count_cut(3, 3)
    assert (ctx.cutoffs, ctx.pruned, ctx.first_cuts) == (0, 0, 0)
    ctx.count_cut(1, 3)
    ctx.count_cut(2, 4)
    assert (ctx.cutoffs, ctx.pruned, ctx.first_cuts) == (2, 4, 1)
    ctx.count_chance_cut(1, 6)
    assert (ctx.cutoffs, ctx.pruned, ctx.chance_cutoffs, ctx.chance_pruned, ctx.first_cuts) == (3, 9, 1, 5, 1)


def test_the_checkpoint_checks_and_restarts_the_countdown() -> None:
    ctx = context()
    assert ctx.checkpoint() == ctx.check_every
    stop = threading.Event()
    stop.set()
    root = build_tree([1, 2])
    stopped = SearchContext(TreeGame(root), root, SearchOptions(), None, stop)
    with pytest.raises(SearchStopped):
        stopped.checkpoint()


def test_the_recorder_opens_and_closes_nodes_within_its_budget() -> None:
    record = TreeRecord(3)
    record.add(-1, -1, MAX, 0, -math.inf, math.inf, 2)
    recorder = NodeRecorder(record, max_player=0)
    child = recorder.open(0, 1, 1, 1, -math.inf, 5.0, 0)
    assert child == 1 and record.kind[1] == MIN and record.end[1] == STOPPED and record.beta_in[1] == 5.0
    recorder.leaf(child, 4.0, TERMINAL)
    assert (record.value[1], record.end[1]) == (4.0, TERMINAL)
    assert recorder.open(-1, 0, 0, 1, 0.0, 1.0, 0) == -1  # below an unrecorded node: not recorded
    assert record.truncated
    assert recorder.open(0, 2, 0, 1, 0.0, 1.0, 0) == 2
    assert recorder.open(2, 0, 1, 2, 0.0, 1.0, 0) == -1  # the budget (3 nodes) is spent
    recorder.close(0, 4.0, TERMINAL, 2)
    assert (record.n_examined[0], record.size[0]) == (2, 3)


def test_star_counts_first_move_cutoffs_like_the_other_kernels() -> None:
    data = {"type": "max", "children": [
        {"type": "chance", "probs": [0.5, 0.5], "children": [{"type": "min", "children": [5, 9]},
                                                             {"type": "min", "children": [6, 7]}]},
        {"type": "chance", "probs": [0.5, 0.5], "children": [{"type": "min", "children": [1, 9]},
                                                             {"type": "min", "children": [2, 8]}]}]}
    root = build_tree(data)
    r = search(TreeGame(root), root, SearchOptions(algorithm="expectiminimax", chance_pruning="star1"))
    assert r.value == 5.5
    assert r.stats.first_move_cutoffs <= r.stats.cutoffs
