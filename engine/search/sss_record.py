"""The tree SSS* explored, as a ``TreeRecord`` the Search tree dock can show.

SSS* is best-first: it generates nodes in no depth-first order, so its record is written after the
search, by walking the nodes it generated in move order (the record's pre-order). Each evaluated leaf
keeps its value and the order in which SSS* evaluated it (``solved_order``); the inner nodes keep the
number of children SSS* generated of all they have. SSS* proves no exact value for an inner node
(only the root's), so inner values are left unknown, as a stopped search leaves them.
"""

from __future__ import annotations

import math
from typing import Any, Protocol

from ..game import State
from ..record import CUTOFF, EXPANDED, MAX, MIN, STOPPED, TERMINAL, TreeRecord

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


class SSSRecord(TreeRecord):
    """A ``TreeRecord`` with SSS*'s own column: the order in which the leaves were evaluated."""

    def __init__(self, budget: int, game: object = None, root_state: object = None) -> None:
        super().__init__(budget, game, root_state)
        self.solved_order: dict[int, int] = {}
        """Node index → 1 for the first leaf SSS* evaluated, 2 for the second, ..."""

    def describe_end(self, i: int) -> str:
        order = self.solved_order.get(i)
        if order is not None:
            how = "terminal" if self.end[i] == TERMINAL else "evaluation"
            return f"leaf solved {order}. ({how})"
        k, n = self.n_examined[i], self.n_children[i]
        if self.end[i] == STOPPED:
            return "not solved: the search was stopped"
        if k == n:
            return f"all {n} children generated" if n != 1 else "1 child generated"
        return f"{k} of {n} children generated: the rest never on OPEN"


def sss_record(sss: SolvedSearch, budget: int) -> SSSRecord:
    """Write the nodes ``sss`` generated, depth-first in move order, up to ``budget`` nodes."""
    ctx = sss.ctx
    record = SSSRecord(budget, ctx.game, ctx.state)
    order = {path: k + 1 for k, path in enumerate(sss.evaluated)}
    values = sss.leaf_values
    expand = sss.expand
    max_player = sss.max_player
    inf = math.inf

    def walk(path: Path, parent: int) -> None:
        state = sss.states[path]
        util, player, kids, _ = expand(state)
        moves = [m for m, _ in kids]
        kind = MAX if player == max_player else MIN
        idx = record.add(parent, path[-1] if path else -1, kind, len(path), -inf, inf, len(moves))
        if idx < 0:
            return
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
    return record
