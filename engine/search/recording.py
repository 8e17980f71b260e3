"""The recording kernel: minimax, expectiminimax or alpha-beta, writing every node into the record.

The values and the nodes visited are the textbook kernels' (``textbook``); each node within the
budget is also written into the ``TreeRecord``: its window on entry, its value, how it ended
(terminal, cutoff evaluation, expanded, alpha or beta cut) and how many children it examined.

The other kernels that record (``kernel``, ``star``) write through the context's ``NodeRecorder``.
This one writes the same columns itself, through local appenders: it is the kernel every recorded
textbook search runs, and two method calls per node would cost it about a sixth of its speed.
"""

from __future__ import annotations

import math

from ..game import CHANCE, State
from ..record import ALPHA_CUT, BETA_CUT, CHANCE_KIND, CUTOFF, EXPANDED, MAX, MIN, STOPPED, TERMINAL
from .algorithms import algorithm_info
from .core import INF, Kernel, SearchContext
from .textbook import alphabeta_kernel, minimax_kernel


def recording_kernel(search: SearchContext) -> Kernel:
    """Any algorithm, writing every node (within the budget) into the record.

    Once the budget is spent, subtrees below unrecorded nodes run in the fast kernel: recording
    costs what it records, not more. The root's moves are recorded whatever the budget (each with its
    value; below them, the fast kernel).
    """
    expand, evaluate, max_player, terminal, counts, pvs = search.kernel_parts()
    record = search.record
    assert record is not None
    prune = algorithm_info(search.options.algorithm).prunes
    fast = alphabeta_kernel(search) if prune else minimax_kernel(search)
    budget = record.budget
    parent_col = record.parent
    (put_parent, put_move, put_kind, put_ply, put_alpha, put_beta, put_value, put_end, put_n, put_k, put_size,
     value_col, end_col, k_col, size_col) = record.writers()
    nan = math.nan
    probs_of = record.probs
    tick = search.check_every

    def rec(state: State, depth: int, alpha: float, beta: float, ply: int, parent: int = -1,
            move: int = -1) -> float:
        nonlocal tick
        idx = len(parent_col)
        if idx >= budget and ply > 1:  # a root move is recorded beyond the budget (NodeRecorder.open)
            record.truncated = True
            return fast(state, depth, alpha, beta, ply)
        counts[ply] += 1
        util, player, children, probs = expand(state)
        n = len(children)
        # The node's row, as NodeRecorder.open writes it.
        put_parent(parent)
        put_move(move)
        put_kind(MAX if player == max_player else (CHANCE_KIND if player == CHANCE else MIN))
        put_ply(ply)
        put_alpha(alpha)
        put_beta(beta)
        put_value(nan)
        put_n(n)
        put_k(0)
        put_size(1)
        if util is not None:
            search.terminals += 1
            pvs[ply] = None
            v = util * terminal[ply]
            put_end(TERMINAL)
            value_col[idx] = v
            return v
        if depth == 0 and player != CHANCE:
            search.evaluations += 1
            pvs[ply] = None
            v = evaluate(state, max_player)
            put_end(CUTOFF)
            value_col[idx] = v
            return v
        put_end(STOPPED)  # until it closes
        tick -= 1
        if tick <= 0:
            tick = search.checkpoint()
        nply = ply + 1
        pvs[ply] = None
        end = EXPANDED
        k = 0
        if player == CHANCE:
            search.chance_nodes += 1
            assert probs is not None  # a chance node has its outcomes' probabilities
            probs_of[idx] = probs
            v = 0.0
            best_p = -1.0
            for (m, child), p in zip(children, probs, strict=True):
                v += p * rec(child, depth, -INF, INF, nply, idx, m)
                k += 1
                if p > best_p:
                    best_p = p
                    pvs[ply] = (m, pvs[nply])
        elif player == max_player:
            depth -= 1
            v = -INF
            for m, child in children:
                x = rec(child, depth, alpha, beta, nply, idx, m)
                k += 1
                if x > v:
                    v = x
                    pvs[ply] = (m, pvs[nply])
                    if prune:
                        if v >= beta:
                            end = BETA_CUT
                            break
                        if v > alpha:
                            alpha = v
        else:
            depth -= 1
            v = INF
            for m, child in children:
                x = rec(child, depth, alpha, beta, nply, idx, m)
                k += 1
                if x < v:
                    v = x
                    pvs[ply] = (m, pvs[nply])
                    if prune:
                        if v <= alpha:
                            end = ALPHA_CUT
                            break
                        if v < beta:
                            beta = v
        if end != EXPANDED:
            if k == n:
                end = EXPANDED  # the cut came with the last child: nothing was pruned
            else:
                search.count_cut(k, n)
        value_col[idx] = v
        end_col[idx] = end
        k_col[idx] = k
        size_col[idx] = len(parent_col) - idx
        return v

    return rec
