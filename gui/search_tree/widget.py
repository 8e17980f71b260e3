"""PLACEHOLDER ``SearchTreeWidget`` — only so the main window can be wired and tested on this branch.

The real widget (a lazy QAbstractItemModel over the TreeRecord, its QTreeView, filters, PV highlight,
JSON/DOT export) is built on another branch to the interface in tree-interface.md and replaces this
file at merge. This stand-in implements exactly that interface: it shows the caption, the number of
recorded nodes and a list of the root's children (selecting one emits ``nodeSelected``), and exports a
minimal JSON/DOT file so the Export action can be exercised.
"""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from engine.record import KIND_SYMBOLS, TreeRecord


class SearchTreeWidget(QWidget):
    """Placeholder search-tree view (see the module docstring).

    Signals:
        nodeSelected(int): the user selected a recorded node; the int is its record index.
        selectionCleared(): nothing is selected any more.
    """

    nodeSelected = Signal(int)
    selectionCleared = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._record: TreeRecord | None = None
        self._label = QLabel(self)
        self._label.setWordWrap(True)
        self._list = QListWidget(self)
        self._list.currentRowChanged.connect(self._on_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._label)
        layout.addWidget(self._list)
        self.set_record(None)

    def set_record(self, record: TreeRecord | None, caption: str = "") -> None:
        self._record = record
        self._list.blockSignals(True)
        self._list.clear()
        self._list.blockSignals(False)
        if record is None or not len(record):
            self._label.setText("No search tree yet: the tree of the computer's next move, a hint or an "
                                "analysis appears here.")
            self.selectionCleared.emit()
            return
        note = " (truncated)" if record.truncated else ""
        self._label.setText(f"{caption}\n{len(record):,} recorded nodes{note} — placeholder view")
        for i in record.children(0):
            symbol = KIND_SYMBOLS[record.kind[i]]
            text = f"{symbol} move {record.move[i]}   value {record.value[i]:g}   {record.describe_end(i)}"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, i)
            self._list.addItem(item)
        self.selectionCleared.emit()

    def record(self) -> TreeRecord | None:
        return self._record

    def expand_pv(self) -> None:
        """Placeholder: selects the PV's first move."""
        if self._record is not None and self._record.pv:
            node = self._record.find(list(self._record.pv[:1]))
            for row in range(self._list.count()):
                if self._list.item(row).data(Qt.ItemDataRole.UserRole) == node:
                    self._list.setCurrentRow(row)

    def select_node(self, index: int) -> None:
        """Placeholder helper for tests: select the root child with record index ``index``."""
        for row in range(self._list.count()):
            if self._list.item(row).data(Qt.ItemDataRole.UserRole) == index:
                self._list.setCurrentRow(row)
                return

    def clear_selection(self) -> None:
        self._list.setCurrentRow(-1)

    def export(self, path: str) -> None:
        if path.endswith(".json"):
            text = json.dumps({"nodes": len(self._record or ())})
        elif path.endswith(".dot"):
            text = "digraph search { }\n"
        else:
            raise ValueError(f"unknown export format for {path!r}: use .json or .dot")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    def _on_row(self, row: int) -> None:
        if row < 0:
            self.selectionCleared.emit()
        else:
            self.nodeSelected.emit(int(self._list.item(row).data(Qt.ItemDataRole.UserRole)))
