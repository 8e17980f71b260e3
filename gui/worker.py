"""The engine in a worker thread: a ``SearchWorker`` moved to a ``QThread``, driven by a ``SearchController``.

The GUI thread never searches. It hands a ``SearchRequest`` to the controller, which gives it an id
and a fresh ``threading.Event`` (the stop flag ``engine.search.search`` polls, so a stop lands within
~50 ms) and queues it to the worker. Everything the worker emits carries the request id; the
controller re-emits only what belongs to the request still wanted, so a late result for an old
position (after undo, a new game, a changed side) is dropped, never played.

After an alpha-beta search the worker also counts the full tree to the same depth (what plain minimax
would visit), so the statistics can say how much pruning saved. The count is cancellable through the
same stop flag and capped at ``FULL_TREE_LIMIT`` nodes; it is reported separately, after the result,
so it never delays the computer's move.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Any, Literal

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.game import Game
from engine.results import IterationInfo, Progress, SearchResult
from engine.search import SearchOptions, search

Purpose = Literal["move", "hint", "analysis"]
PROGRESS_INTERVAL_S = 0.05  # at most ~20 progress updates a second reach the GUI
FULL_TREE_LIMIT = 2_000_000
# The worker's pure-Python search and the GUI thread share the GIL. Python hands it over every
# "switch interval" (5 ms by default); with Qt calls releasing and re-taking it, the GUI thread can
# wait that long many times per frame. A shorter interval keeps the event loop responsive during a
# search for a few per cent of search speed.
GUI_SWITCH_INTERVAL_S = 0.0005
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
    id: int = 0  # assigned by SearchController.start


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


class SearchWorker(QObject):
    """Runs searches on the worker thread, one at a time, in the order they were queued.

    Signals:
        started(int): request id — the search began.
        progress(int, object): request id, ``engine.results.Progress`` (throttled to ~20/s).
        finished(int, object): request id, ``SearchResult`` of a search that ran to the end.
        stopped(int, object): request id, ``SearchResult`` with the best found before the stop.
        failed(int, str): request id, a one-line message.
        fullTreeCounted(int, object): request id, ``FullTreeSize`` (after finished), or None when the
            tree has more than ``FULL_TREE_LIMIT`` nodes (nothing when the count was stopped).
        iterations(int, object): request id, a tuple of ``IterationInfo`` (iterative deepening's finished
            depths, batched like the progress; every one arrives, before the result).
    """

    started = Signal(int)
    progress = Signal(int, object)
    finished = Signal(int, object)
    stopped = Signal(int, object)
    failed = Signal(int, str)
    fullTreeCounted = Signal(int, object)
    iterations = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self._tree_sizes: dict[tuple[str, Hashable, int | None], FullTreeSize] = {}

    @Slot(object, object)
    def run(self, request: SearchRequest, stop: threading.Event) -> None:
        rid = request.id
        self.started.emit(rid)
        last = 0.0
        pending: list[IterationInfo] = []  # finished depths not yet sent (shallow ones come in bursts)

        def flush() -> None:
            if pending:
                self.iterations.emit(rid, tuple(pending))
                pending.clear()

        def observe(p: Progress | IterationInfo) -> None:
            nonlocal last
            if isinstance(p, IterationInfo):
                pending.append(p)
            now = time.perf_counter()
            if now - last >= PROGRESS_INTERVAL_S:  # the engine throttles too; this is the GUI's own guarantee
                last = now
                flush()
                if isinstance(p, Progress):
                    self.progress.emit(rid, p)

        options = replace(request.options, progress_interval=PROGRESS_INTERVAL_S)
        try:
            result = search(request.game, request.state, options, observer=observe, stop=stop)
        except Exception as e:  # the thread's boundary: any failure becomes a message, never a stuck "thinking"
            self.failed.emit(rid, f"{type(e).__name__}: {e}" if not isinstance(e, ValueError) else str(e))
            return
        flush()
        if result.stopped:
            self.stopped.emit(rid, result)
            return
        self.finished.emit(rid, result)
        if request.count_full_tree and result.algorithm == "alphabeta" and not stop.is_set():
            size = self._full_tree(request, stop)
            if size is not None or not stop.is_set():  # None, not stopped: too large to count
                self.fullTreeCounted.emit(rid, size)

    def _full_tree(self, request: SearchRequest, stop: threading.Event) -> FullTreeSize | None:
        key = (request.game.name, request.game.key(request.state), request.options.depth)
        size = self._tree_sizes.get(key)
        if size is None:
            size = count_full_tree(request.game, request.state, request.options.depth, stop)
            if size is not None:
                if len(self._tree_sizes) > 256:
                    self._tree_sizes.clear()
                self._tree_sizes[key] = size
        return size


class SearchController(QObject):
    """The GUI thread's handle on the worker thread: start, stop, cancel, shut down.

    Only the current request's signals are re-emitted; results of cancelled requests are dropped.

    Signals:
        started(object): the ``SearchRequest`` that began.
        progress(object, object): request, ``Progress``.
        finished(object, object): request, ``SearchResult``.
        stopped(object, object): request, ``SearchResult`` (best so far) after ``stop()``.
        failed(object, str): request, message.
        fullTreeCounted(object, object): request, ``FullTreeSize`` (may come after the next search began).
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
    _submit = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("search-worker")
        self._worker = SearchWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._submit.connect(self._worker.run)
        self._worker.started.connect(self._on_started)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.stopped.connect(self._on_stopped)
        self._worker.failed.connect(self._on_failed)
        self._worker.fullTreeCounted.connect(self._on_counted)
        self._worker.iterations.connect(self._on_iterations)
        self._next_id = 1
        self._active: SearchRequest | None = None
        self._event: threading.Event | None = None
        self._recent: dict[int, SearchRequest] = {}  # finished requests whose tree count may still come
        self._shut_down = False
        self._previous_switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(min(self._previous_switch_interval, GUI_SWITCH_INTERVAL_S))
        self._thread.start()

    # -- the GUI's API --------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._active is not None

    @property
    def active(self) -> SearchRequest | None:
        return self._active

    def start(self, request: SearchRequest) -> SearchRequest:
        """Cancel whatever runs and queue ``request``; returns it with its id."""
        if self._shut_down:
            raise RuntimeError("the search controller has been shut down")
        self._cancel_quietly()
        request = replace(request, id=self._next_id)
        self._next_id += 1
        self._active = request
        self._event = threading.Event()
        self._submit.emit(request, self._event)
        self.busyChanged.emit(True)
        return request

    def stop(self) -> None:
        """Ask the running search to stop; its best-so-far result arrives as ``stopped``."""
        if self._active is not None and self._event is not None:
            self._event.set()

    def cancel(self) -> None:
        """Stop the running search (and any tree count) and drop its result."""
        was_busy = self._active is not None
        self._cancel_quietly()
        if was_busy:
            self.busyChanged.emit(False)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Cancel, then end the thread and wait for it (idempotent). True when the thread has ended."""
        if not self._shut_down:
            self._shut_down = True
            self._cancel_quietly()
            self._thread.quit()
            sys.setswitchinterval(self._previous_switch_interval)
        return self._thread.wait(timeout_ms)

    def _cancel_quietly(self) -> None:
        if self._event is not None:
            self._event.set()
        self._active = None
        self._recent.clear()

    def _current(self, rid: int) -> SearchRequest | None:
        return self._active if self._active is not None and self._active.id == rid else None

    # -- from the worker -------------------------------------------------------------------------------
    @Slot(int)
    def _on_started(self, rid: int) -> None:
        if (req := self._current(rid)) is not None:
            self.started.emit(req)

    @Slot(int, object)
    def _on_progress(self, rid: int, p: Progress) -> None:
        if (req := self._current(rid)) is not None:
            self.progress.emit(req, p)

    @Slot(int, object)
    def _on_iterations(self, rid: int, infos: tuple[IterationInfo, ...]) -> None:
        if (req := self._current(rid)) is not None:
            self.iterations.emit(req, infos)

    @Slot(int, object)
    def _on_finished(self, rid: int, result: SearchResult) -> None:
        if (req := self._current(rid)) is not None:
            self._active = None
            self._recent = {rid: req}
            self.busyChanged.emit(False)
            self.finished.emit(req, result)

    @Slot(int, object)
    def _on_stopped(self, rid: int, result: SearchResult) -> None:
        if (req := self._current(rid)) is not None:
            self._active = None
            self.busyChanged.emit(False)
            self.stopped.emit(req, result)

    @Slot(int, str)
    def _on_failed(self, rid: int, message: str) -> None:
        if (req := self._current(rid)) is not None:
            self._active = None
            self.busyChanged.emit(False)
            self.failed.emit(req, message)

    @Slot(int, object)
    def _on_counted(self, rid: int, size: FullTreeSize) -> None:
        req = self._recent.pop(rid, None)
        if req is not None:
            self.fullTreeCounted.emit(req, size)
