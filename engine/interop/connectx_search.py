"""The Connect Four player a ConnectX export carries: iterative deepening alpha-beta on the bitboards, with the
exact solver taking over near the end.

This module is written to be copied, by ``connectx_export``, into one file that Kaggle runs on its own: the
export takes its source (and the bitboards', the solver's and the evaluation's) and drops the imports, so it
uses nothing but the standard library and the names those modules define. In this project it runs as it is
(the tests play it here), with the same names imported.

The search works on the solver's representation: ``cur`` (the stones of the player to move), ``mask`` (all
stones) and ``n`` (their number). A move's value is from the mover's side; a win is worth ``WIN`` minus the
stones on the board when it happens (a faster win is better), so an evaluation can never outweigh one. The
clock is read every ``CLOCK_EVERY`` nodes: past the deadline the search unwinds (``OutOfTime``) and the move of
the deepest finished iteration is played (or a better one found by the unfinished iteration's first moves).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

from ..games.connect4.bitboards import BOARD_MASK, BOTTOM_MASK, COLUMN, H1, HEIGHT, WIDTH, aligned, winning_cells
from ..games.connect4.solver import CELLS, Solver, SolverStopped

WIN = 1_000_000_000.0
"""A won game's value before the stones are subtracted: beyond any evaluation (which is clamped below it)."""
EVAL_LIMIT = WIN / 4
CLOCK_EVERY = 256
SOLVE_FROM_EMPTY = 26
"""The exact solver is tried from this many empty cells on, within a share of the move's time."""
SOLVER_SHARE = 0.6
MAX_TABLE = 400_000
"""Entries of the alpha-beta table before it is cleared (a dict of tuples: a few tens of megabytes)."""
CENTRE_ORDER = (3, 2, 4, 1, 5, 0, 6)


class OutOfTime(Exception):
    """The move's time is up: the search unwinds to the root."""


def board_state(cells: list[int], mark: int, rows: int, columns: int) -> tuple[int, int, int]:
    """Our state ``(bits of the first player, bits of the second, stones)`` from Kaggle's board: a flat list,
    top row first, 0 empty, 1 and 2 the players' marks (1 moves first)."""
    a = b = 0
    for index, cell in enumerate(cells):
        if cell:
            row, column = divmod(index, columns)
            bit = 1 << (H1 * column + (rows - 1 - row))
            if cell == 1:
                a |= bit
            else:
                b |= bit
    return a, b, (a | b).bit_count()


Evaluate = Callable[[tuple[int, int, int], int], float]
"""An evaluation: ``(state, player) -> value`` for ``player`` (0 or 1), like ``Evaluation.score``."""


