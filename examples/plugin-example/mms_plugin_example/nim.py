"""Nim as a plugin game: heaps of counters; a move takes 1-9 counters from one heap; whoever takes the
last counter wins (normal play).

A move is written ``HK``: heap H (1-based), K counters (``23``: take 3 from heap 2). A state is
(heaps, player to move). The game, its evaluation and its ``GameInfo`` are all a package needs to
add a game to Minimax Studio's command line (``analyze --game nim``); the desktop application plays
only the games it has a board for.
"""

from __future__ import annotations

from functools import reduce
from operator import xor

from engine.errors import IllegalMoveError
from engine.evaluation import Evaluation, Param
from engine.game import Game
from engine.games import GameInfo

START = (3, 4, 5)
State = tuple[tuple[int, ...], int]


class Nim(Game):
    name = "nim"
    title = "Nim"
    move_order = "heaps left to right, taking fewer counters first"

    def initial_state(self) -> State:
        return (START, 0)

    def to_move(self, state: State) -> int:
        return state[1]

    def actions(self, state: State) -> tuple[int, ...]:
        heaps, _ = state
        return tuple(10 * (i + 1) + k for i, h in enumerate(heaps) for k in range(1, min(h, 9) + 1))

    def result(self, state: State, move: int) -> State:
        if move not in self.actions(state):
            raise IllegalMoveError(f"{move}: take 1-9 counters from a heap that has them (heap H, K counters: HK)")
        heaps, player = state
        i, k = move // 10 - 1, move % 10
        return (heaps[:i] + (heaps[i] - k,) + heaps[i + 1:], 1 - player)

    def is_terminal(self, state: State) -> bool:
        return not any(state[0])

    def utility(self, state: State, player: int) -> float:
        # the player to move faces empty heaps: the other one took the last counter and won
        return -1 if state[1] == player else 1

    def max_plies(self, state: State) -> int:
        return sum(state[0])


class NimSum(Evaluation):
    """Bouton's theorem: the player to move wins exactly when the heaps' nim-sum (XOR) is not zero."""

    name = "nimsum"
    description = "weight if the player to move can win (the nim-sum is not zero), else −weight; from the player's side"
    params = (Param("weight", 1, 0, 100, "the value of a won position"),)
    win_score = 1000.0

    def score(self, state: State, player: int) -> float:
        heaps, mover = state
        mover_wins = reduce(xor, heaps, 0) != 0
        return self.weights["weight"] * (1 if mover_wins == (mover == player) else -1)


INFO = GameInfo(Nim.name, Nim.title, Nim, {NimSum.name: NimSum}, NimSum.name, default_depth=None, max_depth=12)
