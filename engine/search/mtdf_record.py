"""The tree MTD(f) explored, one subtree per zero-window pass, as a ``TreeRecord`` the dock can show.

The passes share one record: a synthetic root (the position, holding the final value) whose children
are the passes' roots in the order they ran, each labelled with its question and answer ("pass 3:
value ≥ 4? no: ≤ 3"). Below a pass root lie that pass's nodes as the alpha-beta kernel wrote them.
Under iterative deepening the record holds the deepest depth's passes. A pass root's move is -1 (it
is the same position as the synthetic root), so paths and states skip it.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from ..i18n import QT_TRANSLATE_NOOP, Phrase
from ..record import EXPANDED, MAX, STOPPED, TreeRecord

PASS_MOVE = -1


def _number(x: float) -> str:
    return f"{x:g}".replace("-", "−") if math.isfinite(x) else ("∞" if x > 0 else "−∞")


class Pass(NamedTuple):
    """One zero-window pass: its number (from 1), the question it asked ("value ≥ 4?") and its answer
    ("no: ≤ 3", or "(stopped)")."""

    number: int
    question: Phrase
    answer: Phrase

    @property
    def name(self) -> Phrase:
        """``pass 3``: which pass, as a path names it."""
        return Phrase("MtdfRecord", QT_TRANSLATE_NOOP("MtdfRecord", "pass {0}"), self.number)

    @property
    def label(self) -> Phrase:
        """``pass 3: value ≥ 4? no: ≤ 3`` — the pass's root, as the tree writes it."""
        return Phrase("MtdfRecord", QT_TRANSLATE_NOOP("MtdfRecord", "pass {0}: {1} {2}"), self.number, self.question,
                      self.answer)


def zero_window_pass(number: int, window: tuple[float, float], value: float | None, above: bool) -> Pass:
    """The question a zero-window pass asked, and its answer: ``pass 3: value ≥ 4? no: ≤ 3``.
    ``above``: the window was (g, the float just above g), asking "above g?" after a lower bound g."""
    lo, hi = window
    question = (Phrase("MtdfRecord", QT_TRANSLATE_NOOP("MtdfRecord", "value > {0}?"), _number(lo)) if above
                else Phrase("MtdfRecord", QT_TRANSLATE_NOOP("MtdfRecord", "value ≥ {0}?"), _number(hi)))
    if value is None:
        answer = Phrase("MtdfRecord", QT_TRANSLATE_NOOP("MtdfRecord", "(stopped)"))
    elif value >= hi:
        answer = Phrase("MtdfRecord", QT_TRANSLATE_NOOP("MtdfRecord", "yes: ≥ {0}"), _number(value))
    else:
        answer = Phrase("MtdfRecord", QT_TRANSLATE_NOOP("MtdfRecord", "no: ≤ {0}"), _number(value))
    return Pass(number, question, answer)


class MtdfRecord(TreeRecord):
    """A ``TreeRecord`` whose root's children are MTD(f)'s passes (``passes``: a pass root's index → its pass)."""

    def __init__(self, budget: int, game: Any = None, root_state: Any = None, kind: int = MAX) -> None:
        super().__init__(budget, game, root_state)
        self.passes: dict[int, Pass] = {}
        self.add(-1, PASS_MOVE, kind, 0, -math.inf, math.inf, 0)

    def begin_pass(self) -> int:
        """Where the next pass's root will be written."""
        return len(self)

    def end_pass(self, mark: int, window: tuple[float, float], value: float | None, above: bool) -> None:
        """Hang the pass rooted at ``mark`` under the synthetic root, with its label."""
        if mark >= len(self):
            return  # the budget was spent before this pass
        self.parent[mark] = 0
        self.passes[mark] = zero_window_pass(len(self.passes) + 1, window, value, above)
        self.n_children[0] = self.n_examined[0] = len(self.passes)
        self.size[0] = len(self)

    def finish(self, value: float | None) -> None:
        """The search is over: the synthetic root holds the final value."""
        self.value[0] = value if value is not None else math.nan
        self.end[0] = EXPANDED if value is not None else STOPPED
        self.size[0] = len(self)

    def path(self, i: int) -> list[int]:
        return [m for m in super().path(i) if m != PASS_MOVE]

    def last_pass(self) -> int | None:
        """The last pass's root, whose tree holds the principal variation."""
        return max(self.passes, default=None)

    def find(self, moves: list[int]) -> int | None:
        """Moves from the root, looked up in the last pass's tree (the one that settled the value)."""
        last = self.last_pass()
        if last is None:
            return 0 if not moves else None
        return self.descend(last, moves)

    def line_nodes(self, moves: tuple[int, ...] | list[int]) -> list[int]:
        """The nodes on the line ``moves`` (the principal variation) in every pass, pass by pass: the
        root, then each pass's root and the nodes that pass reached along the line. (The last pass may
        stop early on the line, at a bound the table kept: an earlier pass searched on down it.)"""
        nodes = [0]
        for start in sorted(self.passes):
            nodes.append(start)
            i: int | None = start
            for m in moves:
                i = self.descend(i, [m]) if i is not None else None
                if i is None:
                    break
                nodes.append(i)
        return nodes

    def end_phrase(self, i: int) -> Phrase:
        if i == 0:
            n = len(self.passes)
            return Phrase("MtdfRecord", QT_TRANSLATE_NOOP("MtdfRecord", "%n zero-window passes"), count=n,
                          english="1 zero-window pass" if n == 1 else None)
        found = self.passes.get(i)
        return found.label if found is not None else super().end_phrase(i)


def edge_text(x: float) -> str:
    """A zero window's edge as text: the float just above (below) g reads ``g⁺`` (``g⁻``), others as ``x:g``."""
    if not math.isfinite(x):
        return _number(x)
    g = round(x, 9)
    if g != x and math.isclose(x, g, rel_tol=0, abs_tol=1e-9):
        return f"{_number(g + 0.0)}{'⁺' if x > g else '⁻'}"
    return _number(x)
