"""Minimax, alpha-beta and expectiminimax with an optional depth cutoff.

The algorithms are the textbook ones (AIMA's MINIMAX-SEARCH and ALPHA-BETA-SEARCH, with
H-MINIMAX's cutoff):

* values are from the point of view of the player to move at the root (``game.perspective``), who
  maximises; the other player minimises; a chance node's value is the probability-weighted mean;
* at the depth cutoff a non-terminal state gets the evaluation function's value, a terminal state
  its utility; depth counts plies from the root, and chance nodes do not consume depth;
* alpha-beta examines children in the game's action order and prunes exactly as the textbook does:
  at a MAX node it stops when v >= beta, at a MIN node when v <= alpha (alpha and beta are passed
  down, unlike one listing in our seed notes that forgets to). So the set of evaluated leaves is
  well defined, and the tests pin it.

Speed: each node costs one ``game.expand`` call and a handful of local operations. There are three
kernels: the two fast ones (minimax/expectiminimax and alpha-beta) count but record nothing; the
recording kernel also writes every node into a ``TreeRecord``. They are kept separate on purpose:
a ``if recording:`` test on every node of the fast kernels would cost more than the record itself
is allowed to (2x).

Stopping and progress: every ``CHECK_EVERY`` inner nodes the kernels call ``_check``, which raises
``_Stopped`` when the stop flag is set and reports progress when ``progress_interval`` has passed.
The root loop catches ``_Stopped`` and returns the best result among the finished root moves.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from .errors import SearchConfigError
from .evaluation import Evaluation
from .game import CHANCE, Game, State
from .record import (
    ALPHA_CUT,
    BETA_CUT,
    CHANCE_KIND,
    CUTOFF,
    EXPANDED,
    MAX,
    MIN,
    STOPPED,
    TERMINAL,
    TreeRecord,
)
from .results import MoveValue, Progress, SearchResult, SearchStats
from .star import make_kernel as star_kernel

ALGORITHMS = ("minimax", "alphabeta", "expectiminimax")
INF = math.inf
CHECK_EVERY = 256  # inner nodes between stop/progress checks: ~0.3 ms at 1M nodes/s, ~15 ms at 20k/s
FASTER_WINS_HORIZON = 1000  # with "prefer faster wins", a win n plies away is worth W * (1000 - n)


class StopFlag(Protocol):
    def is_set(self) -> bool: ...


@dataclass(frozen=True)
class SearchOptions:
    """What to search and how. ``depth=None`` searches to the end of the game ("full")."""

    algorithm: str = "alphabeta"
    depth: int | None = None
    evaluation: Evaluation | None = None
    exact_root: bool = False
    """Search every root move with a full window, so every root value is exact (costs nodes)."""
    tie_break: str = "first"
    """"first" or "random" (seeded by ``seed``) among root moves with the best exact value."""
    seed: int | None = None
    record: bool = False
    record_budget: int = 300_000
    faster_wins: bool = False
    progress_interval: float = 0.05
    chance_pruning: str = "none"
    """"none", or Ballard's "star1" / "star2" pruning at chance nodes (expectiminimax; see engine/star.py)."""

    def validate(self, game: Game) -> None:
        if self.algorithm not in ALGORITHMS:
            raise SearchConfigError(f"unknown algorithm {self.algorithm!r} (known: {', '.join(ALGORITHMS)})")
        if self.depth is not None and self.depth < 1:
            raise SearchConfigError(f"depth must be at least 1 or 'full', got {self.depth}")
        if self.depth is not None and self.evaluation is None:
            raise SearchConfigError("a depth cutoff needs an evaluation function")
        if self.tie_break not in ("first", "random"):
            raise SearchConfigError(f"tie-break must be 'first' or 'random', got {self.tie_break!r}")
        if self.record_budget < 1:
            raise SearchConfigError("the record budget must be at least one node")


class _Stopped(Exception):
    pass


