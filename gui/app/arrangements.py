"""The start arrangement setting of a game that has one (EinStein würfelt nicht!), without its editor.

The setting is ``fixed``, ``random`` or a chosen ``RED/BLUE`` pair of arrangements (``615243/123456``,
see ``engine.games.einstein``). A game is made from it with ``make_game``; ``random`` draws a new
arrangement for every new game. A saved game stores the arrangement actually played (``start_of``),
never the word ``random``, so it reopens exactly. (The editor is ``gui.panels.start_arrangement``.)
"""

from __future__ import annotations

from engine.errors import InputError
from engine.game import Game
from engine.games import GameInfo

DEFAULT_START = "fixed"


def supports_start(info: GameInfo) -> bool:
    """Whether the game is set up with a choice of start arrangement."""
    return info.factory.has_start_arrangement


def make_game(info: GameInfo, start: str | None = None) -> Game:
    """A game of ``info`` with the start arrangement ``start`` (ignored for games without one).
    Raises ``InputError`` for an arrangement the game rejects."""
    game = info.factory()
    if start and game.has_start_arrangement:
        return game.with_start(start)
    return game


def start_of(game: Game) -> str | None:
    """The arrangement ``game`` was set up with, as ``RED/BLUE`` digits (None for games without one)."""
    return game.start_text()


def check_start(info: GameInfo, start: str) -> str | None:
    """None when ``start`` is a valid setting for the game, else the reason (one line)."""
    try:
        make_game(info, start)
    except InputError as e:
        return str(e)
    return None
