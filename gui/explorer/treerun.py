"""One run of a search on an explicit tree, with what the explorer needs to draw it at any step.

The run is the engine's: ``engine.search`` with ``record=True`` on a ``TreeGame``, turned into steps by
``engine.steps``. This module only maps record indices to tree paths (what the drawing is keyed by)
and answers "what does the tree look like after step k".
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.games.tree import TreeGame, TreeNode
from engine.search import SearchOptions, evaluated_and_pruned_leaves, search
from engine.steps import StepSequence, record_steps

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
    windows: dict[Path, tuple[float, float]]
    text: str


class TreeRun:
    """A recorded search of ``root`` by ``algorithm`` and its steps."""

    def __init__(self, root: TreeNode, algorithm: str) -> None:
        self.root = root
        self.algorithm = algorithm
        game = TreeGame(root)
        # Every node of an explorer tree is recorded: the budget is the tree's size.
        options = SearchOptions(algorithm=algorithm, record=True, record_budget=max(1, root.size))
        self.result = search(game, root, options)
        record = self.result.tree
        assert record is not None
        self.record = record
        self.steps: StepSequence = record_steps(record, algorithm)
        self.paths: list[Path] = [()] * len(record)
        for i in range(1, len(record)):
            self.paths[i] = self.paths[record.parent[i]] + (record.move[i],)
        evaluated, pruned = evaluated_and_pruned_leaves(record, root)
        self.evaluated_leaves: list[Path] = [tuple(p) for p in evaluated]
        self.pruned_leaves: list[Path] = [tuple(p) for p in pruned]

    def __len__(self) -> int:
        return len(self.steps)

    def value_of(self, path: Path) -> float | None:
        """The value the search returned at ``path`` (None if it never got there)."""
        for i, p in enumerate(self.paths):
            if p == path:
                return self.record.value[i]
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
        return TreeState(k, visited, values, running, pruned, paths[step.node],
                         tuple(paths[e.node] for e in step.path), windows, step.text)
