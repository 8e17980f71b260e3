"""Minimax, alpha-beta and expectiminimax with an optional depth cutoff.

The algorithms are the textbook ones (AIMA's MINIMAX-SEARCH and ALPHA-BETA-SEARCH, with
H-MINIMAX's cutoff):

* values are from the point of view of the player to move at the root (``game.perspective``), who
  maximises; the other player minimises; a chance node's value is the probability-weighted mean;
* at the depth cutoff a non-terminal state gets the evaluation function's value, a terminal state
  its utility; depth counts plies from the root, and chance nodes do not consume depth;
* alpha-beta examines children in the game's action order and prunes exactly as the textbook does:
  at a MAX node it stops when v >= beta, at a MIN node when v <= alpha (alpha and beta are passed
  down, unlike one listing in our seed notes that forgets to). So the set of evaluated leaves is
  well defined, and the tests pin it.

Speed: each node costs one ``game.expand`` call and a handful of local operations. There are three
kernels: the two fast ones (minimax/expectiminimax and alpha-beta) count but record nothing; the
recording kernel also writes every node into a ``TreeRecord``. They are kept separate on purpose:
a ``if recording:`` test on every node of the fast kernels would cost more than the record itself
is allowed to (2x).

Stopping and progress: every ``CHECK_EVERY`` inner nodes the kernels call ``_check``, which raises
``_Stopped`` when the stop flag is set and reports progress when ``progress_interval`` has passed.
The root loop catches ``_Stopped`` and returns the best result among the finished root moves.
Time and node limits (``time_limit``, ``node_limit``) stop the search the same way.

Enhancements (``SearchOptions.enhancements``, all off by default — see ``engine.enhancements``):
iterative deepening runs the root loop once per depth (``_iterate``); the transposition table, move
ordering, PVS and the quiescence extension live in a fourth kernel (``engine.enhanced``), used only
when one of them is on, so the textbook kernels stay as fast and as exact as they are; ``solve``
hands the position to the game's exact solver (``Game.root_solver``). Another algorithm is one more
branch in ``_make_kernel``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from .enhanced import enhanced_kernel
from .enhancements import Enhancements
from .errors import SearchConfigError
from .evaluation import Evaluation
from .game import CHANCE, Game, State
from .ordering import fallback_move
from .record import (
    ALPHA_CUT,
    BETA_CUT,
    CHANCE_KIND,
    CUTOFF,
    EXPANDED,
    MAX,
    MIN,
    STOPPED,
    TERMINAL,
    TreeRecord,
)
from .results import Bound, IterationInfo, MoveValue, Progress, SearchResult, SearchStats
from .star import make_kernel as star_kernel
from .tt import TranspositionTable

ALGORITHMS = ("minimax", "alphabeta", "expectiminimax")
INF = math.inf
NO_ENHANCEMENTS = Enhancements()
CHECK_EVERY = 256  # inner nodes between stop/progress checks: ~0.3 ms at 1M nodes/s, ~15 ms at 20k/s
FASTER_WINS_HORIZON = 1000  # with "prefer faster wins", a win n plies away is worth W * (1000 - n)


class StopFlag(Protocol):
    def is_set(self) -> bool: ...


@dataclass(frozen=True)
class SearchOptions:
    """What to search and how. ``depth=None`` searches to the end of the game ("full")."""

    algorithm: str = "alphabeta"
    depth: int | None = None
    evaluation: Evaluation | None = None
    exact_root: bool = False
    """Search every root move with a full window, so every root value is exact (costs nodes)."""
    tie_break: str = "first"
    """"first" or "random" (seeded by ``seed``) among root moves with the best exact value."""
    seed: int | None = None
    record: bool = False
    record_budget: int = 300_000
    faster_wins: bool = False
    progress_interval: float = 0.05
    chance_pruning: str = "none"
    """"none", or Ballard's "star1" / "star2" pruning at chance nodes (expectiminimax; see engine/star.py)."""
    time_limit: float | None = None
    """Seconds; the search stops (keeping what it found) when they have passed."""
    node_limit: int | None = None
    """The search stops once it has visited this many nodes (checked every few inner nodes)."""
    enhancements: Enhancements = NO_ENHANCEMENTS

    def validate(self, game: Game) -> None:
        if self.algorithm not in ALGORITHMS:
            raise SearchConfigError(f"unknown algorithm {self.algorithm!r} (known: {', '.join(ALGORITHMS)})")
        if self.depth is not None and self.depth < 1:
            raise SearchConfigError(f"depth must be at least 1 or 'full', got {self.depth}")
        if self.depth is not None and self.evaluation is None:
            raise SearchConfigError("a depth cutoff needs an evaluation function")
        if self.tie_break not in ("first", "random"):
            raise SearchConfigError(f"tie-break must be 'first' or 'random', got {self.tie_break!r}")
        if self.record_budget < 1:
            raise SearchConfigError("the record budget must be at least one node")
        if self.faster_wins and not game.scales_utility:
            raise SearchConfigError("prefer faster wins scales wins and losses; an explicit tree's leaf values are "
                                    "taken as given")
        if self.time_limit is not None and not self.time_limit > 0:
            raise SearchConfigError(f"the time limit must be positive, got {self.time_limit:g} s")
        if self.node_limit is not None and self.node_limit < 1:
            raise SearchConfigError(f"the node limit must be at least 1, got {self.node_limit}")
        enh = self.enhancements
        problems = enh.problems()
        if problems:
            raise SearchConfigError(problems[0])
        if enh.needs_pruning_kernel and self.algorithm != "alphabeta":
            raise SearchConfigError("the table, move ordering, PVS and quiescence need the alpha-beta algorithm")
        if enh.iterative and self.evaluation is None:
            raise SearchConfigError("iterative deepening needs an evaluation function for its shallow iterations")
        if enh.solve:
            if game.root_solver() is None:
                raise SearchConfigError(f"{game.title} has no exact solver")
            if self.depth is not None:
                raise SearchConfigError("the solver searches to the end of the game: use depth 'full'")


