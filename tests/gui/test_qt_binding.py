"""Guard against a broken Qt binding: PySide6 6.12.0 on Python 3.11 returns None and True from calls
without taking a reference (it assumes the immortal objects of Python 3.12), which aborts a GUI
session after a few thousand paint calls or signals ("Fatal Python error: none_dealloc").
pyproject.toml excludes that combination; this test fails loudly if it comes back."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QColor, QImage, QPainter


class _Sender(QObject):
    value = Signal(object)


def test_calls_and_signals_keep_none_and_true_alive(qapp) -> None:
    image = QImage(32, 32, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    sender = _Sender()
    rect = QRectF(1, 1, 10, 10)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(2000):
        painter.drawEllipse(rect)
        painter.setBrush(QColor("red"))
        sender.value.emit(1)
    painter.end()
    assert abs(sys.getrefcount(None) - none_before) < 100
    assert abs(sys.getrefcount(True) - true_before) < 100
