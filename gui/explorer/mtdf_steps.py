"""MTD(f) on an explicit tree, pass by pass, with what the explorer needs to draw it at any step.

The run is the engine's own (``engine.search`` with ``algorithm="mtdf"`` and a record: an ``MtdfRecord``,
one subtree per zero-window pass). Each pass becomes a few steps: the question it asks ("is the value
≥ 3?"), the leaves it evaluates and the nodes the table answers without a search, its cutoffs, and the
bound it returns with the bounds on the root so far. Under every node the drawing writes the bounds the
table holds for it (``≥ 7``, ``≤ 16``, ``= 12``): what the next pass starts from.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication

from engine.games.tree import StaticValue, TreeNode
from engine.record import ALPHA_CUT, BETA_CUT, CUTOFF, TABLE, TERMINAL
from engine.search import SearchOptions, search
from engine.search.mtdf_record import MtdfRecord, edge_text
from engine.steps import CUTOFF_STEP, DONE, ENTER, LEAF, RETURN, Step, StepSequence, fmt

from ..i18n import spoken
from ..search_tree.views import view_of
from .treerun import Path, TreeRun, TreeState, leaves_below_none_of

Bounds = tuple[float, float]
"""(lower, upper): what the table knows of a node's value."""


def bounds_text(bounds: Bounds) -> str:
    """A node's table entry as the drawing writes it: "= 5", "≥ 5", "≤ 5" or "[3, 5]"."""
    lo, hi = bounds
    if lo == hi:
        return f"= {fmt(lo)}"
    if math.isinf(hi):
        return f"≥ {fmt(lo)}"
    if math.isinf(lo):
        return f"≤ {fmt(hi)}"
    return f"[{fmt(lo)}, {fmt(hi)}]"


