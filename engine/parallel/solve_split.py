"""Solving on several processes: the root's moves shared out, each tested against the best so far.

A worker given a root move of a solved search (``tasks``, kind ``solve``) hands it to the game's solver
as the one-process root loop does (``engine.solving.MoveSolver``): the best value any process has proven
so far (the shared block's bound, ``segments.Control``) becomes the floor the move is tested against, so
a move that does not reach it is refuted by one null-window test instead of being solved exactly. The
answer is the same as one process's (exact moves the same values, the others an upper bound below the
best so far; the best move may differ among moves of equal value). Connect Four's and Othello's solvers
both take a floor; a game whose solver cannot has its moves solved with a full window.

A worker keeps its solver (and the solver's table) from one move of a search to the next: the positions
a move's proof stored answer for the next move's, as in one process.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Protocol

from ..game import Game, State
from ..results import Bound
from ..search import SearchOptions
from ..search.options import FASTER_WINS_HORIZON, utility_scale
from ..search.solved_root import solved_value
from ..solving import MoveSolver, SolvedMove, SolveRequest, SolveStopped
from .segments import Control

CHECK_EVERY = 256
"""How often, in the solver's nodes, a worker looks at the stop word (a stop is answered within a second)."""


class StopSource(Protocol):
    """What a worker's solver checks: the stop word (or the parent gone); ``engine.parallel.tasks.WorkerStop``."""

    control: Control | None
    slot: int

    def is_set(self) -> bool:
        """Whether the search must stop."""


@dataclass
class SolvedRootMove:
    """One root move solved in a worker, on the search's value scale (the root player's view)."""

    value: float | None = None
    bound: Bound = "exact"
    pv: list[int] = field(default_factory=list)
    nodes: int = 0
    stopped: bool = False


@dataclass
class _Open:
    """The worker's solver for the search it is serving (kept from one of its moves to the next)."""

    search: object
    """The search's job, held so that its identity is never reused by another search's."""
    solver: MoveSolver
    best: float = -math.inf
    """The best value this worker has proven in this search (the shared bound may not have it yet)."""


_open: list[_Open] = []


def floor_of(value: float, options: SearchOptions, game: Game) -> SolvedMove | None:
    """The result a best-so-far ``value`` (the search's scale, ``solved_value``) stands for: the floor a root
    move is tested against; None for no floor (no move proven yet)."""
    if not math.isfinite(value):
        return None
    unit = abs(utility_scale(game, options)[0])
    if options.faster_wins and value != 0:
        sign = 1 if value > 0 else -1
        return SolvedMove(-1, sign, "exact", round(FASTER_WINS_HORIZON - abs(value) / unit))
    return SolvedMove(-1, round(value / unit), "exact")


def move_solver(game: Game, state: State, options: SearchOptions, search: object,
                stop: StopSource) -> MoveSolver | None:
    """The game's solver for ``state`` when it can test a move against a floor (kept for the ``search``, its job),
    else None."""
    if _open and _open[0].search is search:
        return _open[0].solver
    factory = game.root_solver()
    if factory is None:
        return None
    counted = [0]

    def check(nodes: int) -> None:
        counted[0] = nodes
        if stop.control is not None:
            stop.control.set_nodes(stop.slot, nodes)
        if stop.is_set():
            raise SolveStopped

    request = SolveRequest(options.enhancements.tt_mb or None, CHECK_EVERY, check, False, options.faster_wins)
    solver = factory(state, request)
    if not isinstance(solver, MoveSolver):
        return None
    _open[:] = [_Open(search, solver)]
    return solver


def solve_root_move(game: Game, state: State, options: SearchOptions, move: int, bound: float,
                    search: object, stop: StopSource) -> SolvedRootMove | None:
    """The root's ``move`` tested against the best value so far (``bound``, or better, this worker's own),
    with the line after it when it reaches it; None when the game's solver cannot take a floor (the caller
    solves the child instead). A worker with no floor yet first solves the move the solver's root loop
    would solve first (unless that is its own), as one process would: testing a move against a proven
    floor costs far less than solving it exactly, and the lead move's proof fills this worker's table
    for the moves it takes next."""
    solver = move_solver(game, state, options, search, stop)
    if solver is None:
        return None
    mine = _open[0]
    before = solver.nodes
    out = SolvedRootMove()
    mult = utility_scale(game, options)[0]
    try:
        floor = None
        if not options.exact_root:  # every move exact when asked for: no floor
            best = max(bound, mine.best)
            if not math.isfinite(best) and solver.first_move() != move:
                lead = solver.solve_move(solver.first_move(), None)
                best = mine.best = solved_value(lead, options.faster_wins, mult)
            floor = floor_of(best, options, game)
        solved = solver.solve_move(move, floor)
        out.value, out.bound = solved_value(solved, options.faster_wins, mult), solved.bound
        if solved.bound == "exact":
            mine.best = max(mine.best, out.value)
        out.pv = [move]
        if solved.bound == "exact":
            out.pv += solver.line_after(move)
    except SolveStopped:
        out.stopped = out.value is None
    out.nodes = solver.nodes - before
    return out
