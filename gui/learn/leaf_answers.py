"""``LeafAnswers``: a task answered by leaves: clicked on the drawn tree or typed by name, marked on the tree.

The Learn panel owns one (``LearnPanel.leaf_answers``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QWidget

from engine.lessons import LEAF_SET_KINDS

from .board_task import BoardTask
from .drawn_answers import leaf_marks, leaves_named
from .task_kinds import Path
from .view import LearnView


class LeafAnswers(QObject):
    """A task answered by leaves: clicked on the drawn tree or typed by name, marked on the tree."""

    def __init__(self, panel: LearnView, widget: QWidget, board_task: BoardTask) -> None:
        """``widget``: the panel as a widget (the parent: the part lives and dies with the panel)."""
        super().__init__(widget)
        self.panel = panel
        self.board_task = board_task

    @Slot(tuple)
    def toggle_leaf(self, path: Path) -> None:
        ex = self.panel.exercise
        if ex is None or ex.tree is None or ex.task.kind not in LEAF_SET_KINDS or not ex.tree.node_at(path).is_leaf:
            return
        self.panel.marked ^= {path}
        self.panel.answer_edit.setText(", ".join(name for p, name in ex.leaves if p in self.panel.marked))
        self.show_marks()

    @Slot(str)
    def on_answer_edited(self, text: str) -> None:
        ex = self.panel.exercise
        if ex is not None and ex.tree is None and ex.task.kind == "pv":
            self.board_task.show_line(self.board_task.typed_line())  # the board follows the line as it is typed
        if ex is None or ex.tree is None or ex.task.kind not in LEAF_SET_KINDS:
            return
        self.panel.marked = leaves_named(ex.leaves, text)
        self.show_marks()

    def show_marks(self, after_check: bool = False) -> None:
        ex = self.panel.exercise
        if ex is None or ex.tree is None:
            return
        truth = leaves_named(ex.leaves, ex.expected) if after_check else None
        self.panel.scene.apply_state(None, marks=leaf_marks(self.panel.marked, truth))
