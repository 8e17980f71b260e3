"""Tasks on a game's position: the parts of a game as a search problem (PLAYER, ACTIONS, TERMINAL-TEST,
UTILITY, from the game's own rules) and minimax's value, move and line (``engine.search``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..enhancements import Enhancements
from ..errors import InputError
from ..game import CHANCE, Game
from ..games import game_info
from ..i18n import QT_TRANSLATE_NOOP, Count, Phrase
from ..results import MctsStats, SearchResult
from ..search import SearchOptions, StopFlag
from ..steps import fmt
from .budget import MAX_TASK_NODES, NodeBudget
from .exercise import (
    Exercise,
    Verdict,
    not_a_line,
    not_a_move,
    not_legal_here,
    not_this,
    number_judge,
    player_said,
    praise,
    same_value,
    spaced_line,
    too_short,
)
from .lesson_file import LessonError, Task
from .practice_trees import (
    split_names,
)

MAX_GAME_NODES = MAX_TASK_NODES
"""(The name older code knows: every task's budget is ``budget.MAX_TASK_NODES``.)"""
LESSON_TABLE_MB = (16.0, 64.0, 256.0)
"""A table-saves task's table sizes, tried in turn until no position collides with another in its slot:
the answer is what a table that remembers everything saves, not an accident of hashing."""
LESSON_PLAYOUTS = 1000
"""An mcts-move task's playouts when it names none: enough for a settled choice in a small position."""


CONTEXT = "GameTasks"
"""The translation context of what these tasks tell the learner."""

SEARCH_KINDS = ("value", "best-move", "pv", "mcts-move", "table-saves", "quiescence-value")
"""The kinds that search the position (a finished game has nothing to search; after the first, a player
must be to move)."""


class GameTask:
    def __init__(self, task: Task, seed: int, stop: StopFlag | None = None) -> None:
        self.task = task
        self.seed = seed
        self.budget = NodeBudget(task, "the search", stop)
        """What computing the answer may still search (every search of ``build`` draws on it)."""
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

    def exercise(self, expected: str, because: Phrase, judge: Callable[[str], Verdict]) -> Exercise:
        return Exercise(self.task, self.seed, self.game, self.state, expected, because, judge)

    def build(self) -> Exercise:
        kind = self.task.kind
        method: Callable[[], Exercise] | None = {
            "to-move": self.to_move, "actions": self.actions, "terminal": self.terminal, "utility": self.utility,
            "value": self.value, "best-move": self.best_move, "pv": self.pv, "mcts-move": self.mcts_move,
            "table-saves": self.table_saves, "quiescence-value": self.quiescence_value,
        }.get(kind)
        if method is None:
            raise LessonError(self.task.source, self.task.line_of("kind"), f"a '{kind}' task is worked on a tree: give 'tree:'")
        where = self.task.setting.line_of("position", self.task.line)
        if kind in SEARCH_KINDS and self.game.is_terminal(self.state):
            raise LessonError(self.task.source, where, "the game is over in this position: nobody moves")
        if kind in SEARCH_KINDS[1:] and self.game.to_move(self.state) == CHANCE:
            raise LessonError(self.task.source, where, "chance moves next in this position: nobody chooses a move")
        return method()

    def player(self, state: Any) -> str:
        return self.game.player_name(self.game.to_move(state))

    def mover(self, state: Any) -> Phrase:
        """The side to move in ``state``, as the learner reads it."""
        return player_said(self.player(state))

    def outcome(self) -> Phrase:
        """How the finished game ended: who has won, or a draw."""
        winner = self.game.winner(self.state)
        if winner is None:
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "it is a draw"))
        return Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "{0} has won"), player_said(self.game.player_name(winner)))

    def search(self, state: Any, budget: NodeBudget | None = None) -> Any:
        """Minimax at the task's depth, within ``budget`` (the task's own by default)."""
        depth = self.task.setting.depth
        options = SearchOptions.for_game(self.info, "minimax", depth=depth, node_limit=MAX_TASK_NODES)
        return (budget or self.budget).named("minimax").search(self.game, state, options)

    def to_move(self) -> Exercise:
        who = self.player(self.state)
        explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "PLAYER(s) is {0}: {1}"), self.mover(self.state),
                             self.moves_made())

        def judge(answer: str) -> Verdict:
            if answer.strip().casefold() == who.casefold():
                return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "{0} moves"),
                                                   self.mover(self.state))))
            return Verdict(False, not_this(answer.strip()[:20], explanation))
        return self.exercise(who, explanation, judge)

    def moves_made(self) -> Phrase:
        n = len(self.game.parse_moves(self.task.setting.position)) + (
            len(self.game.parse_moves(self.task.node)) if self.task.node else 0)
        return Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "%n move(s) have been made, and the players take turns.",
                                                 None, 1), count=n,
                      english=f"{n} {'move has' if n == 1 else 'moves have'} been made, and the players take turns.")

    def actions(self) -> Exercise:
        moves = self.game.actions(self.state)
        listed: str | Phrase = ", ".join(self.game.format_move(m) for m in moves) or Phrase(
            CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "none"))
        count = len(moves)
        explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "ACTIONS(s) is {{{0}}}: %n legal move(s).", None, 1),
                             listed, count=count,
                             english=f"ACTIONS(s) is {{{listed}}}: {count} legal {'move' if count == 1 else 'moves'}.")
        return self.exercise(str(count), explanation, number_judge(count, explanation))

    def terminal(self) -> Exercise:
        over = self.game.is_terminal(self.state)
        if over:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "TERMINAL-TEST(s) is true: the game is over ({0})."),
                                 self.outcome())
        else:
            legal = len(self.game.actions(self.state))
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "GameTasks", "TERMINAL-TEST(s) is false: nobody has won and %n moves are still legal.", None, 1),
                count=legal)
        expected = "yes" if over else "no"

        def judge(answer: str) -> Verdict:
            word = answer.strip().casefold()
            if word not in ("yes", "no", "true", "false", "y", "n"):
                return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "Answer yes or no.")), understood=False)
            if (word in ("yes", "true", "y")) == over:
                return Verdict(True, praise(explanation))
            return Verdict(False, explanation)
        return self.exercise(expected, explanation, judge)

    def utility(self) -> Exercise:
        if not self.game.is_terminal(self.state):
            raise LessonError(self.task.source, self.task.setting.line_of("position", self.task.line),
                              "UTILITY is defined only where the game is over, and this position is not")
        u = self.game.utility(self.state, 0)
        explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "The game is over and {0}, so UTILITY(s, {1}) = {2}."),
                             self.outcome(), player_said(self.game.player_name(0)), fmt(u))
        return self.exercise(fmt(u), explanation, number_judge(u, explanation))

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
        who = self.mover(self.state)
        explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
            "GameTasks", "{0} is to move; minimax values its moves {1}; the best for {0} is {2}."),
            who, self.move_values(result), fmt(value))
        right = Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "the value for {0} is {1}"), who, fmt(value))
        return self.exercise(fmt(value), explanation, number_judge(value, explanation, right))

    def best_move(self) -> Exercise:
        result = self.search(self.state)
        chosen = self.game.format_move(result.best_move)
        good = {mv.move for mv in result.moves if same_value(mv.value, result.value)}
        if len(good) > 1:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "GameTasks", "Minimax values {0}'s moves {1}; it plays {2} (the first of the equally good moves)."),
                self.mover(self.state), self.move_values(result), chosen)
        else:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "Minimax values {0}'s moves {1}; it plays {2}."),
                                 self.mover(self.state), self.move_values(result), chosen)

        def judge(answer: str) -> Verdict:
            try:
                move = self.game.parse_move(answer, self.state)
            except InputError:
                return not_a_move(self.game, answer)
            if move not in self.game.actions(self.state):
                return not_legal_here(answer.strip()[:20])
            if move == result.best_move:
                return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "minimax plays {0}"), chosen)))
            if move in good:
                return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                    "GameTasks", "minimax plays {0} ({1} is worth as much)"), chosen, self.game.format_move(move))))
            return Verdict(False, not_this(self.game.format_move(move), explanation))
        return self.exercise(chosen, explanation, judge)

    def pv(self) -> Exercise:
        result = self.search(self.state)
        line = list(result.pv)
        if self.task.plies is not None:
            line = line[:self.task.plies]
        if any(result.pv_is_chance[:len(line)]):
            raise LessonError(self.task.source, self.task.line_of("plies"),
                              "the line reaches a roll of the dice: ask for the moves before it (plies:)")
        expected = spaced_line(self.game, line)
        explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
            "GameTasks", "Each side plays a best move in turn: minimax's line is {0}, worth {1} for {2}."),
            expected, fmt(result.value), self.mover(self.state))

        def judge(answer: str) -> Verdict:
            try:
                moves = self.typed_moves(answer)
            except InputError:
                return not_a_line(self.game, answer)
            state = self.state
            for k, move in enumerate(moves[:len(line)]):
                if self.game.is_terminal(state) or move not in self.game.actions(state):
                    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                        "GameTasks", "Your move {0} ({1}) is not legal there."), k + 1, self.game.format_move(move)),
                        understood=False)
                here = self.search(state, self.budget.fresh())  # checking an answer: a budget of its own
                values = {mv.move: mv.value for mv in here.moves}
                if not same_value(values[move], here.value):
                    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                        "GameTasks", "Your move {0} ({1}) is not a best move for {2}: minimax values the moves {3}. {4}"),
                        k + 1, self.game.format_move(move), self.mover(state), self.move_values(here), explanation))
                state = self.game.result(state, move)
            if len(moves) < len(line):
                return Verdict(False, too_short(len(line), len(moves), explanation))
            return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "a principal variation: {0}"),
                                               spaced_line(self.game, moves[:len(line)]))))
        return self.exercise(expected, explanation, judge)

    def alphabeta(self, enhancements: Enhancements) -> SearchResult:
        """Textbook alpha-beta at the task's depth, with ``enhancements`` only."""
        options = SearchOptions.for_game(self.info, "alphabeta", depth=self.task.setting.depth,
                                         node_limit=MAX_TASK_NODES, enhancements=enhancements)
        result: SearchResult = self.budget.named("alpha-beta").search(self.game, self.state, options)
        return result

    def depth_words(self) -> Phrase:
        depth = self.task.setting.depth
        if depth is None:
            return Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "to the end of the game"))
        return Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "%n ply/plies deep", None, 1), count=depth,
                      english=f"{depth} {'ply' if depth == 1 else 'plies'} deep")

    def table_saves(self) -> Exercise:
        """How many nodes a transposition table saves alpha-beta here: the same search without and with it."""
        plain = self.alphabeta(Enhancements())
        for megabytes in LESSON_TABLE_MB:  # a table that holds every position: none pushed out of its slot
            tabled = self.alphabeta(Enhancements(tt_mb=megabytes))
            if tabled.table is None or not tabled.table.replacements:
                break
        saved = plain.stats.nodes - tabled.stats.nodes
        table = tabled.table
        if table is not None:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "GameTasks", "Searching {0}, alpha-beta visits {1} nodes without a table and {2} with one ({3} times a "
                "stored value answered a position reached again): the table saves {4} nodes, and the value is the same "
                "({5})."), self.depth_words(), Count(plain.stats.nodes), Count(tabled.stats.nodes), Count(table.cutoffs),
                Count(saved), fmt(plain.value))
        else:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "GameTasks", "Searching {0}, alpha-beta visits {1} nodes without a table and {2} with one: the table "
                "saves {3} nodes, and the value is the same ({4})."), self.depth_words(), Count(plain.stats.nodes),
                Count(tabled.stats.nodes), Count(saved), fmt(plain.value))
        return self.exercise(str(saved), explanation, number_judge(saved, explanation))

    def quiescence_value(self) -> Exercise:
        """The position's value at the depth cutoff with the quiescence extension, against the value without."""
        if self.game.forced_moves() is None:
            raise LessonError(self.task.source, self.task.setting.line_of("game", self.task.line),
                              f"{self.info.title} has no notion of threats: quiescence changes nothing there")
        if self.task.setting.depth is None:
            raise LessonError(self.task.source, self.task.line, "quiescence extends a depth cutoff: give 'depth:'")
        plain = self.alphabeta(Enhancements())
        quiet = self.alphabeta(Enhancements(quiescence=True))
        who = self.mover(self.state)
        assert plain.value is not None and quiet.value is not None  # a player moves: both searches have a value
        assert plain.best_move is not None and quiet.best_move is not None
        numbers = (self.task.setting.depth, fmt(plain.value), who, self.game.format_move(plain.best_move),
                   quiet.stats.extensions, fmt(quiet.value), self.game.format_move(quiet.best_move))
        if same_value(plain.value, quiet.value):
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "GameTasks", "At depth {0} without quiescence the evaluation judges the position {1} for {2} (best move "
                "{3}). With it, {4} cutoff positions with a threat are searched on along the forcing moves, and the value "
                "is {5} (best move {6}): here quiescence does not change it."), *numbers)
        else:
            explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
                "GameTasks", "At depth {0} without quiescence the evaluation judges the position {1} for {2} (best move "
                "{3}). With it, {4} cutoff positions with a threat are searched on along the forcing moves, and the value "
                "is {5} (best move {6})."), *numbers)
        right = Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "with quiescence the position is worth {0} for {1}"),
                       fmt(quiet.value), who)
        return self.exercise(fmt(quiet.value), explanation, number_judge(quiet.value, explanation, right))

    def mcts_move(self) -> Exercise:
        """The move Monte Carlo tree search plays: the root move its playouts visited most. The seed
        fixes every random playout, so the same task always has the same answer."""
        playouts = self.task.playouts or LESSON_PLAYOUTS
        options = SearchOptions.for_game(self.info, "mcts", playouts=playouts, seed=self.seed)
        result = self.budget.named("MCTS").search(self.game, self.state, options)
        mcts = result.extra(MctsStats)
        assert mcts is not None and result.best_move is not None
        chosen = self.game.format_move(result.best_move)
        visits = ", ".join(f"{self.game.format_move(mv.move)}: {n}" for mv, n in zip(result.moves, mcts.visits,
                                                                                      strict=True))
        explanation = Phrase(CONTEXT, QT_TRANSLATE_NOOP(
            "GameTasks", "With {0} playouts (seed {1}) MCTS visits {2}'s moves {3} times and plays the most visited, {4}."),
            playouts, self.seed, self.mover(self.state), visits, chosen)

        def judge(answer: str) -> Verdict:
            try:
                move = self.game.parse_move(answer, self.state)
            except InputError:
                return not_a_move(self.game, answer)
            if move not in self.game.actions(self.state):
                return not_legal_here(answer.strip()[:20])
            if move == result.best_move:
                return Verdict(True, praise(Phrase(CONTEXT, QT_TRANSLATE_NOOP("GameTasks", "MCTS plays {0}"), chosen)))
            return Verdict(False, not_this(self.game.format_move(move), explanation))
        return self.exercise(chosen, explanation, judge)
