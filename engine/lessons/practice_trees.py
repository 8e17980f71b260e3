"""Trees for lessons: a seeded random tree, and the names a learner reads on a drawn tree.

Inner nodes are lettered breadth-first (A is the root, then B, C, D, ... level by level), as in the
textbook's figures and the tree explorer; a labelled node keeps its label. A leaf is named after its
parent and its place under it: ``C2`` is the second child of C. So every node of the drawing has a short
name a learner can type, and a lesson can name a node the same way (``node: C``).
"""

from __future__ import annotations

import re

from ..errors import InputError, NotationError
from ..games.tree import TreeNode, build_tree, letter_names, parse_tree_text, uniform_tree_data
from ..validation import parse_int

Path = tuple[int, ...]
RANDOM_PREFIX = "random"
MAX_RANDOM_LEAVES = 4096
"""A practice tree is drawn and worked by hand: a few dozen leaves; 4,096 is far beyond any lesson."""
_RANDOM_KEYS = {"depth": (1, 12), "width": (1, 10), "low": (-999, 999), "high": (-999, 999)}


def is_random_spec(text: str) -> bool:
    return text.strip().split(" ", 1)[0] == RANDOM_PREFIX


def lesson_tree(text: str, seed: int) -> TreeNode:
    """The tree a lesson's ``tree:`` names: tree notation, or a ``random ...`` spec built with ``seed``."""
    if is_random_spec(text):
        return random_tree(text, seed)
    return parse_tree_text(text)


def random_tree(spec: str, seed: int) -> TreeNode:
    """``random depth=3 width=3 low=0 high=20``: every inner node ``width`` children, leaves ``depth``
    levels down with whole values in [low, high]; the same seed gives the same tree."""
    params = {"depth": 3, "width": 2, "low": 0, "high": 20}
    for token in spec.split()[1:]:
        key, sep, value = token.partition("=")
        if not sep or key not in _RANDOM_KEYS:
            raise NotationError(f"random tree: expected depth=, width=, low= or high=, got {token[:40]!r}")
        low, high = _RANDOM_KEYS[key]
        params[key] = parse_int(value, f"random tree {key}", low, high)
    if params["low"] > params["high"]:
        raise NotationError(f"random tree: low ({params['low']}) is above high ({params['high']})")
    if params["width"] ** params["depth"] > MAX_RANDOM_LEAVES:
        raise NotationError(f"random tree: {params['width']}^{params['depth']} leaves is too many to work by hand "
                            f"(at most {MAX_RANDOM_LEAVES:,})")
    return build_tree(uniform_tree_data(params["depth"], params["width"], params["low"], params["high"], seed))


def inner_names(root: TreeNode) -> dict[Path, str]:
    """Inner node path → its label, or its letter (breadth-first); left out when letters run short."""
    return letter_names(root)


def node_name(root: TreeNode, names: dict[Path, str], path: Path) -> str:
    """What a learner calls the node at ``path``: its letter or label; a leaf, its parent's name and its
    1-based place (``C2``); a node without a name, its path of child indices."""
    if path in names:
        return names[path]
    node = root.node_at(path)
    if node.is_leaf and node.label:
        return node.label
    if node.is_leaf and path and path[:-1] in names:
        return f"{names[path[:-1]]}{path[-1] + 1}"
    return "the root" if not path else "[" + ", ".join(map(str, path)) + "]"


def find_node(root: TreeNode, names: dict[Path, str], text: str) -> Path:
    """The path of the node ``text`` names (see ``node_name``; also ``root`` and ``[1, 0]``)."""
    t = text.strip()
    if t.lower() == "root":
        return ()
    if t.startswith("["):
        inside = t.strip("[]").replace(",", " ").split()
        try:
            path = tuple(parse_int(x, "a child index", 0, 10_000) for x in inside)
            root.node_at(path)
            return path
        except (InputError, IndexError):
            raise NotationError(f"there is no node at path {t[:40]}") from None
    by_name = {node_name(root, names, p): p for p in _all_paths(root)}
    if t in by_name:
        return by_name[t]
    folded = {k.casefold(): p for k, p in by_name.items()}
    if t.casefold() in folded:
        return folded[t.casefold()]
    raise NotationError(f"the tree has no node {t[:40]!r}")


def leaf_names(root: TreeNode, names: dict[Path, str]) -> list[tuple[Path, str]]:
    """Every leaf, left to right, with its name."""
    return [(leaf.path, node_name(root, names, leaf.path)) for leaf in root.leaves()]


def split_names(text: str) -> list[str]:
    """Names typed in a row: separated by commas, semicolons or spaces."""
    return [t for t in re.split(r"[\s,;]+", text.strip()) if t]


def _all_paths(root: TreeNode) -> list[Path]:
    out: list[Path] = []
    stack = [root]
    while stack:
        n = stack.pop()
        out.append(n.path)
        stack.extend(n.children)
    return out
