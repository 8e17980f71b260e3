"""The application icon: the PNGs shipped in ``gui.desktop`` (rendered from its SVG), one per size, so Qt
picks the sharpest for each place (title bar, task bar, About box) without needing its SVG plugin."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QPixmap

from ..desktop import icons


def application_icon() -> QIcon:
    icon = QIcon()
    for size in icons.PNG_SIZES:
        icon.addFile(str(icons.png(size)), QSize(size, size))
    return icon


def icon_pixmap(size: int) -> QPixmap:
    """The icon at ``size`` logical pixels, sharp on a high-DPI screen too."""
    return application_icon().pixmap(QSize(size, size))
