"""Tic-tac-toe. Cells are numbered 1-9 row-major from the top-left; X (player 0) moves first.

A game is written as the sequence of moves so far (``519``: X in the centre, O top-left, X
bottom-right); a position as its 9 cells row by row, ``X``, ``O`` or ``.`` (``O...X...X``, ``/`` or
spaces between rows allowed), the player to move following from the counts (X moves first).
``actions`` lists the empty cells in increasing order (row-major).

A state is one ``int``: bits 0-8 hold X's cells, bits 9-17 O's. The game caches each state's
expansion (there are only 5,478 legal positions), so after the first search every node costs one
dict look-up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from mypy_extensions import mypyc_attr

from ...errors import IllegalMoveError, NotationError
from ...evaluation import Evaluation, Param
from ...game import Children, Expansion, ForcedMoves, Game, State, StaticOrder
from ...i18n import QT_TRANSLATE_NOOP
from ..info import GameInfo

LINES: Final = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)
LINE_MASKS: Final = tuple(sum(1 << c for c in line) for line in LINES)
FULL: Final = 0x1FF
# WINS[bits] is True when a 9-bit mask of one player's cells contains a line.
WINS: Final = tuple(any(bits & m == m for m in LINE_MASKS) for bits in range(512))


def _cells(bits: int) -> list[int]:
    return [c for c in range(9) if bits >> c & 1]


def _completions() -> tuple[int, ...]:
    """For each 9-bit set of one side's marks: the cells that would complete one of its lines."""
    out = []
    for bits in range(512):
        cells = 0
        for m in LINE_MASKS:
            if (bits & m).bit_count() == 2:
                cells |= m & ~bits
        out.append(cells)
    return tuple(out)


COMPLETIONS: Final = _completions()
# The static order: centre, then corners, then edges (the cells that lie on most lines first).
_RANK = {5: 0, 1: 1, 3: 1, 7: 1, 9: 1, 2: 2, 4: 2, 6: 2, 8: 2}


def _rank(mc: tuple[int, State]) -> int:
    return _RANK[mc[0]]


def tictactoe_order(state: int, children: Children) -> tuple[list[tuple[int, State]], int]:
    """Immediate wins, then blocks, then centre, corners, edges."""
    x, o = state & 0x1FF, state >> 9
    mine, theirs = (x, o) if x.bit_count() == o.bit_count() else (o, x)
    empty = ~(x | o)
    wins = COMPLETIONS[mine] & empty
    blocks = COMPLETIONS[theirs] & empty
    if not wins and not blocks:
        return sorted(children, key=_rank), 0
    urgent = [mc for mc in children if wins >> (mc[0] - 1) & 1]
    urgent += [mc for mc in children if blocks >> (mc[0] - 1) & 1 and not wins >> (mc[0] - 1) & 1]
    rest = sorted((mc for mc in children if not (wins | blocks) >> (mc[0] - 1) & 1), key=_rank)
    return urgent + rest, len(urgent)


def tictactoe_forced(state: int, children: Children) -> list[tuple[int, State]] | None:
    """The winning moves, else the blocks; None in a quiet position."""
    x, o = state & 0x1FF, state >> 9
    mine, theirs = (x, o) if x.bit_count() == o.bit_count() else (o, x)
    empty = ~(x | o)
    cells = COMPLETIONS[mine] & empty or COMPLETIONS[theirs] & empty
    if not cells:
        return None
    return [mc for mc in children if cells >> (mc[0] - 1) & 1]


