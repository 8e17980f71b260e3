"""``GameInfo``: what a game declares about itself, in its own package (``GAME = GameInfo(...)``).

A game package (``engine/games/<name>/``) holds the game, its evaluations and this one declaration: the
title and factory, the evaluations and which one a search uses by default, the default and largest depth,
and the title of its help page (``help.html`` beside the package's ``__init__.py``). ``engine.games``
collects the declarations; nothing else keeps a list of games.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path

from ..evaluation import Evaluation
from ..game import Game

HELP_FILE = "help.html"
"""A game package's help page: the rules, the notation, what the computer knows."""
TRANSLATED_HELP_FILE = "help.{0}.html"
"""The same page in another language (``help.de.html``): a whole document, translated as a document."""


@dataclass(frozen=True)
class GameInfo:
    name: str
    title: str
    factory: type[Game]
    evaluations: dict[str, type[Evaluation]]
    default_evaluation: str
    default_depth: int | None
    """``None``: to the end of the game."""
    max_depth: int
    help_title: str = ""
    """The help menu's entry for the game's ``help.html`` ("" for a game without a help page); the games mark
    it ``QT_TRANSLATE_NOOP("HelpPages", ...)`` so the window shows it in its language."""

    def help_path(self, language: str | None = None) -> Path | None:
        """The game's help page: ``help.html`` in the package its factory is defined in, when it has one.

        With a ``language`` ("de") the page in that language when the package has one, else the English page."""
        if not self.help_title:
            return None
        spec = importlib.util.find_spec(self.factory.__module__)
        # The package's source folder, wherever its code was loaded from (``engine.native`` keeps it so).
        folders = spec.submodule_search_locations if spec is not None else None
        if not folders:
            return None
        folder = Path(next(iter(folders)))
        if language and language != "en":
            translated = folder / TRANSLATED_HELP_FILE.format(language)
            if translated.is_file():
                return translated
        path = folder / HELP_FILE
        return path if path.is_file() else None

    def help_html(self, language: str | None = None) -> str | None:
        """The HTML of the game's help page (in ``language`` when there is one), or None when it has none."""
        path = self.help_path(language)
        return path.read_text(encoding="utf-8") if path is not None else None
