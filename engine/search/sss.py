"""SSS* (Stockman, 1979): best-first minimax search over solution trees, with its OPEN list.

OPEN holds states ``(node, LIVE|SOLVED, merit)``. The merit is an upper bound on the value of the
best solution tree through the node; the state with the highest merit is taken out (ties: the
leftmost node, so SSS* and left-to-right alpha-beta see the same tree), and one of six cases applies
(values here are for the player to move at the root, who maximises):

1. LIVE leaf (a finished game, or a node at the depth cutoff): evaluate it; SOLVED with
   merit min(merit, value).
2. LIVE MAX node: every child LIVE with the same merit.
3. LIVE MIN node: its first child LIVE with the same merit.
4. SOLVED child of a MAX node: the parent is SOLVED with this merit, and every other state below
   the parent leaves OPEN (no sibling can do better: this one had the highest merit).
5. SOLVED child of a MIN node with a next sibling: that sibling LIVE with the same merit.
6. SOLVED last child of a MIN node: the parent SOLVED with this merit.

The search ends when the root is SOLVED: its merit is the minimax value. Stockman's theorem: SSS*
never evaluates a leaf that alpha-beta (same move order) skips; the tests check it on random trees.

DUAL* (Marsland, Reinefeld and Schaeffer, 1987) is the same search with the roles of the players
exchanged: the root mover's opponent takes the part of MAX above. Its merits are then lower bounds on
the root mover's value, a node of the root mover puts only its first child on OPEN and a node of the
opponent all of them, and the root, now in MIN's part, is solved when its last child is (its best move
is the one whose solved merit last improved on the merit it went on OPEN with). On a uniform tree of
odd depth its OPEN list is shorter than SSS*'s (the root mover's nodes open one child at a time). Like
SSS*, it never evaluates a leaf that alpha-beta skips (tested the same way). ``SSSStar(..., dual=True)``
runs it.

``SSSStep.case`` and ``CASES`` speak of MAX and MIN in SSS*'s own roles: under DUAL* they are the
opponent and the root mover.

``SSSStar.step`` runs one case and returns a ``SSSStep`` (what it took out, which case, what it put
in, what it removed) so the tree explorer can show the search one sentence at a time;
``sss_search`` runs it to the end and returns a ``SearchResult`` like every other search.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from ..errors import SearchConfigError
from ..game import CHANCE, Game, Move, State
from ..i18n import QT_TRANSLATE_NOOP, Phrase
from ..ordering import fallback_move
from ..results import LeavesEvaluated, SearchResult
from .core import INF, RootResult, SearchContext, SearchStopped
from .sss_record import sss_record

Status = Literal["LIVE", "SOLVED"]
LIVE: Status = "LIVE"
SOLVED: Status = "SOLVED"
Path = tuple[int, ...]

CASES = {
    1: Phrase("SSSStar", QT_TRANSLATE_NOOP("SSSStar", "a live leaf is evaluated")),
    2: Phrase("SSSStar", QT_TRANSLATE_NOOP("SSSStar", "a live MAX node puts all its children on OPEN")),
    3: Phrase("SSSStar", QT_TRANSLATE_NOOP("SSSStar", "a live MIN node puts its first child on OPEN")),
    4: Phrase("SSSStar", QT_TRANSLATE_NOOP("SSSStar", "a solved child of a MAX node solves its parent")),
    5: Phrase("SSSStar", QT_TRANSLATE_NOOP("SSSStar", "a solved child of a MIN node hands over to its next sibling")),
    6: Phrase("SSSStar", QT_TRANSLATE_NOOP("SSSStar", "the last child of a MIN node solved solves its parent")),
}
"""The sentence for each of SSS*'s six cases (``SSSStep.case``), as the explorer's step line says it."""


class OpenState(NamedTuple):
    """One entry of OPEN. Ordered (as a tuple) so that the smallest is the one SSS* takes next: highest
    merit (``key`` is minus the merit), then the leftmost node (its path of moves compares left to right)."""

    key: float
    path: Path
    status: Status

    @property
    def merit(self) -> float:
        return -self.key


@dataclass(frozen=True)
class SSSStep:
    """What one step of SSS* did."""

    taken: OpenState
    case: int
    added: tuple[OpenState, ...]
    removed: tuple[Path, ...] = ()
    """Nodes whose states left OPEN because their MAX ancestor was solved (case 4)."""
    leaf_value: float | None = None
    """Case 1: the leaf's value (for the root player)."""
    done: bool = False


