"""Ballard's *-minimax: alpha-beta through chance nodes (Star1) and with probing (Star2).

Plain expectiminimax searches every outcome of every chance node. Ballard (1983) showed that a
chance node can be cut off too, once the outcomes searched so far prove its value lies outside the
window (alpha, beta) — provided every value in the tree lies in known bounds [L, U]:

* **Star1.** Before searching outcome i (probability p_i), the other outcomes are only known to lie
  in [lo_j, hi_j] (initially [L, U]; the exact value once searched). The chance value is then at most
  S_hi = Σ p_j hi_j and at least S_lo = Σ p_j lo_j, so outcome i matters only inside
  ``A_i = (alpha − (S_hi − p_i hi_i)) / p_i`` … ``B_i = (beta − (S_lo − p_i lo_i)) / p_i``.
  Outcome i is searched with the window (max(lo_i, A_i), min(hi_i, B_i)); a value ≤ A_i proves the
  chance node ≤ alpha (fail low), a value ≥ B_i proves it ≥ beta (fail high), and the remaining
  outcomes are pruned.
* **Star2.** Before Star1's pass, a *probing* pass searches only the first move of each outcome's
  successor. If that player maximises, the probe is a lower bound on the outcome (raising lo_i); if
  it minimises, an upper bound (lowering hi_i). If the raised S_lo reaches beta (or the lowered S_hi
  falls to alpha) the chance node is cut without a full search of any outcome; otherwise Star1 runs
  with the tighter lo_i / hi_i. A probe whose value came out exact (inside its window) is not
  searched again: the full search of that outcome resumes after its first move.

MAX and MIN nodes do fail-soft alpha-beta with the textbook tests (v ≥ beta at MAX, v ≤ alpha at
MIN). Both variants return exactly the expectiminimax value at the root and for every root move
(each root move gets a full window); the tests check this on random trees and EinStein positions.

Bounds. For an explicit tree, L and U are the smallest and largest value written in it (leaves and
inner static values). For a game, terminal utilities are ±win (the evaluation's ``win_score`` with a
depth cutoff, else 1; times the horizon with "prefer faster wins") and an evaluation must stay
strictly inside ±``win_score`` — which is exactly what ``Evaluation.win_score`` promises. Tight
bounds prune more: EinStein's evaluations set ``win_score`` just above their largest value.

Statistics (on the search, copied into ``SearchStats``): ``chance_cutoffs`` (chance nodes cut
before all their outcomes were searched), ``chance_pruned`` (outcomes never searched because of
those cuts), ``probes`` (Star2 probe searches); alpha-beta and chance cutoffs also add to the usual
``cutoffs`` and ``pruned``. Compare ``stats.nodes`` with a plain expectiminimax search of the same
position for the nodes saved (``compare_with_plain``).

Depth: as in plain expectiminimax, depth counts player moves; chance nodes do not consume depth.

Recording: with ``record=True`` the kernel records the nodes of Star1's pass (with their windows);
Star2's probe searches are not recorded (they are counted in ``probes`` and ``nodes``), and a
recorded search re-searches probed first moves so that every recorded node has all its examined
children in the record.
"""

from __future__ import annotations

import math
from typing import Any, cast

from ..errors import SearchConfigError
from ..game import CHANCE, Children, State
from ..record import ALPHA_CUT, BETA_CUT, CUTOFF, EXPANDED, TERMINAL, TreeRecord
from ..results import SearchResult
from .core import INF, PV, Kernel, NodeRecorder, SearchContext
from .options import CHANCE_PRUNING, FASTER_WINS_HORIZON


def value_bounds(search: SearchContext) -> tuple[float, float]:
    """[L, U] for every value the search can meet (see the module docstring)."""
    game, options = search.game, search.options
    given = game.value_range(search.state)
    if given is not None:
        lo, hi = given
    else:
        w = abs(search.mult)
        lo, hi = -w, w
    if options.faster_wins:  # a win n plies away is worth value × (horizon − n)
        lo, hi = min(lo, lo * FASTER_WINS_HORIZON), max(hi, hi * FASTER_WINS_HORIZON)
    if not (math.isfinite(lo) and math.isfinite(hi)):
        raise SearchConfigError("chance pruning needs finite bounds on the values (the evaluation's win_score)")
    return lo, hi