class _Stopped(Exception):
    pass


def utility_scale(game: Game, options: SearchOptions) -> tuple[float, str]:
    """The multiplier for terminal utilities, and a sentence saying which scale is in use."""
    if not game.scales_utility:
        return 1, "leaf values as given"
    w: int | float = 1  # (an int stays an int: a win is worth 10000, not 10000.0, in the output)
    cutoff = options.depth is not None or (options.enhancements.iterative and not options.enhancements.solve)
    if cutoff and options.evaluation is not None:
        w = options.evaluation.win_score
        w = int(w) if math.isfinite(w) and float(w).is_integer() else w
    if options.faster_wins:
        return w, (f"win = +{w * FASTER_WINS_HORIZON:g} − {w:g} per ply to the win, draw = 0, "
                   "loss likewise negative (prefer faster wins)")
    if w == 1:
        return w, "win = +1, draw = 0, loss = −1 (textbook utilities)"
    return w, f"win = +{w:g}, draw = 0, loss = −{w:g} (so a win outweighs any evaluation)"


def search(game: Game, state: State, options: SearchOptions = SearchOptions(),
           observer: Callable[[Progress | IterationInfo], None] | None = None,
           stop: StopFlag | None = None) -> SearchResult:
    """Search ``state`` and return its value, best move, PV, root move values and statistics.

    The observer receives ``Progress`` records (throttled) and, with iterative deepening, one
    ``IterationInfo`` per finished iteration.
    """
    options.validate(game)
    return _Search(game, state, options, observer, stop).run()


class _Root:
    """What one pass of the root loop found."""

    __slots__ = ("best_move", "best_value", "chance", "is_max", "pv", "stopped", "ties", "value", "values")

    def __init__(self) -> None:
        self.best_move: int | None = None
        self.best_value: float | None = None
        self.value: float | None = None
        self.pv: list[int] = []
        self.ties: list[int] = []
        self.values: list[MoveValue] = []
        self.stopped = False
        self.chance = False
        self.is_max = True


