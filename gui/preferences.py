"""What the application remembers between runs (``QSettings``): the game, each game's two players with
their search settings, and the display options. The window's geometry and dock layout are saved by
the main window itself, next to these.

Stored values that no longer fit (another version, a hand-edited file) fall back to the defaults
rather than failing: preferences must never stop the application from starting.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QSettings

from engine.games import GAMES, GameInfo

from .board import BOARDS
from .players import PlayerConfig, SettingsError, default_players, players_from_list
from .settings_panel import DisplayOptions

DEFAULT_GAME = "tictactoe"


@dataclass
class Preferences:
    game: str = DEFAULT_GAME
    players: dict[str, tuple[PlayerConfig, PlayerConfig]] = field(default_factory=dict)
    display: DisplayOptions = field(default_factory=DisplayOptions)

    def players_for(self, info: GameInfo) -> tuple[PlayerConfig, PlayerConfig]:
        return self.players.get(info.name) or default_players(info)


def load_preferences(s: QSettings) -> Preferences:
    prefs = Preferences()
    name = s.value("game", DEFAULT_GAME)
    prefs.game = name if isinstance(name, str) and name in GAMES and name in BOARDS else DEFAULT_GAME
    for g, info in GAMES.items():
        raw = s.value(f"players/{g}")
        if isinstance(raw, str):
            try:
                prefs.players[g] = players_from_list(info, _known_evaluations(info, json.loads(raw)))
            except (ValueError, SettingsError):
                pass  # from another version, or edited by hand: the defaults
    raw = s.value("display")
    if isinstance(raw, str):
        try:
            prefs.display = DisplayOptions.from_dict(json.loads(raw))
        except ValueError:
            pass
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


def save_preferences(s: QSettings, prefs: Preferences) -> None:
    s.setValue("game", prefs.game)
    for g, players in prefs.players.items():
        s.setValue(f"players/{g}", json.dumps([p.to_dict() for p in players]))
    s.setValue("display", json.dumps(prefs.display.to_dict()))
