"""Othello bitboards: one 64-bit ``int`` per player, legal moves by shift-and-mask flood fill.

Square ``8 * row + column`` is bit ``1 << square``, with column 0 = ``a`` and row 0 = ``1`` at the top,
so ``a1`` is bit 0 (top-left) and ``h8`` bit 63 (bottom-right). Shifting by 1 steps east, by 8 south,
by 9 south-east and by 7 south-west; right shifts step the other way. A step east or west would wrap
from one row into the next, so the opponent's discs a flood may run through are first masked to the
columns b-g (``INNER``): a line of discs cannot continue past the board's edge.

``legal_moves(me, opp)`` is the set of squares where the player with discs ``me`` may play against ``opp``:
in each of the eight directions, the opponent's discs adjacent to ``me`` are flooded outward (a line can
hold at most six of them), and the empty square just past the line is a move. ``flips(me, opp, square)``
is the set of discs a move turns over, read from precomputed rays: along a ray from the square, the
first disc that is not the opponent's must be the player's, and every square before it flips.

The functions take and return plain ``int``s and use only locals, so they compile unchanged.
"""

from __future__ import annotations

FULL = (1 << 64) - 1
INNER = 0x7E7E7E7E7E7E7E7E
"""Columns b-g: discs a horizontal or diagonal flood may pass through without wrapping a row."""
COLUMNS = "abcdefgh"
CORNERS = (1 << 0) | (1 << 7) | (1 << 56) | (1 << 63)
X_SQUARES = (1 << 9) | (1 << 14) | (1 << 49) | (1 << 54)
"""The squares diagonally next to a corner (b2, g2, b7, g7): taking one usually gives the corner away."""
C_SQUARES = (1 << 1) | (1 << 8) | (1 << 6) | (1 << 15) | (1 << 48) | (1 << 57) | (1 << 55) | (1 << 62)
"""The edge squares next to a corner (b1, a2, g1, h2, a7, b8, h7, g8)."""
EDGES = 0xFF818181818181FF
START_BLACK = (1 << 28) | (1 << 35)  # e4, d5
START_WHITE = (1 << 27) | (1 << 36)  # d4, e5
QUADRANTS = (0x0F0F0F0F, 0xF0F0F0F0, 0x0F0F0F0F << 32, 0xF0F0F0F0 << 32)
"""The four 4×4 corner regions, for the parity of the empty squares in each."""

_STEPS = ((0, 1), (1, 0), (1, 1), (1, -1), (0, -1), (-1, 0), (-1, -1), (-1, 1))
"""(row, column) steps: east, south, south-east, south-west (increasing bit index), then west, north,
north-west, north-east (decreasing)."""


def square_name(square: int) -> str:
    return COLUMNS[square & 7] + str((square >> 3) + 1)


def _rays() -> tuple[tuple[int, ...], ...]:
    out = []
    for dr, dc in _STEPS:
        per_square = []
        for sq in range(64):
            r, c = sq >> 3, sq & 7
            ray = 0
            r, c = r + dr, c + dc
            while 0 <= r < 8 and 0 <= c < 8:
                ray |= 1 << (8 * r + c)
                r, c = r + dr, c + dc
            per_square.append(ray)
        out.append(tuple(per_square))
    return tuple(out)


RAYS = _rays()
_E, _S, _SE, _SW, _W, _N, _NW, _NE = RAYS


def _nearest(rays: tuple[int, ...], increasing: bool) -> tuple[int, ...]:
    """Per square, the first square of its ray (0 at the edge)."""
    return tuple((r & -r) if increasing else (1 << (r.bit_length() - 1) if r else 0) for r in rays)


_ADJ_E, _ADJ_S, _ADJ_SE, _ADJ_SW = (_nearest(r, True) for r in (_E, _S, _SE, _SW))
_ADJ_W, _ADJ_N, _ADJ_NW, _ADJ_NE = (_nearest(r, False) for r in (_W, _N, _NW, _NE))
NEIGHBOURS = tuple(
    sum(1 << (8 * (r + dr) + c + dc) for dr, dc in _STEPS if 0 <= r + dr < 8 and 0 <= c + dc < 8)
    for r in range(8) for c in range(8)
)
"""The squares around each square."""


def legal_moves(me: int, opp: int) -> int:
    """The empty squares where the owner of ``me`` outflanks some of ``opp``'s discs."""
    empty = ~(me | opp) & FULL
    oh = opp & INNER
    # east (<< 1): after two single steps, ``pre`` (a disc with another behind it) doubles the reach
    t = oh & (me << 1)
    t |= oh & (t << 1)
    pre = oh & (oh << 1)
    t |= pre & (t << 2)
    t |= pre & (t << 2)
    moves = t << 1
    # west (>> 1)
    t = oh & (me >> 1)
    t |= oh & (t >> 1)
    pre = oh & (oh >> 1)
    t |= pre & (t >> 2)
    t |= pre & (t >> 2)
    moves |= t >> 1
    # south (<< 8) and north (>> 8): no wrap to guard against
    t = opp & (me << 8)
    t |= opp & (t << 8)
    pre = opp & (opp << 8)
    t |= pre & (t << 16)
    t |= pre & (t << 16)
    moves |= t << 8
    t = opp & (me >> 8)
    t |= opp & (t >> 8)
    pre = opp & (opp >> 8)
    t |= pre & (t >> 16)
    t |= pre & (t >> 16)
    moves |= t >> 8
    # south-east (<< 9) and north-west (>> 9)
    t = oh & (me << 9)
    t |= oh & (t << 9)
    pre = oh & (oh << 9)
    t |= pre & (t << 18)
    t |= pre & (t << 18)
    moves |= t << 9
    t = oh & (me >> 9)
    t |= oh & (t >> 9)
    pre = oh & (oh >> 9)
    t |= pre & (t >> 18)
    t |= pre & (t >> 18)
    moves |= t >> 9
    # south-west (<< 7) and north-east (>> 7)
    t = oh & (me << 7)
    t |= oh & (t << 7)
    pre = oh & (oh << 7)
    t |= pre & (t << 14)
    t |= pre & (t << 14)
    moves |= t << 7
    t = oh & (me >> 7)
    t |= oh & (t >> 7)
    pre = oh & (oh >> 7)
    t |= pre & (t >> 14)
    t |= pre & (t >> 14)
    moves |= t >> 7
    return moves & empty


