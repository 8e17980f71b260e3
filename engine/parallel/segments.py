"""The shared-memory block a search's workers read: the stop request, the root's best value so far, each
worker's node count (for progress), and each worker's "ready" word (set once it has started and attached:
until then a move sent to it would wait for its start, which the parent's own search need not).

Segments are named ``mmstudio_<parent pid>_<token>`` so that one left behind by a parent that was
killed outright (kill -9 runs no ``finally``) is recognised and removed by the next start
(``remove_stale``). Words are 64-bit (``memoryview.cast``); the parent alone writes the stop word and the
bound, each worker its own node slot, so no word has two writers and no lock is needed.
"""

from __future__ import annotations

import os
import re
import secrets
import struct
from multiprocessing import shared_memory

PREFIX = "mmstudio_"
SHM_DIR = "/dev/shm"
STOP, BOUND, FIRST_NODES = 0, 1, 2
_NAME = re.compile(r"^" + PREFIX + r"(\d+)_[0-9a-f]+$")


def new_segment(size: int) -> shared_memory.SharedMemory:
    """A new shared-memory block of ``size`` bytes, named for this process (``remove_stale`` finds the
    blocks of a process that died without removing them)."""
    return shared_memory.SharedMemory(name=f"{PREFIX}{os.getpid()}_{secrets.token_hex(4)}", create=True, size=size)


def release_segment(words: memoryview, shm: shared_memory.SharedMemory, owner: bool) -> None:
    """Let go of a block: the view first (a block with a view open cannot close), then the block; its
    owner also removes it from the system."""
    words.release()
    shm.close()
    if owner:
        try:
            shm.unlink()
        except FileNotFoundError:
            pass


def segment_owner(name: str) -> int | None:
    """The pid of the process that made segment ``name``, or None when the name is not one of ours."""
    m = _NAME.match(name)
    return int(m.group(1)) if m else None


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: alive
        return True
    return True


def remove_stale(directory: str = SHM_DIR) -> list[str]:
    """Unlink the segments whose owner is dead; their names."""
    removed: list[str] = []
    try:
        names = os.listdir(directory)
    except OSError:
        return removed  # no /dev/shm (not Linux): nothing to look at
    for name in names:
        pid = segment_owner(name)
        if pid is None or pid == os.getpid() or pid_alive(pid):
            continue
        try:
            os.unlink(os.path.join(directory, name))
            removed.append(name)
        except OSError:
            pass
    return removed


class Control:
    """The block itself; ``create`` in the parent, ``attach`` in a worker, ``close`` in both, the parent unlinks."""

    def __init__(self, shm: shared_memory.SharedMemory, owner: bool) -> None:
        self.shm = shm
        self.owner = owner
        buf = shm.buf
        assert buf is not None  # an open segment has its buffer
        self.words = buf.cast("q")
        self.workers = (len(self.words) - FIRST_NODES) // 2
        """The worker slots: a node word each, then a ready word each."""
        self.size = FIRST_NODES + self.workers
        """The words up to the last node word (the ready words follow)."""

    @classmethod
    def create(cls, workers: int) -> Control:
        control = cls(new_segment(8 * (FIRST_NODES + 2 * workers)), owner=True)
        for i in range(len(control.words)):
            control.words[i] = 0
        return control

    @classmethod
    def attach(cls, name: str) -> Control:
        shm = shared_memory.SharedMemory(name=name)
        # (Python 3.11 registers the attached segment with the parent's resource tracker again: the same
        # name in its set, removed once when the parent unlinks it.)
        return cls(shm, owner=False)

    @property
    def name(self) -> str:
        return self.shm.name

    # -- the words ---------------------------------------------------------------------------------
    def stop_requested(self) -> bool:
        return self.words[STOP] != 0

    def request_stop(self, on: bool = True) -> None:
        self.words[STOP] = 1 if on else 0

    def bound(self) -> float:
        return float(struct.unpack("d", struct.pack("q", self.words[BOUND]))[0])

    def set_bound(self, value: float) -> None:
        self.words[BOUND] = struct.unpack("q", struct.pack("d", value))[0]

    def set_nodes(self, worker: int, nodes: int) -> None:
        self.words[FIRST_NODES + worker] = nodes

    def worker_nodes(self, worker: int) -> int:
        return self.words[FIRST_NODES + worker]

    def nodes(self) -> int:
        return sum(self.words[FIRST_NODES:self.size])

    def set_ready(self, worker: int, ready: bool = True) -> None:
        self.words[self.size + worker] = 1 if ready else 0

    def ready(self, worker: int) -> bool:
        return self.words[self.size + worker] != 0

    def reset(self, bound: float) -> None:
        self.request_stop(False)
        self.set_bound(bound)
        for i in range(FIRST_NODES, self.size):
            self.words[i] = 0

    def close(self) -> None:
        release_segment(self.words, self.shm, self.owner)
