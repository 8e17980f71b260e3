"""The practice panel: a table of the tree's inner nodes where the learner types the values alpha-beta
computes, and after checking, the engine's answers beside them."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.games.tree import TreeNode
from engine.steps import fmt

from .layout import iter_nodes
from .practice import PracticeResult

Path = tuple[int, ...]
PATH_ROLE = Qt.ItemDataRole.UserRole
NOT_REACHED = ("", "-", "—", "pruned")  # what a learner may type for "alpha-beta never gets there"


class PracticePanel(QGroupBox):
    """Signals:
        toggled(bool): practice mode was switched on or off.
        edited(): a value in the table changed.
        checkRequested(): "Check my answers" was pressed.
    """

    toggled = Signal(bool)
    edited = Signal()
    checkRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Practice"))
        v = QVBoxLayout(self)
        self.check_box = QCheckBox(self.tr("Pra&ctice mode"))
        self.check_box.setObjectName("practiceCheck")
        self.check_box.setToolTip(self.tr("Click the leaves you think alpha-beta prunes and fill in the values it "
                                          "computes at the inner nodes (leave empty for a node it never reaches)"))
        self.check_box.toggled.connect(self.toggled)
        v.addWidget(self.check_box)
        hint = QLabel(self.tr("Click leaves to mark them as pruned; type the value alpha-beta computes at each inner "
                              "node (empty if it never gets there)."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #555;")
        v.addWidget(hint)
        # Said when turning practice on changed the explorer's algorithm (practice checks alpha-beta's work).
        self.switch_note = QLabel()
        self.switch_note.setObjectName("practiceSwitchNote")
        self.switch_note.setWordWrap(True)
        self.switch_note.setVisible(False)
        v.addWidget(self.switch_note)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("practiceTable")
        self.table.setHorizontalHeaderLabels([self.tr("Node"), self.tr("Your value"), self.tr("Alpha-beta")])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.table.setMinimumHeight(120)
        self.table.itemChanged.connect(self.edited)
        v.addWidget(self.table)
        self.check_button = QPushButton(self.tr("Chec&k my answers"))
        self.check_button.setObjectName("checkButton")
        self.check_button.clicked.connect(self.checkRequested)
        v.addWidget(self.check_button)
        self.result_label = QLabel()
        self.result_label.setObjectName("practiceLabel")
        self.result_label.setWordWrap(True)
        v.addWidget(self.result_label)
        self._details = (hint, self.table, self.check_button, self.result_label)
        self.show_details(False)

    def is_on(self) -> bool:
        return self.check_box.isChecked()

    def show_details(self, on: bool) -> None:
        for w in self._details:
            w.setVisible(on)
        if not on:
            self.say_switched("")

    def say_switched(self, previous: str) -> None:
        """Say that practice switched the explorer from the algorithm titled ``previous`` to alpha-beta
        ("" says nothing)."""
        self.switch_note.setText(self.tr("Practice checks alpha-beta's answers: the explorer switched from {0} to "
                                         "alpha-beta.").format(previous) if previous else "")
        self.switch_note.setVisible(bool(previous))

    def fill(self, root: TreeNode | None, names: dict[Path, str]) -> None:
        """One row per inner node of ``root``, the learner's column empty."""
        blocker = QSignalBlocker(self.table)  # filling is not editing
        self.table.setRowCount(0)
        self.result_label.setText("")
        inner = [n for n in iter_nodes(root) if not n.is_leaf] if root is not None else []
        inner.sort(key=lambda n: (len(n.path), n.path))  # level by level, like the letters A, B, C, ...
        self.table.setRowCount(len(inner))
        for row, node in enumerate(inner):
            kind = self.tr("chance") if node.kind == "chance" else node.kind.upper()
            where = names.get(node.path) or (self.tr("root") if not node.path else str(list(node.path)))
            name = QTableWidgetItem(self.tr("{0} {1}").format(kind, where))
            name.setFlags(Qt.ItemFlag.ItemIsEnabled)
            name.setData(PATH_ROLE, node.path)
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, QTableWidgetItem(""))
            answer = QTableWidgetItem("")
            answer.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.table.setItem(row, 2, answer)
        blocker.unblock()

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        """The table's item at (row, column); every cell of a row is filled when the row is made."""
        item = self.table.item(row, column)
        if item is None:
            raise KeyError((row, column))
        return item

    def _row_of(self, path: Path) -> int:
        for row in range(self.table.rowCount()):
            if self._cell(row, 0).data(PATH_ROLE) == tuple(path):
                return row
        raise KeyError(path)

    def set_answer(self, path: Path, text: str) -> None:
        """Type ``text`` as the learner's value for the inner node at ``path``."""
        self._cell(self._row_of(path), 1).setText(text)

    def edit(self, path: Path) -> None:
        """Put the cursor in the learner's cell for ``path``, ready to type."""
        row = self._row_of(path)
        self.table.setFocus()
        self.table.setCurrentCell(row, 1)  # with AllEditTriggers this usually opens the editor
        if self.table.state() != QAbstractItemView.State.EditingState:
            self.table.editItem(self._cell(row, 1))

    def answers(self) -> tuple[dict[Path, float | None], list[str]]:
        """The learner's values (None for "not reached"), and the names of rows that are not numbers."""
        out: dict[Path, float | None] = {}
        bad: list[str] = []
        for row in range(self.table.rowCount()):
            path = self._cell(row, 0).data(PATH_ROLE)
            text = self._cell(row, 1).text().strip().replace("−", "-")
            out[path] = None
            if text not in NOT_REACHED:
                try:
                    out[path] = float(text)
                except ValueError:
                    bad.append(self._cell(row, 0).text())
        return out, bad

    def typed_numbers(self) -> dict[Path, float]:
        """Only the values typed as numbers so far (what the drawing shows on inner nodes)."""
        return {p: v for p, v in self.answers()[0].items() if v is not None}

    def show_result(self, result: PracticeResult, summary: str) -> None:
        """The engine's value beside each answer, green when it matches, red when not."""
        with QSignalBlocker(self.table):
            for row in range(self.table.rowCount()):
                path = self._cell(row, 0).data(PATH_ROLE)
                expected = result.values[path][1]
                ok = result.value_ok(path)
                cell = self._cell(row, 2)
                cell.setText(("✓ " if ok else "✗ ") + (fmt(expected) if expected is not None else self.tr("not reached")))
                cell.setBackground(QColor("#c8ecc5") if ok else QColor("#f8c4c4"))
        self.result_label.setText(summary + "\n" + self.tr("Leaves: green ✓ pruned and marked, orange ! pruned but "
                                                           "not marked, red ✗ marked but evaluated."))
