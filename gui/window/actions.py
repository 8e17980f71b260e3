"""The main window's commands: its actions, the File / Game / View / Help menus, the toolbar, and which
commands the current position allows.

Each command is one ``QAction`` (text, shortcut, icon, status tip) owned by the window, so its shortcut
works wherever the focus is; the menus and the toolbar show the same actions. ``update`` enables them
from what the controller says the position allows; in explorer mode every command that acts on the
game is off (the game is out of sight).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStyle, QToolBar

from engine.game import Game

from .. import help as help_pages
from ..app.controller import GameController
from ..app.display_options import DisplayOptions
from ..app.players import PlayerConfig, PlayerKind
from ..app.preferences import Preferences
from ..app.session import GameSession
from ..board import board_class
from ..i18n import QT_TRANSLATE_NOOP
from ..search_tree import SearchTreeWidget
from ..tournament import show_tournament_window
from .dialogs import WindowDialogs
from .explorer_mode import ExplorerMode
from .files import WindowFiles
from .keyboard_help import add_help_actions
from .panel_sync import PanelSync
from .position_editor import can_edit
from .positions import WindowPositions

ActionSlot = Callable[..., Any]
PLAYER_PRESETS: tuple[tuple[str, tuple[PlayerKind, PlayerKind]], ...] = (
    (QT_TRANSLATE_NOOP("WindowCommands", "Human vs computer"), ("human", "computer")),
    (QT_TRANSLATE_NOOP("WindowCommands", "Computer vs human"), ("computer", "human")),
    (QT_TRANSLATE_NOOP("WindowCommands", "Computer vs computer"), ("computer", "computer")),
    (QT_TRANSLATE_NOOP("WindowCommands", "Human vs human"), ("human", "human")))
"""Game ▸ Players: each title (English; translated where shown) and the kinds of the two sides."""


class CommandHost(Protocol):
    """What the commands act on: the main window's requests (each forwarded to its controller)."""

    controller: GameController
    prefs: Preferences
    files: WindowFiles
    dialogs: WindowDialogs
    positions: WindowPositions
    panel_sync: PanelSync
    tree_widget: SearchTreeWidget
    explorer_mode: ExplorerMode

    @property
    def game(self) -> Game: ...

    @property
    def display(self) -> DisplayOptions: ...

    @property
    def players(self) -> tuple[PlayerConfig, PlayerConfig]: ...

    @property
    def session(self) -> GameSession: ...

    def open_game_from(self, path: str) -> bool: ...

    def new_game(self, game_name: str | None = None) -> None: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def roll(self) -> None: ...
    def pass_turn(self) -> None: ...
    def hint(self) -> None: ...
    def analyse(self) -> None: ...
    def compare_algorithms(self) -> None: ...
    def stop(self) -> None: ...
    def set_paused(self, paused: bool) -> None: ...
    def set_player_kinds(self, first: PlayerKind, second: PlayerKind) -> None: ...
    def show_help(self, page: str) -> None: ...
    def edit_position(self) -> None: ...
    def run_suite(self) -> None: ...
    def show_learn(self) -> None: ...


