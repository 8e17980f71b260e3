"""What a task becomes once it is on a tree or a position: an ``Exercise`` with the engine's answer, and
the ``Verdict`` on a learner's answer; how a typed number reads (``3``, ``−2``, ``+inf``).

What a learner reads — the verdict, the explanation with the engine's numbers — is a ``Phrase``
(``engine.i18n``): its ``str`` is the English the command line and the tests read, and the Learn panel shows
it in the window's language (``gui.i18n.spoken``). A task's error (``InputError``: a number that does not
read, an unknown node) stays English, as every engine error does (docs/guide/languages.md), and is handed on as
it is (``as_said``)."""

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
from ..i18n import QT_TRANSLATE_NOOP, Phrase
from ..steps import fmt
from .lesson_file import Task

Path = tuple[int, ...]
LEAF_SET_KINDS = ("pruned", "chance-pruned")
"""Kinds whose answer is a set of leaves (typed, or clicked on the drawing); "none" may be left empty."""


CONTEXT = "LessonCheck"
"""The translation context of the words every kind of task shares ("Right: …", "Not 5. …")."""


@dataclass(frozen=True)
class Verdict:
    correct: bool
    said: Phrase
    """What the learner reads: a word of praise, or the explanation with the engine's numbers."""
    understood: bool = True
    """False when the answer is not of the asked form (not a number, an unknown node): not counted wrong."""

    @property
    def message(self) -> str:
        """What the learner reads, in English."""
        return str(self.said)


@dataclass(frozen=True)
class Exercise:
    """One task on one tree or position, with the engine's answer."""

    task: Task
    seed: int
    game: Game
    state: Any
    expected: str
    """The answer as a learner would write it."""
    because: Phrase
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
    nodes: int = 0
    """The nodes computing the answer searched (``budget.MAX_TASK_NODES`` at most; 0 for a tree's task)."""

    @property
    def explanation(self) -> str:
        """Why, in English."""
        return str(self.because)

    def check(self, answer: str) -> Verdict:
        if not answer.strip() and self.task.kind not in LEAF_SET_KINDS:
            return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("LessonCheck", "Type an answer first.")),
                           understood=False)
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


def reads_as_number(text: str) -> bool:
    try:
        parse_answer_number(text)
    except InputError:
        return False
    return True


def same_value(a: float, b: float) -> bool:
    return a == b or math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def spaced_line(game: Game, moves: Sequence[Any]) -> str:
    """Moves as a learner reads a line: one at a time (``2 8 4``, never ``284``, which reads as a number);
    forced passes are left out, as the game's own notation does."""
    return " ".join(game.format_move(m) for m in moves if not (game.has_passes and m == game.PASS))


def as_said(text: str) -> Phrase:
    """An engine error's message as the learner reads it: English in every language (never marked for
    translation, so the template ``{0}`` finds no translation and the text comes back as it is)."""
    return Phrase(CONTEXT, "{0}", text)


def praise(what: Phrase | str) -> Phrase:
    """"Right: …" and what was right (a sentence, which may have its own full stop, or the answer itself
    as the engine writes it: "α = 3, β = 5")."""
    if str(what).endswith("."):
        return Phrase(CONTEXT, QT_TRANSLATE_NOOP("LessonCheck", "Right: {0}"), what)
    return Phrase(CONTEXT, QT_TRANSLATE_NOOP("LessonCheck", "Right: {0}."), what)


def not_this(given: str, because: Phrase) -> Phrase:
    """A wrong answer (a number, a move, a name as the engine writes it) and the explanation."""
    return Phrase(CONTEXT, QT_TRANSLATE_NOOP("LessonCheck", "Not {0}. {1}"), given, because)


def not_understood(error: InputError) -> Verdict:
    """An answer that does not read as the asked form: the reading's error, not counted wrong."""
    return Verdict(False, as_said(str(error)), understood=False)


