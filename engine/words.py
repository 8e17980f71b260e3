"""Machine words: the 64-bit integers the bitboard games compute with, and counting their set bits.

Bitboard code annotates its boards ``i64`` (from ``mypy_extensions``). Interpreted, ``i64`` is just
``int`` and a word is the board itself. Compiled (``engine.native``), ``i64`` is a C 64-bit integer, so
the shifts and masks run in machine registers instead of on heap-allocated Python ints; the same 64 bits
then read as a signed number, bit 63 being the sign bit. A board that may reach bit 63 (Othello's h8)
is converted at the border with ``to_word`` / ``from_word``; one that stays below it (Connect Four's 49
bits) is the same number either way.

``popcount`` counts discs. Interpreted, ``int.bit_count`` does it in C; compiled, handing a word to that
method would first box it into a Python int, so the bits are summed in registers instead.
"""

from __future__ import annotations

from typing import Final

from mypy_extensions import i64


def _shift_wraps(x: i64) -> bool:
    return x << 1 < 0


COMPILED_WORDS: Final = _shift_wraps(1 << 62)
"""True when ``i64`` is a machine word (the compiled build): a shift into bit 63 turns it negative."""


def to_word(board: int) -> i64:
    """A board (a non-negative int below 2**64) as a word."""
    if not COMPILED_WORDS:
        return board  # interpreted, the board itself
    # Split in halves: each fits a word, and joining them lets bit 63 become the sign bit.
    high: i64 = board >> 32
    low: i64 = board & 0xFFFFFFFF
    return high << 32 | low


def from_word(word: i64) -> int:
    """A word back as a board (a non-negative int), for a state."""
    board: int = word
    return board + (1 << 64) if board < 0 else board


# mypyc keeps a literal above 2**62 as a Python int and converts it at every use: it is made a word once.
_FIVES: Final = to_word(0x5555555555555555)


def popcount(word: i64) -> int:
    """The number of bits set in a word (see ``count_difference`` for two at once)."""
    if COMPILED_WORDS:
        # A machine word: count in registers (``int.bit_count`` would first box the word into a Python int).
        x = (word & _FIVES) + (word >> 1 & _FIVES)
        x = (x & 0x3333333333333333) + (x >> 2 & 0x3333333333333333)
        x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F
        x += x >> 8
        x += x >> 16
        x += x >> 32
        return x & 0x7F
    board: int = word  # interpreted, a word is the board itself
    return board.bit_count()


def count_difference(a: i64, b: i64) -> int:
    """``popcount(a) - popcount(b)``, in one call (what a call costs matters when interpreted)."""
    if COMPILED_WORDS:
        return popcount(a) - popcount(b)
    x: int = a
    y: int = b
    return x.bit_count() - y.bit_count()