@mypyc_attr(allow_interpreted_subclasses=True)
class TicTacToe(Game):
    name = "tictactoe"
    title = QT_TRANSLATE_NOOP("Game", "Tic-tac-toe")  # translated where the window shows it
    has_position_notation = True
    move_order = "empty cells in increasing order, 1-9 row-major from the top-left"

    def __init__(self) -> None:
        # A state is an 18-bit number, so the cache of expansions is a list indexed by it (a list
        # look-up is cheaper than hashing into a dict; 2^18 slots are 2 MB).
        self._expansions: list[Any] = [None] * (1 << 18)  # Expansion or None (see ``expand``)

    # -- state helpers --------------------------------------------------------------------------
    @staticmethod
    def split(state: int) -> tuple[int, int]:
        return state & FULL, state >> 9

    def winner(self, state: int) -> int | None:
        x, o = self.split(state)
        if WINS[x]:
            return 0
        if WINS[o]:
            return 1
        return None

    def winning_line(self, state: int) -> tuple[int, ...] | None:
        """The cells (1-9) of a completed line, for highlighting."""
        x, o = self.split(state)
        for bits in (x, o):
            for line, mask in zip(LINES, LINE_MASKS):
                if bits & mask == mask:
                    return tuple(c + 1 for c in line)
        return None

    # -- protocol -------------------------------------------------------------------------------
    def initial_state(self) -> int:
        return 0

    def to_move(self, state: int) -> int:
        x, o = self.split(state)
        return 0 if x.bit_count() == o.bit_count() else 1

    def is_terminal(self, state: int) -> bool:
        x, o = self.split(state)
        return WINS[x] or WINS[o] or (x | o) == FULL

    def utility(self, state: int, player: int) -> float:
        w = self.winner(state)
        if w is None:
            return 0
        return 1 if w == player else -1

    def actions(self, state: int) -> tuple[int, ...]:
        if self.is_terminal(state):
            return ()
        x, o = self.split(state)
        occupied = x | o
        return tuple(c + 1 for c in range(9) if not occupied >> c & 1)

    def result(self, state: int, move: int) -> int:
        if not isinstance(move, int) or not 1 <= move <= 9:
            raise IllegalMoveError(f"cell {move} does not exist (cells are 1-9)")
        x, o = self.split(state)
        bit = 1 << (move - 1)
        if (x | o) & bit:
            raise IllegalMoveError(f"cell {move} is already taken")
        if self.is_terminal(state):
            raise IllegalMoveError(f"cell {move}: the game is already over")
        shift = 0 if x.bit_count() == o.bit_count() else 9
        return state | bit << shift

    def expand(self, state: int) -> Any:
        # (Expansions typed loosely on purpose: compiled, a tuple typed as such is unpacked into C values
        # and built anew wherever it is handed on; this way the cached tuple is handed over as it is, as
        # in pure Python.)
        cached = self._expansions[state]
        if cached is None:
            cached = self._expansions[state] = self._expansion(state)
        return cached

    def _expansion(self, state: int) -> Expansion:
        """``Game.expand`` worked out on the bits (the same answer; the cache is filled in the first
        search, so this is most of a cold search's time)."""
        x, o = state & FULL, state >> 9
        player = 0 if x.bit_count() == o.bit_count() else 1
        # (Utilities as floats, the type an expansion declares: compiled, an int there is checked
        # against float first.)
        if WINS[x]:
            return 1.0, player, (), None
        if WINS[o]:
            return -1.0, player, (), None
        occupied = x | o
        if occupied == FULL:
            return 0.0, player, (), None
        shift = 9 * player
        children = tuple((c + 1, state | 1 << (c + shift)) for c in range(9) if not occupied >> c & 1)
        return None, player, children, None

    def max_plies(self, state: int) -> int:
        x, o = self.split(state)
        return 9 - (x | o).bit_count()

    # -- notation -------------------------------------------------------------------------------
    def parse_moves(self, text: str) -> list[int]:
        text = text.strip()
        if text and not (text.isascii() and text.isdigit()):
            bad = next(ch for ch in text if not (ch.isascii() and ch.isdigit()))
            raise NotationError(f"malformed tic-tac-toe moves {text!r}: {bad!r} is not a cell 1-9")
        moves = [int(ch) for ch in text]
        if 0 in moves:
            raise NotationError(f"malformed tic-tac-toe moves {text!r}: cells are numbered 1-9")
        return moves

    def parse_move(self, text: str, state: int | None = None) -> int:
        moves = self.parse_moves(text)
        if len(moves) != 1:
            raise NotationError(f"malformed move {text!r}: expected one cell 1-9")
        return moves[0]

    def render(self, state: int) -> str:
        x, o = self.split(state)
        rows = []
        for r in range(3):
            cells = []
            for c in range(3):
                i = 3 * r + c
                cells.append("X" if x >> i & 1 else "O" if o >> i & 1 else str(i + 1))
            rows.append(" " + " | ".join(cells))
        return "\n---+---+---\n".join(rows)

    def format_moves(self, moves: Sequence[int]) -> str:
        return "".join(str(m) for m in moves)

    def moves_to(self, state: int) -> tuple[int, ...] | None:
        """X's and O's cells taken in turn (in cell order): a position without a line is reached by any
        such order."""
        xs, os_ = (_cells(bits) for bits in self.split(state))
        if not 0 <= len(xs) - len(os_) <= 1:
            return None
        order = [c for pair in zip(xs, os_, strict=False) for c in pair] + xs[len(os_):]
        return tuple(c + 1 for c in order)

    def parse_position(self, text: str) -> int:
        """9 cells ``X``/``O``/``.`` (``-`` too) row by row from the top-left; ``/`` or spaces between rows.
        A position no game reaches is refused with the reason (``position_problem``)."""
        cells = "".join(text.replace("/", " ").split())
        if not cells:
            raise NotationError("tic-tac-toe position: empty text (expected 9 cells X, O or . row by row, e.g. X.O.X....)")
        x = o = 0
        for i, ch in enumerate(cells[:9]):
            if ch in "Xx":
                x |= 1 << i
            elif ch in "Oo":
                o |= 1 << i
            elif ch not in ".-_":
                hint = " (moves from the start go with --moves)" if ch.isdigit() else ""
                raise NotationError(f"tic-tac-toe position, cell {i + 1}: {ch!r} is not X, O or . (empty){hint}")
        if len(cells) != 9:
            raise NotationError(f"tic-tac-toe position: {len(cells)} cells, expected 9 (X, O or . row by row)")
        state = x | o << 9
        problem = self.position_problem(state)
        if problem is not None:
            raise NotationError(f"impossible tic-tac-toe position: {problem}")
        return state

    def position_from_rows(self, rows: Sequence[str], to_move: int) -> str:
        return "/".join(rows)  # (the counts decide who moves)

    def format_position(self, state: int) -> str:
        x, o = self.split(state)
        return "".join("X" if x >> c & 1 else ("O" if o >> c & 1 else ".") for c in range(9))

    def position_problem(self, state: int) -> str | None:
        """X moves first and the players take turns, so X has as many marks as O or one more; the game
        ends at the first line, so at most one player has one, made by their last mark (when they moved last)."""
        x, o = self.split(state)
        nx, no = x.bit_count(), o.bit_count()
        if x & o:
            return "a cell holds both X and O"
        if not 0 <= nx - no <= 1:
            return (f"X has {nx} mark{'s' * (nx != 1)} and O {no}: X moves first, so X has as many marks as O or "
                    "one more")
        if WINS[x] and WINS[o]:
            return "both X and O have three in a row (the game ends at the first line)"
        for name, bits, moved_last in (("X", x, nx > no), ("O", o, nx == no)):
            if not WINS[bits]:
                continue
            if not moved_last:
                return f"{name} has three in a row but the other player has moved since (the game ends at the line)"
            if all(WINS[bits & ~(1 << c)] for c in _cells(bits)):
                return f"{name} has lines that no single last mark completed (the game ends at the first line)"
        return None

    def board_rows(self, state: int) -> tuple[str, ...]:
        x, o = self.split(state)
        cells = ["X" if x >> c & 1 else ("O" if o >> c & 1 else ".") for c in range(9)]
        return tuple("".join(cells[3 * r:3 * r + 3]) for r in range(3))

    def static_order(self) -> StaticOrder:
        return tictactoe_order

    def forced_moves(self) -> ForcedMoves:
        return tictactoe_forced

    def player_name(self, player: int) -> str:
        return ("X", "O")[player]


