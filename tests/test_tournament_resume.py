"""A tournament stopped by Ctrl-C or killed outright, then resumed: every game is played exactly once, and the
games are the ones an uninterrupted run plays (the schedule and every game's randomness follow the seed)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.cli_helpers import run_cli

ROOT = Path(__file__).resolve().parent.parent
GAMES = 16
ARGS = ("tournament", "--game", "connect4", "--players", "alphabeta:6", "alphabeta:5", "--games", str(GAMES),
        "--openings", "random:4", "--concurrency", "2", "--seed", "5")


def games(path: Path) -> list[tuple]:
    return sorted((r["pair"], r["round"], r["index"], r["moves"], r["result"])
                  for r in map(json.loads, path.read_text().splitlines()))


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> list[tuple]:
    out = tmp_path_factory.mktemp("reference") / "games.jsonl"
    done = subprocess.run([sys.executable, "main.py", *ARGS, "--out", str(out), "--json"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == GAMES
    return games(out)


def start_and_interrupt(out: Path, sig: signal.Signals) -> subprocess.CompletedProcess[str]:
    proc = subprocess.Popen([sys.executable, "main.py", *ARGS, "--out", str(out)], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while not (out.exists() and out.read_text().count("\n") >= 3):
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the tournament wrote no games"
        time.sleep(0.02)  # polling a file another process writes; nothing to wait on
    proc.send_signal(sig)
    stdout, stderr = proc.communicate(timeout=120)
    return subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_prints_what_was_played_and_resume_completes_it(capsys, tmp_path: Path, reference: list[tuple],
                                                              sig: signal.Signals) -> None:
    out = tmp_path / "games.jsonl"
    stopped = start_and_interrupt(out, sig)
    assert stopped.returncode == 130, stopped.stderr
    kept = games(out)
    assert 3 <= len(kept) < GAMES, "the run ended before it could be interrupted; make the games longer"
    assert "alphabeta:6 vs alphabeta:5" in stopped.stdout and "(stopped)" in stopped.stdout
    assert "--resume" in stopped.stderr
    assert set(kept) <= set(reference)

    code, _, err = run_cli(capsys, *ARGS, "--out", str(out), "--resume")
    assert code == 0, err
    assert games(out) == reference


def test_a_killed_run_loses_nothing_and_plays_nothing_twice(capsys, tmp_path: Path, reference: list[tuple]) -> None:
    out = tmp_path / "games.jsonl"
    killed = start_and_interrupt(out, signal.SIGKILL)
    assert killed.returncode == -signal.SIGKILL
    kept = games(out)
    assert len(kept) < GAMES and set(kept) <= set(reference)
    with out.open("a") as f:
        f.write('{"game": "connect4", "pair": 0, "rou')  # a line cut short by the kill
    code, out_text, err = run_cli(capsys, *ARGS, "--out", str(out), "--resume", "--json")
    assert code == 0, err
    assert json.loads(out_text)["games"] == GAMES
    assert games(out) == reference


def test_resuming_a_finished_run_plays_nothing(capsys, tmp_path: Path, reference: list[tuple]) -> None:
    out = tmp_path / "games.jsonl"
    code, _, err = run_cli(capsys, *ARGS, "--out", str(out))
    assert code == 0, err
    before = out.read_text()
    code, text, err = run_cli(capsys, *ARGS, "--out", str(out), "--resume", "--json")
    assert code == 0, err
    assert out.read_text() == before and json.loads(text)["games"] == GAMES


@pytest.mark.parametrize(("change", "message"), [
    (("--seed", "6"), "--seed 5"),
    (("--players", "alphabeta:3", "alphabeta:1"), "not a pair"),
    (("--games", "2"), "more than --games 2"),
])
def test_resuming_with_other_settings_is_refused(capsys, tmp_path: Path, change: tuple[str, ...], message: str) -> None:
    out = tmp_path / "games.jsonl"
    code, _, err = run_cli(capsys, *ARGS[:-2], "--seed", "5", "--games", "4", "--out", str(out))
    assert code == 0, err
    args = list(ARGS)
    for key, value in zip(change[::2], change[1::2], strict=False):
        i = args.index(key)
        args[i + 1] = value
    if change[0] == "--players":
        args[args.index("--players") + 1: args.index("--players") + 3] = list(change[1:])
    code, _, err = run_cli(capsys, *args, "--out", str(out), "--resume")
    assert code == 2 and message in err and err.count("\n") == 1
