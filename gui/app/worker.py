"""The engine in a worker thread: a search job on a ``gui.app.jobs.JobThread``, driven by a ``SearchController``.

The GUI thread never searches. It hands a ``SearchRequest`` to the controller, which gives it an id
and queues it as a job with a fresh stop flag (the ``threading.Event`` ``engine.search.search``
polls, so a stop lands within ~50 ms). Everything the worker emits carries the request id; the
controller re-emits only what belongs to the request still wanted, so a late result for an old
position (after undo, a new game, a changed side) is dropped, never played.

After an alpha-beta search the worker also counts the full tree to the same depth (what plain minimax
would visit), so the statistics can say how much pruning saved. The count is cancellable through the
same stop flag and capped at ``FULL_TREE_LIMIT`` nodes; it is reported separately, after the result,
so it never delays the computer's move.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Any, Literal

from PySide6.QtCore import QObject, Signal, Slot

from engine.errors import Forfeit
from engine.game import Game
from engine.parallel import parallel_search, paying_search
from engine.results import IterationInfo, Progress, SearchResult
from engine.search import SearchOptions, algorithm_info

from .jobs import FAILED, Job, JobThread, Report
from .outside import OutsideEngine

Purpose = Literal["move", "hint", "analysis"]
PROGRESS_INTERVAL_S = 0.05  # at most ~20 progress updates a second reach the GUI
FULL_TREE_LIMIT = 2_000_000
_COUNT_CHECK_MASK = 4095  # check the stop flag every 4,096 counted nodes


@dataclass(frozen=True)
class SearchRequest:
    """One search the GUI wants: what, from where, and why."""

    purpose: Purpose
    game: Game
    state: Any
    position: tuple[int, ...]
    options: SearchOptions
    player: int = 0
    caption: str = ""
    count_full_tree: bool = True
    workers: int = 1
    """Processes the search may use (``engine.parallel``; one where it cannot be shared). With Lazy SMP the
    search itself still runs on this job's thread, recording and reporting as with one; helper processes only
    fill its table (``Progress.helper_nodes``, ``SearchStats.helper_nodes`` count their nodes)."""
    workers_by_default: bool = False
    """The workers are the default ("All cores"): helpers join a search only once it has run long enough to pay,
    onto free cores (``engine.parallel.paying``); the pool, once started, stays for the window's session."""
    outside: OutsideEngine | None = None
    """A move an outside program chooses (``gui.app.outside``): no search of ours, no tree, no statistics."""
    id: int = 0  # assigned by SearchController.start




def counts_full_tree(request: SearchRequest, result: SearchResult) -> bool:
    """Whether the job counts the full tree after ``result`` (the statistics say "counting…" until it arrives):
    for the searches whose nodes are set against the full minimax tree to the same depth ("Pruning saved",
    ``full_tree`` among the algorithm's statistics rows); minimax visits all of it, and chance trees and MCTS
    are not counted."""
    return (request.count_full_tree and "full_tree" in algorithm_info(result.algorithm).stats
            and not result.stopped)


@dataclass(frozen=True)
class FullTreeSize:
    """Nodes of the complete tree to the search's depth (what minimax visits), per ply and in total."""

    per_depth: tuple[int, ...]

    @property
    def nodes(self) -> int:
        return sum(self.per_depth)


def count_full_tree(game: Game, state: Any, depth: int | None, stop: threading.Event | None = None,
                    limit: int = FULL_TREE_LIMIT) -> FullTreeSize | None:
    """Count the minimax tree below ``state`` to ``depth`` plies (None: to the end).

    Returns None when stopped or when the tree has more than ``limit`` nodes."""
    expand = game.expand
    max_depth = game.max_plies(state) if depth is None else depth
    per_depth = [0] * (max_depth + 2)
    stack = [(state, 0)]
    n = 0
    while stack:
        s, d = stack.pop()
        per_depth[d] += 1
        n += 1
        if n & _COUNT_CHECK_MASK == 0 and ((stop is not None and stop.is_set()) or n > limit):
            return None
        if d >= max_depth:
            continue
        util, _, children, _ = expand(s)
        if util is None:
            stack.extend((c, d + 1) for _, c in children)
    while per_depth and per_depth[-1] == 0:
        per_depth.pop()
    return FullTreeSize(tuple(per_depth))


def search_job(request: SearchRequest, tree_sizes: dict[tuple[str, Hashable, int | None], FullTreeSize]) -> Job:
    """The job that runs ``request`` on the worker thread.

    Reports: "started" (None), "progress" (``Progress``, throttled to ~20/s), "iterations" (a tuple of
    ``IterationInfo``, batched like the progress; every one arrives, before the result), "finished" or
    "stopped" (``SearchResult``), then for alpha-beta, SSS*, DUAL* and MTD(f) "counted" (``FullTreeSize``, or None when the
    tree has more than ``FULL_TREE_LIMIT`` nodes; nothing when the count was stopped). ``tree_sizes``
    caches the counts between jobs (only the worker thread touches it)."""

    def run(report: Report, stop: threading.Event) -> None:
        report("started", None)
        last = 0.0
        pending: list[IterationInfo] = []  # finished depths not yet sent (shallow ones come in bursts)

        def flush() -> None:
            if pending:
                report("iterations", tuple(pending))
                pending.clear()

        def observe(p: Progress | IterationInfo) -> None:
            nonlocal last
            if isinstance(p, IterationInfo):
                pending.append(p)
            now = time.perf_counter()
            # The engine throttles too; this is the GUI's own guarantee. A report carrying a snapshot of
            # the tree (MCTS, at most every half second) always goes through: the next is far off.
            if now - last >= PROGRESS_INTERVAL_S or (isinstance(p, Progress) and p.tree is not None):
                last = now
                flush()
                if isinstance(p, Progress):
                    report("progress", p)

        options = replace(request.options, progress_interval=PROGRESS_INTERVAL_S)
        run = paying_search if request.workers_by_default else parallel_search
        result = run(request.game, request.state, options, request.workers, observer=observe, stop=stop)
        flush()
        if result.stopped:
            report("stopped", result)
            return
        report("finished", result)
        if counts_full_tree(request, result) and not stop.is_set():
            size = _full_tree(request, stop, tree_sizes)
            if size is not None or not stop.is_set():  # None, not stopped: too large to count
                report("counted", size)

    return run


