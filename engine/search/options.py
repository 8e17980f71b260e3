"""What a search is asked to do: ``SearchOptions``, the names its settings take, and the value scale.

This module is also where a request becomes the options a search really runs with, each rule stated
once and read by the command line, the GUI and the arena's agents alike:

* how deep (``resolve_depth``): a depth asked for, "full", or the game's default;
* with which algorithm and evaluation when none is named (``default_algorithm``, ``default_evaluation``);
* when the game's exact solver takes over: for a search to the end of a game that declares
  ``solver_for_full_depth`` (``hand_over_to_solver``), and for a computer player in an endgame
  (``SearchOptions.for_move``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal, Protocol

from ..enhancements import DEFAULT_TT_MB, Enhancements
from ..errors import SearchConfigError
from ..evaluation import Evaluation
from ..game import Game, State
from ..i18n import QT_TRANSLATE_NOOP, Count, Phrase
from .algorithms import ALGORITHMS, AlgorithmInfo, algorithm_info, is_zero_window
from .settings_schema import DEFAULT_EXPLORATION as DEFAULT_EXPLORATION  # (re-exported: the defaults live in the schema)
from .settings_schema import DEFAULT_PLAYOUTS as DEFAULT_PLAYOUTS
from .settings_schema import setting

Algorithm = str
"""An algorithm's id, as registered in ``engine.search.algorithms`` (``as_algorithm`` checks one)."""
TieBreak = Literal["first", "random"]
ChancePruning = Literal["none", "star1", "star2"]

TIE_BREAKS: tuple[TieBreak, ...] = ("first", "random")
CHANCE_PRUNING: tuple[ChancePruning, ...] = ("none", "star1", "star2")
NO_ENHANCEMENTS = Enhancements()
FASTER_WINS_HORIZON = 1000
"""With "prefer faster wins", a win n plies away is worth W × (1000 − n)."""

DepthChoice = int | None | Literal["default"]
"""A depth as asked for: a number of plies, None for "full" (to the end of the game), or "default"."""
MINIMAX_PLAYER_SHALLOWER = 2
"""A computer player using plain minimax searches this many plies less than the game's default depth
(at least one): without pruning, the default depth would make every move of an arena game slow."""
SOLVER_EMPTY_CELLS = 24
"""A computer player asked to solve (the arena's ``solve``) hands a position to the exact solver once this
many plies or fewer are left (about a second at most; earlier the solver takes far longer than a game
move should), and searches as it would without ``solve`` before that."""


class GameDefaults(Protocol):
    """What a game declares about searching it (``engine.games.GameInfo`` is one)."""

    @property
    def default_depth(self) -> int | None: ...
    @property
    def default_evaluation(self) -> str: ...
    @property
    def evaluations(self) -> Mapping[str, type[Evaluation]]: ...


def default_algorithm(game: Game | type[Game]) -> Algorithm:
    """The algorithm when none is named: alpha-beta has no rule for chance nodes, so a game with dice
    gets expectiminimax, every other game alpha-beta."""
    return "expectiminimax" if game.has_chance else "alphabeta"


def default_evaluation(info: GameDefaults) -> Evaluation:
    """The game's own evaluation with its default weights."""
    return info.evaluations[info.default_evaluation]()


def full_depth_feasible(info: GameDefaults) -> bool:
    """Whether searching to the end of the game is sensible (tic-tac-toe yes, Connect Four no): exactly
    when the game's default depth is "full"."""
    return info.default_depth is None


