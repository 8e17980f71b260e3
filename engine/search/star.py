"""Ballard's \\*-minimax: alpha-beta through chance nodes (Star1) and with probing (Star2).

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
from typing import Any

from ..errors import SearchConfigError
from ..game import CHANCE, Children, State
from ..record import ALPHA_CUT, BETA_CUT, CUTOFF, EXPANDED, TERMINAL
from ..results import SearchResult
from .algorithms import algorithm_info
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
    if not algorithm_info(options.algorithm).chance_pruning:
        raise SearchConfigError(f"chance pruning ({mode}) goes with --algorithm expectiminimax")
    return Star(search, mode == "star2")


class Probes:
    """What Star2's probing pass learnt about a chance node's outcomes: tighter bounds ``lo[i]`` /
    ``hi[i]`` and their weighted sums, each outcome's first move when the probe found its value
    exactly (with its PV), and the nodes each probe searched. ``end`` is ``BETA_CUT`` or ``ALPHA_CUT``
    when the probes alone cut the chance node (then ``value`` is its bound)."""

    def __init__(self, n: int, lower: float, upper: float, s_lo: float, s_hi: float) -> None:
        self.lo = [lower] * n
        self.hi = [upper] * n
        self.s_lo = s_lo
        self.s_hi = s_hi
        self.known: list[tuple[float, PV] | None] = [None] * n
        self.nodes = [0] * n
        self.end = EXPANDED
        self.value = 0.0


class Star:
    """The kernel: ``node`` searches any node; chance nodes go through ``chance`` (Star1, after
    ``probe``'s pass with Star2), a player's children through ``max_children`` / ``min_children``."""

    def __init__(self, search: SearchContext, probing: bool) -> None:
        self.search = search
        self.probing = probing
        self.lower, self.upper = value_bounds(search)
        parts = search.kernel_parts()
        self.expand = parts.expand
        self.evaluate = parts.evaluate
        self.max_player = parts.max_player
        self.terminal = parts.terminal
        self.counts = parts.counts
        self.pvs = parts.pvs
        self.recording = search.record is not None
        record = search.record
        self.recorder: NodeRecorder | None = NodeRecorder(record, parts.max_player) if record is not None else None
        self.tick = search.check_every
        self.last_probs: tuple[float, ...] = ()
        self.last_sums = (0.0, 0.0)  # (Σ p L, Σ p U) for last_probs

    def __call__(self, state: State, depth: int, alpha: float, beta: float, ply: int, parent: int = -1,
                 move: int = -1) -> float:
        return self.node(state, depth, alpha, beta, ply, parent, move, self.recording)

    def node(self, state: State, depth: int, alpha: float, beta: float, ply: int, parent: int, move: int,
             rec: bool) -> float:
        """The value of ``state`` within (alpha, beta), fail-soft; recorded when ``rec``."""
        search, pvs = self.search, self.pvs
        self.counts[ply] += 1
        util, player, children, probs = self.expand(state)
        n = len(children)
        recorder = self.recorder
        idx = -1
        if rec and recorder is not None:
            idx = recorder.open(parent, move, player, ply, alpha, beta, n)
            rec = idx >= 0
        if util is not None:
            search.terminals += 1
            pvs[ply] = None
            v = util * self.terminal[ply]
            if rec and recorder is not None:
                recorder.leaf(idx, v, TERMINAL)
            return v
        if depth == 0 and player != CHANCE:
            search.evaluations += 1
            pvs[ply] = None
            v = self.evaluate(state, self.max_player)
            if rec and recorder is not None:
                recorder.leaf(idx, v, CUTOFF)
            return v
        self.tick -= 1
        if self.tick <= 0:
            self.tick = search.checkpoint()
        pvs[ply] = None
        if player == CHANCE:
            search.chance_nodes += 1
            assert probs is not None  # a chance node has its outcomes' probabilities
            if rec and recorder is not None:
                recorder.record.probs[idx] = probs
            v, k, end = self.chance(children, probs, depth, alpha, beta, ply, idx, rec)
        elif player == self.max_player:
            v, k = self.max_children(children, 0, -INF, depth - 1, alpha, beta, ply, idx, rec)
            end = BETA_CUT if v >= beta else EXPANDED
        else:
            v, k = self.min_children(children, 0, INF, depth - 1, alpha, beta, ply, idx, rec)
            end = ALPHA_CUT if v <= alpha else EXPANDED
        if end != EXPANDED:
            if k == n:
                end = EXPANDED  # the cut came with the last child: nothing was pruned
            elif player == CHANCE:
                search.count_chance_cut(k, n)
            else:
                search.count_cut(k, n)
        if rec and recorder is not None:
            recorder.close(idx, v, end, k)
        return v

    def max_children(self, children: Children, first: int, v: float, depth: int, alpha: float, beta: float,
                     ply: int, idx: int, rec: bool) -> tuple[float, int]:
        """A MAX node's children from ``first`` on, ``v`` the best value so far: (the node's value,
        children examined in all). Fail-soft, with the textbook cut v >= beta."""
        pvs = self.pvs
        nply = ply + 1
        k = first
        for m, child in children[first:]:
            x = self.node(child, depth, alpha, beta, nply, idx, m, rec)
            k += 1
            if x > v:
                v = x
                pvs[ply] = (m, pvs[nply])
                if v >= beta:
                    break
                if v > alpha:
                    alpha = v
        return v, k

    def min_children(self, children: Children, first: int, v: float, depth: int, alpha: float, beta: float,
                     ply: int, idx: int, rec: bool) -> tuple[float, int]:
        """A MIN node's children, as ``max_children``: the textbook cut v <= alpha."""
        pvs = self.pvs
        nply = ply + 1
        k = first
        for m, child in children[first:]:
            x = self.node(child, depth, alpha, beta, nply, idx, m, rec)
            k += 1
            if x < v:
                v = x
                pvs[ply] = (m, pvs[nply])
                if v <= alpha:
                    break
                if v < beta:
                    beta = v
        return v, k

    def chance(self, children: Children, probs: tuple[float, ...], depth: int, alpha: float,
               beta: float, ply: int, idx: int, rec: bool) -> tuple[float, int, int]:
        """Star1 (after Star2's probes): returns (value or bound, outcomes searched, how it ended)."""
        if probs is not self.last_probs:  # games usually share one probabilities tuple: sum it once
            self.last_probs = probs
            self.last_sums = (sum(p * self.lower for p in probs), sum(p * self.upper for p in probs))
        s_lo, s_hi = self.last_sums  # the chance value is at least s_lo and at most s_hi
        probes: Probes | None = None
        if self.probing and depth > 0:
            probes = self.probe(children, probs, depth, alpha, beta, ply, s_lo, s_hi)
            if probes.end != EXPANDED:
                return probes.value, 0, probes.end
            s_lo, s_hi = probes.s_lo, probes.s_hi
        pvs = self.pvs
        nply = ply + 1
        total = 0.0  # Σ p x in outcome order, exactly as plain expectiminimax adds it
        best_p = -1.0
        k = 0
        for i in range(len(children)):
            p = probs[i]
            if p <= 0:
                continue  # cannot change the value: never searched
            lo_i, hi_i = (self.lower, self.upper) if probes is None else (probes.lo[i], probes.hi[i])
            a = (alpha - (s_hi - p * hi_i)) / p
            b = (beta - (s_lo - p * lo_i)) / p
            m, child = children[i]
            first = probes.known[i] if probes is not None else None
            if first is None:
                x = self.node(child, depth, a if a > lo_i else lo_i, b if b < hi_i else hi_i, nply, idx, m, rec)
            else:
                assert probes is not None
                x = self.probed(child, m, first, probes.nodes[i], depth, a if a > lo_i else lo_i,
                                b if b < hi_i else hi_i, nply, idx, rec)
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

    def probed(self, child: State, m: int, first: tuple[float, PV], probe_nodes: int, depth: int, alpha: float,
               beta: float, ply: int, idx: int, rec: bool) -> float:
        """An outcome whose first move the probe found exactly, searched within (alpha, beta)."""
        if not rec:
            # The probe already searched this outcome's first move exactly: go on from there.
            return self.resume(child, first, depth, alpha, beta, ply)
        # Recording: the probe was not recorded, so its first move is searched again here.
        self.search.research_nodes += probe_nodes
        return self.node(child, depth, alpha, beta, ply, idx, m, rec)

    def probe(self, children: Children, probs: tuple[float, ...], depth: int, alpha: float, beta: float,
              ply: int, s_lo: float, s_hi: float) -> Probes:
        """Star2's probing pass: each outcome's first move only, tightening the outcome's bounds; stops
        early when the bounds alone cut the chance node (``Probes.end``)."""
        search, counts = self.search, self.counts
        nply = ply + 1
        probes = Probes(len(children), self.lower, self.upper, s_lo, s_hi)
        lo, hi = probes.lo, probes.hi
        for i in range(len(children)):
            p = probs[i]
            if p <= 0:
                continue
            counts[nply] += 1  # the probe looks at the outcome's successor
            c_util, c_player, c_children, _ = self.expand(children[i][1])
            if c_util is not None or c_player == CHANCE:
                continue  # only a player's node has a first move to probe
            search.probes += 1
            grandchild = c_children[0][1]
            before = sum(counts)
            if c_player == self.max_player:
                # The first move's value is a lower bound on a MAX successor.
                b = (beta - (probes.s_lo - p * lo[i])) / p
                top = b if b < hi[i] else hi[i]
                w = self.node(grandchild, depth - 1, lo[i], top, nply + 1, -1, -1, False)
                probes.nodes[i] = sum(counts) - before
                if lo[i] < w < top:
                    probes.known[i] = (w, self.pvs[nply + 1])
                if w > lo[i]:
                    probes.s_lo += p * (w - lo[i])
                    lo[i] = w
                    if probes.s_lo >= beta:
                        probes.value, probes.end = max(probes.s_lo, beta), BETA_CUT
                        return probes
            else:
                a = (alpha - (probes.s_hi - p * hi[i])) / p
                bottom = a if a > lo[i] else lo[i]
                w = self.node(grandchild, depth - 1, bottom, hi[i], nply + 1, -1, -1, False)
                probes.nodes[i] = sum(counts) - before
                if bottom < w < hi[i]:
                    probes.known[i] = (w, self.pvs[nply + 1])
                if w < hi[i]:
                    probes.s_hi -= p * (hi[i] - w)
                    hi[i] = w
                    if probes.s_hi <= alpha:
                        probes.value, probes.end = min(probes.s_hi, alpha), ALPHA_CUT
                        return probes
        return probes

    def resume(self, state: State, first: tuple[float, PV], depth: int, alpha: float, beta: float, ply: int) -> float:
        """A player's node (not recorded) whose first move has already been searched exactly."""
        self.counts[ply] += 1
        _, player, children, _ = self.expand(state)
        v, pv = first
        self.pvs[ply] = (children[0][0], pv)
        k = 1
        if player == self.max_player:
            if v < beta:
                v, k = self.max_children(children, 1, v, depth - 1, alpha if alpha > v else v, beta, ply, -1,
                                         False)
            cut = v >= beta
        else:
            if v > alpha:
                v, k = self.min_children(children, 1, v, depth - 1, alpha, beta if beta < v else v, ply, -1,
                                         False)
            cut = v <= alpha
        if cut and k < len(children):
            self.search.count_cut(k, len(children))
        return v


def describe_savings(pruned: SearchResult, plain: SearchResult) -> dict[str, Any]:
    """Nodes and time of both searches and what the pruning saved, for reports."""
    saved = plain.stats.nodes - pruned.stats.nodes
    return {
        "plain_nodes": plain.stats.nodes, "nodes": pruned.stats.nodes, "nodes_saved": saved,
        "saved_fraction": round(saved / plain.stats.nodes, 4) if plain.stats.nodes else 0.0,
        "plain_elapsed_s": round(plain.stats.elapsed_s, 6), "elapsed_s": round(pruned.stats.elapsed_s, 6),
    }
