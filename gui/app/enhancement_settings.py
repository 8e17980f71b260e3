"""One side's search enhancements and limits, as the GUI keeps them (pure data, no widgets).

The fields map one to one onto ``engine.enhancements.Enhancements`` and ``SearchOptions.time_limit``
/ ``node_limit`` (the same switches as the command line's ``cli/enhance_args.py``). The table's size
is kept while the table is switched off, so switching it back on restores the user's size.

Combinations the engine refuses are never passed to it: ``applicable`` says, per switch, why it does
not apply to a game and algorithm (the form greys it out and shows that reason), and ``enhancements``
drops those switches when the options are built. So stored settings from another game or algorithm
still load, and a search never fails on them.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.enhancements import DEFAULT_TT_MB, Enhancements, deepens
from engine.errors import InputError
from engine.games import GAMES
from engine.ordering import ORDERINGS
from engine.search import ALGORITHMS

from ..i18n import QT_TRANSLATE_NOOP, counted, grouped, localized, translated_count

MAX_TT_MB = 1024
MAX_TIME_LIMIT_S = 3600.0
MAX_NODE_LIMIT = 1_000_000_000
MAX_ASPIRATION = 100_000.0
DEFAULT_ASPIRATION = 10.0
PRUNING_SWITCHES = ("tt", "ordering", "pvs", "quiescence")
"""Switches that live in the enhanced alpha-beta kernel (they need the alpha-beta algorithm)."""
SOLVER_OWN = QT_TRANSLATE_NOOP("EnhancementSettings", "the solver has its own table, ordering and null-window search")
"""Why the pruning switches are off while the solver is on (translated where it is shown)."""

ORDERING_TITLES = {  # (translated where they are shown, in the context "EnhancementSettings")
    "pv": QT_TRANSLATE_NOOP("EnhancementSettings", "previous PV move"),
    "tt": QT_TRANSLATE_NOOP("EnhancementSettings", "table's move"),
    "killers": QT_TRANSLATE_NOOP("EnhancementSettings", "killer moves"),
    "history": QT_TRANSLATE_NOOP("EnhancementSettings", "history heuristic"),
    "static": QT_TRANSLATE_NOOP("EnhancementSettings", "static order"),
}
DESCRIBE_WORDS = (QT_TRANSLATE_NOOP("EnhancementSettings", "solver"), QT_TRANSLATE_NOOP("EnhancementSettings", "ordering"),
                  QT_TRANSLATE_NOOP("EnhancementSettings", "aspiration"),
                  QT_TRANSLATE_NOOP("EnhancementSettings", "quiescence"))
"""The words ``describe`` writes for switches (ID, TT and PVS are the same in every language)."""


@functools.cache
def _abilities(game: str) -> tuple[bool, bool]:
    """(has an exact solver, has immediate threats to extend on), as the game declares them."""
    info = GAMES.get(game)
    if info is None:
        return False, False
    g = info.factory()
    return g.root_solver() is not None, g.forced_moves() is not None


class EnhancementSettingsError(InputError):
    """Stored or loaded enhancement settings that are malformed or out of range."""



def runs_as_published(algorithm: str) -> bool:
    """Whether the algorithm searches to a depth but takes no enhancement at all (SSS* and DUAL*, as their
    authors wrote them); a time or node limit still stops it."""
    info = ALGORITHMS.get(algorithm)
    return info is not None and info.depth and info.enhancements == "none"

@dataclass(frozen=True)
class EnhancementSettings:
    iterative: bool = False
    time_limit: float | None = None
    """Seconds, or None for no limit."""
    node_limit: int | None = None
    tt: bool = False
    tt_mb: float = DEFAULT_TT_MB
    ordering: tuple[str, ...] = ()
    pvs: bool = False
    aspiration: float = 0.0
    """The aspiration window's half-width (0 = off); needs iterative deepening."""
    quiescence: bool = False
    solve: bool = False

    # -- what applies where -----------------------------------------------------------------------------
    @staticmethod
    def applicable(switch: str, game: str, algorithm: str) -> str:
        """Why ``switch`` does not apply to this game and algorithm ("" when it does)."""
        info = ALGORITHMS.get(algorithm)
        if runs_as_published(algorithm):
            return QCoreApplication.translate("EnhancementSettings",
                                              "SSS* and DUAL* run as their authors wrote them, without enhancements")
        has_solver, has_threats = _abilities(game)
        if switch == "solve" and not has_solver:
            return QCoreApplication.translate("EnhancementSettings",
                                              "this game has no exact solver (Connect Four and Othello have one)")
        if switch == "quiescence" and not has_threats:
            return QCoreApplication.translate("EnhancementSettings", "this game has no immediate threats to extend on")
        if switch in PRUNING_SWITCHES and not (info is not None and info.zero_window):
            return QCoreApplication.translate("EnhancementSettings", "needs the alpha-beta algorithm")
        if switch == "solve" and not (info is not None and info.hands_over):
            return QCoreApplication.translate("EnhancementSettings", "the solver is an alpha-beta search")
        return ""

    def enhancements(self, game: str, algorithm: str) -> Enhancements:
        """The engine's ``Enhancements``, without the switches that do not apply here."""
        def on(switch: str) -> bool:
            return not self.applicable(switch, game, algorithm)

        if runs_as_published(algorithm):
            return Enhancements()  # (a time or node limit still stops it)
        solve = self.solve and on("solve")
        if solve:  # the solver brings its own table, ordering and null windows; the switches do not reach it
            return Enhancements(solve=True)
        iterative = deepens(self.iterative, self.time_limit is not None or self.node_limit is not None,
                            algorithm=algorithm)
        return Enhancements(
            iterative=iterative,
            tt_mb=self.tt_mb if self.tt and on("tt") else 0.0,
            ordering=tuple(o for o in ORDERINGS if o in self.ordering) if on("ordering") else (),
            pvs=self.pvs and on("pvs"),
            aspiration=self.aspiration if iterative else 0.0,
            quiescence=self.quiescence and on("quiescence"),
        )

    def describe(self, game: str, algorithm: str) -> str:
        """A short phrase for captions and the move list ("" when nothing is on): "ID, TT, ordering, 5 s"."""
        e = self.enhancements(game, algorithm)

        def word(text: str) -> str:
            return QCoreApplication.translate("EnhancementSettings", text)

        parts = [name for name, on in ((word("solver"), e.solve), ("ID", e.iterative), ("TT", e.tt_mb),
                                       (word("ordering"), e.ordering), ("PVS", e.pvs),
                                       (word("aspiration"), e.aspiration), (word("quiescence"), e.quiescence)) if on]
        if self.time_limit is not None:
            seconds = localized(f"{self.time_limit:g}")
            parts.append(QCoreApplication.translate("EnhancementSettings", "{0} s", "seconds").format(seconds))
        if self.node_limit is not None:
            n = self.node_limit
            nodes = QT_TRANSLATE_NOOP("EnhancementSettings", "%n node(s)")
            parts.append(counted(translated_count("EnhancementSettings", nodes, n), n))
        return ", ".join(parts)

    # -- after a search -------------------------------------------------------------------------------------
    def limit_reached(self, nodes: int, elapsed_s: float) -> str:
        """Which limit a search that stopped by itself ran into, in words ("" for neither)."""
        if self.node_limit is not None and nodes >= self.node_limit:
            return QCoreApplication.translate("EnhancementSettings", "its node limit ({0})").format(grouped(self.node_limit))
        if self.time_limit is not None and elapsed_s >= self.time_limit * 0.9:  # (stops land a little early)
            seconds = localized(f"{self.time_limit:g}")
            return QCoreApplication.translate("EnhancementSettings", "its time limit ({0} s)").format(seconds)
        return ""

    # -- persistence --------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"iterative": self.iterative, "time_limit": self.time_limit, "node_limit": self.node_limit,
                "tt": self.tt, "tt_mb": self.tt_mb, "ordering": list(self.ordering), "pvs": self.pvs,
                "aspiration": self.aspiration, "quiescence": self.quiescence, "solve": self.solve}

    @classmethod
    def from_dict(cls, data: Any) -> EnhancementSettings:
        """Validate ``data``; raises ``EnhancementSettingsError`` naming the bad field."""
        if not isinstance(data, dict):
            raise EnhancementSettingsError(QCoreApplication.translate("EnhancementSettings", "enhancements must be an object"))
        known = set(cls().to_dict())
        unknown = set(data) - known
        if unknown:
            raise EnhancementSettingsError(
                QCoreApplication.translate("EnhancementSettings", "unknown enhancement {0}").format(repr(sorted(unknown)[0])))
        d = cls()

        def flag(name: str) -> bool:
            value = data.get(name, getattr(d, name))
            if not isinstance(value, bool):
                raise EnhancementSettingsError(
                    QCoreApplication.translate("EnhancementSettings", "{0} must be true or false").format(name))
            return value

        def number(name: str, low: float, high: float, *, optional: bool, whole: bool = False) -> Any:
            value = data.get(name, getattr(d, name))
            if value is None and optional:
                return None
            ok = isinstance(value, int) if whole else isinstance(value, int | float)
            # (low <= value <= high first: an int of 400 digits compares fine but overflows isfinite)
            if not ok or isinstance(value, bool) or not low <= value <= high or not math.isfinite(value):
                templates = {
                    (True, False): QCoreApplication.translate("EnhancementSettings", "{0} must be a whole number {1} to {2}"),
                    (True, True): QCoreApplication.translate("EnhancementSettings",
                                                             "{0} must be a whole number {1} to {2} or null"),
                    (False, False): QCoreApplication.translate("EnhancementSettings", "{0} must be a number {1} to {2}"),
                    (False, True): QCoreApplication.translate("EnhancementSettings", "{0} must be a number {1} to {2} or null"),
                }
                raise EnhancementSettingsError(templates[whole, optional].format(name, f"{low:g}", f"{high:g}"))
            return value if whole else float(value)

        ordering = data.get("ordering", [])
        if not isinstance(ordering, list) or not all(isinstance(o, str) for o in ordering):
            raise EnhancementSettingsError(QCoreApplication.translate("EnhancementSettings", "ordering must be a list of names"))
        bad = [o for o in ordering if o not in ORDERINGS]
        if bad:
            raise EnhancementSettingsError(
                QCoreApplication.translate("EnhancementSettings", "unknown move ordering {0} (known: {1})").format(
                    repr(bad[0]), ', '.join(ORDERINGS)))
        time_limit = number("time_limit", 0.001, MAX_TIME_LIMIT_S, optional=True)
        return cls(
            iterative=flag("iterative"), time_limit=time_limit,
            node_limit=number("node_limit", 1, MAX_NODE_LIMIT, optional=True, whole=True),
            tt=flag("tt"), tt_mb=number("tt_mb", 1, MAX_TT_MB, optional=False),
            ordering=tuple(o for o in ORDERINGS if o in ordering), pvs=flag("pvs"),
            aspiration=number("aspiration", 0, MAX_ASPIRATION, optional=False),
            quiescence=flag("quiescence"), solve=flag("solve"),
        )
