"""``minimax-studio --version``: what a bug report needs to say about the program that ran.

The version (``engine.__version__``, the one place it is written), the Python and Qt it runs on, and
whether the engine's hot modules run compiled or as pure Python. Nothing here opens a window: Qt's
version comes from its core library alone, which needs no display.
"""

from __future__ import annotations

from engine.about import version_lines


def qt_line() -> str:
    """``Qt: PySide6 6.11.0 (Qt 6.11.0)``, or why there is no Qt to report."""
    try:
        import PySide6
        from PySide6 import QtCore
    except ImportError as exc:  # the command line works without Qt; say so rather than fail
        return f"Qt: not available ({exc})"
    return f"Qt: PySide6 {PySide6.__version__} (Qt {QtCore.qVersion()})"


def print_version() -> int:
    print("\n".join(version_lines(qt_line())))
    return 0
