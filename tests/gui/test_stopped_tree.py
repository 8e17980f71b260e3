"""The search tree after a stopped deep search (issue 32, items 5 and 15): every root move of the last
finished depth is there with its value, the move played among them, even when that depth's tree outgrew
the record's budget; and at 1280×800 the notes above the tree are whole and leave the tree most of its
dock."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from engine.games import game_info
from gui.app.enhancement_settings import EnhancementSettings
from gui.app.players import PlayerConfig, SearchSettings
from gui.search_tree.model import COL_VALUE
from gui.window.main_window import MainWindow

C4 = game_info("connect4")
MIN_TREE_ROWS = 8
"""Rows of the tree a learner sees at once at 1280×800 with every note shown: the root, its seven moves."""


def stopped_analysis(qtbot, window: MainWindow, node_limit: int = 40_000) -> None:
    """Connect Four after 4 4 3, analysed with iterative deepening to depth 14, stopped by a node limit
    (deterministically, inside a depth) with a record budget far smaller than the finished depth's tree."""
    window.new_game("connect4")
    enh = EnhancementSettings(iterative=True, node_limit=node_limit)
    human = PlayerConfig("human", SearchSettings("alphabeta", 14, "windows", {}, record=True, record_budget=1_000,
                                                 enhancements=enh))
    window.settings_panel.set_players((human, human))
    window.settings_panel.playersChanged.emit()
    for m in (4, 4, 3):
        assert window.play(m)
    with qtbot.waitSignal(window.controller.analysisReady, timeout=120_000):
        window.analyse()


def test_the_stopped_tree_holds_every_root_move_and_the_move_played(qtbot, window: MainWindow) -> None:
    stopped_analysis(qtbot, window)
    result = window.controller.shown.result
    tree = window.tree_widget
    shown = tree.record()
    assert result.stopped and result.partial_tree is not None and shown is result.tree
    assert shown.truncated  # the finished depth's tree outgrew the budget: the case the issue saw
    root = tree.model.index(0, 0)
    moves = [tree.model.data(tree.model.index(r, 0, root)) for r in range(tree.model.rowCount(root))]
    legal = [str(m) for m in window.session.legal_moves]
    assert sorted(m for m in moves if m in legal) == sorted(legal)  # every root move, none "…" instead
    values = [tree.model.data(tree.model.index(r, COL_VALUE, root)) for r in range(len(legal))]
    assert all(v and "?" not in v for v in values)
    assert str(result.best_move) in moves
    assert f"depth {result.depth_reached}" in tree.banner.text() and "every root move" in tree.banner.text()


def visible_rows(window: MainWindow) -> int:
    view = window.tree_widget.view
    return view.viewport().height() // view.sizeHintForRow(0)


def assert_whole(label: QLabel) -> None:
    """A word-wrapped label is given the height of all its lines (nothing cut at the bottom)."""
    if label.isVisible():
        assert label.height() >= label.heightForWidth(label.width()), label.text()


@pytest.mark.parametrize("code", ["en", "de"])
def test_after_a_stop_the_notes_leave_the_tree_most_of_its_dock(qtbot, make_window, language, code: str) -> None:
    if code != "en":
        assert language(code) is not None
    window = make_window()
    window.resize(1280, 800)
    stopped_analysis(qtbot, window)
    best = window.controller.shown.result.best_move
    assert window.play(best) and window.play(1)  # two moves on: the tree says which position it shows
    tree = window.tree_widget
    qtbot.waitUntil(lambda: bool(tree.position_note.text()))
    tree.expand_pv()
    # one strip says it all: which position the tree is about, and what it holds
    assert tree.banner.isVisible() and not tree.position_note.isVisible()
    assert tree.banner.text().startswith(tree.position_note.text())
    for label in (tree.caption, tree.position_note, tree.banner, tree.legend):
        assert_whole(label)
    assert visible_rows(window) >= MIN_TREE_ROWS


def test_a_move_chosen_by_the_stopped_depth_is_named_in_the_banner(qtbot) -> None:
    """When the stopped depth found a better move than the finished one's choice (Search.answer), the
    banner over the finished depth's tree says which move was chosen and why it is not this tree's."""
    import dataclasses
    import threading

    from engine.enhancements import Enhancements
    from engine.games.connect4 import ConnectFour, Windows
    from engine.results import Progress
    from engine.search import SearchOptions, search
    from gui.app.session import SearchNote
    from gui.search_tree import SearchTreeWidget
    from gui.window.search_view import tree_captions

    game = ConnectFour()
    flag = threading.Event()

    def observer(x: object) -> None:
        if isinstance(x, Progress) and x.iteration == 5:
            flag.set()

    opts = SearchOptions("alphabeta", depth=8, evaluation=Windows(), record=True, progress_interval=0.0,
                         enhancements=Enhancements.all(tt_mb=1))
    result = search(game, game.initial_state(), opts, observer=observer, stop=flag)
    assert result.tree is not None and result.partial_tree is not None and result.tree.pv
    chosen = result.tree.pv[0]
    other = next(m for m in game.actions(game.initial_state()) if m != chosen)
    widget = SearchTreeWidget()
    qtbot.addWidget(widget)
    for best, said in ((chosen, False), (other, True)):
        shown = tree_captions(SearchNote(dataclasses.replace(result, best_move=best), title="Analysis"))
        widget.set_record(result.tree, shown.caption, shown.partial, shown.partial_caption, shown.why_fewer,
                          finished_depth=shown.finished_depth, played_note=shown.played_note)
        assert (f"The move chosen, {other}," in widget.banner.text()) == said
        assert "depth 4's tree, every root move" in widget.banner.text()
        widget.set_record(None)
