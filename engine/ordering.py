"""Move ordering for alpha-beta: which child to try first.

Alpha-beta prunes most when the best move comes first (Knuth and Moore: with perfect ordering it
evaluates w^⌈d/2⌉ + w^⌊d/2⌋ − 1 leaves of a uniform tree instead of w^d). The heuristics, each one
an option, in the priority the search applies them:

* ``pv``: the previous iteration's principal variation, followed while the path matches it;
* ``tt``: the move the transposition table stored for the position;
* ``killers``: the last two moves that caused a cutoff at the same ply elsewhere in the tree;
* ``history``: moves that caused cutoffs anywhere, weighted by the depth below them;
* ``static``: the game's own knowledge (``Game.static_order``) — e.g. immediate wins first, then
  forced blocks, then centre columns first.

Like a chess engine's "captures before killers", the static order's urgent moves (wins and blocks)
stay ahead of killers and history, which reorder only the quiet moves behind them.

Without ordering the children come in the game's documented action order, which is what the
textbook pruning tests pin.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .errors import UnknownNameError
from .game import Children, Game, State

ORDERINGS = ("pv", "tt", "killers", "history", "static")


def minimal_leaves(width: int, depth: int) -> int:
    """Knuth–Moore: the leaves alpha-beta evaluates in a uniform tree of ``width`` and ``depth`` with
    perfect ordering, w^⌈d/2⌉ + w^⌊d/2⌋ − 1 (the yardstick for "nodes vs the minimal tree")."""
    return int(width ** math.ceil(depth / 2) + width ** (depth // 2) - 1)


def parse_ordering(text: str | Sequence[str] | None) -> tuple[str, ...]:
    """``"all"``, ``"none"`` or a comma list of ORDERINGS, as a tuple in canonical order."""
    if text is None:
        return ()
    items = [t.strip() for t in text.split(",")] if isinstance(text, str) else [t.strip() for t in text]
    items = [t for t in items if t]
    if items == ["all"]:
        return ORDERINGS
    if items in ([], ["none"]):
        return ()
    for t in items:
        if t not in ORDERINGS:
            raise UnknownNameError(f"unknown move ordering {t!r} (known: {', '.join(ORDERINGS)}, all, none)")
    return tuple(o for o in ORDERINGS if o in items)


# -- the static order's fallback ----------------------------------------------------------------------
def fallback_move(game: Game, state: State, children: Children) -> int:
    """The move to play when a search is stopped before any root move was finished: the first in the
    game's static order (an immediate win, then a forced block, then the centre), else the first."""
    order = game.static_order()
    if order is not None:
        return int(order(state, children)[0][0][0])
    return int(children[0][0])
