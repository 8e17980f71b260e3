"""The course the Learn panel shows: the built-in lessons, then the lessons of the teacher's folder (or the
one lesson file) the learner opened, remembered in the settings, as the plugin folder is, so it is
there after a restart. Each lesson comes with its translations; the list (``lesson_list``) shows the one in
the interface's language."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings

from engine.lessons import BUILTIN_DIR, LessonError, LessonSet, builtin_lessons
from engine.lessons.library import load_sources

FOLDER_KEY = "learn/folder"


def lessons_folder(settings: QSettings) -> str | None:
    value = settings.value(FOLDER_KEY, "")
    return value if isinstance(value, str) and value else None


def remember_folder(settings: QSettings, folder: str | None) -> None:
    """Remember ``folder`` (a folder of lessons, or one lesson file) as the teacher's lessons (None: forget
    it, only the built-in course remains)."""
    if folder:
        settings.setValue(FOLDER_KEY, folder)
    else:
        settings.remove(FOLDER_KEY)
    settings.sync()


def load_course(settings: QSettings) -> LessonSet:
    """The built-in lessons, then the remembered folder's (or file's), each with its translations (a teacher's
    folder may translate the built-in lessons too); a folder or file that is gone, or a broken lesson, is one
    line among the errors, never a reason to show nothing. Parsed only: the panel works out each task's
    answer off its window's thread (``answers``), when the task is shown or ahead of it."""
    folder = lessons_folder(settings)
    if folder is None:
        return builtin_lessons(answers=False)
    if not os.path.isfile(folder) and not os.path.isdir(folder):
        course = builtin_lessons(answers=False)
        course.errors.append(LessonError(folder, 0, "the lessons folder is gone (open another, or forget it)"))
        return course
    return load_sources([BUILTIN_DIR, folder], answers=False)
