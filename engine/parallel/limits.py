"""How many worker processes a search may use: the machine's cores by default, at most four per core."""

from __future__ import annotations

import os

from ..errors import InputError

CORES_FACTOR = 4
"""More workers than cores only share the same cores; four times the cores is taken (a slight
oversubscription is harmless and lets a user test on a small machine), more is a typo."""


def cores() -> int:
    """The cores this process may run on (its CPU affinity where the system says, else all of them)."""
    count = getattr(os, "process_cpu_count", None)  # Python 3.13
    affinity = getattr(os, "sched_getaffinity", None)  # Linux
    if count is not None:
        n = count()
    elif affinity is not None:
        n = len(affinity(0))
    else:
        n = os.cpu_count()
    return max(1, n or 1)


def max_workers() -> int:
    return CORES_FACTOR * cores()


def default_workers() -> int:
    """One worker per core; ``MINIMAX_STUDIO_WORKERS`` overrides it (the test suite pins 1, so that node
    counts stay the same on every machine)."""
    text = os.environ.get("MINIMAX_STUDIO_WORKERS")
    if text:
        return check_workers(text, "MINIMAX_STUDIO_WORKERS")
    return cores()


def check_workers(text: str | int, what: str = "--workers") -> int:
    """A worker count from the user: a whole number from 1 to ``max_workers()``; an ``InputError`` otherwise."""
    limit = max_workers()
    if isinstance(text, int):
        n = text
    else:
        s = text.strip()
        if not (s.isascii() and s.isdigit()) and not (s.startswith("-") and s[1:].isascii() and s[1:].isdigit()):
            raise InputError(f"{what} must be a whole number of worker processes (1 to {limit}), got {text[:40]!r}")
        if len(s) > 6:
            raise InputError(f"{what} must be at most {limit} (4 per core on this machine), got {s[:40]}")
        n = int(s)
    if n < 1:
        raise InputError(f"{what} must be at least 1 (one worker: the search in this process), got {n}")
    if n > limit:
        raise InputError(f"{what} must be at most {limit} (4 per core: this machine has {cores()}), got {n}")
    return n
