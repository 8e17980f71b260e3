"""An exact Connect Four solver: win, draw or loss, and how fast.

The approach is the classic one of the strong bitboard solvers (Pascal Pons' tutorial solver):

* the score of a position, for the player to move, is 0 for a draw, and for a win the number of
  the winner's stones still unplayed when they complete four: ``(44 - N) // 2`` where ``N`` is the
  number of stones on the board after the winning move (a faster win scores higher); a loss is the
  opponent's win, negated;
* negamax with alpha-beta on that score, with the bounds narrowed before searching: the player to
  move cannot lose faster than after the opponent's next-but-one move, nor win before their own
  next-but-one move (immediate wins are caught first);
* only "non-losing" moves are searched: a move must block an immediate threat of the opponent when
  there is one (two such threats: lost), and never play directly under an opponent's winning cell;
* moves are ordered by the number of winning cells they create, then centre first;
* a transposition table (a fixed array of slots, key = stones of the player to move + occupied
  cells, which identifies a position) keeps lower and upper bounds; bounds on the score are true
  of the position whatever search produced them, so the table lives as long as the ``Solver``. Each
  ``Solver`` fills a table of its own: a table borrowed from an earlier solver (its entries made
  misses by a generation number) took twice as long to search as a fresh one, because every stale
  entry is a boxed int somewhere in memory that a probe must reach, where an empty slot is the one
  shared ``0``;
* the root is solved by a sequence of null-window searches that bisect the score range, first
  testing the draw/win/loss boundaries (``_window``: the same, within a window);
* an analysis (``analysis``) is one root loop: the first move solved exactly, each later one tested
  against the best so far (does it reach it? then, does it beat it?), a new best solved within the
  window above the old one; ``move_window`` is one step of it, for a move handed to another process.
  Every move's exact score (``move_scores``) is the same loop, each move that falls short of the best
  then solved within the window below it;
* a solver made for an analysis (``etc=True``) also tries the enhanced transposition cutoff: a move
  whose child the table already proves bad enough for the opponent is searched first, so each root
  move's proof stops where its siblings' proofs stored the answer. The root-only ``solve`` of a solver
  made without it searches as the reference solvers do, node for node.

The same source runs interpreted and compiled (mypyc): the boards are machine words there
(``engine.words``), and a node allocates nothing but its table entry — the move order is kept in the
bytes of one word rather than in a sorted list of tuples. ``nodes`` counts ``_negamax`` calls.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

from ...words import Small, Word, popcount, to_word
from .bitboards import BOARD_MASK, BOTTOM_MASK, COLUMN, H1, HEIGHT, WIDTH, winning_cells

CELLS: Final = WIDTH * HEIGHT
# Columns in the order moves are tried when their scores tie: centre first. Stored as column masks.
_ORDER: Final = tuple(COLUMN[c] for c in (3, 2, 4, 1, 5, 0, 6))
_LOWER: Final = 64  # table encoding: an upper bound u is stored as u + 32, a lower bound l as l + 96
# A table entry is one int: a marker bit above the position's key (cur + mask: at most 7 bits a column, 49
# bits; the marker keeps an empty slot, 0, from ever matching) and the bound (7 bits), below 2**62 (a
# machine word, compiled).
_KEY_BITS: Final = 49
_VALUE_BITS: Final = 7
_VALUE_MASK: Final = (1 << _VALUE_BITS) - 1
# The columns' masks and bit offsets in the order moves are tried when their counts tie (centre first),
# one byte each, for the move ordering's packed counts.
_COLUMN0: Final = to_word(COLUMN[0])
_SHIFTS: Final = sum(H1 * c << 8 * i for i, c in enumerate((3, 2, 4, 1, 5, 0, 6)))
_C0: Final = COLUMN[0]
_C1: Final = COLUMN[1]
_C2: Final = COLUMN[2]
_C3: Final = COLUMN[3]
_C4: Final = COLUMN[4]
_C5: Final = COLUMN[5]
_C6: Final = COLUMN[6]
CHECK_EVERY: Final = 1024
# The enhanced transposition cutoff pays where a subtree is worth a table probe per move: from 5 empty cells
# up (tried at every node, the analyses of the 20- and 26-empty bench positions take within 0.02% the same
# nodes).
ETC_EMPTY: Final = 5


class SolverStopped(Exception):
    """The solver's ``check`` callback asked it to stop."""


