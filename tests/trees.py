"""Hypothesis strategies for random game trees, and straightforward reference searches to compare with."""

from __future__ import annotations

import math
from typing import Any

from hypothesis import strategies as st

leaf_values = st.integers(min_value=-20, max_value=20)


def nested_trees(max_depth: int = 4, max_children: int = 4) -> st.SearchStrategy[Any]:
    """Nested lists with integer leaves (the plain notation: a list is a node, a number a leaf)."""
    def extend(children: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        return st.lists(children, min_size=1, max_size=max_children)

    return st.lists(st.recursive(leaf_values, extend, max_leaves=60), min_size=1, max_size=max_children)


def ref_minimax(node: Any, is_max: bool = True) -> float:
    if not isinstance(node, list):
        return node
    values = [ref_minimax(c, not is_max) for c in node]
    return max(values) if is_max else min(values)


def ref_alphabeta(node: Any, alpha: float = -math.inf, beta: float = math.inf, is_max: bool = True,
                  path: tuple[int, ...] = (), visited: list | None = None) -> float:
    """The textbook ALPHA-BETA-SEARCH, written as plainly as possible; records visited leaves."""
    if not isinstance(node, list):
        if visited is not None:
            visited.append(list(path))
        return node
    if is_max:
        v = -math.inf
        for i, c in enumerate(node):
            v = max(v, ref_alphabeta(c, alpha, beta, False, path + (i,), visited))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for i, c in enumerate(node):
        v = min(v, ref_alphabeta(c, alpha, beta, True, path + (i,), visited))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def all_leaves(node: Any, path: tuple[int, ...] = ()) -> list[list[int]]:
    if not isinstance(node, list):
        return [list(path)]
    out = []
    for i, c in enumerate(node):
        out.extend(all_leaves(c, path + (i,)))
    return out
