"""An exact Othello endgame solver: the final disc difference with best play, or just its sign.

The score of a finished game, for a player, is their discs minus the opponent's, the empty squares
going to the winner (the tournament rule; a drawn game scores 0). The solver is negamax alpha-beta on
that score over the two bitboards ``(me, opp)`` of the player to move and the opponent; a win/draw/loss
solve is the same search with the window (−1, 1), which prunes far more than an exact one.

What makes it fast, as in the classic endgame solvers (Edax's above all):

* an exact score (a wide window) is found by null-window tests only (MTD(f), from a guess of a draw):
  a null window prunes far more, and the table carries what each test proved to the next;
* far from the end (``SORT_EMPTIES`` or more empty squares), the table's best move is searched first,
  before the others are even sorted; then the moves go "fastest first" with Edax's weights (the
  opponent's replies, a corner reply counting twice; the mover's discs made stable around the corners;
  the opponent's potential mobility; parity; from ``SHALLOW_EMPTIES`` up, as a tie-breaker, the mover's
  fewest moves after the opponent's best reply), a wipe-out before all; moves after the first are tested
  with a null window first (principal variation search). The position's bounds go into a table of
  flat lists allocated once (a bound found with any window stays true);
* there, two cut-offs that need no search: the opponent's stable discs (never to be turned over again)
  cap what the player to move can score, and with ``ETC_EMPTIES`` or more empty squares each reply's
  bounds already in the table are read before any move is searched (enhanced transposition cut-off:
  one child proved good enough ends the node at once);
* near the end, no table (it costs more than it saves): at ``LIGHT_EMPTIES`` the moves are sorted by
  the opponent's replies alone, and below it no move generation either: each empty square is tried with
  ``flips`` directly (which looks at a direction only when an opponent's disc is next to the
  square), those in regions (the four quadrants) with an odd number of empty squares first — the player
  who moves last in a region keeps what they take there; the last two squares have their own step, and
  the last one is played out directly.

The search runs on words (``engine.words``); the public methods take a state's boards and convert once. ``nodes`` counts positions
visited (passes too).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ...words import Small
from .bitboards import (
    ALL_SQUARES,
    C_SQUARES,
    CORNERS,
    LOW_1,
    LOW_8,
    ONE,
    QUADRANT_A1,
    QUADRANT_A5,
    QUADRANT_E1,
    QUADRANT_E5,
    X_SQUARES,
    Word,
    bit_length,
    flips,
    flips_bit,
    legal_moves,
    popcount,
    potential_mobility,
    stable_discs,
    to_word,
)
from .patterns import pattern_score

BAD_SQUARES: Final = X_SQUARES | C_SQUARES
"""The squares next to a corner (X- and C-squares): tried last among the last empty squares."""
SORT_EMPTIES: Final = 8
"""From this many empty squares up, moves are sorted and the table is used."""
SMALL_EMPTIES: Final = 7
"""Up to this many empty squares (below ``LIGHT_EMPTIES``), moves are found by trying each empty square (no
move generation)."""
LIGHT_EMPTIES: Final = 7
"""From this many empty squares up (below ``SORT_EMPTIES``), the moves are generated and sorted by the
opponent's replies alone (a corner reply counting twice; odd regions, then squares away from the corners
first among equals), with no table. On FForum #26-#34 (every root move proven): 79.3 M nodes unsorted,
67.6 M sorted from 7 at about the same time; from 6, 60.3 M but 15-25 % slower; from 5, 55.9 M and
slower still (measured, docs/benchmarks/endgame-race-4.md)."""
ETC_EMPTIES: Final = 9
"""From this many empty squares up, the replies' table entries are read before searching (ETC). On FForum
#26-#34 (every root move proven): from 10, 86.1 M nodes; from 9, 84.6 M at the same time; from 12, 88.1 M
(measured, docs/benchmarks/endgame-race-3.md). Below 9 it finds nothing: positions of 7 empty squares are
never stored."""
# The weights of the move order, those of Edax's "fastest first" (mobility, a corner reply counting twice,
# far outweighs the rest): the opponent's replies, the mover's discs made stable around the corners,
# a square next to a corner, the opponent's potential mobility, then parity (weighing more when fewer squares are left).
W_MOBILITY: Final = 1 << 15
W_CORNER_STABILITY: Final = 1 << 11
W_POTENTIAL: Final = 1 << 5
W_NEXT_TO_CORNER: Final = 1 << 10
"""A move on an X- or C-square goes after one as good by the measures above (it usually hands over
the corner): 11% fewer nodes on FForum #21-#23 (measured)."""
LOW_PARITY: Final = 1 << 3
MID_PARITY: Final = 1 << 2
SHALLOW_EMPTIES: Final = 14
"""From this many empty squares up, the order also looks two plies ahead (``worst_reply_mobility``)."""
W_SHALLOW: Final = 1 << 8
"""The weight of the mover's fewest moves after the opponent's best reply: a tie-breaker between moves of
equal replies (a heavier weight lets it overrule the opponent's mobility, which costs nodes). On FForum
#26-#34, root score: 66.7 M nodes without it, 62.5 M with it from 14 empty squares (measured; from 12:
62.1 M but slower, the look costing more than it saves there; weights 128-2048 tried, 256 best in time)."""
EVAL_EMPTIES: Final = 65
"""From this many empty squares up, the pattern evaluation (``patterns``) of the position after a move is
added to the fastest-first key (``W_EVAL`` per hundredth of a disc of the opponent's predicted score), as the
record holders order far from the end. Off (65: never) with the weights shipped today: on FForum #26-#34
(20 empty squares, every root move proven, the evaluated positions counted as nodes) every setting tried
searched more nodes than fastest-first alone (86.1 M): from 16 empty squares 90.7 M (W_EVAL 20) to 124.6 M
(300); from 18, 88.2 M; the evaluation alone instead of the fastest-first key, 105.7-113.7 M. The fitted
evaluation predicts these expert positions' scores barely better than a guess of a draw
(docs/benchmarks/endgame-race-2.md). Refitted on exact scores (solved from 18 empty squares; held-out error
12-13 discs at 13-18) it still orders worse: from 16, 97.6 M (W_EVAL 20); depth 2 from 17, 87.4 M
(docs/benchmarks/endgame-race-3.md); better weights can switch it on here."""
W_EVAL: Final = 20
EVAL2_EMPTIES: Final = 65
"""From this many empty squares up (and ``EVAL_EMPTIES``), the evaluation looks one ply further: the move's
value is the opponent's best reply's (a depth-2 search). From 17: 86.6 M on FForum #26-#34 (measured)."""
KEY_BASE: Final = 1 << 26
"""Added to every key, so that keys are positive and above the table's move and a wipe-out (room for the
evaluation's part, ``W_EVAL``)."""
CORNERS_WEST: Final = to_word(1 << 0 | 1 << 56)
CORNERS_EAST: Final = to_word(1 << 7 | 1 << 63)
CORNERS_NORTH: Final = to_word(1 << 0 | 1 << 7)
CORNERS_SOUTH: Final = to_word(1 << 56 | 1 << 63)
CHECK_EVERY = 2048
ENTRY_BYTES = 120
"""Approximate memory per table slot once filled: three list slots, the two boards as ints and the entry."""
HASH_ME: Final = 0x2545F4914F6CDD1D
HASH_OPP: Final = 0x3C6EF372FE94F82B
"""Odd multipliers that spread a position over the table (their product wraps in a machine word)."""
HASH_SHIFT: Final = 36
"""The table's index is read from the product's bits 36-63 (the high bits mix all of the boards)."""


