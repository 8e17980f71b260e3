"""How values and counts are written in the GUI (the same conventions as the command line)."""

from __future__ import annotations

from engine.formatting import format_move_value, format_value
from engine.results import MoveValue


def fmt_value(x: float | None) -> str:
    return format_value(x, grouping=True, digits=3)


def fmt_move_value(mv: MoveValue) -> str:
    """``3``, ``≤ 3`` (an upper bound: a refuted move) or ``≥ 3`` (a lower bound)."""
    return format_move_value(mv, grouping=True, digits=3)


def fmt_count(n: int) -> str:
    return f"{n:,}"


def fmt_seconds(s: float) -> str:
    return f"{s * 1000:.0f} ms" if s < 1 else f"{s:.2f} s"
