"""Tools ▸ Set up position: a board editor, the way chess programs set up a diagram.

Each cell is a square of a grid: a click cycles it empty → first player's piece → second player's →
empty (a right click goes the other way); with the keyboard, the arrows move between cells and ``X``,
``O``, ``.`` / Space / Delete set the cell under the cursor. The side to move is chosen below (Othello;
in Connect Four and tic-tac-toe the counts decide it). Clear empties the board, Start sets the game's
start. Whether a game reaches the position is checked at every change, with the reason when none does
(``Game.position_problem`` through ``parse_position``); Play from here and Analyse need a reachable one.

The editor works on the game's board rows (``Game.board_rows``) and turns them into the game's position
notation (``Game.position_from_rows``), so any game offering both has an editor.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.errors import InputError
from engine.game import Game, State

EMPTY = "."
VALID_COLOUR = "#1b6e20"
PROBLEM_COLOUR = "#b00020"


def can_edit(game: Game) -> bool:
    """Whether ``game`` has a board editor: one character a cell and a position notation built from rows."""
    if not game.has_position_notation or game.cell_width != 1:
        return False
    rows = game.board_rows(game.initial_state())
    return rows is not None and game.position_from_rows(rows, 0) is not None


class BoardGrid(QTableWidget):
    """The editable cells; keys X, O, '.', Space and Delete set the current cell."""

    def __init__(self, rows: int, columns: int, symbols: tuple[str, str], changed: Callable[[], None]) -> None:
        super().__init__(rows, columns)
        self.symbols = symbols
        self.changed = changed
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        size = 40 if columns <= 8 else 32
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setDefaultSectionSize(size)
        self.setHorizontalHeaderLabels([chr(ord("a") + c) if columns == 8 else str(c + 1) for c in range(columns)])
        self.setVerticalHeaderLabels([str(r + 1) for r in range(rows)])
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.cell_font = font
        for r in range(rows):
            for c in range(columns):
                self.setItem(r, c, self._item(EMPTY))
        self.setFixedSize(self.verticalHeader().width() + columns * size + 4,
                          self.horizontalHeader().height() + rows * size + 4)
        self.cellClicked.connect(lambda r, c: self.cycle(r, c, 1))
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._cycle_back)

    def _item(self, ch: str) -> QTableWidgetItem:
        item = QTableWidgetItem(" " if ch == EMPTY else ch)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setFont(self.cell_font)
        colour = {self.symbols[0]: QColor("#202020"), self.symbols[1]: QColor("#c62828")}.get(ch)
        if colour is not None:
            item.setForeground(QBrush(colour))
        item.setData(Qt.ItemDataRole.UserRole, ch)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, {EMPTY: "empty"}.get(ch, ch))
        return item

    def cell(self, r: int, c: int) -> str:
        item = self.item(r, c)
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else EMPTY
        return value if isinstance(value, str) else EMPTY

    def set_cell(self, r: int, c: int, ch: str) -> None:
        self.setItem(r, c, self._item(ch))

    def rows_text(self) -> list[str]:
        return ["".join(self.cell(r, c) for c in range(self.columnCount())) for r in range(self.rowCount())]

    def set_rows(self, rows: tuple[str, ...] | list[str]) -> None:
        for r, row in enumerate(rows):
            for c, ch in enumerate(row):
                self.set_cell(r, c, ch)
        self.changed()

    def cycle(self, r: int, c: int, step: int) -> None:
        order = (EMPTY, *self.symbols)
        self.set_cell(r, c, order[(order.index(self.cell(r, c)) + step) % 3])
        self.changed()

    @Slot()
    def _cycle_back(self) -> None:
        index = self.currentIndex()
        if index.isValid():
            self.cycle(index.row(), index.column(), -1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().upper()
        index = self.currentIndex()
        if index.isValid():
            if text in (s.upper() for s in self.symbols):
                self.set_cell(index.row(), index.column(), next(s for s in self.symbols if s.upper() == text))
                self.changed()
                return
            if text in (".", " ", "-") or event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self.set_cell(index.row(), index.column(), EMPTY)
                self.changed()
                return
        super().keyPressEvent(event)


class PositionEditor(QDialog):
    """Set up a position of ``game`` (starting from ``state``); ``play(state, analyse)`` is called with the
    position when the user asks to play from it or to analyse it."""

    def __init__(self, game: Game, state: State, play: Callable[[State, bool], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.play = play
        self.setWindowTitle(f"Set up position — {game.title}")
        rows = game.board_rows(state) or ()
        layout = QVBoxLayout(self)
        help_text = QLabel(f"Click a cell to cycle it empty → {game.symbols[0]} → {game.symbols[1]} (right click: "
                           f"back); or move with the arrows and type {game.symbols[0]}, {game.symbols[1]} or . / Space "
                           "to empty it.")
        help_text.setWordWrap(True)
        layout.addWidget(help_text)
        self.grid = BoardGrid(len(rows), len(rows[0]) if rows else 0, game.symbols, self._changed)
        layout.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignHCenter)
        side_row = QHBoxLayout()
        self.side = QComboBox()
        self.side.addItems([f"{game.player_name(0)} to move", f"{game.player_name(1)} to move"])
        self.side.setAccessibleName("Side to move")
        self.side.currentIndexChanged.connect(lambda _i: self._changed())
        self.side_label = QLabel("Side to move:")
        side_row.addWidget(self.side_label)
        side_row.addWidget(self.side)
        side_row.addStretch(1)
        clear = QPushButton("Clear")
        clear.clicked.connect(self.clear)
        start = QPushButton("Start position")
        start.clicked.connect(self.start_position)
        side_row.addWidget(clear)
        side_row.addWidget(start)
        layout.addLayout(side_row)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.play_button = QPushButton("Play from here")
        self.play_button.clicked.connect(lambda: self._finish(False))
        self.analyse_button = QPushButton("Analyse")
        self.analyse_button.clicked.connect(lambda: self._finish(True))
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        for b in (self.play_button, self.analyse_button, cancel):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.state: State | None = None
        self.problem = ""
        self.side.setCurrentIndex(max(0, game.to_move(state)))
        self.grid.set_rows(rows)
        self.grid.setCurrentCell(0, 0)
        self.grid.setFocus()

    def position_text(self) -> str:
        return self.game.position_from_rows(self.grid.rows_text(), self.side.currentIndex()) or ""

    def _changed(self) -> None:
        """Check the position as it now stands and say whether a game reaches it."""
        try:
            self.state = self.game.parse_position(self.position_text())
            self.problem = ""
        except InputError as e:
            self.state, self.problem = None, str(e)
        if self.state is not None:
            over = self.game.is_terminal(self.state)
            mover = self.game.player_name(self.game.to_move(self.state))
            self.status.setText("A legal position: " + ("the game is over." if over else f"{mover} to move."))
            self.status.setStyleSheet(f"color: {VALID_COLOUR};")
        else:
            self.status.setText(self.problem)
            self.status.setStyleSheet(f"color: {PROBLEM_COLOUR};")
        ok = self.state is not None
        self.play_button.setEnabled(ok)
        self.analyse_button.setEnabled(ok and not self.game.is_terminal(self.state))

    @Slot()
    def clear(self) -> None:
        rows = self.game.board_rows(self.game.initial_state()) or ()
        self.grid.set_rows([EMPTY * len(r) for r in rows])

    @Slot()
    def start_position(self) -> None:
        start = self.game.initial_state()
        self.side.setCurrentIndex(max(0, self.game.to_move(start)))
        self.grid.set_rows(self.game.board_rows(start) or ())

    def _finish(self, analyse: bool) -> None:
        if self.state is None:
            return
        state = self.state
        self.accept()
        self.play(state, analyse)
