"""A die drawn with QPainter: a rounded square with pips, and a short tumble when it is rolled.

``paint_die`` draws one face anywhere (the board, a screenshot, an icon); ``DieWidget`` is the die on
screen. The tumble is only a picture: the face is known (and set) before it starts, so nothing that
reads the die waits for the animation, and ``DieWidget.animate = False`` (or ``finish_roll``) skips it.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .colors import board_colors

ROLL_MS = 550
# Pip positions on a 3×3 grid (column, row), per face.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def paint_die(p: QPainter, rect: QRectF, face: int, body: QColor, pip: QColor, *, rim: QColor | None = None,
              angle: float = 0.0, opacity: float = 1.0) -> None:
    """One die face in ``rect`` (kept square); ``face`` 0 draws a question mark (not rolled yet), any
    other value outside 1-6 a blank die (nothing to roll: the game is over)."""
    side = min(rect.width(), rect.height())
    square = QRectF(0, 0, side, side)
    p.save()
    p.setOpacity(opacity)
    p.translate(rect.center())
    p.rotate(angle)
    p.translate(-side / 2, -side / 2)
    radius = side * 0.18
    p.setPen(QPen(rim if rim is not None else body.darker(150), max(1.5, side * 0.035)))
    p.setBrush(body)
    p.drawRoundedRect(square.adjusted(1, 1, -1, -1), radius, radius)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pip)
    if face in PIPS:
        d = side * 0.17
        for col, row in PIPS[face]:
            centre = QPointF(side * (0.25 + 0.25 * col), side * (0.25 + 0.25 * row))
            p.drawEllipse(centre, d / 2, d / 2)
    elif face == 0:
        font = QFont()
        font.setPixelSize(max(9, round(side * 0.55)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(pip)
        p.drawText(square, Qt.AlignmentFlag.AlignCenter, "?")
    p.restore()


class DieWidget(QWidget):
    """The die on screen. ``set_face(face, rolled=True)`` shows a roll with a short tumble.

    Signals:
        clicked(): the user clicked the die (the board asks for a roll).
    """

    clicked = Signal()
    animate = True  # class-wide switch: tests and screenshots turn the tumble off

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = 0  # 1-6, 0 not rolled yet, -1 none (game over)
        self.body = QColor("#fafafa")
        self.pip = QColor("#202020")
        self.rim: QColor | None = None
        self.dimmed = False
        self._shown = 0  # the face drawn now (random faces while tumbling)
        self._angle = 0.0
        self._step = -1  # which random face of the tumble is drawn
        self._rng = random.Random()  # only for the tumble's picture, never for the roll itself
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setDuration(ROLL_MS)
        self._anim.valueChanged.connect(self._tumble)
        self._anim.finished.connect(self.finish_roll)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.tr("Die"))

    def sizeHint(self) -> QSize:
        return QSize(64, 64)

    @property
    def rolling(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def set_colors(self, body: QColor, pip: QColor, rim: QColor | None = None) -> None:
        self.body, self.pip, self.rim = QColor(body), QColor(pip), rim
        self.update()

    def set_face(self, face: int, *, rolled: bool = False, dimmed: bool = False) -> None:
        """Show ``face`` (0: not rolled yet). ``rolled``: it was just rolled, so tumble first."""
        self.face = face
        self.dimmed = dimmed
        self.setAccessibleDescription(self.tr("shows {0}").format(face) if 1 <= face <= 6
                                      else self.tr("not rolled") if face == 0 else "")
        if rolled and face and self.animate and self.isVisible():
            self._anim.stop()
            self._anim.start()
        else:
            self.finish_roll()

    def finish_roll(self) -> None:
        if self.rolling:
            self._anim.stop()
        self._step = -1
        self._shown = self.face
        self._angle = 0.0
        self.update()

    def _tumble(self, t: object) -> None:
        t = float(t)  # type: ignore[arg-type]
        if t >= 1.0:
            return
        # a new random face every ~80 ms, spinning less as it settles
        step = int(t * ROLL_MS / 80)
        if step != self._step:
            self._step = step
            self._shown = self._rng.randint(1, 6)
        self._angle = (1 - t) ** 2 * 200 * (1 if step % 2 else -1)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
            return
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        inset = self.width() * 0.15  # room for the tumble's corners (a square turned 45° is √2 wider)
        rect = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        colors = board_colors(self.palette())
        pip = self.pip if self._shown else colors.muted
        paint_die(p, rect, self._shown, self.body, pip, rim=self.rim, angle=self._angle,
                  opacity=0.45 if self.dimmed else 1.0)
        p.end()
