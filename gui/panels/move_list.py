"""The move list: every move played (and, greyed, the moves undone that Redo would replay).

A computer move keeps the search that chose it; selecting it shows that search's tree and
statistics, so a user can go back and see why the computer played move 3.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from engine.game import Game

from ..app.format import fmt_value
from ..app.session import GameSession, MoveEntry
from ..i18n import player_name

INDEX_ROLE = Qt.ItemDataRole.UserRole
DIE_GLYPHS = {face: chr(0x2680 + face - 1) for face in range(1, 7)}  # ⚀ … ⚅


class MoveListWidget(QWidget):
    """Signals:
        entrySelected(int): the user selected played move ``index`` (0-based).
        selectionCleared(): no move is selected.
    """

    entrySelected = Signal(int)
    selectionCleared = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = QTreeWidget(self)
        self.view.setColumnCount(4)
        self.view.setHeaderLabels(["#", self.tr("Move"), self.tr("By"), self.tr("Value · search")])
        self.view.setRootIsDecorated(False)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.currentItemChanged.connect(self._on_current)
        self.view.setColumnWidth(0, 36)
        self.view.setColumnWidth(1, 110)  # "⚄ blue rolls 5" in the dice game
        self.view.setColumnWidth(2, 80)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)

    def show_session(self, session: GameSession) -> None:
        game = session.game
        self.view.blockSignals(True)
        self.view.clear()
        played = list(session.entries)
        future = list(reversed(session.redo_stack))
        muted = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        for i, entry in enumerate(played + future):
            item = QTreeWidgetItem([str(i + 1), move_text(game, entry), _made_by(entry), _summary(entry)])
            item.setData(0, INDEX_ROLE, i)
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(3, item.text(3))  # (the column is often narrower than the settings in words)
            if i >= len(played):
                font = QFont(self.view.font())
                font.setItalic(True)
                for col in range(4):
                    item.setForeground(col, muted)
                    item.setFont(col, font)
                item.setToolTip(1, self.tr("undone: Redo replays it"))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.view.addTopLevelItem(item)
        last = self.view.topLevelItem(len(played) - 1) if played else None
        if last is not None:
            self.view.scrollToItem(last)
        self.view.blockSignals(False)

    def select(self, index: int) -> None:
        item = self.view.topLevelItem(index)
        if item is not None:
            self.view.setCurrentItem(item)

    @Slot(QTreeWidgetItem, QTreeWidgetItem)
    def _on_current(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if current is None:
            self.selectionCleared.emit()
        else:
            self.entrySelected.emit(int(current.data(0, INDEX_ROLE)))


def move_text(game: Game, entry: MoveEntry) -> str:
    """"red c5d4", or for a die roll "⚂ red rolls 3" (the die face glyphs ⚀-⚅)."""
    if entry.is_roll:
        who = (player_name(game, entry.roller) if entry.roller is not None
               else QCoreApplication.translate("MoveListWidget", "chance"))
        face = DIE_GLYPHS.get(entry.move, "")
        rolls = QCoreApplication.translate("MoveListWidget", "{0} rolls {1}").format(who, game.format_move(entry.move))
        return f"{face} {rolls}".strip()
    return f"{player_name(game, entry.player)} {game.format_move(entry.move)}"


def _made_by(entry: MoveEntry) -> str:
    if entry.is_roll:
        return QCoreApplication.translate("MoveListWidget", "die")
    if entry.made_by == "computer":
        return QCoreApplication.translate("MoveListWidget", "computer")
    return QCoreApplication.translate("MoveListWidget", "human")


def _summary(entry: MoveEntry) -> str:
    r = entry.result
    if r is None:
        return entry.program  # an outside program's move: no value of ours, its name
    value = QCoreApplication.translate("MoveListWidget", "no value") if r.value is None else fmt_value(r.value)
    text = f"{value} · {entry.caption}" if entry.caption else value
    if r.stopped:
        text += " " + (QCoreApplication.translate("MoveListWidget", "(stopped before any move was searched)")
                       if r.value is None else QCoreApplication.translate("MoveListWidget", "(stopped)"))
    return text
