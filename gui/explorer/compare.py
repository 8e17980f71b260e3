"""Compare all: every algorithm that applies to the explorer's tree, one row each, and on the drawing
the leaves the chosen row's algorithm evaluated.

The rows are the engine's own searches of the tree (``engine.search`` on a ``TreeGame``; the leaves from
``engine.search.leaves_of``, as ``analyze --tree --json`` reports them): minimax, alpha-beta with the
children as given, best first and worst first, SSS*, DUAL* and MTD(f) on a tree without chance nodes;
expectiminimax and Ballard's Star1 and Star2 on one with them; Monte Carlo tree search on both. Best
first and worst first search a sorted copy of the tree (``sorted_tree``) whose leaves are mapped back
to the tree as drawn, so every row marks the same drawing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QItemSelection,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QTableView, QToolButton, QVBoxLayout, QWidget

from engine.games.tree import CHANCE_NODE, StaticValue, TreeGame, TreeNode
from engine.results import MctsStats
from engine.search import ALGORITHMS, SearchOptions, in_order, leaves_of, search

from ..app.format import fmt_count, fmt_seconds, fmt_value
from ..app.players import algorithm_title
from ..i18n import localized
from .layout import iter_nodes
from .ordering import sorted_tree
from .treerun import TreeState

Path = tuple[int, ...]
ModelIndex = QModelIndex | QPersistentModelIndex
COMPARE_PLAYOUTS = 1000
"""MCTS's playouts on a tree (seed 0, so the row replays): enough for the textbook trees' best move."""


@dataclass(frozen=True)
class TreeComparison:
    """One algorithm's search of the tree: what it found and what it cost."""

    key: str
    """Which search: an algorithm's engine name, or alphabeta-best / alphabeta-worst / star1 / star2."""
    value: float | None
    best_move: int | None
    nodes: int
    time_s: float
    evaluated: tuple[Path, ...] | None
    """The leaves it evaluated, in the order first evaluated, as paths of the tree as given (a depth
    cutoff's nodes count as leaves); None for MCTS, which values nodes by playouts instead."""
    playouts: int | None = None

    @property
    def estimate(self) -> bool:
        """Its value is a sampled estimate (MCTS), not the exact value every other row must agree on."""
        return self.playouts is not None


def comparison_keys(root: TreeNode) -> tuple[str, ...]:
    """The searches ``compare_tree`` runs on ``root``, in the table's order."""
    chance = any(n.kind == CHANCE_NODE for n in iter_nodes(root))
    keys = ("expectiminimax", "star1", "star2") if chance else ("minimax", "alphabeta", "alphabeta-best",
                                                                  "alphabeta-worst", "sss", "dual", "mtdf")
    # then every other registered algorithm with a depth that can search this tree, and MCTS last
    more = tuple(a.id for a in in_order() if a.depth and a.id not in keys and a.offered_for(chance)
                 and (a.chance_nodes or not chance))
    return keys + more + tuple(a.id for a in in_order() if not a.depth)


def compare_tree(root: TreeNode, depth: int | None = None) -> list[TreeComparison]:
    """Search ``root`` with each of ``comparison_keys`` (with a depth cutoff where inner nodes give their
    static value if ``depth``; MCTS's playouts always run to the leaves). Raises ``InputError`` when the
    tree cannot be searched so (a cutoff at a node without a value)."""
    return [compare_one(root, key, depth) for key in comparison_keys(root)]


