"""The games Minimax Studio knows, by command-line name.

Each game module provides its ``Game`` class, ``EVALUATIONS`` (name -> evaluation class),
``DEFAULT_EVALUATION`` and ``DEFAULT_DEPTH`` (``None`` = to the end of the game).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from ..errors import UnknownNameError
from ..evaluation import Evaluation
from ..game import Game
from . import connect4, einstein, othello, tictactoe


@dataclass(frozen=True)
class GameInfo:
    name: str
    title: str
    factory: type[Game]
    evaluations: dict[str, type[Evaluation]]
    default_evaluation: str
    default_depth: int | None
    max_depth: int


def _info(module: ModuleType, cls: type[Game]) -> GameInfo:
    return GameInfo(cls.name, cls.title, cls, module.EVALUATIONS, module.DEFAULT_EVALUATION,
                    module.DEFAULT_DEPTH, module.MAX_DEPTH)


GAMES: dict[str, GameInfo] = {
    info.name: info
    for info in (
        _info(tictactoe, tictactoe.TicTacToe),
        _info(connect4, connect4.ConnectFour),
        _info(einstein, einstein.EinStein),
        _info(othello, othello.Othello),
    )
}


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
