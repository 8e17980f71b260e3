"""Practice mode in the explorer: the learner marks the leaves alpha-beta prunes and types the inner nodes'
values; checking compares them with the engine's alpha-beta run.

``PracticePanel`` is the side panel's box (the table of answers, the result); this object holds the marks
and the last check, and hides what would give the answers away while practising.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker

from engine.errors import InputError

from .host import ExplorerHost
from .practice import PracticeResult, check_practice

Path = tuple[int, ...]


class PracticeMode:
    """The learner's marks and typed values on the explorer's tree, and their last check."""

    def __init__(self, explorer: ExplorerHost) -> None:
        self.explorer = explorer
        self.marks: set[Path] = set()
        """The leaves the learner marked as pruned."""
        self.result: PracticeResult | None = None
        """The last check of the marks and values (None: not checked since the last change)."""

    def clear(self) -> None:
        """Forget the marks and the check (a new tree or run)."""
        self.marks = set()
        self.result = None

    def set_practice(self, on: bool) -> None:
        """Practice mode on or off: the run is hidden while the learner answers."""
        ex = self.explorer
        with QSignalBlocker(ex.practice.check_box):
            ex.practice.check_box.setChecked(on)
        ex.playback.stop()
        ex.practice.show_details(on)
        ex.counts_label.setVisible(not on)  # it would give away how many leaves are pruned
        ex.compare_button.setEnabled(not on)  # and so would a comparison
        if on:
            ex.comparison_mode.close()
        self.clear()
        if on:
            if ex.algorithm != "alphabeta":  # practice checks alpha-beta's pruning: switch, and say so
                previous = ex.algorithms.title(ex.algorithm)
                ex.algorithms.set_algorithm("alphabeta")
                ex.practice.say_switched(previous)
            ex.practice.fill(ex.root, ex.names())
            ex.step = -1
        ex.show_step()

    def set_answer(self, path: Path, text: str) -> None:
        """Type ``text`` as the learner's value for the inner node at ``path``."""
        self.explorer.practice.set_answer(tuple(path), text)

    def toggle_mark(self, path: Path) -> None:
        """Mark the leaf at ``path`` as pruned, or unmark it."""
        self.marks.symmetric_difference_update({tuple(path)})
        self.result = None
        self.explorer.show_step()

    def node_clicked(self, path: Path) -> None:
        """A click while practising: a leaf is marked or unmarked, an inner node's value is edited."""
        root = self.explorer.root
        assert root is not None
        if root.node_at(path).is_leaf:
            self.toggle_mark(path)
        else:
            self.explorer.practice.edit(tuple(path))

    def mark_looks(self) -> dict[Path, str]:
        if not self.explorer.practice.is_on():
            return {}
        r = self.result
        if r is None:
            return {p: "marked" for p in self.marks}
        looks = {p: "right" for p in r.pruned_right}
        looks.update({p: "missed" for p in r.pruned_missed})
        looks.update({p: "wrong" for p in r.pruned_wrong})
        return looks

    def edited(self) -> None:
        if self.explorer.practice.is_on():
            self.explorer.show_step()

    def check(self) -> PracticeResult | None:
        """Compare the marks and typed values with the engine's alpha-beta run, and show the difference."""
        ex = self.explorer
        if ex.root is None:
            return None
        try:
            run = ex.alphabeta_run()
        except InputError as e:
            ex.practice.result_label.setText(str(e))
            return None
        answers, bad = ex.practice.answers()
        result = check_practice(run, self.marks, answers)
        self.result = result
        summary = result.summary()
        if bad:
            summary += f" Not a number: {', '.join(bad)}."
        ex.practice.show_result(result, summary)
        ex.show_step()
        ex.practiceChecked.emit(summary)
        return result
