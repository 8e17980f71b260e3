"""Every search setting a user can give, written once: its type, range, default, unit, help, and the rule of
which games and algorithms it applies to.

A ``Setting`` is one entry of ``SETTINGS``. The command line's flags (``add_argument``: choices, ranges, help),
the tournament spec text (``engine.match.agents.parse_spec``), the saved-game and settings JSON
(``gui.app.players.SearchSettings.from_dict``, ``gui.app.game_file``) and the window's forms (which fields are
enabled for an algorithm, the spin boxes' ranges) read it, so one setting is checked in one place and a bad
value gets one message, the same words everywhere (``Setting.refusal``; the window translates it, the
command line prints it in English):

    the time limit must be a number above 0 and at most 3,600 seconds, got -1

Which settings an algorithm takes is the algorithm registry's to say (``engine.search.algorithms``: its
``depth``, ``enhancements``, ``zero_window``, ``chance_pruning``, ``hands_over``, ``limits``); a setting's
``applies`` asks it and the game (``Game.has_chance``, ``root_solver``, ``forced_moves``), never a name.

Adding a setting is one entry here (and the ``SearchOptions`` field it fills): see
docs/extending/adding-a-setting.md.
"""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from ..enhancements import DEFAULT_TT_MB
from ..errors import NotationError
from ..game import Game
from ..i18n import QT_TRANSLATE_NOOP, Count, Phrase
from ..ordering import ORDERINGS
from .algorithms import AlgorithmInfo, algorithm_info

CONTEXT = "SettingsSchema"
"""The translation context of the schema's words (what a setting is called, its rule, its reason)."""
REASONS = "EnhancementSettings"
"""The context of the reasons a setting is off (the window has shown them under this context all along)."""

Kind = Literal["flag", "int", "float", "choice", "ordering", "depth"]
"""A setting's type: on/off, a whole number, a number, one of a few names, a list of move orderings, or a
depth (a whole number of plies or 'full')."""
Surface = Literal["cli", "spec", "json", "window"]
"""Where a user gives settings: the command line, a tournament spec, a saved game or stored settings (JSON),
and the window's forms."""
EVERYWHERE: frozenset[Surface] = frozenset(("cli", "spec", "json", "window"))

MAX_DEPTH = 10_000
"""The deepest depth taken without a game to bound it (an explicit tree): more is a typo."""
MAX_WEIGHT = 1e12
"""An evaluation parameter's outer bound (far beyond any evaluation's own range, which each checks)."""


class SettingError(NotationError):
    """A setting's value the schema refuses; ``phrase`` is the message as the window translates it."""

    def __init__(self, phrase: Phrase) -> None:
        super().__init__(str(phrase))
        self.phrase = phrase


@dataclass(frozen=True)
class GameFacts:
    """What a setting's rule asks of a game (None for an explicit tree, which has none of these)."""

    has_chance: bool = False
    has_solver: bool = False
    has_threats: bool = False

    @classmethod
    def of(cls, game: Game | None) -> GameFacts:
        if game is None:
            return cls()
        return cls(game.has_chance, game.root_solver() is not None, game.forced_moves() is not None)


Rule = Callable[[AlgorithmInfo, GameFacts], str]
"""Why a setting does not apply to an algorithm and a game, in English (marked for translation in ``REASONS``),
or "" when it does."""

