"""Where the explorer's trees come from and go to: the text box, the examples, random trees, tree files,
and the export of the drawing (PNG, SVG) and the tree (JSON).

Every source is parsed and size-checked here; a bad one is pointed at in the text box and the current tree
stays. ``TreeExplorer.open_tree`` shows a good one.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path as FilePath

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from engine.errors import InputError
from engine.games.tree import TreeNode, build_tree, parse_tree_text, read_tree_file

from ..app.format import fmt_count
from . import export
from .examples import random_tree_data
from .host import ExplorerHost
from .input_panel import error_position

MAX_DRAW_NODES = 20_000  # beyond this a drawing is neither readable nor quick: refuse with a message


class TreeFiles:
    """The explorer's tree sources (text, examples, random, files) and its exports."""

    def __init__(self, explorer: ExplorerHost, dialog_parent: QWidget) -> None:
        """``dialog_parent``: the explorer's widget, over which the file dialogs open."""
        self.explorer = explorer
        self.dialog_parent = dialog_parent

    # == opening =====================================================================================
    def load_example(self, index: int) -> None:
        ex = self.explorer
        example = ex.examples[index]
        text = example.text().strip()
        ex.positions = {}
        ex.open_tree(parse_tree_text(text), example.title, text)
        ex.input_panel.show_example(index, example.explanation)

    def draw_text(self) -> bool:
        """Parse the text box and draw it; on an error, point at it and keep the current tree."""
        text = self.explorer.input_panel.text.toPlainText()
        root = self.parse(text)
        return root is not None and self.explorer.open_tree(
            root, QCoreApplication.translate("TreeExplorer", "Your tree"), text)

    def open_file(self, path: str) -> bool:
        """Show the tree in a file (JSON or shorthand); on an error the text box shows the file with the
        mistake marked, and the current tree stays."""
        panel = self.explorer.input_panel
        try:
            text = read_tree_file(path)  # a regular file of a sane size: a FIFO is refused, not waited on
        except InputError as e:
            panel.show_error(str(e))
            return False
        panel.set_text(text)
        root = self.parse(text)
        if root is None:
            return False
        self.explorer.positions = {}
        return self.explorer.open_tree(root, FilePath(path).name, text)

    def parse(self, text: str) -> TreeNode | None:
        panel = self.explorer.input_panel
        try:
            return parse_tree_text(text)
        except InputError as e:
            panel.show_error(str(e), error_position(text, str(e)))
        except RecursionError:
            panel.show_error(QCoreApplication.translate("TreeExplorer", "the tree is nested too deeply to draw"))
        return None

    def small_enough(self, root: TreeNode) -> bool:
        if root.size > MAX_DRAW_NODES:
            self.explorer.input_panel.show_error(QCoreApplication.translate(
                "TreeExplorer", "the tree has {0} nodes; the explorer draws at most {1}").format(
                fmt_count(root.size), fmt_count(MAX_DRAW_NODES)))
            return False
        return True

    def generate_random(self) -> bool:
        depth, width, low, high, seed = self.explorer.input_panel.random_parameters()
        try:
            data = random_tree_data(depth, width, low, high, seed)
        except InputError as e:
            self.explorer.input_panel.show_error(str(e))
            return False
        root = build_tree(data)
        if not self.small_enough(root):
            return False
        self.explorer.positions = {}
        return self.explorer.open_tree(root, QCoreApplication.translate(
            "TreeExplorer", "Random tree: depth {0}, width {1}, seed {2}").format(depth, width, seed))

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.dialog_parent, QCoreApplication.translate("TreeExplorer", "Open a tree"),
                                              str(FilePath.cwd()),
                                              QCoreApplication.translate("TreeExplorer", "Trees (*.json *.txt);;All (*)"))
        if path:
            self.open_file(path)

    # == export ======================================================================================
    def export_png(self, path: str) -> None:
        export.export_png(self.explorer.scene, path)

    def export_svg(self, path: str) -> None:
        export.export_svg(self.explorer.scene, path,
                          self.explorer.title or QCoreApplication.translate("TreeExplorer", "Game tree"))

    def export_json(self, path: str) -> None:
        if self.explorer.root is not None:
            export.export_json(self.explorer.root, path)

    def _export_dialog(self, what: str, pattern: str, suffix: str, action: Callable[[str], None]) -> None:
        label = self.explorer.export_label
        path, _ = QFileDialog.getSaveFileName(self.dialog_parent,
                                              QCoreApplication.translate("TreeExplorer", "Export {0}").format(what),
                                              str(FilePath.cwd() / f"tree{suffix}"), pattern)
        if not path:
            return
        try:
            action(path)
        except OSError as e:
            label.setText(QCoreApplication.translate("TreeExplorer", "Export failed: {0}").format(e))
            return
        label.setText(QCoreApplication.translate("TreeExplorer", "Saved {0}").format(path))

    def export_png_dialog(self) -> None:
        self._export_dialog(QCoreApplication.translate("TreeExplorer", "the drawing as PNG"),
                            QCoreApplication.translate("TreeExplorer", "PNG images (*.png)"), ".png", self.export_png)

    def export_svg_dialog(self) -> None:
        self._export_dialog(QCoreApplication.translate("TreeExplorer", "the drawing as SVG"),
                            QCoreApplication.translate("TreeExplorer", "SVG drawings (*.svg)"), ".svg", self.export_svg)

    def export_json_dialog(self) -> None:
        self._export_dialog(QCoreApplication.translate("TreeExplorer", "the tree as JSON"),
                            QCoreApplication.translate("TreeExplorer", "Trees (*.json)"), ".json", self.export_json)
