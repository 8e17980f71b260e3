"""Minimax Studio's search engine: games, evaluation functions and adversarial search.

Pure Python. Nothing in this package imports Qt, prints, or reads the clock for anything but
statistics and the optional stop/progress checks, so the GUI's worker thread and the command line
drive the same code. The hot modules may also run compiled from the same source (``engine.native``
chooses, before any of them is imported).
"""

from . import native

__version__ = "0.1.0"
"""The one place the version is written: the wheel (pyproject's dynamic version reads this line without
importing the package), ``minimax-studio --version`` and the About box all take it from here."""

native.install()
