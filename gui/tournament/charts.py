"""The Tournament window's charts: Elo with its 95% interval per player, and the SPRT's LLR against its bounds."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import localized

MARGIN = 12


@dataclass(frozen=True)
class EloRow:
    name: str
    elo: float | None
    lower: float | None
    upper: float | None
    games: int
    score: float


class EloChart(QWidget):
    """Each player's Elo against the field, a dot with its 95% interval as a bar. A player who won or
    lost every game has no finite Elo: the chart writes "+∞" / "−∞" at the edge instead of a dot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[EloRow] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(120)

    def sizeHint(self) -> QSize:
        return QSize(420, 60 + 26 * max(2, len(self._rows)))

    def set_rows(self, rows: list[EloRow]) -> None:
        self._rows = rows
        self.updateGeometry()
        self.update()

    def rows(self) -> list[EloRow]:
        return list(self._rows)

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        fm = p.fontMetrics()
        label_w = max([fm.horizontalAdvance(r.name) for r in self._rows] + [60]) + 10
        plot = QRectF(MARGIN + label_w, MARGIN + fm.height(), self.width() - 2 * MARGIN - label_w - 40,
                      self.height() - 2 * MARGIN - 2 * fm.height())
        finite = [v for r in self._rows for v in (r.elo, r.lower, r.upper) if v is not None]
        span = max([abs(v) for v in finite] + [50.0]) * 1.1
        p.setPen(text)
        p.drawText(QRectF(MARGIN, 0, self.width(), fm.height() + 4), Qt.AlignmentFlag.AlignLeft
                   | Qt.AlignmentFlag.AlignVCenter, self.tr("Elo against the field (95% interval)"))
        if not self._rows:
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("no games yet"))
            return

        def x(v: float) -> float:
            return plot.left() + plot.width() * (v + span) / (2 * span)

        grid = QPen(pal.color(QPalette.ColorRole.Mid))
        grid.setStyle(Qt.PenStyle.DotLine)
        for v in (-span / 1.1, 0.0, span / 1.1):
            p.setPen(grid if v else QPen(pal.color(QPalette.ColorRole.Dark)))
            p.drawLine(QPointF(x(v), plot.top()), QPointF(x(v), plot.bottom()))
            p.setPen(text)
            p.drawText(QRectF(x(v) - 40, plot.bottom() + 2, 80, fm.height()), Qt.AlignmentFlag.AlignCenter,
                       f"{v:+.0f}" if v else "0")
        step = plot.height() / len(self._rows)
        colour = QColor("#1f77b4")
        for i, r in enumerate(self._rows):
            cy = plot.top() + step * (i + 0.5)
            p.setPen(text)
            p.drawText(QRectF(MARGIN, cy - fm.height() / 2, label_w - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, r.name)
            if r.games == 0:
                continue
            if r.elo is None:  # won or lost every game: no finite Elo, no interval to draw
                p.setPen(text)
                p.drawText(QRectF(plot.right() + 4, cy - fm.height() / 2, 40, fm.height()),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "+∞" if r.score >= 1 else "−∞")
                edge = plot.right() if r.score >= 1 else plot.left()
                p.setPen(QPen(colour, 2))
                inward = 6 if r.score < 1 else -6  # an arrowhead pointing off the chart, towards infinity
                p.drawLine(QPointF(edge + inward, cy - 6), QPointF(edge, cy))
                p.drawLine(QPointF(edge + inward, cy + 6), QPointF(edge, cy))
                continue
            lo = x(r.lower) if r.lower is not None else plot.left()
            hi = x(r.upper) if r.upper is not None else plot.right()
            p.setPen(QPen(colour, 2))
            p.drawLine(QPointF(lo, cy), QPointF(hi, cy))
            for end, bounded in ((lo, r.lower is not None), (hi, r.upper is not None)):
                if bounded:
                    p.drawLine(QPointF(end, cy - 5), QPointF(end, cy + 5))
            p.setBrush(colour)
            p.drawEllipse(QPointF(x(r.elo), cy), 4, 4)
            label = f"{r.elo:+.0f}"
            p.setPen(text)
            p.drawText(QRectF(plot.right() + 4, cy - fm.height() / 2, 40, fm.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        p.end()


class SprtChart(QWidget):
    """The log-likelihood ratio after each game against the test's two bounds: crossing the upper one
    accepts H1 (at least elo1 better), the lower one H0."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: list[tuple[int, float]] = []
        self._bounds: tuple[float, float] | None = None
        self._title = self.tr("SPRT: off")
        self.setMinimumHeight(140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 200)

    def set_data(self, points: list[tuple[int, float]], bounds: tuple[float, float] | None, title: str) -> None:
        self._points, self._bounds, self._title = list(points), bounds, title
        self.update()

    def points(self) -> list[tuple[int, float]]:
        return list(self._points)

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        fm = p.fontMetrics()
        p.setPen(text)
        p.drawText(QRectF(MARGIN, 0, self.width(), fm.height() + 4),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self._title)
        plot = QRectF(MARGIN + 40, MARGIN + fm.height(), self.width() - 2 * MARGIN - 50,
                      self.height() - 2 * MARGIN - 2 * fm.height())
        if self._bounds is None:
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("no sequential test in this tournament"))
            return
        lower, upper = self._bounds
        values = [v for _, v in self._points]
        top = max(values + [upper]) * 1.1
        bottom = min(values + [lower]) * 1.1
        n = max([g for g, _ in self._points] + [10])

        def x(g: float) -> float:
            return plot.left() + plot.width() * g / n

        def y(v: float) -> float:
            return plot.top() + plot.height() * (top - v) / (top - bottom)

        for v, colour, label in ((upper, QColor("#2ca02c"), "H1"), (lower, QColor("#d62728"), "H0"),
                                 (0.0, pal.color(QPalette.ColorRole.Mid), "")):
            pen = QPen(colour, 1.5)
            pen.setStyle(Qt.PenStyle.DashLine if label else Qt.PenStyle.DotLine)
            p.setPen(pen)
            p.drawLine(QPointF(plot.left(), y(v)), QPointF(plot.right(), y(v)))
            p.setPen(text if not label else colour)
            p.drawText(QRectF(MARGIN, y(v) - fm.height() / 2, 38, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, localized(f"{v:+.2f}") if label else "0")
        p.setPen(text)
        p.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), fm.height()),
                   Qt.AlignmentFlag.AlignRight, self.tr("games: {0}").format(n))
        p.drawText(QRectF(plot.left() + 4, plot.top(), 60, fm.height()), Qt.AlignmentFlag.AlignLeft, "LLR")
        if self._points:
            path = QPainterPath(QPointF(x(0), y(0)))
            for g, v in self._points:
                path.lineTo(QPointF(x(g), y(v)))
            p.setPen(QPen(QColor("#1f77b4"), 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        p.end()
