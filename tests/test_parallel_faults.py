"""Bad worker counts, stopping, a worker that dies, a parent killed outright: every worker stops within a
second, a dead worker's move is searched again by the others, and no shared-memory segment outlives its
owner (the next start removes what a kill -9 left)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from multiprocessing import resource_tracker, shared_memory
from pathlib import Path

import pytest

from engine.enhancements import Enhancements
from engine.errors import InputError
from engine.games import game_info
from engine.parallel import PREFIX, ParallelReport, check_workers, max_workers, parallel_search, remove_stale
from engine.parallel.pool import shared_pool
from engine.results import SearchResult
from engine.search import SearchOptions, search
from tests.cli_helpers import run_cli
from tests.test_signals import Running, end_every_run  # noqa: F401 (the fixture ends every run)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/dev/shm and /proc")
SHM = Path("/dev/shm")


@pytest.mark.parametrize("text", ["0", "-1", "-12", "two", "1.5", "", " ", "٣", "99999999999"])
def test_bad_worker_counts_are_refused(text):
    with pytest.raises(InputError):
        check_workers(text)


def test_more_than_four_per_core_is_refused():
    assert check_workers(str(max_workers())) == max_workers()
    with pytest.raises(InputError, match="at most"):
        check_workers(str(max_workers() + 1))


@pytest.mark.parametrize("command", [["analyze", "--game", "tictactoe"], ["suite", "resources/suites/connect4-end-12.txt"]])
@pytest.mark.parametrize("text", ["0", "-2", "lots", "1e3", "100000"])
def test_cli_bad_workers_is_one_line_and_exit_2(capsys, command, text):
    code, out, err = run_cli(capsys, *command, f"--workers={text}")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error:") and "--workers" in err


def connect4(moves: str, depth: int) -> tuple[object, object, SearchOptions]:
    info = game_info("connect4")
    game = info.factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    return game, state, SearchOptions.for_game(info, "alphabeta", depth=depth, enhancements=Enhancements())


def in_thread(game, state, options, stop=None, report=None) -> tuple[threading.Thread, list[SearchResult]]:
    out: list[SearchResult] = []
    shared_pool(2).control.reset(0.0)  # no node count left from an earlier search: wait_until_searching sees this one
    t = threading.Thread(target=lambda: out.append(parallel_search(game, state, options, 2, stop=stop,
                                                                   report=report)))
    t.start()
    return t, out


def wait_until_searching(timeout: float = 60) -> None:
    pool = shared_pool(2)
    deadline = time.monotonic() + timeout
    while pool.control.nodes() == 0:
        assert time.monotonic() < deadline, "the workers never started"
        time.sleep(0.01)


def test_stop_ends_every_worker_within_a_second_and_keeps_the_moves_done():
    game, state, options = connect4("", 14)  # minutes of work
    stop = threading.Event()
    t, out = in_thread(game, state, options, stop)
    wait_until_searching()
    time.sleep(0.3)
    stopped_at = time.monotonic()
    stop.set()
    t.join(5)
    took = time.monotonic() - stopped_at
    assert not t.is_alive()
    assert took < 1.0, took  # the answer does not wait for the workers (measured ~0.05 s)
    (result,) = out
    assert result.stopped and result.best_move is not None
    pool = shared_pool(2)
    t0 = time.monotonic()
    assert pool.settle() == []  # every worker answered the stop: none had to be ended
    assert time.monotonic() - stopped_at < 1.5, time.monotonic() - t0  # the design bound is a second
    assert all(w.process.is_alive() and not w.answer_due for w in pool.workers)  # ready for the next search


def test_a_worker_killed_mid_search_has_its_move_searched_again():
    game, state, options = connect4("44", 8)
    expected = search(game, state, options)
    pool = shared_pool(2)
    victim = pool.workers[0].process.pid
    report = ParallelReport()
    t, out = in_thread(game, state, options, report=report)
    wait_until_searching()
    assert victim is not None
    os.kill(victim, signal.SIGKILL)
    t.join(120)
    assert not t.is_alive()
    (result,) = out
    assert not result.stopped and result.value == expected.value
    assert len(report.failures) == 1 and report.failures[0].startswith("worker 1 ended (killed by signal 9)")
    shared_pool(2)  # the next search starts a new worker in its place
    assert all(w.process.is_alive() for w in pool.workers)


def test_every_worker_killed_the_parent_finishes():
    game, state, options = connect4("44", 8)
    expected = search(game, state, options)
    pool = shared_pool(2)
    report = ParallelReport()
    t, out = in_thread(game, state, options, report=report)
    wait_until_searching()
    for w in pool.workers:
        os.kill(w.process.pid or 0, signal.SIGKILL)
    t.join(120)
    (result,) = out
    assert result.value == expected.value and len(report.failures) == 2


def children_of(pid: int) -> list[int]:
    kids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                kids.append(int(entry.name))
    return kids


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.parametrize("extra,children", [((), 3), (("--iterative", "--tt-mb", "16"), 2)])
def test_ctrl_c_stops_the_workers_and_prints_the_best_so_far(tmp_path, extra, children):
    """Root splitting (the resource tracker and 2 workers) and Lazy SMP (the tracker and 1 helper: the main
    search is the command's own process)."""
    run = Running("analyze", "--game", "connect4", "--depth", "14", *extra, "--workers", "2", log_dir=tmp_path)
    stopped_with_nothing_left(run, children)


def stopped_with_nothing_left(run: Running, children: int) -> None:
    """Once ``run`` searches with ``children`` processes of its own, a Ctrl-C: it ends within 5 s with the best
    answer so far, no traceback, none of its workers alive and no shared-memory segment of its own."""
    run.wait_for_stderr("Searching")
    deadline = time.monotonic() + 60
    while len([k for k in children_of(run.proc.pid) if alive(k)]) < children:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    workers = children_of(run.proc.pid)
    time.sleep(0.5)
    t0 = time.monotonic()
    code, out, err = run.stop(signal.SIGINT)
    assert time.monotonic() - t0 < 5
    assert code == 0 and "Traceback" not in err, (code, err)
    assert "Stopped before the end" in out and "2 workers" in out
    time.sleep(0.5)
    assert not [w for w in workers if alive(w) and w in children_of(run.proc.pid)]
    assert not list(SHM.glob(f"{PREFIX}{run.proc.pid}_*"))


def test_kill_9_of_the_parent_leaves_nothing_after_the_next_start(tmp_path):
    run = Running("analyze", "--game", "connect4", "--depth", "14", "--workers", "2", log_dir=tmp_path)
    run.wait_for_stderr("Searching")
    pid = run.proc.pid
    deadline = time.monotonic() + 60
    while not list(SHM.glob(f"{PREFIX}{pid}_*")):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    workers = [k for k in children_of(pid) if alive(k)]
    run.proc.kill()
    run.proc.wait(10)
    run.close_terminal()
    assert run.proc.stdout is not None
    run.proc.stdout.close()
    deadline = time.monotonic() + 10
    while any(alive(w) for w in workers):  # the workers see their parent gone at their next check
        assert time.monotonic() < deadline, "a worker outlived its parent"
        time.sleep(0.05)
    remove_stale()  # what the next start does
    assert not list(SHM.glob(f"{PREFIX}{pid}_*"))


def test_the_next_start_removes_a_dead_owners_segment():
    dead = subprocess.Popen(["true"])
    dead.wait()
    name = f"{PREFIX}{dead.pid}_feedbeef"
    shm = shared_memory.SharedMemory(name=name, create=True, size=64)
    resource_tracker.unregister(f"/{name}", "shared_memory")  # left behind on purpose, as by a kill -9
    shm.close()
    mine = shared_memory.SharedMemory(name=f"{PREFIX}{os.getpid()}_0ddba11", create=True, size=64)
    try:
        assert (SHM / name).exists()
        assert name in remove_stale()
        assert not (SHM / name).exists()
        assert (SHM / mine.name).exists()  # a living owner's segment stays
    finally:
        mine.close()
        mine.unlink()


def lazy_connect4(moves: str, depth: int, **kw: object) -> tuple[object, object, SearchOptions]:
    info = game_info("connect4")
    game = info.factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    return game, state, SearchOptions.for_game(info, "alphabeta", depth=depth, enhancements=Enhancements.all(tt_mb=4),
                                               **kw)  # type: ignore[arg-type]


def own_segments() -> set[str]:
    return {p.name for p in SHM.glob(f"{PREFIX}{os.getpid()}_*")}


def test_lazy_smp_whose_helper_dies_finishes_here():
    """The main search is this process's own: a helper killed mid-search is only missed (one line), the answer
    is one process's, and the shared table's segment is gone when the search returns."""
    # (depth 12: 0.6 s compiled, long enough that the search is still running when its table is looked for and
    # its helper killed; at depth 10 a compiled search could end in between)
    game, state, options = lazy_connect4("4453", 12)
    expected = search(game, state, options)
    pool = shared_pool(2)
    before = own_segments()
    report = ParallelReport()
    t, out = in_thread(game, state, options, report=report)
    wait_until_searching()
    assert len(own_segments()) == len(before) + 1  # the shared table
    os.kill(pool.workers[0].process.pid or 0, signal.SIGKILL)
    t.join(300)
    (result,) = out
    assert result.value == expected.value and not result.stopped and result.depth_reached == 12
    assert report.failures == ["worker 2 ended (killed by signal 9): the search went on without it"]
    assert own_segments() == before
    shared_pool(2)  # the next search starts a new worker in its place
    assert all(w.process.is_alive() for w in pool.workers)


def test_lazy_smp_stops_at_once_and_its_helpers_within_a_second():
    game, state, options = lazy_connect4("", 16, record=True)  # minutes of work, the tree recorded
    stop = threading.Event()
    before = own_segments()
    t, out = in_thread(game, state, options, stop)
    wait_until_searching()
    time.sleep(0.3)
    stopped_at = time.monotonic()
    stop.set()
    t.join(5)
    assert not t.is_alive() and time.monotonic() - stopped_at < 1.0
    (result,) = out
    assert result.stopped and result.best_move is not None and result.tree is not None
    assert result.stats.helper_nodes > 0
    pool = shared_pool(2)
    assert pool.settle() == []  # the helper answered the stop: it did not have to be ended
    assert time.monotonic() - stopped_at < 1.5  # the design bound is a second
    assert all(w.process.is_alive() and not w.answer_due for w in pool.workers)
    assert own_segments() == before


def helper_processes(pid: int) -> list[int]:
    """The search workers among a process's children (not the resource tracker)."""
    found = []
    for kid in children_of(pid):
        try:
            cmdline = Path(f"/proc/{kid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"spawn_main" in cmdline and alive(kid):
            found.append(kid)
    return found


def finish(run: Running) -> tuple[int, str, str]:
    """Wait for ``run`` to end: its status, standard output, and what it wrote on its terminal (stderr)."""
    assert run.proc.stdout is not None
    out = run.proc.stdout.read().decode()
    run.proc.stdout.close()
    code = run.proc.wait(120)
    err = b""
    while True:
        try:
            chunk = os.read(run.master, 4096)
        except OSError:
            break
        if not chunk:
            break
        err += chunk
    run.close_terminal()
    return code, out, err.decode(errors="replace")


def test_a_worker_killed_during_suite_is_a_warning_as_in_analyze(tmp_path):
    """The README promises a ``warning:`` line for a worker that dies; ``analyze`` printed it, ``suite`` said
    nothing (exit 0, the figures silently without that worker's part)."""
    suite = tmp_path / "opening.txt"
    suite.write_text("44 0\n4453 0\n445 0\n43 0\n4444 0\n", encoding="utf-8")
    run = Running("suite", str(suite), "--depth", "9", "--workers", "2", "--quiet", log_dir=tmp_path)
    deadline = time.monotonic() + 60
    while len(helper_processes(run.proc.pid)) < 2:
        assert time.monotonic() < deadline and run.proc.poll() is None, run.proc.poll()
        time.sleep(0.02)
    victim = helper_processes(run.proc.pid)[0]
    os.kill(victim, signal.SIGKILL)
    code, out, text = finish(run)
    assert code == 0 and "Traceback" not in text, (code, text)
    assert "Totals:" in out
    warnings = [line for line in text.splitlines() if line.startswith("warning:")]
    assert warnings and "killed by signal 9" in warnings[0], text


def test_a_game_worker_killed_during_a_tournament_is_a_warning(tmp_path):
    """A tournament's worker killed from outside: its games are played again (as before), and now said on
    stderr as ``analyze`` and ``suite`` say a search worker's death (before: nothing)."""
    # Games of a few seconds (about 5 s for all on the 2-core reference machine), so a worker is found
    # playing on any machine; 12 games of depth 4 ended in a second, sometimes before the test found one.
    run = Running("tournament", "--game", "connect4", "--players", "alphabeta:6", "alphabeta:5", "--games", "8",
                  "--concurrency", "2", log_dir=tmp_path)
    deadline = time.monotonic() + 60
    killed = False
    while not killed:  # a worker found may have ended by itself before the kill lands: find another
        assert time.monotonic() < deadline and run.proc.poll() is None, run.proc.poll()
        workers: list[int] = []
        for kid in children_of(run.proc.pid):
            try:
                if b"forkserver" in Path(f"/proc/{kid}/cmdline").read_bytes():
                    workers = [w for w in children_of(kid) if alive(w)]
            except OSError:
                pass
        if not workers:
            time.sleep(0.02)
            continue
        time.sleep(0.3)  # playing by now
        try:
            os.kill(workers[0], signal.SIGKILL)
            killed = True
        except ProcessLookupError:
            pass
    code, out, text = finish(run)
    assert code == 0 and "Traceback" not in text, (code, text)
    assert "8 of 8 games" in out  # every game played, the killed worker's ones again
    warnings = [line for line in text.splitlines() if line.startswith("warning:")]
    assert warnings and "killed by signal 9" in warnings[0], text
