"""Two analyses of one position side by side: each root move's value in both, and what changed.

Used for "What changed" (before and after a change of evaluation, weights or depth) and for "A vs B"
(two evaluations at once). Values are from the point of view of the player to move, as everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from engine.game import Game
from engine.results import MoveValue, SearchResult

from ..app.format import fmt_move_value, fmt_value
from ..i18n import QT_TRANSLATE_NOOP

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()


@dataclass(frozen=True)
class Side:
    """One analysis in the comparison: its short title ("before", "A"; shown as it is, so in the user's
    language), what it was, and its result."""

    title: str
    result: SearchResult
    detail: str = ""
    """"windows(w1=1, ...), depth 5": shown in the summary and the column's tooltip."""


class ComparisonModel(QAbstractTableModel):
    """Rows: the root moves; columns: move, the first analysis's value, the second's, the change.

    The best move of each analysis carries ★ beside its value; a row whose best-move status changed is
    bold."""

    COLUMNS = (QT_TRANSLATE_NOOP("ComparisonModel", "Move"), "", "", QT_TRANSLATE_NOOP("ComparisonModel", "Change"))
    """The fixed columns' names in English (shown through ``tr``); the middle two are the sides' titles."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.first: Side | None = None
        self.second: Side | None = None
        self._rows: list[tuple[int, MoveValue | None, MoveValue | None]] = []

    def set_sides(self, game: Game, first: Side | None, second: Side | None) -> None:
        self.beginResetModel()
        self.game, self.first, self.second = game, first, second
        moves: list[int] = []
        for side in (first, second):
            if side is not None:
                moves += [m.move for m in side.result.moves if m.move not in moves]
        a = {m.move: m for m in first.result.moves} if first else {}
        b = {m.move: m for m in second.result.moves} if second else {}
        self._rows = [(m, a.get(m), b.get(m)) for m in moves]
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self.first = self.second = None
        self._rows = []
        self.endResetModel()

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.ToolTipRole and section in (1, 2):
            side = self.first if section == 1 else self.second
            return side.detail if side else None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == 1:
            return self.first.title if self.first else self.tr("before")
        if section == 2:
            return self.second.title if self.second else self.tr("after")
        return self.tr(str(self.COLUMNS[section])) if self.COLUMNS[section] else ""

    def change(self, row: int) -> float | None:
        _, a, b = self._rows[row]
        if a is None or b is None or a.bound != "exact" or b.bound != "exact":
            return None
        return b.value - a.value

    def best_changed(self, row: int) -> bool:
        move = self._rows[row][0]
        best_a = self.first.result.best_move if self.first else None
        best_b = self.second.result.best_move if self.second else None
        return best_a != best_b and move in (best_a, best_b)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        move, a, b = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return self.game.format_move(move) if self.game else str(move)
            if col in (1, 2):
                mv, side = (a, self.first) if col == 1 else (b, self.second)
                if mv is None:
                    return "—"
                star = " ★" if side is not None and side.result.best_move == move else ""
                return fmt_move_value(mv) + star
            d = self.change(index.row())
            if d is None:
                return "—" if a is None or b is None else "?"
            return "0" if d == 0 else ("+" if d > 0 else "") + fmt_value(d)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter) if col else None
        if role == Qt.ItemDataRole.FontRole and self.best_changed(index.row()):
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.ForegroundRole and col == 3:
            d = self.change(index.row())
            if d:
                return QBrush(QColor("#2e9d44") if d > 0 else QColor("#d04040"))
        if role == Qt.ItemDataRole.ToolTipRole and self.best_changed(index.row()):
            return self.tr("The best move changed here")
        return None

    def summary(self) -> str:
        """Rich text: whether the choice changed, then each side's evaluation, best move and PV on a line."""
        if self.first is None or self.second is None or self.game is None:
            return ""
        g = self.game

        def line(side: Side) -> str:
            r = side.result
            move = "—" if r.best_move is None else g.format_move(r.best_move)
            pv = " ".join(g.format_move(m) for m in r.pv)
            return self.tr("<b>{0}</b> ({1}): best <b>{2}</b>, value {3}, PV {4}").format(
                escape(side.title), escape(side.detail), escape(move), escape(fmt_value(r.value)), escape(pv or "—"))

        a, b = self.first.result, self.second.result
        if a.best_move != b.best_move:
            verdict = self.tr("<b>The choice changed</b>: {0} → {1}").format(
                escape(g.format_move(a.best_move) if a.best_move else "—"),
                escape(g.format_move(b.best_move) if b.best_move else "—"))
        else:
            verdict = self.tr("<b>Same choice</b>")
        return f"{verdict}<br>{line(self.first)}<br>{line(self.second)}"
