"""The application icon, drawn with QPainter (no image files): a small game tree over a grid."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap


def _draw(size: int) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = float(size)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#1d4fa3"))
    p.drawRoundedRect(QRectF(0, 0, s, s), s * 0.18, s * 0.18)
    # a MAX node with two MIN children and four leaves
    root = QPointF(s * 0.5, s * 0.2)
    mids = [QPointF(s * 0.3, s * 0.5), QPointF(s * 0.7, s * 0.5)]
    leaves = [QPointF(s * x, s * 0.8) for x in (0.2, 0.4, 0.6, 0.8)]
    p.setPen(QPen(QColor("#ffffff"), max(1.0, s * 0.045)))
    for m in mids:
        p.drawLine(root, m)
    for i, leaf in enumerate(leaves):
        p.drawLine(mids[i // 2], leaf)
    r = s * 0.075
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffd54f"))
    p.drawEllipse(root, r * 1.2, r * 1.2)
    p.setBrush(QColor("#ef5350"))
    for m in mids:
        p.drawEllipse(m, r, r)
    p.setBrush(QColor("#ffffff"))
    for leaf in leaves:
        p.drawRect(QRectF(leaf.x() - r * 0.7, leaf.y() - r * 0.7, r * 1.4, r * 1.4))
    p.end()
    return pm


def application_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addPixmap(_draw(size))
    return icon
