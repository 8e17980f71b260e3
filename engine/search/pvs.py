"""Principal variation search (Negascout), as an algorithm of its own.

Alpha-beta that trusts its move order: the first move of each node is searched with the full window, every
later one with a null window that only asks "is it better?", searched again with the full window when the
answer is yes (Reinefeld's Negascout, Marsland and Campbell's PVS). The value is alpha-beta's; with good
ordering the null windows cut more. It runs the flagged kernel (``kernel``) with its PVS switch on, in the
root loop (``api.root_search``), so deepening, the table, ordering, limits and recording all apply.
"""

from __future__ import annotations

from dataclasses import replace

from ..game import Game, State
from ..i18n import QT_TRANSLATE_NOOP
from ..results import SearchResult
from .algorithms import AlgorithmInfo, register
from .api import root_search
from .core import Observer
from .options import SearchOptions, StopFlag


def pvs_search(game: Game, state: State, options: SearchOptions, observer: Observer | None = None,
               stop: StopFlag | None = None) -> SearchResult:
    """Search ``state`` with principal variation search (``options.algorithm`` is "pvs")."""
    return root_search(game, state, replace(options, enhancements=replace(options.enhancements, pvs=True)),
                       observer, stop)


ALGORITHM = register(AlgorithmInfo(
    "pvs", QT_TRANSLATE_NOOP("Algorithm", "Negascout / PVS"), pvs_search, order=25, prunes=True,
    enhancements="all", zero_window=True, deepens_when_limited=True, stats=frozenset({"cutoffs", "full_tree"})))
"""Principal variation search's registration: what it can do and how its result is shown."""
