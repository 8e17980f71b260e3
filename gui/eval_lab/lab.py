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

``EvalLab`` connects the parts: the widgets are ``lab_view``, the file in the editor ``lab_file``, and
what the lab decides without widgets (the searches to run, the cost line, why a node has its value,
the registry's changes on Apply) ``lab_logic``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer, Signal, SignalInstance, Slot
from PySide6.QtGui import QAction, QKeySequence, QScreen
from PySide6.QtWidgets import (
    QDockWidget,
    QMenu,
    QMessageBox,
    QStatusBar,
)

from engine.errors import InputError
from engine.evaluation import Evaluation
from engine.game import Game
from engine.games import GameInfo
from engine.plugins import (
    EvaluationFileError,
    EvaluationRuntimeError,
    UserCodeError,
    UserEvaluation,
    load_evaluation_file,
    load_evaluation_source,
)
from engine.record import TreeRecord
from engine.results import SearchResult

from ..app.event_filters import never_raises
from ..app.players import PlayerConfig, SearchSettings
from ..app.session import GameSession
from ..app.worker import SearchController, SearchRequest
from ..board import BoardWidget
from ..i18n import QT_TRANSLATE_NOOP, player_name
from ..panels.settings_panel import SettingsPanel
from ..panels.stats_panel import StatsPanel
from ..search_tree.widget import SearchTreeWidget
from .comparison import Side
from .lab_file import LabFile
from .lab_logic import (
    UNTITLED,
    LastAnalysis,
    a_b_searches,
    apply_evaluation,
    change_plan,
    cost_text,
    detail,
    explain,
    job_extra,
    marked_line,
    not_analysable,
    put_back,
    settings_changed,
)
from .lab_view import A_VS_B, WHAT_CHANGED, WHY, EvalLabWidget
from .plugins_tab import PluginsTab
from .runner import UNSTICK_AFTER_MS, JobStopped, LabJob, LabRunner, interrupt


class LabCommands(Protocol):
    """The main window's commands the lab joins: Stop (it stops the lab's runs too) and the View menu."""

    stop_action: QAction
    view_menu: QMenu


class ShownAt(Protocol):
    """Where the window keeps which position the statistics and the tree show (they say so when it is
    not the board's)."""

    stats_at: tuple[int, ...] | None
    tree_at: tuple[int, ...] | None

    def follow_position(self) -> None: ...


class LabHost(Protocol):
    """What the lab uses of the main window (its public parts)."""

    settings_panel: SettingsPanel
    tree_widget: SearchTreeWidget
    stats_panel: StatsPanel

    @property
    def search_view(self) -> ShownAt: ...
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

    def height(self) -> int: ...

    def screen(self) -> QScreen: ...


DEBOUNCE_MS = 300
ROOM_FOR_LAB_DOCK = 1000
"""The main window's height (pixels) from which the lab opens docked under the board; below it, as its
own window."""
FAILED_AT = QT_TRANSLATE_NOOP("EvalLab", "Where evaluate failed")
"""The board's caption over the position a user's evaluate failed on, in English (shown through ``tr``)."""


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
        self.dock = QDockWidget(self.tr("Evaluation lab"))
        self.dock.setObjectName("evalLabDock")
        self.dock.setWidget(self.widget)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()  # opened from the View menu (Ctrl+L) or by restoring the saved layout
        self.dock.visibilityChanged.connect(self._dock_shown)
        self.dock.installEventFilter(self)
        self.runner = LabRunner(self)
        self._sized = False
        self._closed = False
        # what to put back if the analysis with a just-applied evaluation fails: registry entries, the applied class
        self._revert: tuple[dict[str, type[Evaluation] | None], type[UserEvaluation] | None] = ({}, None)
        self.applied: type[UserEvaluation] | None = None
        self.last: LastAnalysis | None = None
        self._known: SearchSettings | None = None  # the lab side's settings at the last look
        self._pending: SearchSettings | None = None  # "before" of a change made when nothing could be analysed
        self._record_evaluations: dict[int, tuple[Evaluation, int]] = {}  # id(tree record) -> (evaluation, player)
        self.debounce = QTimer(self)  # a slider drag: one analysis once it settles
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(DEBOUNCE_MS)
        self.debounce.timeout.connect(self._settings_settled)
        self.time_limit = QTimer(self)  # each analysis stops by itself after the widget's limit
        self.time_limit.setSingleShot(True)
        self.time_limit.timeout.connect(self._out_of_time)
        self._timed_out: float | None = None  # the limit the running (or just stopped) job ran out of
        self._failure_caption = ""  # the board's caption over the position where evaluate failed, while shown

        w = self.widget
        self.file = LabFile(w, window.qsettings, lambda: self.info, self._say, self._error,
                            lambda text, ms: window.statusBar().showMessage(text, ms))
        w.new_button.clicked.connect(self.file.new_from_template)
        w.open_button.clicked.connect(self.file.open_dialog)
        w.save_button.clicked.connect(self.file.save)
        w.save_as_button.clicked.connect(self.file.save_as_dialog)
        w.apply_button.clicked.connect(self.apply)
        w.stop_button.clicked.connect(self.runner.stop)
        w.compare_button.clicked.connect(self.compare_a_b)
        self.plugins = PluginsTab(w, window.qsettings, self._evaluations_changed)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.runner.busyChanged.connect(self._busy)
        window.settings_panel.playersChanged.connect(self.debounce.start)
        window.positionChanged.connect(self._position_changed)
        window.tree_widget.nodeSelected.connect(self.explain_node)
        window.searchFailed.connect(self._window_search_failed)
        window.commands.stop_action.triggered.connect(self._window_stopping)
        window.searches.started.connect(self._end_failure_preview)  # a new search: the board is the game's again
        self.runner.busyChanged.connect(lambda busy: self._end_failure_preview() if busy else None)

        self.action = self.dock.toggleViewAction()
        self.action.setText(self.tr("Evaluation &lab"))
        self.action.setShortcut(QKeySequence("Ctrl+L"))
        self.action.setStatusTip(self.tr("Write your own evaluation function and see what it changes"))
        window.commands.view_menu.addAction(self.action)
        apply_action = QAction(self.tr("Apply evaluation"), self.widget)
        apply_action.setShortcut(QKeySequence("Ctrl+Return"))
        apply_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        apply_action.triggered.connect(self.apply)
        self.widget.addAction(apply_action)
        window.installEventFilter(self)  # the worker thread ends with the window
        self._game_name = self.info.name
        self._sync_game()
        self.file.new_from_template()
        self.file.restore()
        self.plugins.show()

    @Slot(bool)
    def _dock_shown(self, visible: bool) -> None:
        if visible and not self._sized:  # the first time: tall enough for the text and the table
            self._sized = True
            if self.dock.isFloating():
                return
            self.window.resizeDocks([self.dock], [max(340, self.widget.sizeHint().height())], Qt.Orientation.Vertical)

    def _float(self) -> None:
        """A short window (a 1280×800 laptop) has no room for the lab under the board: docked, it would
        squeeze the settings to one row and the tree to its root. It opens as its own window instead
        (docked again by a double click on its title), over the lower part of the screen."""
        dock = self.dock
        dock.setFloating(True)
        area = self.window.screen().availableGeometry()
        width = min(1100, area.width() - 16)
        height = min(max(420, self.widget.sizeHint().height()), area.height() - 48 - 60)
        dock.resize(width, height)
        dock.move(area.left() + (area.width() - width) // 2, area.bottom() - 48 - height)

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
            # (the player's name is the game's, in English; the side's number is the item's data)
            who = self.tr("computer") if players[p].is_computer else self.tr("human")
            w.side.addItem(self.tr("{0} ({1})").format(player_name(game, p), who), p)
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
            if not self.widget.editor.document().isModified() and self.file.path is None:
                self.file.new_from_template()
        self._known = self.window.players[self.lab_side()].search

    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dock:
            # Before the window's layout makes room for it: on a short window the first showing floats.
            if event.type() == QEvent.Type.Show and not self._sized and not self.dock.isFloating() \
                    and self.window.height() < ROOM_FOR_LAB_DOCK:
                self._float()
            return False
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

    # -- apply -------------------------------------------------------------------------------------------------
    @Slot()
    def apply(self) -> bool:
        """Load the text as an evaluation, let the chosen side use it, and analyse before and after."""
        w = self.widget
        info = self.info
        saved = self.file.path is not None and not w.editor.document().isModified()
        try:
            cls = load_evaluation_source(w.editor.toPlainText(), self.file.path or UNTITLED, info.name, saved=saved)
        except EvaluationFileError as e:
            self._show_user_error(e, self.tr("The file cannot be used"))
            return False
        w.editor.mark_error(None)
        side = self.lab_side()
        before = self.window.players[side].search
        done = apply_evaluation(info.evaluations, cls, self.applied, before, self.window.players)
        self._revert = (done.undo, self.applied)
        self.applied = cls
        self._known = None  # the settings change below is this Apply's own: no second analysis for it
        self.window.settings_panel.use_evaluation(side, cls.name, dict(before.weights) if done.keep_weights else None)
        self._sync_game()
        after = self.window.players[side].search
        self._known = after
        self._say(self.tr("Applied {0} to {1}; analysing with the previous and the new evaluation…").format(
            cls.name, player_name(self.window.game, side)))
        self.run_change(before, after)
        return True

    def _undo_change(self, side: int, before: SearchSettings | None) -> None:
        """A search with the new evaluation (or weights) failed: the registry and the side as they were."""
        undo, applied = self._revert
        self._revert = ({}, self.applied)
        registry = self.info.evaluations
        put_back(registry, undo)
        if undo:
            self.applied = applied
        if before is not None and before.evaluation in registry:
            self._known = before
            self.window.settings_panel.use_evaluation(side, before.evaluation, dict(before.weights))
        self.window.settings_panel.refresh_evaluations()
        self._sync_game()

    # -- analyses ------------------------------------------------------------------------------------------------
    def _analysable(self) -> bool:
        reason = not_analysable(self.window.session)
        if reason is not None:
            self._say(reason)
        return reason is None

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
        side = self.lab_side()
        plan = change_plan(self.info, session.position, side, before, after, self.last)
        self.runner.start(LabJob("change", self.window.game, session.state, plan.searches,
                                 job_extra(plan, before, after, session.position, side)))

    @Slot()
    def compare_a_b(self) -> None:
        if not self._analysable():
            return
        w = self.widget
        names = [w.eval_a.currentData(), w.eval_b.currentData()]
        if None in names:
            return
        try:
            searches = a_b_searches(self.info, self.window.players[self.lab_side()].search, names)
        except InputError as e:
            self._error(str(e))
            return
        self.widget.tabs.setCurrentIndex(A_VS_B)
        self._say(self.tr("Comparing {0} and {1}…").format(names[0], names[1]))
        self.runner.start(LabJob("ab", self.window.game, self.window.session.state, searches, {"names": names}))

    @Slot(object, object, object)
    def _on_finished(self, job: LabJob, results: dict[str, SearchResult], costs: dict[str, float | None]) -> None:
        game = self.window.game
        w = self.widget
        if job.kind == "ab":
            a, b = results["A"], results["B"]
            w.ab_model.set_sides(game, Side("A", a, detail(a)), Side("B", b, detail(b)))
            w.ab_summary.setText(w.ab_model.summary())
            self._say(self.tr("A vs B: done."))
            self.abShown.emit()
            return
        after = results["after"]
        before = job.extra["reuse"] if job.extra["reuse"] is not None else results.get("before")
        first = Side(self.tr("before"), before, detail(before)) if before is not None else None
        second = Side(self.tr("after"), after, detail(after))
        w.changed_model.set_sides(game, first, second)
        w.changed_summary.setText(w.changed_model.summary() if first else "")
        w.tabs.setCurrentIndex(WHAT_CHANGED)
        self.last = (job.extra["position"], job.extra["side"], job.extra["after"], after)
        self._show_cost(costs)
        # on the board: the new values; the previous best move as the hint mark, so a change of choice shows
        if job.extra["position"] == self.window.session.position and not self.window.board.marks.previewing:
            self.window.board.marks.set_overlay(after.moves, after.best_move)
            self.window.board.marks.set_pv(after.pv)
            self.window.board.marks.set_hint(before.best_move if before is not None
                                       and before.best_move != after.best_move else None)
        # the statistics and the tree both show the lab's search (never one the other's)
        title = self.tr("Evaluation lab — {0} for {1}").format(after.evaluation,
                                                               player_name(self.window.game, job.extra["side"]))
        shown = self.window.search_view
        self.window.stats_panel.show_result(after, title)
        shown.stats_at = tuple(job.extra["position"])
        if after.tree is not None:
            ev = job.searches[-1].options.evaluation
            if ev is not None:
                self._record_evaluations = {id(after.tree): (ev, game.perspective(job.state))}
            self.window.tree_widget.set_record(after.tree, title)
            shown.tree_at = tuple(job.extra["position"])
        shown.follow_position()
        changed = before is not None and before.best_move != after.best_move
        if before is None:
            self._say(self.tr("Analysed."))
        else:
            self._say(self.tr("Analysed. The choice changed.") if changed else self.tr("Analysed. Same choice."))
        self.changeShown.emit()

    def _show_cost(self, costs: dict[str, float | None]) -> None:
        self.widget.show_cost(*cost_text(costs))

    @Slot(object, str, object)
    def _on_failed(self, job: LabJob, label: str, error: Exception) -> None:
        limit, self._timed_out = self._timed_out, None
        if isinstance(error, JobStopped):
            self._say(self.tr("Stopped: the analysis was not finished.") if limit is None else
                      self.tr("Stopped after the time limit ({0} s; see “limit” beside Stop): the analysis was not "
                              "finished.").format(f"{limit:g}"))
            return
        if job.kind == "change" and label == "after":
            self._undo_change(job.extra["side"], job.extra["before"])
        if isinstance(error, UserCodeError):
            self._show_user_error(error, self.tr("The search stopped") if limit is None else
                                  self.tr("The search stopped after the time limit ({0} s; see “limit” beside Stop)")
                                  .format(f"{limit:g}"))
            if isinstance(error, EvaluationRuntimeError) and error.state is not None:
                self._failure_caption = self.tr("{0}: {1}").format(self.tr(str(FAILED_AT)), error.message)
                self.window.board.marks.set_preview(error.state, None, self._failure_caption)
        else:
            self._error(self.tr("The search stopped: {0}: {1}").format(type(error).__name__, error))

    @Slot()
    def _end_failure_preview(self) -> None:
        """The position where evaluate failed leaves the board once anything is searched again."""
        board = self.window.board
        # (by the caption it was shown with: a translation may put the words in any order)
        if board.marks.previewing and self._failure_caption and board.marks.shown_caption() == self._failure_caption:
            board.marks.end_preview()
        self._failure_caption = ""

    @Slot(bool)
    def _busy(self, busy: bool) -> None:
        w = self.widget
        w.stop_button.setEnabled(busy)
        w.compare_button.setEnabled(not busy)
        w.busy_bar.setVisible(busy)
        if busy:
            self._timed_out = None
            self.time_limit.start(round(w.time_limit.value() * 1000))
        else:
            self.time_limit.stop()

    @Slot()
    def _out_of_time(self) -> None:
        """The analysis ran past the limit: stopped as by Stop (an evaluate stuck in a loop is interrupted)."""
        if self.runner.busy:
            self._timed_out = self.widget.time_limit.value()
            self.runner.stop()

    # -- weights, depth, evaluation changed in the settings -------------------------------------------------------
    @Slot()
    def _settings_settled(self) -> None:
        if self._closed:
            return
        new = self.window.players[self.lab_side()].search
        old, self._known = self._known, new
        if old is None or not self.dock.isVisible():
            return
        if not settings_changed(old, new):
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
        try:
            why = explain(record, index, evaluation, player)
        except UserCodeError as e:
            w.terms.setRowCount(0)
            self._show_user_error(e, self.tr("Explaining the value failed"))
            return
        w.show_terms(why.caption, why.terms)
        if why.evaluated and self.dock.isVisible():
            w.tabs.setCurrentIndex(WHY)

    # -- saved games that name evaluation files ------------------------------------------------------------------------
    def ask_to_load(self, info: GameInfo, name: str, path: str) -> bool:
        """A game being opened uses the evaluation file ``path``: load it only if the user says so."""
        answer = QMessageBox.question(
            self.widget, self.tr("Load an evaluation file?"),
            self.tr("This game's settings use the evaluation file {0}:\n{1}\n\nAn evaluation file is Python code and "
                    "runs with your rights, like any script you run. Load it only if you trust it.\n\nLoad it? (If "
                    "not, the sides that use it play with {2}.)").format(name, path, info.default_evaluation),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            cls = load_evaluation_file(path, info.name)
        except InputError as e:
            self._error(self.tr("Could not load {0}: {1}").format(name, e))
            return False
        info.evaluations[name] = cls
        self._evaluations_changed()
        return True

    def _evaluations_changed(self) -> None:
        """Evaluations were added or reloaded: the settings and the A/B lists offer them."""
        self.window.settings_panel.refresh_evaluations()
        self._sync_game()

    # -- messages ---------------------------------------------------------------------------------------------------------
    def _show_user_error(self, e: UserCodeError, what: str) -> None:
        ours = Path(e.path).name == Path(self.file.path or UNTITLED).name
        if ours:
            self.widget.editor.mark_error(e.line)
        where = self.tr("line {0}").format(e.line) if e.line is not None else Path(e.path).name
        # (the error's message and position are the engine's, in English)
        text = self.tr("{0}: {1}: {2}").format(what, where, e.message)
        if e.position:
            text = self.tr("{0}\nPosition: {1}").format(text, e.position)
        text = self.tr("{0}\nThe game and the settings are as they were.").format(text)
        self._error(text)
        self.window.statusBar().showMessage(self.tr("{0}: {1}").format(what, e), 8000)

    @Slot(str)
    def _window_search_failed(self, message: str) -> None:
        """The game's own search failed in the user's file: mark the line here too."""
        line = marked_line(message, self.file.path)
        if line is not None:
            self.widget.editor.mark_error(line)
            self._error(self.tr("The computer's search stopped: {0}").format(message))

    def _say(self, text: str) -> None:
        self.widget.say(text)

    def _error(self, text: str) -> None:
        self.widget.say_error(text)
        self.errorShown.emit(text)

    def shutdown(self) -> None:
        """The window closes: no more analyses, and the worker thread ends."""
        self._closed = True
        self.debounce.stop()
        self.runner.shutdown()
