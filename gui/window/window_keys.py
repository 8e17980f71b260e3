"""A window's own keys for its buttons (F5 runs, Esc stops, Ctrl+S saves), named in the buttons' tooltips.

A button's underlined letter shows itself; a key such as F5 does not. So the key is written after the
button's tooltip, as Qt writes a menu entry's key after its text, and a user who hovers over Start learns
that F5 does the same.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QWidget


def window_key(window: QWidget, keys: QKeySequence, button: QAbstractButton) -> QShortcut:
    """``keys`` anywhere in ``window`` click ``button`` while it is shown and enabled, and its tooltip names them.

    (A window's own shortcut, not the button's: the main window's Esc and Ctrl+S must act only while the main
    window is the active one, and a hidden or disabled button must not be clicked.)"""
    shortcut = QShortcut(keys, window, lambda: button.click() if button.isVisible() and button.isEnabled() else None,
                         context=Qt.ShortcutContext.WindowShortcut)
    name = keys.toString(QKeySequence.SequenceFormat.NativeText)
    tip = button.toolTip() or button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    button.setToolTip(f"{tip} ({name})")
    return shortcut
