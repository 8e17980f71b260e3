"""Tasks on explicit trees: a node's value, the move and the line minimax chooses, the leaves alpha-beta
never evaluates (and how many it does), the window (α, β) on entry to a node. Every answer is the engine's:
``engine.search`` with minimax, or the recording alpha-beta told as ``engine.steps``."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..errors import InputError
from ..games.tree import TreeGame, TreeNode
from ..i18n import QT_TRANSLATE_NOOP, Phrase, joined
from ..record import ALPHA_CUT, BETA_CUT, CHANCE_KIND, KIND_NAMES, TreeRecord
from ..search import SearchOptions, algorithm_info, evaluated_and_pruned_leaves, search
from ..steps import Step, StepSequence, fmt, record_steps
from .exercise import (
    Exercise,
    Verdict,
    not_this,
    number_judge,
    parse_answer_number,
    praise,
    reads_as_number,
    same_value,
    too_short,
    typed_word,
)
from .lesson_file import LessonError, Task
from .practice_trees import (
    find_node,
    inner_names,
    leaf_names,
    lesson_tree,
    node_name,
    split_names,
)

Path = tuple[int, ...]
CONTEXT = "TreeTasks"
"""The translation context of what these tasks tell the learner."""


def step_said(step: Step) -> Phrase:
    """A step's sentence as the explorer tells it, quoted in an explanation: its ``phrase`` (translated as in
    the explorer); a step made without one is quoted in its English text."""
    return step.phrase if step.phrase is not None else Phrase(CONTEXT, "{0}", step.text)  # (unmarked: as it is)


def sentences(said: list[Phrase], between: str = " ") -> Phrase:
    """Sentences one after the other (as the explanation of a pruning tells its cutoffs), each in its own
    words: the joint itself has none to translate."""
    return joined(CONTEXT, between, said)


class TreeTask:
    def __init__(self, task: Task, seed: int) -> None:
        self.task = task
        self.seed = seed
        spec = task.setting.tree or ""
        try:
            self.root = lesson_tree(spec, seed)
        except InputError as e:
            raise LessonError(task.source, task.setting.line_of("tree", task.line), str(e)) from None
        self.game = TreeGame(self.root)
        self.names = inner_names(self.root)

    def name(self, path: Path) -> str:
        return node_name(self.root, self.names, path)

    @staticmethod
    def no_node(typed: str) -> Phrase:
        """A word that names no node of the tree, as the learner reads it."""
        return Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "“{0}” is not a node of this tree"), typed_word(typed))

    def called(self, path: Path) -> object:
        """A node's name in a sentence: a letter, a label or a path as it is; the root without a letter is
        words ("the root"), in the window's language."""
        if not path and path not in self.names:
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "the root"))
        return self.name(path)

    def node(self) -> Path:
        if not self.task.node:
            return ()
        try:
            return find_node(self.root, self.names, self.task.node)
        except InputError as e:
            raise LessonError(self.task.source, self.task.line_of("node"), str(e)) from None

    def exercise(self, expected: str, because: Phrase, judge: Callable[[str], Verdict]) -> Exercise:
        return Exercise(self.task, self.seed, self.game, self.root, expected, because, judge, self.root,
                        self.names, leaf_names(self.root, self.names))

    def build(self) -> Exercise:
        kind = self.task.kind
        if kind == "value":
            return self.value()
        if kind == "best-move":
            return self.best_move()
        if kind == "pv":
            return self.pv()
        if kind == "pruned":
            return self.pruned()
        if kind == "evaluated":
            return self.evaluated()
        if kind == "window":
            return self.window()
        if kind == "chance-pruned":
            return self.chance_pruned()
        raise LessonError(self.task.source, self.task.line_of("kind"), f"a '{kind}' task is about a game's position, not a tree: "
                          "give 'game:' and 'position:'")

    def record_run(self) -> tuple[TreeRecord, StepSequence]:
        """Alpha-beta over the whole tree, every node recorded, told as steps with the learner's names."""
        result = search(self.game, self.root, SearchOptions(algorithm="alphabeta", record=True,
                                                             record_budget=max(1, self.root.size)))
        record = result.tree
        assert record is not None
        paths = _record_paths(record)
        steps = record_steps(record, "alphabeta", node_name=lambda _r, i: self.name(paths[i]),
                             pruned_name=lambda _r, i, m: self.name(paths[i] + (m,)))
        return record, steps

    def child_values(self, path: Path) -> list[tuple[str, float]]:
        node = self.root.node_at(path)
        result = search(self.game, node, SearchOptions(algorithm="minimax"))
        values = {mv.move: mv.value for mv in result.moves}
        return [(self.name(c.path), values[i]) for i, c in enumerate(node.children)]

    def explain_inner(self, path: Path) -> Phrase:
        node = self.root.node_at(path)
        kids = self.child_values(path)
        listed = ", ".join(f"{n} = {fmt(v)}" for n, v in kids)
        value = search(self.game, node, SearchOptions(algorithm="minimax")).value
        if node.kind == "chance":  # each outcome's value times its probability, summed
            assert node.probs is not None
            terms = " + ".join(f"{fmt(p)} × {fmt(v)}" for p, (_, v) in zip(node.probs, kids))
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "TreeTasks", "{0} is a chance node; its outcomes are worth {1}. The expected value is {2} = {3}."),
                self.called(path), listed, terms, fmt(value))
        values = ", ".join(fmt(v) for _, v in kids)
        if node.kind == "max":
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "TreeTasks", "{0} is a MAX node; its children are worth {1}. MAX picks the largest: max({2}) = {3}."),
                self.called(path), listed, values, fmt(value))
        return Phrase(CONTEXT, QT_TRANSLATE_NOOP(
            "TreeTasks", "{0} is a MIN node; its children are worth {1}. MIN picks the smallest: min({2}) = {3}."),
            self.called(path), listed, values, fmt(value))

    def value(self) -> Exercise:
        path = self.node()
        node = self.root.node_at(path)
        if self.task.algorithm and algorithm_info(self.task.algorithm).prunes:  # a pruned node has no value
            record, steps = self.record_run()
            i = _record_index(record, path)
            if i is None:
                raise LessonError(self.task.source, self.task.line_of("node"), f"alpha-beta never reaches {self.name(path)} "
                                  "(it is pruned): ask for its minimax value instead")
            expected_value = record.value[i]
            explanation = self.returned_by_alphabeta(record, steps, i, path)
        elif node.is_leaf:
            assert node.value is not None
            expected_value = node.value
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} is a leaf: its value is its utility, {1}."),
                                 self.called(path), fmt(node.value))
        else:
            result = search(self.game, node, SearchOptions(algorithm="minimax"))
            assert result.value is not None
            expected_value = result.value
            explanation = self.explain_inner(path)
        expected = fmt(expected_value)
        right = Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "the value of {0} is {1}"), self.called(path), expected)
        return self.exercise(expected, explanation, number_judge(expected_value, explanation, right))

    def returned_by_alphabeta(self, record: TreeRecord, steps: StepSequence, i: int, path: Path) -> Phrase:
        """What alpha-beta returns at ``path`` (record node ``i``), from the values its searched children
        returned, and the cutoff that stopped it there, if one did."""
        node = self.root.node_at(path)
        said: list[Phrase] = [Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "Alpha-beta returns {0} at {1}."),
                                     fmt(record.value[i]), self.called(path))]
        returned = [(self.name(c.path), record.value[j]) for c in node.children
                    if (j := _record_index(record, c.path)) is not None]
        if returned and node.kind in ("max", "min"):  # the numbers it took its value from
            named = all(not n.startswith("[") for n, _ in returned)  # a big tree's nodes have no letters
            listed: object = ", ".join(f"{n} = {fmt(v)}" if named else fmt(v) for n, v in returned)
            if not named:
                listed = Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} from left to right"), listed)
            skipped = len(node.children) - len(returned)
            if skipped:
                listed = Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} (%n pruned)", None, 1), listed,
                                count=skipped)
            if node.kind == "max":
                said.append(Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "TreeTasks", "It is a MAX node; the children alpha-beta searched returned {0}, and MAX takes the largest."),
                    listed))
            else:
                said.append(Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "TreeTasks", "It is a MIN node; the children alpha-beta searched returned {0}, and MIN takes the smallest."),
                    listed))
        cut = steps.cut_at.get(i)
        if cut is not None:
            said += [step_said(steps[cut]),
                     Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "So the value is only a bound, and it is enough."))]
        return sentences(said)

    def best_move(self) -> Exercise:
        path = self.node()
        node = self.root.node_at(path)
        if node.is_leaf or node.kind == "chance":
            what = "a leaf" if node.is_leaf else "a chance node"
            raise LessonError(self.task.source, self.task.line_of("node"),
                              f"{self.name(path)} is {what}: nobody chooses a move there")
        kids = self.child_values(path)
        result = search(self.game, node, SearchOptions(algorithm="minimax"))
        assert result.best_move is not None and result.value is not None
        best_value = result.value
        chosen = self.name(node.children[result.best_move].path)
        good = {n for n, v in kids if same_value(v, best_value)}
        if len(good) > 1:
            moves_to = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "TreeTasks", "Minimax moves to {0} (the first of the equally good moves)."), chosen)
        else:
            moves_to = Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "Minimax moves to {0}."), chosen)
        explanation = sentences([self.explain_inner(path), moves_to])

        def judge(answer: str) -> Verdict:
            try:
                target = find_node(self.root, self.names, answer)
            except InputError:
                return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0}. Type a child of {1} by its name."),
                                             self.no_node(answer), self.called(path)), understood=False)
            if target[:-1] != path or len(target) != len(path) + 1:
                return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} is not a child of {1}."),
                                             self.name(target), self.called(path)), understood=False)
            if self.name(target) == chosen:
                return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "minimax moves to {0}"), chosen)))
            if self.name(target) in good:
                return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "TreeTasks", "minimax moves to {0} (and {1} is worth as much)"), chosen, self.name(target))))
            return Verdict(False, not_this(self.name(target), explanation))
        return self.exercise(chosen, explanation, judge)

    def pv(self) -> Exercise:
        result = search(self.game, self.root, SearchOptions(algorithm="minimax"))
        line = [self.name(tuple(result.pv[:d + 1])) for d in range(len(result.pv))]
        if self.task.plies is not None:
            line = line[:self.task.plies]
        expected = " ".join(line)
        explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
            "TreeTasks", "The principal variation follows the best move at each node from the root: {0}, and its end is "
            "worth {1}."), expected, fmt(result.value))

        def judge(answer: str) -> Verdict:
            given = split_names(answer)
            path: Path = ()
            for k, name in enumerate(given):
                try:
                    target = find_node(self.root, self.names, name)
                except InputError:
                    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                        "TreeTasks", "{0}. Type the names of the nodes the line moves to, one after another."),
                        self.no_node(name)), understood=False)
                if not target:  # the root itself: the line is the moves from it
                    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                        "TreeTasks", "The line starts at {0}: write the nodes it moves to, one per move."),
                        self.called(())), understood=False)
                if target[:-1] != path:
                    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                        "TreeTasks", "{0} is not a child of {1}: a line goes down one level per move."),
                        name, self.called(path)), understood=False)
                node = self.root.node_at(path)
                values = dict(self.child_values(path))
                best = max(values.values()) if node.kind == "max" else min(values.values())
                if not same_value(values[self.name(target)], best):
                    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                        "TreeTasks", "Your move {0} ({1}) is not a best move: {2}"), k + 1, name, self.explain_inner(path)))
                path = target
            if len(given) < len(line):
                return Verdict(False, too_short(len(line), len(given), explanation))
            return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "the principal variation is {0}"),
                                               expected)))
        return self.exercise(expected, explanation, judge)

    def pruned(self) -> Exercise:
        record, steps = self.record_run()
        _evaluated, pruned_paths = evaluated_and_pruned_leaves(record, self.root)
        cuts = [step_said(steps[k]) for _i, k in sorted(steps.cut_at.items(), key=lambda kv: kv[1]) if steps[k].pruned]
        explanation = sentences(cuts) if cuts else Phrase(CONTEXT, QT_TRANSLATE_NOOP(
            "TreeTasks", "Alpha-beta finds no cutoff in this tree: it evaluates every leaf."))
        return self.pruned_leaves_exercise(pruned_paths, explanation,
                                           Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "alpha-beta")),
                                           Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "Alpha-beta")))

    def chance_pruned(self) -> Exercise:
        """The leaves Star1 never evaluates: alpha-beta through chance nodes with the bounds [L, U] of the
        tree's values (``engine.search.star``)."""
        if not _has_chance(self.root):
            raise LessonError(self.task.source, self.task.setting.line_of("tree", self.task.line),
                              "a chance-pruned task needs a tree with chance nodes")
        result = search(self.game, self.root, SearchOptions(algorithm="expectiminimax", chance_pruning="star1",
                                                             record=True, record_budget=max(1, self.root.size)))
        record = result.tree
        assert record is not None
        _evaluated, pruned_paths = evaluated_and_pruned_leaves(record, self.root)
        low, high = self.game.value_range(self.root)
        cuts: list[Phrase] = [self.star1_cut(record, i, low, high) for i in range(len(record))
                              if record.end[i] in (ALPHA_CUT, BETA_CUT) and record.pruned_moves(i)]
        bounds = Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "Every value in this tree lies in [L, U] = [{0}, {1}]."),
                        fmt(low), fmt(high))
        explanation = sentences([bounds, *cuts] if cuts else [bounds, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
            "TreeTasks", "Star1 finds no cutoff here: it evaluates every leaf."))])
        return self.pruned_leaves_exercise(pruned_paths, explanation, "Star1", "Star1")  # a name in every language

    def star1_cut(self, record: TreeRecord, i: int, low: float, high: float) -> Phrase:
        """Why Star1 stops at node ``i``, in the bounds it had there."""
        path = _record_paths(record)[i]
        name = self.called(path)
        skipped = [leaf for m in record.pruned_moves(i) for leaf in self.root.node_at(path + (m,)).leaves()]
        listed = ", ".join(self.name(leaf.path) for leaf in skipped)
        count = len(skipped)
        never = Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} is/are never evaluated", None, 1), listed,
                       count=count, english=f"{listed} {'is' if count == 1 else 'are'} never evaluated")
        alpha, beta = record.alpha_in[i], record.beta_in[i]
        if record.kind[i] != CHANCE_KIND:
            v = record.value[i]
            test = f"{fmt(v)} ≥ β = {fmt(beta)}" if record.end[i] == BETA_CUT else f"{fmt(v)} ≤ α = {fmt(alpha)}"
            window = Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "window ({0}, {1})"), fmt(alpha), fmt(beta))
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} ({1}, {2}) reaches {3}: {4}."), name,
                          KIND_NAMES[record.kind[i]], window, test, never)
        probs = record.probs[i]
        seen = {record.move[c]: record.value[c] for c in record.children(i)}
        fail_low = record.end[i] == ALPHA_CUT
        bound = high if fail_low else low
        terms = " + ".join(f"{fmt(probs[m])}·{fmt(seen.get(m, bound))}" for m in range(len(probs)))
        total = sum(probs[m] * seen.get(m, bound) for m in range(len(probs)))
        searched = ", ".join(f"{self.name(path + (m,))} = {fmt(x)}" for m, x in seen.items())
        if fail_low:
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "TreeTasks", "{0} is a chance node entered with α = {1}. After {2}, even if every other outcome were worth "
                "U = {3}, {0} would be at most {4} = {5} ≤ α: Star1 stops, and {6}."),
                name, fmt(alpha), searched, fmt(high), terms, fmt(total), never)
        return Phrase(CONTEXT, QT_TRANSLATE_NOOP(
            "TreeTasks", "{0} is a chance node entered with β = {1}. After {2}, even if every other outcome were worth "
            "L = {3}, {0} would be at least {4} = {5} ≥ β: Star1 stops, and {6}."),
            name, fmt(beta), searched, fmt(low), terms, fmt(total), never)

    def pruned_leaves_exercise(self, pruned_paths: list[list[int]], explanation: Phrase, who: object,
                               who_first: object) -> Exercise:
        """The learner names (or clicks) the leaves a search never evaluates; ``who`` is the search's name
        in a sentence, ``who_first`` at a sentence's start."""
        pruned = [tuple(p) for p in pruned_paths]
        order = {p: k for k, (p, _) in enumerate(leaf_names(self.root, self.names))}
        pruned.sort(key=lambda p: order[p])
        expected = ", ".join(self.name(p) for p in pruned) or "none"
        leaf_of = {name: p for p, name in leaf_names(self.root, self.names)}

        def judge(answer: str) -> Verdict:
            words = split_names(answer)
            if [w.lower() for w in words] in (["none"], ["no"], ["-"]):
                words = []
            marked: set[Path] = set()
            for w in words:
                p = leaf_of.get(w) or next((q for n, q in leaf_of.items() if n.casefold() == w.casefold()), None)
                if p is None:
                    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                        "TreeTasks", "{0} is not a leaf of this tree (leaves are named like {1})."),
                        repr(w[:40]), leaf_names(self.root, self.names)[0][1]), understood=False)
                marked.add(p)
            truth = set(pruned)
            if marked == truth:
                if not pruned:
                    return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} evaluates every leaf here"),
                                                       who)))
                return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} never evaluates {1}"),
                                                   who, expected)))
            parts: list[Phrase] = []
            extra = sorted(marked - truth, key=lambda p: order[p])
            if extra:
                parts.append(Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} does evaluate {1}."),
                                    who_first, ", ".join(self.name(p) for p in extra)))
            missed = sorted(truth - marked, key=lambda p: order[p])
            if missed:
                parts.append(Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "It never evaluates {0}."),
                                    ", ".join(self.name(p) for p in missed)))
            return Verdict(False, sentences([*parts, explanation]))
        return self.exercise(expected, explanation, judge)

    def evaluated(self) -> Exercise:
        """How many leaves alpha-beta evaluates (move ordering's effect, measured)."""
        record, steps = self.record_run()
        evaluated, pruned = evaluated_and_pruned_leaves(record, self.root)
        count, total = len(evaluated), len(evaluated) + len(pruned)
        cuts = sum(1 for k in steps.cut_at.values() if steps[k].pruned)
        if count == total:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "TreeTasks", "Alpha-beta evaluates all %n leaves: no MIN node falls to α and no MAX node reaches β before "
                "its last child, so nothing is pruned.", None, 1), count=total)
        else:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "TreeTasks", "Alpha-beta evaluates {0} of the {1} leaves: %n cutoff(s) prune the other {2}.", None, 1),
                count, total, total - count, count=cuts,
                english=f"Alpha-beta evaluates {count} of the {total} leaves: {cuts} "
                        f"{'cutoff prunes' if cuts == 1 else 'cutoffs prune'} the other {total - count}.")
        return self.exercise(str(count), explanation, number_judge(count, explanation))

    def window(self) -> Exercise:
        path = self.node()
        record, steps = self.record_run()
        i = _record_index(record, path)
        if i is None:
            raise LessonError(self.task.source, self.task.line_of("node"),
                              f"alpha-beta never enters {self.name(path)} (it is pruned)")
        alpha, beta = record.alpha_in[i], record.beta_in[i]
        expected = f"α = {fmt(alpha)}, β = {fmt(beta)}"
        entry = steps[steps.entered_at[i]]
        above = [e for e in entry.path[:-1] if e.v is not None]
        kinds = ("MAX", "MIN", Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "chance")))
        walked = [Phrase(CONTEXT, QT_TRANSLATE_NOOP("TreeTasks", "{0} ({1}) has v = {2}"),
                         self.called(_record_paths(record)[e.node]), kinds[record.kind[e.node]], fmt(e.v)) for e in above]
        if walked:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "TreeTasks", "Alpha-beta enters {0} with {1}. α is the value MAX is already sure of on the path from the "
                "root, β the value MIN is sure of (±∞ while none is known): on the way down, {2}."),
                self.called(path), expected, sentences(walked, "; "))
        else:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "TreeTasks", "Alpha-beta enters {0} with {1}. α is the value MAX is already sure of on the path from the "
                "root, β the value MIN is sure of (±∞ while none is known); no node above has a value yet."),
                self.called(path), expected)

        def judge(answer: str) -> Verdict:
            text = re.sub(r"(?i)\b(alpha|beta)\b|[αβ=()]", " ", answer)
            parts = split_names(text)
            if len(parts) != 2:
                return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "TreeTasks", "Type two numbers, α then β (for example: -inf, 10).")), understood=False)
            try:
                a, b = parse_answer_number(parts[0]), parse_answer_number(parts[1])
            except InputError:
                unread = next(p for p in parts if not reads_as_number(p))
                return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "TreeTasks", "“{0}” is not a number. Type two numbers, α then β, in digits or as -inf and inf "
                    "(for example: -inf, 10)."), typed_word(unread)), understood=False)
            if same_value(a, alpha) and same_value(b, beta):
                return Verdict(True, praise(expected))
            return Verdict(False, not_this(f"α = {fmt(a)}, β = {fmt(b)}", explanation))
        return self.exercise(expected, explanation, judge)


def _has_chance(root: TreeNode) -> bool:
    stack = [root]
    while stack:
        node = stack.pop()
        if node.kind == "chance":
            return True
        stack.extend(node.children)
    return False


def _record_paths(record: TreeRecord) -> list[Path]:
    paths: list[Path] = [()] * len(record)
    for i in range(1, len(record)):
        paths[i] = paths[record.parent[i]] + (record.move[i],)
    return paths


def _record_index(record: TreeRecord, path: Path) -> int | None:
    return record.find(list(path))
