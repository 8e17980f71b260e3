"""A teacher's lesson written from the documentation alone loads and checks: the example lesson of the site's
Learn page (docs/teaching/learn.md, once the README's Learn section), and tests/data/lessons/teacher-from-readme.md
(written from that section, nothing else),
whose answers are worked out by hand here, independently of the engine."""

from __future__ import annotations

import re
from pathlib import Path

from engine.lessons import load_lesson, make_exercise, parse_lesson

from .cli_helpers import run_cli

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "data" / "lessons" / "teacher-from-readme.md"

# Worked by hand on ((5 2 9) (1 7 4) (8 6 3)): B = 2, C = 1, D = 3, A = 3; alpha-beta enters D with
# α = max(2, 1) = 2; C's first leaf 1 ≤ α = 2 cuts C2 and C3; 3 + 1 + 3 = 7 leaves evaluated.
# Tic-tac-toe 519: three moves made, so O moves; 5193: O holds 1 and 3, X must take 2 (checked below).
BY_HAND = {"1": "2", "2": "3", "3": "D", "4": "D D3", "5": "α = 2, β = +∞", "6": "C2, C3", "7": "7", "8": "O"}


def learn_page_example() -> str:
    """The lesson the site's Learn page shows, as a teacher would copy it."""
    learn = (ROOT / "docs" / "teaching" / "learn.md").read_text(encoding="utf-8")
    found = re.search(r"````markdown\n(.*?)\n````", learn, re.S)
    assert found, "the Learn page shows a lesson"
    return found.group(1)


def test_the_learn_page_s_example_lesson_loads_and_every_task_has_an_answer():
    lesson = parse_lesson(learn_page_example(), "learn-page-example.md")
    assert lesson.title == "Minimax by hand" and [t.kind for t in lesson.tasks] == ["value", "pruned"]
    assert make_exercise(lesson.tasks[0]).expected == "3"  # min(3, 12, 8)
    assert make_exercise(lesson.tasks[1]).expected == "C2, C3"  # C's first leaf 2 ≤ α = 3
    assert lesson.tasks[1].lead == "Text between two tasks introduces the next one."


def test_a_teacher_s_lesson_written_from_the_docs_loads_with_the_answers_worked_by_hand():
    lesson = load_lesson(FIXTURE)
    assert lesson.title == "Pruning practice for week 3" and lesson.id == "teacher-from-readme"
    assert len(lesson.tasks) == 9
    for task in lesson.tasks:
        ex = make_exercise(task)
        if task.id in BY_HAND:
            assert ex.expected == BY_HAND[task.id], task.id
            assert ex.check(BY_HAND[task.id].replace("α = ", "").replace("β = ", "").replace("+∞", "inf")).correct
    last = make_exercise(lesson.tasks[-1])  # X to move after 5 1 9 3: O threatens 1-2-3, X must take 2
    assert last.expected == "2" and not last.check("4").correct and "2: " in last.check("4").message
    assert lesson.tasks[5].hint.endswith("a MIN node whose first leaf is at most 2 stops there.")  # continued line


def test_lesson_check_prints_the_teacher_s_answers(capsys):
    code, out, err = run_cli(capsys, "lesson", "check", str(FIXTURE))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Pruning practice for week 3 (teacher-from-readme): 9 tasks"
    assert lines[5] == "  task 5 (line 37, window on tree): α = 2, β = +∞"
    assert lines[6] == "  task 6 (line 44, pruned on tree): C2, C3"
