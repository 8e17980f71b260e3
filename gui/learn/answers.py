"""Each task's answer, computed off the window's thread.

Working out a task's answer is a search — a fraction of a second on a lesson's tree, seconds for a Connect
Four position at depth 6 in pure Python. Done on the window's thread when Learn opened (every task of the
course, about 400 searches) it left the window unpainted for 4 to 25 seconds, and a compositing desktop
shows such a window, and the menus and dialogs over it, black (issue 32, item 10). So the Learn panel
only parses its lessons, and this worker computes each answer on a thread of its own: the task shown first,
then the tasks after it, one at a time. The answer arrives by a queued signal; the panel says the engine is
still working it out meanwhile, and checks an answer given early as soon as it is there.

The thread is a Python one that ends when nothing is left to compute. While it runs, Python's cycle
collector is held off (``hold_collector``): a collection runs in whichever thread happens to allocate, and
one run on this thread would delete the Qt objects of closed windows away from the window's thread, which
Qt answers by aborting the program. The window's thread collects once the worker has ended. When the panel goes (its dock closed
with the window) or the application quits, the search under way is told to stop and the thread is waited
for: nothing runs on, and no half-computed answer is kept.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from engine.errors import InputError
from engine.lessons import Exercise, Task, keep_exercise, known_exercise, make_exercise

from ..app.jobs import fast_switching

WAIT_AT_CLOSE_S = 10.0
"""How long closing waits for the search under way to stop (it stops within milliseconds once told; this
only bounds a search that never looks at its stop flag)."""


@dataclass(eq=False)
class Job:
    """One answer to compute: a task on its own tree or position (``seed`` None) or a new exercise's."""

    task: Task
    seed: int | None
    stop: threading.Event = field(default_factory=threading.Event)

    def is_for(self, task: Task, seed: int | None) -> bool:
        return self.task is task and self.seed == seed


class AnswerQueue:
    """The answers still to compute, the one under way, and whether the queue is closed (thread-safe)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.pending: list[Job] = []
        self.current: Job | None = None
        self.closed = False
        self.holds_collector = False
        self.thread: threading.Thread | None = None
        """The last worker thread started (waited for at close, even as it ends)."""
        """Whether this queue's thread holds the cycle collector off (taken and given back on the window's thread)."""

    def want(self, task: Task, seed: int | None, first: bool) -> bool:
        """Queue ``task``'s answer (``first``: before the others); False if it is known, under way or closed."""
        with self.lock:
            if self.closed or known_exercise(task, seed) is not None:
                return False
            if self.current is not None and self.current.is_for(task, seed):
                return False
            queued = next((j for j in self.pending if j.is_for(task, seed)), None)
            if queued is not None:
                if not first:
                    return False
                self.pending.remove(queued)
            job = queued or Job(task, seed)
            if first:
                self.pending.insert(0, job)
            else:
                self.pending.append(job)
            return True

    def take(self) -> Job | None:
        """The next job, now the current one; None when there is none left (the thread then ends)."""
        with self.lock:
            self.current = self.pending.pop(0) if self.pending and not self.closed else None
            return self.current

    def finish(self, job: Job, result: Exercise | str) -> bool:
        """The end of ``job``: its exercise is kept, unless it was told to stop (its judge would stop at once
        too); False when its result is not to be delivered."""
        with self.lock:
            self.current = None
            if job.stop.is_set():
                return False
            if isinstance(result, Exercise):
                keep_exercise(job.task, job.seed, result)
            return True

    def close(self) -> None:
        """No more jobs; the one under way is told to stop."""
        with self.lock:
            self.closed = True
            self.pending.clear()
            if self.current is not None:
                self.current.stop.set()


