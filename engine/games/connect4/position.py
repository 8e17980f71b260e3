"""Connect Four positions as text: Pascal Pons's move strings, or the board's six rows.

* A move string is the columns played from the start, 1-7 (``4453``): the form of Pons's solver and his
  test sets. An empty string is the start.
* A board is its six rows from the top, seven cells each, ``X`` (moves first), ``O`` or ``.``, the rows
  separated by ``/`` or line breaks: ``......./......./......./......./...O.../..XXO..``. The player to
  move follows from the counts.

A board no game reaches is refused with the reason: a disc above an empty cell, counts that do not
alternate, both players with four in a row, a four the winner's last disc did not complete, or columns
whose discs cannot have been dropped with the players taking turns.
"""

from __future__ import annotations

from ...errors import NotationError
from .bitboards import HEIGHT, WIDTH, aligned, cell_bit

State = tuple[int, int, int]
BLACK_CHARS = "Xx"
WHITE_CHARS = "Oo"
EMPTY_CHARS = ".-_"


def parse_board(text: str) -> State:
    """A state from six rows of seven cells (top row first); ``NotationError`` for text that is not one
    (reachability is ``position_problem``'s)."""
    rows = text.replace("/", " ").split()
    if len(rows) != HEIGHT:
        raise NotationError(f"Connect Four board: {len(rows)} row{'s' * (len(rows) != 1)}, expected {HEIGHT} of "
                            f"{WIDTH} cells (X, O or .), top row first, separated by '/'")
    a = b = 0
    for i, row in enumerate(rows):
        if len(row) != WIDTH:
            raise NotationError(f"Connect Four board, row {i + 1} from the top: {len(row)} cells, expected {WIDTH}")
        r = HEIGHT - 1 - i
        for c, ch in enumerate(row):
            if ch in BLACK_CHARS:
                a |= cell_bit(c, r)
            elif ch in WHITE_CHARS:
                b |= cell_bit(c, r)
            elif ch not in EMPTY_CHARS:
                raise NotationError(f"Connect Four board, row {i + 1} from the top, column {c + 1}: {ch!r} is not "
                                    "X, O or . (empty)")
    return (a, b, (a | b).bit_count())


def format_board(state: State) -> str:
    a, b, _ = state
    return "/".join("".join("X" if a & cell_bit(c, r) else ("O" if b & cell_bit(c, r) else ".") for c in range(WIDTH))
                    for r in reversed(range(HEIGHT)))


def _stacks(a: int, b: int) -> list[list[int]] | str:
    """Each column's owners bottom up, or the reason a disc floats."""
    stacks = []
    for c in range(WIDTH):
        owners: list[int] = []
        gap = False
        for r in range(HEIGHT):
            bit = cell_bit(c, r)
            if not (a | b) & bit:
                gap = True
            elif gap:
                return f"column {c + 1} has a disc above an empty cell (discs fall to the lowest free cell)"
            else:
                owners.append(0 if a & bit else 1)
        stacks.append(owners)
    return stacks


def dropping_order(stacks: list[list[int]], count: int) -> list[int] | None:
    """Columns (1-7) in an order that drops every column's discs bottom up with the players taking turns
    (the first player first), or None when there is none: a depth-first search over the column heights
    that remembers the heights it found no way on from (at most 42 levels deep)."""
    heights = [0] * WIDTH
    out: list[int] = []
    dead: set[tuple[int, ...]] = set()

    def place(k: int) -> bool:
        if k == count:
            return True
        key = tuple(heights)
        if key in dead:
            return False
        for c in range(WIDTH):
            h = heights[c]
            if h < len(stacks[c]) and stacks[c][h] == k & 1:
                heights[c] += 1
                out.append(c + 1)
                if place(k + 1):
                    return True
                heights[c] -= 1
                out.pop()
        dead.add(key)
        return False

    return out if place(0) else None


def column_stacks(state: State) -> list[list[int]] | str:
    """Each column's owners (0 X, 1 O) bottom up, or the reason a disc floats."""
    return _stacks(state[0], state[1])


def position_problem(state: State) -> str | None:
    """Why no game reaches ``state``, or None."""
    a, b, n = state
    if a & b:
        return "a cell holds both X and O"
    stacks = _stacks(a, b)
    if isinstance(stacks, str):
        return stacks
    na, nb = a.bit_count(), b.bit_count()
    if not 0 <= na - nb <= 1:
        return f"X has {na} disc{'s' * (na != 1)} and O {nb}: X moves first, so X has as many as O or one more"
    won_a, won_b = aligned(a), aligned(b)
    if won_a and won_b:
        return "both X and O have four in a row (the game ends at the first four)"
    if won_a or won_b:
        name, mine, moved_last = ("X", a, na > nb) if won_a else ("O", b, na == nb)
        if not moved_last:
            return f"{name} has four in a row but the other player has moved since (the game ends at the four)"
        # The game ended with the winner's last disc: one on top of its column whose removal leaves no
        # four, and the discs before it were dropped in turns.
        for c in range(WIDTH):
            h = len(stacks[c])
            if h and stacks[c][-1] == (0 if won_a else 1) and not aligned(mine & ~cell_bit(c, h - 1)):
                before = [s[:-1] if i == c else s for i, s in enumerate(stacks)]
                if dropping_order(before, n - 1) is not None:
                    return None
        return f"{name}'s fours were not completed by one last disc dropped in turn (the game ends at the first four)"
    if dropping_order(stacks, n) is None:
        return "no game drops these discs: the columns cannot be filled bottom up with X and O taking turns"
    return None
