"""The default workers' policy: helpers only where they pay.

Starting a worker process costs far more than a small search (a spawned interpreter imports the engine: a
few hundred milliseconds of a core, more on a busy machine), and even a warm pool costs a search its messages.
So a search with the default workers (``--workers`` not given, the window's "All cores") begins exactly as
with one worker, in this process, and brings helpers in only once it has run for ``START_AFTER_S``; a search
that ends sooner never meets them, and costs what it costs with ``--workers 1``. The pool, once started, is
kept for the process's later searches (the window's whole session, a suite's next positions), which then
pay nothing to start it.

How helpers join a search already running, for the two ways the workers share one (``root_split``):

* **Lazy SMP** (alpha-beta with iterative deepening and a table, integer keys): the main search runs with its
  own table, as with one worker. At the first iteration boundary after ``START_AFTER_S`` its entries are
  copied into a shared table, which the main search uses from the next iteration on, and the helpers start
  filling it. A search whose last iteration began before then runs in one process to the end.
* **Root splitting** (a depth search without iterative deepening): the parent
  searches the root moves itself, one after another in the game's order, each against the best value proven
  so far, as the root loop of one process does (so the same nodes, until helpers join). After
  ``START_AFTER_S`` the helpers are started; each takes the next move once it is ready, while the parent goes
  on taking moves itself, so no move waits for a helper's start. The parent's moves share one context (its
  table, killers and history), as the root loop of one process does.

Everything else (solving, MCTS, SSS*, MTD(f), chance, a node limit, a recorded tree without iterative
deepening) runs in one process, as it does with ``method="auto"``.
"""

from __future__ import annotations

import dataclasses
import math
import os
import pickle
import time
from dataclasses import replace
from multiprocessing.connection import wait

from ..game import Game, State
from ..results import IterationInfo, Progress, SearchResult
from ..search import SearchOptions, StopFlag, algorithm_info, hand_over_to_solver, search
from ..search.api import Search
from ..search.core import INF, Observer
from ..tt import TranspositionTable
from .limits import cores
from .pool import Worker, WorkerPool, shared_pool
from .root_split import ANSWER_WAIT_S, BUSY, POLL_S, SEARCH_IDS, ParallelReport, RootAnswers, how_ended, lazy_fits, split_kind
from .shared_table import SharedTable
from .tasks import Job, WorkerStop, run_move, share_table


def free_cores() -> int:
    """The cores no other process is running on: the kernel's count of runnable tasks at this instant
    (``/proc/loadavg``) less this process's own running threads, else the last minute's load average less one. A
    helper on a core another process is using only takes turns with it (and on a shared machine the kernel gives
    a session about the same share of the processors however many processes it runs): it cannot pay there."""
    others: float
    try:
        with open("/proc/loadavg", encoding="ascii") as f:
            others = int(f.read().split()[3].split("/")[0]) - own_running_threads()
    except (OSError, ValueError, IndexError):
        try:
            others = os.getloadavg()[0] - 1
        except (OSError, AttributeError):
            return cores() - 1
    return max(0, cores() - 1 - math.ceil(max(0.0, others)))


def own_running_threads() -> int:
    """This process's threads running or ready to run (a window's own thread must not count as another's)."""
    running = 0
    try:
        tasks = os.listdir("/proc/self/task")
    except OSError:
        return 1
    for task in tasks:
        try:
            with open(f"/proc/self/task/{task}/stat", encoding="ascii", errors="replace") as f:
                running += f.read().rsplit(")", 1)[1].split()[0] == "R"
        except (OSError, IndexError):
            continue
    return max(1, running)


START_AFTER_S = 0.3
"""How long a search with the default workers runs alone before helpers are brought in. Starting one costs a
few hundred milliseconds of a core, which a search that ends within this never pays; one that runs longer
has spent this alone, a tenth of a three-second search."""