def star_kernel(search: SearchContext) -> Kernel:
    """The Star1 / Star2 kernel for ``search`` (``options.chance_pruning`` is "star1" or "star2")."""
    options = search.options
    mode = options.chance_pruning
    if mode not in CHANCE_PRUNING[1:]:
        raise SearchConfigError(f"unknown chance pruning {mode!r} (known: {', '.join(CHANCE_PRUNING)})")
    if options.algorithm != "expectiminimax":
        raise SearchConfigError(f"chance pruning ({mode}) goes with --algorithm expectiminimax")
    lower, upper = value_bounds(search)
    probing = mode == "star2"
    expand, evaluate, max_player, terminal, counts, pvs = search.kernel_parts()
    recording = search.record is not None
    record = cast(TreeRecord, search.record)  # read only when recording
    if recording:
        recorder = NodeRecorder(record, max_player)
        put, leaf, close = recorder.open, recorder.leaf, recorder.close
        probs_of = record.probs
    tick = search.check_every
    last_probs: tuple[float, ...] | None = None
    last_sums = (0.0, 0.0)  # (Σ p L, Σ p U) for last_probs

    def node(state: State, depth: int, alpha: float, beta: float, ply: int, parent: int, move: int,
             rec: bool) -> float:
        nonlocal tick
        counts[ply] += 1
        util, player, children, probs = expand(state)
        n = len(children)
        idx = -1
        if rec:
            idx = put(parent, move, player, ply, alpha, beta, n)
            rec = idx >= 0
        if util is not None:
            search.terminals += 1
            pvs[ply] = None
            v = util * terminal[ply]
            if rec:
                leaf(idx, v, TERMINAL)
            return v
        if depth == 0 and player != CHANCE:
            search.evaluations += 1
            pvs[ply] = None
            v = evaluate(state, max_player)
            if rec:
                leaf(idx, v, CUTOFF)
            return v
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
            if rec:
                probs_of[idx] = probs
            v, k, end = chance(children, probs, depth, alpha, beta, ply, idx, rec)
        elif player == max_player:
            depth -= 1
            v = -INF
            for m, child in children:
                x = node(child, depth, alpha, beta, nply, idx, m, rec)
                k += 1
                if x > v:
                    v = x
                    pvs[ply] = (m, pvs[nply])
                    if v >= beta:
                        end = BETA_CUT
                        break
                    if v > alpha:
                        alpha = v
        else:
            depth -= 1
            v = INF
            for m, child in children:
                x = node(child, depth, alpha, beta, nply, idx, m, rec)
                k += 1
                if x < v:
                    v = x
                    pvs[ply] = (m, pvs[nply])
                    if v <= alpha:
                        end = ALPHA_CUT
                        break
                    if v < beta:
                        beta = v
        if end != EXPANDED:
            if k == n:
                end = EXPANDED  # the cut came with the last child: nothing was pruned
            elif player == CHANCE:
                search.count_chance_cut(k, n)
            else:
                search.count_cut(k, n)
        if rec:
            close(idx, v, end, k)
        return v

    def chance(children: Children, probs: tuple[float, ...], depth: int, alpha: float,
               beta: float, ply: int, idx: int, rec: bool) -> tuple[float, int, int]:
        """Star1 (after Star2's probes): returns (value or bound, outcomes searched, how it ended)."""
        n = len(children)
        nply = ply + 1
        nonlocal last_probs, last_sums
        if probs is not last_probs:  # games usually share one probabilities tuple: sum it once
            last_probs = probs
            last_sums = (sum(p * lower for p in probs), sum(p * upper for p in probs))
        s_lo, s_hi = last_sums  # the chance value is at least s_lo and at most s_hi
        lo: list[float] | None = None  # per-outcome bounds, once probes have tightened some
        hi: list[float] = []
        known: list[tuple[float, PV] | None] | None = None  # per outcome: (first move's exact value, its PV)
        probe_nodes: list[int] = []  # when the probe found it exactly
        if probing and depth > 0:
            lo = [lower] * n
            hi = [upper] * n
            known = [None] * n
            probe_nodes = [0] * n  # nodes of each outcome's probe (unrecorded; searched again when recording)
            for i in range(n):
                p = probs[i]
                if p <= 0:
                    continue
                counts[nply] += 1  # the probe looks at the outcome's successor
                c_util, c_player, c_children, _ = expand(children[i][1])
                if c_util is not None or c_player == CHANCE:
                    continue  # only a player's node has a first move to probe
                search.probes += 1
                grandchild = c_children[0][1]
                if c_player == max_player:
                    # The first move's value is a lower bound on a MAX successor.
                    b = (beta - (s_lo - p * lo[i])) / p
                    top = b if b < hi[i] else hi[i]
                    before = sum(counts)
                    w = node(grandchild, depth - 1, lo[i], top, nply + 1, -1, -1, False)
                    probe_nodes[i] = sum(counts) - before
                    if lo[i] < w < top:
                        known[i] = (w, pvs[nply + 1])
                    if w > lo[i]:
                        s_lo += p * (w - lo[i])
                        lo[i] = w
                        if s_lo >= beta:
                            return max(s_lo, beta), 0, BETA_CUT
                else:
                    a = (alpha - (s_hi - p * hi[i])) / p
                    bottom = a if a > lo[i] else lo[i]
                    before = sum(counts)
                    w = node(grandchild, depth - 1, bottom, hi[i], nply + 1, -1, -1, False)
                    probe_nodes[i] = sum(counts) - before
                    if bottom < w < hi[i]:
                        known[i] = (w, pvs[nply + 1])
                    if w < hi[i]:
                        s_hi -= p * (hi[i] - w)
                        hi[i] = w
                        if s_hi <= alpha:
                            return min(s_hi, alpha), 0, ALPHA_CUT
        total = 0.0  # Σ p x in outcome order, exactly as plain expectiminimax adds it
        best_p = -1.0
        k = 0
        for i in range(n):
            p = probs[i]
            if p <= 0:
                continue  # cannot change the value: never searched
            m, child = children[i]
            lo_i, hi_i = (lower, upper) if lo is None else (lo[i], hi[i])
            a = (alpha - (s_hi - p * hi_i)) / p
            b = (beta - (s_lo - p * lo_i)) / p
            first = known[i] if known is not None else None
            if first is not None and not rec:
                # The probe already searched this outcome's first move exactly: go on from there.
                x = resume(child, first, depth, a if a > lo_i else lo_i, b if b < hi_i else hi_i, nply)
            else:
                if first is not None:
                    # Recording: the probe was not recorded, so its first move is searched again here.
                    search.research_nodes += probe_nodes[i]
                x = node(child, depth, a if a > lo_i else lo_i, b if b < hi_i else hi_i, nply, idx, m, rec)
            k += 1
            if x <= a:  # fail low: the chance node is worth at most alpha
                return min(s_hi - p * (hi_i - x), alpha), k, ALPHA_CUT
            if x >= b:  # fail high: at least beta
                return max(s_lo + p * (x - lo_i), beta), k, BETA_CUT
            s_lo += p * (x - lo_i)
            s_hi -= p * (hi_i - x)
            total += p * x
            if p > best_p:  # the PV goes on through the most likely outcome
                best_p = p
                pvs[ply] = (m, pvs[nply])
        return total, k, EXPANDED

    def resume(state: State, first: tuple[float, PV], depth: int, alpha: float, beta: float, ply: int) -> float:
        """A player's node (not recorded) whose first move has already been searched exactly."""
        counts[ply] += 1
        _, player, children, _ = expand(state)
        is_max = player == max_player
        nply = ply + 1
        depth -= 1
        v, pv = first
        pvs[ply] = (children[0][0], pv)
        n = len(children)
        k = 1
        if is_max:
            if v < beta:
                if v > alpha:
                    alpha = v
                for m, child in children[1:]:
                    x = node(child, depth, alpha, beta, nply, -1, m, False)
                    k += 1
                    if x > v:
                        v = x
                        pvs[ply] = (m, pvs[nply])
                        if v >= beta:
                            break
                        if v > alpha:
                            alpha = v
            cut = v >= beta
        else:
            if v > alpha:
                if v < beta:
                    beta = v
                for m, child in children[1:]:
                    x = node(child, depth, alpha, beta, nply, -1, m, False)
                    k += 1
                    if x < v:
                        v = x
                        pvs[ply] = (m, pvs[nply])
                        if v <= alpha:
                            break
                        if v < beta:
                            beta = v
            cut = v <= alpha
        if cut and k < n:
            search.count_cut(k, n)
        return v

    def kernel(state: State, depth: int, alpha: float, beta: float, ply: int, parent: int = -1,
               move: int = -1) -> float:
        return node(state, depth, alpha, beta, ply, parent, move, recording)

    return kernel


def describe_savings(pruned: SearchResult, plain: SearchResult) -> dict[str, Any]:
    """Nodes and time of both searches and what the pruning saved, for reports."""
    saved = plain.stats.nodes - pruned.stats.nodes
    return {
        "plain_nodes": plain.stats.nodes, "nodes": pruned.stats.nodes, "nodes_saved": saved,
        "saved_fraction": round(saved / plain.stats.nodes, 4) if plain.stats.nodes else 0.0,
        "plain_elapsed_s": round(plain.stats.elapsed_s, 6), "elapsed_s": round(pruned.stats.elapsed_s, 6),
    }
