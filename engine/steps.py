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
and one sentence that explains the step: ``Step.text`` in English (what the command line, exports and
lessons quote) and ``Step.phrase``, the same sentence as a ``Phrase`` the window translates (context
"ExplorerSteps", marked with ``QT_TRANSLATE_NOOP`` for ``scripts/update_translations.py``). A sentence is one
template per case, with the nodes' titles ("the root (MAX)", "MIN node B", "leaf B1") as phrases of their
own, so a translation can put every part where its language wants it; a title that starts a sentence has
its own capitalised template ("The root (MAX)"), since a translation capitalises differently (German
capitalises every noun). English's singulars ("(1 child)") are templates of their own too: the marker
pyside6-lupdate reads for these words has no plural forms, so a "%n" template gets only one translation.

``StepSequence`` indexes the steps so the state of the whole tree after any step (which nodes are
visited, which values final, which moves pruned) is a lookup, which is what makes stepping back as cheap
as stepping forward.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .formatting import format_value
from .game import Game
from .i18n import QT_TRANSLATE_NOOP, Phrase
from .record import ALPHA_CUT, BETA_CUT, CHANCE_KIND, CUTOFF, MAX, MIN, TERMINAL, TreeRecord
from .search.algorithms import ALGORITHMS
from .search.options import Algorithm

ENTER, LEAF, RETURN, WINDOW, CUTOFF_STEP, EXPECT, DONE = "enter", "leaf", "return", "window", "cutoff", "expect", "done"
STEP_KINDS = (ENTER, LEAF, RETURN, WINDOW, CUTOFF_STEP, EXPECT, DONE)
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
    phrase: Phrase | None = field(default=None, compare=False)
    """``text`` as a template and its arguments, for the window to translate (``str(phrase) == text``);
    None when ``text`` is already the words to show (a run the window told itself, SSS*'s or MTD(f)'s)."""


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
        known = ALGORITHMS.get(self.algorithm)
        return known is not None and known.prunes

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


def _say(template: str, *args: object, count: int | None = None) -> Phrase:
    """A sentence of the explorer's steps (its template marked by the caller with ``QT_TRANSLATE_NOOP``)."""
    return Phrase("ExplorerSteps", template, *args, count=count)


def _join(names: list[str]) -> str | Phrase:
    """"4", "4 and 6", "4, 6 and 9": the commas stay, the "and" is a word of the language."""
    if len(names) == 1:
        return names[0]
    return _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0} and {1}"), ", ".join(names[:-1]), names[-1])


