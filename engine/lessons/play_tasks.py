""""Beat the computer at depth N": the learner plays the side to move of a position against alpha-beta
searching N plies with the game's evaluation, and the task is checked when the game ends.

The computer is deterministic (alpha-beta, the first of equally good moves), so whether the learner can
win is a question the engine answers exactly: the best result the learner can force against *this*
computer, over every move the learner may make and the computer's one reply to each. A win is asked
when one is possible; otherwise a draw. A position the computer wins whatever the learner does is refused.

The answer a learner gives is the game as played: the moves from the task's position, in the game's
notation (the Learn dock writes it as the game goes on). The judge replays it, checks that the
computer's moves are the computer's, and reads the result.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import InputError
from ..game import CHANCE, Game
from ..games import game_info
from ..i18n import QT_TRANSLATE_NOOP, Phrase
from ..search import SearchOptions, StopFlag
from .budget import NodeBudget
from .exercise import Exercise, Verdict, not_a_line, player_said, spaced_line
from .lesson_file import LessonError, Task

MAX_COMPUTER_SEARCHES = 20_000
"""Positions where the computer's reply is searched to decide whether a win is possible: a lesson's
position must be decided at once."""

WIN, DRAW, LOSS = "win", "draw", "loss"
CONTEXT = "PlayTasks"
"""The translation context of what a beat-computer task tells the learner."""


def computer_options(game_name: str, depth: int) -> SearchOptions:
    """How the computer searches: textbook alpha-beta, ``depth`` plies, the game's default evaluation."""
    return SearchOptions.for_game(game_info(game_name), "alphabeta", depth=depth, player=True)