class MtdfRun(TreeRun):
    """MTD(f) on ``root`` (with a depth cutoff if ``depth``), stepped pass by pass; see the module docstring."""

    def __init__(self, root: TreeNode, names: dict[Path, str] | None = None, depth: int | None = None) -> None:
        """Raises ``InputError`` (chance nodes, a cutoff at a node without a static value)."""
        game = self.begin(root, "mtdf", names, depth)
        options = SearchOptions(algorithm="mtdf", depth=depth, evaluation=StaticValue() if depth else None,
                                record=True, record_budget=max(1, 4 * root.size * root.size))
        self.result = search(game, root, options)
        tree = self.result.tree
        record = view_of(tree).zero_window_passes() if tree is not None else None
        assert record is not None  # MTD(f) records its passes under one root
        self.record: MtdfRecord = record
        self.paths: list[Path] = [tuple(record.path(i)) for i in range(len(record))]
        self.value = self.result.value
        self.steps = StepSequence(record, "mtdf")
        self.entered: dict[Path, int] = {}
        """Node → the step at which MTD(f) first reached it (in any pass)."""
        self._shown: list[_Shown] = []
        self._table: dict[Path, Bounds] = {}
        self._build()
        # The leaves evaluated in any pass, in the order first evaluated; the tree's others were never looked at
        self.evaluated_leaves: list[Path] = list(dict.fromkeys(
            self.paths[i] for i in range(len(record)) if record.end[i] in (TERMINAL, CUTOFF)))
        seen = set(self.evaluated_leaves)
        self.pruned_leaves: list[Path] = leaves_below_none_of(root, seen)
        self.passes = len(record.passes)

    # -- the steps ------------------------------------------------------------------------------------
    def _emit(self, kind: str, node: int, text: str, shown: _Shown, **kw: object) -> int:
        self.steps.steps.append(Step(kind, node, (), text, **kw))  # type: ignore[arg-type]
        self._shown.append(shown)
        return len(self.steps.steps) - 1

    def _build(self) -> None:
        r = self.record
        lower, upper = -math.inf, math.inf
        for start in sorted(r.passes):
            number = r.passes[start].number
            lo, hi = r.alpha_in[start], r.beta_in[start]
            question = spoken(r.passes[start].question)  # "value ≥ 4?"
            shown = _Shown(start, frozenset(), {}, frozenset(), dict(self._table))
            window = f"({edge_text(lo)}, {edge_text(hi)})"
            self._emit(ENTER, start, QCoreApplication.translate(
                "MtdfRun", "Pass {0} asks: {1} Alpha-beta searches the root with the zero window {2}: no value fits "
                "strictly inside, so the answer is a bound, above or below. The table keeps what earlier passes "
                "learnt (the bounds under the nodes).").format(number, question, window), shown)
            visited: set[Path] = {()}
            values: dict[Path, float] = {}
            pruned: set[Path] = set()
            self._walk(start, number, visited, values, pruned)
            v = r.value[start]
            high = v >= hi
            if high:
                lower = v
            else:
                upper = v
            self._learn(start)
            answer = (QCoreApplication.translate("MtdfRun", "yes: the value is at least {0}") if high
                      else QCoreApplication.translate("MtdfRun", "no: the value is at most {0}")).format(fmt(v))
            after = (QCoreApplication.translate("MtdfRun", "So far {0} ≤ value ≤ {1}").format(fmt(lower), fmt(upper))
                     if lower < upper
                     else QCoreApplication.translate("MtdfRun", "The bounds meet at {0}: that is the value").format(fmt(v)))
            nxt = ("" if lower >= upper else
                   QCoreApplication.translate("MtdfRun", "; the next pass asks value > {0}?").format(fmt(lower)) if v == lower
                   else QCoreApplication.translate("MtdfRun", "; the next pass asks value ≥ {0}?").format(fmt(upper)))
            values[()] = v
            self._emit(RETURN, start, QCoreApplication.translate("MtdfRun", "Pass {0} returns {1} — {2}. {3}{4}.").format(
                number, fmt(v), answer, after, nxt),
                       _Shown(start, frozenset(visited), dict(values), frozenset(pruned), dict(self._table)),
                       value=v)
        best = ""
        if r.pv:
            best = QCoreApplication.translate("MtdfRun", "; the best move is to {0}").format(self._name((r.pv[0],)))
        self._emit(DONE, 0, QCoreApplication.translate("MtdfRun", "Done after {0} passes: the root's value is {1}{2}.").format(
            len(r.passes), fmt(self.value), best),
                   _Shown(0, frozenset(), {(): self.value} if self.value is not None else {}, frozenset(),
                          dict(self._table)), value=self.value)

    def _walk(self, i: int, number: int, visited: set[Path], values: dict[Path, float], pruned: set[Path]) -> None:
        """The steps of pass ``number`` below its node ``i``: leaves, table answers, cutoffs (in search order)."""
        r = self.record
        path = self.paths[i]
        visited.add(path)
        self.entered.setdefault(path, len(self.steps))
        end = r.end[i]
        if end in (TERMINAL, CUTOFF):
            values[path] = r.value[i]
            how = (QCoreApplication.translate("MtdfRun", "evaluated") if end == TERMINAL
                   else QCoreApplication.translate("MtdfRun", "at the depth cutoff: the evaluation function gives"))
            self._emit(LEAF, i, QCoreApplication.translate("MtdfRun", "Pass {0}: {1} is {2} {3}.").format(
                number, self._title(path), how, fmt(r.value[i])),
                       self._snapshot(i, visited, values, pruned), value=r.value[i])
            return
        if end == TABLE:
            known = bounds_text(self._table.get(path, (-math.inf, math.inf)))
            pruned.update(path + (k,) for k in range(r.n_children[i]))
            self._emit(RETURN, i, QCoreApplication.translate(
                "MtdfRun", "Pass {0}: the table already holds {1} for {2}, which answers the question here: its "
                "subtree is not searched again.").format(number, known, self._title(path)),
                self._snapshot(i, visited, values, pruned))
            return
        for c in r.children(i):
            if r.move[c] >= 0:
                self._walk(c, number, visited, values, pruned)
        if end in (BETA_CUT, ALPHA_CUT):
            cut = [m for m in range(r.n_children[i]) if not any(r.move[c] == m for c in r.children(i))]
            pruned.update(path + (m,) for m in cut)
            rel = "≥ β" if end == BETA_CUT else "≤ α"
            k = self._emit(CUTOFF_STEP, i, QCoreApplication.translate(
                "MtdfRun", "Pass {0}: {1} has v = {2} {3}, so the rest of its children are pruned.").format(
                number, self._title(path), fmt(r.value[i]), rel), self._snapshot(i, visited, values, pruned),
                pruned=tuple(cut))
            self.steps.cut_at[i] = k

    def _snapshot(self, i: int, visited: set[Path], values: dict[Path, float], pruned: set[Path]) -> _Shown:
        return _Shown(i, frozenset(visited), dict(values), frozenset(pruned), dict(self._table))

    def _learn(self, start: int) -> None:
        """What the table holds after the pass rooted at ``start``: each node's bound, merged with what it held.
        A node's fail-soft value at or above its β is a lower bound, at or below its α an upper one."""
        r = self.record
        for i in range(start, start + r.size[start]):
            if r.end[i] == TABLE or math.isnan(r.value[i]):
                continue
            path = self.paths[i]
            v = r.value[i]
            lo, hi = self._table.get(path, (-math.inf, math.inf))
            if r.end[i] in (TERMINAL, CUTOFF) or r.alpha_in[i] < v < r.beta_in[i]:
                lo = hi = v
            elif v >= r.beta_in[i]:
                lo = max(lo, v)
            else:
                hi = min(hi, v)
            self._table[path] = (lo, hi)

    def _title(self, path: Path) -> str:
        node = self.root.node_at(path)
        if not path:
            return QCoreApplication.translate("MtdfRun", "the root ({0})").format(node.kind.upper())
        if node.is_leaf:
            return QCoreApplication.translate("MtdfRun", "leaf {0}").format(self._name(path))
        return QCoreApplication.translate("MtdfRun", "{0} node {1}").format(node.kind.upper(), self._name(path))

    # -- the drawing ----------------------------------------------------------------------------------
    def value_of(self, path: Path) -> float | None:
        """The value MTD(f) proved for the node at ``path``: the root's value, a leaf's (None otherwise)."""
        if not path:
            return self.value
        node = self.root.node_at(path)
        return node.value if node.is_leaf and path in self.entered else None

    def step_of(self, path: Path) -> int | None:
        """The step at which MTD(f) first reached the node at ``path`` (None: never)."""
        return self.entered.get(path)

    def state(self, k: int) -> TreeState:
        """The tree after step ``k`` (-1: before the first step)."""
        if k < 0:
            return TreeState(-1, frozenset(), {}, {}, frozenset(), None, (), {}, "")
        k = min(k, len(self.steps) - 1)
        shown = self._shown[k]
        step = self.steps[k]
        current = self.paths[shown.node]
        on_path = tuple(current[:d] for d in range(len(current) + 1))
        if step.kind == DONE:
            pv = self.record.pv
            on_path = tuple(tuple(pv[:d]) for d in range(len(pv) + 1))
            current = ()
        notes = {p: bounds_text(b) for p, b in shown.table.items() if not self.root.node_at(p).is_leaf}
        return TreeState(k, shown.visited, shown.values, {}, shown.pruned, current, on_path, {}, step.text,
                         notes=notes)


class _Shown:
    """What the drawing shows after one step: the node it is about, the current pass's visited nodes, the
    values it knows, its pruned subtrees, and the table's bounds."""

    __slots__ = ("node", "pruned", "table", "values", "visited")

    def __init__(self, node: int, visited: frozenset[Path], values: dict[Path, float], pruned: frozenset[Path],
                 table: dict[Path, Bounds]) -> None:
        self.node, self.visited, self.values, self.pruned, self.table = node, visited, values, pruned, table
