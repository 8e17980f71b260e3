"""MTD(f) (Plaat, 1996): the minimax value found by zero-window alpha-beta passes through a table.

Each pass asks one yes/no question of alpha-beta with a window no value fits strictly inside: "is the
value at least beta?". A fail-soft answer of beta or more is a lower bound, anything less an upper
bound; the next question is asked at the bound just found, so the bounds close in until they meet.
The transposition table remembers every node's bounds from pass to pass, so each pass re-searches
little. Values may be any real numbers (tree leaves), so the window is (the float just below beta,
beta), or (g, the float just above g) to ask "is the value above g?" after a lower bound g.

The first guess comes from iterative deepening (the ``iterative`` enhancement), else it is 0. It is
the value of the last depth searched *with the same parity* (two plies shallower), not of the depth
just before: in a game like Connect Four the value swings with the side that moves last (depth 7
says +13, depth 8 says −8, depth 6 said −6), so the previous depth's value starts the next search
on the wrong side of that swing and every pass closes the gap by one evaluation point. Only the
second depth, with one value known, starts from the previous depth's value (``first_guess``).

Every pass is reported (``WindowPass``): its window, the bound it returned and its nodes, so the
convergence can be read.

The passes run through ``api.Search``'s own root loop and kernels (``RootSearch`` is the part of it
used here), with the table always on: without it MTD(f) would search the tree again at every pass.
"""

from __future__ import annotations

import math
import time
from dataclasses import replace
from typing import Protocol

from ..enhancements import DEFAULT_TT_MB
from ..game import Game, State
from ..record import MAX, MIN, TreeRecord
from ..results import IterationInfo, SearchResult, WindowPass, WindowPasses
from ..tt import TranspositionTable
from .core import INF, Kernel, RootResult
from .mtdf_record import MtdfRecord
from .options import SearchOptions


class RootSearch(Protocol):
    """What MTD(f) uses of ``api.Search``: the root loop, its kernels, its table and counters."""

    @property
    def options(self) -> SearchOptions: ...
    @property
    def game(self) -> Game: ...
    @property
    def state(self) -> State: ...
    @property
    def max_player(self) -> int: ...
    @property
    def table(self) -> TranspositionTable | None: ...
    @property
    def counts(self) -> list[int]: ...
    @property
    def evaluations(self) -> int: ...
    @property
    def borrowed(self) -> int: ...
    @property
    def t0(self) -> float: ...
    prev_pv: list[int]
    """The previous depth's principal variation, which the "pv" ordering searches first."""

    record: TreeRecord | None
    def make_kernel(self) -> Kernel: ...
    def root_pass(self, kernel: Kernel, depth: int, lo: float, hi: float) -> RootResult: ...
    def extend_pv(self, pv: list[int], depth: int) -> list[int]: ...
    def result(self, root: RootResult, depth: int | None, iterations: list[IterationInfo] | None = None,
               depth_reached: int | None = None) -> SearchResult: ...


def mtdf_options(options: SearchOptions) -> SearchOptions:
    """MTD(f)'s options: the table on (the default size unless one is given)."""
    enh = options.enhancements
    return replace(options, enhancements=replace(enh, tt_mb=enh.tt_mb or DEFAULT_TT_MB))


def null_window(guess: float, lower: float) -> tuple[float, float]:
    """The window of the next test: "is the value above ``guess``?" when ``guess`` is already a lower
    bound, else "is it at least ``guess``?"."""
    if guess == lower:
        return guess, math.nextafter(guess, INF)
    return math.nextafter(guess, -INF), guess


def mtdf_depth(search: RootSearch, kernel: Kernel, depth: int, report_depth: int | None, first_guess: float,
               passes: list[WindowPass]) -> RootResult:
    """The value at ``depth`` by zero-window passes from ``first_guess``; each pass appended to ``passes``.

    The answer's best move comes from the last pass that proved the bound on the root mover's side (a
    lower bound at a MAX root): that move reaches the value. A stopped pass returns stopped."""
    g, lower, upper = first_guess, -INF, INF
    decisive: RootResult | None = None
    last: RootResult | None = None
    while lower < upper:
        above = g == lower
        lo, hi = null_window(g, lower)
        before = sum(search.counts)
        record = search.record
        mark = record.begin_pass() if isinstance(record, MtdfRecord) else 0
        root = search.root_pass(kernel, depth, lo, hi)
        if isinstance(record, MtdfRecord):
            record.end_pass(mark, (lo, hi), None if root.stopped else root.value, above)
        if root.stopped or root.value is None:
            root.stopped = True
            return root
        g = root.value
        high = g >= hi
        if high:
            lower = g
        else:
            upper = g
        passes.append(WindowPass(report_depth, (lo, hi), g, "lower" if high else "upper",
                                 sum(search.counts) - before))
        last = root
        if high == root.is_max:
            decisive = root
    answer = decisive if decisive is not None else last
    assert answer is not None
    answer.value = g
    answer.best_value = g if answer.best_move is not None else None
    return answer


def first_guess(values: list[float]) -> float:
    """The first guess at the next depth from the values of the depths searched so far (shallowest
    first): the value two plies shallower, which shares the next depth's parity (see the module
    docstring); the only value known; or 0 before any."""
    if len(values) >= 2:
        return values[-2]
    return values[-1] if values else 0.0


def mtdf_search(search: RootSearch) -> SearchResult:
    """MTD(f) to the options' depth (deepening one ply at a time with ``iterative``)."""
    options = search.options
    full = options.depth is None
    last = options.depth if options.depth is not None else 1 << 30
    depths = range(1, last + 1) if options.enhancements.iterative and not full else range(last, last + 1)
    passes: list[WindowPass] = []
    iterations: list[IterationInfo] = []
    values: list[float] = []  # each depth's value, for the next depth's first guess
    done: RootResult | None = None
    done_depth: int | None = None
    for depth in depths:
        table = search.table
        if table is not None:
            table.new_iteration()
        if search.record is not None:  # the deepest depth's passes only
            kind = MAX if search.game.expand(search.state)[1] == search.max_player else MIN
            search.record = MtdfRecord(options.record_budget, search.game, search.state, kind)
        nodes0, evals0, t0 = sum(search.counts), search.evaluations, time.perf_counter()
        borrowed0 = search.borrowed
        root = mtdf_depth(search, search.make_kernel(), depth, None if full else depth, first_guess(values),
                          passes)
        if root.stopped:
            if done is None:
                done = root
            else:
                done.stopped = True
            break
        if table is not None and root.pv:
            root.pv = search.extend_pv(root.pv, depth)
        done, done_depth = root, depth
        complete = search.evaluations == evals0 and search.borrowed == borrowed0
        search.prev_pv = list(root.pv)
        assert root.value is not None
        values.append(root.value)
        if len(depths) > 1:
            now = time.perf_counter()
            iterations.append(IterationInfo(
                depth=depth, value=root.value, best_move=root.best_move, pv=tuple(root.pv),
                nodes=sum(search.counts) - nodes0, total_nodes=sum(search.counts), time_s=now - t0,
                elapsed_s=now - search.t0, evaluations=search.evaluations - evals0,
                researches=sum(1 for p in passes if p.depth == depth) - 1,
                complete=complete))
            if complete:
                break  # every line reached the end of the game: deeper adds nothing
    assert done is not None
    if isinstance(search.record, MtdfRecord):
        search.record.finish(None if done.stopped else done.value)
    if len(depths) > 1:
        result = search.result(done, options.depth, iterations, done_depth)
    else:
        result = search.result(done, options.depth)
    result.extras = WindowPasses(tuple(passes))
    return result
