"""Connect Four threat detection on the bitboards of ``engine.games.connect4``.

Bit ``7 * column + row`` is a cell (row 0 at the bottom, bit 6 of each column an always-empty
sentinel). ``winning_cells(stones, mask)`` is the set of empty cells that would complete a four for
the owner of ``stones`` — the "threats" a solver and the move ordering look at. The shifts follow
the classic bitboard solvers: for each direction, three aligned stones with the fourth cell at
either end or in one of the two middle gaps.
"""

from __future__ import annotations

from .games.connect4 import BOARD, BOTTOM, COLUMN, H1, HEIGHT, WIDTH

assert H1 == 7  # the shifts below are written out for 7 bits a column

BOTTOM_MASK = sum(BOTTOM)
BOARD_MASK = BOARD
CENTRE_FIRST = (3, 2, 4, 1, 5, 0, 6)
"""0-based columns, centre first: the order good Connect Four searches try moves in."""


def winning_cells(p: int, mask: int) -> int:
    """Empty cells (a bitboard) where the owner of ``p`` would complete four in a row."""
    # Unrolled (this is the inner loop of the solver and of the static move order). Vertical: three
    # stacked stones and the cell above; then horizontal (shift 7) and the two diagonals (8 and 6):
    # three in a line with the fourth cell at either end or in one of the two gaps.
    r = (p << 1) & (p << 2) & (p << 3)
    q = (p << 7) & (p << 14)
    r |= q & (p << 21)
    r |= q & (p >> 7)
    q = (p >> 7) & (p >> 14)
    r |= q & (p << 7)
    r |= q & (p >> 21)
    q = (p << 8) & (p << 16)
    r |= q & (p << 24)
    r |= q & (p >> 8)
    q = (p >> 8) & (p >> 16)
    r |= q & (p << 8)
    r |= q & (p >> 24)
    q = (p << 6) & (p << 12)
    r |= q & (p << 18)
    r |= q & (p >> 6)
    q = (p >> 6) & (p >> 12)
    r |= q & (p << 6)
    r |= q & (p >> 18)
    return r & (BOARD_MASK ^ mask)


def playable(mask: int) -> int:
    """The cell each non-full column would take next."""
    return (mask + BOTTOM_MASK) & BOARD_MASK


def column_of(bit: int) -> int:
    """0-based column of a single cell bit."""
    return (bit.bit_length() - 1) // H1


__all__ = ["BOARD_MASK", "BOTTOM_MASK", "CENTRE_FIRST", "COLUMN", "HEIGHT", "WIDTH", "column_of", "playable",
           "winning_cells"]
