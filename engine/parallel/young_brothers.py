"""An exact solve on several processes by Young Brothers Wait: the eldest move first, then its brothers at once.

A root move is refuted by one null-window test against a floor far more cheaply than it is solved exactly,
and a floor is the best value proven so far. Splitting the root's moves among workers at once (``root_split``)
leaves every worker without a floor at the start, so each would first solve the move the solver's root loop
solves first, to get one: the eldest move was solved once per worker. Here the eldest brother (the solver's
own first move, ``engine.solving.MoveSolver.first_move``) is solved once, by one worker; its value is
published in the shared block (``segments.Control``) as the floor, and only then are the younger brothers
handed out, each tested against the best value any worker has proven (``solve_split``). A worker left idle
while the eldest is solved solves it too: its core would wait anyway, and the brothers it then tests read the
eldest's proof in its own table (each worker's solver keeps a table of its own) — without it, on Connect Four's
26-empty positions, a brother tested in the cold table cost more than the second core gave. The answer is one
process's: the same values for the exact moves, upper bounds below the best for the others, the same best
value (the best move may differ among moves of equal value).

The default workers (``--workers`` not given, the window's "All cores") solve in one process, as before: the
split did not pay on every solve measured (docs/benchmarks/parallel-solve.md), and the issue-33 policy wants
a default that never costs more than one process.

With every root move asked for exactly (``exact_root``) there is no floor to wait for: every move is handed
out at once. Stopping (the caller's flag or the time limit) keeps the moves finished so far, as one process
does: the answer is the best move proven so far. A worker that dies has its move solved again by another
(or by this process when none is left), as in ``root_split``.
"""

from __future__ import annotations

import pickle
import time
from dataclasses import replace

from ..game import Game, State
from ..results import SearchResult
from ..search import SearchOptions, StopFlag, algorithm_info, hand_over_to_solver, search
from ..search.core import Observer
from ..solving import MoveSolver, SolveRequest
from .pool import Worker, WorkerPool, shared_pool
from .root_split import BUSY, Method, ParallelReport, RootSplit, split_kind
from .root_split import parallel_search as split_search
from .tasks import Job, MoveOutcome

ORDER_TABLE_MB = 1.0
"""The table of the solver this process sets up only to ask for the eldest move (its order does not depend on
the table's size, and a large one would cost its allocation)."""


CRITICAL_CPU_S = [0.0]
"""The last solve's critical path in processor seconds: the eldest's, then the busiest worker's share of its
brothers (they start together once the eldest is in). The busiest worker's own total would leave out the time
the other waited for the eldest; ``bench --group workers`` reads this instead."""
CRITICAL_NODES = [0]
"""The same critical path in nodes (deterministic but for which worker took which brother)."""


def eldest_index(game: Game, state: State, options: SearchOptions) -> int | None:
    """The index (in ``game.expand``'s children) of the move the solver's root loop solves first, or None when
    the game's solver takes no floor (then every move is handed out at once, each solved exactly)."""
    factory = game.root_solver()
    if factory is None:
        return None

    def never(nodes: int) -> None:
        return None

    solver = factory(state, SolveRequest(ORDER_TABLE_MB, 1 << 20, never, False, options.faster_wins))
    if not isinstance(solver, MoveSolver):
        return None
    first = solver.first_move()
    children = game.expand(state)[2]
    return next((i for i, (move, _) in enumerate(children) if move == first), None)


def parallel_search(game: Game, state: State, options: SearchOptions, workers: int, observer: Observer | None = None,
                    stop: StopFlag | None = None, report: ParallelReport | None = None,
                    method: Method = "auto") -> SearchResult:
    """``root_split.parallel_search``, except that a solve (``split_kind`` "solve") with ``method`` "auto" is
    shared by Young Brothers Wait (``young_brothers_solve``); "split" keeps the plain root split, where every
    worker solves the eldest move for a floor of its own."""
    report = report if report is not None else ParallelReport()
    if method == "auto" and workers > 1 and algorithm_info(options.algorithm).depth:
        handed = hand_over_to_solver(game, options)
        handed.validate(game)
        # A solve records no tree beyond its root (the solver's nodes are not the kernel's), so the window's
        # recorded exact analysis is shared too: its root record is this process's either way.
        in_here = observer is not None and handed.enhancements.iterative
        if not in_here and split_kind(game, state, handed) == "solve":
            return young_brothers_solve(game, state, handed, workers, observer, stop, report)
    return split_search(game, state, options, workers, observer, stop, report, method)


