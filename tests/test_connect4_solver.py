"""The Connect Four solver against an independent slow reference (plain alpha-beta searched to the
end of the game) on late positions, and against the conformance cases."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements
from engine.errors import SearchConfigError
from engine.games.connect4 import ConnectFour
from engine.games.connect4.solve_root import floor_score
from engine.games.connect4.solver import Solver, score_to_plies
from engine.games.tictactoe import TicTacToe
from engine.parallel.solve_split import floor_of
from engine.search import FASTER_WINS_HORIZON, SearchOptions, search
from engine.search.solved_root import solved_value
from engine.solving import SolvedMove, SolveRequest

CASES = Path("/work/shared/conformance/cases.json")
SOLVE = SearchOptions("alphabeta", enhancements=Enhancements(solve=True))


def late_position(seed: int, empty: int):
    """A random position with ``empty`` empty cells that is not over (None if the game ended first)."""
    game = ConnectFour()
    rng = random.Random(seed)
    state = game.initial_state()
    for _ in range(42 - empty):
        if game.is_terminal(state):
            return None
        state = game.result(state, rng.choice(game.actions(state)))
    return None if game.is_terminal(state) else state


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), empty=st.integers(1, 11))
def test_solver_agrees_with_plain_alphabeta_and_its_distances(seed, empty):
    state = late_position(seed, empty)
    if state is None:
        return
    game = ConnectFour()
    reference = search(game, state, SearchOptions("alphabeta", faster_wins=True, exact_root=True))
    score = Solver(1).solve(state)
    # the sign: win / draw / loss
    assert (score > 0) == (reference.value > 0) and (score < 0) == (reference.value < 0)
    # the distance: a win n plies away is worth 1000 - n
    plies = score_to_plies(score, state[2])
    assert (plies is None) == (reference.value == 0)
    if plies is not None:
        assert abs(reference.value) == FASTER_WINS_HORIZON - plies
    # every root move, through the search's solve option, on the same scale
    options = SearchOptions("alphabeta", faster_wins=True, exact_root=True, enhancements=Enhancements(solve=True))
    solved = search(game, state, options)
    assert {m.move: m.value for m in solved.moves} == {m.move: m.value for m in reference.moves}
    assert solved.value == reference.value
    # Without exact_root: the best moves exact, the others an upper bound (a null-window test each).
    tested = search(game, state, SearchOptions("alphabeta", faster_wins=True, enhancements=Enhancements(solve=True)))
    truth = {m.move: m.value for m in reference.moves}
    assert tested.value == reference.value and truth[tested.best_move] == reference.value
    for m in tested.moves:
        assert m.value == truth[m.move] if m.bound == "exact" else (m.bound == "upper" and truth[m.move] <= m.value)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), empty=st.integers(4, 16))
def test_the_solvers_line_plays_out_its_score(seed, empty):
    state = late_position(seed, empty)
    if state is None:
        return
    game = ConnectFour()
    solver = Solver(1)
    score = solver.solve(state)
    line = solver.best_line(state, score)
    end = game.play(state, line)
    plies = score_to_plies(score, state[2])
    if plies is None:
        assert not game.is_terminal(end) or game.utility(end, 0) == 0
    else:
        assert len(line) == plies and game.is_terminal(end)
        mover = state[2] % 2
        assert game.utility(end, mover) == (1 if score > 0 else -1)


@pytest.mark.skipif(not CASES.exists(), reason="the shared conformance cases are not here")
def test_conformance_positions():
    game = ConnectFour()
    for case in json.loads(CASES.read_text())["c4"]:
        state = game.play(game.initial_state(), game.parse_moves(case["moves"]))
        r = search(game, state, SOLVE)
        assert (r.value > 0) - (r.value < 0) == case["value_for_mover"], case["moves"]
        assert r.best_move in [m.move for m in r.moves if m.value == r.value]


def test_an_immediate_win_scores_highest():
    from engine.games.connect4.bitboards import playable, winning_cells

    game = ConnectFour()
    found = 0
    for seed in range(300):
        state = late_position(seed, 10)
        if state is None:
            continue
        a, b, n = state
        mine = a if n % 2 == 0 else b
        wins = winning_cells(mine, a | b) & playable(a | b)
        if not wins:
            continue
        found += 1
        score = Solver(1).solve(state)
        assert score == (43 - n) // 2 and score_to_plies(score, n) == 1
        r = search(game, state, SearchOptions("alphabeta", faster_wins=True, enhancements=Enhancements(solve=True)))
        assert r.value == FASTER_WINS_HORIZON - 1 and len(r.pv) == 1
        assert game.is_terminal(game.result(state, r.best_move))
    assert found >= 5


def test_the_solver_stops_on_request():
    game = ConnectFour()
    r = search(game, game.initial_state(), SearchOptions("alphabeta", node_limit=3000,
                                                        enhancements=Enhancements(solve=True)))
    assert r.stopped and 3000 <= r.stats.nodes <= 3000 + 64
    assert r.best_move in range(1, 8)


def test_solve_is_for_connect4_to_the_end():
    with pytest.raises(SearchConfigError):
        search(TicTacToe(), 0, SOLVE)
    from engine.games.connect4 import Windows

    with pytest.raises(SearchConfigError):
        search(ConnectFour(), (0, 0, 0), SearchOptions("alphabeta", depth=4, evaluation=Windows(),
                                                        enhancements=Enhancements(solve=True)))


REFERENCE = Path(__file__).parent / "data" / "c4_solved.json"


@pytest.mark.parametrize("case", json.loads(REFERENCE.read_text())["positions"], ids=lambda c: c["moves"])
def test_solver_against_the_stored_reference(case):
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves(case["moves"]))
    r = search(game, state, SearchOptions("alphabeta", faster_wins=True, exact_root=True,
                                          enhancements=Enhancements(solve=True)))
    assert r.value == case["value"]
    assert {str(m.move): m.value for m in r.moves} == case["move_values"]


def test_a_solver_stopped_before_any_move_plays_the_static_choice_not_column_1():
    from engine.games.connect4 import ConnectFour
    from engine.search import SearchOptions, search

    g = ConnectFour()
    r = search(g, g.initial_state(), SearchOptions(enhancements=Enhancements(solve=True), node_limit=2_000))
    assert r.stopped and r.moves == [] and r.best_move == 4  # the centre, by the static order
    s = g.play(g.initial_state(), [1, 1, 2, 2, 3, 3])  # X wins at once in column 4
    r = search(g, s, SearchOptions(enhancements=Enhancements(solve=True), node_limit=1))
    assert r.best_move == 4


def solved_afresh(state) -> dict[int, int]:
    """Each legal move's exact score for the player to move, each child solved on a fresh table of its own
    (independent of ``move_scores``' windows and of the order the moves are solved in)."""
    game = ConnectFour()
    scores = {}
    for move in game.actions(state):
        child = game.result(state, move)
        if game.is_terminal(child):
            scores[move] = (43 - state[2]) // 2 if game.utility(child, 0) != 0 else 0  # a win now, or the last cell
        else:
            scores[move] = -Solver(1).solve(child)
    return scores


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), empty=st.integers(2, 18), etc=st.booleans())
def test_every_moves_exact_score_is_the_childs_own_solve(seed, empty, etc):
    # move_scores (--exact) tests each move against the best so far and solves the ones that fall short
    # within the window below it: the scores must be what each child solved on its own says, with the
    # enhanced transposition cutoff (the analysis's) or without
    state = late_position(seed, empty)
    if state is None:
        return
    assert dict(Solver(1, empty=empty, etc=etc).move_scores(state)) == solved_afresh(state)


