"""Perft counts pin the move generators to the published figures."""

from engine.games.connect4 import ConnectFour
from engine.games.tictactoe import TicTacToe
from engine.perft import count_games, perft


def test_tictactoe_move_sequences_per_ply():
    g = TicTacToe()
    assert perft(g, g.initial_state(), 9) == [9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]


def test_tictactoe_full_tree_and_games():
    g = TicTacToe()
    assert count_games(g, g.initial_state()) == (549_946, 255_168)


def test_tictactoe_legal_positions():
    g = TicTacToe()
    seen = set()
    stack = [g.initial_state()]
    while stack:
        s = stack.pop()
        if s in seen:
            continue
        seen.add(s)
        stack.extend(c for _, c in g.expand(s)[2])
    assert len(seen) == 5478


def test_connect4_move_sequences_per_ply():
    g = ConnectFour()
    assert perft(g, g.initial_state(), 6) == [7, 49, 343, 2401, 16807, 117649]


def test_connect4_distinct_positions_per_ply():
    g = ConnectFour()
    level = {g.initial_state()}
    counts = [1]
    for _ in range(5):
        level = {c for s in level for _, c in g.expand(s)[2]}
        counts.append(len(level))
    assert counts == [1, 7, 49, 238, 1120, 4263]