class PlayTask:
    def __init__(self, task: Task, seed: int, stop: StopFlag | None = None) -> None:
        self.task = task
        self.seed = seed
        self.budget = NodeBudget(task, "deciding whether the computer can be beaten", stop)
        """The computer's searches while the answer is computed draw on it; a reply the learner meets later
        (a position the build never weighed) has a budget of its own."""
        setting = task.setting
        where = setting.line_of("position", task.line)
        if setting.depth is None:
            raise LessonError(task.source, task.line, "a beat-computer task needs the computer's depth: give 'depth:'")
        try:
            info = game_info(setting.game)
        except InputError as e:
            raise LessonError(task.source, setting.line_of("game", task.line), str(e)) from None
        self.game: Game = info.factory()
        if self.game.has_chance:
            raise LessonError(task.source, setting.line_of("game", task.line),
                              f"{info.title} has dice: play it in the Game tab")
        try:
            state = self.game.play(self.game.initial_state(), self.game.parse_moves(setting.position))
            if task.node:
                state = self.game.play(state, self.game.parse_moves(task.node))
        except InputError as e:
            raise LessonError(task.source, where, str(e)) from None
        if self.game.is_terminal(state) or self.game.to_move(state) == CHANCE:
            raise LessonError(task.source, where, "the game is over in this position: nothing to play")
        self.state = state
        self.depth = setting.depth
        self.learner = self.game.to_move(state)
        self.options = computer_options(setting.game, setting.depth)
        self.replies: dict[Any, int] = {}
        self.outcomes: dict[Any, str] = {}
        self.built = False

    def computer_move(self, state: Any) -> int:
        """The computer's reply in ``state`` (its move, remembered per position)."""
        key = self.game.key(state)
        move = self.replies.get(key)
        if move is None:
            if len(self.replies) >= MAX_COMPUTER_SEARCHES:
                raise LessonError(self.task.source, self.task.setting.line_of("position", self.task.line),
                                  f"deciding whether the computer can be beaten here takes more than "
                                  f"{MAX_COMPUTER_SEARCHES:,} of its searches: give a later position or a smaller depth")
            if self.built:
                self.budget = self.budget.fresh()
            result = self.budget.search(self.game, state, self.options)
            assert result.best_move is not None
            move = self.replies[key] = result.best_move
        return move

    def outcome(self, state: Any) -> str:
        """The best result the learner can force from ``state`` against the computer."""
        game = self.game
        key = game.key(state)
        known = self.outcomes.get(key)
        if known is not None:
            return known
        if game.is_terminal(state):
            winner = game.winner(state)
            found = DRAW if winner is None else (WIN if winner == self.learner else LOSS)
        elif game.to_move(state) == self.learner:
            found = LOSS
            for m in game.actions(state):  # the first win settles it
                here = self.outcome(game.result(state, m))
                if here == WIN:
                    found = WIN
                    break
                if here == DRAW:
                    found = DRAW
        else:
            found = self.outcome(game.result(state, self.computer_move(state)))
        self.outcomes[key] = found
        return found

    def winning_line(self) -> list[int]:
        """A game the learner wins (or draws, when that is the best): the learner's best moves and the
        computer's replies, from the task's position to the end."""
        game, state, line = self.game, self.state, []
        goal = self.outcome(self.state)
        while not game.is_terminal(state):
            if game.to_move(state) == self.learner:
                move = next(m for m in game.actions(state) if self.outcome(game.result(state, m)) == goal)
            else:
                move = self.computer_move(state)
            line.append(move)
            state = game.result(state, move)
        return line

    def build(self) -> Exercise:
        goal = self.outcome(self.state)
        me = self.game.player_name(self.learner)
        if goal == LOSS:
            raise LessonError(self.task.source, self.task.setting.line_of("position", self.task.line),
                              f"the computer at depth {self.depth} wins from here whatever {me} plays: "
                              "give another position or a smaller depth")
        line = spaced_line(self.game, self.winning_line())
        self.built = True
        if goal == WIN:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "PlayTasks", "Against alpha-beta searching %n plies, {0} can win from here: for example the game {1}.",
                None, 1), player_said(me), line, count=self.depth)
        else:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "PlayTasks", "Against alpha-beta searching %n plies, {0} cannot win from here whatever {0} plays, but can "
                "hold a draw: for example the game {1}.", None, 1), player_said(me), line, count=self.depth)
        return Exercise(self.task, self.seed, self.game, self.state, goal, explanation, self.judge(goal, explanation),
                        reply=self.computer_move, depth=self.depth)

    def judge(self, goal: str, explanation: Phrase) -> Callable[[str], Verdict]:
        game = self.game

        def judge(answer: str) -> Verdict:
            try:
                moves = game.parse_moves(answer) if len(answer.split()) <= 1 else \
                    [game.parse_move(t) for t in answer.replace(",", " ").split()]
            except InputError:
                return not_a_line(game, answer)
            state = self.state
            for k, move in enumerate(moves):
                if game.is_terminal(state) or move not in game.actions(state):
                    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("PlayTasks", "Move {0} ({1}) is not legal there."),
                                                 k + 1, game.format_move(move)), understood=False)
                if game.to_move(state) != self.learner and move != self.computer_move(state):
                    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                        "PlayTasks", "Move {0} ({1}) is not the computer's: it plays {2} there."),
                        k + 1, game.format_move(move), game.format_move(self.computer_move(state))), understood=False)
                state = game.result(state, move)
            if not game.is_terminal(state):
                return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("PlayTasks", "The game is not over yet: play on.")),
                               understood=False)
            winner = game.winner(state)
            me = player_said(game.player_name(self.learner))
            if winner == self.learner:
                return Verdict(True, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "PlayTasks", "Right: {0} wins — you beat the computer at depth {1}."), me, self.depth))
            if winner is None and goal == DRAW:
                return Verdict(True, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "PlayTasks", "Right: a draw, and a win is impossible here against the computer at depth {0}: a draw is "
                    "the best {1} can do."), self.depth, me))
            if winner is None:
                return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("PlayTasks", "A draw — but a win is possible here. {0}"),
                                             explanation))
            return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("PlayTasks", "The computer wins this game. {0}"),
                                         explanation))
        return judge
