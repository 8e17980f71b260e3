"""Monte Carlo tree search in the window: offered in Settings ▸ Algorithm with its playouts and exploration,
its analysis writes each root move's visits on the board, the Search tree dock shows its own columns, and
Stop keeps what it has."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from engine.games import game_info
from engine.results import MctsStats
from engine.search import DEFAULT_PLAYOUTS
from engine.search.mcts_record import MctsRecord
from gui.app.players import PlayerConfig, SearchSettings, algorithms_for
from gui.search_tree.model import SearchTreeModel
from gui.search_tree.views import MCTS_COLUMNS
from gui.window.main_window import MainWindow

from .test_board import click
from .test_main_window import set_players

MCTS = SearchSettings("mcts", None, "openlines", playouts=3000, exploration=1.0, seed=0)


def test_mcts_is_offered_for_every_game_and_its_settings_round_trip() -> None:
    for name in ("tictactoe", "connect4", "einstein", "othello"):
        assert "mcts" in algorithms_for(game_info(name))
    info = game_info("connect4")
    s = SearchSettings.from_dict(info, {"algorithm": "mcts", "playouts": 750, "exploration": 0.5})
    assert (s.playouts, s.exploration) == (750, 0.5)
    assert SearchSettings.from_dict(info, json.loads(json.dumps(s.to_dict()))) == s
    opts = s.options(info)
    assert (opts.algorithm, opts.playouts, opts.exploration, opts.enhancements.active) == ("mcts", 750, 0.5, False)
    assert SearchSettings.defaults(info).playouts == DEFAULT_PLAYOUTS


def test_the_settings_form_shows_playouts_only_for_mcts(window: MainWindow) -> None:
    form = window.settings_panel.sides[0]
    form.algorithm.setCurrentIndex(form.algorithm.findData("alphabeta"))
    assert form.playouts.isHidden() or not form.playouts.isVisibleTo(window)
    form.algorithm.setCurrentIndex(form.algorithm.findData("mcts"))
    assert form.playouts.isVisibleTo(window) and not form.depth.isVisibleTo(window)
    form.playouts.setValue(1234)
    form.exploration.setValue(0.8)
    search = form.config().search
    assert (search.algorithm, search.playouts, search.exploration) == ("mcts", 1234, 0.8)


def test_an_mcts_analysis_writes_visits_on_the_board_and_its_tree_in_the_dock(qtbot, window: MainWindow) -> None:
    set_players(window, PlayerConfig("human", MCTS), PlayerConfig("human", MCTS))
    assert window.play(1)
    with qtbot.waitSignal(window.analysisReady, timeout=30_000):
        window.commands.analyse_action.trigger()
    result = window.session.analysis().result
    assert result.extra(MctsStats) is not None and result.extra(MctsStats).playouts == 3000
    shown = window.board.marks.overlay_values()
    assert {m: mv.value for m, mv in shown.items()} == dict(zip([mv.move for mv in result.moves],
                                                                 map(float, result.extra(MctsStats).visits), strict=True))
    assert window.board.marks.overlay().best == result.best_move == 5
    model: SearchTreeModel = window.tree_widget.model
    assert isinstance(model.record(), MctsRecord)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == list(MCTS_COLUMNS)
    root = model.index(0, 0)
    assert model.data(model.index(0, 3)) == "3,000"  # the root's visits
    assert model.data(model.index(0, 6)).startswith("expanded")
    assert model.rowCount(root) == 8 or model.canFetchMore(root)


def test_stop_keeps_what_the_mcts_computer_has(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    endless = SearchSettings("mcts", None, "windows", playouts=10_000_000, record=True)
    set_players(window, PlayerConfig("human", endless), PlayerConfig("computer", endless))
    with qtbot.waitSignal(window.searches.progress, timeout=10_000) as live:
        click(qtbot, window.board, 4)
    assert live.args[1].visits and sum(live.args[1].visits) > 0  # the visits so far, for the board
    with qtbot.waitSignal(window.computerMoved, timeout=5_000):
        qtbot.keyClick(window, Qt.Key.Key_Escape)
    result = window.session.entries[-1].result
    assert result is not None and result.stopped and result.extra(MctsStats) is not None
    assert 0 < result.extra(MctsStats).playouts == sum(result.extra(MctsStats).visits) < 10_000_000
    assert window.session.moves[-1] == result.best_move
    assert isinstance(result.tree, MctsRecord) and result.tree.visits[0] == result.extra(MctsStats).playouts
    assert "most visited move so far" in window.statusBar().currentMessage()


def test_the_chance_pruning_row_is_hidden_with_mcts_like_the_depth_row(window: MainWindow) -> None:
    window.new_game("einstein")
    form = window.settings_panel.sides[0]
    pruning = form.switches["chance_pruning"]
    form.algorithm.setCurrentIndex(form.algorithm.findData("expectiminimax"))
    assert pruning.isVisibleTo(window)
    form.algorithm.setCurrentIndex(form.algorithm.findData("mcts"))
    assert not pruning.isVisibleTo(window) and not form.depth.isVisibleTo(window)
    form.algorithm.setCurrentIndex(form.algorithm.findData("expectiminimax"))
    assert pruning.isVisibleTo(window)
