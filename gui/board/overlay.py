"""``Overlay``: the move values written on a board, from one analysis of the shown position."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.results import MoveValue


@dataclass(frozen=True)
class Overlay:
    """Move values written on the board: from one analysis of the shown position."""

    values: dict[int, MoveValue] = field(default_factory=dict)
    best: int | None = None
    ties: frozenset[int] = frozenset()
    win_value: float = 1.0
    live: bool = False  # still searching: italic, no best/tie marks

    def t(self, value: float) -> float:
        """``value`` mapped to −1 … +1 for colouring: wins and losses at the ends, evaluations between."""
        if math.isnan(value):
            return 0.0
        if abs(value) >= self.win_value:
            return 1.0 if value > 0 else -1.0
        finite = [abs(mv.value) for mv in self.values.values()
                  if not math.isnan(mv.value) and abs(mv.value) < self.win_value]
        norm = max(finite, default=1.0) or 1.0
        return 0.8 * value / norm

    def says_something(self, mv: MoveValue) -> bool:
        """Whether ``mv`` tells anything: a bound at the end of the scale it points to does not ("at most a
        win", "at least a loss": every move is), so it is not written over the board."""
        if mv.bound == "upper":
            return not mv.value >= self.win_value
        if mv.bound == "lower":
            return not mv.value <= -self.win_value
        return True


def make_overlay(values: Sequence[MoveValue] | None, best: int | None, ties: Sequence[int], win_value: float,
                  live: bool) -> Overlay:
    return Overlay({mv.move: mv for mv in values or ()}, best, frozenset(ties), abs(win_value) or 1.0, live)
