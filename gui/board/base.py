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

import html
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from engine.game import CHANCE, Game
from engine.results import MoveValue

from ..app.format import fmt_move_values_alike, fmt_value
from ..i18n import player_name
from .colors import BoardColors, board_colors, value_color

ILLEGAL_CUE_MS = 350


@dataclass(frozen=True)
class Overlay:
    """Move values written on the board: from one analysis of the shown position."""

    values: dict[int, MoveValue] = field(default_factory=dict)
    best: int | None = None
    ties: frozenset[int] = frozenset()
    win_value: float = 1.0
    live: bool = False  # still searching: italic, no best/tie marks

    def t(self, value: float) -> float:
        """``value`` mapped to −1 … +1 for colouring: wins and losses at the ends, evaluations between."""
        if math.isnan(value):
            return 0.0
        if abs(value) >= self.win_value:
            return 1.0 if value > 0 else -1.0
        finite = [abs(mv.value) for mv in self.values.values()
                  if not math.isnan(mv.value) and abs(mv.value) < self.win_value]
        norm = max(finite, default=1.0) or 1.0
        return 0.8 * value / norm

    def says_something(self, mv: MoveValue) -> bool:
        """Whether ``mv`` tells anything: a bound at the end of the scale it points to does not ("at most a
        win", "at least a loss": every move is), so it is not written over the board."""
        if mv.bound == "upper":
            return not mv.value >= self.win_value
        if mv.bound == "lower":
            return not mv.value <= -self.win_value
        return True