def compare_one(root: TreeNode, key: str, depth: int | None = None) -> TreeComparison:
    """One row of ``compare_tree``."""
    tree, origin = root, None
    if key in ("alphabeta-best", "alphabeta-worst"):
        tree, origin = sorted_tree(root, worst=key == "alphabeta-worst")
    evaluation = StaticValue() if depth else None
    fields: dict[str, Any] = {"algorithm": key, "depth": depth, "evaluation": evaluation,
                              "record": True, "record_budget": max(1, tree.size)}
    algorithm = ALGORITHMS.get(key)
    if algorithm is not None and "passes" in algorithm.stats:
        # every pass records its own tree (as the explorer's MTD(f) run budgets it)
        fields["record_budget"] = max(1, 4 * tree.size * tree.size)
    if key.startswith("alphabeta"):
        fields["algorithm"] = "alphabeta"
    elif key in ("star1", "star2"):
        fields.update(algorithm="expectiminimax", chance_pruning=key)
    elif algorithm is not None and not algorithm.depth:  # MCTS: playouts to the leaves
        fields.update(depth=None, evaluation=None, record=False, playouts=COMPARE_PLAYOUTS, seed=0)
    result = search(TreeGame(tree), tree, SearchOptions(**fields))
    evaluated: tuple[Path, ...] | None = None
    if algorithm is None or algorithm.depth:
        paths = [tuple(p) for p in leaves_of(result, tree)[0]]
        evaluated = tuple(dict.fromkeys(origin[p] if origin is not None else p for p in paths))
    best = result.best_move
    if best is not None and origin is not None:
        best = origin[(best,)][0]
    return TreeComparison(key, result.value, best, result.stats.nodes, result.stats.elapsed_s, evaluated,
                          mcts.playouts if (mcts := result.extra(MctsStats)) is not None else None)


def marked_state(root: TreeNode, row: TreeComparison, text: str, depth: int | None = None) -> TreeState:
    """The drawing for one row: the leaves it evaluated (numbered in the order first evaluated) and the
    nodes above them as visited, every subtree it never entered greyed and crossed off as the step
    view greys pruned ones, the root's value and the best move on the highlighted path."""
    evaluated = row.evaluated or ()
    visited: set[Path] = set()
    for leaf in evaluated:
        visited.update(leaf[:i] for i in range(len(leaf) + 1))
    if row.evaluated is not None:
        # The roots of the subtrees it never entered (below a depth cutoff nothing is searched anyway).
        never = frozenset(n.path for n in iter_nodes(root) if n.path and n.path not in visited
                          and n.path[:-1] in visited and (depth is None or len(n.path) <= depth))
    else:
        never = frozenset()
    notes = {leaf: f"#{k}" for k, leaf in enumerate(evaluated, 1)}
    values: dict[Path, float] = {(): row.value} if row.value is not None else {}
    line = ((), (row.best_move,)) if row.best_move is not None else ((),)
    return TreeState(-1, frozenset(visited | {()}), values, {}, never, None, line, {}, text, notes)


