"""How values and counts are written in the GUI (the same conventions as the command line)."""

from __future__ import annotations

from engine.formatting import format_move_value, format_value
from engine.results import MoveValue

APP_NAME = "Minimax Studio"


def window_title(*parts: str) -> str:
    """A window's title: what it shows, then the application's name ("Connect Four — Minimax Studio").

    Ending with the application's display name matters: on most desktops Qt appends that name to any
    title that does not already end with it, so a title that starts with it would carry it twice.
    """
    return " — ".join((*parts, APP_NAME))


def fmt_value(x: float | None) -> str:
    return format_value(x, grouping=True, digits=3)


def fmt_move_value(mv: MoveValue) -> str:
    """``3``, ``≤ 3`` (an upper bound: a refuted move) or ``≥ 3`` (a lower bound)."""
    return format_move_value(mv, grouping=True, digits=3)


def fmt_count(n: int) -> str:
    return f"{n:,}"


def fmt_seconds(s: float) -> str:
    return f"{s * 1000:.0f} ms" if s < 1 else f"{s:.2f} s"
