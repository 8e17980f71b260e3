"""A lazy item model over a recorded search tree (``engine.record.TreeRecord``).

Nothing is computed for a node until the view asks for its children: a node's row list (its recorded
children, then its pruned moves) is built the first time the view expands it and handed over in
batches through ``canFetchMore`` / ``fetchMore``. Opening a 200,000-node record therefore costs as
much as showing its root.

Item ids (``QModelIndex.internalId``) are record indices for recorded nodes. Rows that are not
recorded nodes ("pseudo rows": a move a cutoff pruned, or a note that the record budget left some
children out) get ids above the record: ``len(record) + parent * stride + k``, where ``k`` is the
row's place in its parent's pseudo-row list (the unrecorded note first, then the pruned moves in
game order) and ``stride`` exceeds any node's move count. So an id is stable across filter changes
and decodes to (parent, k) with one division.

Filters are modes of the model, not a proxy (a ``QSortFilterProxyModel`` would fetch everything to
filter it): "hide pruned" drops pruned rows, "only the PV" keeps just the principal variation.
Changing a mode resets the model.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette

from engine.formatting import format_probability
from engine.record import TreeRecord
from engine.search.sss_record import SSSAt

from .row_cache import TOP_LEVEL, RowCache
from .row_text import NODE_ROLE, RowText, kind_label, outcome_label, root_text
from .sss_stepping import SSSStepping
from .views import (
    COL_ALPHA,
    COL_BETA,
    COL_DEPTH,
    COL_END,
    COL_KIND,
    COL_MOVE,
    COL_SIZE,
    COL_VALUE,
    COLUMNS,
    HEADER_TIPS,
    RecordView,
    format_value,
    translated,
    view_of,
)

__all__ = [
    "COLUMNS", "COL_ALPHA", "COL_BETA", "COL_DEPTH", "COL_END", "COL_KIND", "COL_MOVE", "COL_SIZE", "COL_VALUE",
    "NODE_ROLE", "SearchTreeModel", "blend", "fmt_probability", "format_value", "kind_label", "outcome_label",
    "root_text",
]

Index = QModelIndex | QPersistentModelIndex

# Words go through Qt's translation in the context of the model's class, SearchTreeModel (module-level ones
# and those of its collaborators RowText and SSSStepping too).

_LOOKS = (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.FontRole)

fmt_probability = format_probability  # (the name the tree view's code and tests use)


def blend(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` of the way to ``b`` (opaque)."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t)


class SearchTreeModel(QAbstractItemModel):
    """Rows: the search's root node, and below each node its recorded children then its pruned moves."""

    BATCH = 200
    """Rows per ``fetchMore``: bounds the work of one call. (QTreeView.expand calls ``fetchMore`` until
    ``canFetchMore`` is false, so an expanded node still shows all its children.)"""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._record: TreeRecord | None = None
        self._view: RecordView | None = None
        self._pv: list[int] = []
        self._inserting = False
        self.cache = RowCache()
        """The lazy row lists (what each node's rows are, how many were handed out)."""
        self.sss = SSSStepping(self)
        """An SSS* record's chosen step."""
        self.texts = RowText(self, self.sss)
        """What each row says and how it looks."""
        self.set_palette(QGuiApplication.palette())

    # -- configuration --------------------------------------------------------------------------------
    def set_record(self, record: TreeRecord | None) -> None:
        self.beginResetModel()
        self._record = record if record is not None and len(record) else None
        rec = self._record
        self._view = view_of(rec) if rec is not None else None
        self._pv = self._view.pv_rows() if self._view is not None else []
        self.cache.set_record(rec, self._pv)
        self.sss.reset()
        self._end_reset()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)  # MCTS names them its way

    def _end_reset(self) -> None:
        # No rows are handed out while the reset is being announced: a receiver of modelReset that asks
        # for rows (a model tester does) would insert them before the receivers after it heard of the reset.
        self._inserting = True
        try:
            self.endResetModel()
        finally:
            self._inserting = False

    def is_mcts(self) -> bool:
        """Whether the record is a Monte Carlo tree search's (its own columns)."""
        return self._view is not None and self._view.mcts

    def record(self) -> TreeRecord | None:
        return self._record

    def view(self) -> RecordView | None:
        """How the shown record's kind is shown (None: no record)."""
        return self._view

    def sss_steps(self) -> int:
        """How many steps the shown SSS* record kept (0: none, or not an SSS* record)."""
        return self.sss.steps()

    def sss_at(self) -> SSSAt | None:
        """SSS*'s state at the chosen step (None: no SSS* record with steps)."""
        return self.sss.at

    def set_sss_step(self, k: int) -> None:
        """Show the SSS* record as it stood after ``k`` steps: OPEN's states and merits, the bounds."""
        if not self.sss.move_to(k):
            return
        # The rows stay as they are: only what they say changes.
        last = len(COLUMNS) - 1
        for node, n in self.cache.fetched.items():
            if n:
                parent = QModelIndex() if node == TOP_LEVEL else self.createIndex(self.cache.row_of[node], 0, node)
                self.dataChanged.emit(self.index(0, 0, parent), self.index(n - 1, last, parent))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, COL_END, COL_END)

    def set_filters(self, hide_pruned: bool, pv_only: bool) -> None:
        if (hide_pruned, pv_only) == self.filters():
            return
        self.beginResetModel()
        self.cache.hide_pruned, self.cache.pv_only = hide_pruned, pv_only
        self.cache.reset()
        self._end_reset()

    def filters(self) -> tuple[bool, bool]:
        """(hide pruned, only the PV)."""
        return self.cache.hide_pruned, self.cache.pv_only

    def set_palette(self, palette: QPalette) -> None:
        """Take the greyed-text and PV-tint colours from ``palette`` (light or dark alike)."""
        self.grey = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Base)
        self.pv_tint = blend(base, palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight), 0.22)
        self.step_tint = blend(base, QColor("#f1c40f"), 0.35)  # the state SSS* took at the chosen step
        # No dataChanged: this follows a palette change, which makes the views repaint (and ask again).

    # -- QAbstractItemModel ----------------------------------------------------------------------------
    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return len(COLUMNS)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        node = self.cache.node_of(parent)
        return 0 if node is None else self.cache.fetched.get(node, 0)

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        node = self.cache.node_of(parent)
        if node is None:
            return False
        return node == TOP_LEVEL or self.cache.has_children(node)

    def canFetchMore(self, parent: Index) -> bool:
        node = self.cache.node_of(parent)
        if node is None or self._inserting or not self.hasChildren(parent):
            return False
        return self.cache.fetched.get(node, 0) < len(self.cache.row_list(node))

    def fetchMore(self, parent: Index) -> None:
        node = self.cache.node_of(parent)
        # Not re-entrant: a slot connected to rowsAboutToBeInserted (a view, a model tester) may ask
        # for more rows while the model is still announcing the last batch.
        if node is None or self._inserting:
            return
        rows = self.cache.row_list(node)
        first = self.cache.fetched[node]
        last = min(len(rows), first + self.BATCH) - 1
        if last < first:
            return
        self._inserting = True
        try:
            self.beginInsertRows(parent, first, last)
            self.cache.fetched[node] = last + 1
            self.endInsertRows()
        finally:
            self._inserting = False

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        node = self.cache.node_of(parent)
        if node is None or not (0 <= row < self.cache.fetched.get(node, 0) and 0 <= column < len(COLUMNS)):
            return QModelIndex()
        return self.createIndex(row, column, self.cache.rows[node][row])

    def parent(self, index: Index | None = None) -> Any:
        if index is None:  # QObject.parent()
            return super().parent()
        if not index.isValid() or self._record is None:
            return QModelIndex()
        item = index.internalId()
        if item == 0:
            return QModelIndex()
        up = self.cache.decode(item)[0] if self.cache.is_pseudo(item) else self._record.parent[item]
        return self.createIndex(self.cache.row_of[up], 0, up)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        view = self._view
        if role == Qt.ItemDataRole.DisplayRole:
            return view.header(section, self.sss.stepping()) if view is not None else translated(COLUMNS[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return view.header_tip(section) if view is not None else translated(HEADER_TIPS[section])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self.texts.alignment(section) or (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        rec = self._record
        if rec is None or not index.isValid():
            return None
        item, col = index.internalId(), index.column()
        if item >= len(rec):
            return self.texts.pseudo_data(item, col, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return self.texts.text(item, col)
        if role == NODE_ROLE:
            return item
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.texts.tooltip(item, col)
        if role in _LOOKS and self.sss.stepping():
            return self.sss.step_data(item, role)
        if role == Qt.ItemDataRole.FontRole and item in self.cache.pv_set:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and item in self.cache.pv_set:
            return self.pv_tint
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self.texts.alignment(col)
        return None

    # -- navigation helpers for the widget -------------------------------------------------------------
    def node_at(self, index: Index) -> int | None:
        """Record index of a row, or None for a pseudo row / invalid index."""
        if self._record is None or not index.isValid():
            return None
        item = index.internalId()
        return None if self.cache.is_pseudo(item) else item

    def pruned_move_at(self, index: Index) -> tuple[int, int] | None:
        """(parent node, pruned move) of a pruned-move row, else None."""
        if self._record is None or not index.isValid() or not self.cache.is_pseudo(index.internalId()):
            return None
        node, payload = self.cache.payload(index.internalId())
        return None if payload is None else (node, payload)

    def index_of_node(self, node: int) -> QModelIndex:
        """The index of record node ``node``, fetching rows along its path as needed; invalid when the
        current filters hide it."""
        rec = self._record
        if rec is None or not 0 <= node < len(rec):
            return QModelIndex()
        chain = [node]
        while chain[-1] != 0:
            chain.append(rec.parent[chain[-1]])
        parent_index = QModelIndex()
        for up, down in zip(chain[:0:-1], chain[-2::-1], strict=True):
            parent_index = self.createIndex(self.cache.row_of[up], 0, up)
            self.cache.row_list(up)
            row = self.cache.row_of.get(down)
            if row is None or self.cache.rows[up][row] != down:
                return QModelIndex()
            while self.cache.fetched[up] <= row:
                self.fetchMore(parent_index)
        return self.createIndex(self.cache.row_of[node], 0, node)

    def pv(self) -> list[int]:
        return list(self._pv)

    def is_visible(self, node: int) -> bool:
        """Whether the current filters show record node ``node`` (hide-pruned never hides a node)."""
        return not self.cache.pv_only or node in self.cache.pv_set

    def path_text(self, node: int) -> str:
        """The moves from the root to record node ``node`` ("root" for the root)."""
        return self.texts.path_text(node)
