"""Connect Four's own move knowledge for alpha-beta: the static order and the forcing moves.

The static order puts immediate wins first, then blocks of the opponent's immediate wins, then the
centre columns before the edges (a disc in the centre takes part in more possible fours). The forcing
moves, for the quiescence extension, are the winning moves, else the blocks.
"""

from __future__ import annotations

from ...game import Children, Move, State
from .bitboards import playable, winning_cells

_RANK = {c + 1: r for r, c in enumerate((3, 2, 4, 1, 5, 0, 6))}


def _rank(mc: tuple[int, State]) -> int:
    return _RANK[mc[0]]


def connect4_order(state: tuple[int, int, int], children: Children) -> tuple[list[tuple[int, State]], int]:
    a, b, n = state
    mask = a | b
    mine, theirs = (a, b) if n % 2 == 0 else (b, a)
    free = playable(mask)
    wins = winning_cells(mine, mask) & free
    blocks = winning_cells(theirs, mask) & free
    if not wins and not blocks:
        return sorted(children, key=_rank), 0
    urgent: list[tuple[Move, State]] = []
    rest: list[tuple[Move, State]] = []
    for mc in children:
        c = mc[0] - 1
        bit = free & (0x3F << (7 * c))
        if bit & wins:
            urgent.insert(0, mc)
        elif bit & blocks:
            urgent.append(mc)
        else:
            rest.append(mc)
    rest.sort(key=_rank)
    return urgent + rest, len(urgent)


def connect4_forced(state: tuple[int, int, int], children: Children) -> list[tuple[int, State]] | None:
    a, b, n = state
    mask = a | b
    mine, theirs = (a, b) if n % 2 == 0 else (b, a)
    free = playable(mask)
    cells = winning_cells(mine, mask) & free or winning_cells(theirs, mask) & free
    if not cells:
        return None
    return [mc for mc in children if cells >> (7 * (mc[0] - 1)) & 0x3F]
