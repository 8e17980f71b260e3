"""The board editor's cells (Tools ▸ Set up position): a grid of the game's board rows, one token a cell.

A token is the game's cell as ``Game.board_rows`` writes it, ``cell_width`` characters: ``X`` or ``O``
where a cell holds one of two pieces (Othello, Connect Four, tic-tac-toe), ``R3`` or ``B5`` where each
piece also carries a number (EinStein's cubes). Two-piece cells cycle with clicks and take ``X``/``O``
from the keyboard. Numbered pieces are each on the board at most once: a click places the piece chosen
in the editor's piece box (taking it off the square it was on), the same piece clicked again is
removed, a right click empties; with the keyboard a colour letter chooses the side and a digit places
that side's piece with this number.

A two-piece grid may draw its pieces as the game's board draws them (``PiecePainter``: Othello's black and
white discs on the green felt, Connect Four's red and yellow discs) instead of the letters; the letters
stay the cells' accessible names and what the keyboard types.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, Qt, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

PIECE_COLOURS = ("#202020", "#c62828")


class PiecePainter(Protocol):
    """How a game's board draws its pieces, for the editor's cells."""

    def draw(self, painter: QPainter, rect: QRectF, player: int) -> None:
        """Draw ``player``'s piece (0 the first player's, 1 the second's) filling ``rect``."""

    def square(self) -> QColor | None:
        """The colour of the board's squares (None: the grid's own)."""


class PieceDelegate(QStyledItemDelegate):
    """Paints a cell as the board would: its square's colour, the selection and focus as the style draws
    them, then the piece."""

    def __init__(self, pieces: PiecePainter, symbols: tuple[str, str], parent: QWidget) -> None:
        super().__init__(parent)
        self.pieces = pieces
        self.symbols = symbols

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        rect = QRectF(option.rect)
        square = self.pieces.square()
        if square is not None:
            painter.fillRect(rect, square)
        super().paint(painter, option, index)
        token = index.data(Qt.ItemDataRole.UserRole)
        if isinstance(token, str) and token in self.symbols:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.pieces.draw(painter, rect.adjusted(1, 1, -1, -1), self.symbols.index(token))
            painter.restore()


