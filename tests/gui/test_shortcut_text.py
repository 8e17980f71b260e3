"""Shortcuts named in messages and tooltips read as the system writes them: Qt's portable text on Linux
and Windows, the modifier symbols in Apple's order on macOS (where Qt's Ctrl is the Command key)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence

from gui.app.format import shortcut_text


@pytest.mark.parametrize("shortcut", ["Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Alt+C", "Ctrl++", "F5"])
def test_linux_and_windows_write_what_qt_writes(shortcut: str) -> None:
    expected = QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.PortableText)
    assert shortcut_text(shortcut, "linux") == expected
    assert shortcut_text(shortcut, "win32") == expected


@pytest.mark.parametrize(("shortcut", "mac"), [("Ctrl+Z", "⌘Z"), ("Ctrl+Shift+Z", "⇧⌘Z"), ("Ctrl+Alt+C", "⌥⌘C"),
                                               ("Ctrl++", "⌘+"), ("Meta+Tab", "⌃Tab"), ("F5", "F5")])
def test_macos_writes_symbols_in_apples_order(shortcut: str, mac: str) -> None:
    assert shortcut_text(shortcut, "darwin") == mac
