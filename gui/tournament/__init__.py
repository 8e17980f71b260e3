"""The Tournament window (Game ▸ Tournament…): a round robin between players, with a live crosstable,
Elo with error bars, the SPRT's log-likelihood ratio, and the games to replay in the main window."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtWidgets import QWidget

from engine.games import GAMES, game_info

from ..app.event_filters import never_raises
from ..app.game_file import SavedGame, save_game
from ..app.players import PlayerConfig, SearchSettings
from ..app.preferences import Preferences
from .specs import spec_from_settings
from .window import TournamentWindow

__all__ = ["TournamentWindow", "show_tournament_window"]


class GameOpener(Protocol):
    """What the Tournament window needs of the main window: its game, its two sides, and opening a game."""

    prefs: Preferences

    @property
    def players(self) -> tuple[PlayerConfig, PlayerConfig]: ...

    @property
    def session(self) -> Any: ...

    def open_game_from(self, path: str) -> bool: ...


def show_tournament_window(parent: QWidget, opener: GameOpener) -> TournamentWindow:
    """Show the Tournament window (one per main window), offering as players the two sides of each game as
    last set (the current game's as they are now); a game double-clicked there opens in the main window
    to replay."""
    window = parent.findChild(TournamentWindow)
    folder = Path(tempfile.mkdtemp(prefix="minimax-tournament-"))
    sides = offered_sides(opener, folder)
    if window is None:
        window = TournamentWindow(sides, opener.session.info.name, parent)
        window.setWindowFlag(Qt.WindowType.Window)
        fit_inside(window, parent.screen().availableGeometry())
        parent.installEventFilter(CloseWithParent(window))
        window.replayRequested.connect(lambda game, record: replay(opener, folder, game, record))
    else:  # the sides as they are now (an evaluation applied in the lab since the window was first shown)
        window.set_sides(sides)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def fit_inside(window: QWidget, area: QRect) -> None:
    """Size the window to the screen's available area (less a window manager's frame) and centre it there:
    on a 1280×800 laptop the whole window, its buttons included, is on the screen."""
    frame = QSize(16, 48)  # a title bar and borders, at most, on common desktops
    size = window.size().boundedTo(QSize(area.width() - frame.width(), area.height() - frame.height()))
    window.resize(size.expandedTo(window.minimumSizeHint().boundedTo(size)))
    window.move(area.left() + max(0, (area.width() - window.width() - frame.width()) // 2),
                area.top() + max(0, (area.height() - window.height() - frame.height()) // 2))


def offered_sides(opener: GameOpener, folder: Path) -> dict[str, list[tuple[str, str]]]:
    """Per game, (title, spec) of the two sides (the current game's as they are now); an unsaved lab
    evaluation is written into ``folder`` for the workers."""
    current = opener.session.info
    sides: dict[str, list[tuple[str, str]]] = {}
    for info in GAMES.values():
        players = opener.players if info.name == current.name else opener.prefs.players_for(info)
        # (the spec's name stays English: it is part of a spec, an identifier; the title is the user's words)
        titles = (QCoreApplication.translate("TournamentWindow", "First side: {0}"),
                  QCoreApplication.translate("TournamentWindow", "Second side: {0}"))
        sides[info.name] = [(title.format(p.search.describe(info.name)),
                             spec_from_settings(p.search, info, f"{side} side", folder))
                            for title, side, p in zip(titles, ("First", "Second"), players, strict=True)]
    return sides


class CloseWithParent(QObject):
    """Closes the Tournament window (which stops its games and its thread) when the main window closes:
    a window deleted with its parent while its thread still ran would take the process down."""

    def __init__(self, window: TournamentWindow) -> None:
        super().__init__(window)
        self._window = window

    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close:
            self._window.close()
        return False


def replay(opener: GameOpener, folder: Path, game: str, record: dict[str, Any]) -> bool:
    """Open a tournament game in the main window, both sides human so that nothing plays on by itself."""
    info = game_info(game)
    moves = info.factory().parse_moves(record["moves"])
    settings = SearchSettings.defaults(info)
    saved = SavedGame(info.name, list(moves), (PlayerConfig("human", settings), PlayerConfig("human", settings)))
    path = folder / f"{info.name}-pair{record['pair']}-round{record['round']}-game{record['index']}.json"
    save_game(str(path), saved)
    return opener.open_game_from(str(path))
