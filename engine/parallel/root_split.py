"""A search on several processes by root splitting: each worker takes one root move at a time.

Why root splitting: the kernels' table keys are any hashable (tuples, ints), its values floats on the
search's own scale, and the exact solvers keep their own tables inside files another part of the
project owns; a root move, on the other hand, is searched by the very kernel one process runs. The
parent keeps the best value proven so far in the shared block; a worker starting a move reads it as
its window's bound, as the root loop of one process passes alpha on. Values are therefore the same
as with one worker at the same depth (the best move may differ among moves of equal value).

The parent stops the workers through the shared block (its stop flag, the time limit), waits at
most a second for them, and keeps the moves finished so far, as one process does. A worker that
dies mid-search has its move searched again by the others (or by the parent, when none is left);
``ParallelReport.failures`` says so in one line each.

Lazy SMP (``lazy_smp``) lives here too, beside the dispatch that chooses between the two: its main search is
the caller's own, in this process, with helper processes filling a shared table (``shared_table``).
"""

from __future__ import annotations

import dataclasses
import itertools
import pickle
import threading
import time
from dataclasses import dataclass, field, replace
from multiprocessing.connection import wait
from typing import Literal

from ..game import Game, State
from ..ordering import fallback_move
from ..results import IterationInfo, MoveValue, Progress, SearchResult
from ..search import SearchOptions, StopFlag, algorithm_info, hand_over_to_solver, search
from ..search.api import Search
from ..search.core import INF, Observer, RootResult
from .pool import Worker, WorkerPool, shared_pool
from .shared_table import SharedTable
from .tasks import Job, Kind, MoveOutcome, WorkerStop, run_move, share_table

POLL_S = 0.01
"""How often the parent looks at its stop flag and the clock while workers search (a window asks for a stop
within 50 ms)."""
ANSWER_WAIT_S = 0.02
"""After a stop, how long the answer waits for the moves being searched (their node counts) before it is given."""

Method = Literal["auto", "split", "lazy"]
SEARCH_IDS = itertools.count(1)
BUSY = threading.Lock()  # one parallel search at a time per process: the pool serves one root


@dataclass
class ParallelReport:
    """What the workers did: how many were used, and what went wrong (one line each)."""

    workers: int = 1
    split: bool = False
    failures: list[str] = field(default_factory=list)
    move_nodes: dict[int, int] = field(default_factory=dict)
    """Each root move's nodes: the largest share bounds what more workers can gain (``bench --group workers``)."""
    worker_cpu: dict[int, float] = field(default_factory=dict)
    """Each worker's processor seconds: the busiest one's, beside one process's, is the speed-up two free cores
    would give (wall times on a loaded machine cannot show it)."""
    worker_nodes: dict[int, int] = field(default_factory=dict)
    """Each worker's nodes: the busiest one's are the search's critical path (what two free cores would take).
    Lazy SMP: 0 is the main search (this process), 1, 2, ... its helpers."""
    total_nodes: int = 0
    """Lazy SMP: every worker's nodes (the result's statistics are the main search's, ``stats.helper_nodes``
    the helpers')."""
    start_s: float = 0.0
    """Seconds spent starting the worker processes (only the first search of a process pays it)."""


def split_kind(game: Game, state: State, options: SearchOptions) -> Kind | None:
    """How a search can be shared by workers, or None when it runs in one process: chance, MCTS, SSS*,
    MTD(f), a node limit (a count over processes would not stop at the same node), or a root with fewer than
    two moves. (A recorded tree, or iterations watched as they finish, need the search in this process:
    ``parallel_search`` runs those by Lazy SMP, or in one process.)"""
    if not algorithm_info(options.algorithm).splittable or game.has_chance:
        return None
    if options.node_limit is not None or options.chance_pruning != "none":
        return None
    util, _, children, _ = game.expand(state)
    if util is not None or len(children) < 2:
        return None
    if options.enhancements.solve:
        return "solve" if game.root_solver() is not None else None
    return "depth"


def lazy_fits(game: Game, state: State, options: SearchOptions) -> bool:
    """Whether Lazy SMP can share the search: a depth search with a table in a game with integer keys. (A
    search without a table is not given one: the table would change the tree the user asked to see.)"""
    return (split_kind(game, state, options) == "depth" and isinstance(game.key(state), int)
            and options.enhancements.tt_mb > 0)


