"""A widget's parent, as a walk up the widget tree needs it."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..app.event_filters import is_alive


def parent_widget(widget: QWidget) -> QWidget | None:
    """``widget``'s parent widget, or None. Shiboken finds a C++ object's wrapper by its address, and a wrapper
    of a layout item Qt has deleted (never owned by Python, so never told) can still hold the address a new
    widget now has: ``parentWidget()`` then hands back a ``QWidgetItem``. Such a parent is no widget here."""
    parent = widget.parentWidget()
    return parent if isinstance(parent, QWidget) and is_alive(parent) else None
