"""Move ordering on explicit trees: reorder children, the best ordering, the Knuth–Moore best case.

The nodes' minimax values come from the engine's search (``minimax_values``), not a search of our own."""

from __future__ import annotations

import math
from typing import Any

from engine.games.tree import CHANCE_NODE, MAX_NODE, TreeGame, TreeNode, build_tree, tree_to_data
from engine.search import SearchOptions, search

Path = tuple[int, ...]


def _data_at(data: Any, path: Path) -> Any:
    """The JSON data of the node at ``path`` inside ``data`` (a list, or an object's children)."""
    for i in path:
        data = (data["children"] if isinstance(data, dict) else data)[i]
    return data


def reorder_children(root: TreeNode, parent: Path, order: list[int]) -> TreeNode:
    """A copy of the tree with the children of ``parent`` permuted: new child k is old child order[k]."""
    data = tree_to_data(root)
    node = _data_at(data, parent)
    kids = node["children"] if isinstance(node, dict) else node
    if sorted(order) != list(range(len(kids))):
        raise ValueError(f"not a permutation of {len(kids)} children: {order}")
    moved = [kids[k] for k in order]
    kids[:] = moved
    if isinstance(node, dict) and "probs" in node:
        node["probs"] = [node["probs"][k] for k in order]
    return build_tree(data)


def move_child(root: TreeNode, parent: Path, src: int, dst: int) -> TreeNode:
    """A copy of the tree with child ``src`` of ``parent`` moved to position ``dst``."""
    n = len(root.node_at(parent).children)
    order = list(range(n))
    order.insert(dst, order.pop(src))
    return reorder_children(root, parent, order)


def minimax_values(root: TreeNode) -> dict[Path, float]:
    """Every node's minimax (expectiminimax) value, keyed by path: the engine's own values, read from
    the record of a full-width search of the tree (every node recorded, nothing pruned)."""
    game = TreeGame(root)
    options = SearchOptions(algorithm="expectiminimax" if game.has_chance else "minimax", record=True,
                            record_budget=max(1, root.size))
    record = search(game, root, options).tree
    assert record is not None and not record.truncated  # the budget is the tree's size
    paths: list[Path] = [()] * len(record)
    for i in range(1, len(record)):
        paths[i] = paths[record.parent[i]] + (record.move[i],)
    return {path: record.value[i] for i, path in enumerate(paths)}


def best_ordering(root: TreeNode) -> TreeNode:
    """The tree with every node's children sorted so alpha-beta prunes the most: by minimax value,
    descending under MAX, ascending under MIN (stable, so equal values keep their order). Chance nodes
    keep their outcome order (and probabilities); their subtrees are still sorted."""
    return sorted_tree(root)[0]


def sorted_tree(root: TreeNode, worst: bool = False) -> tuple[TreeNode, dict[Path, Path]]:
    """``best_ordering``'s tree (with ``worst``: the opposite order, so alpha-beta prunes the least) and,
    for every path of the new tree, the path of the same node in ``root``: what a search of the sorted
    tree evaluates is then marked on the tree as it was given."""
    values = minimax_values(root)
    origin: dict[Path, Path] = {}

    def go(node: TreeNode, new_path: Path) -> Any:
        origin[new_path] = node.path
        if node.is_leaf:
            return {"value": node.value, "label": node.label} if node.label else node.value
        idx = list(range(len(node.children)))
        if node.kind != CHANCE_NODE:
            idx.sort(key=lambda k: values[node.children[k].path], reverse=(node.kind == MAX_NODE) != worst)
        out: dict[str, Any] = {"type": node.kind,
                               "children": [go(node.children[k], new_path + (j,)) for j, k in enumerate(idx)]}
        if node.probs is not None:
            out["probs"] = [node.probs[k] for k in idx]
        if node.label:
            out["label"] = node.label
        if node.value is not None:
            out["value"] = node.value
        return out

    return build_tree(go(root, ())), origin


def uniform_shape(root: TreeNode) -> tuple[int, int] | None:
    """(width, depth) if every inner node has the same number of children and every leaf the same
    depth (a uniform tree, where the Knuth–Moore formula applies); else None."""
    width = len(root.children)
    depth = root.height
    stack = [(root, 0)]
    while stack:
        node, d = stack.pop()
        if node.is_leaf:
            if d != depth:
                return None
        else:
            if len(node.children) != width or node.kind == CHANCE_NODE:
                return None
            stack.extend((c, d + 1) for c in node.children)
    return (width, depth) if depth > 0 else None


def knuth_moore_best_case(width: int, depth: int) -> int:
    """Leaves alpha-beta evaluates with perfect ordering on a uniform tree: w^⌈d/2⌉ + w^⌊d/2⌋ − 1."""
    return int(width ** math.ceil(depth / 2) + width ** (depth // 2) - 1)
