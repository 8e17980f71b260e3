"""EinStein würfelt nicht! — a dice game on a 5×5 board, the engine's game with chance nodes.

Rules (the published ones)
--------------------------
Each player has six cubes numbered 1-6 on the triangle of their corner: red (player 0, moves first)
on a5 b5 c5 / a4 b4 / a3 (top left), blue (player 1) on e1 d1 c1 / e2 d2 / e3 (bottom right). A turn:
roll the die; move the cube with that number, or, if it is gone, one of the two cubes whose numbers
are nearest above and below it (the player's choice; only one if there is none on one side). A cube
moves one square towards the opponent's corner: red right, down or diagonally down-right; blue left,
up or diagonally up-left. A cube on the target square is captured, whoever owns it. A player wins by
reaching the opponent's corner square (red e1, blue a5) or by capturing all the opponent's cubes.
Every game ends: cubes only move forward.

Chance in the game protocol
---------------------------
A state whose die has not been rolled is a chance state: ``to_move == CHANCE``, its actions are the
die faces 1-6, each with probability 1/6. After the roll the same player chooses among the legal
moves. ``perspective`` is the player about to roll (or move), so a search from a chance state
maximises for that player.

Notation
--------
Squares are named like chess squares: files a-e from left to right, ranks 1-5 from bottom to top
(red starts in the top-left corner a5, blue in the bottom-right corner e1).

* A **move** is the from- and to-square, ``b4c3`` (``b4-c3`` is accepted too). A **die roll** is its
  face, ``1``-``6``. A game is written as rolls and moves in turn: ``3 b4c3 5 d2c1 ...``.
* A **position** is ``BOARD SIDE [DIE]``:

  - ``BOARD``: the five ranks from rank 5 (top) to rank 1, separated by ``/``; in a rank, each square
    from a to e is ``.`` (empty), ``r1``-``r6`` (red's cube) or ``b1``-``b6`` (blue's cube); a digit
    1-5 on its own stands for that many empty squares (as in chess FEN);
  - ``SIDE``: ``r`` or ``b`` (or ``red`` / ``blue``), the player to roll or move;
  - ``DIE``: the face rolled, ``1``-``6``; left out (or ``-``) when the die is still to be rolled.

  The default start position, red to roll:
  ``r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r``.

The start arrangement is a setting (``EinStein(start=...)``): ``fixed`` (cubes 1-6 in the order
a5 b5 c5 a4 b4 a3, mirrored for blue: e1 d1 c1 e2 d2 e3), ``random`` or ``random:SEED`` (each side's
six cubes shuffled), or two permutations ``RED/BLUE`` such as ``615243/123456`` (cube numbers in
that square order).

Moves as integers
-----------------
At a chance state the moves are the die faces 1-6; a player's move is ``100 * (from + 1) + to`` with
squares numbered 0-24 row-major from the top-left (a5 = 0, e5 = 4, a1 = 20, e1 = 24), so moves and
die faces never collide. ``actions`` lists the movable cubes in increasing number and, for each, the
diagonal step, then the horizontal one, then the vertical one.

State
-----
``(cubes, side, die, winner)``: ``cubes`` is a 12-tuple of squares (red's cubes 1-6, then blue's
1-6; -1 for a captured cube); ``side`` the player to roll or move; ``die`` the face rolled (0 = not
yet); ``winner`` -1, or the player who has won. ``expand`` works from precomputed tables: the
squares each square's cube can step to, per side, and the movable cubes for each roll and each set
of cubes still on the board.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from ...errors import IllegalMoveError, NotationError
from ...evaluation import Evaluation, Param
from ...formatting import format_probability
from ...game import CHANCE, CHANCE_NAME, Expansion, Game
from ...i18n import QT_TRANSLATE_NOOP, Phrase
from ..info import GameInfo

SIZE = 5
FILES = "abcde"
RED, BLUE = 0, 1
PLAYER_NAMES = (QT_TRANSLATE_NOOP("Player", "red"), QT_TRANSLATE_NOOP("Player", "blue"))  # translated in the window
PLAYER_LETTERS = ("r", "b")
GOAL = (24, 0)  # the opponent's corner: e1 for red, a5 for blue
START_SQUARES = ((0, 1, 2, 5, 6, 10), (24, 23, 22, 19, 18, 14))  # the triangles, in arrangement order
FACES = (1, 2, 3, 4, 5, 6)
SIXTHS = (1 / 6,) * 6
MOVE_BASE = 100

State = tuple[tuple[int, ...], int, int, int]


def square_name(sq: int) -> str:
    return f"{FILES[sq % SIZE]}{SIZE - sq // SIZE}"


def parse_square(text: str) -> int:
    if len(text) != 2 or text[0] not in FILES or text[1] not in "12345":
        raise NotationError(f"{text!r} is not a square (a1 .. e5)")
    return (SIZE - int(text[1])) * SIZE + FILES.index(text[0])


def encode_move(frm: int, to: int) -> int:
    return MOVE_BASE * (frm + 1) + to


def decode_move(move: int) -> tuple[int, int]:
    """(from, to) squares of a player's move."""
    return move // MOVE_BASE - 1, move % MOVE_BASE


