"""Lesson files: the format's rules, and every malformed lesson named by its line (docs/teaching/lesson-files.md)."""

from __future__ import annotations

import pytest

from engine.lessons import LessonError, load_folder, make_exercise, parse_lesson, read_lesson_file
from engine.lessons.lesson_file import MAX_LESSON_FILE_BYTES

from .cli_helpers import run_cli

GOOD = """# Minimax by hand

A short text.

```lesson
game: tree
tree: ((3 12 8) (2 4 6) (14 5 2))
```

```task
kind: value
node: B
prompt: What value does minimax back up to B?
```

Now the whole tree.

```task
id: root
kind: best-move
prompt: Which move does MAX choose?
```
"""


def test_a_lesson_parses_into_title_text_and_tasks():
    lesson = parse_lesson(GOOD, "good.md", "good")
    assert lesson.title == "Minimax by hand" and lesson.id == "good"
    assert lesson.text == "A short text."
    assert [t.id for t in lesson.tasks] == ["1", "root"]
    first, second = lesson.tasks
    assert first.kind == "value" and first.node == "B" and first.line == 10
    assert first.setting.game == "tree" and first.setting.tree == "((3 12 8) (2 4 6) (14 5 2))"
    assert second.lead == "Now the whole tree." and second.prompt == "Which move does MAX choose?"


def test_a_value_continues_on_indented_lines_and_other_code_blocks_stay_text():
    text = GOOD.replace("prompt: What value does minimax back up to B?",
                        "prompt: What value does minimax\n  back up to B?").replace(
        "A short text.", "A short text.\n\n```python\nx = 1\n```")
    lesson = parse_lesson(text)
    assert lesson.tasks[0].prompt == "What value does minimax back up to B?"
    assert "```python\nx = 1\n```" in lesson.text


@pytest.mark.parametrize(("change", "line", "words"), [
    (("kind: value", "kind: valu"), 11, "unknown task kind 'valu'"),
    (("node: B", "node B"), 12, "expected 'key: value'"),
    (("node: B", "answer: 3"), 12, "answers are never written"),
    (("node: B", "colour: red"), 12, "unknown key 'colour'"),
    (("kind: value\nnode: B", "node: B"), 10, "a task needs a kind"),
    (("game: tree\n", "game: tree\nseed: x\n"), 7, "seed must be a whole number"),
    (("id: root", "id: 1"), 19, "two tasks have the id '1'"),
    (("# Minimax by hand", "Minimax by hand"), 1, "starts with its title"),
])
def test_a_malformed_lesson_names_its_line(change, line, words):
    bad = GOOD.replace(*change)
    with pytest.raises(LessonError) as err:
        parse_lesson(bad, "bad.md")
    assert err.value.line == line, str(err.value)
    assert words in str(err.value) and str(err.value).startswith(f"bad.md, line {line}:")


def test_an_unclosed_block_and_a_lesson_without_tasks_are_refused():
    with pytest.raises(LessonError, match="line 10: this block is never closed"):
        parse_lesson(GOOD.split("```\n\nNow")[0], "x.md")
    with pytest.raises(LessonError, match="no tasks"):
        parse_lesson("# Title\n\nOnly text.\n", "x.md")


@pytest.mark.parametrize(("change", "line", "words"), [
    (("node: B", "node: Q"), 12, "no node 'Q'"),
    (("tree: ((3 12 8) (2 4 6) (14 5 2))", "tree: ((3 12 8) (2 4 x))"), 7, "expected a number"),
    (("game: tree\ntree: ((3 12 8) (2 4 6) (14 5 2))", "game: tictactoe\nposition: 55"), 7, "already taken"),
])
def test_a_task_the_engine_cannot_answer_names_its_line(change, line, words):
    lesson = parse_lesson(GOOD.replace(*change), "bad.md")
    with pytest.raises(LessonError) as err:
        for task in lesson.tasks:
            make_exercise(task)
    assert err.value.line == line and words in str(err.value), str(err.value)


def test_a_file_is_read_with_a_size_cap_and_a_fifo_is_refused(tmp_path):
    big = tmp_path / "big.md"
    big.write_text(GOOD + "x" * MAX_LESSON_FILE_BYTES, encoding="utf-8")
    with pytest.raises(LessonError, match="too large"):
        read_lesson_file(big)
    with pytest.raises(LessonError, match="it is a folder"):
        read_lesson_file(tmp_path)


def test_a_malformed_lesson_in_a_folder_leaves_the_others_loaded(tmp_path):
    (tmp_path / "a.md").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b.md").write_text(GOOD.replace("node: B", "node: Z"), encoding="utf-8")
    (tmp_path / "c.md").write_bytes(b"\xff\xfe")
    found = load_folder(tmp_path)
    assert [lesson.id for lesson in found.lessons] == ["a"]
    assert sorted((e.source.rsplit("/", 1)[-1], e.line) for e in found.errors) == [("b.md", 12), ("c.md", 0)]