LAZY_SMP_PAYS = False
"""Whether the default lets Lazy SMP helpers join. Measured on the idle 2-core reference machine (2026-11-28),
a helper joining an enhanced Connect Four search never paid: after 4453 at depth 14 (iterative, a 16 MB table,
every ordering, PVS) 3.05-3.38 s with the default against 2.58-2.67 s alone, compiled (1.18-1.26x: the main
search moves to the shared table, whose words are handled in Python), and 2.14 s against 2.05 s in pure
Python at depth 12. Root splitting does pay (Connect Four depth 10 from the start: 2.09 s against 2.97 s). So
such searches stay in one process by default; ``--workers N`` still runs them on Lazy SMP."""


def paying_search(game: Game, state: State, options: SearchOptions, workers: int, observer: Observer | None = None,
                  stop: StopFlag | None = None, report: ParallelReport | None = None,
                  start_after: float = START_AFTER_S, idle_only: bool = True,
                  lazy_smp: bool = LAZY_SMP_PAYS) -> SearchResult:
    """``search`` with up to ``workers`` processes, the helpers brought in only after ``start_after`` seconds,
    and (``idle_only``) only as many as there are cores no other process is using then (``free_cores``; see the
    module's words). A search Lazy SMP would share runs in one process unless ``lazy_smp`` (``LAZY_SMP_PAYS``)."""
    report = report if report is not None else ParallelReport()
    if workers <= 1 or not algorithm_info(options.algorithm).depth:  # MCTS grows a tree of its own
        return search(game, state, options, observer, stop)
    options = hand_over_to_solver(game, options)
    options.validate(game)
    kind = split_kind(game, state, options)
    enh = options.enhancements
    if kind == "depth" and enh.iterative and lazy_fits(game, state, options):
        if not lazy_smp:
            return search(game, state, options, observer, stop)
        return JoiningLazySmp(game, state, options, workers, observer, stop, report, start_after, idle_only).run()
    if kind == "depth" and not enh.iterative and not options.record and options.chance_pruning == "none":
        return LeadSplit(game, state, options, workers, observer, stop, report, start_after, idle_only).run()
    return search(game, state, options, observer, stop)


class JoiningLazySmp:
    """Lazy SMP whose helpers join at an iteration boundary once the main search has run ``start_after``."""

    def __init__(self, game: Game, state: State, options: SearchOptions, workers: int, observer: Observer | None,
                 stop: StopFlag | None, report: ParallelReport, start_after: float, idle_only: bool) -> None:
        self.game, self.state, self.options, self.workers = game, state, options, workers
        self.idle_only = idle_only
        self.observer, self.report, self.start_after = observer, report, start_after
        self.main = Search(game, state, options, observer, stop)
        self.main.observer = self.watch  # after the context is made: its checks stay as frequent as without one
        self.tried = False
        self.table: SharedTable | None = None
        self.pool: WorkerPool | None = None
        self.helpers: list[Worker] = []

    def watch(self, p: Progress | IterationInfo) -> None:
        if isinstance(p, IterationInfo) and not self.tried and time.perf_counter() - self.main.t0 >= self.start_after:
            self.tried = True
            self.join()
        if self.observer is None:
            return
        if isinstance(p, Progress) and self.pool is not None:
            p = dataclasses.replace(p, helper_nodes=sum(self.helper_counts()))
        self.observer(p)

    def helper_counts(self) -> tuple[int, ...]:
        assert self.pool is not None
        control = self.pool.control
        return tuple(control.worker_nodes(w.slot) for w in self.helpers)

    def join(self) -> None:
        """Between two iterations: the shared table filled with the main search's entries, the helpers told."""
        local = self.main.table
        if self.idle_only:
            self.workers = min(self.workers, 1 + free_cores())
        if self.workers < 2 or not isinstance(local, TranspositionTable) or not BUSY.acquire(blocking=False):
            return  # (another search holds the workers: this one goes on alone)
        try:
            table = SharedTable.create(self.options.enhancements.tt_mb)
        except OSError:  # no shared memory to be had (a full /dev/shm): one process
            BUSY.release()
            return
        try:
            job = Job("lazy", self.game, self.state, replace(self.options, time_limit=None, record=False),
                      (table.name, table.megabytes))
            blob = pickle.dumps(job)
        except Exception:  # e.g. an evaluation file's functions: searched in this process
            table.close()
            BUSY.release()
            return
        self.table = table
        try:
            share_table(self.main, table, 0)
            table.age = local.age
            for entry in local.slots:  # the main search's knowledge so far: its next iteration keeps its order
                if entry is not None:
                    table.store(entry[0], entry[1], entry[2], entry[3], entry[4])
            t0 = time.perf_counter()
            pool = shared_pool(self.workers - 1, at_least=True)
            self.report.failures += pool.settle()
            self.report.start_s = time.perf_counter() - t0
            self.pool = pool
            self.helpers = pool.workers[:self.workers - 1]
            pool.control.reset(0.0)
            search_id = next(SEARCH_IDS)
            for number, w in enumerate(self.helpers, 1):
                try:
                    w.conn.send((search_id, blob, number))
                except (BrokenPipeError, OSError):  # it died since the pool looked: missed, said at the end
                    continue
                w.search_id, w.answer_due = search_id, True  # its answer is read (and dropped) by ``settle``
            self.report.workers, self.report.split = self.workers, True
        except BaseException:
            self.finish()
            raise

    def run(self) -> SearchResult:
        c0 = time.thread_time()
        try:
            try:
                result = self.main.run()
            finally:
                if self.pool is not None:
                    self.pool.control.request_stop()
            if self.pool is not None:
                counts = self.helper_counts()
                result.stats.helper_nodes = sum(counts)
                self.report.worker_cpu[0] = time.thread_time() - c0
                self.report.worker_nodes = {0: result.stats.nodes, **{n: c for n, c in enumerate(counts, 1)}}
                self.report.total_nodes = result.stats.all_nodes
                for number, w in enumerate(self.helpers, 1):
                    if not w.process.is_alive():
                        w.process.join(1.0)
                        w.death_told = True
                        self.report.failures.append(f"worker {number + 1} ended ({how_ended(w.process.exitcode)}): "
                                                    "the search went on without it")
            return result
        finally:
            self.finish()

    def finish(self) -> None:
        if self.table is not None:
            self.table.close()
            self.table = None
            BUSY.release()


