"""Attacks on lesson files (issue 33): lines that made the parser backtrack for minutes, and tasks that
searched for minutes. Every line is capped and read in one pass; every task kind's search is capped, and a
task that needs more is refused at its line when the lesson loads. Bounded by those caps, never by timing."""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.lessons import LessonError, make_exercise, parse_lesson, read_lesson_file
from engine.lessons import budget as budget_module
from engine.lessons.lesson_file import MAX_LESSON_PLAYOUTS, MAX_LINE_CHARS, fence_of, figures
from engine.plugins import SignalInterrupt

from .attack import attack_settings
from .cli_helpers import run_process

HEAD = "# Long lines\n\n```lesson\ngame: tictactoe\n```\n\n```task\nkind: to-move\n```\n"
LONG_LINE = HEAD.count("\n") + 1


@pytest.mark.parametrize("line", [
    "```" + " " * 250_000 + "!",  # the fence pattern backtracked over the spaces: minutes
    "```" + " \t" * 60_000 + "x!",
    "![" * 125_000,  # the figure pattern looked for ']' after every '![' anew: a minute
    "![a](" * 50_000,
    "x" * (MAX_LINE_CHARS + 1),
])
def test_a_line_beyond_the_cap_is_refused_at_its_line(tmp_path: Path, line: str) -> None:
    path = tmp_path / "long.md"
    path.write_text(HEAD + line + "\n", encoding="utf-8")
    done = run_process("lesson", "check", str(path))  # (a hang guard only: the cap is what bounds it)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith(f"error: {path}, line {LONG_LINE}: the line is ") and "at most" in done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_a_line_at_the_cap_is_read() -> None:
    lesson = parse_lesson(HEAD + "![" * (MAX_LINE_CHARS // 2) + "\n" + "```" + " " * (MAX_LINE_CHARS - 4) + "!\n")
    assert lesson.tasks[0].kind == "to-move"
    assert figures("![" * (MAX_LINE_CHARS // 2)) == []


# The patterns the one-pass readers replace, for short lines where backtracking costs nothing.
OLD_FIGURE = re.compile(r"!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
OLD_FENCE = re.compile(r"(`{3,}|~{3,})\s*([A-Za-z-]*)\s*$")


@attack_settings(200)
@given(st.text(alphabet='![]()<>" \tab.png`~-', max_size=40))
def test_figures_are_read_as_the_pattern_read_them(line: str) -> None:
    assert figures(line) == [(1, m.group(1)) for m in OLD_FIGURE.finditer(line)]


@attack_settings(200)
@given(st.text(alphabet="`~ \tabpython-!1", max_size=20))
def test_fences_are_read_as_the_pattern_read_them(line: str) -> None:

    m = OLD_FENCE.match(line.strip())
    assert fence_of(line) == (None if m is None else (m.group(1), m.group(2)))


# -- every task kind that searches, at its node cap and one node above it ---------------------------------
TASKS = {
    "value": "game: tictactoe\nposition: 1234",
    "best-move": "game: tictactoe\nposition: 1234",
    "pv": "game: tictactoe\nposition: 1234",
    "table-saves": "game: tictactoe\nposition: 15",
    "quiescence-value": "game: connect4\nposition: 4455\ndepth: 2",
    "mcts-move": "game: tictactoe\nposition: 1234\nplayouts: 200",
    "beat-computer": "game: tictactoe\nposition: 5\ndepth: 2",
    "tune-evaluation": "game: connect4\nposition: 37421626631\nevaluation: windows\ndepth: 2\ntarget: 3",
}


def task_of(kind: str) -> object:
    lesson = parse_lesson(f"# Cap\n\n```task\nkind: {kind}\n{TASKS[kind]}\n```\n", "cap.md")
    return lesson.tasks[0]


@pytest.mark.parametrize("kind", list(TASKS))
def test_every_searching_task_kind_loads_at_its_node_cap_and_is_refused_one_node_above(
        kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    task = task_of(kind)
    needed = make_exercise(task).nodes  # type: ignore[arg-type]
    assert 0 < needed <= budget_module.MAX_TASK_NODES
    monkeypatch.setattr(budget_module, "MAX_TASK_NODES", needed)
    assert make_exercise(task).nodes == needed  # type: ignore[arg-type]
    monkeypatch.setattr(budget_module, "MAX_TASK_NODES", needed - 1)
    with pytest.raises(LessonError, match=f"needs more than {needed - 1:,} nodes") as refused:
        make_exercise(task)  # type: ignore[arg-type]
    assert refused.value.source == "cap.md" and refused.value.line > 0


@pytest.mark.parametrize("text", [
    "game: connect4\ndepth: 13\nkind: tune-evaluation\ntarget: 3",  # minutes before issue 33
    "game: connect4\ndepth: 12\nkind: beat-computer",
])
def test_deep_tune_and_beat_tasks_are_refused_within_their_cap(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(budget_module, "MAX_TASK_NODES", 20_000)  # the same rule as 2 M, reached sooner
    lesson = parse_lesson(f"# Deep\n\n```task\n{text}\n```\n", "deep.md")
    with pytest.raises(LessonError, match="needs more than 20,000 nodes"):
        make_exercise(lesson.tasks[0])


def test_mcts_playouts_are_capped_at_the_line() -> None:
    at = parse_lesson(f"# P\n\n```task\nkind: mcts-move\ngame: tictactoe\nplayouts: {MAX_LESSON_PLAYOUTS}\n```\n")
    assert at.tasks[0].playouts == MAX_LESSON_PLAYOUTS
    with pytest.raises(LessonError, match="line 6"):
        parse_lesson(f"# P\n\n```task\nkind: mcts-move\ngame: tictactoe\nplayouts: {MAX_LESSON_PLAYOUTS + 1}\n```\n")


def test_a_stop_request_ends_a_long_task_at_once() -> None:
    """``lesson check``'s first Ctrl-C or SIGTERM sets the flag: the task's search stops at its next check
    (a compiled search runs no signal handler until it returns) and nothing is half answered."""
    stop = threading.Event()
    stop.set()
    lesson = parse_lesson("# Deep\n\n```task\ngame: connect4\ndepth: 12\nkind: beat-computer\n```\n")
    with pytest.raises(SignalInterrupt):
        make_exercise(lesson.tasks[0], None, stop)


def test_a_lesson_file_read_from_disk_gets_the_same_caps(tmp_path: Path) -> None:
    path = tmp_path / "ok.md"
    path.write_text(HEAD, encoding="utf-8")
    assert read_lesson_file(path).tasks[0].kind == "to-move"
