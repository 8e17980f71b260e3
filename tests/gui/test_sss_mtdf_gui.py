"""SSS* and MTD(f) in the window: the Search tree dock shows the tree each one explored."""

from __future__ import annotations

from engine.games.tree import TreeGame, build_tree
from engine.search import SearchOptions, search
from engine.search.mtdf_record import MtdfRecord
from engine.search.sss_record import SSSRecord
from gui.app.players import PlayerConfig, SearchSettings
from gui.search_tree.model import COL_END, SearchTreeModel
from gui.window.main_window import MainWindow

from .test_main_window import set_players


def test_the_tree_model_shows_sss_records_leaves_in_solving_order(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    root = build_tree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    result = search(TreeGame(root), root, SearchOptions("sss", record=True))
    model = SearchTreeModel()
    model.set_record(result.tree)
    qtmodeltester.check(model)
    top = model.index(0, 0)
    while model.canFetchMore(top):
        model.fetchMore(top)
    middle = model.index(1, 0, top)
    while model.canFetchMore(middle):
        model.fetchMore(middle)
    assert model.data(model.index(0, COL_END, middle)) == "leaf solved 2. (terminal)"
    assert "1 of 3 children generated" in model.data(model.index(1, COL_END, top))


def test_an_sss_hint_fills_the_search_tree_dock(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    sss = SearchSettings("sss", 3, "openlines")
    set_players(window, PlayerConfig("human", sss), PlayerConfig("human", sss))
    assert window.play(4)
    with qtbot.waitSignal(window.hintReady, timeout=30_000):
        window.commands.hint_action.trigger()
    record = window.tree_widget.model.record()
    assert isinstance(record, SSSRecord) and len(record) > 1 and record.solved_order


def test_an_mtdf_hint_shows_one_subtree_per_pass(qtbot, window: MainWindow, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    mtdf = SearchSettings("mtdf", 3, "openlines")
    set_players(window, PlayerConfig("human", mtdf), PlayerConfig("human", mtdf))
    assert window.play(4)
    with qtbot.waitSignal(window.hintReady, timeout=30_000):
        window.commands.hint_action.trigger()
    model = window.tree_widget.model
    record = model.record()
    assert isinstance(record, MtdfRecord) and record.passes
    qtmodeltester.check(model)
    top = model.index(0, 0)
    while model.canFetchMore(top):
        model.fetchMore(top)
    assert model.rowCount(top) == len(record.passes)
    assert model.data(model.index(0, 0, top)).startswith("pass 1: value ")


def test_statistics_say_sss_solves_the_root_rather_than_zero_root_moves_done(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from gui.panels.stats_panel import ROOT_SOLVED_AS_A_WHOLE

    sss = SearchSettings("sss", 3, "openlines")
    set_players(window, PlayerConfig("human", sss), PlayerConfig("human", sss))
    assert window.play(4)
    with qtbot.waitSignal(window.hintReady, timeout=30_000):
        window.commands.hint_action.trigger()
    assert window.stats_panel.values["roots"].text() == ROOT_SOLVED_AS_A_WHOLE.format("SSS*")


def test_analyse_with_sss_or_mtdf_shows_their_tree_instead_of_failing(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for algorithm, kind in (("sss", SSSRecord), ("mtdf", MtdfRecord)):
        settings = SearchSettings(algorithm, 3, "openlines")
        set_players(window, PlayerConfig("human", settings), PlayerConfig("human", settings))
        window.new_game("tictactoe")
        assert window.play(4)
        with qtbot.waitSignal(window.analysisReady, timeout=30_000):
            window.commands.analyse_action.trigger()
        assert isinstance(window.tree_widget.model.record(), kind)
