"""The PySide6 emit work-around: emitting signals must not drain the reference count of True."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal

import gui  # noqa: F401 (installs the work-around)
from gui import qt_fixes


class _Sender(QObject):
    value = Signal(object)


def test_emit_keeps_true_alive() -> None:
    sender = _Sender()
    got: list[object] = []
    sender.value.connect(got.append)
    before = sys.getrefcount(True)
    for _ in range(5000):
        sender.value.emit(True)
    assert len(got) == 5000
    assert abs(sys.getrefcount(True) - before - 5000) < 50  # the list holds 5,000 references; none lost
    assert not qt_fixes.emit_leaks_true()
