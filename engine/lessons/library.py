"""Where lessons come from: the built-in course (``engine/resources/lessons``), a teacher's folder, a single file.

A folder is read file by file: a malformed lesson becomes one ``LessonError`` beside the others, which load
as if it were not there (as plugin folders do). A lesson is "loaded" once it parses and every task's answer
has been computed for its own tree or position, so a lesson that names a node its tree lacks is caught at
load, with its line, not when a learner reaches the task.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from ..resources import LESSONS
from .answers import make_exercise
from .lesson_file import Lesson, LessonError, read_lesson_file

BUILTIN_DIR = LESSONS
LESSON_SUFFIX = ".md"
MAX_LESSON_FILES = 500


@dataclass
class LessonSet:
    lessons: list[Lesson] = field(default_factory=list)
    errors: list[LessonError] = field(default_factory=list)


def load_lesson(path: str | os.PathLike[str]) -> Lesson:
    """One lesson, parsed and each task's answer computed; ``LessonError`` with the line otherwise."""
    lesson = read_lesson_file(path)
    for task in lesson.tasks:
        make_exercise(task)
    return lesson


def load_folder(folder: str | os.PathLike[str]) -> LessonSet:
    """Every ``*.md`` lesson of ``folder`` (not its subfolders), sorted by their ``order`` then title."""
    out = LessonSet()
    try:
        names = sorted(p for p in os.listdir(folder) if p.endswith(LESSON_SUFFIX))
    except OSError as e:
        out.errors.append(LessonError(os.fspath(folder), 0, f"cannot read the folder: {e.strerror or e}"))
        return out
    for name in names[:MAX_LESSON_FILES]:
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        try:
            out.lessons.append(load_lesson(path))
        except LessonError as e:
            out.errors.append(e)
    if len(names) > MAX_LESSON_FILES:
        out.errors.append(LessonError(os.fspath(folder), 0, f"more than {MAX_LESSON_FILES} lessons: the rest are left out"))
    out.lessons.sort(key=lambda lesson: (lesson.order, lesson.title))
    return out


def builtin_lessons() -> LessonSet:
    """The built-in course."""
    return load_folder(BUILTIN_DIR)
