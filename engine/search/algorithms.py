"""The search algorithms Minimax Studio knows, by the name settings files and specs use.

Each algorithm is one ``AlgorithmInfo``: its id (the string saved settings, game files, tournament specs
and ``--algorithm`` use), its title as the window shows it, what it can do (chance nodes, a depth cutoff,
which enhancements, the zero-window family, sharing out across workers, time and node limits), the
function ``search`` runs it with, and how its result is shown (which statistics rows apply, whether
pruning controls do). ``search``, the command line, the window's forms, the statistics panel, Compare
and the tree explorer ask the registry, never the name.

The built-in algorithms register themselves in ``engine.search.api`` (next to the root loop they run);
adding an algorithm is its module, one ``register(AlgorithmInfo(...))`` there, and the module's name in
``engine.search.__init__`` (see docs/extending/adding-an-algorithm.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from ..errors import SearchConfigError
from ..game import Game
from ..i18n import QT_TRANSLATE_NOOP
from ..results import SearchResult

EnhancementUse = Literal["all", "iterative", "none"]
"""Which of alpha-beta's enhancements an algorithm takes: all of them (the table, ordering, PVS, quiescence,
the solver, iterative deepening), iterative deepening only (it needs no pruning kernel), or none."""
Offered = Literal["always", "chance", "plain"]
"""For which games the window offers it: every game, games with chance nodes, games without."""
StatsRow = Literal["cutoffs", "full_tree", "chance", "mcts", "solved_whole", "passes"]
"""Statistics rows an algorithm's result fills: alpha-beta's cutoffs, the full tree counted for comparison
(and what pruning saved), chance nodes and Star1/Star2 cuts, MCTS's playouts/visits/means, SSS*'s root
solved as a whole, and MTD(f)'s zero-window passes."""

StepsKind = Literal["record", "best_first", "passes", "none"]
"""How the tree explorer steps through a search: node by node through its tree record (minimax, alpha-beta,
expectiminimax), through SSS*'s own list of states (SSS*, DUAL*), pass by pass (MTD(f)), or not at all."""

TITLE = "Algorithm"
"""The translation context of algorithm titles (``QT_TRANSLATE_NOOP(TITLE, ...)`` with the literal)."""


@dataclass(frozen=True)
class AlgorithmInfo:
    """One search algorithm as the rest of the program sees it.

    ``runner(game, state, options, observer, stop)`` is what ``engine.search.search`` calls for it; it
    returns the ``SearchResult`` (with ``algorithm`` set to ``id``)."""

    id: str
    title: str
    """English, marked with ``QT_TRANSLATE_NOOP("Algorithm", ...)``: the window translates it."""
    runner: Callable[..., SearchResult]
    order: int
    """Where menus list it (lower first): minimax, alpha-beta, then the rest as a course teaches them."""
    chance_nodes: bool = False
    """It can search positions where the dice decide (alpha-beta's cutoffs have no rule for them)."""
    offered: Offered = "plain"
    depth: bool = True
    """It searches to a depth cutoff (or to the end); False: it has no depth at all (MCTS)."""
    prunes: bool = False
    """Alpha-beta cutoffs: the full tree is worth counting beside it, and the pruning controls apply."""
    enhancements: EnhancementUse = "none"
    zero_window: bool = False
    """Runs alpha-beta's kernels with windows (so prunes at the root, unless every root value is asked)."""
    splittable: bool = False
    """Its root moves can be shared out among worker processes."""
    limits: bool = True
    """A time or node limit stops it, keeping what it found."""
    chance_pruning: bool = False
    """Ballard's Star1/Star2 apply (expectiminimax)."""
    prose: str = ""
    """The name inside an English sentence ("alpha-beta cannot …"); empty: the title."""
    solves_whole: bool = False
    """It solves the root as a whole (best first), without a value per root move."""
    dual: bool = False
    """It plays SSS* with the roles of MAX and MIN exchanged (DUAL*): its merits are lower bounds."""
    steps: StepsKind = "none"
    """How the tree explorer steps through it (see ``StepsKind``)."""
    exact_root: bool = True
    """It can value every root move exactly when asked (``exact_root``) and run the game's exact solver at the
    root; SSS*, DUAL* and MTD(f) cannot."""
    hands_over: bool = False
    """To the end of a game that declares ``solver_for_full_depth``, or in a quickly solved endgame, the game's
    exact solver runs instead (``hand_over_to_solver``, ``SearchOptions.for_move``)."""
    shallower_player: bool = False
    """A computer player searches ``MINIMAX_PLAYER_SHALLOWER`` plies less than the game's default depth."""
    deepens_when_limited: bool = False
    """A player without a depth deepens as far as a time or node limit lets it."""
    stats: frozenset[StatsRow] = frozenset()
    """The statistics rows its result fills (see ``StatsRow``)."""
    extras: type | None = None
    """The type of what only its result has (``SearchResult.extras``: MCTS's ``MctsStats``, MTD(f)'s
    ``WindowPasses``, SSS*'s ``LeavesEvaluated``), read with ``result.extra(that type)``; None: nothing of its own."""

    def offered_for(self, has_chance: bool) -> bool:
        """Whether the window offers it for a game with (or without) chance nodes."""
        return self.offered == "always" or (self.offered == "chance") == has_chance

    def refuse_chance(self, game: Game) -> None:
        """The rule, stated once: an algorithm without a rule for chance nodes cannot search a game with dice."""
        if game.has_chance and not self.chance_nodes:
            raise SearchConfigError(f"{self.in_prose} cannot search chance nodes: use expectiminimax")

    @property
    def in_prose(self) -> str:
        return self.prose or self.title


