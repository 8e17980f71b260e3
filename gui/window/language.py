"""View ▸ Language: the language the window speaks — the system's, English, or one with a translation file
(``gui.i18n.available_languages``). The choice is the ``ui/language`` setting and applies from the next
start: every window has said its words by the time the user picks, and a half-translated window would
mislead more than one that waits."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from ..i18n import LANGUAGE_KEY, available_languages, chosen_language, language_name

SYSTEM = ""
"""The setting's value for "follow the system's language"."""


class LanguageMenu(QObject):
    """The Language submenu of ``menu``: one checkable entry per language, the saved choice checked;
    choosing another saves it and says it applies at the next start (``message_box``)."""

    def __init__(self, window: QMainWindow, menu: QMenu, settings: QSettings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.message_box: QMessageBox | None = None
        self.menu = menu.addMenu(self.tr("Lan&guage"))
        self.menu.setObjectName("languageMenu")
        self.menu.setStatusTip(self.tr("The language of the window's words, from the next start"))
        group = QActionGroup(self)
        group.setExclusive(True)
        chosen = chosen_language(settings)
        codes = available_languages()
        if chosen and chosen not in codes:
            chosen = SYSTEM  # a language whose file is gone: the system's decides, as at start
        self.actions: dict[str, QAction] = {}
        for code in (SYSTEM, *codes):
            # Each language by its own name, so a speaker finds it whatever the window speaks now.
            action = QAction(self.tr("System language") if code == SYSTEM else language_name(code), group)
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.setData(code)
            action.triggered.connect(lambda _on=False, code=code: self.choose(code))
            self.menu.addAction(action)
            self.actions[code] = action

    def chosen(self) -> str:
        """The saved choice: a language code, or "" for the system's language."""
        return chosen_language(self.settings)

    @Slot(str)
    def choose(self, code: str) -> None:
        """Save ``code`` ("" for the system's language) and say it applies when Minimax Studio next starts."""
        if code == self.chosen():
            return
        self.settings.setValue(LANGUAGE_KEY, code)
        self.settings.sync()
        self.actions[code].setChecked(True)
        name = self.tr("the system's language") if code == SYSTEM else language_name(code)
        text = self.tr("Minimax Studio will use {0} from its next start.").format(name)
        self.window.statusBar().showMessage(text, 8000)
        if self.message_box is not None:
            self.message_box.close()
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Language"), text, QMessageBox.StandardButton.Ok,
                          self.window)
        box.setObjectName("languageBox")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()  # not exec(): the game goes on behind it
        self.message_box = box
