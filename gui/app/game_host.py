"""What the ``GameController``'s collaborators see of it: ``GameHost``.

``EngineSearches`` (the search orchestration) and ``GameShelf`` (the games made and kept) belong to one
controller and act on its game; they know it through this protocol, so neither imports the controller
(which imports them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from .players import PlayerConfig
from .session import GameSession

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer, SignalInstance

    from engine.game import Game

    from .display_options import DisplayOptions
    from .outside import OutsideEngines
    from .preferences import Preferences
    from .session import SearchNote


@dataclass
class KeptGame:
    """A game replaced by New game, another game or Open, kept so Undo can bring it back."""

    session: GameSession
    players: tuple[PlayerConfig, PlayerConfig]
    paused: bool


class KeptLines(Protocol):
    """The games kept on either side of the one in play (``GameShelf``)."""

    kept_games: list[KeptGame]
    later_games: list[KeptGame]


class GameHost(Protocol):
    """The game in play, its players and the controller's signals and rules of play."""

    session: GameSession
    players: tuple[PlayerConfig, PlayerConfig]
    display: DisplayOptions
    prefs: Preferences
    paused: bool
    shown: SearchNote | None
    outside: OutsideEngines
    move_timer: QTimer

    @property
    def games(self) -> KeptLines: ...
    @property
    def game(self) -> Game: ...
    @property
    def both_computer(self) -> bool: ...
    @property
    def message(self) -> SignalInstance: ...
    @property
    def error(self) -> SignalInstance: ...
    @property
    def refreshNeeded(self) -> SignalInstance: ...
    @property
    def hintChanged(self) -> SignalInstance: ...
    @property
    def hintReady(self) -> SignalInstance: ...
    @property
    def analysisReady(self) -> SignalInstance: ...
    @property
    def computerMoved(self) -> SignalInstance: ...
    @property
    def searchStarted(self) -> SignalInstance: ...
    @property
    def searchProgress(self) -> SignalInstance: ...
    @property
    def searchIterations(self) -> SignalInstance: ...
    @property
    def searchShown(self) -> SignalInstance: ...
    @property
    def searchDropped(self) -> SignalInstance: ...
    @property
    def searchFailed(self) -> SignalInstance: ...
    @property
    def fullTreeCounted(self) -> SignalInstance: ...
    @property
    def engineStatusChanged(self) -> SignalInstance: ...

    def side_is_computer(self, player: int) -> bool: ...
    def actor(self) -> int: ...
    def human_to_move(self) -> bool: ...
    def computer_waits(self) -> bool: ...
    def set_paused(self, paused: bool) -> None: ...
    def mark_paused(self, paused: bool) -> None: ...
    def schedule(self) -> None: ...
    def position_changed(self) -> None: ...
    def put_in_play(self, session: GameSession, players: tuple[PlayerConfig, PlayerConfig], paused: bool, *,
                    keep_in: list[KeptGame]) -> None: ...