def flips(me: int, opp: int, square: int) -> int:
    """The discs of ``opp`` that a move of ``me``'s owner on ``square`` turns over (0: not a legal move)."""
    f = 0
    not_o = ~opp
    # A direction can flip only when the neighbouring square holds an opponent's disc: a cheap test
    # that skips most of the eight rays.
    if opp & _ADJ_E[square]:
        ray = _E[square]
        b = ray & not_o
        first = b & -b  # rays of increasing bit index: the nearest non-opponent square is the lowest bit
        if first & me:
            f |= ray & (first - 1)
    if opp & _ADJ_S[square]:
        ray = _S[square]
        b = ray & not_o
        first = b & -b
        if first & me:
            f |= ray & (first - 1)
    if opp & _ADJ_SE[square]:
        ray = _SE[square]
        b = ray & not_o
        first = b & -b
        if first & me:
            f |= ray & (first - 1)
    if opp & _ADJ_SW[square]:
        ray = _SW[square]
        b = ray & not_o
        first = b & -b
        if first & me:
            f |= ray & (first - 1)
    # Rays of decreasing bit index: the nearest is the highest set bit; the flips lie above it.
    if opp & _ADJ_W[square]:
        ray = _W[square]
        b = ray & not_o
        if b:
            first = 1 << (b.bit_length() - 1)
            if first & me:
                f |= ray & -(first << 1)
    if opp & _ADJ_N[square]:
        ray = _N[square]
        b = ray & not_o
        if b:
            first = 1 << (b.bit_length() - 1)
            if first & me:
                f |= ray & -(first << 1)
    if opp & _ADJ_NW[square]:
        ray = _NW[square]
        b = ray & not_o
        if b:
            first = 1 << (b.bit_length() - 1)
            if first & me:
                f |= ray & -(first << 1)
    if opp & _ADJ_NE[square]:
        ray = _NE[square]
        b = ray & not_o
        if b:
            first = 1 << (b.bit_length() - 1)
            if first & me:
                f |= ray & -(first << 1)
    return f


def potential_mobility(me: int, opp: int) -> int:
    """Empty squares next to at least one of ``opp``'s discs: where ``me``'s owner may later find moves."""
    empty = ~(me | opp) & FULL
    oh = opp & INNER
    around = (oh << 1) | (oh >> 1) | (opp << 8) | (opp >> 8) | (oh << 9) | (oh >> 9) | (oh << 7) | (oh >> 7)
    return around & empty


def _lines() -> tuple[tuple[int, ...], ...]:
    """Every row, column and diagonal as a mask, grouped by axis (for "is this line full?")."""
    rows = tuple(0xFF << (8 * r) for r in range(8))
    cols = tuple(0x0101010101010101 << c for c in range(8))
    diag = []
    anti = []
    for start in range(-7, 8):
        d = a = 0
        for r in range(8):
            c = r + start
            if 0 <= c < 8:
                d |= 1 << (8 * r + c)
            c = 7 - r + start
            if 0 <= c < 8:
                a |= 1 << (8 * r + c)
        diag.append(d)
        anti.append(a)
    return rows, cols, tuple(diag), tuple(anti)


ROWS, COLS, DIAGONALS, ANTI_DIAGONALS = _lines()
_EDGE_H = 0x8181818181818181  # columns a and h: a horizontal line cannot extend past them
_EDGE_V = 0xFF000000000000FF  # rows 1 and 8
_BORDER = EDGES


def _full(filled: int, lines: tuple[int, ...]) -> int:
    out = 0
    for line in lines:
        if filled & line == line:
            out |= line
    return out


def stable_discs(me: int, opp: int) -> int:
    """``me``'s discs that can never be turned over (a safe subset: in each of the four axes the disc
    lies on a full line, or next to the board's edge or to a stable disc of its own; none before a
    corner is taken)."""
    filled = me | opp
    if not filled & CORNERS:
        return 0  # the subset stays safe: without a corner, only discs on full lines could be stable
    full_h = _full(filled, ROWS) | _EDGE_H
    full_v = _full(filled, COLS) | _EDGE_V
    full_d = _full(filled, DIAGONALS) | _BORDER
    full_a = _full(filled, ANTI_DIAGONALS) | _BORDER
    stable = 0
    while True:
        # A shift that wraps from one row into the next lands on column a or h, which the edge masks
        # already count as safe in every axis it could pollute: no wrap masks are needed.
        s = stable
        h = full_h | (s << 1) | (s >> 1)
        v = full_v | (s << 8) | (s >> 8)
        d = full_d | (s << 9) | (s >> 9)
        a = full_a | (s << 7) | (s >> 7)
        new = me & h & v & d & a
        if new == stable:
            return stable
        stable = new