class SSSStar:
    """SSS* on one position, one step at a time (see the module docstring).

    ``context`` supplies the game, the depth cutoff, the evaluation and the counters (a
    ``SearchContext``); values are in the context's MAX terms outside, in the root mover's terms inside.
    """

    def __init__(self, context: SearchContext, *, explain: bool = False, dual: bool = False) -> None:
        """``explain``: each case-4 step lists the states it removed (a scan of OPEN: for the explorer);
        ``dual``: run DUAL* (the root mover's opponent in MAX's part)."""
        self.ctx = context
        self.explain = explain
        self.dual = dual
        parts = context.kernel_parts()
        self.expand = parts.expand
        self.evaluate = parts.evaluate
        self.max_player = parts.max_player
        self.terminal = parts.terminal
        game = context.game
        self.game: Game = game
        self.depth = context.options.depth
        root_util, root_player, _, _ = game.expand(context.state)
        if root_player == CHANCE and root_util is None:
            raise SearchConfigError("SSS* has no rule for chance nodes: use expectiminimax")
        self.root_player = root_player
        # Inside, the player in MAX's part maximises (SSS*: the root mover; DUAL*: the opponent), so a
        # node whose value is for the other side is searched negated.
        self.sign = (1 if root_player == self.max_player else -1) * (-1 if dual else 1)
        self.states: dict[Path, State] = {(): context.state}
        self.children: dict[Path, tuple[Move, ...]] = {}
        self.open: list[OpenState] = [OpenState(-INF, (), LIVE)]
        self.removed: set[Path] = set()
        """Nodes solved by case 4: every state strictly below one of them is stale."""
        self.evaluated: list[Path] = []
        self.leaf_values: dict[Path, float] = {}
        """Each evaluated leaf's value in MAX terms (for the record)."""
        self.value: float | None = None
        """The root's value in MAX terms, once solved."""
        self.best_move: Move | None = None
        self.root_merits: dict[Move, float] = {}
        """DUAL*: the merit each root move went on OPEN with (its solved merit below it makes it the best)."""
        self.steps = 0
        self.log: list[SSSStep] | None = None
        """When a list: ``run`` appends every step to it (the record replays OPEN at any step from it)."""
        context.counts[0] += 1

    # -- OPEN ----------------------------------------------------------------------------------------
    def _stale(self, path: Path) -> bool:
        removed = self.removed
        return any(path[:i] in removed for i in range(len(path)))

    def open_states(self) -> list[OpenState]:
        """OPEN as it stands, in the order SSS* would take the states out."""
        return sorted(s for s in self.open if not self._stale(s.path))

    def _push(self, state: OpenState) -> None:
        heapq.heappush(self.open, state)

    def _node(self, parent: Path, move: Move) -> Path:
        path = parent + (move,)
        if path not in self.states:
            self.states[path] = self.game.result(self.states[parent], move)
            self.ctx.counts[len(path)] += 1
        return path

    def _moves(self, path: Path) -> tuple[Move, ...]:
        moves = self.children.get(path)
        if moves is None:
            _, _, kids, _ = self.expand(self.states[path])
            moves = self.children[path] = tuple(m for m, _ in kids)
        return moves

    def _in_max_part(self, player: int) -> bool:
        """Whether ``player``'s nodes play MAX's part (SSS*: the root mover's; DUAL*: the opponent's)."""
        return (player == self.root_player) != self.dual

    def _is_max(self, path: Path) -> bool:
        return self._in_max_part(self.expand(self.states[path])[1])

    # -- the six cases -------------------------------------------------------------------------------
    def step(self) -> SSSStep:
        """Take the best state off OPEN and apply its case."""
        if self.value is not None:
            raise RuntimeError("SSS* has already solved the root")
        while True:
            taken = heapq.heappop(self.open)
            if not self._stale(taken.path):
                break
        self.steps += 1
        path, h = taken.path, taken.merit
        if taken.status == LIVE:
            state = self.states[path]
            util, player, kids, _ = self.expand(state)
            ply = len(path)
            if util is not None or (self.depth is not None and ply >= self.depth):
                if util is not None:
                    self.ctx.terminals += 1
                    v = util * self.terminal[ply]
                else:
                    self.ctx.evaluations += 1
                    v = self.evaluate(state, self.max_player)
                self.evaluated.append(path)
                self.leaf_values[path] = v
                solved = OpenState(-min(h, self.sign * v), path, SOLVED)
                self._push(solved)
                return SSSStep(taken, 1, (solved,), leaf_value=self.sign * v)
            if player == CHANCE:
                raise SearchConfigError("SSS* has no rule for chance nodes: use expectiminimax")
            if not self.children.get(path):
                self.children[path] = tuple(m for m, _ in kids)
            if self._in_max_part(player):
                added = tuple(OpenState(taken.key, self._node(path, m), LIVE) for m in self.children[path])
                for s in added:
                    self._push(s)
                return SSSStep(taken, 2, added)
            first = OpenState(taken.key, self._node(path, self.children[path][0]), LIVE)
            self._push(first)
            if not path:
                self.root_merits[first.path[-1]] = h
            return SSSStep(taken, 3, (first,))
        if not path:
            self.value = self.sign * h
            return SSSStep(taken, 0, (), done=True)
        parent = path[:-1]
        if self._is_max(parent):
            gone = tuple(s.path for s in self.open if s.path[: len(parent)] == parent
                         and not self._stale(s.path)) if self.explain else ()
            self.removed.add(parent)
            if not parent:
                self.best_move = path[-1]
            up = OpenState(taken.key, parent, SOLVED)
            self._push(up)
            return SSSStep(taken, 4, (up,), removed=gone)
        moves = self._moves(parent)
        i = moves.index(path[-1])
        if not parent and (self.best_move is None or h < self.root_merits[path[-1]]):
            # DUAL*'s root plays MIN's part: a move solved below the merit it started with is the
            # root mover's best so far (the merit passed on is the best value found).
            self.best_move = path[-1]
        if i + 1 < len(moves):
            nxt = OpenState(taken.key, self._node(parent, moves[i + 1]), LIVE)
            self._push(nxt)
            if not parent:
                self.root_merits[nxt.path[-1]] = h
            return SSSStep(taken, 5, (nxt,))
        up = OpenState(taken.key, parent, SOLVED)
        self._push(up)
        return SSSStep(taken, 6, (up,))

    def count_cuts(self) -> None:
        """Tell the context, as alpha-beta's cutoffs, how many children of each expanded node were never
        searched (never expanded, nor evaluated as a leaf): SSS* prunes by never taking them off OPEN —
        a MIN-part node opens its children one at a time, and once a solved child settles a MAX-part
        node its other children leave OPEN for good (DUAL*, which opens all of a node's children at
        once, prunes children it generated)."""
        evaluated = set(self.evaluated)
        searched: dict[Path, int] = {}
        for path in (*self.children, *evaluated):
            if path:
                searched[path[:-1]] = searched.get(path[:-1], 0) + 1
        for path, moves in self.children.items():
            self.ctx.count_cut(searched.get(path, 0), len(moves))

    def run(self) -> None:
        """Step until the root is solved (``SearchStopped`` when the context says stop)."""
        every = self.ctx.check_every
        tick = every
        log = self.log
        while self.value is None:
            step = self.step()
            if log is not None:
                log.append(step)
            tick -= 1
            if tick == 0:
                tick = every
                self.ctx.check()


