"""The mouse wheel scrolls the panel under it, not the value of a spin box or combo box it passes over.

Scrolling down a settings panel with the wheel used to change every field the pointer crossed (a
weight went from 1.00 to 0.00, the explorer's seed changed). A spin box or combo box now takes the
wheel only while it has the keyboard focus (a click or Tab gives it); otherwise the wheel goes to the
scroll area around it. The wheel no longer gives these fields the focus either.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget

from ..app.event_filters import never_raises
from .parents import parent_widget

GUARDED = (QAbstractSpinBox, QComboBox)


def _scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    parent = parent_widget(widget)
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent_widget(parent)
    return None


class WheelGuard(QObject):
    """An application-wide event filter (see ``install``) for every spin box and combo box."""

    @never_raises  # (it sees every object of the application, Qt's own dialogs' parts too)
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(watched, GUARDED):
            # the default (WheelFocus) lets the wheel take the focus, and with it the value
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif kind == QEvent.Type.Wheel and isinstance(watched, GUARDED) and not watched.hasFocus():
            area = _scroll_area_around(watched)
            if area is not None:
                QCoreApplication.sendEvent(area.verticalScrollBar(), event)
            return True  # the value stays as it was
        return False


_guard: WheelGuard | None = None


def install() -> WheelGuard:
    """Guard every spin box and combo box of the application (once; later calls return the guard)."""
    global _guard
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the wheel guard needs a running QApplication")
    if _guard is None:
        _guard = WheelGuard(app)
        app.installEventFilter(_guard)
    return _guard
