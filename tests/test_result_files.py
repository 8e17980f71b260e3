"""Files the tournament reads and writes: evaluation, openings and result files are regular files of a
sane size, a result file is resumed only when every line of it is a game of this very tournament, and
nothing that is not a genuine result file is ever overwritten, truncated or appended to."""

from __future__ import annotations

import contextlib
import io
import json
import os
import time
from pathlib import Path

import pytest

from engine.match import runner
from engine.validation import MAX_EVALUATION_FILE_BYTES
from main import main

from .attack import fifo_watchdog

EXIT_USAGE = 2
TTT = ("tournament", "--game", "tictactoe", "--players", "random", "topleft", "--concurrency", "1")
EVAL = 'GAME = "tictactoe"\nPARAMS = {"w": (1.0, 0.0, 10.0)}\n\ndef evaluate(state, player, weights):\n    return 0.0\n'


@pytest.fixture(autouse=True)
def _log_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path_factory.mktemp("log")
    monkeypatch.setenv("MINIMAX_STUDIO_LOG_DIR", str(d))
    return d


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 2
    return code, out.getvalue(), err.getvalue()


def refused(*args: str) -> str:
    code, _, err = run(*args)
    assert code == EXIT_USAGE, (args, code, err)
    assert len(err.splitlines()) == 1 and err.startswith("error: ") and "Traceback" not in err, err
    return err


def needs_fifo() -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this platform")


# -- defect 5: only regular files of a sane size are read ------------------------------------------------
@pytest.mark.parametrize("option", ["--eval-file", "--openings", "--out"])
def test_a_device_is_refused_at_once(option: str) -> None:
    extra = ("--resume",) if option == "--out" else ()
    start = time.monotonic()
    if option == "--eval-file":
        err = refused("analyze", "--game", "tictactoe", "--depth", "1", "--eval-file", "/dev/zero")
    else:
        err = refused(*TTT, "--games", "2", option, "/dev/zero", *extra)
    assert "regular file" in err and time.monotonic() - start < 5, err


@pytest.mark.parametrize("option", ["--eval-file", "--openings"])
def test_a_fifo_is_refused_not_waited_on(tmp_path: Path, option: str) -> None:
    needs_fifo()
    fifo = tmp_path / "in.fifo"
    os.mkfifo(fifo)
    start = time.monotonic()
    with fifo_watchdog(str(fifo)):
        if option == "--eval-file":
            err = refused("analyze", "--game", "tictactoe", "--depth", "1", "--eval-file", str(fifo))
        else:
            err = refused(*TTT, "--games", "2", "--openings", str(fifo))
    assert "regular file" in err and time.monotonic() - start < 10, err


def test_a_fifo_as_result_file_is_refused(tmp_path: Path) -> None:
    needs_fifo()
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    with fifo_watchdog(str(fifo)):
        err = refused(*TTT, "--games", "2", "--out", str(fifo), "--resume")
    assert "regular file" in err


def test_a_huge_evaluation_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.py"
    with big.open("wb") as f:  # sparse: no disk space, but its size says what it is
        f.truncate(MAX_EVALUATION_FILE_BYTES + 1)
    err = refused("analyze", "--game", "tictactoe", "--depth", "1", "--eval-file", str(big))
    assert "too large" in err
    err = refused(*TTT, "--games", "2", "--players", f"alphabeta:1,evalfile={big}", "random")
    assert "too large" in err


def test_a_huge_openings_or_result_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.match import openings

    monkeypatch.setattr(openings, "MAX_OPENINGS_FILE_BYTES", 10)
    monkeypatch.setattr(runner, "MAX_RESULT_FILE_BYTES", 10)
    f = tmp_path / "o.txt"
    f.write_text("5\n1\n9\n3\n7\n2\n")
    assert "too large" in refused(*TTT, "--games", "2", "--openings", str(f))
    out = tmp_path / "r.jsonl"
    out.write_text('{"game":"tictactoe"}\n')
    assert "too large" in refused(*TTT, "--games", "2", "--out", str(out), "--resume")


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert "folder" in refused(*TTT, "--games", "2", "--openings", str(tmp_path))
    assert "folder" in refused(*TTT, "--games", "2", "--out", str(tmp_path), "--resume")


def test_a_small_evaluation_file_still_plays(tmp_path: Path) -> None:
    f = tmp_path / "ev.py"
    f.write_text(EVAL)
    code, out, err = run(*TTT, "--games", "2", "--players", f"alphabeta:1,evalfile={f}", "random", "--json")
    assert code == 0, err
    assert json.loads(out)["games"] == 2
