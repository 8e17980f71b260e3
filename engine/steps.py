"""A recorded search, told step by step: what the tree explorer plays forward and back.

The steps are read from the engine's own ``TreeRecord`` (``SearchOptions(record=True)``), never
recomputed by a second implementation: which nodes were visited and in what order, the value each
returned, the window (α, β) each child was searched with, where a cutoff happened and which moves it
left unexamined all come from the record. The only arithmetic done here is what the sentences need to
show it (the running v of a node, min/max of the values the record already holds).

A step is one of:

* ``ENTER``: the search opens an inner node with the window (α, β) it was given;
* ``LEAF``: a leaf (terminal or depth cutoff) is evaluated;
* ``RETURN``: a child's value comes back to its parent, whose running v may change;
* ``WINDOW``: the parent's α (MAX) or β (MIN) tightened, as the next child's recorded window shows;
* ``CUTOFF``: v ≥ β at a MAX node or v ≤ α at a MIN node, with the moves it prunes;
* ``EXPECT``: a chance node's value, the probability-weighted mean of its children;
* ``DONE``: the root's value and best move.

Every step carries the current path from the root with α, β and the running v of each node on it,
and one sentence that explains the step. ``StepSequence`` indexes the steps so the state of the whole
tree after any step (which nodes are visited, which values final, which moves pruned) is a lookup,
which is what makes stepping back as cheap as stepping forward.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .formatting import format_value
from .game import Game
from .record import ALPHA_CUT, BETA_CUT, CHANCE_KIND, CUTOFF, MAX, TERMINAL, TreeRecord
from .search.options import Algorithm

ENTER, LEAF, RETURN, WINDOW, CUTOFF_STEP, EXPECT, DONE = "enter", "leaf", "return", "window", "cutoff", "expect", "done"
STEP_KINDS = (ENTER, LEAF, RETURN, WINDOW, CUTOFF_STEP, EXPECT, DONE)
KIND_WORDS = ("MAX", "MIN", "chance")
NEVER = 1 << 62  # the step index of something that never happens in the run


def fmt(x: float | None) -> str:
    """A value as a learner reads it: 3 not 3.0, +∞/−∞, a real minus sign, at most 4 significant digits."""
    return format_value(x, missing="?")


@dataclass(frozen=True)
class PathEntry:
    """One node on the current path: its window and its running value (None before any child returned)."""

    node: int
    alpha: float
    beta: float
    v: float | None


@dataclass(frozen=True)
class Step:
    """One step of the run. ``node`` is the current node (record index); ``path`` runs root → current."""

    kind: str
    node: int
    path: tuple[PathEntry, ...]
    text: str
    value: float | None = None
    """LEAF: the leaf's value; RETURN: the value the child returned; EXPECT/DONE: the node's value."""
    child: int = -1
    """RETURN: the record index of the child whose value returned."""
    pruned: tuple[int, ...] = ()
    """CUTOFF: the moves left unexamined at ``node``, in the game's order."""


@dataclass
class StepSequence:
    """The steps of one recorded search and, per recorded node, when things happened to it."""

    record: TreeRecord
    algorithm: str
    steps: list[Step] = field(default_factory=list)
    entered_at: list[int] = field(default_factory=list)
    """Per record node: the index of the step that opened it (ENTER or LEAF)."""
    final_at: list[int] = field(default_factory=list)
    """Per record node: the index of the step from which its value is final (its RETURN; DONE for the root)."""
    cut_at: dict[int, int] = field(default_factory=dict)
    """Record node → index of its CUTOFF step."""

    def __len__(self) -> int:
        return len(self.steps)

    def __getitem__(self, k: int) -> Step:
        return self.steps[k]

    @property
    def shows_window(self) -> bool:
        """Whether α and β mean anything in this run (only alpha-beta narrows them)."""
        return self.algorithm == "alphabeta"

    def next_cutoff(self, k: int) -> int | None:
        """The index of the first CUTOFF step after step ``k``, if any."""
        later = [s for s in self.cut_at.values() if s > k]
        return min(later) if later else None

    def visited(self, k: int) -> list[int]:
        """Record nodes opened at or before step ``k``."""
        return [i for i, s in enumerate(self.entered_at) if s <= k]

    def final_values(self, k: int) -> dict[int, float]:
        """Record node → value, for the nodes whose value is final at step ``k``."""
        value = self.record.value
        return {i: value[i] for i, s in enumerate(self.final_at) if s <= k}

    def pruned(self, k: int) -> list[tuple[int, int]]:
        """(record node, move) of every move pruned at or before step ``k``."""
        out: list[tuple[int, int]] = []
        for i in sorted(self.cut_at):  # in tree order, like the engine's pruned-leaf list
            s = self.cut_at[i]
            if s <= k:
                out.extend((i, m) for m in self.steps[s].pruned)
        return out

    def evaluated_leaves(self) -> list[int]:
        """Record indices of the leaves evaluated, in visit order."""
        return [s.node for s in self.steps if s.kind == LEAF]


