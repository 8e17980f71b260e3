"""Connect Four on the standard 7 columns × 6 rows board.

Columns are numbered 1-7 from the left; a game is the sequence of columns played (``4453``), the
convention of the well-known Connect Four solvers, so their test sets can be read; a position is such a
move string or the board's six rows (``position``).
``actions`` lists the playable columns left to right (1-7); move ordering is a search option.

A state is ``(bits0, bits1, n)``: one bitboard per player and the number of discs. Bit
``7 * column + row`` (both from 0, row 0 at the bottom) is a cell; bit 6 of each column is a
sentinel that stays empty, so shifting by 1, 7, 6 and 8 walks vertically, horizontally and along
both diagonals without wrapping.
"""

from __future__ import annotations

from collections.abc import Sequence

from mypy_extensions import mypyc_attr

from ...errors import IllegalMoveError, NotationError
from ...evaluation import Evaluation, Param
from ...game import Expansion, ForcedMoves, Game, StaticOrder
from ...i18n import QT_TRANSLATE_NOOP
from ...solving import PositionSolver, SolveRequest, SolverFactory
from ...words import Word, count_difference, popcount
from ..info import GameInfo
from . import position
from .bitboards import (
    BOARD,
    BOTTOM,
    CENTRE,
    COLUMN,
    H1,
    HEIGHT,
    TOP,
    WIDTH,
    WINDOW_STARTS,
    WINDOWS,
    aligned,
    cell_bit,
)
from .order import connect4_forced, connect4_order
from .solve_root import RootSolve


