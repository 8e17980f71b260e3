"""One worker thread per kind of long job (a search, a comparison), driven from the GUI thread.

A job is a plain function run on the worker thread: ``job(report, stop)``. It calls
``report(kind, payload)`` to send something to the GUI thread (a progress record, a result) and polls
``stop`` (a ``threading.Event``) to end early. Every report carries its job's id; ``JobThread``
re-emits only the reports of the job still wanted, so the result of a job the user abandoned (after an
undo, a new game, a closed dialog) never reaches the window. Jobs run one at a time, in order.

While a job that searches runs, the Python thread switch interval is lowered: the worker's pure-Python
search and the GUI thread share the GIL, which Python hands over every "switch interval" (5 ms by
default); with Qt calls releasing and re-taking it, the event loop could wait that long many times per
frame. The shorter interval costs the search a few per cent, so it applies only while a job runs.
"""

from __future__ import annotations

import atexit
import sys
import threading
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

Report = Callable[[str, Any], None]
"""``report(kind, payload)``: what a job calls to send something to the GUI thread."""
Job = Callable[[Report, threading.Event], None]
"""A function run on the worker thread; it reports through the first argument and stops on the second."""

FAILED = "failed"
"""The report kind a job's uncaught exception becomes (payload: a one-line message)."""
SEARCH_SWITCH_INTERVAL_S = 0.0002
"""How long the window's thread waits for the interpreter's lock before asking a searching thread for it,
while a job runs. Qt calls into Python many times a frame (a model's ``data()``, a paint, a timer), and
each call may wait this long: at 0.2 ms a frame's worth stays well under what the eye notices."""

_live_threads: weakref.WeakSet[JobThread] = weakref.WeakSet()
"""Every JobThread not yet shut down: a program that ends without closing its windows (a script that
builds a window and returns) must still end their threads first, or Qt aborts when a running QThread is
destroyed at interpreter exit."""


@atexit.register
def _shut_down_live_threads() -> None:
    # Registered after PySide6's own exit hook, so (last in, first out) it runs while Qt still stands.
    for jobs in list(_live_threads):
        jobs.shutdown(1000)


_switch_lock = threading.Lock()
_fast_jobs = 0
_normal_interval = sys.getswitchinterval()


@contextmanager
def fast_switching() -> Iterator[None]:
    """Lower the thread switch interval while the block runs (nested and concurrent uses count)."""
    global _fast_jobs, _normal_interval
    with _switch_lock:
        if _fast_jobs == 0:
            _normal_interval = sys.getswitchinterval()
            sys.setswitchinterval(min(_normal_interval, SEARCH_SWITCH_INTERVAL_S))
        _fast_jobs += 1
    try:
        yield
    finally:
        with _switch_lock:
            _fast_jobs -= 1
            if _fast_jobs == 0:
                sys.setswitchinterval(_normal_interval)


def failure_text(e: Exception) -> str:
    """One line for the user: an input error's own words, anything else with its type."""
    return str(e) if isinstance(e, ValueError) else f"{type(e).__name__}: {e}"


class _JobRunner(QObject):
    """Lives on the worker thread and runs what it is given.

    Signals:
        reported(int, str, object): job id, kind, payload.
        ended(int): job id — the job returned (or failed).
    """

    reported = Signal(int, str, object)
    ended = Signal(int)

    @Slot(int, object, object, bool)
    def run(self, job_id: int, job: Job, stop: threading.Event, searches: bool) -> None:
        def report(kind: str, payload: Any) -> None:
            self.reported.emit(job_id, kind, payload)

        try:
            if searches:
                with fast_switching():
                    job(report, stop)
            else:
                job(report, stop)
        except Exception as e:  # the thread's boundary: any failure becomes a message, never a stuck "busy"
            report(FAILED, failure_text(e))
        self.ended.emit(job_id)


class JobThread(QObject):
    """The GUI thread's handle on one worker thread: start, stop, cancel, shut down.

    Signals:
        reported(int, str, object): job id, kind, payload — only for the current job.
        ended(int): the current job returned (or failed); a cancelled job's end is not reported.
    """

    reported = Signal(int, str, object)
    ended = Signal(int)
    _submit = Signal(int, object, object, bool)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName(name)
        self._runner = _JobRunner()
        self._runner.moveToThread(self._thread)
        self._thread.finished.connect(self._runner.deleteLater)
        self._submit.connect(self._runner.run)
        self._runner.reported.connect(self._on_reported)
        self._runner.ended.connect(self._on_ended)
        self._next_id = 1
        self._current: int | None = None
        self._stop: threading.Event | None = None
        self._shut_down = False
        self._thread.start()
        _live_threads.add(self)

    @property
    def worker_thread(self) -> QThread:
        return self._thread

    @property
    def current(self) -> int | None:
        """The id of the job whose reports still come through (None: none)."""
        return self._current

    def start(self, job: Job, *, searches: bool = True) -> int:
        """Cancel the current job and queue ``job``; returns its id. ``searches``: it runs a search
        (the thread switch interval is lowered while it runs)."""
        if self._shut_down:
            raise RuntimeError(f"the {self._thread.objectName()} thread has been shut down")
        self.cancel()
        job_id = self._next_id
        self._next_id += 1
        self._current = job_id
        self._stop = threading.Event()
        self._submit.emit(job_id, job, self._stop, searches)
        return job_id

    def stop(self) -> None:
        """Ask the current job to end early; its reports still come through."""
        if self._stop is not None:
            self._stop.set()

    def cancel(self) -> None:
        """Stop the current job and drop whatever it reports from now on."""
        self.stop()
        self._current = None
        self._stop = None

    def shutdown(self, timeout_ms: int = 5000, *, keep_reports: bool = False) -> bool:
        """Cancel, then end the thread and wait for it (idempotent). True when the thread has ended.
        ``keep_reports``: stop the current job instead of cancelling it, so what it reported up to its
        end (queued for the GUI thread) still comes through, its ``ended`` too."""
        if not self._shut_down:
            self._shut_down = True
            if keep_reports:
                self.stop()
            else:
                self.cancel()
            self._thread.quit()
            _live_threads.discard(self)
        return self._thread.wait(timeout_ms)

    @Slot(int, str, object)
    def _on_reported(self, job_id: int, kind: str, payload: Any) -> None:
        if job_id == self._current:
            self.reported.emit(job_id, kind, payload)

    @Slot(int)
    def _on_ended(self, job_id: int) -> None:
        if job_id == self._current:
            self._current = None
            self._stop = None
            self.ended.emit(job_id)