# -- the reasons a setting is off (the window shows them under the form; a spec and the command line refuse) ----
AS_PUBLISHED = QT_TRANSLATE_NOOP("EnhancementSettings", "SSS* and DUAL* run as their authors wrote them, without enhancements")
NO_SOLVER = QT_TRANSLATE_NOOP("EnhancementSettings", "this game has no exact solver (Connect Four and Othello have one)")
NO_THREATS = QT_TRANSLATE_NOOP("EnhancementSettings", "this game has no immediate threats to extend on")
NEEDS_ALPHABETA = QT_TRANSLATE_NOOP("EnhancementSettings", "needs the alpha-beta algorithm")
SOLVER_IS_ALPHABETA = QT_TRANSLATE_NOOP("EnhancementSettings", "the solver is an alpha-beta search")
NEEDS_DEPTH = QT_TRANSLATE_NOOP("EnhancementSettings", "Monte Carlo tree search has no depth to deepen or cut")
ONLY_MCTS = QT_TRANSLATE_NOOP("EnhancementSettings", "a setting of Monte Carlo tree search")
ONLY_CHANCE = QT_TRANSLATE_NOOP("EnhancementSettings", "Star1/Star2 prune expectiminimax's chance nodes")
NO_LIMITS = QT_TRANSLATE_NOOP("EnhancementSettings", "this algorithm cannot be stopped by a limit")
NOT_EXACT = QT_TRANSLATE_NOOP("EnhancementSettings", "this algorithm does not value every root move exactly")


