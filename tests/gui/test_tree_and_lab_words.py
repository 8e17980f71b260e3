"""The Search tree's and the Evaluation lab's words reach Qt's translation at run time: the model's column
names and tips, the sentences of the "How it ended" column and the path line, the buttons, tabs, menus and
messages. A translator that marks every word it is asked for (« ») stands in for a language; a word shown
unmarked never went through translation. The engine's own sentences (how a node ended, move names) are
English in every language and are not asked for here. Without a translation the English stays as it was
(the other tests of these files compare it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QTabWidget, QWidget

from engine.games.connect4 import ConnectFour, Windows
from engine.plugins import PluginEntry
from engine.record import BETA_CUT, CUTOFF, TreeRecord
from engine.search import SearchOptions, search
from gui.eval_lab.comparison import ComparisonModel
from gui.eval_lab.lab_logic import cost_text, detail
from gui.eval_lab.lab_view import EvalLabWidget
from gui.i18n import counted
from gui.search_tree.model import COL_END, COL_KIND, COL_MOVE, COL_VALUE, COLUMNS, SearchTreeModel
from gui.search_tree.widget import SearchTreeWidget

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

NOTATION = {"α", "β", "OPEN"}
"""Column names that are the textbook's notation, the same in every language."""


class Marking(QTranslator):
    """Translates every word into itself between « and », and remembers which contexts asked."""

    def __init__(self) -> None:
        super().__init__()
        self.contexts: set[str] = set()

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        self.contexts.add(context)
        return f"«{source}»"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marking(qapp: QApplication) -> Iterator[Marking]:
    translator = Marking()
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def marked(text: str) -> bool:
    return text.startswith("«") and text.endswith("»")


def words(text: str) -> bool:
    return any(c.isalpha() for c in text)


def connect4_record() -> TreeRecord:
    game = ConnectFour()
    state = game.play(game.initial_state(), [4, 4, 3])
    rec = search(game, state, SearchOptions("alphabeta", depth=3, evaluation=Windows(), record=True)).tree
    assert rec is not None
    return rec


def shown_texts(root: QWidget) -> list[str]:
    """What a user reads on ``root``'s labels, buttons, fields and tabs, and in their tooltips."""
    texts = []
    for w in [root, *root.findChildren(QWidget)]:
        if isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        if isinstance(w, QLineEdit):
            texts.append(w.placeholderText())
        if isinstance(w, QTabWidget):
            texts += [w.tabText(i) for i in range(w.count())]
        texts.append(w.toolTip())
    return [t for t in texts if words(t)]


def test_the_tree_models_columns_and_sentences_are_translated(qtbot, qtmodeltester, marking: Marking):
    rec = connect4_record()
    model = SearchTreeModel()
    model.set_record(rec)
    qtmodeltester.check(model)  # translated words are still the strings a model hands out
    for section in range(len(COLUMNS)):
        name = model.headerData(section, Qt.Orientation.Horizontal)
        assert name in NOTATION or marked(name), name
        assert marked(model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole))
    root = model.index(0, 0)
    assert model.data(root) == "«root»"
    for col in (COL_MOVE, COL_KIND, COL_VALUE):
        assert marked(model.data(model.index(0, col), Qt.ItemDataRole.ToolTipRole))
    cut = next(i for i in range(len(rec)) if rec.end[i] == CUTOFF)
    assert model.texts.describe(cut).startswith("«depth cutoff: evaluation ")
    # A node a β-cutoff ended: its pruned moves' rows say why, in the user's language
    node = next(i for i in range(len(rec)) if rec.end[i] == BETA_CUT and rec.pruned_moves(i))
    parent = model.index_of_node(node)
    while model.canFetchMore(parent):
        model.fetchMore(parent)
    pruned = model.index(model.rowCount(parent) - 1, COL_END, parent)
    assert model.pruned_move_at(pruned) is not None
    assert model.data(pruned) == "«pruned: v ≥ β»"
    assert marked(model.data(pruned, Qt.ItemDataRole.ToolTipRole))
    assert {"SearchTreeModel"} <= marking.contexts


