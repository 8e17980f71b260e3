"""The application icon, shipped as files beside this module: the SVG it is drawn in and the PNGs rendered
from it (``scripts/render_icons.py``) at every size of the freedesktop hicolor theme. No Qt here: the
desktop entry installs these files without a display.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
NAME = "minimax-studio"
"""The icon's name in an icon theme, and the stem of its files."""
SVG = HERE / f"{NAME}.svg"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The hicolor theme's usual sizes: menus and panels ask for the small ones, docks and launchers the large."""


def png(size: int) -> Path:
    """The PNG of the icon at ``size`` × ``size`` pixels."""
    return HERE / f"{NAME}-{size}.png"
