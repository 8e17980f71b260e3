"""The main window: the board in the centre; docks for the search tree, settings, statistics and moves.

Flow of a computer move: ``_schedule`` notices a computer side to move and (after the move delay in
computer-vs-computer games) ``_start_computer_search`` hands a ``SearchRequest`` to the
``SearchController``; nothing is scheduled while the computer is paused (Pause, or Undo landing on
the computer's turn).
Progress updates the statistics and the live move values on the board; the result is played, its
tree shown, and the search stays attached to the move in the move list. Anything that changes the
position (a human move, undo, redo, a new or opened game, a side switched to human) cancels the
running search first, and the request id makes sure a late result is dropped.
"""

from __future__ import annotations

import json
import weakref
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, Qt, QTimer, Signal, Slot
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

from engine.agents import computer_options
from engine.game import CHANCE, Game
from engine.games import GAMES, GameInfo, game_info
from engine.record import TreeRecord
from engine.results import Progress, SearchResult
from engine.search import utility_scale
from engine.tree_export import format_bounded

from . import accessibility, wheel_guard
from . import help as help_pages
from .board import BoardWidget, board_for
from .compare import CompareDialog
from .eval_lab.lab import EvalLab
from .explorer_mode import ExplorerMode
from .format import fmt_value, window_title
from .game_evaluation import GameEvaluation
from .game_file import GameFileError, SavedGame, load_game, save_game
from .help_dialog import HelpDialog
from .keyboard_help import add_help_actions
from .move_list import MoveListWidget
from .players import PlayerConfig
from .preferences import load_preferences, save_preferences
from .search_tree import SearchTreeWidget
from .session import GameSession
from .settings_panel import SettingsPanel
from .start_arrangement import DEFAULT_START, check_start, make_game, start_of
from .stats_panel import StatsPanel
from .tournament import show_tournament_window
from .window_layout import DockLayout, DockPlace, fit_to_screen
from .worker import FullTreeSize, SearchController, SearchRequest

