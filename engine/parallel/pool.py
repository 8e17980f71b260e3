"""The worker processes: started once (spawned, so a window's threads are never forked) and kept for
the next searches, each with its own pipe; the shared block (``segments.Control``) carries the stop
request and the root's bound.

A worker takes one root move at a time: ``(search id, job or None, move index)``; the job travels
only the first time a worker meets a search. It answers ``("done", search id, MoveOutcome)`` or
``("error", search id, exception)``. It ignores Ctrl-C and SIGTERM (the terminal sends Ctrl-C to the whole
process group: the parent decides, through the stop word), from its very start (``terminal``: it is started
with both held), and ends when its pipe closes or its parent is gone; one that does not is killed.
"""

from __future__ import annotations

import atexit
import multiprocessing as mp
import os
import pickle
import threading
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any

from .limits import max_workers
from .segments import FIRST_NODES, Control, remove_stale
from .tasks import Job, WorkerStop, run_move
from .terminal import ignore_terminal_signals, set_aside, signals_held

JOIN_S = 1.0
"""How long closing the pool waits for a worker to end by itself before terminating it."""
STOP_WAIT_S = 1.0
"""How long a stopped worker may take to answer; one that takes longer (stuck in a user's evaluation that
ignores the stop) is ended and replaced."""


def worker_main(conn: Connection, control_name: str, slot: int, parent_pid: int) -> None:
    """A worker process's loop (the target of ``mp.Process``)."""
    set_aside()
    control = Control.attach(control_name)
    control.set_ready(slot)
    stop = WorkerStop(control, slot, parent_pid)
    jobs: dict[int, Job] = {}
    try:
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                break
            if message is None:
                break
            search_id, blob, index = message
            try:
                if blob is not None:
                    jobs.clear()  # one search at a time: the previous one's job is done
                    jobs[search_id] = pickle.loads(blob)
                control.set_nodes(slot, 0)
                outcome = run_move(jobs[search_id], index, control.bound(), stop)
                stop.context = None
                reply: tuple[Any, ...] = ("done", search_id, outcome)
            except Exception as e:  # sent to the parent, which raises it there
                reply = ("error", search_id, _picklable(e))
            try:
                conn.send(reply)
            except (BrokenPipeError, OSError):
                break
    finally:
        control.close()


def _picklable(e: Exception) -> Exception:
    try:
        pickle.loads(pickle.dumps(e))
        return e
    except Exception:  # an exception that does not travel travels as its words
        return RuntimeError(f"{type(e).__name__}: {e}")


@dataclass
class Worker:
    slot: int
    process: BaseProcess
    conn: Connection
    search_id: int = -1
    """The search whose job this worker holds."""
    answer_due: bool = False
    """A stopped search returned without this worker's answer: it comes before the worker takes more."""
    death_told: bool = False
    """Its death was reported by the search it served (else the next search reports it)."""


