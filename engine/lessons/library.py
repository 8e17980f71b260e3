"""Where lessons come from: the built-in course (``engine/resources/lessons``), a teacher's folder, a single file.

A folder is read file by file: a malformed lesson becomes one ``LessonError`` beside the others, which load
as if it were not there (as plugin folders do). A lesson is "loaded" once it parses and every task's answer
has been computed for its own tree or position, so a lesson that names a node its tree lacks is caught at
load, with its line, not when a learner reaches the task. The computed answers are kept
(``answers.computed_exercise``). ``answers=False`` only parses: the Learn panel opens at once and computes
each answer off its window's thread (a lesson's searches take seconds), saying at the task when one cannot
be computed.

A file whose ```lesson block says ``language: de`` is a translation, not a lesson of its own: it is attached
to its original (the lesson of the same id without ``language``), whose tasks it must repeat key for key,
only ``prompt`` and ``hint`` in its own words. The translated lesson is the original with the words replaced,
so its answers are the original's; a translation that differs in anything else is one ``LessonError`` at
its line, and the original is shown as if it had none.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from ..resources import LESSONS
from .answers import computed_exercise, keep_translated
from .lesson_file import PROSE_KEYS, Lesson, LessonError, read_lesson_file

BUILTIN_DIR = LESSONS
LESSON_SUFFIX = ".md"
MAX_LESSON_FILES = 500


@dataclass
class LessonSet:
    lessons: list[Lesson] = field(default_factory=list)
    errors: list[LessonError] = field(default_factory=list)


def load_lesson(path: str | os.PathLike[str], answers: bool = True) -> Lesson:
    """One lesson, parsed and (``answers``) each task's answer computed; ``LessonError`` with the line otherwise."""
    lesson = read_lesson_file(path)
    if answers:
        for task in lesson.tasks:
            computed_exercise(task)
    return lesson


def load_folder(folder: str | os.PathLike[str], answers: bool = True) -> LessonSet:
    """Every ``*.md`` lesson of ``folder`` (not its subfolders), sorted by their ``order`` then title, each
    with the translations beside it."""
    return load_sources([folder], answers)


def load_sources(sources: Iterable[str | os.PathLike[str]], answers: bool = True) -> LessonSet:
    """The lessons of each source in turn (a folder, or one lesson file), each folder's sorted by ``order``
    then title; a translation in any of them is attached to its original in any of them, so a teacher's
    folder can bring a language to the built-in course. A translation opened as one file brings its
    original from beside it."""
    out = LessonSet()
    translations: list[Lesson] = []
    for source in sources:
        if os.path.isdir(source):
            found = _read_folder(source, translations, answers)
            found.lessons.sort(key=lambda lesson: (lesson.order, lesson.title))
        else:
            found = LessonSet()
            _read_file(source, found, translations, answers)
            if translations and translations[-1].source == os.fspath(source):
                try:
                    original = find_original(translations[-1], strict=True)
                except LessonError as e:  # its original is broken: that is what to mend, said with its line
                    found.errors.append(e)
                    original = None
                if original is not None and not any(_same_file(original.source, o.source) for o in out.lessons):
                    _read_file(original.source, found, translations, answers)
        out.lessons += found.lessons
        out.errors += found.errors
    out.lessons, errors = attach_translations(out.lessons, translations)
    out.errors += errors
    if answers:  # a translation's answers are its original's, already computed
        for lesson in out.lessons:
            for translation in lesson.translations.values():
                for o, t in zip(lesson.tasks, translation.tasks):
                    keep_translated(o, t)
    return out


def _read_folder(folder: str | os.PathLike[str], translations: list[Lesson], answers: bool) -> LessonSet:
    out = LessonSet()
    try:
        names = sorted(p for p in os.listdir(folder) if p.endswith(LESSON_SUFFIX))
    except OSError as e:
        out.errors.append(LessonError(os.fspath(folder), 0, f"cannot read the folder: {e.strerror or e}"))
        return out
    for name in names[:MAX_LESSON_FILES]:
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            _read_file(path, out, translations, answers)
    if len(names) > MAX_LESSON_FILES:
        out.errors.append(LessonError(os.fspath(folder), 0, f"more than {MAX_LESSON_FILES} lessons: the rest are left out"))
    return out


def _read_file(path: str | os.PathLike[str], out: LessonSet, translations: list[Lesson], answers: bool) -> None:
    """An original lesson (its answers computed when ``answers``) into ``out``, a translation into ``translations`` (its
    answers are its original's, computed with it), a broken file into ``out.errors``."""
    try:
        lesson = read_lesson_file(path)
        if lesson.language:
            translations.append(lesson)
            return
        if answers:
            for task in lesson.tasks:
                computed_exercise(task)
    except LessonError as e:
        out.errors.append(e)
        return
    out.lessons.append(lesson)


def _same_file(a: str, b: str) -> bool:
    return os.path.abspath(a) == os.path.abspath(b)


def find_original(translation: Lesson, strict: bool = False) -> Lesson | None:
    """The original of ``translation`` in its own folder (parsed, answers not computed): the file its name
    points to first (``04-alpha-beta.md`` for ``04-alpha-beta.de.md``), else any lesson of the same id; None
    when there is none (or the folder cannot be read). ``strict``: the file its name points to that is
    broken is its ``LessonError`` (a teacher checking the translation must see that the original is broken,
    not be told there is none)."""
    folder = os.path.dirname(os.path.abspath(translation.source))
    name = os.path.basename(translation.source)
    suffix = f".{translation.language}{LESSON_SUFFIX}"
    named = name[:-len(suffix)] + LESSON_SUFFIX if name.endswith(suffix) else None
    try:
        others = sorted(p for p in os.listdir(folder) if p.endswith(LESSON_SUFFIX) and p != name)
    except OSError:
        return None
    if named in others:
        others.remove(named)
        others.insert(0, named)
    for other in others[:MAX_LESSON_FILES]:
        try:
            lesson = read_lesson_file(os.path.join(folder, other))
        except LessonError:
            if strict and other == named:
                raise
            continue
        if not lesson.language and lesson.id == translation.id:
            return lesson
    return None


