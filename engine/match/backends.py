"""Where tournament games run: a process pool on this machine, or Ray tasks on a cluster.

Both are ``concurrent.futures.Executor`` subclasses, so the runner does not know which one it has. The local
pool starts its workers with ``forkserver`` (``spawn`` where that does not exist): a worker must not
inherit a copy of a running GUI's threads, and the fork server starts them quickly after the first.
Workers ignore SIGINT: Ctrl-C belongs to the main process, which stops the run and keeps what was
played, instead of each worker dying with a traceback. The terminal sends it to the whole process group, so
the fork server and the workers are started with SIGINT and SIGTERM held back (``engine.parallel.terminal``):
one that arrives while they still import waits, and is dropped once they ignore it.

Ray is an optional extra (``pip install minimax-studio[ray]``); ``RayExecutor`` connects to the
cluster at ``RAY_ADDRESS`` or starts a local one, and each job is a Ray task whose ``.future()`` is
what ``submit`` returns.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from ..errors import InputError
from ..parallel.terminal import set_aside, signals_held

T = TypeVar("T")
BACKENDS = ("local", "ray")


def cpu_count() -> int:
    """The cores this process may use (a container's or ``taskset``'s limit, not the machine's)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def parse_concurrency(text: str | int | None) -> int:
    """``auto`` (or None): one worker per core; else a whole number >= 1."""
    if text is None or text == "auto":
        return cpu_count()
    try:
        k = int(text)
    except (TypeError, ValueError):
        raise InputError(f"--concurrency must be a whole number or 'auto', got {text!r}") from None
    if not 1 <= k <= 1024:
        raise InputError(f"--concurrency must be between 1 and 1024, got {k}")
    return k


WORKERS_PER_CORE = 4
"""The local pool's cap: a worker process costs memory (tens of MB) whether or not a core is free for it,
and more than a few per core only queue for the same cores (1024 on 2 cores took 4 GB)."""


def local_workers(requested: int) -> int:
    """The worker processes a local pool starts for ``--concurrency requested``: at most
    ``WORKERS_PER_CORE`` per core this process may use."""
    return max(1, min(requested, WORKERS_PER_CORE * cpu_count()))


def capped_note(requested: int) -> str | None:
    """A sentence for the user when ``local_workers`` starts fewer workers than were asked for."""
    workers = local_workers(requested)
    if workers == requested:
        return None
    return (f"--concurrency {requested}: using {workers} worker processes ({WORKERS_PER_CORE} per core on the "
            f"{cpu_count()} cores this process may use); more would only queue for the same cores")


def _watch(lifeline: Connection) -> None:
    try:
        lifeline.recv()
    except EOFError:  # the write end closed: the tournament's process has ended, however it ended
        os._exit(1)


def _start_worker(lifeline: Connection) -> None:
    """Each worker ignores Ctrl-C (the main process handles it) and ends itself when the main process
    is gone, even killed outright: a pool's workers otherwise wait for work forever, or finish the game
    they are playing for nobody."""
    set_aside(terminate=False)  # SIGTERM stays the pool's way to stop a worker (``STOPPED_BY_POOL``)
    threading.Thread(target=_watch, args=(lifeline,), daemon=True, name="lifeline").start()


class LocalPool(ProcessPoolExecutor):
    """A process pool whose workers hold the read end of a pipe only this process writes to."""

    def __init__(self, workers: int) -> None:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        self.lifeline_r, self.lifeline_w = context.Pipe(duplex=False)
        super().__init__(max_workers=workers, mp_context=context, initializer=_start_worker,
                         initargs=(self.lifeline_r,))

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        # The pool starts its processes (and the fork server its first time) inside ``submit``.
        with signals_held():
            return super().submit(fn, *args, **kwargs)

    def worker_processes(self) -> dict[int, multiprocessing.process.BaseProcess]:
        """The worker processes by id (the pool's own table, which ``shutdown`` forgets)."""
        return dict(self._processes or {})


def _stop_pool(pool: LocalPool) -> dict[int, int | None]:
    """Stop the pool's workers; how each ended, by process id (see ``LocalExecutor.renew``).

    The pool's own manager thread reaps its workers (it joins them when the pool breaks or shuts down), and
    a worker's exit status comes from the fork server once, over one pipe: a second thread asking at the
    same time reads the end of that pipe and takes the status for 255. So this side only sends the signal,
    waits for the manager thread, and then reads the statuses the manager thread has read."""
    workers = pool.worker_processes()
    manager: threading.Thread | None = getattr(pool, "_executor_manager_thread", None)
    pool.shutdown(wait=False, cancel_futures=True)
    for process in workers.values():
        process.terminate()
    if manager is not None:
        manager.join(timeout=10)
    for process in workers.values():  # (the manager thread has joined them; this waits only if it hung)
        process.join(timeout=5)
    pool.lifeline_w.close()
    pool.lifeline_r.close()
    return {pid: process.exitcode for pid, process in workers.items()}


class LocalExecutor(Executor):
    """The local backend: a process pool that can be renewed after a worker died (a pool whose worker
    died accepts no more work), and whose shutdown stops at once."""

    def __init__(self, workers: int) -> None:
        self.workers = local_workers(workers)
        self._pool = LocalPool(self.workers)

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        return self._pool.submit(fn, *args, **kwargs)

    def renew(self) -> dict[int, int | None]:
        """Replace the pool (after a worker died) with a fresh one. Returns how the old pool's workers
        ended, by process id: the one that died on its own has its own exit status (a crash, ``os._exit``,
        the out-of-memory killer), the others ``-SIGTERM`` (the pool stopped them when it broke)."""
        ended = _stop_pool(self._pool)
        self._pool = LocalPool(self.workers)
        return ended

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Stop now: cancel queued jobs and end the workers still playing (their games are not recorded;
        a resumed run plays them)."""
        _stop_pool(self._pool)


def local_executor(workers: int) -> LocalExecutor:
    return LocalExecutor(workers)


def stop_local(executor: LocalExecutor) -> None:
    executor.shutdown()


class RayExecutor(Executor):
    """Runs ``submit``'s function as a Ray task; the returned future is the task's ``.future()``.

    Connects to ``address`` (default: ``RAY_ADDRESS``, else a new local cluster) unless Ray is already
    initialised (a test's ``ray.init(num_cpus=2)``, say); it shuts down only a cluster it started."""

    def __init__(self, address: str | None = None, num_cpus: int | None = None) -> None:
        try:
            import ray  # an optional extra, imported only when asked for
        except ImportError:
            raise InputError("--backend ray needs Ray: pip install 'minimax-studio[ray]' (or pip install ray)") from None
        self._ray: Any = ray  # Ray has no type hints
        self._started = False
        if not ray.is_initialized():
            address = address or os.environ.get("RAY_ADDRESS") or None
            kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                      "logging_level": logging.ERROR}
            if address is None and num_cpus is not None:
                kwargs["num_cpus"] = num_cpus
            ray.init(address=address, **kwargs)
            self._started = True
        self._remote: dict[Callable[..., Any], Any] = {}

    def cpus(self) -> int:
        return max(1, int(self._ray.cluster_resources().get("CPU", 1)))

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        remote = self._remote.get(fn)
        if remote is None:
            remote = self._remote[fn] = self._ray.remote(fn)
        future: Future[T] = remote.remote(*args, **kwargs).future()
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if self._started and self._ray.is_initialized():
            self._ray.shutdown()
            self._started = False