class LeadSplit(RootAnswers):
    """Root splitting whose parent searches moves too, in the game's order, from the start; helpers are
    started after ``start_after`` and take moves once ready (``Control.ready``)."""

    def __init__(self, game: Game, state: State, options: SearchOptions, workers: int, observer: Observer | None,
                 stop: StopFlag | None, report: ParallelReport, start_after: float, idle_only: bool) -> None:
        self.idle_only = idle_only
        super().__init__(Job("depth", game, state, replace(options, time_limit=None)), b"", options, observer, stop,
                         report)
        self.workers, self.start_after = workers, start_after
        self.pool: WorkerPool | None = None
        self.tried = False
        self.live: dict[int, Worker] = {}
        self.busy: dict[int, int] = {}  # slot -> move index
        self.pending = list(range(len(self.children)))
        self.pending.reverse()  # popped from the end: the game's order
        self.deadline = self.ctx.t0 + options.time_limit if options.time_limit is not None else None
        self.stop_at: float | None = None
        self.next_look = 0.0
        self.flag = LeadStop(self)
        self.here = Search(game, state, self.job.options, None, self.flag)
        """The context of the parent's own moves, kept from one to the next (its table, killers, history)."""
        self.local: int | None = None
        """The move the parent is searching."""

    def is_set(self) -> bool:
        """The parent's own move's stop check, which also looks after the helpers (every ``POLL_S``)."""
        now = time.perf_counter()
        if now >= self.next_look:
            self.next_look = now + POLL_S
            self.look(now)
        # A helper answered the move the parent searches too: the parent's search of it is no longer wanted.
        return self.stopping or (self.local is not None and self.local in self.outcomes)

    def publish(self, best: float) -> None:
        if self.pool is not None:
            self.pool.control.set_bound(best)

    def request_stop(self) -> None:
        if self.pool is not None:
            self.pool.control.request_stop()

    def helper_nodes(self) -> int:
        """The nodes of the moves being searched: the helpers' and the parent's own."""
        here = sum(self.here.counts) if self.local is not None else 0
        return here + (self.pool.control.nodes() if self.pool is not None else 0)

    def bound(self) -> float:
        best = self.ctx.best_value
        return best if best is not None else (-INF if self.is_max else INF)

    def look(self, now: float) -> None:
        """The user's stop and the time limit; the helpers started when due, their answers taken, their deaths
        said, and the next moves handed to those ready."""
        if not self.stopping and ((self.stop is not None and self.stop.is_set())
                                  or (self.deadline is not None and now >= self.deadline)):
            self.stopping = True
            self.request_stop()
            self.pending.clear()
            self.stop_at = now
        if not self.tried and not self.stopping and self.pending and now - self.ctx.t0 >= self.start_after:
            self.tried = True
            self.start_helpers()
        if self.pool is not None:
            self.tend_helpers(now)
        if self.observer is not None:
            self.progress()

    def tend_helpers(self, now: float) -> None:
        """Their answers taken, their deaths said, the next moves handed to those ready."""
        assert self.pool is not None
        live = self.live
        self.hear_workers(live, self.busy, self.pending, 0)
        control = self.pool.control
        # Young brothers wait: the first move sets the bound the others are tested against; a helper searching
        # another one before it would search it with an open window, many more nodes for nothing.
        eldest_done = self.ctx.best_value is not None
        for slot, w in live.items():
            if eldest_done and slot not in self.busy and self.pending and control.ready(slot):
                index = self.pending.pop()
                w.conn.send((self.id, self.blob if w.search_id != self.id else None, index))
                w.search_id = self.id
                self.busy[slot] = index
        if self.stop_at is not None and now - self.stop_at > ANSWER_WAIT_S:
            # The answer does not wait for the helpers still stopping (``WorkerPool.settle`` hears them out).
            for slot in self.busy:
                live[slot].answer_due = True
            self.busy.clear()

    def start_helpers(self) -> None:
        if self.idle_only:
            self.workers = min(self.workers, 1 + free_cores())
        if self.workers < 2 or not BUSY.acquire(blocking=False):
            return  # another search holds the workers: this one goes on alone
        try:
            self.blob = pickle.dumps(self.job)
        except Exception:  # e.g. an evaluation file's functions: searched in this process
            BUSY.release()
            return
        try:
            t0 = time.perf_counter()
            pool = shared_pool(self.workers - 1, at_least=True)
            self.report.failures += pool.settle()
            self.report.start_s = time.perf_counter() - t0
        except BaseException:
            BUSY.release()
            raise
        self.pool = pool
        pool.control.reset(self.bound())
        self.live = {w.slot: w for w in pool.workers[:self.workers - 1] if w.process.is_alive()}
        self.report.workers, self.report.split = self.workers, True

    def run(self) -> SearchResult:
        ctx = self.ctx
        ctx.counts[0] += 1
        ctx.root_total = len(self.children)
        try:
            while True:
                self.look(time.perf_counter())
                if self.stopping:
                    index = None
                elif self.pending:
                    index = self.pending.pop()
                else:
                    # Nothing left to hand out: rather than wait for the helpers, the parent searches the move a
                    # helper took last (the likeliest to end last) too; whichever answers first is taken.
                    index = next((i for i in reversed(self.busy.values()) if i not in self.outcomes), None)
                if index is not None:
                    self.local = index
                    try:
                        self.take(run_move(self.job, index, self.bound(), self.flag, self.here))
                    finally:
                        self.local = None
                    continue
                if all(i in self.outcomes for i in self.busy.values()):
                    break  # (a helper still searching a move the parent answered is stopped below)
                live = list(self.live.values())
                wait([w.conn for w in live] + [w.process.sentinel for w in live], POLL_S)
                if self.observer is not None:
                    self.progress()
            if self.busy:
                self.request_stop()
                for slot in self.busy:
                    self.live[slot].answer_due = True  # heard out before the next search (``settle``)
                self.busy.clear()
            ctx.table = self.here.table  # its figures, as one process's search reports its table's
            return self.result()
        finally:
            if self.pool is not None:
                BUSY.release()


class LeadStop(WorkerStop):
    """The stop flag of the moves the parent searches itself (``LeadSplit.is_set``)."""

    def __init__(self, split: LeadSplit) -> None:
        super().__init__(None, 0, None)
        self.split = split

    def is_set(self) -> bool:
        return self.split.is_set()
