"""Tidy layout of a tree: leaves evenly spaced left to right, each parent centred over its children."""

from __future__ import annotations

from engine.games.tree import TreeNode

Path = tuple[int, ...]


def tidy_layout(root: TreeNode, leaf_gap: float = 56.0, level_gap: float = 96.0) -> dict[Path, tuple[float, float]]:
    """Centre (x, y) of every node, keyed by path. Iterative, so deep trees cannot overflow the stack."""
    pos: dict[Path, tuple[float, float]] = {}
    next_leaf_x = 0.0
    # Post-order without recursion: a node is placed after all its children.
    stack: list[tuple[TreeNode, int, bool]] = [(root, 0, False)]
    while stack:
        node, depth, done = stack.pop()
        if node.is_leaf:
            pos[node.path] = (next_leaf_x, depth * level_gap)
            next_leaf_x += leaf_gap
        elif done:
            first = pos[node.children[0].path][0]
            last = pos[node.children[-1].path][0]
            pos[node.path] = ((first + last) / 2, depth * level_gap)
        else:
            stack.append((node, depth, True))
            stack.extend((c, depth + 1, False) for c in reversed(node.children))
    return pos


def iter_nodes(root: TreeNode) -> list[TreeNode]:
    """Every node in depth-first pre-order (the order the search visits them)."""
    out: list[TreeNode] = []
    stack = [root]
    while stack:
        node = stack.pop()
        out.append(node)
        stack.extend(reversed(node.children))
    return out
