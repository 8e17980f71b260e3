"""The files shipped with the program, found beside this module wherever it is installed.

* ``trees/`` — the textbook trees (plain tree files, ``analyze --tree @file``; titles and one-line
  explanations in ``trees/index.json``) the tree explorer offers;
* ``suites/`` — the test suites (``suite FILE``, Tools ▸ Run test suite), made by ``scripts/make_suites.py``;
* ``evaluations/`` — example evaluation files (``--eval-file``; the bench times one);
* ``weights/`` — fitted evaluation weights (``othello-patterns.json``: the Othello "patterns" evaluation's
  tables, written by ``scripts/fit_othello_patterns.py``);
* ``lessons/`` — the built-in Learn course (``lesson check FILE``, Help ▸ Learn), its figures in ``lessons/figures/``.

They are package data: a wheel, a pipx install or a checkout all read them from here, never from the
current directory. New kinds of shipped file get a folder of their own here, and
a line in pyproject's ``package-data``.

On the command line a path that starts with ``resources/`` names these files from any directory
(``@resources/trees/aima-figure-5.2.json``): the user's own file of that name, if the current directory
has one, comes first, as any path would.
"""

from __future__ import annotations

import os
from pathlib import Path

HERE = Path(__file__).resolve().parent
TREES = HERE / "trees"
SUITES = HERE / "suites"
EVALUATIONS = HERE / "evaluations"
LESSONS = HERE / "lessons"
WEIGHTS = HERE / "weights"
PREFIX = "resources/"
"""How command lines and the documentation name a shipped file: ``resources/<folder>/<file>``."""


def locate(path: str) -> str:
    """A path as the user gave it, or, when it starts with ``resources/`` and no such file exists from the
    current directory, the shipped file of that name (if there is one; otherwise the path unchanged, so the
    error names what the user typed)."""
    given = path.replace(os.sep, "/")
    if not given.startswith(PREFIX) or os.path.lexists(path):
        return path
    parts = [p for p in given[len(PREFIX):].split("/") if p]
    if not parts or any(p in (".", "..") for p in parts):  # only what is shipped, never a way out of it
        return path
    shipped = HERE.joinpath(*parts)
    return str(shipped) if shipped.is_file() else path
