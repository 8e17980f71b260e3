"""The built-in course: every lesson loads, and every task's answer is what a plain reference search
(tests/trees.py, and a few lines of minimax over the game's rules here) computes, not only what the
lesson code says."""

from __future__ import annotations

import math
from typing import Any

import pytest

from engine.games import game_info
from engine.games.tree import tree_to_data
from engine.lessons import BUILTIN_DIR, Exercise, builtin_lessons, load_lesson, make_exercise
from engine.lessons.game_tasks import LESSON_PLAYOUTS
from engine.results import MctsStats
from engine.search import SearchOptions, search
from engine.search.options import default_evaluation
from engine.steps import fmt

from .cli_helpers import run_cli
from .test_lessons_star1 import star1_reference
from .trees import all_leaves, ref_alphabeta, ref_minimax

COURSE = builtin_lessons()
TASKS = [(lesson.id, task) for lesson in COURSE.lessons for task in lesson.tasks]


def test_the_course_loads_in_order_without_errors():
    assert COURSE.errors == []
    assert [lesson.id for lesson in COURSE.lessons] == ["games-as-search", "minimax-by-hand", "the-path", "alpha-beta",
                                                      "depth-cutoff", "chance", "how-deep", "beyond"]
    assert sum(len(lesson.tasks) for lesson in COURSE.lessons) >= 16


@pytest.mark.parametrize("path", sorted(BUILTIN_DIR.glob("*.md")), ids=lambda p: p.name)
def test_lesson_check_accepts_every_built_in_lesson(capsys, path):
    code, out, err = run_cli(capsys, "lesson", "check", str(path))
    assert code == 0 and err == ""
    lesson = load_lesson(path)
    lines = out.splitlines()
    # (a translation, 04-alpha-beta.de.md, ends with a line saying it has the same tasks as its original)
    assert len(lines) == 1 + len(lesson.tasks) + bool(lesson.language) and lines[0].startswith(f"{lesson.title} ({lesson.id}): ")
    for line, task in zip(lines[1:], lesson.tasks):  # each task's answer, as the engine computes it
        assert line.startswith(f"  task {task.id} (line {task.line}, {task.kind} on ")
        assert line.endswith("): " + make_exercise(task).expected), line


# -- reference answers ---------------------------------------------------------------------------------
def children_of(node: Any) -> list[Any]:
    return node["children"] if isinstance(node, dict) else node


def is_inner(node: Any) -> bool:
    return isinstance(node, list) or (isinstance(node, dict) and "children" in node)


def node_at(data: Any, path: tuple[int, ...]) -> Any:
    for i in path:
        data = children_of(data)[i]
    return data


def max_at(data: Any, path: tuple[int, ...]) -> bool:
    """Whether a plain list at ``path`` is a MAX node: the levels alternate, a chance node taking no turn."""
    is_max, node = True, data
    for i in path:
        if not (isinstance(node, dict) and node.get("type") == "chance"):
            is_max = node.get("type") != "max" if isinstance(node, dict) else not is_max
        node = children_of(node)[i]
    return is_max


def ref_expectiminimax(node: Any, is_max: bool = True) -> float:
    """Textbook EXPECTIMINIMAX on the JSON notation: a chance node is its children's mean, weighted by
    ``probs`` (uniform when none are given); ``is_max`` says what a plain list here would be."""
    if not is_inner(node):
        return node["value"] if isinstance(node, dict) else node
    kind = node.get("type") if isinstance(node, dict) else None
    kids = children_of(node)
    if kind == "chance":
        probs = node.get("probs") or [1 / len(kids)] * len(kids)
        return sum(p * ref_expectiminimax(c, is_max) for p, c in zip(probs, kids, strict=True))
    if kind is not None:
        is_max = kind == "max"
    values = [ref_expectiminimax(c, not is_max) for c in kids]
    return max(values) if is_max else min(values)


