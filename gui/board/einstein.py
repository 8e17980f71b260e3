"""The EinStein würfelt nicht! board: 5×5 squares, numbered cubes in two colours, and the die beside it.

A move takes two clicks: a movable cube (highlighted for the current roll), then one of its target
squares (dotted). The arrow keys walk the squares and Enter does the same as a click. Clicks mean
squares, so ``move_at`` returns a *square pseudo-move* ``encode_move(sq, sq)`` (never legal); ``choose``
turns the clicks into a real move. Move values are written on the target squares (split when two
cubes can reach the same square); the principal variation's ghosts stop at the next roll, since what
follows a roll is only one of six futures.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QWidget

from engine.games.einstein import (
    BLUE,
    FILES,
    GOAL,
    RED,
    SIZE,
    START_SQUARES,
    EinStein,
    decode_move,
    encode_move,
)

from ..i18n import player_name
from .base import BoardWidget
from .colors import BoardColors
from .die import DieWidget
from .einstein_grid import LABEL, EinSteinGrid
from .einstein_painter import CUBE_COLORS, EinSteinPainter, is_roll
from .einstein_words import EinSteinValueWords

SQUARE_COLORS = (("#f1e9da", "#e4d7bf"), ("#3b4048", "#33373e"))  # (light, dark) themes, chequered
HOME_TINT = (("#f6d5d1", "#d4e2f8"), ("#4a3438", "#2f3a4d"))  # red's, blue's triangle; (light, dark)


class EinSteinBoard(BoardWidget):
    """The dice game's board: the die beside it emits ``rollRequested`` (the window rolls when it is a
    human's roll)."""

    offers_die = True
    game_name = EinStein.name
    game: EinStein
    painter: EinSteinPainter
    value_words: EinSteinValueWords
    painter_class = EinSteinPainter
    value_words_class = EinSteinValueWords

    def __init__(self, game: EinStein | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game or EinStein(), parent)
        self.grid = EinSteinGrid()
        self._pending: int | None = None  # the square of the cube picked by the first click
        self.previous_roll: tuple[int, int] | None = None  # (side, face) of the roll the last move used
        self.die = DieWidget(self)
        self.die.setObjectName("die")
        self.die.clicked.connect(self.rollRequested)
        self.die.setToolTip(self.tr("The die: click it (or press R) to roll when it is your roll"))
        self.setMinimumSize(360, 260)
        self.marks.preview_changed = lambda: self._update_die(False)  # the die shows the previewed roll

    # -- state ---------------------------------------------------------------------------------------
    def set_position(self, state: Any, last_move: int | None, *, interactive: bool, caption: str = "") -> None:
        old = self.state
        # a roll just happened: same cubes, same side, the die was blank and now shows a face
        rolled = old[2] == 0 and state[2] != 0 and old[0] == state[0] and old[1] == state[1]
        # the roll just used up by a move stays in the die's caption (a computer's roll and reply can
        # follow each other faster than the eye)
        moved = old[2] != 0 and state[2] == 0 and old[1] != state[1]
        self.previous_roll = (old[1], old[2]) if moved else None
        super().set_position(state, last_move, interactive=interactive, caption=caption)
        if self._pending is not None and not self.game.moves_from(state, self._pending):
            self._pending = None
        self._update_die(rolled)

    def _update_die(self, rolled: bool) -> None:
        state = self.marks.shown_state()
        colors = self.colors()
        over = self.game.is_terminal(state)
        side = state[3] if over else state[1]  # the die in the colour of whoever rolls it (or has won)
        body = QColor(CUBE_COLORS[side][colors.dark])
        self.die.set_colors(body.lighter(185) if not colors.dark else body.darker(230), QColor("#1b1b1b")
                            if not colors.dark else QColor("#f0f0f0"), body)
        self.die.set_face(-1 if over else state[2], rolled=rolled and not self.marks.previewing, dimmed=over)

    @property
    def pending(self) -> int | None:
        """The square of the cube picked by a first click (None when none is picked)."""
        return self._pending

    # -- geometry ------------------------------------------------------------------------------------
    def compute_layout(self, rect: QRectF) -> None:
        self.grid.layout(rect)
        self.die.setGeometry(self.grid.die_rect.toAlignedRect())

    def move_at(self, point: QPointF) -> int | None:
        sq = self.grid.square_at(point)
        if sq is None:
            return None
        if self._pending is not None:
            move = encode_move(self._pending, sq)
            if move in self.legal_moves():
                return move
        return encode_move(sq, sq)

    def nav_size(self) -> tuple[int, int]:
        return SIZE, SIZE

    def nav_cell(self, move: int) -> tuple[int, int]:
        if is_roll(move):
            return SIZE // 2, SIZE // 2
        row, col = divmod(decode_move(move)[1], SIZE)
        return col, row

    def nav_move(self, col: int, row: int) -> int | None:
        sq = row * SIZE + col
        if self._pending is not None and encode_move(self._pending, sq) in self.legal_moves():
            return encode_move(self._pending, sq)  # the picked cube's move there (onto its own side's cube too)
        return encode_move(sq, sq)

    def input_steps(self, move: int) -> list[int]:
        """Pick the cube, then its target (a roll is one click on the die)."""
        if is_roll(move):
            return [move]
        frm = decode_move(move)[0]
        return [encode_move(frm, frm), move]

    def target_rect(self, move: int) -> QRectF:
        if is_roll(move):
            return QRectF(self.grid.die_rect)
        return self.grid.cell_rect(decode_move(move)[1])

    def value_rect(self, move: int) -> QRectF:
        if is_roll(move):
            return QRectF(self.grid.die_rect)
        to = decode_move(move)[1]
        cell = self.grid.cell_rect(to)
        sharing = self.value_words.sharing(move)
        occupied = self.game.cube_at(self.marks.shown_state(), to) is not None
        if not occupied and (len(sharing) < 2 or move not in sharing):
            return cell
        # On a cube (a capture) the values go under its number, in the cell's lower part; two cubes
        # reaching the square get a band each (in move order), each value named by its cube.
        area = QRectF(cell.left(), cell.top() + cell.height() * (0.66 if occupied else 0.0), cell.width(),
                      cell.height() * (0.34 if occupied else 1.0))
        if len(sharing) < 2 or move not in sharing:
            return area
        k = sharing.index(move)
        band = area.height() / len(sharing)
        return QRectF(area.left(), area.top() + k * band, area.width(), band)

    def landing_rect(self, state: Any, move: int) -> QRectF | None:
        return None if is_roll(move) else self.grid.cell_rect(decode_move(move)[1])

    def placed_rect(self, state: Any, move: int) -> QRectF | None:
        return None if is_roll(move) else self.grid.cell_rect(decode_move(move)[1])

    def winning_lines(self, state: Any) -> list[list[QRectF]]:
        winner = self.game.winner(state)
        if winner is None:
            return []
        cubes = state[0]
        goal = GOAL[winner]
        if goal in cubes[6 * winner:6 * winner + 6]:
            return [[self.grid.cell_rect(goal)]]
        return [[self.grid.cell_rect(sq)] for sq in cubes[6 * winner:6 * winner + 6] if sq >= 0]

    # -- input ---------------------------------------------------------------------------------------
    def choose(self, move: int) -> None:
        """A click (or Enter) on a square: pick a movable cube, or move the picked cube there."""
        if not self.can_play() or is_roll(move):
            super().choose(move)
            return
        if move in self.legal_moves():
            self._pending = None
            self.moveChosen.emit(move)
            return
        sq = decode_move(move)[1]
        if self.game.moves_from(self.state, sq):
            self._pending = None if self._pending == sq else sq  # a second click on it puts it back
            self.update()
            return
        if self._pending is not None and encode_move(self._pending, sq) in self.legal_moves():
            target = encode_move(self._pending, sq)
            self._pending = None
            self.moveChosen.emit(target)
            return
        self.move_cursor.flash_illegal(move)

    def click_square(self, sq: int) -> None:
        """What a click on square ``sq`` does (for tests and keyboard users)."""
        self.choose(encode_move(sq, sq))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        # a cube that may move is clickable too (the base class knows only whole moves)
        sq = self.grid.square_at(event.position())
        if self.can_play() and sq is not None and self.game.moves_from(self.state, sq):
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._pending is not None:
            self._pending = None
            self.update()
            return
        super().keyPressEvent(event)

    # -- drawing -------------------------------------------------------------------------------------
    def draw_board(self, p: QPainter, colors: BoardColors) -> None:
        c = self.grid.cell
        dark = int(colors.dark)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        homes = (set(START_SQUARES[RED]), set(START_SQUARES[BLUE]))
        for sq in range(SIZE * SIZE):
            r, col = divmod(sq, SIZE)
            fill = QColor(SQUARE_COLORS[dark][(r + col) % 2])
            for side in (RED, BLUE):
                if sq in homes[side]:
                    fill = QColor(HOME_TINT[dark][side])
            p.setBrush(fill)
            p.drawRect(self.grid.cell_rect(sq))
        # each side's goal: the opponent's corner, ringed in the colour of the side that wants it
        for side in (RED, BLUE):
            rect = self.grid.cell_rect(GOAL[side])
            ring = QColor(CUBE_COLORS[side][dark])
            ring.setAlphaF(0.7)
            p.setPen(QPen(ring, max(1.5, c * 0.035), Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            inset = c * 0.06
            p.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        p.setPen(QPen(colors.grid, 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(self.grid.origin.x(), self.grid.origin.y(), c * SIZE, c * SIZE))
        p.setPen(colors.muted)
        p.setFont(self.painter.font(min(c * 0.2, 15.0)))
        for i in range(SIZE):
            bottom = self.grid.cell_rect(SIZE * (SIZE - 1) + i)
            p.drawText(QRectF(bottom.left(), bottom.bottom(), c, c * LABEL), Qt.AlignmentFlag.AlignCenter, FILES[i])
            left = self.grid.cell_rect(SIZE * i)
            p.drawText(QRectF(left.left() - c * LABEL, left.top(), c * LABEL, c), Qt.AlignmentFlag.AlignCenter,
                       str(SIZE - i))
        p.restore()
        self.painter.draw_die_caption(p, colors)

    def draw_pieces(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        cubes = state[0]
        playing = not self.game.is_terminal(state) and state[2] != 0
        movable = set(self.game.movable_cubes(state)) if playing else set()
        side = state[1]
        for k, sq in enumerate(cubes):
            if sq < 0:
                continue
            owner, number = divmod(k, 6)
            rect = self.grid.cell_rect(sq)
            if owner == side and number + 1 in movable:
                self.painter.draw_movable_mark(p, rect, colors, picked=sq == self._pending and not self.marks.previewing)
            self.painter.draw_cube(p, rect, owner, number + 1, colors)
        if self._pending is not None and not self.marks.previewing and playing:
            for move in self.game.moves_from(state, self._pending):
                self.painter.draw_target_dot(p, self.grid.cell_rect(decode_move(move)[1]), colors)

    def draw_piece(self, p: QPainter, rect: QRectF, player: int, colors: BoardColors, opacity: float = 1.0) -> None:
        if player in (RED, BLUE):
            self.painter.draw_cube(p, rect, player, None, colors, opacity)

    def piece_name(self, player: int) -> str:
        if player not in (RED, BLUE):
            return self.tr("Chance")
        name = player_name(self.game, player)
        return name[:1].upper() + name[1:]  # a name that begins a sentence: "Red to roll"

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.die.setGeometry(QRect(self.grid.die_rect.toAlignedRect()))
