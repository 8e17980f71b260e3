"""The main window's files: File ▸ Open, Save and Export search tree, their dialogs, and the folder they
open in (the one the user last opened or saved in, remembered across runs).

Reading and writing are the application layer's (``gui.app.game_file``); what is here is what only a
window has: the dialogs, and what the user is told afterwards (the status bar, or an error message).
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Slot
from PySide6.QtWidgets import QFileDialog, QMainWindow

from ..app.controller import GameController
from ..app.format import shortcut_text
from ..app.game_file import AskToLoad, GameFileError, load_game, save_game
from ..board import BOARDS
from ..i18n import QT_TRANSLATE_NOOP
from ..search_tree import SearchTreeWidget

LAST_DIR_KEY = "files/last_dir"  # QSettings: the folder of the last game or tree opened or saved
GAME_FILE_FILTER = QT_TRANSLATE_NOOP("WindowFiles", "Minimax Studio games (*.mmgame.json *.json);;All files (*)")
TREE_FILE_FILTER = QT_TRANSLATE_NOOP("WindowFiles", "Search tree as JSON (*.json);;Graphviz DOT (*.dot)")


class WindowFiles(QObject):
    """Open, save and export for ``window``: the game is ``controller``'s, the tree the one ``tree_widget``
    shows; ``report_error`` tells the user what went wrong. ``ask_to_load`` (set once the evaluation lab
    exists) asks before a game file's evaluation code is loaded."""

    def __init__(self, window: QMainWindow, settings: QSettings, controller: GameController,
                 tree_widget: SearchTreeWidget, report_error: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.controller = controller
        self.tree_widget = tree_widget
        self.report_error = report_error
        self.ask_to_load: AskToLoad | None = None

    def _status(self, text: str, ms: int) -> None:
        self.window.statusBar().showMessage(text, ms)

    def _file_dir(self) -> str:
        """Where a file dialog opens: the folder the user last opened or saved in (else the current one)."""
        folder = self.settings.value(LAST_DIR_KEY, "")
        return folder if isinstance(folder, str) and folder and os.path.isdir(folder) else ""

    def _remember_dir(self, path: str) -> None:
        self.settings.setValue(LAST_DIR_KEY, os.path.dirname(os.path.abspath(path)))

    @Slot()
    def save_game_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game"),
                                              os.path.join(self._file_dir(), "game.mmgame.json"), self.tr(GAME_FILE_FILTER))
        if path:
            self.save_game_to(path)

    def save_game_to(self, path: str) -> bool:
        try:
            save_game(path, self.controller.games.saved_game())
        except GameFileError as e:
            self.report_error(str(e))
            return False
        self._remember_dir(path)
        self._status(self.tr("Saved {0}").format(path), 4000)
        return True

    @Slot()
    def open_game_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open game"), self._file_dir(),
                                              self.tr(GAME_FILE_FILTER))
        if path:
            self.open_game_from(path)

    def open_game_from(self, path: str) -> bool:
        """Open a saved game; on any problem show why and leave the current game as it was. Undo brings
        the game that was in play back."""
        try:
            saved = load_game(path, self.ask_to_load, playable=BOARDS)
        except GameFileError as e:
            self.report_error(self.tr("Could not open the game: {0}").format(e))
            return False
        self._remember_dir(path)
        self.controller.games.open_saved(saved)
        notes = "".join(f"; {note}" for note in saved.notes)
        self._status(self.tr("Opened {0}{1} — Undo ({2}) at its start brings the previous game back").format(
            path, notes, shortcut_text("Ctrl+Z")), 8000)
        return True

    @Slot()
    def export_tree_dialog(self) -> None:
        if self.tree_widget.record() is None:
            self.report_error(self.tr("There is no search tree to export yet: let the computer move, or ask for a hint."))
            return
        path, chosen = QFileDialog.getSaveFileName(self.window, self.tr("Export search tree"),
                                                   os.path.join(self._file_dir(), "search-tree.json"),
                                                   self.tr(TREE_FILE_FILTER))
        if path:
            if "." not in path.rsplit("/", 1)[-1]:
                path += ".dot" if chosen.endswith("(*.dot)") else ".json"
            self.export_tree_to(path)

    def export_tree_to(self, path: str) -> bool:
        try:
            self.tree_widget.export(path)
        except (OSError, ValueError) as e:
            self.report_error(self.tr("Could not export the search tree: {0}").format(e))
            return False
        self._remember_dir(path)
        self._status(self.tr("Exported the search tree to {0}").format(path), 4000)
        return True
