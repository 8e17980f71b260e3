"""Explicit game trees, so textbook exercises run through the same engine as real games.

Notation (a tree is JSON, or the parenthesised shorthand):

* a leaf is a number: its utility for MAX;
* an inner node is a list of children; the root is MAX and list levels alternate MAX/MIN;
* a node can also be an object ``{"type": "max"|"min"|"chance", "children": [...], "probs": [...],
  "label": "...", "value": v, "info": {...}}``: ``probs`` only for chance nodes (default uniform);
  ``value`` on an inner node is its static evaluation, used when a depth cutoff stops there; ``info``
  is an object the parser ignores (exported search trees keep their recorded details there); an
  object without children is a leaf;
* a list below a chance node takes the type opposite to the nearest MAX/MIN above it;
* the shorthand ``((3 12 8) (2 4 6) (14 5 2))`` means ``[[3,12,8],[2,4,6],[14,5,2]]``.

Moves are 0-based child indices; a node's path is the list of indices from the root. Values are
always in MAX's terms (the leaves' numbers), whichever type the root has.

Limits (a tree beyond them is refused with the reason, never searched with a wrong answer): numbers
are written in ASCII (``1_000`` and other digits than 0-9 are not numbers here) and lie within
±``MAX_TREE_VALUE`` (1e300: far beyond any utility, and small enough that the sums and differences
Star1/Star2 take of values and bounds stay finite, so they agree with plain expectiminimax); at most
``MAX_CHILDREN`` children per node, ``MAX_TREE_HEIGHT`` levels and ``MAX_TREE_NODES`` nodes; a tree
file is a regular file of at most ``MAX_TREE_FILE_BYTES``.
"""

from __future__ import annotations

import json
import math
import random
import re
from collections.abc import Sequence
from typing import Any

from ..errors import IllegalMoveError, NotationError, SearchConfigError
from ..evaluation import Evaluation
from ..formatting import format_value
from ..game import CHANCE, Expansion, Game
from ..i18n import QT_TRANSLATE_NOOP
from ..resources import locate
from ..validation import decode_utf8, parse_json, read_regular_file

MAX_TREE_VALUE = 1e300
MAX_CHILDREN = 10_000
"""Children per node (the search record keeps a node's child count in 16 bits)."""
MAX_TREE_HEIGHT = 256
"""Levels below the root (the searches recurse once per level)."""
MAX_TREE_NODES = 1_000_000
MAX_TREE_FILE_BYTES = 64 * 2**20
_NUMBER = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?", re.ASCII)

MAX_NODE, MIN_NODE, CHANCE_NODE, LEAF = "max", "min", "chance", "leaf"
_PLAYER = {MAX_NODE: 0, MIN_NODE: 1, CHANCE_NODE: CHANCE}


class TreeNode:
    """One node of an explicit tree. Immutable after parsing; doubles as the game state."""

    __slots__ = ("_expansion", "children", "height", "kind", "label", "path", "player", "probs", "size", "value")

    def __init__(self, kind: str, path: tuple[int, ...], player: int, value: float | None = None,
                 label: str = "", children: tuple[TreeNode, ...] = (), probs: tuple[float, ...] | None = None):
        self.kind = kind
        self.path = path
        self.player = player  # who moves here (for a leaf: whose turn it would be)
        self.value = value
        self.label = label
        self.children = children
        self.probs = probs
        self.height: int = 1 + max((c.height for c in children), default=-1)
        self.size: int = 1 + sum(c.size for c in children)
        self._expansion: Expansion | None = None

    @property
    def is_leaf(self) -> bool:
        return self.kind == LEAF

    def leaves(self) -> list[TreeNode]:
        """The leaves below (or at) this node, left to right."""
        if self.is_leaf:
            return [self]
        out: list[TreeNode] = []
        stack = [self]
        while stack:
            node = stack.pop()
            if node.is_leaf:
                out.append(node)
            else:
                stack.extend(reversed(node.children))
        return out

    def node_at(self, path: Sequence[int]) -> TreeNode:
        node = self
        for i in path:
            node = node.children[i]
        return node

    def __repr__(self) -> str:
        return f"<TreeNode {self.kind} {list(self.path)}>"


