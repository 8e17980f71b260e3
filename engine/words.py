"""Machine words: the 64-bit integers the bitboard games compute with, counting their bits, and every detail
of how a word differs between the interpreted and the compiled build — gathered here, so that the games'
bitboard code reads as game code.

A bitboard game annotates the boards it computes with as ``Word``. A state holds its boards as ordinary
non-negative ints; ``to_word`` / ``from_word`` convert at the border, and the game's constants that may
reach bit 63 are built with ``to_word`` too.

Interpreted, ``Word`` is just ``int``: a word is the board itself, and the helpers below are C builtins
(``int`` hands an int back as it is, ``int.bit_count`` counts in C), so the games call no Python function
for them. Compiled (``engine.native``, mypyc), ``Word`` is ``i64``, a C 64-bit integer: the shifts and
masks run in machine registers instead of on heap-allocated Python ints (a plain ``int`` is a machine
word there only below 2**62). The same 64 bits then read as a signed number, bit 63 (Othello's h8) being
the sign bit. So that one source gives the same answers in both builds:

* ``&``, ``|``, ``^``, ``~``, ``<<``, ``+`` and ``-`` agree on the low 64 bits either way; only a right
  shift reads the bits above (a signed word drags its sign bit in from the top), so every right shift of a
  word that may hold bit 63 is masked to the bits it can really reach (or only bits it cannot reach are
  read afterwards); a left shift may spill past bit 63, and a final mask clears what spilled;
* a word is tested, compared or counted only once its bits above 63 are clear (it was masked by a board,
  never left as the raw result of ``~`` or ``<<``), and counted with ``popcount``;
* a single bit is numbered with ``bit_length`` (bit 63, negative as a compiled word, still has 64 bits);
* a constant above 2**62 is made a word once (``to_word``: mypyc would keep such a literal as a Python
  int and convert it at every use), and a square's bit is ``ONE << square`` (mypyc compiles a shift of
  the literal 1 as a 32-bit C shift);
* module constants are ``Final`` in the compiled modules: mypyc reads them as C values, not by name.
"""

from __future__ import annotations

from typing import Final, TypeAlias

from mypy_extensions import i64

Word: TypeAlias = i64
"""A 64-bit board as the bitboard code computes with it (see above)."""
Small: TypeAlias = i64
"""A counter or a score in a solver's inner loop: a C integer when compiled (no boxing per node), a
plain int when interpreted. Unlike a ``Word`` it never holds a board, so it never needs to wrap."""


def _shift_wraps(x: Word) -> bool:
    return x << 1 < 0


COMPILED_WORDS: Final = _shift_wraps(1 << 62)
"""True when a ``Word`` is a machine word (the compiled build): a shift into bit 63 turns it negative."""


def to_word(board: int) -> Word:
    """A board (a non-negative int below 2**64) as a word."""
    # Split in halves: each fits a word, and joining them lets bit 63 become the sign bit.
    high: Word = board >> 32
    low: Word = board & 0xFFFFFFFF
    return high << 32 | low


def from_word(word: Word) -> int:
    """A word back as a board (a non-negative int), for a state."""
    board: int = word
    return board + (1 << 64) if board < 0 else board


ONE: Final = to_word(1)
"""A word's lowest bit: ``ONE << square`` is the square's bit."""
_FIVES: Final = to_word(0x5555555555555555)


def popcount(word: Word) -> int:
    """The number of bits set in a word (see ``count_difference`` for two at once), counted in registers
    (``int.bit_count`` would first box the word into a Python int)."""
    x = (word & _FIVES) + (word >> 1 & _FIVES)
    x = (x & 0x3333333333333333) + (x >> 2 & 0x3333333333333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F
    x += x >> 8
    x += x >> 16
    x += x >> 32
    return x & 0x7F


def bit_length(word: Word) -> int:
    """The number of bits up to the highest one set: a single bit's square is ``bit_length(bit) - 1``."""
    bits: int = word
    return bits.bit_length()


def count_difference(a: Word, b: Word) -> int:
    """``popcount(a) - popcount(b)``, in one call (what a call costs matters when interpreted)."""
    if COMPILED_WORDS:
        return popcount(a) - popcount(b)
    x: int = a
    y: int = b
    return x.bit_count() - y.bit_count()


bit_count: Final = int.bit_count
"""The number of bits set in a board held as an ``int`` (never bit 63: Connect Four's); the function held
once is called directly, where ``x.bit_count()`` would look the method up by name on every call."""

if not COMPILED_WORDS:
    # Interpreted, a word is the board itself: the conversions are ``int`` (which returns an int as it is)
    # and the counts are C's, with no Python function in between. The games import these names after this
    # module has run, so they get the builtins; compiled, they keep the functions above (called directly).
    globals().update(to_word=int, from_word=int, popcount=int.bit_count, bit_length=int.bit_length)