class _Search:
    def __init__(self, game: Game, state: State, options: SearchOptions,
                 observer: Callable[[Any], None] | None, stop: StopFlag | None) -> None:
        self.game = game
        self.state = state
        self.options = options
        self.observer = observer
        self.stop = stop
        self.max_player = game.perspective(state)
        self.mult, self.scale = utility_scale(game, options)
        if self.max_player == 1:
            self.mult = -self.mult
        plies = game.max_plies(state) + 2
        self.counts = [0] * plies
        self.pvs: list[Any] = [None] * (plies + 1)
        self.root_values: list[MoveValue] = []
        self.root_total = 0
        self.best_move: int | None = None
        self.best_value: float | None = None
        self.evaluations = 0
        self.terminals = 0
        self.cutoffs = 0
        self.first_cuts = 0
        self.pruned = 0
        self.chance_nodes = 0
        self.chance_cutoffs = self.chance_pruned = self.probes = 0  # Star1/Star2 (engine/star.py)
        self.research_nodes = 0  # Star2 probes searched again for the record
        self.extensions = 0
        self.solver_nodes = 0
        self.iteration: int | None = None
        self.follow = 0  # how far the path being searched follows the previous iteration's PV
        self.record = TreeRecord(options.record_budget, game, state) if options.record else None
        enh = options.enhancements
        self.table = TranspositionTable(enh.tt_mb) if enh.tt_mb and not enh.solve else None
        # Move-ordering memory, kept across iterations: killers per ply, history per player and move.
        self.killers: list[list[int | None]] = [[None, None] for _ in range(plies + 1)]
        self.history: dict[int, dict[int, int]] = {0: {}, 1: {}}
        self.prev_pv: list[int] = []
        self.node_limit = options.node_limit
        # With a node limit, check often enough that the limit is overshot by a few dozen nodes at most.
        limit = options.node_limit
        self.check_every = CHECK_EVERY if limit is None else max(1, min(CHECK_EVERY, limit // 512))
        self.t0 = time.perf_counter()
        self.deadline = self.t0 + options.time_limit if options.time_limit is not None else None
        self.last_report = self.t0

    # -- progress and stopping --------------------------------------------------------------------
    def check(self) -> None:
        if self.stop is not None and self.stop.is_set():
            raise _Stopped
        if self.deadline is not None or self.observer is not None:
            now = time.perf_counter()
            if self.deadline is not None and now >= self.deadline:
                raise _Stopped
            if self.observer is not None and now - self.last_report >= self.options.progress_interval:
                self.last_report = now
                self.observer(self.progress(now))
        if self.node_limit is not None and sum(self.counts) + self.solver_nodes >= self.node_limit:
            raise _Stopped

    def _should_stop(self) -> bool:
        try:
            self.check()
        except _Stopped:
            return True
        return False

    def progress(self, now: float) -> Progress:
        nodes = sum(self.counts) + self.solver_nodes
        elapsed = now - self.t0
        depth = max((d for d, c in enumerate(self.counts) if c), default=0)
        return Progress(
            nodes=nodes, evaluations=self.evaluations, cutoffs=self.cutoffs, pruned=self.pruned, depth=depth,
            nodes_per_second=nodes / elapsed if elapsed > 0 else 0.0, elapsed_s=elapsed,
            best_move=self.best_move, best_value=self.best_value, root_values=tuple(self.root_values),
            root_done=len(self.root_values), root_total=self.root_total, iteration=self.iteration,
        )

    # -- the root -----------------------------------------------------------------------------------
    def run(self) -> SearchResult:
        game, options = self.game, self.options
        if options.algorithm == "alphabeta" and game.has_chance:
            # Checked before searching: alpha-beta has no rule for chance nodes (Star1/Star2 do).
            raise SearchConfigError("alpha-beta cannot search chance nodes: use expectiminimax")
        if options.enhancements.solve:
            solver = self.game.root_solver()
            assert solver is not None  # validate() refuses --solve for a game without a solver
            return solver(self)
        if options.enhancements.iterative:
            return self._iterate()
        depth = options.depth if options.depth is not None else 1 << 30
        root = self._root(self._make_kernel(), depth, -INF, INF)
        if self.table is not None and root.pv:
            root.pv = self._extend_pv(root.pv, depth)
        return self._result(root, options.depth)

    def _root(self, kernel: Callable[..., float], depth: int, lo: float, hi: float) -> _Root:
        """One pass of the root loop: every root move searched to ``depth`` within the window (lo, hi)."""
        game, options = self.game, self.options
        algorithm = options.algorithm
        out = _Root()
        self.root_values = out.values
        self.best_move = self.best_value = None
        util, player, children, maybe_probs = game.expand(self.state)
        probs = maybe_probs or ()  # (only chance nodes have probabilities)
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
        pvs_on = enh.pvs and algorithm == "alphabeta" and not options.exact_root
        alpha, beta = lo, hi
        pvs_by_move: dict[int, list[int]] = {}
        best = -INF if is_max else INF
        expected = 0.0
        examined = 0
        try:
            for i, (move, child) in enumerate(children):
                window_all = algorithm != "alphabeta" or options.exact_root
                a, b = (-INF, INF) if window_all else (alpha, beta)
                self._follow_pv(move)
                d = depth if is_chance else depth - 1
                if pvs_on and i > 0:
                    x = self._null_window_then_full(kernel, child, d, a, b, is_max, root_idx, move)
                else:
                    x = kernel(child, d, a, b, 1, root_idx, move)
                examined += 1
                bound = "exact" if window_all else _root_bound(x, alpha, beta, is_max)
                out.values.append(MoveValue(move, x, bound))
                pvs_by_move[move] = _unroll(self.pvs[1])
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
        except _Stopped:
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
        out.ties = [mv.move for mv in out.values if mv.bound == "exact" and mv.value == out.value]
        if out.ties and options.tie_break == "random" and len(out.ties) > 1:
            out.best_move = random.Random(options.seed).choice(out.ties)
        if out.best_move is not None:
            out.pv = [out.best_move] + pvs_by_move[out.best_move]
        elif children:  # stopped before the first move finished: the static choice
            out.best_move = fallback_move(self.game, self.state, children)
        return out

    def _follow_pv(self, move: int) -> None:
        """Tell the enhanced kernel whether the root move being searched starts the previous PV."""
        self.follow = 1 if self.prev_pv and self.prev_pv[0] == move else 0

    def _null_window_then_full(self, kernel: Callable[..., float], child: State, depth: int, a: float, b: float,
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
        self._follow_pv(move)
        return kernel(child, depth, a, b, 1, parent, move)

    def _result(self, root: _Root, depth: int | None, iterations: list[IterationInfo] | None = None,
                depth_reached: int | None = None) -> SearchResult:
        options = self.options
        pv_chance = self._chance_flags(root.pv) if root.pv else []
        elapsed = time.perf_counter() - self.t0
        nonzero = [d for d, c in enumerate(self.counts) if c]
        stats = SearchStats(
            nodes=sum(self.counts) + self.solver_nodes, evaluations=self.evaluations, terminals=self.terminals,
            cutoffs=self.cutoffs, pruned=self.pruned, max_depth=max(nonzero, default=0),
            nodes_per_depth=self.counts[: max(nonzero, default=0) + 1], elapsed_s=elapsed,
            chance_nodes=self.chance_nodes, chance_cutoffs=self.chance_cutoffs, chance_pruned=self.chance_pruned,
            probes=self.probes, research_nodes=self.research_nodes, first_move_cutoffs=self.first_cuts,
            extensions=self.extensions,
        )
        record = self.record
        if record is not None:
            record.pv = tuple(root.pv)
        uses_eval = options.evaluation is not None and (options.depth is not None or options.enhancements.iterative)
        return SearchResult(
            value=root.value, best_move=root.best_move, pv=root.pv, moves=list(root.values), ties=root.ties,
            stats=stats, algorithm=options.algorithm, depth=depth,
            evaluation=options.evaluation.describe() if uses_eval and options.evaluation else None,
            scale=self.scale, stopped=root.stopped, tree=record, pv_is_chance=pv_chance,
            iterations=iterations or [], depth_reached=depth_reached if iterations is not None else depth,
            table=self.table.stats if self.table is not None else None,
            method=options.enhancements.describe(),
        )

    # -- iterative deepening ------------------------------------------------------------------------
    def _iterate(self) -> SearchResult:
        """Depth 1, 2, ... until the requested depth, the end of the game everywhere, or a limit."""
        game, options = self.game, self.options
        enh = options.enhancements
        last = options.depth if options.depth is not None else max(1, game.max_plies(self.state))
        iterations: list[IterationInfo] = []
        done: _Root | None = None
        partial: _Root | None = None
        done_depth: int | None = None
        for depth in range(1, last + 1):
            if done is not None and self._should_stop():
                break  # stopped between iterations: the last one stands
            self.iteration = depth
            if self.table is not None:
                self.table.new_iteration()
            if options.record:
                self.record = TreeRecord(options.record_budget, game, self.state)
            kernel = self._make_kernel()
            nodes0, evals0, t0 = sum(self.counts), self.evaluations, time.perf_counter()
            lo, hi = -INF, INF
            prev = done.value if done is not None else None
            if enh.aspiration and prev is not None and math.isfinite(prev):
                lo, hi = prev - enh.aspiration, prev + enh.aspiration
            researches = 0
            while True:
                root = self._root(kernel, depth, lo, hi)
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
            done, done_depth = root, depth
            complete = self.evaluations == evals0
            if self.table is not None:
                root.pv = self._extend_pv(root.pv, depth)
            self.prev_pv = list(root.pv)
            now = time.perf_counter()
            info = IterationInfo(
                depth=depth, value=root.value, best_move=root.best_move, pv=tuple(root.pv),
                nodes=sum(self.counts) - nodes0, total_nodes=sum(self.counts), time_s=now - t0,
                elapsed_s=now - self.t0, evaluations=self.evaluations - evals0, researches=researches,
                complete=complete, table_fill=self._table_fill(),
            )
            iterations.append(info)
            if self.observer is not None:
                self.observer(info)
            if complete:
                break
        answer = self._answer(done, partial)
        if answer is done and done is not None and (partial is not None or (
                self._should_stop() and not (iterations and iterations[-1].complete) and done_depth != last)):
            answer.stopped = True
        reached = done_depth if answer is done else self.iteration
        if options.depth is None and iterations and iterations[-1].complete and answer is done:
            reached = None  # the last iteration reached the end of the game everywhere: a full search
        return self._result(answer, reached, iterations, done_depth)

    @staticmethod
    def _answer(done: _Root | None, partial: _Root | None) -> _Root:
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

    def _table_fill(self) -> float | None:
        return self.table.stats.fill if self.table is not None else None

    def _extend_pv(self, pv: list[int], depth: int) -> list[int]:
        """Continue a PV cut short by a table answer with the table's exact entries of the right depth."""
        from .tt import EXACT

        table = self.table
        assert table is not None
        game = self.game
        state = self.state
        for m in pv:
            state = game.result(state, m)
        pv = list(pv)
        remaining = depth - len(pv)
        while remaining > 0 and not game.is_terminal(state):
            e = table.slots[hash(game.key(state)) % table.size]
            if e is None or e[0] != game.key(state) or e[1] != remaining or e[3] != EXACT or e[4] is None:
                break
            if e[4] not in game.actions(state):
                break
            pv.append(e[4])
            state = game.result(state, e[4])
            remaining -= 1
        return pv

    def _chance_flags(self, pv: list[int]) -> list[bool]:
        flags = []
        state = self.state
        for move in pv:
            flags.append(self.game.to_move(state) == CHANCE)
            state = self.game.result(state, move)
        return flags

    # -- kernels ------------------------------------------------------------------------------------
    def _make_kernel(self) -> Callable[..., float]:
        if self.options.chance_pruning != "none":
            return star_kernel(self)
        if self.options.enhancements.needs_pruning_kernel:
            return enhanced_kernel(self)
        if self.record is not None:
            return self._recording_kernel()
        if self.options.algorithm == "alphabeta":
            return self._alphabeta_kernel()
        return self._minimax_kernel()

    def _common(self) -> tuple[Any, ...]:
        ev = self.options.evaluation
        evaluate = ev.score if ev is not None else None
        return (self.game.expand, evaluate, self.max_player, self.mult, self.options.faster_wins,
                self.counts, self.pvs)

    def _minimax_kernel(self) -> Callable[..., float]:
        """Plain minimax; at chance nodes the expectation (expectiminimax). No pruning."""
        expand, evaluate, max_player, mult, faster, counts, pvs = self._common()
        search = self
        every = self.check_every
        tick = every
        horizon = FASTER_WINS_HORIZON

        def mm(state: State, depth: int, alpha: float, beta: float, ply: int,
               parent: int = -1, move: int = -1) -> float:
            nonlocal tick
            counts[ply] += 1
            util, player, children, probs = expand(state)
            if util is not None:
                search.terminals += 1
                pvs[ply] = None
                return util * mult * (horizon - ply) if faster and util else util * mult
            if depth == 0 and player != CHANCE:
                search.evaluations += 1
                pvs[ply] = None
                return evaluate(state, max_player)
            tick -= 1
            if tick <= 0:
                tick = every
                search.check()
            nply = ply + 1
            pvs[ply] = None
            if player == max_player:
                depth -= 1
                v = -INF
                for m, child in children:
                    x = mm(child, depth, alpha, beta, nply)
                    if x > v:
                        v = x
                        pvs[ply] = (m, pvs[nply])
                return v
            if player == CHANCE:
                search.chance_nodes += 1
                v = 0.0
                best_p = -1.0
                for (m, child), p in zip(children, probs, strict=True):
                    v += p * mm(child, depth, alpha, beta, nply)
                    if p > best_p:  # the PV goes on through the most likely outcome
                        best_p = p
                        pvs[ply] = (m, pvs[nply])
                return v
            depth -= 1
            v = INF
            for m, child in children:
                x = mm(child, depth, alpha, beta, nply)
                if x < v:
                    v = x
                    pvs[ply] = (m, pvs[nply])
            return v

        return mm

    def _alphabeta_kernel(self) -> Callable[..., float]:
        """Fail-soft alpha-beta with the textbook cutoff tests."""
        expand, evaluate, max_player, mult, faster, counts, pvs = self._common()
        search = self
        every = self.check_every
        tick = every
        horizon = FASTER_WINS_HORIZON

        def ab(state: State, depth: int, alpha: float, beta: float, ply: int,
               parent: int = -1, move: int = -1) -> float:
            nonlocal tick
            counts[ply] += 1
            util, player, children, _ = expand(state)
            if util is not None:
                search.terminals += 1
                pvs[ply] = None
                return util * mult * (horizon - ply) if faster and util else util * mult
            if depth == 0:
                search.evaluations += 1
                pvs[ply] = None
                return evaluate(state, max_player)
            tick -= 1
            if tick <= 0:
                tick = every
                search.check()
            depth -= 1
            nply = ply + 1
            pvs[ply] = None
            if player == max_player:
                v = -INF
                for i, (m, child) in enumerate(children):
                    x = ab(child, depth, alpha, beta, nply)
                    if x > v:
                        v = x
                        pvs[ply] = (m, pvs[nply])
                        if v >= beta:
                            rest = len(children) - i - 1
                            if rest:  # a cut after the last child prunes nothing: not counted
                                search.cutoffs += 1
                                search.pruned += rest
                                if i == 0:
                                    search.first_cuts += 1
                            return v
                        if v > alpha:
                            alpha = v
                return v
            v = INF
            for i, (m, child) in enumerate(children):
                x = ab(child, depth, alpha, beta, nply)
                if x < v:
                    v = x
                    pvs[ply] = (m, pvs[nply])
                    if v <= alpha:
                        rest = len(children) - i - 1
                        if rest:
                            search.cutoffs += 1
                            search.pruned += rest
                            if i == 0:
                                search.first_cuts += 1
                        return v
                    if v < beta:
                        beta = v
            return v

        return ab

    def _recording_kernel(self) -> Callable[..., float]:
        """Any algorithm, writing every node (within the budget) into the record.

        The record's columns are appended through local bound methods (no call to ``TreeRecord.add``
        per node), and once the budget is spent, subtrees below unrecorded nodes run in the fast
        kernel: recording costs what it records, not more.
        """
        expand, evaluate, max_player, mult, faster, counts, pvs = self._common()
        search = self
        record = self.record
        assert record is not None
        fast = self._alphabeta_kernel() if self.options.algorithm == "alphabeta" else self._minimax_kernel()
        budget = record.budget
        parent_col = record.parent
        (put_parent, put_move, put_kind, put_ply, put_alpha, put_beta, put_value, put_end, put_n, put_k, put_size,
         value_col, end_col, k_col, size_col) = record.writers()
        probs_of = record.probs
        prune = self.options.algorithm == "alphabeta"
        every = self.check_every
        tick = every
        horizon = FASTER_WINS_HORIZON
        nan = math.nan

        def rec(state: State, depth: int, alpha: float, beta: float, ply: int, parent: int, move: int) -> float:
            nonlocal tick
            idx = len(parent_col)
            if idx >= budget:
                record.truncated = True
                return fast(state, depth, alpha, beta, ply)
            counts[ply] += 1
            util, player, children, probs = expand(state)
            n = len(children)
            put_parent(parent)
            put_move(move)
            put_kind(MAX if player == max_player else (CHANCE_KIND if player == CHANCE else MIN))
            put_ply(ply)
            put_alpha(alpha)
            put_beta(beta)
            put_value(nan)
            put_n(n)
            put_k(0)
            put_size(1)
            if util is not None:
                search.terminals += 1
                pvs[ply] = None
                v = util * mult * (horizon - ply) if faster and util else util * mult
                put_end(TERMINAL)
                value_col[idx] = v
                return v
            if depth == 0 and player != CHANCE:
                search.evaluations += 1
                pvs[ply] = None
                v = evaluate(state, max_player)
                put_end(CUTOFF)
                value_col[idx] = v
                return v
            put_end(STOPPED)  # until it closes
            tick -= 1
            if tick <= 0:
                tick = every
                search.check()
            nply = ply + 1
            pvs[ply] = None
            end = EXPANDED
            k = 0
            if player == CHANCE:
                search.chance_nodes += 1
                probs_of[idx] = probs
                v = 0.0
                best_p = -1.0
                for (m, child), p in zip(children, probs, strict=True):
                    v += p * rec(child, depth, -INF, INF, nply, idx, m)
                    k += 1
                    if p > best_p:
                        best_p = p
                        pvs[ply] = (m, pvs[nply])
            elif player == max_player:
                depth -= 1
                v = -INF
                for m, child in children:
                    x = rec(child, depth, alpha, beta, nply, idx, m)
                    k += 1
                    if x > v:
                        v = x
                        pvs[ply] = (m, pvs[nply])
                        if prune:
                            if v >= beta:
                                end = BETA_CUT
                                break
                            if v > alpha:
                                alpha = v
            else:
                depth -= 1
                v = INF
                for m, child in children:
                    x = rec(child, depth, alpha, beta, nply, idx, m)
                    k += 1
                    if x < v:
                        v = x
                        pvs[ply] = (m, pvs[nply])
                        if prune:
                            if v <= alpha:
                                end = ALPHA_CUT
                                break
                            if v < beta:
                                beta = v
            if end != EXPANDED and k == n:
                end = EXPANDED  # the cut came with the last child: nothing was pruned
            if end != EXPANDED:
                search.cutoffs += 1
                search.pruned += n - k
                if k == 1:
                    search.first_cuts += 1
            value_col[idx] = v
            end_col[idx] = end
            k_col[idx] = k
            size_col[idx] = len(parent_col) - idx
            return v

        return rec


def truncate_record(record: TreeRecord, mark: int) -> None:
    """Drop the nodes recorded from index ``mark`` on (a PVS probe that is searched again in full)."""
    for col in (record.parent, record.move, record.kind, record.ply, record.alpha_in, record.beta_in,
                record.value, record.end, record.n_children, record.n_examined, record.size):
        del col[mark:]
    for i in [i for i in record.probs if i >= mark]:
        del record.probs[i]


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


def _unroll(pv: Any) -> list[int]:
    """A PV stored as nested (move, rest) pairs, as a list."""
    out = []
    while pv is not None:
        out.append(pv[0])
        pv = pv[1]
    return out


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
