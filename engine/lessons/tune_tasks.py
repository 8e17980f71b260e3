""""Change the evaluation so the computer plays X": the learner sets the weights (the ``Param`` values)
of a named evaluation, and the check searches the position with alpha-beta at the task's depth with
those weights and compares the move it chooses with the target.

The lesson names no weights: the engine looks for a set that works (changing one weight, then two, over
a few values in each weight's range) to prove the task can be done and to show one answer; a task whose
target the default weights already play, or that no tried set reaches, is refused at its line.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import InputError
from ..evaluation import Evaluation, Param, make_evaluation, parse_weights
from ..game import CHANCE, Game
from ..games import GameInfo, game_info
from ..i18n import QT_TRANSLATE_NOOP, Phrase
from ..search import SearchOptions, StopFlag, search
from ..steps import fmt
from .budget import NodeBudget
from .exercise import Exercise, Verdict, typed_word
from .lesson_file import LessonError, Task

CONTEXT = "TuneTasks"
"""The translation context of what a tune-evaluation task tells the learner."""
MAX_TRIED_WEIGHTS = 600
"""Weight sets the engine tries when it looks for one answer: a lesson's task must load at once."""


def weights_text(weights: Mapping[str, float]) -> str:
    """Weights as a learner types them (and ``parse_weights`` reads them): ``w1=1, w2=4``."""
    return ", ".join(f"{k}={fmt(float(v))}" for k, v in weights.items())


def candidate_values(param: Param) -> list[float]:
    """A few values across a weight's range: its ends, zero, and its default scaled up and down."""
    d = param.default
    raw = [param.minimum, param.maximum, 0.0, d / 4, d * 4, d * 16, -d, 1.0, 10.0]
    return sorted({float(v) for v in raw if param.minimum <= v <= param.maximum and v != d})


class TuneTask:
    def __init__(self, task: Task, seed: int, stop: StopFlag | None = None) -> None:
        self.task = task
        self.seed = seed
        self.budget = NodeBudget(task, "looking for weights that play the target", stop)
        """The searches with the default weights and every set tried draw on it while the answer is computed."""
        setting = task.setting
        if setting.depth is None:
            raise LessonError(task.source, task.line, "a tune-evaluation task needs the search's depth: give 'depth:'")
        try:
            self.info: GameInfo = game_info(setting.game)
        except InputError as e:
            raise LessonError(task.source, setting.line_of("game", task.line), str(e)) from None
        self.game: Game = self.info.factory()
        where = setting.line_of("position", task.line)
        try:
            self.state = self.game.play(self.game.initial_state(), self.game.parse_moves(setting.position))
            if task.node:
                self.state = self.game.play(self.state, self.game.parse_moves(task.node))
        except InputError as e:
            raise LessonError(task.source, where, str(e)) from None
        if self.game.is_terminal(self.state) or self.game.to_move(self.state) == CHANCE:
            raise LessonError(task.source, where, "nobody chooses a move in this position")
        self.name = task.evaluation or self.info.default_evaluation
        if self.name not in self.info.evaluations:
            known = ", ".join(self.info.evaluations)
            raise LessonError(task.source, task.line_of("evaluation"),
                              f"{self.info.title} has no evaluation {self.name!r} (known: {known})")
        if not task.target:
            raise LessonError(task.source, task.line, "a tune-evaluation task needs the move to reach: give 'target:'")
        try:
            self.target = self.game.parse_move(task.target, self.state)
        except InputError as e:
            raise LessonError(task.source, task.line_of("target"), str(e)) from None
        if self.target not in self.game.actions(self.state):
            raise LessonError(task.source, task.line_of("target"), f"{task.target} is not a legal move here")
        self.params: Sequence[Param] = self.info.evaluations[self.name].params
        self.depth = setting.depth

    def evaluation(self, weights: Mapping[str, float]) -> Evaluation:
        return make_evaluation(self.info.evaluations, self.name, weights)

    def choice(self, evaluation: Evaluation, budget: NodeBudget | None = None) -> Any:
        """Alpha-beta's search at the task's depth with ``evaluation``: its result (move and values), within
        ``budget`` (None: uncapped, as when a learner's weights are checked: the search the build made
        with the default weights bounds it)."""
        options = SearchOptions.for_game(self.info, "alphabeta", depth=self.depth, evaluation=evaluation,
                                         exact_root=True)
        if budget is None:
            return search(self.game, self.state, options)
        return budget.search(self.game, self.state, options)

    def move_values(self, result: Any) -> str:
        return ", ".join(f"{self.game.format_move(mv.move)}: {fmt(mv.value)}" for mv in result.moves)

    def witness(self, defaults: Mapping[str, float]) -> dict[str, float] | None:
        """A set of weights with which the search plays the target: one weight changed, then two."""
        tried = 0
        for size in (1, 2):
            for chosen in itertools.combinations(self.params, size):
                for values in itertools.product(*(candidate_values(p) for p in chosen)):
                    tried += 1
                    if tried > MAX_TRIED_WEIGHTS:
                        return None
                    weights = dict(defaults) | {p.name: v for p, v in zip(chosen, values, strict=True)}
                    if self.choice(self.evaluation(weights), self.budget).best_move == self.target:
                        return weights
        return None

    def build(self) -> Exercise:
        defaults = dict(self.evaluation({}).weights)
        first = self.choice(self.evaluation(defaults), self.budget)
        target = self.game.format_move(self.target)
        if first.best_move == self.target:
            raise LessonError(self.task.source, self.task.line_of("target"),
                              f"with its default weights {self.name} already plays {target} at depth {self.depth}: "
                              "nothing to change")
        found = self.witness(defaults)
        if found is None:
            raise LessonError(self.task.source, self.task.line_of("target"),
                              f"no weights of {self.name} tried make alpha-beta at depth {self.depth} play {target}: "
                              "choose another target or depth")
        expected = weights_text(found)
        explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
            "TuneTasks", "With its default weights ({0}) {1} makes alpha-beta at depth {2} value the moves {3} and play "
            "{4}. One set of weights that makes it play {5}: {6}."), weights_text(defaults), self.name, self.depth,
            self.move_values(first), self.game.format_move(first.best_move), target, expected)

        def judge(answer: str) -> Verdict:
            try:
                evaluation = self.evaluation(parse_weights(answer.replace(";", ",")))
            except InputError:
                return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "TuneTasks", "“{0}” is not a weight. Write the weights as name=value, separated by commas "
                    "(for example {1})."), typed_word(unread_weight(answer)), weights_text(defaults)), understood=False)
            result = self.choice(evaluation)
            played = self.game.format_move(result.best_move)
            shown = weights_text(evaluation.weights)
            if result.best_move == self.target:
                return Verdict(True, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "TuneTasks", "Right: with {0}, alpha-beta at depth {1} values the moves {2} and plays {3}."),
                    shown, self.depth, self.move_values(result), target))
            if shown == weights_text(defaults):  # the weights as they came: the explanation says it all
                return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("TuneTasks", "Those are the default weights. {0}"),
                                             explanation))
            return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "TuneTasks", "With {0}, alpha-beta at depth {1} values the moves {2} and plays {3}, not {4}. {5}"),
                shown, self.depth, self.move_values(result), played, target, explanation))
        return Exercise(self.task, self.seed, self.game, self.state, expected, explanation, judge,
                        depth=self.depth, params=tuple(self.params), weights=defaults)


def unread_weight(answer: str) -> str:
    """The first piece of ``answer`` that does not read as name=value (the whole answer when each does)."""
    for piece in answer.replace(";", ",").split(","):
        try:
            parse_weights(piece)
        except InputError:
            return piece
    return answer
