"""A transposition table: what the search already knows about a position, keyed by the game's ``key``.

An entry is a tuple ``(key, depth, value, bound, move, age)``:

* ``depth`` is the *remaining* depth the value was searched to (plies below the position);
* ``value`` is from the point of view of the search's root player (the kernels' MAX), so a table
  belongs to one search (one root player, one evaluation, one utility scale) and is never shared
  between searches — which is also what keeps "prefer faster wins" distances right;
* ``bound`` says what the value is: ``EXACT``, ``LOWER`` (the true value is at least ``value``: the
  search failed high) or ``UPPER`` (at most ``value``: it failed low);
* ``move`` is the best (or refuting) move found, for ordering; ``age`` the iteration that stored it.

Contract (tested): ``answer(entry, depth, alpha, beta)`` returns a value only when the entry was
searched to exactly ``depth`` — a shallower entry never answers a deeper question, and a deeper one
never replaces the depth-limited value the user asked for, so a search with the table returns the
same values as one without — and only when the bound settles the question for the window:
exact, or a lower bound ``>= beta``, or an upper bound ``<= alpha``.

Storage is a fixed array of slots (a prime number of them, sized from megabytes), indexed by
``hash(key) % size``; one entry per slot. Replacement: a slot takes the new entry when it is empty,
holds the same position, holds an entry from an earlier iteration, or holds one searched less deep.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

EXACT, LOWER, UPPER = 0, 1, 2
BOUND_NAMES = ("exact", "lower", "upper")
ENTRY_BYTES = 176
"""Approximate memory per filled slot: the list pointer, the 6-tuple and its key, value and depth."""

Entry = tuple[Hashable, int, float, int, Any, int]


def _next_prime(n: int) -> int:
    n = max(2, n)
    while True:
        if n < 4 or all(n % d for d in range(2, int(n**0.5) + 1)):
            return n
        n += 1


@dataclass
class TableStats:
    """What the table did in one search. ``fill`` is the share of slots in use at the end."""

    size: int = 0
    megabytes: float = 0.0
    probes: int = 0
    hits: int = 0
    cutoffs: int = 0
    stores: int = 0
    replacements: int = 0
    filled: int = 0

    @property
    def fill(self) -> float:
        return self.filled / self.size if self.size else 0.0

    @property
    def hit_rate(self) -> float:
        return self.hits / self.probes if self.probes else 0.0

    def as_dict(self) -> dict[str, float | int]:
        return {"size": self.size, "megabytes": self.megabytes, "probes": self.probes, "hits": self.hits,
                "cutoffs": self.cutoffs, "stores": self.stores, "replacements": self.replacements,
                "filled": self.filled, "fill": round(self.fill, 4)}


class TranspositionTable:
    """Fixed-size table of search results; the flagged alpha-beta kernel probes it with ``lookup`` and
    ``answer`` and fills it with ``store``."""

    __slots__ = ("age", "megabytes", "size", "slots", "stats")

    def __init__(self, megabytes: float) -> None:
        if not megabytes > 0:
            raise ValueError(f"the table needs a positive size in MB, got {megabytes}")
        self.megabytes = megabytes
        self.size = _next_prime(int(megabytes * 2**20 / ENTRY_BYTES))
        self.slots: list[Entry | None] = [None] * self.size
        self.age = 0
        self.stats = TableStats(size=self.size, megabytes=megabytes)

    def lookup(self, key: Hashable) -> Entry | None:
        stats = self.stats
        stats.probes += 1
        e = self.slots[hash(key) % self.size]
        if e is not None and e[0] == key:
            stats.hits += 1
            return e
        return None

    def index(self, key: Hashable) -> int:
        return hash(key) % self.size

    def peek(self, key: Hashable) -> Entry | None:
        """The entry for ``key`` without counting a probe (reading the principal variation back)."""
        e = self.slots[hash(key) % self.size]
        return e if e is not None and e[0] == key else None

    def store(self, key: Hashable, depth: int, value: float, bound: int, move: Any) -> bool:
        """Store unless the slot holds a deeper entry of another position from this iteration."""
        slots = self.slots
        i = hash(key) % self.size
        old = slots[i]
        age = self.age
        stats = self.stats
        if old is not None and old[0] != key and old[5] == age and old[1] > depth:
            return False
        stats.stores += 1
        if old is None:
            stats.filled += 1
        elif old[0] != key:
            stats.replacements += 1
        slots[i] = (key, depth, value, bound, move, age)
        return True

    def new_iteration(self) -> None:
        """Entries stored from now on take precedence over older ones when slots collide."""
        self.age += 1


def classify(value: float, alpha: float, beta: float) -> int:
    """The bound a fail-soft alpha-beta result ``value`` has for the window it was searched with."""
    if value <= alpha:
        return UPPER
    if value >= beta:
        return LOWER
    return EXACT


def answer(entry: Entry, depth: int, alpha: float, beta: float) -> float | None:
    """The value an entry gives for a search of ``depth`` with window (alpha, beta), or None."""
    if entry[1] != depth:
        return None
    value, bound = entry[2], entry[3]
    if bound == EXACT or (bound == LOWER and value >= beta) or (bound == UPPER and value <= alpha):
        return value
    return None
