"""The main window: the board in the centre; docks for the search tree, settings, statistics and moves.

The window builds widgets and connects them to the ``GameController`` (``gui.app.controller``), which owns
the game and every rule of play: the window forwards what the user asks (a click, Undo, Pause) and
shows what the controller announces (a new position, a search's progress, its result). What stays
here is what only a window has: the board and its previews, the docks, menus and status bar, files
and dialogs.

Adding a dock is ``self.add_dock(title, name, widget, area)`` (it joins the View menu); adding a menu
entry is ``self._action(...)`` and one ``addAction`` on ``self.file_menu`` / ``game_menu`` /
``view_menu`` / ``help_menu``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QModelIndex, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QStyle,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from engine.game import CHANCE, Game
from engine.games import GameInfo
from engine.record import TreeRecord
from engine.results import Progress
from engine.search import utility_scale
from engine.tree_export import format_bounded

from .. import help as help_pages
from ..app.arrangements import DEFAULT_START, check_start
from ..app.controller import GameController
from ..app.display_options import DisplayOptions
from ..app.format import window_title
from ..app.game_file import GameFileError, load_game, save_game
from ..app.players import PlayerConfig, PlayerKind
from ..app.preferences import STARTS_KEY, load_preferences, save_preferences
from ..app.session import GameSession, SearchNote
from ..app.worker import SearchController, SearchRequest
from ..board import BOARDS, BoardWidget, board_class, board_for
from ..eval_lab.lab import EvalLab
from ..panels.move_list import MoveListWidget
from ..panels.settings_panel import SettingsPanel
from ..panels.stats_panel import StatsPanel
from ..search_tree import SearchTreeWidget
from ..tournament import show_tournament_window
from . import accessibility, wheel_guard
from .compare import CompareDialog
from .explorer_mode import ExplorerMode
from .game_evaluation import GameEvaluation
from .help_dialog import HelpDialog
from .keyboard_help import add_help_actions
from .window_layout import DockLayout, DockPlace, fit_to_screen

LAST_DIR_KEY = "files/last_dir"  # QSettings: the folder of the last game or tree opened or saved
GAME_FILE_FILTER = "Minimax Studio games (*.mmgame.json *.json);;All files (*)"
TREE_FILE_FILTER = "Search tree as JSON (*.json);;Graphviz DOT (*.dot)"
ActionSlot = Callable[..., Any]


class MainWindow(QMainWindow):
    """Minimax Studio's main window.

    Signals:
        computerMoved(int): the computer played this move.
        hintReady(int): a hint for the side to move is shown.
        analysisReady(): the move values of the current position are shown.
        gameOver(str): the game ended; the text says how ("X wins", "Draw").
        positionChanged(): the game's position changed (move, undo, redo, new game, open).
        searchFailed(str): the engine reported an error.
    """

    computerMoved = Signal(int)
    hintReady = Signal(int)
    analysisReady = Signal()
    gameOver = Signal(str)
    positionChanged = Signal()
    searchFailed = Signal(str)

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.qsettings = settings if settings is not None else QSettings()
        wheel_guard.install()  # the wheel scrolls panels, never an unfocused field's value
        accessibility.install()  # every control gets a name a screen reader can say
        self.setWindowTitle(window_title())
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)
        self.last_message = ""
        self._message_box: QMessageBox | None = None
        self._help_dialog: HelpDialog | None = None
        self._compare_dialog: CompareDialog | None = None
        self._syncing_players = False  # the panel is being told the controller's players: no echo back

        self.prefs = load_preferences(self.qsettings, playable=BOARDS)
        self.controller = GameController(self.prefs, self.prefs.starts, self)
        info = self.controller.info

        game_page = QWidget(self)
        self._central_layout = QVBoxLayout(game_page)
        self._central_layout.setContentsMargins(0, 0, 0, 0)
        self.board: BoardWidget = self._make_board()

        self.settings_panel = SettingsPanel(info)
        self.settings_panel.start.set_value(self.controller.starts.get(info.name, DEFAULT_START))
        self.settings_panel.set_players(self.players)
        self.settings_panel.set_display(self.display)
        self.stats_panel = StatsPanel()
        self.move_list = MoveListWidget()
        self.tree_widget = SearchTreeWidget()
        self.game_docks: list[QDockWidget] = []
        self._docks_end: QAction | None = None  # the View menu's separator after the dock toggles
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.tree_dock = self.add_dock("Search tree", "searchTreeDock", self.tree_widget, right)
        self.settings_dock = self.add_dock("Settings", "settingsDock", self.settings_panel, left)
        self.stats_dock = self.add_dock("Statistics", "statisticsDock", self.stats_panel, right)
        self.moves_dock = self.add_dock("Moves", "movesDock", self.move_list, left)
        self.evaluation = GameEvaluation(self)  # the Evaluation graph dock and Analyse the whole game
        self.game_docks.append(self.evaluation.dock)
        rows = self.fontMetrics().height()
        self.dock_layout = DockLayout(self, [  # the default arrangement (View ▸ Reset layout)
            DockPlace(self.settings_dock, left, 560), DockPlace(self.moves_dock, left, 200, 6 * rows),
            DockPlace(self.tree_dock, right, 380, 12 * rows), DockPlace(self.stats_dock, right, 420, scrolls=True)],
            tabbed=[(self.moves_dock, self.evaluation.dock)])

        self.turn_label = QLabel(self)
        self.engine_label = QLabel("Engine idle", self)
        self.engine_progress = QProgressBar(self)
        self.engine_progress.setMaximumWidth(140)
        self.engine_progress.setTextVisible(False)
        self.engine_progress.hide()
        self.statusBar().addWidget(self.turn_label, 1)
        self.statusBar().addPermanentWidget(self.engine_progress)
        self.statusBar().addPermanentWidget(self.engine_label)

        self.explorer_mode = ExplorerMode(game_page, self.game_docks, self.tree_widget, self)
        self.setCentralWidget(self.explorer_mode.tabs)
        self._make_actions()
        self._connect()
        self.eval_lab = EvalLab(self)  # the evaluation lab's dock (View ▸ Evaluation lab)
        self.reset_layout_action = self.view_menu.addAction("&Reset layout", self.reset_layout)
        self.reset_layout_action.setStatusTip("Every dock back in its place and size, as on the first start")
        fit_to_screen(self)
        self.dock_layout.apply()
        self._restore_window_state()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._shutdown)
        self._refresh()
        self.board.setFocus()
        self.controller.schedule()
        if self.prefs.problems:  # settings that could not be read were reset: say so, once shown
            QTimer.singleShot(0, self, lambda: self.statusBar().showMessage(self.prefs.note(), 30000))

    # -- what the controller holds (the window's readers and the tests use these names) ------------------
    @property
    def session(self) -> GameSession:
        return self.controller.session

    @property
    def game(self) -> Game:
        return self.controller.game

    @property
    def players(self) -> tuple[PlayerConfig, PlayerConfig]:
        return self.controller.players

    @property
    def display(self) -> DisplayOptions:
        return self.controller.display

    @property
    def paused(self) -> bool:
        return self.controller.paused

    @property
    def searches(self) -> SearchController:
        return self.controller.searches

    def side_is_computer(self, player: int) -> bool:
        return self.controller.side_is_computer(player)

    # -- construction -----------------------------------------------------------------------------------
    @Slot()
    def reset_layout(self) -> None:
        """View ▸ Reset layout: back to the game with the default dock arrangement."""
        if self.explorer_mode.active:
            self.explorer_mode.action.setChecked(False)
        self.dock_layout.reset()

    def add_dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea, *,
                 describes_game: bool = True) -> QDockWidget:
        """A dock for ``widget`` (restored with the saved layout by ``name``). ``describes_game``: it is
        hidden while the tree explorer is shown. Its toggle joins the View menu when the menu exists."""
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        if describes_game:
            self.game_docks.append(dock)
        if self._docks_end is not None:  # (the View menu exists: the dock's toggle joins the others)
            self.view_menu.insertAction(self._docks_end, dock.toggleViewAction())
        return dock

    def _make_board(self) -> BoardWidget:
        board = board_for(self.game)
        board.setObjectName("board")
        self._central_layout.addWidget(board)
        board.moveChosen.connect(self._on_board_move)
        board.illegalMoveAttempted.connect(self._on_illegal_move)
        board.previewDismissed.connect(self._dismiss_preview)
        offers = board_class(self.game)
        if offers.offers_die:
            board.rollRequested.connect(self.roll)
        if offers.offers_pass:
            board.passRequested.connect(self.pass_turn)
        board.set_show_values(self.display.show_values)
        board.set_show_pv(self.display.show_pv)
        board.setToolTip("Move values are from the point of view of the player to move: green is good for them, "
                         "red bad; ★ marks the chosen move, = a tie, ≤ / ≥ a bound. Numbered ghosts: the "
                         "principal variation.")
        return board

    def _action(self, text: str, slot: ActionSlot, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                icon: QStyle.StandardPixmap | None = None, tip: str = "", checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(f"{tip} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})"
                              if shortcut else tip)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        sp = QStyle.StandardPixmap
        self.new_action = self._action("&New game", lambda: self.new_game(), QKeySequence.StandardKey.New, sp.SP_FileIcon,
                                       "Start a new game with the current players (Undo brings this one back)")
        self.open_action = self._action("&Open game…", self.open_game_dialog, QKeySequence.StandardKey.Open,
                                        sp.SP_DialogOpenButton, "Open a saved game")
        self.save_action = self._action("&Save game…", self.save_game_dialog, QKeySequence.StandardKey.Save,
                                        sp.SP_DialogSaveButton, "Save the game, its moves and both players' settings")
        self.export_action = self._action("&Export search tree…", self.export_tree_dialog, "Ctrl+E", None,
                                          "Export the shown search tree to JSON or Graphviz DOT")
        self.quit_action = self._action("&Quit", self.close, "Ctrl+Q", None, "Quit Minimax Studio")
        self.undo_action = self._action("&Undo", self.undo, "Ctrl+Z", sp.SP_ArrowBack, "Take back a move")
        self.redo_action = self._action("&Redo", self.redo, "Ctrl+Shift+Z", sp.SP_ArrowForward, "Replay an undone move")
        self.roll_action = self._action("&Roll the die", self.roll, "R", sp.SP_BrowserReload,
                                        "Roll the die (on your roll, in a game of chance)")
        self.pass_action = self._action("Pa&ss", self.pass_turn, None, None, "Pass: you have no move")
        self.hint_action = self._action("&Hint", self.hint, "H", sp.SP_MessageBoxQuestion,
                                        "Ask the engine for the best move, without playing it")
        self.analyse_action = self._action("&Analyse position", self.analyse, "A", sp.SP_FileDialogContentsView,
                                           "Compute the exact value of every legal move")
        self.compare_action = self._action("Co&mpare algorithms…", self.compare_algorithms, "Ctrl+M",
                                           sp.SP_FileDialogDetailedView,
                                           "Search this position with minimax, alpha-beta and each enhancement; "
                                           "chart the nodes")
        self.stop_action = self._action("&Stop", self.stop, "Esc", sp.SP_MediaStop,
                                        "Stop the search: the computer plays its best move so far")
        self.pause_action = self._action("&Pause computer", self.set_paused, "P", sp.SP_MediaPause,
                                         "Pause or resume the computer (computer-vs-computer games)", checkable=True)
        self.expand_pv_action = self._action("Expand principal &variation", self.tree_widget.expand_pv, "Ctrl+Shift+V",
                                             None, "Expand the principal variation in the search tree")
        self.show_values_action = self._action("Show move &values", self._toggle_values, "V", None,
                                               "Write each legal move's value on the board", checkable=True)
        self.show_pv_action = self._action("Show principal variation on the &board", self._toggle_pv, "Shift+P", None,
                                           "Draw the principal variation as numbered ghost moves", checkable=True)
        self.show_values_action.setChecked(self.display.show_values)
        self.show_pv_action.setChecked(self.display.show_pv)
        self.addAction(self.explorer_mode.action)
        self.game_actions = (self.new_action, self.open_action, self.save_action, self.export_action,
                             self.undo_action, self.redo_action, self.roll_action, self.pass_action, self.hint_action,
                             self.analyse_action, self.compare_action, self.stop_action, self.pause_action,
                             self.expand_pv_action)
        """What acts on the game: disabled while the tree explorer is shown (the game is out of sight)."""

        bar = self.menuBar()
        self.file_menu = bar.addMenu("&File")
        for a in (self.new_action, self.open_action, self.save_action, self.export_action):
            self.file_menu.addAction(a)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.game_menu = bar.addMenu("&Game")
        for a in (self.undo_action, self.redo_action):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        for a in (self.roll_action, self.pass_action, self.hint_action, self.analyse_action,
                  self.evaluation.analyse_action, self.compare_action, self.stop_action, self.pause_action):
            self.game_menu.addAction(a)
        self.game_menu.addAction("&Tournament…", lambda: show_tournament_window(self, self))
        self.game_menu.addSeparator()
        players_menu = self.game_menu.addMenu("&Players")
        presets: tuple[tuple[str, tuple[PlayerKind, PlayerKind]], ...] = (
            ("Human vs computer", ("human", "computer")), ("Computer vs human", ("computer", "human")),
            ("Computer vs computer", ("computer", "computer")), ("Human vs human", ("human", "human")))
        for title, kinds in presets:
            players_menu.addAction(title, partial(self.set_player_kinds, *kinds))
        self.view_menu = bar.addMenu("&View")
        for dock in self.game_docks:
            self.view_menu.addAction(dock.toggleViewAction())
        self._docks_end = self.view_menu.addSeparator()
        for a in (self.show_values_action, self.show_pv_action, self.expand_pv_action):
            self.view_menu.addAction(a)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.explorer_mode.action)
        self.help_menu = bar.addMenu("&Help")
        for key, title in help_pages.PAGES.items():
            self.help_menu.addAction(title, partial(self.show_help, key))
        self.help_menu.addSeparator()
        self.help_menu.addAction("&About Minimax Studio", lambda: self.show_help("about"))
        self.help_action, self.shortcuts_action = add_help_actions(self, self.help_menu, self.show_help)  # F1, list

        toolbar = QToolBar("Main toolbar", self)
        toolbar.setObjectName("mainToolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for item in (self.new_action, self.undo_action, self.redo_action, None, self.roll_action, self.hint_action,
                     self.analyse_action, self.compare_action, self.stop_action, self.pause_action, None,
                     self.open_action, self.save_action):
            if item is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(item)
        self.addToolBar(toolbar)

    def _connect(self) -> None:
        c = self.controller
        c.positionChanged.connect(self._on_position_changed)
        c.refreshNeeded.connect(self._refresh)
        c.gameChanged.connect(self._on_game_changed)
        c.sessionReplaced.connect(self._on_session_replaced)
        c.playersChanged.connect(self._show_players)
        c.pausedChanged.connect(self._on_paused_changed)
        c.hintChanged.connect(lambda move: self.board.set_hint(move))
        c.searchStarted.connect(self._on_search_started)
        c.searchProgress.connect(self._on_search_progress)
        c.searchIterations.connect(lambda _req, infos: self.stats_panel.show_iterations(infos))
        c.searchShown.connect(self._show_search)
        c.searchDropped.connect(self._on_search_dropped)
        c.fullTreeCounted.connect(self._on_full_tree)
        c.engineStatusChanged.connect(self._update_engine_status)
        c.message.connect(lambda text, ms: self.statusBar().showMessage(text, ms))
        c.error.connect(self._report_error)
        c.preferencesChanged.connect(self.save_preferences)
        c.computerMoved.connect(self.computerMoved)
        c.hintReady.connect(self.hintReady)
        c.analysisReady.connect(self.analysisReady)
        c.gameOver.connect(self.gameOver)
        c.searchFailed.connect(self.searchFailed)
        self.settings_panel.gameChanged.connect(self.new_game)
        self.settings_panel.startChanged.connect(self.set_start_arrangement)
        self.settings_panel.playersChanged.connect(self._on_players_changed)
        self.settings_panel.displayChanged.connect(self._on_display_changed)
        self.move_list.entrySelected.connect(self._on_move_selected)
        self.tree_widget.nodeSelected.connect(self._on_tree_node)
        self.tree_widget.selectionCleared.connect(self._end_preview)
        self.explorer_mode.modeChanged.connect(lambda _on: self._update_actions())
        self.explorer_mode.message.connect(self._explorer_message)

    # -- settings persistence -----------------------------------------------------------------------------
    @Slot()
    def save_preferences(self) -> None:
        """The game, both sides' settings per game and the display options (saved on every change)."""
        save_preferences(self.qsettings, self.controller.prefs)

    def save_settings(self) -> None:
        """Everything, the window's geometry and dock layout too (on close)."""
        self.save_preferences()
        self.explorer_mode.restore_docks()  # the layout to remember is the game's, docks included
        s = self.qsettings
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())
        s.sync()

    def _restore_window_state(self) -> None:
        geometry = self.qsettings.value("window/geometry")
        state = self.qsettings.value("window/state")
        if isinstance(geometry, QByteArray | bytes):
            self.restoreGeometry(QByteArray(geometry))
        if isinstance(state, QByteArray | bytes):
            self.restoreState(QByteArray(state))

    # -- what the user asks ------------------------------------------------------------------------------
    def new_game(self, game_name: str | None = None) -> None:
        """Start a new game (of ``game_name``, or of the current game); Undo brings the old one back."""
        self.statusBar().clearMessage()  # a path or hint about the old game must not linger
        self.controller.new_game(game_name)

    @Slot(str)
    def set_start_arrangement(self, start: str) -> None:
        """Change the start-arrangement setting (fixed, random or RED/BLUE) and start a new game with it."""
        problem = check_start(self.controller.info, start)
        if problem is not None:
            self._report_error(f"Start arrangement: {problem}")
            return
        self.settings_panel.start.set_value(start)
        self.controller.set_start(start)
        self.qsettings.setValue(STARTS_KEY, json.dumps(self.controller.starts))

    def set_player_kinds(self, first: PlayerKind, second: PlayerKind) -> None:
        self.settings_panel.set_player_kind(0, first)
        self.settings_panel.set_player_kind(1, second)

    def play(self, move: int) -> bool:
        """Play ``move`` for the human to move (as a click would); False when it is not allowed."""
        return self.controller.play(move)

    @Slot(int)
    def _on_board_move(self, move: int) -> None:
        self.controller.play(move)

    @Slot(int)
    def _on_illegal_move(self, move: int) -> None:
        c = self.controller
        if c.session.is_over:
            text = "The game is over: start a new game (Ctrl+N) or undo (Ctrl+Z)."
        elif c.human_to_roll():
            text = "Roll the die first (R or click the die)."
        elif not c.human_to_move():
            text = "Wait for the computer's move (or press Esc to make it move now)."
        else:
            text = f"{self.game.format_move(move)} is not a legal move."
        self.statusBar().showMessage(text, 3000)

    @Slot()
    def roll(self) -> None:
        self.controller.roll()

    @Slot()
    def pass_turn(self) -> None:
        """Pass for the human to move when passing is their only move."""
        if not self.controller.play(self.game.PASS):
            self.statusBar().showMessage("You can pass only when you have no other move.", 3000)

    @Slot()
    def undo(self) -> None:
        self.controller.undo()

    @Slot()
    def redo(self) -> None:
        self.controller.redo()

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        self.controller.set_paused(paused)

    @Slot()
    def hint(self) -> None:
        self.controller.hint()

    @Slot()
    def analyse(self) -> None:
        self.controller.analyse()

    @Slot()
    def stop(self) -> None:
        """Stop the search (see ``GameController.stop``); without one, Esc leaves a preview."""
        if not self.controller.stop() and self.board.previewing:
            self._dismiss_preview()

    @Slot()
    def compare_algorithms(self) -> None:
        """Chart what minimax, alpha-beta and each enhancement cost on this position (in a dialog, on
        its own worker thread, at the settings of the side to move)."""
        session = self.session
        if session.is_over or session.to_move not in (0, 1):
            self.statusBar().showMessage("Compare needs a position with a player to move.", 3000)
            return
        if self.game.has_chance:
            self.statusBar().showMessage("Compare is for games without dice: alpha-beta has no rule for chance.",
                                         4000)
            return
        settings = self.players[session.to_move].search
        if self._compare_dialog is None:
            self._compare_dialog = CompareDialog(self)
        heading = f"{session.info.title}, move {len(session.position) + 1}"
        self._compare_dialog.compare(self.game, session.state, settings.options(session.info, record=False), heading)
        self._compare_dialog.show()

    # -- what the controller announces --------------------------------------------------------------------
    @Slot()
    def _on_position_changed(self) -> None:
        self.board.end_preview()
        self._refresh()
        self.positionChanged.emit()

    @Slot(object)
    def _on_game_changed(self, info: GameInfo) -> None:
        self._syncing_players = True
        try:
            self.settings_panel.set_game(info, self.players)
            self.settings_panel.start.set_value(self.controller.starts.get(info.name, DEFAULT_START))
        finally:
            self._syncing_players = False
        self._central_layout.removeWidget(self.board)
        self.board.deleteLater()
        self.board = self._make_board()
        self.board.setFocus()

    @Slot()
    def _on_session_replaced(self) -> None:
        self.board.end_preview()
        self.tree_widget.set_record(None)
        self.stats_panel.clear()
        self.board.set_overlay(None)
        self.board.set_pv([])

    @Slot()
    def _show_players(self) -> None:
        self._syncing_players = True
        try:
            self.settings_panel.set_players(self.players)
        finally:
            self._syncing_players = False

    @Slot(bool)
    def _on_paused_changed(self, paused: bool) -> None:
        self.pause_action.setChecked(paused)
        self.pause_action.setText("&Resume computer" if paused else "&Pause computer")

    @Slot(object, str)
    def _on_search_started(self, req: SearchRequest, title: str) -> None:
        self.stats_panel.start(title)
        self.stats_panel.iterations.set_move_formatter(req.game.format_move)
        if req.purpose in ("move", "analysis"):
            # the values and the line on the board are the new search's, as it finds them
            self.board.set_overlay(None)
            self.board.set_pv([])

    @Slot(object, object)
    def _on_search_progress(self, req: SearchRequest, p: Progress) -> None:
        self.stats_panel.show_progress(p)
        self._show_engine_progress(p)
        if req.purpose in ("move", "analysis"):
            win = utility_scale(self.game, req.options)[0]
            self.board.set_overlay(p.root_values, best=p.best_move, win_value=win, live=True)

    @Slot(object)
    def _show_search(self, note: SearchNote) -> None:
        self.stats_panel.show_result(note.result, note.title, note.full_tree, counting=self.controller.counting(note))
        if note.result.tree is not None:
            self.tree_widget.set_record(note.result.tree, note.title)

    @Slot()
    def _on_search_dropped(self) -> None:
        """A search was abandoned (undo, redo, a new game, a side made human): what it showed is stale."""
        self.stats_panel.clear()
        self.board.set_overlay(None)
        self.board.set_pv([])

    @Slot(object)
    def _on_full_tree(self, note: SearchNote) -> None:
        if self.controller.shown is note:
            self.stats_panel.set_full_tree(note.full_tree)

    @Slot(str)
    def _explorer_message(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text)
        else:
            self.statusBar().clearMessage()

    # -- tree, move list, preview ----------------------------------------------------------------------------
    @Slot(int)
    def _on_move_selected(self, index: int) -> None:
        """Show the position before move ``index`` on the board (a preview) and, for a computer move,
        what its search saw there: every move's value, its tree and its statistics."""
        session = self.session
        if index >= len(session.entries):
            return
        entry = session.entries[index]
        game = self.game
        if entry.is_roll:
            who = self.board.piece_name(entry.roller if entry.roller is not None else entry.player)
            caption = f"Before move {index + 1}: {who} rolled {game.format_move(entry.move)}"
        else:
            who = f"{self.board.piece_name(entry.player)} ({entry.made_by})"
            caption = f"Before move {index + 1}: {who} played {game.format_move(entry.move)}"
        last = session.entries[index - 1].move if index > 0 else None
        note = entry.search
        if note is None:
            self.board.set_preview(session.state_before(index), last, caption + " — click the board to return")
            return
        self.controller.shown = note
        self.stats_panel.show_result(note.result, note.title, note.full_tree)
        self.tree_widget.set_record(note.result.tree, note.title)
        result = note.result
        self.board.set_preview(session.state_before(index), last,
                               f"{caption}: the values its search saw — click the board to return",
                               values=result.moves, best=result.best_move, ties=result.ties,
                               win_value=note.win_value)

    @Slot()
    def _dismiss_preview(self) -> None:
        self.board.end_preview()
        self.move_list.view.clearSelection()
        self.move_list.view.setCurrentIndex(QModelIndex())

    @Slot(int)
    def _on_tree_node(self, index: int) -> None:
        record: TreeRecord | None = self.tree_widget.record()
        if record is None or not 0 <= index < len(record):
            return
        path = record.path(index)
        state = record.state_at(index)
        shown = self.tree_widget.model.path_text(index) if path else "the root"
        value = format_bounded(record, index)  # "≥ 0" when alpha-beta only proved a bound
        self.board.set_preview(state, path[-1] if path else None,
                               f"Preview (the game is unchanged): {shown} — value {value}")
        self.statusBar().showMessage(f"Path from the root: {shown}", 6000)

    @Slot()
    def _end_preview(self) -> None:
        self.board.end_preview()

    # -- settings from the panel ---------------------------------------------------------------------------
    @Slot()
    def _on_players_changed(self) -> None:
        if not self._syncing_players:
            self.controller.set_players(self.settings_panel.players())

    @Slot()
    def _on_display_changed(self) -> None:
        display = self.settings_panel.display()
        self.show_values_action.setChecked(display.show_values)
        self.show_pv_action.setChecked(display.show_pv)
        self.board.set_show_values(display.show_values)
        self.board.set_show_pv(display.show_pv)
        self.controller.set_display(display)

    @Slot(bool)
    def _toggle_values(self, on: bool) -> None:
        self.settings_panel.with_display(show_values=bool(on))
        # Turning the values on should show values: on the human's turn with none yet, analyse now.
        c = self.controller
        if on and c.human_to_move() and c.session.analysis() is None and not c.busy \
                and not c.session.is_over and not c.session.awaiting_roll:
            c.analyse()

    @Slot(bool)
    def _toggle_pv(self, on: bool) -> None:
        self.settings_panel.with_display(show_pv=bool(on))

    # -- files ------------------------------------------------------------------------------------------------
    def _file_dir(self) -> str:
        """Where a file dialog opens: the folder the user last opened or saved in (else the current one)."""
        folder = self.qsettings.value(LAST_DIR_KEY, "")
        return folder if isinstance(folder, str) and folder and os.path.isdir(folder) else ""

    def _remember_dir(self, path: str) -> None:
        self.qsettings.setValue(LAST_DIR_KEY, os.path.dirname(os.path.abspath(path)))

    @Slot()
    def save_game_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save game", os.path.join(self._file_dir(), "game.mmgame.json"),
                                              GAME_FILE_FILTER)
        if path:
            self.save_game_to(path)

    def save_game_to(self, path: str) -> bool:
        try:
            save_game(path, self.controller.saved_game())
        except GameFileError as e:
            self._report_error(str(e))
            return False
        self._remember_dir(path)
        self.statusBar().showMessage(f"Saved {path}", 4000)
        return True

    @Slot()
    def open_game_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open game", self._file_dir(), GAME_FILE_FILTER)
        if path:
            self.open_game_from(path)

    def open_game_from(self, path: str) -> bool:
        """Open a saved game; on any problem show why and leave the current game as it was. Undo brings
        the game that was in play back."""
        try:
            saved = load_game(path, self.eval_lab.ask_to_load, playable=BOARDS)
        except GameFileError as e:
            self._report_error(f"Could not open the game: {e}")
            return False
        self._remember_dir(path)
        self.controller.open_saved(saved)
        notes = "".join(f"; {note}" for note in saved.notes)
        self.statusBar().showMessage(f"Opened {path}{notes} — Undo (Ctrl+Z) at its start brings the previous game back",
                                     8000)
        return True

    @Slot()
    def export_tree_dialog(self) -> None:
        if self.tree_widget.record() is None:
            self._report_error("There is no search tree to export yet: let the computer move, or ask for a hint.")
            return
        path, chosen = QFileDialog.getSaveFileName(self, "Export search tree",
                                                   os.path.join(self._file_dir(), "search-tree.json"), TREE_FILE_FILTER)
        if path:
            if "." not in path.rsplit("/", 1)[-1]:
                path += ".dot" if "DOT" in chosen else ".json"
            self.export_tree_to(path)

    def export_tree_to(self, path: str) -> bool:
        try:
            self.tree_widget.export(path)
        except (OSError, ValueError) as e:
            self._report_error(f"Could not export the search tree: {e}")
            return False
        self._remember_dir(path)
        self.statusBar().showMessage(f"Exported the search tree to {path}", 4000)
        return True

    # -- help and messages -------------------------------------------------------------------------------------
    def show_help(self, page: str) -> None:
        """Show a help page ("rules": the current game's) in the non-modal help window."""
        if page == "rules":
            page = self.controller.info.name
        if self._help_dialog is None:
            self._help_dialog = HelpDialog(self)
        self._help_dialog.show_page(page)

    @Slot(str)
    def _report_error(self, text: str) -> None:
        """Tell the user (a window-modal box that does not block the event loop) and the status bar."""
        self.last_message = text
        self.statusBar().showMessage(text, 8000)
        if self._message_box is not None:
            self._message_box.close()
        box = QMessageBox(QMessageBox.Icon.Warning, "Minimax Studio", text, QMessageBox.StandardButton.Ok, self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        self._message_box = box

    # -- what the window shows --------------------------------------------------------------------------------
    def _turn_text(self) -> str:
        c = self.controller
        s = c.session
        if s.is_over:
            w = s.winner()
            return "Game over — draw" if w is None else f"Game over — {self.board.piece_name(w)} wins"
        player = s.to_move
        if player == CHANCE:
            name = self.board.piece_name(c.actor())
            if c.side_is_computer(c.actor()):
                return f"{name} to roll (computer" + (", paused)" if c.paused else ")")
            return f"{name} to roll — press R or click the die"
        name = self.board.piece_name(player)
        last = s.entries[-1] if s.entries else None
        passed = (f"{self.board.piece_name(last.player)} passes — " if last is not None and self.game.has_passes
                  and last.move == self.game.PASS else "")
        if c.side_is_computer(player):
            who = "computer" + (", paused" if c.paused else "")
            return f"{passed}{name} to move ({who})"
        return f"{passed}{name} to move" + ("" if not c.has_computer else " — your turn")

    @Slot()
    def _refresh(self) -> None:
        c = self.controller
        s = c.session
        self.board.set_position(s.state, s.last_player_move, interactive=c.human_to_move() or c.human_to_roll(),
                                caption=self._turn_text())
        note = c.analysis()
        if note is not None:
            result = note.result
            self.board.set_overlay(result.moves, best=result.best_move, ties=result.ties, win_value=note.win_value)
            self.board.set_pv(result.pv)
        else:
            self.board.set_overlay(None)
            self.board.set_pv(c.expected_continuation())
        self.move_list.show_session(s)
        self.stats_panel.move_text = self.game.format_move
        self.turn_label.setText(self._turn_text())
        self.setWindowTitle(window_title(s.info.title))
        self._update_actions()

    @Slot()
    def _update_actions(self) -> None:
        c = self.controller
        s = c.session
        offers = board_class(self.game)
        self.undo_action.setEnabled(c.can_undo)
        self.undo_action.setStatusTip("Take back a move" if s.can_undo else "Bring back the previous game")
        self.redo_action.setEnabled(c.can_redo)
        self.redo_action.setStatusTip("Replay an undone move" if s.can_redo else "Bring back the later game")
        self.hint_action.setEnabled(c.human_to_move())
        self.analyse_action.setEnabled(not s.is_over and not s.awaiting_roll)
        self.roll_action.setEnabled(c.human_to_roll())
        self.roll_action.setVisible(offers.offers_die)
        self.pass_action.setVisible(offers.offers_pass)
        self.pass_action.setEnabled(c.human_to_move() and s.legal_moves == (self.game.PASS,))
        self.compare_action.setEnabled(not s.is_over and not self.game.has_chance)
        self.stop_action.setEnabled(c.busy or c.move_timer.isActive())
        self.pause_action.setEnabled(c.has_computer)
        self.export_action.setEnabled(self.tree_widget.record() is not None)
        for a in (self.new_action, self.open_action, self.save_action, self.expand_pv_action):
            a.setEnabled(True)
        if self.explorer_mode.active:
            # The game is out of sight in explorer mode: nothing may start or change it from there.
            for a in self.game_actions:
                a.setEnabled(False)

    @Slot()
    def _update_engine_status(self) -> None:
        status = self.controller.engine_status()
        self.engine_label.setText(status.text)
        if status.progress is None:
            self.engine_progress.hide()
        else:
            if not self.engine_progress.isVisible() or status.progress == (0, 0):
                self.engine_progress.setRange(0, 0)
            self.engine_progress.show()
        self._update_actions()

    def _show_engine_progress(self, p: Progress) -> None:
        active = self.searches.active
        if active is None:
            return
        base = self.controller.engine_status().text
        self.engine_label.setText(f"{base} — {p.nodes:,} nodes, {p.elapsed_s:.1f} s")
        if p.root_total:
            self.engine_progress.setRange(0, p.root_total)
            self.engine_progress.setValue(p.root_done)

    # -- closing -------------------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_settings()
        self._shutdown()
        super().closeEvent(event)

    @Slot()
    def _shutdown(self) -> None:
        if self._compare_dialog is not None:
            self._compare_dialog.shutdown()
        self.controller.shutdown()
