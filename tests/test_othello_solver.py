"""The Othello endgame solver's fast paths keep the exact values: the last-empties code (each empty
square tried without move generation, odd regions and then the squares away from corners first, the
two-empties step, the last square played out), the flips of a move, the flat table, the stable-disc and
transposition cut-offs, the null-window driver of exact scores, and the root solve that proves the best
move first, checked against the slow 2D-array reference (tests/othello_reference.py) and against each
other on random positions."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.othello import Othello, solve_root
from engine.games.othello.bitboards import ALL_SQUARES, flips, from_word, legal_moves, popcount, stable_discs, to_word
from engine.games.othello.solve_root import ROOT_SCORE_FIRST_EMPTIES, RootSolve
from engine.games.othello.solver import (
    ETC_EMPTIES,
    LIGHT_EMPTIES,
    SMALL_EMPTIES,
    SORT_EMPTIES,
    Solver,
    odd_regions,
    table_mb_for,
    worst_reply_mobility,
)
from engine.solving import SolveRequest
from tests import othello_reference as ref

GAME = Othello()


def random_position(seed: int, empties: int) -> tuple[int, int] | None:
    """``(me, opp)`` of a position reached by random play with ``empties`` empty squares (None when the
    game ended first); passes are played, so the side to move may have no move."""
    rng = random.Random(seed)
    s = GAME.initial_state()
    while not GAME.is_terminal(s):
        if 64 - (s[0] | s[1]).bit_count() == empties:
            return (s[0], s[1]) if s[2] == 0 else (s[1], s[0])
        s = GAME.result(s, rng.choice(GAME.actions(s)))
    return None


def reference_value(me: int, opp: int) -> int:
    rows = []
    for r in range(8):
        rows.append(tuple("X" if me >> (8 * r + c) & 1 else "O" if opp >> (8 * r + c) & 1 else "."
                          for c in range(8)))
    return ref.negamax(tuple(rows), "X")


def children(me: int, opp: int) -> list[tuple[int, int]]:
    """The positions after each legal move (or after the pass), as ``(me, opp)`` of the player to move."""
    p, o = to_word(me), to_word(opp)
    moves = from_word(legal_moves(p, o))
    if not moves:
        return [(opp, me)]
    out = []
    for sq in range(64):
        if moves >> sq & 1:
            f = from_word(flips(p, o, sq))
            out.append((opp & ~f, me | f | 1 << sq))
    return out


def assert_fail_soft(result: int, exact: int, alpha: int, beta: int) -> None:
    """The solver's contract: exact inside the window, else a true bound beyond the side it failed."""
    if exact <= alpha:
        assert exact <= result <= alpha
    elif exact >= beta:
        assert beta <= result <= exact
    else:
        assert result == exact


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), empties=st.integers(1, SMALL_EMPTIES + 2))
def test_the_last_empties_code_gives_the_reference_value(seed: int, empties: int) -> None:
    found = random_position(seed, empties)
    if found is None:
        return
    me, opp = found
    exact = reference_value(me, opp)
    assert Solver(1).score(me, opp) == exact
    # every window, narrow ones included (the two-empties step and the passes cut on beta)
    for alpha in range(-66, 66, 11):
        for width in (1, 2, 9):
            assert_fail_soft(Solver(1).score(me, opp, alpha, alpha + width), exact, alpha, alpha + width)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), empties=st.integers(ETC_EMPTIES, ETC_EMPTIES + 2))
def test_the_table_and_its_cut_offs_agree_with_solving_each_move_apart(seed: int, empties: int) -> None:
    # With ETC_EMPTIES or more empty squares every path runs: sorting and the table, the reads of the
    # replies' entries (ETC), the stable-disc cut-off when a window is high. The score must be the best
    # of the moves' scores, each solved by a fresh solver (no table shared), whatever the window and
    # whatever the table already holds.
    found = random_position(seed, empties)
    if found is None:
        return
    me, opp = found
    exact = Solver(1).score(me, opp)
    best = max(-Solver(1).score(m, o) for m, o in children(me, opp))
    assert exact == best
    warm = Solver(1)  # a small table: entries are replaced all the time
    for alpha in (-64, exact - 3, exact - 1, exact, exact + 1, 40):
        for beta in (alpha + 1, alpha + 2, 64):
            if alpha < beta:
                assert_fail_soft(warm.score(me, opp, alpha, beta), exact, alpha, beta)
    assert warm.wld(me, opp) == (exact > 0) - (exact < 0)


def test_the_stable_disc_cut_off_stops_a_search_that_cannot_reach_alpha() -> None:
    # O owns rows 1-6 and a8, b8, c8 (row 1 and its corners can never be turned over); X (to move) owns
    # a7 and can take b7. O's stable discs cap X far below alpha = 40: the solver answers at once.
    opp = (1 << 48) - 1 | 1 << 49 | 1 << 56 | 1 << 57 | 1 << 58
    me = 1 << 48
    p, o = to_word(me), to_word(opp)
    assert legal_moves(p, o) and popcount(~(p | o) & ALL_SQUARES) >= SORT_EMPTIES
    assert 64 - 2 * popcount(stable_discs(o, p)) <= 40
    solver = Solver(1)
    bound = solver.score(me, opp, 40, 41)
    assert bound <= 40 and solver.nodes == 1
    assert_fail_soft(bound, Solver(1).score(me, opp), 40, 41)


