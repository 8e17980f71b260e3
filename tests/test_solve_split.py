"""Solving on two worker processes (engine.parallel.solve_split): each root move tested against the best any
worker has proven gives one process's values, and a stop ends it at once with nothing left in /dev/shm."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements
from engine.games import game_info
from engine.parallel import PREFIX, ParallelReport, close_shared_pool, parallel_search
from engine.parallel.pool import shared_pool
from engine.results import SearchResult
from engine.search import SearchOptions, search
from tests.test_connect4_solver import late_position

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/dev/shm")
GAME = game_info("connect4").factory()


def solve_options(faster: bool, exact_root: bool = False) -> SearchOptions:
    return SearchOptions.for_game(game_info("connect4"), "alphabeta", enhancements=Enhancements(solve=True),
                                  faster_wins=faster, exact_root=exact_root)


def split(state: object, options: SearchOptions) -> SearchResult:
    report = ParallelReport()
    result = parallel_search(GAME, state, options, 2, report=report, method="split")
    assert report.split and report.failures == []
    return result


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), empty=st.integers(8, 18), faster=st.booleans())
def test_two_workers_prove_what_one_process_does(seed, empty, faster):
    state = late_position(seed, empty)
    if state is None:
        return
    truth = {m.move: m.value for m in search(GAME, state, solve_options(faster, exact_root=True)).moves}
    one = search(GAME, state, solve_options(faster))
    two = split(state, solve_options(faster))
    assert not two.stopped and two.value == one.value == max(truth.values())
    assert {m.move for m in two.moves} == set(truth)
    assert truth[two.best_move] == two.value and two.pv[0] == two.best_move
    for m in two.moves:
        if m.bound == "exact":
            assert m.value == truth[m.move]  # as solving that move afresh
        else:  # refuted against a floor: an upper bound below the root's value
            assert m.bound == "upper" and truth[m.move] <= m.value < two.value


def test_every_move_exact_when_asked_for():
    state = late_position(11, 12)
    assert state is not None
    one = search(GAME, state, solve_options(True, exact_root=True))
    two = split(state, solve_options(True, exact_root=True))
    assert sorted((m.move, m.value, m.bound) for m in two.moves) == sorted((m.move, m.value, m.bound) for m in one.moves)


def ours() -> list[str]:
    return [p.name for p in Path("/dev/shm").iterdir() if p.name.startswith(f"{PREFIX}{os.getpid()}_")]


def test_a_split_solve_stops_within_a_second_and_leaves_no_segment():
    state = GAME.play(GAME.initial_state(), GAME.parse_moves("4453"))  # many minutes of solving
    pool = shared_pool(2)
    pool.control.reset(0.0)
    stop = threading.Event()
    out: list[SearchResult] = []
    t = threading.Thread(target=lambda: out.append(parallel_search(GAME, state, solve_options(True), 2, stop=stop,
                                                                   method="split")))
    t.start()
    deadline = time.monotonic() + 60
    while pool.control.nodes() == 0:  # the workers' solvers publish their nodes as they check the stop word
        assert time.monotonic() < deadline, "the workers never started"
        time.sleep(0.01)
    stopped_at = time.monotonic()
    stop.set()
    t.join(5)
    assert not t.is_alive() and time.monotonic() - stopped_at < 1.0
    (result,) = out
    assert result.stopped and result.best_move is not None
    assert pool.settle() == []  # every worker answered the stop
    assert time.monotonic() - stopped_at < 1.5
    close_shared_pool()
    assert ours() == []
