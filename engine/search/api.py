"""``search``: from options to the right kernel to a ``SearchResult``.

The kernels (``textbook``, ``kernel``, ``star``) search below the root; this module
runs the root: one pass over the root moves (``root_pass``), the bound each root move's value
proves, iterative deepening with aspiration windows (``iterate``), the answer kept when a limit stops
the search, and the game's exact solver when ``solve`` is asked for (``Game.root_solver``, run at the root by
``solved_root``).

Stopping and progress: every ``CHECK_EVERY`` inner nodes the kernels call ``check``, which raises
``SearchStopped`` when the stop flag is set, a time or node limit is reached, and reports progress
when ``progress_interval`` has passed. The root loop catches it and returns the best result among
the finished root moves.

Enhancements (``SearchOptions.enhancements``, all off by default, see ``engine.enhancements``):
iterative deepening runs the root loop once per depth; the table, move ordering, PVS and the
quiescence extension live in the flagged kernel (``kernel``), used only when one of them is on, so
the textbook kernels stay as fast and as exact as they are. Another algorithm is one more branch in
``make_kernel``.
"""

from __future__ import annotations

import math
import time
from dataclasses import replace
from typing import Any

from ..game import CHANCE, Game, State
from ..i18n import QT_TRANSLATE_NOOP
from ..ordering import fallback_move
from ..record import ALPHA_CUT, BETA_CUT, CHANCE_KIND, CUTOFF, EXPANDED, MAX, MIN, TERMINAL, TreeRecord
from ..results import Bound, IterationInfo, LeavesEvaluated, MctsStats, MoveValue, SearchResult, WindowPasses
from ..tt import EXACT
from .algorithms import (
    ALGORITHMS,
    ALPHABETA_TITLE,
    EXPECTIMINIMAX_TITLE,
    MCTS_TITLE,
    MINIMAX_TITLE,
    AlgorithmInfo,
    StatsRow,
    algorithm_info,
    register,
)
from .core import INF, Kernel, Observer, RootResult, SearchContext, SearchStopped, truncate_record, unroll_pv
from .kernel import enhanced_kernel
from .mcts import mcts_search
from .mtdf import mtdf_options, mtdf_search
from .mtdf_record import MtdfRecord
from .options import DEFAULT_OPTIONS, SearchOptions, StopFlag, hand_over_to_solver
from .solved_root import solve_root
from .sss import sss_evaluated_and_pruned_leaves, sss_search
from .star import star_kernel
from .textbook import alphabeta_kernel, minimax_kernel


def search(game: Game, state: State, options: SearchOptions = DEFAULT_OPTIONS,
           observer: Observer | None = None,
           stop: StopFlag | None = None) -> SearchResult:
    """Search ``state`` and return its value, best move, PV, root move values and statistics.

    The observer receives ``Progress`` records (throttled) and, with iterative deepening, one
    ``IterationInfo`` per finished iteration.
    """
    info = algorithm_info(options.algorithm)
    result = info.runner(game, state, options, observer, stop)
    # What only this algorithm's result has is of the type its entry declares (readers ask for that type).
    assert result.extras is None or type(result.extras) is info.extras, (info.id, type(result.extras))
    return result


def start(game: Game, state: State, options: SearchOptions, observer: Observer | None,
          stop: StopFlag | None) -> Search:
    """A root search ready to run: the options as they really run (``hand_over_to_solver``), checked, and
    the algorithm's chance rule applied before searching."""
    options = hand_over_to_solver(game, options)
    options.validate(game)
    algorithm_info(options.algorithm).refuse_chance(game)
    return Search(game, state, options, observer, stop)


def root_search(game: Game, state: State, options: SearchOptions, observer: Observer | None = None,
                stop: StopFlag | None = None) -> SearchResult:
    """Minimax, expectiminimax and alpha-beta: the root loop over the kernels (``Search.run``)."""
    return start(game, state, options, observer, stop).run()


