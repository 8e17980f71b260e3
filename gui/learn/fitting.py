"""``TaskFitting``: how the panel's height is shared between the lesson's text and the task, and how the task's
tree fits its view.

The Learn panel owns one (``LearnPanel.fitting``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import QWidget

from ..explorer.view import MIN_FIT
from .task_kinds import TREE_FIT_MARGIN
from .view import LearnView


class TaskFitting(QObject):
    """How the panel's height is shared between the lesson's text and the task, and how the task's tree fits its view."""

    def __init__(self, panel: LearnView, widget: QWidget) -> None:
        """``widget``: the panel as a widget (the parent: the part lives and dies with the panel)."""
        super().__init__(widget)
        self.panel = panel

    @Slot(int, int)
    def on_split_moved(self, _pos: int, _index: int) -> None:
        self.panel.split_by_hand = True

    def text_height_needed(self) -> int:
        """The height that shows the whole lesson text, figures included, without scrolling."""
        view = self.panel.text_view
        document = view.document()
        document.setTextWidth(view.viewport().width())
        return int(document.size().height()) + 2 * view.frameWidth() + 2

    @Slot()
    def refit(self) -> None:
        """The task's words changed their height: share the height again, then fit the tree to its view."""
        self.fit_text()
        self.fit_tree()

    def tree_height_wanted(self) -> int:
        """How much taller than its least height the task's tree view must be to show the whole tree legibly
        (the explorer's smallest fitting scale); 0 without a tree."""
        if self.panel.tree_view.isHidden():
            return 0
        drawn = self.panel.scene.itemsBoundingRect().height() + 2 * TREE_FIT_MARGIN
        wanted = math.ceil(drawn * MIN_FIT) + 2 * self.panel.tree_view.frameWidth() + 2
        return max(0, wanted - self.panel.tree_view.minimumHeight())

    def lesson_column_height(self) -> int:
        """The height that shows every lesson of the list (and the buttons under it) without scrolling."""
        view = self.panel.lesson_list
        # a row's laid-out height (a long title wraps to two lines), or its hint before the list is laid out
        rows = sum(view.visualRect(self.panel.model.index(r)).height() or view.sizeHintForRow(r)
                   for r in range(self.panel.model.rowCount()))
        listed = rows + 2 * view.frameWidth() + 4
        column = self.panel.lesson_list.parentWidget()
        if column is None:
            return listed
        return column.minimumSizeHint().height() - view.minimumSizeHint().height() + listed

    def fit_text(self) -> None:
        """Share the height between the lesson's text and the task: the text gets what it needs to be read
        whole (its figures uncut), the task keeps at least what its own controls need and takes the rest
        (a tree or a board grows into it). Once the learner drags the line between them, theirs stands."""
        if self.panel.split_by_hand:
            return
        sizes = self.panel.split.sizes()
        total = sum(sizes)
        if total <= 0:
            return
        task_least = self.panel.task_box.minimumSizeHint().height() + self.tree_height_wanted()
        top_least = self.panel.top_pane.minimumSizeHint().height()
        wanted = max(self.text_height_needed(), self.lesson_column_height())
        text = max(top_least, min(wanted, total - task_least))
        if [text, total - text] != sizes:
            self.panel.split.setSizes([text, total - text])
            if self.panel.tree_view.isVisible():
                QTimer.singleShot(0, self.fit_tree)  # the tree's view changed its size

    def stretch(self, shown: QWidget) -> None:
        """The drawing (tree or board) takes the room the task leaves."""
        for w in (self.panel.tree_view, self.panel.board_pane):
            self.panel.task_layout.setStretch(self.panel.task_layout.indexOf(w), 1 if w is shown else 0)

    def tree_fits(self) -> bool:
        """Whether the whole drawn tree is in view (a tree too wide to stay legible is not: it scrolls)."""
        shown = self.panel.tree_view.mapToScene(self.panel.tree_view.viewport().rect()).boundingRect()
        return shown.adjusted(-1, -1, 1, 1).contains(self.panel.scene.itemsBoundingRect())

    @Slot()
    def fit_tree(self) -> None:
        """The whole tree in view when it can stay legible; else its top, and a line saying how to see the rest."""
        if not self.panel.tree_view.isVisible():
            return
        view = self.panel.tree_view
        self.scroll_bars(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        view.fit()
        fits = self.tree_fits()
        if fits:  # a tree wholly in view shows no scroll bars (the scene keeps a margin round it that would)
            self.scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            view.fit()
        self.panel.tree_hint.setVisible(not fits)

    def scroll_bars(self, policy: Qt.ScrollBarPolicy) -> None:
        self.panel.tree_view.setHorizontalScrollBarPolicy(policy)
        self.panel.tree_view.setVerticalScrollBarPolicy(policy)
