"""One root move searched or solved in a worker (or in the parent, when every worker has died).

A depth search's move is searched by the same kernel as in one process, from a context built on the
root (so values keep the root player's view and "faster wins" counts plies from the root), with the
window a root pass would give it: the best value the other moves have proven so far on the root
player's side, open on the other. A value that does not beat that bound is one (``upper`` at a MAX
root), as alpha-beta reports a refuted move. With iterative deepening the move is deepened on its own,
its table and killers kept from depth to depth. A solved move is its child position solved by the
game's solver; the child's result, seen from the root player, a ply further, is the move's.
"""

from __future__ import annotations

import math
import os
import time
from dataclasses import dataclass, field, replace
from typing import Literal

from ..game import Game, State
from ..results import Bound
from ..search import SearchOptions, search
from ..search.api import Search
from ..search.core import INF, SearchContext, SearchStopped, unroll_pv
from .segments import Control
from .shared_table import WRITER_MASK, SharedTable
from .solve_split import solve_root_move

Kind = Literal["depth", "solve", "lazy"]


@dataclass(frozen=True)
class Job:
    """What every worker of one search is given once: the root, the options, and how to split it."""

    kind: Kind
    game: Game
    state: State
    options: SearchOptions
    table: tuple[str, float] | None = None
    """For ``lazy``: the shared table's segment name and size in MB."""


@dataclass
class MoveOutcome:
    """One root move's answer with the counters its search added."""

    index: int
    move: int
    value: float | None = None
    bound: Bound = "exact"
    pv: list[int] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    evaluations: int = 0
    terminals: int = 0
    cutoffs: int = 0
    pruned: int = 0
    first_cuts: int = 0
    extensions: int = 0
    solver_nodes: int = 0
    stopped: bool = False
    cpu_s: float = 0.0
    """The worker's processor time for this task (what it costs whatever else the machine runs)."""


class WorkerStop:
    """The stop flag a worker's search checks: the parent's request, or the parent gone (killed). Each
    check also publishes the search's node count for the parent's progress line."""

    def __init__(self, control: Control | None, slot: int, parent_pid: int | None) -> None:
        self.control = control
        self.slot = slot
        self.parent_pid = parent_pid
        self.context: SearchContext | None = None
        self.local = False  # a stop the task itself asked for (never, today; kept for the parent's own runs)

    def is_set(self) -> bool:
        control = self.control
        if control is None:
            return self.local
        c = self.context
        if c is not None:
            control.set_nodes(self.slot, sum(c.counts) + c.solver_nodes)
        return control.stop_requested() or (self.parent_pid is not None and os.getppid() != self.parent_pid)


def run_move(job: Job, index: int, bound: float, stop: WorkerStop, here: Search | None = None) -> MoveOutcome:
    """The root's move number ``index`` (in ``game.expand`` order) searched with the shared ``bound``. ``here``: a
    depth search's context kept from one move to the next (its table, killers and history), as the root loop
    of one process keeps them (``paying.LeadSplit``'s own moves); its counters count this move only."""
    t0 = time.process_time()
    if job.kind == "solve":
        out = _solve_move(job, index, bound, stop)
    elif job.kind == "lazy":
        out = _lazy_helper(job, index, stop)
    else:
        out = _search_move(job, index, bound, stop, here)
    out.cpu_s = time.process_time() - t0
    return out


def _counters(ctx: SearchContext, out: MoveOutcome) -> MoveOutcome:
    out.counts = list(ctx.counts)
    out.evaluations, out.terminals, out.cutoffs = ctx.evaluations, ctx.terminals, ctx.cutoffs
    out.pruned, out.first_cuts, out.extensions = ctx.pruned, ctx.first_cuts, ctx.extensions
    out.solver_nodes += ctx.solver_nodes
    return out


def _zero_counters(ctx: SearchContext) -> None:
    for i in range(len(ctx.counts)):
        ctx.counts[i] = 0  # in place: a kernel holds the list
    ctx.evaluations = ctx.borrowed = ctx.terminals = ctx.cutoffs = ctx.first_cuts = ctx.pruned = 0
    ctx.research_nodes = ctx.extensions = ctx.solver_nodes = 0