# -- answers that do not read, in the learner's words ---------------------------------------------------
# A learner who types "left" for a column reads what to type, in the window's language, never the notation
# parser's message ("malformed Connect Four moves ..."): that one is for the command line and lesson files.
MOVE_FORMS = {
    "connect4": QT_TRANSLATE_NOOP("LessonCheck", "a column number from 1 to 7"),
    "tictactoe": QT_TRANSLATE_NOOP("LessonCheck", "a cell number from 1 to 9"),
    "othello": QT_TRANSLATE_NOOP("LessonCheck", "a square such as d3 (column a to h, row 1 to 8)"),
    "einstein": QT_TRANSLATE_NOOP("LessonCheck", "the cube's square and where it goes, such as b4c3"),
}
"""How one move of each game is typed (a noun phrase: "Type {0}.", "each move is {0}")."""
ANY_MOVE_FORM = QT_TRANSLATE_NOOP("LessonCheck", "the move's name as the board shows it")


def move_form(game: Game) -> Phrase:
    """How a move of ``game`` is typed, as the learner reads it."""
    return Phrase(CONTEXT, MOVE_FORMS.get(game.name, ANY_MOVE_FORM))


def typed_word(text: str) -> str:
    """What the learner typed, as a message quotes it (cut where it would fill the line)."""
    word = text.strip()
    return word if len(word) <= 20 else word[:19] + "…"


def first_unread_move(game: Game, answer: str) -> str:
    """The first word of ``answer`` that is not a move of ``game`` (the whole answer when each word is)."""
    for word in split_words(answer):
        try:
            game.parse_move(word)
        except InputError:
            return word
    return answer


def split_words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s,;]+", text.strip()) if w]


def not_a_move(game: Game, answer: str) -> Verdict:
    """An answer to "which move" that is no move of the game: what to type instead; not counted wrong."""
    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("LessonCheck", "“{0}” is not a move. Type {1}."),
                                 typed_word(answer), move_form(game)), understood=False)


def not_a_line(game: Game, answer: str) -> Verdict:
    """A line of moves with a word that is no move: which word, and how a line is typed; not counted wrong."""
    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
        "LessonCheck", "“{0}” is not a move. Type the moves one after another with spaces between; each move is {1}."),
        typed_word(first_unread_move(game, answer)), move_form(game)), understood=False)


def not_a_number(answer: str) -> Verdict:
    """An answer to "what value", "how many" that is no number: how to type one; not counted wrong."""
    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP(
        "LessonCheck", "“{0}” is not a number. Type it in digits, for example 3 or -2."), typed_word(answer)),
        understood=False)


def player_said(name: str) -> Phrase:
    """A player's name as the engine writes it ("X", "first", "red"), in the window's words where the game
    marks them (context "Player")."""
    return Phrase("Player", name)


def not_legal_here(typed: str) -> Verdict:
    """A move that is not legal in the task's position: not counted wrong."""
    return Verdict(False, Phrase(CONTEXT, QT_TRANSLATE_NOOP("LessonCheck", "{0} is not a legal move here."), typed),
                   understood=False)


def too_short(length: int, given: int, because: Phrase) -> Phrase:
    """A line shorter than the principal variation asked for, and the explanation."""
    return Phrase(CONTEXT, QT_TRANSLATE_NOOP("LessonCheck", "The line is %n move(s) long; you gave {0}. {1}", None, 1),
                  given, because, count=length, english=f"The line is {length} moves long; you gave {given}. {because}")


def number_judge(expected: float, because: Phrase, right: Phrase | None = None) -> Callable[[str], Verdict]:
    """The judge of a task whose answer is a number: ``right`` (default: the explanation) as praise for
    the engine's ``expected``, the explanation after "Not x." for any other number, and a note that is
    not counted wrong for text that is not a number."""
    def judge(answer: str) -> Verdict:
        try:
            x = parse_answer_number(answer)
        except InputError:
            return not_a_number(answer)
        if same_value(x, expected):
            return Verdict(True, praise(because if right is None else right))
        return Verdict(False, not_this(fmt(x), because))
    return judge
