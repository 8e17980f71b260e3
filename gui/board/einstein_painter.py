"""``EinSteinPainter``: how the dice game's board draws its cubes, the die's caption and its own overlays.

The cubes (numbered, in their side's colour), the mark on a cube that may move for this roll and the dots on
the picked cube's targets; the die's caption ("Red rolled 3, cube 3 may move"); where a cube came from (a faint
outline under the last-move dot); the principal variation's ghosts, which stop at the next roll (what follows a
roll is only one of six futures); and a plate under a value written on a cube. The die caption's strings keep
the ``EinSteinBoard`` translation context.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from engine.game import CHANCE
from engine.games.einstein import EinStein, decode_move

from ..i18n import player_name
from .colors import BoardColors
from .einstein_grid import EinSteinGrid
from .overlay import Overlay
from .painter import BoardPainter, PaintedBoard

CUBE_COLORS = (("#d32f2f", "#ef5350"), ("#1f5fbf", "#5c9dff"))  # red, blue; (light theme, dark theme)


def is_roll(move: int) -> bool:
    return 1 <= move <= 6


class EinSteinView(PaintedBoard, Protocol):
    """The dice game's board as its painter reads it (see ``EinSteinBoard``)."""

    @property
    def game(self) -> EinStein: ...
    @property
    def grid(self) -> EinSteinGrid: ...
    @property
    def pending(self) -> int | None: ...
    @property
    def previous_roll(self) -> tuple[int, int] | None: ...


class EinSteinPainter(BoardPainter):
    """Paints an ``EinSteinBoard``."""

    board: EinSteinView

    def draw_die_caption(self, p: QPainter, colors: BoardColors) -> None:
        board = self.board
        state = board.marks.shown_state()
        c = board.grid.cell
        name = player_name(board.game, state[1])
        if board.game.is_terminal(state):
            text = QCoreApplication.translate("EinSteinBoard", "{0} has won").format(player_name(board.game, state[3]))
        elif state[2] == 0:
            text = QCoreApplication.translate("EinSteinBoard", "{0} to roll").format(name) + (
                "\n" + QCoreApplication.translate("EinSteinBoard", "(R or click)")
                if board.interactive and not board.marks.previewing else "")
            if board.previous_roll is not None and not board.marks.previewing:
                side, face = board.previous_roll
                text += "\n" + QCoreApplication.translate("EinSteinBoard", "({0} rolled {1})").format(
                    player_name(board.game, side), face)
        else:
            cubes = ", ".join(map(str, board.game.movable_cubes(state)))
            text = (QCoreApplication.translate("EinSteinBoard", "{0} rolled {1}").format(name, state[2]) + "\n"
                    + QCoreApplication.translate("EinSteinBoard", "cube {0} may move").format(cubes))
        p.save()
        p.setPen(colors.text)
        font = self.font(min(c * 0.2, 16.0))
        rect = self.board.grid.die_caption_rect
        metrics = QFontMetricsF(font)
        while font.pixelSize() > 9 and max(metrics.horizontalAdvance(line) for line in text.split("\n")) > rect.width():
            font.setPixelSize(font.pixelSize() - 1)
            metrics = QFontMetricsF(font)
        p.setFont(font)
        p.drawText(rect, self.board.grid.caption_align, text)
        p.restore()

    def draw_movable_mark(self, p: QPainter, rect: QRectF, colors: BoardColors, picked: bool) -> None:
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

    def draw_target_dot(self, p: QPainter, rect: QRectF, colors: BoardColors) -> None:
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
            font = QFont(self.board.font())
            font.setPixelSize(max(9, round(rect.height() * 0.6)))
            font.setBold(True)
            p.setFont(font)
            text = QColor("white")
            text.setAlphaF(opacity)
            p.setPen(text)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(number))
        p.restore()

    def draw_last_move(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        last = self.board.marks.preview.last if self.board.marks.previewing else self.board.last_move
        if last is None or is_roll(last):
            return
        frm = decode_move(last)[0]
        p.save()
        # where the cube came from: a faint outline; where it went: the base class's corner dot
        pen = QPen(colors.accent, max(1.5, self.board.grid.cell * 0.03), Qt.PenStyle.DotLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = self.board.grid.cell * 0.18
        p.drawRoundedRect(self.board.grid.cell_rect(frm).adjusted(inset, inset, -inset, -inset), inset, inset)
        p.restore()
        super().draw_last_move(p, state, colors)

    def draw_pv(self, p: QPainter, colors: BoardColors) -> None:
        # Ghosts up to the next roll: after it, the line is one of six futures, not a forecast.
        state = self.board.state
        shown = 0
        for move in self.board.marks.pv():
            if self.board.game.is_terminal(state) or self.board.game.to_move(state) == CHANCE:
                break
            if move not in self.board.game.actions(state):
                break
            frm, to = decode_move(move)
            owner_number = self.board.game.cube_at(state, frm)
            if owner_number is not None:
                shown += 1
                rect = self.board.grid.cell_rect(to)
                marks = self.board.marks
                if not (marks.show_values and move in marks.overlay().values):  # a value there: the badge only
                    self.draw_cube(p, rect, owner_number[0], owner_number[1], colors, opacity=0.3)
                side = min(rect.width() * 0.22, 30.0)
                badge = QRectF(0, 0, side, side)
                badge.moveTopRight(rect.topRight() + QPointF(-rect.width() * 0.04, rect.width() * 0.04))
                p.save()
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colors.accent)
                p.drawEllipse(badge)
                p.setPen(QColor("white"))
                p.setFont(self.font(badge.height() * 0.62, bold=True))
                p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(shown))
                p.restore()
            state = self.board.game.result(state, move)

    def draw_values(self, p: QPainter, colors: BoardColors, ov: Overlay, legal: set[int]) -> None:
        # A value on a square with a cube (a capture) would be unreadable on the cube: a plate under it.
        state = self.board.marks.shown_state()
        plate = QColor(colors.background)
        plate.setAlphaF(0.82)
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(plate)
        for move in ov.values:
            if move in legal and not is_roll(move) and self.board.game.cube_at(state, decode_move(move)[1]) is not None:
                rect = self.board.value_rect(move)
                h = min(rect.height() * 0.9, self.board.grid.cell * 0.36)
                w = rect.width() * 0.86
                p.drawRoundedRect(QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h), h * 0.3, h * 0.3)
        p.restore()
        super().draw_values(p, colors, ov, legal)
