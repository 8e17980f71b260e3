"""``lesson check FILE``: parse a lesson and print each task's expected answer, as the engine computes it.

A teacher writes a lesson and runs this before handing it out: a malformed file is one line naming the
line at fault (exit status 2); a good one lists every task with the answer the app will check against.
``--seed N`` shows the answers for another exercise on a lesson's random tree (the "New exercise" button).
A translation (``language: de``) is checked as any lesson, and against its original when that is beside
it: a task or key that differs from the original's is the line at fault, as the Learn panel would report.
"""

from __future__ import annotations

import argparse
import os
import sys

from engine.lessons import make_exercise, read_lesson_file
from engine.lessons.library import find_original, translated
from engine.plugins import SignalInterrupt
from engine.resources import locate

from .common import EXIT_INTERRUPTED, int_arg, stop_on_signals


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser("lesson", help="check a lesson file and print its answers",
                       description="Lesson files for the Learn mode (see docs/teaching/lesson-files.md).")
    actions: argparse._SubParsersAction[argparse.ArgumentParser] = p.add_subparsers(
        dest="action", metavar="{check}", parser_class=parser_class)
    check = actions.add_parser("check", help="parse a lesson and print each task's expected answer",
                               description="Parse a lesson file and print each task's expected answer, computed "
                                           "by the engine. A malformed lesson: one line naming the line, exit 2. A "
                                           "translation (language: de) is also compared with its original beside it.")
    check.add_argument("file", metavar="FILE", help="the lesson file (Markdown with ```lesson and ```task blocks)")
    check.add_argument("--seed", type=int_arg("--seed", 0, 2**31 - 1), metavar="N",
                       help="the seed of a random tree (default: the lesson's own)")
    check.set_defaults(func=run_check)
    p.set_defaults(func=lambda args: p.error("choose an action: check"))


def run_check(args: argparse.Namespace) -> int:
    lesson = read_lesson_file(locate(args.file))  # resources/lessons/...: a built-in lesson, from any directory
    original = find_original(lesson, strict=True) if lesson.language else None
    if original is not None:
        translated(original, lesson)  # a difference is a LessonError at the translation's line: exit 2
    # Each task's answer prints as soon as it is computed (a deep task takes a while): the first Ctrl-C or
    # SIGTERM stops the task's search where it is (a compiled search sees the stop between nodes), the
    # answers already printed stay, and a line says how far the check got (exit 130).
    total = len(lesson.tasks)
    done = 0
    with stop_on_signals() as stop:
        try:
            for task in lesson.tasks:
                ex = make_exercise(task, args.seed, stop)
                if stop.is_set():
                    raise SignalInterrupt
                if done == 0:
                    print(f"{lesson.title} ({lesson.id}): {total} {'task' if total == 1 else 'tasks'}")
                where = task.setting.game if task.setting.game != "tree" else "tree"
                seed = (f", seed {ex.seed}" if ex.tree is not None and (task.setting.tree or "").startswith("random")
                        else "")
                print(f"  task {task.id} (line {task.line}, {task.kind} on {where}{seed}): {ex.expected}", flush=True)
                done += 1
        except SignalInterrupt:
            if done == 0:
                raise  # nothing printed: "interrupted before anything was finished"
            print(f"interrupted: {done} of {total} tasks checked", file=sys.stderr)
            return EXIT_INTERRUPTED
    if done == 0:
        print(f"{lesson.title} ({lesson.id}): 0 tasks")
    if lesson.language:
        print(f"A translation into {lesson.language}: "
              + (f"the same tasks as {os.path.basename(original.source)}" if original is not None
                 else "no original of this id beside it, so it is not compared (the app needs one)"))
    return 0