@mypyc_attr(allow_interpreted_subclasses=True)
class ConnectFour(Game):
    name = "connect4"
    title = QT_TRANSLATE_NOOP("Game", "Connect Four")  # translated where the window shows it
    move_order = "playable columns left to right, 1-7"
    has_position_notation = True

    # -- protocol -------------------------------------------------------------------------------
    def initial_state(self) -> tuple[int, int, int]:
        return (0, 0, 0)

    def to_move(self, state: tuple[int, int, int]) -> int:
        return state[2] & 1

    def winner(self, state: tuple[int, int, int]) -> int | None:
        a, b, _ = state
        if aligned(a):
            return 0
        if aligned(b):
            return 1
        return None

    def is_terminal(self, state: tuple[int, int, int]) -> bool:
        return state[2] == WIDTH * HEIGHT or self.winner(state) is not None

    def utility(self, state: tuple[int, int, int], player: int) -> float:
        w = self.winner(state)
        if w is None:
            return 0
        return 1 if w == player else -1

    def actions(self, state: tuple[int, int, int]) -> tuple[int, ...]:
        if self.is_terminal(state):
            return ()
        mask = state[0] | state[1]
        return tuple(c + 1 for c in range(WIDTH) if not mask & TOP[c])

    def result(self, state: tuple[int, int, int], move: int) -> tuple[int, int, int]:
        if not isinstance(move, int) or not 1 <= move <= WIDTH:
            raise IllegalMoveError(f"column {move} does not exist (columns are 1-7)")
        a, b, n = state
        c = move - 1
        mask = a | b
        if mask & TOP[c]:
            raise IllegalMoveError(f"column {move} is full")
        if self.is_terminal(state):
            raise IllegalMoveError(f"column {move}: the game is already over")
        bit = (mask + BOTTOM[c]) & COLUMN[c]
        return (a | bit, b, n + 1) if n & 1 == 0 else (a, b | bit, n + 1)

    def expand(self, state: tuple[int, int, int]) -> Expansion:
        # The hot path of every Connect Four search: one alignment test of the player who just
        # moved (only they can have won), then the children, without the checks of ``result``.
        a, b, n = state
        mover = n & 1
        if n >= 7 and aligned(b if mover == 0 else a):
            return (-1 if mover == 0 else 1), mover, (), None
        if n == WIDTH * HEIGHT:
            return 0, mover, (), None
        mask = a | b
        children = []
        for c in range(WIDTH):
            if not mask & TOP[c]:
                bit = (mask + BOTTOM[c]) & COLUMN[c]
                children.append((c + 1, (a | bit, b, n + 1) if mover == 0 else (a, b | bit, n + 1)))
        return None, mover, tuple(children), None

    def key(self, state: tuple[int, int, int]) -> int:
        return state[0] | state[1] << 49

    def max_plies(self, state: tuple[int, int, int]) -> int:
        return WIDTH * HEIGHT - state[2]

    # -- helpers for drawing ----------------------------------------------------------------------
    def cell_owner(self, state: tuple[int, int, int], column: int, row: int) -> int | None:
        bit = cell_bit(column, row)
        if state[0] & bit:
            return 0
        if state[1] & bit:
            return 1
        return None

    def column_height(self, state: tuple[int, int, int], column: int) -> int:
        return ((state[0] | state[1]) & COLUMN[column]).bit_count()

    def winning_cells(self, state: tuple[int, int, int]) -> list[tuple[int, int]]:
        """(column, row) cells, 0-based, of every completed four, for highlighting."""
        cells: set[tuple[int, int]] = set()
        for bits in state[:2]:
            for w in WINDOWS:
                if bits & w == w:
                    cells.update((c, r) for c in range(WIDTH) for r in range(HEIGHT) if w & cell_bit(c, r))
        return sorted(cells)

    # -- notation -------------------------------------------------------------------------------
    def parse_moves(self, text: str) -> list[int]:
        text = text.strip()
        for ch in text:
            if ch not in "1234567":
                raise NotationError(f"malformed Connect Four moves {text!r}: {ch!r} is not a column 1-7")
        return [int(ch) for ch in text]

    def parse_move(self, text: str, state: tuple[int, int, int] | None = None) -> int:
        moves = self.parse_moves(text)
        if len(moves) != 1:
            raise NotationError(f"malformed move {text!r}: expected one column 1-7")
        return moves[0]

    def render(self, state: tuple[int, int, int]) -> str:
        rows = []
        for r in reversed(range(HEIGHT)):
            line = []
            for c in range(WIDTH):
                owner = self.cell_owner(state, c, r)
                line.append("X" if owner == 0 else "O" if owner == 1 else ".")
            rows.append(" " + " ".join(line))
        rows.append(" " + " ".join(str(c + 1) for c in range(WIDTH)))
        return "\n".join(rows)

    def format_moves(self, moves: Sequence[int]) -> str:
        return "".join(str(m) for m in moves)

    def player_name(self, player: int) -> str:
        return ("X", "O")[player]

    def moves_to(self, state: tuple[int, int, int]) -> tuple[int, ...] | None:
        """Columns in an order that stacks every column's discs bottom up with the players alternating
        (``position.dropping_order``; for a position without a four, every such order is a legal game).
        None for a position no game reaches."""
        stacks = position.column_stacks(state)
        if isinstance(stacks, str):
            return None
        order = position.dropping_order(stacks, state[2])
        return None if order is None else tuple(order)

    def parse_position(self, text: str) -> tuple[int, int, int]:
        """Pascal Pons's move string (``4453``: the columns played from the start) or the six rows of the
        board from the top (``X``/``O``/``.``, separated by ``/``); a position no game reaches is refused
        with the reason."""
        stripped = text.strip()
        if all(ch in "1234567" for ch in stripped):
            try:
                played: tuple[int, int, int] = self.play(self.initial_state(), self.parse_moves(stripped))
                return played
            except IllegalMoveError as e:
                raise IllegalMoveError(f"Connect Four moves {stripped[:50]!r}: {e}") from None
        if stripped.isascii() and stripped.isdigit():
            bad = next(ch for ch in stripped if ch not in "1234567")
            raise NotationError(f"Connect Four moves {stripped[:50]!r}: {bad!r} is not a column 1-7")
        state = position.parse_board(stripped)
        problem = position.position_problem(state)
        if problem is not None:
            raise NotationError(f"impossible Connect Four position: {problem}")
        return state

    def format_position(self, state: tuple[int, int, int]) -> str:
        """The board's six rows from the top, separated by ``/`` (a move string would name one of the
        many games that reach the position)."""
        return position.format_board(state)

    def position_problem(self, state: tuple[int, int, int]) -> str | None:
        return position.position_problem(state)

    def position_from_rows(self, rows: Sequence[str], to_move: int) -> str:
        return "/".join(rows)  # (the counts decide who moves)

    def board_rows(self, state: tuple[int, int, int]) -> tuple[str, ...]:
        a, b, _ = state
        return tuple("".join("X" if a & cell_bit(c, r) else ("O" if b & cell_bit(c, r) else ".") for c in range(WIDTH))
                     for r in reversed(range(HEIGHT)))

    # -- abilities ----------------------------------------------------------------------------------
    def static_order(self) -> StaticOrder:
        return connect4_order

    def forced_moves(self) -> ForcedMoves:
        return connect4_forced

    def root_solver(self) -> SolverFactory:
        return self.solve_position

    def solve_position(self, state: tuple[int, int, int], request: SolveRequest) -> PositionSolver:
        """The exact solver set up for ``state`` (``root_solver``)."""
        return RootSolve(self, state, request)


