"""The main window's dialogs: the help window, Compare algorithms, the About box and the message for an error.

Each dialog is made on first use and kept (the help window and the comparison stay open beside the
game, non-modal); an error is one window-modal box that does not block the event loop, replacing the
previous one, and the status bar repeats it.
"""

from __future__ import annotations

from html import escape

import PySide6
from PySide6.QtCore import QObject, Qt, Slot, qVersion
from PySide6.QtWidgets import QMainWindow, QMessageBox

from engine.about import version_lines
from engine.game import Game, State
from engine.search import SearchOptions

from .compare import CompareDialog
from .help_dialog import HelpDialog
from .icon import icon_pixmap

ABOUT_ICON_PX = 96


class WindowDialogs(QObject):
    """``help_dialog``, ``compare_dialog`` and the error ``message_box`` of ``window`` (None until first
    shown); ``last_message``: the last error told."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.last_message = ""
        self.message_box: QMessageBox | None = None
        self.help_dialog: HelpDialog | None = None
        self.compare_dialog: CompareDialog | None = None
        self.about_box: QMessageBox | None = None

    def show_help(self, page: str) -> None:
        """Show a help page (a key of ``gui.help.PAGES`` or a game's name) in the non-modal help window."""
        if self.help_dialog is None:
            self.help_dialog = HelpDialog(self.window)
        self.help_dialog.show_page(page)

    def show_about(self) -> None:
        """The About box: the program's name and version, and what a bug report needs to say about the
        program that runs (the same lines as ``minimax-studio --version``: Python, Qt, compiled or pure)."""
        if self.about_box is None:
            name, *facts = version_lines(f"Qt: PySide6 {PySide6.__version__} (Qt {qVersion()})")
            box = QMessageBox(self.window)
            box.setObjectName("aboutBox")
            box.setWindowTitle(self.tr("About Minimax Studio"))
            box.setIconPixmap(icon_pixmap(ABOUT_ICON_PX))
            box.setTextFormat(Qt.TextFormat.RichText)
            box.setText(f"<h2>{escape(name)}</h2><p>"
                        + self.tr("Play board games against the computer and watch minimax and alpha-beta think.")
                        + "</p>")
            box.setInformativeText("<br>".join(escape(line) for line in facts))
            box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            box.setStandardButtons(QMessageBox.StandardButton.Close)
            self.about_box = box
        self.about_box.open()  # not exec(): the game goes on behind it

    def compare(self, game: Game, state: State, options: SearchOptions, heading: str) -> None:
        """Chart what minimax, alpha-beta and each enhancement cost on ``state`` (on the dialog's own
        worker thread)."""
        if self.compare_dialog is None:
            self.compare_dialog = CompareDialog(self.window)
        self.compare_dialog.compare(game, state, options, heading)
        self.compare_dialog.show()

    @Slot(str)
    def report_error(self, text: str) -> None:
        """Tell the user (a window-modal box that does not block the event loop) and the status bar."""
        self.last_message = text
        self.window.statusBar().showMessage(text, 8000)
        if self.message_box is not None:
            self.message_box.close()
        box = QMessageBox(QMessageBox.Icon.Warning, "Minimax Studio", text, QMessageBox.StandardButton.Ok, self.window)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        self.message_box = box

    def shutdown(self) -> None:
        """The window closes: a comparison still running stops."""
        if self.compare_dialog is not None:
            self.compare_dialog.shutdown()
