"""What a bug report needs to say about the program that ran: the version (``engine.__version__``, the
one place it is written), the Python it runs on, the Qt it shows its window with, and whether the
engine's hot modules run compiled or as pure Python. ``minimax-studio --version`` prints these lines and
Help ▸ About shows them; each passes in its own line about Qt (the engine knows nothing of Qt)."""

from __future__ import annotations

import platform
import sys

from . import __version__, native


def version_lines(qt_line: str) -> list[str]:
    return [
        f"Minimax Studio {__version__}",
        f"Python: {platform.python_version()} ({sys.executable})",
        qt_line,
        f"Engine: {native.mode()}",
    ]