CAPTION_HEIGHT_FRACTION = 0.075


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

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.state: Any = game.initial_state()
        self.last_move: int | None = None
        self.interactive = True
        self.caption = ""
        self.show_values = True
        self.show_pv = True
        self._overlay = Overlay()
        self._pv: list[int] = []
        self._hint: int | None = None
        self._preview_state: Any = None
        self._preview_last: int | None = None
        self._preview_caption = ""
        self._preview_overlay = Overlay()
        self._hover: int | None = None
        self._selected: int | None = None
        self._illegal: int | None = None
        self._illegal_timer = QTimer(self)
        self._illegal_timer.setObjectName("illegal_cue_timer")
        self._illegal_timer.setSingleShot(True)
        self._illegal_timer.setInterval(ILLEGAL_CUE_MS)
        self._illegal_timer.timeout.connect(self._clear_illegal)
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
        self._pv = []
        self._hint = None
        if self._selected is not None and self._selected not in self.legal_moves():
            self._selected = None
        self.update()

    def set_interactive(self, interactive: bool) -> None:
        self.interactive = interactive
        self.update()

    def set_caption(self, caption: str) -> None:
        self.caption = caption
        self.update()

    def set_overlay(self, values: Sequence[MoveValue] | None, best: int | None = None,
                    ties: Sequence[int] = (), *, win_value: float = 1.0, live: bool = False) -> None:
        """Values of the legal moves (from an analysis of the shown position); None clears them."""
        self._overlay = _make_overlay(values, best, ties, win_value, live)
        self.update()

    def overlay(self) -> Overlay:
        """The overlay drawn now (the preview's while previewing)."""
        return self._preview_overlay if self.previewing else self._overlay

    def overlay_values(self) -> dict[int, MoveValue]:
        return dict(self.overlay().values)

    def overlay_texts(self) -> dict[int, str]:
        """What the overlay writes for each move (e.g. ``"≤ 3"``), for tests and accessibility."""
        ov = self.overlay()
        return self.value_texts({m: mv for m, mv in ov.values.items() if ov.says_something(mv)})

    def value_tooltip(self, move: int) -> str:
        """What the value written for ``move`` means, in words ("" when none is written there): whose value
        it is, what a bound says, a win or a loss on this scale, and whether the search is still running."""
        ov = self.overlay()
        mv = ov.values.get(move)
        state = self.shown_state()
        if (mv is None or not self.show_values or not ov.says_something(mv)
                or move not in self.game.actions(state)):
            return ""
        text = self.overlay_texts()[move]
        name = self.game.format_move(move)
        player = self.game.to_move(state)
        who = player_name(self.game, player) if player != CHANCE else self.tr("the side to move")
        win = ov.win_value
        if math.isinf(win):  # Monte Carlo tree search: the board writes visits
            words = [self.tr("{0}: {1} playouts went through this move; Monte Carlo tree search plays the most "
                             "visited one.").format(name, text)]
        elif mv.bound == "upper":
            words = [self.tr("{0}: {1}, at most {2}: alpha-beta refuted this move (another is at least as good) "
                             "without needing its exact value.").format(name, text, fmt_value(mv.value))]
            if mv.value <= -win:
                words.append(self.tr("At most a loss: a loss for {0}, the opponent can force a win.").format(who))
        elif mv.bound == "lower":
            words = [self.tr("{0}: {1}, at least {2}: good enough that alpha-beta stopped searching it.").format(
                name, text, fmt_value(mv.value))]
            if mv.value >= win:
                words.append(self.tr("At least a win: a win for {0}.").format(who))
        elif mv.value >= win:
            words = [self.tr("{0}: {1}, a win for {2}: the search found how to force it.").format(name, text, who)]
        elif mv.value <= -win:
            words = [self.tr("{0}: {1}, a loss for {2}: the opponent can force a win.").format(name, text, who)]
        else:
            words = [self.tr("{0}: {1}, the search's value of this move for {2}: higher is better for {2}; a win "
                             "is worth {3}.").format(name, text, who, fmt_value(win))]
        if ov.live:
            words.append(self.tr("The search is still running: these are its values so far, of the moves it has "
                                 "searched at the depth it is on."))
        elif move == ov.best:
            words.append(self.tr("The best move."))
        elif move in ov.ties:
            words.append(self.tr("As good as the best move."))
        return " ".join(words)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            # A value over the board explains itself when hovered (a bare "≤ −10,000" says little).
            at = QPointF(event.pos())
            tip = next((self.value_tooltip(m) for m in self.overlay().values
                        if self.value_rect(m).contains(at) and self.value_tooltip(m)), "")
            if tip:  # (as rich text a tooltip wraps: a sentence, not a line across the screen)
                QToolTip.showText(event.globalPos(), f"<qt>{html.escape(tip)}</qt>", self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def value_texts(self, values: Mapping[int, MoveValue]) -> dict[int, str]:
        """The text written for each move's value: all to one precision (boards may add to it)."""
        moves = list(values)
        return dict(zip(moves, fmt_move_values_alike([values[m] for m in moves]), strict=True))

    def pv(self) -> tuple[int, ...]:
        """The principal variation drawn as ghosts (empty: none)."""
        return tuple(self._pv)

    def set_pv(self, moves: Sequence[int]) -> None:
        """The principal variation from the shown position, drawn as numbered ghost pieces."""
        self._pv = list(moves)
        self.update()

    def set_hint(self, move: int | None) -> None:
        self._hint = move
        self.update()

    @property
    def hint(self) -> int | None:
        return self._hint

    def set_preview(self, state: Any, last_move: int | None = None, caption: str = "",
                    values: Sequence[MoveValue] | None = None, best: int | None = None, ties: Sequence[int] = (),
                    win_value: float = 1.0) -> None:
        """Show ``state`` instead of the game, optionally with move values, until ``end_preview``.

        A click on the board while previewing ends it (``previewDismissed``) and, where it is a move legal
        in the game's own position, plays it there."""
        self._preview_state = state
        self._preview_last = last_move
        self._preview_caption = caption
        self._preview_overlay = _make_overlay(values, best, ties, win_value, False)
        self.update()

    def shown_caption(self) -> str:
        """The text of the caption strip as it is now (the preview's while previewing)."""
        return (self._preview_caption or self.tr("Preview")) if self.previewing else self.caption

    def end_preview(self) -> None:
        self._preview_state = None
        self.update()

    @property
    def previewing(self) -> bool:
        return self._preview_state is not None

    def set_show_values(self, on: bool) -> None:
        self.show_values = on
        self.update()

    def set_show_pv(self, on: bool) -> None:
        self.show_pv = on
        self.update()

    @property
    def selected(self) -> int | None:
        return self._selected

    def set_selected(self, move: int | None) -> None:
        """Put the keyboard's cursor (what the arrow keys move and Enter plays) on ``move``; None: none until
        an arrow key sets one."""
        self._selected = move
        self.update()

    # -- derived ---------------------------------------------------------------------------------------
    def shown_state(self) -> Any:
        return self._preview_state if self._preview_state is not None else self.state

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
    def _layout(self) -> None:
        w, h = float(self.width()), float(self.height())
        cap_h = min(40.0, max(26.0, h * CAPTION_HEIGHT_FRACTION))
        margin = max(8.0, min(w, h) * 0.03)
        self.caption_rect = QRectF(margin, h - cap_h - margin * 0.5, w - 2 * margin, cap_h)
        self.board_rect = QRectF(margin, margin, w - 2 * margin, h - cap_h - 2 * margin)
        self.compute_layout(self.board_rect)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout()
        super().resizeEvent(event)

    # -- input -------------------------------------------------------------------------------------------------
    def _can_play(self) -> bool:
        return self.interactive and not self.previewing and not self.game.is_terminal(self.state)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        move = self.move_at(event.position()) if self._can_play() else None
        if move != self._hover:
            self._hover = move
            self.setCursor(Qt.CursorShape.PointingHandCursor if move in self.legal_moves()
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        move = self.move_at(event.position())
        if self.previewing:
            # The click ends the preview and, on a move legal in the game, plays it there: the first
            # click after looking at a tree node is not lost (a cell taken in the game only ends it).
            self.previewDismissed.emit()
            self.end_preview()
            if move is None or not self._can_play() or move not in self.legal_moves():
                return
        if move is not None:
            self._selected = move
            self.choose(move)

    def choose(self, move: int) -> None:
        """Play ``move`` if the board is playable and it is legal; otherwise the illegal cue."""
        if not self._can_play():
            if self.interactive or self.previewing:
                self._flash_illegal(move)
            return
        if move in self.legal_moves():
            self.moveChosen.emit(move)
        else:
            self._flash_illegal(move)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        steps: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
                                             Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in steps:
            self._move_selection(*steps[key])
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.previewing:
            self.previewDismissed.emit()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self._selected is not None:
            self.choose(self._selected)
            return
        super().keyPressEvent(event)

    def _move_selection(self, dc: int, dr: int) -> None:
        cols, rows = self.nav_size()
        if self._selected is None:
            legal = self.legal_moves()
            self._selected = legal[len(legal) // 2] if legal else self.nav_move(cols // 2, rows // 2)
        else:
            c, r = self.nav_cell(self._selected)
            c = (c + dc) % cols
            r = (r + dr) % rows
            self._selected = self.nav_move(c, r)
        self.update()

    def _flash_illegal(self, move: int) -> None:
        self._illegal = move
        self._illegal_timer.start()
        self.illegalMoveAttempted.emit(move)
        self.update()

    def _clear_illegal(self) -> None:
        self._illegal = None
        self.update()

    # -- painting ----------------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self.board_rect.isEmpty():
            self._layout()
        colors = self.colors()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), colors.background)
        state = self.shown_state()
        self.draw_board(p, colors)
        if not self.previewing:
            self._draw_hover_tint(p, colors)  # under the pieces: a disc keeps its colour in a hovered column
        self.draw_pieces(p, state, colors)
        self._draw_last_move(p, state, colors)
        self._draw_winning_lines(p, state, colors)
        if not self.previewing:
            self._draw_hover_and_selection(p, colors)
            if self.show_pv and self._pv:
                self._draw_pv(p, colors)
            if self._hint is not None:
                self._draw_hint(p, colors)
        if self.show_values:
            self._draw_values(p, colors, self.overlay(), set(self.game.actions(state)))
        if self._illegal is not None:
            rect = self.target_rect(self._illegal)
            p.fillRect(rect, colors.illegal)
        self._draw_caption(p, colors)
        p.end()

    def _font(self, pixel_size: float, bold: bool = False, italic: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPixelSize(max(9, round(pixel_size)))
        f.setBold(bold)
        f.setItalic(italic)
        return f

    def _draw_last_move(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        last = self._preview_last if self.previewing else self.last_move
        if last is None:
            return
        rect = self.placed_rect(state, last)
        if rect is None:
            return
        # a small accent dot in the cell's corner: visible, but not mistaken for the selection frame
        d = rect.width() * 0.09
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colors.accent)
        p.drawEllipse(QRectF(rect.right() - d * 2.2, rect.bottom() - d * 2.2, d, d))
        p.restore()

    def _draw_winning_lines(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        lines = self.winning_lines(state) if self.game.is_terminal(state) else []
        if not lines:
            return
        p.save()
        for rects in lines:
            width = rects[0].width() * 0.12
            glow = QColor(colors.win)
            glow.setAlphaF(0.85)
            pen = QPen(glow, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(rects[0].center(), rects[-1].center())
            p.setPen(QPen(glow, max(2.0, width * 0.35)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            for r in rects:
                inset = r.width() * 0.08
                p.drawEllipse(r.adjusted(inset, inset, -inset, -inset))
        p.restore()

    def _hover_targets(self) -> list[tuple[int, bool]]:
        """The moves marked for the mouse and the keyboard: (move, whether it is the keyboard's)."""
        if not self._can_play():
            return []
        return [(m, focused) for m, focused in ((self._hover, False), (self._selected if self.hasFocus() else None, True))
                if m is not None]

    def _draw_hover_tint(self, p: QPainter, colors: BoardColors) -> None:
        """The tint of the legal move under the mouse or the keyboard, drawn before the pieces."""
        legal = self.legal_moves()
        for move, _focused in self._hover_targets():
            if move in legal:
                p.fillRect(self.target_rect(move), colors.hover)

    def _draw_hover_and_selection(self, p: QPainter, colors: BoardColors) -> None:
        legal = self.legal_moves()
        player = self.game.to_move(self.state)
        for move, focused in self._hover_targets():
            rect = self.target_rect(move)
            if move in legal:
                landing = self.landing_rect(self.state, move)
                if landing is not None and not focused:
                    self.draw_piece(p, landing, player, colors, opacity=0.35)
            if focused:
                pen = QPen(colors.accent, 2.5)
                pen.setStyle(Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(rect.adjusted(2, 2, -2, -2))

    def _draw_pv(self, p: QPainter, colors: BoardColors) -> None:
        state = self.state
        for i, move in enumerate(self._pv, 1):
            if self.game.is_terminal(state) or move not in self.game.actions(state):
                break
            rect = self.landing_rect(state, move)
            player = self.game.to_move(state)
            if rect is not None:
                self.draw_piece(p, rect, player, colors, opacity=0.22)
                side = min(rect.width() * 0.22, 30.0)
                badge = QRectF(0, 0, side, side)
                badge.moveTopRight(rect.topRight() + QPointF(-rect.width() * 0.04, rect.width() * 0.04))
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colors.accent)
                p.drawEllipse(badge)
                p.setPen(QColor("white"))
                p.setFont(self._font(badge.height() * 0.62, bold=True))
                p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(i))
            state = self.game.result(state, move)

    def _draw_values(self, p: QPainter, colors: BoardColors, ov: Overlay, legal: set[int]) -> None:
        shown = {m: mv for m, mv in ov.values.items() if m in legal and ov.says_something(mv)}
        if not shown:
            return
        texts = self.value_texts(shown)
        # one font size for every value, so that no number looks more important than another
        rects = {m: self.value_rect(m) for m in shown}
        cell = max(rects.values(), key=lambda r: (r.height(), r.width()))  # a whole square's, usually
        font = self._font(min(cell.height() * 0.26, cell.width() * 0.26, 44.0), bold=True, italic=ov.live)

        def fits() -> bool:  # every text inside its own rectangle (a band of a shared square is smaller)
            metrics = QFontMetricsF(font)
            return all(metrics.horizontalAdvance(texts[m]) <= r.width() * 0.9 and metrics.height() <= r.height() * 0.9
                       for m, r in rects.items())

        while not fits() and font.pixelSize() > 9:
            font.setPixelSize(font.pixelSize() - 1)
        for move, mv in shown.items():
            rect = self.value_rect(move)
            color = value_color(ov.t(mv.value), colors)
            text = texts[move]
            p.setFont(font)
            p.setPen(color)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            kind = "best" if move == ov.best else "tie" if move in ov.ties else ""
            tag, size = tag_text(kind, rect.height())
            if tag and not ov.live:
                p.setFont(self._font(size, bold=True))
                p.setPen(colors.accent if move == ov.best else colors.muted)
                tag_rect = QRectF(rect.left(), rect.bottom() - rect.height() * 0.3, rect.width(), rect.height() * 0.22)
                p.drawText(tag_rect, Qt.AlignmentFlag.AlignCenter, tag)
                if move == ov.best:
                    pen = QPen(colors.accent, max(2.0, rect.width() * 0.03))
                    p.setPen(pen)
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    inset = rect.width() * 0.08
                    p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset, inset)

    def _draw_hint(self, p: QPainter, colors: BoardColors) -> None:
        if self._hint is None:
            return
        rect = self.target_rect(self._hint)
        pen = QPen(colors.accent, max(3.0, rect.width() * 0.05))
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = rect.width() * 0.05
        p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset * 2, inset * 2)
        landing = self.landing_rect(self.state, self._hint)
        if landing is not None and not self._overlay.values:
            self.draw_piece(p, landing, self.game.to_move(self.state), colors, opacity=0.45)

    def _draw_caption(self, p: QPainter, colors: BoardColors) -> None:
        rect = self.caption_rect
        over = self.game.is_terminal(self.state) and not self.previewing
        if self.previewing:
            text = self.shown_caption()
            bg = QColor(colors.accent)
            bg.setAlphaF(0.2)
            fg = colors.text
        elif over:
            text = self.caption
            bg, fg = colors.over_bg, colors.over_text
        else:
            text = self.caption
            bg, fg = colors.caption_bg, colors.text
        if not text:
            return
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(bg)
        p.drawRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
        font, lines = self.caption_font(text, rect, bold=over)
        p.setFont(font)
        p.setPen(fg)
        inner = rect.adjusted(8, 1, -8, -1)
        if lines == 1:
            p.drawText(inner, Qt.AlignmentFlag.AlignCenter, text)
        else:  # two lines rather than a cut: a long caption ("why move 4") is read whole
            p.drawText(inner, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
        p.restore()

    def caption_font(self, text: str, rect: QRectF, bold: bool = False) -> tuple[QFont, int]:
        """The caption's font and number of lines: one line down to a readable size, else two lines
        (wrapped at spaces), shrinking further only if even two lines do not fit."""
        font = self._font(min(rect.height() * 0.5, 18.0), bold=bold)
        width = rect.width() - 16
        while QFontMetricsF(font).horizontalAdvance(text) > width and font.pixelSize() > 12:
            font.setPixelSize(font.pixelSize() - 1)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return font, 1
        font.setPixelSize(max(9, min(font.pixelSize(), int(rect.height() * 0.42))))

        def fits() -> bool:
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            box = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), flags, text)
            return box.height() <= rect.height() - 2 and box.width() <= width

        while not fits() and font.pixelSize() > 8:
            font.setPixelSize(font.pixelSize() - 1)
        return font, 2

    def caption_is_whole(self) -> bool:
        """Whether the caption strip shows its whole text at the current size (for the layout tests)."""
        text = self.shown_caption()
        if not text:
            return True
        rect = self.caption_rect
        font, lines = self.caption_font(text, rect)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, rect.width() - 16, 10_000), flags, text)
        return box.height() <= rect.height() and font.pixelSize() >= 9 and lines <= 2


MIN_TAG_PX = 9.0
"""The smallest font a value's "★ best" / "= tie" tag is written in; a smaller square shows the sign alone."""


def tag_text(kind: str, square: float) -> tuple[str, float]:
    """The tag under a move's value ("best", "tie" or "") in a square ``square`` pixels high, and its font
    size: the words where they are readable, the sign alone (larger) on a small board, never a smudge."""
    if not kind:
        return "", 0.0
    if kind == "best":
        sign, word = "★", QCoreApplication.translate("BoardWidget", "best", "the tag under the best move's value")
    else:
        sign, word = "=", QCoreApplication.translate("BoardWidget", "tie", "the tag under a value equal to the best")
    size = min(square * 0.11, 16.0)
    if size >= MIN_TAG_PX:
        return f"{sign} {word}", size
    return sign, max(MIN_TAG_PX, square * 0.2)


def _make_overlay(values: Sequence[MoveValue] | None, best: int | None, ties: Sequence[int], win_value: float,
                  live: bool) -> Overlay:
    return Overlay({mv.move: mv for mv in values or ()}, best, frozenset(ties), abs(win_value) or 1.0, live)