Namer = Callable[[TreeRecord, int], str]
MoveNamer = Callable[[TreeRecord, int, int], str]


def default_node_name(record: TreeRecord, i: int) -> str:
    """"the root", a tree node's label, or its path in brackets: child indices for trees ("[1, 0]"),
    moves in the game's notation otherwise ("[5 1]")."""
    if i == 0:
        return "the root"
    game: Game | None = record.game
    moves = record.path(i)
    if game is None:
        return "[" + ", ".join(str(m) for m in moves) + "]"
    return game.node_label(_state(record, i)) or game.path_text(moves)


def default_pruned_name(record: TreeRecord, i: int, move: int) -> str:
    """A pruned child: a tree leaf by its value, a subtree by its path, a game move by its notation."""
    game: Game | None = record.game
    if game is None:
        return str(move)
    return game.child_name(_state(record, i), move)


def _state(record: TreeRecord, i: int) -> Any:
    return record.state_at(i) if record.game is not None else None


def _join(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def record_steps(record: TreeRecord, algorithm: str, node_name: Namer = default_node_name,
                 pruned_name: MoveNamer = default_pruned_name) -> StepSequence:
    """The steps of the search ``record`` holds. ``algorithm`` is the one that made it (it decides
    whether α and β are worth mentioning: minimax and expectiminimax pass (−∞, +∞) everywhere)."""
    seq = StepSequence(record, algorithm)
    n = len(record)
    seq.entered_at = [NEVER] * n
    seq.final_at = [NEVER] * n
    if n == 0:
        return seq
    _Builder(seq, node_name, pruned_name).run()
    return seq


class _Builder:
    def __init__(self, seq: StepSequence, node_name: Namer, pruned_name: MoveNamer) -> None:
        self.seq = seq
        self.r = seq.record
        self.window = seq.shows_window
        self.node_name = node_name
        self.pruned_name = pruned_name
        self.stack: list[list[Any]] = []  # [node, alpha, beta, v] from the root to the current node
        self._names: dict[int, str] = {}

    def name(self, i: int) -> str:
        if i not in self._names:
            self._names[i] = self.node_name(self.r, i)
        return self._names[i]

    def kind_name(self, i: int) -> str:
        return KIND_WORDS[self.r.kind[i]]

    def emit(self, kind: str, node: int, text: str, **kw: Any) -> int:
        path = tuple(PathEntry(e[0], e[1], e[2], e[3]) for e in self.stack)
        self.seq.steps.append(Step(kind, node, path, text, **kw))
        return len(self.seq.steps) - 1

    def window_text(self, alpha: float, beta: float) -> str:
        return f" with α = {fmt(alpha)}, β = {fmt(beta)}" if self.window else ""

    def run(self) -> None:
        r = self.r
        self.visit(0)
        root_value = r.value[0]
        best = ""
        if r.pv and r.n_children[0] and r.kind[0] != CHANCE_KIND:
            named = self._line_names(r.pv)
            if named is not None:  # a textbook tree with lettered nodes: the line by its nodes' names
                best = f"; the best move is to {named[1]}"
                if len(named) > 2:
                    best += f", and the principal variation is {' → '.join(named)}"
            else:
                line = self._line_text(r.pv)
                best = f"; the best move is {line[0]}"
                if len(r.pv) > 1:
                    best += f", and the principal variation {' '.join(line)}"
        alpha, beta = r.window_out(0) if self.window else (r.alpha_in[0], r.beta_in[0])
        self.stack.append([0, alpha, beta, root_value])
        k = self.emit(DONE, 0, f"Done: the root's value is {fmt(root_value)}{best}.", value=root_value)
        self.stack.pop()
        self.seq.final_at[0] = k

    def title(self, i: int) -> str:
        """How a sentence names node ``i``: "the root (MAX)", "MIN node [1]", "leaf [1, 0]"."""
        if i == 0:
            return f"the root ({self.kind_name(0)})"
        if self._is_leaf(i) and self.r.end[i] != CUTOFF:  # a node cut off by depth is no leaf
            return f"leaf {self.name(i)}"
        return f"{self.kind_name(i)} node {self.name(i)}"

    def _is_leaf(self, i: int) -> bool:
        return self.r.end[i] in (TERMINAL, CUTOFF) or (self.r.n_children[i] == 0 and self.r.size[i] == 1)

    def _line_text(self, moves: tuple[int, ...]) -> list[str]:
        """Moves from the root as a reader knows them: the game's notation, a tree child's label (a part
        of a real search opened in the explorer keeps its moves as labels), else the child index."""
        game: Game | None = self.r.game
        if game is None:
            return [str(m) for m in moves]
        return game.line_labels(self.r.root_state, moves)

    def _line_names(self, moves: tuple[int, ...]) -> list[str] | None:
        """The principal variation as the drawing names its nodes, root first ("A → B → 3"): inner nodes
        by their letters or labels, a leaf by its label or value. None when a node on it has only a path
        for a name (then the moves say more) or the line leaves the record."""
        r = self.r
        if r.game is None:
            return None
        names, node = [self.name(0)], 0
        for m in moves:
            child = next((c for c in r.children(node) if r.move[c] == m), None)
            if child is None:
                return None
            node = child
            state = r.state_at(node)
            if self._is_leaf(node) and r.end[node] != CUTOFF:
                names.append(getattr(state, "label", "") or fmt(r.value[node]))
            else:
                names.append(self.name(node))
        return None if any(n.startswith(("[", "the root")) for n in names) else names

    def _move_text(self, i: int, move: int) -> str:
        game = self.r.game
        return str(move) if game is None else game.format_move(move)

    def visit(self, i: int) -> None:
        r, seq = self.r, self.seq
        self.stack.append([i, r.alpha_in[i], r.beta_in[i], None])
        if self._is_leaf(i):
            self.stack[-1][3] = r.value[i]
            if r.end[i] == CUTOFF:
                text = f"{_cap(self.title(i))} is at the depth cutoff: the evaluation function gives {fmt(r.value[i])}."
            else:
                text = f"{_cap(self.title(i))} is evaluated: {fmt(r.value[i])}."
            seq.entered_at[i] = self.emit(LEAF, i, text, value=r.value[i])
            self.stack.pop()
            return
        kind = r.kind[i]
        n = r.n_children[i]
        seq.entered_at[i] = self.emit(
            ENTER, i,
            f"Enter {self.title(i)}{self.window_text(r.alpha_in[i], r.beta_in[i])}"
            f" ({n} {'child' if n == 1 else 'children'}).")
        children = list(r.children(i))
        chance_sum = 0.0
        terms: list[str] = []
        for pos, c in enumerate(children):
            self.visit(c)
            x = r.value[c]
            top = self.stack[-1]
            old_v = top[3]
            head = f"{_cap(self.title(c))} returns {fmt(x)} to {self.title(i)}"
            if kind == CHANCE_KIND:
                p = self._prob(i, pos)
                chance_sum += p * x
                top[3] = chance_sum
                terms.append(f"{fmt(p)}×{fmt(x)}")
                text = f"{head} (probability {fmt(p)}): the running sum is {' + '.join(terms)} = {fmt(chance_sum)}."
            else:
                better = old_v is None or (x > old_v if kind == MAX else x < old_v)
                if better:
                    top[3] = x
                op = "max" if kind == MAX else "min"
                prev = fmt(old_v) if old_v is not None else ("−∞" if kind == MAX else "+∞")
                if better:
                    text = f"{head}: v = {op}({prev}, {fmt(x)}) = {fmt(x)}."
                else:
                    text = f"{head}: v stays {prev} ({fmt(x)} is not {'more' if kind == MAX else 'less'})."
            last = pos == len(children) - 1
            if kind != CHANCE_KIND and last and r.end[i] not in (BETA_CUT, ALPHA_CUT) and self._would_cut(i):
                v, a, b = top[3], top[1], top[2]
                rel = f"v = {fmt(v)} ≥ β = {fmt(b)}" if kind == MAX else f"v = {fmt(v)} ≤ α = {fmt(a)}"
                text += f" ({rel}, but no children remain to prune.)"
            seq.final_at[c] = self.emit(RETURN, i, text, value=x, child=c)
            if kind == CHANCE_KIND:
                continue
            if last:
                if r.end[i] in (BETA_CUT, ALPHA_CUT):
                    self.cutoff(i)
                continue
            # The window the next child was searched with is the parent's window now (recorded).
            nxt = children[pos + 1]
            a, b = r.alpha_in[nxt], r.beta_in[nxt]
            if self.window and (a != top[1] or b != top[2]):
                if kind == MAX:
                    text = (f"{_cap(self.title(i))}: α = max(α, v) = {fmt(a)}, so a MIN child below it stops as soon "
                            f"as its v falls to {fmt(a)} or less.")
                else:
                    text = (f"{_cap(self.title(i))}: β = min(β, v) = {fmt(b)}, so a MAX child below it stops as soon "
                            f"as its v reaches {fmt(b)} or more.")
                top[1], top[2] = a, b
                self.emit(WINDOW, i, text)
        if kind == CHANCE_KIND and children:
            self.emit(EXPECT, i, f"{_cap(self.title(i))}: the expectation {' + '.join(terms)} = {fmt(r.value[i])}.",
                      value=r.value[i])
        self.stack.pop()

    def _would_cut(self, i: int) -> bool:
        top = self.stack[-1]
        v = top[3]
        if v is None:
            return False
        return bool(v >= top[2] if self.r.kind[i] == MAX else v <= top[1])

    def cutoff(self, i: int) -> None:
        r = self.r
        top = self.stack[-1]
        moves = tuple(r.pruned_moves(i))
        v, a, b = top[3], top[1], top[2]
        names = [self.pruned_name(r, i, m) for m in moves]
        if r.kind[i] == MAX:
            rel = f"v = {fmt(v)} ≥ β = {fmt(b)}"
        else:
            rel = f"v = {fmt(v)} ≤ α = {fmt(a)}"
        if names:
            rest = "child" if len(names) == 1 else "children"
            verb = "is" if len(names) == 1 else "are"
            what = f"the remaining {rest} {_join(names)} {verb} pruned"
        else:
            k = r.n_children[i] - r.n_examined[i]
            what = f"the remaining {k} {'child is' if k == 1 else 'children are'} pruned"
        k = self.emit(CUTOFF_STEP, i, f"{_cap(self.title(i))}: {rel}, {what}.", value=v, pruned=moves)
        self.seq.cut_at[i] = k

    def _prob(self, i: int, pos: int) -> float:
        probs = self.r.probs.get(i)
        if probs is None:
            return 1 / max(1, self.r.n_children[i])
        return probs[pos]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def tree_steps(root: Any, algorithm: Algorithm = "alphabeta") -> StepSequence:
    """Search an explicit tree (``TreeNode``) with the engine, recording, and return its steps."""
    from .games.tree import TreeGame
    from .search import SearchOptions, search

    game = TreeGame(root)
    result = search(game, root, SearchOptions(algorithm=algorithm, record=True, record_budget=10_000_000))
    assert result.tree is not None
    return record_steps(result.tree, algorithm)