def sss_runner(game: Game, state: State, options: SearchOptions, observer: Observer | None = None,
               stop: StopFlag | None = None) -> SearchResult:
    """SSS*: best first (Stockman), no root loop; DUAL* (``AlgorithmInfo.dual``) with the roles of MAX and MIN
    exchanged."""
    return sss_search(start(game, state, options, observer, stop), dual=algorithm_info(options.algorithm).dual)


def mtdf_runner(game: Game, state: State, options: SearchOptions, observer: Observer | None = None,
                stop: StopFlag | None = None) -> SearchResult:
    """MTD(f): zero-window alpha-beta passes, with the table on."""
    return mtdf_search(start(game, state, mtdf_options(options), observer, stop))


class Search(SearchContext):
    """A search from its options to its result: the root loop, iterative deepening, the kernel choice."""

    # -- the root -----------------------------------------------------------------------------------
    def run(self) -> SearchResult:
        options = self.options
        if options.enhancements.solve:
            solver = self.game.root_solver()
            assert solver is not None  # validate() refuses --solve for a game without a solver
            return solve_root(self, solver)
        if options.enhancements.iterative:
            return self.iterate()
        depth = options.depth if options.depth is not None else 1 << 30
        root = self.root_pass(self.make_kernel(), depth, -INF, INF)
        if self.table is not None and root.pv:
            root.pv = self.extend_pv(root.pv, depth)
        return self.result(root, options.depth)

    def root_pass(self, kernel: Kernel, depth: int, lo: float, hi: float) -> RootResult:
        """One pass of the root loop: every root move searched to ``depth`` within the window (lo, hi)."""
        game, options = self.game, self.options
        out = RootResult()
        self.root_values = out.values
        self.best_move = self.best_value = None
        util, player, children, given_probs = game.expand(self.state)
        probs = given_probs if given_probs is not None else ()
        self.counts[0] += 1
        record = self.record
        kind = MAX if player == self.max_player else (CHANCE_KIND if player == CHANCE else MIN)
        root_idx = record.add(-1, -1, kind, 0, lo, hi, len(children)) if record is not None else -1
        if util is not None:
            self.terminals += 1
            out.value = out.best_value = util * self.mult
            if record is not None:
                record.close(root_idx, out.value, TERMINAL, 0)
            return out
        self.root_total = len(children)
        is_max = player == self.max_player
        is_chance = player == CHANCE
        out.chance = is_chance
        out.is_max = is_max
        enh = options.enhancements
        if "pv" in enh.ordering and self.prev_pv and not is_chance:
            # The previous iteration's best move first (its line is followed below by the kernel).
            first = self.prev_pv[0]
            children = tuple(sorted(children, key=lambda mc: mc[0] != first))
        window_all = options.full_root_window
        pvs_on = enh.pvs and not window_all
        alpha, beta = lo, hi
        pvs_by_move: dict[int, list[int]] = {}
        best = -INF if is_max else INF
        expected = 0.0
        examined = 0
        try:
            for i, (move, child) in enumerate(children):
                a, b = (-INF, INF) if window_all else (alpha, beta)
                self.follow_pv(move)
                d = depth if is_chance else depth - 1
                if pvs_on and i > 0:
                    x = self.null_window_then_full(kernel, child, d, a, b, is_max, root_idx, move)
                else:
                    x = kernel(child, d, a, b, 1, root_idx, move)
                examined += 1
                bound = "exact" if window_all else _root_bound(x, alpha, beta, is_max)
                out.values.append(MoveValue(move, x, bound))
                pvs_by_move[move] = unroll_pv(self.pvs[1])
                if is_chance:
                    expected += probs[i] * x
                elif (is_max and x > best) or (not is_max and x < best):
                    best = x
                    self.best_move, self.best_value = move, x
                if is_max:
                    alpha = max(alpha, x)
                    if hi < INF and x >= hi:
                        break  # above the aspiration window: the caller re-searches
                else:
                    beta = min(beta, x)
                    if lo > -INF and x <= lo:
                        break
        except SearchStopped:
            out.stopped = True
        if record is not None and is_chance:
            record.probs[root_idx] = probs
        if record is not None:
            if out.stopped:
                record.finish_open_nodes()
            else:
                record.close(root_idx, expected if is_chance else best, EXPANDED, examined)
        if is_chance:
            self.chance_nodes += 1
            out.value = expected if not out.stopped else None
            if not out.stopped:
                # The PV of a chance root follows its most likely outcome.
                k = max(range(len(children)), key=lambda j: probs[j])
                out.best_move = children[k][0]
                out.pv = [out.best_move] + pvs_by_move[out.best_move]
            return out
        out.best_move, out.best_value = self.best_move, self.best_value
        out.value = self.best_value
        out.break_ties(options.tie_break, options.seed)
        if out.best_move is not None:
            out.pv = [out.best_move] + pvs_by_move[out.best_move]
        elif children:  # stopped before the first move finished: the static choice
            out.best_move = fallback_move(self.game, self.state, children)
        return out

    def follow_pv(self, move: int) -> None:
        """Tell the enhanced kernel whether the root move being searched starts the previous PV."""
        self.follow = 1 if self.prev_pv and self.prev_pv[0] == move else 0

    def null_window_then_full(self, kernel: Kernel, child: State, depth: int, a: float, b: float,
                               is_max: bool, parent: int, move: int) -> float:
        """PVS at the root: test the move with a null window; search it fully only if it may be better."""
        record = self.record
        mark = len(record) if record is not None else 0
        if is_max:
            x = kernel(child, depth, a, math.nextafter(a, INF), 1, parent, move)
            if not a < x < b:
                return x
        else:
            x = kernel(child, depth, math.nextafter(b, -INF), b, 1, parent, move)
            if not a < x < b:
                return x
        if record is not None:
            truncate_record(record, mark)
        self.follow_pv(move)
        return kernel(child, depth, a, b, 1, parent, move)

    # -- iterative deepening ------------------------------------------------------------------------
    def iterate(self) -> SearchResult:
        """Depth 1, 2, ... until the requested depth, the end of the game everywhere, or a limit."""
        game, options = self.game, self.options
        enh = options.enhancements
        last = options.depth if options.depth is not None else max(1, game.max_plies(self.state))
        iterations: list[IterationInfo] = []
        done: RootResult | None = None
        partial: RootResult | None = None
        done_depth: int | None = None
        done_record: TreeRecord | None = None  # the deepest finished depth's tree, kept if the next is stopped
        for depth in range(1, last + 1):
            if done is not None and self.should_stop():
                break  # stopped between iterations: the last one stands
            self.iteration = depth
            if self.table is not None:
                self.table.new_iteration()
            if options.record:
                self.record = TreeRecord(options.record_budget, game, self.state)
            kernel = self.make_kernel()
            nodes0, evals0, t0 = sum(self.counts), self.evaluations, time.perf_counter()
            borrowed0 = self.borrowed
            lo, hi = -INF, INF
            prev = done.value if done is not None else None
            if enh.aspiration and prev is not None and math.isfinite(prev):
                lo, hi = prev - enh.aspiration, prev + enh.aspiration
            researches = 0
            while True:
                root = self.root_pass(kernel, depth, lo, hi)
                if root.stopped or root.value is None:
                    break
                if root.value <= lo:
                    lo = -INF  # failed low: open the window below and search again
                elif root.value >= hi:
                    hi = INF
                else:
                    break
                researches += 1
            if root.stopped:
                partial = root
                break
            done, done_depth, done_record = root, depth, self.record
            complete = self.evaluations == evals0 and self.borrowed == borrowed0
            if self.table is not None:
                root.pv = self.extend_pv(root.pv, depth)
            self.prev_pv = list(root.pv)
            now = time.perf_counter()
            info = IterationInfo(
                depth=depth, value=root.value, best_move=root.best_move, pv=tuple(root.pv),
                nodes=sum(self.counts) - nodes0, total_nodes=sum(self.counts), time_s=now - t0,
                elapsed_s=now - self.t0, evaluations=self.evaluations - evals0, researches=researches,
                complete=complete, table_fill=(self.table.stats.fill if self.table is not None else None),
            )
            iterations.append(info)
            if self.observer is not None:
                self.observer(info)
            if complete:
                break
        answer = self.answer(done, partial)
        if answer is done and done is not None and (partial is not None or (
                self.should_stop() and not (iterations and iterations[-1].complete) and done_depth != last)):
            answer.stopped = True
        reached = done_depth if answer is done else self.iteration
        if options.depth is None and iterations and iterations[-1].complete and answer is done:
            reached = None  # the last iteration reached the end of the game everywhere: a full search
        result = self.result(answer, reached, iterations, done_depth)
        if partial is not None and done is not None and done_record is not None and done_record is not self.record:
            # Shown first: the deepest finished depth's tree, every root move closed; the stopped one is kept too.
            done_record.pv = tuple(done.pv)
            result.partial_tree, result.tree = result.tree, done_record
        return result

    @staticmethod
    def answer(done: RootResult | None, partial: RootResult | None) -> RootResult:
        """The deepest completed iteration's answer, unless the stopped iteration searched that move
        and found a strictly better one (then its best move, at the deeper depth)."""
        if done is None:
            assert partial is not None
            return partial
        if partial is None or partial.best_value is None or done.best_move is None:
            return done
        if done.chance:
            return done
        mine = next((mv for mv in partial.values if mv.move == done.best_move), None)
        if mine is None:
            return done
        better = partial.best_value > mine.value if partial.is_max else partial.best_value < mine.value
        return partial if better and partial.best_move != done.best_move else done

    def extend_pv(self, pv: list[int], depth: int) -> list[int]:
        """Continue a PV cut short by a table answer with the table's exact entries of the right depth."""
        table = self.table
        assert table is not None
        game = self.game
        state = self.state
        for m in pv:
            state = game.result(state, m)
        pv = list(pv)
        remaining = depth - len(pv)
        while remaining > 0 and not game.is_terminal(state):
            e = table.peek(game.key(state))
            if e is None or e[1] != remaining or e[3] != EXACT or e[4] is None:
                break
            if e[4] not in game.actions(state):
                break
            pv.append(e[4])
            state = game.result(state, e[4])
            remaining -= 1
        return pv

    # -- kernels ------------------------------------------------------------------------------------
    def make_kernel(self) -> Kernel:
        if self.options.chance_pruning != "none":
            return star_kernel(self)
        if self.options.enhancements.needs_pruning_kernel or self.record is not None:
            return enhanced_kernel(self)  # (recording: with every enhancement off, the textbook search, recorded)
        if algorithm_info(self.options.algorithm).prunes:
            return alphabeta_kernel(self)
        return minimax_kernel(self)


