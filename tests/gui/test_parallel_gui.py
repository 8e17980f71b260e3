"""The window's "Workers" setting: shown in the Settings panel (0 reads "All cores"), remembered with the
preferences, carried by every search request; a split search in the window's worker thread stops as fast
as one in a single process."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings

from engine.games import game_info
from engine.games.connect4 import ConnectFour
from engine.parallel import cores, lazy_fits, max_workers
from engine.results import Progress
from engine.search import SearchOptions
from gui.app.display_options import DisplayOptions
from gui.app.preferences import load_preferences, save_preferences
from gui.app.worker import SearchController, SearchRequest
from gui.window.main_window import MainWindow


def test_the_setting_reads_all_cores_at_zero_and_reaches_the_controller(qtbot, window: MainWindow) -> None:
    box = window.settings_panel.workers
    assert box.value() == 0 and box.text() == f"All cores ({cores()})"
    assert box.maximum() == max_workers()
    with qtbot.waitSignal(window.settings_panel.displayChanged, timeout=2_000):
        box.setValue(2)
    assert window.controller.display.workers == 2 and window.controller.prefs.display.workers == 2
    assert window.controller.display.search_workers == 2


def with_table(window: MainWindow) -> None:
    """Speed-ups ▸ Table switched on for the computer (O), as a user does to let the workers share its search."""
    first, second = window.controller.players
    enh = replace(second.search.enhancements, tt=True)
    window.controller.set_players((first, replace(second, search=replace(second.search, enhancements=enh))))


def test_the_search_with_a_table_is_shared_and_the_tooltip_says_how(window: MainWindow) -> None:
    """The computer's search records its tree and deepens iteratively by default (Connect Four): with a table
    Lazy SMP shares it, its main search in the window's thread; without one it is not given one (its tree would
    show table answers nobody asked for). The tooltip must say so, not "uncheck record"."""
    info = game_info("connect4")
    window.new_game("connect4")
    game = info.factory()
    options = window.players[1].search.options(info)
    assert options.record and options.enhancements.iterative
    assert not lazy_fits(game, game.initial_state(), options)
    with_table(window)
    assert lazy_fits(game, game.initial_state(), window.players[1].search.options(info))
    tip = window.settings_panel.workers.toolTip()
    assert "Lazy SMP" in tip and "recorded" in tip and "table" in tip and "uncheck record" not in tip


def test_the_computers_search_on_two_workers_records_reports_and_counts_the_helpers(qtbot, make_window,
                                                                                     tmp_path: Path) -> None:
    """The computer's Connect Four search with a table and Workers 2: the tree is recorded, every depth reaches
    the Iterations view, and the statistics read "main + helpers" while it runs and after."""
    window = make_window(DisplayOptions(move_delay_ms=0, workers=2))
    window.new_game("connect4")
    with_table(window)
    # Deep enough to last a few of the window's 50 ms progress reports on a fast machine, so that the helpers'
    # counts have arrived before it ends (a search over in one report never shows them while running).
    first, second = window.controller.players
    window.controller.set_players((first, replace(second, search=replace(second.search, depth=9))))
    window.resize(1280, 800)
    controller = window.controller
    running: list[str] = []
    panel, shown = window.stats_panel, window.stats_panel.show_progress

    def show_progress(p: Progress) -> None:  # what the panel reads once it has shown a progress report
        shown(p)
        if p.helper_nodes:
            running.append(panel.values["nodes"].text())

    panel.show_progress = show_progress  # type: ignore[method-assign]
    for move in (4, 3):  # the first search starts the helper process; the second finds it ready
        with qtbot.waitSignal(controller.searches.finished, timeout=120_000) as blocker:
            assert controller.play(move)
        request, result = blocker.args
    assert request.purpose == "move" and request.workers == 2
    assert result.stats.helper_nodes > 0 and result.tree is not None and len(result.tree) > 0
    assert result.iterations and result.iterations[-1].depth == result.depth_reached == request.options.depth
    assert window.stats_panel.iterations.model.rowCount() == len(result.iterations)
    nodes = window.stats_panel.values["nodes"].text()
    assert nodes == (f"{result.stats.nodes:,} + {result.stats.helper_nodes:,} = {result.stats.all_nodes:,} "
                     "(main + helpers)")
    assert window.stats_panel.values["nps"].text().endswith("(all processes)")
    assert any(t.endswith("(main + helpers)") for t in running)  # the helpers counted while it ran, too
    window.grab().save(str(tmp_path / "two-workers.png"))


def test_the_setting_is_remembered_and_garbage_is_reset(tmp_path: Path) -> None:
    s = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    prefs = load_preferences(s)
    prefs.display = DisplayOptions(workers=3)
    save_preferences(s, prefs)
    assert load_preferences(s).display.workers == 3
    for bad, expected in ((-4, 0), ("2", 0), (True, 0), (10**9, max_workers()), (1.5, 0)):
        s.setValue("display", json.dumps({**DisplayOptions().to_dict(), "workers": bad}))
        assert load_preferences(s).display.workers == expected, bad


def test_a_request_carries_the_workers(qtbot, make_window) -> None:
    window = make_window(DisplayOptions(move_delay_ms=0, workers=2))
    assert window.settings_panel.workers.value() == 2
    controller = window.controller
    sent: list[SearchRequest] = []
    controller.searches.started.connect(lambda request: sent.append(request))
    controller.engine.hint()
    qtbot.waitUntil(lambda: bool(sent), timeout=5_000)
    assert sent[0].workers == 2


def test_all_cores_asks_for_helpers_only_where_they_pay(qtbot, make_window) -> None:
    """"All cores" (the default) sends the default workers' policy (``engine.parallel.paying``): a short search
    stays in one process; a number chosen by the user is taken as asked."""
    for workers, by_default in ((0, True), (2, False)):
        window = make_window(DisplayOptions(move_delay_ms=0, workers=workers))
        controller = window.controller
        sent: list[SearchRequest] = []
        controller.searches.started.connect(lambda request, sent=sent: sent.append(request))
        controller.engine.hint()
        qtbot.waitUntil(lambda sent=sent: bool(sent), timeout=5_000)
        assert sent[0].workers_by_default is by_default
    assert "0.3 s" in window.settings_panel.workers.toolTip()


def test_a_split_search_in_the_window_thread_stops_at_once(qtbot) -> None:
    controller = SearchController()
    game = ConnectFour()
    ev = game_info("connect4").evaluations["windows"]()
    request = SearchRequest("move", game, game.initial_state(), (), SearchOptions("alphabeta", 14, ev), workers=2)
    try:
        with qtbot.waitSignal(controller.progress, timeout=60_000):
            controller.start(request)
        t0 = time.perf_counter()
        with qtbot.waitSignal(controller.stopped, timeout=5_000) as blocker:
            controller.stop()
        latency = time.perf_counter() - t0
        _, result = blocker.args
        assert result.stopped and result.best_move in range(1, 8)
        # The answer does not wait for the workers to stop (they are heard out before the next search).
        assert latency < 0.2, latency
    finally:
        assert controller.shutdown()
