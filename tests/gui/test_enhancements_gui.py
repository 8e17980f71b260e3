"""The search enhancements in the desktop application: the per-side switches (settings, QSettings,
saved games), iterative deepening's per-depth rows in the statistics, limits, and "Compare algorithms"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QCheckBox

from engine.enhancements import Enhancements
from engine.games import GAMES, game_info
from engine.search import search
from gui.app.display_options import DisplayOptions
from gui.app.enhancement_settings import EnhancementSettings
from gui.app.game_file import GameFileError, load_game
from gui.app.players import PlayerConfig, SearchSettings, SettingsError, algorithms_for
from gui.panels.iterations_view import IterationsModel, IterationsView
from gui.panels.settings_panel import SideSettingsForm
from gui.window.compare import COMPARE_PLAYOUTS, CompareChart, VariantResult
from gui.window.main_window import MainWindow

from .test_board import click

C4 = game_info("connect4")
TTT = game_info("tictactoe")

EVERYTHING = EnhancementSettings(iterative=True, time_limit=2.5, node_limit=123_456, tt=True, tt_mb=8,
                                 ordering=("pv", "tt", "killers", "history", "static"), pvs=True, aspiration=25.0,
                                 quiescence=True, solve=False)


def set_players(window: MainWindow, first: PlayerConfig, second: PlayerConfig) -> None:
    window.settings_panel.set_players((first, second))
    window.settings_panel.playersChanged.emit()


def c4_computer(enh: EnhancementSettings, depth: int = 6, algorithm: str = "alphabeta") -> PlayerConfig:
    ev = C4.evaluations["windows"]()
    return PlayerConfig("computer", SearchSettings(algorithm, depth, "windows", dict(ev.weights), record=False,
                                                   enhancements=enh))


# -- the switches -----------------------------------------------------------------------------------------
def test_the_form_round_trips_every_switch(qtbot) -> None:
    form = SideSettingsForm(C4)
    qtbot.addWidget(form)
    config = c4_computer(EVERYTHING)
    form.set_config(config)
    assert form.config() == config
    solver = c4_computer(EnhancementSettings(solve=True, time_limit=1.0))
    form.set_config(solver)
    assert form.config() == solver
    assert not form.depth.isEnabled()  # the solver searches to the end: the depth cutoff is ignored
    assert "late positions" in form.enhancements.reasons.text()
    assert not form.enhancements.tt_on.isEnabled() and "its own table" in form.enhancements.reasons.text()
    both = c4_computer(EnhancementSettings(solve=True, tt=True, pvs=True, ordering=("static",)))
    assert both.search.options(C4).enhancements == Enhancements(solve=True)  # nothing the solver ignores


def test_what_needs_alpha_beta_is_greyed_out_and_explained(qtbot) -> None:
    form = SideSettingsForm(C4)
    qtbot.addWidget(form)
    form.set_config(c4_computer(EVERYTHING))
    enh = form.enhancements
    assert enh.tt_on.isEnabled() and enh.ordering["killers"].isEnabled() and enh.boxes["pvs"].isEnabled()
    form.algorithm.setCurrentIndex(form.algorithm.findData("minimax"))
    assert not enh.tt_on.isEnabled() and not enh.ordering["killers"].isEnabled()
    assert not enh.boxes["pvs"].isEnabled() and not enh.boxes["quiescence"].isEnabled()
    assert enh.boxes["iterative"].isEnabled()
    assert "needs the alpha-beta algorithm" in enh.reasons.text()
    assert "needs the alpha-beta" in enh.tt_on.toolTip()
    # the values stay in the widgets, but minimax never gets them
    options = form.config().search.options(C4)
    assert options.algorithm == "minimax" and options.enhancements.iterative
    assert not options.enhancements.needs_pruning_kernel
    form.algorithm.setCurrentIndex(form.algorithm.findData("alphabeta"))
    assert enh.tt_on.isEnabled() and form.config() == c4_computer(EVERYTHING)
    assert "needs the alpha-beta" not in enh.tt_on.toolTip()


def test_the_solver_is_only_for_games_with_one(qtbot) -> None:
    form = SideSettingsForm(TTT)
    qtbot.addWidget(form)
    assert not form.enhancements.boxes["solve"].isEnabled()
    assert "no exact solver" in form.enhancements.reasons.text()
    settings = SearchSettings("alphabeta", None, "openlines", enhancements=EnhancementSettings(solve=True))
    assert not settings.options(TTT).enhancements.solve  # a stored switch that does not apply is dropped


def test_options_reach_the_engine() -> None:
    options = c4_computer(EVERYTHING).search.options(C4)
    e = options.enhancements
    assert (e.iterative, e.tt_mb, e.pvs, e.aspiration, e.quiescence) == (True, 8.0, True, 25.0, True)
    assert e.ordering == ("pv", "tt", "killers", "history", "static")
    assert (options.time_limit, options.node_limit) == (2.5, 123_456)
    options.validate(C4.factory())  # a combination the engine accepts
    solve = c4_computer(EnhancementSettings(solve=True, iterative=True)).search.options(C4)
    assert solve.depth is None and solve.enhancements.solve and not solve.enhancements.iterative
    assert not c4_computer(EnhancementSettings(aspiration=5.0)).search.options(C4).enhancements.aspiration


@pytest.mark.parametrize("bad", [
    {"tt_mb": 0}, {"tt_mb": "big"}, {"ordering": ["alphabetical"]}, {"time_limit": -1}, {"node_limit": 1.5},
    {"iterative": "yes"}, {"warp": True}, [], {"aspiration": float("nan")},
])
def test_bad_stored_enhancements_are_refused_with_the_field(bad) -> None:
    data = SearchSettings.defaults(C4).to_dict()
    data["enhancements"] = bad
    with pytest.raises(SettingsError):
        SearchSettings.from_dict(C4, data)


def test_switches_persist_in_qsettings(qtbot, make_window) -> None:
    w1 = make_window(DisplayOptions(move_delay_ms=0))
    w1.new_game("connect4")
    human = PlayerConfig("human", SearchSettings.defaults(C4))
    set_players(w1, human, c4_computer(EVERYTHING).with_kind("human"))
    w1.close()
    w2 = make_window()
    assert w2.players[1].search.enhancements == EVERYTHING
    assert w2.settings_panel.players()[1].search.enhancements == EVERYTHING


def test_switches_go_into_saved_games(qtbot, window: MainWindow, tmp_path: Path) -> None:
    window.new_game("connect4")
    set_players(window, PlayerConfig("human", SearchSettings.defaults(C4)), c4_computer(EVERYTHING).with_kind("human"))
    path = tmp_path / "game.mmgame.json"
    assert window.files.save_game_to(str(path))
    data = json.loads(path.read_text())
    assert data["players"][1]["search"]["enhancements"]["ordering"] == list(EVERYTHING.ordering)
    assert load_game(str(path)).players[1].search.enhancements == EVERYTHING
    data["players"][1]["search"]["enhancements"]["tt_mb"] = -3
    path.write_text(json.dumps(data))
    with pytest.raises(GameFileError, match="the table size must be a number above 0 and at most 4,096 MB, got -3"):
        load_game(str(path))


# -- per-depth rows ------------------------------------------------------------------------------------------
def test_iterative_deepening_fills_the_per_depth_rows(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    enh = EnhancementSettings(iterative=True, tt=True, tt_mb=4, ordering=("pv", "tt", "static"))
    set_players(window, PlayerConfig("human", SearchSettings.defaults(C4)), c4_computer(enh, depth=5))
    live: list[int] = []
    window.searches.iterations.connect(lambda _req, infos: live.extend(i.depth for i in infos))
    with qtbot.waitSignal(window.computerMoved, timeout=30_000):
        click(qtbot, window.board, 4)
    assert live == [1, 2, 3, 4, 5]  # every finished depth reached the GUI thread, in order
    view = window.stats_panel.iterations
    model = view.model
    assert [r.depth for r in model.rows] == [1, 2, 3, 4, 5] and model.rowCount() == 5
    result = window.session.entries[-1].result
    assert result is not None and list(model.rows) == result.iterations
    assert window.session.entries[-1].caption.endswith("+ ID, TT, ordering")  # the move list says how
    pv_text = model.data(model.index(4, 4))
    assert pv_text == " ".join(C4.factory().format_move(m) for m in result.iterations[-1].pv)
    assert model.data(model.index(4, 1)) is not None
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Nodes"
    assert view.table.isVisibleTo(window) and "Table:" in view.summary.text() and "% full" in view.summary.text()
    assert "cutoffs by the first move tried" in view.summary.text()


def test_the_rows_model_is_a_well_behaved_model(qtbot, qtmodeltester) -> None:
    game = C4.factory()
    options = c4_computer(EnhancementSettings(iterative=True, tt=True)).search.options(C4)
    result = search(game, game.play(game.initial_state(), [4, 4]), options)
    view = IterationsView()
    qtbot.addWidget(view)
    view.add_iterations(result.iterations[:3])
    assert view.summary.text() == f"Table: {result.iterations[2].table_fill:.1%} full after depth 3"
    model = IterationsModel()
    model.set_rows(result.iterations[:2])
    model.append(result.iterations[1:])  # an overlap (a batch seen twice) is not appended twice
    assert [r.depth for r in model.rows] == [1, 2, 3, 4, 5, 6]
    qtmodeltester.check(model)


def test_a_time_limit_stops_the_search_and_the_move_is_played(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    enh = EnhancementSettings(iterative=True, time_limit=0.3)
    set_players(window, PlayerConfig("human", SearchSettings.defaults(C4)), c4_computer(enh, depth=C4.max_depth))
    with qtbot.waitSignal(window.computerMoved, timeout=30_000):
        click(qtbot, window.board, 4)
    result = window.session.entries[-1].result
    assert result is not None and result.stopped  # limited: the deepest finished depth's move
    assert result.iterations and result.depth_reached == result.iterations[-1].depth < C4.max_depth
    assert window.session.entries[-1].move == result.best_move
    assert "stopped" in window.stats_panel.title.text()
    assert "time limit (0.3 s)" in window.statusBar().currentMessage()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_stored_combination_gives_options_the_engine_accepts(name: str) -> None:
    """Switches that do not apply are dropped, never passed on to fail the search."""
    info = GAMES[name]
    combos = [EVERYTHING, EnhancementSettings(solve=True, iterative=True, aspiration=3.0),
              EnhancementSettings(aspiration=3.0, ordering=("pv",)), EnhancementSettings(quiescence=True, tt=True)]
    for algorithm in algorithms_for(info):
        for enh in combos:
            base = SearchSettings.defaults(info)
            settings = SearchSettings(algorithm, base.depth, base.evaluation, base.weights, enhancements=enh)
            settings.options(info).validate(info.factory())


# -- compare ---------------------------------------------------------------------------------------------------
def test_compare_shows_one_bar_per_variant_with_equal_values(compared_after_x_wins) -> None:
    dialog, results, labels = compared_after_x_wins
    assert [r.label for r in results if r is not None] == labels and labels[:2] == ["minimax", "alpha-beta"]
    assert dialog.chart.bar_count() == len(labels)
    exact = [r for r in results if r is not None and not r.estimate]
    assert {r.value for r in exact} == {-1} and not any(r.limited for r in results if r)
    nodes = {r.label: r.nodes for r in results if r is not None}
    assert nodes["alpha-beta"] < nodes["minimax"] and nodes["all"] < nodes["alpha-beta"]
    assert "same value" in dialog.status.text()
    assert all(dialog.chart.describe(i).endswith("✓") for i in range(len(labels) - 1))
    # the last row: MCTS, its tree nodes and playouts noted, its value an estimate (no ✓ or ≠)
    mcts = results[-1]
    assert labels[-1] == "MCTS" and mcts is not None and mcts.playouts == COMPARE_PLAYOUTS
    assert mcts.value is not None and -1 <= mcts.value <= 1
    assert "tree nodes" in dialog.chart.describe(len(labels) - 1)
    assert f"{COMPARE_PLAYOUTS:,} playouts" in dialog.chart.describe(len(labels) - 1)
    dialog.reject()


def test_compare_caps_minimax_and_can_be_stopped(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    deep = c4_computer(EnhancementSettings(), depth=8).with_kind("human")
    set_players(window, deep, deep)
    window.commands.compare_action.trigger()
    dialog = window.dialogs.compare_dialog
    assert dialog is not None
    # a comparison with a tiny cap: minimax stops at it, and the bar says so
    with qtbot.waitSignal(dialog.comparisonFinished, timeout=60_000):
        dialog.compare(window.game, window.session.state, window.players[0].search.options(C4), "test",
                       node_limit=2_000)
    first = dialog.results()[0]
    assert first is not None and first.limited and first.value is None
    assert dialog.chart.describe(0).startswith("stopped at")
    # in the middle of minimax at depth 8 the GUI thread stays free, and Stop ends the job
    with qtbot.waitSignal(dialog.runner.variantProgress, timeout=10_000):
        dialog.compare(window.game, window.session.state, window.players[0].search.options(C4), "test")
    assert dialog.runner.running
    # inside the long variant the chart shows its count so far
    assert dialog.chart.describe(0).startswith("searching… ") and "nodes" in dialog.chart.describe(0)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=5_000)  # the event loop turns while it searches
    timer.stop()
    with qtbot.waitSignal(dialog.comparisonFinished, timeout=10_000):
        dialog.stop_button.click()
    assert dialog.status.text().startswith("Stopped: 0 of")
    # the stopped variant keeps what it had searched, marked as stopped by the user
    first = dialog.results()[0]
    assert first is not None and first.stopped and first.nodes > 0 and first.value is None
    assert dialog.chart.describe(0).startswith("stopped by you after")
    assert dialog.chart.bar_count() < len(dialog.chart.labels)


def test_compare_stop_keeps_the_variants_that_finished(qtbot, window: MainWindow, monkeypatch) -> None:
    import gui.window.compare

    def alphabeta_until_stopped(game, state, options, observer=None, stop=None):
        # The alpha-beta variants run until the user stops them (a compiled engine would otherwise finish
        # all of them before the click arrives): minimax alone finishes, at the node cap.
        if options.algorithm == "alphabeta":
            assert stop is not None and stop.wait(20)
        return search(game, state, options, observer=observer, stop=stop)

    monkeypatch.setattr(gui.window.compare, "search", alphabeta_until_stopped)
    window.new_game("connect4")
    deep = c4_computer(EnhancementSettings(), depth=8).with_kind("human")
    set_players(window, deep, deep)
    window.commands.compare_action.trigger()
    dialog = window.dialogs.compare_dialog
    assert dialog is not None
    with qtbot.waitSignal(dialog.runner.variantStarted, timeout=20_000, check_params_cb=lambda i: i == 1):
        dialog.compare(window.game, window.session.state, window.players[0].search.options(C4), "test",
                       node_limit=20_000)
    with qtbot.waitSignal(dialog.comparisonFinished, timeout=10_000):
        dialog.stop_button.click()
    first = dialog.results()[0]
    assert first is not None and first.limited and not first.stopped  # minimax hit the cap: kept
    assert dialog.status.text().startswith("Stopped: ") and "kept on the chart" in dialog.status.text()
    assert dialog.results()[-1] is None


def test_compare_chart_marks_a_different_value(qtbot) -> None:
    chart = CompareChart()
    qtbot.addWidget(chart)
    chart.set_variants(["minimax", "alpha-beta", "broken"], 1000)
    chart.set_result(0, VariantResult("minimax", 500, 0.01, 3.0, 4, False))
    chart.set_result(1, VariantResult("alpha-beta", 100, 0.01, 3.0, 4, False))
    chart.set_result(2, VariantResult("broken", 50, 0.01, 2.0, 4, False))
    assert chart.describe(1).endswith("✓") and chart.describe(2).endswith("≠ 3")
    assert "(20.0%)" in chart.describe(1)
    # an MCTS estimate is neither ✓ nor ≠, and leaves the reference value alone
    chart.set_variants(["MCTS", "minimax"], 1000)
    chart.set_result(0, VariantResult("MCTS", 70, 0.01, 0.25, 4, False, playouts=1000))
    chart.set_result(1, VariantResult("minimax", 500, 0.01, 3.0, 4, False))
    assert chart.describe(1).endswith("✓") and "1,000 playouts" in chart.describe(0)
    chart.resize(700, 200)
    chart.grab()  # paints without errors


def test_the_form_checkboxes_have_names(qtbot) -> None:
    form = SideSettingsForm(C4)
    qtbot.addWidget(form)
    names = {b.objectName() for b in form.enhancements.findChildren(QCheckBox)}
    assert {"enh_iterative", "enh_pvs", "enh_quiescence", "enh_solve", "order_pv", "order_static"} <= names


def test_a_full_tree_too_large_to_count_is_reported_not_left_counting(qtbot) -> None:
    from gui.app.worker import FULL_TREE_LIMIT, SearchController, SearchRequest

    controller = SearchController()
    game = C4.factory()
    options = c4_computer(EnhancementSettings(iterative=True, tt=True, ordering=("pv", "tt", "static")),
                          depth=9).search.options(C4)
    assert 7 ** 9 > FULL_TREE_LIMIT
    try:
        with qtbot.waitSignal(controller.fullTreeCounted, timeout=60_000) as blocker:
            controller.start(SearchRequest("analysis", game, game.initial_state(), (), options))
        assert blocker.args[1] is None
    finally:
        controller.shutdown()