def resolve_depth(requested: DepthChoice, info: GameDefaults | None, algorithm: Algorithm, *,
                  limited: bool = False, solve: bool = False, player: bool = False) -> int | None:
    """The depth a search goes to (None: to the end of the game) — the one rule, for every caller.

    ``limited``: a time or node limit is set; ``solve``: the exact solver is asked for (it searches to
    the end); ``player``: a side's settings (a computer player, or a side's hints) rather than one
    analysis of one position.

    * The exact solver for a player always goes to the end (the depth setting waits for it to be
      switched off). For one analysis, a depth asked for with the solver is left for ``validate`` to refuse.
    * A depth asked for (a number, or None for "full") is searched as asked.
    * "default" without a game's defaults (an explicit tree) is to the end; so is a game whose default is.
    * "default" for one analysis with the solver or a limit is to the end: the solver has no cutoff,
      and a limit (with iterative deepening) decides how deep the search gets.
    * "default" for a player is the game's default depth, ``MINIMAX_PLAYER_SHALLOWER`` plies less for
      plain minimax (at least 1); an alpha-beta player under a limit deepens as far as it lets it.
    """
    if solve and (player or requested == "default"):
        return None
    known = ALGORITHMS.get(algorithm)
    if known is not None and not known.depth:
        return None  # Monte Carlo tree search has no depth: its playouts run to the end (or playout_plies)
    if requested != "default":
        return requested
    if info is None or info.default_depth is None:
        return None
    if limited and (not player or (known is not None and known.deepens_when_limited)):
        return None
    if player and known is not None and known.shallower_player:
        return max(1, info.default_depth - MINIMAX_PLAYER_SHALLOWER)
    return info.default_depth


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
    playouts: int | None = None
    """MCTS: the playouts to run (None: ``DEFAULT_PLAYOUTS`` unless a time or node limit is set)."""
    exploration: float = DEFAULT_EXPLORATION
    """MCTS: UCB1's exploration constant c, finite and positive."""
    playout_plies: int | None = None
    """MCTS: None plays each playout to the end of the game with random moves; N stops it after N random
    plies and scores the position with the evaluation (0: the evaluation of the new leaf itself)."""

    @classmethod
    def for_game(cls, info: GameDefaults | None, algorithm: Algorithm, *, depth: DepthChoice = "default",
                 evaluation: Evaluation | None = None, player: bool = False, **fields: Any) -> SearchOptions:
        """The options for a search of ``info``'s game (None: an explicit tree) with the depth resolved
        (``resolve_depth``, from the limits and enhancements in ``fields``) and, when none is given, the
        game's own evaluation. ``fields`` are the other ``SearchOptions`` fields, taken as they are."""
        if evaluation is None and info is not None:
            evaluation = default_evaluation(info)
        asked = cls(algorithm=algorithm, evaluation=evaluation, **fields)
        return replace(asked, depth=resolve_depth(depth, info, algorithm, limited=asked.limited,
                                                  solve=asked.enhancements.solve, player=player))

    @property
    def algorithm_info(self) -> AlgorithmInfo:
        """What the registry says about the algorithm (``SearchConfigError`` for an unknown one)."""
        return algorithm_info(self.algorithm)

    @property
    def limited(self) -> bool:
        """Whether a time or node limit may stop the search before it is done."""
        return self.time_limit is not None or self.node_limit is not None

    @property
    def full_root_window(self) -> bool:
        """Whether every root move is searched with a full window, so that every root value is exact:
        asked for (``exact_root``), and always without alpha-beta's pruning."""
        return self.exact_root or not is_zero_window(self.algorithm)

    def for_move(self, game: Game, state: State, *, solve_within: int | None = None) -> SearchOptions:
        """The options a computer player searches ``state`` with: its own, except where the game's exact
        solver takes over, so that the computer plays the endgame perfectly whatever its depth:

        * ``solve_within`` (a player asked to solve, ``SOLVER_EMPTY_CELLS``): once that many plies or
          fewer are left, the solver with the player's other enhancements;
        * in a position the game solves quickly (``Game.solves_endgame``), an alpha-beta search with a
          depth cutoff: the solver with its table (the player's size, or the default one).

        Options already handed over come back as they are."""
        if solve_within is not None and game.max_plies(state) <= solve_within:
            return replace(self, depth=None, enhancements=replace(self.enhancements, solve=True))
        if (self.algorithm_info.hands_over and self.depth is not None and game.root_solver() is not None
                and game.solves_endgame(state)):
            tt_mb = self.enhancements.tt_mb or DEFAULT_TT_MB
            return replace(self, depth=None, enhancements=Enhancements(solve=True, tt_mb=tt_mb), faster_wins=False,
                           record=False)
        return self

    def validate(self, game: Game) -> None:
        info = algorithm_info(self.algorithm)  # refuses an unknown one, naming the known
        _check_ranges(self)
        if self.depth is not None and self.evaluation is None:
            raise SearchConfigError("a depth cutoff needs an evaluation function")
        if self.tie_break not in TIE_BREAKS:
            raise SearchConfigError(f"tie-break must be 'first' or 'random', got {self.tie_break!r}")
        if self.record_budget < 1:
            raise SearchConfigError("the record budget must be at least one node")
        if self.faster_wins and not game.scales_utility:
            raise SearchConfigError("prefer faster wins scales wins and losses; an explicit tree's leaf values are "
                                    "taken as given")
        enh = self.enhancements
        if not info.depth:
            self.validate_mcts(game)
        problems = enh.problems()
        if problems:
            raise SearchConfigError(problems[0])
        if enh.needs_pruning_kernel and not info.zero_window:
            raise SearchConfigError("the table, move ordering, PVS and quiescence need the alpha-beta algorithm")
        if not info.exact_root:
            _check_sss_mtdf(self, info)
        if enh.iterative and self.evaluation is None:
            raise SearchConfigError("iterative deepening needs an evaluation function for its shallow iterations")
        if enh.solve:
            if game.root_solver() is None:
                raise SearchConfigError(f"{game.title} has no exact solver")
            if self.depth is not None:
                raise SearchConfigError("the solver searches to the end of the game: use depth 'full'")

    def validate_mcts(self, game: Game) -> None:
        """Monte Carlo tree search's own settings (``SearchConfigError`` with the reason)."""
        if self.playout_plies is not None and self.evaluation is None:
            raise SearchConfigError("playouts cut short after some plies need an evaluation function")
        if self.enhancements.active:
            raise SearchConfigError("MCTS takes none of alpha-beta's enhancements (table, ordering, deepening, "
                                    "PVS, quiescence, solver)")
        if self.chance_pruning != "none":
            raise SearchConfigError("chance pruning (Star1/Star2) is for expectiminimax; MCTS samples chance nodes")


