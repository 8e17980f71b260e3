"""What a search is asked to do: ``SearchOptions``, the names its settings take, and the value scale."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal, Protocol

from ..enhancements import Enhancements
from ..errors import SearchConfigError
from ..evaluation import Evaluation
from ..game import Game

Algorithm = Literal["minimax", "alphabeta", "expectiminimax"]
TieBreak = Literal["first", "random"]
ChancePruning = Literal["none", "star1", "star2"]

ALGORITHMS: tuple[Algorithm, ...] = ("minimax", "alphabeta", "expectiminimax")
TIE_BREAKS: tuple[TieBreak, ...] = ("first", "random")
CHANCE_PRUNING: tuple[ChancePruning, ...] = ("none", "star1", "star2")
NO_ENHANCEMENTS = Enhancements()
FASTER_WINS_HORIZON = 1000
"""With "prefer faster wins", a win n plies away is worth W × (1000 − n)."""


def as_algorithm(name: str) -> Algorithm:
    """``name`` as an algorithm, or ``SearchConfigError``."""
    for a in ALGORITHMS:
        if a == name:
            return a
    raise SearchConfigError(f"unknown algorithm {name!r} (known: {', '.join(ALGORITHMS)})")


def as_chance_pruning(name: str) -> ChancePruning:
    """``name`` as a chance-pruning mode, or ``SearchConfigError``."""
    for c in CHANCE_PRUNING:
        if c == name:
            return c
    raise SearchConfigError(f"unknown chance pruning {name!r} (known: {', '.join(CHANCE_PRUNING)})")


class StopFlag(Protocol):
    def is_set(self) -> bool: ...


@dataclass(frozen=True)
class SearchOptions:
    """What to search and how. ``depth=None`` searches to the end of the game ("full")."""

    algorithm: Algorithm = "alphabeta"
    depth: int | None = None
    evaluation: Evaluation | None = None
    exact_root: bool = False
    """Search every root move with a full window, so every root value is exact (costs nodes)."""
    tie_break: TieBreak = "first"
    """"first" or "random" (seeded by ``seed``) among root moves with the best exact value."""
    seed: int | None = None
    record: bool = False
    record_budget: int = 300_000
    faster_wins: bool = False
    progress_interval: float = 0.05
    chance_pruning: ChancePruning = "none"
    """"none", or Ballard's "star1" / "star2" pruning at chance nodes (expectiminimax; see ``star``)."""
    time_limit: float | None = None
    """Seconds; the search stops (keeping what it found) when they have passed."""
    node_limit: int | None = None
    """The search stops once it has visited this many nodes (checked every few inner nodes)."""
    enhancements: Enhancements = NO_ENHANCEMENTS

    def validate(self, game: Game) -> None:
        if self.algorithm not in ALGORITHMS:
            raise SearchConfigError(f"unknown algorithm {self.algorithm!r} (known: {', '.join(ALGORITHMS)})")
        if self.depth is not None and self.depth < 1:
            raise SearchConfigError(f"depth must be at least 1 or 'full', got {self.depth}")
        if self.depth is not None and self.evaluation is None:
            raise SearchConfigError("a depth cutoff needs an evaluation function")
        if self.tie_break not in TIE_BREAKS:
            raise SearchConfigError(f"tie-break must be 'first' or 'random', got {self.tie_break!r}")
        if self.record_budget < 1:
            raise SearchConfigError("the record budget must be at least one node")
        if self.faster_wins and not game.scales_utility:
            raise SearchConfigError("prefer faster wins scales wins and losses; an explicit tree's leaf values are "
                                    "taken as given")
        if self.time_limit is not None and not self.time_limit > 0:
            raise SearchConfigError(f"the time limit must be positive, got {self.time_limit:g} s")
        if self.node_limit is not None and self.node_limit < 1:
            raise SearchConfigError(f"the node limit must be at least 1, got {self.node_limit}")
        enh = self.enhancements
        problems = enh.problems()
        if problems:
            raise SearchConfigError(problems[0])
        if enh.needs_pruning_kernel and self.algorithm != "alphabeta":
            raise SearchConfigError("the table, move ordering, PVS and quiescence need the alpha-beta algorithm")
        if enh.iterative and self.evaluation is None:
            raise SearchConfigError("iterative deepening needs an evaluation function for its shallow iterations")
        if enh.solve:
            if game.root_solver() is None:
                raise SearchConfigError(f"{game.title} has no exact solver")
            if self.depth is not None:
                raise SearchConfigError("the solver searches to the end of the game: use depth 'full'")


def utility_scale(game: Game, options: SearchOptions) -> tuple[float, str]:
    """The multiplier for terminal utilities, and a sentence saying which scale is in use."""
    if not game.scales_utility:
        return 1, "leaf values as given"
    w: float = 1
    cutoff = options.depth is not None or (options.enhancements.iterative and not options.enhancements.solve)
    if cutoff and options.evaluation is not None:
        w = options.evaluation.win_score
        w = int(w) if math.isfinite(w) and float(w).is_integer() else w
    if options.faster_wins:
        return w, (f"win = +{w * FASTER_WINS_HORIZON:g} − {w:g} per ply to the win, draw = 0, "
                   "loss likewise negative (prefer faster wins)")
    if w == 1:
        return w, "win = +1, draw = 0, loss = −1 (textbook utilities)"
    return w, f"win = +{w:g}, draw = 0, loss = −{w:g} (so a win outweighs any evaluation)"


DEFAULT_OPTIONS = SearchOptions()