class Player:
    """Chooses moves for one game after another; keeps its table between moves."""

    def __init__(self, evaluate: Evaluate, solve_from: int = SOLVE_FROM_EMPTY) -> None:
        self.evaluate = evaluate
        self.solve_first = self.solve_from = solve_from
        self.last_stones = 0
        self.table: dict[int, tuple[int, int, float, int]] = {}
        self.nodes = 0
        self.countdown = CLOCK_EVERY
        self.deadline = 0.0
        self.depth_reached = 0
        self.solved = False

    # -- the root ---------------------------------------------------------------------------------------
    def choose(self, state: tuple[int, int, int], seconds: float, max_depth: int | None = None) -> int:
        """The column (0-6) to play in ``state`` (not finished, a legal move left) within ``seconds``, searching
        at most ``max_depth`` plies deep (None: as deep as the time allows)."""
        started = time.perf_counter()
        self.deadline = started + max(0.01, seconds)
        self.nodes = 0
        self.depth_reached = 0
        self.solved = False
        a, b, n = state
        mask = a | b
        cur = a if n % 2 == 0 else b
        possible = (mask + BOTTOM_MASK) & BOARD_MASK
        legal = [c for c in CENTRE_ORDER if possible & COLUMN[c]]
        wins = winning_cells(cur, mask) & possible
        for c in legal:
            if wins & COLUMN[c]:
                return c  # four in a row now
        if len(legal) == 1:
            return legal[0]
        if n < self.last_stones:
            self.solve_from = self.solve_first  # a new game
        self.last_stones = n
        if CELLS - n <= self.solve_from:
            column = self._solve(state, started + SOLVER_SHARE * max(0.01, seconds))
            if column is not None:
                self.solved = True
                return column
            self.solve_from = CELLS - n - 3  # too early for the solver: try again two moves of ours later
        if len(self.table) > MAX_TABLE:
            self.table.clear()
        return self._deepen(cur, mask, n, legal, CELLS - n if max_depth is None else min(max_depth, CELLS - n))

    def _solve(self, state: tuple[int, int, int], until: float) -> int | None:
        """The best column by the exact solver, or None when it did not finish by ``until``."""
        def check() -> None:
            if time.perf_counter() > until:
                raise SolverStopped

        solver = Solver(16, check=check, check_every=512, empty=CELLS - state[2])
        best: tuple[int, int] | None = None
        try:
            for column, score, exact in solver.analysis(state):
                if exact and (best is None or score > best[1]):
                    best = (column - 1, score)
        except SolverStopped:
            return None
        return None if best is None else best[0]

    def _deepen(self, cur: int, mask: int, n: int, legal: list[int], deepest: int) -> int:
        best = self._ordered(cur, mask, n, legal, None)[0]
        for depth in range(1, deepest + 1):
            try:
                best, value = self._root(cur, mask, n, depth, best, legal)
            except OutOfTime:
                break
            self.depth_reached = depth
            if abs(value) > WIN / 2:
                break  # a forced win or loss was found: deeper searches say the same
        return best

    def _root(self, cur: int, mask: int, n: int, depth: int, first: int, legal: list[int]) -> tuple[int, float]:
        alpha = -WIN * 2
        best = first
        for c in self._ordered(cur, mask, n, legal, first):
            bit = (mask + (1 << (H1 * c))) & COLUMN[c]
            try:
                value = -self._negamax(cur ^ mask, mask | bit, n + 1, depth - 1, -WIN * 2, -alpha)
            except OutOfTime:
                if alpha > -WIN * 2 and best != first:
                    return best, alpha  # this iteration already found a better move than the last one's
                raise
            if value > alpha:
                alpha, best = value, c
        return best, alpha

    def _ordered(self, cur: int, mask: int, n: int, columns: list[int], first: int | None) -> list[int]:
        """Columns by the threats they make (most first), centre first among equals; ``first`` before all."""
        ranked = []
        for rank, c in enumerate(columns):
            bit = (mask + (1 << (H1 * c))) & COLUMN[c]
            threats = (winning_cells(cur | bit, mask | bit) & ~(mask | bit)).bit_count()
            ranked.append((c != first, -threats, rank, c))
        ranked.sort()
        return [c for *_, c in ranked]

    # -- the tree ---------------------------------------------------------------------------------------
    def _negamax(self, cur: int, mask: int, n: int, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        self.countdown -= 1
        if self.countdown == 0:
            self.countdown = CLOCK_EVERY
            if time.perf_counter() > self.deadline:
                raise OutOfTime
        possible = (mask + BOTTOM_MASK) & BOARD_MASK
        if winning_cells(cur, mask) & possible:
            return WIN - n - 1  # the player to move wins at once
        if n >= CELLS - 1:
            return 0.0  # the last cell cannot win (checked above): a draw
        opp = cur ^ mask
        threats = winning_cells(opp, mask)
        forced = possible & threats
        if forced:
            if forced & (forced - 1):
                return -(WIN - n - 2)  # two threats: lost next move
            possible = forced
        possible &= ~(threats >> 1)  # never under the opponent's winning cell
        if not possible:
            return -(WIN - n - 2)
        if depth <= 0:
            player = n & 1
            a, b = (cur, opp) if player == 0 else (opp, cur)
            v = self.evaluate((a, b, n), player)
            return EVAL_LIMIT if v > EVAL_LIMIT else -EVAL_LIMIT if v < -EVAL_LIMIT else v
        key = cur + mask
        entry = self.table.get(key)
        hint = -1
        original = alpha
        if entry is not None:
            e_depth, flag, value, hint = entry
            if e_depth >= depth:
                if flag == 0:
                    return value
                if flag > 0 and value > alpha:
                    alpha = value
                elif flag < 0 and value < beta:
                    beta = value
                if alpha >= beta:
                    return value
        columns = [c for c in CENTRE_ORDER if possible & COLUMN[c]]
        best = -WIN * 2
        best_c = columns[0]
        for c in (self._ordered(cur, mask, n, columns, hint) if len(columns) > 1 else columns):
            bit = possible & COLUMN[c]
            value = -self._negamax(opp, mask | bit, n + 1, depth - 1, -beta, -alpha)
            if value > best:
                best, best_c = value, c
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = 1 if best >= beta else -1 if best <= original else 0
        self.table[key] = (depth, flag, best, best_c)
        return best


OPENING_STONES = 24
"""Before this many stones the search gets a larger share of the bank: the solver does not reach there yet, and
a deeper search matters most."""


def budget(act_timeout: float, overage: float, margin: float, stones: int = 0) -> float:
    """Seconds to think about one move: the move's own time less a safety margin (the interpreter's start, the
    table's first fill, a slow machine), plus a share of the bank of overage time above its last 10 s: a
    twentieth before ``OPENING_STONES`` stones, a fortieth after (so the bank shrinks by a twentieth a move at
    most, and is never used up)."""
    own = max(0.05, act_timeout - margin)
    extra = max(0.0, overage - 10.0) / (20.0 if stones < OPENING_STONES else 40.0)
    return own + extra


_ = (HEIGHT, WIDTH)  # the board's size, which ``agent`` checks before it uses this engine


# -- a user's evaluation file ------------------------------------------------------------------------------
SYMBOLS = ("X", "O")


class BoardView:
    """A Connect Four position as a user's evaluation file reads it (``engine.view.Position``'s words): ``board``
    (six strings, top row first, ``X`` / ``O`` / ``.``), ``to_move``, ``legal_moves()`` (``"1"``-``"7"``),
    ``play(move)``, ``is_over()``, ``winner()``; ``moves`` is empty (the path is not kept here)."""

    __slots__ = ("_state",)
    moves: tuple[str, ...] = ()
    cell_width = 1

    def __init__(self, state: tuple[int, int, int]) -> None:
        self._state = state

    @property
    def board(self) -> tuple[str, ...]:
        a, b, _ = self._state
        return tuple("".join("X" if a >> (H1 * c + r) & 1 else "O" if b >> (H1 * c + r) & 1 else "."
                             for c in range(WIDTH)) for r in reversed(range(HEIGHT)))

    @property
    def to_move(self) -> str:
        return SYMBOLS[self._state[2] & 1]

    def winner(self) -> str | None:
        a, b, _ = self._state
        return "X" if aligned(a) else "O" if aligned(b) else None

    def is_over(self) -> bool:
        return self._state[2] == CELLS or self.winner() is not None

    def legal_moves(self) -> list[str]:
        if self.is_over():
            return []
        mask = self._state[0] | self._state[1]
        return [str(c + 1) for c in range(WIDTH) if (mask + (1 << (H1 * c))) & COLUMN[c]]

    def play(self, move: str | int) -> BoardView:
        if str(move) not in self.legal_moves():
            raise ValueError(f"illegal move {move!r}")
        a, b, n = self._state
        c = int(move) - 1
        bit = ((a | b) + (1 << (H1 * c))) & COLUMN[c]
        return BoardView((a | bit, b, n + 1) if n % 2 == 0 else (a, b | bit, n + 1))


def user_evaluate(function: Callable[..., Any], weights: Mapping[str, float]) -> Evaluate:
    """A user's ``evaluate(position, player, weights)`` as an ``Evaluate`` (its ``(value, terms)`` answer read
    as the value)."""
    def evaluate(state: tuple[int, int, int], player: int) -> float:
        v = function(BoardView(state), SYMBOLS[player], weights)
        if isinstance(v, tuple):
            v = v[0]
        return float(v)

    return evaluate


# -- Kaggle's side ------------------------------------------------------------------------------------------
def field(obj: object, name: str, default: object) -> object:
    """``obj.name`` or ``obj[name]``: Kaggle hands the agent dict-like objects that allow both."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def fallback_column(cells: list[int], mark: int, rows: int, columns: int, inarow: int) -> int:
    """A legal column for a board that is not 6 × 7 with four in a row: win at once if possible, else stop the
    opponent's win at once, else the legal column nearest the centre."""
    heights = [sum(1 for r in range(rows) if cells[r * columns + c] == 0) for c in range(columns)]
    legal = sorted((c for c in range(columns) if heights[c] > 0), key=lambda c: (abs(2 * c - (columns - 1)), c))
    if not legal:
        return 0

    def wins(column: int, who: int) -> bool:
        row = heights[column] - 1
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            count = 1
            for sign in (1, -1):
                r, c = row + sign * dr, column + sign * dc
                while 0 <= r < rows and 0 <= c < columns and cells[r * columns + c] == who:
                    count += 1
                    r, c = r + sign * dr, c + sign * dc
            if count >= inarow:
                return True
        return False

    for who in (mark, 3 - mark):
        for c in legal:
            if wins(c, who):
                return c
    return legal[0]


def make_agent(evaluate: Evaluate, margin: float = 0.5, move_time: float | None = None,
               max_depth: int | None = None, solve: bool = True) -> Callable[[object, object], int]:
    """Kaggle's ``agent(observation, configuration) -> column`` (0-based) around one ``Player``: the standard
    board is searched, any other gets ``fallback_column``. ``move_time`` caps the thinking time of a move;
    without ``solve`` the exact solver is never asked. (The player is the function's ``player`` attribute.)"""
    player = Player(evaluate, SOLVE_FROM_EMPTY if solve else -1)

    def agent(observation: object, configuration: object) -> int:
        started = time.perf_counter()
        rows = int(field(configuration, "rows", HEIGHT))  # type: ignore[call-overload]
        columns = int(field(configuration, "columns", WIDTH))  # type: ignore[call-overload]
        inarow = int(field(configuration, "inarow", 4))  # type: ignore[call-overload]
        cells = list(field(observation, "board", []))  # type: ignore[call-overload]
        mark = int(field(observation, "mark", 1))  # type: ignore[call-overload]
        if (rows, columns, inarow) != (HEIGHT, WIDTH, 4) or len(cells) != rows * columns:
            return fallback_column(cells, mark, rows, columns, inarow) if len(cells) == rows * columns else 0
        act = float(field(configuration, "actTimeout", field(configuration, "timeout", 2.0)) or 2.0)  # type: ignore[arg-type]
        overage = float(field(observation, "remainingOverageTime", 0.0) or 0.0)  # type: ignore[arg-type]
        seconds = budget(act, overage, margin, sum(1 for cell in cells if cell))
        if move_time is not None:
            seconds = min(seconds, move_time)
        seconds -= time.perf_counter() - started
        state = board_state(cells, mark, rows, columns)
        return player.choose(state, seconds, max_depth)

    agent.player = player  # type: ignore[attr-defined]
    return agent
