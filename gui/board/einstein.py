"""The EinStein würfelt nicht! board: 5×5 squares, numbered cubes in two colours, and the die beside it.

A move takes two clicks: a movable cube (highlighted for the current roll), then one of its target
squares (dotted). The arrow keys walk the squares and Enter does the same as a click. Clicks mean
squares, so ``move_at`` returns a *square pseudo-move* ``encode_move(sq, sq)`` (never legal); ``choose``
turns the clicks into a real move. Move values are written on the target squares (split when two
cubes can reach the same square); the principal variation's ghosts stop at the next roll, since what
follows a roll is only one of six futures.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QWidget

from engine.game import CHANCE
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
from engine.results import MoveValue

from ..i18n import player_name
from .base import BoardWidget, Overlay
from .colors import BoardColors
from .die import DieWidget

CUBE_COLORS = (("#d32f2f", "#ef5350"), ("#1f5fbf", "#5c9dff"))  # red, blue; (light theme, dark theme)
SQUARE_COLORS = (("#f1e9da", "#e4d7bf"), ("#3b4048", "#33373e"))  # (light, dark) themes, chequered
HOME_TINT = (("#f6d5d1", "#d4e2f8"), ("#4a3438", "#2f3a4d"))  # red's, blue's triangle; (light, dark)
LABEL = 0.38  # the rank/file labels, in cells
DIE_COLUMN = 1.9  # the column right of the board holding the die and its caption, in cells
DIE_ROW = 1.45  # or the row above the board (in a tall, narrow area)


def is_roll(move: int) -> bool:
    return 1 <= move <= 6


class EinSteinBoard(BoardWidget):
    """The dice game's board: the die beside it emits ``rollRequested`` (the window rolls when it is a
    human's roll)."""

    offers_die = True
    game_name = EinStein.name
    game: EinStein

    def __init__(self, game: EinStein | None = None, parent: QWidget | None = None) -> None:
        super().__init__(game or EinStein(), parent)
        self._cell = 1.0
        self._origin = QPointF()
        self._die_rect = QRectF()
        self._die_caption_rect = QRectF()
        self._caption_align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        self._pending: int | None = None  # the square of the cube picked by the first click
        self._previous_roll: tuple[int, int] | None = None  # (side, face) of the roll the last move used
        self.die = DieWidget(self)
        self.die.setObjectName("die")
        self.die.clicked.connect(self.rollRequested)
        self.die.setToolTip(self.tr("The die: click it (or press R) to roll when it is your roll"))
        self.setMinimumSize(360, 260)

    # -- state ---------------------------------------------------------------------------------------
    def set_position(self, state: Any, last_move: int | None, *, interactive: bool, caption: str = "") -> None:
        old = self.state
        # a roll just happened: same cubes, same side, the die was blank and now shows a face
        rolled = old[2] == 0 and state[2] != 0 and old[0] == state[0] and old[1] == state[1]
        # the roll just used up by a move stays in the die's caption (a computer's roll and reply can
        # follow each other faster than the eye)
        moved = old[2] != 0 and state[2] == 0 and old[1] != state[1]
        self._previous_roll = (old[1], old[2]) if moved else None
        super().set_position(state, last_move, interactive=interactive, caption=caption)
        if self._pending is not None and not self.game.moves_from(state, self._pending):
            self._pending = None
        self._update_die(rolled)

    def set_preview(self, state: Any, *args: Any, **kwargs: Any) -> None:
        super().set_preview(state, *args, **kwargs)
        self._update_die(False)

    def end_preview(self) -> None:
        super().end_preview()
        self._update_die(False)

    def _update_die(self, rolled: bool) -> None:
        state = self.shown_state()
        colors = self.colors()
        over = self.game.is_terminal(state)
        side = state[3] if over else state[1]  # the die in the colour of whoever rolls it (or has won)
        body = QColor(CUBE_COLORS[side][colors.dark])
        self.die.set_colors(body.lighter(185) if not colors.dark else body.darker(230), QColor("#1b1b1b")
                            if not colors.dark else QColor("#f0f0f0"), body)
        self.die.set_face(-1 if over else state[2], rolled=rolled and not self.previewing, dimmed=over)

    @property
    def pending(self) -> int | None:
        """The square of the cube picked by a first click (None when none is picked)."""
        return self._pending

    # -- geometry ------------------------------------------------------------------------------------
    def compute_layout(self, rect: QRectF) -> None:
        # The die goes beside the board in a wide area and above it in a tall one: whichever gives
        # the bigger squares.
        beside = min(rect.width() / (SIZE + LABEL + DIE_COLUMN), rect.height() / (SIZE + LABEL))
        above = min(rect.width() / (SIZE + LABEL), rect.height() / (SIZE + LABEL + DIE_ROW))
        c = max(beside, above)
        self._cell = c
        die_side = c * 1.15
        if beside >= above:
            w, h = c * (SIZE + LABEL + DIE_COLUMN), c * (SIZE + LABEL)
            left, top = rect.center().x() - w / 2, rect.center().y() - h / 2
            self._origin = QPointF(left + c * LABEL, top)
            grid_right = self._origin.x() + c * SIZE
            die_left = grid_right + c * (DIE_COLUMN - 1.15) / 2 + c * 0.1
            self._die_rect = QRectF(die_left, top + c * 0.55, die_side, die_side)
            self._die_caption_rect = QRectF(grid_right + c * 0.2, self._die_rect.bottom() + c * 0.1,
                                            c * (DIE_COLUMN - 0.1), c * 1.6)
            self._caption_align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        else:
            w, h = c * (SIZE + LABEL), c * (SIZE + LABEL + DIE_ROW)
            left, top = rect.center().x() - w / 2, rect.center().y() - h / 2
            self._origin = QPointF(left + c * LABEL, top + c * DIE_ROW)
            self._die_rect = QRectF(self._origin.x() + c * 0.9, top + c * 0.05, die_side, die_side)
            self._die_caption_rect = QRectF(self._die_rect.right() + c * 0.25, top + c * 0.05,
                                            c * (SIZE - 2.3), die_side)
            self._caption_align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.die.setGeometry(self._die_rect.toAlignedRect())

    def cell_rect(self, sq: int) -> QRectF:
        c = self._cell
        r, col = divmod(sq, SIZE)
        return QRectF(self._origin.x() + col * c, self._origin.y() + r * c, c, c)

    def square_at(self, point: QPointF) -> int | None:
        c = self._cell
        x, y = point.x() - self._origin.x(), point.y() - self._origin.y()
        if not (0 <= x < c * SIZE and 0 <= y < c * SIZE):
            return None
        return int(y // c) * SIZE + int(x // c)

    def square_center(self, sq: int) -> QPointF:
        return self.cell_rect(sq).center()

    def move_at(self, point: QPointF) -> int | None:
        sq = self.square_at(point)
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
            return QRectF(self._die_rect)
        return self.cell_rect(decode_move(move)[1])

    def _sharing(self, move: int) -> list[int]:
        """The moves of the overlay that end on ``move``'s square (two cubes may reach the same one)."""
        to = decode_move(move)[1]
        return sorted(m for m in self.overlay().values if not is_roll(m) and decode_move(m)[1] == to)

    def value_rect(self, move: int) -> QRectF:
        if is_roll(move):
            return QRectF(self._die_rect)
        to = decode_move(move)[1]
        cell = self.cell_rect(to)
        sharing = self._sharing(move)
        occupied = self.game.cube_at(self.shown_state(), to) is not None
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

    def value_texts(self, values: Mapping[int, MoveValue]) -> dict[int, str]:
        """Where two cubes reach one square, each value is named by its cube: "3: 0.42"."""
        texts = super().value_texts(values)
        state = self.shown_state()
        for move in texts:
            if not is_roll(move) and len(self._sharing_in(values, move)) > 1:
                cube = self.game.cube_at(state, decode_move(move)[0])
                if cube is not None:
                    texts[move] = f"{cube[1]}: {texts[move]}"
        return texts

    @staticmethod
    def _sharing_in(values: Mapping[int, MoveValue], move: int) -> list[int]:
        to = decode_move(move)[1]
        return [m for m in values if not is_roll(m) and decode_move(m)[1] == to]

    def landing_rect(self, state: Any, move: int) -> QRectF | None:
        return None if is_roll(move) else self.cell_rect(decode_move(move)[1])

    def placed_rect(self, state: Any, move: int) -> QRectF | None:
        return None if is_roll(move) else self.cell_rect(decode_move(move)[1])

    def winning_lines(self, state: Any) -> list[list[QRectF]]:
        winner = self.game.winner(state)
        if winner is None:
            return []
        cubes = state[0]
        goal = GOAL[winner]
        if goal in cubes[6 * winner:6 * winner + 6]:
            return [[self.cell_rect(goal)]]
        return [[self.cell_rect(sq)] for sq in cubes[6 * winner:6 * winner + 6] if sq >= 0]

    # -- input ---------------------------------------------------------------------------------------
    def choose(self, move: int) -> None:
        """A click (or Enter) on a square: pick a movable cube, or move the picked cube there."""
        if not self._can_play() or is_roll(move):
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
        self._flash_illegal(move)

    def click_square(self, sq: int) -> None:
        """What a click on square ``sq`` does (for tests and keyboard users)."""
        self.choose(encode_move(sq, sq))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        # a cube that may move is clickable too (the base class knows only whole moves)
        sq = self.square_at(event.position())
        if self._can_play() and sq is not None and self.game.moves_from(self.state, sq):
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._pending is not None:
            self._pending = None
            self.update()
            return
        super().keyPressEvent(event)

    # -- drawing -------------------------------------------------------------------------------------
    def draw_board(self, p: QPainter, colors: BoardColors) -> None:
        c = self._cell
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
            p.drawRect(self.cell_rect(sq))
        # each side's goal: the opponent's corner, ringed in the colour of the side that wants it
        for side in (RED, BLUE):
            rect = self.cell_rect(GOAL[side])
            ring = QColor(CUBE_COLORS[side][dark])
            ring.setAlphaF(0.7)
            p.setPen(QPen(ring, max(1.5, c * 0.035), Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            inset = c * 0.06
            p.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        p.setPen(QPen(colors.grid, 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(self._origin.x(), self._origin.y(), c * SIZE, c * SIZE))
        p.setPen(colors.muted)
        p.setFont(self._font(min(c * 0.2, 15.0)))
        for i in range(SIZE):
            bottom = self.cell_rect(SIZE * (SIZE - 1) + i)
            p.drawText(QRectF(bottom.left(), bottom.bottom(), c, c * LABEL), Qt.AlignmentFlag.AlignCenter, FILES[i])
            left = self.cell_rect(SIZE * i)
            p.drawText(QRectF(left.left() - c * LABEL, left.top(), c * LABEL, c), Qt.AlignmentFlag.AlignCenter,
                       str(SIZE - i))
        p.restore()
        self._draw_die_caption(p, colors)

    def _draw_die_caption(self, p: QPainter, colors: BoardColors) -> None:
        state = self.shown_state()
        c = self._cell
        name = player_name(self.game, state[1])
        if self.game.is_terminal(state):
            text = self.tr("{0} has won").format(player_name(self.game, state[3]))
        elif state[2] == 0:
            text = self.tr("{0} to roll").format(name) + (
                "\n" + self.tr("(R or click)") if self.interactive and not self.previewing else "")
            if self._previous_roll is not None and not self.previewing:
                side, face = self._previous_roll
                text += "\n" + self.tr("({0} rolled {1})").format(player_name(self.game, side), face)
        else:
            cubes = ", ".join(map(str, self.game.movable_cubes(state)))
            text = self.tr("{0} rolled {1}").format(name, state[2]) + "\n" + self.tr("cube {0} may move").format(cubes)
        p.save()
        p.setPen(colors.text)
        font = self._font(min(c * 0.2, 16.0))
        rect = self._die_caption_rect
        metrics = QFontMetricsF(font)
        while font.pixelSize() > 9 and max(metrics.horizontalAdvance(line) for line in text.split("\n")) > rect.width():
            font.setPixelSize(font.pixelSize() - 1)
            metrics = QFontMetricsF(font)
        p.setFont(font)
        p.drawText(rect, self._caption_align, text)
        p.restore()

    def draw_pieces(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        cubes = state[0]
        playing = not self.game.is_terminal(state) and state[2] != 0
        movable = set(self.game.movable_cubes(state)) if playing else set()
        side = state[1]
        for k, sq in enumerate(cubes):
            if sq < 0:
                continue
            owner, number = divmod(k, 6)
            rect = self.cell_rect(sq)
            if owner == side and number + 1 in movable:
                self._draw_movable_mark(p, rect, colors, picked=sq == self._pending and not self.previewing)
            self.draw_cube(p, rect, owner, number + 1, colors)
        if self._pending is not None and not self.previewing and playing:
            for move in self.game.moves_from(state, self._pending):
                self._draw_target_dot(p, self.cell_rect(decode_move(move)[1]), colors)

    def _draw_movable_mark(self, p: QPainter, rect: QRectF, colors: BoardColors, picked: bool) -> None:
        p.save()
        glow = QColor(colors.accent)
        glow.setAlphaF(0.55 if picked else 0.28)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(glow)
        inset = rect.width() * 0.04
        p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset * 2, inset * 2)
        p.setPen(QPen(colors.accent, max(2.0, rect.width() * (0.05 if picked else 0.03))))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset * 2, inset * 2)
        p.restore()

    def _draw_target_dot(self, p: QPainter, rect: QRectF, colors: BoardColors) -> None:
        p.save()
        dot = QColor(colors.accent)
        dot.setAlphaF(0.8)
        p.setPen(QPen(dot, max(2.0, rect.width() * 0.04)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        d = rect.width() * 0.22
        p.drawEllipse(rect.center(), d, d)
        p.restore()

    def cube_rect(self, cell: QRectF) -> QRectF:
        inset = cell.width() * 0.16
        return cell.adjusted(inset, inset, -inset, -inset)

    def draw_cube(self, p: QPainter, cell: QRectF, player: int, number: int | None, colors: BoardColors,
                  opacity: float = 1.0) -> None:
        fill = QColor(CUBE_COLORS[player][colors.dark])
        fill.setAlphaF(opacity)
        rim = fill.darker(140)
        rim.setAlphaF(opacity)
        rect = self.cube_rect(cell)
        p.save()
        p.setPen(QPen(rim, max(1.5, cell.width() * 0.04)))
        p.setBrush(fill)
        radius = rect.width() * 0.16
        p.drawRoundedRect(rect, radius, radius)
        if number is not None:
            font = QFont(self.font())
            font.setPixelSize(max(9, round(rect.height() * 0.6)))
            font.setBold(True)
            p.setFont(font)
            text = QColor("white")
            text.setAlphaF(opacity)
            p.setPen(text)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number))
        p.restore()

    def draw_piece(self, p: QPainter, rect: QRectF, player: int, colors: BoardColors, opacity: float = 1.0) -> None:
        if player in (RED, BLUE):
            self.draw_cube(p, rect, player, None, colors, opacity)

    def piece_name(self, player: int) -> str:
        if player not in (RED, BLUE):
            return self.tr("Chance")
        name = player_name(self.game, player)
        return name[:1].upper() + name[1:]  # a name that begins a sentence: "Red to roll"

    def _draw_last_move(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        last = self._preview_last if self.previewing else self.last_move
        if last is None or is_roll(last):
            return
        frm = decode_move(last)[0]
        p.save()
        # where the cube came from: a faint outline; where it went: the base class's corner dot
        pen = QPen(colors.accent, max(1.5, self._cell * 0.03), Qt.PenStyle.DotLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = self._cell * 0.18
        p.drawRoundedRect(self.cell_rect(frm).adjusted(inset, inset, -inset, -inset), inset, inset)
        p.restore()
        super()._draw_last_move(p, state, colors)

    def _draw_pv(self, p: QPainter, colors: BoardColors) -> None:
        # Ghosts up to the next roll: after it, the line is one of six futures, not a forecast.
        state = self.state
        shown = 0
        for move in self._pv:
            if self.game.is_terminal(state) or self.game.to_move(state) == CHANCE:
                break
            if move not in self.game.actions(state):
                break
            frm, to = decode_move(move)
            owner_number = self.game.cube_at(state, frm)
            if owner_number is not None:
                shown += 1
                rect = self.cell_rect(to)
                if not (self.show_values and move in self.overlay().values):  # a value there: the badge only
                    self.draw_cube(p, rect, owner_number[0], owner_number[1], colors, opacity=0.3)
                side = min(rect.width() * 0.22, 30.0)
                badge = QRectF(0, 0, side, side)
                badge.moveTopRight(rect.topRight() + QPointF(-rect.width() * 0.04, rect.width() * 0.04))
                p.save()
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colors.accent)
                p.drawEllipse(badge)
                p.setPen(QColor("white"))
                p.setFont(self._font(badge.height() * 0.62, bold=True))
                p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(shown))
                p.restore()
            state = self.game.result(state, move)

    def _draw_values(self, p: QPainter, colors: BoardColors, ov: Overlay, legal: set[int]) -> None:
        # A value on a square with a cube (a capture) would be unreadable on the cube: a plate under it.
        state = self.shown_state()
        plate = QColor(colors.background)
        plate.setAlphaF(0.82)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(plate)
        for move in ov.values:
            if move in legal and not is_roll(move) and self.game.cube_at(state, decode_move(move)[1]) is not None:
                rect = self.value_rect(move)
                h = min(rect.height() * 0.9, self._cell * 0.36)
                w = rect.width() * 0.86
                p.drawRoundedRect(QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h), h * 0.3, h * 0.3)
        p.restore()
        super()._draw_values(p, colors, ov, legal)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.die.setGeometry(QRect(self._die_rect.toAlignedRect()))
