"""The games Minimax Studio knows, by command-line name.

Each game is one package ``engine/games/<name>/`` that declares everything about itself: ``GAME``, its
``GameInfo`` (title, factory, evaluations, default evaluation and depth, largest depth, help page title),
its help page ``help.html`` and, when it has modules worth compiling, ``COMPILED`` (read by
``engine.native`` from the source, without importing the game). Adding a game is its package plus its
name in ``PACKAGES``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from ..errors import UnknownNameError
from .info import GameInfo

PACKAGES = (
    "tictactoe",
    "connect4",
    "einstein",
    "othello",
    "nim",
)
"""The game packages, in the order menus list them."""


def _declared(package: str) -> GameInfo:
    info = importlib.import_module(f"{__name__}.{package}").GAME
    if not isinstance(info, GameInfo):
        raise TypeError(f"engine.games.{package}.GAME must be a GameInfo, not {type(info).__name__}")
    return info


GAMES: dict[str, GameInfo] = {info.name: info for info in map(_declared, PACKAGES)}


LOOKUPS: list[Callable[[str], None]] = []
"""Called with a game's name that is not in ``GAMES`` before giving up: a place for plugins to register
it (``engine.plugins`` looks among installed packages' entry points)."""


def game_info(name: str) -> GameInfo:
    info = GAMES.get(name)
    if info is None:
        for lookup in LOOKUPS:
            lookup(name)
        info = GAMES.get(name)
    if info is None:
        raise UnknownNameError(f"unknown game {name!r} (known: {', '.join(GAMES)})")
    return info


__all__ = ["GAMES", "LOOKUPS", "PACKAGES", "GameInfo", "game_info"]
