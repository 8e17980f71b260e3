"""A pattern evaluation of Othello positions: the final disc difference predicted from the lines of the board.

The board is read as 38 small patterns: the four edges, the second, third and fourth lines parallel to
them, the two long diagonals and the shorter diagonals of 7, 6, 5 and 4 squares, and the 3×3 block at each
corner. Each pattern's squares, read as a number in base 3 (0 empty, 1 the mover's disc, 2 the
opponent's), pick a weight from that pattern's table; the evaluation is the sum of the weights, plus a
weight per move of mobility difference and a constant, with one set of tables per game phase (by the
number of empty squares), as in the classic programs (Logistello, Edax). The weights are fitted by
``scripts/fit_othello_patterns.py`` (least squares on positions the project solves exactly) and shipped in
``engine/resources/weights/othello-patterns.json``; this module reads them with the standard library only
(no numpy at run time).

``pattern_score(me, opp, empties)`` is the predicted final disc difference for the player to move, in
hundredths of a disc (an int: the solver sorts moves by it).
"""

from __future__ import annotations

import json
from typing import Final

from ...resources import WEIGHTS
from .bitboards import Word, legal_moves, popcount

WEIGHTS_FILE: Final = WEIGHTS / "othello-patterns.json"
"""Package data (the compiled build lives outside the package, so the path is the resources', not this file's)."""
SCALE: Final = 100
"""Weights are stored in hundredths of a disc."""


def _symmetries(col: int, row: int) -> list[tuple[int, int]]:
    """The square (col, row) under the board's eight symmetries (rotations and reflections)."""
    out = []
    for c, r in ((col, row), (row, col)):
        out += [(c, r), (7 - c, r), (c, 7 - r), (7 - c, 7 - r)]
    return out


SHAPES: Final[dict[str, tuple[tuple[int, int], ...]]] = {
    "edge": tuple((c, 0) for c in range(8)),
    "line2": tuple((c, 1) for c in range(8)),
    "line3": tuple((c, 2) for c in range(8)),
    "line4": tuple((c, 3) for c in range(8)),
    "diag8": tuple((i, i) for i in range(8)),
    "diag7": tuple((i, i + 1) for i in range(7)),
    "diag6": tuple((i, i + 2) for i in range(6)),
    "diag5": tuple((i, i + 3) for i in range(5)),
    "diag4": tuple((i, i + 4) for i in range(4)),
    "corner9": tuple((c, r) for r in range(3) for c in range(3)),
}
"""Each pattern's squares (column, row; a1 is (0, 0)) in one orientation; the others are its symmetric images."""


def pattern_instances() -> list[tuple[str, tuple[int, ...]]]:
    """Every pattern on the board: its shape's name and its squares (bit numbers), in the order read.
    A shape's images that cover the same squares are kept once (an edge read from either end)."""
    out: list[tuple[str, tuple[int, ...]]] = []
    for name, squares in SHAPES.items():
        seen: set[frozenset[int]] = set()
        for k in range(8):
            image = tuple(_symmetries(c, r)[k] for c, r in squares)
            bits = tuple(r * 8 + c for c, r in image)
            if frozenset(bits) not in seen:
                seen.add(frozenset(bits))
                out.append((name, bits))
    return out


INSTANCES: Final = pattern_instances()
SHAPE_NAMES: Final = tuple(SHAPES)
SHAPE_SIZES: Final = tuple(3 ** len(SHAPES[name]) for name in SHAPE_NAMES)
PHASE_LIMITS: Final = (12, 16, 20, 24, 30, 40, 60)
"""The game phases: a position with ``e`` empty squares belongs to the first phase whose limit is ≥ e."""


def phase_of(empties: int) -> int:
    for k, limit in enumerate(PHASE_LIMITS):
        if empties <= limit:
            return k
    return len(PHASE_LIMITS) - 1


def pattern_index(me: int, opp: int, squares: tuple[int, ...]) -> int:
    """The base-3 number of a pattern's squares (first square the most significant digit)."""
    index = 0
    for sq in squares:
        index = index * 3 + (me >> sq & 1) + 2 * (opp >> sq & 1)
    return index


class PatternWeights:
    """The fitted tables, one flat list per phase (every instance's table at its shape's offset), plus the
    mobility weight and the constant per phase."""

    def __init__(self, data: dict[str, object]) -> None:
        offsets: dict[str, int] = {}
        at = 0
        for name, size in zip(SHAPE_NAMES, SHAPE_SIZES, strict=True):
            offsets[name] = at
            at += size
        self.offsets = offsets
        self.instances: list[tuple[int, tuple[int, ...]]] = [(offsets[n], sq) for n, sq in INSTANCES]
        phases = data["phases"]
        assert isinstance(phases, list)
        self.tables: list[list[int]] = []
        self.mobility: list[int] = []
        self.bias: list[int] = []
        for phase in phases:
            table = [0] * at
            for name in SHAPE_NAMES:
                for index, weight in phase["patterns"][name]:
                    table[offsets[name] + index] = weight
            self.tables.append(table)
            self.mobility.append(int(phase["mobility"]))
            self.bias.append(int(phase["bias"]))


_WEIGHTS: list[PatternWeights] = []


def weights() -> PatternWeights:
    """The shipped weights, read once."""
    if not _WEIGHTS:
        _WEIGHTS.append(PatternWeights(json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))))
    return _WEIGHTS[0]


def pattern_score(me: Word, opp: Word, empties: int) -> int:
    """The predicted final disc difference for the owner of ``me`` (to move), in hundredths of a disc."""
    w = weights()
    phase = phase_of(empties)
    table = w.tables[phase]
    total = w.bias[phase] + w.mobility[phase] * (popcount(legal_moves(me, opp)) - popcount(legal_moves(opp, me)))
    for offset, squares in w.instances:
        index = 0
        for sq in squares:
            # a word's shift drags its sign in from the top, but only bit 0 is read
            index = index * 3 + (me >> sq & 1) + 2 * (opp >> sq & 1)
        total += table[offset + index]
    return total
