"""Rules, notation and evaluations of tic-tac-toe and Connect Four on hand-made positions (the protocol
every game shares is checked in test_game_protocol.py)."""

import random

import pytest

from engine.errors import IllegalMoveError, NotationError
from engine.games.connect4 import WINDOWS, ConnectFour, Positional, Windows
from engine.games.tictactoe import OpenLines, TicTacToe


def test_tictactoe_notation_and_rules():
    g = TicTacToe()
    s = g.play(g.initial_state(), g.parse_moves("519"))
    assert g.to_move(s) == 1
    assert g.actions(s) == (2, 3, 4, 6, 7, 8)
    with pytest.raises(IllegalMoveError):
        g.play(g.initial_state(), g.parse_moves("55"))
    with pytest.raises(NotationError):
        g.parse_moves("1a")
    won = g.play(g.initial_state(), g.parse_moves("14253"))
    assert g.is_terminal(won) and g.utility(won, 0) == 1
    assert g.winning_line(won) == (1, 2, 3)
    with pytest.raises(IllegalMoveError, match="over"):
        g.play(won, [9])


def test_connect4_notation_and_rules():
    g = ConnectFour()
    with pytest.raises(IllegalMoveError, match="full"):
        g.play(g.initial_state(), g.parse_moves("4444444"))
    with pytest.raises(NotationError):
        g.parse_moves("8")
    won = g.play(g.initial_state(), g.parse_moves("1212121"))
    assert g.is_terminal(won) and g.utility(won, 0) == 1
    assert g.winning_cells(won) == [(0, 0), (0, 1), (0, 2), (0, 3)]
    diag = g.play(g.initial_state(), g.parse_moves("12233434474"))
    assert g.is_terminal(diag) and g.utility(diag, 0) == 1


def _windows_reference(state, player, w=(1, 4, 16), centre=3):
    a, b, _ = state
    mine, theirs = (a, b) if player == 0 else (b, a)
    g = ConnectFour()
    total = centre * (sum(g.cell_owner(state, 3, r) == player for r in range(6))
                      - sum(g.cell_owner(state, 3, r) == 1 - player for r in range(6)))
    for m in WINDOWS:
        k, j = (mine & m).bit_count(), (theirs & m).bit_count()
        if k and not j:
            total += w[k - 1]
        if j and not k:
            total -= w[j - 1]
    return total


def test_windows_evaluation_matches_a_plain_count():
    g = ConnectFour()
    ev = Windows()
    ev2 = Windows(w1=2, w2=5, w3=50, centre=0)
    rng = random.Random(3)
    checked = 0
    for _ in range(400):
        s = g.initial_state()
        for _ in range(rng.randrange(30)):
            if g.is_terminal(s):
                break
            s = g.result(s, rng.choice(g.actions(s)))
        if g.is_terminal(s):
            continue
        for p in (0, 1):
            assert ev(s, p) == _windows_reference(s, p)
            assert ev2(s, p) == _windows_reference(s, p, (2, 5, 50), 0)
            assert sum(ev.terms(s, p).values()) == ev(s, p)  # "why this value" adds up to the value
        checked += 1
    assert checked > 100


def test_evaluations_play_differently_and_wins_outweigh_them():
    g = ConnectFour()
    s = g.play(g.initial_state(), [4, 4, 5, 3])
    assert Windows()(s, 0) != Positional()(s, 0)
    assert Windows().win_score > 69 * 16 + 18
    assert Positional().win_score > 7 * 6 * 13
    t = TicTacToe()
    assert abs(OpenLines()(t.initial_state(), 0)) < OpenLines().win_score


def test_evaluation_parameters_are_checked():
    from engine.errors import UnknownNameError

    with pytest.raises(UnknownNameError):
        Windows(w9=1)
    with pytest.raises(NotationError):
        Windows(w1=10**9)
    assert Windows(w1=2).with_weights(w2=3).weights == {"w1": 2, "w2": 3, "w3": 16, "centre": 3}
