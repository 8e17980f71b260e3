"""Connect Four bitboards: the board's bit layout, four-in-a-row tests and threat detection.

Bit ``7 * column + row`` (both from 0, row 0 at the bottom) is a cell; bit 6 of each column is a
sentinel that stays empty, so shifting by 1, 7, 6 and 8 walks vertically, horizontally and along
both diagonals without wrapping. ``winning_cells(stones, mask)`` is the set of empty cells that would
complete a four for the owner of ``stones`` — the "threats" the solver and the move ordering look at.
The shifts follow the classic bitboard solvers: for each direction, three aligned stones with the
fourth cell at either end or in one of the two middle gaps.
"""

from __future__ import annotations

from typing import Final

from ...words import Word
from ...words import bit_count as bit_count

WIDTH: Final = 7
HEIGHT: Final = 6
H1: Final = HEIGHT + 1
BOTTOM: Final = tuple(1 << (H1 * c) for c in range(WIDTH))
TOP: Final = tuple(1 << (H1 * c + HEIGHT - 1) for c in range(WIDTH))
COLUMN: Final = tuple(((1 << HEIGHT) - 1) << (H1 * c) for c in range(WIDTH))
BOARD: Final = sum(COLUMN)
CENTRE: Final = COLUMN[3]
DIRECTIONS: Final = (1, H1, H1 - 1, H1 + 1)  # vertical, horizontal, diagonal \, diagonal /


def aligned(bits: int) -> bool:
    """True when ``bits`` holds four in a row in any direction."""
    m = bits & (bits >> H1)
    if m & (m >> 2 * H1):
        return True
    m = bits & (bits >> (H1 - 1))
    if m & (m >> 2 * (H1 - 1)):
        return True
    m = bits & (bits >> (H1 + 1))
    if m & (m >> 2 * (H1 + 1)):
        return True
    m = bits & (bits >> 1)
    return bool(m & (m >> 2))


def cell_bit(column: int, row: int) -> int:
    """Bit of the cell in 0-based ``column`` and ``row`` (row 0 is the bottom)."""
    return 1 << (H1 * column + row)


def _window_masks() -> list[int]:
    masks = []
    for c in range(WIDTH):
        for r in range(HEIGHT):
            for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(c + k * dc, r + k * dr) for k in range(4)]
                if all(0 <= cc < WIDTH and 0 <= rr < HEIGHT for cc, rr in cells):
                    masks.append(sum(cell_bit(cc, rr) for cc, rr in cells))
    return masks


WINDOWS: Final = tuple(_window_masks())
assert len(WINDOWS) == 69
# For each direction, the start cells of the windows that fit on the board.
_STARTS = {d: 0 for d in DIRECTIONS}
for _c in range(WIDTH):
    for _r in range(HEIGHT):
        for _d, (_dc, _dr) in zip(DIRECTIONS, ((0, 1), (1, 0), (1, -1), (1, 1))):
            if all(0 <= _c + k * _dc < WIDTH and 0 <= _r + k * _dr < HEIGHT for k in range(4)):
                _STARTS[_d] |= cell_bit(_c, _r)
WINDOW_STARTS: Final = tuple((d, _STARTS[d]) for d in DIRECTIONS)


assert H1 == 7  # the shifts below are written out for 7 bits a column

BOTTOM_MASK: Final = sum(BOTTOM)
BOARD_MASK: Final = BOARD
CENTRE_FIRST: Final = (3, 2, 4, 1, 5, 0, 6)
"""0-based columns, centre first: the order good Connect Four searches try moves in."""


def winning_cells(p: Word, mask: Word) -> int:
    """Empty cells (a bitboard) where the owner of ``p`` would complete four in a row."""
    # Unrolled (this is the inner loop of the solver and of the static move order). Vertical: three
    # stacked stones and the cell above; then horizontal (shift 7) and the two diagonals (8 and 6):
    # three in a line with the fourth cell at either end or in one of the two gaps. On words: the shifts
    # may spill past bit 63, and the last mask clears what spilled.
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