def sss_search(context: SearchContext, dual: bool = False) -> SearchResult:
    """Run SSS* (DUAL* with ``dual``) from ``context``'s position to its depth and return the result: the
    value, the best root move, and the paths of the leaves evaluated in order (its result's own ``LeavesEvaluated``)."""
    sss = SSSStar(context, dual=dual)
    if context.record is not None:
        sss.log = []
    root = RootResult()
    game = context.game
    util, _, _, _ = game.expand(context.state)
    if util is not None:
        context.terminals += 1
        root.value = util * context.mult
    else:
        try:
            sss.run()
        except SearchStopped:
            root.stopped = True
        sss.count_cuts()
        root.value = sss.value
        root.best_move = root.best_value = None
        if sss.best_move is not None:
            root.best_move, root.best_value = sss.best_move, sss.value
            root.pv = [sss.best_move]
        elif root.stopped:  # stopped before the root was solved: the static choice, as alpha-beta's
            root.best_move = fallback_move(game, context.state, game.expand(context.state)[2])
    if context.record is not None:
        context.record = sss_record(sss, context.record.budget)
    result = context.result(root, context.options.depth)
    result.extras = LeavesEvaluated([list(p) for p in sss.evaluated])
    return result


def sss_evaluated_and_pruned_leaves(result: SearchResult, root: Any) -> tuple[list[list[int]], list[list[int]]]:
    """For explicit trees (``root`` a ``TreeNode``): the paths SSS* evaluated (in order) and those it
    never evaluated, as ``api.evaluated_and_pruned_leaves`` gives them for alpha-beta. A leaf below a
    node evaluated at the depth cutoff is in neither list (no search would reach it)."""
    own = result.extra(LeavesEvaluated)
    evaluated = own.paths if own is not None else []
    seen = {tuple(p) for p in evaluated}
    pruned = [list(leaf.path) for leaf in root.leaves()
              if not any(leaf.path[:i] in seen for i in range(len(leaf.path) + 1))]
    return [list(p) for p in evaluated], pruned
