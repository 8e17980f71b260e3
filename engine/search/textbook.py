"""Minimax, expectiminimax and alpha-beta as the textbook writes them.

Values are from the point of view of the player to move at the root (the context's ``max_player``),
who maximises; the other player minimises; a chance node's value is the probability-weighted mean.
At the depth cutoff a non-terminal state gets the evaluation function's value, a terminal state its
utility; chance nodes do not consume depth. Alpha-beta examines children in the game's action order
and prunes exactly as the textbook does (v >= beta at MAX, v <= alpha at MIN, fail-soft), so the
set of evaluated leaves is well defined and the tests pin it.

These kernels count but record nothing: a test per node for a feature that is off would cost more
than the feature is allowed to (``kernel`` holds the kernel that does more, recording included).

Each kernel is a small class whose ``value`` method calls itself on the children: the search's
parts (the game's ``expand``, the evaluation, the counters) are bound once, as attributes, when a
root pass builds the kernel. What every kernel does at a node besides the algorithm (the value of a
finished game, the periodic stop check, the cutoff statistics) is the search context's (``core``).
"""

from __future__ import annotations

from ..game import CHANCE, Move, State
from .core import INF, PV, Kernel, SearchContext


def minimax_kernel(search: SearchContext) -> Kernel:
    """Plain minimax; at chance nodes the expectation (expectiminimax). No pruning."""
    return Minimax(search)


def alphabeta_kernel(search: SearchContext) -> Kernel:
    """Fail-soft alpha-beta with the textbook cutoff tests."""
    return AlphaBeta(search)


class Textbook:
    """What both kernels bind once per root pass; ``tick`` counts down the inner nodes to the next
    stop/progress check, ``terminal[ply]`` is what a finished game's utility is worth at ``ply``."""

    def __init__(self, search: SearchContext) -> None:
        parts = search.kernel_parts()
        self.search = search
        self.expand = parts.expand
        self.evaluate = parts.evaluate
        self.max_player = parts.max_player
        self.terminal = parts.terminal
        self.counts = parts.counts
        self.pvs = parts.pvs
        self.tick = search.check_every

    def __call__(self, state: State, depth: int, alpha: float, beta: float, ply: int,
                 parent: int = -1, move: int = -1) -> float:
        """The ``Kernel`` call the root loop makes."""
        raise NotImplementedError


class Minimax(Textbook):
    """Plain minimax; at chance nodes the expectation (expectiminimax). No pruning."""

    def __call__(self, state: State, depth: int, alpha: float, beta: float, ply: int,
                 parent: int = -1, move: int = -1) -> float:
        return self.value(state, depth, ply)

    def value(self, state: State, depth: int, ply: int) -> float:
        """The minimax value of ``state`` searched ``depth`` plies deep; ``ply`` plies below the root."""
        search, pvs, counts = self.search, self.pvs, self.counts
        counts[ply] = counts[ply] + 1
        util, player, children, probs = self.expand(state)
        if util is not None:
            search.terminals += 1
            pvs[ply] = None
            return util * self.terminal[ply]  # a finished game: its utility, scaled (core.terminal_scales)
        if depth == 0 and player != CHANCE:
            search.evaluations += 1
            pvs[ply] = None
            return self.evaluate(state, self.max_player)
        self.tick -= 1
        if self.tick <= 0:  # stop if asked, report progress when it is due
            self.tick = search.checkpoint()
        nply = ply + 1
        # The best line is joined to its move once the node is done (one tuple per node, not one per
        # improvement).
        best: Move = -1
        line: PV = None
        if player == self.max_player:
            v = -INF
            for m, child in children:
                x = self.value(child, depth - 1, nply)
                if x > v:
                    v, best, line = x, m, pvs[nply]
            pvs[ply] = (best, line)
            return v
        if player == CHANCE:  # chance nodes do not consume depth
            search.chance_nodes += 1
            assert probs is not None  # a chance node has its outcomes' probabilities
            v = 0.0
            best_p = -1.0
            for (m, child), p in zip(children, probs, strict=True):
                v += p * self.value(child, depth, nply)
                if p > best_p:  # the PV goes on through the most likely outcome
                    best_p = p
                    pvs[ply] = (m, pvs[nply])
            return v
        v = INF
        for m, child in children:
            x = self.value(child, depth - 1, nply)
            if x < v:
                v, best, line = x, m, pvs[nply]
        pvs[ply] = (best, line)
        return v


class AlphaBeta(Textbook):
    """Fail-soft alpha-beta with the textbook cutoff tests."""

    def __call__(self, state: State, depth: int, alpha: float, beta: float, ply: int,
                 parent: int = -1, move: int = -1) -> float:
        return self.value(state, depth, alpha, beta, ply)

    def value(self, state: State, depth: int, alpha: float, beta: float, ply: int) -> float:
        """The value of ``state`` searched ``depth`` plies deep within (alpha, beta), fail-soft."""
        search, pvs, counts = self.search, self.pvs, self.counts
        counts[ply] = counts[ply] + 1
        util, player, children, _ = self.expand(state)
        if util is not None:
            search.terminals += 1
            pvs[ply] = None
            return util * self.terminal[ply]  # a finished game: its utility, scaled (core.terminal_scales)
        if depth == 0:
            search.evaluations += 1
            pvs[ply] = None
            return self.evaluate(state, self.max_player)
        self.tick -= 1
        if self.tick <= 0:  # stop if asked, report progress when it is due
            self.tick = search.checkpoint()
        nply = ply + 1
        pvs[ply] = None
        if player == self.max_player:
            v = -INF
            for i, (m, child) in enumerate(children):
                x = self.value(child, depth - 1, alpha, beta, nply)
                if x > v:
                    v = x
                    pvs[ply] = (m, pvs[nply])
                    if v >= beta:
                        search.count_cut(i + 1, len(children))
                        return v
                    if v > alpha:
                        alpha = v
            return v
        v = INF
        for i, (m, child) in enumerate(children):
            x = self.value(child, depth - 1, alpha, beta, nply)
            if x < v:
                v = x
                pvs[ply] = (m, pvs[nply])
                if v <= alpha:
                    search.count_cut(i + 1, len(children))
                    return v
                if v < beta:
                    beta = v
        return v