def attach_translations(originals: list[Lesson], translations: list[Lesson]) -> tuple[list[Lesson], list[LessonError]]:
    """``originals`` with each translation attached to the first of its id (``Lesson.translations``), and
    an error for each translation that has no original, repeats a language, or differs from its original."""
    first: dict[str, int] = {}
    for k, lesson in enumerate(originals):
        first.setdefault(lesson.id, k)
    attached: dict[int, dict[str, Lesson]] = {}
    errors: list[LessonError] = []
    for t in translations:
        where = t.header_lines.get("language", t.header_line)
        found = first.get(t.id)
        if found is None:
            errors.append(LessonError(t.source, t.header_lines.get("id", where),
                                      f"a translation of lesson {t.id!r}, which is not found: a translation needs its "
                                      "original (the same id, without 'language:') in the same folder"))
            continue
        k = found
        into = attached.setdefault(k, {})
        if t.language in into:
            errors.append(LessonError(t.source, where, f"a second translation of lesson {t.id!r} into {t.language!r} "
                                      f"(the first: {os.path.basename(into[t.language].source)})"))
            continue
        try:
            into[t.language] = translated(originals[k], t)
        except LessonError as e:
            errors.append(e)
    lessons = [replace(lesson, translations=attached[k]) if k in attached else lesson
               for k, lesson in enumerate(originals)]
    return lessons, errors


def translated(original: Lesson, translation: Lesson) -> Lesson:
    """``original`` in ``translation``'s words (title, text, each task's lead, prompt and hint): its tasks,
    settings and so its answers stay the original's. ``LessonError`` at the translation's line of the first
    difference in anything but words."""
    differences = translation_differences(original, translation)
    if differences:
        line, reason = min(differences, key=lambda d: d[0])
        raise LessonError(translation.source, line, reason)
    tasks = tuple(replace(o, prompt=t.prompt, hint=t.hint, lead=t.lead) for o, t in zip(original.tasks, translation.tasks))
    return replace(original, title=translation.title, text=translation.text, tasks=tasks, source=translation.source,
                   language=translation.language, translations={})


def translation_differences(original: Lesson, translation: Lesson) -> list[tuple[int, str]]:
    """Where ``translation`` is not ``original`` in other words: (line in the translation, reason) for each
    key of the ``lesson`` block and of each task that differs, a task moved, added or left out."""
    of = os.path.basename(original.source)
    out: list[tuple[int, str]] = []
    for key, (mine, theirs) in _key_differences(original.header, translation.header, ("id", "language")):
        line = translation.header_lines.get(key, translation.header_line)
        out.append((line, _differs(key, mine, theirs, f"the ```lesson block of {of}")))
    original_ids = [t.id for t in original.tasks]
    for k, (o, t) in enumerate(zip(original.tasks, translation.tasks)):
        if t.id != o.id and t.id in original_ids:
            out.append((t.line_of("id"), f"task {k + 1} is {t.id!r} where {of} has {o.id!r} (task {t.id!r} is the "
                        f"original's task {original_ids.index(t.id) + 1}): a translation keeps the tasks in their order"))
            break  # one task out of place moves all after it: the first is the difference to fix
        # (an id the original lacks is a changed 'id' key, said below like any other key)
        for key, (mine, theirs) in _key_differences(o.keys, t.keys, ()):
            if key in PROSE_KEYS and mine and theirs:
                continue
            reason = _differs(key, mine, theirs, f"task {o.id!r} of {of} (line {o.line})")
            if key in PROSE_KEYS:
                reason += ": translate it" if mine else ": the original has none"
            out.append((t.line_of(key), reason))
    if len(translation.tasks) > len(original.tasks):
        extra = translation.tasks[len(original.tasks)]
        out.append((extra.line, f"task {extra.id!r} is not in {of}, which has {len(original.tasks)} "
                                f"{'task' if len(original.tasks) == 1 else 'tasks'}: a translation has the same tasks"))
    elif len(translation.tasks) < len(original.tasks):
        missing = original.tasks[len(translation.tasks)]
        out.append((translation.last_line, f"task {missing.id!r} of {of} (line {missing.line}) is missing: "
                                           "a translation has the same tasks"))
    return out


def _key_differences(mine: dict[str, str], theirs: dict[str, str],
                     ignored: tuple[str, ...]) -> list[tuple[str, tuple[str | None, str | None]]]:
    keys = [k for k in (*mine, *(k for k in theirs if k not in mine)) if k not in ignored]
    return [(k, (mine.get(k), theirs.get(k))) for k in keys if mine.get(k) != theirs.get(k)]


def _differs(key: str, mine: str | None, theirs: str | None, where: str) -> str:
    if theirs is None:
        return f"'{key}: {_cut(mine)}' of {where} is missing"
    if mine is None:
        return f"'{key}' is not in {where}"
    return f"'{key}: {_cut(theirs)}' differs from {where}, which has '{key}: {_cut(mine)}'"


def _cut(value: str | None) -> str:
    text = value or ""
    return text if len(text) <= 40 else text[:40] + "…"


def builtin_lessons(answers: bool = True) -> LessonSet:
    """The built-in course, with the translations beside it (``answers=False``: parsed only; the tests and
    ``lesson check`` see that every built-in answer can be computed)."""
    return load_folder(BUILTIN_DIR, answers)
