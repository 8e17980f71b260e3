"""``bench --compare``'s race against Edax and Pascal Pons's c4solver, with fake engines written here (tiny
scripts answering in each binary's output format), so that it runs anywhere: the figures are read, the
ratio printed, a missing engine or its missing data is one line saying how to point at it, a broken one
one line saying what went wrong, and a stop ends the engine at once."""

from __future__ import annotations

import json
import sys
import threading
from pathlib import Path

import pytest

from cli import bench_race
from cli.bench_race import RaceError, edax_seconds, parse_edax, race_edax, race_pons
from tests.cli_helpers import run_cli

FFORUM_1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
C4_18 = "444444237322332356666311"

# Edax -solve's table: a header, then one row per problem of the .obf file named after -solve.
FAKE_EDAX = '''
import sys
args = sys.argv[1:]
problems = [l for l in open(args[args.index("-solve") + 1]) if l.strip()]
assert args[args.index("-eval-file") + 1].endswith("eval.dat") and args[args.index("-n") + 1] == "1"
print(" # |depth|score|       time   |  nodes (N)  |   N/s    | principal variation")
print("---+-----+-----+--------------+-------------+----------+---------------------")
for i, _ in enumerate(problems, 1):
    print(f"{i:3d}|   14   {SCORE}        0:01.500        300000     200000 G8 H7 A8 B7 G7")
print("problems.obf: 300000 nodes in 0:01.500 (cpu = 0:01.500) (  200000 nodes/s).")
'''
# c4solver: a move string a line on stdin, "MOVES SCORE NODES MICROSECONDS" (older versions) or "MOVES SCORE".
FAKE_PONS = '''
import sys
for line in sys.stdin:
    line = line.strip()
    print(line, -1, *EXTRA)
'''


def fake(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(f"#!{sys.executable}\n{body}")
    path.chmod(0o755)
    return path


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    """No engine on the PATH or in the variables, whatever the machine running the tests has."""
    for variable in (bench_race.EDAX_ENV, bench_race.EDAX_EVAL_ENV, bench_race.PONS_ENV):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "nowhere"))


def edax_with_weights(tmp_path: Path, score: str = "+18") -> Path:
    binary = fake(tmp_path, "edax", FAKE_EDAX.replace("{SCORE}", score))
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "eval.dat").write_bytes(b"weights")
    return binary


