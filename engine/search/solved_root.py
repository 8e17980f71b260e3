"""The ``solve`` enhancement's root: the game's exact solver (``Game.root_solver``) answers for each move.

The game solves the root's moves one by one in game terms (``engine.solving``: won, drawn or lost, by a
margin, in so many plies; exact or an upper bound); this module turns each into a value on the search's
scale, keeps the best exact one (ties broken as the options say), and takes the solver's line of best
play after it as the principal variation. Values are win / draw / loss on the textbook scale, the margin
in a game scored by it, or with "prefer faster wins" the distance (a win n plies away is worth 1000 − n,
as in the other searches). Stopping (flag, time or node limit) keeps the moves finished so far.
"""

from __future__ import annotations

from ..ordering import fallback_move
from ..results import MoveValue, SearchResult
from ..solving import SolvedMove, SolveRequest, SolverFactory, SolveStopped
from .core import RootResult, SearchContext
from .options import FASTER_WINS_HORIZON


def solved_value(solved: SolvedMove, faster: bool, mult: float) -> float:
    """A solved move's result on the search's value scale (``mult``: the utility scale, signed for the
    root player)."""
    unit = abs(mult)
    if faster and solved.result != 0:
        assert solved.plies is not None, "a solver asked for faster wins counts the plies"
        sign = 1 if solved.result > 0 else -1
        return sign * unit * (FASTER_WINS_HORIZON - solved.plies)
    return solved.result * unit


def solve_root(search: SearchContext, make_solver: SolverFactory) -> SearchResult:
    """The search's result for its root position, solved by the game's solver."""
    options = search.options
    state = search.state
    game = search.game
    root = RootResult()
    search.root_values = root.values
    util, _, children, _ = game.expand(state)
    search.counts[0] += 1
    if util is not None:
        search.terminals += 1
        root.value = root.best_value = util * search.mult
        return search.result(root, None)
    search.root_total = len(children)

    def check(nodes: int) -> None:
        search.solver_nodes = nodes
        if search.should_stop():
            raise SolveStopped

    request = SolveRequest(options.enhancements.tt_mb or None, search.check_every, check, options.exact_root,
                           options.faster_wins)
    solver = make_solver(state, request)
    try:
        for solved in solver.root_moves():
            value = solved_value(solved, options.faster_wins, search.mult)
            root.values.append(MoveValue(solved.move, value, solved.bound))
            if solved.bound == "exact" and (root.best_value is None or value > root.best_value):
                root.best_value, root.best_move = value, solved.move
                search.best_move, search.best_value = solved.move, value
    except SolveStopped:
        root.stopped = True
    root.value = root.best_value
    root.break_ties(options.tie_break, options.seed)
    if root.best_move is None:
        root.best_move = fallback_move(game, state, children)  # stopped before any move was solved
    elif not root.stopped:
        root.pv = [root.best_move]
        try:
            root.pv += solver.line_after(root.best_move)
        except SolveStopped:
            pass  # stopped while extending the line: the PV keeps the best move, the value stands
    search.solver_nodes = solver.nodes
    result = search.result(root, None)
    result.stats.evaluations = 0
    return result
