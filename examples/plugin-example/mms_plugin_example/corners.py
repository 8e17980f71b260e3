"""Tic-tac-toe: the centre and the corners lie on more lines than the edges."""

from typing import Any

GAME = "tictactoe"
PARAMS = {"centre": (4.0, 0.0, 10.0), "corner": (3.0, 0.0, 10.0), "edge": (2.0, 0.0, 10.0)}


def evaluate(position: Any, player: str, weights: dict[str, float]) -> float:
    """Each mark is worth its cell's weight: the player's marks minus the opponent's."""
    kinds = ("corner", "edge", "corner", "edge", "centre", "edge", "corner", "edge", "corner")
    total = 0.0
    for i, cell in enumerate("".join(position.board)):
        if cell != ".":
            worth = weights[kinds[i]]
            total += worth if cell == player else -worth
    return total
