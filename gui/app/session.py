"""The game in progress: its moves, the undo/redo stack and the analyses attached to positions.

Free of widgets so it can be tested (and reused) without a window. Each move remembers who made it
and, for a computer move, the search that chose it (with its recorded tree), so the user can go back
and see why the computer played move 3.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication

from engine.errors import IllegalMoveError
from engine.game import CHANCE, Game
from engine.games import GameInfo
from engine.results import SearchResult

from ..i18n import player_name
from .worker import FullTreeSize

MadeBy = Literal["human", "computer"]
Position = tuple[int, ...]
"""A position is identified by the moves that led to it from the start."""


@dataclass(eq=False)
class SearchNote:
    """What one search left behind, kept with the move it chose or the position it analysed.

    ``result`` holds the values, the principal variation and (when recorded) the tree; a note read from
    a saved game has no tree. ``win_value`` is what a win is worth on the result's scale (the board's
    colours need it); ``full_tree`` is the size of the full minimax tree to the same depth, once counted
    (``full_tree_counted``: the count ended; None then means the tree was too large to count)."""

    result: SearchResult
    caption: str = ""  # the settings in words, e.g. "Alpha-beta, depth 7, windows"
    title: str = ""  # e.g. "Move 3 — Alpha-beta, depth 7, windows"
    win_value: float = 1.0
    full_tree: FullTreeSize | None = None
    full_tree_counted: bool = False


@dataclass
class MoveEntry:
    move: int
    player: int
    made_by: MadeBy
    search: SearchNote | None = None  # the search that chose this move (computer moves)
    roller: int | None = None  # a die roll (``player`` is CHANCE): the side whose roll it was
    program: str = ""  # the outside program that chose this move (``gui.app.outside``): its name

    @property
    def is_roll(self) -> bool:
        return self.player == CHANCE

    @property
    def result(self) -> SearchResult | None:
        return self.search.result if self.search is not None else None

    @property
    def caption(self) -> str:
        return self.search.caption if self.search is not None else ""


PlayedBy = tuple[MadeBy, SearchNote | None]
"""Who made a move and, for the computer, what its search found: a saved game's record of each move."""