@mypyc_attr(allow_interpreted_subclasses=True)
class OpenLines(Evaluation):
    """Lines still open for the player minus lines still open for the opponent."""

    name = "openlines"
    description = (
        "Lines (rows, columns, diagonals) the player can still complete minus those the opponent can; "
        "each line holding k of the player's marks and none of the opponent's counts weight × k^bonus."
    )
    params = (
        Param("weight", 1, 0, 100, "value of one open line"),
        Param("bonus", 0, 0, 3, "extra for lines already holding marks: a line with k marks counts k^bonus"),
    )
    def _prepare(self) -> None:
        w, b = self.weights["weight"], self.weights["bonus"]
        self.win_score = 100.0
        # value of a line holding k of one side's marks and none of the other's (0 ** 0 == 1)
        self._line_value = [w * k**b for k in range(4)]

    def score(self, state: int, player: int) -> float:
        x, o = state & FULL, state >> 9
        mine, theirs = (x, o) if player == 0 else (o, x)
        lv = self._line_value
        total = 0.0
        for m in LINE_MASKS:
            a, b = mine & m, theirs & m
            if not b:
                total += lv[a.bit_count()]
            if not a:
                total -= lv[b.bit_count()]
        return total

    def terms(self, state: int, player: int) -> dict[str, float]:
        x, o = state & FULL, state >> 9
        mine, theirs = (x, o) if player == 0 else (o, x)
        lv = self._line_value
        out = {"my open lines": 0.0, "their open lines": 0.0}
        for m in LINE_MASKS:
            a, b = mine & m, theirs & m
            if not b:
                out["my open lines"] += lv[a.bit_count()]
            if not a:
                out["their open lines"] -= lv[b.bit_count()]
        return out


EVALUATIONS: dict[str, type[Evaluation]] = {OpenLines.name: OpenLines}
GAME = GameInfo(TicTacToe.name, TicTacToe.title, TicTacToe, EVALUATIONS, default_evaluation=OpenLines.name,
                default_depth=None, max_depth=9,
                help_title=QT_TRANSLATE_NOOP("HelpPages", "Rules of tic-tac-toe"))

COMPILED = (
    "engine.games.tictactoe",
)
"""The modules of this game worth compiling (``engine.native`` reads this from the source)."""
