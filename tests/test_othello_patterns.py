"""The Othello pattern evaluation: its shipped weights, what it predicts, the "patterns" evaluation players
choose, the solver's move order that uses it, and the fitting script that makes the weights."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.games.othello import EVALUATIONS, Othello
from engine.games.othello.bitboards import to_word
from engine.games.othello.patterns import (
    INSTANCES,
    PHASE_LIMITS,
    SCALE,
    SHAPE_NAMES,
    SHAPE_SIZES,
    WEIGHTS_FILE,
    pattern_score,
    phase_of,
    weights,
)
from engine.resources import SUITES
from engine.search import SearchOptions, search
from engine.suites import read_suite

ROOT = Path(__file__).resolve().parent.parent


def fforum() -> list[tuple[int, int, int, int]]:
    """Every FForum problem #1-#39 as (number, me, opp, exact score)."""
    out = []
    for name in ("fforum-1-19.obf", "fforum-20-39.obf"):
        for p in read_suite(str(SUITES / name)).problems:
            b, w, side = p.state
            me, opp = (b, w) if side == 0 else (w, b)
            assert p.expected is not None
            out.append((int(re.search(r"#(\d+)", p.text).group(1)), me, opp, p.expected))  # type: ignore[union-attr]
    return out


def test_the_board_is_read_as_38_patterns_with_a_table_per_shape():
    assert len(INSTANCES) == 38
    assert {name for name, _ in INSTANCES} == set(SHAPE_NAMES)
    # every square is read by some pattern, and each pattern's squares are distinct squares of the board
    assert set().union(*(set(sq) for _, sq in INSTANCES)) == set(range(64))
    assert all(len(set(sq)) == len(sq) and all(0 <= s < 64 for s in sq) for _, sq in INSTANCES)
    assert [phase_of(e) for e in (0, 12, 13, 20, 21, 60)] == [0, 0, 1, 2, 3, len(PHASE_LIMITS) - 1]


def test_the_shipped_weights_come_from_the_script_and_cover_every_phase():
    data = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    assert data["meta"]["made_by"] == "scripts/fit_othello_patterns.py" and data["meta"]["scale"] == SCALE
    assert [p["limit"] for p in data["phases"]] == list(PHASE_LIMITS)
    for phase in data["phases"]:
        for name, size in zip(SHAPE_NAMES, SHAPE_SIZES, strict=True):
            assert phase["patterns"][name], name  # every shape was seen and fitted
            assert all(0 <= i < size for i, _ in phase["patterns"][name])
    assert len(weights().tables) == len(PHASE_LIMITS)


def test_the_evaluation_predicts_the_fforum_scores_better_than_the_disc_count():
    """The exact scores of FForum #1-#39 (expert games, 6-26 empty squares): the pattern prediction is closer
    to them on average than the disc difference, and has the winner's sign right more often."""
    rows = fforum()
    patterns = [pattern_score(to_word(me), to_word(opp), 64 - (me | opp).bit_count()) / SCALE
                for _, me, opp, _ in rows]
    discs = [me.bit_count() - opp.bit_count() for _, me, opp, _ in rows]
    scores = [score for *_, score in rows]

    def error(predicted: list[float]) -> float:
        return sum(abs(p - s) for p, s in zip(predicted, scores, strict=True)) / len(scores)

    def signs(predicted: list[float]) -> int:
        return sum((p > 0) == (s > 0) for p, s in zip(predicted, scores, strict=True) if s != 0)

    assert error(patterns) < error(discs)
    assert signs(patterns) > signs(discs)


def test_players_can_choose_the_patterns_evaluation():
    game = Othello()
    ev = EVALUATIONS["patterns"]()
    s = game.initial_state()
    assert ev.score(s, 0) == -ev.score(s, 1) and abs(ev.score(s, 0)) < 10  # the start is about even
    result = search(game, s, SearchOptions(depth=2, evaluation=ev))
    assert result.best_move in game.actions(s)


@pytest.mark.skipif(importlib.util.find_spec("numpy") is None, reason="the fit needs numpy (the [fit] extra)")
def test_the_fitting_script_is_reproducible(tmp_path):
    """Two runs with the same seed write the same weights (a small fit: 20 games, labels solved from 8
    empty squares)."""
    outs = []
    for k in range(2):
        out = tmp_path / f"w{k}.json"
        subprocess.run([sys.executable, "scripts/fit_othello_patterns.py", "--games", "20", "--solve-empties", "8",
                        "--iterations", "20", "--out", str(out)], cwd=ROOT, check=True, capture_output=True,
                       timeout=600)
        outs.append(out.read_text())
    assert outs[0] == outs[1]
    assert json.loads(outs[0])["meta"]["games"] == 20
