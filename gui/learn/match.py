"""A beat-computer task's game: the app's own ``GameController`` with the learner as the side to move
and the computer searching the task's depth, as the engine's exercise models it (textbook alpha-beta,
the game's default evaluation, the first of equally good moves). It is a controller of its own, so
the Game tab's game is never touched."""

from __future__ import annotations

from PySide6.QtCore import QObject

from engine.games import game_info
from engine.lessons import Exercise
from engine.search.options import default_evaluation

from ..app.controller import GameController
from ..app.display_options import DisplayOptions
from ..app.players import PlayerConfig, SearchSettings
from ..app.preferences import Preferences


def computer_settings(game_name: str, depth: int) -> SearchSettings:
    """The computer's side: what ``engine.lessons.play_tasks.computer_options`` searches with."""
    info = game_info(game_name)
    return SearchSettings(algorithm="alphabeta", depth=depth, evaluation=info.default_evaluation,
                          weights=dict(default_evaluation(info).weights), record=False)


def match_controller(ex: Exercise, parent: QObject) -> GameController:
    """A controller playing ``ex``'s position: the learner (the side to move) against the computer."""
    assert ex.depth is not None
    name = ex.task.setting.game
    computer = computer_settings(name, ex.depth)
    human = PlayerConfig("human", computer)
    learner = ex.game.to_move(ex.state)
    players = (human, PlayerConfig("computer", computer)) if learner == 0 else (PlayerConfig("computer", computer), human)
    prefs = Preferences(game=name, players={name: players},
                        display=DisplayOptions(show_values=False, show_pv=False, auto_analyse=False, move_delay_ms=0))
    controller = GameController(prefs, parent=parent)
    controller.games.start_from(ex.state)
    return controller
