"""Tools ▸ Set up position: a board editor, the way chess programs set up a diagram.

Each cell is a square of a grid: a click cycles it empty → first player's piece → second player's →
empty (a right click goes the other way); with the keyboard, the arrows move between cells and ``X``,
``O``, ``.`` / Space / Delete set the cell under the cursor. The side to move is chosen below (Othello;
in Connect Four and tic-tac-toe the counts decide it). Clear empties the board, Start sets the game's
start. Whether a game reaches the position is checked at every change, with the reason when none does
(``Game.position_problem`` through ``parse_position``); Play from here and Analyse need a reachable one.

The editor works on the game's board rows (``Game.board_rows``) and turns them into the game's position
notation (``Game.position_from_rows``), so any game offering both has an editor. Its pieces are drawn
as the game's board draws them (``BoardPieces``: Othello's black and white discs on green), where the
game has a board and two kinds of piece. Where a cell holds a
numbered piece (EinStein's cubes, ``cell_width`` 2) a piece box chooses which piece a click places; in
a game with dice a die box sets the roll already made (none: the side to move rolls first), written
after the position as `` DIE``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, Slot
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from engine.errors import InputError
from engine.game import Game, State
from engine.games.nim import Nim

from ..board import BOARDS, BoardWidget, board_for
from ..board.colors import board_colors
from ..i18n import player_name
from .editor_grid import BoardGrid
from .setup_dialog import SetupDialog


def can_edit(game: Game) -> bool:
    """Whether ``game`` has a position editor: Nim's heaps (``HeapEditor``), or a board editor, for a game
    whose position notation is built from its board rows."""
    if isinstance(game, Nim):
        return True
    if not game.has_position_notation:
        return False
    rows = game.board_rows(game.initial_state())
    return rows is not None and game.position_from_rows(rows, 0) is not None


class BoardPieces:
    """The pieces of ``board`` (a game's board widget, never shown) for the editor's cells: drawn by the
    board's own ``draw_piece`` in the editor's palette, on the board's square colour where it has one."""

    def __init__(self, board: BoardWidget, palette_of: QWidget) -> None:
        self.board = board
        self.palette_of = palette_of

    def draw(self, painter: QPainter, rect: QRectF, player: int) -> None:
        self.board.draw_piece(painter, rect, player, board_colors(self.palette_of.palette()))

    def square(self) -> QColor | None:
        return self.board.square_colour(board_colors(self.palette_of.palette()))


class PositionEditor(SetupDialog):
    """Set up a position of ``game`` (starting from ``state``); ``play(state, analyse)`` is called with the
    position when the user asks to play from it or to analyse it."""

    def __init__(self, game: Game, state: State, play: Callable[[State, bool], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(game, play, parent)
        rows = game.board_rows(state) or ()
        layout = self.layout_box
        width = game.cell_width
        self.pieces: QComboBox | None = None
        if width > 1:
            self.pieces = QComboBox()
            self.pieces.setAccessibleName(self.tr("Piece to place"))
            start_rows = game.board_rows(game.initial_state()) or ()
            tokens = {row[i:i + width] for row in start_rows for i in range(0, len(row), width)}
            self.pieces.addItems(sorted((t for t in tokens if t[:1] in game.symbols),
                                        key=lambda t: (game.symbols.index(t[:1]), t)))
            help_text = QLabel(self.tr("Click a square to put the chosen piece there (again: take it off; right click: "
                                       "empty); or move with the arrows, type {0} or {1} to choose the side and a "
                                       "number to place that piece, . / Space to empty a square.").format(
                game.symbols[0], game.symbols[1]))
        drawn: BoardPieces | None = None
        if width == 1 and game.name in BOARDS:
            board = board_for(game, self)
            board.hide()
            drawn = BoardPieces(board, self)
        if width == 1:
            # the pieces by their board's names where they are drawn ("X (black)"), else their letters
            first, second = ((drawn.board.piece_name(0), drawn.board.piece_name(1)) if drawn is not None
                             else game.symbols)
            help_text = QLabel(self.tr("Click a cell to cycle it empty → {0} → {1} (right click: back); or move with "
                                       "the arrows and type {2}, {3} or . / Space to empty it.").format(
                first, second, game.symbols[0], game.symbols[1]))
        help_text.setWordWrap(True)
        layout.addWidget(help_text)
        self.grid = BoardGrid(len(rows), len(rows[0]) // width if rows else 0, game.symbols, self.changed,
                              width, self.pieces, drawn)
        layout.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignHCenter)
        side_row = QHBoxLayout()
        if self.pieces is not None:
            piece_label = QLabel(self.tr("&Piece:"))
            piece_label.setBuddy(self.pieces)
            side_row.addWidget(piece_label)
            side_row.addWidget(self.pieces)
        self.side_label = QLabel(self.tr("Side &to move:"))
        self.side_label.setBuddy(self.side)
        side_row.addWidget(self.side_label)
        side_row.addWidget(self.side)
        self.die: QComboBox | None = None
        if game.has_chance:
            self.die = QComboBox()
            self.die.addItems([self.tr("not rolled"), *(str(face) for face in range(1, 7))])
            self.die.setAccessibleName(self.tr("Die"))
            self.die.currentIndexChanged.connect(lambda _i: self.changed())
            die_label = QLabel(self.tr("&Die:"))
            die_label.setBuddy(self.die)
            side_row.addWidget(die_label)
            side_row.addWidget(self.die)
        side_row.addStretch(1)
        clear = QPushButton(self.tr("C&lear"))
        clear.clicked.connect(self.clear)
        start = QPushButton(self.tr("&Start position"))
        start.clicked.connect(self.start_position)
        side_row.addWidget(clear)
        side_row.addWidget(start)
        layout.addLayout(side_row)
        self.add_status_and_buttons()
        self._take_side_and_die(state, rows)
        self.grid.set_rows(rows)
        self.grid.setCurrentCell(0, 0)
        self.grid.setFocus()

    def position_text(self) -> str:
        text = self.game.position_from_rows(self.grid.rows_text(), self.side.currentIndex()) or ""
        roll = self.die.currentIndex() if self.die is not None else 0
        return f"{text} {roll}" if text and roll else text

    def _take_side_and_die(self, state: State, rows: tuple[str, ...]) -> None:
        """Show the side to move (and the die) of ``state``. Before a roll a chance game's mover is chance,
        so the side and die whose position text reads back as ``state`` are the ones shown."""
        self.side.setCurrentIndex(max(0, self.game.to_move(state)))
        if self.die is None:
            return
        for side in (0, 1):
            for roll in range(7):
                self.side.setCurrentIndex(side)
                self.die.setCurrentIndex(roll)
                text = self.game.position_from_rows(rows, side) or ""
                try:
                    if self.game.parse_position(f"{text} {roll}" if roll else text) == state:
                        return
                except InputError:
                    continue
        self.side.setCurrentIndex(max(0, self.game.to_move(state)))
        self.die.setCurrentIndex(0)

    def describe(self, state: State) -> str:
        if self.game.to_move(state) < 0 and not self.game.is_terminal(state):
            # before the roll chance moves: the side shown is the one that rolls and then moves
            return self.tr("A legal position: {0} to roll the die.").format(player_name(self.game, self.side.currentIndex()))
        return super().describe(state)

    @Slot()
    def clear(self) -> None:
        rows = self.game.board_rows(self.game.initial_state()) or ()
        self.grid.set_rows([self.grid.empty * (len(r) // self.grid.cell_width) for r in rows])

    @Slot()
    def start_position(self) -> None:
        start = self.game.initial_state()
        rows = self.game.board_rows(start) or ()
        self._take_side_and_die(start, rows)
        self.grid.set_rows(rows)
