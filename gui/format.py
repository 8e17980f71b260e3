"""How values and counts are written in the GUI (the same conventions as the command line)."""

from __future__ import annotations

import math

from engine.results import MoveValue


def fmt_value(x: float | None) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "—"
    if math.isinf(x):
        return "+∞" if x > 0 else "−∞"
    if float(x).is_integer():
        v = int(x)
        return f"−{-v:,}" if v < 0 else f"{v:,}"
    text = f"{x:.3g}"
    return text.replace("-", "−")


def fmt_move_value(mv: MoveValue) -> str:
    """``3``, ``≤ 3`` (an upper bound: a refuted move) or ``≥ 3`` (a lower bound)."""
    text = fmt_value(mv.value)
    return {"exact": text, "upper": f"≤ {text}", "lower": f"≥ {text}"}[mv.bound]


def fmt_count(n: int) -> str:
    return f"{n:,}"


def fmt_seconds(s: float) -> str:
    return f"{s * 1000:.0f} ms" if s < 1 else f"{s:.2f} s"
