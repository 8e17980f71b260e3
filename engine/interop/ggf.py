"""Othello games in GGF (the Generic Game Format the NBoard protocol sends with ``set game``).

A game is ``(;GM[Othello]PC[...]...TY[8]BO[8 <64 squares> <side to move>]B[d3]W[c5]...;)``: tags ``NAME[value]``.
``BO`` is the start position: the board size, the squares row by row from a1 to h8 (``-`` empty, ``*`` black,
``O`` white) and who moves (``*`` black, ``O`` white). ``B[...]`` and ``W[...]`` are the moves in order: a
square (``d3``, ``F5``), or ``PA`` for a pass, optionally followed by ``/eval/time``. Only the tags this module
needs are read; the others (players, place, date, clocks, result) are skipped.
"""

from __future__ import annotations

import re

from ..errors import IllegalMoveError, NotationError
from ..games.othello import PASS_MOVE, Othello
from ..games.othello.bitboards import COLUMNS

OthelloState = tuple[int, int, int]
_TAG = re.compile(r"([A-Za-z]+)\[([^\]]*)\]")
MAX_GGF = 100_000


def parse_move(text: str) -> int:
    """A square (``F5``, ``f5``) or a pass (``PA``, ``pass``), without the ``/eval/time`` that may follow."""
    word = text.split("/", 1)[0].strip().lower()
    if word in ("pa", "pass", "ps"):
        return PASS_MOVE
    if len(word) == 2 and word[0] in COLUMNS and word[1] in "12345678":
        return 8 * (int(word[1]) - 1) + COLUMNS.index(word[0])
    raise NotationError(f"{text.strip()[:20]!r} is not a square a1-h8 or PA (pass)")


def format_move(move: int) -> str:
    return "PA" if move == PASS_MOVE else COLUMNS[move % 8] + str(move // 8 + 1)


def play(game: Othello, state: OthelloState, move: int, side: int | None = None) -> OthelloState:
    """``move`` played in ``state`` (by ``side`` when given: a side whose opponent has no move passes first)."""
    if side is not None and side != game.to_move(state):
        if game.actions(state) == (PASS_MOVE,):
            state = game.result(state, PASS_MOVE)
        else:
            raise IllegalMoveError(f"{'BW'[side]}[{format_move(move)}]: it is {'BW'[game.to_move(state)]}'s move")
    if move == PASS_MOVE and game.to_move(state) == side and game.actions(state) == ():
        return state
    return game.result(state, move)


def parse(text: str) -> OthelloState:
    """The position at the end of a GGF game (``NotationError`` / ``IllegalMoveError`` with the reason)."""
    game = Othello()
    body = text.strip()
    if len(body) > MAX_GGF:
        raise NotationError(f"a GGF game of {len(body):,} characters is too long")
    if not (body.startswith("(;") and body.endswith(";)")):
        raise NotationError("a GGF game starts with '(;' and ends with ';)'")
    tags = _TAG.findall(body[2:-2])
    leftover = _TAG.sub("", body[2:-2]).strip()
    if leftover:
        raise NotationError(f"GGF: {leftover[:30]!r} is not a tag NAME[value]")
    state: OthelloState | None = None
    for name, value in tags:
        name = name.upper()
        if name == "GM" and value.strip().lower() != "othello":
            raise NotationError(f"GGF: GM[{value}] is not Othello")
        elif name == "BO":
            state = _board(value)
        elif name in ("B", "W"):
            if state is None:
                raise NotationError("GGF: a move comes before the board (BO[...])")
            side = 0 if name == "B" else 1
            try:
                state = play(game, state, parse_move(value), side)
            except (NotationError, IllegalMoveError) as e:
                raise type(e)(f"GGF move {name}[{value}]: {e}") from None
    if state is None:
        raise NotationError("GGF: no board (BO[8 ... *])")
    return state


def _board(value: str) -> OthelloState:
    parts = value.split()
    if len(parts) != 3 or parts[0] != "8":
        raise NotationError(f"GGF board BO[{value[:40]}]: expected BO[8 <64 squares> <* or O>] (only 8 x 8)")
    squares, mover = parts[1], parts[2]
    if len(squares) != 64 or any(ch not in "-*Oo.xX" for ch in squares) or mover not in ("*", "O", "o"):
        raise NotationError(f"GGF board BO[{value[:80]}]: expected 64 squares of -, * and O, then * or O")
    black = sum(1 << i for i, ch in enumerate(squares) if ch in "*xX")
    white = sum(1 << i for i, ch in enumerate(squares) if ch in "Oo")
    return (black, white, 0 if mover == "*" else 1)


def write(state: OthelloState, place: str = "Minimax Studio") -> str:
    """A GGF game that starts at ``state`` (no moves): what ``set game`` sends to an engine."""
    black, white, mover = state
    squares = "".join("*" if black >> i & 1 else "O" if white >> i & 1 else "-" for i in range(64))
    return f"(;GM[Othello]PC[{place}]TY[8]BO[8 {squares} {'*O'[mover]}];)"