def always(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    return ""


def _published(algorithm: AlgorithmInfo) -> bool:
    """SSS* and DUAL*: a depth, and no enhancement at all."""
    return algorithm.depth and algorithm.enhancements == "none"


def deepening_rule(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    if _published(algorithm):
        return AS_PUBLISHED
    return "" if algorithm.depth else NEEDS_DEPTH


def pruning_rule(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    """The table, move ordering, PVS and aspiration live in the enhanced alpha-beta kernel."""
    if _published(algorithm):
        return AS_PUBLISHED
    return "" if algorithm.zero_window else NEEDS_ALPHABETA


def quiescence_rule(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    if _published(algorithm):
        return AS_PUBLISHED
    if not game.has_threats:
        return NO_THREATS
    return pruning_rule(algorithm, game)


def solve_rule(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    if _published(algorithm):
        return AS_PUBLISHED
    if not game.has_solver:
        return NO_SOLVER
    return "" if algorithm.hands_over else SOLVER_IS_ALPHABETA


def depth_rule(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    return "" if algorithm.depth else NEEDS_DEPTH


def mcts_rule(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    return "" if not algorithm.depth else ONLY_MCTS


def chance_rule(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    return "" if algorithm.chance_pruning else ONLY_CHANCE


def limits_rule(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    return "" if algorithm.limits else NO_LIMITS


def exact_rule(algorithm: AlgorithmInfo, game: GameFacts) -> str:
    return "" if algorithm.exact_root else NOT_EXACT


@dataclass(frozen=True)
class Setting:
    """One search setting. ``key`` is its name in the JSON (and, for most, the ``SearchOptions`` field it fills);
    ``flag`` the command line's, ``spec`` a tournament spec's (None: not given there)."""

    key: str
    what: str
    """What it is called in a message ("the time limit"), English, marked for translation in ``CONTEXT``."""
    kind: Kind
    default: Any
    help: str = ""
    flag: str | None = None
    spec: str | None = None
    low: float | None = None
    high: float | None = None
    above_low: bool = False
    """``low`` itself is refused (a time limit is above 0 s)."""
    unit: str = ""
    """The unit a message and the help name ("seconds", "MB", "nodes", "plies"), marked in ``CONTEXT``."""
    choices: tuple[str, ...] = ()
    decimals: int = 0
    """The window's precision (the form's spin box shows this many decimals)."""
    applies: Rule = always
    surfaces: frozenset[Surface] = EVERYWHERE
    metavar: str | None = None

    # -- the one rule and the one message ------------------------------------------------------------------
    def rule(self, high: float | None = None) -> Phrase:
        """What a value must be ("the time limit must be a number above 0 and at most 3,600 seconds");
        ``high`` overrides the upper bound (a depth is bounded by the game's length)."""
        top = self.high if high is None else high
        what = Phrase(CONTEXT, self.what)
        unit = Phrase(CONTEXT, " {0}", Phrase(CONTEXT, self.unit)) if self.unit else ""
        if self.kind == "flag":
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0} must be true or false"), what)
        if self.kind == "choice":
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0} must be one of {1}"), what,
                          ", ".join(self.choices))
        if self.kind == "ordering":
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0} must be a list of {1}, or all or none"), what,
                          ", ".join(ORDERINGS))
        if self.kind == "depth":
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0} must be a whole number from 1 to {1} or 'full'"),
                          what, _shown_number(top))
        if self.kind == "int" and top is None:
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0} must be a whole number of at least {1}{2}"),
                          what, _shown_number(self.low), unit)
        if self.kind == "int":
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0} must be a whole number from {1} to {2}{3}"),
                          what, _shown_number(self.low), _shown_number(top), unit)
        if self.above_low:
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0} must be a number above {1} and at most {2}{3}"),
                          what, _shown_number(self.low), _shown_number(top), unit)
        return Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0} must be a number from {1} to {2}{3}"),
                      what, _shown_number(self.low), _shown_number(top), unit)

    def refusal(self, got: object, high: float | None = None) -> SettingError:
        """The one message for a bad value: the rule, and what was given."""
        return SettingError(Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0}, got {1}"), self.rule(high),
                                   _shown_value(got)))

    # -- checking a value (JSON, a form) and parsing a text (the command line, a spec) ----------------------
    def check(self, value: object, high: float | None = None) -> Any:
        """``value`` as this setting holds it, or ``SettingError``. JSON's types: true/false, numbers, names."""
        top = self.high if high is None else high
        if self.kind == "flag":
            if not isinstance(value, bool):
                raise self.refusal(value)
            return value
        if self.kind == "choice":
            if not isinstance(value, str) or value not in self.choices:
                raise self.refusal(value)
            return value
        if self.kind == "ordering":
            if not isinstance(value, list | tuple) or not all(isinstance(o, str) and o in ORDERINGS for o in value):
                raise self.refusal(value)
            return tuple(o for o in ORDERINGS if o in value)
        if self.kind == "depth":
            if value == "full":  # (JSON's spelling of a search to the end; null is not one)
                return None
            return self._number(value, whole=True, top=top, high=high)
        return self._number(value, whole=self.kind == "int", top=top, high=high)

    def _number(self, value: object, *, whole: bool, top: float | None, high: float | None) -> Any:
        ok = isinstance(value, int) if whole else isinstance(value, int | float)
        if not ok or isinstance(value, bool):
            raise self.refusal(value, high)
        assert isinstance(value, int | float)
        # (the range first: a 400-digit int compares fine but has no float)
        low = self.low
        if low is not None and (value <= low if self.above_low else value < low):
            raise self.refusal(value, high)
        if top is not None and value > top:
            raise self.refusal(value, high)
        if not whole and not math.isfinite(value):
            raise self.refusal(value, high)
        return int(value) if whole else float(value)

    def parse(self, text: str, high: float | None = None) -> Any:
        """A value written as text (the command line, a spec), checked as ``check`` does."""
        t = text.strip()
        if self.kind == "flag":
            words = {"true": True, "on": True, "yes": True, "false": False, "off": False, "no": False}
            if t.lower() not in words:
                raise self.refusal(text)
            return words[t.lower()]
        if self.kind == "choice":
            return self.check(t)
        if self.kind == "ordering":
            items = [i.strip() for i in re.split(r"[,+]", t) if i.strip()]
            if items == ["all"]:
                return ORDERINGS
            if items in ([], ["none"]):
                return ()
            return self.check(items)
        if self.kind == "depth" and t == "full":
            return None
        whole = self.kind in ("int", "depth")
        if len(t) > 40 or not (_INT if whole else _FLOAT).fullmatch(t):
            raise self.refusal(text, high)
        return self.check(int(t) if whole else float(t), high)

    # -- the rule of which algorithms and games it applies to ---------------------------------------------
    def why_not(self, algorithm: str, game: Game | GameFacts | None) -> str:
        """Why it does not apply to ``algorithm`` (an id) in ``game`` (English, in ``REASONS``), "" if it does."""
        facts = game if isinstance(game, GameFacts) else GameFacts.of(game)
        return self.applies(algorithm_info(algorithm), facts)

    def not_here(self, algorithm: str, game: Game | GameFacts | None) -> SettingError:
        """The one message for a setting given where it does not apply (a spec, the command line)."""
        info = algorithm_info(algorithm)
        return SettingError(Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "{0} does not apply to {1}: {2}"),
                                   Phrase(CONTEXT, self.what), info.in_prose,
                                   Phrase(REASONS, self.why_not(algorithm, game))))

    # -- the window -----------------------------------------------------------------------------------------
    def form_range(self) -> tuple[float, float]:
        """The smallest and largest value the window's spin box takes: the rule's range, at the form's precision
        (a bound the rule excludes is one step inside it: 0.1 s for a time limit above 0)."""
        step = 10.0 ** -self.decimals
        low = 0.0 if self.low is None else self.low + (step if self.above_low else 0)
        high = float(self.high) if self.high is not None else 2**31 - 1
        return (round(low, self.decimals), high)

    # -- the command line ---------------------------------------------------------------------------------
    def help_text(self) -> str:
        """The flag's help: what it does, and its range from the rule."""
        if self.kind in ("int", "float") and (self.low is not None or self.high is not None):
            return f"{self.help} ({str(self.rule()).split(' must be ', 1)[1]})"
        return self.help

    def argparse_type(self) -> Callable[[str], Any]:
        def convert(text: str) -> Any:
            try:
                return self.parse(text)
            except SettingError as e:
                raise argparse.ArgumentTypeError(str(e)) from None
        return convert

    def add_argument(self, group: argparse._ActionsContainer, **extra: Any) -> None:
        """Add this setting's flag to a parser (its type checks the value with the schema's message)."""
        assert self.flag is not None
        if self.kind == "flag":
            group.add_argument(self.flag, action="store_true", help=self.help, **extra)
            return
        metavar = self.metavar or ("LIST" if self.kind == "ordering" else
                                   "{" + ",".join(self.choices) + "}" if self.kind == "choice" else None)
        group.add_argument(self.flag, type=self.argparse_type(), help=self.help_text(), metavar=metavar, **extra)


