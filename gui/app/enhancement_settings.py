"""One side's search enhancements and limits, as the GUI keeps them (pure data, no widgets).

The fields map one to one onto ``engine.enhancements.Enhancements`` and ``SearchOptions.time_limit``
/ ``node_limit`` (the same switches as the command line's ``cli/enhance_args.py``). The table's size
is kept while the table is switched off, so switching it back on restores the user's size.

Combinations the engine refuses are never passed to it: ``applicable`` says, per switch, why it does
not apply to a game and algorithm (the form greys it out and shows that reason), and ``enhancements``
drops those switches when the options are built. So stored settings from another game or algorithm
still load, and a search never fails on them.

Each field's type, range and message, and the rule of where it applies, are the settings schema's
(``engine.search.settings_schema``); this module keeps only what the window adds: the table's size kept
while it is off, and the words ``describe`` writes.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.enhancements import DEFAULT_TT_MB, Enhancements, deepens
from engine.errors import InputError
from engine.games import GAMES
from engine.ordering import ORDERINGS
from engine.search import ALGORITHMS
from engine.search.settings_schema import NEEDS_ALPHABETA, GameFacts, SettingError, setting

from ..i18n import QT_TRANSLATE_NOOP, counted, grouped, localized, spoken, translated_count

PRUNING_SWITCHES = ("tt", "ordering", "pvs", "quiescence")
"""Switches that live in the enhanced alpha-beta kernel (the solver brings its own: the form says so)."""
SOLVER_OWN = QT_TRANSLATE_NOOP("EnhancementSettings", "the solver has its own table, ordering and null-window search")
"""Why the pruning switches are off while the solver is on (translated where it is shown)."""
DEFAULT_ASPIRATION: float = setting("aspiration").default

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
def game_facts(game: str) -> GameFacts:
    """What the game declares that a setting's rule asks (an exact solver, immediate threats, chance)."""
    info = GAMES.get(game)
    return GameFacts.of(info.factory() if info is not None else None)


class EnhancementSettingsError(InputError):
    """Stored or loaded enhancement settings that are malformed or out of range."""


def schema_error(e: SettingError) -> str:
    """The schema's one message for a bad value, in the window's language."""
    return spoken(e.phrase)


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
        """Why ``switch`` does not apply to this game and algorithm ("" when it does): the schema's rule."""
        if algorithm not in ALGORITHMS:
            return QCoreApplication.translate("EnhancementSettings", NEEDS_ALPHABETA)
        why = setting(switch).why_not(algorithm, game_facts(game))
        return QCoreApplication.translate("EnhancementSettings", why) if why else ""

    def enhancements(self, game: str, algorithm: str) -> Enhancements:
        """The engine's ``Enhancements``, without the switches that do not apply here (the settings schema's
        rule: SSS* and DUAL* take none, a time or node limit still stops them)."""
        def on(switch: str) -> bool:
            return not self.applicable(switch, game, algorithm)

        solve = self.solve and on("solve")
        if solve:  # the solver brings its own table, ordering and null windows; the switches do not reach it
            return Enhancements(solve=True)
        iterative = on("iterative") and deepens(self.iterative, self.time_limit is not None or self.node_limit is not None,
                                                algorithm=algorithm)
        return Enhancements(
            iterative=iterative,
            tt_mb=self.tt_mb if self.tt and on("tt") else 0.0,
            ordering=tuple(o for o in ORDERINGS if o in self.ordering) if on("ordering") else (),
            pvs=self.pvs and on("pvs"),
            aspiration=self.aspiration if iterative and on("aspiration") else 0.0,
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
        """Validate ``data`` with the settings schema; raises ``EnhancementSettingsError`` with its message."""
        if not isinstance(data, dict):
            raise EnhancementSettingsError(QCoreApplication.translate("EnhancementSettings", "enhancements must be an object"))
        d = cls().to_dict()
        unknown = set(data) - set(d)
        if unknown:
            raise EnhancementSettingsError(
                QCoreApplication.translate("EnhancementSettings", "unknown enhancement {0}").format(repr(sorted(unknown)[0])))
        values = {**d, **data}
        try:
            checked = {name: _checked(name, value) for name, value in values.items()}
        except SettingError as e:
            raise EnhancementSettingsError(schema_error(e)) from None
        return cls(**checked)


def _checked(name: str, value: Any) -> Any:
    """One field of the JSON, as the schema checks it; the JSON's own spellings for "off": ``aspiration`` 0,
    no time or node limit (null)."""
    if (name == "aspiration" and value == 0 and not isinstance(value, bool)) or (
            name in ("time_limit", "node_limit") and value is None):
        return 0.0 if name == "aspiration" else None
    return setting(name).check(value)
