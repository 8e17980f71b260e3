"""The explorer's node values are the engine's: every node's value as the definition gives it."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings

from engine.games.tree import TreeNode, build_tree
from gui.explorer.ordering import minimax_values
from tests.test_chance_pruning import brute_force, chance_trees


def at(data: Any, path: tuple[int, ...]) -> Any:
    for i in path:
        data = data["children"][i]
    return data


def all_paths(node: TreeNode) -> list[tuple[int, ...]]:
    out = [node.path]
    for c in node.children:
        out.extend(all_paths(c))
    return out


@settings(max_examples=60, deadline=None)
@given(data=chance_trees())
def test_every_node_value_is_the_expectiminimax_value(data: Any) -> None:
    root = build_tree(data)
    values = minimax_values(root)
    assert set(values) == set(all_paths(root))
    for path, v in values.items():
        assert abs(v - brute_force(at(data, path))) <= 1e-9 * max(1.0, abs(v))


def test_the_textbook_tree() -> None:
    values = minimax_values(build_tree([[3, 12, 8], [2, 4, 6], [14, 5, 2]]))
    assert values[()] == 3
    assert [values[(i,)] for i in range(3)] == [3, 2, 2]
    assert values[(2, 0)] == 14


def test_a_single_leaf() -> None:
    assert minimax_values(build_tree(7)) == {(): 7}
