"""Othello bitboards: one 64-bit ``int`` per player, legal moves by shift-and-mask flood fill.

Square ``8 * row + column`` is bit ``1 << square``, with column 0 = ``a`` and row 0 = ``1`` at the top,
so ``a1`` is bit 0 (top-left) and ``h8`` bit 63 (bottom-right). Shifting by 1 steps east, by 8 south,
by 9 south-east and by 7 south-west; right shifts step the other way. A step east or west would wrap
from one row into the next, so the opponent's discs a flood may run through are first masked to the
columns b-g (``INNER``): a line of discs cannot continue past the board's edge.

``legal_moves(me, opp)`` is the set of squares where the player with discs ``me`` may play against ``opp``:
in each of the eight directions, the opponent's discs adjacent to ``me`` are flooded outward (a line can
hold at most six of them), and the empty square just past the line is a move. ``flips(me, opp, square)``
is the set of discs a move turns over: along each direction from the square, the line of the opponent's
discs must be closed by one of the player's, and every disc of the line flips.

The functions below take and return machine words (``Word``, ``engine.words``: the boards as the bitboard code
computes with them, and the rules that keep h8, bit 63, right); a state holds its boards as non-negative
ints, converted at the border with ``to_word`` / ``from_word``.
"""

from __future__ import annotations

from typing import Final

# The word helpers are shared with Connect Four; the Othello modules read them from here.
from ...words import ONE as ONE
from ...words import Word as Word
from ...words import bit_length as bit_length
from ...words import count_difference as count_difference
from ...words import from_word as from_word
from ...words import popcount as popcount
from ...words import to_word as to_word

FULL: Final = (1 << 64) - 1
"""Every square, as a state's boards are held (a non-negative int)."""
COLUMNS: Final = "abcdefgh"


ALL_SQUARES: Final = to_word(FULL)
INNER: Final = to_word(0x7E7E7E7E7E7E7E7E)
"""Columns b-g: discs a horizontal or diagonal flood may pass through without wrapping a row."""
NOT_ROW_8: Final[Word] = 0x00FFFFFFFFFFFFFF
"""Rows 1-7: the squares a step north (or north-east, north-west) can reach, which masks the top bits a
right shift of a word brings in."""
CORNERS: Final = to_word((1 << 0) | (1 << 7) | (1 << 56) | (1 << 63))
X_SQUARES: Final[Word] = (1 << 9) | (1 << 14) | (1 << 49) | (1 << 54)
"""The squares diagonally next to a corner (b2, g2, b7, g7): taking one usually gives the corner away."""
C_SQUARES: Final = to_word((1 << 1) | (1 << 8) | (1 << 6) | (1 << 15) | (1 << 48) | (1 << 57) | (1 << 55) | (1 << 62))
"""The edge squares next to a corner (b1, a2, g1, h2, a7, b8, h7, g8)."""
EDGES: Final = to_word(0xFF818181818181FF)
START_BLACK: Final = (1 << 28) | (1 << 35)  # e4, d5
START_WHITE: Final = (1 << 27) | (1 << 36)  # d4, e5
QUADRANT_A1: Final = to_word(0x0F0F0F0F)
QUADRANT_E1: Final = to_word(0xF0F0F0F0)
QUADRANT_A5: Final = to_word(0x0F0F0F0F << 32)
QUADRANT_E5: Final = to_word(0xF0F0F0F0 << 32)
QUADRANTS: Final = (QUADRANT_A1, QUADRANT_E1, QUADRANT_A5, QUADRANT_E5)
"""The four 4×4 corner regions, for the parity of the empty squares in each."""

def square_name(square: int) -> str:
    return COLUMNS[square & 7] + str((square >> 3) + 1)


def _words(boards: tuple[int, ...]) -> tuple[Word, ...]:
    return tuple([to_word(b) for b in boards])


def legal_moves(me: Word, opp: Word) -> Word:
    """The empty squares where the owner of ``me`` outflanks some of ``opp``'s discs."""
    empty = ~(me | opp) & ALL_SQUARES
    oh = opp & INNER
    # east (<< 1): after two single steps, ``pre`` (a disc with another behind it) doubles the reach
    t = oh & (me << 1)
    t |= oh & (t << 1)
    pre = oh & (oh << 1)
    t |= pre & (t << 2)
    t |= pre & (t << 2)
    moves = t << 1
    # west (>> 1): ``oh`` leaves out column h, where a word's sign bit would come in
    t = oh & (me >> 1)
    t |= oh & (t >> 1)
    pre = oh & (oh >> 1)
    t |= pre & (t >> 2)
    t |= pre & (t >> 2)
    moves |= t >> 1
    # south (<< 8) and north (>> 8): no wrap to guard against; a line north ends above row 8
    t = opp & (me << 8)
    t |= opp & (t << 8)
    pre = opp & (opp << 8)
    t |= pre & (t << 16)
    t |= pre & (t << 16)
    moves |= t << 8
    ov = opp & NOT_ROW_8
    t = ov & (me >> 8)
    t |= ov & (t >> 8)
    pre = ov & (ov >> 8)
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
    ou = oh & NOT_ROW_8
    t = ou & (me >> 9)
    t |= ou & (t >> 9)
    pre = ou & (ou >> 9)
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
    t = ou & (me >> 7)
    t |= ou & (t >> 7)
    pre = ou & (ou >> 7)
    t |= pre & (t >> 14)
    t |= pre & (t >> 14)
    moves |= t >> 7
    return moves & empty


def flips(me: Word, opp: Word, square: int) -> Word:
    """The discs of ``opp`` that a move of ``me``'s owner on ``square`` turns over (0: not a legal move)."""
    return flips_bit(me, opp, ONE << square)