def young_brothers_solve(game: Game, state: State, options: SearchOptions, workers: int, observer: Observer | None,
                         stop: StopFlag | None, report: ParallelReport) -> SearchResult:
    """``search`` of a solve (``split_kind`` "solve") on ``workers`` processes by Young Brothers Wait; in this
    process when the job cannot be sent (an evaluation file's functions) or another search holds the workers."""
    job = Job("solve", game, state, replace(options, time_limit=None, record=False))
    try:
        blob = pickle.dumps(job)
    except Exception:  # e.g. an evaluation file's functions: solved in this process
        return search(game, state, options, observer, stop)
    if not BUSY.acquire(blocking=False):
        return search(game, state, options, observer, stop)  # another search holds the workers
    try:
        eldest = None if options.exact_root else eldest_index(game, state, options)
        t0 = time.perf_counter()
        pool = shared_pool(workers)
        report.failures += pool.settle()
        report.start_s = time.perf_counter() - t0
        report.workers, report.split = workers, True
        return YoungBrothers(pool, job, blob, options, observer, stop, report, eldest).run()
    finally:
        BUSY.release()


class YoungBrothers(RootSplit):
    """The parent's side of one solve by Young Brothers Wait (``root_split.RootSplit``'s loop, with the younger
    brothers held back until the eldest's value is in)."""

    def __init__(self, pool: WorkerPool, job: Job, blob: bytes, options: SearchOptions, observer: Observer | None,
                 stop: StopFlag | None, report: ParallelReport, eldest: int | None) -> None:
        super().__init__(pool, job, blob, options, observer, stop, report)
        self.eldest = eldest
        self.eldest_cpu = 0.0
        self.eldest_nodes = 0
        self.slot_cpu: dict[int, float] = {}
        self.slot_nodes: dict[int, int] = {}
        self.solved_eldest: set[int] = set()
        """The workers that solved the eldest (the first to answer, and any that solved it too meanwhile)."""
        self.warmed: set[int] = set()
        """The workers handed the eldest while another was solving it."""
        self.critical()

    def receive(self, w: Worker, message: tuple[str, int, object]) -> None:
        super().receive(w, message)
        _, search_id, payload = message
        if search_id == self.id and isinstance(payload, MoveOutcome):
            nodes = sum(payload.counts) + payload.solver_nodes
            if payload.index == self.eldest:
                self.solved_eldest.add(w.slot)
                if not self.eldest_nodes:  # the first answer is the one the brothers waited for
                    self.eldest_cpu, self.eldest_nodes = payload.cpu_s, nodes
            self.slot_cpu[w.slot] = self.slot_cpu.get(w.slot, 0.0) + payload.cpu_s
            self.slot_nodes[w.slot] = self.slot_nodes.get(w.slot, 0) + nodes
        self.critical()

    def critical(self) -> None:
        """The critical path so far (``CRITICAL_CPU_S``, ``CRITICAL_NODES``): each worker's own work, plus the
        eldest's for one that did not solve it (it waited for it), the longest of them."""
        slots = set(self.slot_nodes) or {-1}
        CRITICAL_CPU_S[0] = max(self.slot_cpu.get(s, 0.0) + (0.0 if s in self.solved_eldest else self.eldest_cpu)
                                for s in slots)
        CRITICAL_NODES[0] = max(self.slot_nodes.get(s, 0) + (0 if s in self.solved_eldest else self.eldest_nodes)
                                for s in slots)

    def brothers_wait(self) -> bool:
        """Whether the younger brothers still wait: the eldest is not answered yet (a stopped or lost eldest
        goes back to the pending moves and is handed out first again)."""
        return self.eldest is not None and self.eldest not in self.outcomes and self.ctx.best_value is None

    DOING = ("solving", "solved again")

    def first_order(self) -> list[int]:
        """The eldest first, then the game's order."""
        order = list(range(len(self.children)))
        if self.eldest is not None:
            order.remove(self.eldest)
            order.insert(0, self.eldest)
        return order

    def assign(self, live: dict[int, Worker], busy: dict[int, int], pending: list[int]) -> None:
        while pending and pending[-1] in self.outcomes:  # a lost eldest answered meanwhile by its copy
            pending.pop()
        for slot, w in live.items():
            if slot in busy or not pending:
                continue
            if pending[-1] != self.eldest and self.brothers_wait():
                # Young Brothers Wait: no floor yet. A free worker solves the eldest too: the core would be
                # idle, and the eldest's proof in its own table is what its brothers' tests there read.
                if self.eldest is not None and self.eldest in busy.values() and slot not in self.warmed:
                    self.warmed.add(slot)
                    self.send(w, self.eldest)
                    busy[slot] = self.eldest
                continue
            index = pending.pop()
            self.send(w, index)
            busy[slot] = index