class ComparisonModel(QAbstractTableModel):
    """The comparison's rows: algorithm, value, best move, nodes, leaves evaluated, time."""

    COLUMNS = 6
    NUMERIC = (1, 3, 4, 5)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[TreeComparison] = []
        self.n_leaves = 0
        self.move_names: dict[int, str] = {}

    def set_rows(self, rows: list[TreeComparison], n_leaves: int, move_names: dict[int, str]) -> None:
        """Show ``rows`` (of a tree with ``n_leaves`` leaves, whose root moves are called ``move_names``)."""
        self.beginResetModel()
        self.rows = list(rows)
        self.n_leaves = n_leaves
        self.move_names = dict(move_names)
        self.endResetModel()

    def title(self, key: str) -> str:
        """What the table calls a search."""
        titles = {
            "minimax": self.tr("Minimax"),
            "alphabeta": self.tr("Alpha-beta (children as given)"),
            "alphabeta-best": self.tr("Alpha-beta, best first"),
            "alphabeta-worst": self.tr("Alpha-beta, worst first"),
            "sss": self.tr("SSS*"),
            "dual": self.tr("DUAL*"),
            "mtdf": self.tr("MTD(f)"),
            "mcts": self.tr("MCTS"),
            "expectiminimax": self.tr("Expectiminimax"),
            "star1": self.tr("Star1"),
            "star2": self.tr("Star2"),
        }
        return titles.get(key) or algorithm_title(key)

    def reference(self) -> float | None:
        """The value every exact row must have: the first exact row's (minimax's or expectiminimax's)."""
        return next((r.value for r in self.rows if not r.estimate), None)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008  (Qt's default argument)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Algorithm"), self.tr("Value"), self.tr("Best move"), self.tr("Nodes"),
                    self.tr("Leaves evaluated"), self.tr("Time"))[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (self.tr("The search, run by the engine on this tree"),
                    self.tr("The root's value it found (✓: the same as the first row; MCTS: its most-visited "
                            "move's mean playout result, an estimate)"),
                    self.tr("The root move it chooses"),
                    self.tr("Nodes it visited (the engine's count)"),
                    self.tr("Leaves it evaluated, of all the tree's leaves (select the row to see them marked)"),
                    self.tr("Its time on this machine (noisy: the node counts are the signature)"))[section]
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        r = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(r, col)
        if role == Qt.ItemDataRole.TextAlignmentRole and col in self.NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and col == 4 and r.evaluated is None:
            return self.tr("Monte Carlo tree search values a node by the playouts through it, not by "
                           "evaluating leaves one by one: its row marks no leaves")
        if role == Qt.ItemDataRole.UserRole:
            return r.key  # (the row's identity, untranslated)
        return None

    def _text(self, r: TreeComparison, col: int) -> str:
        if col == 0:
            return self.title(r.key)
        if col == 1:
            if r.value is None:
                return "—"
            if r.estimate:
                return self.tr("{0} (estimate)").format(fmt_value(r.value))
            return fmt_value(r.value) + (" ✓" if r.value == self.reference() else " ≠")
        if col == 2:
            return "—" if r.best_move is None else self.move_names.get(r.best_move, str(r.best_move))
        if col == 3:
            return fmt_count(r.nodes)
        if col == 4:
            if r.evaluated is None:
                return self.tr("— ({0} playouts)").format(fmt_count(r.playouts or 0))
            return self.tr("{0} of {1}").format(fmt_count(len(r.evaluated)), fmt_count(self.n_leaves))
        # Textbook trees take well under a millisecond: written in ms with two decimals, not "0 ms".
        return self.tr("{0} ms").format(localized(f"{r.time_s * 1000:.2f}")) if r.time_s < 0.1 else fmt_seconds(r.time_s)


class ComparisonPanel(QWidget):
    """The comparison table under the drawing, with a line saying what the chosen row marks.

    Signals:
        rowChosen(int): the row selected (-1: none), by mouse or keyboard.
        closeRequested(): the ✕ button.
    """

    rowChosen = Signal(int)
    closeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("comparisonPanel")
        self.model = ComparisonModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("comparisonTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)  # all rows in view
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.table.setAccessibleName(self.tr("Compare all: one row per algorithm"))
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.heading = QLabel(self)
        self.heading.setObjectName("comparisonHeading")
        self.heading.setWordWrap(True)
        close = QToolButton(self)
        close.setText("✕")
        close.setToolTip(self.tr("Close the comparison (the drawing shows the run again)"))
        close.clicked.connect(self.closeRequested)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)

    def show_rows(self, rows: list[TreeComparison], n_leaves: int, move_names: dict[int, str]) -> None:
        self.model.set_rows(rows, n_leaves, move_names)
        ref = self.model.reference()
        agree = all(r.value == ref for r in rows if not r.estimate)
        fewest = min((r for r in rows if r.evaluated is not None), key=lambda r: len(r.evaluated or ()), default=None)
        text = (self.tr("Every exact search finds {0}.").format(fmt_value(ref)) if agree
                else self.tr("The values differ: a bug, please report it with this tree."))
        if fewest is not None:
            text += " " + self.tr("Fewest leaves: {0}. Select a row (↑ ↓) to mark its leaves on the drawing.").format(
                self.model.title(fewest.key))
        self.heading.setText(text)

    def chosen(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def choose(self, row: int) -> None:
        """Select ``row`` (-1: none), as a click would."""
        if row < 0:
            self.table.clearSelection()
        else:
            self.table.selectRow(row)

    @Slot(QItemSelection, QItemSelection)
    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self.rowChosen.emit(self.chosen())
