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

import threading
from collections import OrderedDict
from dataclasses import replace

from ..errors import InputError
from ..search import StopFlag
from .exercise import Exercise
from .game_tasks import GameTask
from .lesson_file import LessonError, Task
from .play_tasks import PlayTask
from .practice_trees import is_random_spec
from .tree_tasks import TreeTask
from .tune_tasks import TuneTask

NEW_EXERCISE_TRIES = 50
KEPT_ANSWERS = 512
"""How many computed exercises ``computed_exercise`` keeps (the whole course, with a few new exercises each)."""


def make_exercise(task: Task, seed: int | None = None, stop: StopFlag | None = None) -> Exercise:
    """The task on its tree or position with its answer; ``LessonError`` at the task's line if the task
    cannot be answered there (an unknown node, an illegal move, a node alpha-beta never reaches, more
    searching than ``budget.MAX_TASK_NODES``). ``stop`` set (Ctrl-C in ``lesson check``) ends the
    computation with ``SignalInterrupt``."""
    random_tree = task.setting.game == "tree" and is_random_spec(task.setting.tree or "")
    first = task.setting.seed if seed is None else seed
    if not random_tree or seed is None:
        return _make(task, first, stop)
    for k in range(NEW_EXERCISE_TRIES):  # a new tree on which the task makes sense
        try:
            return _make(task, first + k)
        except LessonError:
            continue
    return _make(task, task.setting.seed)


def _make(task: Task, seed: int, stop: StopFlag | None = None) -> Exercise:
    try:
        if task.setting.game == "tree":  # (a tree is as big as its file, or MAX_RANDOM_LEAVES: no budget needed)
            return TreeTask(task, seed).build()
        maker = PlayTask(task, seed, stop) if task.kind == "beat-computer" else (
            TuneTask(task, seed, stop) if task.kind == "tune-evaluation" else GameTask(task, seed, stop))
        return replace(maker.build(), nodes=maker.budget.used)
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


# -- answers computed once ------------------------------------------------------------------------------
# Computing a task's answer can take seconds (a Connect Four search of the depth-cutoff lesson): the Learn
# panel computes each one once, off its window's thread, and reads it here when the task is shown again.
# Keyed by the task object itself (a lesson set's tasks live as long as the set), so two lessons with the
# same words never share an answer by accident.
_kept: OrderedDict[tuple[int, int | None], tuple[Task, Exercise]] = OrderedDict()
_kept_lock = threading.Lock()


def known_exercise(task: Task, seed: int | None = None) -> Exercise | None:
    """The exercise of ``task`` (its own, or on the tree of ``seed``) if it has been computed, else None
    (nothing is searched)."""
    with _kept_lock:
        found = _kept.get((id(task), seed))
        if found is None or found[0] is not task:
            return None
        _kept.move_to_end((id(task), seed))
        return found[1]


def keep_exercise(task: Task, seed: int | None, exercise: Exercise) -> None:
    """Remember ``exercise`` as the answer of ``task`` on ``seed`` (the oldest answers go past ``KEPT_ANSWERS``)."""
    with _kept_lock:
        _kept[(id(task), seed)] = (task, exercise)  # the task is held, so its id is not reused while kept
        _kept.move_to_end((id(task), seed))
        while len(_kept) > KEPT_ANSWERS:
            _kept.popitem(last=False)


def forget_exercises() -> None:
    """Forget every computed answer (each is computed again when asked)."""
    with _kept_lock:
        _kept.clear()


def computed_exercise(task: Task, seed: int | None = None, stop: StopFlag | None = None) -> Exercise:
    """``make_exercise(task, seed, stop)``, computed once and then remembered (``known_exercise``). An
    exercise computed while ``stop`` was set is not kept: its later searches would stop at once."""
    found = known_exercise(task, seed)
    if found is not None:
        return found
    exercise = make_exercise(task, seed, stop)
    if stop is None or not stop.is_set():
        keep_exercise(task, seed, exercise)
    return exercise


def keep_translated(original: Task, translation: Task) -> None:
    """A translated task's answer is its original's (the same tree or position, other words): kept for it
    too once the original's is known, with the translation's words."""
    found = known_exercise(original)
    if found is not None and known_exercise(translation) is None:
        keep_exercise(translation, None, replace(found, task=translation))
