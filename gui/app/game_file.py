"""Saving and opening games as JSON: the game, its moves, and both players with their settings.

Saving is atomic (``QSaveFile``: a crash mid-write leaves the old file intact). Opening validates the
whole file before anything changes; every problem raises ``GameFileError`` with a one-line reason.
A game with a start arrangement saves the arrangement played (``"start": "615243/123456"``), a game
with a position notation the position its moves start from (``"start_position"``: a game may start from
a pasted or edited position), and a game of chance its dice seed (``"dice_seed"``: the rolls still to
come follow it); the rolls already made are moves like any other. Recorded search trees are not saved
(they can be hundreds of thousands of nodes); a computer move
opened from a file has no tree until it is searched again.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QIODevice, QSaveFile

from engine.bug_report import record_bug
from engine.errors import InputError
from engine.game import Game, State
from engine.games import GAMES, GameInfo
from engine.plugins import UserEvaluation
from engine.validation import parse_json, read_regular_file

from ..i18n import game_title
from .arrangements import make_game, supports_start
from .game_history import HistoryError, history_from_json, history_to_json
from .players import PlayerConfig, SettingsError, players_from_list
from .session import PlayedBy

FORMAT = "minimax-studio-game"
VERSION = 1
MAX_FILE_BYTES = 1_000_000  # a game file is a few hundred bytes; anything huge is not ours
MAX_NESTING = 16  # the deepest part of a game file (players, search, enhancements, ordering) is 5 levels


class GameFileError(InputError):
    """A game file that cannot be opened or saved; the message says why in one line."""


@dataclass(frozen=True)
class SavedGame:
    game: str
    moves: list[int]
    players: tuple[PlayerConfig, PlayerConfig]
    start: str | None = None  # the start arrangement (games that have one)
    dice_seed: int | None = None  # games of chance
    notes: list[str] = field(default_factory=list)
    """What opening the file changed, in sentences (an evaluation file not loaded, so a side uses the default)."""
    history: list[PlayedBy] | None = None  # who made each move, with its search (see ``gui.app.game_history``)
    position: str | None = None
    """The position the game started from, in the game's notation, when not the game's own start."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "game": self.game}
        if self.start is not None:
            data["start"] = self.start
        if self.dice_seed is not None:
            data["dice_seed"] = self.dice_seed
        data["moves"] = list(self.moves)
        # The same moves in the game's own notation (rolls included), for people and other tools; a file
        # with only "moves_text" opens too.
        game = make_game(GAMES[self.game], self.start)
        data["moves_text"] = game.format_moves(self.moves)
        if game.has_position_notation:  # where the moves start: read back when opening
            data["start_position"] = self.position or game.format_position(game.initial_state())
        data["players"] = [p.to_dict() for p in self.players]
        files = evaluation_files(GAMES[self.game], self.players)
        if files:
            data["evaluation_files"] = files
        if self.history is not None:
            data["history"] = history_to_json(self.history)
        return data


def evaluation_files(info: GameInfo, players: tuple[PlayerConfig, PlayerConfig]) -> dict[str, str | None]:
    """The user's evaluation files the players use, by name: the file's path, or None if it was never saved."""
    files: dict[str, str | None] = {}
    for p in players:
        cls = info.evaluations.get(p.search.evaluation)
        if cls is not None and issubclass(cls, UserEvaluation):
            files[cls.name] = cls.spec.path if cls.spec.saved else None
    return files


AskToLoad = Callable[[GameInfo, str, str], bool]
"""(game, evaluation name, file path) -> whether the file was loaded (the user agreed and it loaded)."""


def save_game(path: str, saved: SavedGame) -> None:
    """Write atomically; raises ``GameFileError`` when the file cannot be written."""
    data = (json.dumps(saved.to_json(), indent=2) + "\n").encode("utf-8")
    f = QSaveFile(path)
    if not f.open(QIODevice.OpenModeFlag.WriteOnly):
        raise GameFileError(QCoreApplication.translate("GameFile", "cannot write {0}: {1}").format(path, f.errorString()))
    f.write(data)
    if not f.commit():
        raise GameFileError(QCoreApplication.translate("GameFile", "cannot write {0}: {1}").format(path, f.errorString()))