def ref_window(data: Any, target: tuple[int, ...]) -> tuple[float, float] | None:
    """(α, β) the textbook ALPHA-BETA passes to the node at ``target``; None if it never gets there."""
    found: list[tuple[float, float]] = []

    def visit(node: Any, alpha: float, beta: float, is_max: bool, path: tuple[int, ...]) -> float:
        if path == target:
            found.append((alpha, beta))
        if not isinstance(node, list):
            return node
        v = -math.inf if is_max else math.inf
        for i, c in enumerate(node):
            x = visit(c, alpha, beta, not is_max, path + (i,))
            if is_max:
                v = max(v, x)
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            else:
                v = min(v, x)
                if v <= alpha:
                    return v
                beta = min(beta, v)
        return v

    visit(data, -math.inf, math.inf, True, ())
    return found[0] if found else None


def game_minimax(game: Any, state: Any, player: int, depth: int | None = None, evaluation: Any = None) -> float:
    """Minimax over the game's own rules, for ``player``: no kernel, no table, no ordering; with a
    ``depth``, the evaluation scores the positions at the cutoff (a win on the game's win scale)."""
    if game.is_terminal(state):
        u = game.utility(state, player)
        return u if depth is None else u * evaluation.win_score
    if depth == 0:
        return evaluation(state, player)
    below = None if depth is None else depth - 1
    values = [game_minimax(game, game.result(state, m), player, below, evaluation) for m in game.actions(state)]
    return max(values) if game.to_move(state) == player else min(values)


def path_of(ex: Exercise, name: str) -> tuple[int, ...]:
    names = {n: p for p, n in ex.names.items()} | {n: p for p, n in ex.leaves}
    return names[name] if name else ()


def tree_reference(ex: Exercise) -> str:
    assert ex.tree is not None
    data = tree_to_data(ex.tree)
    task = ex.task
    path = path_of(ex, task.node)
    depth_max = max_at(data, path)
    if task.kind == "value":
        if task.algorithm == "alphabeta":
            assert path == ()
            return fmt(ref_alphabeta(data))
        return fmt(ref_expectiminimax(node_at(data, path), depth_max))
    if task.kind == "best-move":
        node = node_at(data, path)
        values = [ref_expectiminimax(c, not depth_max) for c in children_of(node)]
        best = max(values) if depth_max else min(values)
        return ex.names.get(path + (values.index(best),)) or dict(ex.leaves)[path + (values.index(best),)]
    if task.kind == "pruned":
        visited: list[list[int]] = []
        ref_alphabeta(data, visited=visited)
        pruned = [tuple(p) for p in all_leaves(data) if p not in visited]
        return ", ".join(dict(ex.leaves)[p] for p in pruned) or "none"
    if task.kind == "chance-pruned":
        return star1_reference(ex)
    if task.kind == "evaluated":
        visited = []
        ref_alphabeta(data, visited=visited)
        return str(len(visited))
    if task.kind == "window":
        window = ref_window(data, path)
        assert window is not None
        return f"α = {fmt(window[0])}, β = {fmt(window[1])}"
    if task.kind == "pv":
        line, node, is_max, here = [], data, True, ()
        while isinstance(node, list):
            values = [ref_minimax(c, not is_max) for c in node]
            k = values.index(max(values) if is_max else min(values))
            here = here + (k,)
            line.append(ex.names.get(here) or dict(ex.leaves)[here])
            node, is_max = node[k], not is_max
        return " ".join(line)
    raise AssertionError(task.kind)


def mcts_reference(ex: Exercise) -> str:
    """The root move with the most playout visits, from the search's own visit counts (MCTS has no
    independent reference: its playouts are its definition), and the same move on a second run."""
    options = SearchOptions(algorithm="mcts", playouts=ex.task.playouts or LESSON_PLAYOUTS, seed=ex.seed)
    first, again = search(ex.game, ex.state, options), search(ex.game, ex.state, options)
    mine, theirs = first.extra(MctsStats), again.extra(MctsStats)
    assert mine is not None and theirs is not None and mine.visits == theirs.visits
    most = max(mine.visits)
    assert mine.visits.count(most) == 1, "a tie in visits: pick another seed or playouts"
    return ex.game.format_move(first.moves[mine.visits.index(most)].move)


