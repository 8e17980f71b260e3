"""What every search kernel shares: the search context.

A ``SearchContext`` holds one search's state, which the kernels read and update through public
names: the node counters per ply, the statistics counters, the per-ply principal-variation slots
(``pvs[ply]`` is the best line below the node being searched at that ply, as nested
``(move, rest)`` pairs), the tree record and the transposition table, the stop check (``check``,
called every ``check_every`` inner nodes; it raises ``SearchStopped``), and ``result``, which turns
what a root pass found (a ``RootResult``) into the ``SearchResult`` callers see.

The bookkeeping every kernel does at a node is written here once:

* **terminal values**: a finished game is worth its utility times ``mult`` (the scale, signed for the
  root player); with faster wins preferred, times ``FASTER_WINS_HORIZON − ply`` as well, so a win
  sooner is worth more. ``terminal_scales`` folds both into one factor per ply: a kernel's terminal
  value is ``util * terminal[ply]``;
* **the stop check**: a kernel counts down its inner nodes and, when the countdown runs out, calls
  ``checkpoint`` (which checks, and says how long the next countdown is);
* **cutoff statistics**: ``count_cut`` (and ``count_chance_cut`` at a chance node);
* **record writing**: a ``NodeRecorder`` opens a node in the record when it is entered and closes it
  when its value is known.

Kernels are built once per root pass from the context (``KernelParts`` is what they bind), so a node
costs one ``game.expand`` call and local operations.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any, Final, NamedTuple, Protocol

from ..evaluation import Evaluation
from ..game import CHANCE, Expansion, Game, State
from ..record import CHANCE_KIND, MAX, MIN, STOPPED, TreeRecord
from ..results import IterationInfo, MoveValue, Progress, SearchResult, SearchStats
from ..tt import TranspositionTable
from .handover import let_waiting_threads_run
from .options import FASTER_WINS_HORIZON, SearchOptions, StopFlag, scale_words

INF: Final = math.inf
CHECK_EVERY = 256  # inner nodes between stop/progress checks: ~0.3 ms at 1M nodes/s, ~15 ms at 20k/s
CHECK_EVERY_WATCHED = 16
"""Inner nodes between checks while someone watches (an observer: a window). A window's thread needs the
interpreter's lock for each Python call Qt makes into it (every ``data()`` of a model, every paint), and
a compiled search hands the lock over only at a check: checking this often (~0.1 ms), the window waits
about as long for each call as it would beside interpreted code."""

Observer = Callable[[Progress | IterationInfo], None]
PV = tuple[int, Any] | None
"""A principal variation as nested ``(move, rest)`` pairs; None ends it."""


class SearchStopped(Exception):
    """Raised by ``SearchContext.check`` when the search must stop (flag, time or node limit)."""


class Kernel(Protocol):
    """A search kernel: the value of ``state`` searched ``depth`` plies deep within (alpha, beta),
    ``ply`` plies below the root; ``parent`` and ``move`` place the node in the record."""

    def __call__(self, state: State, depth: int, alpha: float, beta: float, ply: int, parent: int = -1,
                 move: int = -1) -> float: ...


class KernelParts(NamedTuple):
    """What a kernel binds as locals when it is built."""

    expand: Callable[[State], Expansion]
    evaluate: Callable[[State, int], float]
    max_player: int
    terminal: list[float]
    """A finished game's value at ply p is its utility times ``terminal[p]`` (``terminal_scales``)."""
    counts: list[int]
    pvs: list[PV]


def terminal_scales(mult: float, faster_wins: bool, plies: int) -> list[float]:
    """The factor a finished game's utility is worth at each ply: the scale ``mult``, and with faster
    wins preferred also ``FASTER_WINS_HORIZON − ply`` (a win sooner is worth more, a loss later less)."""
    if not faster_wins:
        return [mult] * plies
    return [mult * (FASTER_WINS_HORIZON - ply) for ply in range(plies)]


def _no_evaluation(state: State, player: int) -> float:
    raise AssertionError("a depth cutoff without an evaluation function (SearchOptions.validate refuses it)")


class RootResult:
    """What one pass of the root loop found."""

    __slots__ = ("best_move", "best_value", "chance", "is_max", "pv", "stopped", "ties", "value", "values")

    def __init__(self) -> None:
        self.best_move: int | None = None
        self.best_value: float | None = None
        self.value: float | None = None
        self.pv: list[int] = []
        self.ties: list[int] = []
        self.values: list[MoveValue] = []
        self.stopped = False
        self.chance = False
        self.is_max = True

    def break_ties(self, tie_break: str, seed: int | None) -> None:
        """The ties are the root moves whose exact value equals the root's; with ``random`` tie-breaking
        the best move is one of them, drawn with ``seed`` (otherwise the first found stays)."""
        self.ties = [mv.move for mv in self.values if mv.bound == "exact" and mv.value == self.value]
        if len(self.ties) > 1 and tie_break == "random":
            self.best_move = random.Random(seed).choice(self.ties)