def table_index(me: Word, opp: Word, mask: int) -> int:
    """A position's slot pair in the table (``mask`` is even: a pair of slots per index)."""
    x: Word = me * HASH_ME + opp * HASH_OPP
    # the bits below 64 agree in both builds (a word's product wraps, an int's does not), and the shift
    # reads only those when mask < 2**27
    return x >> HASH_SHIFT & mask


def pack_entry(lo: int, hi: int, best_sq: int) -> int:
    """A table entry in one small int (no tuple to allocate): the bounds and the best square, 8 bits each."""
    return (lo + 64) | (hi + 64) << 8 | (best_sq + 1) << 16


def entry_lower(entry: int) -> int:
    return (entry & 0xFF) - 64


def entry_upper(entry: int) -> int:
    return (entry >> 8 & 0xFF) - 64


def entry_move(entry: int) -> int:
    return (entry >> 16 & 0xFF) - 1


def corner_stability(me: Word) -> int:
    """``me``'s discs that are surely stable around the corners: a corner, and the edge squares next to a
    corner of its own (a cheap part of the stable discs, for ordering)."""
    stable = (((me & CORNERS_WEST) << 1 | (me & CORNERS_EAST) >> 1 & LOW_1
               | (me & CORNERS_NORTH) << 8 | (me & CORNERS_SOUTH) >> 8 & LOW_8 | CORNERS) & me)
    return popcount(stable)


