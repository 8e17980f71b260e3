"""The Othello board: 8×8 green squares, black (X) and white (O) discs, the legal moves dotted, the
disc count above the board and the coordinates around it; flips turn over in a short animation.

The animation is the board's own business: the position is set at once (the engine and the rest of
the window never wait for it); for ``FLIP_MS`` the discs a move turned over are drawn half-way
through a turn (narrowing, then widening in the new colour), driven by a timer that only repaints.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from engine.games.othello import PASS_MOVE, Othello

from ..i18n import player_name
from .base import BoardWidget
from .colors import BoardColors

FLIP_MS = 320
FRAME_MS = 16
FELT = ("#2e7d4f", "#1f5a3a")  # the board's green (light theme, dark theme)
FELT_EDGE = ("#1b4d31", "#123826")
DISC = (("#161616", "#0d0d0d"), ("#f4f4f4", "#e6e6e6"))  # X black, O white; (light, dark)
HEADER = 0.75  # the disc count above the board, in squares
MARGIN = 0.45  # the coordinates around the board, in squares


class OthelloBoard(BoardWidget):
    game_name = Othello.name
    game: Othello

    def __init__(self, game: Othello | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game or Othello(), parent)
        self._cell = 1.0
        self._origin = QPointF()
        self._flipping = 0  # bitboard of the discs turning over now
        self._clock = QElapsedTimer()
        self._anim = QTimer(self)
        self._anim.setObjectName("flip_animation_timer")
        self._anim.setInterval(FRAME_MS)
        self._anim.timeout.connect(self._animate)

    # -- the position, and the flip animation -----------------------------------------------------------
    def set_position(self, state: Any, last_move: int | None, *, interactive: bool, caption: str = "") -> None:
        before = self.state
        super().set_position(state, last_move, interactive=interactive, caption=caption)
        # Animate only a single move forward (a disc more on the board); undo, redo jumps and new games
        # just show the position.
        if (before[0] | before[1]).bit_count() + 1 == (state[0] | state[1]).bit_count():
            flipped = self.game.flipped(before, state)
            if flipped:
                self._flipping = flipped
                self._clock.start()
                self._anim.start()
                return
        self._stop_animation()

    @property
    def animating(self) -> bool:
        return self._anim.isActive()

    def _animate(self) -> None:
        if self._clock.elapsed() >= FLIP_MS:
            self._stop_animation()
        self.update()

    def _stop_animation(self) -> None:
        self._anim.stop()
        self._flipping = 0

    def _flip_progress(self) -> float:
        return min(1.0, self._clock.elapsed() / FLIP_MS) if self._flipping else 1.0

    # -- geometry ------------------------------------------------------------------------------------
    def compute_layout(self, rect: QRectF) -> None:
        c = min(rect.width() / (8 + 2 * MARGIN), rect.height() / (8 + HEADER + 2 * MARGIN))
        self._cell = c
        w = c * (8 + 2 * MARGIN)
        h = c * (8 + HEADER + 2 * MARGIN)
        left = rect.center().x() - w / 2
        top = rect.center().y() - h / 2
        self._origin = QPointF(left + c * MARGIN, top + c * (HEADER + MARGIN))

    def _square(self, sq: int) -> QRectF:
        c = self._cell
        return QRectF(self._origin.x() + (sq & 7) * c, self._origin.y() + (sq >> 3) * c, c, c)

    def move_at(self, point: QPointF) -> int | None:
        c = self._cell
        x = point.x() - self._origin.x()
        y = point.y() - self._origin.y()
        if not (0 <= x < 8 * c and 0 <= y < 8 * c):
            return None
        return 8 * int(y // c) + int(x // c)

    def nav_size(self) -> tuple[int, int]:
        return 8, 8

    def nav_cell(self, move: int) -> tuple[int, int]:
        return (move & 7, move >> 3) if move >= 0 else (3, 3)

    def nav_move(self, col: int, row: int) -> int | None:
        return 8 * row + col

    def target_rect(self, move: int) -> QRectF:
        return self._square(move) if move >= 0 else QRectF()

    def value_rect(self, move: int) -> QRectF:
        return self._square(move) if move >= 0 else QRectF()

    def landing_rect(self, state: Any, move: int) -> QRectF | None:
        return self._square(move) if move >= 0 else None

    def placed_rect(self, state: Any, move: int) -> QRectF | None:
        return self._square(move) if move >= 0 else None

    def winning_lines(self, state: Any) -> list[list[QRectF]]:
        return []

    def piece_name(self, player: int) -> str:
        return (self.tr("X (black)"), self.tr("O (white)"))[player]  # the discs are black and white: say which is which

    # -- drawing -------------------------------------------------------------------------------------------
    def draw_board(self, p: QPainter, colors: BoardColors) -> None:
        c = self._cell
        board = QRectF(self._origin.x(), self._origin.y(), 8 * c, 8 * c)
        p.save()
        frame = board.adjusted(-c * 0.06, -c * 0.06, c * 0.06, c * 0.06)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(FELT_EDGE[colors.dark]))
        p.drawRoundedRect(frame, c * 0.08, c * 0.08)
        p.fillRect(board, QColor(FELT[colors.dark]))
        p.setPen(QPen(QColor(FELT_EDGE[colors.dark]), max(1.0, c * 0.03)))
        for k in range(1, 8):
            p.drawLine(QPointF(board.left() + k * c, board.top()), QPointF(board.left() + k * c, board.bottom()))
            p.drawLine(QPointF(board.left(), board.top() + k * c), QPointF(board.right(), board.top() + k * c))
        # the four small dots that mark the centre and the X-square regions, as on a real board
        p.setBrush(QColor(FELT_EDGE[colors.dark]))
        p.setPen(Qt.PenStyle.NoPen)
        for kx, ky in ((2, 2), (6, 2), (2, 6), (6, 6)):
            p.drawEllipse(QPointF(board.left() + kx * c, board.top() + ky * c), c * 0.07, c * 0.07)
        # coordinates: columns a-h above and below, rows 1-8 on both sides
        p.setPen(colors.muted)
        p.setFont(self.painter.font(min(c * 0.3, 16.0)))
        m = c * MARGIN
        for i in range(8):
            for r in (QRectF(board.left() + i * c, board.top() - m, c, m), QRectF(board.left() + i * c, board.bottom(), c, m)):
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, "abcdefgh"[i])
            for r in (QRectF(board.left() - m, board.top() + i * c, m, c), QRectF(board.right(), board.top() + i * c, m, c)):
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(i + 1))
        self._draw_counts(p, colors, board)
        p.restore()

    def _draw_counts(self, p: QPainter, colors: BoardColors, board: QRectF) -> None:
        c = self._cell
        state = self.marks.shown_state()
        counts = self.game.disc_counts(state)
        strip = QRectF(board.left(), board.top() - c * (HEADER + MARGIN), board.width(), c * HEADER * 0.85)
        p.setFont(self.painter.font(min(c * 0.42, 22.0), bold=True))
        over = self.game.is_terminal(state)
        to_move = None if over else self.game.to_move(state)
        for player, align in ((0, Qt.AlignmentFlag.AlignLeft), (1, Qt.AlignmentFlag.AlignRight)):
            half = QRectF(strip.left() + (strip.width() / 2 if player else 0), strip.top(), strip.width() / 2,
                          strip.height())
            d = strip.height() * 0.8
            disc = QRectF(half.right() - d if player else half.left(), half.center().y() - d / 2, d, d)
            self.draw_piece(p, disc, player, colors)
            if player == to_move:  # whose turn: a ring around their disc
                p.setPen(QPen(colors.accent, max(2.0, d * 0.09)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(disc.adjusted(-d * 0.12, -d * 0.12, d * 0.12, d * 0.12))
            text_rect = half.adjusted(d * 1.35, 0, 0, 0) if player == 0 else half.adjusted(0, 0, -d * 1.35, 0)
            p.setPen(colors.text)
            p.drawText(text_rect, align | Qt.AlignmentFlag.AlignVCenter,
                       f"{player_name(self.game, player)}  {counts[player]}")

    def draw_pieces(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        b, w, _ = state
        flipping = self._flipping if state is self.state else 0
        t = self._flip_progress()
        for sq in range(64):
            bit = 1 << sq
            if not (b | w) & bit:
                continue
            player = 0 if b & bit else 1
            rect = self._square(sq)
            if flipping & bit and t < 1.0:
                # half a turn: the old colour narrows to an edge, then the new one widens
                shown = player if t >= 0.5 else 1 - player
                squeeze = abs(1.0 - 2.0 * t)
                self.draw_piece(p, rect, shown, colors, squeeze=max(0.06, squeeze))
            else:
                self.draw_piece(p, rect, player, colors)
        last = self.last_move if state is self.state else None
        if last is not None and last >= 0 and (b | w) >> last & 1:
            # the last disc placed: a small red dot in its centre, as Othello programs mark it
            rect = self._square(last)
            p.save()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#e53935"))
            p.drawEllipse(rect.center(), rect.width() * 0.09, rect.width() * 0.09)
            p.restore()
        if not self.game.is_terminal(state) and not self.marks.previewing and state is self.state:
            self._draw_legal(p, state, colors)

    def _draw_legal(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        """A small dot on each legal square (the value overlay, when shown, is written over it)."""
        legal = self.game.legal_bitboard(state)
        if not legal:
            return
        dot = QColor(DISC[self.game.to_move(state)][colors.dark])
        dot.setAlphaF(0.45)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(dot)
        values = self.marks.overlay().values if self.marks.show_values else {}
        # Under a value, a patch of the page's own colour, so the red-to-green values read on the felt.
        patch = QColor(colors.background)
        patch.setAlphaF(0.82)
        for sq in range(64):
            if legal >> sq & 1:
                rect = self._square(sq)
                if sq in values:
                    inset = rect.width() * 0.06
                    p.setBrush(patch)
                    p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset, inset)
                    p.setBrush(dot)
                r = rect.width() * (0.08 if sq in values else 0.13)
                centre = rect.center() if sq not in values else QPointF(rect.center().x(), rect.top() + rect.height() * 0.2)
                p.drawEllipse(centre, r, r)
        p.restore()

    def draw_piece(self, p: QPainter, rect: QRectF, player: int, colors: BoardColors, opacity: float = 1.0,
                   squeeze: float = 1.0) -> None:
        if player not in (0, 1):
            return
        fill = QColor(DISC[player][colors.dark])
        fill.setAlphaF(opacity)
        edge = QColor("#000000" if player == 0 else "#9e9e9e")
        edge.setAlphaF(opacity * 0.8)
        inset = rect.width() * 0.1
        r = rect.adjusted(inset, inset, -inset, -inset)
        if squeeze < 1.0:
            dx = r.width() * (1 - squeeze) / 2
            r = r.adjusted(dx, 0, -dx, 0)
        p.save()
        p.setPen(QPen(edge, max(1.0, rect.width() * 0.025)))
        p.setBrush(fill)
        p.drawEllipse(r)
        p.restore()

    def square_colour(self, colors: BoardColors) -> QColor | None:
        """The felt's green, for a square drawn elsewhere (the position editor's cells)."""
        return QColor(FELT[colors.dark])

    def legal_moves(self) -> tuple[int, ...]:
        return tuple(m for m in self.game.actions(self.state) if m != PASS_MOVE)
