"""Iterative deepening's finished depths as a chess GUI's engine output, and the table's statistics.

One row per finished depth — depth, value, nodes, time, principal variation — appended live as the
worker reports them (``SearchController.iterations``), then replaced by ``SearchResult.iterations``
when the search ends (the same records, so nothing jumps). Under the rows a summary line gives the
transposition table's fill and hit rate and the ordering quality (the share of cutoffs made by the
first move tried), which is what the enhancements are for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QStyle, QTableView, QVBoxLayout, QWidget

from engine.results import IterationInfo, SearchResult

from ..app.format import fmt_count, fmt_seconds, fmt_value
from ..i18n import QT_TRANSLATE_NOOP, localized, percent, spoken

COLUMNS = (QT_TRANSLATE_NOOP("IterationsModel", "Depth"), QT_TRANSLATE_NOOP("IterationsModel", "Value"),
           QT_TRANSLATE_NOOP("IterationsModel", "Nodes"), QT_TRANSLATE_NOOP("IterationsModel", "Time"),
           QT_TRANSLATE_NOOP("IterationsModel", "PV"))
"""The column titles in English; ``column_title`` gives them in the user's language."""
_Index = QModelIndex | QPersistentModelIndex


def column_title(section: int) -> str:
    return QCoreApplication.translate("IterationsModel", COLUMNS[section])


class IterationsModel(QAbstractTableModel):
    """Rows of ``IterationInfo``: depth, value, nodes (this depth's), time (since the start), PV."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[IterationInfo] = []
        self.format_move: Callable[[int], str] = str

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default argument)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal and 0 <= section < len(COLUMNS):
            return column_title(section)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        info = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return f"{info.depth}" + (" " + self.tr("(end)") if info.complete else "")
            if col == 1:
                return fmt_value(info.value)
            if col == 2:
                return fmt_count(info.nodes)
            if col == 3:
                return fmt_seconds(info.elapsed_s)
            if col == 4:
                return " ".join(self.format_move(m) for m in info.pv)
        elif role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 1, 2, 3):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        elif role == Qt.ItemDataRole.ToolTipRole:
            best = "—" if info.best_move is None else self.format_move(info.best_move)
            text = (self.tr("Depth {0}: value {1}, best move {2}").format(info.depth, fmt_value(info.value), best)
                    + "\n" + self.tr("{0} nodes this depth ({1} in all), {2} evaluations, {3} this depth").format(
                        fmt_count(info.nodes), fmt_count(info.total_nodes), fmt_count(info.evaluations),
                        fmt_seconds(info.time_s)))
            if info.researches:
                text += "\n" + self.tr("The aspiration window failed {0}× and the root was searched again").format(
                    info.researches)
            if info.table_fill is not None:
                text += "\n" + self.tr("Table {0} full").format(percent(info.table_fill))
            if info.complete:
                text += "\n" + self.tr("Every line reached the end of the game: the value is exact")
            return text
        return None

    def set_rows(self, rows: Iterable[IterationInfo]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def append(self, infos: Iterable[IterationInfo]) -> None:
        new = [i for i in infos if not self.rows or i.depth > self.rows[-1].depth]
        if not new:
            return
        first = len(self.rows)
        self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
        self.rows.extend(new)
        self.endInsertRows()


def describe_search_quality(result: SearchResult) -> str:
    """The table's fill and hit rate, the ordering quality and the method, in a few lines."""
    lines = []
    if result.method:
        method = spoken(result.method_words) if result.method_words is not None else result.method
        lines.append(QCoreApplication.translate("IterationsView", "Method: {0}").format(method))
    t = result.table
    if t is not None:
        lines.append(QCoreApplication.translate(
            "IterationsView", "Table: {0} full ({1} of {2} slots, {3} MB); hit rate {4} of {5} probes; {6} answered "
                              "from the table").format(
            percent(t.fill), fmt_count(t.filled), fmt_count(t.size), localized(f"{t.megabytes:g}"), percent(t.hit_rate),
            fmt_count(t.probes), fmt_count(t.cutoffs)))
    share = result.stats.first_move_cut_share
    if share is not None:
        lines.append(QCoreApplication.translate("IterationsView", "Ordering: {0} of {1} cutoffs by the first move tried").format(
            percent(share), fmt_count(result.stats.cutoffs)))
    if result.stats.extensions:
        lines.append(QCoreApplication.translate("IterationsView", "Quiescence: {0} threat positions searched on").format(
            fmt_count(result.stats.extensions)))
    if result.depth_reached is not None and result.iterations:
        stopped = " " + QCoreApplication.translate("IterationsView", "(stopped during the next)") if result.stopped else ""
        lines.append(QCoreApplication.translate("IterationsView", "Deepest finished depth: {0}").format(result.depth_reached)
                     + stopped)
    return "\n".join(lines)


class IterationsView(QWidget):
    """The per-depth rows and the summary line; hidden parts stay out of the way when unused."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = IterationsModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("iterationsTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        # The figure columns are sized by ``_fit_columns`` over every row: Qt's ResizeToContents looks at
        # the rows in view only, so a later, longer figure ("13,812,345") was cut to "13,8…".
        for col in range(len(COLUMNS) - 1):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.table.setFont(mono)
        self.table.setMinimumHeight(self.fontMetrics().height() * 7 + 12)  # a header and ~6 rows
        self.summary = QLabel(self)
        self.summary.setObjectName("searchQuality")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        self.clear()

    def set_move_formatter(self, format_move: Callable[[int], str]) -> None:
        self.model.format_move = format_move

    def _fit_columns(self) -> None:
        """Every figure column as wide as its widest text, in any row (the PV takes the rest)."""
        text_metrics = QFontMetrics(self.table.font())
        header = self.table.horizontalHeader()
        header_metrics = QFontMetrics(header.font())
        pad = 2 * self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.table) + 12
        for col in range(len(COLUMNS) - 1):
            texts = (str(self.model.data(self.model.index(row, col))) for row in range(self.model.rowCount()))
            widest = max((text_metrics.horizontalAdvance(t) for t in texts), default=0)
            self.table.setColumnWidth(col, max(widest, header_metrics.horizontalAdvance(column_title(col)) + 8) + pad)

    def column_fits(self, row: int, col: int) -> bool:
        """Whether the text of this cell is shown whole (for the layout tests)."""
        text = str(self.model.data(self.model.index(row, col)))
        return QFontMetrics(self.table.font()).horizontalAdvance(text) + 8 <= self.table.columnWidth(col)

    def clear(self) -> None:
        self.model.set_rows([])
        self.summary.setText("")
        self.summary.hide()
        self.table.hide()

    def add_iterations(self, infos: Iterable[IterationInfo]) -> None:
        self.model.append(infos)
        self._fit_columns()
        if self.model.rows:
            self.table.show()
            self.table.scrollToBottom()
            last = self.model.rows[-1]
            if last.table_fill is not None:  # live, until the result's full summary replaces it
                self.summary.setText(self.tr("Table: {0} full after depth {1}").format(percent(last.table_fill), last.depth))
                self.summary.show()

    def show_result(self, result: SearchResult) -> None:
        self.model.set_rows(result.iterations)
        self._fit_columns()
        self.table.setVisible(bool(result.iterations))
        if result.iterations:
            self.table.scrollToBottom()
        text = describe_search_quality(result)
        self.summary.setText(text)
        self.summary.setVisible(bool(text))