def _windows(p: Word, o: Word, d: Word, starts: Word, w1: float, w2: float, w3: float) -> float:
    """``w1``, ``w2`` and ``w3`` times the number of windows in direction ``d`` (one starting at each bit
    of ``starts``) that hold 1, 2 and 3 of ``p``'s discs and none of ``o``'s."""
    free = starts & ~(o | o >> d | o >> 2 * d | o >> 3 * d)
    p1, p2, p3 = p >> d, p >> 2 * d, p >> 3 * d
    x1, x2 = p ^ p1, p2 ^ p3
    low = x1 ^ x2
    high = (p & p1) ^ (p2 & p3) ^ (x1 & x2)  # the 2s bit of the sum (a sum of 4 is a won game)
    one, two, three = free & low & ~high, free & high & ~low, free & low & high
    return w1 * popcount(one) + w2 * popcount(two) + w3 * popcount(three)


@mypyc_attr(allow_interpreted_subclasses=True)
class Windows(Evaluation):
    """The classic four-cell window count."""

    name = "windows"
    description = (
        "Over the 69 four-cell windows: a window with k ≥ 1 of the player's discs and none of the "
        "opponent's adds wk, one with k ≥ 1 of the opponent's and none of the player's subtracts wk; "
        "plus centre × (the player's discs in the centre column − the opponent's)."
    )
    params = (
        Param("w1", 1, -1000, 1000, "a window with one disc"),
        Param("w2", 4, -1000, 1000, "a window with two discs"),
        Param("w3", 16, -1000, 1000, "a window with three discs"),
        Param("centre", 3, -1000, 1000, "each disc in the centre column"),
    )

    def _prepare(self) -> None:
        w = self.weights
        self._w = (w["w1"], w["w2"], w["w3"], w["centre"])
        # A win must outweigh any evaluation: 69 windows at the largest weight plus the centre.
        self.win_score = float(10 ** len(str(int(69 * max(map(abs, self._w[:3])) + 6 * abs(self._w[3])))))

    def score(self, state: tuple[int, int, int], player: int) -> float:
        a, b, _ = state
        mine, theirs = (a, b) if player == 0 else (b, a)
        w1, w2, w3, centre = self._w
        total = centre * count_difference(mine & CENTRE, theirs & CENTRE)
        for d, starts in WINDOW_STARTS:
            total += _windows(mine, theirs, d, starts, w1, w2, w3) - _windows(theirs, mine, d, starts, w1, w2, w3)
        return total

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        a, b, _ = state
        mine, theirs = (a, b) if player == 0 else (b, a)
        w = self._w
        out: dict[str, float] = {}
        for side, (p, o) in enumerate(((mine, theirs), (theirs, mine))):
            for k in range(3):
                # weight 1 for the windows holding k + 1 discs, 0 for the others: their number
                n = int(sum(_windows(p, o, d, starts, k == 0, k == 1, k == 2) for d, starts in WINDOW_STARTS))
                out[f"{'my' if side == 0 else 'their'} windows with {k + 1}"] = (1 - 2 * side) * w[k] * n
        out["centre column"] = w[3] * count_difference(mine & CENTRE, theirs & CENTRE)
        return out


