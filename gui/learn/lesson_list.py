"""The list of lessons as an item model: each lesson's title with how many of its tasks are done.

The list holds each lesson in the interface's language (``Lesson.in_language``): the panel shows what the
list holds, so the title, the text and the tasks' words are the translation's where there is one. Progress
is kept by lesson and task id, which a translation shares with its original, so a learner who changes the
language keeps what they have done."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from engine.lessons import Lesson

from ..i18n import ui_language
from .progress import Progress

Index = QModelIndex | QPersistentModelIndex
LESSON_ROLE = Qt.ItemDataRole.UserRole


class LessonListModel(QAbstractListModel):
    def __init__(self, progress: Progress, parent: Any = None) -> None:
        super().__init__(parent)
        self.progress = progress
        self.lessons: list[Lesson] = []

    def set_lessons(self, lessons: list[Lesson], language: str | None = None) -> None:
        """Show ``lessons``, each in ``language`` where it has a translation (None: the interface's)."""
        reader = ui_language() if language is None else language
        self.beginResetModel()
        self.lessons = [lesson.in_language(reader) for lesson in lessons]
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's own default)
        return 0 if parent.isValid() else len(self.lessons)

    def counts(self, row: int) -> tuple[int, int]:
        lesson = self.lessons[row]
        return self.progress.done_count(lesson.id, [t.id for t in lesson.tasks]), len(lesson.tasks)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.lessons) or index.column() != 0:
            return None
        lesson = self.lessons[index.row()]
        done, total = self.counts(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            mark = "✓ " if done == total else ""
            return f"{mark}{index.row() + 1}. {lesson.title}  ({done}/{total})"
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            state = self.tr("finished") if done == total else self.tr("{0} of {1} tasks done").format(done, total)
            return self.tr("Lesson {0}, {1}: {2}").format(index.row() + 1, lesson.title, state)
        if role == LESSON_ROLE:
            return lesson.id
        return None

    def refresh(self) -> None:
        """Progress changed: every row's count may read differently."""
        if self.lessons:
            self.dataChanged.emit(self.index(0), self.index(len(self.lessons) - 1))
