"""Learn's checks speak the window's language: every verdict and explanation the engine's lesson code writes
is a sentence marked for translation, and the Learn panel shows it translated.

Under a translator that turns every word of each template it is asked for into ``ʬ`` (keeping ``{0}``,
``%n`` and the punctuation), a sentence that reached the window untranslated still shows English words. What
may stay is the engine's own: numbers, moves, node names, the evaluations' names and weights, MAX and MIN,
and an ``InputError``'s message (engine errors stay English by design, docs/guide/languages.md). With the shipped
German file, a wrong answer's explanation reads German."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from engine.games import game_info
from engine.i18n import Phrase
from engine.lessons import Exercise, LessonSet, make_exercise
from gui.i18n import spoken
from gui.learn.panel import LearnPanel

from .test_learn_play import losing_game, play_game
from .test_learn_walk import wrong_answers

WORD = re.compile(r"[A-Za-z]{2,}")
SPOKEN = "ʬ"
PLAY, TUNE = "beat-computer", "tune-evaluation"
SYMBOLS = {"MAX", "MIN", "Star"}
"""The textbook's names of the players of a tree and of Star1, the same in every language (as α, β and ∞ are)."""


class WordTranslator(QTranslator):
    """Every word of every text Qt is asked to translate comes back as ʬ: an English word left in a shown
    sentence never went through translation."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return WORD.sub(SPOKEN, source)

    def isEmpty(self) -> bool:  # (Qt's name)
        return False


@pytest.fixture
def words_translated(qapp: QApplication) -> Iterator[None]:
    translator = WordTranslator()
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def engine_words(ex: Exercise) -> set[str]:
    """The words an explanation quotes as the engine writes them: evaluation and weight names."""
    words = set(SYMBOLS)
    if ex.task.setting.game != "tree":
        for name, evaluation in game_info(ex.task.setting.game).evaluations.items():
            words |= {name, *(p.name for p in evaluation.params)}
    return words


def english_left(shown: str, ex: Exercise, answer: str = "") -> list[str]:
    """English words in ``shown`` that are neither the engine's own nor the learner's ``answer`` quoted back."""
    return [w for w in WORD.findall(shown) if w not in engine_words(ex) | set(WORD.findall(answer))]


def quotes_an_error(said: object) -> bool:
    """Whether a sentence hands on an engine error's message (``exercise.as_said``), which stays English."""
    if not isinstance(said, Phrase):
        return False
    return (said.template == "{0}" and said.context == "LessonCheck") or any(quotes_an_error(a) for a in said.args)


def every_task(course: LessonSet) -> Iterator[tuple[int, int, str]]:
    for row, lesson in enumerate(course.lessons):
        for k, task in enumerate(lesson.tasks):
            yield row, k, f"{lesson.id} task {task.id}"


def test_every_builtin_tasks_wrong_answer_is_shown_translated_in_the_learn_panel(
        qtbot, words_translated, learn_panel: LearnPanel, builtin_course: LessonSet) -> None:
    panel, seen = learn_panel, 0
    for row, k, name in every_task(builtin_course):
        panel.select_lesson(row)
        panel.show_task(k)
        ex = panel.exercise
        assert ex is not None, name
        if ex.task.kind == PLAY:
            assert play_game(qtbot, panel, losing_game(ex)[0]) == [False], name
        else:
            answers = [panel.answer_edit.text()] if ex.task.kind == TUNE else wrong_answers(ex)  # TUNE: the defaults
            wrong = next((a for a in answers if ex.check(a).understood and not ex.check(a).correct), None)
            assert wrong is not None, f"{name}: no wrong answer found"
            panel.answer_edit.setText(wrong)
            with qtbot.waitSignal(panel.checked) as blocker:
                panel.check_button.click()
            assert blocker.args == [False], name
        shown = panel.feedback.text()
        assert SPOKEN in shown and re.search(r"\d", shown), f"{name}: {shown}"
        assert not english_left(shown, ex), f"{name}: English left {english_left(shown, ex)} in {shown!r}"
        seen += 1
    assert seen == sum(len(lesson.tasks) for lesson in builtin_course.lessons) > 40


ANSWERS = ("", "0", "1", "-1", "5", "99", "yes", "no", "maybe", "X", "O", "A", "B", "C", "B1", "B1, B2", "none",
           "A B", "B C1", "-inf, inf", "1, 2", "5 3", "1 2 3", "2", "4", "7", "junk")


