"""Event filters that never raise.

Qt calls an event filter from inside its own C++ code: building a file dialog, laying out a window,
closing it. An exception leaving a Python ``eventFilter`` cannot travel through that C++ code; PySide6
leaves it pending, and the next call into Python from Qt finds the interpreter in an error state. Building
a file dialog, that ended the process with a segmentation fault (issue 32: File ▸ Open under X11).

An application-wide filter also sees objects Python did not create (the parts of Qt's own dialogs), and
their Python wrappers can stop being valid while the filter works on them: dropping the temporary wrapper
of a half-built C++ dialog invalidates the wrappers of its children. ``never_raises`` therefore skips an
object that is gone, before and while the filter handles it, and hands any other error to the
application's error hook (``sys.excepthook``: logged and shown in a message once the event is handled),
so a bug in a filter is seen, and the event goes on to its object as if there were no filter.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QEvent, QObject

Filter = TypeVar("Filter", bound=QObject)
EventFilter = Callable[[Filter, QObject, QEvent], bool]


def is_alive(obj: QObject | None) -> bool:
    """Whether ``obj``'s C++ object still exists for Python (its wrapper is valid)."""
    return obj is not None and shiboken6.isValid(obj)


def never_raises(method: EventFilter[Filter]) -> EventFilter[Filter]:
    """Decorate an ``eventFilter`` so that it never raises: an object already gone is left alone (False:
    the event is not filtered), an error is reported through ``sys.excepthook`` instead of leaving the
    filter."""

    @functools.wraps(method)
    def safe(self: Filter, watched: QObject, event: QEvent) -> bool:
        if not is_alive(watched) or not is_alive(self):
            return False
        try:
            return bool(method(self, watched, event))
        except RuntimeError:
            if not is_alive(watched):  # it went while the filter looked at it: nothing left to do
                return False
            _report()
        except Exception:  # a bug in the filter: shown to the user, never thrown into Qt's C++ code
            _report()
        return False

    return safe


def _report() -> None:
    kind, error, tb = sys.exc_info()
    if kind is None or error is None:
        return
    try:
        sys.excepthook(kind, error, tb)
    except Exception:  # the hook itself failed: nothing more can be said safely from inside Qt
        pass
