"""The evaluation lab: write an evaluation file, apply it to a side, and see exactly what it changes.

A dock of the main window (``EvalLab(window)`` builds it; the window needs one line for it):

* the file's text (Python highlighting, line numbers), New from the game's template, Open, Save, and
  Apply (Ctrl+Return): the file becomes an evaluation like the built-in ones (listed in the settings,
  its ``PARAMS`` as weights with sliders) and the chosen side uses it; the position is analysed
  again with the previous and the new evaluation;
* **What changed**: after any change of the side's evaluation, weights or depth, each root move's value
  before and after, the best move and PV of each, in a table and on the board (the new values, the
  previous best move as the hint mark); a change of weight by slider re-analyses as it moves (debounced);
* **A vs B**: two evaluations on the same position at once;
* **Why this value**: the terms of the evaluation at the node selected in the search tree;
* **Plugins**: the folder of evaluation files the user chose and installed plugin packages, each with
  its error if it has one.

The user's code runs on the lab's own worker thread (``runner.LabRunner``); its errors are shown with
the line marked in the editor and the position it failed on; the game, the settings and the other
side are never touched by a failure.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer, Signal, SignalInstance, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStatusBar,
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

from engine.errors import InputError
from engine.evaluation import Evaluation
from engine.game import CHANCE, Game
from engine.games import GameInfo
from engine.plugins import (
    EvaluationFileError,
    EvaluationRuntimeError,
    UserCodeError,
    UserEvaluation,
    load_evaluation_file,
    load_evaluation_source,
    template,
)
from engine.record import TreeRecord
from engine.results import SearchResult

from ..app.format import fmt_value
from ..app.players import PlayerConfig, SearchSettings
from ..app.session import GameSession
from ..app.worker import SearchController, SearchRequest
from ..board import BoardWidget
from ..panels.settings_panel import SettingsPanel
from ..search_tree.widget import SearchTreeWidget
from .comparison import ComparisonModel, Side
from .editor import CodeEditor
from .plugin_folder import PLUGINS, choose_folder
from .runner import UNSTICK_AFTER_MS, JobStopped, LabJob, LabRunner, LabSearch, interrupt


class LabCommands(Protocol):
    """The main window's commands the lab joins: Stop (it stops the lab's runs too) and the View menu."""

    stop_action: QAction
    view_menu: QMenu


class LabHost(Protocol):
    """What the lab uses of the main window (its public parts)."""

    settings_panel: SettingsPanel
    tree_widget: SearchTreeWidget
    board: BoardWidget
    qsettings: QSettings
    positionChanged: SignalInstance
    searchFailed: SignalInstance

    @property
    def commands(self) -> LabCommands: ...

    @property
    def session(self) -> GameSession: ...

    @property
    def players(self) -> tuple[PlayerConfig, PlayerConfig]: ...

    @property
    def searches(self) -> SearchController: ...

    @property
    def game(self) -> Game: ...

    def statusBar(self) -> QStatusBar: ...

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget) -> None: ...

    def resizeDocks(self, docks: list[QDockWidget], sizes: list[int], orientation: Qt.Orientation) -> None: ...

    def installEventFilter(self, watched: QObject) -> None: ...


UNTITLED = "untitled.py"
LAST_FILE_KEY = "evalLab/lastFile"
FILE_FILTER = "Python evaluation files (*.py);;All files (*)"
DEBOUNCE_MS = 300
SLOW_RATIO = 50.0  # this many times slower than the built-in one (pure Python on board rows is 5-20×) is slow
SLOW_CALL_S = 0.001
MEANINGFUL_REFERENCE_S = 2e-6
WHAT_CHANGED, A_VS_B, WHY, PLUGINS_TAB = range(4)
_LINE = re.compile(r"^(?P<file>[^,:]+\.py), line (?P<line>\d+): ")


def _detail(result: SearchResult) -> str:
    depth = "to the end" if result.depth is None else f"depth {result.depth}"
    return f"{result.evaluation or 'no evaluation'}, {depth}"


def micro(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    return f"{seconds * 1e6:,.0f} µs" if seconds < 0.01 else f"{seconds * 1000:,.1f} ms"


class EvalLabWidget(QWidget):
    """The dock's contents: the editor with its buttons, and the result tabs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.new_button = QToolButton(self)
        self.new_button.setText("New")
        self.new_button.setToolTip("A new evaluation file from the template for this game")
        self.open_button = QToolButton(self)
        self.open_button.setText("Open…")
        self.save_button = QToolButton(self)
        self.save_button.setText("Save")
        self.save_as_button = QToolButton(self)
        self.save_as_button.setText("Save as…")
        self.apply_button = QPushButton("Apply", self)
        self.apply_button.setToolTip("Use this evaluation for the chosen side and analyse the position (Ctrl+Return)")
        self.apply_button.setDefault(True)
        self.stop_button = QToolButton(self)
        self.stop_button.setText("Stop")
        self.stop_button.setEnabled(False)
        self.side = QComboBox(self)
        self.side.setToolTip("The side that uses the evaluation (the other side keeps its own)")
        self.file_label = QLabel(UNTITLED, self)
        self.file_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for w in (self.new_button, self.open_button, self.save_button, self.save_as_button, self.apply_button,
                  self.stop_button):
            bar.addWidget(w)
        bar.addSpacing(8)
        bar.addWidget(QLabel("for", self))
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
        self.changed_summary = QLabel("Apply an evaluation, or change a weight or the depth: the previous and the "
                                      "new analysis of this position appear here side by side.", changed)
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
        self.tabs.addTab(changed, "What changed")

        ab = QWidget()
        av = QVBoxLayout(ab)
        row = QHBoxLayout()
        self.eval_a = QComboBox(ab)
        self.eval_b = QComboBox(ab)
        self.compare_button = QPushButton("Compare", ab)
        row.addWidget(QLabel("A", ab))
        row.addWidget(self.eval_a, 1)
        row.addWidget(QLabel("B", ab))
        row.addWidget(self.eval_b, 1)
        row.addWidget(self.compare_button)
        av.addLayout(row)
        self.ab_summary = QLabel("Two evaluations on the same position, at the chosen side's depth and weights "
                                 "(each evaluation at its default weights unless it is the side's own).", ab)
        self.ab_summary.setWordWrap(True)
        self.ab_summary.setTextFormat(Qt.TextFormat.RichText)
        av.addWidget(self.ab_summary)
        self.ab_model = ComparisonModel(self)
        self.ab_table = self._table(self.ab_model, ab)
        av.addWidget(self.ab_table, 1)
        self.tabs.addTab(ab, "A vs B")

        why = QWidget()
        wv = QVBoxLayout(why)
        self.why_caption = QLabel("Select a node in the Search tree: the evaluation's terms at that position "
                                  "appear here.", why)
        self.why_caption.setWordWrap(True)
        wv.addWidget(self.why_caption)
        self.terms = QTableWidget(0, 2, why)
        self.terms.setObjectName("evalTerms")
        self.terms.setHorizontalHeaderLabels(["Term", "Value"])
        self.terms.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.terms.verticalHeader().hide()
        self.terms.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        wv.addWidget(self.terms, 1)
        self.tabs.addTab(why, "Why this value")

        plugins = QWidget()
        pv = QVBoxLayout(plugins)
        prow = QHBoxLayout()
        self.folder_label = QLabel(plugins)
        self.folder_label.setWordWrap(True)
        self.choose_folder_button = QPushButton("Choose folder…", plugins)
        self.reload_button = QPushButton("Reload", plugins)
        prow.addWidget(self.folder_label, 1)
        prow.addWidget(self.choose_folder_button)
        prow.addWidget(self.reload_button)
        pv.addLayout(prow)
        self.plugin_list = QTreeWidget(plugins)
        self.plugin_list.setObjectName("pluginList")
        self.plugin_list.setHeaderLabels(["Plugin", "Game", "Status"])
        self.plugin_list.setRootIsDecorated(False)
        pv.addWidget(self.plugin_list, 1)
        self.tabs.addTab(plugins, "Plugins")

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


