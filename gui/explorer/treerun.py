"""One run of a search on an explicit tree, with what the explorer needs to draw it at any step.

The run is the engine's: ``engine.search`` with ``record=True`` on a ``TreeGame``, turned into steps by
``engine.steps``. This module only maps record indices to tree paths (what the drawing is keyed by)
and answers "what does the tree look like after step k".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from engine.games.tree import StaticValue, TreeGame, TreeNode, letter_names
from engine.search import Algorithm, SearchOptions, evaluated_and_pruned_leaves, search
from engine.steps import DONE, Step, StepSequence, fmt, record_steps

from ..i18n import spoken

Path = tuple[int, ...]


@dataclass(frozen=True)
class TreeState:
    """The drawing's state after one step. Values are final ones plus running v on the current path."""

    step: int
    visited: frozenset[Path]
    values: dict[Path, float]
    running: dict[Path, float]
    """Running v of the nodes on the current path that have not finished yet."""
    pruned: frozenset[Path]
    """Roots of pruned subtrees (children a cutoff left unexamined)."""
    current: Path | None
    path: tuple[Path, ...]
    """The nodes from the root to the current one (after the last step: the principal variation)."""
    windows: dict[Path, tuple[float, float]]
    """(α, β) of every node on the current path."""
    text: str
    """The step's sentence, in the interface's language."""
    notes: dict[Path, str] = field(default_factory=dict)
    """A line written under a node whatever the path (SSS*: its state on OPEN)."""


def step_sentence(step: Step) -> str:
    """A step's sentence as the explorer shows it: the engine's, in the interface's language."""
    return step.text if step.phrase is None else spoken(step.phrase)


def node_name(node: TreeNode) -> str:
    """A node as a sentence calls it when it has no textbook letter: its label, else its path."""
    if node.label:
        return node.label
    return "root" if not node.path else "[" + ", ".join(map(str, node.path)) + "]"


def node_names(root: TreeNode) -> dict[Path, str]:
    """What sentences and the drawing call inner nodes: their labels, and when the letters suffice,
    letters in breadth-first order for the others, as in the textbook (A is the root, then B, C, D,
    ...); nodes left unnamed are called by their paths."""
    return letter_names(root)


def leaves_below_none_of(root: TreeNode, seen: set[Path]) -> list[Path]:
    """The leaves of ``root`` with no node of ``seen`` on their path (themselves included): those a
    best-first search that evaluated ``seen`` never looked at."""
    return [leaf.path for leaf in root.leaves() if not any(leaf.path[:i] in seen for i in range(len(leaf.path) + 1))]


class TreeRun:
    """A recorded search of ``root`` by ``algorithm`` and its steps."""

    def __init__(self, root: TreeNode, algorithm: Algorithm, names: dict[Path, str] | None = None,
                 depth: int | None = None) -> None:
        """``names`` overrides what the sentences call nodes (leaves included), e.g. move sequences.
        ``depth`` cuts the search off after that many plies, where inner nodes give their static
        ``value`` (the engine refuses, with a message, if one has none). Raises ``InputError``."""
        game = self.begin(root, algorithm, names, depth)
        # Every node of an explorer tree is recorded: the budget is the tree's size.
        options = SearchOptions(algorithm=algorithm, depth=depth, evaluation=StaticValue() if depth else None,
                                record=True, record_budget=max(1, root.size))
        self.result = search(game, root, options)
        record = self.result.tree
        assert record is not None
        self.record = record
        self.paths: list[Path] = [()] * len(record)
        for i in range(1, len(record)):
            self.paths[i] = self.paths[record.parent[i]] + (record.move[i],)
        self.steps: StepSequence = record_steps(
            record, algorithm,
            node_name=lambda _r, i: self._name(self.paths[i]),
            pruned_name=lambda _r, i, m: self._pruned_name(self.paths[i] + (m,)))
        evaluated, pruned = evaluated_and_pruned_leaves(record, root)
        self.evaluated_leaves: list[Path] = [tuple(p) for p in evaluated]
        self.pruned_leaves: list[Path] = [tuple(p) for p in pruned]


    def begin(self, root: TreeNode, algorithm: Algorithm, names: dict[Path, str] | None, depth: int | None) -> TreeGame:
        """What every run of a tree keeps (its own searches call this first): the tree, the algorithm, the
        depth cutoff and the names its sentences use; returns the tree as a game."""
        self.root = root
        self.algorithm = algorithm
        self.depth = depth
        self.names = node_names(root)
        self.override = names or {}
        return TreeGame(root)
    def __len__(self) -> int:
        return len(self.steps)

    def _name(self, path: Path) -> str:
        if path in self.override:
            return self.override[path]
        node = self.root.node_at(path)
        if node.is_leaf:
            parent = self.names.get(path[:-1], "") if path else ""
            if node.label:
                return node.label
            if parent:
                return QCoreApplication.translate("TreeRun", "{0} under {1}").format(fmt(node.value), parent)
            return "[" + ", ".join(map(str, path)) + "]"
        return self.names.get(path) or "[" + ", ".join(map(str, path)) + "]"

    def _pruned_name(self, path: Path) -> str:
        if path in self.override:
            return self.override[path]
        node = self.root.node_at(path)
        if node.is_leaf:
            return node.label or fmt(node.value)
        return self._name(path)

    def value_of(self, path: Path) -> float | None:
        """The value the search returned at ``path`` (None if it never got there)."""
        for i, p in enumerate(self.paths):
            if p == path:
                return self.record.value[i]
        return None

    def step_of(self, path: Path) -> int | None:
        """The step where the search reached the node at ``path``, or for a node it never reached, the
        cutoff that pruned it (None for neither: below a depth cutoff)."""
        for i, p in enumerate(self.paths):
            if p == path:
                return self.steps.entered_at[i]
        for i, k in self.steps.cut_at.items():
            base = self.paths[i]
            if path[:len(base)] == base and len(path) > len(base) and path[len(base)] in self.steps[k].pruned:
                return k
        return None

    def state(self, k: int) -> TreeState:
        """The tree after step ``k`` (-1: before the first step)."""
        seq = self.steps
        if k < 0:
            return TreeState(-1, frozenset(), {}, {}, frozenset(), None, (), {}, "")
        k = min(k, len(seq) - 1)
        step = seq[k]
        paths = self.paths
        visited = frozenset(paths[i] for i, s in enumerate(seq.entered_at) if s <= k)
        values = {paths[i]: v for i, v in seq.final_values(k).items()}
        pruned = frozenset(paths[i] + (m,) for i, m in seq.pruned(k))
        running = {paths[e.node]: e.v for e in step.path if e.v is not None and paths[e.node] not in values}
        windows = {paths[e.node]: (e.alpha, e.beta) for e in step.path}
        on_path = tuple(paths[e.node] for e in step.path)
        if step.kind == DONE:
            # At the end the path drawn is the principal variation: the line the search expects.
            pv = self.record.pv
            on_path = tuple(tuple(pv[:d]) for d in range(len(pv) + 1))
        return TreeState(k, visited, values, running, pruned, paths[step.node], on_path, windows, step_sentence(step))
