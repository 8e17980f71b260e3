"""SSS* on an explicit tree, one step per case, with what the explorer needs to draw it at any step.

The run is the engine's own ``engine.search.sss.SSSStar``, stepped case by case; this module writes
one sentence per step, keeps OPEN as it stood after each step, and answers "what does the tree look
like after step k" as ``TreeRun`` does for the recorded searches: nodes put on OPEN are visited, a
node's OPEN state (LIVE or SOLVED, and its merit) is written under it, solved merits are running
values until the root is solved, and the subtrees SSS* never reached are pruned at the end.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from engine.games.tree import StaticValue, TreeNode
from engine.record import TreeRecord
from engine.search import Algorithm, SearchContext, SearchOptions
from engine.search.sss import LIVE, OpenState, SSSStar, SSSStep
from engine.steps import CUTOFF_STEP, DONE, ENTER, LEAF, RETURN, Step, StepSequence, fmt

from .treerun import Path, TreeRun, TreeState, leaves_below_none_of


@dataclass(frozen=True)
class Snapshot:
    """OPEN after one step, in the order SSS* takes states out, and the step's sentence."""

    open: tuple[OpenState, ...]
    text: str
    current: Path


class SSSRun(TreeRun):
    """SSS* (or with ``dual``, DUAL*) on ``root`` (with a depth cutoff if ``depth``), stepped; see the
    module docstring."""

    def __init__(self, root: TreeNode, names: dict[Path, str] | None = None, depth: int | None = None,
                 dual: bool = False) -> None:
        """Raises ``InputError`` (chance nodes, a cutoff at a node without a static value)."""
        algorithm: Algorithm = "dual" if dual else "sss"
        game = self.begin(root, algorithm, names, depth)
        options = SearchOptions(algorithm=algorithm, depth=depth, evaluation=StaticValue() if depth else None)
        sss = SSSStar(SearchContext(game, root, options, None, None), explain=True, dual=dual)
        self.title = "DUAL*" if dual else "SSS*"
        # DUAL* runs SSS* on the values negated when the root is MAX's: its merits are shown as the
        # drawing's values (lower bounds on MAX's), so the highest merit inside is the lowest shown.
        self.shown = sss.sign if dual else 1
        self.record = TreeRecord(1, game, root)  # (SSS* keeps no record: its steps are its own)
        self.paths = []
        self.snapshots: list[Snapshot] = []
        self.generated: dict[Path, int] = {(): 0}
        """Node → the step that first put it on OPEN."""
        self.solved: dict[Path, tuple[int, float]] = {}
        """Node → (step, merit) when it became SOLVED."""
        steps: list[Step] = []
        cut_at: dict[int, int] = {}
        while sss.value is None:
            step = sss.step()
            k = len(steps)
            for s in step.added:
                self.generated.setdefault(s.path, k)
                if s.status != LIVE:
                    self.solved[s.path] = (k, self.shown * s.merit)
            kind = {0: DONE, 1: LEAF, 2: ENTER, 3: ENTER, 4: CUTOFF_STEP, 5: RETURN, 6: RETURN}[step.case]
            if step.case == 0:
                self.solved[()] = (k, self.shown * step.taken.merit)
            if step.case == 4:
                cut_at[k] = k
            open_now = tuple(sss.open_states())
            text = self._sentence(step, sss) + "\n" + self._open_text(open_now)
            self.snapshots.append(Snapshot(open_now, text, step.taken.path))
            leaf = None if step.leaf_value is None else self.shown * step.leaf_value
            steps.append(Step(kind, k, (), text, value=leaf))
        self.value = sss.value
        self.best_move = sss.best_move
        self.steps = StepSequence(self.record, algorithm, steps=steps, cut_at=cut_at)
        self.evaluated_leaves: list[Path] = list(sss.evaluated)
        seen = set(sss.evaluated)
        self.pruned_leaves: list[Path] = leaves_below_none_of(root, seen)
        # Roots of the subtrees SSS* never put on OPEN: the children of reached inner nodes it skipped.
        reached = set(self.generated)
        self.never: frozenset[Path] = frozenset(
            p + (i,) for p in reached if p not in seen and not root.node_at(p).is_leaf
            for i in range(len(root.node_at(p).children)) if p + (i,) not in reached
            and (depth is None or len(p) < depth))

    # -- sentences ----------------------------------------------------------------------------------------
    # (Sentences go through Qt's translation in the context "SSSRun"; LIVE, SOLVED and OPEN are the
    # algorithm's own words, kept as they are.)
    def _title(self, path: Path) -> str:
        node = self.root.node_at(path)
        if not path:
            return QCoreApplication.translate("SSSRun", "the root ({0})").format(node.kind.upper())
        if node.is_leaf:
            return QCoreApplication.translate("SSSRun", "leaf {0}").format(self._name(path))
        if self.depth is not None and len(path) >= self.depth:
            return QCoreApplication.translate("SSSRun", "node {0} (at the depth cutoff)").format(self._name(path))
        return QCoreApplication.translate("SSSRun", "{0} node {1}").format(node.kind.upper(), self._name(path))

    def _merit(self, s: OpenState) -> str:
        """A state's merit as the drawing's values write it."""
        return fmt(self.shown * s.merit)

    def _state_text(self, s: OpenState) -> str:
        name = self._name(s.path) if s.path else QCoreApplication.translate("SSSRun", "root")
        return f"({name}, {s.status}, {self._merit(s)})"

    def _open_text(self, states: tuple[OpenState, ...]) -> str:
        shown = " ".join(self._state_text(s) for s in states[:12]) or QCoreApplication.translate("SSSRun", "empty")
        if len(states) > 12:
            shown += QCoreApplication.translate("SSSRun", " … and {0} more").format(len(states) - 12)
        if self.shown == 1:
            return QCoreApplication.translate(
                "SSSRun", "OPEN (highest merit first; L = LIVE, S = SOLVED on the drawing): {0}").format(shown)
        return QCoreApplication.translate(
            "SSSRun", "OPEN (lowest merit first: DUAL*'s merits are lower bounds; L = LIVE, S = SOLVED on the "
            "drawing): {0}").format(shown)

    def _kind(self, path: Path) -> str:
        return self.root.node_at(path).kind.upper()

    def _sentence(self, step: SSSStep, sss: SSSStar) -> str:
        t = step.taken
        h = self._merit(t)
        # Under DUAL* the roles are exchanged: a node of the root mover's opponent opens all its children
        # and the root mover's nodes one at a time, and a merit only rises (a lower bound).
        took = (QCoreApplication.translate("SSSRun", "Take {0}, the highest merit on OPEN") if self.shown == 1
                else QCoreApplication.translate("SSSRun", "Take {0}, the lowest merit on OPEN")).format(
            self._state_text(t))
        if step.case == 0:
            if sss.best_move is None:
                return QCoreApplication.translate(
                    "SSSRun", "{0}: the root is SOLVED, so {1} is done. The root's value is {2}.").format(
                    took, self.title, fmt(sss.value))
            return QCoreApplication.translate(
                "SSSRun", "{0}: the root is SOLVED, so {1} is done. The root's value is {2}; the best move is to "
                "{3}.").format(took, self.title, fmt(sss.value), self._name((sss.best_move,)))
        title = _cap(self._title(t.path))
        if step.case == 1:
            v = fmt(None if step.leaf_value is None else self.shown * step.leaf_value)
            what = (QCoreApplication.translate("SSSRun", "the evaluation function gives")
                    if not self.root.node_at(t.path).is_leaf else QCoreApplication.translate("SSSRun", "its value is"))
            bound = "min" if self.shown == 1 else "max"
            return QCoreApplication.translate(
                "SSSRun", "{0}. {1} is evaluated: {2} {3}; it becomes SOLVED with merit {4}({5}, {3}) = {6}.").format(
                took, title, what, v, bound, h, self._merit(step.added[0]))
        if step.case == 2:
            kids = ", ".join(self._name(s.path) for s in step.added)
            return QCoreApplication.translate(
                "SSSRun", "{0}. {1} is LIVE: every child of a {2} node goes on OPEN, LIVE with merit {3}: {4}.").format(
                took, title, self._kind(t.path), h, kids)
        if step.case == 3:
            return QCoreApplication.translate(
                "SSSRun", "{0}. {1} is LIVE: a {2} node puts only its first child on OPEN, {3} (LIVE, {4}).").format(
                took, title, self._kind(t.path), self._name(step.added[0].path), h)
        parent = step.added[0].path if step.case in (4, 6) else t.path[:-1]
        ptitle = self._name(parent) if parent else QCoreApplication.translate("SSSRun", "the root")
        if step.case == 4:
            gone = [self._name(p) for p in step.removed if p != t.path]
            rest = (QCoreApplication.translate("SSSRun", "; the other states below it leave OPEN: {0}").format(
                ", ".join(gone)) if gone else QCoreApplication.translate("SSSRun", "; no other state below it is on OPEN"))
            return QCoreApplication.translate(
                "SSSRun", "{0}. Its parent {1} is a {2} node and nothing left on OPEN can beat {3}, so {1} is SOLVED "
                "with merit {3}{4}.").format(took, ptitle, self._kind(parent), h, rest)
        if step.case == 5:
            return (QCoreApplication.translate(
                "SSSRun", "{0}. Its parent {1} is a {2} node: its next child {3} could still lower {4}, so it goes "
                "on OPEN (LIVE, {4}).") if self.shown == 1 else QCoreApplication.translate(
                "SSSRun", "{0}. Its parent {1} is a {2} node: its next child {3} could still raise {4}, so it goes "
                "on OPEN (LIVE, {4}).")).format(took, ptitle, self._kind(parent), self._name(step.added[0].path), h)
        return QCoreApplication.translate(
            "SSSRun", "{0}. It was the last child of {1}, a {2} node, so {1} is SOLVED with merit {3}.").format(
            took, ptitle, self._kind(parent), h)

    # -- the drawing --------------------------------------------------------------------------------------
    def value_of(self, path: Path) -> float | None:
        """The merit SSS* solved the node at ``path`` with (None if it never solved it)."""
        solved = self.solved.get(path)
        return None if solved is None else solved[1]

    def step_of(self, path: Path) -> int | None:
        """The step that first put the node at ``path`` on OPEN (None: SSS* never reached it)."""
        return self.generated.get(path)

    def state(self, k: int) -> TreeState:
        """The tree after step ``k`` (-1: before the first step)."""
        if k < 0:
            return TreeState(-1, frozenset(), {}, {}, frozenset(), None, (), {}, "")
        k = min(k, len(self.snapshots) - 1)
        snap = self.snapshots[k]
        visited = frozenset(p for p, s in self.generated.items() if s <= k)
        done = k == len(self.snapshots) - 1
        running = {p: v for p, (s, v) in self.solved.items() if s <= k and p}
        values: dict[Path, float] = {(): self.value} if done and self.value is not None else {}
        notes = {s.path: f"{s.status[0]} {self._merit(s)}" for s in snap.open}
        current = snap.current
        on_path = tuple(current[:d] for d in range(len(current) + 1))
        if done and self.best_move is not None:
            on_path = ((), (self.best_move,))
            current = ()
        return TreeState(k, visited, values, running, self.never if done else frozenset(), current, on_path, {},
                         snap.text, notes=notes)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
