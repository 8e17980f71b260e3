"""What the application remembers between runs (``QSettings``): the game, each game's two players with
their search settings, the start arrangement per game and the display options. The window's
geometry and dock layout are saved by the main window itself, next to these.

Preferences never stop the application from starting. Each stored value is read and validated on
its own; anything unreadable (another version, a hand-edited or corrupted file: a number of 400
digits, a value nested 100,000 levels deep, a list where a name belongs) is reset to its default.
Before anything is reset, the settings file is copied aside (``<file>.unreadable-<time>``) for the
user, and ``Preferences.problems`` lists what was reset, for a note in the status bar.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

from engine.games import GAMES, GameInfo
from engine.validation import parse_json

from ..i18n import game_title
from .arrangements import check_start
from .display_options import DisplayOptions
from .players import PlayerConfig, default_players, players_from_list

DEFAULT_GAME = "tictactoe"
STARTS_KEY = "game/starts"  # {game: start-arrangement setting}, JSON
MAX_VALUE_CHARS = 100_000  # a stored value is a few hundred characters; far more is not ours
MAX_NESTING = 16  # a player's settings nest 5 levels deep


@dataclass
class Preferences:
    game: str = DEFAULT_GAME
    players: dict[str, tuple[PlayerConfig, PlayerConfig]] = field(default_factory=dict)
    display: DisplayOptions = field(default_factory=DisplayOptions)
    starts: dict[str, str] = field(default_factory=dict)
    """The start-arrangement setting per game that has one (only valid ones)."""
    problems: list[str] = field(default_factory=list)
    """The stored settings that could not be read and were reset to their defaults."""
    kept_aside: str | None = None
    """Where the settings file was copied before they were reset (None: nothing reset, or no file)."""

    def players_for(self, info: GameInfo) -> tuple[PlayerConfig, PlayerConfig]:
        return self.players.get(info.name) or default_players(info)

    def note(self) -> str:
        """One line for the status bar about what was reset ("" when everything was read)."""
        if not self.problems:
            return ""
        reset = ", ".join(_title(key) for key in self.problems)
        if self.kept_aside:
            return QCoreApplication.translate("Preferences", "Some remembered settings could not be read and were reset to the "
                                                            "defaults ({0}); the old file is kept as {1}.").format(
                reset, self.kept_aside)
        return QCoreApplication.translate("Preferences", "Some remembered settings could not be read and were reset to the "
                                                        "defaults ({0}).").format(reset)


def load_preferences(s: QSettings, *, playable: Container[str] | None = None) -> Preferences:
    """Everything remembered, each value validated; unreadable ones are reset (see the module docstring).
    ``playable``: the names of the games the window has a board for (it passes ``gui.board.BOARDS``; this
    layer holds no widgets); a remembered game outside them is reset. None: every registered game."""
    prefs = Preferences()
    bad: list[str] = []

    def read(key: str, apply: Callable[[Any], None]) -> None:
        try:
            raw = s.value(key)
            if raw is not None:
                apply(raw)
        except Exception:  # anything at all: a stored value must never stop the application
            bad.append(key)

    def game(raw: Any) -> None:
        if not (isinstance(raw, str) and raw in GAMES and (playable is None or raw in playable)):
            raise ValueError(raw)
        prefs.game = raw

    read("game", game)
    for g, info in GAMES.items():
        def players(raw: Any, g: str = g, info: GameInfo = info) -> None:
            prefs.players[g] = players_from_list(info, _known_evaluations(info, _json(raw)))
        read(f"players/{g}", players)

    def display(raw: Any) -> None:
        prefs.display = DisplayOptions.from_dict(_json(raw))

    read("display", display)

    def starts(raw: Any) -> None:
        data = _json(raw)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        for name, start in data.items():
            if name in GAMES and isinstance(start, str) and check_start(GAMES[name], start) is None:
                prefs.starts[name] = start
            else:
                raise ValueError(name)

    read(STARTS_KEY, starts)
    if bad:
        prefs.problems = bad
        prefs.kept_aside = _keep_aside(s)
        for key in bad:
            s.remove(key)  # the defaults from now on; the next save writes them
        s.sync()
    return prefs


def _known_evaluations(info: GameInfo, players: Any) -> Any:
    """A side whose evaluation is no longer there (a user's file applied in an earlier run, a plugin folder
    since dropped) gets the game's default evaluation; the rest of its settings are kept."""
    if not isinstance(players, list):
        return players
    out = []
    for p in players:
        search = p.get("search") if isinstance(p, dict) else None
        if isinstance(search, dict) and search.get("evaluation") not in info.evaluations:
            p = {**p, "search": {**search, "evaluation": info.default_evaluation, "weights": {}}}
        out.append(p)
    return out


def _title(key: str) -> str:
    """A stored setting's name in the user's words."""
    game = key.partition("/")[2]
    if key.startswith("players/") and game in GAMES:
        return QCoreApplication.translate("Preferences", "{0} players").format(game_title(GAMES[game]))
    titles = {"game": QCoreApplication.translate("Preferences", "the game"),
              "display": QCoreApplication.translate("Preferences", "display options"),
              STARTS_KEY: QCoreApplication.translate("Preferences", "start arrangements")}
    return titles.get(key, key)


def _json(raw: Any) -> Any:
    if not isinstance(raw, str):
        raise ValueError("not a text")
    if len(raw) > MAX_VALUE_CHARS:
        raise ValueError("too long")
    return parse_json(raw, "stored setting", max_nesting=MAX_NESTING)


def _keep_aside(s: QSettings) -> str | None:
    """Copy the settings file next to itself with a dated suffix; its path, or None if there is none."""
    path = s.fileName()
    try:
        if not path or not os.path.isfile(path):
            return None
        aside = f"{path}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}"
        shutil.copy2(path, aside)
        return aside
    except OSError:
        return None


def save_preferences(s: QSettings, prefs: Preferences) -> None:
    s.setValue("game", prefs.game)
    for g, players in prefs.players.items():
        s.setValue(f"players/{g}", json.dumps([p.to_dict() for p in players]))
    s.setValue("display", json.dumps(prefs.display.to_dict()))
