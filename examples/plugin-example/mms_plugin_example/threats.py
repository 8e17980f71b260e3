"""Tic-tac-toe: open lines with two marks (threats), as an engine Evaluation on the engine's own state."""

from __future__ import annotations

from engine.evaluation import Evaluation, Param
from engine.games.tictactoe import LINE_MASKS


class Threats(Evaluation):
    """threat × (the player's lines with two marks and an empty cell − the opponent's)."""

    game = "tictactoe"  # the game it evaluates: what a plugin Evaluation must declare
    name = "threats"
    description = "threat × (the player's open lines with two marks − the opponent's)"
    params = (Param("threat", 10, 0, 100, "each open line with two marks"),)
    win_score = 1000.0

    def score(self, state: int, player: int) -> float:
        x, o = state & 0x1FF, state >> 9
        mine, theirs = (x, o) if player == 0 else (o, x)
        count = sum((mine & m).bit_count() == 2 and not theirs & m for m in LINE_MASKS)
        count -= sum((theirs & m).bit_count() == 2 and not mine & m for m in LINE_MASKS)
        return self.weights["threat"] * count
