"""SSS*, MTD(f) and MCTS in the Search tree dock: SSS*'s OPEN at any step, MTD(f)'s line across its
passes, MCTS's tree growing while it thinks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine.games.tree import TreeGame, build_tree
from engine.search import SearchOptions, search
from engine.search.mcts_record import MctsRecord
from engine.search.mtdf_record import MtdfRecord
from engine.search.sss_record import DROPPED, NOT_YET, ON_OPEN, SOLVED_AT, SSSRecord
from gui.app.players import PlayerConfig, SearchSettings
from gui.search_tree.model import COL_ALPHA, COL_BETA, COL_END, COL_VALUE, SearchTreeModel
from gui.search_tree.widget import SearchTreeWidget

from .test_main_window import set_players

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

STOCKMAN = [[[7, 0], [6, 17]], [[17, 7], [12, 16]]]


def sss_record(tree: object = STOCKMAN) -> SSSRecord:
    root = build_tree(tree)
    record = search(TreeGame(root), root, SearchOptions("sss", record=True)).tree
    assert isinstance(record, SSSRecord)
    return record


def fetch_all(model: SearchTreeModel) -> None:
    """Hand every row to the model's users (depth-first)."""
    stack = [model.index(0, 0)]
    while stack:
        index = stack.pop()
        while model.canFetchMore(index):
            model.fetchMore(index)
        stack.extend(model.index(r, 0, index) for r in range(model.rowCount(index)))


def test_sss_record_replays_open_at_every_step() -> None:
    record = sss_record()
    n = len(record.steps)
    assert n == 18  # Stockman's tree: 18 states taken off OPEN, the last one the solved root
    start = record.at_step(0)
    assert list(start.open) == [0] and record.status(start, 1) == NOT_YET
    # After the root (MAX) is expanded both its children are LIVE with merit +∞.
    one = record.at_step(1)
    assert {record.path(i).__repr__(): e.solved for i, e in one.open.items()} == {"[0]": False, "[1]": False}
    # Step 9: the leaves 7 and 0 of the first MAX grandchild are solved; its bound is their top merit.
    nine = record.at_step(9)
    first = record.find([0, 0])
    assert first is not None and nine.bound[first] == 7
    assert nine.bound[0] == 17  # the root: the highest merit on OPEN
    # The end: the root solved at 16; the first MIN child dropped when its MAX parent (the root) was solved.
    end = record.at_step(n)
    assert end.solved[0] == 16
    left = record.find([0])
    right = record.find([1])
    assert left is not None and right is not None
    assert record.status(end, left) == DROPPED and record.status(end, right) == SOLVED_AT
    # Every bound SSS* knew for the root only ever came down, from +∞ to the value.
    roots = [record.at_step(k).bound[0] for k in range(n + 1)]
    assert roots == sorted(roots, reverse=True) and roots[-1] == 16


