"""The default workers' policy (``engine.parallel.paying``): a search with the default workers starts as with
one worker and brings helpers in only once it has run long enough (and only onto free cores); helpers that join
a running search leave its value as one process's. Timing is never asserted: the tests pass ``start_after``
and ``idle_only`` to choose when helpers join, and ``bench --group workers-default`` measures the speed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from engine.enhancements import Enhancements
from engine.games import game_info
from engine.parallel import ParallelReport, parallel_search, paying_search
from engine.parallel import paying as paying_module
from engine.parallel.pool import shared_pool
from engine.search import SearchOptions, search

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/dev/shm")
ROOT = Path(__file__).resolve().parent.parent


def connect4(moves: str, depth: int, enhancements: Enhancements | None = None):
    info = game_info("connect4")
    game = info.factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    return game, state, SearchOptions.for_game(info, "alphabeta", depth=depth,
                                               enhancements=enhancements or Enhancements())


def analyze_json(*args: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "MINIMAX_STUDIO_WORKERS"}  # the default a user gets
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "analyze", *args, "--json"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120, check=True).stdout
    return json.loads(out)


def test_a_small_search_with_the_default_workers_is_one_workers_search():
    """Before: every ``analyze`` started helper processes (tic-tac-toe: 25 times the engine's time of one
    process). Now the search ends before any helper is due: the same search as ``--workers 1``."""
    default = analyze_json("--game", "tictactoe", "--algorithm", "alphabeta")
    one = analyze_json("--game", "tictactoe", "--algorithm", "alphabeta", "--workers", "1")
    assert default["workers"] == 1
    assert default["stats"]["nodes"] == one["stats"]["nodes"] and default["value"] == one["value"]


def warm_pool() -> None:
    """A pool with one ready helper (as a window's second search finds it)."""
    pool = shared_pool(1, at_least=True)
    deadline = time.monotonic() + 120
    while not pool.control.ready(pool.workers[0].slot):
        assert time.monotonic() < deadline, "the helper never started"
        time.sleep(0.01)


@pytest.mark.parametrize("moves,depth,enhancements", [("", 6, None), ("4453", 6, None), ("44", 5, None),
                                                       ("4453", 6, Enhancements(tt_mb=4, ordering=("tt", "killers")))])
def test_helpers_joining_a_root_split_keep_one_process_value(moves, depth, enhancements):
    game, state, options = connect4(moves, depth, enhancements)
    expected = search(game, state, options)
    # On a busy machine the parent can finish every move before the ready helper takes one: the value must
    # hold on every try, and the helper must have taken a move on one of a few tries.
    for _ in range(5):
        warm_pool()
        report = ParallelReport()
        result = paying_search(game, state, options, 2, report=report, start_after=0.0, idle_only=False)
        assert not result.stopped and result.value == expected.value
        assert report.split and report.workers == 2
        assert sum(report.move_nodes.values()) > 0
        if report.worker_nodes:
            break
    assert report.worker_nodes, "the helper took no move in five searches"


@pytest.mark.parametrize("enhancements", [Enhancements(), Enhancements(tt_mb=4, ordering=("tt", "killers", "history"))],
                         ids=["textbook", "table and ordering"])
def test_a_search_that_ends_before_its_helpers_are_due_is_one_process_search_node_for_node(enhancements):
    """The parent's own moves share one context (table, killers, history), as one process's root loop does."""
    game, state, options = connect4("4453", 5, enhancements)
    expected = search(game, state, options)
    report = ParallelReport()
    result = paying_search(game, state, options, 2, report=report, start_after=3600.0, idle_only=False)
    assert not report.split and result.value == expected.value and result.best_move == expected.best_move
    assert result.stats.nodes == expected.stats.nodes
    assert result.stats.nodes_per_depth == expected.stats.nodes_per_depth


def test_lazy_smp_helpers_join_at_an_iteration_boundary_and_keep_the_value():
    game, state, options = connect4("4453", 7, Enhancements(iterative=True, tt_mb=4))
    expected = search(game, state, options)
    report = ParallelReport()
    result = paying_search(game, state, options, 2, report=report, start_after=0.0, idle_only=False, lazy_smp=True)
    assert report.split and not result.stopped
    assert result.value == expected.value
    assert [it.depth for it in result.iterations] == [it.depth for it in expected.iterations]


def test_by_default_a_search_lazy_smp_would_share_stays_in_one_process_node_for_node():
    """Lazy SMP's joining helpers never paid on the reference machine (``LAZY_SMP_PAYS``): the default leaves
    an iterative search with a table in this process, exactly the search of one worker."""
    game, state, options = connect4("4453", 7, Enhancements(iterative=True, tt_mb=4))
    expected = search(game, state, options)
    report = ParallelReport()
    result = paying_search(game, state, options, 2, report=report, start_after=0.0, idle_only=False)
    assert not report.split and result.value == expected.value
    assert result.stats.nodes == expected.stats.nodes


def test_no_free_core_no_helpers(monkeypatch):
    """A helper on a busy core only takes turns with what runs there: none is started."""
    monkeypatch.setattr(paying_module, "free_cores", lambda: 0)
    game, state, options = connect4("", 6)
    report = ParallelReport()
    result = paying_search(game, state, options, 2, report=report, start_after=0.0)
    assert not report.split and result.value == search(game, state, options).value


def test_a_stop_answers_with_the_moves_finished_and_the_helpers_stop():
    game, state, options = connect4("", 9)
    warm_pool()
    stop = threading.Event()
    out = []
    report = ParallelReport()
    t = threading.Thread(target=lambda: out.append(paying_search(game, state, options, 2, stop=stop, report=report,
                                                                 start_after=0.0, idle_only=False)))
    t.start()
    time.sleep(0.5)
    stop.set()
    t.join(30)
    assert not t.is_alive()
    (result,) = out
    assert result.stopped
    # The next search finds the helper ready (it stopped at its next check and was heard out).
    game, state, options = connect4("4453", 4)
    assert parallel_search(game, state, options, 2).value == search(game, state, options).value


def test_free_cores_is_a_count_of_this_machines_cores_less_one_at_most():
    assert 0 <= paying_module.free_cores() <= paying_module.cores() - 1
