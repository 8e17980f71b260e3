"""The game protocol every game implements, shaped like the textbook problem formulation.

A game is described by: an initial state, the player to move, the legal actions in a stable order,
the result of an action, a terminal test and a utility. Chance is part of the protocol from the start:
a state whose player is ``CHANCE`` has outcomes with probabilities instead of a chooser.

Conventions shared by every game:

* Players are ``0`` (moves first) and ``1``; ``CHANCE`` marks chance states.
* Moves and chance outcomes are small integers (``int``) so the tree recorder can keep them in compact arrays;
  each game says what its integers mean (cell 1-9, column 1-7, child index, ...).
* States are immutable and hashable; ``key(state)`` is a compact hashable identity of the position
  (what a transposition table stores).
* Games are zero-sum: the utility for player 1 is minus the utility for player 0.

Search kernels call ``expand`` once per node rather than the five textbook methods separately: it
returns everything a node needs in one tuple, which is what keeps a pure-Python search fast. The
default ``expand`` is built from the textbook methods, so a new game only has to implement those.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Sequence
from typing import Any, ClassVar, Final

from .errors import IllegalMoveError, InputError, NotationError
from .i18n import QT_TRANSLATE_NOOP, Phrase
from .solving import SolverFactory

CHANCE: Final = -1
"""``to_move`` of a chance state (Final: compiled kernels use the number, not a look-up by name)."""

PLAYER_NAMES: Final = (QT_TRANSLATE_NOOP("Player", "first"), QT_TRANSLATE_NOOP("Player", "second"))
CHANCE_NAME: Final = QT_TRANSLATE_NOOP("Player", "chance")
"""The sides' names when a game has none of its own (the window says them in its language)."""

State = Any
Move = int
MAX_MOVE_DIGITS: Final = 18
"""The longest move number ``parse_move`` reads: longer is a typo (or an attack), not a move."""
Children = Sequence[tuple[Move, State]]
# (utility for player 0 or None, player to move, ((move, child), ...), probabilities or None); the
# children are any sequence (a game may work them out only when the search looks at them). ``None``
# first: compiled, a union is checked in the order written, and most nodes are not terminal.
Expansion = tuple[None | float, int, Children, tuple[float, ...] | None]  # noqa: RUF036
StaticOrder = Callable[[State, Children], tuple[list[tuple[Move, State]], int]]
"""(state, children) -> (children in the game's static order, how many at the front are urgent: wins and
blocks, which stay ahead of killers and history)."""
ForcedMoves = Callable[[State, Children], "list[tuple[Move, State]] | None"]
"""(state, children) -> the moves that matter in a position with an immediate threat (the player to
move's winning moves, else the blocks), or None for a quiet position (quiescence search)."""


def probability_phrase(label: str, probability: float | None) -> Phrase:
    """A chance outcome's label with its probability when given, "heads  (p 0.5)", as a sentence to translate
    (the probability to three significant digits)."""
    if probability is None:
        return Phrase("Outcome", "{0}", label)  # the label alone: nothing to translate
    return Phrase("Outcome", QT_TRANSLATE_NOOP("Outcome", "{0}  (p {1})"), label, f"{probability:.3g}")


