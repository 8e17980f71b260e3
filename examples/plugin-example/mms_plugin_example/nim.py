"""Misère Nim as a plugin game: Minimax Studio's Nim (``engine.games.nim``) with the opposite goal — whoever
takes the last counter loses.

A plugin game may build on a game of the engine: here the heaps, the moves and their notation (``23``:
take 3 from heap 2) are Nim's, and only the end of the game and the evaluation change. The game, its
evaluation and its ``GameInfo`` are all a package needs to add a game to Minimax Studio's command line
(``analyze --game misere-nim``); the desktop application plays only the games it has a board for.
"""

from __future__ import annotations

from engine.evaluation import Evaluation, Param
from engine.games import GameInfo
from engine.games.nim import Nim, State, nim_sum


class MisereNim(Nim):
    name = "misere-nim"
    title = "Misère Nim"

    def utility(self, state: State, player: int) -> float:
        # the player to move faces empty heaps: the other one took the last counter and lost
        return 1 if state[1] == player else -1


class MisereNimSum(Evaluation):
    """Bouton's rule for misère play: as in Nim (the player to move wins when the nim-sum is not zero) while
    a heap holds two counters or more; once none does, the player to move wins when an even number of heaps
    is left (the opponent then takes the last counter)."""

    name = "nimsum"
    description = "weight if the player to move can win (misère play), else −weight; from the player's side"
    params = (Param("weight", 1, 0, 100, "the value of a won position"),)
    win_score = 1000.0

    def score(self, state: State, player: int) -> float:
        heaps, mover = state
        if any(h > 1 for h in heaps):
            mover_wins = nim_sum(heaps) != 0
        else:
            mover_wins = sum(heaps) % 2 == 0
        return self.weights["weight"] * (1 if mover_wins == (mover == player) else -1)


INFO = GameInfo(MisereNim.name, MisereNim.title, MisereNim, {MisereNimSum.name: MisereNimSum}, MisereNimSum.name,
                default_depth=None, max_depth=12)