class GameSession:
    """Moves played so far plus the moves undone (for redo); analyses keyed by position."""

    def __init__(self, info: GameInfo, game: Game | None = None, dice_seed: int | None = None,
                 start_state: Any = None) -> None:
        """``game``: an instance with options (e.g. EinStein's start arrangement), default ``info.factory()``.
        ``dice_seed`` fixes every roll of a game of chance (a random one when None). ``start_state``: a
        position the game starts from (pasted, set up on the board, or saved), default the game's start."""
        self.info = info
        self.game: Game = game if game is not None else info.factory()
        self.dice_seed: int = dice_seed if dice_seed is not None else random.SystemRandom().randrange(2**31)
        self.initial_state: Any = self.game.initial_state() if start_state is None else start_state
        self.entries: list[MoveEntry] = []
        self.redo_stack: list[MoveEntry] = []
        self._states: list[Any] = [self.initial_state]
        self.analyses: dict[Position, SearchNote] = {}

    @property
    def start_position(self) -> str | None:
        """The position the game started from in the game's notation, when it is not the game's own start
        (None: the usual start)."""
        if self.initial_state == self.game.initial_state():
            return None
        return self.game.format_position(self.initial_state)

    # -- the position -----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def position(self) -> Position:
        return tuple(e.move for e in self.entries)

    @property
    def moves(self) -> list[int]:
        return [e.move for e in self.entries]

    def state_before(self, index: int) -> Any:
        """The state in which move ``index`` (0-based) was played."""
        return self._states[index]

    @property
    def to_move(self) -> int:
        return self.game.to_move(self.state)

    @property
    def is_over(self) -> bool:
        return self.game.is_terminal(self.state)

    @property
    def legal_moves(self) -> tuple[int, ...]:
        return self.game.actions(self.state)

    def winner(self) -> int | None:
        """0 or 1 when that side has won, None otherwise (draw or game on)."""
        if not self.is_over:
            return None
        u = self.game.utility(self.state, 0)
        return 0 if u > 0 else 1 if u < 0 else None

    def outcome_text(self) -> str:
        if not self.is_over:
            return ""
        w = self.winner()
        if w is None:
            return QCoreApplication.translate("GameSession", "Draw")
        return QCoreApplication.translate("GameSession", "{0} wins").format(player_name(self.game, w))

    @property
    def last_move(self) -> int | None:
        return self.entries[-1].move if self.entries else None

    @property
    def last_player_move(self) -> int | None:
        """The last move a player made (rolls skipped): what the board marks as the last move."""
        return next((e.move for e in reversed(self.entries) if not e.is_roll), None)

    # -- the die (games of chance) -------------------------------------------------------------------
    @property
    def awaiting_roll(self) -> bool:
        return not self.is_over and self.to_move == CHANCE

    def roller(self) -> int | None:
        """At a chance state, the side whose roll it is (None elsewhere)."""
        return self.game.perspective(self.state) if self.awaiting_roll else None

    def face_for_roll(self) -> int:
        """The outcome of rolling now. The die follows the game's seed and the ply, not a running
        generator: undoing a roll and rolling again gives the same face (no re-rolling for a better
        one), a saved game continues with the rolls it would have had, and the next face Redo would
        replay is the one rolled. Outcomes are drawn with the chance node's probabilities."""
        if not self.awaiting_roll:
            raise IllegalMoveError(QCoreApplication.translate("GameSession", "there is no die to roll here"))
        if self.redo_stack and self.redo_stack[-1].is_roll:
            return self.redo_stack[-1].move
        outcomes = self.legal_moves
        probs = self.game.chance_probabilities(self.state)
        rng = random.Random(f"{self.dice_seed}/{len(self.entries)}")
        return rng.choices(outcomes, weights=probs)[0]

    def roll(self, made_by: MadeBy = "human") -> MoveEntry:
        """Roll the die (see ``face_for_roll``) and play the outcome as a move of chance."""
        return self.play(self.face_for_roll(), made_by)

    # -- changing it ------------------------------------------------------------------------------
    def play(self, move: int, made_by: MadeBy = "human", search: SearchNote | None = None) -> MoveEntry:
        """Play ``move``; raises ``IllegalMoveError`` (state unchanged) when it is not legal.

        A new move clears the redo stack, except when it is the move the stack would redo next
        (then the rest of the redo line is kept)."""
        if move not in self.legal_moves:
            raise IllegalMoveError(
                QCoreApplication.translate("GameSession", "{0} is not a legal move here").format(self.game.format_move(move)))
        entry = MoveEntry(move, self.to_move, made_by, search)
        if entry.is_roll:
            entry.roller = self.game.perspective(self.state)
        self._states.append(self.game.result(self.state, move))
        self.entries.append(entry)
        if self.redo_stack and self.redo_stack[-1].move == move:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()
            self._forget_unreachable_analyses()
        return entry

    def replay(self, moves: list[int], history: Sequence[PlayedBy] | None = None) -> None:
        """Play a whole move list (from a file), with who made each move and its search when known
        (``history``, one per move played, forced passes included); raises ``IllegalMoveError`` naming
        the bad move."""
        game = self.game
        game.play(self.initial_state, moves)  # validates everything before changing anything

        def play(move: int) -> None:
            i = len(self.entries)
            made_by, note = history[i] if history is not None and i < len(history) else ("human", None)
            self.play(move, made_by, note)
            if note is not None and not note.result.stopped:
                self.analyses[self.position[:-1]] = note

        for move in moves:
            if game.has_passes and move != game.PASS and tuple(self.legal_moves) == (game.PASS,):
                play(game.PASS)  # a forced pass the notation leaves out (as ``Game.play`` does)
            play(move)

    def history(self) -> list[PlayedBy]:
        """Who made each move played, and the search behind each computer move (for a saved game)."""
        return [(e.made_by, e.search) for e in self.entries]

    @property
    def can_undo(self) -> bool:
        return bool(self.entries)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> MoveEntry | None:
        if not self.entries:
            return None
        entry = self.entries.pop()
        self._states.pop()
        self.redo_stack.append(entry)
        return entry

    def redo(self) -> MoveEntry | None:
        if not self.redo_stack:
            return None
        entry = self.redo_stack.pop()
        self._states.append(self.game.result(self.state, entry.move))
        self.entries.append(entry)
        return entry

    def _forget_unreachable_analyses(self) -> None:
        """Analyses off the current line (played + redoable moves) can never be shown again; their
        recorded trees can be megabytes each, so they go."""
        line = self.position + tuple(e.move for e in reversed(self.redo_stack))
        for position in [p for p in self.analyses if line[: len(p)] != p]:
            del self.analyses[position]

    # -- analyses -----------------------------------------------------------------------------------
    def set_analysis(self, position: Position, note: SearchNote) -> None:
        self.analyses[position] = note

    def analysis(self, position: Position | None = None) -> SearchNote | None:
        return self.analyses.get(self.position if position is None else position)

    def forget_analysis(self, position: Position | None = None) -> None:
        """Drop the analysis of ``position`` (default: the current one): its values no longer hold."""
        self.analyses.pop(self.position if position is None else position, None)
