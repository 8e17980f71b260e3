"""The engine in its worker thread: results, ids, stop, throttled progress, shutdown."""

from __future__ import annotations

import threading
import time

import pytest

from engine.games import game_info
from engine.games.connect4 import ConnectFour
from engine.games.tictactoe import TicTacToe
from engine.search import SearchOptions, search
from gui.app.worker import SearchController, SearchRequest, count_full_tree

C4 = game_info("connect4")


def _long_request() -> SearchRequest:
    """A Connect Four search that takes far longer than any test waits for."""
    game = ConnectFour()
    ev = C4.evaluations["windows"]()
    return SearchRequest("move", game, game.initial_state(), (), SearchOptions("alphabeta", 14, ev))


@pytest.fixture
def controller(qtbot):
    c = SearchController()
    yield c
    assert c.shutdown(), "the worker thread did not end"


def test_finished_result(qtbot, controller: SearchController) -> None:
    game = TicTacToe()
    req = SearchRequest("hint", game, game.play(0, [5]), (5,), SearchOptions("alphabeta"))
    with qtbot.waitSignal(controller.finished, timeout=10_000) as blocker:
        sent = controller.start(req)
    got, result = blocker.args
    assert got.id == sent.id and result.value == 0 and result.best_move in (1, 3, 7, 9)
    assert not controller.busy


def test_stop_returns_best_so_far_quickly(qtbot, controller: SearchController) -> None:
    with qtbot.waitSignal(controller.progress, timeout=10_000):
        controller.start(_long_request())
    t0 = time.perf_counter()
    with qtbot.waitSignal(controller.stopped, timeout=2_000) as blocker:
        controller.stop()
    latency = time.perf_counter() - t0
    _, result = blocker.args
    assert result.stopped and result.best_move in range(1, 8)
    # Measured 2-17 ms from stop() to the signal on the GUI thread; the requirement is 50 ms, and the
    # bound leaves room for a loaded test machine.
    assert latency < 0.1


def test_a_new_request_drops_the_old_result(qtbot, controller: SearchController) -> None:
    finished: list[int] = []
    controller.finished.connect(lambda req, _r: finished.append(req.id))
    controller.stopped.connect(lambda req, _r: finished.append(req.id))
    first = controller.start(_long_request())
    game = TicTacToe()
    with qtbot.waitSignal(controller.finished, timeout=10_000):
        second = controller.start(SearchRequest("move", game, 0, (), SearchOptions("alphabeta")))
    qtbot.wait(100)  # give a late signal of the first request the chance to (wrongly) arrive
    assert finished == [second.id] and first.id != second.id


def test_cancel_emits_nothing(qtbot, controller: SearchController) -> None:
    controller.start(_long_request())
    controller.cancel()
    assert not controller.busy
    with qtbot.assertNotEmitted(controller.stopped, wait=200), qtbot.assertNotEmitted(controller.finished):
        pass


def test_progress_is_throttled(qtbot, controller: SearchController) -> None:
    times: list[float] = []
    controller.progress.connect(lambda *_: times.append(time.perf_counter()))
    controller.start(_long_request())
    qtbot.waitUntil(lambda: len(times) >= 8, timeout=10_000)
    controller.cancel()
    span = times[-1] - times[0]
    rate = (len(times) - 1) / span
    assert rate <= 21, f"{rate:.1f} progress updates per second"


def test_shutdown_during_a_search(qtbot) -> None:
    c = SearchController()
    with qtbot.waitSignal(c.started, timeout=10_000):
        c.start(_long_request())
    t0 = time.perf_counter()
    assert c.shutdown(timeout_ms=3000)
    assert time.perf_counter() - t0 < 1.0
    with pytest.raises(RuntimeError):
        c.start(_long_request())


def test_full_tree_count_equals_minimax_nodes() -> None:
    game = ConnectFour()
    state = game.play(game.initial_state(), [4, 4])
    ev = C4.evaluations["windows"]()
    minimax = search(game, state, SearchOptions("minimax", 4, ev))
    size = count_full_tree(game, state, 4)
    assert size is not None and size.nodes == minimax.stats.nodes
    assert list(size.per_depth) == minimax.stats.nodes_per_depth
    ttt = TicTacToe()
    full = count_full_tree(ttt, 0, None)
    assert full is not None and full.nodes == 549_946
    stop = threading.Event()
    stop.set()
    assert count_full_tree(ttt, 0, None, stop) is None


def test_full_tree_count_reported_after_alphabeta(qtbot, controller: SearchController) -> None:
    game = TicTacToe()
    req = SearchRequest("move", game, game.play(0, [5]), (5,), SearchOptions("alphabeta"))
    results = []
    controller.finished.connect(lambda _req, r: results.append(r))
    with qtbot.waitSignal(controller.fullTreeCounted, timeout=10_000) as blocker:
        controller.start(req)
    size = blocker.args[1]
    assert len(results) == 1  # the result came first: the count never delays a move
    assert size.nodes > results[0].stats.nodes


def test_a_failing_search_reports_failed(qtbot, controller: SearchController) -> None:
    class Broken(TicTacToe):
        def expand(self, state):
            raise RuntimeError("boom")

    game = Broken()
    with qtbot.waitSignal(controller.failed, timeout=10_000) as blocker:
        controller.start(SearchRequest("move", game, 0, (), SearchOptions("alphabeta")))
    assert "boom" in blocker.args[1] and not controller.busy


def test_the_switch_interval_is_lowered_only_while_a_search_runs(qtbot, controller: SearchController) -> None:
    import sys

    from gui.app.jobs import SEARCH_SWITCH_INTERVAL_S

    normal = sys.getswitchinterval()
    assert normal > SEARCH_SWITCH_INTERVAL_S  # an idle application keeps Python's own interval
    with qtbot.waitSignal(controller.progress, timeout=10_000):
        controller.start(_long_request())
    assert sys.getswitchinterval() == pytest.approx(SEARCH_SWITCH_INTERVAL_S, abs=1e-6)  # kept in microseconds
    with qtbot.waitSignal(controller.stopped, timeout=5_000):
        controller.stop()
    qtbot.waitUntil(lambda: sys.getswitchinterval() == normal, timeout=5_000)


@pytest.mark.parametrize("keep_reports", [False, True])
def test_shutdown_keeps_the_last_reports_only_when_asked(qtbot, keep_reports: bool) -> None:
    """The tournament waits for its job's end after a shutdown (``keep_reports``); a search is dropped."""
    from PySide6.QtCore import QCoreApplication

    from gui.app.jobs import JobThread

    jobs = JobThread("test-worker")
    seen: list[tuple[str, object]] = []
    jobs.reported.connect(lambda _id, kind, payload: seen.append((kind, payload)))
    ended: list[int] = []
    jobs.ended.connect(ended.append)
    running = threading.Event()

    def job(report, stop: threading.Event) -> None:
        running.set()
        stop.wait(10)
        report("finished", stop.is_set())

    job_id = jobs.start(job, searches=False)
    assert running.wait(10)
    assert jobs.shutdown(timeout_ms=5000, keep_reports=keep_reports)
    QCoreApplication.processEvents()  # the reports the ended thread queued for this one are delivered now
    assert seen == ([("finished", True)] if keep_reports else [])
    assert ended == ([job_id] if keep_reports else [])
