"""Ctrl-C (SIGINT) and SIGTERM on the real command line, in a subprocess, for each command.

Each test waits until the process is searching before it sends the signal: ``analyze`` writes a
status line to a terminal's stderr while it searches (the tests give it a pseudo-terminal and read
it), ``arena`` shows its progress bar there, ``bench`` prints its header before the first workload.
The searches chosen would run for minutes, so the signal always lands in the middle of one.
"""

from __future__ import annotations

import fcntl
import json
import os
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "openpty"),
                                reason="POSIX signals and pseudo-terminals")

ROOT = Path(__file__).resolve().parent.parent
WAIT_S = 60  # for the process to start searching (a loaded machine); it never sleeps that long


class Running:
    """A command with stdout on a pipe and stderr on a pseudo-terminal (so it behaves as for a person).
    Every one started is ended by ``end_every_run`` after its test, even one whose assertion failed, so a
    failure never leaves a live process or an open pipe behind for a later test to trip on."""

    started: ClassVar[list[Running]] = []

    def __init__(self, *args: str, log_dir: Path) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # a terminal 100 wide
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "MINIMAX_STUDIO_LOG_DIR": str(log_dir), "COLUMNS": "100"}
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE, stderr=slave, stdin=subprocess.DEVNULL)
        os.close(slave)
        self.err = b""
        self.out = b""
        Running.started.append(self)

    def close(self) -> None:
        """Kill the process if it still runs, and close both ends this side holds."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(WAIT_S)
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        self.close_terminal()

    def close_terminal(self) -> None:
        """Close this side of the pseudo-terminal, once (a number closed twice may be another file's by then)."""
        if self.master >= 0:
            os.close(self.master)
            self.master = -1

    def wait_for_stderr(self, text: str) -> None:
        deadline = time.monotonic() + WAIT_S
        while text.encode() not in self.err:
            left = deadline - time.monotonic()
            assert left > 0 and self.proc.poll() is None, (self.proc.poll(), self.err.decode(errors="replace"))
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                self.err += os.read(self.master, 4096)

    def wait_for_stdout(self, text: str) -> None:
        assert self.proc.stdout is not None
        deadline = time.monotonic() + WAIT_S
        fd = self.proc.stdout.fileno()
        while text.encode() not in self.out:
            left = deadline - time.monotonic()
            assert left > 0 and self.proc.poll() is None, (self.proc.poll(), self.out.decode(errors="replace"))
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                self.out += os.read(fd, 4096)

    def stop(self, sig: int) -> tuple[int, str, str]:
        """Send ``sig``; the exit status, stdout and stderr (terminal control sequences removed)."""
        self.proc.send_signal(sig)
        out, _ = self.proc.communicate(timeout=WAIT_S)
        self.out += out
        while True:
            try:
                ready, _, _ = select.select([self.master], [], [], 0.2)
                if not ready:
                    break
                chunk = os.read(self.master, 4096)
            except OSError:  # the terminal closed with the process
                break
            if not chunk:
                break
            self.err += chunk
        self.close_terminal()
        err = self.err.decode(errors="replace").replace("\x1b[K", "").replace("\r", "\n")
        return self.proc.returncode, self.out.decode(), err


@pytest.fixture(autouse=True)
def end_every_run() -> Iterator[None]:
    yield
    while Running.started:
        Running.started.pop().close()


SIGNALS = [pytest.param(signal.SIGINT, id="SIGINT"), pytest.param(signal.SIGTERM, id="SIGTERM")]
START_ROLLED = "r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r 3"


@pytest.mark.parametrize("sig", SIGNALS)
@pytest.mark.parametrize("args", [
    pytest.param(("--game", "einstein", "--depth", "full"), id="einstein-full"),  # was a TypeError traceback
    pytest.param(("--game", "einstein", "--depth", "7", "--chance-pruning", "star2"), id="einstein-star2"),
    pytest.param(("--game", "einstein", "--position", START_ROLLED, "--depth", "9"), id="einstein-rolled"),
    pytest.param(("--game", "connect4", "--depth", "14"), id="connect4"),
    pytest.param(("--game", "connect4", "--time", "600", "--tt-mb", "4", "--ordering", "all"), id="connect4-time"),
    pytest.param(("--game", "tictactoe", "--algorithm", "minimax", "--iterative", "--time", "600",
                  "--nodes", "900000000"), id="tictactoe"),
])
def test_analyze_prints_the_best_so_far_and_exits_0(tmp_path: Path, args: tuple[str, ...], sig: int) -> None:
    run = Running("analyze", *args, log_dir=tmp_path)
    run.wait_for_stderr("Searching")
    code, out, err = run.stop(sig)
    assert code == 0, (code, out, err)
    assert "Traceback" not in err and "Traceback" not in out
    assert "Stopped before" in out or "Best move" in out, out  # the result so far, or "nothing was finished"


@pytest.mark.parametrize("sig", SIGNALS)
def test_analyze_json_says_stopped(tmp_path: Path, sig: int) -> None:
    run = Running("analyze", "--game", "connect4", "--depth", "14", "--json", log_dir=tmp_path)
    run.wait_for_stderr("Searching")
    code, out, err = run.stop(sig)
    assert code == 0 and "Traceback" not in err
    data = json.loads(out)
    assert data["stopped"] is True


@pytest.mark.parametrize("sig", SIGNALS)
def test_compare_plain_keeps_the_finished_result(tmp_path: Path, sig: int) -> None:
    # Star2 finishes first (84,080 nodes); plain expectiminimax then needs 137,068: the signal, sent as
    # soon as the second search is announced, lands in it.
    run = Running("analyze", "--game", "einstein", "--position", START_ROLLED, "--depth", "4", "--chance-pruning",
                  "star2", "--compare-plain", log_dir=tmp_path)
    run.wait_for_stderr("Searching without chance pruning")
    code, out, err = run.stop(sig)
    assert code == 0 and "Traceback" not in err, (code, err)
    assert "Best move:" in out and "Stopped before" not in out  # the finished Star2 result, whole
    assert "Plain expectiminimax: stopped before the end, so no comparison" in out


@pytest.mark.parametrize("sig", SIGNALS)
def test_arena_reports_the_games_finished(tmp_path: Path, sig: int) -> None:
    run = Running("arena", "--game", "connect4", "--players", "alphabeta:12,alphabeta:12", "--games", "3",
                  log_dir=tmp_path)
    run.wait_for_stderr("0/3")  # the progress bar: the first game has started
    code, out, err = run.stop(sig)
    assert code == 0 and "Traceback" not in err, (code, err)
    assert "interrupted after 0 of 3 games" in out and "wins" in out


@pytest.mark.parametrize("sig", SIGNALS)
def test_bench_reports_the_workloads_finished(tmp_path: Path, sig: int) -> None:
    run = Running("bench", "--only", "c4-d10-empty-all", "--repeat", "1000", log_dir=tmp_path)
    run.wait_for_stdout("workload")  # the header: the first workload is running
    code, out, err = run.stop(sig)
    assert code == 0 and "Traceback" not in err, (code, err)
    assert "Interrupted: 0 of 1 workloads finished" in out


@pytest.mark.parametrize("sig", SIGNALS)
def test_parsing_a_huge_tree_interrupted_is_one_line(tmp_path: Path, sig: int) -> None:
    """Ctrl-C while a tree file far larger than any textbook's is read and built: one line, status 130."""
    path = tmp_path / "huge.json"
    width = 990
    path.write_text(json.dumps([[i, -i, i + 1] * (width // 3) for i in range(width)]))
    run = Running("analyze", "--tree", f"@{path}", "--algorithm", "minimax", log_dir=tmp_path)
    run.wait_for_stderr("Reading the tree")
    code, out, err = run.stop(sig)
    assert code == 130 and out == "", (code, out, err)
    assert err.split("(Ctrl-C stops)")[-1].strip().splitlines() == ["interrupted before anything was finished"], err


SLOW_LESSON = "# A slow lesson\n\n```task\nkind: value\ngame: tictactoe\nposition: 1234\n```\n" + (
    "\n```task\nkind: value\ngame: connect4\ndepth: 7\n```\n" * 12)  # each about a million nodes, under the cap


@pytest.mark.parametrize("sig", SIGNALS)
def test_lesson_check_stops_at_a_ctrl_c_to_its_process_group_keeping_the_answers_printed(
        tmp_path: Path, sig: int) -> None:
    """``lesson check`` on a lesson whose deep tasks take minutes in pure Python and seconds compiled: once the
    first (quick) task's answer is printed it is searching the next one; Ctrl-C as a terminal sends it (the
    whole process group) stops it there, the answer printed stays, one line says how far it got, exit 130."""
    from tests.test_parallel_interrupts import NOISE, session_members

    path = tmp_path / "slow.md"
    path.write_text(SLOW_LESSON, encoding="utf-8")
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "MINIMAX_STUDIO_LOG_DIR": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "lesson", "check", str(path)], cwd=ROOT, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)  # its own process group, as a shell runs a job
    try:
        assert proc.stdout is not None
        out = b""
        deadline = time.monotonic() + WAIT_S
        while b"  task 1 (" not in out:  # the quick task's answer: the deep one is being searched now
            left = deadline - time.monotonic()
            assert left > 0 and proc.poll() is None, (proc.poll(), out)
            ready, _, _ = select.select([proc.stdout], [], [], left)
            if ready:
                out += os.read(proc.stdout.fileno(), 4096)
        os.killpg(proc.pid, sig)
        rest, err_b = proc.communicate(timeout=WAIT_S)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    err = err_b.decode()
    assert proc.returncode == 130, err
    assert (out + rest).decode().splitlines() == ["A slow lesson (slow): 13 tasks",
                                                   "  task 1 (line 3, value on tictactoe): 1"]
    assert err == "interrupted: 1 of 13 tasks checked\n"
    assert not [n for n in NOISE if n in err]
    assert session_members(proc.pid) == []