def table_mb_for(empties: int, table_mb: float) -> float:
    """The table a solve from ``empties`` empty squares can use, at most ``table_mb``: a small solve
    gets a small table (allocating and freeing a large one would cost more than the search)."""
    return min(table_mb, 2.0 ** (empties - 14))


class SolverStopped(Exception):
    """The solver's ``check`` callback asked it to stop."""


def final_score(me: Word, opp: Word) -> Small:
    """The score of a finished game for the owner of ``me``: disc difference, empties to the winner."""
    p: Small = popcount(me)
    o: Small = popcount(opp)
    if p > o:
        return 64 - 2 * o
    if p < o:
        return 2 * p - 64
    return 0


def odd_regions(empty: Word) -> Word:
    """The quadrants holding an odd number of the ``empty`` squares. Their parities are folded together
    with exclusive-or: rows 1-4 onto row 1 and rows 5-8 onto row 5, then columns a-d onto a and e-h onto
    e, so bits a1, e1, a5 and e5 end up as the four parities (the other bits are not read, so a word's
    sign dragged in from the top does no harm)."""
    x = empty ^ (empty >> 16)
    x ^= x >> 8
    x ^= x >> 2
    x ^= x >> 1
    # each parity bit widened to its quadrant by multiplying (no table of boxed words to read)
    return ((x & 1) * QUADRANT_A1 | (x >> 4 & 1) * QUADRANT_E1 | (x >> 32 & 1) * QUADRANT_A5
            | (x >> 36 & 1) * QUADRANT_E5)


def last_score(me: Word, opp: Word, bit: Word) -> Small:
    """One empty square, ``bit``: whoever can play there does (the player to move first); the game ends."""
    f = flips_bit(me, opp, bit)
    if f:
        return 2 * popcount(me | f) - 62  # me + 1 + f discs of 64, none empty
    f = flips_bit(opp, me, bit)
    if f:
        return 62 - 2 * popcount(opp | f)
    return final_score(me, opp)


def worst_reply_mobility(me: Word, opp: Word, replies: Word) -> int:
    """The fewest moves ``me``'s owner has after any of the opponent's ``replies`` (a look two plies ahead)."""
    worst = 64
    while replies:
        bit = replies & -replies
        replies ^= bit
        f = flips_bit(opp, me, bit)
        m = popcount(legal_moves(me & ~f, opp | f | bit))
        if m < worst:
            worst = m
    return worst