def parallel_search(game: Game, state: State, options: SearchOptions, workers: int,
                    observer: Observer | None = None, stop: StopFlag | None = None,
                    report: ParallelReport | None = None, method: Method = "auto") -> SearchResult:
    """``search`` on ``workers`` processes where the search can be shared (``split_kind``), else in this one.

    ``method``: "split" (root splitting), "lazy" (Lazy SMP over a shared table: depth searches with a table
    in games with integer keys; others are split), or "auto", what measured faster (``bench --group workers``,
    docs/guide/all-cores.md): Lazy SMP for alpha-beta with iterative deepening, root splitting for depth
    searches without iterative deepening, one process for the rest (solving, minimax with iterative
    deepening), where two split workers took longer than one. Lazy SMP's main search is this process's own, so a
    recorded tree, the iterations an observer watches and the stop behave as with one worker; root splitting
    can give neither (a recorded or watched search it would split runs in one process)."""
    report = report if report is not None else ParallelReport()
    if workers <= 1 or not algorithm_info(options.algorithm).depth:  # MCTS grows a tree of its own
        return search(game, state, options, observer, stop)
    options = hand_over_to_solver(game, options)
    options.validate(game)
    kind = split_kind(game, state, options)
    if kind is None:
        return search(game, state, options, observer, stop)
    enh = options.enhancements
    # Only a search in this process records its tree or reports its iterations as they finish.
    in_here = options.record or (observer is not None and enh.iterative)
    if lazy_fits(game, state, options) and (method == "lazy" or (method == "auto" and enh.iterative)):
        return lazy_smp(game, state, options, workers, observer, stop, report)
    if in_here or (method == "auto" and (kind == "solve" or enh.iterative)):
        # Auto: measured slower on two workers than on one (docs/guide/all-cores.md): a solved child is solved with
        # a full window where the solver tests a root move against the best so far, and a root move deepened
        # on its own loses the previous iteration's order and windows.
        return search(game, state, options, observer, stop)
    job = Job(kind, game, state, replace(options, time_limit=None))
    try:
        blob = pickle.dumps(job)
    except Exception:  # e.g. an evaluation file's functions: searched in this process
        return search(game, state, options, observer, stop)
    if not BUSY.acquire(blocking=False):
        return search(game, state, options, observer, stop)  # another search holds the workers
    try:
        t0 = time.perf_counter()
        pool = shared_pool(workers)
        report.failures += pool.settle()
        report.start_s = time.perf_counter() - t0
        report.workers, report.split = workers, True
        return RootSplit(pool, job, blob, options, observer, stop, report).run()
    finally:
        BUSY.release()


