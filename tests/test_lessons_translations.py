"""Translated lessons: a ``04-alpha-beta.de.md`` beside ``04-alpha-beta.md`` (``language: de``) is attached to
its original, shown in the interface's language, and refused at its line when it differs from the original
in anything but words; the original is then shown as if it had no translation."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from engine.lessons import (
    BUILTIN_DIR,
    LessonError,
    builtin_lessons,
    load_folder,
    make_exercise,
    parse_lesson,
    read_lesson_file,
)
from engine.lessons.library import load_sources

from .cli_helpers import run_cli

FIXTURES = Path(__file__).resolve().parent / "data" / "lessons" / "translated"
ORIGINAL = FIXTURES / "pruning.md"
GERMAN = FIXTURES / "pruning.de.md"


def german_text() -> str:
    return GERMAN.read_text(encoding="utf-8")


def folder_with(tmp_path: Path, german: str, name: str = "pruning.de.md") -> Path:
    shutil.copy(ORIGINAL, tmp_path / "pruning.md")
    (tmp_path / name).write_text(german, encoding="utf-8")
    return tmp_path


def test_a_translation_names_its_language_and_takes_its_original_s_id():
    german = read_lesson_file(GERMAN)
    assert (german.language, german.id, german.title) == ("de", "small-pruning", "Abschneiden an einem kleinen Baum")
    assert read_lesson_file(ORIGINAL).language == ""
    # Without an id the file's name gives it, the language left out: pruning.de.md translates pruning.md.
    no_id = german_text().replace("id: small-pruning\n", "")
    assert "small-pruning" not in no_id
    assert parse_lesson(no_id, "x/pruning.de.md", default_id="pruning.de").id == "pruning"


def test_a_translation_is_attached_to_its_original_and_is_not_a_lesson_of_its_own():
    found = load_folder(FIXTURES)
    assert found.errors == []
    assert [lesson.id for lesson in found.lessons] == ["small-pruning"]
    original = found.lessons[0]
    assert original.title == "Pruning on a small tree" and set(original.translations) == {"de"}
    german = original.in_language("de")
    assert german.title == "Abschneiden an einem kleinen Baum" and german.language == "de"
    assert german.text.startswith("Alpha-Beta liest die Blätter")
    assert [t.prompt for t in german.tasks] == ["Welchen Wert gibt Minimax an die Wurzel A zurück?",
                                               "Welche Blätter wertet Alpha-Beta nie aus?"]
    assert german.tasks[1].hint == "Nach B ist MAX die 3 sicher."
    assert german.tasks[1].lead == "Jetzt Alpha-Beta auf demselben Baum."
    # Only the words are the translation's: ids, kinds, settings and so the answers are the original's.
    assert [(t.id, t.kind, t.node, t.setting, t.line) for t in german.tasks] == \
        [(t.id, t.kind, t.node, t.setting, t.line) for t in original.tasks]
    assert [make_exercise(t).expected for t in german.tasks] == [make_exercise(t).expected for t in original.tasks] \
        == ["3", "C2, C3"]
    assert german.id == original.id and german.translations == {}


@pytest.mark.parametrize(("ui", "shown"), [
    ("de", "de"), ("de_AT", "de"), ("de_CH", "de"), ("pt_BR", "pt_BR"), ("pt_PT", "pt"), ("pt", "pt"),
    ("fr", ""), ("en", ""), ("", ""),
])
def test_the_language_is_matched_exactly_first_then_by_its_language_part(tmp_path, ui, shown):
    folder = folder_with(tmp_path, german_text())
    for code in ("pt", "pt_BR"):
        (folder / f"pruning.{code}.md").write_text(
            german_text().replace("language: de", f"language: {code}").replace("# Abschneiden", f"# {code}"),
            encoding="utf-8")
    found = load_folder(folder)
    assert found.errors == [] and set(found.lessons[0].translations) == {"de", "pt", "pt_BR"}
    assert found.lessons[0].in_language(ui).language == shown


MISMATCHES = [
    # (what the translator did, the translation's text from the fixture's, the line at fault, words of the reason)
    ("a task's node changed", lambda s: s.replace("node: A", "node: B"), 16, "'node: B' differs from task 'root'"),
    ("a key added to a task", lambda s: s.replace("node: A\n", "node: A\nalgorithm: minimax\n"), 17,
     "'algorithm' is not in task 'root'"),
    ("a key left out of a task", lambda s: s.replace("node: A\n", ""), 13, "'node: A' of task 'root'"),
    ("a hint left out", lambda s: s.replace("hint: Nach B ist MAX die 3 sicher.\n", ""), 23, "translate it"),
    ("tasks reordered", lambda s: swap_tasks(s), 14, "task 1 is 'cut' where pruning.md has 'root'"),
    ("a task's id changed", lambda s: s.replace("id: cut", "id: schnitt"), 24, "'id: schnitt' differs from task 'cut'"),
    ("a task's id left out", lambda s: s.replace("id: root\n", ""), 13, "'id: root' of task 'root' of pruning.md"),
    ("a task left out", lambda s: s[:s.index("Jetzt")], 19, "task 'cut' of pruning.md (line 22) is missing"),
    ("a task added", lambda s: s + "\n```task\nid: more\nkind: evaluated\nprompt: Wie viele?\n```\n", 30,
     "task 'more' is not in pruning.md"),
    ("the tree changed", lambda s: s.replace("tree: ((3 12 8)", "tree: ((3 12 9)"), 10, "'tree: ((3 12 9)"),
    ("a lesson key left out", lambda s: s.replace("order: 1\n", ""), 5, "'order: 1' of the ```lesson block"),
    ("a depth added", lambda s: s.replace("game: tree\n", "game: tree\ndepth: 2\n"), 10, "'depth' is not in the "),
    ("no original of its id", lambda s: s.replace("id: small-pruning", "id: other"), 6, "which is not found"),
]


def swap_tasks(text: str) -> str:
    head, first, second = text[:text.index("```task")], *text[text.index("```task"):].split("\n\nJetzt")
    second = second[second.index("```task"):]
    return head + second.rstrip("\n") + "\n\n" + first + "\n"


@pytest.mark.parametrize(("change", "line", "words"), [m[1:] for m in MISMATCHES], ids=[m[0] for m in MISMATCHES])
def test_a_translation_that_differs_names_its_file_and_line_and_the_original_stays(tmp_path, change, line, words):
    folder = folder_with(tmp_path, change(german_text()))
    (folder / "other.md").write_text(ORIGINAL.read_text(encoding="utf-8").replace("small-pruning", "another"),
                                     encoding="utf-8")
    found = load_folder(folder)
    assert len(found.errors) == 1, found.errors
    error = found.errors[0]
    assert isinstance(error, LessonError) and error.source == str(folder / "pruning.de.md")
    assert error.line == line, str(error)
    assert words in error.reason, error.reason
    # The original is shown, in English, as if it had no translation; the other lesson is untouched.
    assert sorted(lesson.id for lesson in found.lessons) == ["another", "small-pruning"]
    original = next(lesson for lesson in found.lessons if lesson.id == "small-pruning")
    assert original.translations == {} and original.in_language("de") is original


def test_a_second_translation_into_the_same_language_is_refused_and_the_first_kept(tmp_path):
    folder = folder_with(tmp_path, german_text())
    (folder / "pruning.de2.md").write_text(german_text().replace("# Abschneiden", "# Zweite"), encoding="utf-8")
    found = load_folder(folder)
    assert [(e.source, e.line) for e in found.errors] == [(str(folder / "pruning.de2.md"), 7)]
    assert "a second translation of lesson 'small-pruning' into 'de' (the first: pruning.de.md)" in found.errors[0].reason
    assert found.lessons[0].in_language("de").title == "Abschneiden an einem kleinen Baum"


def test_a_language_code_must_be_one_qt_names():
    with pytest.raises(LessonError, match=r"line 7: language: a language code as Qt names it"):
        parse_lesson(german_text().replace("language: de", "language: Deutsch"), "pruning.de.md")
    brazilian = parse_lesson(german_text().replace("language: de", "language: pt-BR").replace("id: small-pruning\n", ""),
                             "x/p.pt-BR.md", default_id="p.pt-BR")
    assert (brazilian.language, brazilian.id) == ("pt_BR", "p")


def test_a_teacher_s_folder_can_translate_a_built_in_lesson(tmp_path):
    original = read_lesson_file(BUILTIN_DIR / "02-minimax-by-hand.md")
    text = (BUILTIN_DIR / "02-minimax-by-hand.md").read_text(encoding="utf-8")
    french = text.replace("```lesson\n", "```lesson\nlanguage: fr\n", 1).replace(f"# {original.title}", "# Minimax à la main")
    french = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", french)  # its figures are beside the original, not here
    (tmp_path / "minimax.fr.md").write_text(french, encoding="utf-8")
    found = load_sources([BUILTIN_DIR, tmp_path])
    assert found.errors == [] and len(found.lessons) == len(builtin_lessons().lessons)
    lesson = next(lesson for lesson in found.lessons if lesson.id == original.id)
    assert lesson.in_language("fr").title == "Minimax à la main"


def test_a_translation_opened_alone_brings_its_original(tmp_path):
    folder = folder_with(tmp_path, german_text())
    found = load_sources([folder / "pruning.de.md"])
    assert found.errors == [] and [lesson.id for lesson in found.lessons] == ["small-pruning"]
    assert found.lessons[0].in_language("de").title == "Abschneiden an einem kleinen Baum"


@pytest.mark.parametrize("path", sorted(BUILTIN_DIR.glob("*.*.md")), ids=lambda p: p.name)
def test_every_built_in_translation_attaches_to_its_original(path):
    translation = read_lesson_file(path)
    assert translation.language, f"{path.name}: a file named like a translation says its language"
    course = builtin_lessons()
    assert [e for e in course.errors if e.source == str(path)] == []
    original = next(lesson for lesson in course.lessons if lesson.id == translation.id)
    shown = original.in_language(translation.language)
    assert shown is not original and shown.title == translation.title
    assert [t.prompt for t in shown.tasks] == [t.prompt for t in translation.tasks]


def test_the_built_in_course_lists_no_translation_as_a_lesson():
    course = builtin_lessons()
    assert all(not lesson.language for lesson in course.lessons) and len(course.lessons) == 8


# -- lesson check -----------------------------------------------------------------------------------
def test_lesson_check_on_a_translation_prints_its_answers_and_compares_it(capsys):
    code, out, err = run_cli(capsys, "lesson", "check", str(GERMAN))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "Abschneiden an einem kleinen Baum (small-pruning): 2 tasks",
        "  task root (line 13, value on tree): 3",
        "  task cut (line 23, pruned on tree): C2, C3",
        "A translation into de: the same tasks as pruning.md",
    ]


def test_lesson_check_on_a_translation_that_differs_is_its_line_and_exit_2(capsys, tmp_path):
    folder = folder_with(tmp_path, german_text().replace("node: A", "node: C"))
    code, out, err = run_cli(capsys, "lesson", "check", str(folder / "pruning.de.md"))
    assert code == 2 and out == ""
    assert err.strip().endswith(f"{folder / 'pruning.de.md'}, line 16: 'node: C' differs from task 'root' of "
                                "pruning.md (line 12), which has 'node: A'")
    assert len(err.strip().splitlines()) == 1


def test_lesson_check_on_a_translation_without_its_original_says_it_is_not_compared(capsys, tmp_path):
    (tmp_path / "pruning.de.md").write_text(german_text(), encoding="utf-8")
    code, out, err = run_cli(capsys, "lesson", "check", str(tmp_path / "pruning.de.md"))
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == ("A translation into de: no original of this id beside it, so it is not compared "
                                    "(the app needs one)")


def test_the_translation_example_in_docs_lessons_md_is_the_fixture_s_beginning():
    doc = (Path(__file__).resolve().parents[1] / "docs" / "teaching" / "lesson-files.md").read_text(encoding="utf-8")
    section = doc.split("\n## Translations\n", 1)[1]
    example = section.split("````markdown\n", 1)[1].split("````", 1)[0]
    assert "language: de" in example and german_text().startswith(example)


def test_lesson_check_on_a_translation_beside_a_broken_original_reports_the_original(capsys, tmp_path):
    """Issue 33: it said "no original of this id beside it" and exited 0, hiding the broken original."""
    folder = folder_with(tmp_path, german_text())
    (folder / "pruning.md").write_text(ORIGINAL.read_text(encoding="utf-8").replace("```task", "```task\nbogus: 1", 1),
                                       encoding="utf-8")
    code, out, err = run_cli(capsys, "lesson", "check", str(folder / "pruning.de.md"))
    assert code == 2 and out == ""
    assert err.startswith(f"error: {folder / 'pruning.md'}, line ") and "unknown key 'bogus'" in err
    assert len(err.strip().splitlines()) == 1


def test_opening_a_translation_beside_a_broken_original_lists_the_original_s_error(tmp_path):
    folder = folder_with(tmp_path, german_text())
    (folder / "pruning.md").write_text(ORIGINAL.read_text(encoding="utf-8").replace("```task", "```task\nbogus: 1", 1),
                                       encoding="utf-8")
    found = load_sources([str(folder / "pruning.de.md")])
    assert any(e.source == str(folder / "pruning.md") and "bogus" in e.reason for e in found.errors)