def load_game(path: str, ask: AskToLoad | None = None, *, playable: Container[str] | None = None) -> SavedGame:
    """Read and validate a game file (moves legal, settings in range). Every problem is a
    ``GameFileError``: a FIFO, a huge file, deep nesting, huge numbers and wrong types included.

    A file that names evaluation files is code to run: ``ask`` asks the user before each is loaded; a
    side whose file is not loaded (no ``ask``, the user said no, or it failed) uses the game's default
    evaluation, and ``notes`` say so. ``playable``: the names of the games the window has a board for
    (it passes ``gui.board.BOARDS``; this layer holds no widgets); a game file of another game is refused.
    None: every registered game."""
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES, "game file")
    except InputError as e:
        raise GameFileError(str(e)) from None
    try:
        data = parse_json(raw, "not valid JSON", max_nesting=MAX_NESTING)
    except InputError as e:
        raise GameFileError(
            QCoreApplication.translate("GameFile", "this is not a Minimax Studio game file ({0})").format(e)) from None
    try:
        return parse_saved_game(data, ask, playable=playable)
    except GameFileError:
        raise
    except InputError as e:
        raise GameFileError(str(e)) from None
    except (RecursionError, MemoryError):
        raise GameFileError(
            QCoreApplication.translate("GameFile", "this game file is too large or too deeply nested to open")) from None
    except Exception as e:
        # The checks above should have caught it: say what we know, and keep the traceback for a report.
        where = record_bug(e, f"opening the game file {path}")
        if where:
            raise GameFileError(
                QCoreApplication.translate("GameFile", "this game file could not be read (an unexpected problem; the "
                                                       "details are in {0})").format(where)) from None
        raise GameFileError(
            QCoreApplication.translate("GameFile", "this game file could not be read (an unexpected problem)")) from None


def parse_saved_game(data: Any, ask: AskToLoad | None = None, *, playable: Container[str] | None = None) -> SavedGame:
    """A game file's JSON, checked part by part (each part's checks are one helper below; the players' search
    settings are the settings schema's, ``engine.search.settings_schema``)."""
    info = _game_of(data, playable)
    moves, text, start, dice_seed = _move_fields(data)
    game = _game_from(info, start)
    start_state = _start_state(game, data.get("start_position"))
    moves = _legal_moves(info, game, start_state, moves, text)
    from_position = game.format_position(start_state) if start_state != game.initial_state() else None
    raw_players, notes = _user_evaluations(info, data.get("players"), data.get("evaluation_files"), ask)
    try:
        players = players_from_list(info, raw_players)
    except SettingsError as e:
        raise GameFileError(QCoreApplication.translate("GameFile", "bad player settings: {0}").format(e)) from None
    history = None
    if "history" in data:
        try:
            history = history_from_json(data["history"], len(moves))
        except HistoryError as e:
            raise GameFileError(QCoreApplication.translate("GameFile", "bad move history: {0}").format(e)) from None
    return SavedGame(info.name, list(moves), players, start if supports_start(info) else None, dice_seed, notes, history,
                     from_position)


