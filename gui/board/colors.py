"""Board colours derived from the application palette, so light and dark themes both look right."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette


@dataclass(frozen=True)
class BoardColors:
    dark: bool
    background: QColor
    text: QColor
    muted: QColor
    grid: QColor
    accent: QColor
    hover: QColor
    illegal: QColor
    win: QColor
    caption_bg: QColor
    over_bg: QColor
    over_text: QColor


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def board_colors(palette: QPalette) -> BoardColors:
    dark = is_dark(palette)
    text = palette.color(QPalette.ColorRole.WindowText)
    base = palette.color(QPalette.ColorRole.Base)
    muted = QColor(text)
    muted.setAlphaF(0.55)
    accent = palette.color(QPalette.ColorRole.Highlight)
    hover = QColor(accent)
    hover.setAlphaF(0.18)
    caption_bg = QColor(text)
    caption_bg.setAlphaF(0.06)
    return BoardColors(
        dark=dark,
        background=base,
        text=text,
        muted=muted,
        grid=QColor("#9aa4b2") if dark else QColor("#39424e"),
        accent=accent,
        hover=hover,
        illegal=QColor(230, 60, 60, 110),
        win=QColor("#ffd54f") if dark else QColor("#f9a825"),
        caption_bg=caption_bg,
        over_bg=QColor("#2e7d32") if not dark else QColor("#66bb6a"),
        over_text=QColor("#ffffff") if not dark else QColor("#0b1a0c"),
    )


def value_color(t: float, colors: BoardColors) -> QColor:
    """Colour for a value on a −1 (losing) … 0 (even) … +1 (winning) scale, readable on the board."""
    t = max(-1.0, min(1.0, t))
    # Hue 0 (red) through 40 (amber, even) to 120 (green); darker on a light background, lighter on a dark one.
    hue = 40 + 80 * t if t >= 0 else 40 * (1 + t)
    lightness = 0.68 if colors.dark else 0.36
    return QColor.fromHslF(hue / 360.0, 0.75, lightness)