def _check_ranges(options: SearchOptions) -> None:
    """Each number above its floor, with the settings schema's message (``engine.search.settings_schema``): a
    caller that builds options itself may go past the ceilings a user is held to (a test's 10⁹ playouts
    ended by a stop), never below the floor."""
    for key in ("depth", "time_limit", "node_limit", "playouts", "exploration", "playout_plies"):
        value = getattr(options, key)
        s = setting(key)
        if value is None or s.low is None:
            continue
        if (value <= s.low if s.above_low else value < s.low) or not math.isfinite(value):
            raise SearchConfigError(str(s.refusal(value)))


def _check_sss_mtdf(options: SearchOptions, info: AlgorithmInfo) -> None:
    """What SSS*, DUAL* and MTD(f) cannot do: none values every root move exactly nor hands over to the
    exact solver; SSS* and DUAL* (best first, no table) take no enhancement at all."""
    name = info.in_prose
    if options.exact_root:
        raise SearchConfigError(f"{name} does not value every root move exactly: --exact goes with alpha-beta")
    if options.enhancements.solve:
        raise SearchConfigError(f"{name} does not hand over to the exact solver: use alpha-beta")
    if info.enhancements == "none" and options.enhancements.describe():
        raise SearchConfigError(f"{name} runs as it was published: no table, ordering, PVS, quiescence or "
                                "iterative deepening")


def utility_scale(game: Game, options: SearchOptions) -> tuple[float, str]:
    """The multiplier for terminal utilities, and a sentence saying which scale is in use."""
    w, words = scale_words(game, options)
    return w, str(words)


SCALE = "UtilityScale"


def _score(x: float) -> Count | str:
    """A win score in a sentence: a whole number as a count ("10,000"; the window writes it as its language
    groups, "10.000"), a fraction as written ("2.5")."""
    return Count(int(x)) if math.isfinite(x) and float(x).is_integer() else f"{x:g}"


def scale_words(game: Game, options: SearchOptions) -> tuple[float, Phrase]:
    """``utility_scale`` with its sentence as the window translates it: "{formula} ({why})", the formula and
    the reason each a phrase (the statistics show the formula, the reason goes into the tooltip)."""
    if not game.scales_utility:
        return 1, Phrase(SCALE, "{0}", Phrase(SCALE, QT_TRANSLATE_NOOP("UtilityScale", "leaf values as given")))
    w: float = 1
    cutoff = options.depth is not None or (options.enhancements.iterative and not options.enhancements.solve)
    if cutoff and options.evaluation is not None:
        w = options.evaluation.win_score
        w = int(w) if math.isfinite(w) and float(w).is_integer() else w
    if options.faster_wins:
        formula = Phrase(SCALE, QT_TRANSLATE_NOOP(
            "UtilityScale", "win = +{0} − {1} per ply to the win, draw = 0, loss likewise negative"),
            _score(w * FASTER_WINS_HORIZON), _score(w))
        why = Phrase(SCALE, QT_TRANSLATE_NOOP("UtilityScale", "prefer faster wins"))
    elif w == 1:
        formula = Phrase(SCALE, QT_TRANSLATE_NOOP("UtilityScale", "win = +1, draw = 0, loss = −1"))
        why = Phrase(SCALE, QT_TRANSLATE_NOOP("UtilityScale", "textbook utilities"))
    else:
        formula = Phrase(SCALE, QT_TRANSLATE_NOOP("UtilityScale", "win = +{0}, draw = 0, loss = −{0}"), _score(w))
        why = Phrase(SCALE, QT_TRANSLATE_NOOP("UtilityScale", "so a win outweighs any evaluation"))
    return w, Phrase(SCALE, QT_TRANSLATE_NOOP("UtilityScale", "{0} ({1})"), formula, why)


def hand_over_to_solver(game: Game, options: SearchOptions) -> SearchOptions:
    """The options a search really runs with: in a game that declares ``solver_for_full_depth``, a
    search to the end with the table or move ordering on (no iterative deepening, no recorded tree,
    no faster wins) is the game's exact solver — its own table, ordering and null windows — because
    the generic kernel cannot search that game's endgames in time. Other searches are unchanged."""
    enh = options.enhancements
    if (game.solver_for_full_depth and options.depth is None and options.algorithm_info.hands_over
            and enh.needs_pruning_kernel and not enh.iterative and not enh.quiescence and not options.record
            and not options.faster_wins and game.root_solver() is not None):
        return replace(options, enhancements=Enhancements(solve=True, tt_mb=enh.tt_mb))
    return options


DEFAULT_OPTIONS = SearchOptions()
