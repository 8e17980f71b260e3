"""Keyboard shortcuts named in messages and tooltips, written the way this system writes them."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence


def shortcut_text(shortcut: str) -> str:
    """A shortcut (written as Qt's portable text, ``Ctrl+Z``) the way this system writes it in a message:
    ``Ctrl+Z`` on Linux and Windows, ``⌘Z`` on macOS, where Qt's Ctrl is the Command key."""
    return QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)