def _targets(side: int, sq: int) -> tuple[int, ...]:
    """Squares a cube of ``side`` on ``sq`` can step to: diagonal, horizontal, vertical."""
    r, c = divmod(sq, SIZE)
    step = 1 if side == RED else -1
    out = []
    for dr, dc in ((step, step), (0, step), (step, 0)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE:
            out.append(rr * SIZE + cc)
    return tuple(out)


TARGETS = tuple(tuple(_targets(side, sq) for sq in range(SIZE * SIZE)) for side in (RED, BLUE))


def distance(side: int, sq: int) -> int:
    """Steps a cube of ``side`` on ``sq`` needs to reach the opponent's corner (diagonals count one)."""
    r, c = divmod(sq, SIZE)
    return max(4 - r, 4 - c) if side == RED else max(r, c)


def _movable(alive: Sequence[bool], face: int) -> tuple[int, ...]:
    """Indices (0-5) of the cubes that may move for ``face``: the cube itself, or the nearest numbers
    below and above it when it is gone."""
    k = face - 1
    if alive[k]:
        return (k,)
    below = next((j for j in range(k - 1, -1, -1) if alive[j]), None)
    above = next((j for j in range(k + 1, 6) if alive[j]), None)
    return tuple(j for j in (below, above) if j is not None)


# MOVABLE[mask][face - 1]: cube indices movable for a roll, by the 6-bit mask of cubes still on the board.
MOVABLE = tuple(
    tuple(_movable([bool(mask >> j & 1) for j in range(6)], f) for f in FACES) for mask in range(64)
)
# FACE_COUNTS[mask][j]: how many of the six faces let cube j move (0 for a captured cube).
FACE_COUNTS = tuple(
    tuple(sum(j in MOVABLE[mask][f - 1] for f in FACES) for j in range(6)) for mask in range(64)
)
MAX_FACE_SUM = max(sum(counts) for counts in FACE_COUNTS)


def alive_mask(cubes: Sequence[int], side: int) -> int:
    off = 6 * side
    return sum(1 << j for j in range(6) if cubes[off + j] >= 0)


def _winner(cubes: Sequence[int]) -> int:
    red_alive = any(sq >= 0 for sq in cubes[:6])
    blue_alive = any(sq >= 0 for sq in cubes[6:])
    red_home = GOAL[RED] in cubes[:6]
    blue_home = GOAL[BLUE] in cubes[6:]
    if (red_home or not blue_alive) and (blue_home or not red_alive):
        raise NotationError("both players have already won: no such position")
    if red_home or not blue_alive:
        return RED
    if blue_home or not red_alive:
        return BLUE
    return -1


def parse_arrangement(text: str) -> tuple[int, ...]:
    """Six distinct digits 1-6: the cube numbers on a side's triangle, in arrangement order."""
    if len(text) != 6 or sorted(text) != list("123456"):
        raise NotationError(f"start arrangement {text!r}: expected the six digits 1-6 once each, e.g. 615243")
    return tuple(int(ch) for ch in text)


class EinStein(Game):
    """EinStein würfelt nicht! (see the module docstring for rules and notation)."""

    name = "einstein"
    title = QT_TRANSLATE_NOOP("Game", "EinStein würfelt nicht!")  # translated where the window shows it
    move_order = ("die faces 1-6 at a roll; otherwise the movable cubes in increasing number, each with its "
                  "diagonal, horizontal, then vertical step")
    has_chance = True

    has_position_notation = True
    has_start_arrangement = True
    symbols = ("R", "B")
    cell_width = 2  # a cube's owner and its number: "R3"

    def __init__(self, start: str = "fixed") -> None:
        """``start``: ``fixed``, ``random``, ``random:SEED`` or ``RED/BLUE`` arrangements (``615243/123456``)."""
        self.start = start
        self.arrangement = self._arrangement(start)

    @staticmethod
    def _arrangement(start: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
        text = start.strip()
        if text == "fixed":
            return FACES, FACES
        if text == "random" or text.startswith("random:"):
            seed_text = text.partition(":")[2]
            digits = seed_text[1:] if seed_text.startswith("-") else seed_text
            if seed_text and not (digits.isascii() and digits.isdigit() and len(digits) <= 40):  # ('²'.isdigit())
                raise NotationError(f"start arrangement {start!r}: the seed must be a whole number")
            rng = random.Random(int(seed_text) if seed_text else None)
            return tuple(rng.sample(FACES, 6)), tuple(rng.sample(FACES, 6))
        red, sep, blue = text.partition("/")
        if not sep:
            raise NotationError(f"start arrangement {start!r}: expected fixed, random, random:SEED or RED/BLUE")
        return parse_arrangement(red), parse_arrangement(blue)

    def with_start(self, start: str) -> EinStein:
        return EinStein(start)

    def start_text(self) -> str:
        """The arrangement as ``RED/BLUE`` digits (a ``random`` start as the arrangement it drew)."""
        return "/".join("".join(str(n) for n in side) for side in self.arrangement)

    # -- the textbook formulation ---------------------------------------------------------------------
    def initial_state(self) -> State:
        cubes = [-1] * 12
        for side in (RED, BLUE):
            for sq, number in zip(START_SQUARES[side], self.arrangement[side], strict=True):
                cubes[6 * side + number - 1] = sq
        return (tuple(cubes), RED, 0, -1)

    def to_move(self, state: State) -> int:
        if state[3] < 0 and state[2] == 0:
            return CHANCE
        return state[1]

    def perspective(self, state: State) -> int:
        # At a chance state the die belongs to ``side``: a search maximises for the player about to roll.
        return state[1]

    def actions(self, state: State) -> tuple[int, ...]:
        return tuple(m for m, _ in self.expand(state)[2])

    def result(self, state: State, move: int) -> State:
        if state[3] >= 0:
            raise IllegalMoveError(f"{self.format_move(move)}: the game is already over")
        for m, child in self.expand(state)[2]:
            if m == move:
                after: State = child
                return after
        raise IllegalMoveError(self._why_illegal(state, move))

    def _why_illegal(self, state: State, move: int) -> str:
        _, side, die, _ = state
        who = PLAYER_NAMES[side]
        if die == 0:
            return f"{self.format_move(move)}: {who} must roll the die first (a roll is 1-6)"
        if 1 <= move <= 6:
            return f"{move}: the die has already been rolled ({who} rolled {die}); a move is like b4c3"
        legal = " ".join(self.format_move(m) for m in self.actions(state))
        text = self.format_move(move) if move >= MOVE_BASE else str(move)
        return f"{text} is not legal: {who} rolled {die}; legal moves: {legal}"

    def is_terminal(self, state: State) -> bool:
        return state[3] >= 0

    def utility(self, state: State, player: int) -> float:
        winner = state[3]
        if winner < 0:
            return 0
        return 1 if winner == player else -1

    def chance_probabilities(self, state: State) -> tuple[float, ...]:
        return SIXTHS

    def key(self, state: State) -> State:
        return state

    def max_plies(self, state: State) -> int:
        # Each move shortens its cube's path by one or two (row + column) steps or captures, so the
        # player moves left are at most the sum of the row+column distances; a roll precedes each.
        cubes = state[0]
        steps = 0
        for j, sq in enumerate(cubes):
            if sq >= 0:
                r, c = divmod(sq, SIZE)
                steps += (8 - r - c) if j < 6 else (r + c)
        return 2 * steps + 2

    # -- the hot path ---------------------------------------------------------------------------------
    def expand(self, state: State) -> Expansion:
        # Precomputed tables (TARGETS, MOVABLE) and no checks. Not cached: measured, a cache of
        # expansions costs more in look-ups and garbage collection than it saves.
        cubes, side, die, winner = state
        if winner >= 0:
            return (1 if winner == RED else -1), side, (), None
        if die == 0:
            rolls = ((1, (cubes, side, 1, -1)), (2, (cubes, side, 2, -1)), (3, (cubes, side, 3, -1)),
                     (4, (cubes, side, 4, -1)), (5, (cubes, side, 5, -1)), (6, (cubes, side, 6, -1)))
            return None, CHANCE, rolls, SIXTHS
        off = 6 * side
        mask = ((cubes[off] >= 0) | (cubes[off + 1] >= 0) << 1 | (cubes[off + 2] >= 0) << 2
                | (cubes[off + 3] >= 0) << 3 | (cubes[off + 4] >= 0) << 4 | (cubes[off + 5] >= 0) << 5)
        targets = TARGETS[side]
        goal = GOAL[side]
        opp = 6 - off
        other = 1 - side
        children = []
        for j in MOVABLE[mask][die - 1]:
            i = off + j
            frm = cubes[i]
            base = MOVE_BASE * (frm + 1)
            for to in targets[frm]:
                c = list(cubes)
                c[i] = to
                won = to == goal
                if to in cubes:  # a capture, of either side's cube
                    k = cubes.index(to)
                    c[k] = -1
                    if opp <= k < opp + 6 and not won:
                        won = max(c[opp:opp + 6]) < 0
                children.append((base + to, (tuple(c), other, 0, side if won else -1)))
        return None, side, tuple(children), None

    # -- queries for the GUI and the rules tests ------------------------------------------------------
    def movable_cubes(self, state: State, face: int | None = None) -> tuple[int, ...]:
        """Numbers (1-6) of the side to move's cubes that may move for ``face`` (default: the roll)."""
        cubes, side, die, _ = state
        face = face if face is not None else die
        if not 1 <= face <= 6:
            return ()
        return tuple(j + 1 for j in MOVABLE[alive_mask(cubes, side)][face - 1])

    def cube_at(self, state: State, sq: int) -> tuple[int, int] | None:
        """(owner, number) of the cube on square ``sq``, or None."""
        cubes = state[0]
        if sq not in cubes:
            return None
        k = cubes.index(sq)
        return k // 6, k % 6 + 1

    def moves_from(self, state: State, sq: int) -> tuple[int, ...]:
        """The legal moves of the cube on square ``sq`` (for highlighting targets after a click)."""
        if state[2] == 0 or state[3] >= 0:
            return ()
        return tuple(m for m in self.actions(state) if decode_move(m)[0] == sq)

    def describe_move(self, state: State, move: int) -> str:
        """A move in words for a move list: "red rolls 3", "red c5d4 (cube 3) takes blue 5, wins"."""
        cubes, side, _, _ = state
        who = PLAYER_NAMES[side]
        if 1 <= move <= 6:
            return f"{who} rolls {move}"
        child = self.result(state, move)
        frm, to = decode_move(move)
        text = f"{who} {self.format_move(move)} (cube {cubes.index(frm) % 6 + 1})"
        taken = self.cube_at(state, to)
        if taken is not None:
            owner, number = taken
            text += f" takes {'its own' if owner == side else PLAYER_NAMES[owner]} {number}"
        if child[3] >= 0:
            text += ", wins"
        return text

    def winner(self, state: State) -> int | None:
        return state[3] if state[3] >= 0 else None

    # -- notation -------------------------------------------------------------------------------------
    def format_move(self, move: int) -> str:
        if 1 <= move <= 6:
            return str(move)
        frm, to = decode_move(move)
        if not (0 <= frm < 25 and 0 <= to < 25):
            return str(move)
        return square_name(frm) + square_name(to)

    def outcome_phrase(self, move: int, probability: float | None = None) -> Phrase:
        """A roll of the die: "roll 3 (1/6)"."""
        face = self.format_move(move)
        if probability is None:
            return Phrase("Outcome", QT_TRANSLATE_NOOP("Outcome", "roll {0}"), face)
        return Phrase("Outcome", QT_TRANSLATE_NOOP("Outcome", "roll {0} ({1})"), face, format_probability(probability))

    def parse_move(self, text: str, state: State | None = None) -> int:
        token = text.strip().lower()
        if len(token) == 1 and token in "123456":
            return int(token)
        m = re.fullmatch(r"([a-e][1-5])-?([a-e][1-5])", token)
        if m is None:
            raise NotationError(f"malformed move {text.strip()!r}: expected a die roll 1-6 or a move like b4c3")
        return encode_move(parse_square(m.group(1)), parse_square(m.group(2)))

    def parse_moves(self, text: str) -> list[int]:
        """Rolls and moves separated by spaces or commas: ``3 b4c3 5 d2c1``."""
        return [self.parse_move(tok) for tok in text.replace(",", " ").split()]

    def format_moves(self, moves: Sequence[int]) -> str:
        return " ".join(self.format_move(m) for m in moves)

    def format_position(self, state: State) -> str:
        cubes, side, die, _ = state
        board = [["."] * SIZE for _ in range(SIZE)]
        for k, sq in enumerate(cubes):
            if sq >= 0:
                board[sq // SIZE][sq % SIZE] = f"{PLAYER_LETTERS[k // 6]}{k % 6 + 1}"
        text = "/".join("".join(row) for row in board) + " " + PLAYER_LETTERS[side]
        return text + (f" {die}" if die else "")

    def parse_position(self, text: str) -> State:
        """Parse ``BOARD SIDE [DIE]``; ``NotationError`` names the reason and the character position."""
        def error(pos: int, msg: str) -> NotationError:
            return NotationError(f"EinStein position, at character {pos + 1}: {msg}")

        n = len(text)
        pos = 0
        while pos < n and text[pos].isspace():
            pos += 1
        if pos == n:
            raise NotationError("EinStein position: empty text (expected e.g. 'r1r2r3../r4r5.../r6...b6/...b5b4/"
                                "..b3b2b1 r')")
        cubes = [-1] * 12
        row = col = 0
        while pos < n and not text[pos].isspace():
            ch = text[pos]
            if ch == "/":
                if col != SIZE:
                    raise error(pos, f"rank {SIZE - row} has {col} squares, expected {SIZE}")
                row += 1
                col = 0
                if row >= SIZE:
                    raise error(pos, f"more than {SIZE} ranks")
                pos += 1
                continue
            if col >= SIZE:
                raise error(pos, f"rank {SIZE - row} has more than {SIZE} squares (missing '/'?)")
            if ch == ".":
                col += 1
                pos += 1
            elif ch in "12345":
                col += int(ch)
                if col > SIZE:
                    raise error(pos, f"rank {SIZE - row} has more than {SIZE} squares")
                pos += 1
            elif ch.lower() in PLAYER_LETTERS:
                owner = PLAYER_LETTERS.index(ch.lower())
                if pos + 1 >= n or text[pos + 1] not in "123456":
                    raise error(pos + 1, f"{ch!r} must be followed by a cube number 1-6")
                k = 6 * owner + int(text[pos + 1]) - 1
                if cubes[k] >= 0:
                    raise error(pos, f"{PLAYER_NAMES[owner]} cube {k % 6 + 1} appears twice")
                cubes[k] = row * SIZE + col
                col += 1
                pos += 2
            else:
                raise error(pos, f"unexpected {ch!r} (a square is '.', r1-r6 or b1-b6; ranks are separated by '/')")
        if row != SIZE - 1 or col != SIZE:
            raise error(pos, f"the board needs {SIZE} ranks of {SIZE} squares (rank 5 first, separated by '/')")
        rest = text[pos:].split()
        if not rest:
            raise error(pos, "the side to move is missing: add 'r' (red) or 'b' (blue)")
        side_pos = text.index(rest[0], pos)
        side_text = rest[0].lower()
        if side_text in ("r", "red"):
            side = RED
        elif side_text in ("b", "blue"):
            side = BLUE
        else:
            raise error(side_pos, f"the side to move must be 'r' or 'b', got {rest[0]!r}")
        die = 0
        if len(rest) >= 2:
            die_pos = text.index(rest[1], side_pos + len(rest[0]))
            if rest[1] == "-":
                die = 0
            elif len(rest[1]) == 1 and rest[1] in "123456":
                die = int(rest[1])
            else:
                raise error(die_pos, f"the die must be 1-6 (or '-' when not yet rolled), got {rest[1]!r}")
        if len(rest) >= 3:
            raise error(text.index(rest[2], side_pos + len(rest[0])), f"unexpected {rest[2]!r} after the position")
        if not any(sq >= 0 for sq in cubes):
            raise NotationError("EinStein position: the board has no cubes")
        winner = _winner(cubes)
        if winner >= 0 and die:
            raise NotationError(f"EinStein position: {PLAYER_NAMES[winner]} has already won, so no die is rolled")
        return (tuple(cubes), side, die, winner)

    def position_from_rows(self, rows: Sequence[str], to_move: int) -> str:
        """The board as ``board_rows`` writes it (two characters a square: ``R3``, ``B5`` or ``..``) and the
        side to move, with the die not yet rolled; a rolled die is added after it as `` DIE``, the way
        this notation ends. Squares that are no cube are passed on for ``parse_position`` to name."""
        ranks = ["".join("." if row[i:i + 2] == ".." else row[i:i + 2].lower() for i in range(0, len(row), 2))
                 for row in rows]
        return "/".join(ranks) + " " + PLAYER_LETTERS[1 if to_move == BLUE else RED]

    def board_rows(self, state: State) -> tuple[str, ...]:
        """Rank 5 (red's corner row) first, file a to e; two characters per cell, because a cube has an
        owner and a number: ``R3`` red's cube 3, ``B5`` blue's cube 5, ``..`` an empty square. So a
        row is ten characters, and ``row[2 * file]`` is the owner's symbol (``R``/``B``) or ``.``."""
        grid = [[".."] * SIZE for _ in range(SIZE)]
        for k, sq in enumerate(state[0]):
            if sq >= 0:
                grid[sq // SIZE][sq % SIZE] = f"{self.symbols[k // 6]}{k % 6 + 1}"
        return tuple("".join(row) for row in grid)

    def render(self, state: State) -> str:
        cubes, side, die, winner = state
        grid = [[" ." for _ in range(SIZE)] for _ in range(SIZE)]
        for k, sq in enumerate(cubes):
            if sq >= 0:
                grid[sq // SIZE][sq % SIZE] = f"{'RB'[k // 6]}{k % 6 + 1}"
        lines = [f" {SIZE - r} " + " ".join(grid[r]) for r in range(SIZE)]
        lines.append("    " + "  ".join(FILES))
        if winner >= 0:
            lines.append(f" {PLAYER_NAMES[winner]} has won")
        elif die:
            movable = ", ".join(map(str, self.movable_cubes(state)))
            lines.append(f" {PLAYER_NAMES[side]} rolled {die}: may move cube {movable}")
        else:
            lines.append(f" {PLAYER_NAMES[side]} to roll")
        lines.append(f" position: {self.format_position(state)}")
        return "\n".join(lines)

    def player_name(self, player: int) -> str:
        return PLAYER_NAMES[player] if player in (0, 1) else CHANCE_NAME


# -- evaluation functions ---------------------------------------------------------------------------
def _side_tables(values: Sequence[float]) -> tuple[tuple[float, ...], ...]:
    """Per side, a 26-entry table: the value of a cube on each square; entry 25 (index -1, a captured
    cube) is 0."""
    return tuple((*(values[distance(side, sq)] for sq in range(25)), 0.0) for side in (RED, BLUE))


EVAL_CACHE_LIMIT = 50_000


class _CubesEvaluation(Evaluation):
    """An evaluation of the cubes alone (not the die nor the side to move), memoised: the six outcomes
    of a roll at the search horizon share one board, so five evaluations in six are look-ups."""

    def _prepare(self) -> None:
        self._memo: dict[tuple[int, ...], float] = {}
        self._prepare_tables()

    def _prepare_tables(self) -> None:
        raise NotImplementedError

    def red_value(self, cubes: tuple[int, ...]) -> float:
        """The value for red (player 0)."""
        raise NotImplementedError

    def score(self, state: State, player: int) -> float:
        cubes = state[0]
        v = self._memo.get(cubes)
        if v is None:
            v = self.red_value(cubes)
            if len(self._memo) >= EVAL_CACHE_LIMIT:
                self._memo.clear()
            self._memo[cubes] = v
        return v if player == RED else -v

    def side_value(self, cubes: Sequence[int], side: int) -> float:
        raise NotImplementedError

    def terms(self, state: State, player: int) -> dict[str, float]:
        cubes = state[0]
        return {"my cubes": self.side_value(cubes, player), "their cubes": -self.side_value(cubes, 1 - player)}


def _mask(cubes: Sequence[int], off: int) -> int:
    return ((cubes[off] >= 0) | (cubes[off + 1] >= 0) << 1 | (cubes[off + 2] >= 0) << 2
            | (cubes[off + 3] >= 0) << 3 | (cubes[off + 4] >= 0) << 4 | (cubes[off + 5] >= 0) << 5)


class Race(_CubesEvaluation):
    """Distance to the goal, weighted by how likely each cube is to be rolled."""

    name = "race"
    description = (
        "For each side, the sum over its cubes of (faces that move the cube) × weight × (5 − distance)^power, "
        "where distance is the number of steps to the opponent's corner and a cube covering k of the six die "
        "faces moves with probability k/6; the player's sum minus the opponent's. Likely-to-move cubes close "
        "to the goal count most."
    )
    params = (
        Param("weight", 1, 0, 1000, "scale of the whole evaluation"),
        Param("power", 2, 0, 4, "how sharply nearer cubes count more (0: every cube alike)"),
    )

    def _prepare_tables(self) -> None:
        w, power = self.weights["weight"], self.weights["power"]
        values = [w * (5 - d) ** power for d in range(5)]
        self._tables = _side_tables(values)
        # The largest possible side total (every covered face on a cube one step from the goal);
        # a win must outweigh it, and Star1/Star2 use ±win_score as the bounds of every value.
        self.win_score = float(int(MAX_FACE_SUM * values[1]) + 1)

    def side_value(self, cubes: Sequence[int], side: int) -> float:
        off = 6 * side
        counts = FACE_COUNTS[_mask(cubes, off)]
        t = self._tables[side]
        return (counts[0] * t[cubes[off]] + counts[1] * t[cubes[off + 1]] + counts[2] * t[cubes[off + 2]]
                + counts[3] * t[cubes[off + 3]] + counts[4] * t[cubes[off + 4]] + counts[5] * t[cubes[off + 5]])

    def red_value(self, cubes: tuple[int, ...]) -> float:
        return self.side_value(cubes, RED) - self.side_value(cubes, BLUE)


class Material(_CubesEvaluation):
    """Cubes on the board, plus how far they have advanced."""

    name = "material"
    description = (
        "cube × (the player's cubes − the opponent's) + advance × (the steps the player's cubes have made "
        "towards the opponent's corner − the opponent's). A negative cube weight prefers fewer cubes (each "
        "remaining cube is then moved more often)."
    )
    params = (
        Param("cube", 2, -1000, 1000, "each cube on the board"),
        Param("advance", 4, -1000, 1000, "each step a cube has made towards the goal"),
    )

    def _prepare_tables(self) -> None:
        cube, advance = self.weights["cube"], self.weights["advance"]
        # A cube on the board is worth ``cube`` plus ``advance`` per step made (4 - distance).
        self._tables = _side_tables([cube + advance * (4 - d) for d in range(5)])
        # The largest |score| over the cube counts (1-6 each, for a non-terminal position) and the
        # steps made (0-3 per cube): a win must outweigh it; Star1/Star2 use ±win_score as bounds.
        largest = max(abs(cube * (mine - theirs) + advance * steps)
                      for mine in range(1, 7) for theirs in range(1, 7)
                      for steps in (3 * mine, -3 * theirs))
        self.win_score = float(int(largest) + 1)

    def side_value(self, cubes: Sequence[int], side: int) -> float:
        t = self._tables[side]
        return sum(t[sq] for sq in cubes[6 * side:6 * side + 6])

    def red_value(self, cubes: tuple[int, ...]) -> float:
        red, blue = self._tables
        return (red[cubes[0]] + red[cubes[1]] + red[cubes[2]] + red[cubes[3]] + red[cubes[4]] + red[cubes[5]]
                - blue[cubes[6]] - blue[cubes[7]] - blue[cubes[8]] - blue[cubes[9]] - blue[cubes[10]] - blue[cubes[11]])


EVALUATIONS: dict[str, type[Evaluation]] = {Race.name: Race, Material.name: Material}
GAME = GameInfo(EinStein.name, EinStein.title, EinStein, EVALUATIONS, default_evaluation=Race.name,
                default_depth=3, max_depth=12,
                help_title=QT_TRANSLATE_NOOP("HelpPages", "Rules of EinStein würfelt nicht! (the dice game)"))
