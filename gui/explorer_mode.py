"""The tree explorer as a mode of the main window: a "Game" tab and a "Tree explorer" tab.

Kept out of ``main_window.py`` so the window only needs a few hooks: it builds this after its docks
and actions, asks ``active`` before enabling game actions, and calls ``restore_docks`` before saving
its dock layout. In explorer mode the game's docks are hidden (they describe the game, not the tree
on screen) and come back as they were when the user returns to the game; the game's actions are
disabled, so a stray H or A in the explorer cannot start a search the user cannot see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QFrame, QScrollArea, QTabWidget

from .explorer.explorer import TreeExplorer

if TYPE_CHECKING:
    from .main_window import MainWindow

GAME_TAB, EXPLORER_TAB = 0, 1


class ExplorerMode(QObject):
    """Owns the central tab widget and the explorer; switches the docks and actions with the mode."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.explorer = TreeExplorer()
        self.explorer.setObjectName("treeExplorer")
        game_page = window.takeCentralWidget()
        self.tabs = QTabWidget(window)
        self.tabs.setObjectName("modeTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(game_page, "Game")
        # A tab widget is as wide as its widest page's minimum even when that page is hidden: in a
        # scroll area the explorer (about 1,100 px at least) cannot force the game's window wider.
        self.scroller = QScrollArea()
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidgetResizable(True)
        self.scroller.setWidget(self.explorer)
        self.tabs.addTab(self.scroller, "Tree explorer")
        self.tabs.setTabToolTip(GAME_TAB, "Play and watch the computer think")
        self.tabs.setTabToolTip(EXPLORER_TAB, "Textbook trees drawn as trees, alpha-beta step by step")
        window.setCentralWidget(self.tabs)
        self._hidden_docks: list[QDockWidget] = []
        self.action = QAction("Tree &explorer", window)
        self.action.setCheckable(True)
        self.action.setShortcut("Ctrl+T")
        self.action.setStatusTip("Switch between the game and the tree explorer")
        self.action.toggled.connect(lambda on: self.tabs.setCurrentIndex(EXPLORER_TAB if on else GAME_TAB))
        window.addAction(self.action)
        self.tabs.currentChanged.connect(self._mode_changed)
        window.tree_widget.openInExplorer.connect(self.open_search_subtree)

    @property
    def active(self) -> bool:
        return self.tabs.currentIndex() == EXPLORER_TAB

    def docks(self) -> list[QDockWidget]:
        return self.window.findChildren(QDockWidget)  # every dock describes the game

    @Slot(int)
    def _mode_changed(self, index: int) -> None:
        exploring = index == EXPLORER_TAB
        self.action.setChecked(exploring)
        if exploring:
            self._hidden_docks = [d for d in self.docks() if d.isVisible()]
            for dock in self._hidden_docks:
                dock.hide()
            self.window.statusBar().showMessage("Tree explorer: type a tree or pick an example; Ctrl+T returns to the game")
        else:
            self.restore_docks()
            self.window.statusBar().clearMessage()
        for dock in self.docks():  # the View menu's dock toggles make no sense while exploring
            dock.toggleViewAction().setEnabled(not exploring)
        self.window._update_actions()

    def restore_docks(self) -> None:
        """Show again the docks explorer mode hid (also before the window saves its layout)."""
        for dock in self._hidden_docks:
            dock.show()
        self._hidden_docks = []

    @Slot(int)
    def open_search_subtree(self, index: int) -> None:
        """Open the part of the shown search below record node ``index`` in the explorer."""
        record = self.window.tree_widget.record()
        if record is None:
            return
        self.explorer.open_record_subtree(record, index, max_nodes=self.window.tree_widget.EXPLORER_LIMIT)
        self.tabs.setCurrentIndex(EXPLORER_TAB)
