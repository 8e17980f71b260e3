"""Ctrl-C belongs to the parent: a terminal sends SIGINT to the whole process group, so every process a search
(or a tournament) starts receives it too — and one still importing, before it could say it ignores it, died with
a ``KeyboardInterrupt`` traceback, or "Fatal Python error: init_import_site". The parent therefore starts its
processes with SIGINT and SIGTERM held back (``signals_held``): a started process inherits the held mask, so
the signals wait in it until it has set them aside (``set_aside``), and are then dropped. The parent itself
gets the ones that arrived meanwhile as soon as the start is over, and stops its helpers itself."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager

TERMINAL_SIGNALS = tuple(s for s in (getattr(signal, "SIGINT", None), getattr(signal, "SIGTERM", None))
                         if s is not None)


@contextmanager
def signals_held() -> Iterator[None]:
    """Inside the block this thread takes no SIGINT or SIGTERM: they wait, and arrive when the block ends. A
    process started inside starts with them held (the mask is inherited through fork and exec)."""
    mask = getattr(signal, "pthread_sigmask", None)
    if mask is None:  # Windows: no process groups to speak of
        yield
        return
    old = mask(signal.SIG_BLOCK, TERMINAL_SIGNALS)
    try:
        yield
    finally:
        mask(signal.SIG_SETMASK, old)


def set_aside(terminate: bool = True) -> None:
    """In a process started under ``signals_held``: ignore Ctrl-C (and, with ``terminate``, SIGTERM: the parent
    ends its helpers by closing their pipes, or kills them), then let the signals through again — one that
    waited is dropped. Without ``terminate`` a SIGTERM that waited ends the process now, without a word."""
    for s in TERMINAL_SIGNALS:
        if terminate or s != getattr(signal, "SIGTERM", None):
            signal.signal(s, signal.SIG_IGN)
    mask = getattr(signal, "pthread_sigmask", None)
    if mask is not None:
        mask(signal.SIG_UNBLOCK, TERMINAL_SIGNALS)


def ignore_terminal_signals() -> None:
    """For the end of a process whose work is done (its helpers being closed, its shared memory removed): a
    further Ctrl-C or SIGTERM has nothing left to stop, and would only cut the clean-up short. Main thread only
    (elsewhere signal handlers cannot be set, and the main thread's are what counts)."""
    import threading

    if threading.current_thread() is not threading.main_thread():
        return
    for s in TERMINAL_SIGNALS:
        try:
            signal.signal(s, signal.SIG_IGN)
        except (OSError, ValueError):
            pass
