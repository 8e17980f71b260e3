"""A compact record of the tree a search explored, for the GUI's tree view and the tree explorer.

Nodes are stored in depth-first pre-order in parallel arrays (``array``, column-wise, no object per node),
about 44 bytes a node; ``bytes_per_node()`` measures it. Children of node ``i`` are ``i + 1`` and then
each next sibling at ``previous + size[previous]``; ``children(i)`` walks them. What can be derived is
not stored: the moves a cutoff left unexamined (``pruned_moves``) come from the game on demand, and
alpha and beta at a node's exit (``window_out``) from its children's values.

Recording stops at ``budget`` nodes: the search goes on, and ``truncated`` says the record is partial.
The root's moves are the exception: each is recorded with its value even beyond the budget (the nodes
below it are not), so a tree cut short still shows every move the root searched.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Iterator
from typing import Any

from .i18n import QT_TRANSLATE_NOOP, Phrase

# node kinds
MAX, MIN, CHANCE_KIND = 0, 1, 2
KIND_NAMES = ("MAX", "MIN", "CHANCE")
KIND_SYMBOLS = ("▲", "▼", "○")

# how a node ended
EXPANDED = 0  # every child examined
TERMINAL = 1  # a terminal state: its utility
CUTOFF = 2  # the depth cutoff: the evaluation function
BETA_CUT = 3  # MAX node, v >= beta after k of n children
ALPHA_CUT = 4  # MIN node, v <= alpha after k of n children
STOPPED = 5  # the search was stopped while this node was open
TABLE = 6  # answered by the transposition table
END_NAMES = (QT_TRANSLATE_NOOP("TreeRecord", "expanded"), QT_TRANSLATE_NOOP("TreeRecord", "terminal"),
             QT_TRANSLATE_NOOP("TreeRecord", "depth cutoff"), QT_TRANSLATE_NOOP("TreeRecord", "β-cutoff"),
             QT_TRANSLATE_NOOP("TreeRecord", "α-cutoff"), QT_TRANSLATE_NOOP("TreeRecord", "stopped"),
             QT_TRANSLATE_NOOP("TreeRecord", "table"))
"""How a node ended, in one word (English; the window translates them in the "TreeRecord" context)."""

NO_PARENT = -1


class TreeRecord:
    """Column-wise storage of the explored tree. Values are from the root player's point of view.

    The search appends a node's entry columns when it opens the node and fills ``value``, ``end``,
    ``n_examined`` and ``size`` when it closes it.
    """

    def __init__(self, budget: int = 300_000, game: Any = None, root_state: Any = None) -> None:
        self.budget = budget
        self.truncated = False
        self.game = game
        self.root_state = root_state
        self.parent = array("i")
        self.move = array("i")
        self.kind = array("b")
        self.ply = array("h")
        self.alpha_in = array("d")
        self.beta_in = array("d")
        self.value = array("d")
        self.end = array("b")
        self.n_children = array("h")
        self.n_examined = array("h")
        self.size = array("i")
        self.probs: dict[int, tuple[float, ...]] = {}  # chance nodes' outcome probabilities
        self.pv: tuple[int, ...] = ()  # the principal variation, as moves from the root

    def __len__(self) -> int:
        return len(self.parent)

    def add(self, parent: int, move: int, kind: int, ply: int, alpha: float, beta: float, n_children: int) -> int:
        """Open a node; returns its index, or -1 once the budget is spent."""
        i = len(self.parent)
        if i >= self.budget:
            self.truncated = True
            return -1
        self.parent.append(parent)
        self.move.append(move)
        self.kind.append(kind)
        self.ply.append(ply)
        self.alpha_in.append(alpha)
        self.beta_in.append(beta)
        self.value.append(math.nan)
        self.end.append(STOPPED)
        self.n_children.append(n_children)
        self.n_examined.append(0)
        self.size.append(1)
        return i

    def writers(self) -> tuple[Any, ...]:
        """The bound methods and columns a recording kernel writes through, once per search rather than
        a method call per node: the appenders of parent, move, kind, ply, alpha_in, beta_in, value, end,
        n_children, n_examined and size (in the order ``add`` appends), then the value, end, n_examined
        and size columns that a node's close fills in."""
        return (self.parent.append, self.move.append, self.kind.append, self.ply.append, self.alpha_in.append,
                self.beta_in.append, self.value.append, self.end.append, self.n_children.append,
                self.n_examined.append, self.size.append, self.value, self.end, self.n_examined, self.size)

    def close(self, i: int, value: float, end: int, n_examined: int) -> None:
        self.value[i] = value
        self.end[i] = end
        self.n_examined[i] = n_examined
        self.size[i] = len(self.parent) - i

    def finish_open_nodes(self) -> None:
        """After a stop: give the still-open nodes their subtree sizes (their values stay NaN).

        The nodes still open are exactly the ancestors of the last recorded node (a depth-first
        search closes a node before it opens the next sibling), so this walks one path: O(depth).
        """
        n = len(self.parent)
        i = n - 1
        while i >= 0:
            if self.end[i] == STOPPED:
                self.size[i] = n - i
            i = self.parent[i]

    # -- navigation -------------------------------------------------------------------------------
    def children(self, i: int) -> Iterator[int]:
        end = i + self.size[i]
        j = i + 1
        while j < end:
            yield j
            j += self.size[j]

    def path(self, i: int) -> list[int]:
        """Moves from the root to node ``i``."""
        moves = []
        while i > 0:
            moves.append(self.move[i])
            i = self.parent[i]
        return moves[::-1]

    def find(self, moves: list[int]) -> int | None:
        """Index of the node reached by ``moves`` from the root, if recorded."""
        if not len(self):
            return None
        return self.descend(0, moves)

    def descend(self, start: int, moves: list[int]) -> int | None:
        """Index of the node reached by ``moves`` from node ``start``, if recorded."""
        i = start
        for m in moves:
            for c in self.children(i):
                if self.move[c] == m:
                    i = c
                    break
            else:
                return None
        return i

    def state_at(self, i: int) -> Any:
        """The game state at node ``i`` (replays its path from the root)."""
        state = self.root_state
        for m in self.path(i):
            state = self.game.result(state, m)
        return state

    def pruned_moves(self, i: int) -> list[int]:
        """Moves a cutoff at node ``i`` left unexamined, in the game's order."""
        if self.end[i] not in (BETA_CUT, ALPHA_CUT) or self.game is None:
            return []
        examined = {self.move[c] for c in self.children(i)}
        actions = self.game.actions(self.state_at(i))
        if len(examined) < self.n_examined[i]:  # children not recorded (budget): trust the count
            return list(actions[self.n_examined[i]:])
        return [m for m in actions if m not in examined]

    def window_out(self, i: int) -> tuple[float, float]:
        """(alpha, beta) as node ``i`` left them: a MAX node raised alpha, a MIN node lowered beta,
        with every child value except one that caused a cutoff."""
        alpha, beta = self.alpha_in[i], self.beta_in[i]
        kind = self.kind[i]
        if kind == CHANCE_KIND:
            return alpha, beta
        values = [self.value[c] for c in self.children(i) if not math.isnan(self.value[c])]
        if self.end[i] in (BETA_CUT, ALPHA_CUT) and values:
            values = values[:-1]
        if kind == MAX:
            return max([alpha, *values]), beta
        return alpha, min([beta, *values])

    def bytes_per_node(self) -> float:
        columns = (self.parent, self.move, self.kind, self.ply, self.alpha_in, self.beta_in, self.value,
                   self.end, self.n_children, self.n_examined, self.size)
        return sum(c.itemsize for c in columns)

    def describe_end(self, i: int) -> str:
        """How node ``i`` ended, in English words (the command line's and the exports')."""
        return str(self.end_phrase(i))

    def end_phrase(self, i: int) -> Phrase:
        """How node ``i`` ended, as a sentence the window translates (``k`` of ``n`` children examined)."""
        end = self.end[i]
        k, n = self.n_examined[i], self.n_children[i]
        if end == BETA_CUT:
            return Phrase("TreeRecord", QT_TRANSLATE_NOOP("TreeRecord", "β-cutoff after {0} of {1}: v ≥ β"), k, n)
        if end == ALPHA_CUT:
            return Phrase("TreeRecord", QT_TRANSLATE_NOOP("TreeRecord", "α-cutoff after {0} of {1}: v ≤ α"), k, n)
        if end == CUTOFF:
            return Phrase("TreeRecord", QT_TRANSLATE_NOOP("TreeRecord", "depth cutoff: evaluation"))
        if end == EXPANDED:
            return Phrase("TreeRecord", QT_TRANSLATE_NOOP("TreeRecord", "all %n children"), count=n,
                          english="1 child" if n == 1 else None)
        return Phrase("TreeRecord", END_NAMES[end])