def test_the_dock_steps_through_sss_with_open_states_and_bounds(qtbot, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    w = SearchTreeWidget()
    qtbot.addWidget(w)
    w.resize(900, 520)
    w.show()
    record = sss_record()
    w.set_record(record, "SSS* on Stockman's tree")
    assert w.sss_bar.isVisibleTo(w) and w.sss_bar.slider.maximum() == len(record.steps)
    model = w.model
    fetch_all(model)
    qtmodeltester.check(model)
    root = model.index(0, 0)
    # At the end, inner nodes show the bound SSS* knew instead of "?", the root its value.
    assert model.data(model.index(0, COL_VALUE)) == "16"
    left = model.index(0, COL_VALUE, root)
    assert model.data(left) == "≤ 7"
    with qtbot.waitSignal(model.dataChanged):
        w.sss_bar.spin.setValue(1)
    assert w.sss_bar.slider.value() == 1
    assert model.data(model.index(0, COL_ALPHA, root)) == "LIVE"
    assert model.data(model.index(0, COL_BETA, root)) == "∞"
    assert model.data(model.index(0, COL_END, root)) == "on OPEN"
    assert model.headerData(COL_END, Qt.Orientation.Horizontal) == "At this step"
    assert "Step 1: took (root, LIVE, ∞)" in w.sss_bar.step_text.text()
    assert "a live MAX node puts all its children on OPEN" in w.sss_bar.step_text.text()
    grandchild = model.index(0, COL_END, model.index(0, 0, root))
    assert model.data(grandchild) == "not generated yet"
    assert model.data(grandchild, Qt.ItemDataRole.ForegroundRole) is not None  # greyed
    w.sss_bar.set_step(9)
    assert model.data(model.index(0, COL_VALUE, model.index(0, 0, root))) == "≤ 7"
    assert model.data(model.index(0, COL_VALUE)) == "≤ 17"
    qtmodeltester.check(model)
    w.grab().save("/tmp/famgui/sss-dock-step9.png")
    w.sss_bar.set_step(len(record.steps))
    assert model.headerData(COL_END, Qt.Orientation.Horizontal) == "How it ended"
    assert model.data(model.index(0, COL_END, root)) == "1 of 2 children generated: the rest never on OPEN"


def test_an_sss_record_of_a_min_root_writes_its_bounds_the_other_way() -> None:
    record = sss_record({"type": "min", "children": [[3, 5], [2, 9]]})
    assert record.sign == -1
    end = record.at_step(len(record.steps))
    assert record.bound_text(end.bound[0]) == "≥ 5" and record.value[0] == 5  # min(max(3, 5), max(2, 9))
    assert any(record.status(record.at_step(1), i) == ON_OPEN for i in range(1, len(record)))


def test_mtdf_highlights_the_final_line_in_every_pass(qtbot, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    root = build_tree(STOCKMAN)
    record = search(TreeGame(root), root, SearchOptions("mtdf", record=True)).tree
    assert isinstance(record, MtdfRecord) and record.pv == (1, 1, 1) and len(record.passes) == 5
    w = SearchTreeWidget()
    qtbot.addWidget(w)
    w.set_record(record, "MTD(f) on Stockman's tree")
    model = w.model
    pv = set(model.pv())
    # Every pass's root is on the line, and so is every node a pass reached along 1 → 1 → 1.
    assert set(record.passes) <= pv
    for start in record.passes:
        i = start
        for m in record.pv:
            j = record.descend(i, [m])
            if j is None:
                break
            assert j in pv
            i = j
    # Pass 4 (the last "yes", which proved 16) walked the line to its leaf, and so did pass 5 ("no"): both
    # are highlighted, not the last pass alone; pass 3 left the line at its second move.
    passes = sorted(record.passes)
    leaf4 = record.descend(passes[3], [1, 1, 1])
    assert leaf4 is not None and model.data(model.index_of_node(leaf4), Qt.ItemDataRole.FontRole).bold()
    off_line = record.descend(passes[2], [1, 1, 0])
    assert off_line is not None and off_line not in pv
    w.pv_only.setChecked(True)
    fetch_all(model)
    qtmodeltester.check(model)
    top = model.index(0, 0)
    assert model.rowCount(top) == 5  # one row per pass, each with its part of the line below it
    w.resize(900, 560)
    w.show()
    w.expand_pv()
    w.grab().save("/tmp/famgui/mtdf-dock-pv.png")


def test_the_mcts_tree_grows_in_the_dock_while_it_thinks(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    # (No model tester here: with the search thread holding the interpreter, its thousands of calls per
    # snapshot would make the window fall seconds behind. The next test checks the model over snapshots.)
    window.new_game("connect4")
    endless = SearchSettings("mcts", None, "windows", playouts=10_000_000, record=True, seed=1)
    set_players(window, PlayerConfig("human", endless), PlayerConfig("human", endless))
    tree = window.tree_widget
    model = tree.model

    def with_tree(_req, p) -> bool:  # type: ignore[no-untyped-def]
        return p.tree is not None

    with qtbot.waitSignal(window.searches.progress, timeout=20_000, check_params_cb=with_tree):
        window.commands.analyse_action.trigger()
    snapshot = model.record()  # (the latest: more reports may have come before the wait returned)
    assert isinstance(snapshot, MctsRecord)
    assert window.searches.busy and "growing:" in tree.caption.text()
    # The user opens a root move's row and selects its first reply: the next snapshot keeps both.
    root = model.index(0, 0)
    while model.canFetchMore(root):
        model.fetchMore(root)
    move = model.index(0, 0, root)
    tree.view.expand(move)
    while model.canFetchMore(move):
        model.fetchMore(move)
    reply = model.index(0, 0, move)
    tree.view.setCurrentIndex(reply)
    path = snapshot.path(model.node_at(reply))
    with qtbot.waitSignal(window.searches.progress, timeout=20_000, check_params_cb=with_tree):
        pass
    grown = model.record()
    assert isinstance(grown, MctsRecord) and grown.visits[0] > snapshot.visits[0]
    node = grown.find(path)
    assert node is not None and tree.view.isExpanded(model.index_of_node(grown.find(path[:1])))
    assert model.node_at(tree.view.currentIndex()) == node
    tree.resize(800, 400)
    tree.grab().save("/tmp/famgui/mcts-dock-live.png")
    assert window.searches.busy
    with qtbot.waitSignal(window.searches.stopped, timeout=20_000) as stopped:
        window.stop()
    final = model.record()
    assert isinstance(final, MctsRecord) and final is stopped.args[1].tree  # Stop keeps the whole tree
    assert model.node_at(tree.view.currentIndex()) == final.find(path)  # still where the user was


def test_snapshots_of_a_growing_mcts_tree_keep_the_view_and_the_model_consistent(qtbot, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    from engine.games.connect4 import ConnectFour, Windows

    game = ConnectFour()
    state = game.initial_state()
    # The same seed: each tree is the one before it grown by more playouts, as the live snapshots are.
    trees = [search(game, state, SearchOptions("mcts", playouts=n, record=True, seed=3, evaluation=Windows())).tree
             for n in (150, 400, 900)]
    w = SearchTreeWidget()
    qtbot.addWidget(w)
    w.set_record(trees[0], "growing")
    model = w.model
    qtmodeltester.check(model)
    root = model.index(0, 0)
    while model.canFetchMore(root):
        model.fetchMore(root)
    move = model.index(2, 0, root)
    w.view.expand(move)
    while model.canFetchMore(move):
        model.fetchMore(move)
    with qtbot.waitSignal(w.nodeSelected):
        w.view.setCurrentIndex(model.index(0, 0, move))
    first = trees[0]
    path = first.path(model.node_at(w.view.currentIndex()))
    for grown in trees[1:]:
        with qtbot.assertNotEmitted(w.selectionCleared), qtbot.assertNotEmitted(w.nodeSelected):
            w.set_record(grown, "growing", keep_view=True)  # the same position stays selected: no new preview
        assert isinstance(grown, MctsRecord) and model.record() is grown
        node = grown.find(path)
        assert node is not None and model.node_at(w.view.currentIndex()) == node
        assert w.view.isExpanded(model.index_of_node(grown.find(path[:1])))
        fetch_all(model)
        qtmodeltester.check(model)
    assert trees[2].visits[0] == 900
