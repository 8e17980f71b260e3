"""The ``solve`` enhancement: a Connect Four position's moves solved by the exact solver (``solver.py``).

The root's moves are solved in one loop, in the search's order: the first exactly, each later one
tested against the best so far (does it reach it? does it beat it?); a move that reaches the best is
exact (a new best is solved exactly within the window above the old one), one that does not gets an
upper bound one below the best so far — like alpha-beta's refuted moves. With ``exact_root`` every
move is solved exactly instead. A result is won, drawn or lost, with the plies to the end of the game
(the solver's score counts them). The line after the best move is a line of optimal play to the end of
the game (for a draw, as far as the solver's line goes). Another process's share of the root's moves is
tested the same way against the best any process has found (``solve_move``, ``engine.parallel.solve_split``).
The search (``engine.search.solved_root``) turns the results into values and keeps the best.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...game import Game
from ...solving import SolvedMove, SolveRequest
from .solver import CELLS, Solver, score_to_plies


def floor_score(floor: SolvedMove, n: int) -> int:
    """The smallest solver score (``solver.py``) whose result is at least ``floor``'s, from a position with
    ``n`` stones: the score itself when the plies are known (the inverse of ``score_to_plies``), else
    the slowest win, a draw, or the fastest loss."""
    if floor.result == 0:
        return 0
    if floor.plies is None:
        return 1 if floor.result > 0 else -((CELLS - n) // 2)
    # score_to_plies: the winner completes four with stone N = n + plies, worth (44 - N) // 2 either parity.
    magnitude = (CELLS + 2 - (n + floor.plies)) // 2
    return magnitude if floor.result > 0 else -magnitude

DEFAULT_TABLE_MB = 64
State = tuple[int, int, int]


class RootSolve:
    """The exact solver set up for one root position (an ``engine.solving.PositionSolver``)."""

    def __init__(self, game: Game, state: State, request: SolveRequest) -> None:
        self.game = game
        self.state = state
        self.request = request
        # The enhanced transposition cutoff: each root move's proof reuses the positions its siblings'
        # proofs stored (15% fewer nodes for the analysis of the 26-empty bench positions).
        self.solver = Solver(request.table_mb or DEFAULT_TABLE_MB, check_every=min(1024, request.check_every * 4),
                             empty=CELLS - state[2], etc=True)
        self.solver.check = self.check
        self.scores: dict[int, int] = {}

    @property
    def nodes(self) -> int:
        return self.solver.nodes

    def check(self) -> None:
        self.request.check(self.solver.nodes)

    def solved(self, move: int, score: int, exact: bool) -> SolvedMove:
        self.scores[move] = score
        sign = (score > 0) - (score < 0)
        return SolvedMove(move, sign, "exact" if exact else "upper", score_to_plies(score, self.state[2]))

    def root_moves(self) -> Iterator[SolvedMove]:
        if self.request.exact_root:
            for move, score in self.solver.move_scores(self.state):
                yield self.solved(move, score, True)
        else:
            # One root loop: each move tested against the best so far; a move that reaches it is exact,
            # one that does not is worth at most one score step less.
            for move, score, exact in self.solver.analysis(self.state):
                yield self.solved(move, score, exact)

    def solve_move(self, move: int, floor: SolvedMove | None) -> SolvedMove:
        """The root's ``move`` tested against ``floor`` (the best so far, ``engine.solving.MoveSolver``):
        the root loop's step, for a move handed to another process."""
        low = -CELLS if floor is None else floor_score(floor, self.state[2])
        score, bound = self.solver.move_window(self.state, move, low - 1, CELLS)
        return self.solved(move, score, bound == 0)

    def first_move(self) -> int:
        """The move the root loop solves first (``engine.solving.MoveSolver``)."""
        return self.solver.root_order(self.state)[0]

    def line_after(self, move: int) -> list[int]:
        child = self.game.result(self.state, move)
        if self.game.is_terminal(child):
            return []
        return self.solver.best_line(child, -self.scores[move])
