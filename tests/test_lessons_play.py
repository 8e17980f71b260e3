"""The beat-computer task: whether a win is possible against alpha-beta at depth N, against a plain
reference (the computer's reply from a few lines of minimax over the game's rules, every learner move
tried), and the judge of a game as played."""

from __future__ import annotations

from typing import Any

import pytest

from engine.games import game_info
from engine.lessons import LessonError, builtin_lessons, make_exercise, parse_lesson
from engine.search.options import default_evaluation

from .test_lessons_builtin import game_minimax


def reference_reply(game: Any, state: Any, depth: int, evaluation: Any) -> int:
    """The first of the computer's best moves by depth-limited minimax (alpha-beta's choice)."""
    me = game.to_move(state)
    values = [(game_minimax(game, game.result(state, m), me, depth - 1, evaluation), m) for m in game.actions(state)]
    best = max(v for v, _ in values)
    return next(m for v, m in values if v == best)


def reference_outcome(game: Any, state: Any, depth: int, evaluation: Any) -> str:
    learner = game.to_move(state)
    memo: dict[Any, str] = {}

    def best(s: Any) -> str:
        key = game.key(s)
        if key not in memo:
            if game.is_terminal(s):
                w = game.winner(s)
                memo[key] = "draw" if w is None else ("win" if w == learner else "loss")
            elif game.to_move(s) == learner:
                results = {best(game.result(s, m)) for m in game.actions(s)}
                memo[key] = next(r for r in ("win", "draw", "loss") if r in results)
            else:
                memo[key] = best(game.result(s, reference_reply(game, s, depth, evaluation)))
        return memo[key]

    return best(state)


def task_of(game: str, position: str, depth: int) -> Any:
    text = f"# T\n\n```task\nkind: beat-computer\ngame: {game}\nposition: {position}\ndepth: {depth}\n```\n"
    return parse_lesson(text).tasks[0]


COURSE = [t for lesson in builtin_lessons().lessons for t in lesson.tasks if t.kind == "beat-computer"]
CASES = [("tictactoe", "", 1), ("tictactoe", "", 2), ("tictactoe", "5", 2), ("tictactoe", "5", 3), ("tictactoe", "1", 4),
         ("tictactoe", "", 9)]


@pytest.mark.parametrize("task", COURSE + [task_of(*c) for c in CASES],
                         ids=[t.id for t in COURSE] + [f"{g}-{p or 'start'}-d{d}" for g, p, d in CASES])
def test_win_or_draw_is_what_the_reference_finds(task):
    ex = make_exercise(task)
    info = game_info(task.setting.game)
    assert ex.expected == reference_outcome(ex.game, ex.state, task.setting.depth, default_evaluation(info))


def test_the_course_asks_for_a_win_and_for_a_draw():
    assert sorted(make_exercise(t).expected for t in COURSE) == ["draw", "win"]


def test_the_explained_game_is_accepted_and_other_games_are_judged():
    ex = make_exercise(task_of("tictactoe", "", 1))
    assert ex.expected == "win"
    line = ex.explanation.rsplit("the game ", 1)[1].rstrip(".")
    verdict = ex.check(line)
    assert verdict.correct and "you beat the computer at depth 1" in verdict.message
    game, state = ex.game, ex.state
    # the learner plays the first legal cell every time: the computer at depth 1 still wins or draws
    moves: list[int] = []
    while not game.is_terminal(state):
        m = game.actions(state)[0] if game.to_move(state) == 0 else reference_reply(game, state, 1,
                                                                                   default_evaluation(game_info("tictactoe")))
        moves.append(m)
        state = game.result(state, m)
    verdict = ex.check(" ".join(game.format_move(m) for m in moves))
    assert verdict.understood and not verdict.correct
    assert ex.explanation in verdict.message
    unfinished = ex.check(line[:3])
    assert not unfinished.understood and "not over" in unfinished.message
    not_its_move = ex.check(line[0] + next(str(c) for c in range(1, 10) if str(c) not in line[:2]
                                           and str(c) != game.format_move(reference_reply(
                                               game, game.result(ex.state, game.parse_move(line[0])), 1,
                                               default_evaluation(game_info("tictactoe"))))))
    assert not not_its_move.understood and "not the computer's" in not_its_move.message


def test_a_held_draw_is_right_where_no_win_is_possible():
    ex = make_exercise(task_of("tictactoe", "", 9))
    assert ex.expected == "draw"
    line = ex.explanation.rsplit("the game ", 1)[1].rstrip(".")
    verdict = ex.check(line)
    assert verdict.correct and "a win is impossible here" in verdict.message


def test_unplayable_tasks_are_refused_at_their_line():
    for text, words in (("game: tictactoe\nposition: 5", "give 'depth:'"),
                        ("game: tictactoe\nposition: 12457\ndepth: 2", "game is over"),
                        ("game: einstein\ndepth: 2", "dice")):
        with pytest.raises(LessonError, match=words):
            make_exercise(parse_lesson(f"# T\n\n```task\nkind: beat-computer\n{text}\n```\n").tasks[0])
