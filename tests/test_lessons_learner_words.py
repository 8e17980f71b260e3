"""An answer that does not read is answered in the learner's words: what to type for this game and this kind of
task, never the notation parser's message ("malformed Connect Four moves …") meant for the command line."""

from __future__ import annotations

import pytest

from engine.lessons import builtin_lessons, make_exercise

COURSE = builtin_lessons()
PARSER_WORDS = ("malformed", "expected one", "is not a column 1-7", "is not a cell 1-9", "(type digits", "tree notation",
                "the tree has no node", "no node at path")


def exercise(lesson_id: str, task_id: str):
    lesson = next(lesson for lesson in COURSE.lessons if lesson.id == lesson_id)
    return make_exercise(next(t for t in lesson.tasks if t.id == task_id))


@pytest.mark.parametrize(("lesson", "task", "typed", "said"), [
    ("depth-cutoff", "depth-2-move", "left",
     "“left” is not a move. Type a column number from 1 to 7."),
    ("the-path", "board-best", "centre",
     "“centre” is not a move. Type a cell number from 1 to 9."),
    ("the-path", "board-pv", "5 x 3",
     "“x” is not a move. Type the moves one after another with spaces between; each move is a cell number from 1 to 9."),
    ("beyond", "mcts-few", "8",
     "“8” is not a move. Type a column number from 1 to 7."),
    ("minimax-by-hand", "value-b", "three",
     "“three” is not a number. Type it in digits, for example 3 or -2."),
    ("the-path", "tree-best", "Z",
     "“Z” is not a node of this tree. Type a child of A by its name."),
    ("the-path", "tree-pv", "B Q",
     "“Q” is not a node of this tree. Type the names of the nodes the line moves to, one after another."),
    ("alpha-beta", "window-c", "-inf, ten",
     "“ten” is not a number. Type two numbers, α then β, in digits or as -inf and inf (for example: -inf, 10)."),
])
def test_an_answer_that_does_not_read_says_what_to_type(lesson, task, typed, said):
    verdict = exercise(lesson, task).check(typed)
    assert not verdict.correct and not verdict.understood
    assert verdict.message == said
    assert not any(w in verdict.message for w in PARSER_WORDS)


def test_weights_that_do_not_read_say_how_weights_are_written():
    ex = exercise("depth-cutoff", "tune-weights")
    verdict = ex.check("w1=1, heavy")
    assert not verdict.understood
    assert verdict.message.startswith("“heavy” is not a weight. Write the weights as name=value, separated by commas "
                                      "(for example ")
    assert "malformed" not in verdict.message


def test_a_game_typed_in_a_play_task_says_which_word_is_no_move():
    ex = exercise("depth-cutoff", "beat-depth-2")
    verdict = ex.check("4 four")
    assert not verdict.understood
    assert verdict.message == ("“four” is not a move. Type the moves one after another with spaces between; each move "
                               "is a column number from 1 to 7.")
