"""The search enhancements (iterative deepening, table, ordering, PVS, aspiration, quiescence, solver)
as one options record.

Every enhancement is off by default, and with all of them off the search is the textbook one (same
values, same nodes, same pruned leaves). ``SearchOptions.enhancements`` holds one ``Enhancements``;
the GUI's switches and the command line's flags map one to one onto its fields.

* ``iterative``: iterative deepening, depth 1, 2, ... up to the search depth (to the end of the game
  for "full"), each iteration reported to the observer as an ``IterationInfo``; with a time or node
  limit the answer is the best move of the deepest completed iteration (or of the partial one, when
  it searched that move and found a better one);
* ``tt_mb``: a transposition table of this many megabytes (0 = none);
* ``ordering``: move-ordering heuristics, a subset of ``ORDERINGS`` (pv, tt, killers, history, static);
* ``pvs``: principal variation search (null-window tests of every move after the first);
* ``aspiration``: in iterative deepening, search the root with a window of ± this much around the
  previous iteration's value (0 = off), re-searching with an open side when the value falls outside;
* ``quiescence``: do not stop at the depth cutoff in a position with an immediate threat (a win to
  take or to block); search the forcing moves on instead;
* ``solve``: to the end of the game with the game's exact solver (``Game.root_solver``; Connect Four has one).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .i18n import QT_TRANSLATE_NOOP, Phrase, joined
from .ordering import ORDERINGS

DEFAULT_TT_MB = 16.0


@dataclass(frozen=True)
class Enhancements:
    iterative: bool = False
    tt_mb: float = 0.0
    ordering: tuple[str, ...] = ()
    pvs: bool = False
    aspiration: float = 0.0
    quiescence: bool = False
    solve: bool = False

    @property
    def active(self) -> bool:
        return self != Enhancements()

    @property
    def needs_pruning_kernel(self) -> bool:
        """Whether the enhanced alpha-beta kernel is needed (iterative deepening alone is not enough)."""
        return bool(self.tt_mb or self.ordering or self.pvs or self.quiescence)

    @classmethod
    def all(cls, tt_mb: float = DEFAULT_TT_MB) -> Enhancements:
        """Everything that speeds a depth-limited search up (not the quiescence extension, which
        changes values, nor the solver)."""
        return cls(iterative=True, tt_mb=tt_mb, ordering=ORDERINGS, pvs=True)

    def problems(self) -> list[str]:
        """What is inconsistent about these settings, in words."""
        out = []
        if self.tt_mb < 0:
            out.append(f"the table size must be positive, got {self.tt_mb:g} MB")
        if self.aspiration < 0:
            out.append(f"the aspiration window must be positive, got {self.aspiration:g}")
        if self.aspiration and not self.iterative:
            out.append("aspiration windows need iterative deepening (a previous iteration's value)")
        unknown = [o for o in self.ordering if o not in ORDERINGS]
        if unknown:
            out.append(f"unknown move ordering {unknown[0]!r} (known: {', '.join(ORDERINGS)})")
        return out

    def describe(self) -> str:
        """The enhancements in use, in words ("" when none)."""
        return str(self.describe_words())

    def describe_words(self) -> Phrase:
        """``describe`` as the window translates it: each enhancement a phrase, joined by commas."""
        parts: list[Phrase] = []
        if self.solve:
            parts.append(Phrase(WORDS, QT_TRANSLATE_NOOP("Enhancements", "exact solver")))
        if self.iterative:
            parts.append(Phrase(WORDS, QT_TRANSLATE_NOOP("Enhancements", "iterative deepening")))
        if self.tt_mb:
            parts.append(Phrase(WORDS, QT_TRANSLATE_NOOP("Enhancements", "table {0} MB"), f"{self.tt_mb:g}"))
        if self.ordering:
            order = "+".join(self.ordering)
            # Accepted, but nothing to order by: say so rather than let them look active.
            idle = [Phrase(WORDS, QT_TRANSLATE_NOOP("Enhancements", "pv idle: no iterative deepening"))
                    if o == "pv" else Phrase(WORDS, QT_TRANSLATE_NOOP("Enhancements", "tt idle: no table"))
                    for o in ("pv", "tt") if o in self.ordering and not (self.iterative if o == "pv" else self.tt_mb)]
            if idle:
                parts.append(Phrase(WORDS, QT_TRANSLATE_NOOP("Enhancements", "ordering {0} ({1})"), order,
                                    joined(WORDS, "; ", idle)))
            else:
                parts.append(Phrase(WORDS, QT_TRANSLATE_NOOP("Enhancements", "ordering {0}"), order))
        if self.pvs:
            parts.append(Phrase(WORDS, "PVS"))
        if self.aspiration:
            parts.append(Phrase(WORDS, QT_TRANSLATE_NOOP("Enhancements", "aspiration ±{0}"), f"{self.aspiration:g}"))
        if self.quiescence:
            parts.append(Phrase(WORDS, QT_TRANSLATE_NOOP("Enhancements", "quiescence")))
        return joined(WORDS, ", ", parts)


WORDS = "Enhancements"


def deepens(iterative: bool, limited: bool, *, is_game: bool = True, solve: bool = False,
            algorithm: str = "alphabeta") -> bool:
    """Whether a search deepens iteratively: when asked to, and for a game under a time or node limit
    (a limit that cut one fixed-depth search short would leave a half-searched move to play). The
    solver searches to the end its own way; explicit trees need static values to deepen; Monte Carlo
    tree search has no depth to deepen (a limit simply ends its playouts, each a sample of the whole
    game). The command line and the GUI both ask here, so the rule lives once."""
    from .search.algorithms import ALGORITHMS  # (here: the search package imports this module)

    info = ALGORITHMS.get(algorithm)
    if info is not None and not info.depth:
        return False
    return iterative or (limited and is_game and not solve)


def compare_variants(tt_mb: float = DEFAULT_TT_MB) -> list[tuple[str, Enhancements]]:
    """The variants a "compare" chart shows next to minimax and plain alpha-beta: one enhancement at a
    time, then all of them."""
    none = Enhancements()
    return [
        ("alpha-beta", none),
        ("+ static order", replace(none, ordering=("static",))),
        ("+ killers & history", replace(none, ordering=("killers", "history"))),
        ("+ table", replace(none, tt_mb=tt_mb, ordering=("tt",))),
        ("+ PVS", replace(none, pvs=True, ordering=("static",))),
        ("+ iterative (pv, tt)", replace(none, iterative=True, tt_mb=tt_mb, ordering=("pv", "tt"))),
        ("all", Enhancements.all(tt_mb)),
    ]
