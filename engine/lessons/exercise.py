"""What a task becomes once it is on a tree or a position: an ``Exercise`` with the engine's answer, and
the ``Verdict`` on a learner's answer; how a typed number reads (``3``, ``−2``, ``+inf``)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import InputError
from ..evaluation import Param
from ..game import Game
from ..games.tree import TreeNode
from ..steps import fmt
from .lesson_file import Task

Path = tuple[int, ...]
LEAF_SET_KINDS = ("pruned", "chance-pruned")
"""Kinds whose answer is a set of leaves (typed, or clicked on the drawing); "none" may be left empty."""


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
    reply: Callable[[Any], int] | None = field(default=None, repr=False)
    """beat-computer: the computer's move in a position (how the computer the learner plays against moves)."""
    depth: int | None = None
    """beat-computer, tune-evaluation: how many plies the computer searches."""
    params: tuple[Param, ...] = ()
    """tune-evaluation: the evaluation's parameters the learner sets."""
    weights: dict[str, float] = field(default_factory=dict)
    """tune-evaluation: the evaluation's default weights (where the learner starts)."""

    def check(self, answer: str) -> Verdict:
        if not answer.strip() and self.task.kind not in LEAF_SET_KINDS:
            return Verdict(False, "Type an answer first.", understood=False)
        return self.judge(answer)


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


def same_value(a: float, b: float) -> bool:
    return a == b or math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def spaced_line(game: Game, moves: Sequence[Any]) -> str:
    """Moves as a learner reads a line: one at a time (``2 8 4``, never ``284``, which reads as a number);
    forced passes are left out, as the game's own notation does."""
    return " ".join(game.format_move(m) for m in moves if not (game.has_passes and m == game.PASS))


def praise(expected: str) -> str:
    return f"Right: {expected.rstrip('.')}."


def number_judge(expected: float, explanation: str, right: str | None = None) -> Callable[[str], Verdict]:
    """The judge of a task whose answer is a number: ``right`` (default: the explanation) as praise for
    the engine's ``expected``, the explanation after "Not x." for any other number, and a note that is
    not counted wrong for text that is not a number."""
    def judge(answer: str) -> Verdict:
        try:
            x = parse_answer_number(answer)
        except InputError as e:
            return Verdict(False, str(e), understood=False)
        if same_value(x, expected):
            return Verdict(True, praise(explanation if right is None else right))
        return Verdict(False, f"Not {fmt(x)}. {explanation}")
    return judge
