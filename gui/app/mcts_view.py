"""What the window shows of a Monte Carlo tree search on the board (widget-free): each root move's visits.

MCTS's answer is the most visited move, so the board writes the visits, not the mean values (those are in
the Search tree dock and the statistics): the move with the most playouts is the one it will play.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.results import MctsStats, MoveValue, Progress, SearchResult

VISITS_WIN_VALUE = math.inf
"""The board's colour scale for visits: no count is a "win", so each is shaded against the largest."""


def visits_as_values(moves: Sequence[MoveValue], visits: Sequence[int]) -> list[MoveValue]:
    """Each root move with its visit count as the value the board writes."""
    return [MoveValue(mv.move, float(n)) for mv, n in zip(moves, visits, strict=True)]


def board_values(report: Progress | SearchResult) -> list[MoveValue] | None:
    """The visits to write on the board for an MCTS progress report or result; None for another search."""
    if isinstance(report, Progress):
        return visits_as_values(report.root_values, report.visits) if report.visits else None
    mcts = report.extra(MctsStats)
    if mcts is None:
        return None
    return visits_as_values(report.moves, mcts.visits)
