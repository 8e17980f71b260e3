"""The tree a Monte Carlo tree search built, as a ``TreeRecord`` the Search tree dock can show.

MCTS grows its tree one node per playout, in no depth-first order, so it keeps its own node objects while it
runs and writes them into a record (depth-first pre-order, as every record is) when it is asked for one.
Next to the record's columns an MCTS record has its own: how often the search visited each node, the UCB1
score the node had when its parent last selected a child, and whether every child has been expanded.
A node's ``value`` is its mean playout value for the root player; ``n_examined`` is how many of its
``n_children`` the tree holds.
"""

from __future__ import annotations

from array import array
from typing import Any

from ..i18n import QT_TRANSLATE_NOOP, Phrase
from ..record import CUTOFF, EXPANDED, TERMINAL, TreeRecord

LEAF = CUTOFF
"""``end`` of a node the tree has not expanded yet (the record's "depth cutoff" code: its value comes from
outside the tree, here from the playouts run from it)."""


class MctsRecord(TreeRecord):
    """A ``TreeRecord`` with MCTS's columns: ``visits``, ``ucb`` (NaN: never selected by UCB1, the root and
    chance outcomes) and ``exploration`` (the constant c the scores used)."""

    def __init__(self, budget: int = 300_000, game: Any = None, root_state: Any = None,
                 exploration: float = 0.0) -> None:
        super().__init__(budget, game, root_state)
        self.visits = array("i")
        self.ucb = array("d")
        self.exploration = exploration

    def add_mcts(self, parent: int, move: int, kind: int, ply: int, n_children: int, visits: int,
                 ucb: float) -> int:
        """Open a node with its MCTS columns; -1 once the budget is spent."""
        i = self.add(parent, move, kind, ply, -float("inf"), float("inf"), n_children)
        if i >= 0:
            self.visits.append(visits)
            self.ucb.append(ucb)
        return i

    def fully_expanded(self, i: int) -> bool:
        """Whether the tree holds every child of node ``i`` (a terminal has none to hold)."""
        return self.end[i] == TERMINAL or (self.end[i] == EXPANDED and self.n_examined[i] == self.n_children[i])

    def end_phrase(self, i: int) -> Phrase:
        end = self.end[i]
        if end == TERMINAL:
            return Phrase("MctsRecord", QT_TRANSLATE_NOOP("MctsRecord", "terminal"))
        k, n = self.n_examined[i], self.n_children[i]
        if end == LEAF:
            return Phrase("MctsRecord", QT_TRANSLATE_NOOP("MctsRecord", "leaf: not expanded yet, valued by its playouts"))
        if k == n:
            return Phrase("MctsRecord", QT_TRANSLATE_NOOP("MctsRecord", "expanded: all %n children"), count=n,
                          english="expanded: its 1 child" if n == 1 else None)
        return Phrase("MctsRecord", QT_TRANSLATE_NOOP("MctsRecord", "expanding: {0} of {1} children in the tree"), k, n)