def test_the_analysis_reuses_the_proofs_of_sibling_moves_and_the_root_solve_does_not():
    # After 1314554445255224422533 all five moves draw: the analysis proves each of them (ties are exact),
    # and the enhanced transposition cutoff lets each proof stop at positions an earlier one stored.
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("1314554445255224422533"))
    plain, etc = Solver(empty=20), Solver(empty=20, etc=True)
    assert list(plain.analysis(state)) == list(etc.analysis(state)) == [(c, 0, True) for c in (1, 3, 2, 6, 7)]
    assert (plain.nodes, etc.nodes) == (19_184, 17_632)
    # the root-only solve stays the reference solvers' search, node for node (the bench's race)
    root = Solver()
    assert root.solve(state) == 0 and root.nodes == 6_018


def test_every_moves_exact_score_costs_less_than_solving_each_move_in_full():
    # The windowed solve of the moves below the best (the root loop's test answers most of their range)
    # against each move solved over the full range on the same shared table (what --exact did before).
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("4444442373223323566663"))  # bench, 20 empty
    windowed = Solver(empty=20)
    scores = dict(windowed.move_scores(state))
    full = Solver(empty=20)
    assert scores == {m: -full.solve(game.result(state, m)) for m in game.actions(state)}
    assert (windowed.nodes, full.nodes) == (41_560, 47_735)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), empty=st.integers(4, 18), etc=st.booleans())
