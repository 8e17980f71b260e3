"""How values are written for people: one function for the command line, the GUI and the explorer.

3 not 3.0, +∞/−∞ for infinities, a bound as "≤ 3" / "≥ 3". Callers choose the few conventions that
differ between places: the mark for "no value yet", thousands separators, the minus sign (the GUI
and the explorer use the typographic minus; the command line keeps ASCII, which scripts grep for)
and the significant digits of non-integers.
"""

from __future__ import annotations

import math
from fractions import Fraction

from .results import MoveValue

BOUND_MARKS = {"exact": "", "upper": "≤ ", "lower": "≥ "}


def format_value(x: float | None, *, missing: str = "—", grouping: bool = False, unicode_minus: bool = True,
                 digits: int = 4) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return missing
    if math.isinf(x):
        return "+∞" if x > 0 else "−∞"
    if float(x).is_integer():
        text = f"{int(x):,}" if grouping else str(int(x))
    elif abs(x) >= 10 ** (digits - 1):
        # Whole digits only: "2,037" where ``digits`` significant ones would be written "2.04e+03" (an MCTS
        # mean on Connect Four's scale), a notation no one reads a game's value in.
        text = f"{x:,.0f}" if grouping else f"{x:.0f}"
    else:
        text = f"{x:.{digits}g}"
    return text.replace("-", "−") if unicode_minus else text


def format_move_value(mv: MoveValue, **style: object) -> str:
    """``3``, ``≤ 3`` (an upper bound: a refuted move) or ``≥ 3`` (a lower bound)."""
    return BOUND_MARKS[mv.bound] + format_value(mv.value, **style)  # type: ignore[arg-type]


def format_probability(p: float) -> str:
    """A probability as written when three significant digits say it exactly (0.9, 0.25), else as a small
    fraction when it is one (1/6 rather than 0.167), else to three significant digits."""
    short = f"{p:.3g}"
    if abs(float(short) - p) < 1e-12:
        return short
    frac = Fraction(p).limit_denominator(36)
    if frac.denominator > 1 and abs(float(frac) - p) < 1e-9:
        return f"{frac.numerator}/{frac.denominator}"
    return short
