"""The ``solve`` enhancement for Othello: the position handed to the endgame solver (``solver.py``).

Win/draw/loss (the textbook values): every root move gets its exact result with the window (−1, 1)
until one wins; after that each move gets one null-window test "does it win too?" — a win is exact,
anything else is at most a draw (an upper bound, as alpha-beta reports a refuted move). Scored by
the disc difference (``Othello.margin_game()``): the first move is solved exactly, the others are
tested against the best so far and solved exactly only when they reach it. With ``exact_root`` every
move is solved exactly. The principal variation is a line of best play to the end of the game.
Stopping (flag, time or node limit) keeps the moves finished so far.
"""

from __future__ import annotations

from ...errors import SearchConfigError
from ...ordering import fallback_move
from ...results import Bound, MoveValue, SearchResult
from ...search.core import RootResult, SearchContext
from .bitboards import flips, from_word, legal_moves, to_word
from .solver import Solver, SolverStopped

PASS_MOVE = -2
MAX_LINE = 64


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def solve_root(search: SearchContext) -> SearchResult:
    options = search.options
    state = search.state
    game = search.game
    if options.faster_wins:
        raise SearchConfigError("the Othello solver does not count plies: search without 'prefer faster wins'")
    root = RootResult()
    search.root_values = root.values
    util, _, children, _ = game.expand(state)
    search.counts[0] += 1
    mult = search.mult
    if util is not None:
        search.terminals += 1
        root.value = root.best_value = util * mult
        return search.result(root, None)
    search.root_total = len(children)
    margin = not game.scales_utility  # scored by the disc difference
    unit = abs(mult)
    solver = Solver(options.enhancements.tt_mb or 16, check_every=min(2048, search.check_every * 8))

    def check() -> None:
        search.solver_nodes = solver.nodes
        if search.should_stop():
            raise SolverStopped

    solver.check = check
    b, w, p = state
    me, opp = (b, w) if p == 0 else (w, b)
    scores: dict[int, int] = {}

    def add(move: int, value: float, bound: Bound) -> None:
        root.values.append(MoveValue(move, value, bound))
        if bound == "exact" and (root.best_value is None or value > root.best_value):
            root.best_value, root.best_move = value, move
            search.best_move, search.best_value = move, value

    try:
        if not legal_moves(to_word(me), to_word(opp)):  # the only move is a pass
            s = -solver.score(opp, me, -64, 64) if margin else -_sign(solver.score(opp, me, -1, 1))
            scores[PASS_MOVE] = s
            add(PASS_MOVE, s * unit, "exact")
        elif margin:
            best: int | None = None
            for sq in solver.ordered_moves(me, opp):
                if best is None or options.exact_root:
                    s = solver.move_score(me, opp, sq, -65, 65)
                else:
                    s = solver.move_score(me, opp, sq, best - 1, best)
                    if s >= best:
                        s = solver.move_score(me, opp, sq, best - 1, 65)
                    else:
                        scores[sq] = s
                        add(sq, s, "upper")
                        continue
                scores[sq] = s
                best = s if best is None else max(best, s)
                add(sq, s, "exact")
        else:
            won = False
            bound: Bound
            for sq in solver.ordered_moves(me, opp):
                if won and not options.exact_root:
                    s = solver.move_score(me, opp, sq, 0, 1)
                    v, bound = (1, "exact") if s >= 1 else (0, "upper")  # a loss or a draw: at most 0
                else:
                    v, bound = _sign(solver.move_score(me, opp, sq, -1, 1)), "exact"
                won = won or v == 1
                scores[sq] = v
                add(sq, v * unit, bound)
    except SolverStopped:
        root.stopped = True
    root.value = root.best_value
    root.break_ties(options.tie_break, options.seed)
    if root.best_move is None:
        root.best_move = fallback_move(game, state, children)  # stopped before any move was solved
    elif not root.stopped:
        root.pv = [root.best_move]
        try:
            root.pv += best_line(solver, game.result(state, root.best_move), -scores[root.best_move], margin)
        except SolverStopped:
            pass  # stopped while extending the line: the PV keeps the best move, the value stands
    search.solver_nodes = solver.nodes
    result = search.result(root, None)
    result.stats.evaluations = 0
    return result


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
