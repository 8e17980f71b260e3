"""The tune-evaluation task: the weights the engine shows as an answer make a plain reference minimax
(over the game's rules, with that evaluation) choose the target, the default weights do not, and the
judge searches whatever weights the learner sets."""

from __future__ import annotations

from typing import Any

import pytest

from engine.evaluation import make_evaluation, parse_weights
from engine.games import game_info
from engine.lessons import LessonError, builtin_lessons, make_exercise, parse_lesson

from .test_lessons_builtin import game_minimax

COURSE = [t for lesson in builtin_lessons().lessons for t in lesson.tasks if t.kind == "tune-evaluation"]


def reference_choice(ex: Any, weights: dict[str, float]) -> str:
    info = game_info(ex.task.setting.game)
    evaluation = make_evaluation(info.evaluations, ex.task.evaluation or info.default_evaluation, weights)
    game, state, me = ex.game, ex.state, ex.game.to_move(ex.state)
    values = [(game_minimax(game, game.result(state, m), me, ex.task.setting.depth - 1, evaluation), m)
              for m in game.actions(state)]
    best = max(v for v, _ in values)
    return game.format_move(next(m for v, m in values if v == best))


def test_the_course_has_a_tune_task():
    assert len(COURSE) == 1


@pytest.mark.parametrize("task", COURSE, ids=[t.id for t in COURSE])
def test_the_shown_weights_reach_the_target_and_the_defaults_do_not(task):
    ex = make_exercise(task)
    assert reference_choice(ex, parse_weights(ex.expected)) == task.target
    assert reference_choice(ex, ex.weights) != task.target
    assert [p.name for p in ex.params] == list(ex.weights)
    right = ex.check(ex.expected)
    assert right.correct and f"plays {task.target}" in right.message


def test_the_judge_searches_the_learner_s_weights():
    ex = make_exercise(COURSE[0])
    defaults = ", ".join(f"{k}={v}" for k, v in ex.weights.items())
    wrong = ex.check(defaults)
    assert wrong.understood and not wrong.correct and ex.explanation in wrong.message
    assert wrong.message.startswith("Those are the default weights.")  # said once, not twice
    assert f"and play {reference_choice(ex, ex.weights)}." in wrong.message
    doubled = {k: 2 * v for k, v in ex.weights.items()}  # the same proportions: the same choice
    other = ex.check(", ".join(f"{k}={v:g}" for k, v in doubled.items()))
    assert f"plays {reference_choice(ex, doubled)}, not 3" in other.message and ex.explanation in other.message
    for text in ("w1=lots", "w9=1", "w1=5000"):
        verdict = ex.check(text)
        assert not verdict.understood and not verdict.correct, text
    # any weights that work are right, not only the engine's
    for w in ({"w1": 0, "w2": 4, "w3": 0, "centre": 0}, {"w1": 4, "w2": 1, "w3": 0, "centre": 3}):
        text = ", ".join(f"{k}={v}" for k, v in w.items())
        assert ex.check(text).correct == (reference_choice(ex, w) == "3")


def test_impossible_or_empty_tasks_are_refused_at_their_line():
    base = "kind: tune-evaluation\ngame: connect4\nposition: 37421626631\n"
    for extra, words in (("depth: 2\ntarget: 4", "already plays 4"), ("depth: 2\ntarget: 9", "column|legal|move"),
                         ("target: 3", "give 'depth:'"), ("depth: 2\ntarget: 3\nevaluation: nope", "no evaluation"),
                         ("depth: 2", "give 'target:'")):
        with pytest.raises(LessonError, match=words):
            make_exercise(parse_lesson(f"# T\n\n```task\n{base}{extra}\n```\n").tasks[0])
