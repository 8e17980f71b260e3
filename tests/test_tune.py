"""SPSA: fishtest's schedule, convergence on a noisy head-to-head problem, and the ``tune`` command."""

from __future__ import annotations

import json
import math
import random
from collections.abc import Mapping
from pathlib import Path

import pytest

from engine.match.tune import Spsa, SpsaParam, minimise_noisy
from tests.cli_helpers import run_cli


def test_the_schedule_ends_at_c_end_and_r_end() -> None:
    p = SpsaParam("x", 0.0, c_end=2.0, r_end=0.002, minimum=-100, maximum=100)
    spsa = Spsa((p,), pairs=1000)
    last = spsa.pairs - 1
    assert spsa.c_k(p, last) == pytest.approx(2.0)
    assert spsa.a_k(p, last) / spsa.c_k(p, last) ** 2 == pytest.approx(0.002)
    # Early on both are larger: c_0 = c_end·N^γ, a_0 = a / (A + 1)^α with A = N/10.
    assert spsa.c_k(p, 0) == pytest.approx(2.0 * 1000 ** 0.101)
    assert spsa.a_k(p, 0) == pytest.approx(0.002 * 4 * (100 + 1000) ** 0.602 / 101 ** 0.602)


def test_perturbation_and_update_follow_the_rule() -> None:
    p = SpsaParam("x", 10.0, c_end=1.0, r_end=0.01, minimum=0, maximum=20)
    spsa = Spsa((p,), pairs=100, seed=3)
    plan = spsa.perturb()
    c, flip = plan.c["x"], plan.flips["x"]
    assert plan.plus["x"] == pytest.approx(10 + c * flip) and plan.minus["x"] == pytest.approx(10 - c * flip)
    spsa.update(plan, result=2, pairs=4)
    assert spsa.theta["x"] == pytest.approx(10 + plan.r["x"] * c * 2 * flip)
    assert spsa.k == 4


def test_weights_stay_in_their_range() -> None:
    p = SpsaParam("x", 0.0, c_end=5.0, r_end=1.0, minimum=0, maximum=1)
    spsa = Spsa((p,), pairs=50)
    theta = minimise_noisy(spsa, lambda plus, minus: 2.0 if plus["x"] > minus["x"] else -2.0)
    assert 0 <= theta["x"] <= 1 and theta["x"] == 1


def test_spsa_finds_the_stronger_weights_from_head_to_head_results() -> None:
    target = {"x": 30.0, "y": -10.0}
    rng = random.Random(0)

    def distance(w: Mapping[str, float]) -> float:
        return math.dist((w["x"], w["y"]), (target["x"], target["y"]))

    def pair(plus: Mapping[str, float], minus: Mapping[str, float]) -> float:
        """Two games; the side nearer the target is stronger by 10 Elo per unit of distance."""
        p = 1 / (1 + 10 ** (-10 * (distance(minus) - distance(plus)) / 400))
        return sum(1 if rng.random() < p else -1 for _ in range(2))

    params = (SpsaParam("x", 0.0, 2.0, 0.02, -100, 100), SpsaParam("y", 0.0, 2.0, 0.02, -100, 100))
    theta = minimise_noisy(Spsa(params, pairs=2000, seed=1), pair)
    assert distance(theta) < 0.25 * distance({"x": 0, "y": 0})


def test_tune_prints_and_saves_the_weights_after_each_iteration(capsys, tmp_path: Path) -> None:
    out = tmp_path / "w.json"
    code, text, err = run_cli(capsys, "tune", "--game", "tictactoe", "--params", "weight,bonus", "--opponent",
                              "alphabeta:2", "--games", "8", "--batch", "2", "--concurrency", "2", "--out", str(out),
                              "--c-end", "weight=2,bonus=0.5")
    assert code == 0, err
    lines = [line for line in text.splitlines() if line.startswith("iteration")]
    assert len(lines) == 2 and "weight=" in lines[0] and "Elo vs opponent" in lines[0]
    saved = json.loads(out.read_text())
    assert saved["tuned"] == ["weight", "bonus"] and len(saved["history"]) == 3
    assert saved["history"][-1]["pairs"] == 4
    svg = out.with_suffix(".svg").read_text()
    assert svg.startswith("<svg") and svg.count("<polyline") >= 2


@pytest.mark.parametrize(("args", "message"), [
    (("--params", "nope"), "no parameter"),
    (("--params", "weight", "--eval", "zzz"), "unknown evaluation"),
    (("--params", "weight", "--eval-file", "/no/such/eval.py"), "no such file"),
    (("--params", "weight", "--games", "1"), "--games"),
    (("--params", "weight", "--c-end", "bonus=1"), "--params"),
    (("--params", "weight", "--weights", "weight=999"), "outside"),
])
def test_bad_tune_input_is_one_line_and_exit_2(capsys, args: tuple[str, ...], message: str) -> None:
    base = {"--games": "4", "--opponent": "alphabeta:2"}
    merged = dict(zip(args[::2], args[1::2]))
    merged = {**base, **merged}
    flat = [x for kv in merged.items() for x in kv]
    code, out, err = run_cli(capsys, "tune", "--game", "tictactoe", *flat)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


CENTRE_EVAL = """GAME = "tictactoe"
PARAMS = {"centre": 1.0, "scale": 1.0}


def evaluate(position, player, weights):
    middle = position.board[1][1]
    if middle == ".":
        return 0.0
    return weights["scale"] * (weights["centre"] if middle == player else -weights["centre"])
"""


def test_tune_an_evaluation_file_s_params(capsys, tmp_path: Path) -> None:
    path, out = tmp_path / "centre.py", tmp_path / "w.json"
    path.write_text(CENTRE_EVAL)
    code, text, err = run_cli(capsys, "tune", "--game", "tictactoe", "--eval-file", str(path), "--params", "centre",
                              "--opponent", "alphabeta:2", "--games", "4", "--batch", "2", "--concurrency", "2",
                              "--out", str(out), "--json")
    assert code == 0, err
    final = json.loads(text.splitlines()[-1])
    assert set(final["weights"]) == {"centre"} and final["pairs"] == 2
    saved = json.loads(out.read_text())
    assert saved["eval"] == str(path) and set(saved["weights"]) == {"centre", "scale"}
    code, _, err = run_cli(capsys, "tune", "--game", "tictactoe", "--eval-file", str(path), "--params", "nope",
                           "--opponent", "alphabeta:2", "--games", "4")
    assert code == 2 and "no parameter 'nope'" in err
