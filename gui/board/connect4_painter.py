"""``ConnectFourPainter``: Connect Four marks the last move with a white dot in the disc."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from .colors import BoardColors
from .painter import BoardPainter


class ConnectFourPainter(BoardPainter):
    """Paints a ``ConnectFourBoard``'s overlays."""

    def draw_last_move(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        # A white dot in the last disc reads better on a coloured disc than the base's dotted frame.
        last = self.board.marks.preview.last if self.board.marks.previewing else self.board.last_move
        rect = self.board.placed_rect(state, last) if last is not None else None
        if rect is None:
            return
        d = rect.width() * 0.16
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 220))
        p.drawEllipse(QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2, d, d))
        p.restore()
