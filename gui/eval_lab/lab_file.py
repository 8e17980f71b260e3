"""The evaluation lab's file: New from the game's template, Open, Save, Save as; the last file opened or
saved is remembered (its text comes back at the next start, to go on editing: nothing runs before Apply).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox

from engine.errors import InputError
from engine.games import GameInfo
from engine.plugins import template
from engine.validation import MAX_EVALUATION_FILE_BYTES, read_regular_file

from ..app.format import shortcut_text
from ..i18n import QT_TRANSLATE_NOOP, game_title
from .lab_view import EvalLabWidget

LAST_FILE_KEY = "evalLab/lastFile"
FILE_FILTER = QT_TRANSLATE_NOOP("LabFile", "Python evaluation files (*.py);;All files (*)")
"""The file dialogs' filter, in English (shown through ``tr``)."""


class LabFile(QObject):
    """The file in the lab's editor: ``path`` (None: untitled). ``game`` is the game in play (the template
    is its); ``say``, ``error`` and ``status`` tell the user."""

    def __init__(self, widget: EvalLabWidget, settings: QSettings, game: Callable[[], GameInfo],
                 say: Callable[[str], None], error: Callable[[str], None],
                 status: Callable[[str, int], None]) -> None:
        super().__init__(widget)
        self.widget = widget
        self.settings = settings
        self.game = game
        self.say = say
        self.error = error
        self.status = status
        self.path: str | None = None
        widget.editor.document().modificationChanged.connect(self.show_file_name)

    def restore(self) -> None:
        """The file of the last session, if it is still there."""
        last = self.settings.value(LAST_FILE_KEY)
        if isinstance(last, str) and last and Path(last).is_file():
            self.open_file(last)

    @Slot()
    def new_from_template(self) -> None:
        if not self.may_discard():
            return
        self.path = None
        self.widget.editor.setPlainText(template(self.game().name))
        self.widget.editor.document().setModified(False)
        self.widget.editor.mark_error(None)
        # (the game's title is the engine's, in English)
        self.say(self.tr("A template for {0}: edit evaluate(), then Apply ({1}).").format(
            game_title(self.game()), shortcut_text("Ctrl+Return")))
        self.show_file_name()

    @Slot()
    def open_dialog(self) -> None:
        if not self.may_discard():
            return
        path, _ = QFileDialog.getOpenFileName(self.widget, self.tr("Open evaluation file"), str(Path.home()),
                                              self.tr(str(FILE_FILTER)))
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        try:  # a regular file of sane size only: a FIFO would freeze the window, a device fill the memory
            text = read_regular_file(path, MAX_EVALUATION_FILE_BYTES, "evaluation file").decode("utf-8")
        except (InputError, UnicodeDecodeError) as e:
            self.error(self.tr("Could not open {0}: {1}").format(path, e))
            return False
        self.path = str(Path(path).resolve())
        self.settings.setValue(LAST_FILE_KEY, self.path)
        self.widget.editor.setPlainText(text)
        self.widget.editor.document().setModified(False)
        self.widget.editor.mark_error(None)
        self.say(self.tr("Opened {0}. Apply ({1}) to use it.").format(self.path, shortcut_text("Ctrl+Return")))
        self.show_file_name()
        return True

    @Slot()
    def save(self) -> bool:
        if self.path is None:
            return self.save_as_dialog()
        return self.save_to(self.path)

    @Slot()
    def save_as_dialog(self) -> bool:
        start = self.path or str(Path.home() / f"my_{self.game().name}_eval.py")
        path, _ = QFileDialog.getSaveFileName(self.widget, self.tr("Save evaluation file"), start, self.tr(str(FILE_FILTER)))
        return self.save_to(path) if path else False

    def save_to(self, path: str) -> bool:
        try:
            Path(path).write_text(self.widget.editor.toPlainText(), encoding="utf-8")
        except OSError as e:
            self.error(self.tr("Could not save {0}: {1}").format(path, e))
            return False
        self.path = str(Path(path).resolve())
        self.settings.setValue(LAST_FILE_KEY, self.path)
        self.widget.editor.document().setModified(False)
        self.show_file_name()
        self.status(self.tr("Saved {0}").format(self.path), 4000)
        return True

    def may_discard(self) -> bool:
        if not self.widget.editor.document().isModified() or not self.widget.isVisible():
            return True
        answer = QMessageBox.question(self.widget, self.tr("Evaluation lab"),
                                      self.tr("Discard the changes to the evaluation file?"),
                                      QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Discard

    @Slot()
    def show_file_name(self, *_: Any) -> None:
        self.widget.show_file_name(self.path)