ROOT_LOOP_STATS: frozenset[StatsRow] = frozenset({"cutoffs", "full_tree"})
BEST_FIRST_STATS: frozenset[StatsRow] = frozenset({"cutoffs", "full_tree", "solved_whole"})
# The built-in algorithms, in the order the window lists them (``AlgorithmInfo.order``).
register(AlgorithmInfo("minimax", MINIMAX_TITLE, root_search, order=10, chance_nodes=True, enhancements="iterative",
                       splittable=True, steps="record", shallower_player=True))
register(AlgorithmInfo("alphabeta", ALPHABETA_TITLE, root_search, order=20, prose="alpha-beta", prunes=True,
                       enhancements="all", zero_window=True, splittable=True, steps="record",
                       deepens_when_limited=True, hands_over=True, stats=ROOT_LOOP_STATS))
register(AlgorithmInfo("expectiminimax", EXPECTIMINIMAX_TITLE, root_search, order=30, chance_nodes=True,
                       offered="chance", enhancements="iterative", chance_pruning=True, steps="record",
                       stats=frozenset({"chance"})))
register(AlgorithmInfo("sss", QT_TRANSLATE_NOOP("Algorithm", "SSS*"), sss_runner, order=40, prunes=True,
                       solves_whole=True, exact_root=False, steps="best_first", stats=BEST_FIRST_STATS,
                       extras=LeavesEvaluated))
