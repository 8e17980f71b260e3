"""Solving on two workers by Young Brothers Wait (engine.parallel.young_brothers): the eldest move solved once,
then its brothers tested against the best value proven, in parallel. The same values as one process for
Connect Four and Othello (the margin and win/draw/loss), a stop keeps the best move proven so far, and
Ctrl-C leaves no worker and no /dev/shm segment behind."""

from __future__ import annotations

import random
import signal
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements
from engine.game import Game
from engine.games import game_info
from engine.parallel import ParallelReport, parallel_search
from engine.parallel.pool import shared_pool
from engine.parallel.young_brothers import YoungBrothers, eldest_index
from engine.results import SearchResult
from engine.search import SearchOptions, search
from engine.solving import SolveRequest
from tests.test_connect4_solver import late_position
from tests.test_othello import random_position
from tests.test_parallel_faults import stopped_with_nothing_left
from tests.test_signals import Running, end_every_run  # noqa: F401 (the fixture ends every run)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/dev/shm")
C4 = game_info("connect4").factory()
OTHELLO = game_info("othello").factory()
SHM = Path("/dev/shm")


def solve_options(name: str, faster: bool = False, exact_root: bool = False) -> SearchOptions:
    return SearchOptions.for_game(game_info(name), "alphabeta", enhancements=Enhancements(solve=True),
                                  faster_wins=faster, exact_root=exact_root)


def two_workers(game: Game, state: object, options: SearchOptions) -> tuple[SearchResult, ParallelReport]:
    report = ParallelReport()
    result = parallel_search(game, state, options, 2, report=report)  # the default method: Young Brothers Wait
    assert report.split and report.failures == []
    return result, report


def assert_as_one_process(game: Game, state: object, options: SearchOptions) -> None:
    truth = {m.move: m.value for m in search(game, state, replace(options, exact_root=True)).moves}
    one = search(game, state, options)
    two, _ = two_workers(game, state, options)
    assert not two.stopped and two.value == one.value == max(truth.values())
    assert {m.move for m in two.moves} == set(truth)
    assert truth[two.best_move] == two.value and two.pv[0] == two.best_move
    assert_true_answers(two, truth)
    assert set(one.ties) <= set(two.ties)  # every tying move one process proves (a slower win may be one more)


def assert_true_answers(two: SearchResult, truth: dict[int, float]) -> None:
    for m in two.moves:
        if m.bound == "exact":
            assert m.value == truth[m.move]  # as solving that move afresh
        else:  # refuted against a floor: an upper bound, below the root's value (a slower win: at most it)
            assert m.bound == "upper" and truth[m.move] <= m.value <= two.value
    assert all(truth[t] == two.value for t in two.ties)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), empty=st.integers(8, 18), faster=st.booleans())
def test_connect_four_on_two_workers_proves_what_one_process_does(seed, empty, faster):
    state = late_position(seed, empty)
    if state is None:
        return
    assert_as_one_process(C4, state, solve_options("connect4", faster))


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), empties=st.integers(6, 11), margin=st.booleans())
def test_othello_on_two_workers_proves_what_one_process_does(seed, empties, margin):
    state = random_position(random.Random(seed), empties)
    if state is None or len(OTHELLO.actions(state)) < 2:
        return
    game = OTHELLO.margin_game() if margin else OTHELLO
    assert_as_one_process(game, state, solve_options("othello"))


def test_othello_brothers_are_tested_against_the_floor():
    """Othello's solver takes a floor (``engine.solving.MoveSolver``): a move that does not reach the best is
    refuted by one null-window test, an upper bound, as in one process's root loop."""
    state = random_position(random.Random(5), 12)
    assert state is not None
    game = OTHELLO.margin_game()
    two, _ = two_workers(game, state, solve_options("othello"))
    assert any(m.bound == "upper" for m in two.moves)


def test_the_eldest_is_the_solvers_first_move():
    state = late_position(3, 16)
    assert state is not None
    solver = C4.solve_position(state, SolveRequest(1.0, 1024, lambda nodes: None, False, False))
    index = eldest_index(C4, state, solve_options("connect4"))
    assert index is not None and C4.expand(state)[2][index][0] == solver.first_move()


def test_every_move_exact_when_asked_for():
    state = late_position(11, 12)
    assert state is not None
    options = solve_options("connect4", True, exact_root=True)
    one = search(C4, state, options)
    two, _ = two_workers(C4, state, options)
    assert sorted((m.move, m.value, m.bound) for m in two.moves) == sorted((m.move, m.value, m.bound) for m in one.moves)


