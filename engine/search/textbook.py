"""Minimax, expectiminimax and alpha-beta as the textbook writes them.

Values are from the point of view of the player to move at the root (the context's ``max_player``),
who maximises; the other player minimises; a chance node's value is the probability-weighted mean.
At the depth cutoff a non-terminal state gets the evaluation function's value, a terminal state its
utility; chance nodes do not consume depth. Alpha-beta examines children in the game's action order
and prunes exactly as the textbook does (v >= beta at MAX, v <= alpha at MIN, fail-soft), so the
set of evaluated leaves is well defined and the tests pin it.

These kernels count but record nothing: a test per node for a feature that is off would cost more
than the feature is allowed to (``recording`` and ``kernel`` hold the kernels that do more).
"""

from __future__ import annotations

from ..game import CHANCE, State
from .core import INF, Kernel, SearchContext
from .options import FASTER_WINS_HORIZON


def minimax_kernel(search: SearchContext) -> Kernel:
    """Plain minimax; at chance nodes the expectation (expectiminimax). No pruning."""
    expand, evaluate, max_player, mult, faster, counts, pvs = search.kernel_parts()
    every = search.check_every
    tick = every
    horizon = FASTER_WINS_HORIZON

    def mm(state: State, depth: int, alpha: float, beta: float, ply: int,
           parent: int = -1, move: int = -1) -> float:
        nonlocal tick
        counts[ply] += 1
        util, player, children, probs = expand(state)
        if util is not None:
            search.terminals += 1
            pvs[ply] = None
            return util * mult * (horizon - ply) if faster and util else util * mult
        if depth == 0 and player != CHANCE:
            search.evaluations += 1
            pvs[ply] = None
            return evaluate(state, max_player)
        tick -= 1
        if tick <= 0:
            tick = every
            search.check()
        nply = ply + 1
        pvs[ply] = None
        if player == max_player:
            depth -= 1
            v = -INF
            for m, child in children:
                x = mm(child, depth, alpha, beta, nply)
                if x > v:
                    v = x
                    pvs[ply] = (m, pvs[nply])
            return v
        if player == CHANCE:
            search.chance_nodes += 1
            assert probs is not None  # a chance node has its outcomes' probabilities
            v = 0.0
            best_p = -1.0
            for (m, child), p in zip(children, probs, strict=True):
                v += p * mm(child, depth, alpha, beta, nply)
                if p > best_p:  # the PV goes on through the most likely outcome
                    best_p = p
                    pvs[ply] = (m, pvs[nply])
            return v
        depth -= 1
        v = INF
        for m, child in children:
            x = mm(child, depth, alpha, beta, nply)
            if x < v:
                v = x
                pvs[ply] = (m, pvs[nply])
        return v

    return mm


def alphabeta_kernel(search: SearchContext) -> Kernel:
    """Fail-soft alpha-beta with the textbook cutoff tests."""
    expand, evaluate, max_player, mult, faster, counts, pvs = search.kernel_parts()
    every = search.check_every
    tick = every
    horizon = FASTER_WINS_HORIZON

    def ab(state: State, depth: int, alpha: float, beta: float, ply: int,
           parent: int = -1, move: int = -1) -> float:
        nonlocal tick
        counts[ply] += 1
        util, player, children, _ = expand(state)
        if util is not None:
            search.terminals += 1
            pvs[ply] = None
            return util * mult * (horizon - ply) if faster and util else util * mult
        if depth == 0:
            search.evaluations += 1
            pvs[ply] = None
            return evaluate(state, max_player)
        tick -= 1
        if tick <= 0:
            tick = every
            search.check()
        depth -= 1
        nply = ply + 1
        pvs[ply] = None
        if player == max_player:
            v = -INF
            for i, (m, child) in enumerate(children):
                x = ab(child, depth, alpha, beta, nply)
                if x > v:
                    v = x
                    pvs[ply] = (m, pvs[nply])
                    if v >= beta:
                        rest = len(children) - i - 1
                        if rest:  # a cut after the last child prunes nothing: not counted
                            search.cutoffs += 1
                            search.pruned += rest
                            if i == 0:
                                search.first_cuts += 1
                        return v
                    if v > alpha:
                        alpha = v
            return v
        v = INF
        for i, (m, child) in enumerate(children):
            x = ab(child, depth, alpha, beta, nply)
            if x < v:
                v = x
                pvs[ply] = (m, pvs[nply])
                if v <= alpha:
                    rest = len(children) - i - 1
                    if rest:
                        search.cutoffs += 1
                        search.pruned += rest
                        if i == 0:
                            search.first_cuts += 1
                    return v
                if v < beta:
                    beta = v
        return v

    return ab