class Game(ABC):
    """A two-player zero-sum game, optionally with chance states."""

    name: ClassVar[str]
    """Identifier used on the command line and in saved files."""
    title: ClassVar[str]
    """Human-readable name."""
    move_order: ClassVar[str] = ""
    """One sentence documenting the order of ``actions``."""
    has_chance: bool = False
    """Whether the game has chance states (an explicit tree says so per instance)."""
    scales_utility: ClassVar[bool] = True
    """Whether terminal utilities are win/draw/loss (+1/0/-1) that a search may rescale so a win
    outweighs any evaluation; False for explicit trees, whose leaf values are taken as given."""
    has_passes: ClassVar[bool] = False
    """Whether a player with no legal move passes (Othello). A pass is then the only action, ``PASS``."""
    PASS: ClassVar[Move] = -2
    """The move number of a pass, in games that have passes."""
    has_position_notation: ClassVar[bool] = False
    """Whether ``parse_position`` / ``format_position`` read and write whole positions."""
    has_start_arrangement: ClassVar[bool] = False
    """Whether the game is set up with a choice of start arrangement (``with_start``)."""
    json_moves_as_text: ClassVar[bool] = False
    """Whether machine-readable output (JSON) writes moves in the game's notation (``format_move``) rather
    than as their numbers: for games whose move numbers mean nothing to a reader (Othello's squares)."""
    solver_for_full_depth: ClassVar[bool] = False
    """Whether a search to the end of the game with the table or move ordering on goes to ``root_solver``
    (``engine.search.hand_over_to_solver``): for games whose endgames the generic kernel cannot search in
    time (Othello)."""
    has_margin: ClassVar[bool] = False
    """Whether the game can be scored by its final margin (``margin_game``), not only win/draw/loss."""
    symbols: ClassVar[tuple[str, str]] = ("X", "O")
    """One character per player (X moves first), as a position's board rows write them."""
    cell_width: ClassVar[int] = 1
    """Characters per cell in ``board_rows``: the first is ``.`` or the owner's symbol, any others say
    more about the piece (the dice game: ``R3``, red's cube 3; an empty square ``..``)."""

    # -- the textbook formulation ---------------------------------------------------------------
    @abstractmethod
    def initial_state(self) -> State: ...

    @abstractmethod
    def to_move(self, state: State) -> int:
        """0 or 1, or ``CHANCE``."""

    @abstractmethod
    def actions(self, state: State) -> tuple[Move, ...]:
        """Legal moves (or chance outcomes) in the game's documented, stable order; () when terminal."""

    @abstractmethod
    def result(self, state: State, move: Move) -> State:
        """The state after ``move``. Raises ``IllegalMoveError`` for a move not in ``actions``."""

    @abstractmethod
    def is_terminal(self, state: State) -> bool: ...

    @abstractmethod
    def utility(self, state: State, player: int) -> float:
        """Value of a terminal state for ``player``: +1 win, 0 draw, -1 loss (trees: the leaf value)."""

    def chance_probabilities(self, state: State) -> tuple[float, ...]:
        """Probabilities of ``actions(state)`` at a chance state, in the same order."""
        raise NotImplementedError(f"{self.title} has no chance states")

    def perspective(self, state: State) -> int:
        """The player a search from ``state`` maximises for (whose point of view values take)."""
        return self.to_move(state)

    def key(self, state: State) -> Hashable:
        key: Hashable = state  # states are hashable: the state itself is its identity
        return key

    # -- what the search kernels use --------------------------------------------------------------
    def expand(self, state: State) -> Expansion:
        """Everything a search node needs: (utility for player 0 or None, player, children, probs)."""
        if self.is_terminal(state):
            return self.utility(state, 0), self.to_move(state), (), None
        player = self.to_move(state)
        children = tuple((m, self.result(state, m)) for m in self.actions(state))
        probs = self.chance_probabilities(state) if player == CHANCE else None
        return None, player, children, probs

    def max_plies(self, state: State) -> int:
        """An upper bound on the plies left from ``state`` (sizes the search's per-depth arrays)."""
        return 64

    def value_range(self, state: State) -> tuple[float, float] | None:
        """The smallest and largest value a search from ``state`` can meet, when the game gives its
        values (explicit trees); None for games whose terminal utilities are win/draw/loss, whose
        bounds come from the search's utility scale (chance pruning needs them)."""
        return None

    def winner(self, state: State) -> int | None:
        """The winning player of a finished game, or None (a draw, or not finished)."""
        if not self.is_terminal(state):
            return None
        u = self.utility(state, 0)
        return 0 if u > 0 else (1 if u < 0 else None)

    # -- abilities the search asks for (each None or False when the game has none) -------------------
    def static_order(self) -> StaticOrder | None:
        """The game's own move order for alpha-beta (``--ordering static``): a function, or None."""
        return None

    def forced_moves(self) -> ForcedMoves | None:
        """The threat detector the quiescence extension uses: a function, or None (no notion of threats)."""
        return None

    def root_solver(self) -> SolverFactory | None:
        """An exact solver for the whole game (``--solve``): called with a position and the search's request,
        it solves the position's moves one by one (``engine.solving``); or None."""
        return None

    def solves_endgame(self, state: State) -> bool:
        """Whether a computer player solves ``state`` exactly (``root_solver``) instead of searching it to
        its depth cutoff: the game's solver is quick there (Othello: 14 empty squares or fewer)."""
        return False

    # -- start arrangement ----------------------------------------------------------------------------
    def with_start(self, start: str) -> Game:
        """A game of the same kind set up with the start arrangement ``start`` (``InputError`` if invalid)."""
        raise InputError(f"{self.title} has no choice of start arrangement")

    def start_text(self) -> str | None:
        """The arrangement this game was set up with, so that it reopens exactly (None: no choice)."""
        return None

    def margin_game(self) -> Game:
        """The same game scored by its final margin (Othello: the disc difference) instead of win/draw/loss:
        its utilities are taken as given (``scales_utility`` False). Games with ``has_margin``."""
        raise InputError(f"{self.title} is scored by win, draw or loss only")

    # -- notation ---------------------------------------------------------------------------------
    def format_move(self, move: Move) -> str:
        return str(move)

    def format_outcome(self, move: Move, probability: float | None = None) -> str:
        """A chance outcome as a search tree lists it, with its probability when given: "heads  (p 0.5)".
        A game with a die says "roll 3 (1/6)" instead. The English of ``outcome_phrase``: a game overrides
        that (the window then says it in its language), or this (the window shows its words as written)."""
        return str(self.outcome_phrase(move, probability))

    def outcome_phrase(self, move: Move, probability: float | None = None) -> Phrase:
        """A chance outcome's name as a sentence the window translates (``format_outcome`` is its English)."""
        return probability_phrase(self.format_move(move), probability)

    def parse_move(self, text: str, state: State | None = None) -> Move:
        text = text.strip()
        digits = text[1:] if text.startswith("-") else text
        if not (digits.isascii() and digits.isdigit()):
            raise NotationError(f"malformed move {text[:40]!r}: expected a number")
        if len(digits) > MAX_MOVE_DIGITS:  # no move numbers that long; int() refuses beyond 4,300 digits anyway
            raise NotationError(f"malformed move {text[:20]!r}…: {len(digits):,} digits, far more than any move has")
        return int(text)

    def parse_moves(self, text: str) -> list[Move]:
        """A sequence of moves in the game's notation: by default tokens separated by spaces or commas."""
        return [self.parse_move(tok) for tok in text.replace(",", " ").split()]

    def format_moves(self, moves: Sequence[Move]) -> str:
        """Moves as ``parse_moves`` reads them; forced passes are left out (they are implied)."""
        return " ".join(self.format_move(m) for m in moves if not (self.has_passes and m == self.PASS))

    def parse_position(self, text: str) -> State:
        """A whole position in the game's notation (games with ``has_position_notation``)."""
        raise InputError(f"{self.title} positions are given as moves from the start (--moves), not as a position")

    def format_position(self, state: State) -> str | None:
        """The position in the game's notation, or None when the game has no position notation."""
        return None

    def position_from_rows(self, rows: Sequence[str], to_move: int) -> str | None:
        """The position text ``parse_position`` reads for a board written as ``board_rows`` writes it (``.``
        empty, a player's symbol) and the player to move (ignored where the counts decide it); None for a
        game whose positions are not just a board (a board editor then cannot set one up)."""
        return None

    def position_problem(self, state: State) -> str | None:
        """Why no game reaches ``state``, in one phrase naming what is wrong (discs that cannot be there,
        both sides having won, a player to move who must pass), or None for a position a game reaches.
        ``parse_position`` refuses such positions; a board editor shows the reason as it is set up."""
        return None

    def play(self, state: State, moves: Sequence[Move]) -> State:
        """Apply ``moves`` in turn, with a message naming the first one that is illegal. In a game with
        passes, a pass the player is forced to make is played without being written."""
        for i, move in enumerate(moves, 1):
            if self.is_terminal(state):
                raise IllegalMoveError(f"move {i} ({self.format_move(move)}): the game is already over")
            if self.has_passes and move != self.PASS and self.actions(state) == (self.PASS,):
                state = self.result(state, self.PASS)
            try:
                state = self.result(state, move)
            except IllegalMoveError as e:
                raise IllegalMoveError(f"move {i}: {e}") from None
        return state

    def moves_to(self, state: State) -> tuple[Move, ...] | None:
        """Moves from the start that reach ``state``, for a user's evaluation (which sees positions, not
        paths): one legal order when several lead there. None when the game cannot tell (the default)."""
        return None

    # -- naming nodes in explanations (the tree explorer's step sentences) ----------------------------------
    def node_label(self, state: State) -> str:
        """A position's own name, if it has one (an explicit tree's labelled node); "" otherwise."""
        return ""

    def path_text(self, moves: Sequence[Move]) -> str:
        """The moves from the root to a node, as an explanation names an unlabelled node: ``[5 1]``."""
        return "[" + " ".join(self.format_move(m) for m in moves) + "]"

    def child_name(self, state: State, move: Move) -> str:
        """How an explanation names the child ``move`` leads to (a pruned one, say): the move itself."""
        return self.format_move(move)

    def line_labels(self, state: State, moves: Sequence[Move]) -> list[str]:
        """A line of play from ``state``, one name per move, as a reader knows them."""
        return [self.format_move(m) for m in moves]

    def board_rows(self, state: State) -> tuple[str, ...] | None:
        """The board as text rows, top row first, ``cell_width`` characters per cell (``.`` empty, else the
        owner's symbol first): what a user's evaluation function reads. None for games without a board
        (trees)."""
        return None

    def render(self, state: State) -> str:
        """The position as text for the terminal."""
        return repr(state)

    def player_name(self, player: int) -> str:
        """A side's name as the command line writes it; marked in the context "Player", where the window
        translates it (``gui.i18n.player_name``)."""
        return PLAYER_NAMES[player] if player in (0, 1) else CHANCE_NAME