def game_reference(ex: Exercise) -> str:
    game, state, kind = ex.game, ex.state, ex.task.kind
    if kind == "to-move":
        return game.player_name(game.to_move(state))
    if kind == "actions":
        return str(len(game.actions(state)))
    if kind == "terminal":
        return "yes" if game.is_terminal(state) else "no"
    if kind == "utility":
        return fmt(game.utility(state, 0))
    if kind == "mcts-move":
        return mcts_reference(ex)
    me = game.to_move(state)
    depth = ex.task.setting.depth
    evaluation = default_evaluation(game_info(ex.task.setting.game)) if depth is not None else None
    below = None if depth is None else depth - 1
    values = {m: game_minimax(game, game.result(state, m), me, below, evaluation) for m in game.actions(state)}
    if kind == "value":
        return fmt(max(values.values()))
    if kind == "best-move":
        return game.format_move(next(m for m, v in values.items() if v == max(values.values())))
    raise AssertionError(kind)


@pytest.mark.parametrize(("lesson", "task"), TASKS, ids=[f"{lid}:{t.id}" for lid, t in TASKS])
def test_every_built_in_answer_is_the_reference_search_s(lesson, task):
    if task.kind in ("table-saves", "quiescence-value", "beat-computer", "tune-evaluation"):
        pytest.skip("checked against its own references in test_lessons_search_tasks.py, _play.py and _tune.py")
    ex = make_exercise(task)
    if task.kind == "pv" and ex.tree is None:
        # any line of best moves is right: the engine's own line must be one, move by move
        state, me = ex.state, ex.game.to_move(ex.state)
        best = game_minimax(ex.game, state, me)
        for move in [ex.game.parse_move(t) for t in ex.expected.split()]:
            state = ex.game.result(state, move)
            assert game_minimax(ex.game, state, me) == best
    else:
        expected = tree_reference(ex) if ex.tree is not None else game_reference(ex)
        assert ex.expected == expected
    verdict = ex.check(ex.expected)
    assert verdict.correct and verdict.understood, verdict.message


@pytest.mark.parametrize(("lesson", "task"), TASKS, ids=[f"{lid}:{t.id}" for lid, t in TASKS])
def test_a_wrong_answer_gets_the_engine_s_explanation(lesson, task):
    ex = make_exercise(task)
    wrong = {"value": "-77", "actions": "77", "utility": "-77", "terminal": "no" if ex.expected == "yes" else "yes",
             "to-move": "X" if ex.expected == "O" else "O", "window": "-77, 77", "pruned": "none", "evaluated": "77",
             "chance-pruned": "none", "table-saves": "-77", "quiescence-value": "-77",
             }.get(task.kind)
    if task.kind == "mcts-move":
        wrong = next(ex.game.format_move(m) for m in ex.game.actions(ex.state) if ex.game.format_move(m) != ex.expected)
    if wrong is None or wrong == ex.expected:
        pytest.skip("no simple wrong answer of this kind")
    verdict = ex.check(wrong)
    assert not verdict.correct and verdict.understood
    assert ex.explanation in verdict.message and ex.explanation


def test_a_new_exercise_is_another_tree_with_its_own_reference_answer():
    task = next(t for _lid, t in TASKS if t.id == "random-window")
    seen = set()
    for seed in range(20, 30):
        ex = make_exercise(task, seed)
        assert ex.expected == tree_reference(ex)
        assert ex.tree is not None
        seen.add(str(tree_to_data(ex.tree)))
    assert len(seen) >= 5


def test_a_line_that_names_the_root_is_not_understood_and_never_crashes():
    task = next(t for _lid, t in TASKS if t.kind == "pv" and t.setting.game == "tree")
    ex = make_exercise(task)
    assert ex.names[()] == "A"
    for answer in ("A", "A " + ex.expected):
        verdict = ex.check(answer)
        assert not verdict.correct and not verdict.understood, answer
        assert verdict.message == "The line starts at A: write the nodes it moves to, one per move."