class EvalLab(QObject):
    """Builds the lab's dock in ``window`` and connects it to the game, the settings and the search tree.

    Signals:
        changeShown(): a before/after comparison is shown.
        abShown(): an A vs B comparison is shown.
        errorShown(str): an error is shown (the file's, or a failed analysis's).
    """

    changeShown = Signal()
    abShown = Signal()
    errorShown = Signal(str)

    def __init__(self, window: LabHost) -> None:
        super().__init__()
        self.window = window
        self.widget = EvalLabWidget()
        self.dock = QDockWidget("Evaluation lab")
        self.dock.setObjectName("evalLabDock")
        self.dock.setWidget(self.widget)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()  # opened from the View menu (Ctrl+L) or by restoring the saved layout
        self.dock.visibilityChanged.connect(self._dock_shown)
        self.runner = LabRunner(self)
        self._sized = False
        self._closed = False
        # what to put back if the analysis with a just-applied evaluation fails: registry entries, the applied class
        self._revert: tuple[dict[str, type[Evaluation] | None], type[UserEvaluation] | None] = ({}, None)
        self.path: str | None = None
        self.applied: type[UserEvaluation] | None = None
        self.last: tuple[tuple[int, ...], int, SearchSettings, SearchResult] | None = None
        self._known: SearchSettings | None = None  # the lab side's settings at the last look
        self._pending: SearchSettings | None = None  # "before" of a change made when nothing could be analysed
        self._record_evaluations: dict[int, tuple[Evaluation, int]] = {}  # id(tree record) -> (evaluation, player)
        self.debounce = QTimer(self)  # a slider drag: one analysis once it settles
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(DEBOUNCE_MS)
        self.debounce.timeout.connect(self._settings_settled)

        w = self.widget
        w.new_button.clicked.connect(self.new_from_template)
        w.open_button.clicked.connect(self.open_dialog)
        w.save_button.clicked.connect(self.save)
        w.save_as_button.clicked.connect(self.save_as_dialog)
        w.apply_button.clicked.connect(self.apply)
        w.stop_button.clicked.connect(self.runner.stop)
        w.compare_button.clicked.connect(self.compare_a_b)
        w.choose_folder_button.clicked.connect(self.choose_folder_dialog)
        w.reload_button.clicked.connect(self.reload_plugins)
        w.editor.document().modificationChanged.connect(self._show_file_name)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.runner.busyChanged.connect(self._busy)
        window.settings_panel.playersChanged.connect(self.debounce.start)
        window.positionChanged.connect(self._position_changed)
        window.tree_widget.nodeSelected.connect(self.explain_node)
        window.searchFailed.connect(self._window_search_failed)
        window.commands.stop_action.triggered.connect(self._window_stopping)

        self.action = self.dock.toggleViewAction()
        self.action.setText("Evaluation &lab")
        self.action.setShortcut(QKeySequence("Ctrl+L"))
        self.action.setStatusTip("Write your own evaluation function and see what it changes")
        window.commands.view_menu.addAction(self.action)
        apply_action = QAction("Apply evaluation", self.widget)
        apply_action.setShortcut(QKeySequence("Ctrl+Return"))
        apply_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        apply_action.triggered.connect(self.apply)
        self.widget.addAction(apply_action)
        window.installEventFilter(self)  # the worker thread ends with the window
        self._game_name = self.info.name
        self._sync_game()
        self.new_from_template()
        last = window.qsettings.value(LAST_FILE_KEY)
        if isinstance(last, str) and last and Path(last).is_file():
            self.open_file(last)  # its text only, to go on editing: nothing runs before Apply
        self._show_plugins()

    @Slot(bool)
    def _dock_shown(self, visible: bool) -> None:
        if visible and not self._sized:  # the first time: tall enough for the text and the table
            self._sized = True
            self.window.resizeDocks([self.dock], [max(340, self.widget.sizeHint().height())], Qt.Orientation.Vertical)

    # -- the game and the sides ---------------------------------------------------------------------------
    @property
    def info(self) -> GameInfo:
        return self.window.session.info

    def lab_side(self) -> int:
        return int(self.widget.side.currentData() or 0)

    def _sync_game(self) -> None:
        """Side names and the A/B lists for the current game (after a new game or another game)."""
        w = self.widget
        game = self.window.game
        players = self.window.players
        current = w.side.currentData()
        w.side.blockSignals(True)
        w.side.clear()
        for p in (0, 1):
            who = "computer" if players[p].is_computer else "human"
            w.side.addItem(f"{game.player_name(p)} ({who})", p)
        default = next((p for p in (1, 0) if players[p].is_computer), 0)
        w.side.setCurrentIndex(current if current in (0, 1) else default)
        w.side.blockSignals(False)
        for combo in (w.eval_a, w.eval_b):
            chosen = combo.currentData()
            combo.clear()
            for name in self.info.evaluations:
                combo.addItem(name, name)
            combo.setCurrentIndex(max(0, combo.findData(chosen)))
        if w.eval_b.currentIndex() == w.eval_a.currentIndex() and w.eval_b.count() > 1:
            w.eval_b.setCurrentIndex(1 if w.eval_a.currentIndex() == 0 else 0)
        self._known = self.window.players[self.lab_side()].search

    @Slot()
    def _position_changed(self) -> None:
        if self.info.name != self._game_name:  # another game: its sides, its evaluations, its template
            self._game_name = self.info.name
            self.runner.cancel()
            self.last = None
            self._pending = None
            self.widget.changed_model.clear()
            self.widget.ab_model.clear()
            self._sync_game()
            if not self.widget.editor.document().isModified() and self.path is None:
                self.new_from_template()
        self._known = self.window.players[self.lab_side()].search

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close:  # (installed on the window only)
            self.shutdown()
            self._unstick_window(self.window.searches.active)  # so the window's own thread can end too
        return False

    # -- the game's own search, stuck in a user's evaluate ----------------------------------------------------
    @Slot()
    def _window_stopping(self) -> None:
        """Stop (Esc) reaches the search between nodes; an evaluate that never returns is interrupted."""
        active = self.window.searches.active
        if active is not None:
            QTimer.singleShot(UNSTICK_AFTER_MS, self, lambda: self._unstick_window(active))

    def _unstick_window(self, request: SearchRequest | None) -> None:
        if request is None or self.window.searches.active is not request:
            return
        evaluation = request.options.evaluation
        if isinstance(evaluation, UserEvaluation) and evaluation.calling is not None:
            interrupt(evaluation.calling)

    # -- the file -------------------------------------------------------------------------------------------
    @Slot()
    def new_from_template(self) -> None:
        if not self._may_discard():
            return
        self.path = None
        self.widget.editor.setPlainText(template(self.info.name))
        self.widget.editor.document().setModified(False)
        self.widget.editor.mark_error(None)
        self._say(f"A template for {self.info.title}: edit evaluate(), then Apply (Ctrl+Return).")
        self._show_file_name()

    @Slot()
    def open_dialog(self) -> None:
        if not self._may_discard():
            return
        path, _ = QFileDialog.getOpenFileName(self.widget, "Open evaluation file", str(Path.home()), FILE_FILTER)
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            self._error(f"Could not open {path}: {e}")
            return False
        self.path = str(Path(path).resolve())
        self.window.qsettings.setValue(LAST_FILE_KEY, self.path)
        self.widget.editor.setPlainText(text)
        self.widget.editor.document().setModified(False)
        self.widget.editor.mark_error(None)
        self._say(f"Opened {self.path}. Apply (Ctrl+Return) to use it.")
        self._show_file_name()
        return True

    @Slot()
    def save(self) -> bool:
        if self.path is None:
            return self.save_as_dialog()
        return self.save_to(self.path)

    @Slot()
    def save_as_dialog(self) -> bool:
        start = self.path or str(Path.home() / f"my_{self.info.name}_eval.py")
        path, _ = QFileDialog.getSaveFileName(self.widget, "Save evaluation file", start, FILE_FILTER)
        return self.save_to(path) if path else False

    def save_to(self, path: str) -> bool:
        try:
            Path(path).write_text(self.widget.editor.toPlainText(), encoding="utf-8")
        except OSError as e:
            self._error(f"Could not save {path}: {e}")
            return False
        self.path = str(Path(path).resolve())
        self.window.qsettings.setValue(LAST_FILE_KEY, self.path)
        self.widget.editor.document().setModified(False)
        self._show_file_name()
        self.window.statusBar().showMessage(f"Saved {self.path}", 4000)
        return True

    def _may_discard(self) -> bool:
        if not self.widget.editor.document().isModified() or not self.dock.isVisible():
            return True
        answer = QMessageBox.question(self.widget, "Evaluation lab", "Discard the changes to the evaluation file?",
                                      QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Discard

    @Slot()
    def _show_file_name(self, *_: Any) -> None:
        name = self.path or UNTITLED
        modified = self.widget.editor.document().isModified()
        self.widget.file_label.setText(("● " if modified else "") + name)

    # -- apply -------------------------------------------------------------------------------------------------
    @Slot()
    def apply(self) -> bool:
        """Load the text as an evaluation, let the chosen side use it, and analyse before and after."""
        w = self.widget
        info = self.info
        saved = self.path is not None and not w.editor.document().isModified()
        try:
            cls = load_evaluation_source(w.editor.toPlainText(), self.path or UNTITLED, info.name, saved=saved)
        except EvaluationFileError as e:
            self._show_user_error(e, "The file cannot be used")
            return False
        w.editor.mark_error(None)
        registry = info.evaluations
        side = self.lab_side()
        before = self.window.players[side].search
        previous = registry.get(cls.name)  # this file's last version, if it was applied before
        undo: dict[str, type[Evaluation] | None] = {cls.name: previous}
        stale = self.applied
        if stale is not None and stale.name != cls.name and registry.get(stale.name) is stale \
                and not any(p.search.evaluation == stale.name for p in self.window.players):
            del registry[stale.name]  # the file was renamed (saved under another name)
            undo[stale.name] = stale
        keep = previous is not None and before.evaluation == cls.name \
            and [p.name for p in previous.params] == [p.name for p in cls.params]
        registry[cls.name] = cls
        self._revert = (undo, self.applied)
        self.applied = cls
        self._known = None  # the settings change below is this Apply's own: no second analysis for it
        self.window.settings_panel.use_evaluation(side, cls.name, dict(before.weights) if keep else None)
        self._sync_game()
        after = self.window.players[side].search
        self._known = after
        self._say(f"Applied {cls.name} to {self.window.game.player_name(side)}; analysing with the previous and "
                  "the new evaluation…")
        self.run_change(before, after)
        return True

    def _undo_change(self, side: int, before: SearchSettings | None) -> None:
        """A search with the new evaluation (or weights) failed: the registry and the side as they were."""
        undo, applied = self._revert
        self._revert = ({}, self.applied)
        registry = self.info.evaluations
        for name, cls in undo.items():
            if cls is None:
                registry.pop(name, None)
            else:
                registry[name] = cls
        if undo:
            self.applied = applied
        if before is not None and before.evaluation in registry:
            self._known = before
            self.window.settings_panel.use_evaluation(side, before.evaluation, dict(before.weights))
        self.window.settings_panel.refresh_evaluations()
        self._sync_game()

    # -- analyses ------------------------------------------------------------------------------------------------
    def _analysable(self) -> bool:
        session = self.window.session
        if session.is_over:
            self._say("The game is over: there is nothing to analyse in this position.")
            return False
        if session.awaiting_roll:
            self._say("Roll the die first: the moves depend on the roll.")
            return False
        return True

    def _options(self, settings: SearchSettings, record: bool) -> Any:
        return settings.options(self.info, exact_root=True, record=record)

    def run_change(self, before: SearchSettings | None, after: SearchSettings) -> None:
        """Analyse the position with ``after`` and compare with ``before`` (searched again unless the last
        analysis of this position already used it)."""
        if not self._analysable():
            if self._pending is None:
                self._pending = before  # compared with at the next analysis this one could not be
            return
        if self._pending is not None:
            before, self._pending = self._pending, None
        session = self.window.session
        searches = []
        reuse = None
        last = self.last
        if before is not None and last is not None and last[0] == session.position and last[1] == self.lab_side() \
                and last[2] == before:
            reuse = last[3]
        elif before is not None:
            searches.append(LabSearch("before", self._options(before, record=False)))
        searches.append(LabSearch("after", self._options(after, record=True)))
        timing = {"after": searches[-1].options.evaluation}
        builtin = self.info.evaluations.get(self.info.default_evaluation)
        if builtin is not None:
            timing[f"{self.info.default_evaluation} (built-in)"] = builtin()
        self.runner.start(LabJob("change", self.window.game, session.state, tuple(searches),
                                 {"before": before, "after": after, "reuse": reuse, "position": session.position,
                                  "side": self.lab_side(), "timing": timing}))

    @Slot()
    def compare_a_b(self) -> None:
        if not self._analysable():
            return
        w = self.widget
        names = [w.eval_a.currentData(), w.eval_b.currentData()]
        if None in names:
            return
        side = self.window.players[self.lab_side()].search
        searches = []
        for label, name in zip(("A", "B"), names, strict=True):
            weights = dict(side.weights) if name == side.evaluation else {}
            try:
                settings = replace(side, evaluation=name, weights=dict(self.info.evaluations[name](**weights).weights))
            except InputError as e:
                self._error(str(e))
                return
            searches.append(LabSearch(label, self._options(settings, record=False)))
        self.widget.tabs.setCurrentIndex(A_VS_B)
        self._say(f"Comparing {names[0]} and {names[1]}…")
        self.runner.start(LabJob("ab", self.window.game, self.window.session.state, tuple(searches),
                                 {"names": names}))

    @Slot(object, object, object)
    def _on_finished(self, job: LabJob, results: dict[str, SearchResult], costs: dict[str, float | None]) -> None:
        game = self.window.game
        w = self.widget
        if job.kind == "ab":
            a, b = results["A"], results["B"]
            w.ab_model.set_sides(game, Side("A", a, _detail(a)), Side("B", b, _detail(b)))
            w.ab_summary.setText(w.ab_model.summary())
            self._say("A vs B: done.")
            self.abShown.emit()
            return
        after = results["after"]
        before = job.extra["reuse"] if job.extra["reuse"] is not None else results.get("before")
        first = Side("before", before, _detail(before)) if before is not None else None
        second = Side("after", after, _detail(after))
        w.changed_model.set_sides(game, first, second)
        w.changed_summary.setText(w.changed_model.summary() if first else "")
        w.tabs.setCurrentIndex(WHAT_CHANGED)
        self.last = (job.extra["position"], job.extra["side"], job.extra["after"], after)
        self._show_cost(costs)
        # on the board: the new values; the previous best move as the hint mark, so a change of choice shows
        if job.extra["position"] == self.window.session.position and not self.window.board.previewing:
            self.window.board.set_overlay(after.moves, after.best_move)
            self.window.board.set_pv(after.pv)
            self.window.board.set_hint(before.best_move if before is not None
                                       and before.best_move != after.best_move else None)
        if after.tree is not None:
            ev = job.searches[-1].options.evaluation
            if ev is not None:
                self._record_evaluations = {id(after.tree): (ev, game.perspective(job.state))}
            self.window.tree_widget.set_record(after.tree, f"Evaluation lab — {after.evaluation}")
        changed = before is not None and before.best_move != after.best_move
        self._say("Analysed. " + ("The choice changed." if changed else "Same choice.") if before is not None
                  else "Analysed.")
        self.changeShown.emit()

    def _show_cost(self, costs: dict[str, float | None]) -> None:
        mine = costs.get("after")
        ref_label = next((k for k in costs if k != "after"), None)
        ref = costs.get(ref_label) if ref_label else None
        text = f"Evaluation cost per call: {micro(mine)}"
        slow = mine is not None and mine > SLOW_CALL_S
        if ref_label and ref:
            ratio = (mine or 0) / ref
            text += f" — {ref_label}: {micro(ref)} ({ratio:,.1f}×)"
            # (a built-in that remembers its positions answers repeats in a fraction of a microsecond:
            # no yardstick for "slow")
            slow = slow or (ratio > SLOW_RATIO and ref >= MEANINGFUL_REFERENCE_S)
        if slow:
            text += ". Slow: a search makes thousands of calls, so each costs; keep evaluate() simple."
        self.widget.cost.setText(text)
        self.widget.cost.setStyleSheet("color: #c77c11; font-weight: bold;" if slow else "")

    @Slot(object, str, object)
    def _on_failed(self, job: LabJob, label: str, error: Exception) -> None:
        if isinstance(error, JobStopped):
            self._say("Stopped: the analysis was not finished.")
            return
        if job.kind == "change" and label == "after":
            self._undo_change(job.extra["side"], job.extra["before"])
        if isinstance(error, UserCodeError):
            self._show_user_error(error, "The search stopped")
            if isinstance(error, EvaluationRuntimeError) and error.state is not None:
                self.window.board.set_preview(error.state, None, f"Where evaluate failed: {error.message}")
        else:
            self._error(f"The search stopped: {type(error).__name__}: {error}")

    @Slot(bool)
    def _busy(self, busy: bool) -> None:
        self.widget.stop_button.setEnabled(busy)
        self.widget.compare_button.setEnabled(not busy)

    # -- weights, depth, evaluation changed in the settings -------------------------------------------------------
    @Slot()
    def _settings_settled(self) -> None:
        if self._closed:
            return
        new = self.window.players[self.lab_side()].search
        old, self._known = self._known, new
        if old is None or not self.dock.isVisible():
            return
        if (old.evaluation, dict(old.weights), old.depth, old.algorithm) == \
                (new.evaluation, dict(new.weights), new.depth, new.algorithm):
            return
        self._revert = ({}, self.applied)  # a failure with these settings puts the previous ones back
        self.run_change(old, new)

    # -- why this value ----------------------------------------------------------------------------------------------
    @Slot(int)
    def explain_node(self, index: int) -> None:
        record: TreeRecord | None = self.window.tree_widget.record()
        w = self.widget
        if record is None or not 0 <= index < len(record) or record.game is None:
            return
        game = record.game
        state = record.state_at(index)
        known = self._record_evaluations.get(id(record))
        if known is not None:
            evaluation, player = known
        else:
            root_player = game.perspective(record.root_state)
            try:
                evaluation = self.window.players[root_player].search.build_evaluation(self.info)
            except InputError:
                return
            player = root_player
        path = " ".join(game.format_move(m) for m in record.path(index)) or "the root"
        value = fmt_value(record.value[index])
        w.terms.setRowCount(0)
        if game.is_terminal(state):
            w.why_caption.setText(f"{path}: the game is over here (value {value}): a terminal position is scored "
                                  "win/draw/loss, never evaluated.")
            return
        if game.to_move(state) == CHANCE:
            w.why_caption.setText(f"{path}: a chance node (value {value}): the expectation over the rolls.")
            return
        try:
            terms = evaluation.terms(state, player)
        except UserCodeError as e:
            self._show_user_error(e, "Explaining the value failed")
            return
        leaf = record.n_children[index] == 0 or not any(True for _ in record.children(index))
        where = "a leaf the evaluation scored" if leaf else "an inner node (its value comes from below; the " \
                                                            "evaluation here would say:)"
        w.why_caption.setText(f"{path} — {where}. Search value {value}; {evaluation.describe()} for "
                              f"{game.player_name(player)}: {fmt_value(sum(terms.values()))}")
        for name, v in terms.items():
            r = w.terms.rowCount()
            w.terms.insertRow(r)
            w.terms.setItem(r, 0, QTableWidgetItem(name))
            item = QTableWidgetItem(fmt_value(v))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            w.terms.setItem(r, 1, item)
        if self.dock.isVisible():
            w.tabs.setCurrentIndex(WHY)

    # -- saved games that name evaluation files ------------------------------------------------------------------------
    def ask_to_load(self, info: GameInfo, name: str, path: str) -> bool:
        """A game being opened uses the evaluation file ``path``: load it only if the user says so."""
        answer = QMessageBox.question(
            self.widget, "Load an evaluation file?",
            f"This game's settings use the evaluation file {name}:\n{path}\n\nAn evaluation file is Python code "
            "and runs with your rights, like any script you run. Load it only if you trust it.\n\n"
            f"Load it? (If not, the sides that use it play with {info.default_evaluation}.)",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            cls = load_evaluation_file(path, info.name)
        except InputError as e:
            self._error(f"Could not load {name}: {e}")
            return False
        info.evaluations[name] = cls
        self.window.settings_panel.refresh_evaluations()
        self._sync_game()
        return True

    # -- plugins ---------------------------------------------------------------------------------------------------------
    @Slot()
    def choose_folder_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self.widget, "Folder of evaluation files", PLUGINS.folder or "")
        if folder:
            self.use_plugin_folder(folder)

    def use_plugin_folder(self, folder: str | None) -> None:
        choose_folder(self.window.qsettings, folder)
        self._plugins_changed()

    @Slot()
    def reload_plugins(self) -> None:
        PLUGINS.reload()
        self._plugins_changed()

    def _plugins_changed(self) -> None:
        self.window.settings_panel.refresh_evaluations()
        self._sync_game()
        self._show_plugins()

    def _show_plugins(self) -> None:
        w = self.widget
        w.folder_label.setText(f"Folder: {PLUGINS.folder}" if PLUGINS.folder else
                               "No folder chosen: evaluation files in a folder you choose are loaded at start.")
        w.plugin_list.clear()
        for e in PLUGINS.entries:
            status = "✓ loaded" if e.ok else f"✗ {e.error}"
            item = QTreeWidgetItem([e.name or Path(e.source).name, e.game or "—", status])
            item.setToolTip(0, e.source)
            item.setToolTip(2, status)
            w.plugin_list.addTopLevelItem(item)
        if not PLUGINS.entries:
            w.plugin_list.addTopLevelItem(QTreeWidgetItem(["(none)", "", ""]))
        w.plugin_list.resizeColumnToContents(0)

    # -- messages ---------------------------------------------------------------------------------------------------------
    def _show_user_error(self, e: UserCodeError, what: str) -> None:
        ours = Path(e.path).name == Path(self.path or UNTITLED).name
        if ours:
            self.widget.editor.mark_error(e.line)
        where = f"line {e.line}" if e.line is not None else Path(e.path).name
        text = f"{what}: {where}: {e.message}"
        if e.position:
            text += f"\nPosition: {e.position}"
        text += "\nThe game and the settings are as they were."
        self._error(text)
        self.window.statusBar().showMessage(f"{what}: {e}", 8000)

    @Slot(str)
    def _window_search_failed(self, message: str) -> None:
        """The game's own search failed in the user's file: mark the line here too."""
        m = _LINE.match(message)
        if m and m.group("file") == Path(self.path or UNTITLED).name:
            self.widget.editor.mark_error(int(m.group("line")))
            self._error(f"The computer's search stopped: {message}")

    def _say(self, text: str) -> None:
        self.widget.message.setStyleSheet("")
        self.widget.message.setText(text)

    def _error(self, text: str) -> None:
        self.widget.message.setStyleSheet("color: #d03030;")
        self.widget.message.setText(text)
        self.errorShown.emit(text)

    def shutdown(self) -> None:
        """The window closes: no more analyses, and the worker thread ends."""
        self._closed = True
        self.debounce.stop()
        self.runner.shutdown()