def test_the_tree_views_words_are_translated(qtbot, marking: Marking):
    rec = connect4_record()
    widget = SearchTreeWidget()
    qtbot.addWidget(widget)
    assert marked(widget.empty_hint.text())
    widget.set_record(rec, "Move 4")
    widget.resize(900, 500)
    widget.show()
    unmarked = [t for t in shown_texts(widget) if not marked(t)]
    assert unmarked == []
    assert widget.caption.text().startswith("«Move 4 · «") and f"{len(rec):,} nodes" in widget.caption.text()
    widget.view.setCurrentIndex(widget.model.index_of_node(next(rec.children(0))))
    assert marked(widget.path_label.text())
    for action in widget.context_actions(widget.model.index(0, 0)):
        assert marked(action.text()) or action is widget.picture_action, action.text()
    widget.search_box.setText("4")
    widget.search.search_now()
    assert marked(widget.match_label.text())
    assert "SearchTreeWidget" in marking.contexts


def test_the_labs_words_are_translated(qtbot, qtmodeltester, marking: Marking):
    lab = EvalLabWidget()
    qtbot.addWidget(lab)
    lab.show_plugins(None, [PluginEntry("mine.py", "evaluation", game="connect4")])
    unmarked = [t for t in shown_texts(lab) if not marked(t) and t not in ("untitled.py",)]
    assert unmarked == []
    assert marked(lab.time_limit.prefix()) and marked(lab.time_limit.suffix())
    headers = lab.terms.horizontalHeaderItem(0).text(), lab.plugin_list.headerItem().text(2)
    assert all(marked(h) for h in headers)
    model = ComparisonModel()
    qtmodeltester.check(model)
    assert [model.headerData(s, Qt.Orientation.Horizontal) for s in range(4)] == ["«Move»", "«before»", "«after»",
                                                                                  "«Change»"]
    assert marked(cost_text({"after": 0.002})[0])
    assert {"EvalLabWidget", "ComparisonModel", "EvalLabLogic"} <= marking.contexts


def test_the_labs_sentences_without_a_window_are_translated(marking: Marking):
    game = ConnectFour()
    result = search(game, game.initial_state(), SearchOptions("alphabeta", depth=1, evaluation=Windows()))
    assert detail(result).startswith("«windows(") and detail(result).endswith(", «depth 1»»")
    text, slow = cost_text({"after": 0.002, "windows (built-in)": 0.00001})
    assert slow and text.startswith("«««Evaluation cost per call: ") and "Slow" in text


def test_english_counts_read_as_before():
    assert counted("19608 node(s) recorded", 19608) == "19,608 nodes recorded"
    assert counted("1 node(s) recorded", 1) == "1 node recorded"
    assert counted("0 state(s), merit 0", 0) == "0 states, merit 0"
    # a translation keeps its words; the count Qt wrote for %n is grouped (German: "19.608 Knoten")
    assert counted("19608 Knoten", 19608) == "19,608 Knoten"


def test_no_translation_leaves_the_english(qtbot):
    widget = SearchTreeWidget()
    qtbot.addWidget(widget)
    rec = connect4_record()
    widget.set_record(rec, "Move 4")
    assert widget.caption.text() == f"Move 4 · {len(rec):,} nodes recorded"
    assert widget.model.headerData(COL_END, Qt.Orientation.Horizontal) == "How it ended"
    assert widget.model.data(widget.model.index(0, 0)) == "root"


def test_the_lab_in_the_window_speaks_the_users_language(qtbot, marking: Marking, make_window):
    window = make_window()
    lab = window.eval_lab
    assert marked(lab.dock.windowTitle()) and marked(lab.action.text())
    sides = [lab.widget.side.itemText(i) for i in range(lab.widget.side.count())]
    assert len(sides) == 2 and all(marked(s) for s in sides)  # "X (human)": the game's name in the user's sentence
    assert [lab.widget.side.itemData(i) for i in range(2)] == [0, 1]  # the side is the item's data, not its text
    lab.file.new_from_template()
    assert marked(lab.widget.message.text())
    assert "EvalLab" in marking.contexts and "LabFile" in marking.contexts