ALGORITHMS: dict[str, AlgorithmInfo] = {}
"""Every registered algorithm by id, in registration order (``in_order`` gives the menus' order)."""


def register(info: AlgorithmInfo) -> AlgorithmInfo:
    """Add ``info`` to the registry (an id registered twice is a programming error)."""
    if info.id in ALGORITHMS:
        raise ValueError(f"algorithm {info.id!r} is registered twice")
    ALGORITHMS[info.id] = info
    return info


def in_order() -> list[AlgorithmInfo]:
    """The algorithms in the order menus list them."""
    return sorted(ALGORITHMS.values(), key=lambda a: a.order)


def algorithm_ids() -> tuple[str, ...]:
    """The ids in the menus' order (the command line's choices)."""
    return tuple(a.id for a in in_order())


def algorithm_info(name: str) -> AlgorithmInfo:
    """The algorithm called ``name``, or ``SearchConfigError`` naming the known ones."""
    info = ALGORITHMS.get(name)
    if info is None:
        raise SearchConfigError(f"unknown algorithm {name!r} (known: {', '.join(algorithm_ids())})")
    return info


def as_algorithm(name: str) -> str:
    """``name`` as an algorithm id, or ``SearchConfigError``."""
    return algorithm_info(name).id


def choices_help() -> str:
    """The algorithms for a ``--help`` text: "minimax, alphabeta, …, sss (SSS*), … or mcts (Monte Carlo tree
    search)": the id, and the title beside it where it says more than the id."""
    words = [a.id if a.title.lower().replace("-", "") == a.id else f"{a.id} ({a.title})" for a in in_order()]
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)


def zero_window_ids() -> str:
    """The algorithms that take alpha-beta's enhancements, for a message: "alphabeta or mtdf"."""
    ids = [a.id for a in in_order() if a.zero_window]
    return ", ".join(ids[:-1]) + " or " + ids[-1] if len(ids) > 1 else "".join(ids)


def agent_usage() -> list[str]:
    """How a player spec names each algorithm: "alphabeta[:DEPTH]", "mcts[:PLAYOUTS]"."""
    return [f"{a.id}[:DEPTH]" if a.depth else f"{a.id}[:PLAYOUTS]" for a in in_order()]


def is_zero_window(name: str) -> bool:
    """Whether ``name`` runs alpha-beta's kernels (unknown names are not: ``validate`` refuses them)."""
    info = ALGORITHMS.get(name)
    return info is not None and info.zero_window


# Titles of the built-ins, marked here so that the translation tools find them in one place.
MINIMAX_TITLE = QT_TRANSLATE_NOOP("Algorithm", "Minimax")
ALPHABETA_TITLE = QT_TRANSLATE_NOOP("Algorithm", "Alpha-beta")
EXPECTIMINIMAX_TITLE = QT_TRANSLATE_NOOP("Algorithm", "Expectiminimax")
MCTS_TITLE = QT_TRANSLATE_NOOP("Algorithm", "Monte Carlo tree search")

__all__ = [
    "ALGORITHMS",
    "TITLE",
    "AlgorithmInfo",
    "EnhancementUse",
    "Offered",
    "StatsRow",
    "StepsKind",
    "agent_usage",
    "algorithm_ids",
    "algorithm_info",
    "as_algorithm",
    "choices_help",
    "in_order",
    "is_zero_window",
    "register",
    "zero_window_ids",
]
