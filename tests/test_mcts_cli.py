"""``analyze --algorithm mcts``: the contract (best move, every root move's visits and value, playouts),
replay with a seed, and one clear line with exit status 2 for bad settings."""

from __future__ import annotations

import json

import pytest

from tests.cli_helpers import analyze, run_cli


def test_analyze_mcts_reports_visits_values_and_playouts(capsys):
    data = analyze(capsys, "--game", "tictactoe", "--moves", "1", "--algorithm", "mcts", "--playouts", "3000",
                   "--seed", "4")
    assert data["algorithm"] == "mcts" and data["playouts"] == 3000
    assert sum(m["visits"] for m in data["moves"]) == 3000
    assert {m["move"] for m in data["moves"]} == {2, 3, 4, 5, 6, 7, 8, 9}
    assert data["best_move"] == max(data["moves"], key=lambda m: m["visits"])["move"] == 5  # O must take the centre
    assert all(-1 <= m["value"] <= 1 for m in data["moves"])


def test_the_same_seed_gives_the_same_answer(capsys):
    args = ("--game", "connect4", "--moves", "44", "--algorithm", "mcts", "--playouts", "300", "--seed", "11")
    a, b = analyze(capsys, *args), analyze(capsys, *args)
    assert (a["best_move"], a["moves"]) == (b["best_move"], b["moves"])


def test_text_output_lists_visits(capsys):
    code, out, _ = run_cli(capsys, "analyze", "--game", "tictactoe", "--algorithm", "mcts", "--playouts", "200",
                           "--seed", "1", "--exploration", "0.7")
    assert code == 0
    assert "visits" in out and "200 playouts" in out and "c = 0.7" in out


@pytest.mark.parametrize("bad", [["--playouts", "0"], ["--playouts", "-4"], ["--exploration", "0"],
                                 ["--exploration", "-1"], ["--exploration", "nan"], ["--exploration", "inf"],
                                 ["--playout-plies", "-1"]])
def test_bad_settings_are_one_line_and_exit_2(capsys, bad):
    code, out, err = run_cli(capsys, "analyze", "--game", "tictactoe", "--algorithm", "mcts", *bad)
    assert code == 2 and not out
    assert len(err.strip().splitlines()) == 1 and err.startswith("error:")


def test_mcts_options_without_mcts_are_refused(capsys):
    code, _, err = run_cli(capsys, "analyze", "--game", "tictactoe", "--playouts", "10")
    assert code == 2 and "the playout count does not apply to alpha-beta: a setting of Monte Carlo tree search" in err


def test_bench_reports_playouts_per_second_and_a_deterministic_signature(capsys):
    def bench() -> dict:
        code, out, err = run_cli(capsys, "bench", "--group", "mcts", "--only", "ttt-mcts", "--json")
        assert code == 0, err
        return json.loads(out)

    a, b = bench(), bench()
    (row,) = a["workloads"]
    assert row["playouts"] == 5000 and row["playouts_per_second"] > 0
    assert a["mcts_signature"] == row["nodes"] == b["mcts_signature"]  # a fixed seed: the same tree every run


def test_an_explicit_tree_reports_visits_not_alpha_beta_leaf_lists(capsys):
    data = analyze(capsys, "--tree", "((3 12 8) (2 4 6) (14 5 2))", "--algorithm", "mcts", "--playouts", "400",
                   "--seed", "1")
    assert data["best_move"] == 0 and sum(m["visits"] for m in data["moves"]) == 400
    assert "evaluated_leaves" not in data and "pruned_leaves" not in data
