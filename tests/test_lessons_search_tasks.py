"""The table-saves and quiescence-value tasks (lessons 7 and 8): their answers against plain reference
searches written here over the game's rules, not the engine's kernels."""

from __future__ import annotations

import math
from typing import Any

import pytest

from engine.games import game_info
from engine.lessons import builtin_lessons, make_exercise, parse_lesson
from engine.search.options import default_evaluation
from engine.steps import fmt

FULL = 1000  # "to the end of the game": deeper than any game here lasts


def ref_alphabeta_nodes(game: Any, state: Any, depth: int | None, evaluation: Any, table: bool) -> int:
    """Nodes the textbook ALPHA-BETA visits (every call counts), with or without a transposition table.
    The table keeps, per position, the remaining depth, the value and what it is (exact, a lower bound
    after a cutoff at MAX, an upper bound at MIN); it answers only a search of the same remaining depth
    whose window the stored bound settles, and otherwise narrows the window."""
    me = game.to_move(state)
    stored: dict[Any, tuple[int, float, str]] = {}
    nodes = 0

    def ab(s: Any, d: int, alpha: float, beta: float) -> float:
        nonlocal nodes
        nodes += 1
        if game.is_terminal(s):
            u = game.utility(s, me)
            return u if depth is None else u * evaluation.win_score
        if d == 0:
            return evaluation(s, me)
        key = game.key(s) if table else None
        a0, b0 = alpha, beta
        if key is not None and key in stored and stored[key][0] == d:
            _, value, bound = stored[key]
            if bound == "exact" or (bound == "lower" and value >= beta) or (bound == "upper" and value <= alpha):
                return value
            if bound == "lower":
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
        maximise = game.to_move(s) == me
        v = -math.inf if maximise else math.inf
        for m in game.actions(s):
            x = ab(game.result(s, m), d - 1, alpha, beta)
            if maximise:
                v = max(v, x)
                if v >= beta:
                    break
                alpha = max(alpha, v)
            else:
                v = min(v, x)
                if v <= alpha:
                    break
                beta = min(beta, v)
        if key is not None:
            stored[key] = (d, v, "upper" if v <= a0 else "lower" if v >= b0 else "exact")
        return v

    ab(state, FULL if depth is None else depth, -math.inf, math.inf)
    return nodes


def ref_quiescence_value(game: Any, state: Any, depth: int, evaluation: Any) -> float:
    """Minimax to ``depth``, where a cutoff position with an immediate threat (the game's own forcing
    moves: a win to take, else a four to block) is searched on along those moves until it is quiet."""
    me = game.to_move(state)
    forced = game.forced_moves()

    def mm(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, me) * evaluation.win_score
        children = [(m, game.result(s, m)) for m in game.actions(s)]
        if d == 0:
            forcing = forced(s, children)
            if not forcing:
                return evaluation(s, me)
            children, d = forcing, 1
        values = [mm(c, d - 1) for _m, c in children]
        return max(values) if game.to_move(s) == me else min(values)

    return mm(state, depth)


COURSE_TASKS = [t for lesson in builtin_lessons().lessons for t in lesson.tasks
                if t.kind in ("table-saves", "quiescence-value")]


def reference(ex: Any) -> str:
    info = game_info(ex.task.setting.game)
    depth = ex.task.setting.depth
    evaluation = default_evaluation(info)
    if ex.task.kind == "table-saves":
        plain = ref_alphabeta_nodes(ex.game, ex.state, depth, evaluation, table=False)
        tabled = ref_alphabeta_nodes(ex.game, ex.state, depth, evaluation, table=True)
        return str(plain - tabled)
    return fmt(ref_quiescence_value(ex.game, ex.state, depth, evaluation))


def test_the_course_has_both_kinds():
    assert {t.kind for t in COURSE_TASKS} == {"table-saves", "quiescence-value"}


@pytest.mark.parametrize("task", COURSE_TASKS, ids=[t.id for t in COURSE_TASKS])
def test_each_course_task_s_answer_is_the_reference_search_s(task):
    ex = make_exercise(task)
    assert ex.expected == reference(ex)
    assert ex.check(ex.expected).correct
    wrong = ex.check("-77")
    assert not wrong.correct and wrong.understood and ex.explanation in wrong.message


POSITIONS = [("table-saves", "tictactoe", "", None), ("table-saves", "tictactoe", "19", None),
             ("table-saves", "connect4", "4433", 4), ("table-saves", "connect4", "6127576661", 3),
             ("quiescence-value", "connect4", "6127576661", 1), ("quiescence-value", "connect4", "6127576661", 3),
             ("quiescence-value", "connect4", "37421626631", 2), ("quiescence-value", "tictactoe", "15", 1),
             ("quiescence-value", "tictactoe", "159", 2)]


@pytest.mark.parametrize(("kind", "game", "position", "depth"), POSITIONS)
def test_more_positions_match_the_reference(kind, game, position, depth):
    depth_line = f"depth: {depth}\n" if depth is not None else ""
    text = f"# T\n\n```task\nkind: {kind}\ngame: {game}\nposition: {position}\n{depth_line}```\n"
    ex = make_exercise(parse_lesson(text).tasks[0])
    assert ex.expected == reference(ex)


def test_the_table_saves_nodes_and_quiescence_changes_the_lesson_s_value():
    """Not vacuous: in the course the table saves nodes, and quiescence moves the value of lesson 7."""
    for task in COURSE_TASKS:
        ex = make_exercise(task)
        if task.kind == "table-saves":
            assert int(ex.expected) > 0
        else:
            assert "does not change" not in ex.explanation


def test_quiescence_on_a_game_without_threats_or_without_a_depth_is_refused_at_a_line():
    from engine.lessons import LessonError
    for body, words in (("game: nim\nposition: \ndepth: 2", "no notion of threats"),
                        ("game: connect4\nposition: 44", "give 'depth:'")):
        lesson = parse_lesson(f"# T\n\n```task\nkind: quiescence-value\n{body}\n```\n")
        with pytest.raises(LessonError, match=words):
            make_exercise(lesson.tasks[0])


@pytest.mark.parametrize("task", [t for t in COURSE_TASKS if t.kind == "table-saves"])
def test_every_count_in_the_table_explanation_is_a_count(task):
    """The window writes a Count as its language groups it ("1.006" in German); a bare int (the times a stored
    value answered) came out as "1006" beside a grouped "5.914"."""
    from engine.i18n import Count

    because = make_exercise(task).because
    numbers = [a for a in because.args if isinstance(a, int)]
    assert len(numbers) >= 3 and all(isinstance(a, Count) for a in numbers), because.args
