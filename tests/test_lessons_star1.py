"""The chance-pruned task (lesson 6): the leaves Star1 never evaluates, as the engine's Star1 kernel
computes them, against Ballard's Star1 written out plainly here over the JSON tree."""

from __future__ import annotations

import json
import math
import random
from typing import Any

import pytest

from engine.games.tree import tree_to_data
from engine.lessons import Exercise, builtin_lessons, make_exercise, parse_lesson


def _kids(node: Any) -> list[Any]:
    return node["children"] if isinstance(node, dict) else node


def _inner(node: Any) -> bool:
    return isinstance(node, list) or (isinstance(node, dict) and "children" in node)


def _leaf_values(node: Any) -> list[float]:
    if not _inner(node):
        return [node["value"] if isinstance(node, dict) else node]
    return [v for c in _kids(node) for v in _leaf_values(c)]


def ref_star1_visited(data: Any) -> list[tuple[int, ...]]:
    """Ballard's Star1 over ``data``: the paths of the leaves it evaluates. Every value lies in [L, U]
    (the smallest and largest leaf); before outcome i of a chance node is searched, the outcomes after it
    are only known to lie in [L, U], so the node is at most rest_hi + p_i·x and at least rest_lo + p_i·x:
    outcome i is searched in the window that still matters, and a value outside it ends the node. Like the
    engine, every move at the root gets the whole window (so that each root move has its exact value)."""
    low, high = min(_leaf_values(data)), max(_leaf_values(data))
    visited: list[tuple[int, ...]] = []

    def star(node: Any, alpha: float, beta: float, is_max: bool, path: tuple[int, ...]) -> float:
        if not _inner(node):
            visited.append(path)
            return float(node["value"] if isinstance(node, dict) else node)
        kind = node.get("type") if isinstance(node, dict) else None
        kids = _kids(node)
        if kind == "chance":
            probs = node.get("probs") or [1 / len(kids)] * len(kids)
            done = 0.0  # Σ p·x over the outcomes searched
            for i, c in enumerate(kids):
                p = probs[i]
                later = sum(probs[i + 1:])
                rest_hi, rest_lo = done + later * high, done + later * low
                a, b = (alpha - rest_hi) / p, (beta - rest_lo) / p
                x = star(c, max(a, low), min(b, high), is_max, path + (i,))
                if x <= a:
                    return min(rest_hi + p * x, alpha)
                if x >= b:
                    return max(rest_lo + p * x, beta)
                done += p * x
            return done
        if kind is not None:
            is_max = kind == "max"
        v = -math.inf if is_max else math.inf
        for i, c in enumerate(kids):
            x = star(c, alpha, beta, not is_max, path + (i,))
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

    root_max = not (isinstance(data, dict) and data.get("type") == "min")
    for i, c in enumerate(_kids(data)):
        star(c, -math.inf, math.inf, not root_max, (i,))
    return visited


def star1_reference(ex: Exercise) -> str:
    assert ex.tree is not None
    visited = set(ref_star1_visited(tree_to_data(ex.tree)))
    return ", ".join(name for path, name in ex.leaves if path not in visited) or "none"


def random_chance_tree(rng: random.Random, depth: int, kind: str) -> Any:
    """MAX and MIN levels with chance nodes between some of them, leaves 0..10."""
    if depth == 0:
        return rng.randint(0, 10)
    n = 2  # two children: the tree's inner nodes stay within the letters A to Z
    if kind == "chance":
        weights = [rng.randint(1, 3) for _ in range(n)]
        probs = [w / sum(weights) for w in weights]
        nxt = rng.choice(["max", "min"])
        return {"type": "chance", "probs": probs, "children": [random_chance_tree(rng, depth - 1, nxt) for _ in range(n)]}
    nxt = "chance" if rng.random() < 0.6 else ("min" if kind == "max" else "max")
    return {"type": kind, "children": [random_chance_tree(rng, depth - 1, nxt) for _ in range(n)]}


def chance_tree(seed: int) -> Any:
    """A random tree with a MAX root and at least one chance node."""
    rng = random.Random(seed)
    while True:
        tree = {"type": "max", "children": [random_chance_tree(rng, 3, "min") for _ in range(rng.randint(2, 3))]}
        if "chance" in json.dumps(tree):
            return tree


def chance_task_on(tree: Any) -> Exercise:
    text = f"# Star1\n\n```task\nkind: chance-pruned\ntree: {json.dumps(tree)}\n```\n"
    return make_exercise(parse_lesson(text).tasks[0])


def test_the_lessons_star1_task_prunes_what_the_reference_prunes():
    task = next(t for lesson in builtin_lessons().lessons for t in lesson.tasks if t.kind == "chance-pruned")
    ex = make_exercise(task)
    assert ex.expected == star1_reference(ex) == "E2, G2"
    assert ex.check("G2 E2").correct
    wrong = ex.check("E2")
    assert not wrong.correct and wrong.understood
    # the engine's bound reasoning, with its numbers: E1 = 10 makes E at least ½·10 + ½·0 = 5 ≥ β = 4
    assert "0.5·10 + 0.5·0 = 5 ≥ β" in wrong.message and "[L, U] = [0, 10]" in wrong.message


@pytest.mark.parametrize("seed", range(40))
def test_star1_s_never_evaluated_leaves_match_the_reference_on_random_chance_trees(seed):
    tree = chance_tree(seed)
    ex = chance_task_on(tree)
    assert ex.expected == star1_reference(ex)
    assert ex.check(ex.expected).correct


def test_star1_prunes_something_on_some_random_trees():
    """The comparison above is not vacuous: Star1 cuts on a good share of those trees."""
    cut = 0
    for seed in range(40):
        cut += chance_task_on(chance_tree(seed)).expected != "none"
    assert cut >= 10


def test_a_chance_pruned_task_on_a_tree_without_chance_is_refused_at_its_line():
    from engine.lessons import LessonError
    lesson = parse_lesson("# T\n\n```task\nkind: chance-pruned\ntree: ((1 2) (3 4))\n```\n")
    with pytest.raises(LessonError, match="chance nodes") as e:
        make_exercise(lesson.tasks[0])
    assert e.value.line == 5
