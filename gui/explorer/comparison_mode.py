"""Compare all in the explorer: the table of every algorithm's search of the tree, and the drawing of a row.

``compare.compare_tree`` searches; this object keeps the rows of the current tree and depth cutoff, shows
and hides the table under the drawing, and draws the leaves the chosen row evaluated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from engine.errors import InputError
from engine.games.tree import TreeNode
from engine.steps import fmt

from ..app.format import fmt_count, fmt_value
from .compare import TreeComparison, compare_tree, marked_state
from .host import ExplorerHost
from .treerun import TreeState, node_name

Path = tuple[int, ...]


class ComparisonMode:
    """Compare all's rows for the explorer's tree and the table that shows them."""

    def __init__(self, explorer: ExplorerHost) -> None:
        self.explorer = explorer
        self.rows: list[TreeComparison] = []
        """Compare all's rows for the current tree (empty: not compared)."""
        self.compared: tuple[TreeNode, int] | None = None
        """The tree and depth cutoff the rows are of (a change of the stepped algorithm keeps them)."""

    def compare_all(self) -> None:
        """Search the tree with every algorithm that applies (``compare.compare_tree``) and show the table
        under the drawing; choosing a row marks the leaves that algorithm evaluated."""
        ex = self.explorer
        root = ex.root
        if root is None or ex.practice.is_on():
            return
        panel = ex.compare_panel
        chosen = panel.chosen()
        self.compared = (root, ex.depth_limit.value())
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a tree of 20,000 nodes takes seconds
        try:
            rows = compare_tree(root, ex.depth_limit.value() or None)
        except InputError as e:
            self.rows = []
            panel.show()
            panel.model.set_rows([], 0, {})
            panel.heading.setText(QCoreApplication.translate("TreeExplorer", "Compare all: {0}").format(str(e)))
            return
        finally:
            QApplication.restoreOverrideCursor()
        self.rows = rows
        names = ex.names()
        moves = {i: self._move_name(root, i, names) for i in range(len(root.children))}
        panel.show_rows(rows, len(root.leaves()), moves)
        if not panel.isVisible():
            panel.show()
            ex.drawing_split.setSizes([max(200, ex.drawing_split.height() - 250), 250])
        if 0 <= chosen < len(rows):
            panel.choose(chosen)
        ex.show_step()

    def requested(self) -> None:
        """The button or Ctrl+M: compare, and put the keyboard in the table (↑ ↓ choose a row)."""
        self.compare_all()
        if self.explorer.compare_panel.isVisible():
            self.explorer.compare_panel.table.setFocus()

    def _move_name(self, root: TreeNode, move: int, names: dict[Path, str]) -> str:
        """A root move as the table writes it: the child's name or label, else its value for a leaf."""
        if self.explorer.positions:
            return "[" + " ".join(self.explorer.label_path(root, (move,))) + "]"
        child = root.children[move]
        return names.get((move,)) or (fmt(child.value) if child.is_leaf else node_name(child))

    def close(self) -> None:
        """Hide the table; the drawing shows the run again."""
        self.rows = []
        self.compared = None
        self.explorer.compare_panel.choose(-1)
        self.explorer.compare_panel.hide()
        self.explorer.show_step()

    def row_chosen(self, row: int) -> None:
        ex = self.explorer
        if row >= 0:
            ex.playback.stop()
            ex.step = -1
            ex.stepChanged.emit(-1)
        ex.show_step()

    def is_stale(self) -> bool:
        """Whether a shown (or kept) comparison is of another tree or depth cutoff than the drawing's."""
        ex = self.explorer
        shown = ex.compare_panel.isVisible() or bool(self.rows)
        return shown and self.compared != (ex.root, ex.depth_limit.value())

    def state(self) -> TreeState | None:
        """The drawing for the chosen row of the comparison (None: no row chosen)."""
        ex = self.explorer
        row = ex.compare_panel.chosen()
        if ex.root is None or not 0 <= row < len(self.rows):
            return None
        r = self.rows[row]
        title = ex.compare_panel.model.title(r.key)
        if r.evaluated is None:
            text = QCoreApplication.translate(
                "TreeExplorer",
                "{0} values the root's moves by {1} random playouts through them, not by evaluating "
                "leaves one by one: no leaf is marked. Its best move is drawn in orange.").format(
                title, fmt_count(r.playouts or 0))
        else:
            text = QCoreApplication.translate(
                "TreeExplorer",
                "{0} evaluates {1} of {2} leaves, numbered in the order it first evaluated them (#1, "
                "#2, …); the subtrees it never entered are greyed and crossed off. Value {3}; its best "
                "move is drawn in orange.").format(
                title, len(r.evaluated), len(ex.root.leaves()), fmt_value(r.value))
        return marked_state(ex.root, r, text, ex.depth_limit.value() or None)
