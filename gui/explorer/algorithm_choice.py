"""Which search the explorer steps through: the algorithm menu and depth cutoff, the switch to
expectiminimax for a tree with chance nodes (and back), and the run the registry says to build."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker

from engine.games.tree import CHANCE_NODE, TreeNode
from engine.search import Algorithm, algorithm_info, in_order

from ..app.players import algorithm_title
from .host import ExplorerHost
from .layout import iter_nodes
from .mtdf_steps import MtdfRun
from .sssrun import SSSRun
from .treerun import TreeRun

Path = tuple[int, ...]
ALGORITHMS: tuple[Algorithm, ...] = tuple(a.id for a in in_order() if a.steps != "none")
"""The explorer's algorithms, those the registry says it can step through, in the order the course teaches
them (the menu opens on alpha-beta; titles: ``AlgorithmChoice.title``)."""


class AlgorithmChoice:
    """The explorer's algorithm menu: the chosen algorithm, and whether the last change was ours."""

    def __init__(self, explorer: ExplorerHost) -> None:
        self.explorer = explorer
        self.auto_switched = False
        """The menu was switched to expectiminimax for a chance tree by the explorer, not by the user."""

    @property
    def algorithm(self) -> Algorithm:
        algorithm: Algorithm = self.explorer.algorithm_combo.currentData()  # (the items' data are the engine's names)
        return algorithm

    def set_algorithm(self, name: str) -> None:
        for i, key in enumerate(ALGORITHMS):
            if key == name:
                self.explorer.algorithm_combo.setCurrentIndex(i)
                return
        raise ValueError(f"unknown algorithm {name!r}")

    @staticmethod
    def title(key: str) -> str:
        """What the menu and the sentences call a run."""
        return algorithm_title(key)

    def _switch(self, name: Algorithm) -> None:
        combo = self.explorer.algorithm_combo
        with QSignalBlocker(combo):
            combo.setCurrentIndex(ALGORITHMS.index(name))

    def fit_to_tree(self, root: TreeNode) -> None:
        """Alpha-beta has no rule for chance nodes: switch to expectiminimax for a chance tree, and back
        for the next tree without chance if the switch was ours, not the user's."""
        has_chance = any(n.kind == CHANCE_NODE for n in iter_nodes(root))
        if has_chance and not algorithm_info(self.algorithm).chance_nodes:
            self._switch("expectiminimax")
            self.auto_switched = True
        elif not has_chance and self.auto_switched:
            self._switch("alphabeta")
            self.auto_switched = False

    def changed(self) -> None:
        """The user chose another algorithm or depth cutoff: it is theirs now, and the run is searched again."""
        self.auto_switched = False
        self.explorer.redraw(fit=False)

    def make_run(self, root: TreeNode, override: dict[Path, str] | None) -> TreeRun:
        """The chosen algorithm's run of ``root``, of the kind of steps the registry gives it. Raises
        ``InputError``."""
        depth = self.explorer.depth_limit.value() or None
        info = algorithm_info(self.algorithm)
        if info.steps == "best_first":
            return SSSRun(root, override, depth, dual=info.dual)
        if info.steps == "passes":
            return MtdfRun(root, override, depth)
        return TreeRun(root, self.algorithm, override, depth)
