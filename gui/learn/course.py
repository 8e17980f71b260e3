"""The course the Learn panel shows: the built-in lessons, then the lessons of the teacher's folder (or the
one lesson file) the learner opened, remembered in the settings, as the plugin folder is, so it is
there after a restart."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings

from engine.lessons import LessonError, LessonSet, builtin_lessons, load_folder, load_lesson

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
    """The built-in lessons, then the remembered folder's (or file's); a folder or file that is gone, or a
    broken lesson, is one line among the errors, never a reason to show nothing."""
    course = builtin_lessons()
    folder = lessons_folder(settings)
    if folder is None:
        return course
    if os.path.isfile(folder):
        try:
            return LessonSet(course.lessons + [load_lesson(folder)], course.errors)
        except LessonError as e:
            return LessonSet(course.lessons, course.errors + [e])
    if not os.path.isdir(folder):
        course.errors.append(LessonError(folder, 0, "the lessons folder is gone (open another, or forget it)"))
        return course
    extra = load_folder(folder)
    return LessonSet(course.lessons + extra.lessons, course.errors + extra.errors)
