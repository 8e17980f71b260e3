"""The tree SSS* explored, as a ``TreeRecord`` the Search tree dock can show.

SSS* is best-first: it generates nodes in no depth-first order, so its record is written after the
search, by walking the nodes it generated in move order (the record's pre-order). Each evaluated leaf
keeps its value and the order in which SSS* evaluated it (``solved_order``); the inner nodes keep the
number of children SSS* generated of all they have. SSS* proves no exact value for an inner node
(only the root's), so inner values are left unknown, as a stopped search leaves them.

When the search kept its steps (``SSSStar.log``), the record keeps them too, by node index, and
``at_step(k)`` replays OPEN to step k: every node's state there (LIVE or SOLVED on OPEN, with its
merit; expanded; solved and handed up; dropped from OPEN; not generated yet) and the upper bound SSS*
knew for it then: the highest merit on OPEN in its subtree (no solution tree through the node can be
worth more), or the merit it was solved with.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from ..game import State
from ..i18n import QT_TRANSLATE_NOOP, Phrase
from ..record import CUTOFF, EXPANDED, MAX, MIN, STOPPED, TERMINAL, TreeRecord
from ..tree_export import format_value

Path = tuple[int, ...]


class SolvedSearch(Protocol):
    """What the record reads of an ``SSSStar`` run."""

    ctx: Any
    states: dict[Path, State]
    evaluated: list[Path]
    leaf_values: dict[Path, float]
    expand: Any
    max_player: int
    value: float | None
    log: list[Any] | None
    sign: int
    dual: bool


class Entry(NamedTuple):
    """A state SSS* put on OPEN, by record index: node, SOLVED (else LIVE), merit (for the root's mover:
    ``SSSRecord.sign`` turns it into MAX's terms)."""

    node: int
    solved: bool
    merit: float


class Step(NamedTuple):
    """One step of SSS*: the state it took off OPEN, the case it applied (0: the root was solved) and
    the states it put on."""

    taken: Entry
    case: int
    added: tuple[Entry, ...]


# A node's state at a step, as ``SSSAt.status`` gives it.
NOT_YET, ON_OPEN, EXPANDED_AT, SOLVED_AT, DROPPED = range(5)


@dataclass
class SSSAt:
    """The search after ``step`` steps (0: before the first): OPEN, and what SSS* knew of each node."""

    step: int
    open: dict[int, Entry]
    """Node → its state on OPEN."""
    bound: dict[int, float] = field(default_factory=dict)
    """Node → the upper bound SSS* knew for it (in the root mover's terms, as merits are)."""
    solved: dict[int, float] = field(default_factory=dict)
    """Node → the merit it was solved with (solved nodes whose state has been handed up included)."""
    dropped: set[int] = field(default_factory=set)
    """Nodes whose states left OPEN because a MAX ancestor was solved (case 4)."""
    handed_up: set[int] = field(default_factory=set)
    """Solved nodes whose SOLVED state SSS* took off OPEN (to solve or hand over to their parent)."""
    taken: Entry | None = None
    """The state the step took off OPEN (None before the first step)."""
    case: int = -1


class SSSRecord(TreeRecord):
    """A ``TreeRecord`` with SSS*'s own column: the order in which the leaves were evaluated."""

    def __init__(self, budget: int, game: object = None, root_state: object = None) -> None:
        super().__init__(budget, game, root_state)
        self.solved_order: dict[int, int] = {}
        """Node index → 1 for the first leaf SSS* evaluated, 2 for the second, ..."""
        self.steps: list[Step] = []
        """Every step SSS* took (empty when it kept none); nodes beyond the budget are left out."""
        self.generated_at: dict[int, int] = {0: 0}
        """Node → the number of steps after which it was first on OPEN (the root: 0, before any)."""
        self.solved_at: dict[int, int] = {}
        """Leaf → the number of steps after which it was evaluated."""
        self.sign = 1
        """-1 when MIN plays SSS*'s MAX part (a MIN root under SSS*, a MAX root under DUAL*): merits are then
        lower bounds for MAX, and OPEN's lowest merit (in MAX's terms) is taken first."""
        self.dual = False
        """Whether DUAL* wrote the record (SSS* with the players' roles exchanged)."""

    @property
    def name(self) -> str:
        """The algorithm that wrote the record, as the literature names it."""
        return "DUAL*" if self.dual else "SSS*"

    def at_step(self, k: int) -> SSSAt:
        """The search after ``k`` of its steps (clamped to 0 ... ``len(steps)``)."""
        k = max(0, min(k, len(self.steps)))
        size = self.size
        at = SSSAt(k, {0: Entry(0, False, math.inf)})
        bounds_left: dict[int, float] = {}  # the bound a dropped node had when it left OPEN
        for taken, case, added in self.steps[:k]:
            at.open.pop(taken.node, None)
            if taken.solved:
                at.handed_up.add(taken.node)
            if case == 4 and added:
                top = added[0].node
                below = [n for n in at.open if top < n < top + size[top]]
                for n in below:
                    self._raise(bounds_left, n, at.open.pop(n).merit, top)
                at.dropped.update(n for n in range(top + 1, top + size[top])
                                  if self.generated_at.get(n, k + 1) <= k and n not in at.handed_up)
            for e in added:
                at.open[e.node] = e
                if e.solved:
                    at.solved[e.node] = e.merit
            if case == 0:
                at.solved[0] = taken.merit
        for e in at.open.values():
            self._raise(at.bound, e.node, e.merit, -1)
        for n, h in at.solved.items():
            at.bound.setdefault(n, h)
        for n, h in bounds_left.items():
            at.bound.setdefault(n, h)
        if k:
            at.taken, at.case = self.steps[k - 1].taken, self.steps[k - 1].case
        return at

    def _raise(self, bounds: dict[int, float], node: int, merit: float, stop: int) -> None:
        """Raise the bounds of ``node`` and its ancestors (up to, not including, ``stop``) to ``merit``."""
        parent = self.parent
        while node > stop and node >= 0:
            if bounds.get(node, -math.inf) >= merit:
                return
            bounds[node] = merit
            node = parent[node]

    def bound_text(self, h: float) -> str:
        """A merit as a bound on the value for MAX: "≤ 5" (a MIN root's merits: "≥ −5")."""
        return f"{'≤' if self.sign > 0 else '≥'} {format_value(self.sign * h)}"

    def status(self, at: SSSAt, i: int) -> int:
        """Node ``i``'s state in ``at``: NOT_YET, ON_OPEN, EXPANDED_AT, SOLVED_AT or DROPPED."""
        if self.generated_at.get(i, len(self.steps) + 1) > at.step:
            return NOT_YET
        if i in at.open:
            return ON_OPEN
        if i in at.handed_up:
            return SOLVED_AT
        if i in at.dropped:
            return DROPPED
        return EXPANDED_AT

    def end_phrase(self, i: int) -> Phrase:
        order = self.solved_order.get(i)
        if order is not None:
            how = (Phrase("SSSRecord", QT_TRANSLATE_NOOP("SSSRecord", "terminal")) if self.end[i] == TERMINAL
                   else Phrase("SSSRecord", QT_TRANSLATE_NOOP("SSSRecord", "evaluation")))
            return Phrase("SSSRecord", QT_TRANSLATE_NOOP("SSSRecord", "leaf solved {0}. ({1})"), order, how)
        k, n = self.n_examined[i], self.n_children[i]
        if self.end[i] == STOPPED:
            return Phrase("SSSRecord", QT_TRANSLATE_NOOP("SSSRecord", "not solved: the search was stopped"))
        if k == n:
            return Phrase("SSSRecord", QT_TRANSLATE_NOOP("SSSRecord", "all %n children generated"), count=n,
                          english="1 child generated" if n == 1 else None)
        return Phrase("SSSRecord", QT_TRANSLATE_NOOP("SSSRecord", "{0} of {1} children generated: the rest never on OPEN"),
                      k, n)


def sss_record(sss: SolvedSearch, budget: int) -> SSSRecord:
    """Write the nodes ``sss`` generated, depth-first in move order, up to ``budget`` nodes."""
    ctx = sss.ctx
    record = SSSRecord(budget, ctx.game, ctx.state)
    order = {path: k + 1 for k, path in enumerate(sss.evaluated)}
    values = sss.leaf_values
    expand = sss.expand
    max_player = sss.max_player
    inf = math.inf
    index: dict[Path, int] = {}

    def walk(path: Path, parent: int) -> None:
        state = sss.states[path]
        util, player, kids, _ = expand(state)
        moves = [m for m, _ in kids]
        kind = MAX if player == max_player else MIN
        idx = record.add(parent, path[-1] if path else -1, kind, len(path), -inf, inf, len(moves))
        if idx < 0:
            return
        index[path] = idx
        if path in order:
            record.solved_order[idx] = order[path]
            record.close(idx, values[path], TERMINAL if util is not None else CUTOFF, 0)
            return
        generated = [m for m in moves if path + (m,) in sss.states]
        for m in generated:
            walk(path + (m,), idx)
        value = sss.value if not path and sss.value is not None else math.nan
        record.close(idx, value, EXPANDED if generated else STOPPED, len(generated))

    walk((), -1)
    record.sign = sss.sign
    record.dual = sss.dual
    if sss.log:
        _keep_steps(record, sss.log, index)
    return record


def _keep_steps(record: SSSRecord, log: list[Any], index: dict[Path, int]) -> None:
    """Write SSS*'s steps into ``record`` by node index."""

    def entry(state: Any) -> Entry | None:
        node = index.get(state.path)
        return None if node is None else Entry(node, state.status != "LIVE", state.merit)

    for k, step in enumerate(log, start=1):
        taken = entry(step.taken)
        if taken is None:
            continue  # beyond the budget
        added = tuple(e for e in map(entry, step.added) if e is not None)
        record.steps.append(Step(taken, step.case, added))
        for e in added:
            record.generated_at.setdefault(e.node, k)
        if step.case == 1 and added:
            record.solved_at[added[0].node] = k