def test_published_endgame_positions_are_solved_exactly() -> None:
    # FForum #1 and #5 (14 empty squares, X to move): +18 and +32 with best play.
    for board, expected in (("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--", 18),
                            ("-OOOOO----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX--", 32)):
        me = sum(1 << i for i, c in enumerate(board) if c == "X")
        opp = sum(1 << i for i, c in enumerate(board) if c == "O")
        solver = Solver()
        assert solver.score(me, opp) == expected
        assert solver.wld(me, opp) == 1


def test_odd_regions_are_the_quadrants_with_an_odd_number_of_empty_squares() -> None:
    rng = random.Random(5)
    quadrants = [sum(1 << (8 * r + c) for r in range(rr, rr + 4) for c in range(cc, cc + 4))
                 for rr, cc in ((0, 0), (0, 4), (4, 0), (4, 4))]
    for _ in range(300):
        empty = rng.getrandbits(64)
        want = 0
        for q in quadrants:
            if (empty & q).bit_count() % 2:
                want |= q
        assert from_word(odd_regions(to_word(empty)) & ALL_SQUARES) == want


def reference_board(me: int, opp: int) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple("X" if me >> (8 * r + c) & 1 else "O" if opp >> (8 * r + c) & 1 else "." for c in range(8))
                 for r in range(8))


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1))
def test_flips_on_every_square_match_the_reference_walk(a: int, b: int) -> None:
    # Random boards, dense ones included (the endgame's): every empty square, legal or not, and the edges
    # where a line meets h8 and the word's sign bit. ``flips`` follows each direction with its own
    # constant shift; the reference walks the rows and columns of a 2D board.
    me, opp = a & ~b, b & ~a
    board = reference_board(me, opp)
    p, o = to_word(me), to_word(opp)
    for sq in range(64):
        if (me | opp) >> sq & 1:
            continue  # a move is only ever tried on an empty square
        want = sum(1 << (8 * r + c) for r, c in ref.flipped(board, "X", sq >> 3, sq & 7))
        assert from_word(flips(p, o, sq)) == want, sq


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), empties=st.integers(4, 40))
def test_the_two_ply_look_counts_the_movers_fewest_moves_after_any_reply(seed: int, empties: int) -> None:
    # The order's look two plies ahead, against the rules played move by move: after each move, the
    # opponent's every reply, then the mover's legal moves counted (64 when the opponent has none).
    found = random_position(seed, empties)
    if found is None:
        return
    me, opp = found
    for no, np in children(me, opp):
        replies = legal_moves(to_word(no), to_word(np))
        after = [popcount(legal_moves(to_word(m), to_word(o))) for m, o in children(no, np)] if replies else []
        assert worst_reply_mobility(to_word(np), to_word(no), replies) == min(after, default=64)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), empties=st.integers(SORT_EMPTIES, ETC_EMPTIES + 1))
def test_the_root_moves_are_the_moves_scores_proven_best_first(seed: int, empties: int) -> None:
    # The suite's root solve: the root's null-window tests first (from ROOT_SCORE_FIRST_EMPTIES empty
    # squares: both ways are run here), then the move that passed them in a window around the score (or
    # above the floor it passed), the others each tested against the best. Every exact result is that
    # move's score and every upper bound is a true bound below the best; the best is the root's score,
    # as a fresh solver finds it.
    found = random_position(seed, empties)
    if found is None or not legal_moves(to_word(found[0]), to_word(found[1])):
        return
    me, opp = found
    for exact_root, first in ((False, 0), (True, 0), (False, 64)):
        solve_root.ROOT_SCORE_FIRST_EMPTIES = first
        try:
            solved = list(RootSolve(GAME.margin_game(), (me, opp, 0),
                                    SolveRequest(1, 1024, lambda nodes: None, exact_root, False)).root_moves())
        finally:
            solve_root.ROOT_SCORE_FIRST_EMPTIES = ROOT_SCORE_FIRST_EMPTIES
        assert sorted(s.move for s in solved) == [sq for sq in range(64) if legal_moves(to_word(me), to_word(opp))
                                                 >> sq & 1]
        best = Solver(1).score(me, opp)
        assert max(s.result for s in solved if s.bound == "exact") == best
        if first == 0:
            # the move that passed the root's tests comes first, solved exactly (the best, unless a later
            # move beats it: the root's test over every move above the first one's score is never made)
            assert solved[0].bound == "exact" and solved[0].result <= best
        for s in solved:
            score = Solver(1).move_score(me, opp, s.move, -65, 65)
            if s.bound == "exact":
                assert s.result == score
            else:
                assert not exact_root and score <= s.result < best