class Solver:
    """Solves positions given as ``(me, opp)``; keeps its table between calls (bounds stay true)."""

    def __init__(self, table_mb: float = 16, check: Callable[[], None] | None = None,
                 check_every: int = CHECK_EVERY) -> None:
        # The table: slots in pairs (the first keeps the entry of the larger search, the second takes
        # whatever comes), as three flat lists allocated once: each slot's two boards and its entry
        # (``pack_entry``, with the number of empty squares it was searched with above).
        size = 2
        while size * 2 * ENTRY_BYTES <= table_mb * 2**20 and size < 2**27:
            size *= 2
        self.mask = size - 2
        self.keys_me: list[Word] = [0] * size
        self.keys_opp: list[Word] = [0] * size
        self.entries: list[int] = [0] * size
        # one list of ordered moves per number of empty squares, reused: a node's list is in use only
        # while its children (with fewer empty squares) are searched, and a search that allocates no
        # container never wakes the garbage collector (which would walk the whole table each time)
        self._keyed: list[list[int]] = [[] for _ in range(65)]
        self.nodes: Small = 0
        self.check = check
        self.check_every: Small = check_every
        self._next_check: Small = check_every
        # the move order's thresholds, the module's constants unless an experiment sets others (the
        # benchmark driver of docs/benchmarks varies them without a rebuild of the compiled module)
        self.eval_empties: Small = EVAL_EMPTIES
        self.eval2_empties: Small = EVAL2_EMPTIES
        self.w_eval: int = W_EVAL
        self.etc_empties: Small = ETC_EMPTIES
        self.shallow_empties: Small = SHALLOW_EMPTIES
        self.light_empties: Small = LIGHT_EMPTIES

    # -- public: a state's boards (non-negative ints) -------------------------------------------------
    def score(self, me: int, opp: int, alpha: int = -64, beta: int = 64) -> int:
        """Fail-soft: the exact score when it lies strictly inside (alpha, beta), else a bound beyond it."""
        return self._solve(to_word(me), to_word(opp), alpha, beta)

    def _solve(self, me: Word, opp: Word, alpha: int, beta: int) -> int:
        """``score`` on words: a wide window far from the end by null-window tests (``_mtd``)."""
        n = popcount(~(me | opp) & ALL_SQUARES)
        if beta - alpha <= 2 or n < SORT_EMPTIES:
            return self._search(me, opp, alpha, beta, n, False)
        return self._mtd(me, opp, alpha, beta, n)

    def _mtd(self, me: Word, opp: Word, alpha: int, beta: int, n: int) -> int:
        """A wide window solved by null-window tests only (MTD(f)): each test "more than g?" moves a bound
        to its answer, from a first guess of a draw, until the bounds meet or leave the window. A null
        window prunes far more than a wide one, and the table keeps what each test proved for the next."""
        lower, upper = -64, 64
        g = 0
        while lower < upper and upper > alpha and lower < beta:
            b = g + 1 if g == lower else g  # scores are even: "more than g" is "at least g + 1"
            g = self._search(me, opp, b - 1, b, n, False)
            if g < b:
                upper = g
            else:
                lower = g
        if upper <= alpha:
            return upper
        return lower

    def wld(self, me: int, opp: int) -> int:
        """+1 win, 0 draw, −1 loss for the player to move."""
        s = self.score(me, opp, -1, 1)
        return (s > 0) - (s < 0)

    def move_score(self, me: int, opp: int, square: int, alpha: int, beta: int) -> int:
        """The score (for the player to move) of playing ``square``, within the window as ``score``."""
        p, o = to_word(me), to_word(opp)
        f = flips(p, o, square)
        return -self._solve(o & ~f, p | f | (ONE << square), -beta, -alpha)

    def ordered_moves(self, me: int, opp: int) -> list[int]:
        """The legal squares in the order the solver tries them (table move, corners, fewest replies)."""
        p, o = to_word(me), to_word(opp)
        entry = self._probe_table(p, o)
        n = popcount(~(p | o) & ALL_SQUARES)
        return [k & 63 for k in self._order(p, o, legal_moves(p, o), entry_move(entry) if entry >= 0 else -1, n)]

    def _probe_table(self, me: Word, opp: Word) -> int:
        """The table's entry for a position, or −1."""
        i = table_index(me, opp, self.mask)
        if self.keys_me[i] == me and self.keys_opp[i] == opp:
            return self.entries[i]
        i += 1
        if self.keys_me[i] == me and self.keys_opp[i] == opp:
            return self.entries[i]
        return -1

    def _store(self, me: Word, opp: Word, entry: int, n: int) -> None:
        """Keeps an entry: in its own slot if the position has one, else the first slot of the pair when
        its entry came from a search no larger, else the second."""
        i = table_index(me, opp, self.mask)
        entry |= n << 24
        if not (self.keys_me[i] == me and self.keys_opp[i] == opp) and self.entries[i] >> 24 > n:
            i += 1
        self.keys_me[i] = me
        self.keys_opp[i] = opp
        self.entries[i] = entry

    # -- the search, on words -----------------------------------------------------------------------
    def _order(self, me: Word, opp: Word, moves: Word, first: int, n: int) -> list[int]:
        """Every move as ``key << 6 | square``, best first: the table's move, a wipe-out, then fastest first
        (in the list kept for ``n`` empty squares, valid until the next call with as many)."""
        keyed = self._keyed[n]
        keyed.clear()
        odd = odd_regions(~(me | opp))
        parity = LOW_PARITY if n < 12 else MID_PARITY
        while moves:
            bit = moves & -moves
            moves ^= bit
            sq = bit_length(bit) - 1
            if sq == first:
                keyed.append(sq)
                continue
            f = flips_bit(me, opp, bit)
            np = me | bit | f
            no = opp & ~f
            if not no:
                keyed.append(64 | sq)
                continue
            replies = legal_moves(no, np)
            potential = potential_mobility(no, np)
            # the lower the key, the sooner the move is tried
            key = (W_MOBILITY * (popcount(replies) + popcount(replies & CORNERS))
                   + W_POTENTIAL * (popcount(potential) + popcount(potential & CORNERS))
                   - W_CORNER_STABILITY * corner_stability(np))
            if n >= self.shallow_empties:
                key -= W_SHALLOW * worst_reply_mobility(np, no, replies)
            if n >= self.eval_empties:
                if n >= self.eval2_empties and replies:
                    value = self._reply_value(np, no, replies, n - 2)
                else:
                    self.nodes += 1  # the evaluated position counts as a node, as in Edax's shallow searches
                    value = pattern_score(no, np, n - 1)
                key += self.w_eval * value
            if bit & odd:
                key -= parity
            if bit & BAD_SQUARES:
                key += W_NEXT_TO_CORNER
            keyed.append(max(2, key + KEY_BASE) << 6 | sq)
        keyed.sort()
        return keyed

    def _reply_value(self, me: Word, opp: Word, replies: Word, n: int) -> int:
        """The opponent's value (hundredths of a disc) of its best reply by the pattern evaluation of the
        position after it (``me`` moves next there, with ``n`` empty squares): a depth-2 look for ordering."""
        best = 1 << 30
        while replies:
            bit = replies & -replies
            replies ^= bit
            f = flips_bit(opp, me, bit)
            self.nodes += 1
            v = pattern_score(me & ~f, opp | f | bit, n)
            if v < best:
                best = v
        return -best

    def _search(self, me: Word, opp: Word, alpha: Small, beta: Small, n: Small, passed: bool) -> Small:
        """Any number of empty squares: the search that fits it."""
        if n >= SORT_EMPTIES:
            return self._deep(me, opp, alpha, beta, n, passed)
        if n >= self.light_empties:
            return self._sorted(me, opp, alpha, beta, n, passed)
        if n > SMALL_EMPTIES:
            return self._mid(me, opp, alpha, beta, n, passed)
        if n >= 2:
            return self._small(me, opp, alpha, beta, n, passed)
        self.nodes += 1
        if n == 1:
            return last_score(me, opp, ~(me | opp) & ALL_SQUARES)
        return final_score(me, opp)

    def _tick(self) -> None:
        if self.nodes >= self._next_check:
            self._next_check = self.nodes + self.check_every
            if self.check is not None:
                self.check()

    def _deep(self, me: Word, opp: Word, alpha: Small, beta: Small, n: Small, passed: bool) -> Small:
        self.nodes += 1
        self._tick()
        moves = legal_moves(me, opp)
        if not moves:
            if passed:
                return final_score(me, opp)
            return -self._deep(opp, me, -beta, -alpha, n, True)
        # -- stable discs: the opponent keeps them, so the player to move scores at most 64 − 2 × their count
        # worth counting only when the cap could reach alpha, and (Edax's threshold) when alpha is high
        # enough for the stable discs a position with n empty squares usually has
        if alpha >= 2 * n and alpha >= 64 - 2 * popcount(opp):
            cap = 64 - 2 * popcount(stable_discs(opp, me))
            if cap <= alpha:
                return cap
        # -- the table ----------------------------------------------------------------------------
        entry = self._probe_table(me, opp)
        first: Small = -1
        lo: Small = -64
        hi: Small = 64
        if entry >= 0:
            lo = entry_lower(entry)
            hi = entry_upper(entry)
            first = entry_move(entry)
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        a0 = alpha
        if lo > alpha:
            alpha = lo
        if hi < beta:
            beta = hi
        # -- enhanced transposition cut-off: a reply the table already proves bad enough for the opponent
        if n >= self.etc_empties:
            rest = moves
            while rest:
                bit = rest & -rest
                rest ^= bit
                f = flips_bit(me, opp, bit)
                child = self._probe_table(opp & ~f, me | f | bit)
                if child >= 0 and -entry_upper(child) >= beta:
                    v: Small = -entry_upper(child)
                    self._store(me, opp, pack_entry(max(lo, v), hi, bit_length(bit) - 1), n)
                    return v
        best: Small = -65
        best_sq: Small = -1
        n1 = n - 1
        # -- the table's move first, before the others are sorted: it often ends the node alone
        if first >= 0 and moves & ONE << first:
            bit = ONE << first
            moves ^= bit
            f = flips_bit(me, opp, bit)
            best = -self._search(opp & ~f, me | f | bit, -beta, -alpha, n1, False)
            best_sq = first
            if best > alpha:
                alpha = best
        if best < beta and moves:
            for k in self._order(me, opp, moves, -1, n):
                sq = k & 63
                bit = ONE << sq
                f = flips_bit(me, opp, bit)
                np = me | f | bit
                no = opp & ~f
                if best == -65:
                    v = -self._search(no, np, -beta, -alpha, n1, False)
                else:
                    v = -self._search(no, np, -alpha - 1, -alpha, n1, False)
                    if alpha < v < beta:
                        v = -self._search(no, np, -beta, -v, n1, False)
                if v > best:
                    best = v
                    best_sq = sq
                    if v >= beta:
                        break
                    if v > alpha:
                        alpha = v
        # -- store what this search proved --------------------------------------------------------
        if best <= a0:
            hi = min(hi, best)
        elif best >= beta:
            lo = max(lo, best)
        else:
            lo = hi = best
        self._store(me, opp, pack_entry(lo, hi, best_sq), n)
        return best

    def _sorted(self, me: Word, opp: Word, alpha: Small, beta: Small, n: Small, passed: bool) -> Small:
        """A few empty squares (``LIGHT_EMPTIES`` up to ``SORT_EMPTIES``): the moves sorted by the opponent's
        replies alone (a corner reply counting twice), odd regions and then squares away from the corners
        first among equals; no table."""
        self.nodes += 1
        self._tick()
        moves = legal_moves(me, opp)
        if not moves:
            if passed:
                return final_score(me, opp)
            return -self._sorted(opp, me, -beta, -alpha, n, True)
        keyed = self._keyed[n]
        keyed.clear()
        odd = odd_regions(~(me | opp))
        while moves:
            bit = moves & -moves
            moves ^= bit
            f = flips_bit(me, opp, bit)
            sq = bit_length(bit) - 1
            replies = legal_moves(opp & ~f, me | bit | f)
            key = 4 * (popcount(replies) + popcount(replies & CORNERS))
            if not bit & odd:
                key += 2
            if bit & BAD_SQUARES:
                key += 1
            keyed.append(key << 6 | sq)
        keyed.sort()
        best: Small = -65
        n1 = n - 1
        for k in keyed:
            bit = ONE << (k & 63)
            f = flips_bit(me, opp, bit)
            v = -self._search(opp & ~f, me | f | bit, -beta, -alpha, n1, False)
            if v > best:
                best = v
                if v >= beta:
                    return v
                if v > alpha:
                    alpha = v
        return best

    def _mid(self, me: Word, opp: Word, alpha: Small, beta: Small, n: Small, passed: bool) -> Small:
        """A few empty squares: the legal moves, odd regions first, no sorting, no table."""
        self.nodes += 1
        self._tick()
        moves = legal_moves(me, opp)
        if not moves:
            if passed:
                return final_score(me, opp)
            return -self._mid(opp, me, -beta, -alpha, n, True)
        odd = odd_regions(~(me | opp))
        best: Small = -65
        n1 = n - 1
        group = moves & odd
        rest = moves & ~odd
        while True:
            while group:
                bit = group & -group
                group ^= bit
                f = flips_bit(me, opp, bit)
                v = -self._search(opp & ~f, me | bit | f, -beta, -alpha, n1, False)
                if v > best:
                    best = v
                    if v >= beta:
                        return v
                    if v > alpha:
                        alpha = v
            if not rest:
                return best
            group = rest
            rest = 0

    def _small(self, me: Word, opp: Word, alpha: Small, beta: Small, n: Small, passed: bool) -> Small:
        """At most ``SMALL_EMPTIES`` empty squares (two or more): each is tried as a move directly, odd
        regions first; no move generation, no sorting, no table."""
        self.nodes += 1
        empty = ~(me | opp) & ALL_SQUARES
        if n == 2:
            return self._two(me, opp, alpha, beta, empty, passed)
        odd = odd_regions(empty)
        best: Small = -65
        n1 = n - 1
        # odd regions first, and within each parity the squares next to a corner (X- and C-squares,
        # which usually hand the corner over) after the others: four groups tried in turn
        stage: Small = 0
        group = empty & odd & ~BAD_SQUARES
        while True:
            while group:
                bit = group & -group
                group ^= bit
                f = flips_bit(me, opp, bit)
                if not f:
                    continue
                if n1 == 2:  # straight to the two-empties step (the child counted as ``_small`` counts it)
                    self.nodes += 1
                    v = -self._two(opp & ~f, me | bit | f, -beta, -alpha, empty ^ bit, False)
                else:
                    v = -self._small(opp & ~f, me | bit | f, -beta, -alpha, n1, False)
                if v > best:
                    best = v
                    if v >= beta:
                        return v
                    if v > alpha:
                        alpha = v
            stage += 1
            if stage == 1:
                group = empty & odd & BAD_SQUARES
            elif stage == 2:
                group = empty & ~odd & ~BAD_SQUARES
            elif stage == 3:
                group = empty & ~odd & BAD_SQUARES
            else:
                break
        if best > -65:
            return best
        if passed:  # neither side can move: the game is over
            return final_score(me, opp)
        return -self._small(opp, me, -beta, -alpha, n, True)

    def _two(self, me: Word, opp: Word, alpha: Small, beta: Small, empty: Word, passed: bool) -> Small:
        """Two empty squares (the node already counted): each move is followed by the last square."""
        first = empty & -empty
        second = empty ^ first
        best: Small = -65
        f = flips_bit(me, opp, first)
        if f:
            self.nodes += 1
            best = -last_score(opp & ~f, me | first | f, second)
            if best >= beta:
                return best
        f = flips_bit(me, opp, second)
        if f:
            self.nodes += 1
            v = -last_score(opp & ~f, me | second | f, first)
            if v > best:
                best = v
        if best > -65:
            return best
        if passed:  # neither side can move: the game is over
            return final_score(me, opp)
        self.nodes += 1
        return -self._two(opp, me, -beta, -alpha, empty, True)
