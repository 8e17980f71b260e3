"""A transposition table in shared memory that every worker reads and writes without a lock (Hyatt and
Mann's "xor the key with the data"), for games whose position keys are integers (Connect Four's and
Othello's bitboard keys).

A slot is three 64-bit words: ``check ^ seal(value, data)``, ``value`` (the float's bits) and ``data`` (the
remaining depth, the bound, the move, the iteration); ``seal`` mixes the two (a plain xor of structured words
lets two writes pass for one). A reader recomputes it: a slot that another process was writing while it
read (words from two entries) fails the check and reads as empty, so a torn entry is never believed. The
value handed out is the word that passed the check, never read again, and a writer seals the bits it
computed, never bits read back (another writer may fill the slot meanwhile). ``check`` is a 64-bit mix of
the key, independent of the slot index; two keys
with the same index and the same check would be confused, as in every engine that keeps a signature
instead of the key (about one probe in 2^64).

It offers what the flagged kernel asks of ``engine.tt.TranspositionTable`` (``lookup``, ``peek``,
``store``, ``new_iteration``, ``stats``), with the same replacement rule, so a worker's search uses it
in place of its own table (``lazy_smp``).
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Hashable
from multiprocessing import shared_memory
from typing import Any

from ..tt import Entry, TableStats
from .segments import new_segment, release_segment

WORDS = 3
SLOT_BYTES = 8 * WORDS
MASK64 = (1 << 64) - 1
SIGN64 = 1 << 63
MIX = 0x9E3779B97F4A7C15  # Knuth's golden-ratio multiplier: spreads the key's bits over the check word
ADD = 0x632BE59BD9B4E019
DEPTH_BITS, BOUND_SHIFT, MOVE_SHIFT, AGE_SHIFT, WRITER_SHIFT = 32, 32, 34, 50, 59
AGE_MASK, WRITER_MASK = 0x1FF, 0xF
MOVE_OFFSET = 3  # moves are stored + 3 (Othello's pass is -2); 0 means "no move"
_AS_WORD, _AS_FLOAT = struct.Struct("q"), struct.Struct("d")


def _signed(x: int) -> int:
    x &= MASK64
    return x - (1 << 64) if x & SIGN64 else x


def check_word(key: int) -> int:
    """The key's 64-bit signature: its 64-bit pieces mixed in one after another (multiply, then fold the
    high bits down). Folding the pieces with a plain xor would not do: bitboard keys are structured, and
    two positions whose pieces xor alike would share a signature — and be confused."""
    h = ADD
    while True:
        h = ((h ^ (key & MASK64)) * MIX + ADD) & MASK64
        h ^= h >> 31
        key >>= 64
        if not key:
            return _signed(h)


def _seal(value_bits: int, data: int) -> int:
    """The value and data words mixed into one: the first word is the check xor this. A plain xor of the two
    would not do: values and data are structured (small whole numbers, a few flags), and two writes of one
    position whose words xor alike would pass for one entry."""
    return _signed(((value_bits ^ (data * MIX + ADD)) * MIX) ^ data)


class SharedTable:
    """The table over one shared-memory segment (see the module docstring)."""

    __slots__ = ("age", "megabytes", "on_foreign", "owner", "shm", "size", "stats", "words", "writer")

    def __init__(self, shm: shared_memory.SharedMemory, megabytes: float, owner: bool) -> None:
        self.shm = shm
        self.owner = owner
        self.megabytes = megabytes
        buf = shm.buf
        assert buf is not None
        self.words = buf.cast("q")
        self.size = len(self.words) // WORDS
        self.age = 0
        self.stats = TableStats(size=self.size, megabytes=megabytes)
        self.writer = 0
        """Who this process is (the entries remember their writer, 4 bits)."""
        self.on_foreign: Callable[[], None] | None = None
        """Called when ``lookup`` hands out another writer's entry (see ``lazy_smp``: such an entry may answer
        for a subtree this search never evaluated)."""

    @classmethod
    def create(cls, megabytes: float) -> SharedTable:
        slots = max(1, int(megabytes * 2**20) // SLOT_BYTES)
        return cls(new_segment(slots * SLOT_BYTES), megabytes, owner=True)  # a new segment reads as zeros: every slot empty

    @classmethod
    def attach(cls, name: str, megabytes: float) -> SharedTable:
        return cls(shared_memory.SharedMemory(name=name), megabytes, owner=False)

    @property
    def name(self) -> str:
        return self.shm.name

    def _read(self, key: Hashable) -> tuple[Entry | None, int]:
        """The key's entry (None: empty, another position's, or torn) and the data word it was read with."""
        check = check_word(key)  # type: ignore[arg-type]
        i = ((check >> 8) % self.size) * WORDS  # the mixed bits: keys with a pattern (bitboards) spread evenly
        w = self.words
        k, v, d = w[i], w[i + 1], w[i + 2]
        if k == 0 and v == 0 and d == 0:
            return None, d
        if k ^ _seal(v, d) != check:
            return None, d  # another position, or words from two writes
        raw_move = (d >> MOVE_SHIFT) & 0xFFFF
        # The value from the word that passed the check, not read again: a writer may have changed it since.
        value = _AS_FLOAT.unpack(_AS_WORD.pack(v))[0]
        return (key, d & ((1 << DEPTH_BITS) - 1), value, (d >> BOUND_SHIFT) & 3,
                raw_move - MOVE_OFFSET if raw_move else None, (d >> AGE_SHIFT) & AGE_MASK), d

    def lookup(self, key: Hashable) -> Entry | None:
        stats = self.stats
        stats.probes += 1
        e, d = self._read(key)
        if e is not None:
            stats.hits += 1
            # The writer from the data word that passed the check (the key's signature is not computed twice);
            # masked, as the word is signed and writers from 8 on set its sign bit.
            if self.on_foreign is not None and (d >> WRITER_SHIFT) & WRITER_MASK != self.writer:
                self.on_foreign()
        return e

    def index(self, key: Hashable) -> int:
        return (check_word(key) >> 8) % self.size  # type: ignore[arg-type]

    def peek(self, key: Hashable) -> Entry | None:
        return self._read(key)[0]

    def store(self, key: Hashable, depth: int, value: float, bound: int, move: Any) -> bool:
        """Store unless the slot holds a deeper entry of another position from this iteration."""
        check = check_word(key)  # type: ignore[arg-type]
        i = ((check >> 8) % self.size) * WORDS
        w = self.words
        k, v, d = w[i], w[i + 1], w[i + 2]
        occupied = not (k == 0 and v == 0 and d == 0)
        same = occupied and k ^ _seal(v, d) == check
        age = self.age & AGE_MASK
        if occupied and not same and (d >> AGE_SHIFT) & AGE_MASK == age and (d & ((1 << DEPTH_BITS) - 1)) > depth:
            return False
        stats = self.stats
        stats.stores += 1
        if not occupied:
            stats.filled += 1
        elif not same:
            stats.replacements += 1
        data = (min(depth, (1 << DEPTH_BITS) - 1) | bound << BOUND_SHIFT
                | (0 if move is None else (move + MOVE_OFFSET) & 0xFFFF) << MOVE_SHIFT | age << AGE_SHIFT
                | self.writer << WRITER_SHIFT)
        # The value's bits from the value itself, not read back: another writer may fill the slot meanwhile.
        vbits = _AS_WORD.unpack(_AS_FLOAT.pack(value))[0]
        w[i + 1] = vbits
        w[i + 2] = data
        w[i] = check ^ _seal(vbits, data)
        return True

    def new_iteration(self) -> None:
        self.age += 1

    def close(self) -> None:
        release_segment(self.words, self.shm, self.owner)
