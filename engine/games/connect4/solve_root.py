"""The ``solve`` enhancement: a Connect Four position's moves solved by the exact solver (``solver.py``).

The root is solved exactly; then each move gets one null-window test (does it keep the root's
score?): a move that does is exact, one that does not gets an upper bound — like alpha-beta's
refuted moves. With ``exact_root`` every move is solved exactly instead. A result is won, drawn or
lost, with the plies to the end of the game (the solver's score counts them). The line after the best
move is a line of optimal play to the end of the game (for a draw, as far as the solver's line goes).
The search (``engine.search.solved_root``) turns the results into values and keeps the best.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...game import Game
from ...solving import SolvedMove, SolveRequest
from .solver import CELLS, Solver, score_to_plies

DEFAULT_TABLE_MB = 64
State = tuple[int, int, int]


class RootSolve:
    """The exact solver set up for one root position (an ``engine.solving.PositionSolver``)."""

    def __init__(self, game: Game, state: State, request: SolveRequest) -> None:
        self.game = game
        self.state = state
        self.request = request
        self.solver = Solver(request.table_mb or DEFAULT_TABLE_MB, check_every=min(1024, request.check_every * 4),
                             empty=CELLS - state[2], shared=True)
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
            # The root's score, then one null-window test per move: does it keep that score? A move
            # that does is exact; one that does not is worth at most one score step less.
            best = self.solver.solve(self.state)
            for move, score, exact in self.solver.move_tests(self.state, best):
                yield self.solved(move, score, exact)

    def line_after(self, move: int) -> list[int]:
        child = self.game.result(self.state, move)
        if self.game.is_terminal(child):
            return []
        return self.solver.best_line(child, -self.scores[move])
