"""The Learn dock of the main window, made on first use (Help ▸ Learn): the main window stays as it was
for anyone who never opens it, and its saved layout is untouched until then."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from .panel import LearnPanel

DOCK_NAME = "learnDock"


def show_learn_dock(window: QMainWindow, settings: QSettings) -> QDockWidget:
    """Show (making it the first time) the window's Learn dock, floating beside the game, and focus its list."""
    dock = window.findChild(QDockWidget, DOCK_NAME)
    if dock is None:
        dock = QDockWidget("Learn", window)
        dock.setObjectName(DOCK_NAME)
        panel = LearnPanel(settings, parent=dock)
        dock.setWidget(panel)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setFloating(True)
        dock.resize(960, 720)
    dock.show()
    dock.raise_()
    shown = dock.widget()
    if isinstance(shown, LearnPanel):
        shown.lesson_list.setFocus()
    return dock