class LessonAnswers(QObject):
    """Computes tasks' answers on a thread of its own, for the panel it belongs to.

    Signals:
        ready(object, object, object): a task, its seed, and its ``Exercise`` — or, when the answer cannot be
            computed, the reason as the learner reads it (the lesson file, its line, why).
    """

    ready = Signal(object, object, object)
    _ended = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.queue = AnswerQueue()
        self.worker_thread: threading.Thread | None = None
        self.thread_lock = threading.Lock()
        self._ended.connect(self._on_ended)  # (queued: emitted by the worker thread as it ends)
        queue = self.queue
        # Stop and wait before the panel's children (this object among them) are deleted: the thread emits
        # through this object, which must outlive it. A closure, not a method: the panel is half gone by then.
        parent.destroyed.connect(lambda *_: close_queue(queue))
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    def _thread(self) -> threading.Thread | None:
        with self.thread_lock:
            return self.worker_thread

    def want(self, task: Task, seed: int | None) -> None:
        """Compute ``task``'s answer before any other (it is the task shown)."""
        if self.queue.want(task, seed, first=True):
            self._run()

    def ahead(self, tasks: Iterable[Task]) -> None:
        """Compute these tasks' own answers after the ones wanted (the next tasks a learner will see)."""
        if any([self.queue.want(task, None, first=False) for task in tasks]):
            self._run()

    def busy(self) -> bool:
        return self._thread() is not None

    def _run(self) -> None:
        with self.thread_lock:
            if self.worker_thread is not None:
                return  # it takes the new job when it is done with its own
            if not self.queue.holds_collector:
                self.queue.holds_collector = True
                hold_collector()
            self.worker_thread = self.queue.thread = threading.Thread(target=self._work, name="lesson-answers",
                                                                      daemon=True)
            self.worker_thread.start()

    def _work(self) -> None:
        queue = self.queue
        while True:
            job = queue.take()
            if job is None:
                # A job queued after this take must start a new thread: the thread is given up under the
                # lock that starting one takes, unless a job came in meanwhile.
                with self.thread_lock:
                    if not queue.pending or queue.closed:
                        self.worker_thread = None
                        self._ended.emit(threading.current_thread())
                        return
                continue
            result = compute(job)
            if result is None or not queue.finish(job, result):
                continue
            self.ready.emit(job.task, job.seed, result)

    @Slot(object)
    def _on_ended(self, thread: threading.Thread) -> None:
        """The worker thread has ended (or is ending): once it is gone, the collector may run again, here."""
        if self._thread() is None:  # (no new thread started meanwhile)
            thread.join(WAIT_AT_CLOSE_S)
            release_collector(self.queue)

    @Slot()
    def close(self) -> None:
        """Stop the search under way, drop the rest, and wait for the thread to end."""
        close_queue(self.queue)


def compute(job: Job) -> Exercise | str | None:
    """``job``'s exercise, the reason it cannot be computed, or None when it was told to stop."""
    try:
        with fast_switching():  # the window's thread gets the interpreter's lock back within a fraction of a ms
            return make_exercise(job.task, job.seed, job.stop)
    except KeyboardInterrupt:  # (SignalInterrupt: the budget saw the stop request)
        return None
    except InputError as e:  # a LessonError too: the file, the line, why
        return str(e)
    except Exception as e:  # a bug in a task's code: said at the task, never a dead thread
        return f"{job.task.source}, line {job.task.line}: the answer could not be computed ({type(e).__name__}: {e})"


def close_queue(queue: AnswerQueue) -> None:
    """Close ``queue``, wait for its thread, and give back its hold on the collector."""
    queue.close()
    thread = queue.thread
    if thread is not None and thread is not threading.current_thread():
        thread.join(WAIT_AT_CLOSE_S)
    if thread is None or not thread.is_alive():
        release_collector(queue)


_collector_holds = 0
_collector_lock = threading.Lock()
_collector_was_on = True


def hold_collector() -> None:
    """Hold Python's cycle collector off while a worker thread computes (nested holds count); on the
    window's thread only."""
    global _collector_holds, _collector_was_on
    with _collector_lock:
        if _collector_holds == 0:
            _collector_was_on = gc.isenabled()
            gc.disable()
        _collector_holds += 1


def release_collector(queue: AnswerQueue) -> None:
    """Give back ``queue``'s hold on the collector (its thread has ended); the last one turns it on again as
    it was. On the window's thread only: a collection it triggers runs here."""
    global _collector_holds
    with _collector_lock:
        if not queue.holds_collector:
            return
        queue.holds_collector = False
        _collector_holds -= 1
        if _collector_holds == 0 and _collector_was_on:
            gc.enable()
