"""What a game's exact solver offers the search: the root's moves solved, one by one, and a line of best play.

A game with a solver (``Game.root_solver``) returns a function that sets one up for a position
(``SolverFactory``); the search (``engine.search.solved_root``) asks it for the root's moves
(``PositionSolver.root_moves``), turns each result into a value on its own scale, keeps the best, and
asks for the line that follows (``line_after``). Neither side knows the other's internals: the game
speaks in game results (won, drawn or lost, by a margin, in so many plies), the search in values.

A solver that can also solve one root move against the best result found so far (``MoveSolver``) lets
the root's moves be shared out among processes (``engine.parallel.solve_split``): each move is tested
against the best any process has proven, as the one-process root loop tests it against its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from .results import Bound


class SolveStopped(Exception):
    """Raised by ``SolveRequest.check`` when the search must stop (its flag, time or node limit)."""


@dataclass(frozen=True)
class SolveRequest:
    """What the search asks of a solver."""

    table_mb: float | None
    """The transposition table's size asked for; None: the solver's own default."""
    check_every: int
    """How often, in the search's nodes, the search checks whether to stop (the solver scales it)."""
    check: Callable[[int], None]
    """Called now and then with the solver's node count so far; raises ``SolveStopped`` to stop it."""
    exact_root: bool
    """Every root move solved exactly, not only the best (the others may be bounds)."""
    faster_wins: bool
    """Wins and losses told apart by their distance (``SolvedMove.plies``)."""


@dataclass(frozen=True)
class SolvedMove:
    """One root move's result, for the player to move at the root."""

    move: int
    result: int
    """+1 won, 0 drawn, -1 lost; in a game scored by its margin, the margin."""
    bound: Bound
    """``exact``, or ``upper`` when the solver only proved the result is at most ``result``."""
    plies: int | None = None
    """The plies to the end of the game with best play (a solver asked for faster wins counts them)."""


class PositionSolver(Protocol):
    """A solver set up for one position (the search's root)."""

    @property
    def nodes(self) -> int:
        """The positions it has searched so far."""

    def root_moves(self) -> Iterator[SolvedMove]:
        """The root's moves, each solved as it is yielded (may raise ``SolveStopped``)."""

    def line_after(self, move: int) -> list[int]:
        """A line of best play after the root's ``move``, already yielded by ``root_moves`` (may raise
        ``SolveStopped``)."""


@runtime_checkable
class MoveSolver(PositionSolver, Protocol):
    """A position solver that also solves one root move within a window: at least as good as a result
    already found (``floor``), or bounded."""

    def solve_move(self, move: int, floor: SolvedMove | None) -> SolvedMove:
        """The root's ``move`` solved: exact when it is at least as good as ``floor`` (or when ``floor`` is
        None), else an ``upper`` bound below ``floor`` (may raise ``SolveStopped``). A ``floor`` without
        ``plies`` in a game that counts them stands for its weakest result (a win: the slowest one)."""

    def first_move(self) -> int:
        """The move the solver's own root loop solves first (its guess at the best): another process
        with no floor yet solves it to get one."""


SolverFactory = Callable[[Any, SolveRequest], PositionSolver]
"""(the root's state, the request) -> a solver for that position."""
