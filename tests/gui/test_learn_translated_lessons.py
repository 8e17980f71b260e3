"""A translated lesson in the Learn panel: with the German translation installed, a lesson that has a
``.de.md`` beside it is listed and shown in German (title, text, prompt, hint); progress is the lesson's
and task's, so it is the same in both languages; the report lists the titles the learner sees."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QSettings, Qt

from engine.lessons import builtin_lessons
from gui.i18n import ui_language
from gui.learn.course import load_course, remember_folder
from gui.learn.lesson_list import LessonListModel
from gui.learn.panel import LearnPanel
from gui.learn.progress import Progress

FIXTURES = Path(__file__).resolve().parents[1] / "data" / "lessons" / "translated"
GERMAN_TITLE = "Abschneiden an einem kleinen Baum"
GERMAN_PROMPT = "Welchen Wert gibt Minimax an die Wurzel A zurück?"


def opened_panel(qtbot, settings_file: str) -> LearnPanel:
    """The Learn panel with the fixture folder opened (as Open lessons… does), its lesson selected."""
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    remember_folder(settings, str(FIXTURES))
    panel = LearnPanel(settings)
    qtbot.addWidget(panel)
    panel.resize(960, 720)
    row = [lesson.id for lesson in panel.model.lessons].index("small-pruning")
    panel.select_lesson(row)
    return panel


def test_with_german_installed_the_panel_shows_the_german_lesson(qtbot, language, settings_file):
    assert language("de") is not None and ui_language() == "de"
    panel = opened_panel(qtbot, settings_file)
    row = [lesson.id for lesson in panel.model.lessons].index("small-pruning")
    index = panel.model.index(row)
    assert index.data(Qt.ItemDataRole.DisplayRole) == f"{row + 1}. {GERMAN_TITLE}  (0/2)"
    assert index.data(Qt.ItemDataRole.ToolTipRole) == f"Lektion {row + 1}, {GERMAN_TITLE}: 0 von 2 Aufgaben erledigt"
    assert panel.text_view.toPlainText().startswith(GERMAN_TITLE)
    assert "Alpha-Beta liest die Blätter" in panel.text_view.toPlainText()
    assert GERMAN_PROMPT in panel.prompt_label.text()
    panel.show_hint()
    assert panel.feedback.text().endswith("MAX nimmt den größten der Werte von B, C und D.")
    assert panel.errors_label.isHidden()  # the translation is no lesson of its own, nor an error


def test_progress_is_the_lesson_s_and_task_s_so_it_is_shared_across_languages(qtbot, language, settings_file,
                                                                                tmp_path):
    assert language("de") is not None
    panel = opened_panel(qtbot, settings_file)
    panel.answer_edit.setText("3")
    with qtbot.waitSignal(panel.checked) as verdict:
        panel.check()
    assert verdict.args == [True]
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    assert Progress(settings).is_done("small-pruning", "root")
    # The same lessons listed in English: the task done in German counts there too.
    english = LessonListModel(Progress(settings))
    english.set_lessons(load_course(settings).lessons, "en")
    row = [lesson.id for lesson in english.lessons].index("small-pruning")
    assert english.index(row).data(Qt.ItemDataRole.DisplayRole) == f"{row + 1}. Pruning on a small tree  (1/2)"
    # The report lists what the learner saw, in the interface's language.
    report = tmp_path / "report.txt"
    assert panel.progress_actions.export_report(str(report))
    text = report.read_text(encoding="utf-8")
    assert f"{row + 1}. {GERMAN_TITLE}: 1 von 2 Aufgaben erledigt" in text
    assert "   [x] Aufgabe root (value)" in text and "   [ ] Aufgabe cut (pruned)" in text


def test_without_a_translation_installed_the_lesson_is_the_original(qtbot, settings_file):
    assert ui_language() == "en"
    panel = opened_panel(qtbot, settings_file)
    assert panel.lesson is not None and panel.lesson.title == "Pruning on a small tree"
    assert "What value does minimax back up to the root A?" in panel.prompt_label.text()


def test_the_list_model_of_translated_lessons_passes_the_model_tester(qtmodeltester, settings_file):
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    model = LessonListModel(Progress(settings))
    model.set_lessons(builtin_lessons().lessons, "de")
    qtmodeltester.check(model)


def test_a_translation_that_differs_is_listed_with_its_line_and_the_original_is_shown(qtbot, language, settings_file,
                                                                                         tmp_path):
    assert language("de") is not None
    shutil.copy(FIXTURES / "pruning.md", tmp_path / "pruning.md")
    german = (FIXTURES / "pruning.de.md").read_text(encoding="utf-8").replace("node: A", "node: B")
    (tmp_path / "pruning.de.md").write_text(german, encoding="utf-8")
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    remember_folder(settings, str(tmp_path))
    panel = LearnPanel(settings)
    qtbot.addWidget(panel)
    assert not panel.errors_label.isHidden()
    assert panel.errors_label.text().startswith("pruning.de.md, line 16: 'node: B' differs from task 'root'")
    assert str(tmp_path / "pruning.de.md") in panel.errors_label.toolTip()
    row = [lesson.id for lesson in panel.model.lessons].index("small-pruning")
    panel.select_lesson(row)
    assert panel.lesson is not None and panel.lesson.title == "Pruning on a small tree"
