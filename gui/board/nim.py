"""The Nim board: one row of counters per heap, heap 1 at the top; only geometry and drawing live here.

A move takes ``K`` counters from a heap: the user clicks the heap's ``K``-th counter from the left (it and
every counter to its left go), so the grid the arrow keys walk is (counters taken, heap), the same cell
for the same move in every position. The counters a move would take are shown faded while it is hovered
or selected.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from engine.games.nim import MAX_TAKE, START, Nim, decode_move, encode_move

from .base import BoardWidget
from .colors import BoardColors

COUNTER_COLOR = ("#c8862a", "#e0a851")  # (light theme, dark theme)
PLAYER_COLOR = (("#1f6fd1", "#6ab0ff"), ("#d9412f", "#ff8a73"))  # the first and the second player
LABEL_WIDTH = 2.0
"""The heap's name and size, left of its row, in cells."""
HEADER = 0.45
"""The row above the heaps that says how many counters a click in each column takes, in cells."""


class NimBoard(BoardWidget):
    game_name = Nim.name
    game: Nim

    def __init__(self, game: Nim | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game or Nim(), parent)
        self._cell = 1.0
        self._origin = QPointF()  # top-left of the first heap's first counter

    @property
    def columns(self) -> int:
        """The most counters a heap can hold: the widest row."""
        return min(max(START), MAX_TAKE)

    # -- geometry ------------------------------------------------------------------------------------
    def compute_layout(self, rect: QRectF) -> None:
        cols, rows = self.columns + LABEL_WIDTH, len(START) + HEADER
        c = min(rect.width() / cols, rect.height() / rows)
        self._cell = c
        left = rect.center().x() - c * cols / 2
        top = rect.center().y() - c * rows / 2
        self._origin = QPointF(left + c * LABEL_WIDTH, top + c * HEADER)

    def _cell_rect(self, column: int, heap: int) -> QRectF:
        c = self._cell
        return QRectF(self._origin.x() + column * c, self._origin.y() + heap * c, c, c)

    def move_at(self, point: QPointF) -> int | None:
        c = self._cell
        x = point.x() - self._origin.x()
        y = point.y() - self._origin.y()
        if not (0 <= x < self.columns * c and 0 <= y < len(START) * c):
            return None
        return encode_move(int(y // c), int(x // c) + 1)

    def nav_size(self) -> tuple[int, int]:
        return self.columns, len(START)

    def nav_cell(self, move: int) -> tuple[int, int]:
        heap, take = decode_move(move)
        return take - 1, heap

    def nav_move(self, col: int, row: int) -> int | None:
        return encode_move(row, col + 1)

    def target_rect(self, move: int) -> QRectF:
        col, heap = self.nav_cell(move)
        return self._cell_rect(col, heap)

    def value_rect(self, move: int) -> QRectF:
        return self.target_rect(move)

    def landing_rect(self, state: Any, move: int) -> QRectF | None:
        return None  # a move places nothing: its counters are shown faded instead (``draw_pieces``)

    def placed_rect(self, state: Any, move: int) -> QRectF | None:
        return None

    def winning_lines(self, state: Any) -> list[list[QRectF]]:
        return []

    # -- drawing -------------------------------------------------------------------------------------------
    def draw_board(self, p: QPainter, colors: BoardColors) -> None:
        c = self._cell
        heaps, _ = self.marks.shown_state()
        p.save()
        width = c * LABEL_WIDTH * 0.9
        p.setFont(self.painter.font(min(c * 0.26, 18.0, width / 5.2), bold=True))  # "Heap 1: 5" fits the width
        for i, h in enumerate(heaps):
            label = QRectF(self._origin.x() - c * LABEL_WIDTH, self._origin.y() + i * c, width, c)
            p.setPen(colors.text)
            p.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       self.tr("Heap {0}: {1}").format(i + 1, h))
            # the row's slots: a faint groove under the counters the heap started with
            groove = QRectF(self._origin.x(), self._origin.y() + (i + 0.46) * c, self.columns * c, c * 0.08)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colors.muted)
            p.drawRoundedRect(groove, c * 0.04, c * 0.04)
        # how many counters a click in each column takes, above the heaps
        p.setPen(colors.muted)
        p.setFont(self.painter.font(min(c * 0.2, 15.0)))
        for col in range(self.columns):
            top = self._cell_rect(col, 0)
            header = QRectF(top.left(), top.top() - c * HEADER, c, c * HEADER)
            p.drawText(header, Qt.AlignmentFlag.AlignCenter, self.tr("take {0}").format(col + 1) if col == 0 else str(col + 1))
        p.restore()

    def draw_pieces(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        heaps, _ = state
        taken = self._taken(state)
        for i, h in enumerate(heaps):
            for col in range(h):
                faded = taken is not None and taken[0] == i and col < taken[1]
                self._draw_counter(p, self._cell_rect(col, i), colors, 0.3 if faded else 1.0)

    def _taken(self, state: Any) -> tuple[int, int] | None:
        """(heap, counters) the hovered or selected legal move would take, to fade them."""
        if self.marks.previewing or state is not self.state:
            return None
        legal = self.legal_moves()
        for move in (self.move_cursor.hover, self.move_cursor.selected):
            if move is not None and move in legal:
                return decode_move(move)
        return None

    def _draw_counter(self, p: QPainter, rect: QRectF, colors: BoardColors, opacity: float) -> None:
        color = QColor(COUNTER_COLOR[colors.dark])
        color.setAlphaF(opacity)
        inset = rect.width() * 0.17
        p.save()
        p.setPen(QPen(color.darker(135), max(1.0, rect.width() * 0.04)))
        p.setBrush(color)
        p.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
        p.restore()

    def draw_piece(self, p: QPainter, rect: QRectF, player: int, colors: BoardColors, opacity: float = 1.0) -> None:
        # A player's mark (the caption's, the hint's): a disc in the player's colour.
        color = QColor(PLAYER_COLOR[player][colors.dark])
        color.setAlphaF(opacity)
        inset = rect.width() * 0.3
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
        p.restore()