STARTS_KEY = "game/starts"  # QSettings: {game: start-arrangement setting}, JSON
GAME_FILE_FILTER = "Minimax Studio games (*.mmgame.json *.json);;All files (*)"
TREE_FILE_FILTER = "Search tree as JSON (*.json);;Graphviz DOT (*.dot)"
PURPOSE_TITLES = {"move": "Thinking", "hint": "Finding a hint", "analysis": "Analysing the position"}


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
        self.controller = SearchController(self)
        self.paused = False
        self.last_message = ""
        self._message_box: QMessageBox | None = None
        self._help_dialog: HelpDialog | None = None
        self._compare_dialog: CompareDialog | None = None
        # Notes on results, keyed by id(SearchResult) (results are unhashable dataclasses); an entry is
        # dropped when its result is garbage-collected, so a recycled id never finds a stale note.
        self._full_sizes: dict[int, FullTreeSize] = {}  # the full minimax tree's size
        self._win_values: dict[int, float] = {}  # what a win is worth in it (for the overlay colours)
        self._results: dict[int, SearchResult] = {}  # request id -> result (for the late full-tree count)
        self._stats_result: SearchResult | None = None
        self._counting_result: SearchResult | None = None  # whose full-tree count may still arrive

        self.prefs = load_preferences(self.qsettings)
        display = self.prefs.display
        info = game_info(self.prefs.game)
        self.starts: dict[str, str] = self._load_starts()  # start-arrangement setting per game that has one
        self.session = self._new_session(info)
        self.players = self._players_for(info)
        self.display = display

        self._central = QWidget(self)
        self._central_layout = QVBoxLayout(self._central)
        self._central_layout.setContentsMargins(0, 0, 0, 0)
        self.setCentralWidget(self._central)
        self.board: BoardWidget = self._make_board()

        self.settings_panel = SettingsPanel(info)
        self.settings_panel.start.set_value(self.starts.get(info.name, DEFAULT_START))
        self.settings_panel.set_players(self.players)
        self.settings_panel.set_display(display)
        self.stats_panel = StatsPanel()
        self.move_list = MoveListWidget()
        self.tree_widget = SearchTreeWidget()
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.tree_dock = self._dock("Search tree", "searchTreeDock", self.tree_widget, right)
        self.settings_dock = self._dock("Settings", "settingsDock", self.settings_panel, left)
        self.stats_dock = self._dock("Statistics", "statisticsDock", self.stats_panel, right)
        self.moves_dock = self._dock("Moves", "movesDock", self.move_list, left)
        self.evaluation = GameEvaluation(self)  # the Evaluation dock (graph) and Analyse the whole game
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

        self._computer_timer = QTimer(self)
        self._computer_timer.setObjectName("computer_move_timer")
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._start_computer_search)

        self._make_actions()
        self._connect()
        self.explorer_mode = ExplorerMode(self)  # the central Game / Tree explorer tabs
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.explorer_mode.action)
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
        self._schedule()

    # -- construction -----------------------------------------------------------------------------------
    @Slot()
    def reset_layout(self) -> None:
        """View ▸ Reset layout: back to the game with the default dock arrangement."""
        if self.explorer_mode.active:
            self.explorer_mode.action.setChecked(False)
        self.dock_layout.reset()

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _make_board(self) -> BoardWidget:
        board = board_for(self.session.game, self._central)
        board.setObjectName("board")
        self._central_layout.addWidget(board)
        board.moveChosen.connect(self._on_board_move)
        board.illegalMoveAttempted.connect(self._on_illegal_move)
        board.previewDismissed.connect(self._dismiss_preview)
        roll_requested = getattr(board, "rollRequested", None)  # boards of games with a die
        if roll_requested is not None:
            roll_requested.connect(self.roll)
        board.set_show_values(self.display.show_values)
        board.set_show_pv(self.display.show_pv)
        board.setToolTip("Move values are from the point of view of the player to move: green is good for them, "
                         "red bad; ★ marks the chosen move, = a tie, ≤ / ≥ a bound. Numbered ghosts: the "
                         "principal variation.")
        return board

    def _action(self, text: str, slot: Any, shortcut: QKeySequence | str | None = None,
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
                                       "Start a new game with the current players")
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

        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        for a in (self.new_action, self.open_action, self.save_action, self.export_action):
            file_menu.addAction(a)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        game_menu = bar.addMenu("&Game")
        for a in (self.undo_action, self.redo_action):
            game_menu.addAction(a)
        game_menu.addSeparator()
        for a in (self.roll_action, self.hint_action, self.analyse_action, self.evaluation.analyse_action,
                  self.compare_action, self.stop_action, self.pause_action):
            game_menu.addAction(a)
        game_menu.addAction("&Tournament…", lambda: show_tournament_window(self, self))
        game_menu.addSeparator()
        players_menu = game_menu.addMenu("&Players")
        presets = (("Human vs computer", ("human", "computer")), ("Computer vs human", ("computer", "human")),
                   ("Computer vs computer", ("computer", "computer")), ("Human vs human", ("human", "human")))
        for title, kinds in presets:
            players_menu.addAction(title, lambda k=kinds: self.set_player_kinds(*k))
        view_menu = self.view_menu = bar.addMenu("&View")
        for dock in (self.tree_dock, self.settings_dock, self.stats_dock, self.moves_dock, self.evaluation.dock):
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addSeparator()
        for a in (self.show_values_action, self.show_pv_action, self.expand_pv_action):
            view_menu.addAction(a)
        help_menu = bar.addMenu("&Help")
        for key, title in help_pages.PAGES.items():
            help_menu.addAction(title, lambda k=key: self.show_help(k))
        help_menu.addSeparator()
        help_menu.addAction("&About Minimax Studio", lambda: self.show_help("about"))
        self.help_action, self.shortcuts_action = add_help_actions(self, help_menu, self.show_help)  # F1, the list

        toolbar = QToolBar("Main toolbar", self)
        toolbar.setObjectName("mainToolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for a in (self.new_action, self.undo_action, self.redo_action, None, self.roll_action, self.hint_action,
                  self.analyse_action, self.compare_action, self.stop_action, self.pause_action, None,
                  self.open_action, self.save_action):
            if a is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(a)
        self.addToolBar(toolbar)

    def _connect(self) -> None:
        c = self.controller
        c.started.connect(self._on_search_started)
        c.progress.connect(self._on_search_progress)
        c.finished.connect(self._on_search_finished)
        c.stopped.connect(self._on_search_stopped)
        c.failed.connect(self._on_search_failed)
        c.fullTreeCounted.connect(self._on_full_tree)
        c.busyChanged.connect(self._update_actions)
        c.iterations.connect(lambda _req, infos: self.stats_panel.show_iterations(infos))
        self.settings_panel.gameChanged.connect(self.new_game)
        self.settings_panel.startChanged.connect(self.set_start_arrangement)
        self.settings_panel.playersChanged.connect(self._on_players_changed)
        self.settings_panel.displayChanged.connect(self._on_display_changed)
        self.move_list.entrySelected.connect(self._on_move_selected)
        self.tree_widget.nodeSelected.connect(self._on_tree_node)
        self.tree_widget.selectionCleared.connect(self._end_preview)

    # -- settings persistence -----------------------------------------------------------------------------
    def _players_for(self, info: GameInfo) -> tuple[PlayerConfig, PlayerConfig]:
        return self.prefs.players_for(info)

    def save_preferences(self) -> None:
        """The game, both sides' settings per game and the display options (saved on every change)."""
        self.prefs.game = self.session.info.name
        self.prefs.players[self.session.info.name] = self.players
        self.prefs.display = self.display
        save_preferences(self.qsettings, self.prefs)

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

    # -- the game -----------------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    def side_is_computer(self, player: int) -> bool:
        return player in (0, 1) and self.players[player].is_computer

    def _actor(self) -> int:
        """Who acts next: the side to move, or at a chance state the side whose roll it is."""
        roller = self.session.roller()
        return roller if roller is not None else self.session.to_move

    def _human_to_roll(self) -> bool:
        roller = self.session.roller()
        return roller is not None and not self.side_is_computer(roller)

    @Slot()
    def roll(self) -> None:
        """Roll the die for the human whose roll it is (the computer rolls its own)."""
        if not self._human_to_roll():
            text = ("There is no die to roll now." if not self.session.awaiting_roll
                    else "The computer rolls its own die.")
            self.statusBar().showMessage(text, 3000)
            return
        self._cancel_search()
        entry = self.session.roll("human")
        who = self.board.piece_name(entry.roller if entry.roller is not None else entry.player)
        self.statusBar().showMessage(f"{who} rolled {entry.move}.", 4000)
        self._after_position_change()

    def _human_to_move(self) -> bool:
        to_move = self.session.to_move
        return not self.session.is_over and to_move in (0, 1) and not self.side_is_computer(to_move)

    def new_game(self, game_name: str | None = None) -> None:
        """Start a new game (of ``game_name``, or of the current game)."""
        name = game_name or self.session.info.name
        self._cancel_search()
        self._computer_timer.stop()
        self.statusBar().clearMessage()  # a path or hint about the old game must not linger
        self.prefs.players[self.session.info.name] = self.players
        changed = name != self.session.info.name
        info = game_info(name)
        self.session = self._new_session(info)
        if changed:
            self.players = self._players_for(info)
            self.settings_panel.set_game(info, self.players)
            self.settings_panel.start.set_value(self.starts.get(info.name, DEFAULT_START))
            self._central_layout.removeWidget(self.board)
            self.board.deleteLater()
            self.board = self._make_board()
            self.board.setFocus()
        self._set_paused_flag(False)
        self.tree_widget.set_record(None)
        self.stats_panel.clear()
        self._stats_result = None
        self.save_preferences()
        self._after_position_change()

    def _new_session(self, info: GameInfo, start: str | None = None, dice_seed: int | None = None) -> GameSession:
        """A session of a new game, set up with the start-arrangement setting (or ``start``)."""
        game = make_game(info, start if start is not None else self.starts.get(info.name))
        return GameSession(info, game, dice_seed)

    @Slot(str)
    def set_start_arrangement(self, start: str) -> None:
        """Change the start-arrangement setting (fixed, random or RED/BLUE) and start a new game with it."""
        problem = check_start(self.session.info, start)
        if problem is not None:
            self._report_error(f"Start arrangement: {problem}")
            return
        self.starts[self.session.info.name] = start
        self.settings_panel.start.set_value(start)
        self.qsettings.setValue(STARTS_KEY, json.dumps(self.starts))
        self.new_game()

    def _load_starts(self) -> dict[str, str]:
        """The stored start-arrangement settings; anything unreadable or invalid is dropped."""
        try:
            data = json.loads(str(self.qsettings.value(STARTS_KEY, "{}")))
        except (TypeError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {name: start for name, start in data.items()
                if name in GAMES and isinstance(start, str) and check_start(GAMES[name], start) is None}

    def set_player_kinds(self, first: str, second: str) -> None:
        self.settings_panel.set_player_kind(0, first)
        self.settings_panel.set_player_kind(1, second)

    def play(self, move: int) -> bool:
        """Play ``move`` for the human to move (as a click would); False when it is not allowed."""
        if not self._human_to_move() or move not in self.session.legal_moves:
            return False
        self._on_board_move(move)
        return True

    @Slot(int)
    def _on_board_move(self, move: int) -> None:
        if not self._human_to_move() or move not in self.session.legal_moves:
            return
        self._cancel_search()  # a hint or an analysis of the old position is no longer wanted
        self.session.play(move, "human")
        self._after_position_change()

    @Slot(int)
    def _on_illegal_move(self, move: int) -> None:
        if self.session.is_over:
            text = "The game is over: start a new game (Ctrl+N) or undo (Ctrl+Z)."
        elif self._human_to_roll():
            text = "Roll the die first (R or click the die)."
        elif not self._human_to_move():
            text = "Wait for the computer's move (or press Esc to make it move now)."
        else:
            text = f"{self.game.format_move(move)} is not a legal move."
        self.statusBar().showMessage(text, 3000)

    @Slot()
    def undo(self) -> None:
        """Take back a move; against the computer, back to the human's previous turn."""
        if not self.session.can_undo:
            return
        self._cancel_search()
        self._computer_timer.stop()
        self.session.undo()
        has_human = not (self.players[0].is_computer and self.players[1].is_computer)
        while has_human and self.session.can_undo and (self.side_is_computer(self._actor()) or self._forced_pass()):
            self.session.undo()
        if self.side_is_computer(self._actor()) and not self.session.is_over:
            self.set_paused(True)  # the computer would just play again: wait for Redo or Resume
        self._after_position_change()

    @Slot()
    def redo(self) -> None:
        if not self.session.can_redo:
            return
        self._cancel_search()
        self._computer_timer.stop()
        self.session.redo()
        while self.session.can_redo and self.side_is_computer(self._actor()) \
                and not (self.players[0].is_computer and self.players[1].is_computer):
            self.session.redo()
        self._after_position_change()

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        """Pause (or resume) the computer. Pausing drops a running computer search."""
        paused = bool(paused)
        self._set_paused_flag(paused)
        if paused:
            self._computer_timer.stop()
            active = self.controller.active
            if active is not None and active.purpose == "move":
                self._cancel_search()
        self._refresh()
        if not paused:
            self._schedule()

    def _set_paused_flag(self, paused: bool) -> None:
        """The flag, the action's check mark and its text; no side effects (see ``set_paused``)."""
        self.paused = paused
        self.pause_action.setChecked(paused)
        self.pause_action.setText("&Resume computer" if paused else "&Pause computer")

    def _after_position_change(self) -> None:
        self.board.end_preview()
        self._refresh()
        self.positionChanged.emit()
        if self.session.is_over:
            self.gameOver.emit(self.session.outcome_text())
        self._schedule()

    def _forced_pass(self) -> bool:
        """Whether the player to move has no legal move but a pass (games with passes)."""
        return (self.game.has_passes and not self.session.is_over
                and tuple(self.session.legal_moves) == (self.game.PASS,))

    def _schedule(self) -> None:
        """Start whatever the engine should do now: the computer's move, or an automatic analysis."""
        if self.session.is_over or self.controller.busy:
            return
        if self._forced_pass() and not self.side_is_computer(self.session.to_move):
            # A human with no legal move passes: played for them, and said (the computer's pass is its move).
            name = self.board.piece_name(self.session.to_move)
            self.session.play(self.game.PASS, "human")
            self.statusBar().showMessage(f"{name} has no legal move and passes.", 5000)
            self._after_position_change()
            return
        if self.side_is_computer(self._actor()):  # (a chance state: the computer's own roll)
            if self.paused:  # (undo pauses when it lands on the computer's turn)
                return
            both = self.players[0].is_computer and self.players[1].is_computer
            self._computer_timer.start(self.display.move_delay_ms if both else 0)
            self._update_engine_status(None)
        elif self.display.auto_analyse and self.display.show_values and self.session.analysis() is None \
                and not self.session.awaiting_roll:
            self.analyse()

    # -- searches ------------------------------------------------------------------------------------------
    def _request(self, purpose: str, player: int, *, exact_root: bool = False) -> SearchRequest:
        settings = self.players[player].search
        info = self.session.info
        options = computer_options(self.game, self.session.state, settings.options(info, exact_root=exact_root))
        caption = settings.describe(info.name) + (" → exact solver (endgame)" if options.enhancements.solve
                                                  and not settings.enhancements.solve else "")
        return SearchRequest(purpose=purpose, game=self.game, state=self.session.state, position=self.session.position,
                             options=options, player=player, caption=caption)

    @Slot()
    def _start_computer_search(self) -> None:
        if self.session.is_over or self.paused or not self.side_is_computer(self._actor()):
            return
        if self.session.awaiting_roll:  # the computer's roll: no search, just the die
            self.session.roll("computer")
            self._after_position_change()
            return
        self.controller.start(self._request("move", self.session.to_move))

    @Slot()
    def hint(self) -> None:
        """Ask the engine for the best move of the human to move (not played)."""
        if not self._human_to_move():
            self.statusBar().showMessage("A hint is for a human's turn.", 3000)
            return
        self.board.set_hint(None)
        self.controller.start(self._request("hint", self.session.to_move))

    @Slot()
    def analyse(self) -> None:
        """Search the position with every root move exact, for the move values on the board."""
        if self.session.is_over:
            return
        if self.session.awaiting_roll:
            self.statusBar().showMessage("Roll the die first (R): the moves depend on the roll.", 3000)
            return
        if self.controller.active is not None and self.controller.active.purpose == "move":
            self.statusBar().showMessage("The computer is thinking: its move values are shown live.", 3000)
            return
        self.controller.start(self._request("analysis", self.session.to_move, exact_root=True))

    @Slot()
    def compare_algorithms(self) -> None:
        """Chart what minimax, alpha-beta and each enhancement cost on this position (in a dialog, on
        its own worker thread, at the settings of the side to move)."""
        if self.session.is_over or self.session.to_move not in (0, 1):
            self.statusBar().showMessage("Compare needs a position with a player to move.", 3000)
            return
        if self.game.has_chance:
            self.statusBar().showMessage("Compare is for games without dice: alpha-beta has no rule for chance.",
                                         4000)
            return
        player = self.session.to_move
        settings = self.players[player].search
        if self._compare_dialog is None:
            self._compare_dialog = CompareDialog(self)
        heading = f"{self.session.info.title}, move {len(self.session.position) + 1}"
        self._compare_dialog.compare(self.game, self.session.state,
                                     settings.options(self.session.info, record=False), heading)
        self._compare_dialog.show()

    @Slot()
    def stop(self) -> None:
        """Stop the search now: a computer move plays its best move so far, a hint or an analysis shows
        what it found. In computer-vs-computer games Stop also pauses. Without a search, Esc leaves a
        preview."""
        both = self.players[0].is_computer and self.players[1].is_computer
        if self.controller.busy:
            active = self.controller.active
            if active is not None and active.purpose == "move" and both:
                self._set_paused_flag(True)
            self.controller.stop()
        elif self.board.previewing:
            self._dismiss_preview()
        elif both and self._computer_timer.isActive():
            self.set_paused(True)  # between two moves: hold the game

    def _cancel_search(self) -> None:
        self.controller.cancel()  # (also ends a running full-tree count)
        self._counting_result = None
        self.board.set_hint(None)
        self._update_engine_status(None)

    @Slot(object)
    def _on_search_started(self, req: SearchRequest) -> None:
        self._counting_result = None  # a new search cancels the previous one's full-tree count
        self.stats_panel.start(self._search_title(req))
        self.stats_panel.iterations.set_move_formatter(req.game.format_move)
        self._update_engine_status(req)
        if req.purpose in ("move", "analysis"):
            self.board.set_overlay(None)

    @Slot(object, object)
    def _on_search_progress(self, req: SearchRequest, p: Progress) -> None:
        self.stats_panel.show_progress(p)
        self._update_engine_status(req, p)
        if req.position == self.session.position and req.purpose in ("move", "analysis"):
            win = utility_scale(self.game, req.options)[0]
            self.board.set_overlay(p.root_values, best=p.best_move, win_value=win, live=True)

    @Slot(object, object)
    def _on_search_finished(self, req: SearchRequest, result: SearchResult) -> None:
        self._accept_result(req, result)

    @Slot(object, object)
    def _on_search_stopped(self, req: SearchRequest, result: SearchResult) -> None:
        limit = self.players[req.player].search.enhancements.limit_reached(result.stats.nodes, result.stats.elapsed_s)
        self.statusBar().showMessage(f"The search reached {limit}: the deepest finished depth's move is used." if limit
                                     else "Search stopped: the best result found so far is used.", 4000)
        self._accept_result(req, result)

    def _accept_result(self, req: SearchRequest, result: SearchResult) -> None:
        self._update_engine_status(None)
        if req.position != self.session.position:
            # cannot happen (a position change cancels the search), but never play into the wrong position
            self._schedule()
            return
        self._results = {req.id: result}
        self._counting_result = result
        if id(result) not in self._win_values:
            weakref.finalize(result, self._forget_result, id(result))
        self._win_values[id(result)] = utility_scale(self.game, req.options)[0]
        title = self._search_title(req)
        if not result.stopped or req.purpose != "move":
            self.session.set_analysis(req.position, result)
        self._show_stats(result, title)
        if result.tree is not None:
            self.tree_widget.set_record(result.tree, title)
        if req.purpose == "move":
            move = result.best_move
            if move is None or move not in self.session.legal_moves:
                self._report_error("The engine returned no move.")
                return
            self.session.play(move, "computer", result, req.caption)
            self.computerMoved.emit(move)
            self._after_position_change()
            return
        self._refresh()
        if req.purpose == "hint" and result.best_move is not None:
            self.board.set_hint(result.best_move)
            self.statusBar().showMessage(f"Hint: {self.game.format_move(result.best_move)} "
                                         f"(value {fmt_value(result.value)}, {req.caption})", 8000)
            self.hintReady.emit(result.best_move)
        elif req.purpose == "analysis":
            self.analysisReady.emit()
        self._schedule()  # a side may have become the computer while this search ran

    @Slot(object, str)
    def _on_search_failed(self, req: SearchRequest, message: str) -> None:
        self._update_engine_status(None)
        self.set_paused(True)
        self._report_error(f"The search failed: {message}")
        self.searchFailed.emit(message)

    @Slot(object, object)
    def _on_full_tree(self, req: SearchRequest, size: FullTreeSize | None) -> None:
        result = self._results.get(req.id)
        if result is None:
            return
        if size is not None:  # (None: too large to count; the panel says so)
            self._full_sizes[id(result)] = size
        if self._stats_result is result:
            self.stats_panel.set_full_tree(size)

    def _forget_result(self, key: int) -> None:
        self._full_sizes.pop(key, None)
        self._win_values.pop(key, None)

    def _show_stats(self, result: SearchResult, title: str) -> None:
        self._stats_result = result
        self.stats_panel.show_result(result, title, self._full_sizes.get(id(result)),
                                     counting=result is self._counting_result)

    def _search_title(self, req: SearchRequest) -> str:
        n = len(req.position) + 1
        what = {"move": f"Move {n}", "hint": f"Hint at move {n}", "analysis": f"Analysis at move {n}"}[req.purpose]
        return f"{what} — {req.caption}"

    # -- tree, move list, preview ----------------------------------------------------------------------------
    @Slot(int)
    def _on_move_selected(self, index: int) -> None:
        """Show the position before move ``index`` on the board (a preview) and, for a computer move,
        what its search saw there: every move's value, its tree and its statistics."""
        if index >= len(self.session.entries):
            return
        entry = self.session.entries[index]
        game = self.game
        if entry.is_roll:
            who = self.board.piece_name(entry.roller if entry.roller is not None else entry.player)
            caption = f"Before move {index + 1}: {who} rolled {game.format_move(entry.move)}"
        else:
            who = f"{self.board.piece_name(entry.player)} ({entry.made_by})"
            caption = f"Before move {index + 1}: {who} played {game.format_move(entry.move)}"
        last = self.session.entries[index - 1].move if index > 0 else None
        result = entry.result
        if result is None:
            self.board.set_preview(self.session.state_before(index), last, caption + " — click the board to return")
            return
        title = f"Move {index + 1} — {entry.caption}"
        self._show_stats(result, title)
        self.tree_widget.set_record(result.tree, title)
        self.board.set_preview(self.session.state_before(index), last,
                               f"{caption}: the values its search saw — click the board to return",
                               values=result.moves, best=result.best_move, ties=result.ties,
                               win_value=self._win_values.get(id(result), 1))

    @Slot()
    def _dismiss_preview(self) -> None:
        self.board.end_preview()
        self.move_list.view.clearSelection()
        self.move_list.view.setCurrentItem(None)

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
        old = self.players
        self.players = self.settings_panel.players()
        self.prefs.players[self.session.info.name] = self.players
        active = self.controller.active
        to_move = self._actor()
        if active is not None and active.purpose == "move" and not self.side_is_computer(active.player):
            self._cancel_search()  # that side became human: its search is no longer wanted
        elif active is not None and active.purpose != "move" and self.side_is_computer(to_move):
            self._cancel_search()  # a hint or analysis for a side the computer now plays
        elif active is not None:
            self.statusBar().showMessage("Settings changed: they apply to the next search.", 4000)
        if old[to_move].kind != self.players[to_move].kind and self.side_is_computer(to_move):
            self._set_paused_flag(False)
        self._refresh()
        self.save_preferences()
        self._schedule()

    @Slot()
    def _on_display_changed(self) -> None:
        self.display = self.settings_panel.display()
        self.show_values_action.setChecked(self.display.show_values)
        self.show_pv_action.setChecked(self.display.show_pv)
        self.board.set_show_values(self.display.show_values)
        self.board.set_show_pv(self.display.show_pv)
        self.save_preferences()
        self._schedule()

    @Slot(bool)
    def _toggle_values(self, on: bool) -> None:
        self.settings_panel.with_display(show_values=bool(on))
        # Turning the values on should show values: on the human's turn with none yet, analyse now.
        if on and self._human_to_move() and self.session.analysis() is None and not self.controller.busy \
                and not self.session.is_over and not self.session.awaiting_roll:
            self.analyse()

    @Slot(bool)
    def _toggle_pv(self, on: bool) -> None:
        self.settings_panel.with_display(show_pv=bool(on))

    # -- files ------------------------------------------------------------------------------------------------
    @Slot()
    def save_game_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save game", "game.mmgame.json", GAME_FILE_FILTER)
        if path:
            self.save_game_to(path)

    def save_game_to(self, path: str) -> bool:
        has_chance = self.game.has_chance
        saved = SavedGame(self.session.info.name, self.session.moves, self.players, start_of(self.game),
                          self.session.dice_seed if has_chance else None)
        try:
            save_game(path, saved)
        except GameFileError as e:
            self._report_error(str(e))
            return False
        self.statusBar().showMessage(f"Saved {path}", 4000)
        return True

    @Slot()
    def open_game_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open game", "", GAME_FILE_FILTER)
        if path:
            self.open_game_from(path)

    def open_game_from(self, path: str) -> bool:
        """Open a saved game; on any problem show why and leave the current game as it was."""
        try:
            saved = load_game(path, self.eval_lab.ask_to_load)
        except GameFileError as e:
            self._report_error(f"Could not open the game: {e}")
            return False
        self._cancel_search()
        self._computer_timer.stop()
        info = game_info(saved.game)
        self.prefs.players[info.name] = saved.players
        if info.name != self.session.info.name:
            self.new_game(info.name)
        self.players = saved.players
        self.settings_panel.set_players(self.players)
        session = self._new_session(info, saved.start, saved.dice_seed)
        session.replay(saved.moves)
        self.session = session
        self._set_paused_flag(self.side_is_computer(self._actor()) and bool(saved.moves))
        self.tree_widget.set_record(None)
        self.stats_panel.clear()
        self.statusBar().showMessage(f"Opened {path}" + "".join(f"; {note}" for note in saved.notes), 8000)
        self._after_position_change()
        return True

    @Slot()
    def export_tree_dialog(self) -> None:
        if self.tree_widget.record() is None:
            self._report_error("There is no search tree to export yet: let the computer move, or ask for a hint.")
            return
        path, chosen = QFileDialog.getSaveFileName(self, "Export search tree", "search-tree.json", TREE_FILE_FILTER)
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
        self.statusBar().showMessage(f"Exported the search tree to {path}", 4000)
        return True

    # -- help and messages -------------------------------------------------------------------------------------
    def show_help(self, page: str) -> None:
        """Show a help page ("rules": the current game's) in the non-modal help window."""
        if page == "rules":
            page = self.session.info.name
        if self._help_dialog is None:
            self._help_dialog = HelpDialog(self)
        self._help_dialog.show_page(page)

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
        s = self.session
        if s.is_over:
            w = s.winner()
            return "Game over — draw" if w is None else f"Game over — {self.board.piece_name(w)} wins"
        player = s.to_move
        if player == CHANCE:
            name = self.board.piece_name(self._actor())
            if self.side_is_computer(self._actor()):
                return f"{name} to roll (computer" + (", paused)" if self.paused else ")")
            return f"{name} to roll — press R or click the die"
        name = self.board.piece_name(player)
        last = s.entries[-1] if s.entries else None
        passed = (f"{self.board.piece_name(last.player)} passes — " if last is not None and self.game.has_passes
                  and last.move == self.game.PASS else "")
        if self.side_is_computer(player):
            who = "computer" + (", paused" if self.paused else "")
            return f"{passed}{name} to move ({who})"
        both_human = not any(p.is_computer for p in self.players)
        return f"{passed}{name} to move" + ("" if both_human else " — your turn")

    def _refresh(self) -> None:
        s = self.session
        self.board.set_position(s.state, s.last_player_move, interactive=self._human_to_move() or self._human_to_roll(),
                                caption=self._turn_text())
        analysis = s.analysis()
        if analysis is not None and not s.is_over:
            win = self._win_values.get(id(analysis), 1)
            self.board.set_overlay(analysis.moves, best=analysis.best_move, ties=analysis.ties, win_value=win)
            self.board.set_pv(analysis.pv)
        else:
            self.board.set_overlay(None)
            self.board.set_pv(self._expected_continuation())
        self.move_list.show_session(s)
        self.stats_panel.move_text = self.game.format_move
        self.turn_label.setText(self._turn_text())
        self.setWindowTitle(window_title(s.info.title))
        self._update_actions()

    def _expected_continuation(self) -> list[int]:
        """After a computer move: the rest of the line its search expected (its PV after its move)."""
        entries = self.session.entries
        if self.session.is_over or not entries or entries[-1].result is None:
            return []
        pv = entries[-1].result.pv
        return list(pv[1:]) if pv and pv[0] == entries[-1].move else []

    @Slot()
    def _update_actions(self, *_: Any) -> None:
        busy = self.controller.busy
        self.undo_action.setEnabled(self.session.can_undo)
        self.redo_action.setEnabled(self.session.can_redo)
        self.hint_action.setEnabled(self._human_to_move())
        self.analyse_action.setEnabled(not self.session.is_over and not self.session.awaiting_roll)
        self.roll_action.setEnabled(self._human_to_roll())
        self.roll_action.setVisible(self.game.has_chance)
        self.compare_action.setEnabled(not self.session.is_over and not self.game.has_chance)
        self.stop_action.setEnabled(busy or self._computer_timer.isActive())
        self.pause_action.setEnabled(self.players[0].is_computer or self.players[1].is_computer)
        self.export_action.setEnabled(self.tree_widget.record() is not None)
        if getattr(self, "explorer_mode", None) is not None and self.explorer_mode.active:
            # The game is out of sight in explorer mode: nothing may start or change it from there.
            for a in (self.undo_action, self.redo_action, self.hint_action, self.analyse_action, self.pause_action,
                      self.export_action, self.expand_pv_action):
                a.setEnabled(False)

    def _update_engine_status(self, req: SearchRequest | None, p: Progress | None = None) -> None:
        if req is None:
            waiting = self._computer_timer.isActive() and self._computer_timer.interval() > 0
            self.engine_label.setText("Next computer move shortly" if waiting else "Engine idle")
            self.engine_progress.hide()
            self._update_actions()
            return
        text = f"{PURPOSE_TITLES[req.purpose]} ({req.caption})"
        if p is not None:
            text += f" — {p.nodes:,} nodes, {p.elapsed_s:.1f} s"
            if p.root_total:
                self.engine_progress.setRange(0, p.root_total)
                self.engine_progress.setValue(p.root_done)
        else:
            self.engine_progress.setRange(0, 0)
        self.engine_progress.show()
        self.engine_label.setText(text)
        self._update_actions()

    # -- closing -------------------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_settings()
        self._shutdown()
        super().closeEvent(event)

    @Slot()
    def _shutdown(self) -> None:
        self._computer_timer.stop()
        if self._compare_dialog is not None:
            self._compare_dialog.shutdown()
        self.controller.shutdown()

