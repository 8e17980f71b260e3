"""The lab's searches on their own worker thread (a ``JobThread``): a few searches of one position, one after another.

The lab compares (before/after, A vs B), so a job is several searches; it never disturbs the game's
own search thread (the computer's move, hints). A job also times each evaluation per call, on the
root's children and grandchildren (``extra["timing"]``: label -> evaluation), so a slow evaluation
shows what it costs next to a built-in one. Errors in a user's evaluation arrive as
the exception object (``engine.plugins.UserCodeError`` carries the line to mark in the editor).
"""

from __future__ import annotations

import ctypes
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from engine.evaluation import Evaluation
from engine.game import CHANCE, Game
from engine.results import SearchResult
from engine.search import SearchOptions, search

from ..app.jobs import JobThread, Report

UNSTICK_AFTER_MS = 1000  # a stop the search has not answered by then is put into the user's code
TIMING_BUDGET_S = 0.15  # per evaluation: enough calls for a steady figure, short enough to go unnoticed
TIMING_MAX_CALLS = 400


@dataclass(frozen=True)
class LabSearch:
    label: str
    options: SearchOptions


@dataclass(frozen=True)
class LabJob:
    """Searches of one position; ``id`` is set by the runner."""

    kind: str
    game: Game
    state: Any
    searches: tuple[LabSearch, ...]
    extra: dict[str, Any] = field(default_factory=dict)
    id: int = 0


def time_per_call(evaluation: Evaluation, game: Game, state: Any, player: int,
                  budget_s: float = TIMING_BUDGET_S) -> float | None:
    """Seconds per ``score`` call over the positions one and two moves ahead (None: nothing to evaluate)."""
    states = []
    for _, child in game.expand(state)[2]:
        states.append(child)
        util, who, grand, _ = game.expand(child)
        if util is None and who != CHANCE:
            states.extend(c for _, c in grand)
    states = [s for s in states if game.expand(s)[0] is None] or ([state] if game.expand(state)[0] is None else [])
    if not states:
        return None
    calls = 0
    t0 = time.perf_counter()
    elapsed = 0.0
    while calls < TIMING_MAX_CALLS and (elapsed < budget_s or calls == 0):
        evaluation.score(states[calls % len(states)], player)
        calls += 1
        elapsed = time.perf_counter() - t0
    return elapsed / calls


class EvaluationInterrupted(Exception):
    """Raised inside a user's evaluate that did not return when the search was asked to stop (an endless
    loop, a very slow call): the search checks its stop flag between nodes, never inside an evaluation."""

    def __str__(self) -> str:
        return QCoreApplication.translate("LabRunner", "stopped while evaluate was still running (an endless loop, "
                                                       "or a very slow call?)")


class JobStopped(Exception):
    """The user stopped the job before its searches were done."""

    def __str__(self) -> str:
        return QCoreApplication.translate("LabRunner", "stopped")


def interrupt(thread_id: int) -> None:
    """Raise ``EvaluationInterrupted`` in the thread ``thread_id`` at its next Python instruction."""
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id), ctypes.py_object(EvaluationInterrupted))


SEARCH_FAILED = "search failed"
"""A lab job's report that a search failed, with the exception itself (``FAILED``, the JobThread's own
kind, carries only a line of text)."""


@dataclass
class WorkerSide:
    """What the worker thread tells the GUI thread about the lab job running there (written on the worker,
    read by ``LabRunner`` to interrupt a user's evaluate that does not return)."""

    running: int | None = None  # the id of the lab job running now
    thread_id: int | None = None


def run_lab_job(job: LabJob, report: Report, stop: threading.Event) -> None:
    """The searches of ``job``, then the timing of its evaluations; reports ``"done"`` ({label: result},
    {label: seconds per call}) or ``SEARCH_FAILED`` (label, the exception: a user's error keeps its line)."""
    results: dict[str, SearchResult] = {}
    costs: dict[str, float | None] = {}
    for s in job.searches:
        try:
            results[s.label] = search(job.game, job.state, s.options, stop=stop)
        except Exception as e:  # the thread's boundary: a user's error (or ours) becomes a message
            report(SEARCH_FAILED, (s.label, e))
            return
        if stop.is_set():
            report(SEARCH_FAILED, (s.label, JobStopped()))
            return
    player = job.game.perspective(job.state)
    for label, ev in job.extra.get("timing", {}).items():
        if stop.is_set():
            break
        try:
            costs[label] = time_per_call(ev, job.game, job.state, player)
        except Exception:
            costs[label] = None
    report("done", (results, costs))


