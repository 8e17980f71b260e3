"""How values and counts are written in the GUI (the same conventions as the command line)."""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.formatting import BOUND_MARKS, format_move_value, format_value
from engine.results import MoveValue

from ..i18n import grouped, localized

APP_NAME = "Minimax Studio"


MAC_MODIFIERS = (("Meta", "⌃"), ("Alt", "⌥"), ("Shift", "⇧"), ("Ctrl", "⌘"))
"""macOS writes modifiers as symbols, in this order, with no "+"; Qt's Ctrl is the Command key there and
its Meta the Control key."""


def shortcut_text(shortcut: str, platform: str = sys.platform) -> str:
    """A shortcut (written as Qt's portable text, ``Ctrl+Z``) the way this system writes it in a message:
    ``Ctrl+Z`` on Linux and Windows, ``⌘Z`` on macOS. (Written here rather than through QKeySequence, which
    lives in QtGui: this layer has no GUI classes.)"""
    if platform != "darwin":
        return shortcut
    *mods, key = shortcut.split("+") if not shortcut.endswith("++") else [*shortcut[:-2].split("+"), "+"]
    return "".join(sym for name, sym in MAC_MODIFIERS if name in mods) + key


def window_title(*parts: str) -> str:
    """A window's title: what it shows, then the application's name ("Connect Four — Minimax Studio").

    Ending with the application's display name matters: on most desktops Qt appends that name to any
    title that does not already end with it, so a title that starts with it would carry it twice.
    """
    return " — ".join((*parts, APP_NAME))


def fmt_value(x: float | None) -> str:
    return localized(format_value(x, grouping=True, digits=3))


def fmt_move_value(mv: MoveValue) -> str:
    """``3``, ``≤ 3`` (an upper bound: a refuted move) or ``≥ 3`` (a lower bound)."""
    return localized(format_move_value(mv, grouping=True, digits=3))


def fmt_move_values_alike(values: Sequence[MoveValue]) -> list[str]:
    """Values shown side by side, written to one precision: when any is fractional, all get the same
    decimals (``10.97`` beside ``10.10``, never ``11`` beside ``10.1``), enough to tell them apart."""
    numbers = [mv.value for mv in values if math.isfinite(mv.value)]
    if all(float(x).is_integer() for x in numbers):
        return [fmt_move_value(mv) for mv in values]
    largest = max((abs(x) for x in numbers), default=0.0)
    decimals = 0 if largest >= 1000 else 1 if largest >= 100 else 2
    out = []
    for mv in values:
        if not math.isfinite(mv.value):
            out.append(fmt_move_value(mv))
            continue
        text = f"{mv.value:,.{decimals}f}".replace("-", "−")
        if text.strip("−0.,") == "":  # a tiny value rounds to 0: no minus sign on it
            text = text.lstrip("−")
        out.append(localized(BOUND_MARKS[mv.bound] + text))
    return out


def fmt_count(n: int) -> str:
    return grouped(n)


def fmt_seconds(s: float) -> str:
    if s < 1:
        return QCoreApplication.translate("format", "{0} ms", "milliseconds").format(f"{s * 1000:.0f}")
    return QCoreApplication.translate("format", "{0} s", "seconds").format(localized(f"{s:.2f}"))
