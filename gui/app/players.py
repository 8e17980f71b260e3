"""Who plays each side, and with which search settings (pure data, no widgets).

Every side carries search settings, a human side too: they are what Hint and "Analyse position"
use on that side's turn, so a human can ask for help at the strength they choose.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication

from engine.enhancements import Enhancements
from engine.errors import InputError
from engine.evaluation import Evaluation, make_evaluation
from engine.games import GameInfo
from engine.search import (
    ALGORITHMS,
    DEFAULT_EXPLORATION,
    DEFAULT_PLAYOUTS,
    Algorithm,
    AlgorithmInfo,
    SearchOptions,
    TieBreak,
    algorithm_info,
    default_algorithm,
    default_evaluation,
    full_depth_feasible,
    in_order,
    resolve_depth,
)
from engine.search.algorithms import TITLE
from engine.search.settings_schema import SettingError, check_weights, setting

from ..i18n import QT_TRANSLATE_NOOP, counted, game_title, localized, translated_count
from .enhancement_settings import EnhancementSettings, EnhancementSettingsError, schema_error
from .outside import OutsideChoice, outside_kind

PlayerKind = Literal["human", "computer", "outside"]
"""``outside``: a program of its own plays the side (``gui.app.outside``); the computer still, for the rules
of play."""
DEFAULT_RECORD_BUDGET: int = setting("record_budget").default
"""(The ranges, defaults and messages of every search setting are the settings schema's:
``engine.search.settings_schema``; the forms ask it for their spin boxes' ranges.)"""


class SettingsError(InputError):
    """Settings that do not fit the game (from a file or stored settings)."""


@dataclass(frozen=True)
class SearchSwitch:
    """One more search option, declared once: the settings panel shows it as a row, game files and
    stored settings keep it, and ``SearchSettings.options`` passes it to the engine.

    ``name`` is the ``SearchOptions`` field it sets. Search enhancements (iterative deepening, a
    transposition table, move ordering, node or time limits) are added by appending a switch here
    once the engine has the field."""

    name: str
    label: str
    kind: Literal["bool", "int", "choice"]
    default: bool | int | str
    minimum: int = 0
    maximum: int = 0
    suffix: str = ""
    tooltip: str = ""
    choices: tuple[tuple[str, str], ...] = ()  # "choice": (value, title) pairs
    chance_only: bool = False  # offered only for games with chance nodes

    def offered_for(self, info: GameInfo) -> bool:
        return not self.chance_only or info.factory.has_chance

    def validate(self, value: Any) -> bool | int | str:
        """``value`` as the settings schema checks it (``SettingsError`` with its message)."""
        checked: bool | int | str = _checked(self.name, value)
        return checked


SEARCH_SWITCHES: tuple[SearchSwitch, ...] = (
    SearchSwitch("faster_wins", QT_TRANSLATE_NOOP("SearchSettings", "Prefer faster wins"), "bool", setting("faster_wins").default,
                 tooltip=QT_TRANSLATE_NOOP("SearchSettings", "Scale a win by its distance, so the computer wins as fast as it "
                                           "can (and loses as slowly as it can); values then count plies to the end")),
    SearchSwitch("chance_pruning", QT_TRANSLATE_NOOP("SearchSettings", "Chance pruning"), "choice",
                 setting("chance_pruning").default,
                 choices=(("none", QT_TRANSLATE_NOOP("SearchSettings", "none (plain expectiminimax)")), ("star1", "Star1"),
                          ("star2", QT_TRANSLATE_NOOP("SearchSettings", "Star2 (probing)"))),
                 chance_only=True,
                 tooltip=QT_TRANSLATE_NOOP("SearchSettings", "Ballard's *-minimax: cut a chance node once the outcomes searched "
                                           "so far prove its value lies outside the window. Star2 first probes one move of "
                                           "each outcome. The value is the same as plain expectiminimax; the "
                                           "statistics show what it saved")),
)
CHANCE_PRUNING_TITLES = {"star1": "Star1", "star2": "Star2"}
"""The switches' labels, tooltips and choices are English; the settings form translates them (context
"SearchSettings")."""


ALGORITHM_TITLES = {a.id: a.title for a in in_order()}
"""Each algorithm's title in English, as registered (``engine.search.algorithms``); shown through
``algorithm_title`` (translated)."""


def algorithm_title(algorithm: str) -> str:
    """The algorithm's title in the user's language (its registered title, context "Algorithm")."""
    known = ALGORITHMS.get(algorithm)
    return QCoreApplication.translate(TITLE, known.title) if known is not None else algorithm


def algorithms_for(info: GameInfo) -> tuple[Algorithm, ...]:
    """The algorithms offered for a game, in the registry's order (``AlgorithmInfo.offered``): alpha-beta has
    no rule for chance nodes, so a game with dice gets expectiminimax; a game without gets minimax, alpha-beta
    (the default, ``default_algorithm``), then SSS*, DUAL* and MTD(f): the order a course teaches them. Monte
    Carlo tree search (which samples the dice) is offered for every game, last. The settings keep the
    algorithm's name, never its place here."""
    return tuple(a.id for a in in_order() if a.offered_for(info.factory.has_chance))


@dataclass(frozen=True)
class SearchSettings:
    """The search one side uses. ``depth=None`` is a full search (only where feasible)."""

    algorithm: Algorithm = "alphabeta"
    depth: int | None = None
    evaluation: str = ""
    weights: Mapping[str, float] = field(default_factory=dict)
    tie_break: TieBreak = "first"
    seed: int = 0
    record: bool = True
    record_budget: int = DEFAULT_RECORD_BUDGET
    switches: Mapping[str, bool | int | str] = field(default_factory=dict)
    """Values of ``SEARCH_SWITCHES``; normalised to hold every switch (missing ones: the default)."""
    enhancements: EnhancementSettings = field(default_factory=EnhancementSettings)
    """Iterative deepening, limits, the table, ordering, PVS, ... (see ``gui.app.enhancement_settings``)."""
    playouts: int = DEFAULT_PLAYOUTS
    """MCTS: playouts per search (a time or node limit may end it sooner)."""
    exploration: float = DEFAULT_EXPLORATION
    """MCTS: UCB1's exploration constant."""

    def __post_init__(self) -> None:
        full = {spec.name: self.switches.get(spec.name, spec.default) for spec in SEARCH_SWITCHES}
        object.__setattr__(self, "switches", full)  # frozen: normalise once, at construction

    def same_values(self, other: SearchSettings) -> bool:
        """Whether a search with ``other`` finds the values this one does (only what is recorded differs)."""
        return replace(self, record=other.record, record_budget=other.record_budget) == other

    def switch(self, name: str) -> bool | int | str:
        spec = next(s for s in SEARCH_SWITCHES if s.name == name)
        return self.switches.get(name, spec.default)

    @classmethod
    def defaults(cls, info: GameInfo) -> SearchSettings:
        algorithm = default_algorithm(info.factory)
        return cls(algorithm=algorithm, depth=resolve_depth("default", info, algorithm, player=True),
                   evaluation=info.default_evaluation, weights=dict(default_evaluation(info).weights))

    @property
    def info(self) -> AlgorithmInfo:
        """What the algorithm registry says about this side's algorithm."""
        return algorithm_info(self.algorithm)

    def build_evaluation(self, info: GameInfo) -> Evaluation:
        return make_evaluation(info.evaluations, self.evaluation, self.weights)

    def options(self, info: GameInfo, *, exact_root: bool = False, record: bool | None = None) -> SearchOptions:
        """The engine options for this side (an evaluation is always passed; it matters only with a cutoff)."""
        mcts = not self.info.depth  # Monte Carlo tree search: playouts instead of a depth
        # MCTS takes none of alpha-beta's enhancements; the time and node limits apply to it as to any search.
        enh = Enhancements() if mcts else self.enhancements.enhancements(info.name, self.algorithm)
        switches: dict[str, Any] = {spec.name: self._switch_for_engine(spec) for spec in SEARCH_SWITCHES}
        if mcts:
            switches.update(faster_wins=False, playouts=self.playouts, exploration=self.exploration)
        return SearchOptions.for_game(
            info, self.algorithm, depth=self.depth, evaluation=self.build_evaluation(info), player=True,
            # SSS*, DUAL* and MTD(f) value no root move exactly (SSS* and DUAL* solve the root, MTD(f) gets
            # bounds): an analysis with them shows what they find rather than failing
            exact_root=exact_root and self.info.exact_root, tie_break=self.tie_break, seed=self.seed,
            record=self.record if record is None else record, record_budget=self.record_budget,
            **switches, enhancements=enh, time_limit=self.enhancements.time_limit, node_limit=self.enhancements.node_limit,
        )

    def _switch_for_engine(self, spec: SearchSwitch) -> bool | int | str:
        # a switch the algorithm does not take (chance pruning for minimax, alpha-beta): its default, as the schema says
        if setting(spec.name).why_not(self.algorithm, None):
            return spec.default
        return self.switch(spec.name)

    def describe(self, game: str = "") -> str:
        """"Alpha-beta, depth 9, windows"; with ``game``, the enhancements in use too ("… + ID, TT")."""
        if not self.info.depth:
            counted_playouts = QT_TRANSLATE_NOOP("SearchSettings", "%n playout(s)")
            playouts = counted(translated_count("SearchSettings", counted_playouts, self.playouts),
                               self.playouts)
            return QCoreApplication.translate("SearchSettings", "Monte Carlo tree search, {0}, c {1}").format(
                playouts, localized(f"{self.exploration:g}"))
        depth = (QCoreApplication.translate("SearchSettings", "full depth") if self.depth is None
                 else QCoreApplication.translate("SearchSettings", "depth {0}").format(self.depth))
        text = f"{algorithm_title(self.algorithm)}, {depth}"
        if self.depth is not None:
            text += f", {self.evaluation}"
        pruning = CHANCE_PRUNING_TITLES.get(str(self.switch("chance_pruning")))
        if pruning and self.info.chance_pruning:
            text += f", {pruning}"
        extra = self.enhancements.describe(game, self.algorithm) if game else ""
        return f"{text} + {extra}" if extra else text

    def to_dict(self) -> dict[str, Any]:
        return {
            "algorithm": self.algorithm, "depth": "full" if self.depth is None else self.depth,
            "evaluation": self.evaluation, "weights": dict(self.weights), "tie_break": self.tie_break,
            "seed": self.seed, "record": self.record, "record_budget": self.record_budget,
            "switches": {spec.name: self.switch(spec.name) for spec in SEARCH_SWITCHES},
            "enhancements": self.enhancements.to_dict(),
            "playouts": self.playouts, "exploration": self.exploration,
        }

    @classmethod
    def from_dict(cls, info: GameInfo, data: Any) -> SearchSettings:
        """Validate ``data`` against the game; raises ``SettingsError`` with the settings schema's message for
        the bad field (``engine.search.settings_schema``: the same words as the command line and a spec)."""
        if not isinstance(data, dict):
            raise SettingsError(QCoreApplication.translate("SearchSettings", "search settings must be an object"))
        base = cls.defaults(info)
        algorithm = _offered_algorithm(info, data.get("algorithm", base.algorithm))
        depth = _depth(info, data.get("depth", "full" if base.depth is None else base.depth))
        evaluation, weights = _evaluation(info, data.get("evaluation", base.evaluation), data.get("weights", {}))
        plain = {key: _checked(key, data.get(key, getattr(base, key)))
                 for key in ("tie_break", "seed", "record", "record_budget", "playouts", "exploration")}
        try:
            enhancements = EnhancementSettings.from_dict(data.get("enhancements", {}))
        except EnhancementSettingsError as e:
            raise SettingsError(str(e)) from None
        return cls(algorithm, depth, evaluation, weights, switches=_switches(data.get("switches", {})),
                   enhancements=enhancements, **plain)


def _checked(key: str, value: Any, high: float | None = None) -> Any:
    """One setting as the schema checks it, its message in the window's language."""
    try:
        return setting(key).check(value, high)
    except SettingError as e:
        raise SettingsError(schema_error(e)) from None


def _offered_algorithm(info: GameInfo, algorithm: Any) -> Algorithm:
    """The algorithm, if the window offers it for the game (the registry says which)."""
    if not isinstance(algorithm, str) or algorithm not in algorithms_for(info):
        raise SettingsError(
            QCoreApplication.translate("SearchSettings", "algorithm {0} is not offered for {1} (offered: {2})").format(
                repr(algorithm), game_title(info), ', '.join(algorithms_for(info))))
    return algorithm


def _depth(info: GameInfo, raw: Any) -> int | None:
    """A depth the game's length bounds (the schema's rule); "full" where the window offers it."""
    depth: int | None = _checked("depth", raw, info.max_depth)
    if depth is None and not full_depth_feasible(info):
        raise SettingsError(
            QCoreApplication.translate("SearchSettings", "a full-depth search is not offered for {0}").format(
                game_title(info)))
    return depth


def _evaluation(info: GameInfo, evaluation: Any, weights_raw: Any) -> tuple[str, dict[str, float]]:
    """The evaluation's name and its weights, each checked by the evaluation itself."""
    if not isinstance(evaluation, str) or evaluation not in info.evaluations:  # (a list is unhashable)
        raise SettingsError(
            QCoreApplication.translate("SearchSettings", "unknown evaluation {0} for {1}").format(
                repr(evaluation), game_title(info)))
    try:
        return evaluation, dict(make_evaluation(info.evaluations, evaluation, check_weights(weights_raw)).weights)
    except SettingError as e:
        raise SettingsError(schema_error(e)) from None
    except InputError as e:
        raise SettingsError(str(e)) from None


def _switches(raw: Any) -> dict[str, bool | int | str]:
    """The declared switches' values (``SEARCH_SWITCHES``), each checked by the schema."""
    if not isinstance(raw, dict):
        raise SettingsError(QCoreApplication.translate("SearchSettings", "switches must be an object"))
    known = {spec.name: spec for spec in SEARCH_SWITCHES}
    unknown = set(raw) - set(known)
    if unknown:
        raise SettingsError(
            QCoreApplication.translate("SearchSettings", "unknown search option {0}").format(repr(sorted(unknown)[0])))
    return {name: known[name].validate(v) for name, v in raw.items()}


@dataclass(frozen=True)
class PlayerConfig:
    """One side: a human, the computer, or an outside program, and the search settings it (or its hints) use."""

    kind: PlayerKind = "human"
    search: SearchSettings = field(default_factory=SearchSettings)
    outside: OutsideChoice | None = None
    """The outside program chosen for the side (kept when another kind plays it, so it can be picked again)."""

    @property
    def is_computer(self) -> bool:
        """Whether the side moves by itself (our search or an outside program)."""
        return self.kind != "human"

    @property
    def is_outside(self) -> bool:
        return self.kind == "outside"

    def with_kind(self, kind: PlayerKind) -> PlayerConfig:
        return replace(self, kind=kind)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "search": self.search.to_dict()}
        if self.outside is not None:
            data["outside"] = self.outside.to_dict()
        return data

    @classmethod
    def from_dict(cls, info: GameInfo, data: Any) -> PlayerConfig:
        if not isinstance(data, dict):
            raise SettingsError(QCoreApplication.translate("SearchSettings", "a player must be an object"))
        kind = data.get("kind")
        if kind not in ("human", "computer", "outside"):
            raise SettingsError(
                QCoreApplication.translate("SearchSettings", "player kind must be 'human', 'computer' or 'outside', "
                                                             "not {0}").format(repr(kind)))
        if kind == "outside" and outside_kind(info) is None:
            raise SettingsError(
                QCoreApplication.translate("SearchSettings", "no outside program plays {0}").format(game_title(info)))
        search = SearchSettings.from_dict(info, data.get("search", {}))
        try:
            outside = None if data.get("outside") is None else OutsideChoice.from_dict(info, data["outside"])
        except InputError as e:
            raise SettingsError(str(e)) from None
        return cls(kind, search, outside)


ITERATIVE_ABOVE_DEPTH = 4
"""A computer player searching deeper than this deepens iteratively by default, so that Stop (or a limit)
always has the move of a finished depth to play. Shallower searches end in moments and stay textbook;
the textbook search is one switch away (Settings ▸ Speed-ups ▸ Iterative deepening)."""


def default_players(info: GameInfo) -> tuple[PlayerConfig, PlayerConfig]:
    """The human moves first against the computer. The human's settings (for hints and analyses) are the
    textbook search; the computer's deepen iteratively when it searches deeper than a few plies."""
    settings = SearchSettings.defaults(info)
    computer = settings
    if settings.depth is not None and settings.depth > ITERATIVE_ABOVE_DEPTH:
        computer = replace(settings, enhancements=replace(settings.enhancements, iterative=True))
    return PlayerConfig("human", settings), PlayerConfig("computer", computer)


def players_from_list(info: GameInfo, data: Any) -> tuple[PlayerConfig, PlayerConfig]:
    if not isinstance(data, list) or len(data) != 2:
        raise SettingsError(QCoreApplication.translate("SearchSettings", "'players' must be a list of two players"))
    return PlayerConfig.from_dict(info, data[0]), PlayerConfig.from_dict(info, data[1])
