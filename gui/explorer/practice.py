"""Practice mode: the learner's guesses (pruned leaves, inner values) checked against the engine's run."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from .treerun import TreeRun

Path = tuple[int, ...]


@dataclass(frozen=True)
class PracticeResult:
    pruned_right: frozenset[Path]
    """Leaves marked as pruned that alpha-beta does prune."""
    pruned_missed: frozenset[Path]
    """Leaves alpha-beta prunes that were not marked."""
    pruned_wrong: frozenset[Path]
    """Leaves marked as pruned that alpha-beta evaluates."""
    values: dict[Path, tuple[float | None, float | None]]
    """Inner node → (the learner's value, the value alpha-beta computes; None where it never gets)."""

    def value_ok(self, path: Path) -> bool:
        given, expected = self.values[path]
        if expected is None:
            return given is None
        return given is not None and math.isclose(given, expected, rel_tol=1e-9, abs_tol=1e-9)

    @property
    def all_right(self) -> bool:
        return not self.pruned_missed and not self.pruned_wrong and all(self.value_ok(p) for p in self.values)

    def summary(self) -> str:
        n_pruned = len(self.pruned_right) + len(self.pruned_missed)
        right_values = sum(self.value_ok(p) for p in self.values)
        found = QCoreApplication.translate("PracticeResult", "Pruned leaves: {0} of {1} found").format(
            len(self.pruned_right), n_pruned)
        if self.pruned_wrong:
            found += QCoreApplication.translate("PracticeResult", ", {0} marked that alpha-beta evaluates").format(
                len(self.pruned_wrong))
        text = QCoreApplication.translate("PracticeResult", "{0}; inner values: {1} of {2} right.").format(
            found, right_values, len(self.values))
        return QCoreApplication.translate("PracticeResult", "All right! {0}").format(text) if self.all_right else text


def check_practice(run: TreeRun, marked: set[Path], answers: dict[Path, float | None]) -> PracticeResult:
    """Compare the learner's ``marked`` leaves and ``answers`` (every inner node's value, None for "not
    reached") with the alpha-beta run ``run``."""
    truth = set(run.pruned_leaves)
    expected: dict[Path, float | None] = {}
    for i, p in enumerate(run.paths):
        if run.record.n_children[i] or run.record.size[i] > 1:
            expected[p] = run.record.value[i]
    values: dict[Path, tuple[float | None, float | None]] = {}
    stack = [run.root]
    while stack:
        node = stack.pop()
        if not node.is_leaf:
            values[node.path] = (answers.get(node.path), expected.get(node.path))
            stack.extend(node.children)
    return PracticeResult(frozenset(marked & truth), frozenset(truth - marked), frozenset(marked - truth), values)
