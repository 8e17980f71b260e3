"""The algorithm registry: every algorithm declares what it can do, and the program asks it, not the name.

Principal variation search (``pvs``) was added by registration alone (``engine/search/pvs.py``): these tests
check that it searches as alpha-beta does and that the command line and tournament specs offer it.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements, deepens
from engine.errors import SearchConfigError, UnknownNameError
from engine.games import game_info
from engine.games.tree import TreeGame, build_tree
from engine.match.agents import parse_spec
from engine.ordering import ORDERINGS
from engine.results import LeavesEvaluated, MctsStats, WindowPasses
from engine.search import ALGORITHMS, SearchOptions, algorithm_ids, algorithm_info, choices_help, search

from .cli_helpers import analyze, run_cli

TTT = game_info("tictactoe")
C4 = game_info("connect4")


def random_position(info, plies: int, seed: int):
    """A position ``plies`` random moves from the start (fewer if the game ends first)."""
    game = info.factory()
    state = game.initial_state()
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_terminal(state):
            break
        state = game.result(state, rng.choice(game.actions(state)))
    return game, state


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 7), st.integers(0, 10**6), st.sampled_from([None, 1, 2, 3]))
def test_pvs_finds_alpha_beta_s_value_in_tic_tac_toe(plies: int, seed: int, depth: int | None) -> None:
    game, state = random_position(TTT, plies, seed)
    evaluation = TTT.evaluations[TTT.default_evaluation]()
    ab = search(game, state, SearchOptions(algorithm="alphabeta", depth=depth, evaluation=evaluation))
    pvs = search(game, state, SearchOptions(algorithm="pvs", depth=depth, evaluation=evaluation))
    assert pvs.algorithm == "pvs"
    assert pvs.value == ab.value
    # the best move is one alpha-beta values as well: the same value, proved exactly by the full-window search
    if pvs.best_move is not None:
        full = search(game, state, SearchOptions(algorithm="minimax", depth=depth, evaluation=evaluation))
        assert {m.move: m.value for m in full.moves}[pvs.best_move] == full.value


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 14), st.integers(0, 10**6), st.integers(1, 4), st.booleans())
def test_pvs_finds_alpha_beta_s_value_in_connect_four(plies: int, seed: int, depth: int, table: bool) -> None:
    game, state = random_position(C4, plies, seed)
    evaluation = C4.evaluations[C4.default_evaluation]()
    ab = search(game, state, SearchOptions(algorithm="alphabeta", depth=depth, evaluation=evaluation))
    enh = Enhancements(tt_mb=1, ordering=ORDERINGS) if table else Enhancements()
    pvs = search(game, state, SearchOptions(algorithm="pvs", depth=depth, evaluation=evaluation, enhancements=enh))
    assert pvs.value == ab.value


def test_the_registry_lists_the_algorithms_in_the_window_s_order() -> None:
    assert algorithm_ids() == ("minimax", "alphabeta", "pvs", "expectiminimax", "sss", "dual", "mtdf", "mcts")
    assert set(ALGORITHMS) == set(algorithm_ids())


@pytest.mark.parametrize("name", sorted(ALGORITHMS))
def test_an_algorithm_without_a_rule_for_chance_nodes_is_refused_a_game_with_dice(name: str) -> None:
    einstein = game_info("einstein")
    game = einstein.factory()
    info = algorithm_info(name)
    options = SearchOptions.for_game(einstein, name, depth=1, **({"playouts": 5} if not info.depth else {}))
    if info.chance_nodes:
        assert search(game, game.initial_state(), options).best_move is not None
    else:
        with pytest.raises(SearchConfigError, match=r"cannot search chance nodes: use expectiminimax"):
            search(game, game.initial_state(), options)


def test_an_unknown_algorithm_is_refused_naming_every_registered_one() -> None:
    with pytest.raises(SearchConfigError, match=r"unknown algorithm 'negamax' \(known: minimax, alphabeta, pvs,"):
        algorithm_info("negamax")


def test_the_command_line_offers_pvs_and_searches_with_it(capsys) -> None:
    assert "pvs (Negascout / PVS)" in choices_help()
    code, out, _ = run_cli(capsys, "analyze", "--help")
    assert code == 0 and "pvs (Negascout / PVS)" in " ".join(out.split())
    found = analyze(capsys, "--game", "tictactoe", "--moves", "15", "--algorithm", "pvs")
    assert found["algorithm"] == "pvs"
    assert found["value"] == analyze(capsys, "--game", "tictactoe", "--moves", "15", "--algorithm", "alphabeta")["value"]
    code, _, err = run_cli(capsys, "analyze", "--game", "einstein", "--algorithm", "pvs")
    assert code == 2 and "Negascout / PVS cannot search chance nodes: use expectiminimax" in err


def test_a_tournament_spec_names_pvs_with_enhancements() -> None:
    spec = parse_spec("pvs:4,tt=4,ordering=all", C4)
    assert spec.searches and spec.agent == "pvs:4"
    known = r"\(known: minimax\[:DEPTH\], alphabeta\[:DEPTH\], pvs\[:DEPTH\]"
    with pytest.raises(UnknownNameError, match=r"unknown agent 'negascout:4' " + known):
        parse_spec("negascout:4", C4)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 6), st.integers(0, 10**6), st.sampled_from([1, 2, 3]))
def test_every_registered_algorithm_with_a_depth_finds_minimax_s_value(plies: int, seed: int, depth: int) -> None:
    """The registry's conformance: whatever registers a depth search for games without dice agrees with
    minimax at that depth (MCTS, with no depth, estimates instead)."""
    game, state = random_position(TTT, plies, seed)
    evaluation = TTT.evaluations[TTT.default_evaluation]()
    reference = search(game, state, SearchOptions(algorithm="minimax", depth=depth, evaluation=evaluation)).value
    for algo in ALGORITHMS.values():
        if algo.depth and algo.offered_for(False):
            found = search(game, state, SearchOptions(algorithm=algo.id, depth=depth, evaluation=evaluation))
            assert (algo.id, found.value) == (algo.id, reference)


@pytest.mark.parametrize("name", sorted(ALGORITHMS))
def test_a_result_s_own_fields_are_of_the_type_its_registry_entry_declares(name: str) -> None:
    """What only one algorithm has (MTD(f)'s passes, MCTS's playouts, SSS*'s leaves in order) is its result's
    ``extras``, of the type its entry declares; the fields every algorithm has stay on the result itself."""
    game, state = random_position(TTT, 4, 7)
    evaluation = TTT.evaluations[TTT.default_evaluation]()
    info = algorithm_info(name)
    options = SearchOptions(algorithm=name, playouts=50, seed=1) if not info.depth else SearchOptions(
        algorithm=name, depth=2, evaluation=evaluation)
    result = search(game, state, options)
    if info.extras is None:
        assert result.extras is None
    else:
        assert type(result.extras) is info.extras
        assert result.extra(info.extras) is result.extras
    others = {a.extras for a in ALGORITHMS.values() if a.extras is not None and a.extras is not info.extras}
    assert others and all(result.extra(kind) is None for kind in others)
    assert not {"passes", "mcts", "evaluated_paths"} & set(vars(result))


def test_mtdf_s_passes_mcts_s_playouts_and_sss_s_leaves_are_typed_extras() -> None:
    game, state = random_position(TTT, 4, 7)
    evaluation = TTT.evaluations[TTT.default_evaluation]()
    mtdf = search(game, state, SearchOptions(algorithm="mtdf", depth=3, evaluation=evaluation))
    passes = mtdf.extra(WindowPasses)
    assert passes is not None and passes.passes and passes.passes[-1].value == mtdf.value
    mcts = search(game, state, SearchOptions(algorithm="mcts", playouts=80, seed=2)).extra(MctsStats)
    assert mcts is not None and mcts.playouts == 80 == sum(mcts.visits)
    sss = search(game, state, SearchOptions(algorithm="sss", depth=2, evaluation=evaluation)).extra(LeavesEvaluated)
    assert sss is not None and sss.paths and all(1 <= len(p) <= 2 for p in sss.paths)  # a win ends a path early


def test_whether_a_search_deepens_asks_the_registry_for_a_depth() -> None:
    for info in ALGORITHMS.values():
        assert deepens(True, True, algorithm=info.id) is info.depth  # MCTS has no depth to deepen


def test_dual_star_is_sss_star_with_the_roles_exchanged_by_its_registry_entry() -> None:
    assert [a.id for a in ALGORITHMS.values() if a.dual] == ["dual"]
    tree = "[[3,[5,1]],[[6,2],4],[7,[0,9]]]"
    root = build_tree(json.loads(tree))
    sss, dual = (search(TreeGame(root), root, SearchOptions(algorithm=a)) for a in ("sss", "dual"))
    assert sss.value == dual.value == 7
    assert sss.extra(LeavesEvaluated) != dual.extra(LeavesEvaluated)  # another order: the roles are exchanged
