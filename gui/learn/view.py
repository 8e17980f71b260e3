"""``LearnView``: the Learn panel as its parts (fitting, sources, board task, leaves, match, progress) read it.

A protocol, so that the parts depend on what they read and not on the panel's module (which owns them).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QGroupBox, QLabel, QLineEdit, QListView, QPushButton, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from engine.lessons import Exercise, Lesson, LessonSet

from ..app.controller import GameController
from ..explorer.scene import TreeScene
from ..explorer.view import TreeView
from ..panels.settings_panel import ParamForm
from .lesson_list import LessonListModel
from .progress import Progress
from .task_board import TaskBoard
from .task_kinds import Path


class LearnView(Protocol):
    """The panel's widgets and its task's state (see ``LearnPanel`` for each)."""

    settings: QSettings
    progress: Progress
    model: LessonListModel
    lesson: Lesson | None
    task_index: int
    exercise: Exercise | None
    marked: set[Path]
    match: GameController | None
    split: QSplitter
    split_by_hand: bool
    top_pane: QSplitter
    lesson_list: QListView
    text_view: QTextBrowser
    forget_button: QPushButton
    task_box: QGroupBox
    task_layout: QVBoxLayout
    board_area: TaskBoard
    board_pane: QWidget
    scene: TreeScene
    tree_view: TreeView
    tree_hint: QLabel
    param_form: ParamForm
    answer_edit: QLineEdit
    feedback: QLabel

    def set_lessons(self, found: LessonSet) -> None: ...
    def select_lesson(self, row: int) -> None: ...
    def show_task(self, k: int, focus: bool = False) -> None: ...
    def check(self) -> None: ...
