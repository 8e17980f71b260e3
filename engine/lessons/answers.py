"""A task made concrete, its answer computed by the engine, and a learner's answer checked against it.

Nothing here knows an answer in advance: every expected value, move, window or pruned leaf comes from
``engine.search`` (the textbook minimax and alpha-beta kernels, with the recording alpha-beta for
windows and pruning, told as ``engine.steps``) or from the game's own rules (ACTIONS, TERMINAL-TEST,
UTILITY). A wrong answer is explained with the engine's own numbers.

``make_exercise(task)`` is the lesson's own exercise; ``make_exercise(task, seed)`` a new one on a
random tree (the seed is moved on until the task makes sense there: a window is asked only at a node
alpha-beta enters).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..errors import InputError
from ..game import CHANCE, Game
from ..games import game_info
from ..games.tree import TreeGame, TreeNode
from ..record import TreeRecord
from ..search import SearchOptions, evaluated_and_pruned_leaves, search
from ..steps import StepSequence, fmt, record_steps
from .lesson_file import LessonError, Task
from .practice_trees import (
    find_node,
    inner_names,
    is_random_spec,
    leaf_names,
    lesson_tree,
    node_name,
    split_names,
)

Path = tuple[int, ...]
NEW_EXERCISE_TRIES = 50
MAX_GAME_NODES = 2_000_000
"""A lesson's game search must answer at once: a position that needs more is refused at its line."""


@dataclass(frozen=True)
class Verdict:
    correct: bool
    message: str
    """What the learner reads: a word of praise, or the explanation with the engine's numbers."""
    understood: bool = True
    """False when the answer is not of the asked form (not a number, an unknown node): not counted wrong."""


@dataclass(frozen=True)
class Exercise:
    """One task on one tree or position, with the engine's answer."""

    task: Task
    seed: int
    game: Game
    state: Any
    expected: str
    """The answer as a learner would write it."""
    explanation: str
    """Why, in the engine's numbers."""
    judge: Callable[[str], Verdict] = field(repr=False)
    tree: TreeNode | None = None
    names: dict[Path, str] = field(default_factory=dict)
    """Inner node letters (trees only)."""
    leaves: list[tuple[Path, str]] = field(default_factory=list)
    """Every leaf and its name, left to right (trees only)."""

    def check(self, answer: str) -> Verdict:
        if not answer.strip() and self.task.kind != "pruned":
            return Verdict(False, "Type an answer first.", understood=False)
        return self.judge(answer)


def make_exercise(task: Task, seed: int | None = None) -> Exercise:
    """The task on its tree or position with its answer; ``LessonError`` at the task's line if the task
    cannot be answered there (an unknown node, an illegal move, a node alpha-beta never reaches)."""
    random_tree = task.setting.game == "tree" and is_random_spec(task.setting.tree or "")
    first = task.setting.seed if seed is None else seed
    if not random_tree or seed is None:
        return _make(task, first)
    for k in range(NEW_EXERCISE_TRIES):  # a new tree on which the task makes sense
        try:
            return _make(task, first + k)
        except LessonError:
            continue
    return _make(task, task.setting.seed)


def _make(task: Task, seed: int) -> Exercise:
    try:
        if task.setting.game == "tree":
            return _TreeTask(task, seed).build()
        return _GameTask(task, seed).build()
    except LessonError:
        raise
    except InputError as e:
        raise LessonError(task.source, _line_for(task, str(e)), str(e)) from None


def _line_for(task: Task, message: str) -> int:
    """The line of the key a message is most likely about (the tree's, the position's, the node's)."""
    for key, words in (("node", ("node", "no child")), ("tree", ("tree", "random")),
                       ("position", ("move", "position", "cell", "column")), ("game", ("game",))):
        line = task.line_of(key) if key in task.key_lines else task.setting.lines.get(key)
        if line and any(w in message.lower() for w in words):
            return line
    return task.line