def utility_scale(game: Game, options: SearchOptions) -> tuple[float, str]:
    """The multiplier for terminal utilities, and a sentence saying which scale is in use."""
    if not game.scales_utility:
        return 1, "leaf values as given"
    w: float = 1
    if options.depth is not None and options.evaluation is not None:
        w = options.evaluation.win_score
        w = int(w) if math.isfinite(w) and float(w).is_integer() else w
    if options.faster_wins:
        return w, (f"win = +{w * FASTER_WINS_HORIZON:g} − {w:g} per ply to the win, draw = 0, "
                   "loss likewise negative (prefer faster wins)")
    if w == 1:
        return w, "win = +1, draw = 0, loss = −1 (textbook utilities)"
    return w, f"win = +{w:g}, draw = 0, loss = −{w:g} (so a win outweighs any evaluation)"


def search(game: Game, state: State, options: SearchOptions = SearchOptions(),
           observer: Callable[[Progress], None] | None = None, stop: StopFlag | None = None) -> SearchResult:
    """Search ``state`` and return its value, best move, PV, root move values and statistics."""
    options.validate(game)
    return _Search(game, state, options, observer, stop).run()


class _Search:
    def __init__(self, game: Game, state: State, options: SearchOptions,
                 observer: Callable[[Progress], None] | None, stop: StopFlag | None) -> None:
        self.game = game
        self.state = state
        self.options = options
        self.observer = observer
        self.stop = stop
        self.max_player = game.perspective(state)
        self.mult, self.scale = utility_scale(game, options)
        if self.max_player == 1:
            self.mult = -self.mult
        plies = game.max_plies(state) + 2
        self.counts = [0] * plies
        self.pvs: list[Any] = [None] * (plies + 1)
        self.root_values: list[MoveValue] = []
        self.root_total = 0
        self.best_move: int | None = None
        self.best_value: float | None = None
        self.evaluations = 0
        self.terminals = 0
        self.cutoffs = 0
        self.pruned = 0
        self.chance_nodes = 0
        self.chance_cutoffs = self.chance_pruned = self.probes = 0  # Star1/Star2 (engine/star.py)
        self.record = TreeRecord(options.record_budget, game, state) if options.record else None
        self.t0 = time.perf_counter()
        self.last_report = self.t0

    # -- progress and stopping --------------------------------------------------------------------
    def check(self) -> None:
        if self.stop is not None and self.stop.is_set():
            raise _Stopped
        if self.observer is not None:
            now = time.perf_counter()
            if now - self.last_report >= self.options.progress_interval:
                self.last_report = now
                self.observer(self.progress(now))

    def progress(self, now: float) -> Progress:
        nodes = sum(self.counts)
        elapsed = now - self.t0
        depth = max((d for d, c in enumerate(self.counts) if c), default=0)
        return Progress(
            nodes=nodes, evaluations=self.evaluations, cutoffs=self.cutoffs, pruned=self.pruned, depth=depth,
            nodes_per_second=nodes / elapsed if elapsed > 0 else 0.0, elapsed_s=elapsed,
            best_move=self.best_move, best_value=self.best_value, root_values=tuple(self.root_values),
            root_done=len(self.root_values), root_total=self.root_total,
        )

    # -- the root -----------------------------------------------------------------------------------
    def run(self) -> SearchResult:
        game, options = self.game, self.options
        algorithm = options.algorithm
        if algorithm == "alphabeta" and game.has_chance:
            # Checked before searching: alpha-beta has no rule for chance nodes (Star1/Star2 do).
            raise SearchConfigError("alpha-beta cannot search chance nodes: use expectiminimax")
        kernel = self._make_kernel()
        depth = options.depth if options.depth is not None else 1 << 30
        util, player, children, probs = game.expand(self.state)
        self.counts[0] += 1
        record = self.record
        kind = MAX if player == self.max_player else (CHANCE_KIND if player == CHANCE else MIN)
        root_idx = record.add(-1, -1, kind, 0, -INF, INF, len(children)) if record is not None else -1
        pv: list[int] = []
        pv_chance: list[bool] = []
        ties: list[int] = []
        stopped = False
        value: float | None
        if util is not None:
            self.terminals += 1
            value = util * self.mult
            if record is not None:
                record.close(root_idx, value, TERMINAL, 0)
        else:
            self.root_total = len(children)
            is_max = player == self.max_player
            is_chance = player == CHANCE
            alpha, beta = -INF, INF
            pvs_by_move: dict[int, list[int]] = {}
            best = -INF if is_max else INF
            expected = 0.0
            examined = 0
            try:
                for i, (move, child) in enumerate(children):
                    window_all = algorithm != "alphabeta" or options.exact_root
                    a, b = (-INF, INF) if window_all else (alpha, beta)
                    x = kernel(child, depth if is_chance else depth - 1, a, b, 1, root_idx, move)
                    examined += 1
                    if window_all or (is_max and x > alpha) or (not is_max and x < beta):
                        bound = "exact"
                    else:
                        bound = "upper" if is_max else "lower"
                    self.root_values.append(MoveValue(move, x, bound))
                    pvs_by_move[move] = _unroll(self.pvs[1])
                    if is_chance:
                        expected += probs[i] * x
                    elif (is_max and x > best) or (not is_max and x < best):
                        best = x
                        self.best_move, self.best_value = move, x
                    if is_max:
                        alpha = max(alpha, x)
                    else:
                        beta = min(beta, x)
            except _Stopped:
                stopped = True
            if record is not None and is_chance:
                record.probs[root_idx] = probs
            if record is not None:
                if stopped:
                    record.finish_open_nodes()
                else:
                    record.close(root_idx, expected if is_chance else best, EXPANDED, examined)
            if is_chance:
                self.chance_nodes += 1
                value = expected if not stopped else None
                if not stopped:
                    # The PV of a chance root follows its most likely outcome.
                    k = max(range(len(children)), key=lambda j: probs[j])
                    self.best_move = children[k][0]
                    pv = [self.best_move] + pvs_by_move[self.best_move]
            else:
                value = self.best_value
                ties = [mv.move for mv in self.root_values if mv.bound == "exact" and mv.value == value]
                if ties and options.tie_break == "random" and len(ties) > 1:
                    self.best_move = random.Random(options.seed).choice(ties)
                if self.best_move is not None:
                    pv = [self.best_move] + pvs_by_move[self.best_move]
                elif children:  # stopped before the first move finished: the first legal move
                    self.best_move = children[0][0]
        if pv:
            pv_chance = self._chance_flags(pv)
        elapsed = time.perf_counter() - self.t0
        nonzero = [d for d, c in enumerate(self.counts) if c]
        stats = SearchStats(
            nodes=sum(self.counts), evaluations=self.evaluations, terminals=self.terminals, cutoffs=self.cutoffs,
            pruned=self.pruned, max_depth=max(nonzero, default=0),
            nodes_per_depth=self.counts[: max(nonzero, default=0) + 1], elapsed_s=elapsed,
            chance_nodes=self.chance_nodes, chance_cutoffs=self.chance_cutoffs, chance_pruned=self.chance_pruned,
            probes=self.probes,
        )
        if record is not None:
            record.pv = tuple(pv)
        return SearchResult(
            value=value, best_move=self.best_move, pv=pv, moves=list(self.root_values), ties=ties, stats=stats,
            algorithm=algorithm, depth=options.depth,
            evaluation=options.evaluation.describe() if options.depth is not None and options.evaluation else None,
            scale=self.scale, stopped=stopped, tree=record, pv_is_chance=pv_chance,
        )

    def _chance_flags(self, pv: list[int]) -> list[bool]:
        flags = []
        state = self.state
        for move in pv:
            flags.append(self.game.to_move(state) == CHANCE)
            state = self.game.result(state, move)
        return flags

    # -- kernels ------------------------------------------------------------------------------------
    def _make_kernel(self) -> Callable[..., float]:
        if self.options.chance_pruning != "none":
            return star_kernel(self)
        if self.record is not None:
            return self._recording_kernel()
        if self.options.algorithm == "alphabeta":
            return self._alphabeta_kernel()
        return self._minimax_kernel()

    def _common(self) -> tuple[Any, ...]:
        ev = self.options.evaluation
        evaluate = ev.score if ev is not None else None
        return (self.game.expand, evaluate, self.max_player, self.mult, self.options.faster_wins,
                self.counts, self.pvs)

    def _minimax_kernel(self) -> Callable[..., float]:
        """Plain minimax; at chance nodes the expectation (expectiminimax). No pruning."""
        expand, evaluate, max_player, mult, faster, counts, pvs = self._common()
        search = self
        tick = CHECK_EVERY
        horizon = FASTER_WINS_HORIZON

        def mm(state: State, depth: int, alpha: float, beta: float, ply: int, parent: int = -1, move: int = -1) -> float:
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
                tick = CHECK_EVERY
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
                v = 0.0
                best_p = -1.0
                for (m, child), p in zip(children, probs):
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

    def _alphabeta_kernel(self) -> Callable[..., float]:
        """Fail-soft alpha-beta with the textbook cutoff tests."""
        expand, evaluate, max_player, mult, faster, counts, pvs = self._common()
        search = self
        tick = CHECK_EVERY
        horizon = FASTER_WINS_HORIZON

        def ab(state: State, depth: int, alpha: float, beta: float, ply: int, parent: int = -1, move: int = -1) -> float:
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
                tick = CHECK_EVERY
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
                        return v
                    if v < beta:
                        beta = v
            return v

        return ab

    def _recording_kernel(self) -> Callable[..., float]:
        """Any algorithm, writing every node (within the budget) into the record.

        The record's columns are appended through local bound methods (no call to ``TreeRecord.add``
        per node), and once the budget is spent, subtrees below unrecorded nodes run in the fast
        kernel: recording costs what it records, not more.
        """
        expand, evaluate, max_player, mult, faster, counts, pvs = self._common()
        search = self
        record = self.record
        assert record is not None
        fast = self._alphabeta_kernel() if self.options.algorithm == "alphabeta" else self._minimax_kernel()
        budget = record.budget
        parent_col = record.parent
        put_parent, put_move, put_kind = parent_col.append, record.move.append, record.kind.append
        put_ply, put_alpha, put_beta = record.ply.append, record.alpha_in.append, record.beta_in.append
        put_value, put_end, put_n = record.value.append, record.end.append, record.n_children.append
        put_k, put_size = record.n_examined.append, record.size.append
        value_col, end_col, k_col, size_col = record.value, record.end, record.n_examined, record.size
        probs_of = record.probs
        prune = self.options.algorithm == "alphabeta"
        tick = CHECK_EVERY
        horizon = FASTER_WINS_HORIZON
        nan = math.nan

        def rec(state: State, depth: int, alpha: float, beta: float, ply: int, parent: int, move: int) -> float:
            nonlocal tick
            idx = len(parent_col)
            if idx >= budget:
                record.truncated = True
                return fast(state, depth, alpha, beta, ply)
            counts[ply] += 1
            util, player, children, probs = expand(state)
            n = len(children)
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
                v = util * mult * (horizon - ply) if faster and util else util * mult
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
                tick = CHECK_EVERY
                search.check()
            nply = ply + 1
            pvs[ply] = None
            end = EXPANDED
            k = 0
            if player == CHANCE:
                search.chance_nodes += 1
                probs_of[idx] = probs
                v = 0.0
                best_p = -1.0
                for (m, child), p in zip(children, probs):
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
            if end != EXPANDED and k == n:
                end = EXPANDED  # the cut came with the last child: nothing was pruned
            if end != EXPANDED:
                search.cutoffs += 1
                search.pruned += n - k
            value_col[idx] = v
            end_col[idx] = end
            k_col[idx] = k
            size_col[idx] = len(parent_col) - idx
            return v

        return rec


def _unroll(pv: Any) -> list[int]:
    """A PV stored as nested (move, rest) pairs, as a list."""
    out = []
    while pv is not None:
        out.append(pv[0])
        pv = pv[1]
    return out


def evaluated_and_pruned_leaves(record: TreeRecord, root: Any) -> tuple[list[list[int]], list[list[int]]]:
    """For explicit trees: paths of the leaves evaluated (visit order) and of the leaves never reached.

    A leaf is "evaluated" when the search reached it (a terminal, or a depth-cutoff evaluation); the
    pruned leaves are every leaf below a move a cutoff left unexamined.
    """
    evaluated = []
    pruned: list[list[int]] = []
    for i in range(len(record)):
        end = record.end[i]
        if end in (TERMINAL, CUTOFF):
            evaluated.append(record.path(i))
        elif end in (BETA_CUT, ALPHA_CUT):
            node = root.node_at(record.path(i))
            for m in record.pruned_moves(i):
                pruned.extend(list(leaf.path) for leaf in node.children[m].leaves())
    return evaluated, pruned
