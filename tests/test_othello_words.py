"""Othello's bitboard arithmetic on words (``bitboards.to_word``) gives the same answers compiled and
interpreted: in the compiled build a word is a signed 64-bit C integer whose sign bit is h8, so every
kernel is run on positions with h8 (and g8, bit 62) taken by either side, in both modes."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine import native
from engine.games.othello import Othello
from engine.games.othello.bitboards import (
    ALL_SQUARES,
    flips,
    from_word,
    legal_moves,
    popcount,
    stable_discs,
    to_word,
)

ROOT = Path(__file__).resolve().parent.parent
GAME = Othello()

# Prints, for positions of random games (most of them late, so that the corners and h8 are often
# taken), what every word kernel, every evaluation and the endgame solver say about them.
PROBE = """
import json, random
from engine.games.othello import EVALUATIONS, Othello, OthelloDiscs
from engine.games.othello.bitboards import (flips, from_word, legal_moves, popcount, potential_mobility,
                                            stable_discs, to_word)
from engine.games.othello.evaluations import corner_features, last_move_parity, stable_pair
from engine.games.othello.order import othello_order
from engine.games.othello.solver import Solver
game = Othello()
rng = random.Random(20)
out = []
h8 = 0
while len(out) < 60:
    s = game.initial_state()
    target = rng.randrange(4, 50)
    while not game.is_terminal(s) and 64 - (s[0] | s[1]).bit_count() > target:
        s = game.result(s, rng.choice(game.actions(s)))
    h8 += (s[0] | s[1]) >> 63
    b, w = to_word(s[0]), to_word(s[1])
    row = {"state": list(s), "actions": list(game.actions(s)), "key": game.key(s),
           "moves": [from_word(legal_moves(b, w)), from_word(legal_moves(w, b))],
           "flips": [from_word(flips(b, w, sq)) for sq in range(64) if not (s[0] | s[1]) >> sq & 1],
           "potential": [from_word(potential_mobility(b, w)), from_word(potential_mobility(w, b))],
           "stable": [from_word(stable_discs(b, w)), from_word(stable_discs(w, b))],
           "pair": [from_word(x) for x in stable_pair(b, w)], "counts": [popcount(b), popcount(w)],
           "corners": list(corner_features(b, w)), "parity": last_move_parity(s, 0),
           "scores": {name: [cls().score(s, 0), cls().score(s, 1)] for name, cls in EVALUATIONS.items()},
           "children": [[m, list(c)] for m, c in game.expand(s)[2]],
           "order": [m for m, _ in othello_order(s, game.expand(s)[2])[0]] if game.actions(s) else [],
           "utility": OthelloDiscs().utility(s, 0) if game.is_terminal(s) else None}
    if 64 - (s[0] | s[1]).bit_count() <= 9:
        me, opp = (s[0], s[1]) if s[2] == 0 else (s[1], s[0])
        solver = Solver()
        row["solve"] = [solver.score(me, opp), solver.wld(me, opp), solver.nodes, solver.ordered_moves(me, opp)]
    out.append(row)
print(json.dumps({"h8_taken": h8, "rows": out}))
"""


def probe(pure: bool) -> dict[str, Any]:
    env = dict(os.environ)
    env[native.PURE_ENV] = "1" if pure else "0"
    proc = subprocess.run([sys.executable, "-c", PROBE], env=env, cwd=ROOT, capture_output=True, text=True,
                          check=True, timeout=600)
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def test_the_word_kernels_agree_compiled_and_interpreted() -> None:
    status, _ = native.choose(environ={})
    if not status.compiled:
        pytest.skip(f"no usable compiled build: {status.reason}")
    pure, compiled = probe(pure=True), probe(pure=False)
    assert pure["h8_taken"] >= 15  # the sign bit is really exercised
    assert any("solve" in row for row in pure["rows"])
    for p, c in zip(pure["rows"], compiled["rows"], strict=True):
        assert p == c


def test_a_word_converts_back_to_the_same_board() -> None:
    rng = random.Random(4)
    for board in [0, 1, 1 << 62, 1 << 63, (1 << 64) - 1, *(rng.getrandbits(64) for _ in range(200))]:
        word = to_word(board)
        assert from_word(word) == board
        assert popcount(word) == board.bit_count()
    assert from_word(ALL_SQUARES) == (1 << 64) - 1


def test_moves_into_h8_and_flips_along_row_8_and_column_h() -> None:
    # X on a8 and h1, O on b8-g8 and h2-h7, h8 empty: X takes h8 and flips both lines.
    x = 1 << 56 | 1 << 7
    o = sum(1 << sq for sq in range(57, 63)) | sum(1 << (8 * r + 7) for r in range(1, 7))
    me, opp = to_word(x), to_word(o)
    assert from_word(legal_moves(me, opp)) >> 63 & 1
    assert from_word(flips(me, opp, 63)) == o
    after = GAME.result((x, o, 0), 63)
    assert after == (x | o | 1 << 63, 0, 1)
    # With h8 now X's (the sign bit of a compiled word), row 8 and column h are full: all stable.
    assert from_word(stable_discs(to_word(after[0]), 0)) == after[0]