class WorkerPool:
    """``size`` worker processes and their shared block (with a node slot for every worker the pool may grow
    to: ``resize`` starts or ends workers without starting the others again)."""

    def __init__(self, size: int) -> None:
        remove_stale()  # segments a killed parent left behind
        self.size = size
        self.control = Control.create(max(size, max_workers()))
        self.context = mp.get_context("spawn")
        self.workers: list[Worker] = []
        self.closed = False
        self.failures: list[str] = []
        """Workers found dead and replaced that no search has reported yet (``settle`` hands them over)."""
        try:
            for slot in range(size):
                self.workers.append(self.start(slot))
        except BaseException:
            self.close()
            raise

    def start(self, slot: int) -> Worker:
        here, there = self.context.Pipe()
        process = self.context.Process(target=worker_main, args=(there, self.control.name, slot, os.getpid()),
                                       name=f"minimax-studio worker {slot + 1}", daemon=True)
        self.control.set_ready(slot, False)
        with signals_held():  # a Ctrl-C while it imports must not reach it (``terminal``)
            process.start()
        there.close()
        return Worker(slot, process, here)

    def settle(self) -> list[str]:
        """Hear out the workers still answering a stopped search (the stop word still set), within a
        second; end and replace any that does not answer. What was ended, one line each."""
        failures = []
        waiting = [w for w in self.workers if w.answer_due]
        deadline = time.perf_counter() + STOP_WAIT_S
        while waiting:
            left = deadline - time.perf_counter()
            ready = wait([w.conn for w in waiting], max(0.0, left)) if left > 0 else []
            for w in waiting:
                if w.conn in ready:
                    try:
                        w.conn.recv()  # the stopped search's answer, no longer wanted
                    except (EOFError, OSError):
                        pass
                    w.answer_due = False
            if left <= 0:
                for w in waiting:
                    if w.answer_due:
                        w.process.kill()  # it ignores SIGTERM
                        w.process.join(JOIN_S)
                        w.answer_due = False
                        w.death_told = True
                        failures.append(f"worker {w.slot + 1} did not stop within a second: ended and replaced")
            waiting = [w for w in waiting if w.answer_due]
        self.replace_dead()
        failures += self.failures
        self.failures = []
        return failures

    def replace_dead(self) -> None:
        """Start a new worker in the place of each that died (between searches); one that no search reported
        is said in ``failures``."""
        for i, w in enumerate(self.workers):
            if not w.process.is_alive():
                w.process.join(JOIN_S)
                code = w.process.exitcode
                if not w.death_told:
                    how = f"killed by signal {-code}" if code is not None and code < 0 else f"exit status {code}"
                    self.failures.append(f"worker {w.slot + 1} ended ({how}) between searches: replaced")
                w.conn.close()
                self.workers[i] = self.start(w.slot)

    def resize(self, size: int) -> None:
        """Grow to ``size`` workers (the new ones take the next slots), or end the ones beyond it."""
        while len(self.workers) < size:
            self.workers.append(self.start(len(self.workers)))
        surplus = self.workers[size:]
        del self.workers[size:]
        end_workers(surplus)
        self.size = size

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        end_workers(self.workers)
        self.control.close()


def end_workers(workers: list[Worker]) -> None:
    """Close the workers' pipes (each ends by itself), killing any still running after a second."""
    for w in workers:
        try:
            w.conn.send(None)
        except (BrokenPipeError, OSError):
            pass
    for w in workers:
        w.process.join(JOIN_S)
        if w.process.is_alive():
            w.process.kill()  # it ignores SIGTERM, as the terminal's Ctrl-C
            w.process.join(JOIN_S)
        w.conn.close()


_pool: WorkerPool | None = None
_pool_lock = threading.Lock()


def shared_pool(size: int, at_least: bool = False) -> WorkerPool:
    """The process's pool of ``size`` workers, started on first use and kept for the next searches (grown or
    shrunk to ``size`` when another count is asked for). ``at_least``: a larger pool will do, its first
    ``size`` workers used (Lazy SMP's helpers, one fewer than the workers: a pool kept for root splitting
    serves it without ending one)."""
    global _pool
    with _pool_lock:
        if _pool is not None and (_pool.closed or size > _pool.control.size - FIRST_NODES):
            _pool.close()
            _pool = None
        if _pool is None:
            _pool = WorkerPool(size)
        else:
            _pool.replace_dead()
            if _pool.size < size or (_pool.size > size and not at_least):
                _pool.resize(size)  # a worker ended owing a stopped search's answer sends it first: not read
        return _pool


def close_shared_pool() -> None:
    """End the workers and remove the shared block (also done at exit)."""
    global _pool
    with _pool_lock:
        if _pool is not None:
            _pool.close()
            _pool = None


def close_at_exit() -> None:
    """The pool's end when the process ends: a second Ctrl-C then (the first one stopped the search) has
    nothing left to stop, and must not cut short the workers' end and the shared memory's removal."""
    ignore_terminal_signals()
    close_shared_pool()


atexit.register(close_at_exit)