register(AlgorithmInfo("dual", QT_TRANSLATE_NOOP("Algorithm", "DUAL*"), sss_runner, order=50, prunes=True,
                       solves_whole=True, dual=True, exact_root=False, steps="best_first", stats=BEST_FIRST_STATS,
                       extras=LeavesEvaluated))
register(AlgorithmInfo("mtdf", QT_TRANSLATE_NOOP("Algorithm", "MTD(f)"), mtdf_runner, order=60, prunes=True,
                       exact_root=False, enhancements="all", zero_window=True, steps="passes",
                       stats=frozenset({"cutoffs", "full_tree", "passes"}), extras=WindowPasses))
register(AlgorithmInfo("mcts", MCTS_TITLE, mcts_search, order=90, chance_nodes=True, offered="always", depth=False,
                       stats=frozenset({"mcts"}), extras=MctsStats))
ALGORITHM_NAMES = {a.id: a.in_prose for a in ALGORITHMS.values()}
"""Each algorithm's name as an English sentence writes it (the command line's words)."""


def _root_bound(x: float, alpha: float, beta: float, is_max: bool) -> Bound:
    """What a root move's fail-soft value proves: at or below alpha an upper bound, at or above beta a
    lower one. The side of the window the root player moves (alpha at MAX) is open (infinite) unless an
    aspiration window closed it, so only a finite edge there makes a bound."""
    if is_max:
        if x <= alpha:
            return "upper"
        return "lower" if x >= beta and beta < INF else "exact"
    if x >= beta:
        return "lower"
    return "upper" if x <= alpha and alpha > -INF else "exact"


