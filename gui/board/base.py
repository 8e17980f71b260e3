"""``BoardWidget``: everything a grid-game board needs except the game's own geometry and drawing.

The base class owns the interaction and the overlays: scaling, hover, keyboard selection (arrows +
Enter), the illegal-click cue, the last-move mark, the winning line, move values, the principal
variation as numbered ghost pieces, a hint mark, a position preview and the caption strip under the
board (whose turn, game over, preview path). A subclass implements only:

* ``compute_layout(rect)``: place its grid in the given rectangle (called on every resize);
* ``move_at(point)``: which move a click at ``point`` means (legal or not), or None;
* ``nav_size()`` / ``nav_cell(move)`` / ``nav_move(col, row)``: the grid the arrow keys walk;
* ``target_rect(move)``: the area hover and keyboard selection highlight for a move;
* ``value_rect(move)``: where that move's value is written;
* ``landing_rect(state, move)``: where the piece ``move`` places in ``state`` goes (ghosts, hover);
* ``placed_rect(state, move)``: where the piece of an already-played ``move`` is (last-move mark);
* ``winning_lines(state)``: the completed lines, each as rectangles in order;
* ``draw_board(p)`` / ``draw_pieces(p, state)`` / ``draw_piece(p, rect, player, opacity)``;
* ``piece_name(player)``: e.g. "X" or "Red";
* ``square_colour(colors)``: the colour of the board's own squares where they have one (Othello's green),
  for squares drawn elsewhere (the position editor's cells); None by default.

The widget keeps the position and what the window sets; each concern is a collaborator it owns:
``painter`` (``BoardPainter``, painter.py: the drawing order and the shared overlays; a game that draws one
its own way names a subclass in ``painter_class``), ``move_cursor`` (``MoveCursor``, move_cursor.py: hover,
the keyboard's cursor, the illegal cue), ``value_words`` (``ValueWords``, value_words.py: the values' texts and
tooltips; ``value_words_class``) and ``marks`` (``BoardMarks``, marks.py: what the window marks over the
position: values, principal variation, hint, the preview). They read the widget through the ``BoardView``
protocol (view.py).

A game whose move takes two clicks (pick a piece, then its target) overrides ``mousePressEvent`` to
keep the first click as a pending selection and calls ``choose(move)`` on the second; a game with a
die draws it in ``draw_board`` (the caption strip stays for the text).

What a board offers beyond moves is declared on the class, never discovered on the object: the window
asks the board registry (``gui.board.board_class(game)``) and wires what the class declares.

* ``offers_die = True``: the board draws a die the user can click; it emits ``rollRequested`` (the
  window also shows Game ▸ Roll the die, R).
* ``offers_pass = True``: the board has a pass control for a side whose only move is the game's
  ``PASS``; it emits ``passRequested`` (the window also shows Game ▸ Pass and plays ``PASS``). The
  pass has no cell: ``target_rect``, ``nav_cell`` and ``input_steps`` are never asked about it.

A new board is one module ``gui/board/<game name>.py`` whose widget declares ``game_name``; it sets what it
offers and emits the matching signal. ``gui.board`` finds it by the game's name, and the board conformance
test (``tests/gui/test_board_conformance.py``) then covers it without edits.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from engine.game import Game

from ..i18n import player_name
from .colors import BoardColors, board_colors
from .marks import BoardMarks
from .move_cursor import ILLEGAL_CUE_MS, MoveCursor
from .overlay import Overlay
from .painter import MIN_TAG_PX, BoardPainter, tag_text
from .value_words import ValueWords

__all__ = ["ILLEGAL_CUE_MS", "MIN_TAG_PX", "BoardWidget", "Overlay", "lay_out", "tag_text"]

CAPTION_HEIGHT_FRACTION = 0.075


def lay_out(board: BoardWidget) -> None:
    """Place ``board``'s grid and, under it, its caption strip in the widget's current size (on every resize,
    and before a first paint or click that comes before one)."""
    w, h = float(board.width()), float(board.height())
    cap_h = min(40.0, max(26.0, h * CAPTION_HEIGHT_FRACTION))
    margin = max(8.0, min(w, h) * 0.03)
    board.caption_rect = QRectF(margin, h - cap_h - margin * 0.5, w - 2 * margin, cap_h)
    board.board_rect = QRectF(margin, margin, w - 2 * margin, h - cap_h - 2 * margin)
    board.compute_layout(board.board_rect)


class BoardWidget(QWidget):
    """A board for a two-player grid game. Values shown are from the side to move's point of view.

    Signals:
        moveChosen(int): the user chose a legal move (click, or Enter on the selection).
        illegalMoveAttempted(int): the user chose an illegal move (the board shows a brief cue).
        previewDismissed(): the user clicked the board during a preview (to return to the game; a click
            on a move legal in the game then plays it: ``moveChosen`` follows).
        rollRequested(): the user clicked the die (boards with ``offers_die``).
        passRequested(): the user asked to pass (boards with ``offers_pass``).
    """

    game_name: ClassVar[str] = ""
    """The game (``Game.name``) this board draws; the board lives in ``gui/board/<game_name>.py``."""
    offers_die: ClassVar[bool] = False
    """The board draws a die to click (emits ``rollRequested``)."""
    offers_pass: ClassVar[bool] = False
    """The board has a pass control (emits ``passRequested``)."""

    moveChosen = Signal(int)
    illegalMoveAttempted = Signal(int)
    previewDismissed = Signal()
    rollRequested = Signal()
    passRequested = Signal()

    painter_class: ClassVar[type[BoardPainter]] = BoardPainter
    """What paints the board's overlays (a game that draws one its own way names its subclass)."""
    value_words_class: ClassVar[type[ValueWords]] = ValueWords
    """What writes the move values' texts and tooltips (a game may add to the texts)."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.state: Any = game.initial_state()
        self.last_move: int | None = None
        self.interactive = True
        self.caption = ""
        self.marks = BoardMarks(self)
        self.move_cursor = MoveCursor(self, self, self.illegalMoveAttempted.emit)
        self.painter = self.painter_class(self)
        self.value_words = self.value_words_class(self)
        self.board_rect = QRectF()
        self.caption_rect = QRectF()
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 240)
        self.setProperty("control", True)  # played with the mouse and keys: a control for screen readers
        self.setAccessibleName(self.tr("Board"))

    # -- what the main window sets ---------------------------------------------------------------
    def set_position(self, state: Any, last_move: int | None, *, interactive: bool, caption: str = "") -> None:
        self.state = state
        self.last_move = last_move
        self.interactive = interactive
        self.caption = caption
        self.setAccessibleDescription(caption)  # what a screen reader says about the position
        self.marks.forget_line()
        if self.move_cursor.selected is not None and self.move_cursor.selected not in self.legal_moves():
            self.move_cursor.selected = None
        self.update()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            # A value over the board explains itself when hovered (a bare "≤ −10,000" says little).
            tip = self.value_words.tooltip_at(QPointF(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    # -- derived ---------------------------------------------------------------------------------------
    def legal_moves(self) -> tuple[int, ...]:
        return self.game.actions(self.state)

    def colors(self) -> BoardColors:
        return board_colors(self.palette())

    def sizeHint(self) -> QSize:
        return QSize(520, 520)

    # -- the subclass's part ---------------------------------------------------------------------------
    def compute_layout(self, rect: QRectF) -> None:
        raise NotImplementedError

    def move_at(self, point: QPointF) -> int | None:
        raise NotImplementedError

    def input_steps(self, move: int) -> list[int]:
        """What the user chooses, in order, to play ``move`` (each a click on ``target_rect(step)`` or Enter
        on the selection): one step by default; a board whose moves take two clicks (pick a piece, then
        its target) lists both."""
        return [move]

    def nav_size(self) -> tuple[int, int]:
        raise NotImplementedError

    def nav_cell(self, move: int) -> tuple[int, int]:
        raise NotImplementedError

    def nav_move(self, col: int, row: int) -> int | None:
        raise NotImplementedError

    def target_rect(self, move: int) -> QRectF:
        raise NotImplementedError

    def value_rect(self, move: int) -> QRectF:
        raise NotImplementedError

    def landing_rect(self, state: Any, move: int) -> QRectF | None:
        raise NotImplementedError

    def placed_rect(self, state: Any, move: int) -> QRectF | None:
        raise NotImplementedError

    def winning_lines(self, state: Any) -> list[list[QRectF]]:
        raise NotImplementedError

    def draw_board(self, p: QPainter, colors: BoardColors) -> None:
        raise NotImplementedError

    def draw_pieces(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        raise NotImplementedError

    def draw_piece(self, p: QPainter, rect: QRectF, player: int, colors: BoardColors, opacity: float = 1.0) -> None:
        raise NotImplementedError

    def piece_name(self, player: int) -> str:
        return player_name(self.game, player)

    def square_colour(self, colors: BoardColors) -> QColor | None:
        return None

    # -- geometry ------------------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        lay_out(self)
        super().resizeEvent(event)

    # -- input -------------------------------------------------------------------------------------------------
    def can_play(self) -> bool:
        """Whether a click or Enter may play now: an interactive board, no preview, the game not over."""
        return self.interactive and not self.marks.previewing and not self.game.is_terminal(self.state)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        move = self.move_at(event.position()) if self.can_play() else None
        if move != self.move_cursor.hover:
            self.move_cursor.hover = move
            self.setCursor(Qt.CursorShape.PointingHandCursor if move in self.legal_moves()
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def leaveEvent(self, event: QEvent) -> None:
        self.move_cursor.hover = None
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        move = self.move_at(event.position())
        if self.marks.previewing:
            # The click ends the preview and, on a move legal in the game, plays it there: the first
            # click after looking at a tree node is not lost (a cell taken in the game only ends it).
            self.previewDismissed.emit()
            self.marks.end_preview()
            if move is None or not self.can_play() or move not in self.legal_moves():
                return
        if move is not None:
            self.move_cursor.selected = move
            self.choose(move)

    def choose(self, move: int) -> None:
        """Play ``move`` if the board is playable and it is legal; otherwise the illegal cue."""
        if not self.can_play():
            if self.interactive or self.marks.previewing:
                self.move_cursor.flash_illegal(move)
            return
        if move in self.legal_moves():
            self.moveChosen.emit(move)
        else:
            self.move_cursor.flash_illegal(move)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        steps: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
                                             Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in steps:
            self.move_cursor.walk(*steps[key])
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.marks.previewing:
            self.previewDismissed.emit()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.move_cursor.selected is not None:
            self.choose(self.move_cursor.selected)
            return
        super().keyPressEvent(event)

    # -- painting ----------------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self.board_rect.isEmpty():
            lay_out(self)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.painter.paint(p)
        p.end()
