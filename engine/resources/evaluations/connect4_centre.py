"""Connect Four: discs near the centre are worth more (the evaluation-file example of docs/extending/evaluation.md)."""

from typing import Any

GAME = "connect4"
PARAMS = {"centre": (1.0, 0.0, 10.0)}
CENTRE = [1, 2, 3, 4, 3, 2, 1]  # how many ways a disc in each column can join a horizontal four, roughly


def evaluate(position: Any, player: str, weights: dict[str, float]) -> tuple[float, dict[str, float]]:
    """Each disc is worth its column's CENTRE number times the weight: the player's minus the opponent's."""
    mine = theirs = 0.0
    for row in position.board:
        for col, cell in enumerate(row):
            if cell == player:
                mine += CENTRE[col]
            elif cell != ".":
                theirs += CENTRE[col]
    w = weights["centre"]
    return w * (mine - theirs), {"my discs": w * mine, "their discs": -w * theirs}
