"""The main window: the board in the centre; docks for the search tree, settings, statistics and moves.

The window builds widgets and connects them to the ``GameController`` (``gui.app.controller``), which owns
the game and every rule of play: the window forwards what the user asks (a click, Undo, Pause) and
shows what the controller announces (a new position, a search's progress, its result). What stays
here is what only a window has: the board and its previews, the docks, menus and status bar, files
and dialogs.

Its parts, each in its own module of ``gui.window``: the commands (``actions``: actions, menus, toolbar),
the file dialogs (``files``), the other dialogs (``dialogs``), the board's previews of past positions
and tree nodes (``preview``), the searches shown as they run (``search_view``), the status line (``status``).

Adding a dock is ``self.add_dock(title, name, widget, area)`` (it joins the View menu); adding a menu
entry is one action in ``WindowCommands`` and one ``addAction`` on its ``file_menu`` / ``game_menu`` /
``view_menu`` / ``help_menu``.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QWidget,
)

from engine.game import Game

from ..app.arrangements import DEFAULT_START, check_start
from ..app.controller import GameController
from ..app.display_options import DisplayOptions
from ..app.format import window_title
from ..app.players import PlayerConfig, PlayerKind
from ..app.preferences import STARTS_KEY, load_preferences
from ..app.session import GameSession
from ..app.worker import SearchController
from ..board import BOARDS, BoardWidget
from ..eval_lab.lab import EvalLab
from ..i18n import game_title
from ..learn.dock import show_learn_dock
from ..panels.move_list import MoveListWidget
from ..panels.settings_panel import SettingsPanel
from ..panels.stats_panel import StatsPanel
from ..pictures.export_picture import export_action
from ..search_tree import SearchTreeWidget
from . import accessibility, wheel_guard
from .actions import WindowCommands
from .dialogs import WindowDialogs
from .explorer_mode import ExplorerMode
from .export_player import PlayerExport
from .files import WindowFiles
from .game_evaluation import GameEvaluation
from .game_view import GameView
from .language import LanguageMenu
from .panel_sync import PanelSync
from .positions import WindowPositions
from .preview import PreviewSync
from .search_view import SearchView
from .status import StatusLine
from .welcome import WelcomeNote
from .window_layout import DockLayout, DockPlace, fit_to_screen
from .window_state import SavedWindowState


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
        self.dialogs = WindowDialogs(self)  # help, Compare algorithms, error messages

        self.prefs = load_preferences(self.qsettings, playable=BOARDS)
        self.controller = GameController(self.prefs, self.prefs.starts, self)
        info = self.controller.info

        game_page = QWidget(self)
        self.preview = PreviewSync(self, self)  # the board's previews of past positions and tree nodes
        self.view = GameView(self, self, game_page)  # the board, the turn and the engine's status shown
        self.board: BoardWidget = self.view.make_board()

        self.settings_panel = SettingsPanel(info)
        self.settings_panel.start.set_value(self.controller.games.starts.get(info.name, DEFAULT_START))
        self.settings_panel.set_players(self.players)
        self.settings_panel.set_display(self.display)
        self.stats_panel = StatsPanel()
        self.move_list = MoveListWidget()
        self.tree_widget = SearchTreeWidget()
        self.game_docks: list[QDockWidget] = []
        self._menus_built = False  # a dock added after the menus puts its toggle in the View menu itself
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.tree_dock = self.add_dock(self.tr("Search tree"), "searchTreeDock", self.tree_widget, right)
        self.settings_dock = self.add_dock(self.tr("Settings"), "settingsDock", self.settings_panel, left)
        self.stats_dock = self.add_dock(self.tr("Statistics"), "statisticsDock", self.stats_panel, right)
        self.moves_dock = self.add_dock(self.tr("Moves"), "movesDock", self.move_list, left)
        self.evaluation = GameEvaluation(self)  # the Evaluation graph dock and Analyse the whole game
        self.game_docks.append(self.evaluation.dock)
        rows = self.fontMetrics().height()
        self.dock_layout = DockLayout(self, [  # the default arrangement (View ▸ Reset layout)
            DockPlace(self.settings_dock, left, 560), DockPlace(self.moves_dock, left, 200, 6 * rows),
            DockPlace(self.tree_dock, right, 430, 12 * rows), DockPlace(self.stats_dock, right, 370, scrolls=True)],
            tabbed=[(self.moves_dock, self.evaluation.dock)])

        self.status_line = StatusLine(self)  # whose turn, what the engine does
        self.welcome = WelcomeNote(self.qsettings, self.show_learn, self)  # a newcomer's way to Help ▸ Learn
        self.statusBar().addWidget(self.welcome)  # (in the status bar: the board and the docks keep their room)
        self.search_view = SearchView(self, self)  # each search in the docks, the status line and on the board

        self.explorer_mode = ExplorerMode(game_page, self.game_docks, self.tree_widget, self)
        self.setCentralWidget(self.explorer_mode.tabs)
        self.files = WindowFiles(self, self.qsettings, self.controller, self.tree_widget, self.dialogs.report_error)
        self.positions = WindowPositions(self, self.controller, self.dialogs.report_error)
        self.panel_sync = PanelSync(self, self)  # the settings panel and the controller in step
        self.commands = WindowCommands(self, self, self.game_docks, self.evaluation.analyse_action)
        self.board_picture_action = export_action(self, lambda: self.board, "board.svg", self.tr("Board"))
        self.commands.file_menu.insertAction(self.commands.quit_action, self.board_picture_action)
        self.player_export = PlayerExport(self, self, self.dialogs.report_error)  # File ▸ Export player for Kaggle…
        self.commands.file_menu.insertAction(self.commands.quit_action, self.player_export.action)
        self._menus_built = True
        self.saved_state = SavedWindowState(self, self.qsettings, self.controller, self.explorer_mode,
                                            self.dock_layout)  # the preferences, geometry and layout kept
        self._connect()
        self.eval_lab = EvalLab(self)  # the evaluation lab's dock (View ▸ Evaluation lab)
        self.eval_lab.runner.busyChanged.connect(self.view.on_lab_busy)
        self.files.ask_to_load = self.eval_lab.ask_to_load
        self.reset_layout_action = self.commands.view_menu.addAction(self.tr("&Reset layout"),
                                                                     self.saved_state.reset_layout)
        self.reset_layout_action.setStatusTip(self.tr("Every dock back in its place and size, as on the first start"))
        self.commands.view_menu.addSeparator()
        self.language_menu = LanguageMenu(self, self.commands.view_menu, self.qsettings)  # View ▸ Language
        fit_to_screen(self)
        self.dock_layout.apply()
        self.saved_state.restore_window_state()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._shutdown)
        self.view.refresh()
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
        if self._menus_built:
            self.commands.add_dock_toggle(dock)
        return dock

    def _connect(self) -> None:
        c = self.controller
        c.positionChanged.connect(self.view.on_position_changed)
        c.refreshNeeded.connect(self.view.refresh)
        c.gameChanged.connect(self.panel_sync.show_game)  # (the panel first, then the new game's board)
        c.gameChanged.connect(self.view.replace_board)
        c.playersChanged.connect(self.panel_sync.show_players)
        c.pausedChanged.connect(self.commands.show_paused)
        c.hintChanged.connect(lambda move: self.board.marks.set_hint(move))
        self.search_view.connect_to(c)
        c.engineStatusChanged.connect(self.view.update_engine_status)
        c.message.connect(lambda text, ms: self.statusBar().showMessage(text, ms))
        c.error.connect(self.dialogs.report_error)
        c.preferencesChanged.connect(self.saved_state.save_preferences)
        c.computerMoved.connect(self.computerMoved)
        c.hintReady.connect(self.hintReady)
        c.analysisReady.connect(self.analysisReady)
        c.gameOver.connect(self.gameOver)
        c.searchFailed.connect(self.searchFailed)
        self.settings_panel.gameChanged.connect(self.new_game)
        self.settings_panel.startChanged.connect(self.set_start_arrangement)
        self.settings_panel.playersChanged.connect(self.panel_sync.on_players_changed)
        self.settings_panel.displayChanged.connect(self.panel_sync.on_display_changed)
        self.move_list.entrySelected.connect(self.preview.show_move)
        self.tree_widget.nodeSelected.connect(self.preview.show_tree_node)
        self.tree_widget.selectionCleared.connect(self.preview.end)
        self.explorer_mode.modeChanged.connect(lambda _on: self.view.update_actions())
        self.explorer_mode.message.connect(self.view.explorer_message)

    # -- what the user asks ------------------------------------------------------------------------------
    def new_game(self, game_name: str | None = None) -> None:
        """Start a new game (of ``game_name``, or of the current game); Undo brings the old one back."""
        self.statusBar().clearMessage()  # a path or hint about the old game must not linger
        self.controller.games.new_game(game_name)

    @Slot(str)
    def set_start_arrangement(self, start: str) -> None:
        """Change the start-arrangement setting (fixed, random or RED/BLUE) and start a new game with it."""
        problem = check_start(self.controller.info, start)
        if problem is not None:
            self.dialogs.report_error(self.tr("Start arrangement: {0}").format(problem))
            return
        self.settings_panel.start.set_value(start)
        self.controller.games.set_start(start)
        self.qsettings.setValue(STARTS_KEY, json.dumps(self.controller.games.starts))

    def set_player_kinds(self, first: PlayerKind, second: PlayerKind) -> None:
        self.settings_panel.set_player_kind(0, first)
        self.settings_panel.set_player_kind(1, second)

    def play(self, move: int) -> bool:
        """Play ``move`` for the human to move (as a click would); False when it is not allowed."""
        return self.controller.play(move)

    @Slot()
    def roll(self) -> None:
        self.controller.roll()

    @Slot()
    def pass_turn(self) -> None:
        """Pass for the human to move when passing is their only move."""
        if not self.controller.play(self.game.PASS):
            self.statusBar().showMessage(self.tr("You can pass only when you have no other move."), 3000)

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
        self.controller.engine.hint()

    @Slot()
    def analyse(self) -> None:
        self.controller.engine.analyse()

    @Slot()
    def stop(self) -> None:
        """Stop the search (see ``EngineSearches.stop``); without one, Esc leaves a preview."""
        if not self.controller.engine.stop() and self.board.marks.previewing:
            self.preview.dismiss()

    @Slot()
    def compare_algorithms(self) -> None:
        """Chart what minimax, alpha-beta and each enhancement cost on this position (in a dialog, on
        its own worker thread, at the settings of the side to move)."""
        session = self.session
        if session.is_over or session.to_move not in (0, 1):
            self.statusBar().showMessage(self.tr("Compare needs a position with a player to move."), 3000)
            return
        if self.game.has_chance:
            self.statusBar().showMessage(
                self.tr("Compare is for games without dice: alpha-beta has no rule for chance."), 4000)
            return
        settings = self.players[session.to_move].search
        heading = self.tr("{0}, move {1}").format(game_title(session.info), len(session.position) + 1)
        self.dialogs.compare(self.game, session.state, settings.options(session.info, record=False), heading)

    # -- help and messages -------------------------------------------------------------------------------------
    def show_help(self, page: str) -> None:
        """Show a help page ("rules": the current game's) in the non-modal help window."""
        if page == "rules":
            page = self.controller.info.name
        self.dialogs.show_help(page)

    def edit_position(self) -> None:
        self.positions.edit_position()

    def run_suite(self) -> None:
        self.positions.run_suite()

    @Slot()
    def show_learn(self) -> None:
        show_learn_dock(self, self.qsettings)

    def open_game_from(self, path: str) -> bool:
        """Open a saved game (see ``WindowFiles.open_game_from``); the Tournament window opens its games so."""
        return self.files.open_game_from(path)

    # -- closing -------------------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.saved_state.save_settings()
        self._shutdown()
        super().closeEvent(event)

    @Slot()
    def _shutdown(self) -> None:
        self.dialogs.shutdown()
        self.positions.shutdown()
        self.controller.shutdown()