# -- parsing -------------------------------------------------------------------------------------
def _shorthand_to_json(text: str) -> Any:
    """Parse ``((3 12 8) (2 4 6))``; numbers separated by spaces or commas."""
    pos = 0
    n = len(text)

    def skip() -> None:
        nonlocal pos
        while pos < n and (text[pos].isspace() or text[pos] == ","):
            pos += 1

    def error(msg: str) -> NotationError:
        return NotationError(f"tree notation, at character {pos + 1}: {msg}")

    def node(level: int) -> Any:
        nonlocal pos
        skip()
        if pos >= n:
            raise error("unexpected end of text (a ')' is missing)")
        if text[pos] == "(":
            if level > MAX_TREE_HEIGHT:
                raise error(f"the tree is more than {MAX_TREE_HEIGHT} levels deep")
            pos += 1
            items: list[Any] = []
            while True:
                skip()
                if pos >= n:
                    raise error("unexpected end of text (a ')' is missing)")
                if text[pos] == ")":
                    pos += 1
                    return items
                items.append(node(level + 1))
        if text[pos] == ")":
            raise error("unexpected ')'")
        start = pos
        while pos < n and not (text[pos].isspace() or text[pos] in "(),"):
            pos += 1
        token = text[start:pos]
        if len(token) > 400 or not _NUMBER.fullmatch(token):  # ASCII only: float() would take '１' and '1_0'
            pos = start
            shown = token if len(token) <= 40 else token[:40] + "…"
            raise error(f"expected a number (digits 0-9) or '(', got {shown!r}")
        value = float(token)
        if not (math.isfinite(value) and abs(value) <= MAX_TREE_VALUE):
            pos = start
            raise error(f"leaf value {token[:40]!r} is outside ±{MAX_TREE_VALUE:g}")
        return int(value) if value.is_integer() and "." not in token and "e" not in token.lower() else value

    result = node(0)
    skip()
    if pos < n:
        raise error(f"unexpected {text[pos]!r} after the tree")
    return result


def parse_tree_text(text: str) -> TreeNode:
    """Parse a tree given as JSON or as the parenthesised shorthand."""
    stripped = text.strip()
    if not stripped:
        raise NotationError("empty tree: no text given")
    if stripped.startswith("("):
        data = _shorthand_to_json(stripped)
    else:
        # (an object level and its children list are two levels of JSON, and "info" may add a few)
        data = parse_json(stripped, "tree JSON", max_nesting=2 * MAX_TREE_HEIGHT + 8)
    return build_tree(data)


def build_tree(data: Any) -> TreeNode:
    """Build a tree from parsed JSON data, checking types, probabilities and emptiness."""
    if isinstance(data, list) and not data:
        raise NotationError("empty tree: the root has no children")
    _check_shape(data)
    return _build(data, (), None, None)


def _check_shape(data: Any) -> None:
    """The size limits, checked without recursion before the tree is built."""
    count = 0
    # (item, level, parent entry, index in the parent): the path is rebuilt only for a message
    stack: list[tuple[Any, int, Any, int]] = [(data, 0, None, 0)]
    while stack:
        entry = stack.pop()
        item, level = entry[0], entry[1]
        count += 1
        if count > MAX_TREE_NODES:
            raise NotationError(f"the tree has more than {MAX_TREE_NODES:,} nodes")
        kids = item.get("children") if isinstance(item, dict) else item
        if not isinstance(kids, list) or not kids:
            continue
        if len(kids) > MAX_CHILDREN:
            raise NotationError(f"{_where(_path_of(entry))}: {len(kids):,} children (at most {MAX_CHILDREN:,})")
        if level >= MAX_TREE_HEIGHT:
            raise NotationError(f"the tree is more than {MAX_TREE_HEIGHT} levels deep")
        stack.extend((k, level + 1, entry, i) for i, k in enumerate(kids))


def _path_of(entry: tuple[Any, int, Any, int]) -> tuple[int, ...]:
    path = []
    while entry[2] is not None:
        path.append(entry[3])
        entry = entry[2]
    return tuple(reversed(path))


