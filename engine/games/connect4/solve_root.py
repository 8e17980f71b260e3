"""The ``solve`` enhancement: a Connect Four position searched by the exact solver (``solver.py``).

The root is solved exactly; then each move gets one null-window test (does it keep the root's
score?): a move that does is exact, one that does not gets an upper bound — like alpha-beta's
refuted moves. With ``exact_root`` every move is solved exactly instead. Values are win / draw /
loss on the textbook scale, or with "prefer faster wins" the distance, on the same scale as the
other searches (a win n plies away is worth 1000 − n). The principal variation is a line of optimal
play to the end of the game (for a draw, as far as the solver's line goes). Stopping (flag, time or
node limit) keeps the moves finished so far.
"""

from __future__ import annotations

from ...ordering import fallback_move
from ...results import Bound, MoveValue, SearchResult
from ...search.core import RootResult, SearchContext, SearchStopped
from ...search.options import FASTER_WINS_HORIZON
from .solver import Solver, SolverStopped, score_to_plies


def score_value(score: int, stones: int, faster: bool, mult: float, horizon: int) -> float:
    """A solver score (for the player to move at ``stones`` stones) on the search's value scale."""
    if score == 0:
        return 0
    sign = 1 if score > 0 else -1
    if not faster:
        return sign * abs(mult)
    plies = score_to_plies(score, stones)
    assert plies is not None
    return sign * abs(mult) * (horizon - plies)


def solve_root(search: SearchContext) -> SearchResult:
    options = search.options
    state = search.state
    game = search.game
    root = RootResult()
    search.root_values = root.values
    util, _, children, _ = game.expand(state)
    search.counts[0] += 1
    faster = options.faster_wins
    mult = search.mult
    if util is not None:
        search.terminals += 1
        root.value = root.best_value = util * mult
        return search.result(root, None)
    search.root_total = len(children)
    solver = Solver(options.enhancements.tt_mb or 64, check_every=min(1024, search.check_every * 4),
                    empty=42 - state[2])

    def check() -> None:
        search.solver_nodes = solver.nodes
        try:
            search.check()
        except SearchStopped:
            raise SolverStopped from None

    solver.check = check
    n = state[2]
    scores: dict[int, int] = {}

    def add(move: int, score: int, bound: Bound) -> None:
        value = score_value(score, n, faster, mult, FASTER_WINS_HORIZON)
        root.values.append(MoveValue(move, value, bound))
        if bound == "exact" and (root.best_value is None or value > root.best_value):
            root.best_value, root.best_move = value, move
            search.best_move, search.best_value = move, value

    try:
        if options.exact_root:
            for move, score in solver.move_scores(state):
                scores[move] = score
                add(move, score, "exact")
        else:
            # The root's score, then one null-window test per move: does it keep that score? A move
            # that does is exact; one that does not is worth at most one score step less.
            best = solver.solve(state)
            for move, score, exact in solver.move_tests(state, best):
                scores[move] = score
                add(move, score, "exact" if exact else "upper")
    except SolverStopped:
        root.stopped = True
    root.value = root.best_value
    root.break_ties(options.tie_break, options.seed)
    if root.best_move is None:
        root.best_move = fallback_move(game, state, children)  # stopped before any move was solved
    elif not root.stopped:
        child = game.result(state, root.best_move)
        root.pv = [root.best_move]
        if not game.is_terminal(child):
            try:
                root.pv += solver.best_line(child, -scores[root.best_move])
            except SolverStopped:
                pass  # stopped while extending the line: the PV keeps the best move, the value stands
    search.solver_nodes = solver.nodes
    result = search.result(root, None)
    result.stats.evaluations = 0
    return result
