"""An exact Othello endgame solver: the final disc difference with best play, or just its sign.

The score of a finished game, for a player, is their discs minus the opponent's, the empty squares
going to the winner (the tournament rule; a drawn game scores 0). The solver is negamax alpha-beta on
that score over the two bitboards ``(me, opp)`` of the player to move and the opponent; a win/draw/loss
solve is the same search with the window (−1, 1), which prunes far more than an exact one.

What makes it fast, as in the classic endgame solvers:

* far from the end (``SORT_EMPTIES`` or more empty squares), the moves are sorted "fastest first" —
  the fewest replies left to the opponent, corners first — after the table's best move, and the
  position's lower and upper bounds go into a table (a bound found with any window stays true);
  moves after the first are tested with a null window first (principal variation search);
* near the end, no sorting and no table (they cost more than they save): moves in regions (the four
  quadrants) with an odd number of empty squares are tried first — the player who moves last in a
  region keeps what they take there;
* the last empty square is played out directly, without generating moves.

Everything is pure Python on ``int`` bitboards; ``nodes`` counts positions visited (passes too).
"""

from __future__ import annotations

from collections.abc import Callable

from .bitboards import CORNERS, FULL, QUADRANTS, flips, legal_moves

SORT_EMPTIES = 7
"""From this many empty squares up, moves are sorted and the table is used."""
CHECK_EVERY = 2048
ENTRY_BYTES = 200
"""Approximate memory per table entry: the dict slot, an int key and a 3-tuple of small ints."""


class SolverStopped(Exception):
    """The solver's ``check`` callback asked it to stop."""


def final_score(me: int, opp: int) -> int:
    """The score of a finished game for the owner of ``me``: disc difference, empties to the winner."""
    p = me.bit_count()
    o = opp.bit_count()
    if p > o:
        return 64 - 2 * o
    if p < o:
        return 2 * p - 64
    return 0


class Solver:
    """Solves positions given as ``(me, opp)``; keeps its table between calls (bounds stay true)."""

    def __init__(self, table_mb: float = 16, check: Callable[[], None] | None = None,
                 check_every: int = CHECK_EVERY) -> None:
        self.capacity = max(1024, int(table_mb * 2**20 / ENTRY_BYTES))
        self.table: dict[int, tuple[int, int, int]] = {}
        self.nodes = 0
        self.check = check
        self.check_every = check_every
        self._tick = check_every

    # -- public ---------------------------------------------------------------------------------
    def score(self, me: int, opp: int, alpha: int = -64, beta: int = 64) -> int:
        """Fail-soft: the exact score when it lies strictly inside (alpha, beta), else a bound beyond it."""
        return self._search(me, opp, alpha, beta, (~(me | opp) & FULL).bit_count(), False)

    def wld(self, me: int, opp: int) -> int:
        """+1 win, 0 draw, −1 loss for the player to move."""
        s = self._search(me, opp, -1, 1, (~(me | opp) & FULL).bit_count(), False)
        return (s > 0) - (s < 0)

    def move_score(self, me: int, opp: int, square: int, alpha: int, beta: int) -> int:
        """The score (for the player to move) of playing ``square``, within the window as ``score``."""
        f = flips(me, opp, square)
        bit = 1 << square
        n = (~(me | opp) & FULL).bit_count() - 1
        return -self._search(opp & ~f, me | bit | f, -beta, -alpha, n, False)

    def ordered_moves(self, me: int, opp: int) -> list[int]:
        """The legal squares in the order the solver tries them (table move, corners, fewest replies)."""
        moves = legal_moves(me, opp)
        entry = self.table.get(me << 64 | opp)
        return [sq for _, sq, _ in self._sorted(me, opp, moves, entry[2] if entry is not None else -1)]

    # -- the search -----------------------------------------------------------------------------
    def _sorted(self, me: int, opp: int, moves: int, first: int) -> list[tuple[int, int, int]]:
        """(sort key, square, flips) of every move, best first (the flips are kept for playing it)."""
        keyed = []
        while moves:
            bit = moves & -moves
            moves ^= bit
            sq = bit.bit_length() - 1
            f = flips(me, opp, sq)
            replies = legal_moves(opp & ~f, me | bit | f)
            if sq == first:
                key = -10000
            else:
                key = (replies.bit_count() + (replies & CORNERS).bit_count()) * 16 - (bit & CORNERS != 0) * 32
            keyed.append((key, sq, f))
        keyed.sort()
        return keyed

    def _search(self, me: int, opp: int, alpha: int, beta: int, n: int, passed: bool) -> int:
        self.nodes += 1
        self._tick -= 1
        if self._tick <= 0:
            self._tick = self.check_every
            if self.check is not None:
                self.check()
        if n == 0:
            return final_score(me, opp)
        if n == 1:
            return self._last(me, opp)
        moves = legal_moves(me, opp)
        if not moves:
            if passed:
                return final_score(me, opp)
            return -self._search(opp, me, -beta, -alpha, n, True)
        if n < SORT_EMPTIES:
            return self._shallow(me, opp, alpha, beta, n, moves)
        # -- the table ----------------------------------------------------------------------------
        table = self.table
        key = me << 64 | opp
        entry = table.get(key)
        first = -1
        lo, hi = -64, 64
        if entry is not None:
            lo, hi, first = entry
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
        best = -65
        best_sq = -1
        n1 = n - 1
        search = self._search
        for i, (_, sq, f) in enumerate(self._sorted(me, opp, moves, first)):
            bit = 1 << sq
            np = me | bit | f
            no = opp & ~f
            if i == 0:
                v = -search(no, np, -beta, -alpha, n1, False)
            else:
                v = -search(no, np, -alpha - 1, -alpha, n1, False)
                if alpha < v < beta:
                    v = -search(no, np, -beta, -v, n1, False)
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
        if len(table) >= self.capacity:
            table.clear()
        table[key] = (lo, hi, best_sq)
        return best

    def _shallow(self, me: int, opp: int, alpha: int, beta: int, n: int, moves: int) -> int:
        """Few empty squares: odd regions first, no sorting, no table."""
        empty = ~(me | opp) & FULL
        odd = 0
        for q in QUADRANTS:
            if (empty & q).bit_count() & 1:
                odd |= q
        best = -65
        n1 = n - 1
        search = self._search
        for group in (moves & odd, moves & ~odd):
            while group:
                bit = group & -group
                group ^= bit
                f = flips(me, opp, bit.bit_length() - 1)
                v = -search(opp & ~f, me | bit | f, -beta, -alpha, n1, False)
                if v > best:
                    best = v
                    if v >= beta:
                        return v
                    if v > alpha:
                        alpha = v
        return best

    def _last(self, me: int, opp: int) -> int:
        """One empty square: whoever can play there does (the player to move first); the game ends."""
        bit = ~(me | opp) & FULL
        sq = bit.bit_length() - 1
        f = flips(me, opp, sq)
        if f:
            return 2 * (me.bit_count() + f.bit_count()) - 62  # me + 1 + f discs of 64, none empty
        f = flips(opp, me, sq)
        if f:
            return 62 - 2 * (opp.bit_count() + f.bit_count())
        return final_score(me, opp)