# -- answers as text ---------------------------------------------------------------------------------
_INF = {"inf": math.inf, "+inf": math.inf, "∞": math.inf, "+∞": math.inf, "infinity": math.inf,
        "-inf": -math.inf, "−inf": -math.inf, "-∞": -math.inf, "−∞": -math.inf, "-infinity": -math.inf}


def parse_answer_number(text: str) -> float:
    """A number as a learner types it: ``3``, ``-2``, ``−2`` (a real minus), ``0.5``, ``+inf``, ``∞``."""
    t = text.strip().lower()
    if t in _INF:
        return _INF[t]
    t = t.replace("−", "-")
    if not re.fullmatch(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)", t):
        raise InputError(f"{text.strip()[:40]!r} is not a number (type digits, or inf / −inf)")
    return float(t)


def _same(a: float, b: float) -> bool:
    return a == b or math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def _praise(expected: str) -> str:
    return f"Right: {expected.rstrip('.')}."


# -- tasks on explicit trees -------------------------------------------------------------------------
class _TreeTask:
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

    def node(self) -> Path:
        if not self.task.node:
            return ()
        try:
            return find_node(self.root, self.names, self.task.node)
        except InputError as e:
            raise LessonError(self.task.source, self.task.line_of("node"), str(e)) from None

    def exercise(self, expected: str, explanation: str, judge: Callable[[str], Verdict]) -> Exercise:
        return Exercise(self.task, self.seed, self.game, self.root, expected, explanation, judge, self.root,
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

    def explain_inner(self, path: Path) -> str:
        node = self.root.node_at(path)
        kids = self.child_values(path)
        listed = ", ".join(f"{n} = {fmt(v)}" for n, v in kids)
        op = "max" if node.kind == "max" else ("min" if node.kind == "min" else "the expectation")
        value = search(self.game, node, SearchOptions(algorithm="minimax")).value
        if node.kind == "chance":
            return f"{self.name(path)} is a chance node: the expectation of {listed} is {fmt(value)}."
        words = "MAX picks the largest" if node.kind == "max" else "MIN picks the smallest"
        return (f"{self.name(path)} is a {node.kind.upper()} node; its children are worth {listed}. {words}: "
                f"{op}({', '.join(fmt(v) for _, v in kids)}) = {fmt(value)}.")

    def value(self) -> Exercise:
        path = self.node()
        node = self.root.node_at(path)
        if self.task.algorithm == "alphabeta":
            record, steps = self.record_run()
            i = _record_index(record, path)
            if i is None:
                raise LessonError(self.task.source, self.task.line_of("node"), f"alpha-beta never reaches {self.name(path)} "
                                  "(it is pruned): ask for its minimax value instead")
            expected_value = record.value[i]
            explanation = f"Alpha-beta returns {fmt(expected_value)} at {self.name(path)}."
            cut = steps.cut_at.get(i)
            if cut is not None:
                explanation += " " + steps[cut].text + " So the value is only a bound, and it is enough."
        elif node.is_leaf:
            assert node.value is not None
            expected_value = node.value
            explanation = f"{self.name(path)} is a leaf: its value is its utility, {fmt(node.value)}."
        else:
            result = search(self.game, node, SearchOptions(algorithm="minimax"))
            assert result.value is not None
            expected_value = result.value
            explanation = self.explain_inner(path)
        expected = fmt(expected_value)

        def judge(answer: str) -> Verdict:
            try:
                x = parse_answer_number(answer)
            except InputError as e:
                return Verdict(False, str(e), understood=False)
            if _same(x, expected_value):
                return Verdict(True, _praise(f"the value of {self.name(path)} is {expected}"))
            return Verdict(False, f"Not {fmt(x)}. {explanation}")
        return self.exercise(expected, explanation, judge)

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
        good = {n for n, v in kids if _same(v, best_value)}
        explanation = self.explain_inner(path) + f" Minimax moves to {chosen}" + (
            " (the first of the equally good moves)." if len(good) > 1 else ".")

        def judge(answer: str) -> Verdict:
            try:
                target = find_node(self.root, self.names, answer)
            except InputError as e:
                return Verdict(False, f"{e}. Type a child of {self.name(path)} by its name.", understood=False)
            if target[:-1] != path or len(target) != len(path) + 1:
                return Verdict(False, f"{self.name(target)} is not a child of {self.name(path)}.", understood=False)
            if self.name(target) in good:
                return Verdict(True, _praise(f"minimax moves to {chosen}" + (
                    f" (and {self.name(target)} is worth as much)" if self.name(target) != chosen else "")))
            return Verdict(False, f"Not {self.name(target)}. {explanation}")
        return self.exercise(chosen, explanation, judge)

    def pv(self) -> Exercise:
        result = search(self.game, self.root, SearchOptions(algorithm="minimax"))
        line = [self.name(tuple(result.pv[:d + 1])) for d in range(len(result.pv))]
        if self.task.plies is not None:
            line = line[:self.task.plies]
        expected = " ".join(line)
        explanation = (f"The principal variation follows the best move at each node from the root: {expected}, "
                       f"and its end is worth {fmt(result.value)}.")

        def judge(answer: str) -> Verdict:
            given = split_names(answer)
            path: Path = ()
            for k, name in enumerate(given):
                try:
                    target = find_node(self.root, self.names, name)
                except InputError as e:
                    return Verdict(False, str(e), understood=False)
                if target[:-1] != path:
                    return Verdict(False, f"{name} is not a child of {self.name(path)}: a line goes down one "
                                   "level per move.", understood=False)
                node = self.root.node_at(path)
                values = dict(self.child_values(path))
                best = max(values.values()) if node.kind == "max" else min(values.values())
                if not _same(values[self.name(target)], best):
                    return Verdict(False, f"Your move {k + 1} ({name}) is not a best move: {self.explain_inner(path)}")
                path = target
            if len(given) < len(line):
                return Verdict(False, f"The line is {len(line)} moves long; you gave {len(given)}. {explanation}")
            return Verdict(True, _praise(f"the principal variation is {expected}"))
        return self.exercise(expected, explanation, judge)

    def pruned(self) -> Exercise:
        record, steps = self.record_run()
        _evaluated, pruned_paths = evaluated_and_pruned_leaves(record, self.root)
        pruned = [tuple(p) for p in pruned_paths]
        order = {p: k for k, (p, _) in enumerate(leaf_names(self.root, self.names))}
        pruned.sort(key=lambda p: order[p])
        expected = ", ".join(self.name(p) for p in pruned) or "none"
        cuts = [steps[k].text for _i, k in sorted(steps.cut_at.items(), key=lambda kv: kv[1]) if steps[k].pruned]
        explanation = " ".join(cuts) if cuts else "Alpha-beta finds no cutoff in this tree: it evaluates every leaf."
        leaf_of = {name: p for p, name in leaf_names(self.root, self.names)}

        def judge(answer: str) -> Verdict:
            words = split_names(answer)
            if [w.lower() for w in words] in (["none"], ["no"], ["-"]):
                words = []
            marked: set[Path] = set()
            for w in words:
                p = leaf_of.get(w) or next((q for n, q in leaf_of.items() if n.casefold() == w.casefold()), None)
                if p is None:
                    return Verdict(False, f"{w[:40]!r} is not a leaf of this tree (leaves are named like "
                                   f"{leaf_names(self.root, self.names)[0][1]}).", understood=False)
                marked.add(p)
            truth = set(pruned)
            if marked == truth:
                return Verdict(True, _praise(f"alpha-beta never evaluates {expected}" if pruned
                                             else "alpha-beta evaluates every leaf here"))
            parts = []
            extra = sorted(marked - truth, key=lambda p: order[p])
            if extra:
                parts.append("Alpha-beta does evaluate " + ", ".join(self.name(p) for p in extra) + ".")
            missed = sorted(truth - marked, key=lambda p: order[p])
            if missed:
                parts.append("It never evaluates " + ", ".join(self.name(p) for p in missed) + ".")
            return Verdict(False, " ".join(parts) + " " + explanation)
        return self.exercise(expected, explanation, judge)

    def evaluated(self) -> Exercise:
        """How many leaves alpha-beta evaluates (move ordering's effect, measured)."""
        record, steps = self.record_run()
        evaluated, pruned = evaluated_and_pruned_leaves(record, self.root)
        count, total = len(evaluated), len(evaluated) + len(pruned)
        cuts = sum(1 for k in steps.cut_at.values() if steps[k].pruned)
        explanation = (f"Alpha-beta evaluates {count} of the {total} leaves: {cuts} "
                       f"{'cutoff prunes' if cuts == 1 else 'cutoffs prune'} the other {total - count}.")

        def judge(answer: str) -> Verdict:
            try:
                x = parse_answer_number(answer)
            except InputError as e:
                return Verdict(False, str(e), understood=False)
            if _same(x, count):
                return Verdict(True, _praise(explanation))
            return Verdict(False, f"Not {fmt(x)}. {explanation}")
        return self.exercise(str(count), explanation, judge)

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
        kinds = ("MAX", "MIN", "chance")
        walked = "; ".join(f"{self.name(_record_paths(record)[e.node])} ({kinds[record.kind[e.node]]}) has v = {fmt(e.v)}"
                           for e in above)
        explanation = (f"Alpha-beta enters {self.name(path)} with {expected}. α is the value MAX is already sure of "
                       "on the path from the root, β the value MIN is sure of (±∞ while none is known)"
                       + (f": on the way down, {walked}." if walked else "; no node above has a value yet."))

        def judge(answer: str) -> Verdict:
            text = re.sub(r"(?i)\b(alpha|beta)\b|[αβ=()]", " ", answer)
            parts = split_names(text)
            if len(parts) != 2:
                return Verdict(False, "Type two numbers, α then β (for example: -inf, 10).", understood=False)
            try:
                a, b = parse_answer_number(parts[0]), parse_answer_number(parts[1])
            except InputError as e:
                return Verdict(False, str(e), understood=False)
            if _same(a, alpha) and _same(b, beta):
                return Verdict(True, _praise(expected))
            return Verdict(False, f"Not α = {fmt(a)}, β = {fmt(b)}. {explanation}")
        return self.exercise(expected, explanation, judge)


def _record_paths(record: TreeRecord) -> list[Path]:
    paths: list[Path] = [()] * len(record)
    for i in range(1, len(record)):
        paths[i] = paths[record.parent[i]] + (record.move[i],)
    return paths


def _record_index(record: TreeRecord, path: Path) -> int | None:
    return record.find(list(path))


# -- tasks on a game's position ----------------------------------------------------------------------
class _GameTask:
    def __init__(self, task: Task, seed: int) -> None:
        self.task = task
        self.seed = seed
        setting = task.setting
        try:
            self.info = game_info(setting.game)
        except InputError as e:
            raise LessonError(task.source, setting.line_of("game", task.line), str(e)) from None
        self.game: Game = self.info.factory()
        try:
            self.state = self.game.play(self.game.initial_state(), self.game.parse_moves(setting.position))
        except InputError as e:
            raise LessonError(task.source, setting.line_of("position", task.line), str(e)) from None
        try:
            if task.node:
                self.state = self.game.play(self.state, self.game.parse_moves(task.node))
        except InputError as e:
            raise LessonError(task.source, task.line_of("node"), str(e)) from None

    def exercise(self, expected: str, explanation: str, judge: Callable[[str], Verdict]) -> Exercise:
        return Exercise(self.task, self.seed, self.game, self.state, expected, explanation, judge)

    def build(self) -> Exercise:
        kind = self.task.kind
        method: Callable[[], Exercise] | None = {
            "to-move": self.to_move, "actions": self.actions, "terminal": self.terminal, "utility": self.utility,
            "value": self.value, "best-move": self.best_move, "pv": self.pv,
        }.get(kind)
        if method is None:
            raise LessonError(self.task.source, self.task.line_of("kind"), f"a '{kind}' task is worked on a tree: give 'tree:'")
        where = self.task.setting.line_of("position", self.task.line)
        if kind in ("value", "best-move", "pv") and self.game.is_terminal(self.state):
            raise LessonError(self.task.source, where, "the game is over in this position: nobody moves")
        if kind in ("best-move", "pv") and self.game.to_move(self.state) == CHANCE:
            raise LessonError(self.task.source, where, "chance moves next in this position: nobody chooses a move")
        return method()

    def player(self, state: Any) -> str:
        return self.game.player_name(self.game.to_move(state))

    def search(self, state: Any) -> Any:
        depth = self.task.setting.depth
        options = SearchOptions.for_game(self.info, "minimax", depth=depth, node_limit=MAX_GAME_NODES)
        result = search(self.game, state, options)
        if result.stopped:
            raise LessonError(self.task.source, self.task.setting.line_of("position", self.task.line),
                              f"minimax needs more than {MAX_GAME_NODES:,} nodes here: give a later position or a depth")
        return result

    def to_move(self) -> Exercise:
        who = self.player(self.state)
        explanation = f"PLAYER(s) is {who}: {self.moves_made()}"

        def judge(answer: str) -> Verdict:
            if answer.strip().casefold() == who.casefold():
                return Verdict(True, _praise(f"{who} moves"))
            return Verdict(False, f"Not {answer.strip()[:20]}. {explanation}")
        return self.exercise(who, explanation, judge)

    def moves_made(self) -> str:
        n = len(self.game.parse_moves(self.task.setting.position)) + (
            len(self.game.parse_moves(self.task.node)) if self.task.node else 0)
        return f"{n} {'move has' if n == 1 else 'moves have'} been made, and the players take turns."

    def actions(self) -> Exercise:
        moves = self.game.actions(self.state)
        listed = ", ".join(self.game.format_move(m) for m in moves) or "none"
        count = len(moves)
        explanation = f"ACTIONS(s) is {{{listed}}}: {count} legal {'move' if count == 1 else 'moves'}."

        def judge(answer: str) -> Verdict:
            try:
                x = parse_answer_number(answer)
            except InputError as e:
                return Verdict(False, str(e), understood=False)
            if _same(x, count):
                return Verdict(True, _praise(explanation))
            return Verdict(False, f"Not {fmt(x)}. {explanation}")
        return self.exercise(str(count), explanation, judge)

    def terminal(self) -> Exercise:
        over = self.game.is_terminal(self.state)
        winner = self.game.winner(self.state)
        if over:
            why = f"{self.game.player_name(winner)} has won" if winner is not None else "it is a draw"
            explanation = f"TERMINAL-TEST(s) is true: the game is over ({why})."
        else:
            explanation = (f"TERMINAL-TEST(s) is false: nobody has won and {len(self.game.actions(self.state))} "
                           "moves are still legal.")
        expected = "yes" if over else "no"

        def judge(answer: str) -> Verdict:
            word = answer.strip().casefold()
            if word not in ("yes", "no", "true", "false", "y", "n"):
                return Verdict(False, "Answer yes or no.", understood=False)
            if (word in ("yes", "true", "y")) == over:
                return Verdict(True, _praise(explanation))
            return Verdict(False, explanation)
        return self.exercise(expected, explanation, judge)

    def utility(self) -> Exercise:
        if not self.game.is_terminal(self.state):
            raise LessonError(self.task.source, self.task.setting.line_of("position", self.task.line),
                              "UTILITY is defined only where the game is over, and this position is not")
        first = self.game.player_name(0)
        u = self.game.utility(self.state, 0)
        winner = self.game.winner(self.state)
        why = f"{self.game.player_name(winner)} has won" if winner is not None else "it is a draw"
        explanation = f"The game is over and {why}, so UTILITY(s, {first}) = {fmt(u)}."

        def judge(answer: str) -> Verdict:
            try:
                x = parse_answer_number(answer)
            except InputError as e:
                return Verdict(False, str(e), understood=False)
            if _same(x, u):
                return Verdict(True, _praise(explanation))
            return Verdict(False, f"Not {fmt(x)}. {explanation}")
        return self.exercise(fmt(u), explanation, judge)

    def typed_moves(self, answer: str) -> list[Any]:
        """Moves as a learner types them: one by one with spaces or commas between (``2 8 4``), or in the
        game's own notation for a line (``284`` in tic-tac-toe)."""
        tokens = split_names(answer)
        if len(tokens) > 1:
            return [self.game.parse_move(t) for t in tokens]
        return self.game.parse_moves(answer)

    def move_values(self, result: Any) -> str:
        return ", ".join(f"{self.game.format_move(mv.move)}: {fmt(mv.value)}" for mv in result.moves)

    def value(self) -> Exercise:
        result = self.search(self.state)
        value = result.value
        who = self.player(self.state)
        explanation = (f"{who} is to move; minimax values its moves {self.move_values(result)}; "
                       f"the best for {who} is {fmt(value)}.")

        def judge(answer: str) -> Verdict:
            try:
                x = parse_answer_number(answer)
            except InputError as e:
                return Verdict(False, str(e), understood=False)
            if _same(x, value):
                return Verdict(True, _praise(f"the value for {who} is {fmt(value)}"))
            return Verdict(False, f"Not {fmt(x)}. {explanation}")
        return self.exercise(fmt(value), explanation, judge)

    def best_move(self) -> Exercise:
        result = self.search(self.state)
        chosen = self.game.format_move(result.best_move)
        good = {mv.move for mv in result.moves if _same(mv.value, result.value)}
        explanation = (f"Minimax values {self.player(self.state)}'s moves {self.move_values(result)}; it plays "
                       f"{chosen}" + (" (the first of the equally good moves)." if len(good) > 1 else "."))

        def judge(answer: str) -> Verdict:
            try:
                move = self.game.parse_move(answer, self.state)
            except InputError as e:
                return Verdict(False, str(e), understood=False)
            if move not in self.game.actions(self.state):
                return Verdict(False, f"{answer.strip()[:20]} is not a legal move here.", understood=False)
            if move in good:
                return Verdict(True, _praise(f"minimax plays {chosen}" + (
                    f" ({self.game.format_move(move)} is worth as much)" if move != result.best_move else "")))
            return Verdict(False, f"Not {self.game.format_move(move)}. {explanation}")
        return self.exercise(chosen, explanation, judge)

    def pv(self) -> Exercise:
        result = self.search(self.state)
        line = list(result.pv)
        if self.task.plies is not None:
            line = line[:self.task.plies]
        if any(result.pv_is_chance[:len(line)]):
            raise LessonError(self.task.source, self.task.line_of("plies"),
                              "the line reaches a roll of the dice: ask for the moves before it (plies:)")
        expected = self.game.format_moves(line)
        explanation = (f"Each side plays a best move in turn: minimax's line is {expected}, worth {fmt(result.value)} "
                       f"for {self.player(self.state)}.")

        def judge(answer: str) -> Verdict:
            try:
                moves = self.typed_moves(answer)
            except InputError as e:
                return Verdict(False, str(e), understood=False)
            state = self.state
            for k, move in enumerate(moves[:len(line)]):
                if self.game.is_terminal(state) or move not in self.game.actions(state):
                    return Verdict(False, f"Your move {k + 1} ({self.game.format_move(move)}) is not legal there.",
                                   understood=False)
                here = self.search(state)
                values = {mv.move: mv.value for mv in here.moves}
                if not _same(values[move], here.value):
                    return Verdict(False, f"Your move {k + 1} ({self.game.format_move(move)}) is not a best move for "
                                   f"{self.player(state)}: minimax values the moves {self.move_values(here)}. "
                                   + explanation)
                state = self.game.result(state, move)
            if len(moves) < len(line):
                return Verdict(False, f"The line is {len(line)} moves long; you gave {len(moves)}. {explanation}")
            return Verdict(True, _praise(f"a principal variation: {self.game.format_moves(moves[:len(line)])}"))
        return self.exercise(expected, explanation, judge)
