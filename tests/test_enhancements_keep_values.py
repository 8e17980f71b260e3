"""Every enhancement leaves the values alone: the same root value (and the same value for every root
move both searches prove exactly) as plain alpha-beta at equal depth, on random Connect Four and
tic-tac-toe positions and random trees; and the default search is exactly the textbook one."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements, compare_variants
from engine.game import Game
from engine.games.connect4 import ConnectFour, Windows
from engine.games.tictactoe import OpenLines, TicTacToe
from engine.games.tree import TreeGame, build_tree
from engine.ordering import ORDERINGS
from engine.search import SearchOptions, search

from .trees import nested_trees, ref_minimax

E = Enhancements
VARIANTS = [
    E(tt_mb=1),
    E(ordering=("static",)),
    E(ordering=("killers",)),
    E(ordering=("history",)),
    E(tt_mb=1, ordering=("tt",)),
    E(pvs=True),
    E(pvs=True, ordering=("static",), tt_mb=1),
    E(iterative=True),
    E(iterative=True, ordering=("pv",)),
    E(iterative=True, aspiration=3, tt_mb=1, ordering=("pv", "tt")),
    E.all(tt_mb=1),
    replace(E.all(tt_mb=1), aspiration=5),
]
IDS = [v.describe() for v in VARIANTS]


def random_position(game: Game, rng: random.Random, plies: int) -> Any:
    state = game.initial_state()
    for _ in range(plies):
        if game.is_terminal(state):
            break
        state = game.result(state, rng.choice(game.actions(state)))
    return state


def check_same(game: Game, state: Any, base: SearchOptions, enh: Enhancements) -> None:
    plain = search(game, state, base)
    fancy = search(game, state, replace(base, enhancements=enh))
    assert fancy.value == plain.value
    assert not fancy.stopped
    exact_plain = {m.move: m.value for m in plain.moves if m.bound == "exact"}
    for m in fancy.moves:
        if m.bound == "exact" and m.move in exact_plain:
            assert m.value == exact_plain[m.move]
        elif m.bound == "upper" and m.move in exact_plain:
            assert exact_plain[m.move] <= m.value
        elif m.bound == "lower" and m.move in exact_plain:
            assert exact_plain[m.move] >= m.value
    end = replay(game, state, fancy.pv, base.depth, base)
    assert end is None or end == fancy.value


def replay(game: Game, state: Any, pv: list[int], depth: int | None, options: SearchOptions) -> float | None:
    """The value at the end of the PV, when the PV reaches a terminal or the depth cutoff."""
    player = game.perspective(state)
    for m in pv:
        state = game.result(state, m)
    if game.is_terminal(state):
        u = game.utility(state, player)
        cutoff = depth is not None or options.enhancements.iterative
        scale = options.evaluation.win_score if cutoff and options.evaluation and game.scales_utility else 1
        return u * scale
    if depth is not None and len(pv) == depth and options.evaluation is not None:
        return options.evaluation.score(state, player)
    return None  # the PV was cut short (a table answer without an exact line below it)


@pytest.mark.parametrize("enh", VARIANTS, ids=IDS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 30), depth=st.integers(1, 4))
def test_connect4_same_values(enh, seed, plies, depth):
    game = ConnectFour()
    state = random_position(game, random.Random(seed), plies)
    check_same(game, state, SearchOptions("alphabeta", depth=depth, evaluation=Windows()), enh)


@pytest.mark.parametrize("enh", VARIANTS, ids=IDS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 8), depth=st.one_of(st.none(), st.integers(1, 5)))
def test_tictactoe_same_values(enh, seed, plies, depth):
    game = TicTacToe()
    state = random_position(game, random.Random(seed), plies)
    base = SearchOptions("alphabeta", depth=depth, evaluation=OpenLines())
    if depth is None and enh.iterative:
        # Iterative deepening evaluates in its shallow iterations, so wins take the evaluation's scale.
        plain = search(game, state, replace(base, depth=game.max_plies(state) or 1))
        fancy = search(game, state, replace(base, enhancements=enh))
        assert fancy.value == plain.value and fancy.depth_reached is not None
        return
    check_same(game, state, base, enh)


def with_static_values(data: Any, rng: random.Random) -> Any:
    """A nested-list tree with a static "value" on every inner node (so any depth cutoff works)."""
    if not isinstance(data, list):
        return data
    return {"children": [with_static_values(c, rng) for c in data], "value": rng.randint(-20, 20)}


@pytest.mark.parametrize("enh", VARIANTS, ids=IDS)
@settings(max_examples=40, deadline=None)
@given(data=nested_trees(), seed=st.integers(0, 1000), depth=st.one_of(st.none(), st.integers(1, 4)))
def test_trees_same_values(enh, data, seed, depth):
    typed = with_static_values(data, random.Random(seed))
    root = build_tree(typed)
    game = TreeGame(root)
    from engine.games.tree import StaticValue

    base = SearchOptions("alphabeta", depth=depth, evaluation=StaticValue())
    check_same(game, root, base, enh)
    if depth is None:
        assert search(game, root, replace(base, enhancements=enh)).value == ref_minimax(data)


def test_default_options_keep_the_textbook_node_counts():
    # The textbook bench workloads: enhancements off must not move a single node.
    c4, ttt = ConnectFour(), TicTacToe()
    r = search(c4, c4.initial_state(), SearchOptions("alphabeta", depth=6, evaluation=Windows()))
    assert r.stats.nodes == 16_597 and r.method == "" and r.table is None and r.iterations == []
    s = c4.play(c4.initial_state(), [4, 4, 5, 3])
    assert search(c4, s, SearchOptions("alphabeta", depth=6, evaluation=Windows())).stats.nodes == 29_119
    assert search(ttt, 0, SearchOptions("alphabeta")).stats.nodes == 18_297
    assert search(ttt, 0, SearchOptions("minimax")).stats.nodes == 549_946


def test_ordering_finds_the_same_value_with_far_fewer_nodes():
    game = ConnectFour()
    s = game.play(game.initial_state(), [4, 4, 5, 3])
    base = SearchOptions("alphabeta", depth=6, evaluation=Windows())
    plain = search(game, s, base)
    best = search(game, s, replace(base, enhancements=Enhancements(tt_mb=4, ordering=ORDERINGS, iterative=True)))
    assert best.value == plain.value
    assert best.stats.nodes < plain.stats.nodes / 3
    assert best.stats.first_move_cut_share > plain.stats.first_move_cut_share


def test_compare_variants_all_agree():
    game = TicTacToe()
    state = game.play(0, [5, 1])
    values = {label: search(game, state, SearchOptions("alphabeta", depth=4, evaluation=OpenLines(),
                                                       enhancements=enh)).value
              for label, enh in compare_variants(1)}
    assert len(set(values.values())) == 1


def test_quiescence_sees_a_threat_beyond_the_horizon():
    # X has three in the bottom row with both ends open: at depth 1 O must block one end, and only a
    # search past the cutoff sees that X then wins at the other.
    game = ConnectFour()
    s = game.play(game.initial_state(), [3, 3, 4, 4, 5])
    base = SearchOptions("alphabeta", depth=1, evaluation=Windows())
    plain = search(game, s, base)
    deep = search(game, s, replace(base, enhancements=Enhancements(quiescence=True)))
    assert plain.value > -1000  # the horizon hides the loss
    assert deep.value <= -Windows().win_score + 0  # O to move loses whatever it does
    assert deep.stats.extensions > 0
    assert math.isfinite(deep.value)


def test_knuth_moore_minimal_tree():
    from engine.ordering import minimal_leaves

    # A uniform tree whose best move always comes first: alpha-beta evaluates exactly the minimal tree.
    def perfect(width: int, depth: int, is_max: bool = True) -> Any:
        if depth == 0:
            return 0
        return [perfect(width, depth - 1, not is_max) for _ in range(width)]

    for width, depth in ((2, 3), (3, 4), (4, 5)):
        game = TreeGame(build_tree(perfect(width, depth)))
        r = search(game, game.root, SearchOptions("alphabeta"))
        assert r.stats.terminals == minimal_leaves(width, depth)
