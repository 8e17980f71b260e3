"""Minimax, alpha-beta, expectiminimax and their enhancements, with an optional depth cutoff.

The algorithms are the textbook ones (AIMA's MINIMAX-SEARCH and ALPHA-BETA-SEARCH, with
H-MINIMAX's cutoff). The package is laid out by what each part does:

* ``options``: ``SearchOptions``, the value scale (``utility_scale``), and how a request becomes the options a
  search runs with (depth, defaults, hand-over to the exact solver);
* ``core``: the context every kernel shares (counters, per-ply arrays, stop check, result);
* ``textbook``: minimax / expectiminimax and alpha-beta as a learner reads them;
* ``kernel``: the flagged alpha-beta (table, move ordering, PVS, quiescence), and every search that writes its
  nodes into a ``TreeRecord`` (minimax, alpha-beta and expectiminimax with every flag off search as the textbook's);
* ``star``: Ballard's Star1 / Star2 pruning at chance nodes;
* ``solved_root``: the root handed to the game's exact solver (the ``solve`` enhancement);
* ``algorithms``: the registry of algorithms (``AlgorithmInfo``: what each can do, its runner, how it is shown);
* ``pvs``: principal variation search (Negascout), an algorithm added by registration alone;
* ``api``: ``search()`` itself: the root loop and iterative deepening, and the built-in algorithms' registrations.
"""

from .algorithms import (
    ALGORITHMS,
    AlgorithmInfo,
    algorithm_ids,
    algorithm_info,
    as_algorithm,
    choices_help,
    in_order,
)
from .api import compare_with_plain, evaluated_and_pruned_leaves, leaves_of, search
from .core import CHECK_EVERY, RootResult, SearchContext, SearchStopped
from .options import (
    CHANCE_PRUNING,
    DEFAULT_EXPLORATION,
    DEFAULT_PLAYOUTS,
    FASTER_WINS_HORIZON,
    SOLVER_EMPTY_CELLS,
    Algorithm,
    ChancePruning,
    DepthChoice,
    GameDefaults,
    SearchOptions,
    StopFlag,
    TieBreak,
    as_chance_pruning,
    default_algorithm,
    default_evaluation,
    full_depth_feasible,
    hand_over_to_solver,
    resolve_depth,
    utility_scale,
)
from .pvs import pvs_search
from .star import describe_savings, value_bounds

__all__ = [
    "ALGORITHMS",
    "CHANCE_PRUNING",
    "CHECK_EVERY",
    "DEFAULT_EXPLORATION",
    "DEFAULT_PLAYOUTS",
    "FASTER_WINS_HORIZON",
    "SOLVER_EMPTY_CELLS",
    "Algorithm",
    "AlgorithmInfo",
    "ChancePruning",
    "DepthChoice",
    "GameDefaults",
    "RootResult",
    "SearchContext",
    "SearchOptions",
    "SearchStopped",
    "StopFlag",
    "TieBreak",
    "algorithm_ids",
    "algorithm_info",
    "as_algorithm",
    "as_chance_pruning",
    "choices_help",
    "compare_with_plain",
    "default_algorithm",
    "default_evaluation",
    "describe_savings",
    "evaluated_and_pruned_leaves",
    "full_depth_feasible",
    "hand_over_to_solver",
    "in_order",
    "leaves_of",
    "pvs_search",
    "resolve_depth",
    "search",
    "utility_scale",
    "value_bounds",
]