def test_every_verdict_of_every_builtin_task_is_marked_right_or_wrong(words_translated, builtin_course) -> None:
    """Beyond one wrong answer per task: praise, wrong answers, answers of the wrong form, on the lesson's
    own exercise and on new ones (other seeds) — every sentence translated, in English unchanged."""
    said = 0
    for lesson in builtin_course.lessons:
        for task in lesson.tasks:
            if task.kind in (PLAY, TUNE):
                continue  # a game's verdicts come in the panel test; the weights' in test_lessons_tune
            for seed in (None, 7):
                ex = make_exercise(task, seed)
                for answer in (*ANSWERS, ex.expected):
                    verdict = ex.check(answer)
                    if quotes_an_error(verdict.said):
                        continue
                    shown = spoken(verdict.said)
                    assert SPOKEN in shown, f"{lesson.id} {task.id} {answer!r}: {shown}"
                    assert not english_left(shown, ex, answer), f"{lesson.id} {task.id} {answer!r}: {shown!r}"
                    said += 1
                assert not english_left(spoken(ex.because), ex)
    assert said > 500


def test_english_is_the_engines_sentence_byte_for_byte(builtin_course) -> None:
    """Without a translation the panel's words are ``str(verdict.said)``: what ``lesson check`` and the tests read."""
    for lesson in builtin_course.lessons[:4]:
        for task in lesson.tasks:
            ex = make_exercise(task)
            assert spoken(ex.because) == ex.explanation
            for answer in ("0", "1", "none", "yes", ex.expected):
                verdict = ex.check(answer)
                assert spoken(verdict.said) == verdict.message


def open_task(panel: LearnPanel, course: LessonSet, lesson_id: str, task_id: str) -> Exercise:
    row = next(k for k, lesson in enumerate(course.lessons) if lesson.id == lesson_id)
    panel.select_lesson(row)
    panel.show_task(next(k for k, t in enumerate(course.lessons[row].tasks) if t.id == task_id))
    assert panel.exercise is not None
    return panel.exercise


def check(qtbot, panel: LearnPanel, answer: str) -> str:
    panel.answer_edit.setText(answer)
    with qtbot.waitSignal(panel.checked):
        panel.check_button.click()
    return panel.feedback.text()


def test_with_the_shipped_german_file_a_wrong_answer_is_explained_in_german(
        qtbot, language, learn_panel: LearnPanel, builtin_course: LessonSet) -> None:
    assert language("de") is not None
    panel = learn_panel
    open_task(panel, builtin_course, "minimax-by-hand", "value-b")
    assert check(qtbot, panel, "0") == ("Nicht 0. B ist ein MIN-Knoten; seine Kinder sind B1 = 3, B2 = 12, B3 = 8 wert. "
                                        "MIN wählt den kleinsten Wert: min(3, 12, 8) = 3.")
    assert panel.feedback.accessibleDescription() == panel.feedback.text()  # what a screen reader says
    assert check(qtbot, panel, "3").startswith("Richtig: der Wert von B ist 3.")
    open_task(panel, builtin_course, "games-as-search", "actions")  # a plural: the translator's forms
    assert check(qtbot, panel, "0") == "Nicht 0. ACTIONS(s) ist {2, 3, 4, 6, 7, 8}: 6 legale Züge."
    open_task(panel, builtin_course, "alpha-beta", "best-first")
    assert check(qtbot, panel, "0") == "Nicht 0. Alpha-Beta bewertet 11 der 27 Blätter: 4 Schnitte schneiden die übrigen 16 ab."
    open_task(panel, builtin_course, "beyond", "table-saves")  # counts grouped the German way
    said = check(qtbot, panel, "0")
    assert "1.372 Knoten" in said and "," not in said.split("(")[0], said


def test_a_german_learner_answers_in_german_words(qtbot, language, learn_panel: LearnPanel,
                                                   builtin_course: LessonSet) -> None:
    """The checks read "yes", "no", "none" and the game's own player names; a German learner types "ja",
    "nein", "keine", "Rot": the panel hands the check the engine's word, and an answer it does not know is
    still told to answer with ja or nein."""
    from engine.games.einstein import EinStein
    from gui.learn.wording import in_engine_words

    assert language("de") is not None
    panel = learn_panel
    ex = open_task(panel, builtin_course, "games-as-search", "terminal")
    right = "ja" if ex.expected == "yes" else "nein"
    wrong = "nein" if right == "ja" else "ja"
    assert not check(qtbot, panel, wrong).startswith("Richtig")
    assert check(qtbot, panel, right).startswith("Richtig")
    assert check(qtbot, panel, "vielleicht") == "Antworten Sie mit ja oder nein."
    ex = open_task(panel, builtin_course, "alpha-beta", "pruned")
    assert in_engine_words("Keine", ex.game) == "none"
    einstein = EinStein()
    assert in_engine_words("Rot", einstein) == "red" and in_engine_words("blau ", einstein) == "blue"
    assert in_engine_words("B2, B3", einstein) == "B2, B3"  # anything else as typed
