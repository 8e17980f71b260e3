"""The evaluation lab's dock contents, widgets only: the editor with its buttons, and the result tabs
(What changed, A vs B, Why this value, Plugins). ``EvalLab`` (``gui.eval_lab.lab``) fills them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.plugins import PluginEntry

from ..app.format import fmt_value, shortcut_text
from .comparison import ComparisonModel
from .editor import CodeEditor
from .lab_logic import UNTITLED

WHAT_CHANGED, A_VS_B, WHY, PLUGINS_TAB = range(4)
ERROR_STYLE = "color: #d03030;"
SLOW_STYLE = "color: #c77c11; font-weight: bold;"


DEFAULT_TIME_LIMIT_S = 5.0
"""How long one analysis of the lab may take before it stops by itself."""


class EvalLabWidget(QWidget):
    """The dock's contents: the editor with its buttons, and the result tabs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.new_button = QToolButton(self)
        self.new_button.setText(self.tr("&New"))
        self.new_button.setToolTip(self.tr("A new evaluation file from the template for this game"))
        self.open_button = QToolButton(self)
        self.open_button.setText(self.tr("O&pen…"))
        self.save_button = QToolButton(self)
        self.save_button.setText(self.tr("S&ave"))
        self.save_as_button = QToolButton(self)
        self.save_as_button.setText(self.tr("Sav&e as…"))
        self.apply_button = QPushButton(self.tr("App&ly"), self)
        self.apply_button.setToolTip(self.tr("Use this evaluation for the chosen side and analyse the position ({0})")
                                     .format(shortcut_text("Ctrl+Return")))
        self.apply_button.setDefault(True)
        self.stop_button = QToolButton(self)
        self.stop_button.setText(self.tr("&Stop"))
        self.stop_button.setEnabled(False)
        self.time_limit = QDoubleSpinBox(self)  # an evaluate that loops stops by itself, with its line shown
        self.time_limit.setRange(0.5, 600.0)
        self.time_limit.setDecimals(1)
        self.time_limit.setValue(DEFAULT_TIME_LIMIT_S)
        self.time_limit.setSuffix(self.tr(" s", "seconds"))
        self.time_limit.setPrefix(self.tr("limit "))
        self.time_limit.setToolTip(self.tr("Each analysis of the lab stops by itself after this long (an evaluate "
                                           "that never returns shows the line it was on)"))
        self.busy_bar = QProgressBar(self)  # the lab is analysing: a moving bar beside Stop
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(90)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setToolTip(self.tr("The lab is analysing"))
        self.busy_bar.hide()
        self.side = QComboBox(self)
        self.side.setToolTip(self.tr("The side that uses the evaluation (the other side keeps its own)"))
        self.file_label = QLabel(UNTITLED, self)
        self.file_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for w in (self.new_button, self.open_button, self.save_button, self.save_as_button, self.apply_button,
                  self.stop_button, self.time_limit, self.busy_bar):
            bar.addWidget(w)
        bar.addSpacing(8)
        side_label = QLabel(self.tr("f&or"), self)
        side_label.setBuddy(self.side)
        bar.addWidget(side_label)
        bar.addWidget(self.side)
        bar.addSpacing(8)
        bar.addWidget(self.file_label, 1)
        outer.addLayout(bar)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        left = QWidget(split)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        self.editor = CodeEditor(left)
        self.editor.setObjectName("evalEditor")
        lv.addWidget(self.editor, 1)
        self.message = QLabel(left)
        self.message.setObjectName("evalMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lv.addWidget(self.message)
        self.tabs = QTabWidget(split)

        changed = QWidget()
        cv = QVBoxLayout(changed)
        self.changed_summary = QLabel(self.tr("Apply an evaluation, or change a weight or the depth: the previous "
                                              "and the new analysis of this position appear here side by side."),
                                      changed)
        self.changed_summary.setWordWrap(True)
        self.changed_summary.setTextFormat(Qt.TextFormat.RichText)
        cv.addWidget(self.changed_summary)
        self.changed_model = ComparisonModel(self)
        self.changed_table = self._table(self.changed_model, changed)
        cv.addWidget(self.changed_table, 1)
        self.cost = QLabel(changed)
        self.cost.setObjectName("evalCost")
        self.cost.setWordWrap(True)
        cv.addWidget(self.cost)
        self.tabs.addTab(changed, self.tr("What changed"))

        ab = QWidget()
        av = QVBoxLayout(ab)
        row = QHBoxLayout()
        self.eval_a = QComboBox(ab)
        self.eval_b = QComboBox(ab)
        self.compare_button = QPushButton(self.tr("&Compare"), ab)
        first = QLabel(self.tr("A", "the first evaluation compared"), ab)
        first.setObjectName("labFirstLabel")  # (no underlined letter: Tab from Compare reaches its choice)
        second = QLabel(self.tr("B", "the second evaluation compared"), ab)
        second.setObjectName("labSecondLabel")
        row.addWidget(first)
        row.addWidget(self.eval_a, 1)
        row.addWidget(second)
        row.addWidget(self.eval_b, 1)
        row.addWidget(self.compare_button)
        av.addLayout(row)
        self.ab_summary = QLabel(self.tr("Two evaluations on the same position, at the chosen side's depth and "
                                         "weights (each evaluation at its default weights unless it is the side's "
                                         "own)."), ab)
        self.ab_summary.setWordWrap(True)
        self.ab_summary.setTextFormat(Qt.TextFormat.RichText)
        av.addWidget(self.ab_summary)
        self.ab_model = ComparisonModel(self)
        self.ab_table = self._table(self.ab_model, ab)
        av.addWidget(self.ab_table, 1)
        self.tabs.addTab(ab, self.tr("A vs B"))

        why = QWidget()
        wv = QVBoxLayout(why)
        self.why_caption = QLabel(self.tr("Select a node in the Search tree: the evaluation's terms at that "
                                          "position appear here."), why)
        self.why_caption.setWordWrap(True)
        wv.addWidget(self.why_caption)
        self.terms = QTableWidget(0, 2, why)
        self.terms.setObjectName("evalTerms")
        self.terms.setHorizontalHeaderLabels([self.tr("Term"), self.tr("Value")])
        self.terms.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.terms.verticalHeader().hide()
        self.terms.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        wv.addWidget(self.terms, 1)
        self.tabs.addTab(why, self.tr("Why this value"))

        plugins = QWidget()
        pv = QVBoxLayout(plugins)
        prow = QHBoxLayout()
        self.folder_label = QLabel(plugins)
        self.folder_label.setWordWrap(True)
        self.choose_folder_button = QPushButton(self.tr("Choose fol&der…"), plugins)
        self.reload_button = QPushButton(self.tr("&Reload"), plugins)
        prow.addWidget(self.folder_label, 1)
        prow.addWidget(self.choose_folder_button)
        prow.addWidget(self.reload_button)
        pv.addLayout(prow)
        self.plugin_list = QTreeWidget(plugins)
        self.plugin_list.setObjectName("pluginList")
        self.plugin_list.setHeaderLabels([self.tr("Plugin"), self.tr("Game"), self.tr("Status")])
        self.plugin_list.setRootIsDecorated(False)
        pv.addWidget(self.plugin_list, 1)
        self.tabs.addTab(plugins, self.tr("Plugins"))

        split.addWidget(left)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        outer.addWidget(split, 1)

    @staticmethod
    def _table(model: ComparisonModel, parent: QWidget) -> QTableView:
        view = QTableView(parent)
        view.setModel(model)
        view.verticalHeader().hide()
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        view.setAlternatingRowColors(True)
        return view

    def say(self, text: str) -> None:
        """A message under the editor."""
        self.message.setStyleSheet("")
        self.message.setText(text)

    def say_error(self, text: str) -> None:
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setText(text)

    def show_file_name(self, path: str | None) -> None:
        modified = self.editor.document().isModified()
        self.file_label.setText(("● " if modified else "") + (path or UNTITLED))

    def show_cost(self, text: str, slow: bool) -> None:
        self.cost.setText(text)
        self.cost.setStyleSheet(SLOW_STYLE if slow else "")

    def show_terms(self, caption: str, terms: Mapping[str, float]) -> None:
        """Why this value: the caption, and each term of the evaluation with its value."""
        self.why_caption.setText(caption)
        self.terms.setRowCount(0)
        for name, v in terms.items():
            r = self.terms.rowCount()
            self.terms.insertRow(r)
            self.terms.setItem(r, 0, QTableWidgetItem(name))
            item = QTableWidgetItem(fmt_value(v))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.terms.setItem(r, 1, item)

    def show_plugins(self, folder: str | None, entries: Iterable[PluginEntry]) -> None:
        self.folder_label.setText(self.tr("Folder: {0}").format(folder) if folder else
                                  self.tr("No folder chosen: evaluation files in a folder you choose are loaded at "
                                          "start."))
        self.plugin_list.clear()
        shown = 0
        for e in entries:
            status = self.tr("✓ loaded") if e.ok else self.tr("✗ {0}").format(e.error)
            item = QTreeWidgetItem([e.name or Path(e.source).name, e.game or "—", status])
            item.setToolTip(0, e.source)
            item.setToolTip(2, status)
            self.plugin_list.addTopLevelItem(item)
            shown += 1
        if not shown:
            self.plugin_list.addTopLevelItem(QTreeWidgetItem([self.tr("(none)"), "", ""]))
        self.plugin_list.resizeColumnToContents(0)
