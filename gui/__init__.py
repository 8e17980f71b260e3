"""Minimax Studio's Qt user interface (PySide6)."""

from . import qt_fixes

qt_fixes.install()
