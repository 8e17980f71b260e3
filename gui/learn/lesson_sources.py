"""``LessonSources``: where the lessons come from: the built-in course, a teacher's folder or one lesson file.

The Learn panel owns one (``LearnPanel.sources``); its strings keep the ``LearnPanel`` translation context.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QFileDialog, QWidget

from engine.lessons import LessonError, LessonSet, load_folder, load_lesson

from .course import load_course, remember_folder
from .view import LearnView


class LessonSources(QObject):
    """Where the lessons come from: the built-in course, a teacher's folder or one lesson file."""

    def __init__(self, panel: LearnView, widget: QWidget) -> None:
        """``widget``: the panel as a widget (the parent: the part lives and dies with the panel; its dialogs'
        parent too)."""
        super().__init__(widget)
        self.panel = panel
        self.widget = widget

    def open_lessons(self, path: str) -> None:
        """Load a teacher's lessons: a folder of ``.md`` files, or one file."""
        if os.path.isdir(path):
            self.panel.set_lessons(load_folder(path, answers=False))
            return
        found = LessonSet()
        try:
            found.lessons.append(load_lesson(path, answers=False))
        except LessonError as e:
            found.errors.append(e)
        self.panel.set_lessons(found)

    @Slot()
    def choose_lessons(self) -> None:
        folder = QFileDialog.getExistingDirectory(self.widget, QCoreApplication.translate(
            "LearnPanel", "Open a folder of lessons"))
        if folder:
            self.use_folder(folder)

    @Slot()
    def choose_lesson_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.widget, QCoreApplication.translate("LearnPanel", "Open a lesson file"), "",
            QCoreApplication.translate("LearnPanel", "Lessons (*.md);;All files (*)"))
        if path:
            self.use_folder(path)
            if self.panel.model.lessons and self.panel.model.lessons[-1].source == path:
                self.panel.select_lesson(len(self.panel.model.lessons) - 1)  # the teacher's lesson, at once

    def use_folder(self, folder: str | None) -> None:
        """Show the built-in course and the lessons of ``folder``, a folder or one lesson file (None: the
        built-in course alone), and remember it for the next start."""
        remember_folder(self.panel.settings, folder)
        self.panel.set_lessons(load_course(self.panel.settings))
        self.panel.forget_button.setVisible(folder is not None)
        if folder is not None:
            self.panel.forget_button.setToolTip(QCoreApplication.translate(
                "LearnPanel", "Stop showing the lessons of {0}").format(folder))
