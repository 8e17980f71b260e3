"""Ctrl-C as a terminal sends it — SIGINT to the whole process group — at random instants while the helper
processes start (``analyze`` splitting its root or sharing its table, ``suite --workers 2``, a tournament's
pool), once or twice 50 ms apart, and SIGTERM the same way: no traceback from any process (the helpers, the
fork server and the resource tracker ignore the terminal: the parent decides), the right exit status (0 with
what was computed, 130 where nothing was finished), no process of the group and no shared-memory segment
left behind.

Each command runs in a session of its own (``start_new_session``), as a shell runs a job in its own process
group. The instants are counted from the moment the interpreter runs our code (a launcher tells the test on a
pipe): a signal inside the interpreter's own start-up, before any code of ours runs, is Python's to handle."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.parallel import PREFIX

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process groups, /proc and /dev/shm")

ROOT = Path(__file__).resolve().parent.parent
MAIN = str(ROOT / "main.py")
SHM = Path("/dev/shm")
SUITE = str(ROOT / "engine" / "resources" / "suites" / "connect4-end-12.txt")
LAUNCH = ("import os, pkgutil, runpy, sys; fd = int(os.environ['MMS_READY_FD']); os.write(fd, b'.'); os.close(fd); "
          f"sys.argv = [{MAIN!r}] + sys.argv[1:]; runpy.run_path({MAIN!r}, run_name='__main__')")
COMMANDS: list[tuple[str, ...]] = [
    ("analyze", "--game", "connect4", "--depth", "9", "--workers", "2"),  # root splitting
    ("analyze", "--game", "connect4", "--depth", "9", "--iterative", "--tt-mb", "4", "--workers", "2"),  # Lazy SMP
    ("analyze", "--game", "connect4", "--depth", "9"),  # the default workers
    ("suite", SUITE, "--depth", "8", "--workers", "2", "--first", "4", "--quiet"),
    ("tournament", "--game", "tictactoe", "--players", "alphabeta:3", "random", "--games", "40", "--concurrency", "2"),
]
NOISE = ("Traceback", "Fatal Python error", "Exception ignored", "KeyboardInterrupt", "EOFError", "BufferError",
         "resource_tracker", "leaked", "init_import_site")
RUNS = 50
AT_ONCE = 5
LAST_INSTANT_S = 1.5


class Job:
    def __init__(self, args: tuple[str, ...], instant: float, sig: int, twice: bool, log_dir: Path) -> None:
        self.args, self.instant, self.sig, self.twice = args, instant, sig, twice
        ready_r, ready_w = os.pipe()
        env = {**os.environ, "MMS_READY_FD": str(ready_w), "MINIMAX_STUDIO_LOG_DIR": str(log_dir),
               "PYTHONUNBUFFERED": "1"}
        env.pop("MINIMAX_STUDIO_WORKERS", None)  # the default workers are what a user gets
        self.proc = subprocess.Popen([sys.executable, "-c", LAUNCH, *args], cwd=ROOT, env=env, pass_fds=(ready_w,),
                                     stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     start_new_session=True)
        os.close(ready_w)
        assert os.read(ready_r, 1) == b"."  # the interpreter is up and runs our code: the clock starts
        os.close(ready_r)
        self.start = time.monotonic()
        self.sent = 0

    def due(self, now: float) -> bool:
        """Send the signal(s) when their instant comes; True while one is still to be sent."""
        wanted = 2 if self.twice else 1
        for k in range(self.sent, wanted):
            if now - self.start >= self.instant + 0.05 * k:
                try:
                    os.killpg(self.proc.pid, self.sig)
                except ProcessLookupError:  # already finished
                    pass
                self.sent += 1
        return self.sent < wanted

    def describe(self) -> str:
        return (f"{' '.join(self.args)} with {signal.Signals(self.sig).name}{' twice' if self.twice else ''} "
                f"at {self.instant:.3f} s")


def session_members(sid: int) -> list[int]:
    members = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[0] != "Z" and int(fields[4]) == sid:  # field 6 of stat: the session
                members.append(int(entry.name))
    return members


def finish(job: Job) -> list[str]:
    """Wait for the job; what went wrong (nothing: an empty list)."""
    try:
        out_b, err_b = job.proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(job.proc.pid, signal.SIGKILL)
        job.proc.communicate()
        return [f"{job.describe()}: still running a minute after the signal"]
    out, err = out_b.decode(errors="replace"), err_b.decode(errors="replace")
    problems = []
    code = job.proc.returncode
    noise = [n for n in NOISE if n in err]
    if noise:
        problems.append(f"{job.describe()}: {noise} on stderr:\n{err[-3000:]}")
    if code not in (0, 130):
        problems.append(f"{job.describe()}: exit status {code}:\n{err[-2000:]}")
    elif code == 0 and not out.strip():
        problems.append(f"{job.describe()}: exit 0 without a result")
    elif code == 130 and job.args[0] != "tournament" and "interrupted before anything was finished" not in err:
        problems.append(f"{job.describe()}: exit 130 without saying so:\n{err[-2000:]}")
    deadline = time.monotonic() + 10
    while session_members(job.proc.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = session_members(job.proc.pid)
    if left:
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        problems.append(f"{job.describe()}: processes left behind: {left}")
    segments = list(SHM.glob(f"{PREFIX}{job.proc.pid}_*"))
    if segments:
        for s in segments:
            s.unlink()
        problems.append(f"{job.describe()}: shared memory left behind: {[s.name for s in segments]}")
    return problems


def attack(plan: list[tuple[tuple[str, ...], float, int, bool]], log_dir: Path) -> list[str]:
    problems: list[str] = []
    for first in range(0, len(plan), AT_ONCE):
        jobs = [Job(*p, log_dir=log_dir) for p in plan[first:first + AT_ONCE]]
        while any([job.due(time.monotonic()) for job in jobs]):
            time.sleep(0.005)
        for job in jobs:
            problems += finish(job)
    return problems


def test_ctrl_c_to_the_process_group_at_random_instants_of_the_helpers_start(tmp_path: Path) -> None:
    rng = random.Random(33)
    plan = [(COMMANDS[i % len(COMMANDS)], rng.uniform(0.0, LAST_INSTANT_S), signal.SIGINT, i % 3 == 2)
            for i in range(RUNS)]
    problems = attack(plan, tmp_path)
    assert not problems, "\n\n".join(problems)


def test_sigterm_to_the_process_group_is_a_clean_stop_too(tmp_path: Path) -> None:
    rng = random.Random(34)
    plan = [(COMMANDS[i % len(COMMANDS)], rng.uniform(0.0, LAST_INSTANT_S), signal.SIGTERM, i % 2 == 1)
            for i in range(10)]
    problems = attack(plan, tmp_path)
    assert not problems, "\n\n".join(problems)



POOL_COMMANDS = {
    "tournament": ("tournament", "--game", "tictactoe", "--players", "alphabeta:2", "random", "--games", "4",
                   "--concurrency", "2"),
    "tune": ("tune", "--game", "tictactoe", "--params", "weight,bonus", "--opponent", "alphabeta:2", "--games", "4",
             "--batch", "2", "--concurrency", "2", "--out", "{folder}/w.json"),
    "contest": ("contest", "{folder}", "--game", "tictactoe", "--depth", "1", "--games", "2", "--concurrency", "2"),
}


@pytest.mark.parametrize("command", list(POOL_COMMANDS))
def test_a_ctrl_c_while_a_game_pool_ends_does_not_cut_its_end_short(
        command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Re-attacked (issue 33): a second Ctrl-C 50 ms after the first landed in the game pool's end, after the
    run had put Python's own handler back: a ``KeyboardInterrupt`` there left the games played unprinted (exit
    130, "interrupted before anything was finished") and workers still starting, whose semaphores the exiting
    parent removed under them (a ``FileNotFoundError`` traceback from the fork server's child). The run's stop
    keeps the signals until its pool has ended."""
    from engine.match import backends
    from tests.cli_helpers import run_cli

    real_stop = backends._stop_pool

    def ctrl_c_as_the_pool_ends(pool: backends.LocalPool) -> dict[int, int | None]:
        os.kill(os.getpid(), signal.SIGINT)  # (Python runs the handler before the next line)
        return real_stop(pool)

    for name in ("a.py", "b.py"):
        (tmp_path / name).write_text('GAME = "tictactoe"\ndef evaluate(position, player, weights):\n    return 0\n')
    monkeypatch.setattr(backends, "_stop_pool", ctrl_c_as_the_pool_ends)
    code, out, err = run_cli(capsys, *(a.format(folder=tmp_path) for a in POOL_COMMANDS[command]))
    assert code == 0, err
    assert "interrupted" not in err and out.strip()
