"""Game boards: ``BoardWidget`` (interaction and overlays) and one subclass per game (drawing)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from engine.game import Game
from engine.games import GAMES, GameInfo

from .base import BoardWidget
from .connect4 import ConnectFourBoard
from .einstein import EinSteinBoard
from .othello import OthelloBoard
from .tictactoe import TicTacToeBoard

BOARDS: dict[str, type[BoardWidget]] = {
    "tictactoe": TicTacToeBoard, "connect4": ConnectFourBoard, "einstein": EinSteinBoard, "othello": OthelloBoard,
}


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


__all__ = ["BOARDS", "BoardWidget", "ConnectFourBoard", "EinSteinBoard", "OthelloBoard", "TicTacToeBoard", "board_class",
           "board_for",
           "playable_games"]