def _where(path: tuple[int, ...]) -> str:
    return f"node at path {list(path)}" if path else "the root"


def _number(x: Any, path: tuple[int, ...], what: str, bound: float = MAX_TREE_VALUE) -> float:
    # An int compares with a float exactly whatever its size, so a 400-digit leaf is simply too large.
    if isinstance(x, bool) or not isinstance(x, (int, float)) or not -bound <= x <= bound:
        raise NotationError(f"{_where(path)}: {what} must be a number within ±{bound:g}, got {_shown(x)}")
    return x


def _shown(x: Any) -> str:
    """A JSON value for a one-line message, cut short (a 5,000-digit int is not printed in full)."""
    if isinstance(x, int) and not isinstance(x, bool) and abs(x) > 10**40:
        return f"a number of about {int(x.bit_length() * math.log10(2)) + 1:,} digits"
    if isinstance(x, (list, dict)):
        return "a list" if isinstance(x, list) else "an object"
    text = repr(x) if isinstance(x, str) else str(x)
    return text if len(text) <= 40 else text[:40] + "…"


def _build(data: Any, path: tuple[int, ...], parent_kind: str | None, last_mm: str | None) -> TreeNode:
    # The MAX/MIN type a list at this position takes: MAX at the root, else opposite to the
    # nearest MAX/MIN above (which is the parent unless the parent is a chance node).
    default_kind = MAX_NODE if last_mm is None else (MIN_NODE if last_mm == MAX_NODE else MAX_NODE)
    default_player = _PLAYER[default_kind]
    if isinstance(data, bool):
        raise NotationError(f"{_where(path)}: expected a number, a list or an object, got {_shown(data)}")
    if isinstance(data, (int, float)):
        return TreeNode(LEAF, path, default_player, value=_number(data, path, "a leaf value"))
    children_data: Any
    probs_data: Any
    if isinstance(data, list):
        kind, children_data, probs_data, label, value = default_kind, data, None, "", None
    elif isinstance(data, dict):
        unknown = set(data) - {"type", "children", "probs", "label", "value", "info"}
        if unknown:
            raise NotationError(f"{_where(path)}: unknown field {sorted(unknown)[0]!r}")
        if not isinstance(data.get("info", {}), dict):
            raise NotationError(f"{_where(path)}: info must be an object")
        kind = data.get("type", default_kind)
        if kind not in (MAX_NODE, MIN_NODE, CHANCE_NODE):
            raise NotationError(f"{_where(path)}: type must be \"max\", \"min\" or \"chance\", got {_shown(kind)}")
        label = data.get("label", "")
        if not isinstance(label, str):
            raise NotationError(f"{_where(path)}: label must be a string")
        value = data.get("value")
        if value is not None:
            value = _number(value, path, "value")
        children_data = data.get("children")
        probs_data = data.get("probs")
        if children_data is None:
            if value is None:
                raise NotationError(f"{_where(path)}: an object needs \"children\" or a leaf \"value\"")
            if probs_data is not None:
                raise NotationError(f"{_where(path)}: a leaf has no probabilities")
            return TreeNode(LEAF, path, default_player, value=value, label=label)
        if not isinstance(children_data, list):
            raise NotationError(f"{_where(path)}: children must be a list")
    else:
        raise NotationError(f"{_where(path)}: expected a number, a list or an object, got {_shown(data)}")
    if not children_data:
        raise NotationError(f"{_where(path)}: an inner node needs at least one child")
    if probs_data is not None and kind != CHANCE_NODE:
        raise NotationError(f"{_where(path)}: probs are only for chance nodes")
    next_mm = last_mm if kind == CHANCE_NODE else kind
    if kind == CHANCE_NODE and last_mm is None:
        next_mm = MIN_NODE  # a chance root: the lists below it are MAX, as at the root of a game
    children = tuple(_build(c, path + (i,), kind, next_mm) for i, c in enumerate(children_data))
    probs = None
    if kind == CHANCE_NODE:
        if probs_data is None:
            probs = tuple(1 / len(children) for _ in children)
        else:
            if not isinstance(probs_data, list) or len(probs_data) != len(children):
                raise NotationError(f"{_where(path)}: probs must be a list with one number per child ({len(children)})")
            probs = tuple(_number(p, path, "a probability", 1.0) for p in probs_data)
            if any(p < 0 for p in probs):
                raise NotationError(f"{_where(path)}: probabilities cannot be negative")
            if abs(sum(probs) - 1) > 1e-6:
                raise NotationError(f"{_where(path)}: probabilities sum to {sum(probs):g}, not 1")
    return TreeNode(kind, path, _PLAYER[kind], value=value, label=label, children=children, probs=probs)


