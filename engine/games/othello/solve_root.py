"""The ``solve`` enhancement for Othello: the root's moves solved by the endgame solver (``solver.py``).

Win/draw/loss (the textbook values): every root move gets its exact result with the window (−1, 1)
until one wins; after that each move gets one null-window test "does it win too?" — a win is exact,
anything else is at most a draw (an upper bound, as alpha-beta reports a refuted move). Scored by
the disc difference (``Othello.margin_game()``): the root's null-window tests come first (over all
the moves at once, cheaper than a move's exact solve), up to the first test a move passes; that move
then comes first in the order and is solved in a window around the root's score (or above the floor it
passed: the root's test above the floor over every move would prove the others only below a score they
must be proven below anyway), and the others are tested against the best so far and solved exactly only
when they reach it. With ``exact_root`` every
move is solved exactly. The line after the best move is a line of best play to the end of the game.
The search (``engine.search.solved_root``) turns the results into values and keeps the best.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...errors import SearchConfigError
from ...game import Game
from ...results import Bound
from ...solving import SolvedMove, SolveRequest
from .bitboards import flips, from_word, legal_moves, to_word
from .solver import Solver, table_mb_for

PASS_MOVE = -2
MAX_LINE = 64
DEFAULT_TABLE_MB = 16
ROOT_SCORE_FIRST_EMPTIES = 14
"""From this many empty squares up, the margin's root solve finds the root's score first (below, that
extra search costs more than it saves: measured on the 10- and 12-empty suites, 7% and 28% more nodes,
against 2-9% fewer on FForum #1-#23 and 21% fewer at 20 empty squares)."""
State = tuple[int, int, int]


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


class RootSolve:
    """The endgame solver set up for one root position (an ``engine.solving.PositionSolver``)."""

    def __init__(self, game: Game, state: State, request: SolveRequest) -> None:
        if request.faster_wins:
            raise SearchConfigError("the Othello solver does not count plies: search without 'prefer faster wins'")
        self.game = game
        self.state = state
        self.request = request
        self.margin = not game.scales_utility  # scored by the disc difference
        b, w, _ = state
        empties = 64 - (b | w).bit_count()
        self.empties = empties
        self.solver = Solver(table_mb_for(empties, request.table_mb or DEFAULT_TABLE_MB),
                             check_every=min(2048, request.check_every * 8))
        self.solver.check = self.check
        self.scores: dict[int, int] = {}

    @property
    def nodes(self) -> int:
        return self.solver.nodes

    def check(self) -> None:
        self.request.check(self.solver.nodes)

    def solved(self, move: int, result: int, bound: Bound) -> SolvedMove:
        self.scores[move] = result
        return SolvedMove(move, result, bound)

    def root_moves(self) -> Iterator[SolvedMove]:
        solver, margin, exact_root = self.solver, self.margin, self.request.exact_root
        b, w, p = self.state
        me, opp = (b, w) if p == 0 else (w, b)
        if not legal_moves(to_word(me), to_word(opp)):  # the only move is a pass
            s = -solver.score(opp, me, -64, 64) if margin else -_sign(solver.score(opp, me, -1, 1))
            yield self.solved(PASS_MOVE, s, "exact")
        elif margin:
            # The root's score first (null-window tests only, every move's subtree in the table): its best
            # move then comes first in the order and is solved at once in a window around that score
            # (from ROOT_SCORE_FIRST_EMPTIES empty squares; a smaller root's first move is solved exactly).
            root, floor = self.root_bounds(me, opp) if self.empties >= ROOT_SCORE_FIRST_EMPTIES else (None, None)
            best: int | None = None
            for sq in solver.ordered_moves(me, opp):
                if best is None:
                    s = -65
                    if root is not None:
                        s = solver.move_score(me, opp, sq, root - 1, root + 1)
                        if s != root:  # not the table's best move (it was overwritten)
                            s = -65
                    elif floor is not None:
                        s = solver.move_score(me, opp, sq, floor - 1, 65)
                        if s < floor:
                            s = -65
                    if s == -65:
                        s = solver.move_score(me, opp, sq, -65, 65)
                elif exact_root:
                    s = solver.move_score(me, opp, sq, -65, 65)
                else:
                    s = solver.move_score(me, opp, sq, best - 1, best)
                    if s >= best:
                        s = solver.move_score(me, opp, sq, best - 1, 65)
                    else:
                        yield self.solved(sq, s, "upper")
                        continue
                best = s if best is None else max(best, s)
                yield self.solved(sq, s, "exact")
        else:
            won = False
            bound: Bound
            for sq in solver.ordered_moves(me, opp):
                if won and not exact_root:
                    s = solver.move_score(me, opp, sq, 0, 1)
                    v, bound = (1, "exact") if s >= 1 else (0, "upper")  # a loss or a draw: at most 0
                else:
                    v, bound = _sign(solver.move_score(me, opp, sq, -1, 1)), "exact"
                won = won or v == 1
                yield self.solved(sq, v, bound)

    def root_bounds(self, me: int, opp: int) -> tuple[int | None, int | None]:
        """The root's null-window tests (MTD(f) from a draw), stopped at the first that a move passes:
        ``(score, None)`` when the tests below it already capped the root (the score is known), else
        ``(None, floor)``: the table's best move reaches ``floor``. The test "more than floor?" over every
        move is not made: the best move alone is solved above the floor, and the others are tested against
        its score anyway (proving them below it proves them below anything higher)."""
        solver = self.solver
        lower, upper, g = -64, 64, 0
        while lower < upper:
            b = g + 1 if g == lower else g  # scores are even: "more than g" is "at least g + 1"
            g = solver.score(me, opp, b - 1, b)
            if g < b:
                upper = g
            else:
                lower = g
                break
        return (lower, None) if lower == upper else (None, lower)

    def solve_move(self, move: int, floor: SolvedMove | None) -> SolvedMove:
        """The root's ``move`` tested against ``floor`` (the best so far, ``engine.solving.MoveSolver``): the
        root loop's step for a move handed to another process. Scored by the disc difference: one
        null-window test "does it reach the floor?", then the exact margin within the window above it;
        win/draw/loss: after a win only "does it win too?", else its exact result in the window (−1, 1)."""
        solver = self.solver
        b, w, p = self.state
        me, opp = (b, w) if p == 0 else (w, b)
        if move == PASS_MOVE:
            s = -solver.score(opp, me, -64, 64) if self.margin else -_sign(solver.score(opp, me, -1, 1))
            return self.solved(move, s, "exact")
        if self.margin:
            if floor is None:
                return self.solved(move, solver.move_score(me, opp, move, -65, 65), "exact")
            best = floor.result
            s = solver.move_score(me, opp, move, best - 1, best)
            if s < best:
                return self.solved(move, s, "upper")
            return self.solved(move, solver.move_score(me, opp, move, best - 1, 65), "exact")
        if floor is not None and floor.result >= 1:
            won = solver.move_score(me, opp, move, 0, 1) >= 1
            return self.solved(move, 1, "exact") if won else self.solved(move, 0, "upper")
        return self.solved(move, _sign(solver.move_score(me, opp, move, -1, 1)), "exact")

    def first_move(self) -> int:
        """The move the root loop solves first (``engine.solving.MoveSolver``): the solver's first in order."""
        b, w, p = self.state
        me, opp = (b, w) if p == 0 else (w, b)
        if not legal_moves(to_word(me), to_word(opp)):
            return PASS_MOVE
        return self.solver.ordered_moves(me, opp)[0]

    def line_after(self, move: int) -> list[int]:
        return best_line(self.solver, self.game.result(self.state, move), -self.scores[move], self.margin)


def best_line(solver: Solver, state: tuple[int, int, int], target: int, margin: bool) -> list[int]:
    """A line of best play from ``state`` whose result for the player to move is ``target`` (the disc
    difference with ``margin``, else its sign): at each ply the first move that keeps the result."""
    b, w, p = state
    me, opp = (b, w) if p == 0 else (w, b)
    line: list[int] = []
    while len(line) < MAX_LINE:
        if not legal_moves(to_word(me), to_word(opp)):
            if not legal_moves(to_word(opp), to_word(me)):
                break
            line.append(PASS_MOVE)
            me, opp, target = opp, me, -target
            continue
        chosen = -1
        for sq in solver.ordered_moves(me, opp):
            if margin:
                ok = solver.move_score(me, opp, sq, target - 1, target) >= target
            elif target == 1:
                ok = solver.move_score(me, opp, sq, 0, 1) >= 1
            elif target == 0:
                ok = solver.move_score(me, opp, sq, -1, 0) >= 0
            else:
                ok = True
            if ok:
                chosen = sq
                break
        if chosen < 0:  # cannot happen with a right target; keep the line honest rather than guess
            break
        f = from_word(flips(to_word(me), to_word(opp), chosen))
        me, opp = opp & ~f, me | (1 << chosen) | f
        line.append(chosen)
        target = -target
    return line
