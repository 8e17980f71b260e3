"""Othello on the standard 8×8 board.

Rules: the board starts with white (O) on d4 and e5 and black (X) on d5 and e4; black moves first. A
move places a disc that outflanks one or more of the opponent's discs — a straight line (row, column
or diagonal) of them ending in one of the mover's own discs — and turns every outflanked disc over. A
player with no legal move passes; when neither can move the game ends, and more discs wins.

Notation: columns ``a``-``h`` from the left, rows ``1``-``8`` from the top; a move is its square
(``f5``), a game is its moves written together (``f5d6c3d3c4``; spaces and commas are allowed too).
Passes are not written: when the player to move has no move, the side simply changes. A pass is
the move ``PASS`` (written ``pass`` in a principal variation or a tree). Square ``8 × row + column``
(both from 0) is the move number: ``a1`` = 0, ``h1`` = 7, ``h8`` = 63.

``actions`` lists the legal squares in increasing order (row by row from a1 to h8), or ``(PASS,)``.
A state is ``(black, white, to_move)``: two 64-bit bitboards (see ``bitboards``) and 0 for X (black)
or 1 for O (white). The utility of a finished game is +1/0/−1 by disc count; the game scored by its
final disc difference instead (``margin_game()``) gives every value as discs, empties to the winner.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, overload

from ...errors import IllegalMoveError, NotationError
from ...evaluation import Evaluation
from ...game import CHANCE_NAME, Expansion, Game, StaticOrder
from ...i18n import QT_TRANSLATE_NOOP
from ...solving import PositionSolver, SolveRequest, SolverFactory
from ..info import GameInfo
from . import position
from .bitboards import (
    ALL_SQUARES,
    COLUMNS,
    ONE,
    START_BLACK,
    START_WHITE,
    Word,
    bit_length,
    flips,
    from_word,
    legal_moves,
    popcount,
    square_name,
    to_word,
)
from .evaluations import (
    DEFAULT_EVALUATION,
    EVALUATIONS,
    Combined,
    Corners,
    Discs,
    Mobility,
    Parity,
    Patterns,
    Positional,
    Stability,
)
from .order import othello_order
from .solve_root import RootSolve
from .solver import final_score

OthelloState = tuple[int, int, int]
ENDGAME_EMPTIES = 14
"""A computer player solves the game exactly from this many empty squares on (a second or two at most)."""
PASS_MOVE = -2


class Othello(Game):
    name = "othello"
    title = QT_TRANSLATE_NOOP("Game", "Othello")  # translated where the window shows it
    move_order = "legal squares row by row from a1 (top-left) to h8; a pass when there is none"
    has_passes = True
    PASS = PASS_MOVE
    json_moves_as_text = True
    solver_for_full_depth = True
    has_margin = True
    has_position_notation = True

    # -- protocol -------------------------------------------------------------------------------
    def initial_state(self) -> OthelloState:
        return (START_BLACK, START_WHITE, 0)

    def to_move(self, state: OthelloState) -> int:
        return state[2]

    def _sides(self, state: OthelloState) -> tuple[Word, Word]:
        """The boards of the player to move and of the opponent, as words (see ``bitboards``)."""
        b, w, p = state
        return (to_word(b), to_word(w)) if p == 0 else (to_word(w), to_word(b))

    def is_terminal(self, state: OthelloState) -> bool:
        me, opp = self._sides(state)
        return not legal_moves(me, opp) and not legal_moves(opp, me)

    def utility(self, state: OthelloState, player: int) -> float:
        b, w, _ = state
        diff = b.bit_count() - w.bit_count()
        if player == 1:
            diff = -diff
        return (diff > 0) - (diff < 0)

    def actions(self, state: OthelloState) -> tuple[int, ...]:
        me, opp = self._sides(state)
        m = legal_moves(me, opp)
        if not m:
            return (PASS_MOVE,) if legal_moves(opp, me) else ()
        out = []
        while m:
            bit = m & -m
            m ^= bit
            out.append(bit_length(bit) - 1)
        return tuple(out)

    def result(self, state: OthelloState, move: int) -> OthelloState:
        b, w, p = state
        me, opp = self._sides(state)
        mine = legal_moves(me, opp)
        if move == PASS_MOVE:
            if mine:
                raise IllegalMoveError(f"{self.player_name(p)} cannot pass: there are legal moves")
            if not legal_moves(opp, me):
                raise IllegalMoveError("pass: the game is already over")
            return (b, w, 1 - p)
        if not isinstance(move, int) or not 0 <= move < 64:
            raise IllegalMoveError(f"square {move} does not exist (squares are a1-h8)")
        where = square_name(move)
        bit = ONE << move
        if (me | opp) & bit:
            raise IllegalMoveError(f"{where} is already taken")
        if not mine and not legal_moves(opp, me):
            raise IllegalMoveError(f"{where}: the game is already over")
        if not mine & bit:
            if not mine:
                raise IllegalMoveError(f"{where}: {self.player_name(p)} has no legal move and must pass")
            raise IllegalMoveError(f"{where} outflanks no disc of the opponent")
        f = flips(me, opp, move)
        mover, other = from_word(me | bit | f), from_word(opp & ~f)
        return (mover, other, 1) if p == 0 else (other, mover, 0)

    def expand(self, state: OthelloState) -> Expansion:
        # The hot path of every Othello search: the moves as one bitboard; the children (each with its
        # flips) are worked out only when the search looks at them, which a node at the depth cutoff never
        # does — and most nodes of a search are such leaves.
        b, w, p = state
        black, white = to_word(b), to_word(w)
        me, opp = (black, white) if p == 0 else (white, black)
        m = legal_moves(me, opp)
        if not m:
            if legal_moves(opp, me):
                return None, p, ((PASS_MOVE, (b, w, 1 - p)),), None
            return self._final(black, white), p, (), None
        return None, p, LazyChildren(me, opp, p, m), None

    def _final(self, black: Word, white: Word) -> float:
        """The utility of a finished game for player 0 (X)."""
        d = popcount(black) - popcount(white)
        return (d > 0) - (d < 0)

    def key(self, state: OthelloState) -> int:
        return state[0] | state[1] << 64 | state[2] << 128

    def max_plies(self, state: OthelloState) -> int:
        # every pass is followed by a disc, so at most two plies per empty square
        return 2 * popcount(~(to_word(state[0]) | to_word(state[1])) & ALL_SQUARES)

    def winner(self, state: OthelloState) -> int | None:
        if not self.is_terminal(state):
            return None
        d = self._final(to_word(state[0]), to_word(state[1]))
        return 0 if d > 0 else (1 if d < 0 else None)

    # -- helpers for drawing and for the user ----------------------------------------------------------
    def disc_counts(self, state: OthelloState) -> tuple[int, int]:
        return state[0].bit_count(), state[1].bit_count()

    def flipped(self, before: OthelloState, after: OthelloState) -> int:
        """The squares whose disc changed colour between two positions (as a bitboard)."""
        return (before[0] & after[1]) | (before[1] & after[0])

    def legal_bitboard(self, state: OthelloState) -> int:
        me, opp = self._sides(state)
        return from_word(legal_moves(me, opp))

    # -- notation -------------------------------------------------------------------------------
    def format_move(self, move: int) -> str:
        if move == PASS_MOVE:
            return "pass"
        if isinstance(move, int) and 0 <= move < 64:
            return square_name(move)
        return str(move)

    def parse_move(self, text: str, state: Any = None) -> int:
        moves = self.parse_moves(text)
        if len(moves) != 1:
            raise NotationError(f"malformed move {text!r}: expected one square a1-h8 (or pass)")
        return moves[0]

    def parse_moves(self, text: str) -> list[int]:
        raw = text.strip().lower()
        moves: list[int] = []
        i = 0
        while i < len(raw):
            ch = raw[i]
            if ch in " ,\t":
                i += 1
                continue
            if raw.startswith("pass", i):
                moves.append(PASS_MOVE)
                i += 4
                continue
            if ch in COLUMNS and i + 1 < len(raw) and raw[i + 1] in "12345678":
                moves.append(8 * (int(raw[i + 1]) - 1) + COLUMNS.index(ch))
                i += 2
                continue
            raise NotationError(f"malformed Othello moves {text.strip()!r}: {text.strip()[i:i + 2]!r} at character "
                                f"{i + 1} is not a square a1-h8 (columns a-h, rows 1-8 from the top)")
        return moves

    def format_moves(self, moves: Sequence[int]) -> str:
        return "".join(square_name(m) for m in moves if m != PASS_MOVE)

    def parse_position(self, text: str) -> OthelloState:
        """64 squares ``X``/``O``/``-`` from a1 to h8 and the side to move, as Edax's ``.obf`` files write
        them (``position``); a position no game reaches is refused with the reason."""
        return position.parse_position(text)

    def format_position(self, state: OthelloState) -> str:
        return position.format_position(state)

    def position_problem(self, state: OthelloState) -> str | None:
        return position.position_problem(state)

    def position_from_rows(self, rows: Sequence[str], to_move: int) -> str:
        return "".join(row.replace(".", "-") for row in rows) + " " + "XO"[to_move]

    def board_rows(self, state: OthelloState) -> tuple[str, ...]:
        b, w, _ = state
        return tuple("".join("X" if b >> (8 * r + c) & 1 else ("O" if w >> (8 * r + c) & 1 else ".")
                             for c in range(8)) for r in range(8))

    def render(self, state: OthelloState) -> str:
        legal = self.legal_bitboard(state)
        lines = ["   a b c d e f g h"]
        for r, row in enumerate(self.board_rows(state)):
            cells = [ch if ch != "." else ("*" if legal >> (8 * r + c) & 1 else ".") for c, ch in enumerate(row)]
            lines.append(f" {r + 1} " + " ".join(cells))
        x, o = self.disc_counts(state)
        lines.append(f"   X {x}  O {o}   (* legal move)")
        return "\n".join(lines)

    def player_name(self, player: int) -> str:
        return ("X", "O")[player] if player in (0, 1) else CHANCE_NAME

    # -- abilities ----------------------------------------------------------------------------------
    def static_order(self) -> StaticOrder:
        return othello_order

    def root_solver(self) -> SolverFactory:
        return self.solve_position

    def solve_position(self, state: OthelloState, request: SolveRequest) -> PositionSolver:
        """The endgame solver set up for ``state`` (``root_solver``)."""
        return RootSolve(self, state, request)

    def margin_game(self) -> Game:
        return OthelloDiscs()

    def solves_endgame(self, state: OthelloState) -> bool:
        return popcount(~(to_word(state[0]) | to_word(state[1])) & ALL_SQUARES) <= ENDGAME_EMPTIES


class LazyChildren(Sequence[tuple[int, OthelloState]]):
    """The children of a position, computed on first use (their count is known at once: the moves)."""

    __slots__ = ("_items", "_me", "_moves", "_n", "_opp", "_player")

    def __init__(self, me: Word, opp: Word, player: int, moves: Word) -> None:
        self._me = me
        self._opp = opp
        self._player = player
        self._moves = moves
        self._n = popcount(moves)
        self._items: list[tuple[int, OthelloState]] | None = None

    def _list(self) -> list[tuple[int, OthelloState]]:
        items = self._items
        if items is None:
            me, opp, m = self._me, self._opp, self._moves
            black = self._player == 0
            q = 1 - self._player
            items = []
            while m:
                bit = m & -m
                m ^= bit
                sq = bit_length(bit) - 1
                f = flips(me, opp, sq)
                np, no = from_word(me | bit | f), from_word(opp & ~f)
                items.append((sq, (np, no, q) if black else (no, np, q)))
            self._items = items
        return items

    def __len__(self) -> int:
        return self._n

    def __iter__(self) -> Iterator[tuple[int, OthelloState]]:
        return iter(self._list())

    @overload
    def __getitem__(self, i: int) -> tuple[int, OthelloState]: ...

    @overload
    def __getitem__(self, i: slice) -> list[tuple[int, OthelloState]]: ...

    def __getitem__(self, i: int | slice) -> tuple[int, OthelloState] | list[tuple[int, OthelloState]]:
        return self._list()[i]

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, Sequence) else NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self._list()))

    def __repr__(self) -> str:
        return repr(tuple(self._list()))


class OthelloDiscs(Othello):
    """Othello scored by the final disc difference (the empty squares go to the winner) rather than
    win/draw/loss: what an exact solve reports as "wins by 10"."""

    scales_utility = False

    def utility(self, state: OthelloState, player: int) -> float:
        b, w, _ = state
        s: int = final_score(to_word(b), to_word(w))
        return s if player == 0 else -s

    def _final(self, black: Word, white: Word) -> float:
        s: int = final_score(black, white)
        return s

    def margin_game(self) -> Game:
        return self


GAME = GameInfo(Othello.name, Othello.title, Othello, EVALUATIONS, default_evaluation=DEFAULT_EVALUATION,
                default_depth=4, max_depth=60,
                help_title=QT_TRANSLATE_NOOP("HelpPages", "Rules of Othello"))

COMPILED = (
    "engine.games.othello.bitboards",
    "engine.games.othello.solver",
    "engine.games.othello.patterns",
    "engine.games.othello.evaluations",
    "engine.games.othello.order",
    "engine.games.othello",
)
"""The modules of this game worth compiling (``engine.native`` reads this from the source)."""

__all__ = ["EVALUATIONS", "PASS_MOVE", "Combined", "Corners",
           "Discs", "Evaluation", "Mobility", "Othello", "OthelloDiscs", "Parity", "Patterns", "Positional",
           "Stability"]
