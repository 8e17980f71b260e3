"""Which tasks a learner has finished, remembered in the application's settings (``QSettings``: the
platform's own place for them), so progress survives a restart and can be reset.

Keys are ``learn/done/<lesson id>/<task id>``; lesson and task ids are letters, digits, ``-`` and
``_`` (the lesson format's rule), so they are safe as settings keys.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings

from engine.lessons import Lesson

PREFIX = "learn/done"


class Progress:
    def __init__(self, settings: QSettings) -> None:
        self.settings = settings

    def is_done(self, lesson: str, task: str) -> bool:
        return _truthy(self.settings.value(f"{PREFIX}/{lesson}/{task}", False))

    def mark_done(self, lesson: str, task: str) -> None:
        self.settings.setValue(f"{PREFIX}/{lesson}/{task}", True)
        self.settings.sync()

    def done_count(self, lesson: str, tasks: list[str]) -> int:
        return sum(self.is_done(lesson, t) for t in tasks)

    def reset(self, lesson: str | None = None) -> None:
        """Forget one lesson's progress, or every lesson's."""
        self.settings.remove(PREFIX if lesson is None else f"{PREFIX}/{lesson}")
        self.settings.sync()


def _truthy(value: object) -> bool:
    # An INI file gives "true" back as a string.
    return value is True or (isinstance(value, str) and value.lower() == "true")


def progress_report(lessons: list[Lesson], progress: Progress, learner: str = "", when: str = "") -> str:
    """A short plain-text report of what a learner completed, for a teacher: per lesson the tasks done, in the
    interface's language (the lessons' titles are those the list shows, translated where they are)."""
    head = QCoreApplication.translate("LearnReport", "Minimax Studio, Learn: progress report")
    lines = [head, "=" * len(head)]
    if learner:
        lines.append(QCoreApplication.translate("LearnReport", "Learner: {0}").format(learner))
    if when:
        lines.append(QCoreApplication.translate("LearnReport", "Date: {0}").format(when))
    total = done_total = 0
    for k, lesson in enumerate(lessons, 1):
        done = [t for t in lesson.tasks if progress.is_done(lesson.id, t.id)]
        total += len(lesson.tasks)
        done_total += len(done)
        lines.append("")
        lines.append(QCoreApplication.translate("LearnReport", "{0}. {1}: {2} of {3} tasks done")
                     .format(k, lesson.title, len(done), len(lesson.tasks)))
        for t in lesson.tasks:
            # the task's id and kind are the lesson file's own words: a teacher finds the task by them
            task = QCoreApplication.translate("LearnReport", "task {0} ({1})").format(t.id, t.kind)
            lines.append(f"   [{'x' if t in done else ' '}] {task}")
    lines.append("")
    lines.append(QCoreApplication.translate("LearnReport", "In all: {0} of {1} tasks done.").format(done_total, total))
    return "\n".join(lines) + "\n"
