"""Work-arounds for bugs in the Qt for Python release in use, applied once when ``gui`` is imported.

PySide6 6.12.0: ``SignalInstance.emit`` returns ``True`` without taking a reference to it, so every
``emit`` from Python drops the reference count of ``True`` by one. After a few thousand emits (a long
search sends ~20 progress signals a second) ``True`` is deallocated and the interpreter aborts
("Fatal Python error: bool_dealloc"). The fix is probed for rather than tied to a version: if an
emit lowers the count, ``emit`` is wrapped to add back the missing reference. On a fixed release the
probe finds nothing and nothing is patched.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance

_PROBES = 16


class _Probe(QObject):
    ping = Signal()


def emit_leaks_true() -> bool:
    """Whether ``emit`` loses a reference to ``True`` (measured, not assumed)."""
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(_PROBES):
        probe.ping.emit()
    lost = before - sys.getrefcount(True)
    if lost > 0:  # give back what the probe itself took
        for _ in range(lost):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    return lost >= _PROBES // 2


def install() -> bool:
    """Patch ``SignalInstance.emit`` if needed; True when the patch was installed."""
    if getattr(SignalInstance.emit, "_minimax_fixed", False) or not emit_leaks_true():
        return False
    original = SignalInstance.emit
    incref = ctypes.pythonapi.Py_IncRef
    incref.argtypes = [ctypes.py_object]
    incref.restype = None

    def emit(self: SignalInstance, *args: Any) -> Any:
        result = original(self, *args)
        if result is True:
            incref(True)  # the reference the binding forgot to take
        return result

    emit._minimax_fixed = True  # type: ignore[attr-defined]
    SignalInstance.emit = emit  # type: ignore[method-assign]
    return True