def evaluated_and_pruned_leaves(record: TreeRecord, root: Any) -> tuple[list[list[int]], list[list[int]]]:
    """For explicit trees: paths of the leaves evaluated (visit order) and of the leaves never reached.

    A leaf is "evaluated" when the search reached it (a terminal, or a depth-cutoff evaluation); the
    pruned leaves are every leaf below a move a cutoff left unexamined.
    """
    evaluated = []
    pruned: list[list[int]] = []
    for i in range(len(record)):
        end = record.end[i]
        if end in (TERMINAL, CUTOFF):
            evaluated.append(record.path(i))
        elif end in (BETA_CUT, ALPHA_CUT):
            node = root.node_at(record.path(i))
            for m in record.pruned_moves(i):
                pruned.extend(list(leaf.path) for leaf in node.children[m].leaves())
    return evaluated, pruned


def leaves_of(result: SearchResult, root: Any) -> tuple[list[list[int]], list[list[int]]]:
    """For explicit trees: the leaves a search evaluated (in order) and those it never reached, from
    SSS*'s own list or from the tree record (empty lists when the search kept neither)."""
    if result.extra(LeavesEvaluated) is not None:
        return sss_evaluated_and_pruned_leaves(result, root)
    if isinstance(result.tree, MtdfRecord):
        # Every pass evaluates leaves again (the table answers some): each leaf once, in the order first
        # evaluated, and "pruned" are the leaves no pass reached.
        evaluated, _ = evaluated_and_pruned_leaves(result.tree, root)
        seen = dict.fromkeys(tuple(p) for p in evaluated)
        pruned = [list(leaf.path) for leaf in root.leaves()
                  if not any(tuple(leaf.path[:i]) in seen for i in range(len(leaf.path) + 1))]
        return [list(p) for p in seen], pruned
    if result.tree is not None:
        return evaluated_and_pruned_leaves(result.tree, root)
    return [], []


def compare_with_plain(game: Game, state: State, options: SearchOptions) -> tuple[SearchResult, SearchResult]:
    """Search ``state`` with ``options`` and again with plain expectiminimax: (pruned, plain).

    The difference in ``stats.nodes`` is what the chance pruning saved; the values are equal.
    """
    pruned = search(game, state, options)
    plain = search(game, state, replace(options, chance_pruning="none", record=False))
    return pruned, plain