_INT = re.compile(r"[+-]?[0-9]+")
_FLOAT = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")


def _shown_number(x: float | None) -> object:
    """A bound in a message: a whole number grouped as the reader's language groups it, a fraction as written."""
    if x is None:
        return ""
    return Count(int(x)) if float(x).is_integer() and abs(x) >= 1000 else f"{x:g}"


def _shown_value(value: object) -> str:
    """What was given, in a message: a number as written, anything else quoted and cut short."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        text = str(value)
        return text if len(text) <= 40 else text[:40] + "…"
    if isinstance(value, float):
        return f"{value:g}"
    text = value if isinstance(value, str) else repr(value)
    return repr(text if len(text) <= 40 else text[:40] + "…")


# Monte Carlo tree search (``engine.search.mcts``): its settings' defaults.
DEFAULT_PLAYOUTS = 1000
"""Playouts an MCTS search runs when neither a playout count nor a time or node limit is given."""
DEFAULT_EXPLORATION = math.sqrt(2)
"""UCB1's exploration constant c (Kocsis and Szepesvári's UCT with rewards in [-1, 1] scaled to the game)."""
DEFAULT_ASPIRATION = 10.0
"""The aspiration window's half-width when ``--aspiration`` or a spec's ``aspiration`` is given without one."""

SETTINGS: tuple[Setting, ...] = (
    Setting("depth", QT_TRANSLATE_NOOP("SettingsSchema", "the depth"),
            "depth", "default", flag="--depth", unit=QT_TRANSLATE_NOOP("SettingsSchema", "plies"),
            low=1, high=MAX_DEPTH, applies=depth_rule,
            help="plies to search, or 'full' (default: the game's own depth)"),
    Setting("time_limit", QT_TRANSLATE_NOOP("SettingsSchema", "the time limit"), "float", None, flag="--time", spec="time", low=0,
            above_low=True, high=3600, unit=QT_TRANSLATE_NOOP("SettingsSchema", "seconds"), decimals=1, applies=limits_rule,
            metavar="S", help="stop after S seconds (turns on --iterative for games)"),
    Setting("node_limit", QT_TRANSLATE_NOOP("SettingsSchema", "the node limit"), "int", None, flag="--nodes", spec="nodes", low=1,
            high=1_000_000_000, unit=QT_TRANSLATE_NOOP("SettingsSchema", "nodes"), applies=limits_rule, metavar="N",
            help="stop after N nodes (turns on --iterative for games)"),
    Setting("iterative", QT_TRANSLATE_NOOP("SettingsSchema", "iterative deepening"),
            "flag", False, flag="--iterative", spec="iterative",
            applies=deepening_rule, help="iterative deepening: depth 1, 2, ... up to --depth"),
    Setting("tt", QT_TRANSLATE_NOOP("SettingsSchema", "the transposition table"), "flag", False, applies=pruning_rule,
            surfaces=frozenset(("json", "window"))),
    Setting("tt_mb", QT_TRANSLATE_NOOP("SettingsSchema", "the table size"),
            "float", DEFAULT_TT_MB, flag="--tt-mb", spec="tt", low=0,
            above_low=True, high=4096, unit=QT_TRANSLATE_NOOP("SettingsSchema", "MB"), applies=pruning_rule, metavar="MB",
            help=f"a transposition table of MB megabytes (e.g. {DEFAULT_TT_MB:g})"),
    Setting("ordering", QT_TRANSLATE_NOOP("SettingsSchema", "the move ordering"),
            "ordering", (), flag="--ordering", spec="ordering",
            applies=pruning_rule, help=f"move ordering: a comma list of {','.join(ORDERINGS)}, or all, or none"),
    Setting("pvs", QT_TRANSLATE_NOOP("SettingsSchema", "principal variation search"), "flag", False, flag="--pvs", spec="pvs",
            applies=pruning_rule, help="principal variation search (null-window tests)"),
    Setting("aspiration", QT_TRANSLATE_NOOP("SettingsSchema", "the aspiration window"),
            "float", DEFAULT_ASPIRATION, flag="--aspiration",
            spec="aspiration", low=0, above_low=True, high=100_000, decimals=1, applies=deepening_rule, metavar="DELTA",
            help=f"aspiration windows of ±DELTA (default {DEFAULT_ASPIRATION:g}) around the previous iteration's value "
                 "(turns on --iterative)"),
    Setting("quiescence", QT_TRANSLATE_NOOP("SettingsSchema", "quiescence"),
            "flag", False, flag="--quiescence", spec="quiescence",
            applies=quiescence_rule,
            help="do not stop at the depth cutoff on an immediate threat (search the forcing moves on)"),
    Setting("solve", QT_TRANSLATE_NOOP("SettingsSchema", "the exact solver"), "flag", False, flag="--solve", spec="solve",
            applies=solve_rule, help="solve exactly, to the end of the game, with the game's own solver"),
    Setting("chance_pruning", QT_TRANSLATE_NOOP("SettingsSchema", "chance pruning"), "choice", "none", flag="--chance-pruning",
            spec="chance", choices=("none", "star1", "star2"), applies=chance_rule,
            help="Ballard's Star1/Star2 pruning at chance nodes (with expectiminimax)"),
    Setting("playouts", QT_TRANSLATE_NOOP("SettingsSchema", "the playout count"),
            "int", DEFAULT_PLAYOUTS, flag="--playouts", low=1,
            high=10_000_000, applies=mcts_rule,
            help=f"playouts to run (default {DEFAULT_PLAYOUTS} unless --time or --nodes limits the search)"),
    Setting("exploration", QT_TRANSLATE_NOOP("SettingsSchema", "the exploration constant"), "float", DEFAULT_EXPLORATION,
            flag="--exploration", spec="exploration", low=0, above_low=True, high=100, decimals=2, applies=mcts_rule,
            help=f"UCB1's exploration constant c (default {DEFAULT_EXPLORATION:.4g})"),
    Setting("playout_plies", QT_TRANSLATE_NOOP("SettingsSchema", "the playout cutoff"), "int", None, flag="--playout-plies",
            spec="plies", low=0, high=MAX_DEPTH, unit=QT_TRANSLATE_NOOP("SettingsSchema", "plies"), applies=mcts_rule,
            surfaces=frozenset(("cli", "spec")),
            help="end each playout after this many random plies and score it with the evaluation "
                 "(default: play it to the end of the game)"),
    Setting("tie_break", QT_TRANSLATE_NOOP("SettingsSchema", "the tie-break"), "choice", "first", flag="--tie-break",
            choices=("first", "random"), surfaces=frozenset(("cli", "json", "window")),
            help="how to choose among tied best moves"),
    Setting("seed", QT_TRANSLATE_NOOP("SettingsSchema", "the seed"), "int", 0, flag="--seed", low=0, high=2**31 - 1,
            surfaces=frozenset(("cli", "json", "window")),
            help="seed for --tie-break random, and MCTS's random draws"),
    Setting("faster_wins", QT_TRANSLATE_NOOP("SettingsSchema", "prefer faster wins"), "flag", False, flag="--faster-wins",
            surfaces=frozenset(("cli", "json", "window")), help="prefer faster wins: scale a win by its distance"),
    Setting("exact_root", QT_TRANSLATE_NOOP("SettingsSchema", "exact root values"),
            "flag", False, flag="--exact", applies=exact_rule,
            surfaces=frozenset(("cli",)), help="search every root move with a full window, so all values are exact"),
    Setting("record", QT_TRANSLATE_NOOP("SettingsSchema", "recording the search tree"), "flag", True,
            surfaces=frozenset(("json", "window"))),
    Setting("record_budget", QT_TRANSLATE_NOOP("SettingsSchema", "the record budget"), "int", 200_000, low=1_000, high=2_000_000,
            unit=QT_TRANSLATE_NOOP("SettingsSchema", "nodes"), surfaces=frozenset(("json", "window"))),
)
"""Every search setting, in the order the command line's help and a spec's documentation list them."""

BY_KEY: Mapping[str, Setting] = {s.key: s for s in SETTINGS}
BY_SPEC: Mapping[str, Setting] = {s.spec: s for s in SETTINGS if s.spec is not None}


def setting(key: str) -> Setting:
    """The setting called ``key`` (a programming error if there is none)."""
    return BY_KEY[key]


def on(surface: Surface) -> tuple[Setting, ...]:
    """The settings a user gives on ``surface``."""
    return tuple(s for s in SETTINGS if surface in s.surfaces)


ENHANCEMENT_KEYS = ("iterative", "tt_mb", "ordering", "pvs", "aspiration", "quiescence", "solve")
"""The settings that are ``engine.enhancements.Enhancements``' fields."""