def score_to_plies(score: int, n: int) -> int | None:
    """Plies from a position with ``n`` stones to the end of the game its score promises (None for a draw)."""
    if score == 0:
        return None
    winner_parity = (n + 1) % 2 if score > 0 else n % 2  # parity of N, the stone count after the win
    s = abs(score)
    stones = 44 - 2 * s if winner_parity == 0 else 43 - 2 * s
    return stones - n


class Solver:
    """Solves Connect Four positions given as ``(bits0, bits1, n)``; keeps its table between calls."""

    def __init__(self, table_mb: float = 64, check: Callable[[], None] | None = None,
                 check_every: int = CHECK_EVERY, empty: int = CELLS, etc: bool = False) -> None:
        # ~100 bytes a slot (a list pointer and the entry's int, with room to spare). A position with ``empty`` cells left
        # needs far fewer slots than the megabytes allow while it has few of them (the nodes grow about
        # twofold per two more empty cells: 3 * 2**(empty - 6) slots hold an analysis's entries with few
        # collisions), and filling a large table costs more than solving a small position: at 20 empty
        # cells a table of 2**18 slots (2 MB of pointers, filled inside the search) tripled the time of
        # a whole analysis against one of 49,157. (Not 2**16: the prime above it, 2**16 + 1, folds the
        # key's 16-bit halves onto each other, 8% more nodes.)
        slots = int(table_mb * 2**20 / 100)
        if empty < CELLS:
            slots = min(slots, 3 << max(0, empty - 6))
        self.size = _prime_at_least(max(1024, slots))
        self.table = [0] * self.size
        self.tag: Word = 1 << _KEY_BITS
        self.nodes: Small = 0
        self.check = check
        self.check_every = check_every
        self.countdown: Small = check_every
        # With ``etc``, positions with at least ``ETC_EMPTY`` empty cells try the enhanced transposition
        # cutoff first (``_negamax``). Without it (the root-only solve) the search is the reference
        # solvers', node for node.
        self.etc_before: Small = CELLS - ETC_EMPTY + 1 if etc else 0

    @property
    def filled(self) -> int:
        """Slots holding an entry."""
        return sum(1 for e in self.table if e)

    # -- public ---------------------------------------------------------------------------------
    def solve(self, state: tuple[int, int, int]) -> int:
        """The exact score of a non-terminal position for the player to move."""
        a, b, n = state
        cur, mask = (a, a | b) if n % 2 == 0 else (b, a | b)
        return self._solve(cur, mask, n)

    def move_scores(self, state: tuple[int, int, int]) -> Iterator[tuple[int, int]]:
        """``(column 1-7, exact score for the player to move)`` for each legal move of a non-terminal
        position, one at a time (a stop keeps the ones already yielded)."""
        a, b, n = state
        cur, mask = (a, a | b) if n % 2 == 0 else (b, a | b)
        # Each move is first tested against the best so far, as the analysis's root loop does (does it reach
        # it? does it beat it?): a move that reaches it is then exact. One that falls short is solved within
        # the window below it, where it is known to lie. Most of a solve's null-window tests are spent near
        # the best move's score, where the root loop's test already answers (without the transposition cutoff,
        # 18% fewer nodes than a full solve of each move at 20 empty cells, 2% at 26:
        # docs/benchmarks/c4-analysis.md).
        best = -CELLS
        for c in range(WIDTH):
            if not (mask + (1 << (H1 * c))) & COLUMN[c]:  # the carry left the column: it is full
                continue
            score, bound = self._move_window(cur, mask, n, c, best - 1, CELLS)
            if bound == 0:
                best = max(best, score)
            else:  # at most ``score`` (one below the best so far): solved exactly within that window
                score = self._move_window(cur, mask, n, c, -CELLS, score + 1)[0]
            yield c + 1, score

    def analysis(self, state: tuple[int, int, int]) -> Iterator[tuple[int, int, bool]]:
        """``(column, score, exact)`` for each legal move of a non-terminal position, the analysis as one
        root loop: the moves in the search's order, the first solved exactly, each later one tested
        against the best so far (``move_window`` with the window's floor one below it). A move that
        reaches the best is exact (a tie, or a new best found by a windowed re-search); one that does
        not is at most one below the best so far, and so at most one below the root's score."""
        a, b, n = state
        cur, mask = (a, a | b) if n % 2 == 0 else (b, a | b)
        best = -CELLS
        for column in _root_order(cur, mask):
            score, bound = self._move_window(cur, mask, n, column, best - 1, CELLS)
            if bound == 0 and score > best:
                best = score
            yield column + 1, score, bound == 0

    def root_order(self, state: tuple[int, int, int]) -> list[int]:
        """The legal columns (1-7) of a position in the order ``analysis`` tries them."""
        a, b, n = state
        cur, mask = (a, a | b) if n % 2 == 0 else (b, a | b)
        return [c + 1 for c in _root_order(cur, mask)]

    def move_window(self, state: tuple[int, int, int], column: int, alpha: int, beta: int) -> tuple[int, int]:
        """The score of playing ``column`` (1-7, legal) in a non-terminal position, for the player to move
        there, within the window (``alpha``, ``beta``): ``(score, 0)`` exact; ``(alpha, -1)`` when it is
        at most ``alpha``; ``(beta, 1)`` when it is at least ``beta``. Immediate wins and losses and the
        last cell are exact whatever the window."""
        a, b, n = state
        cur, mask = (a, a | b) if n % 2 == 0 else (b, a | b)
        return self._move_window(cur, mask, n, column - 1, alpha, beta)

    def _move_window(self, cur: int, mask: int, n: int, column: int, alpha: int, beta: int) -> tuple[int, int]:
        bit = (mask + (1 << (H1 * column))) & COLUMN[column]
        if bit & winning_cells(cur, mask):
            return (CELLS + 1 - n) // 2, 0
        if n + 1 == CELLS:
            return 0, 0
        child_cur, child_mask = cur ^ mask, mask | bit
        if winning_cells(child_cur, child_mask) & (child_mask + BOTTOM_MASK) & BOARD_MASK:
            return -((CELLS - n) // 2), 0  # the opponent wins at once
        # The move's score is minus the child's: the move's window (alpha, beta) is the child's (-beta, -alpha).
        child = self._window(child_cur, child_mask, n + 1, -beta, -alpha)
        if child <= -beta:
            return beta, 1
        if child >= -alpha:
            return alpha, -1
        return -child, 0

    def best_line(self, state: tuple[int, int, int], score: int, limit: int = CELLS) -> list[int]:
        """A line of optimal play (columns 1-7) from a position whose score is ``score``."""
        a, b, n = state
        cur, mask = (a, a | b) if n % 2 == 0 else (b, a | b)
        line: list[int] = []
        while len(line) < limit and n < CELLS:
            move = self._optimal_move(cur, mask, n, score)
            if move is None:
                break
            bit, column = move
            line.append(column)
            if bit & winning_cells(cur, mask):
                break
            cur, mask, n, score = cur ^ mask, mask | bit, n + 1, -score
        return line

    # -- internals ------------------------------------------------------------------------------
    def _optimal_move(self, cur: int, mask: int, n: int, score: int) -> tuple[int, int] | None:
        possible = (mask + BOTTOM_MASK) & BOARD_MASK
        wins = winning_cells(cur, mask) & possible
        if wins:
            bit = wins & -wins
            return bit, (bit.bit_length() - 1) // H1 + 1
        for col in _ORDER:
            bit = possible & col
            if not bit:
                continue
            if n + 1 == CELLS:  # the last cell: a draw
                return bit, (bit.bit_length() - 1) // H1 + 1
            child_cur, child_mask = cur ^ mask, mask | bit
            if winning_cells(child_cur, child_mask) & ((child_mask + BOTTOM_MASK) & BOARD_MASK):
                child = (CELLS + 1 - (n + 1)) // 2  # the opponent wins at once
            else:
                # Is the child's score <= -score (so this move keeps ``score``)? One null-window test.
                child = self._negamax(child_cur, child_mask, n + 1, -score, -score + 1)
            if child <= -score:
                return bit, (bit.bit_length() - 1) // H1 + 1
        return None

    def _solve(self, cur: int, mask: int, n: int) -> int:
        return self._window(cur, mask, n, -CELLS, CELLS)

    def _window(self, cur: int, mask: int, n: int, alpha: int, beta: int) -> int:
        """The score of a position, clipped to [alpha, beta] (at most ``alpha``: ``alpha``; at least
        ``beta``: ``beta``), by a sequence of null-window searches that bisect what is left of the range.
        Without a window, they test the draw/win/loss boundaries first. A window with a top edge (the
        analysis's child: the move's best so far) first asks the two questions a root move answers: does
        it reach the edge, and if not, does it reach one point below (a tie with the best)."""
        if winning_cells(cur, mask) & ((mask + BOTTOM_MASK) & BOARD_MASK):
            return min(max((CELLS + 1 - n) // 2, alpha), beta)
        if n >= CELLS:
            return min(max(0, alpha), beta)
        lo = -((CELLS - n) // 2)
        hi = (CELLS + 1 - n) // 2
        edge = 2 if beta <= hi else 0
        lo = min(max(lo, alpha), beta)
        hi = max(min(hi, beta), alpha)
        while lo < hi:
            if edge:
                edge -= 1
                med = hi - 1
            else:
                med = lo + (hi - lo) // 2
                # Probe near zero first (win / draw / loss are the cheap questions), then bisect.
                if med <= 0 and _half(lo) < med:
                    med = _half(lo)
                elif med >= 0 and hi // 2 > med:
                    med = hi // 2
            r = self._negamax(cur, mask, n, med, med + 1)
            if r <= med:
                hi = max(r, lo)
            else:
                lo = min(r, hi)
        return lo

    def _negamax(self, cur: Word, mask: Word, n: Small, alpha: Small, beta: Small) -> Small:
        """Score of the position within (alpha, beta), fail-hard; the player to move cannot win at once."""
        self.nodes += 1
        self.countdown -= 1
        if self.countdown == 0:
            self.countdown = self.check_every
            if self.check is not None:
                self.check()
        possible = (mask + BOTTOM_MASK) & BOARD_MASK
        opp = cur ^ mask
        opp_win = winning_cells(opp, mask)
        forced = possible & opp_win
        if forced:
            if forced & (forced - 1):
                return -((CELLS - n) // 2)  # two threats: the opponent wins next move
            possible = forced
        possible &= ~(opp_win >> 1)  # never play under an opponent's winning cell
        if not possible:
            return -((CELLS - n) // 2)
        if n >= CELLS - 2:
            return 0
        low = -((CELLS - 2 - n) // 2)  # the opponent cannot win at their next move
        if alpha < low:
            alpha = low
            if alpha >= beta:
                return alpha
        high = (CELLS - 1 - n) // 2  # we cannot win at this move
        key = cur + mask
        tag = key | self.tag
        slot = key % self.size
        entry: Word = self.table[slot]
        if entry >> _VALUE_BITS == tag:  # (the tag's marker bit is never 0: an empty slot never matches)
            v = entry & _VALUE_MASK
            if v >= _LOWER:
                v -= 96
                if alpha < v:
                    alpha = v
                    if alpha >= beta:
                        return alpha
            else:
                v -= 32
                if high > v:
                    high = v
        if beta > high:
            beta = high
            if alpha >= beta:
                return beta
        tag <<= _VALUE_BITS
        if possible & (possible - 1) == 0:  # one move: nothing to order
            score = -self._negamax(opp, mask | possible, n + 1, -beta, -alpha)
            if score >= beta:
                self.table[slot] = tag | (score + 96)
                return score
            if score > alpha:
                alpha = score
            self.table[slot] = tag | (alpha + 32)
            return alpha
        # Order the candidate moves: most winning cells created first, centre first among equals. Each
        # column's count (plus one: 0 is "not a candidate") takes a byte of ``counts``, in centre-first
        # order; the next move is the first largest byte, picked when it is needed (most nodes are cut
        # off by their first move, so sorting all of them would mostly be wasted).
        counts: Word = (_count(cur, mask, possible & _C3) | _count(cur, mask, possible & _C2) << 8
                        | _count(cur, mask, possible & _C4) << 16 | _count(cur, mask, possible & _C1) << 24
                        | _count(cur, mask, possible & _C5) << 32 | _count(cur, mask, possible & _C0) << 40
                        | _count(cur, mask, possible & _C6) << 48)
        if n < self.etc_before:
            # Enhanced transposition cutoff: a move into a position the table already proves bad enough for
            # the opponent is searched first (its search stops at that entry: one node). The analysis asks
            # for it (``etc_before``): each root move's proof meets positions its siblings' proofs reached.
            probe: Word = 0
            while probe < 56:
                bit = possible & (_COLUMN0 << ((_SHIFTS >> probe) & 0xFF))
                if bit:
                    child_key: Word = opp + (mask | bit)
                    child: Word = self.table[child_key % self.size]
                    # an upper bound u on the child (stored as u + 32) makes this move worth at least -u
                    if (child >> _VALUE_BITS == child_key | self.tag and child & _VALUE_MASK < _LOWER
                            and 32 - (child & _VALUE_MASK) >= beta):
                        counts &= ~(0xFF << probe)
                        score = -self._negamax(opp, mask | bit, n + 1, -beta, -alpha)
                        if score >= beta:
                            self.table[slot] = tag | (score + 96)
                            return score
                        if score > alpha:  # (the entry bounds the child's true score, so this is not reached)
                            alpha = score
                        break
                probe += 8
        while counts:
            top: Word = 0
            at: Word = 0
            shift: Word = 0
            while shift < 56:
                c = (counts >> shift) & 0xFF
                if c > top:
                    top = c
                    at = shift
                shift += 8
            counts ^= top << at
            bit = possible & (_COLUMN0 << ((_SHIFTS >> at) & 0xFF))
            score = -self._negamax(opp, mask | bit, n + 1, -beta, -alpha)
            if score >= beta:
                self.table[slot] = tag | (score + 96)
                return score
            if score > alpha:
                alpha = score
        self.table[slot] = tag | (alpha + 32)
        return alpha


def _root_order(cur: int, mask: int) -> list[int]:
    """The root's legal columns (0-6) in the order the search tries moves: most winning cells created
    first, centre first among equals."""
    ranked = []
    for rank, c in enumerate((3, 2, 4, 1, 5, 0, 6)):
        bit = (mask + (1 << (H1 * c))) & COLUMN[c]
        if bit:
            ranked.append((-popcount(winning_cells(cur | bit, mask)), rank, c))
    ranked.sort()
    return [c for _, _, c in ranked]


def _count(cur: Word, mask: Word, bit: Word) -> Word:
    """1 + the winning cells the player to move has after playing ``bit``; 0 when ``bit`` is empty."""
    if not bit:
        return 0
    cells: Word = popcount(winning_cells(cur | bit, mask))
    return cells + 1


def _half(x: int) -> int:
    """C-style ``x / 2`` (rounds towards zero), as in the bisection the solver's scores were tuned with."""
    return -((-x) // 2) if x < 0 else x // 2


def _prime_at_least(n: int) -> int:
    while True:
        if n > 2 and n % 2 and all(n % d for d in range(3, int(n**0.5) + 1, 2)):
            return n
        n += 1
