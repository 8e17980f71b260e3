"""Othello: the bitboard game against a slow 2D-array reference (tests/othello_reference.py) — moves,
flips, passes, perft, endgame values — and its notation, evaluations, solver and command line."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements
from engine.errors import IllegalMoveError, NotationError
from engine.games.connect4 import ConnectFour
from engine.games.othello import EVALUATIONS, PASS_MOVE, Othello, OthelloDiscs
from engine.games.othello.bitboards import from_word, legal_moves, square_name, stable_discs, to_word
from engine.games.othello.evaluations import stable_pair
from engine.games.othello.solver import Solver
from engine.perft import perft
from engine.search import SearchOptions, hand_over_to_solver, search
from tests import othello_reference as ref
from tests.cli_helpers import analyze, run_cli

PERFT = [4, 12, 56, 244, 1396, 8200, 55092, 390216]
GAME = Othello()


def to_board(state: tuple[int, int, int]) -> tuple[ref.Board, str]:
    return tuple(tuple(row) for row in GAME.board_rows(state)), "XO"[state[2]]


def ref_move(move: int) -> tuple[int, int] | None:
    return None if move == PASS_MOVE else (move // 8, move % 8)


def random_line(rng: random.Random, empties: int) -> tuple[tuple[int, int, int], list[int]] | None:
    """A position reached by random play with ``empties`` empty squares, the game not over, and the
    moves that reach it (or None when the game ended first)."""
    s, moves = GAME.initial_state(), []
    while not GAME.is_terminal(s):
        if 64 - (s[0] | s[1]).bit_count() == empties:
            return s, moves
        m = rng.choice(GAME.actions(s))
        moves.append(m)
        s = GAME.result(s, m)
    return None


def random_position(rng: random.Random, empties: int) -> tuple[int, int, int] | None:
    found = random_line(rng, empties)
    return None if found is None else found[0]


def test_perft_from_the_start_counts_a_pass_as_a_move():
    assert perft(GAME, GAME.initial_state(), 7) == PERFT[:7]


def test_the_reference_agrees_on_perft():
    board, player = ref.start()
    assert [ref.perft(board, player, d) for d in range(1, 6)] == PERFT[:5]
    assert to_board(GAME.initial_state()) == (board, player)


def test_moves_flips_and_passes_match_the_reference_on_random_games():
    rng = random.Random(12)
    passes = 0
    for _ in range(40):
        s = GAME.initial_state()
        while True:
            board, player = to_board(s)
            util, mover, children, _ = GAME.expand(s)
            expected = ref.children(board, player)
            assert [ref_move(m) for m, _ in children] == [m for m, _, _ in expected]
            assert [to_board(c) for _, c in children] == [(b, p) for _, b, p in expected]
            assert list(GAME.actions(s)) == [m for m, _ in children]
            assert mover == GAME.to_move(s)
            if util is not None:
                assert expected == []
                score = ref.final_score(board, "X")
                assert util == GAME.utility(s, 0) == -GAME.utility(s, 1) == (score > 0) - (score < 0)
                assert OthelloDiscs().utility(s, 0) == score
                break
            move, child = rng.choice(children)
            passes += move == PASS_MOVE
            assert GAME.result(s, move) == child
            s = child
    assert passes > 0  # the games did exercise passes


def test_notation_reads_squares_written_together_and_leaves_passes_out():
    s = GAME.play(GAME.initial_state(), GAME.parse_moves("f5d6c3d3c4"))
    assert GAME.board_rows(s)[3] == "..XXX..." and GAME.to_move(s) == 1
    assert GAME.parse_moves("F5 d6,c3") == [37, 43, 18]
    assert GAME.format_move(0) == "a1" and GAME.format_move(63) == "h8" and GAME.format_move(PASS_MOVE) == "pass"
    assert square_name(37) == "f5"
    with pytest.raises(NotationError, match="i9"):
        GAME.parse_moves("f5i9")
    with pytest.raises(IllegalMoveError, match="outflanks no disc"):
        GAME.play(GAME.initial_state(), GAME.parse_moves("a1"))
    with pytest.raises(IllegalMoveError, match="already taken"):
        GAME.play(GAME.initial_state(), GAME.parse_moves("d4"))
    with pytest.raises(IllegalMoveError, match="cannot pass"):
        GAME.result(GAME.initial_state(), PASS_MOVE)
    # A game with passes: written without them, it replays to the same position.
    rng = random.Random(3)
    for _ in range(200):
        s, moves = GAME.initial_state(), []
        while not GAME.is_terminal(s):
            m = rng.choice(GAME.actions(s))
            moves.append(m)
            s = GAME.result(s, m)
        if PASS_MOVE in moves:
            break
    assert PASS_MOVE in moves
    text = GAME.format_moves(moves)
    assert "pass" not in text and len(text) == 2 * sum(m != PASS_MOVE for m in moves)
    assert GAME.play(GAME.initial_state(), GAME.parse_moves(text)) == s


def test_board_rows_symbols_and_keys():
    s = GAME.initial_state()
    assert GAME.board_rows(s) == ("........",) * 3 + ("...OX...", "...XO...") + ("........",) * 3
    assert GAME.symbols == ("X", "O")
    passed = (s[0], s[1], 1)  # the same discs with the other side to move is another position
    assert GAME.key(s) != GAME.key(passed)


@pytest.mark.parametrize("empties", [4, 6, 8])
def test_the_solver_and_every_search_give_the_reference_value(empties, capsys):
    rng = random.Random(empties)
    checked = 0
    while checked < 3:
        found = random_line(rng, empties)
        if found is None:
            continue
        s, line = found
        checked += 1
        board, player = to_board(s)
        exact = ref.negamax(board, player)
        b, w, p = s
        me, opp = (b, w) if p == 0 else (w, b)
        assert Solver().score(me, opp) == exact
        sign = (exact > 0) - (exact < 0)
        assert Solver().wld(me, opp) == sign
        moves = GAME.format_moves(line)
        # the textbook kernel (named: a plain full-depth request goes to the solver), and the enhanced search,
        # which hands over to the solver
        plain = analyze(capsys, "--game", "othello", "--moves", moves, "--depth", "full", "--algorithm", "alphabeta")
        assert plain["value"] == sign and plain["enhancements"] == ""
        fast = analyze(capsys, "--game", "othello", "--moves", moves, "--depth", "full", "--tt-mb", "16",
                       "--ordering", "all")
        assert fast["value"] == sign and "exact solver" in fast["enhancements"]
        after = dict(GAME.expand(s)[2])
        for result in (plain, fast):  # the best move is optimal: it keeps the win, the draw, or loses
            best = result["best_move"]
            child_value = -ref.negamax(*to_board(after[PASS_MOVE if best == "pass" else GAME.parse_move(best)]))
            assert (child_value > 0) - (child_value < 0) == sign
        margin = analyze(capsys, "--game", "othello", "--moves", moves, "--depth", "full", "--margin", "--exact")
        assert margin["value"] == exact
        want = {}
        for m, c in GAME.expand(s)[2]:
            want[GAME.format_move(m)] = -ref.negamax(*to_board(c))
        assert {mv["move"]: mv["value"] for mv in margin["moves"]} == want


def test_a_plain_full_depth_request_is_answered_by_the_exact_solver(capsys):
    """``analyze --depth full`` on an Othello endgame ran the textbook alpha-beta (789 M nodes at FForum #26's
    20 empty squares): it is the solver's, said so, with every root move's value; naming the algorithm keeps
    the textbook search."""
    from cli.bench import OTHELLO_12

    moves = OTHELLO_12[1]
    state = GAME.play(GAME.initial_state(), GAME.parse_moves(moves))
    solved = analyze(capsys, "--game", "othello", "--moves", moves, "--depth", "full", "--workers", "1")
    assert "exact solver" in solved["enhancements"] and solved["full_depth_solver"] is True
    assert sorted(m["move"] for m in solved["moves"]) == sorted(map(GAME.format_move, GAME.actions(state)))
    textbook = analyze(capsys, "--game", "othello", "--moves", moves, "--depth", "full", "--algorithm", "alphabeta",
                       "--workers", "1")
    assert textbook["enhancements"] == "" and textbook["full_depth_solver"] is False
    assert textbook["value"] == solved["value"] and textbook["stats"]["nodes"] > 10 * solved["stats"]["nodes"]
    code, out, err = run_cli(capsys, "analyze", "--game", "othello", "--moves", moves, "--depth", "full",
                             "--workers", "1")
    assert code == 0, err
    assert "Full depth: Othello's exact solver searched to the end" in out and "Solved: " in out
    asked = analyze(capsys, "--game", "othello", "--moves", moves, "--solve", "--workers", "1")
    assert asked["full_depth_solver"] is False  # asked for by name: nothing to point out


def test_a_plain_full_depth_request_in_connect_four_is_solved_too(capsys):
    late = "7261457127211722157172655"
    solved = analyze(capsys, "--game", "connect4", "--moves", late, "--depth", "full", "--workers", "1")
    assert "exact solver" in solved["enhancements"] and solved["full_depth_solver"] is True
    textbook = analyze(capsys, "--game", "connect4", "--moves", late, "--depth", "full", "--algorithm", "alphabeta",
                       "--workers", "1")
    assert "solver" not in textbook["enhancements"]
    assert (solved["value"] > 0) - (solved["value"] < 0) == (textbook["value"] > 0) - (textbook["value"] < 0)


@pytest.mark.parametrize("command", ["analyze", "arena"])
def test_the_solve_help_names_every_game_with_a_solver(capsys, command):
    from engine.games import GAMES

    code, out, _ = run_cli(capsys, command, "--help")
    assert code == 0
    help_text = " ".join(out.split())
    solve = help_text[help_text.index("--solve "):]
    with_solver = [name for name, info in GAMES.items() if info.factory().root_solver() is not None]
    assert "othello" in with_solver and "connect4" in with_solver
    assert all(name in solve[:200] for name in with_solver) and "Connect Four:" not in solve


def test_json_writes_squares_and_passes_in_the_notation(capsys):
    data = analyze(capsys, "--game", "othello", "--moves", "f5d6c3", "--depth", "2")
    assert isinstance(data["best_move"], str) and data["best_move"] in {"c5", "d3", "e6", "f4", "b4", "c4", "d2", "e2"}
    assert all(isinstance(m["move"], str) for m in data["moves"])
    assert all(isinstance(m, str) for m in data["pv"])
    ttt = analyze(capsys, "--game", "tictactoe", "--moves", "519", "--depth", "full")
    assert isinstance(ttt["best_move"], int)  # the other games keep their move numbers


def test_margin_needs_depth_full_and_a_game_with_a_margin(capsys):
    code, _, err = run_cli(capsys, "analyze", "--game", "othello", "--depth", "3", "--margin")
    assert code == 2 and "--depth full" in err
    code, _, err = run_cli(capsys, "analyze", "--game", "tictactoe", "--depth", "full", "--margin")
    assert code == 2 and "win, draw or loss" in err


def test_the_hand_over_to_the_solver_is_only_for_enhanced_full_searches():
    enh = Enhancements(tt_mb=16, ordering=("static",))
    assert hand_over_to_solver(GAME, SearchOptions(depth=None, enhancements=enh)).enhancements.solve
    assert not hand_over_to_solver(GAME, SearchOptions(depth=None)).enhancements.solve
    ev = EVALUATIONS["combined"]()
    assert not hand_over_to_solver(GAME, SearchOptions(depth=4, evaluation=ev, enhancements=enh)).enhancements.solve
    assert not hand_over_to_solver(GAME, SearchOptions(depth=None, record=True, enhancements=enh)).enhancements.solve
    assert not hand_over_to_solver(ConnectFour(), SearchOptions(depth=None, enhancements=enh)).enhancements.solve


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(8, 56))
def test_evaluations_are_antisymmetric_and_below_the_win_score(seed, empties):
    s = random_position(random.Random(seed), empties)
    if s is None:
        return
    for cls in EVALUATIONS.values():
        ev = cls()
        a, b = ev.score(s, 0), ev.score(s, 1)
        assert a == -b
        assert abs(a) < ev.win_score


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(6, 40))
def test_stable_discs_are_never_flipped(seed, empties):
    rng = random.Random(seed)
    s = random_position(rng, empties)
    if s is None:
        return
    x, o = to_word(s[0]), to_word(s[1])
    wx, wo = stable_pair(x, o)
    assert wx == stable_discs(x, o) and wo == stable_discs(o, x)
    stable_x, stable_o = from_word(wx), from_word(wo)
    while not GAME.is_terminal(s):
        s = GAME.result(s, rng.choice(GAME.actions(s)))
        assert s[0] & stable_x == stable_x and s[1] & stable_o == stable_o


def test_static_order_puts_corners_first_and_x_squares_last():
    order = GAME.static_order()
    assert order is not None
    # X to move with a corner (a1) and an X-square (g7 next to the empty h8) among the moves.
    rng = random.Random(5)
    for _ in range(2000):
        s = random_position(rng, rng.randrange(10, 40))
        if s is None:
            continue
        moves = GAME.actions(s)
        if 0 in moves and 54 in moves and not (s[0] | s[1]) >> 63 & 1:
            ordered, urgent = order(s, GAME.expand(s)[2])
            assert ordered[0][0] in (0, 7, 56, 63) and urgent >= 1
            assert ordered[-1][0] in (9, 14, 49, 54)
            assert sorted(m for m, _ in ordered) == sorted(moves)
            return
    pytest.fail("no position with both a corner and an X-square move found")


def test_an_alphabeta_agent_beats_random_in_the_arena(capsys):
    code, out, err = run_cli(capsys, "arena", "--game", "othello", "--players", "alphabeta:2,random", "--games", "4",
                             "--json")
    assert code == 0, err
    tally = json.loads(out)["players"][0]
    assert tally["wins"] >= 3


def test_a_depth_limited_search_counts_a_pass_as_a_ply():
    # X has just made O pass: the search's PV writes the pass.
    rng = random.Random(8)
    for _ in range(500):
        s = GAME.initial_state()
        while not GAME.is_terminal(s) and GAME.actions(s) != (PASS_MOVE,):
            s = GAME.result(s, rng.choice(GAME.actions(s)))
        if not GAME.is_terminal(s):
            break
    r = search(GAME, s, SearchOptions(depth=2, evaluation=EVALUATIONS["discs"]()))
    assert r.best_move == PASS_MOVE and r.pv[0] == PASS_MOVE and len(r.pv) == 2
    me, opp = (s[0], s[1]) if s[2] == 0 else (s[1], s[0])
    assert not legal_moves(to_word(me), to_word(opp)) and legal_moves(to_word(opp), to_word(me))


def test_a_computer_player_solves_the_endgame_whatever_its_depth():
    rng = random.Random(21)
    found = random_line(rng, 14)
    while found is None:
        found = random_line(rng, 14)
    s, _ = found
    ev = EVALUATIONS["combined"]()
    options = SearchOptions(depth=2, evaluation=ev, record=True).for_move(GAME, s)
    assert options.enhancements.solve and options.depth is None and not options.record
    r = search(GAME, s, options)
    me, opp = (s[0], s[1]) if s[2] == 0 else (s[1], s[0])
    assert r.value == Solver().wld(me, opp) and "exact solver" in r.method
    earlier = random_position(random.Random(2), 30)
    assert earlier is not None
    assert SearchOptions(depth=2, evaluation=ev).for_move(GAME, earlier).depth == 2
    c4 = ConnectFour()
    assert not SearchOptions(depth=2, evaluation=ev).for_move(c4, c4.initial_state()).enhancements.solve


def test_at_twelve_empty_squares_the_solver_agrees_with_the_textbook_search():
    from cli.bench import OTHELLO_12, OTHELLO_SOLVE

    for moves in OTHELLO_12:
        s = GAME.play(GAME.initial_state(), GAME.parse_moves(moves))
        plain = search(GAME, s, SearchOptions(depth=None))
        solved = search(GAME, s, SearchOptions(depth=None, enhancements=OTHELLO_SOLVE))
        assert "exact solver" in solved.method and plain.method == ""
        assert solved.value == plain.value
        child = GAME.result(s, solved.best_move)
        assert -search(GAME, child, SearchOptions(depth=None)).value == plain.value  # the solver's move is optimal
