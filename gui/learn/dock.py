"""The Learn dock of the main window, made on first use (Help ▸ Learn): the main window stays as it was
for anyone who never opens it, and its saved layout is untouched until then."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from .panel import LearnPanel

DOCK_NAME = "learnDock"
LARGEST = QSize(1240, 780)
"""The Learn dock's size on a large screen: a lesson's widest tree (27 leaves) fits at full size."""
FRAME = QSize(40, 60)
"""What the screen keeps around the floating dock (its title bar, a panel of the desktop)."""


def dock_size(available: QSize) -> QSize:
    """The floating dock's first size on a screen of ``available`` size: as large as the screen allows at
    1280×800 (the widest tree of the course fits without scrolling), never larger than ``LARGEST``."""
    return (available - FRAME).boundedTo(LARGEST).expandedTo(QSize(640, 480))


def show_learn_dock(window: QMainWindow, settings: QSettings) -> QDockWidget:
    """Show (making it the first time) the window's Learn dock, floating beside the game, and put the keyboard
    in the task's answer (or on its board): a floating dock is a window of its own, and unless it is made the
    active one the keys a learner types go to the main window behind it."""
    dock = window.findChild(QDockWidget, DOCK_NAME)
    if dock is None:
        dock = QDockWidget(QCoreApplication.translate("LearnPanel", "Learn"), window)
        dock.setObjectName(DOCK_NAME)
        panel = LearnPanel(settings, parent=dock)
        dock.setWidget(panel)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setFloating(True)
        screen = window.screen()
        dock.resize(dock_size(screen.availableGeometry().size()) if screen is not None else LARGEST)
    dock.show()
    dock.raise_()
    dock.activateWindow()
    shown = dock.widget()
    if isinstance(shown, LearnPanel):
        shown.focus_answer()
    return dock
