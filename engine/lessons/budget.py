"""What computing one task's answer may cost: a node budget shared by all of the task's searches, and the
stop request of the command that computes it.

Every kind of task answers at once or is refused at its line, with the reason, when the lesson is loaded
(``lesson check``, the Learn panel): the searches of one task (a ``value`` task's one search, the two of a
``quiescence-value``, the many replies a ``beat-computer`` task weighs, the weight sets a
``tune-evaluation`` task tries) together visit at most ``MAX_TASK_NODES`` nodes. The other kinds are
bounded by what they are built from: a tree's size (the file's, ``MAX_RANDOM_LEAVES``), ``MAX_LESSON_PLAYOUTS``.

The count is exact: a task whose searches need ``MAX_TASK_NODES`` nodes loads, one that needs one more is
refused (a search is cut off a few nodes past what is left, and the nodes it did visit are what count).
"""

from __future__ import annotations

from dataclasses import replace

from ..game import Game, State
from ..plugins import SignalInterrupt
from ..results import SearchResult
from ..search import SearchOptions, StopFlag, search
from .lesson_file import LessonError, Task

MAX_TASK_NODES = 2_000_000
"""The nodes all the searches of one task may visit together while its answer is computed: a few seconds
in pure Python. (Read when a budget is made, so a test can lower it.)"""


class NodeBudget:
    """The nodes a task's searches may still visit, and the command's stop request (Ctrl-C, SIGTERM)."""

    def __init__(self, task: Task, what: str, stop: StopFlag | None = None, cap: int | None = None) -> None:
        self.task = task
        self.what = what
        """Who searches, for the message: "minimax", "alpha-beta", "the computer's searches"."""
        self.stop = stop
        self.cap = MAX_TASK_NODES if cap is None else cap
        self.used = 0

    def named(self, what: str) -> NodeBudget:
        """This budget, its messages naming ``what`` as the searcher."""
        self.what = what
        return self

    def fresh(self) -> NodeBudget:
        """A budget as this one was at the start (what checking one answer may cost)."""
        return NodeBudget(self.task, self.what, self.stop, self.cap)

    def search(self, game: Game, state: State, options: SearchOptions) -> SearchResult:
        """``search`` within what is left; ``LessonError`` at the task's position once the task needs more,
        ``SignalInterrupt`` when the command was asked to stop."""
        left = self.cap - self.used
        if left < 0:
            raise self.over()
        result = search(game, state, replace(options, node_limit=left + 1), stop=self.stop)
        self.stopped_by_request()
        self.used += result.stats.nodes
        if result.stopped or self.used > self.cap:
            raise self.over()
        return result

    def stopped_by_request(self) -> None:
        """``SignalInterrupt`` if the command was asked to stop: a lesson's answers are all or nothing."""
        if self.stop is not None and self.stop.is_set():
            raise SignalInterrupt

    def over(self) -> LessonError:
        task = self.task
        return LessonError(task.source, task.setting.line_of("position", task.line),
                           f"{self.what} needs more than {self.cap:,} nodes here (a {task.kind} task may search "
                           f"at most that many): give a later position or a smaller depth")