def _search_move(job: Job, index: int, bound: float, stop: WorkerStop, here: Search | None = None) -> MoveOutcome:
    game, options = job.game, job.options
    ctx = here if here is not None else Search(game, job.state, options, None, stop)
    if here is not None:
        _zero_counters(ctx)
    stop.context = ctx
    _, player, children, _ = game.expand(job.state)
    move, child = children[index]
    out = MoveOutcome(index, move)
    is_max = player == ctx.max_player
    depth = options.depth if options.depth is not None else 1 << 30
    try:
        if options.enhancements.iterative and options.depth is not None:
            for d in range(1, depth):
                ctx.iteration = d
                if ctx.table is not None:
                    ctx.table.new_iteration()
                kernel = ctx.make_kernel()
                ctx.follow_pv(move)
                kernel(child, d - 1, -INF, INF, 1, -1, move)
                ctx.prev_pv = [move, *unroll_pv(ctx.pvs[1])]
            ctx.iteration = depth
            if ctx.table is not None:
                ctx.table.new_iteration()
        lo, hi = -INF, INF
        if not options.full_root_window:
            lo, hi = (bound, INF) if is_max else (-INF, bound)
        kernel = ctx.make_kernel()
        ctx.follow_pv(move)
        x = kernel(child, depth - 1, lo, hi, 1, -1, move)
    except SearchStopped:
        out.stopped = True
        return _counters(ctx, out)
    out.value = x
    if is_max and x <= lo:
        out.bound = "upper"
    elif not is_max and x >= hi:
        out.bound = "lower"
    pv = [move, *unroll_pv(ctx.pvs[1])]
    if ctx.table is not None and options.depth is not None:
        pv = ctx.extend_pv(pv, depth)
    out.pv = pv
    return _counters(ctx, out)


def _solve_move(job: Job, index: int, bound: float, stop: WorkerStop) -> MoveOutcome:
    game, options = job.game, job.options
    move = game.expand(job.state)[2][index][0]
    windowed = solve_root_move(game, job.state, options, move, bound, job, stop)
    if windowed is not None:  # tested against the best so far, as the one-process root loop does
        return MoveOutcome(index, move, windowed.value, windowed.bound, windowed.pv, solver_nodes=windowed.nodes,
                           stopped=windowed.stopped)
    root = SearchContext(game, job.state, replace(options, enhancements=replace(options.enhancements, tt_mb=0.0)),
                         None, stop)
    _, _, children, _ = game.expand(job.state)
    move, child = children[index]
    out = MoveOutcome(index, move)
    util = game.expand(child)[0]
    if util is not None:  # the move ends the game: worth its utility one ply from the root
        out.value = util * root.terminal[1]
        out.pv = [move]
        out.counts = [0, 1]
        out.terminals = 1
        return out
    answer = search(game, child, replace(options, exact_root=False, tie_break="first"), stop=stop)
    out.solver_nodes = answer.stats.nodes
    if answer.stopped or answer.value is None:
        out.stopped = True
        return out
    v = answer.value
    unit = abs(root.mult)
    # The child's value is its mover's; the move's is the root player's, and with faster wins one ply later.
    out.value = 0.0 - (math.copysign(abs(v) - unit, v) if options.faster_wins and v != 0 else v)  # no -0.0
    out.pv = [move, *answer.pv]
    return out


def share_table(ctx: SearchContext, table: SharedTable, number: int) -> None:
    """Make ``ctx`` search with the shared table as Lazy SMP's searcher ``number`` (0: the main search)."""
    ctx.table = table  # type: ignore[assignment]  # the same interface as engine.tt's table

    def foreign_entry() -> None:
        # Iterative deepening ends when an iteration evaluated nothing (every line reached the end of the game);
        # another searcher's entry answers for a subtree this search never evaluated, so it counts as one.
        ctx.evaluations += 1

    table.writer = (number + 1) & WRITER_MASK
    table.on_foreign = foreign_entry


def _lazy_helper(job: Job, helper: int, stop: WorkerStop) -> MoveOutcome:
    """Lazy SMP's helper number ``helper`` (1, 2, ...): the whole search, only to fill the shared table for the
    main search (``lazy_smp``, in the parent); helpers with an odd number search one ply deeper at each
    iteration (their entries then order the moves of the main search's next iteration; an entry answers only
    a search of its own depth). It runs until the parent's stop word (its answer is not read)."""
    assert job.table is not None
    table = SharedTable.attach(*job.table)
    options = replace(job.options, record=False)
    if helper % 2 == 1 and options.depth is not None:
        options = replace(options, depth=options.depth + 1)
    ctx = Search(job.game, job.state, options, None, stop)
    share_table(ctx, table, helper)
    stop.context = ctx
    try:
        result = ctx.run()
    finally:
        stop.context = None
        table.close()
    out = MoveOutcome(helper, result.best_move if result.best_move is not None else -1, result.value,
                      pv=list(result.pv), stopped=result.stopped)
    return _counters(ctx, out)
