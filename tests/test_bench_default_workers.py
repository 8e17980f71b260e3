"""``bench --group workers-default``: the default workers against ``--workers 1`` in fresh processes, with the
ratio printed (never a timed assertion: the figures are for the reader)."""

from __future__ import annotations

import json

from cli.bench_default_workers import CASES
from tests.cli_helpers import run_cli


def test_the_group_covers_small_medium_and_long_searches() -> None:
    sizes = {c.size for c in CASES}
    assert sizes == {"small", "medium", "long"}
    assert any(c.args[:2] == ("--game", "tictactoe") for c in CASES if c.size == "small")
    assert any("connect4" in c.args and "5" in c.args for c in CASES if c.size == "small")


def test_a_row_gives_both_ratios_and_the_workers_used(capsys) -> None:
    code, out, err = run_cli(capsys, "bench", "--group", "workers-default", "--only", "ttt", "--json")
    assert code == 0, err
    data = json.loads(out)
    (row,) = data["rows"]
    assert row["name"] == "ttt-alphabeta" and row["size"] == "small"
    assert abs(row["engine_ratio"] - row["engine_default"] / row["engine_1"]) < 0.002  # (the ratio is rounded to 3 places)
    assert row["process_ratio"] > 0 and row["workers"] == 1  # a search of milliseconds never meets a helper
    assert data["promise"] == 1.10


def test_the_text_table_names_the_ratio(capsys) -> None:
    code, out, err = run_cli(capsys, "bench", "--group", "workers-default", "--only", "c4-d5")
    assert code == 0, err
    assert "c4-d5-empty" in out and "ratio" in out and "Worst engine ratio" in out


def test_no_such_workload_is_one_line_and_exit_2(capsys) -> None:
    code, _, err = run_cli(capsys, "bench", "--group", "workers-default", "--only", "nothing-like-this")
    assert code == 2 and err.count("\n") == 1
