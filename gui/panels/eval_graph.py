"""The evaluation graph: the value of every position of the game, as chess sites draw it.

One point per position (ply 0 is the start), always from the first player's point of view, so the
line rises when the game turns their way and falls when it turns the other way; the area between the
line and the zero line is filled in that side's colour. Only a proven win (or loss) is drawn at the top
(or bottom) edge and called one. Other values are drawn on a compressed scale, as Lichess does: near
zero in proportion, further out ever more squeezed (a logarithm of the value in thousandths of a win),
so that +10 on a scale whose win is 10,000 sits low, far from the edge, yet +10 and +20 still differ.
The left axis carries the evaluation's own numbers. A value the search only bounded is drawn as an
open marker with an arrow towards where the true value lies (≥: up, ≤: down, in that side's view),
never as if it were exact. Positions without a value leave a gap. Clicking a point asks to go to it.

The widget knows nothing of the game: ``set_points`` gives it the points, ``plyClicked`` reports a
click. ``game_points`` builds the points from a session's searches.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from engine.game import CHANCE
from engine.results import Bound, SearchResult

from ..app.format import fmt_value
from ..app.session import GameSession, Position

AXIS_WIDTH = 40
"""Room on the left for the axis's numbers."""
FLIP: dict[Bound, Bound] = {"exact": "exact", "lower": "upper", "upper": "lower"}
MARKS: dict[Bound, str] = {"exact": "", "lower": "≥ ", "upper": "≤ "}


@dataclass(frozen=True)
class EvalPoint:
    """The value of the position after ``ply`` moves (and rolls), from the first player's point of view.

    ``bound``: "lower" / "upper" when the search proved only that the value is at least / at most this
    (in the same point of view). ``win``: what a win is worth on this search's scale (1 for textbook
    utilities, an evaluation's win score with a depth cutoff); ``source`` says which search it is from.
    """

    ply: int
    value: float
    bound: Bound = "exact"
    win: float = 1.0
    source: str = ""
    evaluation: str = ""
    """The evaluation's name ("windows"; "" for an exact search to the game's end)."""

    @property
    def is_win(self) -> bool:
        return abs(self.value) >= self.win > 0

    def text(self) -> str:
        return MARKS[self.bound] + fmt_value(self.value)


WIN_UNITS = 1000.0
"""The compressed scale's unit is a thousandth of a win: values up to a few units are drawn nearly in
proportion, and the rest of the way to a win is squeezed logarithmically."""


def compress(value: float, win: float) -> float:
    """-1 … 1 for a value strictly between a loss and a win (``win`` > 0): sign · log(1 + |v|/u) / log(1 + win/u)."""
    if win <= 0:
        return 0.0
    unit = win / WIN_UNITS
    x = math.log1p(min(abs(value), win) / unit) / math.log1p(WIN_UNITS)
    return math.copysign(x, value)


def evaluation_name(result: SearchResult) -> str:
    """The evaluation's name without its weights ("windows"), "" for an exact search."""
    return (result.evaluation or "").partition("(")[0]


def search_words(result: SearchResult) -> str:
    """Which evaluation and depth a value comes from: "windows, depth 7"; "exact, to the end of the game"."""
    depth = result.depth_reached if result.iterations else result.depth
    name = evaluation_name(result)
    if depth is None or not name:
        return QCoreApplication.translate("EvalGraph", "exact, to the end of the game")
    return QCoreApplication.translate("EvalGraph", "{0}, depth {1}").format(name, depth)


def root_point(ply: int, result: SearchResult, to_move: int, win: float, source: str) -> EvalPoint | None:
    """A search's root value as a point: the searched side's value turned to the first player's view.
    The bound is the best move's (a stopped or windowed search may have proved only a bound)."""
    if result.value is None or not math.isfinite(result.value):
        return None
    bound: Bound = next((mv.bound for mv in result.moves if mv.move == result.best_move), "exact")
    name = evaluation_name(result)
    if to_move == 0:
        return EvalPoint(ply, result.value, bound, win, source, name)
    return EvalPoint(ply, -result.value, FLIP[bound], win, source, name)


