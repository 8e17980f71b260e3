"""What the main window keeps between runs: ``SavedWindowState`` — the preferences (the game, both sides'
settings per game, the display options), the window's geometry and its dock layout, and View ▸ Reset
layout back to the default arrangement.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, QSettings, Slot
from PySide6.QtWidgets import QMainWindow

from ..app.controller import GameController
from ..app.preferences import save_preferences
from .explorer_mode import ExplorerMode
from .window_layout import DockLayout


class SavedWindowState(QObject):
    """Saves and restores ``window``'s settings in ``settings``."""

    def __init__(self, window: QMainWindow, settings: QSettings, controller: GameController,
                 explorer_mode: ExplorerMode, dock_layout: DockLayout) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.controller = controller
        self.explorer_mode = explorer_mode
        self.dock_layout = dock_layout

    @Slot()
    def save_preferences(self) -> None:
        """The game, both sides' settings per game and the display options (saved on every change)."""
        save_preferences(self.settings, self.controller.prefs)

    def save_settings(self) -> None:
        """Everything, the window's geometry and dock layout too (on close)."""
        self.save_preferences()
        self.explorer_mode.restore_docks()  # the layout to remember is the game's, docks included
        s = self.settings
        s.setValue("window/geometry", self.window.saveGeometry())
        s.setValue("window/state", self.window.saveState())
        s.sync()

    def restore_window_state(self) -> None:
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if isinstance(geometry, QByteArray | bytes):
            self.window.restoreGeometry(QByteArray(geometry))
        if isinstance(state, QByteArray | bytes):
            self.window.restoreState(QByteArray(state))

    @Slot()
    def reset_layout(self) -> None:
        """View ▸ Reset layout: back to the game with the default dock arrangement."""
        if self.explorer_mode.active:
            self.explorer_mode.action.setChecked(False)
        self.dock_layout.reset()
