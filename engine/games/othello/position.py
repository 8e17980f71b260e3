"""Othello positions as text: the 64-character board of Edax's ``.obf`` files and the side to move.

``O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X``: the squares a1, b1, ... h1, a2,
... h8 (row by row from the top-left), ``X`` black, ``O`` white, ``-`` empty, then the player to move.
Reading also takes ``*`` for black and ``.`` for empty, lower case, ``/`` between rows and no space before
the side (some tools write it so).

A board no game can reach is refused with the reason, as far as that is cheap to decide:

* the four centre squares are never emptied (so there are at least four discs);
* every disc is played next to one already on the board, so all discs hang together round the centre;
* a game of few moves is checked against every game of that length: with at most ``EXACT_DISCS`` discs
  (six moves) the positions a game reaches are listed once (7,092 boards after six moves, a fraction of
  a second) and the position must be one of them, side to move included. With four discs only the start
  is left, X to move;
* the side to move follows from the disc count while no pass can have happened: every move adds one
  disc, X moves first, so with an even number of discs X is to move, unless a player passed. No game has
  a pass before ``EARLIEST_PASS_DISCS`` discs are down (listing every game of seven moves shows it), so
  below that the parity decides. From twelve discs on a pass may have changed it, and the side to move
  is refused only for the next reason;
* a player with no legal move passes, so "to move" is the side that can move whenever one can.

Beyond that, whether a position is reachable is a search over all games leading to it and is not
decided: a board that passes these checks is taken.
"""

from __future__ import annotations

from functools import cache

from ...errors import NotationError
from .bitboards import COLUMNS, START_BLACK, START_WHITE, flips, from_word, legal_moves, square_name, to_word

BLACK_CHARS = "Xx*"
WHITE_CHARS = "Oo"
EMPTY_CHARS = "-."
SIDES = {"x": 0, "b": 0, "black": 0, "o": 1, "w": 1, "white": 1}
CENTRE = tuple(8 * r + c for r in (3, 4) for c in (3, 4))  # d4, e4, d5, e5
State = tuple[int, int, int]
START_DISCS = 4
EXACT_DISCS = 10
"""Positions with at most this many discs (six moves) are checked against every game of their length."""
EARLIEST_PASS_DISCS = 12
"""The fewest discs on a board where a player has no move while the other has one (eight moves): with
fewer, nobody can have passed, and the disc count decides the side to move. ``reachable`` lists the
positions up to ``EXACT_DISCS``; the test suite lists the next move's too and finds no pass there."""


def _neighbours(square: int) -> int:
    r, c = square >> 3, square & 7
    out = 0
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and 0 <= r + dr < 8 and 0 <= c + dc < 8:
                out |= 1 << (8 * (r + dr) + c + dc)
    return out


NEIGHBOURS = tuple(_neighbours(sq) for sq in range(64))


def _squares(bits: int) -> list[str]:
    return [square_name(sq) for sq in range(64) if bits >> sq & 1]


def _listed(names: list[str], most: int = 4) -> str:
    shown = ", ".join(names[:most])
    return shown + (f" and {len(names) - most} more" if len(names) > most else "")


def board_problem(black: int, white: int) -> str | None:
    """Why no game reaches these discs (whoever is to move), or None."""
    occupied = black | white
    empty_centre = [square_name(sq) for sq in CENTRE if not occupied >> sq & 1]
    if empty_centre:
        return (f"the centre squares d4, e4, d5 and e5 are never empty in a game, and {_listed(empty_centre)} "
                f"{'is' if len(empty_centre) == 1 else 'are'}")
    # Every disc is played next to one already down: the discs form one group (touching by side or corner)
    # that holds the centre.
    reached = sum(1 << sq for sq in CENTRE)
    frontier = reached
    while frontier:
        grown = 0
        bits = frontier
        while bits:
            bit = bits & -bits
            bits ^= bit
            grown |= NEIGHBOURS[bit.bit_length() - 1]
        frontier = grown & occupied & ~reached
        reached |= frontier
    cut_off = occupied & ~reached
    if cut_off:
        names = _squares(cut_off)
        return (f"the disc{'s' if len(names) > 1 else ''} on {_listed(names)} touch{'' if len(names) > 1 else 'es'} "
                "no disc connected to the centre (every disc is played next to one already on the board)")
    return None


def children(state: State) -> list[State]:
    """The positions one action after ``state``: each move, or the pass of a player who has none while the
    other has (nothing when the game is over)."""
    # This module is not compiled while the bitboards may be: words cross over only through to_word and
    # from_word, and the bits are walked as Python ints (a compiled word with h8 set is negative).
    black, white, player = state
    mine, theirs = (black, white) if player == 0 else (white, black)
    me, opp = to_word(mine), to_word(theirs)
    moves = from_word(legal_moves(me, opp))
    if not moves:
        return [(black, white, 1 - player)] if legal_moves(opp, me) else []
    out = []
    while moves:
        bit = moves & -moves
        moves ^= bit
        turned = from_word(flips(me, opp, bit.bit_length() - 1))
        mover, other = mine | bit | turned, theirs & ~turned
        out.append((mover, other, 1) if player == 0 else (other, mover, 0))
    return out


