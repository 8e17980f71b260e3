"""The game protocol every game implements, shaped like the textbook problem formulation.

A game is described by: an initial state, the player to move, the legal actions in a stable order,
the result of an action, a terminal test and a utility. Chance is part of the protocol from the start:
a state whose player is ``CHANCE`` has outcomes with probabilities instead of a chooser.

Conventions shared by every game:

* Players are ``0`` (moves first) and ``1``; ``CHANCE`` marks chance states.
* Moves and chance outcomes are small ``int``s so the tree recorder can keep them in compact arrays;
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
from collections.abc import Hashable, Sequence
from typing import Any, ClassVar

from .errors import IllegalMoveError, NotationError

CHANCE = -1
"""``to_move`` of a chance state."""

State = Any
Move = int
# (utility for player 0 or None, player to move, ((move, child), ...), probabilities or None)
Expansion = tuple[float | None, int, tuple[tuple[Move, State], ...], tuple[float, ...] | None]


class Game(ABC):
    """A two-player zero-sum game, optionally with chance states."""

    name: ClassVar[str]
    """Identifier used on the command line and in saved files."""
    title: ClassVar[str]
    """Human-readable name."""
    move_order: ClassVar[str] = ""
    """One sentence documenting the order of ``actions``."""
    has_chance: ClassVar[bool] = False
    scales_utility: ClassVar[bool] = True
    """Whether terminal utilities are win/draw/loss (+1/0/-1) that a search may rescale so a win
    outweighs any evaluation; False for explicit trees, whose leaf values are taken as given."""

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
        return state

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

    # -- notation ---------------------------------------------------------------------------------
    def format_move(self, move: Move) -> str:
        return str(move)

    def parse_move(self, text: str, state: State) -> Move:
        text = text.strip()
        if not text.lstrip("-").isdigit():
            raise NotationError(f"malformed move {text!r}: expected a number")
        return int(text)

    def play(self, state: State, moves: Sequence[Move]) -> State:
        """Apply ``moves`` in turn, with a message naming the first one that is illegal."""
        for i, move in enumerate(moves, 1):
            if self.is_terminal(state):
                raise IllegalMoveError(f"move {i} ({self.format_move(move)}): the game is already over")
            try:
                state = self.result(state, move)
            except IllegalMoveError as e:
                raise IllegalMoveError(f"move {i}: {e}") from None
        return state

    def render(self, state: State) -> str:
        """The position as text for the terminal."""
        return repr(state)

    def player_name(self, player: int) -> str:
        return ("first", "second")[player] if player in (0, 1) else "chance"
