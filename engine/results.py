"""Typed records the search produces: statistics, progress reports and the result."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, TypeVar

from .i18n import Phrase
from .record import TreeRecord
from .tt import TableStats

Bound = Literal["exact", "lower", "upper"]
E = TypeVar("E")


@dataclass(frozen=True)
class MoveValue:
    """The value of one root move, from the root player's point of view.

    ``bound`` is "exact", or "upper"/"lower" when alpha-beta only proved the true value is at most /
    at least ``value`` (a refuted move).
    """

    move: int
    value: float
    bound: Bound = "exact"


@dataclass
class SearchStats:
    nodes: int = 0
    evaluations: int = 0
    terminals: int = 0
    cutoffs: int = 0
    pruned: int = 0
    max_depth: int = 0
    nodes_per_depth: list[int] = field(default_factory=list)
    elapsed_s: float = 0.0
    chance_nodes: int = 0
    chance_cutoffs: int = 0
    """Chance nodes Star1/Star2 cut off before searching every outcome."""
    chance_pruned: int = 0
    """Chance outcomes never searched because of those cutoffs."""
    probes: int = 0
    research_nodes: int = 0
    """Star2 with a recorded tree: nodes of probes searched again so the record is complete (included in
    ``nodes``; a search without recording does not spend them)."""
    """Star2's probe searches (the first move of an outcome's successor)."""
    first_move_cutoffs: int = 0
    """Cutoffs (of those counted in ``cutoffs``) made by the first child tried: ordering quality."""
    extensions: int = 0
    """Quiescence extensions: depth-cutoff nodes searched on because of an immediate threat."""
    helper_nodes: int = 0
    """Lazy SMP (``engine.parallel``): the nodes the helper processes searched beside this search, only to fill
    the shared table (not in ``nodes``, which with ``nodes_per_depth`` and the rest are this search's own)."""

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.elapsed_s if self.elapsed_s > 0 else 0.0

    @property
    def all_nodes(self) -> int:
        """The nodes of every process: this search's and its helpers'."""
        return self.nodes + self.helper_nodes

    @property
    def all_nodes_per_second(self) -> float:
        return self.all_nodes / self.elapsed_s if self.elapsed_s > 0 else 0.0

    @property
    def first_move_cut_share(self) -> float | None:
        """Share of cutoffs made by the first move tried (1.0 = perfect ordering at cut nodes)."""
        return self.first_move_cutoffs / self.cutoffs if self.cutoffs else None


@dataclass(frozen=True)
class Progress:
    """One progress report, sent to an observer at most every ``progress_interval`` seconds."""

    nodes: int
    evaluations: int
    cutoffs: int
    pruned: int
    depth: int
    nodes_per_second: float
    elapsed_s: float
    best_move: int | None
    best_value: float | None
    root_values: tuple[MoveValue, ...]
    root_done: int
    root_total: int
    iteration: int | None = None
    """The depth being searched, in iterative deepening."""
    visits: tuple[int, ...] = ()
    """Monte Carlo tree search: each root move's visits so far, in the order of ``root_values``."""
    tree: TreeRecord | None = None
    """Monte Carlo tree search that records: now and then, a snapshot of the tree so far (a window shows it
    growing); None in the reports between snapshots."""
    helper_nodes: int = 0
    """Lazy SMP: the nodes the helper processes have searched so far (not in ``nodes``)."""

    @property
    def all_nodes_per_second(self) -> float:
        """This search's and its helpers' nodes per second."""
        total = self.nodes + self.helper_nodes
        return total / self.elapsed_s if self.elapsed_s > 0 else 0.0


@dataclass(frozen=True)
class WindowPass:
    """One zero-window pass of MTD(f): the window (alpha, beta) searched at ``depth``, the value it
    returned (a bound: ``lower`` when it reached beta, else ``upper``) and the nodes it visited."""

    depth: int | None
    window: tuple[float, float]
    value: float
    bound: str
    nodes: int


@dataclass(frozen=True)
class IterationInfo:
    """One finished iteration of iterative deepening (a chess GUI's per-depth row).

    Sent to the observer as soon as the iteration finishes, and listed in ``SearchResult.iterations``.
    ``nodes`` and ``time_s`` are this iteration's own; ``total_nodes`` and ``elapsed_s`` count from the
    start of the search. ``researches`` counts aspiration-window failures that re-searched the root.
    """

    depth: int
    value: float | None
    best_move: int | None
    pv: tuple[int, ...]
    nodes: int
    total_nodes: int
    time_s: float
    elapsed_s: float
    evaluations: int
    researches: int = 0
    complete: bool = False
    """True when no depth cutoff was hit: the value is exact (the search reached every game end)."""
    table_fill: float | None = None


@dataclass(frozen=True)
class WindowPasses:
    """What MTD(f) adds to its result: its zero-window passes, in the order searched."""

    passes: tuple[WindowPass, ...] = ()


@dataclass(frozen=True)
class LeavesEvaluated:
    """What SSS* and DUAL* add to their result: the paths of the leaves they evaluated, in the order evaluated
    (best first: the order is the algorithm's own, not the tree's)."""

    paths: list[list[int]] = field(default_factory=list)


@dataclass(frozen=True)
class MctsStats:
    """What a Monte Carlo tree search adds to its result: the playouts it ran, its settings, and how often
    it visited each root move (in the order of ``SearchResult.moves``, whose values are the mean playout
    values, for the root player, between the loss and the win value)."""

    playouts: int
    visits: tuple[int, ...]
    exploration: float
    playout_plies: int | None = None
    seed: int | None = None


@dataclass
class SearchResult:
    """What a search found: the fields every algorithm fills, and in ``extras`` what only its algorithm has."""

    value: float | None
    best_move: int | None
    pv: list[int]
    moves: list[MoveValue]
    ties: list[int]
    stats: SearchStats
    algorithm: str
    depth: int | None
    evaluation: str | None
    scale: str
    stopped: bool = False
    tree: TreeRecord | None = None
    partial_tree: TreeRecord | None = None
    """Iterative deepening stopped inside a depth: that depth's unfinished tree (``tree`` is then the
    deepest finished depth's, every root move closed)."""
    pv_is_chance: list[bool] = field(default_factory=list)
    iterations: list[IterationInfo] = field(default_factory=list)
    """Iterative deepening: one record per finished iteration (empty otherwise)."""
    depth_reached: int | None = None
    """The deepest completed iteration (iterative deepening), or the depth searched; None for "full"."""
    table: TableStats | None = None
    method: str = ""
    """The enhancements in use, in words ("" for the textbook search)."""
    extras: object = None
    """What only this result's algorithm has (``MctsStats``, ``WindowPasses``, ``LeavesEvaluated``: the type its
    registry entry declares as ``AlgorithmInfo.extras``), None for an algorithm with nothing of its own. Read it
    through ``extra``."""
    scale_words: Phrase | None = None
    """``scale`` as the window translates it (None for a result read from a file: ``scale`` is shown)."""
    method_words: Phrase | None = None
    """``method`` as the window translates it (None for a result read from a file)."""

    def extra(self, kind: type[E]) -> E | None:
        """This result's own part of the kind ``kind`` (``result.extra(MctsStats)``), or None when its algorithm
        adds none of that kind."""
        extras = self.extras
        return extras if isinstance(extras, kind) else None