@cache
def reachable(discs: int) -> frozenset[State]:
    """Every position a game reaches with ``discs`` discs on the board (4 to ``EXACT_DISCS``), the
    positions after a pass included: the start's, then each next move's, listed once and kept."""
    if not START_DISCS <= discs <= EXACT_DISCS:
        raise ValueError(f"positions are listed for {START_DISCS} to {EXACT_DISCS} discs, not {discs}")
    if discs == START_DISCS:
        level = {(START_BLACK, START_WHITE, 0)}
    else:
        level = {child for state in reachable(discs - 1) for child in children(state)
                 if (child[0] | child[1]).bit_count() == discs}
    passed = [child for state in level for child in children(state)
              if (child[0] | child[1]).bit_count() == discs and child not in level]
    return frozenset(level.union(passed))


def _moves_played(discs: int) -> str:
    moves = discs - START_DISCS
    return f"{moves} move{'' if moves == 1 else 's'} ({discs} discs)"


def game_length_problem(state: State) -> str | None:
    """Why no game of as few moves as ``state``'s discs say reaches it, or None (also for boards with more
    discs than the lists and the parity reach)."""
    black, white, player = state
    discs = (black | white).bit_count()
    side, other = "XO"[player], "XO"[1 - player]
    if START_DISCS <= discs <= EXACT_DISCS:  # fewer: the centre is not full (``board_problem``)
        positions = reachable(discs)
        if state in positions:
            return None
        if discs == START_DISCS:
            return "with 4 discs the only position is the start: O on d4 and e5, X on e4 and d5, X to move"
        if (black, white, 1 - player) in positions:
            return (f"after {_moves_played(discs)} {other} is to move, not {side}: nobody can have passed yet "
                    f"(the first pass of any game comes with {EARLIEST_PASS_DISCS} discs)")
        return f"no game reaches this board: it is none of the boards after {_moves_played(discs)}"
    if discs < EARLIEST_PASS_DISCS and player != discs % 2:
        return (f"after {_moves_played(discs)} {other} is to move, not {side}: nobody can have passed yet "
                f"(the first pass of any game comes with {EARLIEST_PASS_DISCS} discs)")
    return None


def position_problem(state: State) -> str | None:
    """Why no game reaches ``state`` as it stands, or None: the board (``board_problem``), a position a game
    of its length does not reach (``game_length_problem``), or a player to move who must pass while the
    other can move (the pass is part of the game: give the other side)."""
    black, white, player = state
    problem = board_problem(black, white) or game_length_problem(state)
    if problem is not None:
        return problem
    me, opp = (black, white) if player == 0 else (white, black)
    if not legal_moves(to_word(me), to_word(opp)) and legal_moves(to_word(opp), to_word(me)):
        mover, other = ("X", "O") if player == 0 else ("O", "X")
        return f"{mover} is to move but has no legal move while {other} has: {mover} passes, so give {other} to move"
    return None


def parse_board(text: str) -> tuple[int, int, str]:
    """(black, white, the rest of the text after the board) from a board's 64 cells; ``NotationError``
    naming the first character that is not a cell."""
    black = white = 0
    square = 0
    i = 0
    n = len(text)
    while i < n and text[i].isspace():
        i += 1
    start = i
    while square < 64 and i < n:
        ch = text[i]
        if ch == "/" and square % 8 == 0 and square:
            i += 1
            continue
        if ch in BLACK_CHARS:
            black |= 1 << square
        elif ch in WHITE_CHARS:
            white |= 1 << square
        elif ch not in EMPTY_CHARS:
            where = f"square {COLUMNS[square & 7]}{(square >> 3) + 1}"
            if ch.isspace():
                raise NotationError(f"Othello position: the board has {square} squares, expected 64 (X, O or - "
                                    "for each square a1 to h8, row by row)")
            raise NotationError(f"Othello position, character {i - start + 1} ({where}): {ch!r} is not X, O or - "
                                "(black, white, empty)")
        square += 1
        i += 1
    if square < 64:
        raise NotationError(f"Othello position: the board has {square} squares, expected 64 (X, O or - for each "
                            "square a1 to h8, row by row)")
    return black, white, text[i:]


def parse_position(text: str) -> State:
    """A state from ``BOARD SIDE``; ``NotationError`` with the reason for text that is not one, or for a
    position no game reaches."""
    if not text.strip():
        raise NotationError("Othello position: empty text (expected 64 squares X/O/- from a1 to h8, then the "
                            "side to move, X or O)")
    black, white, rest = parse_board(text)
    words = rest.split()
    if not words:
        raise NotationError("Othello position: the side to move is missing after the 64 squares: add X or O")
    side = SIDES.get(words[0].lower())
    if side is None:
        raise NotationError(f"Othello position: the side to move must be X or O, got {words[0][:20]!r}")
    if len(words) > 1:
        raise NotationError(f"Othello position: unexpected {words[1][:20]!r} after the side to move")
    state = (black, white, side)
    problem = position_problem(state)
    if problem is not None:
        raise NotationError(f"impossible Othello position: {problem}")
    return state


def format_position(state: State) -> str:
    """``BOARD SIDE``; a player who must pass is written as passed (the side that moves next), as the
    notation has no pending pass."""
    black, white, player = state
    me, opp = (black, white) if player == 0 else (white, black)
    if not legal_moves(to_word(me), to_word(opp)) and legal_moves(to_word(opp), to_word(me)):
        player = 1 - player
    board = "".join("X" if black >> sq & 1 else ("O" if white >> sq & 1 else "-") for sq in range(64))
    return f"{board} {'XO'[player]}"