class LabRunner(QObject):
    """Start a job (cancelling the one before), stop it, shut down; the jobs run on a ``JobThread`` of
    their own (the game's searches keep theirs).

    Signals:
        finished(object, object, object): the job, its results by label, seconds per evaluation call.
        failed(object, str, object): the job, the label of the search that failed, the exception.
        busyChanged(bool)
    """

    finished = Signal(object, object, object)
    failed = Signal(object, str, object)
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = JobThread("eval-lab-worker", self)
        self._jobs.reported.connect(self._on_reported)
        self._worker = WorkerSide()
        self._next = 1
        self.jobs_started = 0
        self._active: LabJob | None = None
        self._shut_down = False

    @property
    def busy(self) -> bool:
        return self._active is not None

    def start(self, job: LabJob) -> LabJob:
        """Run ``job`` (numbered now), cancelling the one before. After ``shutdown`` nothing runs."""
        self.cancel(quiet=True)
        job = LabJob(job.kind, job.game, job.state, job.searches, job.extra, self._next)
        self._next += 1
        if self._shut_down:
            return job
        self.jobs_started += 1
        self._active = job
        # Not marked as searching: the switch interval's bookkeeping must not meet an interrupt (see stop).
        self._jobs.start(lambda report, stop: self._run(job, report, stop), searches=False)
        self.busyChanged.emit(True)
        return job

    def _run(self, job: LabJob, report: Report, stop: threading.Event) -> None:
        """On the worker thread."""
        worker = self._worker
        try:
            worker.thread_id = threading.get_ident()
            worker.running = job.id
            run_lab_job(job, report, stop)
        except EvaluationInterrupted as e:  # landed outside the user's code, between two calls
            report(SEARCH_FAILED, ("", e))
        finally:
            worker.running = None

    def stop(self) -> None:
        """Stop the running job. The search stops at its next node; if it has not within a second (the
        user's evaluate does not return), ``EvaluationInterrupted`` is raised inside it, and the job
        fails with that, showing the line it was on."""
        self._jobs.stop()
        job = self._active
        if job is not None:
            QTimer.singleShot(UNSTICK_AFTER_MS, lambda: self._unstick(job.id))

    def _unstick(self, jid: int) -> None:
        worker = self._worker
        if worker.running == jid and worker.thread_id is not None:
            interrupt(worker.thread_id)

    def cancel(self, quiet: bool = False) -> None:
        was = self._active is not None
        self._jobs.cancel()
        self._active = None
        if was and not quiet:
            self.busyChanged.emit(False)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop, and end the thread; a job stuck in the user's code is interrupted rather than waited for."""
        self.cancel(quiet=True)
        self._shut_down = True
        if self._jobs.shutdown(min(timeout_ms, UNSTICK_AFTER_MS)):
            return True
        if self._worker.running is not None and self._worker.thread_id is not None:
            interrupt(self._worker.thread_id)
        return self._jobs.shutdown(timeout_ms)

    @Slot(int, str, object)
    def _on_reported(self, _job_thread_id: int, kind: str, payload: Any) -> None:
        # (only the current job's reports come through the JobThread: it is the active one)
        job, self._active = self._active, None
        if job is None:
            return
        self.busyChanged.emit(False)
        if kind == "done":
            results, costs = payload
            self.finished.emit(job, results, costs)
        elif kind == SEARCH_FAILED:
            label, error = payload
            self.failed.emit(job, label, error)
        else:  # FAILED: an error outside the searches (the JobThread's boundary caught it)
            self.failed.emit(job, "", RuntimeError(str(payload)))