def outside_job(request: SearchRequest) -> Job:
    """The job that asks an outside program for its move. Reports "started" (None), then "chosen" (the move)
    or ``FAILED`` (the program's ``Forfeit``: its name and why). The program cannot be stopped halfway:
    the controller ends its process when the move is no longer wanted, which ends this job at once."""
    engine = request.outside
    assert engine is not None

    def run(report: Report, stop: threading.Event) -> None:
        report("started", None)
        try:
            move = engine.choose(request.game, request.state)
        except Forfeit as e:
            if not stop.is_set():
                report(FAILED, str(e.args[0]) if e.args else engine.label)
            return
        if not stop.is_set():
            report("chosen", move)

    return run


def _full_tree(request: SearchRequest, stop: threading.Event,
               cache: dict[tuple[str, Hashable, int | None], FullTreeSize]) -> FullTreeSize | None:
    key = (request.game.name, request.game.key(request.state), request.options.depth)
    size = cache.get(key)
    if size is None:
        size = count_full_tree(request.game, request.state, request.options.depth, stop)
        if size is not None:
            if len(cache) > 256:
                cache.clear()
            cache[key] = size
    return size


class SearchController(QObject):
    """The GUI thread's handle on the search thread: start, stop, cancel, shut down.

    Only the current request's signals are re-emitted; results of cancelled requests are dropped.

    Signals:
        started(object): the ``SearchRequest`` that began.
        progress(object, object): request, ``Progress``.
        finished(object, object): request, ``SearchResult``.
        stopped(object, object): request, ``SearchResult`` (best so far) after ``stop()``.
        failed(object, str): request, message.
        fullTreeCounted(object, object): request, ``FullTreeSize`` (may come after the next search began).
        chosen(object, int): request, the move an outside program chose (``SearchRequest.outside``).
        busyChanged(bool): whether a search is wanted and running.
        iterations(object, object): request, a tuple of ``IterationInfo`` (finished depths, in order).
    """

    started = Signal(object)
    progress = Signal(object, object)
    finished = Signal(object, object)
    stopped = Signal(object, object)
    failed = Signal(object, str)
    fullTreeCounted = Signal(object, object)
    busyChanged = Signal(bool)
    iterations = Signal(object, object)
    chosen = Signal(object, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.jobs = JobThread("search-worker", self)
        self.jobs.reported.connect(self._on_reported)
        self._tree_sizes: dict[tuple[str, Hashable, int | None], FullTreeSize] = {}
        self._active: SearchRequest | None = None  # wanted and not yet answered
        self._job_request: SearchRequest | None = None  # the current job's (its tree count may still come)
        self._next_id = 1

    # -- the GUI's API --------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._active is not None

    @property
    def active(self) -> SearchRequest | None:
        return self._active

    def start(self, request: SearchRequest) -> SearchRequest:
        """Cancel whatever runs and queue ``request``; returns it with its id."""
        was_busy = self._active is not None
        request = replace(request, id=self._next_id)
        self._next_id += 1
        if request.outside is not None:
            self.jobs.start(outside_job(request), searches=False)  # (it waits: the window's thread keeps its pace)
        else:
            self.jobs.start(search_job(request, self._tree_sizes))
        self._active = self._job_request = request
        if not was_busy:
            self.busyChanged.emit(True)
        return request

    def stop(self) -> None:
        """Ask the running search to stop; its best-so-far result arrives as ``stopped``."""
        if self._active is not None:
            self.jobs.stop()

    def cancel(self) -> None:
        """Stop the running search (and any tree count) and drop its result."""
        was_busy = self._active is not None
        self.jobs.cancel()
        self._active = self._job_request = None
        if was_busy:
            self.busyChanged.emit(False)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Cancel, then end the thread and wait for it (idempotent). True when the thread has ended."""
        self._active = self._job_request = None
        return self.jobs.shutdown(timeout_ms)

    # -- from the worker -------------------------------------------------------------------------------
    def _answered(self) -> None:
        self._active = None
        self.busyChanged.emit(False)

    @Slot(int, str, object)
    def _on_reported(self, _job: int, kind: str, payload: Any) -> None:
        req = self._job_request
        if req is None:
            return
        if kind == "started":
            self.started.emit(req)
        elif kind == "progress":
            self.progress.emit(req, payload)
        elif kind == "iterations":
            self.iterations.emit(req, payload)
        elif kind == "finished":
            self._answered()
            self.finished.emit(req, payload)
        elif kind == "stopped":
            self._answered()
            self.stopped.emit(req, payload)
        elif kind == "chosen":
            self._answered()
            self.chosen.emit(req, payload)
        elif kind == FAILED:
            self._answered()
            self.failed.emit(req, str(payload))
        elif kind == "counted":
            self.fullTreeCounted.emit(req, payload)
