"""The Connect Four board: 7 columns × 6 rows with a strip above for the column values and the hover disc."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from engine.games.connect4 import HEIGHT, WIDTH, WINDOWS, ConnectFour, cell_bit

from .base import BoardWidget
from .colors import BoardColors
from .connect4_painter import ConnectFourPainter

DISC_COLORS = (("#d32f2f", "#ef5350"), ("#f4c20d", "#ffd54f"))  # X red, O yellow; (light, dark)
FRAME_COLORS = ("#1d4fa3", "#2f5fb3")
HEADER = 0.9  # height of the strip above the columns, in cells
FOOTER = 0.35  # the column numbers under the board


class ConnectFourBoard(BoardWidget):
    game_name = ConnectFour.name
    painter_class = ConnectFourPainter
    game: ConnectFour

    def __init__(self, game: ConnectFour | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game or ConnectFour(), parent)
        self._cell = 1.0
        self._origin = QPointF()  # top-left of the grid (below the header)

    # -- geometry ------------------------------------------------------------------------------------
    def compute_layout(self, rect: QRectF) -> None:
        c = min(rect.width() / WIDTH, rect.height() / (HEIGHT + HEADER + FOOTER))
        self._cell = c
        w, h = c * WIDTH, c * (HEIGHT + HEADER + FOOTER)
        left = rect.center().x() - w / 2
        top = rect.center().y() - h / 2
        self._origin = QPointF(left, top + c * HEADER)

    def _cell_rect(self, column: int, row: int) -> QRectF:
        """0-based column and row, row 0 at the bottom."""
        c = self._cell
        return QRectF(self._origin.x() + column * c, self._origin.y() + (HEIGHT - 1 - row) * c, c, c)

    def move_at(self, point: QPointF) -> int | None:
        c = self._cell
        x = point.x() - self._origin.x()
        top = self._origin.y() - c * HEADER
        if not (0 <= x < c * WIDTH and top <= point.y() < self._origin.y() + c * HEIGHT):
            return None
        return int(x // c) + 1

    def nav_size(self) -> tuple[int, int]:
        return WIDTH, 1

    def nav_cell(self, move: int) -> tuple[int, int]:
        return move - 1, 0

    def nav_move(self, col: int, row: int) -> int | None:
        return col + 1

    def target_rect(self, move: int) -> QRectF:
        c = self._cell
        return QRectF(self._origin.x() + (move - 1) * c, self._origin.y() - c * HEADER, c, c * (HEIGHT + HEADER))

    def value_rect(self, move: int) -> QRectF:
        c = self._cell
        return QRectF(self._origin.x() + (move - 1) * c, self._origin.y() - c * HEADER, c, c * HEADER)

    def landing_rect(self, state: Any, move: int) -> QRectF | None:
        row = self.game.column_height(state, move - 1)
        return self._cell_rect(move - 1, row) if row < HEIGHT else None

    def placed_rect(self, state: Any, move: int) -> QRectF | None:
        row = self.game.column_height(state, move - 1) - 1
        return self._cell_rect(move - 1, row) if row >= 0 else None

    def winning_lines(self, state: Any) -> list[list[QRectF]]:
        lines = []
        for bits in state[:2]:
            for w in WINDOWS:
                if bits & w == w:
                    cells = [(c, r) for c in range(WIDTH) for r in range(HEIGHT) if w & cell_bit(c, r)]
                    lines.append([self._cell_rect(c, r) for c, r in cells])
        return lines

    # -- drawing -------------------------------------------------------------------------------------------
    def draw_board(self, p: QPainter, colors: BoardColors) -> None:
        c = self._cell
        frame = QRectF(self._origin.x(), self._origin.y(), c * WIDTH, c * HEIGHT)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(FRAME_COLORS[colors.dark]))
        p.drawRoundedRect(frame.adjusted(-c * 0.06, -c * 0.06, c * 0.06, c * 0.06), c * 0.14, c * 0.14)
        hole = colors.background
        p.setBrush(hole)
        for col in range(WIDTH):
            for row in range(HEIGHT):
                p.drawEllipse(self._disc_rect(self._cell_rect(col, row)))
        # column numbers under the board
        p.setPen(colors.muted)
        p.setFont(self.painter.font(min(c * 0.2, 15.0)))
        for col in range(WIDTH):
            r = self._cell_rect(col, 0)
            p.drawText(QRectF(r.left(), frame.bottom() + c * 0.06, c, c * 0.28), Qt.AlignmentFlag.AlignCenter,
                       str(col + 1))
        p.restore()

    @staticmethod
    def _disc_rect(cell: QRectF) -> QRectF:
        inset = cell.width() * 0.11
        return cell.adjusted(inset, inset, -inset, -inset)

    def draw_pieces(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        for col in range(WIDTH):
            for row in range(HEIGHT):
                owner = self.game.cell_owner(state, col, row)
                if owner is not None:
                    self.draw_piece(p, self._cell_rect(col, row), owner, colors)

    def draw_piece(self, p: QPainter, rect: QRectF, player: int, colors: BoardColors, opacity: float = 1.0) -> None:
        fill = QColor(DISC_COLORS[player][colors.dark])
        fill.setAlphaF(opacity)
        rim = fill.darker(135)
        rim.setAlphaF(opacity)
        p.save()
        p.setPen(QPen(rim, max(1.5, rect.width() * 0.05)))
        p.setBrush(fill)
        p.drawEllipse(self._disc_rect(rect))
        p.restore()

    def piece_name(self, player: int) -> str:
        return (self.tr("X (red)"), self.tr("O (yellow)"))[player]