def game_points(session: GameSession, win_of: Callable[[SearchResult, int], float],
                analyses: Mapping[Position, SearchResult] | None = None) -> list[EvalPoint]:
    """Every position of the session's game with a value: from the search that chose the move played
    there, else from an analysis of it (the session's, or ``analyses``); the final position of a
    finished game by its result. ``win_of(result, side)``: what a win is worth in that search."""
    game = session.game
    points: list[EvalPoint] = []
    played = session.entries
    for ply in range(len(played) + 1):
        state = session.state_before(ply) if ply < len(played) else session.state
        if game.is_terminal(state):
            winner = game.winner(state)
            win = points[-1].win if points else 1.0
            value = 0.0 if winner is None else (win if winner == 0 else -win)
            points.append(EvalPoint(ply, value, "exact", win, QCoreApplication.translate("EvalGraph", "the game's result")))
            break
        to_move = game.to_move(state)
        if to_move == CHANCE:
            continue
        entry = played[ply] if ply < len(played) else None
        result = entry.result if entry is not None and entry.result is not None else None
        source = (QCoreApplication.translate("EvalGraph", "the computer's search for move {0}").format(ply + 1)
                  if result is not None else "")
        if result is None:
            position = tuple(e.move for e in played[:ply])
            note = session.analysis(position)
            result = note.result if note is not None else (analyses or {}).get(position)
            source = QCoreApplication.translate("EvalGraph", "an analysis of this position")
        if result is None:
            continue
        source += f" ({search_words(result)})"
        point = root_point(ply, result, to_move, win_of(result, to_move), source)
        if point is not None:
            points.append(point)
    return points


def roll_plies(session: GameSession) -> list[int]:
    """Plies at which the die is to be rolled (positions the graph does not value)."""
    game = session.game
    entries = session.entries
    return [ply for ply in range(len(entries) + 1)
            if game.to_move(session.state_before(ply) if ply < len(entries) else session.state) == CHANCE]


def gaps(session: GameSession, points: Sequence[EvalPoint]) -> list[int]:
    """Plies of the game (positions where a player is to move) that have no value yet."""
    have = {p.ply for p in points}
    game = session.game
    out = []
    for ply in range(len(session.entries) + 1):
        state = session.state_before(ply) if ply < len(session.entries) else session.state
        if game.is_terminal(state) or game.to_move(state) == CHANCE:
            continue
        if ply not in have:
            out.append(ply)
    return out


def proven(point: EvalPoint) -> str:
    """" (a proven win)" / " (a proven loss)" for a point at a win's value, else ""."""
    if not point.is_win:
        return ""
    if point.value > 0:
        return " " + QCoreApplication.translate("EvalGraph", "(a proven win)")
    return " " + QCoreApplication.translate("EvalGraph", "(a proven loss)")


