"""Move ordering for alpha-beta: which child to try first.

Alpha-beta prunes most when the best move comes first (Knuth and Moore: with perfect ordering it
evaluates w^⌈d/2⌉ + w^⌊d/2⌋ − 1 leaves of a uniform tree instead of w^d). The heuristics, each one
an option, in the priority the search applies them:

* ``pv``: the previous iteration's principal variation, followed while the path matches it;
* ``tt``: the move the transposition table stored for the position;
* ``killers``: the last two moves that caused a cutoff at the same ply elsewhere in the tree;
* ``history``: moves that caused cutoffs anywhere, weighted by the depth below them;
* ``static``: the game's own knowledge — immediate wins first, then forced blocks, then (Connect
  Four) centre columns first, (tic-tac-toe) centre, corners, edges.

Like a chess engine's "captures before killers", the static order's urgent moves (wins and blocks)
stay ahead of killers and history, which reorder only the quiet moves behind them.

Without ordering the children come in the game's documented action order, which is what the
textbook pruning tests pin.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from .errors import UnknownNameError
from .game import Game, State

ORDERINGS = ("pv", "tt", "killers", "history", "static")

Children = Sequence[tuple[int, State]]
StaticOrder = Callable[[State, Children], tuple[list[tuple[int, State]], int]]
"""(state, children) -> (children in static order, how many at the front are urgent: wins and blocks)."""


def minimal_leaves(width: int, depth: int) -> int:
    """Knuth–Moore: the leaves alpha-beta evaluates in a uniform tree of ``width`` and ``depth`` with
    perfect ordering, w^⌈d/2⌉ + w^⌊d/2⌋ − 1 (the yardstick for "nodes vs the minimal tree")."""
    return width ** math.ceil(depth / 2) + width ** (depth // 2) - 1


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


# -- static orders ---------------------------------------------------------------------------------
def static_order(game: Game) -> StaticOrder | None:
    """The game's static move order, or None when the game has none (explicit trees)."""
    if game.name == "connect4":
        return _connect4_order
    if game.name == "tictactoe":
        return _tictactoe_order
    return None


def fallback_move(game: Game, state: State, children: Children) -> int:
    """The move to play when a search is stopped before any root move was finished: the first in the
    game's static order (an immediate win, then a forced block, then the centre), else the first."""
    order = static_order(game)
    if order is not None:
        return order(state, children)[0][0][0]
    return children[0][0]


_C4_RANK = {c + 1: r for r, c in enumerate((3, 2, 4, 1, 5, 0, 6))}


def _connect4_order(state: Any, children: Children) -> tuple[list[tuple[int, State]], int]:
    from .c4bits import playable, winning_cells

    a, b, n = state
    mask = a | b
    mine, theirs = (a, b) if n % 2 == 0 else (b, a)
    free = playable(mask)
    wins = winning_cells(mine, mask) & free
    blocks = winning_cells(theirs, mask) & free
    if not wins and not blocks:
        return sorted(children, key=_c4_rank), 0
    urgent = []
    rest = []
    for mc in children:
        c = mc[0] - 1
        bit = free & (0x3F << (7 * c))
        if bit & wins:
            urgent.insert(0, mc)
        elif bit & blocks:
            urgent.append(mc)
        else:
            rest.append(mc)
    rest.sort(key=_c4_rank)
    return urgent + rest, len(urgent)


def _c4_rank(mc: tuple[int, State]) -> int:
    return _C4_RANK[mc[0]]


_TTT_RANK = {5: 0, 1: 1, 3: 1, 7: 1, 9: 1, 2: 2, 4: 2, 6: 2, 8: 2}


def _completions() -> tuple[int, ...]:
    """For each 9-bit set of one side's marks: the cells that would complete one of its lines."""
    from .games.tictactoe import LINE_MASKS

    out = []
    for bits in range(512):
        cells = 0
        for m in LINE_MASKS:
            if (bits & m).bit_count() == 2:
                cells |= m & ~bits
        out.append(cells)
    return tuple(out)


_TTT_COMPLETE = _completions()


def _tictactoe_order(state: Any, children: Children) -> tuple[list[tuple[int, State]], int]:
    x, o = state & 0x1FF, state >> 9
    mine, theirs = (x, o) if x.bit_count() == o.bit_count() else (o, x)
    empty = ~(x | o)
    wins = _TTT_COMPLETE[mine] & empty
    blocks = _TTT_COMPLETE[theirs] & empty
    if not wins and not blocks:
        return sorted(children, key=_ttt_rank), 0
    urgent = [mc for mc in children if wins >> (mc[0] - 1) & 1]
    urgent += [mc for mc in children if blocks >> (mc[0] - 1) & 1 and not wins >> (mc[0] - 1) & 1]
    rest = sorted((mc for mc in children if not (wins | blocks) >> (mc[0] - 1) & 1), key=_ttt_rank)
    return urgent + rest, len(urgent)


def _ttt_rank(mc: tuple[int, State]) -> int:
    return _TTT_RANK[mc[0]]


# -- forced moves (quiescence) ----------------------------------------------------------------------
ForcedMoves = Callable[[State, Children], "list[tuple[int, State]] | None"]


def forced_moves(game: Game) -> ForcedMoves | None:
    """For the quiescence extension: a function giving the moves that matter in a position with an
    immediate threat (the player to move's winning moves, else the blocks of the opponent's winning
    cells), or None for a quiet position. None when the game has no notion of threats."""
    if game.name == "connect4":
        return _connect4_forced
    if game.name == "tictactoe":
        return _tictactoe_forced
    return None


def _connect4_forced(state: Any, children: Children) -> list[tuple[int, State]] | None:
    from .c4bits import playable, winning_cells

    a, b, n = state
    mask = a | b
    mine, theirs = (a, b) if n % 2 == 0 else (b, a)
    free = playable(mask)
    cells = winning_cells(mine, mask) & free or winning_cells(theirs, mask) & free
    if not cells:
        return None
    return [mc for mc in children if cells >> (7 * (mc[0] - 1)) & 0x3F]


def _tictactoe_forced(state: Any, children: Children) -> list[tuple[int, State]] | None:
    x, o = state & 0x1FF, state >> 9
    mine, theirs = (x, o) if x.bit_count() == o.bit_count() else (o, x)
    empty = ~(x | o)
    cells = _TTT_COMPLETE[mine] & empty or _TTT_COMPLETE[theirs] & empty
    if not cells:
        return None
    return [mc for mc in children if cells >> (mc[0] - 1) & 1]