class BoardGrid(QTableWidget):
    """The editable cells; ``pieces`` is the editor's piece box for numbered pieces (None: two pieces)."""

    def __init__(self, rows: int, columns: int, symbols: tuple[str, str], changed: Callable[[], None],
                 width: int = 1, pieces: QComboBox | None = None, drawn: PiecePainter | None = None) -> None:
        super().__init__(rows, columns)
        self.symbols = symbols
        self.changed = changed
        self.cell_width = width
        self.empty = "." * width
        self.pieces = pieces
        self.drawn = drawn if pieces is None else None
        if self.drawn is not None:
            self.setItemDelegate(PieceDelegate(self.drawn, symbols, self))
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        size = 40 if columns <= 8 else 32
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setDefaultSectionSize(size + 8 * (width - 1))
        if width > 1:  # numbered-piece boards are named like chess boards: files a.., rank 1 at the bottom
            self.setHorizontalHeaderLabels([chr(ord("a") + c) for c in range(columns)])
            self.setVerticalHeaderLabels([str(rows - r) for r in range(rows)])
        else:
            self.setHorizontalHeaderLabels([chr(ord("a") + c) if columns == 8 else str(c + 1) for c in range(columns)])
            self.setVerticalHeaderLabels([str(r + 1) for r in range(rows)])
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + (6 if width == 1 else 3))
        font.setBold(True)
        self.cell_font = font
        for r in range(rows):
            for c in range(columns):
                self.setItem(r, c, self._item(self.empty))
        cell = size + 8 * (width - 1)
        self.setFixedSize(self.verticalHeader().width() + columns * cell + 4,
                          self.horizontalHeader().height() + rows * cell + 4)
        self.cellClicked.connect(self._clicked)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._right_clicked)

    def _item(self, token: str) -> QTableWidgetItem:
        # a drawn piece has no letter on it: the delegate paints the disc (the letter stays its name)
        item = QTableWidgetItem(" " if token == self.empty or self.drawn is not None else token)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setFont(self.cell_font)
        if token[:1] in self.symbols:
            item.setForeground(QBrush(QColor(PIECE_COLOURS[self.symbols.index(token[:1])])))
        item.setData(Qt.ItemDataRole.UserRole, token)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr("empty") if token == self.empty else token)
        return item

    def cell(self, r: int, c: int) -> str:
        item = self.item(r, c)
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else self.empty
        return value if isinstance(value, str) else self.empty

    def set_cell(self, r: int, c: int, token: str) -> None:
        self.setItem(r, c, self._item(token))

    def rows_text(self) -> list[str]:
        return ["".join(self.cell(r, c) for c in range(self.columnCount())) for r in range(self.rowCount())]

    def set_rows(self, rows: tuple[str, ...] | list[str]) -> None:
        w = self.cell_width
        for r, row in enumerate(rows):
            for c in range(len(row) // w):
                self.set_cell(r, c, row[c * w:(c + 1) * w])
        self.changed()

    def cycle(self, r: int, c: int, step: int) -> None:
        order = (self.empty, *self.symbols)
        current = self.cell(r, c)
        self.set_cell(r, c, order[(order.index(current) + step) % 3] if current in order else self.empty)
        self.changed()

    def place(self, r: int, c: int, piece: str) -> None:
        """Put the numbered ``piece`` on (r, c), off the square it was on; on its own square it is removed."""
        if self.cell(r, c) == piece:
            self.set_cell(r, c, self.empty)
        else:
            for rr in range(self.rowCount()):
                for cc in range(self.columnCount()):
                    if self.cell(rr, cc) == piece:
                        self.set_cell(rr, cc, self.empty)
            self.set_cell(r, c, piece)
            self._choose_next_piece()
        self.changed()

    def _choose_next_piece(self) -> None:
        """Offer the next piece not yet on the board, so a side is set up by clicking square after square."""
        if self.pieces is None:
            return
        on_board = {self.cell(r, c) for r in range(self.rowCount()) for c in range(self.columnCount())}
        n = self.pieces.count()
        start = self.pieces.currentIndex()
        for i in range(1, n + 1):
            if self.pieces.itemText((start + i) % n) not in on_board:
                self.pieces.setCurrentIndex((start + i) % n)
                return

    @Slot(int, int)
    def _clicked(self, r: int, c: int) -> None:
        if self.pieces is None:
            self.cycle(r, c, 1)
        else:
            self.place(r, c, self.pieces.currentText())

    @Slot()
    def _right_clicked(self) -> None:
        index = self.currentIndex()
        if not index.isValid():
            return
        if self.pieces is None:
            self.cycle(index.row(), index.column(), -1)
        else:
            self.set_cell(index.row(), index.column(), self.empty)
            self.changed()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().upper()
        index = self.currentIndex()
        if index.isValid():
            if text in (".", " ", "-") or event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self.set_cell(index.row(), index.column(), self.empty)
                self.changed()
                return
            if self.pieces is None and text in (s.upper() for s in self.symbols):
                self.set_cell(index.row(), index.column(), next(s for s in self.symbols if s.upper() == text))
                self.changed()
                return
            if self.pieces is not None and text and self._numbered_key(text, index.row(), index.column()):
                return
        super().keyPressEvent(event)

    def _numbered_key(self, text: str, r: int, c: int) -> bool:
        """A side's letter chooses that side's piece of the same number; a digit places the chosen side's
        piece with that number. False for any other key."""
        assert self.pieces is not None
        current = self.pieces.currentText()
        if text in (s.upper() for s in self.symbols):
            wanted = next(s for s in self.symbols if s.upper() == text) + current[1:]
        elif text.isdigit():
            wanted = current[:1] + text
        else:
            return False
        i = self.pieces.findText(wanted)
        if i < 0:
            return False
        self.pieces.setCurrentIndex(i)
        if text.isdigit():
            self.place(r, c, wanted)
        return True
