"""The window's positions: File ▸ Copy position / Paste position, Tools ▸ Set up position (the board
editor; Nim's heap editor) and Tools ▸ Run test suite.

A position is text in the game's own notation (``Game.format_position`` / ``parse_position``): what is
copied can be pasted into another program, a forum post or ``analyze --position``. A pasted or set-up
position starts a new game from it (``GameShelf.start_from``; Undo brings the old game back); one
that cannot be read, or that no game reaches, is refused with the reason.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from engine.errors import InputError
from engine.game import State
from engine.games.nim import Nim

from ..app.controller import GameController
from ..i18n import game_title
from .heap_editor import HeapEditor
from .position_editor import PositionEditor, can_edit
from .suite_dialog import SuiteDialog


class WindowPositions(QObject):
    """Copy, paste and set up positions of ``controller``'s game, and the suite runner, for ``window``."""

    def __init__(self, window: QMainWindow, controller: GameController, report_error: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.report_error = report_error
        self.editor: PositionEditor | HeapEditor | None = None
        self.suite_dialog: SuiteDialog | None = None

    def position_text(self) -> str | None:
        """The current position in the game's notation (None: the game has none)."""
        game = self.controller.game
        return game.format_position(self.controller.session.state) if game.has_position_notation else None

    @Slot()
    def copy_position(self) -> None:
        text = self.position_text()
        if text is None:
            self.report_error(self.tr("{0} positions have no text form: save the game instead.")
                              .format(game_title(self.controller.game)))
            return
        QGuiApplication.clipboard().setText(text)
        self.window.statusBar().showMessage(self.tr("Copied the position: {0}").format(text), 6000)

    @Slot()
    def paste_position(self) -> None:
        self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """Start a game from ``text``, a position in the current game's notation; False (and the reason
        told) when it cannot be read or no game reaches it."""
        game = self.controller.game
        if not text.strip():
            self.report_error(self.tr("The clipboard holds no text: copy a position first."))
            return False
        try:
            state = game.parse_position(text.strip()[:2000])
        except InputError as e:
            self.report_error(self.tr("Cannot paste this {0} position: {1}").format(game_title(game), e))
            return False
        self.controller.games.start_from(state)
        return True

    @Slot()
    def edit_position(self) -> None:
        game = self.controller.game
        if not can_edit(game):
            self.report_error(self.tr("{0} has no board editor: paste a position instead (File ▸ Paste position).")
                              .format(game_title(game)))
            return
        if self.editor is not None:
            self.editor.close()
        state = self.controller.session.state
        if isinstance(game, Nim):
            self.editor = HeapEditor(game, state, self.play_from, self.window)
        else:
            self.editor = PositionEditor(game, state, self.play_from, self.window)
        self.editor.open()

    def play_from(self, state: State, analyse: bool) -> None:
        self.controller.games.start_from(state)
        if analyse and not self.controller.session.is_over:
            self.controller.engine.analyse()

    @Slot()
    def run_suite(self) -> None:
        if self.suite_dialog is None:
            self.suite_dialog = SuiteDialog(self.window)
        self.suite_dialog.show()
        self.suite_dialog.raise_()

    def shutdown(self) -> None:
        if self.suite_dialog is not None:
            self.suite_dialog.shutdown()