def _game_of(data: Any, playable: Container[str] | None) -> GameInfo:
    """The game a file is of: a Minimax Studio game file of this version, of a game the window plays."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise GameFileError(QCoreApplication.translate("GameFile", "this is not a Minimax Studio game file (no {0})").format(
            '"format": "minimax-studio-game"'))
    version = data.get("version")
    if isinstance(version, bool) or version != VERSION:  # (True == 1 in Python)
        raise GameFileError(
            QCoreApplication.translate("GameFile", "unsupported game file version {0} (this version reads {1})").format(
                repr(version), VERSION))
    name = data.get("game")
    info: GameInfo | None = GAMES.get(name) if isinstance(name, str) else None
    if info is None:
        raise GameFileError(
            QCoreApplication.translate("GameFile", "unknown game {0} (known: {1})").format(repr(name), ", ".join(GAMES)))
    if playable is not None and info.name not in playable:
        raise GameFileError(
            QCoreApplication.translate("GameFile", "{0} cannot be played in the desktop application yet").format(
                game_title(info)))
    return info


def _move_fields(data: dict[str, Any]) -> tuple[list[int] | None, str | None, str | None, int | None]:
    """The moves (as numbers, or as the game's notation), the start arrangement and the dice seed, by type."""
    moves = data.get("moves")
    text = data.get("moves_text")
    if moves is None and text is not None and not isinstance(text, str):
        raise GameFileError(QCoreApplication.translate("GameFile", "'moves_text' must be a text in the game's move notation"))
    if moves is not None and (not isinstance(moves, list)
                              or not all(isinstance(m, int) and not isinstance(m, bool) for m in moves)):
        raise GameFileError(QCoreApplication.translate("GameFile", "'moves' must be a list of whole numbers"))
    if moves is None and text is None:
        raise GameFileError(QCoreApplication.translate("GameFile", "the file has no moves ('moves' or 'moves_text')"))
    start = data.get("start")
    if start is not None and not isinstance(start, str):
        raise GameFileError(QCoreApplication.translate("GameFile", "'start' must be a text such as \"615243/123456\""))
    dice_seed = data.get("dice_seed")
    if dice_seed is not None and (not isinstance(dice_seed, int) or isinstance(dice_seed, bool)
                                  or not 0 <= dice_seed < 2**63):
        raise GameFileError(QCoreApplication.translate("GameFile", "'dice_seed' must be a whole number 0 or more"))
    return moves, text, start, dice_seed


def _game_from(info: GameInfo, start: str | None) -> Game:
    try:
        return make_game(info, start)
    except InputError as e:
        raise GameFileError(QCoreApplication.translate("GameFile", "bad start arrangement: {0}").format(e)) from None


def _start_state(game: Game, position: Any) -> State:
    """Where the moves start: the game's own start, or a position in its notation ("start_position")."""
    if position is None or not game.has_position_notation:
        return game.initial_state()
    if not isinstance(position, str):
        raise GameFileError(
            QCoreApplication.translate("GameFile", "'start_position' must be a position in the game's notation"))
    try:
        return game.parse_position(position)
    except InputError as e:
        raise GameFileError(QCoreApplication.translate("GameFile", "bad start position: {0}").format(e)) from None


def _legal_moves(info: GameInfo, game: Game, start_state: State, moves: list[int] | None, text: str | None) -> list[int]:
    """The moves, played from the start to check they are legal ("moves" wins when both are there)."""
    try:
        if moves is None:  # only the notation
            assert isinstance(text, str)  # (checked by ``_move_fields``)
            moves = list(game.parse_moves(text))
        game.play(start_state, moves)
    except InputError as e:
        raise GameFileError(
            QCoreApplication.translate("GameFile", "the moves are not a legal {0} game: {1}").format(
                game_title(info), e)) from None
    return moves


def _user_evaluations(info: GameInfo, players: Any, files: Any, ask: AskToLoad | None) -> tuple[Any, list[str]]:
    """Load (if the user agrees) the evaluation files the players use; a side whose file is not loaded
    gets the default evaluation. Returns the players' data to read and what was changed."""
    if files is None or not isinstance(players, list):
        return players, []
    if not isinstance(files, dict) or not all(isinstance(k, str) and (v is None or isinstance(v, str))
                                              for k, v in files.items()):
        raise GameFileError(QCoreApplication.translate("GameFile", "'evaluation_files' must map evaluation names to file paths"))
    notes = []
    loaded: dict[str, bool] = {}
    out = []
    for p in players:
        search = p.get("search") if isinstance(p, dict) else None
        name = search.get("evaluation") if isinstance(search, dict) else None
        if isinstance(name, str) and name in files and name not in loaded:
            path = files[name]
            if name in info.evaluations:
                loaded[name] = True
            elif path is None:
                loaded[name] = False
                notes.append(QCoreApplication.translate("GameFile", "{0} was never saved to a file").format(name))
            else:
                loaded[name] = ask is not None and ask(info, name, path)
                if not loaded[name]:
                    notes.append(QCoreApplication.translate("GameFile", "{0} ({1}) was not loaded").format(name, path))
        if isinstance(name, str) and loaded.get(name) is False:
            p = {**p, "search": {**search, "evaluation": info.default_evaluation, "weights": {}}}  # type: ignore[dict-item]
        out.append(p)
    if notes:
        notes.append(
            QCoreApplication.translate("GameFile", "the sides that used it play with {0}").format(info.default_evaluation))
    return out, notes