def test_an_analysis_proves_each_move_as_solving_it_afresh_does(seed, empty, etc):
    state = late_position(seed, empty)
    if state is None:
        return
    truth = solved_afresh(state)  # each move solved exactly, on a table of its own
    solver = Solver(1, empty=empty, etc=etc)
    best = max(truth.values())
    tests = list(solver.analysis(state))
    assert sorted(column for column, _, _ in tests) == sorted(truth)
    assert max(score for _, score, exact in tests if exact) == best
    best_so_far = -99
    for column, score, exact in tests:
        if exact:
            assert score == truth[column]
            best_so_far = max(best_so_far, score)
        else:
            # a refuted move: one below the best found before it, so at most one below the root's score
            assert score == best_so_far - 1 and truth[column] <= score <= best - 1


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), empty=st.integers(4, 16), alpha=st.integers(-12, 12), width=st.integers(1, 8))
def test_a_move_solved_within_a_window_is_exact_inside_it_and_a_bound_outside(seed, empty, alpha, width):
    state = late_position(seed, empty)
    if state is None:
        return
    truth = solved_afresh(state)
    solver = Solver(1, empty=empty, etc=True)
    beta = alpha + width
    for column, true in truth.items():
        score, bound = solver.move_window(state, column, alpha, beta)
        if bound == 0:
            assert score == true
        elif bound < 0:
            assert score == alpha and true <= alpha
        else:
            assert score == beta and true >= beta
        # inside the window it is always exact
        assert bound == 0 or not alpha < true < beta


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), empty=st.integers(4, 14), faster=st.booleans())
def test_a_root_move_tested_against_a_floor_is_exact_when_it_reaches_it(seed, empty, faster):
    # The step another process runs for its share of the root's moves (engine.solving.MoveSolver): the floor
    # comes from another move's result, here through the search's value scale and back, as across processes.
    state = late_position(seed, empty)
    if state is None:
        return
    game = ConnectFour()
    truth = solved_afresh(state)
    options = SearchOptions("alphabeta", faster_wins=faster, enhancements=Enhancements(solve=True))
    request = SolveRequest(None, 1024, lambda nodes: None, False, faster)
    for floor_move, given_score in truth.items():
        solver = game.root_solver()(state, request)
        floor = solver.solved(floor_move, given_score, True)
        back = floor_of(solved_value(floor, faster, 1), options, game)
        low = given_score if faster or given_score == 0 else (1 if given_score > 0 else -99)
        for move, true in truth.items():
            solved = solver.solve_move(move, back)
            if true >= low:
                assert solved.bound == "exact" and solver.scores[move] == true
            elif solved.bound == "exact":  # an immediate loss, or the last cell: exact whatever the floor
                assert solver.scores[move] == true
            else:
                assert solved.bound == "upper" and true <= solver.scores[move] < low


def test_a_floor_without_plies_stands_for_the_weakest_result_of_its_kind():
    n = 20
    for score in range(-11, 12):
        plies = score_to_plies(score, n)
        assert floor_score(SolvedMove(1, (score > 0) - (score < 0), "exact", plies), n) == score
    assert floor_score(SolvedMove(1, 1, "exact"), n) == 1
    assert floor_score(SolvedMove(1, 0, "exact"), n) == 0
    assert floor_score(SolvedMove(1, -1, "exact"), n) == -11