class EvalGraph(QWidget):
    """The graph.

    Signals:
        plyClicked(int): the user clicked the point (or the column) of the position after this many plies.
    """

    plyClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[EvalPoint] = []
        self.rolls: frozenset[int] = frozenset()
        self.length = 0  # plies in the game (the last position is ``length``)
        self.current: int | None = None
        self.side_name = self.tr("the first player")
        self.setMouseTracking(True)
        self.setMinimumSize(160, 90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setProperty("control", True)
        self.setAccessibleName(self.tr("Evaluation graph"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._update_description()

    def sizeHint(self) -> QSize:
        return QSize(320, 150)

    # -- API --------------------------------------------------------------------------------------------
    def set_points(self, points: Sequence[EvalPoint], length: int, side_name: str = "",
                   rolls: Collection[int] = ()) -> None:
        """The points to draw (any order; one per ply), the number of plies in the game, whose point of
        view the values are from, and the plies that are die rolls (no position to value: the line goes
        on across them, where a position without a value breaks it)."""
        self.points = sorted(points, key=lambda p: p.ply)
        self.rolls = frozenset(rolls)
        self.length = max(length, max((p.ply for p in self.points), default=0))
        self.side_name = side_name or self.tr("the first player")
        self._update_description()
        self.update()

    def set_current(self, ply: int | None) -> None:
        """Mark the position shown on the board (None: the game's current position)."""
        self.current = ply
        self.update()

    def point_at_ply(self, ply: int) -> EvalPoint | None:
        return next((p for p in self.points if p.ply == ply), None)

    # -- geometry ----------------------------------------------------------------------------------------
    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(AXIS_WIDTH, 18, -14, -16)

    def y_of(self, point: EvalPoint) -> float:
        """-1 … 1: a proven win at the edge, other values on the compressed scale, within 0.9."""
        if point.is_win:
            return 1.0 if point.value > 0 else -1.0
        return 0.9 * compress(point.value, point.win)

    def axis_win(self) -> float:
        """The win of the scale the axis is numbered in: the last point's (one game, one evaluation, mostly)."""
        return self.points[-1].win if self.points else 0.0

    def axis_ticks(self) -> list[tuple[float, str]]:
        """(y in -1 … 1, label): zero, and a thousandth, a hundredth and a tenth of a win either side, in the
        evaluation's units (none but zero for a win-or-lose scale, whose values are all wins)."""
        win = self.axis_win()
        ticks = [(0.0, "0")]
        if win > 1:
            for fraction in (0.1, 0.01, 0.001):  # the far ones first: they are kept when space is short
                value = win * fraction
                y = 0.9 * compress(value, win)
                ticks += [(y, f"+{value:g}"), (-y, f"−{value:g}")]
        return ticks

    def edge_labels(self) -> list[str]:
        """"win" / "loss" at the edges, only where a proven result is drawn there."""
        return [label for label, sign in (("win", 1), ("loss", -1))
                if any(p.is_win and p.value * sign > 0 for p in self.points)]

    def title(self) -> str:
        """The line over the graph: whose values, and on which evaluation's scale."""
        names = sorted({p.evaluation for p in self.points if p.evaluation})
        scale = (" — " + self.tr("{0} evaluation").format(names[0]) if len(names) == 1 else
                 " — " + self.tr("several evaluations (point at one: which)") if names else "")
        return self.tr("Value for {0} (up: better for them)").format(self.side_name) + scale

    def x_for(self, ply: int) -> float:
        area = self.plot_rect()
        return area.left() + (area.width() * ply / self.length if self.length else area.width() / 2)

    def position_of(self, point: EvalPoint) -> QPointF:
        area = self.plot_rect()
        return QPointF(self.x_for(point.ply), area.center().y() - self.y_of(point) * area.height() / 2)

    def ply_at(self, x: float) -> int | None:
        area = self.plot_rect()
        if not self.length and not self.points:
            return None
        if not area.left() - 8 <= x <= area.right() + 8:
            return None
        ply = round((x - area.left()) / area.width() * self.length) if self.length else 0
        return max(0, min(self.length, ply))

    # -- input ----------------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        ply = self.ply_at(event.position().x())
        if ply is not None and event.button() == Qt.MouseButton.LeftButton:
            self.plyClicked.emit(ply)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        ply = self.ply_at(event.position().x())
        if ply is None:
            QToolTip.hideText()
            return
        point = self.point_at_ply(ply)
        after = self.tr("After %n plies", "", ply)
        text = (self.tr("{0}: no value yet (Analyse the whole game fills it)").format(after) if point is None else
                self.tr("{0}: {1} for {2}, from {3}").format(after, point.text() + proven(point), self.side_name,
                                                             point.source))
        QToolTip.showText(event.globalPosition().toPoint(), text, self)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(event.key()))
        if step is None or not self.length:
            super().keyPressEvent(event)
            return
        here = self.current if self.current is not None else self.length
        self.plyClicked.emit(max(0, min(self.length, here + step)))

    def _update_description(self) -> None:
        if not self.points:
            self.setAccessibleDescription(self.tr("No values yet"))
            return
        last = self.points[-1]
        self.setAccessibleDescription(
            self.tr("%n positions with a value; the last, after {0} plies, is {1} for {2}", "", len(self.points))
            .format(last.ply, last.text(), self.side_name))

    # -- drawing --------------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        muted = QColor(text)
        muted.setAlphaF(0.45)
        accent = pal.color(QPalette.ColorRole.Highlight)
        area = self.plot_rect()
        font = QFont(self.font())
        font.setPixelSize(10)
        p.setFont(font)
        p.setPen(text)
        p.drawText(QRectF(8, 2, self.width() - 16, 14), Qt.AlignmentFlag.AlignLeft, self.title())
        p.fillRect(area, pal.color(QPalette.ColorRole.Base))
        mid = area.center().y()
        p.setPen(QPen(muted, 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(area.left(), mid), QPointF(area.right(), mid))
        drawn: list[float] = []
        for y, label in self.axis_ticks():  # the evaluation's numbers, on the compressed scale
            at = mid - y * area.height() / 2
            if any(abs(at - other) < 12 for other in drawn):
                continue  # (a small graph: the ticks near zero would overlap; the far ones stay)
            drawn.append(at)
            p.setPen(QPen(muted, 1, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(area.left(), at), QPointF(area.left() + 4, at))
            p.setPen(text)
            p.drawText(QRectF(0, at - 6, AXIS_WIDTH - 3, 12), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       label)
        p.setPen(muted)
        labels = self.edge_labels()
        words = {"win": self.tr("win"), "loss": self.tr("loss")}
        for edge, label in ((area.top(), "win"), (area.bottom() - 11, "loss")):
            if label in labels:
                wide = p.fontMetrics().horizontalAdvance(words[label]) + 2  # "Niederlage" is wider than "loss"
                p.drawText(QRectF(area.right() - wide - 2, edge, wide, 12), Qt.AlignmentFlag.AlignRight, words[label])
        p.setPen(text)
        if self.length:
            step = max(1, math.ceil(self.length / max(1, area.width() / 28)))
            for ply in range(0, self.length + 1, step):
                p.drawText(QRectF(self.x_for(ply) - 14, area.bottom() + 2, 28, 12), Qt.AlignmentFlag.AlignCenter,
                           str(ply))
        if self.current is not None or self.length:
            x = self.x_for(self.current if self.current is not None else self.length)
            p.setPen(QPen(accent, 1.5))
            p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        if not self.points:
            p.setPen(muted)
            p.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       self.tr("No values yet: the computer's searches and analyses appear here"))
            p.end()
            return
        self._draw_runs(p, area, accent)
        for point in self.points:
            self._draw_marker(p, point, accent, pal.color(QPalette.ColorRole.Base))
        p.end()

    def _runs(self) -> list[list[EvalPoint]]:
        """Points of consecutive plies (a position without a value breaks the line; a roll between two
        moves of a game of chance does not)."""
        runs: list[list[EvalPoint]] = []
        for point in self.points:
            if runs and all(ply in self.rolls for ply in range(runs[-1][-1].ply + 1, point.ply)):
                runs[-1].append(point)
            else:
                runs.append([point])
        return runs

    def _draw_runs(self, p: QPainter, area: QRectF, accent: QColor) -> None:
        mid = area.center().y()
        fill = QColor(accent)
        fill.setAlphaF(0.22)
        for run in self._runs():
            positions = [self.position_of(pt) for pt in run]
            if len(positions) > 1:
                shape = QPainterPath(QPointF(positions[0].x(), mid))
                for pos in positions:
                    shape.lineTo(pos)
                shape.lineTo(QPointF(positions[-1].x(), mid))
                shape.closeSubpath()
                p.fillPath(shape, fill)
                p.setPen(QPen(accent, 2))
                p.drawPolyline(QPolygonF(positions))

    def _draw_marker(self, p: QPainter, point: EvalPoint, accent: QColor, base: QColor) -> None:
        pos = self.position_of(point)
        r = 3.5
        p.setPen(QPen(accent, 1.5))
        p.setBrush(accent if point.bound == "exact" else base)  # a bound: an open marker
        p.drawEllipse(pos, r, r)
        if point.bound != "exact":
            d = -1 if point.bound == "lower" else 1  # ≥: the true value is higher up
            tip = QPointF(pos.x(), pos.y() + d * (r + 7))
            p.drawLine(QPointF(pos.x(), pos.y() + d * r), tip)
            p.setBrush(accent)
            p.drawPolygon(QPolygonF([tip, QPointF(tip.x() - 3, tip.y() - d * 4), QPointF(tip.x() + 3, tip.y() - d * 4)]))
