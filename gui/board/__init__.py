"""Game boards: ``BoardWidget`` (interaction and overlays) and one module per game (drawing).

A game's board is the ``BoardWidget`` subclass in ``gui/board/<game name>.py`` that declares that game's
``game_name``: found by the game's name, so adding a board is adding that one module.
"""

from __future__ import annotations

import importlib
import importlib.util

from PySide6.QtWidgets import QWidget

from engine.game import Game
from engine.games import GAMES, GameInfo

from .base import BoardWidget


def find_board(name: str) -> type[BoardWidget] | None:
    """The board widget class of the game called ``name``: the ``BoardWidget`` in ``gui/board/<name>.py``
    whose ``game_name`` is ``name``; None when there is no such module or widget."""
    module_name = f"{__name__}.{name}"
    if not name.isidentifier() or importlib.util.find_spec(module_name) is None:
        return None
    module = importlib.import_module(module_name)
    found = [cls for cls in vars(module).values()
             if isinstance(cls, type) and issubclass(cls, BoardWidget) and cls.game_name == name]
    return found[0] if len(found) == 1 else None


BOARDS: dict[str, type[BoardWidget]] = {
    name: cls for name, cls in ((name, find_board(name)) for name in GAMES) if cls is not None
}
"""The games that have a board (game name -> widget class), in registry order: found, not listed."""


def playable_games() -> list[GameInfo]:
    """The games the desktop application can show: those with a board widget (in registry order)."""
    return [info for name, info in GAMES.items() if name in BOARDS]


def board_class(game: Game) -> type[BoardWidget]:
    """The board widget class for ``game``: what it offers (``offers_die``, ``offers_pass``) is declared
    on it. Raises KeyError for a game without a board."""
    return BOARDS[game.name]


def board_for(game: Game, parent: QWidget | None = None) -> BoardWidget:
    """A board widget for ``game`` (raises KeyError for a game without one)."""
    return board_class(game)(game, parent)


__all__ = ["BOARDS", "BoardWidget", "board_class", "board_for", "find_board", "playable_games"]
