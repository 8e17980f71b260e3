"""Opening one lesson file from the Learn panel's Open menu (beside a folder): it is listed after the
course and opened, remembered across a restart, and a broken file is one line with its line number."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from engine.lessons import builtin_lessons
from gui.learn.panel import LearnPanel

from .learn_wait import task_ready

COURSE = builtin_lessons()
LESSON = "# Homework\n\nOne task.\n\n```task\nid: hw\nkind: value\ntree: ((4 9) (7 8))\n```\n"


def test_one_lesson_file_opens_from_the_menu_and_is_remembered(qtbot, settings_file, tmp_path: Path, monkeypatch):
    path = tmp_path / "homework.md"
    path.write_text(LESSON, encoding="utf-8")
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat))
    qtbot.addWidget(panel)
    menu = panel.open_button.menu()
    assert menu is not None and [a.text() for a in menu.actions()] == ["A &folder of lessons…", "&One lesson file…"]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), "Lessons (*.md)"))
    panel.open_file_action.trigger()
    task_ready(qtbot, panel)  # (worked out off the window's thread)
    assert panel.model.rowCount() == len(COURSE.lessons) + 1
    assert panel.lesson is not None and panel.lesson.title == "Homework" and panel.exercise is not None
    assert panel.exercise.expected == "7"
    again = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    assert [lesson.title for lesson in again.model.lessons][-1] == "Homework"
    assert again.forget_button.isVisibleTo(again)
    again.forget_button.click()
    assert again.model.rowCount() == len(COURSE.lessons)


def test_a_broken_lesson_file_is_one_line_and_the_course_stays(qtbot, settings_file, tmp_path: Path, monkeypatch):
    path = tmp_path / "broken.md"
    path.write_text(LESSON.replace("kind: value", "kind: valu"), encoding="utf-8")
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat))
    qtbot.addWidget(panel)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    panel.open_file_action.trigger()
    assert panel.model.rowCount() == len(COURSE.lessons)
    assert "broken.md, line 7: unknown task kind 'valu'" in panel.errors_label.text()
    assert not panel.errors_label.isHidden()
