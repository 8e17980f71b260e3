"""The tic-tac-toe board: a 3×3 grid, cells 1-9 row-major; only geometry and drawing live here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from engine.games.tictactoe import TicTacToe

from .base import BoardWidget
from .colors import BoardColors

X_COLOR = ("#1f6fd1", "#6ab0ff")  # (light theme, dark theme)
O_COLOR = ("#d9412f", "#ff8a73")


class TicTacToeBoard(BoardWidget):
    game_name = TicTacToe.name
    game: TicTacToe

    def __init__(self, game: TicTacToe | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game or TicTacToe(), parent)
        self._cells: list[QRectF] = [QRectF() for _ in range(9)]
        self._grid = QRectF()

    # -- geometry ------------------------------------------------------------------------------------
    def compute_layout(self, rect: QRectF) -> None:
        side = min(rect.width(), rect.height())
        self._grid = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
        c = side / 3
        self._cells = [QRectF(self._grid.left() + (i % 3) * c, self._grid.top() + (i // 3) * c, c, c)
                       for i in range(9)]

    def move_at(self, point: QPointF) -> int | None:
        for i, r in enumerate(self._cells):
            if r.contains(point):
                return i + 1
        return None

    def nav_size(self) -> tuple[int, int]:
        return 3, 3

    def nav_cell(self, move: int) -> tuple[int, int]:
        return (move - 1) % 3, (move - 1) // 3

    def nav_move(self, col: int, row: int) -> int | None:
        return 3 * row + col + 1

    def target_rect(self, move: int) -> QRectF:
        return self._cells[move - 1]

    def value_rect(self, move: int) -> QRectF:
        return self._cells[move - 1]

    def landing_rect(self, state: Any, move: int) -> QRectF | None:
        return self._cells[move - 1]

    def placed_rect(self, state: Any, move: int) -> QRectF | None:
        return self._cells[move - 1]

    def winning_lines(self, state: Any) -> list[list[QRectF]]:
        line = self.game.winning_line(state)
        return [[self._cells[c - 1] for c in line]] if line else []

    # -- drawing -------------------------------------------------------------------------------------------
    def draw_board(self, p: QPainter, colors: BoardColors) -> None:
        g = self._grid
        c = g.width() / 3
        pen = QPen(colors.grid, max(2.0, c * 0.035), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        inset = c * 0.08
        for k in (1, 2):
            p.drawLine(QPointF(g.left() + k * c, g.top() + inset), QPointF(g.left() + k * c, g.bottom() - inset))
            p.drawLine(QPointF(g.left() + inset, g.top() + k * c), QPointF(g.right() - inset, g.top() + k * c))
        # cell numbers, the notation the move list and the command line use
        p.setPen(colors.muted)
        p.setFont(self.painter.font(min(c * 0.075, 15.0)))
        for i, r in enumerate(self._cells):
            p.drawText(r.adjusted(c * 0.1, c * 0.06, -c * 0.1, -c * 0.06),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(i + 1))

    def draw_pieces(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        x, o = self.game.split(state)
        for i in range(9):
            if x >> i & 1:
                self.draw_piece(p, self._cells[i], 0, colors)
            elif o >> i & 1:
                self.draw_piece(p, self._cells[i], 1, colors)

    def draw_piece(self, p: QPainter, rect: QRectF, player: int, colors: BoardColors, opacity: float = 1.0) -> None:
        color = QColor((X_COLOR if player == 0 else O_COLOR)[colors.dark])
        color.setAlphaF(opacity)
        inset = rect.width() * 0.24
        r = rect.adjusted(inset, inset, -inset, -inset)
        p.save()
        p.setPen(QPen(color, rect.width() * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if player == 0:
            p.drawLine(r.topLeft(), r.bottomRight())
            p.drawLine(r.topRight(), r.bottomLeft())
        else:
            p.drawEllipse(r)
        p.restore()