def flips_bit(me: Word, opp: Word, bit: Word) -> Word:
    """``flips`` for the square given as its bit (what a loop over a set of squares holds already).

    In each direction the line of the opponent's discs starting next to the move is followed (by
    shifts, as ``legal_moves`` floods) and turned over when a disc of the mover closes it. A direction
    is followed only when the neighbouring square holds an opponent's disc: a cheap test that skips most
    of the eight. The opponent's discs are masked as in ``legal_moves``: to the columns b-g for a step
    with a sideways part (no wrap into the next row), and away from row 8 for a step north (a word's
    sign, dragged in from the top by a right shift of h8, lands there, where no line north can flip).

    The eight directions are written out, each with its own constant shift: this is the endgame
    solver's innermost step (called for every empty square it tries), and a shift by a constant is one
    machine instruction in the compiled build, where a shift by a variable or a call per direction
    costs several times as much."""
    f: Word = 0
    oh = opp & INNER
    ov = opp & NOT_ROW_8
    ou = oh & NOT_ROW_8
    # each block: ``t`` runs along the opponent's discs from the square; the line flips when the first
    # square past them holds one of the mover's discs
    t = bit << 1 & oh
    if t:
        line = t
        t = t << 1
        while t & oh:
            line |= t
            t = t << 1
        if t & me:
            f |= line
    t = bit << 8 & opp
    if t:
        line = t
        t = t << 8
        while t & opp:
            line |= t
            t = t << 8
        if t & me:
            f |= line
    t = bit << 9 & oh
    if t:
        line = t
        t = t << 9
        while t & oh:
            line |= t
            t = t << 9
        if t & me:
            f |= line
    t = bit << 7 & oh
    if t:
        line = t
        t = t << 7
        while t & oh:
            line |= t
            t = t << 7
        if t & me:
            f |= line
    t = bit >> 1 & oh
    if t:
        line = t
        t = t >> 1
        while t & oh:
            line |= t
            t = t >> 1
        if t & me:
            f |= line
    t = bit >> 8 & ov
    if t:
        line = t
        t = t >> 8
        while t & ov:
            line |= t
            t = t >> 8
        if t & me:
            f |= line
    t = bit >> 9 & ou
    if t:
        line = t
        t = t >> 9
        while t & ou:
            line |= t
            t = t >> 9
        if t & me:
            f |= line
    t = bit >> 7 & ou
    if t:
        line = t
        t = t >> 7
        while t & ou:
            line |= t
            t = t >> 7
        if t & me:
            f |= line
    return f


def potential_mobility(me: Word, opp: Word) -> Word:
    """Empty squares next to at least one of ``opp``'s discs: where ``me``'s owner may later find moves."""
    empty = ~(me | opp) & ALL_SQUARES
    oh = opp & INNER
    around = ((oh << 1) | (oh >> 1) | (opp << 8) | (opp >> 8 & NOT_ROW_8) | (oh << 9) | (oh >> 9) | (oh << 7)
              | (oh >> 7))
    return around & empty


def _lines() -> tuple[tuple[Word, ...], ...]:
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
    return _words(rows), _words(cols), _words(tuple(diag)), _words(tuple(anti))


_LINES = _lines()
ROWS: Final = _LINES[0]
COLS: Final = _LINES[1]
DIAGONALS: Final = _LINES[2]
ANTI_DIAGONALS: Final = _LINES[3]
EDGE_H: Final = to_word(0x8181818181818181)
"""Columns a and h: a horizontal line cannot extend past them."""
EDGE_V: Final = to_word(0xFF000000000000FF)
"""Rows 1 and 8."""
# What a right shift by 1, 7, 8 or 9 can reach: masks off the top bits a word's sign drags in.
LOW_1: Final = to_word(0x7FFFFFFFFFFFFFFF)
LOW_7: Final[Word] = 0x01FFFFFFFFFFFFFF
LOW_8: Final[Word] = 0x00FFFFFFFFFFFFFF
LOW_9: Final[Word] = 0x007FFFFFFFFFFFFF


def full_lines(filled: Word, lines: tuple[Word, ...]) -> Word:
    """The lines (of one axis) that ``filled`` covers entirely."""
    out: Word = 0
    for line in lines:
        if filled & line == line:
            out |= line
    return out


def stable_from(mine: Word, full_h: Word, full_v: Word, full_d: Word, full_a: Word) -> Word:
    """The discs of ``mine`` that can never be turned over, given each axis's full lines and edges."""
    stable: Word = 0
    while True:
        # A shift that wraps from one row into the next lands on column a or h, which the edge masks
        # already count as safe in every axis it could pollute: no wrap masks are needed.
        s = stable
        h = full_h | (s << 1) | (s >> 1 & LOW_1)
        v = full_v | (s << 8) | (s >> 8 & LOW_8)
        d = full_d | (s << 9) | (s >> 9 & LOW_9)
        a = full_a | (s << 7) | (s >> 7 & LOW_7)
        new = mine & h & v & d & a
        if new == stable:
            return stable
        stable = new


def stable_discs(me: Word, opp: Word) -> Word:
    """``me``'s discs that can never be turned over (a safe subset: in each of the four axes the disc
    lies on a full line, or next to the board's edge or to a stable disc of its own; none before a
    corner is taken)."""
    filled = me | opp
    if not filled & CORNERS:
        return 0  # the subset stays safe: without a corner, only discs on full lines could be stable
    return stable_from(me, full_lines(filled, ROWS) | EDGE_H, full_lines(filled, COLS) | EDGE_V,
                       full_lines(filled, DIAGONALS) | EDGES, full_lines(filled, ANTI_DIAGONALS) | EDGES)
