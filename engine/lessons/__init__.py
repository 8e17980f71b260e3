"""Lessons: the Learn mode's course as files (``lesson_file``), their answers computed by the engine
(``answers``) on fixed or seeded trees (``practice_trees``), and where lessons are found (``library``).

Pure Python and no Qt: ``minimax-studio lesson check`` and the GUI's Learn dock read lessons alike.
"""

from .answers import computed_exercise, forget_exercises, keep_exercise, known_exercise, make_exercise
from .exercise import LEAF_SET_KINDS, Exercise, Verdict, parse_answer_number
from .lesson_file import TASK_KINDS, Lesson, LessonError, Setting, Task, parse_lesson, read_lesson_file
from .library import BUILTIN_DIR, LessonSet, builtin_lessons, load_folder, load_lesson
from .tune_tasks import weights_text

__all__ = [
    "BUILTIN_DIR", "LEAF_SET_KINDS", "TASK_KINDS", "Exercise", "Lesson", "LessonError", "LessonSet", "Setting", "Task", "Verdict",
    "builtin_lessons", "computed_exercise", "forget_exercises", "keep_exercise", "known_exercise", "load_folder",
    "load_lesson", "make_exercise", "parse_answer_number", "parse_lesson", "read_lesson_file", "weights_text",
]
