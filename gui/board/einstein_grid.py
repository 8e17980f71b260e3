"""``EinSteinGrid``: where the dice game's squares, the die and the die's caption are on the board widget."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt

from engine.games.einstein import SIZE

LABEL = 0.38  # the rank/file labels, in cells
DIE_COLUMN = 1.9  # the column right of the board holding the die and its caption, in cells
DIE_ROW = 1.45  # or the row above the board (in a tall, narrow area)


class EinSteinGrid:
    """The geometry of the 5×5 board and its die: recomputed by ``layout`` on every resize."""

    def __init__(self) -> None:
        self.cell = 1.0
        self.origin = QPointF()
        self.die_rect = QRectF()
        self.die_caption_rect = QRectF()
        self.caption_align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop

    def layout(self, rect: QRectF) -> None:
        """Place the squares and the die in ``rect``."""
        # The die goes beside the board in a wide area and above it in a tall one: whichever gives
        # the bigger squares.
        beside = min(rect.width() / (SIZE + LABEL + DIE_COLUMN), rect.height() / (SIZE + LABEL))
        above = min(rect.width() / (SIZE + LABEL), rect.height() / (SIZE + LABEL + DIE_ROW))
        c = max(beside, above)
        self.cell = c
        die_side = c * 1.15
        if beside >= above:
            w, h = c * (SIZE + LABEL + DIE_COLUMN), c * (SIZE + LABEL)
            left, top = rect.center().x() - w / 2, rect.center().y() - h / 2
            self.origin = QPointF(left + c * LABEL, top)
            grid_right = self.origin.x() + c * SIZE
            die_left = grid_right + c * (DIE_COLUMN - 1.15) / 2 + c * 0.1
            self.die_rect = QRectF(die_left, top + c * 0.55, die_side, die_side)
            self.die_caption_rect = QRectF(grid_right + c * 0.2, self.die_rect.bottom() + c * 0.1,
                                            c * (DIE_COLUMN - 0.1), c * 1.6)
            self.caption_align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        else:
            w, h = c * (SIZE + LABEL), c * (SIZE + LABEL + DIE_ROW)
            left, top = rect.center().x() - w / 2, rect.center().y() - h / 2
            self.origin = QPointF(left + c * LABEL, top + c * DIE_ROW)
            self.die_rect = QRectF(self.origin.x() + c * 0.9, top + c * 0.05, die_side, die_side)
            self.die_caption_rect = QRectF(self.die_rect.right() + c * 0.25, top + c * 0.05,
                                            c * (SIZE - 2.3), die_side)
            self.caption_align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

    def cell_rect(self, sq: int) -> QRectF:
        c = self.cell
        r, col = divmod(sq, SIZE)
        return QRectF(self.origin.x() + col * c, self.origin.y() + r * c, c, c)

    def square_at(self, point: QPointF) -> int | None:
        c = self.cell
        x, y = point.x() - self.origin.x(), point.y() - self.origin.y()
        if not (0 <= x < c * SIZE and 0 <= y < c * SIZE):
            return None
        return int(y // c) * SIZE + int(x // c)

    def square_center(self, sq: int) -> QPointF:
        return self.cell_rect(sq).center()