def test_the_order_thresholds_are_set_per_solver_and_never_change_a_score() -> None:
    # FForum #1 (14 empty squares, X to move, +18). The thresholds of the move order are a solver's own
    # (the benchmark driver, scripts/bench_othello_order.py, varies them without a rebuild): each setting
    # searches another tree, the pattern evaluation's order (one ply and two) included, and finds the
    # same score; transposition cut-offs from 9 empty squares (the default) save nodes over 10.
    board = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--"
    me = sum(1 << i for i, c in enumerate(board) if c == "X")
    opp = sum(1 << i for i, c in enumerate(board) if c == "O")
    default = Solver()
    assert default.score(me, opp) == 18
    nodes = {}
    for name, settings_ in {"etc 10": {"etc_empties": 10}, "no etc": {"etc_empties": 64},
                            "two-ply look from 10": {"shallow_empties": 10},
                            "evaluation": {"eval_empties": 10, "w_eval": 40},
                            "two-ply evaluation": {"eval_empties": 10, "eval2_empties": 12, "w_eval": 40}}.items():
        solver = Solver()
        for knob, value in settings_.items():
            setattr(solver, knob, value)
        assert solver.score(me, opp) == 18, name
        assert solver.nodes != default.nodes, name
        nodes[name] = solver.nodes
    assert default.nodes < nodes["etc 10"] < nodes["no etc"]


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), empties=st.integers(SORT_EMPTIES, ETC_EMPTIES + 2))
def test_the_roots_tests_stop_at_the_first_a_move_passes(seed: int, empties: int) -> None:
    # The root's null-window tests from a draw: either the tests capped the root before one passed (the
    # score is known), or the first passed test gives a floor, reached by the table's move at the root.
    found = random_position(seed, empties)
    if found is None or not legal_moves(to_word(found[0]), to_word(found[1])):
        return
    me, opp = found
    exact = Solver(1).score(me, opp)
    rs = RootSolve(GAME.margin_game(), (me, opp, 0), SolveRequest(1, 1024, lambda nodes: None, False, False))
    score, floor = rs.root_bounds(me, opp)
    if score is not None:
        assert floor is None and score == exact
    else:
        assert floor is not None and 0 <= floor <= exact  # the first test, "at least a draw?", passed
        first = rs.solver.ordered_moves(me, opp)[0]
        assert Solver(1).move_score(me, opp, first, -65, 65) >= floor


def test_the_root_solve_skips_the_roots_test_above_its_score() -> None:
    # FForum #4 (14 empty squares, X to move, 0: reached from below): the root solve proves every move
    # (exact, or an upper bound below the best) with fewer nodes than the full root score (every move
    # tested above it) followed by the move loop: the others are tested against the best move's score
    # only, which proves them below anything higher.
    board = "-XXXXXX-X-XXXOO-XOXXXOOXXXOXOOOX-OXOOXXX--OOOXXX--OOXX----XOXXO-"
    me = sum(1 << i for i, c in enumerate(board) if c == "X")
    opp = sum(1 << i for i, c in enumerate(board) if c == "O")
    rs = RootSolve(GAME.margin_game(), (me, opp, 0), SolveRequest(16, 1024, lambda nodes: None, False, False))
    solved = list(rs.root_moves())
    assert max(s.result for s in solved if s.bound == "exact") == 0
    for s in solved:
        score = Solver(1).move_score(me, opp, s.move, -65, 65)
        assert s.result == score if s.bound == "exact" else score <= s.result < 0
    full = Solver(table_mb_for(14, 16))
    root = full.score(me, opp)
    for sq in full.ordered_moves(me, opp)[1:]:  # after the best move (solved from the table at once)
        if full.move_score(me, opp, sq, root - 1, root) >= root:
            full.move_score(me, opp, sq, root - 1, 65)
    assert rs.nodes < full.nodes


def test_the_moves_at_seven_empty_squares_are_sorted_by_the_opponents_replies() -> None:
    # FForum #1 and #4 (14 empty squares): the same scores with and without the sort by the opponent's
    # replies at LIGHT_EMPTIES (and with it from one square fewer), and fewer nodes the more is sorted.
    for board, score in (("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--", 18),
                         ("-XXXXXX-X-XXXOO-XOXXXOOXXXOXOOOX-OXOOXXX--OOOXXX--OOXX----XOXXO-", 0)):
        me = sum(1 << i for i, c in enumerate(board) if c == "X")
        opp = sum(1 << i for i, c in enumerate(board) if c == "O")
        default, unsorted, from6 = Solver(), Solver(), Solver()
        unsorted.light_empties = 64
        from6.light_empties = 6  # a sorted node's children sorted too
        assert default.light_empties == LIGHT_EMPTIES == SORT_EMPTIES - 1
        assert default.score(me, opp) == unsorted.score(me, opp) == from6.score(me, opp) == score
        assert from6.nodes < default.nodes < unsorted.nodes