def tree_to_data(node: TreeNode) -> Any:
    """The JSON data of a tree, in the plainest form that parses back to the same tree."""
    def go(n: TreeNode, last_mm: str | None) -> Any:
        if n.is_leaf:
            return {"value": n.value, "label": n.label} if n.label else n.value
        default_kind = MAX_NODE if last_mm is None else (MIN_NODE if last_mm == MAX_NODE else MAX_NODE)
        next_mm = last_mm if n.kind == CHANCE_NODE else n.kind
        if n.kind == CHANCE_NODE and last_mm is None:
            next_mm = MIN_NODE
        kids = [go(c, next_mm) for c in n.children]
        uniform = n.probs is not None and all(abs(p - 1 / len(n.probs)) < 1e-12 for p in n.probs)
        if n.kind == default_kind and not n.label and n.value is None:
            return kids
        out: dict[str, Any] = {"type": n.kind, "children": kids}
        if n.probs is not None and not uniform:
            out["probs"] = list(n.probs)
        if n.label:
            out["label"] = n.label
        if n.value is not None:
            out["value"] = n.value
        return out
    return go(node, None)


def uniform_tree_data(depth: int, width: int, low: int, high: int, seed: int) -> Any:
    """A uniform random tree as JSON data: every inner node ``width`` children, whole leaf values in
    [low, high] ``depth`` levels down, drawn from ``random.Random(seed)`` (same arguments, same tree).
    The callers check the sizes they accept."""
    rng = random.Random(seed)

    def level(d: int) -> Any:
        if d == depth:
            return rng.randint(low, high)
        return [level(d + 1) for _ in range(width)]

    return level(0)


def letter_names(root: TreeNode) -> dict[tuple[int, ...], str]:
    """What the textbook's figures call inner nodes: a node's label, else a letter in breadth-first order
    (A is the root, then B, C, D, ... level by level); when the letters run short, the unlabelled nodes
    are left out (callers name them by their paths)."""
    inner: list[TreeNode] = []
    stack = [root]
    while stack:
        n = stack.pop()
        if not n.is_leaf:
            inner.append(n)
            stack.extend(n.children)
    names = {n.path: n.label for n in inner if n.label}
    unnamed = sorted((n.path for n in inner if not n.label), key=lambda p: (len(p), p))
    letters = [c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if c not in names.values()]
    if len(unnamed) <= len(letters):
        names.update(zip(unnamed, letters, strict=False))
    return names


def load_tree_argument(arg: str) -> TreeNode:
    """A ``--tree`` argument: literal text, or ``@path`` to read a file (``@resources/trees/…``: a shipped tree)."""
    if arg.startswith("@"):
        return parse_tree_text(read_tree_file(locate(arg[1:])))
    return parse_tree_text(arg)


def read_tree_file(path: str) -> str:
    """A tree file's text: a regular file (a FIFO is refused, not waited on) of at most
    ``MAX_TREE_FILE_BYTES``, in UTF-8."""
    raw = read_regular_file(path, MAX_TREE_FILE_BYTES, "tree file")
    return decode_utf8(raw, f"cannot read tree file {path!r}")


