"""``bench``'s suite workloads and ``bench --position``: every answer checked against the suite's, node counts
as the signature, the slow race positions only when asked for, and bad input one line with exit 2."""

from __future__ import annotations

import json

import pytest

from cli import bench
from cli.bench_suites import SuitePick, run_problems
from engine.games.othello import Othello
from engine.suite_run import SuiteSettings
from engine.suites import PONS, parse_suite
from tests.cli_helpers import run_cli

FFORUM_1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
C4_18 = "444444237322332356666311"


def bench_json(capsys, *args: str) -> dict:
    code, out, err = run_cli(capsys, "bench", *args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_connect4_suite_workloads_check_every_score_and_sum_to_a_signature(capsys):
    data = bench_json(capsys, "--only", "c4-pons")
    rows = data["workloads"]
    assert [r["name"] for r in rows] == ["c4-pons-end-easy-12(x12)", "c4-pons-middle-18(x12)"]
    for r in rows:
        assert r["positions"] == 12 and len(r["answers"]) == 12 and r["wrong"] == 0 and r["unchecked"] == 0
        assert r["nodes"] > 0 and r["group"] == "suites"
    assert data["suites_signature"] == sum(r["nodes"] for r in rows) and data["wrong_answers"] == 0


def test_an_othello_suite_workload_solves_fforum_problems_as_published():
    w = bench._suite("fforum-14", Othello, SuitePick("fforum-1-19.obf", (14, 14)), "suites")
    row = bench.run_workload(w)
    assert row is not None and row["positions"] == 7 and row["wrong"] == 0
    assert row["answers"][0] == (18, "g8")  # FForum #1
    again = bench.run_workload(w)
    assert again is not None and again["nodes"] == row["nodes"]  # the regression signature is deterministic


def test_a_wrong_answer_is_counted_and_shown(capsys):
    suite = parse_suite("121212 17\n121212 18\n", PONS)  # X wins with its 4th stone: 22 - 4 = 18
    timed = run_problems(suite, suite.problems, SuiteSettings(), root_only=True)
    assert timed is not None and [t.correct for t in timed] == [False, True]
    w = bench._suite("made-up", Othello, SuitePick("connect4-end-12.txt"), "suites")
    row = bench.suite_row(w, timed)
    assert row["wrong"] == 1 and "1 of 2 answers WRONG" in bench._line(row)


def test_the_race_positions_are_only_run_when_asked_for():
    in_all = {w.name for w in bench.WORKLOADS if w.group not in bench.NOT_IN_ALL}
    endgame = [w for w in bench.WORKLOADS if w.group == "endgame"]
    assert endgame and not in_all & {w.name for w in endgame}
    # the picks hold the FForum problems of 15 to 22 empty squares, each once
    counts = {w.name: len(w.suite.read()[1]) for w in endgame if w.suite is not None}
    assert counts == {"othello-fforum-15-19-empty(x5)": 5, "othello-fforum-20-empty(x9)": 9,
                      "othello-fforum-21-22-empty(x3)": 3}
    assert all(n.endswith(f"(x{c})") for n, c in counts.items())


def test_naming_a_race_workload_runs_it_from_all(capsys, monkeypatch):
    ran = []
    monkeypatch.setattr(bench, "run_workload", lambda w, repeat=1, stop=None: ran.append(w.name))
    run_cli(capsys, "bench", "--only", "fforum-21-22")
    assert ran == ["othello-fforum-21-22-empty(x3)"]
    ran.clear()
    run_cli(capsys, "bench", "--group", "suites")
    assert ran and all("fforum-2" not in n for n in ran)


def test_bench_position_solves_an_othello_position(capsys):
    data = bench_json(capsys, "--game", "othello", "--position", FFORUM_1)
    assert (data["best_move"], data["value"], data["empties"]) == ("g8", 18, 14)
    assert data["nodes"] > 0 and data["seconds"] > 0 and data["nodes_per_second"] > 0
    code, out, _ = run_cli(capsys, "bench", "--game", "othello", "--position", FFORUM_1)
    assert code == 0 and "best move g8; value +18" in out and "nodes/s" in out


def test_bench_position_solves_connect4_at_the_root_and_searches_to_a_depth(capsys):
    data = bench_json(capsys, "--game", "connect4", "--position", C4_18)
    assert data["value"] == -1 and data["best_move"] is None and "alone on the root" in data["how"]
    board = "......./......./......./......./...O.../..OXX.."  # the same position as 4453, as rows
    deep = bench_json(capsys, "--game", "connect4", "--position", board, "--depth", "6")
    by_moves = bench_json(capsys, "--game", "connect4", "--position", "4453", "--depth", "6")
    assert deep["nodes"] == by_moves["nodes"] > 0 and deep["best_move"] == by_moves["best_move"]
    assert "depth 6" in deep["how"]


@pytest.mark.parametrize(("args", "reason"), [
    (("--position", "4453"), "goes with --game"),
    (("--game", "connect4"), "go with --position"),
    (("--depth", "4"), "go with --position"),
    (("--game", "nim", "--position", "3 4 5 first"), "analyze --position"),
    (("--game", "chess", "--position", "x"), "unknown game"),
    (("--game", "othello", "--position", "XO X"), "64"),
    (("--game", "connect4", "--position", "11111111"), "column 1"),
    (("--game", "connect4", "--position", "4453", "--depth", "0"), "whole number from 1 to"),
    (("--game", "connect4", "--position", "1212121"), "game is over"),
    (("--game", "connect4", "--position", "4453", "--only", "c4"), "does not go with --position"),
    (("--game", "connect4", "--position", "4453", "--compare-modes"), "does not go with --position"),
    (("--game", "connect4", "--position", "4453", "--perft"), "does not go with --position"),
])
def test_bad_position_input_is_one_line_and_exit_2(capsys, args, reason):
    code, out, err = run_cli(capsys, "bench", *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: ") and reason in err, err


def test_a_filter_that_matches_no_workload_is_an_error(capsys):
    code, out, err = run_cli(capsys, "bench", "--only", "no-such-workload")
    assert code == 2 and out == ""
    assert err.strip() == "error: no workload named with 'no-such-workload' (bench --help lists the groups)"