class SearchContext:
    """One search's shared state (see the module docstring)."""

    def __init__(self, game: Game, state: State, options: SearchOptions, observer: Observer | None,
                 stop: StopFlag | None) -> None:
        self.game = game
        self.state = state
        self.options = options
        self.observer = observer
        self.stop = stop
        self.max_player = game.perspective(state)
        self.mult, self.scale_words = scale_words(game, options)
        self.scale = str(self.scale_words)
        if self.max_player == 1:
            self.mult = -self.mult
        plies = game.max_plies(state) + 2
        self.counts = [0] * plies
        self.pvs: list[PV] = [None] * (plies + 1)
        self.terminal = terminal_scales(self.mult, options.faster_wins, plies + 1)
        self.root_values: list[MoveValue] = []
        self.root_total = 0
        self.best_move: int | None = None
        self.best_value: float | None = None
        self.evaluations = 0
        # Table answers by entries stored before this iteration (an earlier iteration or search, another
        # worker): they stand on evaluations this iteration never made, so it has not reached the end.
        self.borrowed = 0
        self.terminals = 0
        self.cutoffs = 0
        self.first_cuts = 0
        self.pruned = 0
        self.chance_nodes = 0
        self.chance_cutoffs = 0  # chance nodes Star1/Star2 cut
        self.chance_pruned = 0  # outcomes those cuts left unsearched
        self.probes = 0  # Star2 probe searches
        self.research_nodes = 0  # Star2 probes searched again for the record
        self.extensions = 0
        self.solver_nodes = 0
        self.iteration: int | None = None
        self.follow = 0  # how far the path being searched follows the previous iteration's PV
        self.record = TreeRecord(options.record_budget, game, state) if options.record else None
        enh = options.enhancements
        self.table = TranspositionTable(enh.tt_mb) if enh.tt_mb and not enh.solve else None
        # Move-ordering memory, kept across iterations: killers per ply, history per player and move.
        self.killers: list[list[int | None]] = [[None, None] for _ in range(plies + 1)]
        self.history: dict[int, dict[int, int]] = {0: {}, 1: {}}
        self.prev_pv: list[int] = []
        self.node_limit = options.node_limit
        # With a node limit, check often enough that the limit is overshot by a few dozen nodes at most.
        limit = options.node_limit
        self.check_every = CHECK_EVERY if limit is None else max(1, min(CHECK_EVERY, limit // 512))
        if observer is not None:
            self.check_every = min(self.check_every, CHECK_EVERY_WATCHED)
        self.t0 = time.perf_counter()
        self.deadline = self.t0 + options.time_limit if options.time_limit is not None else None
        self.last_report = self.t0

    def kernel_parts(self) -> KernelParts:
        ev: Evaluation | None = self.options.evaluation
        return KernelParts(self.game.expand, ev.score if ev is not None else _no_evaluation, self.max_player,
                           self.terminal, self.counts, self.pvs)

    # -- statistics -------------------------------------------------------------------------------
    def count_cut(self, examined: int, n: int) -> None:
        """A cut after ``examined`` of a node's ``n`` children (one that came with the last child
        pruned nothing and is not counted)."""
        rest = n - examined
        if rest > 0:
            self.cutoffs += 1
            self.pruned += rest
            if examined == 1:
                self.first_cuts += 1

    def count_chance_cut(self, examined: int, n: int) -> None:
        """A chance node cut (Star1/Star2) after ``examined`` of its ``n`` outcomes."""
        rest = n - examined
        if rest > 0:
            self.cutoffs += 1
            self.pruned += rest
            self.chance_cutoffs += 1
            self.chance_pruned += rest

    # -- progress and stopping --------------------------------------------------------------------
    def checkpoint(self) -> int:
        """A kernel's countdown of inner nodes ran out: check (``check`` may raise ``SearchStopped``),
        and return how many inner nodes the next countdown lasts."""
        self.check()
        return self.check_every

    def check(self) -> None:
        """Raise ``SearchStopped`` if the search must stop; report progress when it is due."""
        if self.stop is not None and self.stop.is_set():
            raise SearchStopped
        if self.deadline is not None or self.observer is not None:
            now = time.perf_counter()
            if self.deadline is not None and now >= self.deadline:
                raise SearchStopped
            if self.observer is not None:
                if now - self.last_report >= self.options.progress_interval:
                    self.last_report = now
                    self.observer(self.progress(now))
                # Someone is watching (a window): let its thread run (see ``handover``).
                let_waiting_threads_run()
        if self.node_limit is not None and sum(self.counts) + self.solver_nodes >= self.node_limit:
            raise SearchStopped

    def should_stop(self) -> bool:
        try:
            self.check()
        except SearchStopped:
            return True
        return False

    def progress(self, now: float) -> Progress:
        nodes = sum(self.counts) + self.solver_nodes
        elapsed = now - self.t0
        depth = max((d for d, c in enumerate(self.counts) if c), default=0)
        return Progress(
            nodes=nodes, evaluations=self.evaluations, cutoffs=self.cutoffs, pruned=self.pruned, depth=depth,
            nodes_per_second=nodes / elapsed if elapsed > 0 else 0.0, elapsed_s=elapsed,
            best_move=self.best_move, best_value=self.best_value, root_values=tuple(self.root_values),
            root_done=len(self.root_values), root_total=self.root_total, iteration=self.iteration,
        )

    # -- the answer ---------------------------------------------------------------------------------
    def result(self, root: RootResult, depth: int | None, iterations: list[IterationInfo] | None = None,
               depth_reached: int | None = None) -> SearchResult:
        """The ``SearchResult`` for what ``root`` found, with this search's statistics."""
        options = self.options
        pv_chance = self.chance_flags(root.pv) if root.pv else []
        elapsed = time.perf_counter() - self.t0
        nonzero = [d for d, c in enumerate(self.counts) if c]
        stats = SearchStats(
            nodes=sum(self.counts) + self.solver_nodes, evaluations=self.evaluations, terminals=self.terminals,
            cutoffs=self.cutoffs, pruned=self.pruned, max_depth=max(nonzero, default=0),
            nodes_per_depth=self.counts[: max(nonzero, default=0) + 1], elapsed_s=elapsed,
            chance_nodes=self.chance_nodes, chance_cutoffs=self.chance_cutoffs, chance_pruned=self.chance_pruned,
            probes=self.probes, research_nodes=self.research_nodes, first_move_cutoffs=self.first_cuts,
            extensions=self.extensions,
        )
        record = self.record
        if record is not None:
            record.pv = tuple(root.pv)
        uses_eval = options.evaluation is not None and (options.depth is not None or options.enhancements.iterative)
        return SearchResult(
            value=root.value, best_move=root.best_move, pv=root.pv, moves=list(root.values), ties=root.ties,
            stats=stats, algorithm=options.algorithm, depth=depth,
            evaluation=options.evaluation.describe() if uses_eval and options.evaluation else None,
            scale=self.scale, stopped=root.stopped, tree=record, pv_is_chance=pv_chance,
            iterations=iterations or [], depth_reached=depth_reached if iterations is not None else depth,
            table=self.table.stats if self.table is not None else None,
            method=options.enhancements.describe(), scale_words=self.scale_words,
            method_words=options.enhancements.describe_words(),
        )

    def chance_flags(self, pv: list[int]) -> list[bool]:
        """For each move of ``pv``: whether it is a chance outcome."""
        flags = []
        state = self.state
        for move in pv:
            flags.append(self.game.to_move(state) == CHANCE)
            state = self.game.result(state, move)
        return flags


class NodeRecorder:
    """Writes a kernel's nodes into the tree record: ``open`` when a node is entered (its window on
    entry, its number of children), then ``leaf`` or ``close`` when its value is known."""

    def __init__(self, record: TreeRecord, max_player: int) -> None:
        self.record = record
        self.max_player = max_player
        self.budget = record.budget
        self.parents = record.parent
        (self.put_parent, self.put_move, self.put_kind, self.put_ply, self.put_alpha, self.put_beta,
         self.put_value, self.put_end, self.put_n, self.put_k, self.put_size, self.values, self.ends,
         self.examined, self.sizes) = record.writers()

    def open(self, parent: int, move: int, player: int, ply: int, alpha: float, beta: float, n: int) -> int:
        """Append the node reached by ``move`` from node ``parent``; its index, or -1 when it is not
        recorded (the budget is spent, or its parent was not recorded: the record is then partial).

        A root move (ply 1) is recorded beyond the budget: a tree cut short still shows every move the
        root searched with its value (the budget then holds the nodes below them)."""
        idx = len(self.parents)
        if parent < 0 or (idx >= self.budget and ply > 1):
            self.record.truncated = True
            return -1
        self.put_parent(parent)
        self.put_move(move)
        self.put_kind(MAX if player == self.max_player else (CHANCE_KIND if player == CHANCE else MIN))
        self.put_ply(ply)
        self.put_alpha(alpha)
        self.put_beta(beta)
        self.put_value(math.nan)
        self.put_n(n)
        self.put_k(0)
        self.put_size(1)
        self.put_end(STOPPED)  # until it closes
        return idx

    def leaf(self, idx: int, value: float, end: int) -> None:
        """Node ``idx`` ended without children: a terminal, a cutoff evaluation or a table answer."""
        self.values[idx] = value
        self.ends[idx] = end

    def close(self, idx: int, value: float, end: int, examined: int) -> None:
        """Node ``idx`` is done: its value, how it ended, how many children it examined."""
        self.values[idx] = value
        self.ends[idx] = end
        self.examined[idx] = examined
        self.sizes[idx] = len(self.parents) - idx


def truncate_record(record: TreeRecord, mark: int) -> None:
    """Drop the nodes recorded from index ``mark`` on (a PVS probe that is searched again in full)."""
    for col in (record.parent, record.move, record.kind, record.ply, record.alpha_in, record.beta_in,
                record.value, record.end, record.n_children, record.n_examined, record.size):
        del col[mark:]
    for i in [i for i in record.probs if i >= mark]:
        del record.probs[i]


def unroll_pv(pv: PV) -> list[int]:
    """A PV stored as nested (move, rest) pairs, as a list."""
    out = []
    while pv is not None:
        out.append(pv[0])
        pv = pv[1]
    return out
