"""Help ▸ Keyboard shortcuts: every shortcut of the window, read from its actions (so the list cannot
drift from what the keys do), grouped by the menu that holds each action."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..app.format import window_title
from ..i18n import QT_TRANSLATE_NOOP

BOARD_KEYS = QT_TRANSLATE_NOOP("ShortcutsDialog",
                               "On the board: the arrow keys move the selection, Enter or Space plays the selected move.")


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…").strip()


def _keys(action: QAction) -> str:
    return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if not k.isEmpty())


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(menu, action, keys) for every action of ``window`` that has a shortcut: those in the menus in
    menu order ("Game ▸ Players" for a submenu), then the others under "Window"."""
    rows: list[tuple[str, str, str]] = []
    seen: set[int] = set()

    def walk(menu: QMenu, where: str) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, f"{where} ▸ {_plain(action.text())}")
            elif not action.isSeparator() and id(action) not in seen and _keys(action):
                seen.add(id(action))
                rows.append((where, _plain(action.text()), _keys(action)))

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, _plain(top.text()))
    for action in window.findChildren(QAction):
        if id(action) not in seen and _keys(action) and action.text():
            seen.add(id(action))
            rows.append((QCoreApplication.translate("ShortcutsDialog", "Window"), _plain(action.text()), _keys(action)))
    return rows


class ShortcutsDialog(QDialog):
    """A table of the window's shortcuts (built afresh each time it is shown)."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(window_title(self.tr("Keyboard shortcuts")))
        self.window_ = window
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("shortcutsTable")
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        note = QLabel(self.tr(BOARD_KEYS), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(560, 600)
        self.refresh()

    def refresh(self) -> None:
        rows = shortcut_rows(self.window_)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)


def add_help_actions(window: QMainWindow, help_menu: QMenu, show_help: Callable[[str], None]) -> tuple[QAction, QAction]:
    """Help (F1, the page on using the app) first in the Help menu, Keyboard shortcuts after it."""
    help_action = QAction(QCoreApplication.translate("ShortcutsDialog", "&Help"), window)
    help_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
    if help_action.shortcut().isEmpty():  # (a platform without a standard help key)
        help_action.setShortcut(QKeySequence("F1"))
    help_action.setStatusTip(QCoreApplication.translate("ShortcutsDialog", "How to use Minimax Studio"))
    help_action.triggered.connect(lambda: show_help("using"))
    shortcuts_action = QAction(QCoreApplication.translate("ShortcutsDialog", "&Keyboard shortcuts"), window)
    shortcuts_action.setStatusTip(QCoreApplication.translate("ShortcutsDialog", "Every keyboard shortcut of the window"))
    dialog: list[ShortcutsDialog] = []

    def show_shortcuts() -> None:
        if not dialog:
            dialog.append(ShortcutsDialog(window))
        dialog[0].show()
        dialog[0].raise_()

    shortcuts_action.triggered.connect(show_shortcuts)
    existing = help_menu.actions()
    if existing:
        help_menu.insertActions(existing[0], [help_action, shortcuts_action])
        help_menu.insertSeparator(existing[0])
    else:
        help_menu.addActions([help_action, shortcuts_action])
    window.addAction(help_action)
    return help_action, shortcuts_action