# -- the game ------------------------------------------------------------------------------------
class TreeGame(Game):
    """An explicit tree as a game: states are nodes, moves are child indices."""

    name = "tree"
    title = QT_TRANSLATE_NOOP("Game", "Game tree")  # translated where the window shows it
    move_order = "children left to right (0-based indices)"
    scales_utility = False

    def __init__(self, root: TreeNode) -> None:
        self.root = root
        self.has_chance = self._any_chance(root)

    @staticmethod
    def _any_chance(root: TreeNode) -> bool:
        stack = [root]
        while stack:
            n = stack.pop()
            if n.kind == CHANCE_NODE:
                return True
            stack.extend(n.children)
        return False

    # -- names in explanations: labels, leaf values and child-index paths ---------------------------------
    def node_label(self, state: TreeNode) -> str:
        return state.label or ""

    def path_text(self, moves: Sequence[int]) -> str:
        return "[" + ", ".join(str(m) for m in moves) + "]"

    def child_name(self, state: TreeNode, move: int) -> str:
        """A leaf by its value, a labelled node by its label, else its path of child indices."""
        child = self.result(state, move)
        if child.is_leaf:
            return format_value(child.value, missing="?")
        if child.label:
            return str(child.label)
        return self.path_text(child.path)

    def line_labels(self, state: TreeNode, moves: Sequence[int]) -> list[str]:
        """A real search's part opened as a tree keeps its moves as labels; otherwise child indices."""
        out = []
        for m in moves:
            state = self.result(state, m)
            out.append(state.label or str(m))
        return out

    def initial_state(self) -> TreeNode:
        return self.root

    def perspective(self, state: TreeNode) -> int:
        # Values are in MAX's terms whatever the root's type: the search maximises for player 0.
        return 0

    def to_move(self, state: TreeNode) -> int:
        return state.player

    def actions(self, state: TreeNode) -> tuple[int, ...]:
        return tuple(range(len(state.children)))

    def result(self, state: TreeNode, move: int) -> TreeNode:
        if not isinstance(move, int) or not 0 <= move < len(state.children):
            where = list(state.path)
            raise IllegalMoveError(f"node {where} has no child {move} ({len(state.children)} children)")
        return state.children[move]

    def is_terminal(self, state: TreeNode) -> bool:
        return state.is_leaf

    def utility(self, state: TreeNode, player: int) -> float:
        assert state.value is not None
        return state.value if player == 0 else -state.value

    def chance_probabilities(self, state: TreeNode) -> tuple[float, ...]:
        return state.probs or ()

    def expand(self, state: TreeNode) -> Expansion:
        e = state._expansion
        if e is None:
            if state.is_leaf:
                e = (state.value, state.player, (), None)
            else:
                e = (None, state.player, tuple(enumerate(state.children)), state.probs)
            state._expansion = e
        return e

    def key(self, state: TreeNode) -> tuple[int, ...]:
        return state.path

    def max_plies(self, state: TreeNode) -> int:
        return state.height

    def value_range(self, state: TreeNode) -> tuple[float, float]:
        # Every value written below ``state`` (leaves and inner static values).
        values = []
        stack = [state]
        while stack:
            node = stack.pop()
            if node.value is not None:
                values.append(node.value)
            stack.extend(node.children)
        return min(values), max(values)

    def parse_moves(self, text: str) -> list[int]:
        tokens = text.replace(",", " ").split()
        if not all(t.isascii() and t.isdigit() and len(t) <= 6 for t in tokens):  # ('٣'.isdigit() is true)
            raise NotationError(f"malformed tree path {text[:40]!r}: expected child indices (digits 0-9)")
        return [int(t) for t in tokens]

    def render(self, state: TreeNode) -> str:
        return json.dumps(tree_to_data(state))


class StaticValue(Evaluation):
    """A tree node's own ``value`` field, for searches with a depth cutoff on explicit trees."""

    name = "static"
    description = "The static value written on an inner node (its \"value\" field)."
    win_score = math.inf

    def score(self, state: TreeNode, player: int) -> float:
        if state.value is None:
            raise SearchConfigError(
                f"depth cutoff at {_where(state.path)}, which has no static \"value\": give it one or search deeper"
            )
        return state.value if player == 0 else -state.value


EVALUATIONS: dict[str, type[Evaluation]] = {StaticValue.name: StaticValue}
DEFAULT_EVALUATION = StaticValue.name
DEFAULT_DEPTH: int | None = None