def test_lesson_check_prints_each_answer(capsys, tmp_path):
    path = tmp_path / "minimax.md"
    path.write_text(GOOD, encoding="utf-8")
    code, out, err = run_cli(capsys, "lesson", "check", str(path))
    assert code == 0, err
    assert out.splitlines() == ["Minimax by hand (minimax): 2 tasks",
                                "  task 1 (line 10, value on tree): 3",
                                "  task root (line 18, best-move on tree): B"]


def test_lesson_check_on_a_bad_file_is_one_line_with_the_line_and_exit_2(capsys, tmp_path):
    path = tmp_path / "bad.md"
    path.write_text(GOOD.replace("kind: best-move", "kind: best"), encoding="utf-8")
    code, out, err = run_cli(capsys, "lesson", "check", str(path))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "line 20: unknown task kind 'best'" in err


def test_the_example_in_docs_lessons_md_loads_and_checks(tmp_path):
    """A teacher's lesson written from the documentation alone: its example is a working lesson."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[1] / "docs" / "teaching" / "lesson-files.md").read_text(encoding="utf-8")
    example = doc.split("````markdown\n", 1)[1].split("````", 1)[0]
    example = "\n".join(line.split("  ←")[0].rstrip() for line in example.splitlines())
    lesson = parse_lesson(example, "example.md")
    answers = [make_exercise(t).expected for t in lesson.tasks]
    assert lesson.title == "Minimax by hand" and answers == ["3", "B"]


@pytest.mark.parametrize(("body", "line", "words"), [
    ('kind: best-move\nnode: B\ntree: [{"type": "chance", "children": [3, 12]}, [2, 4]]', 4, "B is a chance node"),
    ("kind: window\nnode: C3\ntree: ((3 12 8) (2 4 6) (14 5 2))", 4, "never enters C3 (it is pruned)"),
    ("kind: utility\ngame: tictactoe\nposition: 519", 5, "only where the game is over"),
    ("kind: best-move\ngame: tictactoe\nposition: 15243", 5, "the game is over"),
    ("kind: value\ngame: chess", 4, "unknown game 'chess'"),
    ("kind: mcts-move\ngame: tictactoe\nposition: 15243", 5, "the game is over"),
    ("kind: mcts-move\ngame: tree\ntree: (1 2)", 3, "about a game's position, not a tree"),
])
def test_a_question_that_makes_no_sense_there_is_refused_at_its_line(body, line, words):
    lesson = parse_lesson(f"# T\n```task\n{body}\n```\n", "q.md")
    with pytest.raises(LessonError) as err:
        make_exercise(lesson.tasks[0])
    assert err.value.line == line and words in str(err.value), str(err.value)


@pytest.mark.parametrize("playouts", ["0", "many", "100001"])
def test_an_mcts_task_s_playouts_must_be_a_whole_number_in_range(playouts):
    with pytest.raises(LessonError) as err:
        parse_lesson(f"# T\n```task\nkind: mcts-move\ngame: tictactoe\nplayouts: {playouts}\n```\n", "q.md")
    assert err.value.line == 5 and "playouts" in str(err.value)


def test_a_figure_is_a_picture_beside_the_lesson_or_the_line_says_why(tmp_path):
    from engine.lessons import read_lesson_file
    from engine.lessons.lesson_file import figures

    (tmp_path / "figures").mkdir()
    (tmp_path / "figures" / "tree.png").write_bytes(b"\x89PNG")
    body = "\n\n```task\nkind: value\ntree: ((1 2) (3 4))\n```\n"
    good = tmp_path / "good.md"
    good.write_text("# T\n\nText.\n\n![A tree](figures/tree.png)\n" + body, encoding="utf-8")
    assert figures(good.read_text(encoding="utf-8")) == [(5, "figures/tree.png")]
    assert read_lesson_file(good).title == "T"
    for ref, words in (("figures/missing.png", "not found"), ("https://example.org/a.png", "not a link"),
                       ("figures/tree.txt", "not a picture")):
        bad = tmp_path / "bad.md"
        bad.write_text(f"# T\n\n![A tree]({ref})\n" + body, encoding="utf-8")
        with pytest.raises(LessonError, match=words) as e:
            read_lesson_file(bad)
        assert e.value.line == 3


def test_the_built_in_lessons_2_and_4_show_a_figure():
    from engine.lessons import BUILTIN_DIR
    from engine.lessons.lesson_file import figures

    for name in ("02-minimax-by-hand.md", "04-alpha-beta.md"):
        shown = figures((BUILTIN_DIR / name).read_text(encoding="utf-8"))
        assert len(shown) == 1 and (BUILTIN_DIR / shown[0][1]).read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize(("content", "reason"), [(None, "no such file"), (b"\xff\xfe", "not UTF-8")])
def test_an_unreadable_lesson_file_is_named_once(tmp_path, content, reason):
    path = tmp_path / "lesson.md"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(LessonError) as caught:
        read_lesson_file(path)
    message = str(caught.value)
    assert message.count(str(path)) == 1 and reason in message, message