def _cell_weights() -> list[list[int]]:
    """Number of four-cell windows through each (column, row)."""
    return [[sum(1 for w in WINDOWS if w & cell_bit(c, r)) for r in range(HEIGHT)] for c in range(WIDTH)]


@mypyc_attr(allow_interpreted_subclasses=True)
class Positional(Evaluation):
    """Each disc is worth the number of winning windows through its cell (3 at a corner, 13 in the middle)."""

    name = "positional"
    description = (
        "Each disc is worth the number of four-cell windows through its cell (3 in a corner, 13 near the "
        "middle) times weight, plus centre per disc in the centre column; the player's total minus the "
        "opponent's. Cheap and strategic: it likes central, well-connected cells and ignores threats."
    )
    params = (
        Param("weight", 1, 0, 1000, "multiplier of the cell values"),
        Param("centre", 0, -1000, 1000, "extra for each disc in the centre column"),
    )

    def _prepare(self) -> None:
        w, centre = self.weights["weight"], self.weights["centre"]
        cells = _cell_weights()
        # Per column: value of every possible 6-bit occupancy pattern.
        self._tables = [
            [w * sum(cells[c][r] for r in range(HEIGHT) if pattern >> r & 1)
             + (centre * pattern.bit_count() if c == 3 else 0) for pattern in range(64)]
            for c in range(WIDTH)
        ]
        top = max(max(t) for t in self._tables) * WIDTH + 1
        self.win_score = float(10 ** len(str(int(top))))

    def _side(self, bits: int) -> float:
        t = self._tables
        return (t[0][bits & 63] + t[1][bits >> 7 & 63] + t[2][bits >> 14 & 63] + t[3][bits >> 21 & 63]
                + t[4][bits >> 28 & 63] + t[5][bits >> 35 & 63] + t[6][bits >> 42 & 63])

    def score(self, state: tuple[int, int, int], player: int) -> float:
        a, b, _ = state
        mine, theirs = (a, b) if player == 0 else (b, a)
        return self._side(mine) - self._side(theirs)

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        a, b, _ = state
        mine, theirs = (a, b) if player == 0 else (b, a)
        return {"my discs": self._side(mine), "their discs": -self._side(theirs)}


EVALUATIONS: dict[str, type[Evaluation]] = {Windows.name: Windows, Positional.name: Positional}

GAME = GameInfo(ConnectFour.name, ConnectFour.title, ConnectFour, EVALUATIONS, default_evaluation=Windows.name,
                default_depth=7, max_depth=42,
                help_title=QT_TRANSLATE_NOOP("HelpPages", "Rules of Connect Four"))

COMPILED = (
    "engine.games.connect4.bitboards",
    "engine.games.connect4.solver",
    "engine.games.connect4",
)
"""The modules of this game worth compiling (``engine.native`` reads this from the source)."""

__all__ = ["BOARD", "BOTTOM", "CENTRE", "COLUMN", "EVALUATIONS", "H1", "HEIGHT",
           "TOP", "WIDTH", "WINDOWS", "WINDOW_STARTS", "ConnectFour", "Positional", "Windows", "aligned",
           "cell_bit"]
