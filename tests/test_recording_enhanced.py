"""Tree recording with the enhancements on: table answers are marked, pruned moves stay right under
reordering, PVS probes are not recorded twice, and the record agrees with the result."""

from __future__ import annotations

import importlib.util
import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements
from engine.games import game_info
from engine.games.connect4 import ConnectFour, Windows
from engine.games.tictactoe import OpenLines, TicTacToe
from engine.native import CORE_MODULES
from engine.record import ALPHA_CUT, BETA_CUT, TABLE
from engine.search import SearchOptions, search

ALL = Enhancements(tt_mb=1, ordering=("pv", "tt", "killers", "history", "static"), pvs=True)


def check_record(r) -> None:
    rec = r.tree
    assert rec is not None and not rec.truncated
    assert rec.value[0] == r.value
    for i in range(len(rec)):
        kids = list(rec.children(i))
        moves = [rec.move[c] for c in kids]
        assert len(moves) == len(set(moves)), "a child recorded twice"
        assert len(kids) == rec.n_examined[i]
        if rec.end[i] in (BETA_CUT, ALPHA_CUT):
            pruned = rec.pruned_moves(i)
            actions = rec.game.actions(rec.state_at(i))
            assert sorted(pruned + moves) == sorted(actions) and not set(pruned) & set(moves)
            if rec.n_children[i] == len(actions):  # (a quiescence node's children are only the forcing moves)
                assert len(pruned) == rec.n_children[i] - rec.n_examined[i] > 0
        if rec.end[i] == TABLE:
            assert not kids


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 20), depth=st.integers(1, 5))
def test_connect4_record_with_table_and_ordering(seed, plies, depth):
    game = ConnectFour()
    rng = random.Random(seed)
    state = game.initial_state()
    for _ in range(plies):
        if game.is_terminal(state):
            break
        state = game.result(state, rng.choice(game.actions(state)))
    plain = search(game, state, SearchOptions("alphabeta", depth=depth, evaluation=Windows()))
    r = search(game, state, SearchOptions("alphabeta", depth=depth, evaluation=Windows(), record=True,
                                          record_budget=10**6, enhancements=ALL))
    assert r.value == plain.value
    check_record(r)


def test_tictactoe_record_marks_table_answers():
    game = TicTacToe()
    r = search(game, 0, SearchOptions("alphabeta", evaluation=OpenLines(), record=True, record_budget=10**6,
                                      enhancements=ALL))
    assert r.value == 0
    check_record(r)
    rec = r.tree
    table_nodes = [i for i in range(len(rec)) if rec.end[i] == TABLE]
    assert table_nodes and r.table is not None and r.table.cutoffs == len(table_nodes)
    assert rec.describe_end(table_nodes[0]) == "table"
    # Same nodes counted with and without recording.
    fast = search(game, 0, SearchOptions("alphabeta", evaluation=OpenLines(), enhancements=ALL))
    assert fast.stats.nodes == r.stats.nodes == len(rec)


def test_pvs_probe_nodes_count_but_are_not_recorded_twice():
    game = ConnectFour()
    s = game.play(game.initial_state(), [4, 4, 5, 3])
    opts = SearchOptions("alphabeta", depth=5, evaluation=Windows(), record=True, record_budget=10**6,
                         enhancements=Enhancements(pvs=True, ordering=("static",)))
    r = search(game, s, opts)
    check_record(r)
    assert r.stats.nodes >= len(r.tree)


def test_quiescence_nodes_are_recorded_with_their_forcing_moves():
    game = ConnectFour()
    s = game.play(game.initial_state(), [3, 3, 4, 4, 5])
    r = search(game, s, SearchOptions("alphabeta", depth=1, evaluation=Windows(), record=True, record_budget=10**5,
                                      enhancements=Enhancements(quiescence=True, tt_mb=1, ordering=("static",))))
    check_record(r)
    rec = r.tree
    extended = [i for i in range(len(rec)) if rec.ply[i] >= 1 and rec.n_children[i] and rec.end[i] != TABLE]
    assert extended and all(rec.n_children[i] <= 2 for i in extended)


@settings(max_examples=40, deadline=None)
@given(game_name=st.sampled_from(["tictactoe", "connect4", "einstein"]), seed=st.integers(0, 10**6),
       plies=st.integers(0, 10), depth=st.integers(1, 3), budget=st.sampled_from([40, 300_000]),
       prunes=st.booleans())
def test_a_recorded_search_is_the_textbook_search(game_name, seed, plies, depth, budget, prunes):
    """Recording runs the enhanced kernel with every flag off (there is no recording kernel of its own): minimax,
    alpha-beta and expectiminimax visit, count and value exactly the nodes the textbook kernels do, with a
    record cut short by its budget as with a whole one; the record holds every node it could."""
    info = game_info(game_name)
    game = info.factory()
    rng = random.Random(seed)
    state = game.initial_state()
    for _ in range(plies):
        if game.is_terminal(state):
            break
        state = game.result(state, rng.choice(game.actions(state)))
    algorithm = "expectiminimax" if game.has_chance else "alphabeta" if prunes else "minimax"
    options = SearchOptions(algorithm, depth=depth, evaluation=info.evaluations[info.default_evaluation]())
    plain = search(game, state, options)
    recorded = search(game, state, replace(options, record=True, record_budget=budget))
    assert (recorded.value, recorded.best_move, recorded.pv, recorded.moves) == (
        plain.value, plain.best_move, plain.pv, plain.moves)
    for field in ("nodes", "evaluations", "terminals", "cutoffs", "pruned", "chance_nodes", "nodes_per_depth"):
        assert getattr(recorded.stats, field) == getattr(plain.stats, field), field
    rec = recorded.tree
    assert rec is not None
    if not rec.truncated:
        assert len(rec) == plain.stats.nodes and rec.value[0] == plain.value
        assert all(len(rec.probs.get(i, ())) == rec.n_children[i] for i in range(len(rec)) if rec.kind[i] == 2)


def test_there_is_no_recording_kernel_of_its_own() -> None:
    assert importlib.util.find_spec("engine.search.recording") is None
    assert "engine.search.recording" not in CORE_MODULES
