"""Which game is in play and the games it replaced: ``GameShelf``, owned by the ``GameController``.

It makes the sessions of new games (with each game's start-arrangement setting), opens saved ones, starts
from a set-up position, and keeps every game it replaced (New game, another game, Open, a set-up position)
so Undo on the new game's first position brings the old one back, and Redo the later one again. Putting a
session in play (its players, pause, what the window is told) stays the controller's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.game import State
from engine.games import GameInfo, game_info

from ..i18n import QT_TRANSLATE_NOOP, translated_count
from .arrangements import make_game, start_of
from .format import shortcut_text
from .game_file import SavedGame
from .game_host import GameHost, KeptGame
from .players import PlayerConfig
from .session import GameSession

MAX_KEPT_GAMES = 20  # replaced games Undo can bring back (each holds its recorded trees)


def computer_to_act(session: GameSession, players: tuple[PlayerConfig, PlayerConfig]) -> bool:
    """Whether the computer acts next in ``session`` with ``players`` (its move, or its own roll)."""
    if session.is_over:
        return False
    roller = session.roller()
    actor = roller if roller is not None else session.to_move
    return actor in (0, 1) and players[actor].is_computer


class GameShelf:
    """The games made, opened and kept for one ``GameController``.

    Its words keep the controller's translation context ("GameController"): they were the controller's.
    """

    def __init__(self, controller: GameHost, starts: dict[str, str] | None = None) -> None:
        self._controller = controller
        self.starts: dict[str, str] = dict(starts or {})  # start-arrangement setting per game that has one
        self.kept_games: list[KeptGame] = []  # games replaced, the latest last (Undo brings them back)
        self.later_games: list[KeptGame] = []  # games Undo replaced by an earlier one (Redo brings them back)

    def new_session(self, info: GameInfo, start: str | None = None, dice_seed: int | None = None,
                    position: str | None = None) -> GameSession:
        """A session of a new game, set up with the start-arrangement setting (or ``start``), starting from
        ``position`` (already checked) when given."""
        game = make_game(info, start if start is not None else self.starts.get(info.name))
        return GameSession(info, game, dice_seed, None if position is None else game.parse_position(position))

    def keep(self, kept: KeptGame, keep_in: list[KeptGame]) -> None:
        """Keep a replaced game in ``keep_in`` (``kept_games`` for Undo, ``later_games`` for Redo)."""
        keep_in.append(kept)
        del keep_in[:-MAX_KEPT_GAMES]

    def new_game(self, game_name: str | None = None) -> None:
        """Start a new game (of ``game_name``, or of the current game). Undo brings the old one back."""
        c = self._controller
        name = game_name or c.session.info.name
        info = game_info(name)
        had_moves = bool(c.session.entries)
        players = c.players if info.name == c.session.info.name else c.prefs.players_for(info)
        self.later_games.clear()  # a new line of games: the ones Redo would bring back are off it
        c.put_in_play(self.new_session(info), players, False, keep_in=self.kept_games)
        if had_moves:
            c.message.emit(QCoreApplication.translate(
                "GameController", "New game — Undo ({0}) brings the previous game back.").format(
                shortcut_text("Ctrl+Z")), 6000)

    def open_saved(self, saved: SavedGame) -> None:
        """Put an opened game in play with its players, who played each move and what the searches found.
        Undo brings the game that was in play back."""
        info = game_info(saved.game)
        session = self.new_session(info, saved.start, saved.dice_seed, saved.position)
        session.replay(saved.moves, saved.history)
        # An opened game waits for the user: a computer to act is paused until Resume (or Redo).
        paused = bool(saved.moves) and computer_to_act(session, saved.players)
        self.later_games.clear()
        self._controller.put_in_play(session, saved.players, paused, keep_in=self.kept_games)

    def saved_game(self) -> SavedGame:
        c = self._controller
        s = c.session
        return SavedGame(s.info.name, s.moves, c.players, start_of(c.game),
                         s.dice_seed if c.game.has_chance else None, history=s.history(), position=s.start_position)

    def start_from(self, state: State) -> None:
        """A new game of the current kind starting from ``state`` (a position a game reaches: pasted or set up
        on the board), with the same players. Undo brings the game that was in play back."""
        c = self._controller
        session = GameSession(c.session.info, c.game, start_state=state)
        kept = bool(c.session.entries or c.session.redo_stack)  # (an empty game is not kept)
        self.later_games.clear()
        paused = computer_to_act(session, c.players)  # a set-up position waits for the user
        c.put_in_play(session, c.players, paused, keep_in=self.kept_games)
        c.message.emit(QCoreApplication.translate(
            "GameController", "Playing from the position — Undo ({0}) brings the previous game back.").format(
            shortcut_text("Ctrl+Z")) if kept else QCoreApplication.translate("GameController",
                                                                             "Playing from the position."), 6000)

    def restore_kept_game(self) -> bool:
        """Bring back the game the last New game / game switch / Open replaced (False: there is none)."""
        if not self.kept_games:
            return False
        s = self._bring_back(self.kept_games, self.later_games)
        text = translated_count("GameController", QT_TRANSLATE_NOOP(
            "GameController", "The previous game is back (%n moves); Redo returns to the later one."), len(s.entries))
        self._controller.message.emit(text, 5000)
        return True

    def restore_later_game(self) -> bool:
        """Bring back the game Undo replaced by an earlier one (False: there is none)."""
        if not self.later_games:
            return False
        s = self._bring_back(self.later_games, self.kept_games)
        text = translated_count("GameController", QT_TRANSLATE_NOOP(
            "GameController", "The later game is back (%n moves played, {0} to redo)."), len(s.entries))
        self._controller.message.emit(text.format(len(s.redo_stack)), 5000)
        return True

    def _bring_back(self, shelf: list[KeptGame], other: list[KeptGame]) -> GameSession:
        """Put the last game of ``shelf`` in play, the one it replaces going onto ``other``; its session."""
        game = shelf.pop()
        s = game.session
        waits = bool(s.entries) and computer_to_act(s, game.players)
        self._controller.put_in_play(s, game.players, game.paused or waits, keep_in=other)
        return s

    def set_start(self, start: str) -> None:
        """Use the start-arrangement setting ``start`` (already checked) and start a new game with it."""
        self.starts[self._controller.session.info.name] = start
        self.new_game()