class WindowCommands(QObject):
    """The window's actions (``new_action``, ``undo_action``, ...), its menus (``file_menu``, ``game_menu``,
    ``view_menu``, ``help_menu``) and its toolbar, built in ``window`` for ``host``'s requests."""

    def __init__(self, window: QMainWindow, host: CommandHost, game_docks: Sequence[QDockWidget],
                 analyse_game: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        sp = QStyle.StandardPixmap
        action = self._action
        self.new_action = action(self.tr("&New game"), lambda: host.new_game(), QKeySequence.StandardKey.New, sp.SP_FileIcon,
                                 self.tr("Start a new game with the current players (Undo brings this one back)"))
        self.open_action = action(self.tr("&Open game…"), host.files.open_game_dialog, QKeySequence.StandardKey.Open,
                                  sp.SP_DialogOpenButton, self.tr("Open a saved game"))
        self.save_action = action(self.tr("&Save game…"), host.files.save_game_dialog, QKeySequence.StandardKey.Save,
                                  sp.SP_DialogSaveButton, self.tr("Save the game, its moves and both players' settings"))
        self.export_action = action(self.tr("&Export search tree…"), host.files.export_tree_dialog, "Ctrl+E", None,
                                    self.tr("Export the shown search tree to JSON or Graphviz DOT"))
        self.copy_position_action = action(self.tr("&Copy position"), host.positions.copy_position, "Ctrl+Alt+C", None,
                                           self.tr("Copy the position in the game's notation (Othello: the .obf board and side)"))
        self.paste_position_action = action(self.tr("&Paste position"), host.positions.paste_position, "Ctrl+Alt+V", None,
                                            self.tr("Start a game from the position on the clipboard, in the game's notation"))
        self.edit_position_action = action(self.tr("Set &up position…"), host.edit_position, "Ctrl+Alt+E", None,
                                           self.tr("Set up a position on a board editor, then play or analyse it"))
        self.suite_action = action(self.tr("Run test &suite…"), host.run_suite, None, None,
                                   self.tr("Solve a test suite (Edax .obf, Pascal Pons's Connect Four sets) and check "
                                           "every answer"))
        self.quit_action = action(self.tr("&Quit"), window.close, "Ctrl+Q", None, self.tr("Quit Minimax Studio"))
        self.undo_action = action(self.tr("&Undo"), host.undo, "Ctrl+Z", sp.SP_ArrowBack, self.tr("Take back a move"))
        self.redo_action = action(self.tr("&Redo"), host.redo, "Ctrl+Shift+Z", sp.SP_ArrowForward,
                                  self.tr("Replay an undone move"))
        self.roll_action = action(self.tr("&Roll the die"), host.roll, "R", sp.SP_BrowserReload,
                                  self.tr("Roll the die (on your roll, in a game of chance)"))
        self.pass_action = action(self.tr("Pa&ss"), host.pass_turn, None, None, self.tr("Pass: you have no move"))
        self.hint_action = action(self.tr("&Hint"), host.hint, "H", sp.SP_MessageBoxQuestion,
                                  self.tr("Ask the engine for the best move, without playing it"))
        self.analyse_action = action(self.tr("&Analyse position"), host.analyse, "A", sp.SP_FileDialogContentsView,
                                     self.tr("Compute the exact value of every legal move"))
        self.compare_action = action(self.tr("Co&mpare algorithms…"), host.compare_algorithms, "Ctrl+M",
                                     sp.SP_FileDialogDetailedView,
                                     self.tr("Search this position with minimax, alpha-beta and each enhancement; "
                                             "chart the nodes"))
        self.stop_action = action(self.tr("&Stop"), host.stop, "Esc", sp.SP_MediaStop,
                                  self.tr("Stop the search: the computer plays its best move so far"))
        self.pause_action = action(self.tr("&Pause computer"), host.set_paused, "P", sp.SP_MediaPause,
                                   self.tr("Pause or resume the computer (computer-vs-computer games)"), checkable=True)
        self.expand_pv_action = action(self.tr("E&xpand principal variation"), host.tree_widget.expand_pv, "Ctrl+Shift+V",
                                       None, self.tr("Expand the principal variation in the search tree"))
        self.show_values_action = action(self.tr("Show move &values"), host.panel_sync.toggle_values, "V", None,
                                         self.tr("Write each legal move's value on the board"), checkable=True)
        self.show_pv_action = action(self.tr("Show principal variation on the &board"), host.panel_sync.toggle_pv,
                                     "Shift+P", None,
                                     self.tr("Draw the principal variation as numbered ghost moves"), checkable=True)
        self.show_values_action.setChecked(host.display.show_values)
        self.show_pv_action.setChecked(host.display.show_pv)
        window.addAction(host.explorer_mode.action)
        self.game_actions = (self.new_action, self.open_action, self.save_action, self.export_action,
                             self.undo_action, self.redo_action, self.roll_action, self.pass_action, self.hint_action,
                             self.analyse_action, self.compare_action, self.stop_action, self.pause_action,
                             self.expand_pv_action, self.copy_position_action, self.paste_position_action,
                             self.edit_position_action)
        """What acts on the game: disabled while the tree explorer is shown (the game is out of sight)."""
        self._make_menus(game_docks, analyse_game)
        self._make_toolbar()

    def _action(self, text: str, slot: ActionSlot, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                icon: QStyle.StandardPixmap | None = None, tip: str = "", checkable: bool = False) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(self.window.style().standardIcon(icon))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(f"{tip} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})"
                              if shortcut else tip)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    def _make_menus(self, game_docks: Sequence[QDockWidget], analyse_game: QAction) -> None:
        host, bar = self.host, self.window.menuBar()
        self.file_menu = bar.addMenu(self.tr("&File"))
        for a in (self.new_action, self.open_action, self.save_action, self.export_action):
            self.file_menu.addAction(a)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.copy_position_action)
        self.file_menu.addAction(self.paste_position_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.game_menu = bar.addMenu(self.tr("&Game"))
        for a in (self.undo_action, self.redo_action):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        for a in (self.roll_action, self.pass_action, self.hint_action, self.analyse_action,
                  analyse_game, self.compare_action, self.stop_action, self.pause_action):
            self.game_menu.addAction(a)
        self.game_menu.addAction(self.tr("&Tournament…"), lambda: show_tournament_window(self.window, self.host))
        self.game_menu.addSeparator()
        players_menu = self.game_menu.addMenu(self.tr("P&layers"))
        for title, kinds in PLAYER_PRESETS:
            players_menu.addAction(self.tr(title), partial(host.set_player_kinds, *kinds))
        self.tools_menu = bar.addMenu(self.tr("&Tools"))
        self.tools_menu.addAction(self.edit_position_action)
        self.tools_menu.addAction(self.suite_action)
        self.view_menu: QMenu = bar.addMenu(self.tr("&View"))
        for dock in game_docks:
            self.view_menu.addAction(dock.toggleViewAction())
        self.docks_end = self.view_menu.addSeparator()
        """The View menu's separator after the dock toggles (a dock added later puts its toggle before it)."""
        for a in (self.show_values_action, self.show_pv_action, self.expand_pv_action):
            self.view_menu.addAction(a)
        self.view_menu.addSeparator()
        self.view_menu.addAction(host.explorer_mode.action)
        self.help_menu = bar.addMenu(self.tr("&Help"))
        self.help_menu.addAction(self.tr("&Learn: lessons and exercises"), host.show_learn)
        for key in help_pages.PAGES:
            self.help_menu.addAction(help_pages.title(key), partial(host.show_help, key))
        self.help_menu.addSeparator()
        self.about_action = self.help_menu.addAction(self.tr("&About Minimax Studio"), host.dialogs.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)  # macOS puts it in the application menu
        self.help_action, self.shortcuts_action = add_help_actions(self.window, self.help_menu, host.show_help)

    def _make_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Main toolbar"), self.window)
        toolbar.setObjectName("mainToolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        # The commands used in every game keep their words; the file commands and Compare (in the menus
        # too) show their icon only, their words in the tooltip, so that the bar fits a 1280-pixel window in
        # German too (a low-priority action's text is left out beside its icon).
        for secondary in (self.compare_action, self.open_action, self.save_action):
            secondary.setPriority(QAction.Priority.LowPriority)
        for item in (self.new_action, self.undo_action, self.redo_action, None, self.roll_action, self.hint_action,
                     self.analyse_action, self.compare_action, self.stop_action, self.pause_action, None,
                     self.open_action, self.save_action):
            if item is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(item)
        self.window.addToolBar(toolbar)

    def add_dock_toggle(self, dock: QDockWidget) -> None:
        """A dock added after the menus were built: its toggle joins the others in the View menu."""
        self.view_menu.insertAction(self.docks_end, dock.toggleViewAction())

    def show_paused(self, paused: bool) -> None:
        self.pause_action.setChecked(paused)
        self.pause_action.setText(self.tr("&Resume computer") if paused else self.tr("&Pause computer"))

    def show_display(self, display: DisplayOptions) -> None:
        self.show_values_action.setChecked(display.show_values)
        self.show_pv_action.setChecked(display.show_pv)

    def update(self, has_tree: bool) -> None:
        """Enable what the position allows (``has_tree``: a search tree is shown, so it can be exported)."""
        c = self.host.controller
        s = c.session
        game = self.host.game
        offers = board_class(game)
        self.undo_action.setEnabled(c.can_undo)
        self.undo_action.setStatusTip(self.tr("Take back a move") if s.can_undo
                                        else self.tr("Bring back the previous game"))
        self.redo_action.setEnabled(c.can_redo)
        self.redo_action.setStatusTip(self.tr("Replay an undone move") if s.can_redo
                                        else self.tr("Bring back the later game"))
        self.hint_action.setEnabled(c.human_to_move())
        self.analyse_action.setEnabled(not s.is_over and not s.awaiting_roll)
        self.roll_action.setEnabled(c.human_to_roll())
        self.roll_action.setVisible(offers.offers_die)
        self.pass_action.setVisible(offers.offers_pass)
        self.pass_action.setEnabled(c.human_to_move() and s.legal_moves == (game.PASS,))
        self.compare_action.setEnabled(not s.is_over and not game.has_chance)
        self.stop_action.setEnabled(c.busy or c.move_timer.isActive())
        self.pause_action.setEnabled(c.has_computer)
        self.export_action.setEnabled(has_tree)
        for a in (self.new_action, self.open_action, self.save_action, self.expand_pv_action):
            a.setEnabled(True)
        self.copy_position_action.setEnabled(game.has_position_notation)
        self.paste_position_action.setEnabled(game.has_position_notation)
        self.edit_position_action.setEnabled(can_edit(game))
        if self.host.explorer_mode.active:
            # The game is out of sight in explorer mode: nothing may start or change it from there.
            for a in self.game_actions:
                a.setEnabled(False)
