"""The evaluation lab's Plugins tab: the folder of evaluation files the user chose (loaded at every start)
and the installed plugin packages, each with its error if it has one; Choose folder and Reload."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Slot
from PySide6.QtWidgets import QFileDialog

from .lab_view import EvalLabWidget
from .plugin_folder import PLUGINS, choose_folder


class PluginsTab(QObject):
    """Fills ``widget``'s Plugins tab; ``changed`` is told when the evaluations on offer may have changed."""

    def __init__(self, widget: EvalLabWidget, settings: QSettings, changed: Callable[[], None]) -> None:
        super().__init__(widget)
        self.widget = widget
        self.settings = settings
        self.changed = changed
        widget.choose_folder_button.clicked.connect(self.choose_folder_dialog)
        widget.reload_button.clicked.connect(self.reload_plugins)

    @Slot()
    def choose_folder_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self.widget, self.tr("Folder of evaluation files"),
                                                  PLUGINS.folder or "")
        if folder:
            self.use_plugin_folder(folder)

    def use_plugin_folder(self, folder: str | None) -> None:
        choose_folder(self.settings, folder)
        self._reloaded()

    @Slot()
    def reload_plugins(self) -> None:
        PLUGINS.reload()
        self._reloaded()

    def _reloaded(self) -> None:
        self.changed()
        self.show()

    def show(self) -> None:
        self.widget.show_plugins(PLUGINS.folder, PLUGINS.entries)