def test_a_stop_after_the_eldest_keeps_its_proven_value(monkeypatch):
    """Stopped once the eldest move is proven (the brothers still being tested), the answer is that move with
    its exact value, and the workers answer the stop."""
    options = solve_options("connect4")
    stop = threading.Event()
    taken: list[tuple[int, float | None, str]] = []
    take = YoungBrothers.take

    def take_and_stop(self, outcome):
        take(self, outcome)
        if not outcome.stopped and outcome.value is not None:
            taken.append((outcome.move, outcome.value, outcome.bound))
            stop.set()

    monkeypatch.setattr(YoungBrothers, "take", take_and_stop)
    state = late_position(7, 14)
    assert state is not None and len(C4.actions(state)) > 2
    report = ParallelReport()
    result = parallel_search(C4, state, options, 2, stop=stop, report=report)
    assert report.split and report.failures == []
    assert result.stopped  # the stop is seen before the brothers are handed out
    (move, value, bound), *_ = taken
    eldest = eldest_index(C4, state, options)
    assert eldest is not None and move == C4.expand(state)[2][eldest][0]  # the eldest alone was handed out
    assert bound == "exact" and result.best_move == move and result.value == value
    truth = {m.move: m.value for m in search(C4, state, solve_options("connect4", exact_root=True)).moves}
    assert truth[move] == value
    assert shared_pool(2).settle() == []


def test_ctrl_c_during_a_parallel_solve_prints_the_best_so_far_and_leaves_nothing(tmp_path):
    run = Running("analyze", "--game", "othello", "--solve", "--workers", "2", log_dir=tmp_path)
    stopped_with_nothing_left(run, 3)  # the resource tracker and 2 workers


def test_suite_solves_on_the_workers_asked_for(capsys):
    """``suite --workers 2`` solving FForum problems: each position's answer as with one worker, solved by two."""
    import json

    from tests.cli_helpers import run_cli

    def suite(workers: str) -> dict:
        code, out, err = run_cli(capsys, "suite", "resources/suites/othello-endgame-10.obf", "--first", "3",
                                 "--workers", workers, "--json")
        assert code == 0, err
        return json.loads(out)

    one, two = suite("1"), suite("2")
    assert one["workers"] == 1 and two["workers"] == 2
    for a, b in zip(one["positions"], two["positions"], strict=True):
        assert a["value"] == b["value"] and a["correct"] and b["correct"]


def test_a_recorded_solve_is_shared_and_keeps_its_root_record():
    """The window records its searches: a solve records only its root (the solver's nodes are its own), so a
    recorded exact analysis is shared as well, with the same root record as one process's."""
    state = next(s for s in map(lambda seed: late_position(seed, 14), range(100)) if s is not None)
    options = replace(solve_options("connect4"), record=True)
    one = search(C4, state, options)
    two, _ = two_workers(C4, state, options)
    assert two.value == one.value and one.tree is not None and two.tree is not None
    assert two.tree.pv[0] == two.best_move


@pytest.mark.parametrize("victims", [1, 2])
def test_a_worker_killed_while_solving_the_eldest(victims):
    """Killed while the eldest is being solved: the move is solved again by the other worker (or here, when
    every worker is gone), and the answer is one process's; each death is one line."""
    import os

    state = C4.play(C4.initial_state(), C4.parse_moves("1314554445255224"))  # seconds of solving
    options = solve_options("connect4")
    expected = search(C4, state, options)
    pool = shared_pool(2)
    pool.control.reset(0.0)
    report = ParallelReport()
    out: list[SearchResult] = []
    t = threading.Thread(target=lambda: out.append(parallel_search(C4, state, options, 2, report=report)))
    t.start()
    deadline = time.monotonic() + 60
    while pool.control.nodes() == 0:
        assert time.monotonic() < deadline, "the workers never started"
        time.sleep(0.01)
    for w in pool.workers[:victims]:
        os.kill(w.process.pid or 0, signal.SIGKILL)
    t.join(300)
    assert not t.is_alive()
    (result,) = out
    assert not result.stopped and result.value == expected.value
    assert len(report.failures) == victims and all("killed by signal 9" in f for f in report.failures)
    exact = {m.move: m.value for m in result.moves if m.bound == "exact"}
    assert exact[result.best_move] == expected.value
    shared_pool(2)  # the next search starts new workers in their place
    assert all(w.process.is_alive() for w in pool.workers)
