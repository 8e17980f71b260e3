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
  of the position whatever search produced them, so the table lives as long as the ``Solver``;
* the root is solved by a sequence of null-window searches that bisect the score range, first
  testing the draw/win/loss boundaries.

Everything is pure Python on ``int`` bitboards; ``nodes`` counts ``_negamax`` calls.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

from .bitboards import BOARD_MASK, BOTTOM_MASK, COLUMN, H1, HEIGHT, WIDTH, bit_count, winning_cells

CELLS: Final = WIDTH * HEIGHT
# Columns in the order moves are tried when their scores tie: centre first. Stored as column masks.
_ORDER: Final = tuple(COLUMN[c] for c in (3, 2, 4, 1, 5, 0, 6))
_LOWER: Final = 64  # table encoding: an upper bound u is stored as u + 32, a lower bound l as l + 96
CHECK_EVERY: Final = 1024


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
                 check_every: int = CHECK_EVERY, empty: int = CELLS) -> None:
        # ~100 bytes a slot: two list pointers, one int key and a small int (shared). A position with
        # ``empty`` cells left needs far fewer slots than the megabytes allow while it has few of them
        # (the nodes grow about twofold per two more empty cells), and filling a large table costs
        # more than solving a small position.
        slots = int(table_mb * 2**20 / 100)
        if empty < CELLS:
            slots = min(slots, 1 << max(0, empty - 2))
        self.size = _prime_at_least(max(1024, slots))
        self.keys: list[int] = [0] * self.size
        self.values: list[int] = [0] * self.size
        self.nodes = 0
        self.probes = 0
        self.hits = 0
        self.stores = 0
        self.check = check
        self.check_every = check_every

    @property
    def filled(self) -> int:
        return self.size - self.values.count(0)

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
        wins = winning_cells(cur, mask)
        for c in range(WIDTH):
            bit = (mask + (1 << (H1 * c))) & COLUMN[c]
            if not bit:  # the carry left the column: it is full
                continue
            if bit & wins:
                yield c + 1, (CELLS + 1 - n) // 2
            elif n + 1 == CELLS:
                yield c + 1, 0
            else:
                yield c + 1, -self._solve(cur ^ mask, mask | bit, n + 1)

    def move_tests(self, state: tuple[int, int, int], best: int) -> Iterator[tuple[int, int, bool]]:
        """``(column, score, exact)`` for each legal move of a position whose score is ``best``: one
        null-window test per move — ``best`` (exact) when the move keeps that score, else ``best - 1``
        as an upper bound; immediate wins, losses and the last cell are exact at once."""
        a, b, n = state
        cur, mask = (a, a | b) if n % 2 == 0 else (b, a | b)
        wins = winning_cells(cur, mask)
        for c in range(WIDTH):
            bit = (mask + (1 << (H1 * c))) & COLUMN[c]
            if not bit:
                continue
            if bit & wins:
                yield c + 1, (CELLS + 1 - n) // 2, True
            elif n + 1 == CELLS:
                yield c + 1, 0, True
            else:
                child_cur, child_mask = cur ^ mask, mask | bit
                if winning_cells(child_cur, child_mask) & (child_mask + BOTTOM_MASK) & BOARD_MASK:
                    yield c + 1, -((CELLS - n) // 2), True  # the opponent wins at once
                else:
                    # The child's score is at most -best exactly when this move keeps ``best``.
                    r = self._negamax(child_cur, child_mask, n + 1, -best, -best + 1)
                    yield (c + 1, best, True) if r <= -best else (c + 1, best - 1, False)

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
        if winning_cells(cur, mask) & ((mask + BOTTOM_MASK) & BOARD_MASK):
            return (CELLS + 1 - n) // 2
        if n >= CELLS:
            return 0
        lo = -((CELLS - n) // 2)
        hi = (CELLS + 1 - n) // 2
        while lo < hi:
            med = lo + (hi - lo) // 2
            # Probe near zero first (win / draw / loss are the cheap questions), then bisect.
            if med <= 0 and _half(lo) < med:
                med = _half(lo)
            elif med >= 0 and hi // 2 > med:
                med = hi // 2
            r = self._negamax(cur, mask, n, med, med + 1)
            if r <= med:
                hi = r
            else:
                lo = r
        return lo

    def _negamax(self, cur: int, mask: int, n: int, alpha: int, beta: int) -> int:
        """Score of the position within (alpha, beta), fail-hard; the player to move cannot win at once."""
        self.nodes += 1
        if self.check is not None and self.nodes % self.check_every == 0:
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
        slot = key % self.size
        self.probes += 1
        v = self.values[slot]
        if v and self.keys[slot] == key:  # (value 0: an empty slot, whose key 0 is the empty board's)
            self.hits += 1
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
        # Order the candidate moves: most winning cells created first, centre first among equals.
        if possible & (possible - 1):
            scored = []
            for i, col in enumerate(_ORDER):
                bit = possible & col
                if bit:
                    scored.append((-bit_count(winning_cells(cur | bit, mask)), i, bit))
            scored.sort()
            moves = [t[2] for t in scored]
        else:
            moves = [possible]
        for bit in moves:
            score = -self._negamax(opp, mask | bit, n + 1, -beta, -alpha)
            if score >= beta:
                self.keys[slot] = key
                self.values[slot] = score + 96
                self.stores += 1
                return score
            if score > alpha:
                alpha = score
        self.keys[slot] = key
        self.values[slot] = alpha + 32
        self.stores += 1
        return alpha


def _half(x: int) -> int:
    """C-style ``x / 2`` (rounds towards zero), as in the bisection the solver's scores were tuned with."""
    return -((-x) // 2) if x < 0 else x // 2


def _prime_at_least(n: int) -> int:
    while True:
        if n > 2 and n % 2 and all(n % d for d in range(3, int(n**0.5) + 1, 2)):
            return n
        n += 1