# How a sentence names the root, by its kind: in the middle of a sentence and starting one.
ROOT_TITLES = {
    MAX: (QT_TRANSLATE_NOOP("ExplorerSteps", "the root (MAX)"), QT_TRANSLATE_NOOP("ExplorerSteps", "The root (MAX)")),
    MIN: (QT_TRANSLATE_NOOP("ExplorerSteps", "the root (MIN)"), QT_TRANSLATE_NOOP("ExplorerSteps", "The root (MIN)")),
    CHANCE_KIND: (QT_TRANSLATE_NOOP("ExplorerSteps", "the root (chance)"),
                  QT_TRANSLATE_NOOP("ExplorerSteps", "The root (chance)")),
}
# An inner node below the root, by its kind ({0}: its name), likewise.
NODE_TITLES = {
    MAX: (QT_TRANSLATE_NOOP("ExplorerSteps", "MAX node {0}"), QT_TRANSLATE_NOOP("ExplorerSteps", "MAX node {0}")),
    MIN: (QT_TRANSLATE_NOOP("ExplorerSteps", "MIN node {0}"), QT_TRANSLATE_NOOP("ExplorerSteps", "MIN node {0}")),
    CHANCE_KIND: (QT_TRANSLATE_NOOP("ExplorerSteps", "chance node {0}"),
                  QT_TRANSLATE_NOOP("ExplorerSteps", "Chance node {0}")),
}
LEAF_TITLES = (QT_TRANSLATE_NOOP("ExplorerSteps", "leaf {0}"), QT_TRANSLATE_NOOP("ExplorerSteps", "Leaf {0}"))


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

    def emit(self, kind: str, node: int, phrase: Phrase, **kw: Any) -> int:
        path = tuple(PathEntry(e[0], e[1], e[2], e[3]) for e in self.stack)
        self.seq.steps.append(Step(kind, node, path, str(phrase), phrase=phrase, **kw))
        return len(self.seq.steps) - 1

    def run(self) -> None:
        r = self.r
        self.visit(0)
        root_value = r.value[0]
        value = fmt(root_value)
        done = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "Done: the root's value is {0}."), value)
        if r.pv and r.n_children[0] and r.kind[0] != CHANCE_KIND:
            named = self._line_names(r.pv)
            if named is not None:  # a textbook tree with lettered nodes: the line by its nodes' names
                if len(named) > 2:
                    done = _say(QT_TRANSLATE_NOOP(
                        "ExplorerSteps",
                        "Done: the root's value is {0}; the best move is to {1}, and the principal variation is {2}."),
                        value, named[1], " → ".join(named))
                else:
                    done = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "Done: the root's value is {0}; the best move is to {1}."),
                                value, named[1])
            else:
                line = self._line_text(r.pv)
                if len(r.pv) > 1:
                    done = _say(QT_TRANSLATE_NOOP(
                        "ExplorerSteps",
                        "Done: the root's value is {0}; the best move is {1}, and the principal variation {2}."),
                        value, line[0], " ".join(line))
                else:
                    done = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "Done: the root's value is {0}; the best move is {1}."),
                                value, line[0])
        alpha, beta = r.window_out(0) if self.window else (r.alpha_in[0], r.beta_in[0])
        self.stack.append([0, alpha, beta, root_value])
        k = self.emit(DONE, 0, done, value=root_value)
        self.stack.pop()
        self.seq.final_at[0] = k

    def title(self, i: int, start: bool = False) -> Phrase:
        """How a sentence names node ``i``: "the root (MAX)", "MIN node [1]", "leaf [1, 0]"; ``start``: the
        title starts the sentence ("The root (MAX)")."""
        if i == 0:
            return _say(ROOT_TITLES[self.r.kind[0]][start])
        if self._is_leaf(i) and self.r.end[i] != CUTOFF:  # a node cut off by depth is no leaf
            return _say(LEAF_TITLES[start], self.name(i))
        return _say(NODE_TITLES[self.r.kind[i]][start], self.name(i))

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
                text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0} is at the depth cutoff: the evaluation function gives {1}."),
                            self.title(i, start=True), fmt(r.value[i]))
            else:
                text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0} is evaluated: {1}."), self.title(i, start=True),
                            fmt(r.value[i]))
            seq.entered_at[i] = self.emit(LEAF, i, text, value=r.value[i])
            self.stack.pop()
            return
        kind = r.kind[i]
        n = r.n_children[i]
        seq.entered_at[i] = self.emit(ENTER, i, self.enter_text(i, n))
        children = list(r.children(i))
        chance_sum = 0.0
        terms: list[str] = []
        for pos, c in enumerate(children):
            self.visit(c)
            x = r.value[c]
            top = self.stack[-1]
            old_v = top[3]
            # The sentence's parts: who returns what to whom.
            head = (self.title(c, start=True), fmt(x), self.title(i))
            if kind == CHANCE_KIND:
                p = self._prob(i, pos)
                chance_sum += p * x
                top[3] = chance_sum
                terms.append(f"{fmt(p)}×{fmt(x)}")
                text = _say(QT_TRANSLATE_NOOP(
                    "ExplorerSteps", "{0} returns {1} to {2} (probability {3}): the running sum is {4} = {5}."),
                    *head, fmt(p), " + ".join(terms), fmt(chance_sum))
            else:
                better = old_v is None or (x > old_v if kind == MAX else x < old_v)
                if better:
                    top[3] = x
                prev = fmt(old_v) if old_v is not None else ("−∞" if kind == MAX else "+∞")
                if better and kind == MAX:
                    text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0} returns {1} to {2}: v = max({3}, {1}) = {1}."),
                                *head, prev)
                elif better:
                    text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0} returns {1} to {2}: v = min({3}, {1}) = {1}."),
                                *head, prev)
                elif kind == MAX:
                    text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0} returns {1} to {2}: v stays {3} ({1} is not more)."),
                                *head, prev)
                else:
                    text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0} returns {1} to {2}: v stays {3} ({1} is not less)."),
                                *head, prev)
            last = pos == len(children) - 1
            if kind != CHANCE_KIND and last and r.end[i] not in (BETA_CUT, ALPHA_CUT) and self._would_cut(i):
                text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0} ({1}, but no children remain to prune.)"),
                            text, self.cut_relation(i))
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
                    text = _say(QT_TRANSLATE_NOOP(
                        "ExplorerSteps",
                        "{0}: α = max(α, v) = {1}, so a MIN child below it stops as soon as its v falls to {1} or less."),
                        self.title(i, start=True), fmt(a))
                else:
                    text = _say(QT_TRANSLATE_NOOP(
                        "ExplorerSteps",
                        "{0}: β = min(β, v) = {1}, so a MAX child below it stops as soon as its v reaches {1} or more."),
                        self.title(i, start=True), fmt(b))
                top[1], top[2] = a, b
                self.emit(WINDOW, i, text)
        if kind == CHANCE_KIND and children:
            self.emit(EXPECT, i, _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0}: the expectation {1} = {2}."),
                                      self.title(i, start=True), " + ".join(terms), fmt(r.value[i])),
                      value=r.value[i])
        self.stack.pop()

    def enter_text(self, i: int, n: int) -> Phrase:
        """ENTER's sentence: the node, its window when the algorithm has one, and its number of children."""
        r = self.r
        if self.window:
            window = (fmt(r.alpha_in[i]), fmt(r.beta_in[i]))
            if n == 1:
                return _say(QT_TRANSLATE_NOOP("ExplorerSteps", "Enter {0} with α = {1}, β = {2} (1 child)."),
                            self.title(i), *window)
            return _say(QT_TRANSLATE_NOOP("ExplorerSteps", "Enter {0} with α = {1}, β = {2} (%n children)."),
                        self.title(i), *window, count=n)
        if n == 1:
            return _say(QT_TRANSLATE_NOOP("ExplorerSteps", "Enter {0} (1 child)."), self.title(i))
        return _say(QT_TRANSLATE_NOOP("ExplorerSteps", "Enter {0} (%n children)."), self.title(i), count=n)

    def cut_relation(self, i: int) -> str:
        """Why node ``i`` stops, in the textbook's notation (the same in every language): "v = 2 ≤ α = 3"."""
        _node, a, b, v = self.stack[-1]
        return f"v = {fmt(v)} ≥ β = {fmt(b)}" if self.r.kind[i] == MAX else f"v = {fmt(v)} ≤ α = {fmt(a)}"

    def _would_cut(self, i: int) -> bool:
        top = self.stack[-1]
        v = top[3]
        if v is None:
            return False
        return bool(v >= top[2] if self.r.kind[i] == MAX else v <= top[1])

    def cutoff(self, i: int) -> None:
        r = self.r
        moves = tuple(r.pruned_moves(i))
        names = [self.pruned_name(r, i, m) for m in moves]
        head = (self.title(i, start=True), self.cut_relation(i))
        if len(names) == 1:
            text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0}: {1}, the remaining child {2} is pruned."), *head, names[0])
        elif names:
            text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0}: {1}, the remaining children {2} are pruned."),
                        *head, _join(names))
        else:  # the moves have no names: how many there were
            n = r.n_children[i] - r.n_examined[i]
            if n == 1:
                text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0}: {1}, the remaining 1 child is pruned."), *head)
            else:
                text = _say(QT_TRANSLATE_NOOP("ExplorerSteps", "{0}: {1}, the remaining %n children are pruned."),
                            *head, count=n)
        k = self.emit(CUTOFF_STEP, i, text, value=self.stack[-1][3], pruned=moves)
        self.seq.cut_at[i] = k

    def _prob(self, i: int, pos: int) -> float:
        probs = self.r.probs.get(i)
        if probs is None:
            return 1 / max(1, self.r.n_children[i])
        return probs[pos]


def tree_steps(root: Any, algorithm: Algorithm = "alphabeta") -> StepSequence:
    """Search an explicit tree (``TreeNode``) with the engine, recording, and return its steps."""
    from .games.tree import TreeGame
    from .search import SearchOptions, search

    game = TreeGame(root)
    result = search(game, root, SearchOptions(algorithm=algorithm, record=True, record_budget=10_000_000))
    assert result.tree is not None
    return record_steps(result.tree, algorithm)