class RootAnswers:
    """The root moves' answers, as they come in, and the search's result from them (``RootSplit``, and
    ``paying.LeadSplit`` whose parent searches moves too)."""

    DOING = ("searching", "searched again")
    """How a dead worker's move is told in the report: what it was doing, and what becomes of the move."""

    def __init__(self, job: Job, blob: bytes, options: SearchOptions, observer: Observer | None,
                 stop: StopFlag | None, report: ParallelReport) -> None:
        self.job, self.blob, self.options = job, blob, options
        self.observer, self.stop, self.report = observer, stop, report
        self.id = next(SEARCH_IDS)
        self.ctx = Search(job.game, job.state, options, None, stop)
        self.ctx.table = None  # the workers hold the tables
        _, player, self.children, _ = job.game.expand(job.state)
        self.is_max = player == self.ctx.max_player
        self.outcomes: dict[int, MoveOutcome] = {}
        self.stopping = False

    def publish(self, best: float) -> None:
        """A better value proven at the root: the bound the next moves are searched against."""

    def request_stop(self) -> None:
        """Tell the workers to stop."""

    def helper_nodes(self) -> int:
        """The nodes the workers have searched in the moves they are searching now."""
        return 0

    def hear_workers(self, live: dict[int, Worker], busy: dict[int, int], pending: list[int], timeout: float) -> None:
        """The workers' answers that have come within ``timeout`` taken (``receive``), and their deaths said in
        the report: a dead worker leaves ``live``, and the move it was searching goes back to ``pending`` to be
        searched again (unless the search is stopping). ``busy``: slot -> the move index it is searching."""
        ready = wait([w.conn for w in live.values()] + [w.process.sentinel for w in live.values()], timeout)
        for w in list(live.values()):
            if w.conn in ready:
                try:
                    message = w.conn.recv()
                except (EOFError, OSError):
                    message = None
                if message is not None:
                    self.receive(w, message)
                    busy.pop(w.slot, None)
                    continue
            if w.process.sentinel in ready or not w.process.is_alive():
                w.process.join(1.0)  # its pipe closed as it died: reaped at once
                w.death_told = True
                lost = busy.pop(w.slot, None)
                del live[w.slot]
                what = f"worker {w.slot + 1} ended ({how_ended(w.process.exitcode)})"
                if lost is not None and not self.stopping:
                    pending.append(lost)
                    doing, again = self.DOING
                    what += f" while {doing} {self.job.game.format_move(self.children[lost][0])}: {again}"
                self.report.failures.append(what)

    def receive(self, w: Worker, message: tuple[str, int, object]) -> None:
        status, search_id, payload = message
        if search_id != self.id:
            return
        if status == "error":
            self.request_stop()
            assert isinstance(payload, Exception)
            raise payload
        assert isinstance(payload, MoveOutcome)
        self.report.worker_nodes[w.slot] = (self.report.worker_nodes.get(w.slot, 0) + sum(payload.counts)
                                            + payload.solver_nodes)
        self.report.worker_cpu[w.slot] = self.report.worker_cpu.get(w.slot, 0.0) + payload.cpu_s
        self.take(payload)

    def take(self, outcome: MoveOutcome) -> None:
        ctx = self.ctx
        for ply, c in enumerate(outcome.counts):
            if ply < len(ctx.counts):
                ctx.counts[ply] += c
        ctx.evaluations += outcome.evaluations
        ctx.terminals += outcome.terminals
        ctx.cutoffs += outcome.cutoffs
        ctx.pruned += outcome.pruned
        ctx.first_cuts += outcome.first_cuts
        ctx.extensions += outcome.extensions
        ctx.solver_nodes += outcome.solver_nodes
        self.report.move_nodes[outcome.move] = (self.report.move_nodes.get(outcome.move, 0) + sum(outcome.counts)
                                                + outcome.solver_nodes)
        if outcome.stopped or outcome.value is None:
            return
        self.outcomes[outcome.index] = outcome
        if outcome.bound == "exact":
            better = ctx.best_value is None or (outcome.value > ctx.best_value if self.is_max
                                                else outcome.value < ctx.best_value)
            if better:
                ctx.best_move, ctx.best_value = outcome.move, outcome.value
                self.publish(outcome.value)
        ctx.root_values = [MoveValue(o.move, o.value, o.bound) for _, o in sorted(self.outcomes.items())
                           if o.value is not None]

    def run_here(self, pending: list[int]) -> None:
        """Every worker died: the moves left are searched in this process."""
        flag = WorkerStop(None, 0, None)
        for index in reversed(pending):
            if self.stop is not None and self.stop.is_set():
                break
            bound = self.ctx.best_value if self.ctx.best_value is not None else (-INF if self.is_max else INF)
            self.take(run_move(self.job, index, bound, flag))

    def progress(self) -> None:
        ctx = self.ctx
        now = time.perf_counter()
        if now - ctx.last_report < self.options.progress_interval:
            return
        ctx.last_report = now
        done = ctx.solver_nodes
        ctx.solver_nodes += self.helper_nodes()
        try:
            assert self.observer is not None
            self.observer(ctx.progress(now))
        finally:
            ctx.solver_nodes = done

    def result(self) -> SearchResult:
        ctx, options = self.ctx, self.options
        root = RootResult()
        root.is_max = self.is_max
        root.values = [MoveValue(o.move, o.value, o.bound) for _, o in sorted(self.outcomes.items())
                       if o.value is not None]
        exact = [o for _, o in sorted(self.outcomes.items()) if o.bound == "exact" and o.value is not None]
        if exact:
            pick = max if self.is_max else min
            best = pick(exact, key=lambda o: o.value if o.value is not None else 0.0)
            root.best_move, root.best_value, root.value = best.move, best.value, best.value
        root.stopped = self.stopping and len(self.outcomes) < len(self.children)
        root.break_ties(options.tie_break, options.seed)
        if root.best_move is not None:
            chosen = next(o for o in exact if o.move == root.best_move)
            root.pv = list(chosen.pv)
        else:
            root.best_move = fallback_move(self.job.game, self.job.state, self.children)
        depth = None if self.job.kind == "solve" else options.depth
        result = ctx.result(root, depth)
        if self.job.kind == "solve":
            result.stats.evaluations = 0
        return result


