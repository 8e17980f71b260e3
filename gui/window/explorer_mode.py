"""The tree explorer as a mode of the main window: a "Game" tab and a "Tree explorer" tab.

It knows nothing of the main window: it is given the game's page, the docks that describe the game
and the search tree widget, and tells the window what happens through signals (``modeChanged`` to
enable or disable the game's actions, ``message`` for the status bar). The window calls
``restore_docks`` before saving its dock layout. In explorer mode the game's docks are hidden (they
describe the game, not the tree on screen) and come back as they were when the user returns to the game; the game's actions are
disabled, so a stray H or A in the explorer cannot start a search the user cannot see.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QFrame, QScrollArea, QTabWidget, QWidget

from ..app.format import shortcut_text
from ..explorer.explorer import TreeExplorer
from ..search_tree import SearchTreeWidget

GAME_TAB, EXPLORER_TAB = 0, 1


class ExplorerMode(QObject):
    """Owns the central tab widget and the explorer; hides the game's docks while exploring.

    Signals:
        modeChanged(bool): True on entering the explorer, False on returning to the game.
        message(str): a line for the status bar ("" clears it).
    """

    modeChanged = Signal(bool)
    message = Signal(str)

    def __init__(self, game_page: QWidget, docks: Sequence[QDockWidget], tree_widget: SearchTreeWidget,
                 parent: QWidget) -> None:
        super().__init__(parent)
        self._docks = list(docks)
        self.tree_widget = tree_widget
        self.explorer = TreeExplorer()
        self.explorer.setObjectName("treeExplorer")
        self.tabs = QTabWidget(parent)
        self.tabs.setObjectName("modeTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(game_page, self.tr("Game"))
        # A tab widget is as wide as its widest page's minimum even when that page is hidden: in a
        # scroll area the explorer (about 1,100 px at least) cannot force the game's window wider.
        self.scroller = QScrollArea()
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidgetResizable(True)
        self.scroller.setWidget(self.explorer)
        self.tabs.addTab(self.scroller, self.tr("Tree explorer"))
        self.tabs.setTabToolTip(GAME_TAB, self.tr("Play and watch the computer think"))
        self.tabs.setTabToolTip(EXPLORER_TAB, self.tr("Textbook trees drawn as trees, alpha-beta step by step"))
        self._hidden_docks: list[QDockWidget] = []
        self.action = QAction(self.tr("Tree &explorer"), parent)
        self.action.setCheckable(True)
        self.action.setShortcut("Ctrl+T")
        self.action.setStatusTip(self.tr("Switch between the game and the tree explorer"))
        self.action.toggled.connect(lambda on: self.tabs.setCurrentIndex(EXPLORER_TAB if on else GAME_TAB))
        self.tabs.currentChanged.connect(self._mode_changed)
        tree_widget.openInExplorer.connect(self.open_search_subtree)

    @property
    def active(self) -> bool:
        return self.tabs.currentIndex() == EXPLORER_TAB

    def docks(self) -> list[QDockWidget]:
        """The docks that describe the game (hidden while exploring)."""
        return list(self._docks)

    @Slot(int)
    def _mode_changed(self, index: int) -> None:
        exploring = index == EXPLORER_TAB
        self.action.setChecked(exploring)
        if exploring:
            self._hidden_docks = [d for d in self.docks() if d.isVisible()]
            for dock in self._hidden_docks:
                dock.hide()
            self.message.emit(self.tr("Tree explorer: type a tree or pick an example; {0} returns to the game").format(
                shortcut_text("Ctrl+T")))
        else:
            self.restore_docks()
            self.message.emit("")
        for dock in self.docks():  # the View menu's dock toggles make no sense while exploring
            dock.toggleViewAction().setEnabled(not exploring)
        self.modeChanged.emit(exploring)

    def restore_docks(self) -> None:
        """Show again the docks explorer mode hid (also before the window saves its layout)."""
        for dock in self._hidden_docks:
            dock.show()
        self._hidden_docks = []

    @Slot(int)
    def open_search_subtree(self, index: int) -> None:
        """Open the part of the shown search below record node ``index`` in the explorer."""
        record = self.tree_widget.record()
        if record is None:
            return
        self.explorer.open_record_subtree(record, index, max_nodes=self.tree_widget.EXPLORER_LIMIT)
        self.tabs.setCurrentIndex(EXPLORER_TAB)