def bench_json(capsys, *args: str) -> dict:
    code, out, err = run_cli(capsys, "bench", *args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_edax_is_timed_on_the_same_position_and_the_ratio_printed(capsys, clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("EDAX", str(edax_with_weights(tmp_path)))
    data = bench_json(capsys, "--game", "othello", "--position", FFORUM_1, "--compare")
    edax = data["edax"]
    assert (edax["engine"], edax["seconds"], edax["nodes"], edax["scores"]) == ("Edax", 1.5, 300000, [18])
    assert edax["same_scores"] is True
    assert edax["time_ratio"] == round(data["seconds"] / 1.5, 2) and edax["node_ratio"] == round(data["nodes"] / 3e5, 2)
    code, out, _ = run_cli(capsys, "bench", "--game", "othello", "--position", FFORUM_1, "--compare")
    assert code == 0
    line = out.splitlines()[-1]
    assert line.startswith("  Edax: 1.500 s, 300,000 nodes (200,000 nodes/s); ours takes ") and "same scores" in line


def test_a_different_score_from_edax_is_shown(capsys, clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("EDAX", str(edax_with_weights(tmp_path, score="+16")))
    data = bench_json(capsys, "--game", "othello", "--position", FFORUM_1, "--compare")
    assert data["edax"]["same_scores"] is False
    _, out, _ = run_cli(capsys, "bench", "--game", "othello", "--position", FFORUM_1, "--compare")
    assert "DIFFERENT SCORES" in out


def test_edax_reads_every_position_of_a_suite_workload(clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("EDAX", str(edax_with_weights(tmp_path)))
    run = race_edax([FFORUM_1] * 3)
    assert run.scores == [18, 18, 18] and run.moves == ["g8"] * 3 and run.nodes == 900000 and run.seconds == 4.5


def test_edax_without_its_weights_says_where_they_go(capsys, clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("EDAX", str(fake(tmp_path, "edax", FAKE_EDAX)))
    data = bench_json(capsys, "--game", "othello", "--position", FFORUM_1, "--compare")
    assert "eval.dat" in data["edax"]["skipped"] and "EDAX_EVAL" in data["edax"]["skipped"]
    monkeypatch.setenv("EDAX_EVAL", str(tmp_path / "missing.dat"))
    with pytest.raises(RaceError, match=r"EDAX_EVAL=.*no such file"):
        race_edax([FFORUM_1])


def test_a_missing_engine_is_one_line_saying_how_to_point_at_it(capsys, clean_env):
    code, out, err = run_cli(capsys, "bench", "--game", "othello", "--position", FFORUM_1, "--compare")
    assert code == 0 and err == ""
    assert out.splitlines()[-1] == "  " + bench_race.EDAX_HINT
    code, out, _ = run_cli(capsys, "bench", "--game", "connect4", "--position", C4_18, "--compare")
    assert out.splitlines()[-1] == "  " + bench_race.PONS_HINT and "PONS=" in bench_race.PONS_HINT


def test_the_not_found_line_is_said_once_per_run(capsys, clean_env):
    code, out, _ = run_cli(capsys, "bench", "--only", "c4-pons", "--compare")
    assert code == 0 and out.count(bench_race.PONS_HINT) == 1


def test_a_path_that_is_not_an_executable_is_named(capsys, clean_env, monkeypatch, tmp_path):
    (tmp_path / "plain.txt").write_text("")
    monkeypatch.setenv("PONS", str(tmp_path / "plain.txt"))
    data = bench_json(capsys, "--game", "connect4", "--position", C4_18, "--compare")
    assert data["pons"]["skipped"].startswith("PONS=") and "not an executable file" in data["pons"]["skipped"]


def test_an_engine_on_the_path_is_found(clean_env, monkeypatch, tmp_path):
    folder = tmp_path / "bin"
    folder.mkdir()
    fake(folder, "c4solver", FAKE_PONS.replace("*EXTRA", "5, 250"))
    monkeypatch.setenv("PATH", str(folder))
    assert race_pons([C4_18]).nodes == 5


def test_c4solver_with_its_own_figures(capsys, clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("PONS", str(fake(tmp_path, "c4solver", FAKE_PONS.replace("*EXTRA", "8846, 1205"))))
    data = bench_json(capsys, "--game", "connect4", "--position", C4_18, "--compare")
    pons = data["pons"]
    assert (pons["engine"], pons["scores"], pons["nodes"], pons["seconds"]) == ("c4solver", [-1], 8846, 0.001205)
    assert pons["same_scores"] is True and pons["node_ratio"] == round(data["nodes"] / 8846, 2)


def test_with_repeat_the_engine_runs_as_often_and_its_fastest_run_counts(capsys, clean_env, monkeypatch, tmp_path):
    # each run reports a time one microsecond longer than the last (a count kept in a file)
    body = ("import sys, pathlib\nc = pathlib.Path(sys.argv[0] + '.runs')\nn = int(c.read_text()) if c.exists() else 0\n"
            "c.write_text(str(n + 1))\nfor line in sys.stdin: print(line.strip(), -1, 7, 100 + n)")
    binary = fake(tmp_path, "c4solver", body)
    monkeypatch.setenv("PONS", str(binary))
    data = bench_json(capsys, "--game", "connect4", "--position", C4_18, "--compare", "--repeat", "3")
    assert Path(str(binary) + ".runs").read_text() == "3" and data["pons"]["seconds"] == 0.0001


def test_c4solver_without_figures_is_timed_less_its_start_up(clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("PONS", str(fake(tmp_path, "c4solver", FAKE_PONS.replace("*EXTRA", ""))))
    run = race_pons([C4_18, "4453"])
    assert run.scores == [-1, -1] and run.nodes is None and run.seconds >= 0 and "start-up" in run.how


def test_the_suite_workloads_race_c4solver_on_every_position(capsys, clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("PONS", str(fake(tmp_path, "c4solver", FAKE_PONS.replace("*EXTRA", "10, 100"))))
    (row,) = bench_json(capsys, "--only", "c4-pons-end-easy", "--compare")["workloads"]
    assert row["pons"]["nodes"] == 10 * 12 and len(row["pons"]["scores"]) == 12
    assert row["pons"]["same_scores"] is False  # the fake says -1 everywhere: the real scores differ


@pytest.mark.parametrize(("body", "reason"), [
    ("import sys\nprint('Line 1: Invalid move'); sys.exit(3)", "failed (exit status 3): Line 1: Invalid move"),
    ("print('hello')", "does not answer"),
    ("import sys\nfor l in sys.stdin: print(l.strip(), 'x')", "not a number"),
])
def test_a_broken_c4solver_is_one_line(clean_env, monkeypatch, tmp_path, body, reason):
    monkeypatch.setenv("PONS", str(fake(tmp_path, "c4solver", body)))
    with pytest.raises(RaceError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        race_pons([C4_18])


def test_a_board_cannot_be_raced_with_c4solver(clean_env, monkeypatch, tmp_path):
    monkeypatch.setenv("PONS", str(fake(tmp_path, "c4solver", FAKE_PONS.replace("*EXTRA", ""))))
    with pytest.raises(RaceError, match="move string"):
        race_pons(["......./......./......./......./...O.../..OXX.."])


def test_edax_output_that_is_not_its_table_is_one_line(clean_env, monkeypatch, tmp_path):
    binary = edax_with_weights(tmp_path)
    binary.write_text(f"#!{sys.executable}\nprint('Cannot open data/eval.dat')")
    monkeypatch.setenv("EDAX", str(binary))
    with pytest.raises(RaceError, match="0 problem rows for 1 positions"):
        race_edax([FFORUM_1])


def test_a_stop_ends_the_engine_at_once(clean_env, monkeypatch, tmp_path):
    # an engine that never answers: the stop already requested ends it at the first look
    monkeypatch.setenv("PONS", str(fake(tmp_path, "c4solver", "import time\ntime.sleep(600)")))
    stop = threading.Event()
    stop.set()
    with pytest.raises(RaceError, match="stopped"):
        race_pons([C4_18], stop)


def test_edax_times_and_rows_are_read():
    assert edax_seconds("0:01.500") == 1.5 and edax_seconds("1:02:03.250") == 3723.25
    assert edax_seconds("1:00:00:00.000") == 86400
    row = "  3|   20  <-04      1:02.005     123456789   1990000 c2 b1 --"
    run = parse_edax(row + "\n", 1)
    assert (run.scores, run.moves, run.nodes, run.seconds) == ([-4], ["c2"], 123456789, 62.005)
    selective = "  1| 24@98%   +04      0:10.000       5000000    500000 B2"
    assert parse_edax(selective, 1).scores == [4]
