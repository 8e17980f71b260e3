"""The search-tree view: the lazy model (qtmodeltester), pruned rows, PV, filters, search, signals, export."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from engine.games.connect4 import ConnectFour, Windows
from engine.games.tictactoe import TicTacToe
from engine.games.tree import TreeGame, parse_tree_text
from engine.record import TreeRecord
from engine.search import SearchOptions, search
from gui.search_tree.model import (
    COL_ALPHA,
    COL_END,
    COL_KIND,
    COL_MOVE,
    COL_VALUE,
    COLUMNS,
    NODE_ROLE,
    SearchTreeModel,
)
from gui.search_tree.widget import SearchTreeWidget, find_nodes

from ..trees import nested_trees

# The offscreen platform plugin says this whenever a top-level window is shown: noise, not a fault.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

TEXTBOOK = "[[3,12,8],[2,4,6],[14,5,2]]"
DISPLAY, FONT, BACKGROUND, FOREGROUND = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole,
                                         Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole)


def tree_record(text: str = TEXTBOOK, algorithm: str = "alphabeta") -> TreeRecord:
    root = parse_tree_text(text)
    rec = search(TreeGame(root), root, SearchOptions(algorithm, record=True)).tree
    assert rec is not None
    return rec


def connect4_record(depth: int, algorithm: str = "alphabeta", moves: tuple[int, ...] = (4, 4, 3),
                    budget: int = 300_000) -> TreeRecord:
    game = ConnectFour()
    state = game.play(game.initial_state(), list(moves))
    rec = search(game, state, SearchOptions(algorithm, depth=depth, evaluation=Windows(), record=True,
                                            record_budget=budget)).tree
    assert rec is not None
    return rec


def stopped_record() -> TreeRecord:
    """A tic-tac-toe search stopped at its first check: some nodes finished, the open ones have no value."""
    class Stopped:
        def is_set(self) -> bool:
            return True

    game = TicTacToe()
    rec = search(game, game.initial_state(), SearchOptions("minimax", record=True), stop=Stopped()).tree
    assert rec is not None
    return rec


def walk(model: SearchTreeModel, parent: QModelIndex = QModelIndex()):  # noqa: B008
    """Every row below ``parent``, fetching as it goes (depth first)."""
    while model.canFetchMore(parent):
        model.fetchMore(parent)
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        yield index
        yield from walk(model, index)


def text(model: SearchTreeModel, index: QModelIndex, col: int) -> str:
    return model.data(index.siblingAtColumn(col), DISPLAY)


@pytest.fixture
def widget(qtbot) -> SearchTreeWidget:
    w = SearchTreeWidget()
    qtbot.addWidget(w)
    w.resize(900, 500)
    w.show()
    return w


# -- the model -------------------------------------------------------------------------------------
@pytest.mark.parametrize("make", [
    lambda: tree_record(),
    lambda: tree_record(algorithm="minimax"),
    lambda: connect4_record(3),
    lambda: connect4_record(2, "minimax"),
    lambda: tree_record(json.dumps({"type": "chance", "probs": [0.25, 0.75], "children": [[1, 5], [[2, 8], [0]]]}),
                        "expectiminimax"),
    lambda: connect4_record(4, budget=300),  # truncated: "not recorded" rows
    lambda: stopped_record(),  # open nodes without values
], ids=["textbook-ab", "textbook-mm", "c4-ab", "c4-mm", "chance", "truncated", "stopped"])
@pytest.mark.parametrize("filters", [(False, False), (True, False), (False, True)], ids=["all", "no-pruned", "pv"])
def test_model_passes_the_model_tester(qtmodeltester, make, filters):
    # A fresh model per filter mode: Qt's tester re-checks (and fetches) inside its own modelReset slot,
    # before it notes that the reset is over, so it would flag our fetchMore after a reset as a change
    # in flight. Resets are checked with the Python tester below.
    model = SearchTreeModel()
    model.set_filters(*filters)
    model.set_record(make())
    qtmodeltester.check(model)
    rows = list(walk(model))  # every fetchMore is checked by the tester as it happens
    assert rows


def test_model_resets_leave_it_as_a_fresh_model_would_be(qapp):
    """Filter changes and new records reset the model (checked here by hand: both model testers fetch
    inside their own modelReset slot and then flag that fetch as a change during the reset)."""
    def rows(model: SearchTreeModel) -> list[tuple[str, ...]]:
        return [tuple(text(model, i, c) for c in range(len(COLUMNS))) for i in walk(model)]

    model = SearchTreeModel()
    model.set_record(connect4_record(3, budget=400))
    deep = QPersistentModelIndex(model.index_of_node(model.pv()[-1]))
    assert deep.isValid()
    with_signals = []
    model.modelAboutToBeReset.connect(lambda: with_signals.append("about"))
    model.modelReset.connect(lambda: with_signals.append("reset"))
    for filters in ((True, False), (False, True), (False, False)):
        model.set_filters(*filters)
        assert not deep.isValid() and model.rowCount() == 1 and model.cache.fetched_rows() == 1
        fresh = SearchTreeModel()
        fresh.set_filters(*filters)
        fresh.set_record(model.record())
        assert rows(model) == rows(fresh)
    model.set_filters(False, False)  # unchanged: no reset
    assert with_signals == ["about", "reset"] * 3
    model.set_record(None)
    assert model.rowCount() == 0 and not model.hasChildren() and model.index(0, 0) == QModelIndex()


def test_a_wide_node_is_fetched_in_batches(qtmodeltester):
    record = tree_record(json.dumps([list(range(450))]))
    model = SearchTreeModel()
    model.set_record(record)
    root = model.index(0, 0)
    model.fetchMore(root)
    min_node = model.index(0, 0, root)
    assert model.rowCount(min_node) == 0 and model.hasChildren(min_node) and model.canFetchMore(min_node)
    sizes = []
    while model.canFetchMore(min_node):
        model.fetchMore(min_node)
        sizes.append(model.rowCount(min_node))
    assert sizes == [200, 400, 450]
    assert text(model, model.index(449, 0, min_node), COL_MOVE) == "449"
    # The tester on a model part-way through fetching (it fetches the rest itself, checking each batch).
    tested = SearchTreeModel()
    tested.set_record(record)
    tested.fetchMore(tested.index(0, 0))
    tested.fetchMore(tested.index(0, 0, tested.index(0, 0)))
    qtmodeltester.check(tested)
    assert len(list(walk(tested))) == 1 + 1 + 450  # root, its MIN child, the leaves


def test_pruned_moves_are_grey_children_with_alphabeta_and_absent_with_minimax(qapp):
    def pruned_rows(model: SearchTreeModel) -> list[QModelIndex]:
        return [i for i in walk(model) if model.data(i, NODE_ROLE) == -1]

    model = SearchTreeModel()
    for record in (tree_record(algorithm="minimax"), connect4_record(3, "minimax")):
        model.set_record(record)
        assert pruned_rows(model) == []
    model.set_record(tree_record())
    rows = pruned_rows(model)
    grey = QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    assert [(text(model, i.parent(), COL_MOVE), text(model, i, COL_MOVE)) for i in rows] == [("1", "1"), ("1", "2")]
    for i in rows:
        assert text(model, i, COL_END) == "pruned: v ≤ α" and text(model, i, COL_VALUE) == "—"
        assert text(model, i, COL_KIND) == "▲ MAX"
        assert model.data(i.siblingAtColumn(COL_END), FOREGROUND) == grey
        assert "MIN already had v = 2 ≤ α = 3" in model.data(i, Qt.ItemDataRole.ToolTipRole)
    # In Connect Four a β-cutoff prunes the rest of MAX's moves: "pruned: v ≥ β".
    model.set_record(connect4_record(3))
    ends = {text(model, i, COL_END) for i in pruned_rows(model)}
    assert ends == {"pruned: v ≥ β", "pruned: v ≤ α"}


def test_values_show_bounds_and_columns_say_how_nodes_ended(qapp):
    model = SearchTreeModel()
    model.set_record(tree_record())
    root = model.index(0, 0)
    assert model.canFetchMore(root)
    model.fetchMore(root)
    first, refuted = model.index(0, 0, root), model.index(1, 0, root)
    assert [text(model, root, c) for c in range(len(COLUMNS))] == ["root", "▲ MAX", "3", "−∞", "∞", "0",
                                                                     "all 3 children", "11"]
    assert [text(model, refuted, c) for c in range(len(COLUMNS))] == ["1", "▼ MIN", "≤ 2", "3", "∞", "1",
                                                                        "α-cutoff after 1 of 3: v = 2 ≤ α = 3", "2"]
    assert text(model, first, COL_VALUE) == "3"
    tip = model.data(refuted.siblingAtColumn(COL_ALPHA), Qt.ItemDataRole.ToolTipRole)
    assert "On entry: α = 3, β = ∞" in tip and "On exit:  α = 3, β = 2" not in tip  # MIN lowered nothing past α
    assert "At most 2" in model.data(refuted.siblingAtColumn(COL_VALUE), Qt.ItemDataRole.ToolTipRole)
    rec = connect4_record(3)
    model.set_record(rec)
    beta_cut = next(i for i in walk(model) if "β-cutoff" in text(model, i, COL_END))
    assert text(model, beta_cut, COL_VALUE).startswith("≥ ")
    cutoff = next(i for i in walk(model) if text(model, i, COL_END).startswith("depth cutoff"))
    node = model.node_at(cutoff)
    assert node is not None
    assert text(model, cutoff, COL_END) == f"depth cutoff: evaluation {text(model, cutoff, COL_VALUE)}"
    assert not math.isnan(rec.value[node])


def test_the_principal_variation_is_bold_and_tinted(qapp):
    model = SearchTreeModel()
    rec = connect4_record(3)
    model.set_record(rec)
    pv = set(model.pv())
    assert [rec.path(i) for i in model.pv()] == [list(rec.pv[:k]) for k in range(len(rec.pv) + 1)]
    seen = 0
    for index in walk(model):
        node = model.node_at(index)
        font = model.data(index, FONT)
        if node in pv:
            seen += 1
            assert font.bold() and isinstance(model.data(index, BACKGROUND), QColor)
        else:
            assert (font is None or not font.bold()) and model.data(index, BACKGROUND) is None
    assert seen == len(pv) == 4


def test_dark_palette_gives_a_dark_pv_tint(qapp):
    model = SearchTreeModel()
    model.set_record(tree_record())
    dark = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled):
        dark.setColor(group, QPalette.ColorRole.Base, QColor("#1e1e1e"))
        dark.setColor(group, QPalette.ColorRole.Highlight, QColor("#2a82da"))
        dark.setColor(group, QPalette.ColorRole.Text, QColor("#eeeeee"))
    dark.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#777777"))
    model.set_palette(dark)
    tint = model.data(model.index(0, 0), BACKGROUND)
    assert tint.lightness() < 90 and tint != QColor("#1e1e1e")
    root = model.index(0, 0)
    model.fetchMore(root)
    pruned = next(i for i in walk(model) if model.data(i, NODE_ROLE) == -1)
    assert model.data(pruned, FOREGROUND) == QColor("#777777")


def test_model_laziness_on_a_big_record(qapp):
    rec = connect4_record(5, "minimax", moves=())  # 7^0 + ... + 7^5 = 19,608 nodes
    assert len(rec) == 19_608
    model = SearchTreeModel()
    model.set_record(rec)
    assert model.cache.fetched_rows() == 1 and model.cache.built_row_lists() == 1  # the root row only
    root = model.index(0, 0)
    model.fetchMore(root)
    assert model.cache.fetched_rows() == 1 + 7 and model.cache.built_row_lists() == 2
    for node in model.pv():
        model.index_of_node(node)
    assert model.cache.fetched_rows() == 1 + 7 * 5 and model.cache.built_row_lists() == 1 + 5


# -- the widget ------------------------------------------------------------------------------------
def test_widget_opens_lazily_and_scrolls(widget, qtbot):
    rec = connect4_record(5, "minimax", moves=())
    widget.set_record(rec, "Move 1 — minimax, depth 5")
    assert widget.record() is rec and "19,608 nodes" in widget.caption.text()
    assert widget.model.cache.fetched_rows() == 1 + 7  # the root, expanded
    widget.view.scrollToBottom()
    widget.expand_pv()
    qtbot.waitUntil(lambda: widget.view.currentIndex().isValid())
    assert widget.model.cache.fetched_rows() == 1 + 7 * 5
    assert widget.model.node_at(widget.view.currentIndex()) == widget.model.pv()[-1]


def test_selecting_a_node_emits_its_record_index_and_shows_the_path(widget, qtbot):
    rec = connect4_record(3)
    widget.set_record(rec)
    model = widget.model
    root = model.index(0, 0)
    target = model.index(2, 0, root)  # the third root move
    node = model.node_at(target)
    assert node is not None
    rect = widget.view.visualRect(target)
    with qtbot.waitSignal(widget.nodeSelected) as blocker:
        qtbot.mouseClick(widget.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == [node]
    assert rec.path(node) == [3]
    assert widget.path_label.text() == "Path: 3 (MIN to move)"
    with qtbot.waitSignal(widget.selectionCleared):
        widget.view.clearSelection()
    assert widget.path_label.text() == ""


def test_selecting_a_pruned_move_ends_the_preview(widget, qtbot):
    rec = tree_record()
    widget.set_record(rec)
    model = widget.model
    refuted = model.index(1, 0, model.index(0, 0))
    widget.view.setCurrentIndex(refuted)
    model.fetchMore(refuted)
    pruned = model.index(1, 0, refuted)
    assert model.data(pruned, NODE_ROLE) == -1
    with qtbot.waitSignal(widget.selectionCleared):
        widget.view.setCurrentIndex(pruned)
    assert widget.path_label.text() == "Path: 1 → 1 (pruned: never searched)"
    widget.hide_pruned.setChecked(True)
    assert widget.path_label.text() == "" and not widget.view.currentIndex().isValid()
    widget.hide_pruned.setChecked(False)
    refuted = model.index_of_node(rec.find([1]))  # the reset made the old index stale
    with qtbot.waitSignal(widget.nodeSelected) as blocker:
        widget.view.setCurrentIndex(refuted)
    assert blocker.args == [model.node_at(refuted)]
    with qtbot.waitSignal(widget.selectionCleared):
        widget.set_record(None)
    assert widget.stack.currentWidget() is widget.empty_hint and not widget.export_button.isEnabled()


def test_expand_pv_selects_the_end_of_the_pv(widget, qtbot):
    rec = connect4_record(4)
    widget.set_record(rec, "Move 4 — alpha-beta, depth 4")
    with qtbot.waitSignal(widget.nodeSelected) as blocker:
        widget.expand_pv_button.click()
    last = blocker.args[0]
    assert rec.path(last) == list(rec.pv)
    assert all(widget.view.isExpanded(widget.model.index_of_node(n)) for n in widget.model.pv()[:-1])
    assert widget.path_label.text() == "Path: " + " → ".join(map(str, rec.pv)) + " (MAX to move)"


def test_filters_hide_pruned_and_show_only_the_pv(widget, qtbot):
    rec = tree_record()
    widget.set_record(rec)
    model = widget.model
    assert any(model.data(i, NODE_ROLE) == -1 for i in walk(model))
    widget.hide_pruned.setChecked(True)
    rows = list(walk(model))
    assert len(rows) == len(rec) and all(model.data(i, NODE_ROLE) >= 0 for i in rows)
    widget.hide_pruned.setChecked(False)
    widget.view.setCurrentIndex(model.index_of_node(rec.find([0, 0])))  # a PV node
    with qtbot.assertNotEmitted(widget.selectionCleared):
        widget.pv_only.setChecked(True)
    assert [model.node_at(i) for i in walk(model)] == model.pv()
    assert model.node_at(widget.view.currentIndex()) == rec.find([0, 0])  # the selection survived
    widget.pv_only.setChecked(False)
    widget.view.setCurrentIndex(model.index_of_node(rec.find([2, 1])))  # off the PV
    with qtbot.waitSignal(widget.selectionCleared):
        widget.pv_only.setChecked(True)


def test_search_by_move_finds_the_path_then_every_match(widget, qtbot):
    rec = tree_record()
    widget.set_record(rec)
    assert find_nodes(rec, [1]) == [rec.find([1]), rec.find([0, 1]), rec.find([2, 1])]
    with qtbot.waitSignal(widget.nodeSelected) as blocker:
        qtbot.keyClicks(widget.search_box, "1")
    assert blocker.args == [rec.find([1])] and widget.match_label.text() == "1 of 3"
    for want, label in (([0, 1], "2 of 3"), ([2, 1], "3 of 3"), ([1], "1 of 3")):
        with qtbot.waitSignal(widget.nodeSelected) as blocker:
            qtbot.keyClick(widget.search_box, Qt.Key.Key_Return)
        assert blocker.args == [rec.find(want)] and widget.match_label.text() == label
    with qtbot.waitSignal(widget.nodeSelected) as blocker:
        qtbot.keyClick(widget.search_box, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert blocker.args == [rec.find([2, 1])] and widget.match_label.text() == "3 of 3"
    widget.search_box.clear()
    with qtbot.waitSignal(widget.nodeSelected) as blocker:
        qtbot.keyClicks(widget.search_box, "2 2")
        qtbot.keyClick(widget.search_box, Qt.Key.Key_Return)  # Enter right after typing: the first match
    assert blocker.args == [rec.find([2, 2])] and widget.match_label.text() == "1 of 1"
    assert widget.view.isExpanded(widget.model.index_of_node(rec.find([2])))


def test_search_in_connect4_accepts_compact_moves_and_reports_bad_ones(widget, qtbot):
    rec = connect4_record(3)
    widget.set_record(rec)
    with qtbot.waitSignal(widget.nodeSelected) as blocker:
        widget.search_box.setText("43")
    assert rec.path(blocker.args[0]) == [4, 3]
    with qtbot.assertNotEmitted(widget.nodeSelected):
        widget.search_box.setText("9")
        qtbot.waitUntil(lambda: "“9” is not a move" in widget.match_label.text())
    assert "not a column 1-7" in widget.match_label.toolTip()
    with qtbot.assertNotEmitted(widget.nodeSelected):
        widget.search_box.setText("4 4 4 4 4 4")
        qtbot.waitUntil(lambda: widget.match_label.text() == "no match")


def test_truncated_and_stopped_records_say_so(widget):
    rec = connect4_record(4, budget=300)
    assert rec.truncated
    widget.set_record(rec)
    assert widget.banner.isVisible() and "only the first 300 nodes are recorded" in widget.banner.text()
    notes = [i for i in walk(widget.model) if text(widget.model, i, COL_MOVE) == "…"]
    assert notes and all("not recorded" in text(widget.model, i, COL_END) for i in notes)
    widget.set_record(tree_record())
    assert not widget.banner.isVisible()

    widget.set_record(stopped_record())
    assert widget.banner.isVisible() and "Stopped:" in widget.banner.text()
    assert text(widget.model, widget.model.index(0, 0), COL_VALUE) == "?"


def test_export_json_and_dot_through_the_widget(widget, tmp_path, monkeypatch):
    rec = tree_record()
    widget.set_record(rec)
    widget.export(str(tmp_path / "t.json"))
    data = json.loads((tmp_path / "t.json").read_text(encoding="utf-8"))
    root = parse_tree_text(json.dumps(data))
    assert search(TreeGame(root), root, SearchOptions("minimax")).value == 3
    widget.export(str(tmp_path / "t.DOT"))
    assert (tmp_path / "t.DOT").read_text(encoding="utf-8").startswith("digraph search_tree {")
    with pytest.raises(ValueError, match=r"\.json or \.dot"):
        widget.export(str(tmp_path / "t.txt"))
    with pytest.raises(OSError):
        widget.export(str(tmp_path / "missing" / "t.json"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.DOT", "t.json"]  # no leftovers
    # The Export… button: the dialog's filter supplies a missing suffix.
    target = tmp_path / "from-dialog"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "Graphviz DOT (*.dot)"))
    widget.export_button.click()
    assert (tmp_path / "from-dialog.dot").read_text(encoding="utf-8").count(" -> ") == len(rec) - 1 + 2
    widget.set_record(None)
    with pytest.raises(ValueError, match="no search tree"):
        widget.export(str(tmp_path / "t.json"))



def test_expanding_a_wide_node_in_the_view_loads_all_its_batches(widget):
    """QTreeView.expand keeps fetching while the model can fetch more, so a wide node opens whole (the
    batches bound each single fetch, not what an expanded node shows)."""
    widget.set_record(tree_record(json.dumps([list(range(450)), [1, 2]])))
    model = widget.model
    wide = model.index(0, 0, model.index(0, 0))
    assert model.rowCount(wide) == 0
    widget.view.expand(wide)
    assert model.rowCount(wide) == 450 and not model.canFetchMore(wide)


def test_an_export_that_fails_says_why_and_writes_nothing(widget, tmp_path, monkeypatch):
    widget.set_record(tree_record())
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "no-such-dir" / "t.json"), "Tree JSON (*.json)"))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, message: shown.append(message))
    widget.export_button.click()
    assert len(shown) == 1 and "Could not export" in shown[0] and "No such file" in shown[0]
    assert list(tmp_path.iterdir()) == []
    assert QApplication.overrideCursor() is None  # the wait cursor is gone


def test_palette_changes_reach_the_model(widget):
    widget.set_record(tree_record())
    before = widget.model.data(widget.model.index(0, 0), BACKGROUND)
    dark = QPalette(widget.palette())
    dark.setColor(QPalette.ColorRole.Base, QColor("#101010"))
    dark.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#606060"))
    widget.setPalette(dark)
    after = widget.model.data(widget.model.index(0, 0), BACKGROUND)
    assert after != before and after.lightness() < before.lightness()


def test_chance_outcomes_show_their_probabilities(qapp):
    model = SearchTreeModel()
    model.set_record(tree_record(json.dumps({"type": "chance", "probs": [0.25, 0.75], "children": [[1, 5], [2]]}),
                                 "expectiminimax"))
    root = model.index(0, 0)
    model.fetchMore(root)
    assert text(model, root, COL_KIND) == "○ chance"
    assert [text(model, model.index(r, 0, root), COL_MOVE) for r in range(2)] == ["0  (p 0.25)", "1  (p 0.75)"]


def test_showing_the_same_record_again_keeps_the_view_state(widget, qtbot):
    rec = connect4_record(3)
    widget.set_record(rec, "Move 4")
    widget.expand_pv()
    selected = widget.view.currentIndex()
    with qtbot.assertNotEmitted(widget.selectionCleared), qtbot.assertNotEmitted(widget.nodeSelected):
        widget.set_record(rec, "Move 4 (again)")
    assert widget.view.currentIndex() == selected and widget.caption.text().startswith("Move 4 (again) · ")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(tree=nested_trees(), algorithm=st.sampled_from(["alphabeta", "minimax"]))
def test_the_model_shows_every_recorded_node_once_in_order_with_its_pruned_moves(qapp, tree, algorithm):
    rec = tree_record(json.dumps(tree), algorithm)
    model = SearchTreeModel()
    model.set_record(rec)
    nodes, pruned = [], []
    for index in walk(model):
        node = model.node_at(index)
        if node is None:
            up, move = model.pruned_move_at(index)
            assert model.node_at(index.parent()) == up
            pruned.append((up, move))
        else:
            assert model.node_at(index.parent()) == (rec.parent[node] if node else None)
            assert model.index_of_node(node) == index
            nodes.append(node)
    assert nodes == list(range(len(rec)))  # the record's own pre-order
    assert sorted(pruned) == [(i, m) for i in range(len(rec)) for m in rec.pruned_moves(i)]
    assert (algorithm == "minimax") <= (not pruned)


def test_context_menu_expands_a_subtree_and_copies_a_path(widget):
    rec = connect4_record(3)
    widget.set_record(rec)
    node = rec.find([5])
    assert node is not None
    index = widget.model.index_of_node(node)
    expand, collapse, _, explore, picture = widget.context_actions(index)
    assert picture is widget.picture_action  # the rows on view, as a picture (test_search_tree_picture.py)
    assert expand.isEnabled() and f"{rec.size[node]:,} nodes" in expand.text()
    expand.trigger()
    child = widget.model.index_of_node(rec.find([5, 4]))
    assert widget.view.isExpanded(index) and widget.view.isExpanded(child)
    copy_node = widget.model.index_of_node(rec.find([5, 4, 3]))
    widget.context_actions(copy_node)[2].trigger()
    assert QApplication.clipboard().text() == "5 4 3"
    collapse.trigger()
    assert not widget.view.isExpanded(index) and widget.view.isExpanded(widget.model.index(0, 0))
    widget.EXPAND_LIMIT = 10  # a big subtree: the action says why it is off
    expand = widget.context_actions(widget.model.index(0, 0))[0]
    assert not expand.isEnabled() and "level by level" in expand.toolTip()
    pruned = next(i for i in walk(widget.model) if widget.model.data(i, NODE_ROLE) == -1)
    assert widget.context_actions(pruned) == []
    assert explore.isEnabled()


def test_context_menu_asks_to_open_a_subtree_in_the_explorer(widget, qtbot):
    rec = connect4_record(3)
    widget.set_record(rec)
    node = rec.find([5])
    explore = widget.context_actions(widget.model.index_of_node(node))[3]
    with qtbot.waitSignal(widget.openInExplorer) as blocker:
        explore.trigger()
    assert blocker.args == [node]
    leaf = next(i for i in range(len(rec)) if rec.size[i] == 1)
    assert not widget.context_actions(widget.model.index_of_node(leaf))[3].isEnabled()


def test_the_move_column_widens_for_deep_lines(widget):
    game = TicTacToe()
    rec = search(game, game.play(game.initial_state(), [5]), SearchOptions("alphabeta", record=True)).tree
    assert rec is not None and len(rec.pv) == 8
    widget.set_record(rec)
    before = widget.view.header().sectionSize(COL_MOVE)
    widget.expand_pv()
    after = widget.view.header().sectionSize(COL_MOVE)
    assert after > before
    last = widget.model.index_of_node(widget.model.pv()[-1])
    rect = widget.view.visualRect(last)  # the deepest PV row's move is inside its column
    assert rect.left() + widget.view.fontMetrics().horizontalAdvance("9") < after


def test_a_narrow_dock_gets_a_two_row_filter_bar(widget, qtbot):
    widget.set_record(tree_record())
    widget.resize(1000, 400)
    qtbot.waitUntil(lambda: widget.legend.isVisible())
    def same_row() -> bool:
        return widget.search_box.geometry().top() < widget.hide_pruned.geometry().center().y() \
            < widget.search_box.geometry().bottom()

    assert same_row()
    widget.resize(380, 400)
    qtbot.waitUntil(lambda: not same_row() and widget.search_box.y() < widget.hide_pruned.y())
    # the key stays, wrapped on its own lines under the path, and never widens the dock
    assert widget.legend.isVisible() and widget.minimumSizeHint().width() <= 400
    assert widget.legend.height() >= widget.legend.heightForWidth(widget.legend.width())


def test_the_tree_says_why_it_holds_fewer_nodes_than_the_search_counted(qtbot, make_window) -> None:
    """With iterative deepening the statistics count every depth and the tree holds the last one:
    "56,040 nodes recorded" beside 78,558 nodes says why."""
    from gui.app.enhancement_settings import EnhancementSettings
    from gui.app.players import PlayerConfig, SearchSettings

    window = make_window()
    window.new_game("connect4")
    enh = EnhancementSettings(iterative=True)
    human = PlayerConfig("human", SearchSettings("alphabeta", 5, "windows", {}, record=True, enhancements=enh))
    window.settings_panel.set_players((human, human))
    window.settings_panel.playersChanged.emit()
    with qtbot.waitSignal(window.controller.analysisReady, timeout=30_000):
        window.analyse()
    result = window.controller.shown.result
    assert result.tree is not None and len(result.tree) < result.stats.nodes
    caption = window.tree_widget.caption.text()
    assert f"{len(result.tree):,} nodes recorded" in caption
    assert f"the statistics' {result.stats.nodes:,} count every depth" in caption
    assert window.tree_widget.caption.toolTip() in caption  # said in the tooltip too (after a stop, only there)