class RootSplit(RootAnswers):
    """The parent's side of one split search."""

    def __init__(self, pool: WorkerPool, job: Job, blob: bytes, options: SearchOptions, observer: Observer | None,
                 stop: StopFlag | None, report: ParallelReport) -> None:
        super().__init__(job, blob, options, observer, stop, report)
        self.pool = pool

    def publish(self, best: float) -> None:
        self.pool.control.set_bound(best)

    def request_stop(self) -> None:
        self.pool.control.request_stop()

    def helper_nodes(self) -> int:
        return self.pool.control.nodes()

    def run(self) -> SearchResult:
        ctx, control = self.ctx, self.pool.control
        deadline = ctx.t0 + self.options.time_limit if self.options.time_limit is not None else None
        control.reset(-INF if self.is_max else INF)
        ctx.counts[0] += 1
        ctx.root_total = len(self.children)
        pending = self.first_order()[::-1]  # popped from the end
        busy: dict[int, int] = {}  # slot -> move index
        live = {w.slot: w for w in self.pool.workers if w.process.is_alive()}
        stop_at: float | None = None
        while pending or busy:
            now = time.perf_counter()
            if not self.stopping and ((self.stop is not None and self.stop.is_set())
                                      or (deadline is not None and now >= deadline)):
                self.stopping = True
                control.request_stop()
                pending.clear()
                stop_at = now
            self.assign(live, busy, pending)
            if not live:  # every worker died: the parent searches what is left
                self.run_here(pending)
                pending.clear()
                break
            self.hear_workers(live, busy, pending, POLL_S)
            if stop_at is not None and time.perf_counter() - stop_at > ANSWER_WAIT_S:
                # The answer does not wait for the workers still stopping: the pool hears them out before
                # the next search (``WorkerPool.settle``), and ends any that takes longer than a second.
                for slot in busy:
                    live[slot].answer_due = True
                busy.clear()
            if self.observer is not None:
                self.progress()
        return self.result()

    def first_order(self) -> list[int]:
        """The root moves' indices in the order they are handed out: the game's."""
        return list(range(len(self.children)))

    def assign(self, live: dict[int, Worker], busy: dict[int, int], pending: list[int]) -> None:
        """Hand the next pending moves to the free workers (``busy``: slot -> the move it searches)."""
        for slot, w in live.items():
            if slot not in busy and pending:
                index = pending.pop()
                self.send(w, index)
                busy[slot] = index

    def send(self, w: Worker, index: int) -> None:
        blob = self.blob if w.search_id != self.id else None
        w.conn.send((self.id, blob, index))
        w.search_id = self.id

def how_ended(code: int | None) -> str:
    """How a worker process ended, in words."""
    return f"killed by signal {-code}" if code is not None and code < 0 else f"exit status {code}"


def lazy_smp(game: Game, state: State, options: SearchOptions, workers: int, observer: Observer | None,
             stop: StopFlag | None, report: ParallelReport) -> SearchResult:
    """Lazy SMP over a shared table (``shared_table``): the main search is this process's own, run as with one
    worker (its tree recorded, its progress and iterations reported, stopped by ``stop``) except that its table
    is the shared one, which ``workers - 1`` helper processes fill as they search the same position. The answer
    is the main search's; when it is in, the helpers are told to stop (the pool hears them out before the next
    search). A helper that dies is only missed: the main search goes on without it."""
    if not BUSY.acquire(blocking=False):
        return search(game, state, options, observer, stop)
    try:
        table = SharedTable.create(options.enhancements.tt_mb)
    except OSError:  # no shared memory to be had (a full /dev/shm): one process
        BUSY.release()
        return search(game, state, options, observer, stop)
    try:
        job = Job("lazy", game, state, replace(options, time_limit=None, record=False),
                  (table.name, table.megabytes))
        try:
            blob = pickle.dumps(job)
        except Exception:  # e.g. an evaluation file's functions: searched in this process
            return search(game, state, options, observer, stop)
        t0 = time.perf_counter()
        pool = shared_pool(workers - 1, at_least=True)
        report.failures += pool.settle()
        report.start_s = time.perf_counter() - t0
        helpers = pool.workers[:workers - 1]
        control = pool.control
        control.reset(0.0)
        search_id = next(SEARCH_IDS)
        for number, w in enumerate(helpers, 1):
            try:
                w.conn.send((search_id, blob, number))
            except (BrokenPipeError, OSError):  # it died since the pool looked: missed, said below
                continue
            w.search_id, w.answer_due = search_id, True  # its answer is read (and dropped) by ``settle``

        def helper_nodes() -> tuple[int, ...]:
            return tuple(control.worker_nodes(w.slot) for w in helpers)

        def watch(p: Progress | IterationInfo) -> None:
            assert observer is not None
            observer(dataclasses.replace(p, helper_nodes=sum(helper_nodes())) if isinstance(p, Progress) else p)

        main = Search(game, state, options, watch if observer is not None else None, stop)
        share_table(main, table, 0)
        report.workers, report.split = workers, True
        c0 = time.thread_time()
        try:
            result = main.run()
        finally:
            control.request_stop()
        counts = helper_nodes()
        result.stats.helper_nodes = sum(counts)
        report.worker_cpu[0] = time.thread_time() - c0
        report.worker_nodes = {0: result.stats.nodes, **{n: c for n, c in enumerate(counts, 1)}}
        report.total_nodes = result.stats.all_nodes
        for number, w in enumerate(helpers, 1):
            if not w.process.is_alive():
                w.process.join(1.0)
                w.death_told = True
                report.failures.append(f"worker {number + 1} ended ({how_ended(w.process.exitcode)}): the search went on "
                                       "without it")
        return result
    finally:
        table.close()
        BUSY.release()