def weights_rule() -> Phrase:
    return Phrase(CONTEXT, QT_TRANSLATE_NOOP("SettingsSchema", "the weights must be an object of numbers within ±{0}"),
                  f"{MAX_WEIGHT:g}")


def check_weights(raw: object) -> dict[str, float]:
    """An evaluation's parameters as JSON holds them (each evaluation then checks its own ranges)."""
    if not isinstance(raw, dict) or not all(
            isinstance(k, str) and isinstance(v, int | float) and not isinstance(v, bool)
            and -MAX_WEIGHT <= v <= MAX_WEIGHT for k, v in raw.items()):
        raise SettingError(weights_rule())
    return {k: float(v) for k, v in raw.items()}


def refuse_inapplicable(given: Iterable[str], algorithm: str, game: Game | GameFacts | None) -> None:
    """Refuse the first setting of ``given`` (keys) that does not apply to ``algorithm`` in ``game``."""
    for key in given:
        s = BY_KEY[key]
        if s.why_not(algorithm, game):
            raise s.not_here(algorithm, game)


__all__ = [
    "BY_KEY",
    "BY_SPEC",
    "CONTEXT",
    "ENHANCEMENT_KEYS",
    "MAX_WEIGHT",
    "SETTINGS",
    "GameFacts",
    "Setting",
    "SettingError",
    "check_weights",
    "on",
    "refuse_inapplicable",
    "setting",
]
