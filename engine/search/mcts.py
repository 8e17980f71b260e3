"""Monte Carlo tree search with UCB1 selection (UCT, Kocsis and Szepesvári 2006).

Each playout makes four steps through a tree the search keeps in memory:

1. **selection**: from the root, while a node has all its children in the tree, go to the child with the
   best UCB1 score, ``mean + c · span · sqrt(ln N / n)`` (``mean`` for the player choosing there: the root
   player's mean at its own nodes, minus it at the opponent's); at a chance node, sample an outcome with
   its probability instead;
2. **expansion**: add one child not yet in the tree (drawn at random among those left), or at a chance
   node the sampled outcome if it is new;
3. **playout**: from the new node, random moves (chance sampled) to the end of the game, or, with
   ``playout_plies``, that many random plies and then the game's evaluation scaled into the win/loss range;
4. **backup**: the playout's value, for the root player, is added to every node on the path.

Values are for the root player throughout, so a node's mean is comparable with alpha-beta's values: +1 a
win, −1 a loss with win/draw/loss utilities (explicit trees: their leaf values, ``span`` then half their
range so that c means the same). The answer is the most visited root move (ties: the better mean).

The search stops after its playouts, or when a time or node limit (tree nodes) is reached or its stop
flag is set (``SearchContext.check``, between playouts): what it has is the answer then. Every random draw
comes from one generator seeded with ``SearchOptions.seed``, so a run with a seed replays exactly.
"""

from __future__ import annotations

import math
import random
import time

from ..errors import SearchConfigError
from ..game import CHANCE, Game, State
from ..i18n import QT_TRANSLATE_NOOP, Phrase
from ..ordering import fallback_move
from ..record import CHANCE_KIND, EXPANDED, MAX, MIN, TERMINAL
from ..results import MctsStats, MoveValue, Progress, SearchResult, SearchStats
from .core import Observer
from .handover import let_waiting_threads_run
from .mcts_record import LEAF, MctsRecord
from .options import DEFAULT_PLAYOUTS, SearchOptions, StopFlag

LIVE_TREE_INTERVAL = 0.5
"""Seconds at least between two snapshots of the tree for a window watching it grow."""
LIVE_TREE_SHARE = 0.1
"""At most this share of the search's time goes to those snapshots (each one walks the whole tree)."""


class Node:
    """One node of the search's tree. ``total`` is the sum of the playout values (root player's view)
    through it; ``pending`` the children not yet in the tree (decision nodes: (place, move, state));
    a chance node keeps all its outcomes in ``outcomes`` and the ones sampled so far in ``kids``."""

    __slots__ = ("children", "kids", "move", "n_children", "outcomes", "pending", "place", "player", "ply",
                 "probs", "state", "total", "ucb", "util", "visits")

    def __init__(self, move: int, place: int, state: State, ply: int) -> None:
        self.move = move
        self.place = place  # its place among its parent's moves, in the game's order
        self.state = state
        self.ply = ply
        self.player = 0
        self.util: float | None = None
        self.children: list[Node] = []
        self.pending: list[tuple[int, int, State]] = []
        self.outcomes: list[tuple[int, State]] = []
        self.kids: dict[int, Node] = {}
        self.probs: tuple[float, ...] = ()
        self.n_children = 0
        self.visits = 0
        self.total = 0.0
        self.ucb = math.nan


def mcts_search(game: Game, state: State, options: SearchOptions, observer: Observer | None = None,
                stop: StopFlag | None = None) -> SearchResult:
    """Run Monte Carlo tree search on ``state`` (``options.algorithm`` is "mcts")."""
    options.validate(game)
    return MctsSearch(game, state, options, observer, stop).run()


class MctsSearch:
    """One Monte Carlo tree search: the tree, the random generator, the four steps, the answer."""

    def __init__(self, game: Game, state: State, options: SearchOptions, observer: Observer | None,
                 stop: StopFlag | None) -> None:
        self.game, self.state, self.options, self.observer, self.stop = game, state, options, observer, stop
        self.max_player = game.perspective(state)
        self.counts = [0] * (game.max_plies(state) + 2)  # tree nodes per ply
        self.evaluations = 0
        self.terminals = 0
        self.t0 = self.last_report = time.perf_counter()
        self.deadline = self.t0 + options.time_limit if options.time_limit is not None else None
        self.rng = random.Random(options.seed)
        self.sign = 1.0 if self.max_player == 0 else -1.0  # utility for player 0 -> for the root player
        self.span = self.value_span(game, state)
        self.c = options.exploration * self.span
        ev = options.evaluation
        self.eval_scale = (ev.win_score if ev is not None and game.scales_utility and math.isfinite(ev.win_score)
                           and ev.win_score > 0 else None)
        self.playouts = 0
        self.root = self.new_node(-1, 0, state, 0)
        self.target = options.playouts if options.playouts is not None else (
            None if options.limited else DEFAULT_PLAYOUTS)
        self.interrupted = False
        self.last_tree = self.t0
        self.tree_cost = 0.0  # seconds the last snapshot took

    @staticmethod
    def value_span(game: Game, state: State) -> float:
        """Half the range of the values (1 for win/draw/loss): UCB1's exploration term is scaled by it."""
        bounds = game.value_range(state)
        if bounds is None or not all(map(math.isfinite, bounds)):
            return 1.0
        lo, hi = bounds
        return (hi - lo) / 2 if hi > lo and math.isfinite(hi - lo) else 1.0

    # -- the tree ------------------------------------------------------------------------------------
    def new_node(self, move: int, place: int, state: State, ply: int) -> Node:
        node = Node(move, place, state, ply)
        counts = self.counts
        if ply >= len(counts):
            counts.extend([0] * (ply + 1 - len(counts)))
        counts[ply] += 1
        util, player, children, probs = self.game.expand(state)
        node.player = player
        if util is not None:
            node.util = util * self.sign
            return node
        node.n_children = len(children)
        if player == CHANCE:
            if probs is None:
                raise SearchConfigError("a chance node without probabilities: MCTS cannot sample it")
            node.outcomes = list(children)
            node.probs = probs
        else:
            node.pending = [(k, m, s) for k, (m, s) in enumerate(children)]
        return node

    def run(self) -> SearchResult:
        root = self.root
        if root.util is None:
            while self.target is None or self.playouts < self.target:
                if self.must_stop():
                    self.interrupted = self.target is not None or (self.stop is not None and self.stop.is_set())
                    break
                self.iterate(root)
        return self.answer()

    def must_stop(self) -> bool:
        """Whether the stop flag is set or a limit reached; reports progress to the observer when it is due."""
        if self.stop is not None and self.stop.is_set():
            return True
        if self.deadline is not None or self.observer is not None:
            now = time.perf_counter()
            if self.deadline is not None and now >= self.deadline:
                return True
            if self.observer is not None:
                if now - self.last_report >= self.options.progress_interval:
                    self.last_report = now
                    self.observer(self.progress(now))
                let_waiting_threads_run()  # a window watching: let its thread run
        limit = self.options.node_limit
        # A playout adds at most one node: once the tree holds every position of a small game it grows no
        # more, so without a number of playouts to end them the playouts count against the limit too (else a
        # node limit above the tree's size never ends).
        return limit is not None and (sum(self.counts) >= limit or (self.target is None and self.playouts >= limit))

    def iterate(self, root: Node) -> None:
        """One playout: selection, expansion, playout, backup."""
        path = [root]
        node = root
        rng = self.rng
        max_player = self.max_player
        c = self.c
        while node.util is None:
            if node.player == CHANCE:
                k = self.sample(node.probs)
                child = node.kids.get(k)
                if child is None:
                    move, s = node.outcomes[k]
                    child = node.kids[k] = self.new_node(move, k, s, node.ply + 1)
                    node.children.append(child)
                    path.append(child)
                    break
                node = child
                path.append(node)
                continue
            if node.pending:
                j = rng.randrange(len(node.pending))
                node.pending[j], node.pending[-1] = node.pending[-1], node.pending[j]
                place, move, s = node.pending.pop()
                child = self.new_node(move, place, s, node.ply + 1)
                node.children.append(child)
                path.append(child)
                break
            sign = 1.0 if node.player == max_player else -1.0
            log_n = math.log(node.visits)
            best: Node | None = None
            best_score = -math.inf
            for ch in node.children:
                score = sign * ch.total / ch.visits + c * math.sqrt(log_n / ch.visits)
                ch.ucb = score
                if score > best_score:
                    best, best_score = ch, score
            assert best is not None  # a non-terminal decision node has children, all in the tree by now
            node = best
            path.append(node)
        value = self.playout(path[-1])
        for n in path:
            n.visits += 1
            n.total += value
        self.playouts += 1

    def sample(self, probs: tuple[float, ...]) -> int:
        """An outcome's index, drawn with the given probabilities."""
        x = self.rng.random() * sum(probs)
        acc = 0.0
        for k, p in enumerate(probs):
            acc += p
            if x < acc:
                return k
        return len(probs) - 1

    def playout(self, node: Node) -> float:
        """The value of one playout from ``node``, for the root player."""
        if node.util is not None:
            self.terminals += 1
            return node.util
        game, rng = self.game, self.rng
        state = node.state
        plies = self.options.playout_plies
        while True:
            if plies is not None:
                if plies == 0:
                    return self.evaluate(state)
                plies -= 1
            if game.is_terminal(state):
                self.terminals += 1
                return game.utility(state, 0) * self.sign
            actions = game.actions(state)
            if game.to_move(state) == CHANCE:
                move = actions[self.sample(game.chance_probabilities(state))]
            else:
                move = actions[rng.randrange(len(actions))]
            state = game.result(state, move)

    def evaluate(self, state: State) -> float:
        """The evaluation of a playout cut short, in the utilities' range (a terminal: its utility)."""
        game = self.game
        if game.is_terminal(state):
            self.terminals += 1
            return game.utility(state, 0) * self.sign
        ev = self.options.evaluation
        assert ev is not None  # validate() asks for one with playout_plies
        self.evaluations += 1
        v = ev.score(state, self.max_player)
        if self.eval_scale is not None:
            v = max(-1.0, min(1.0, v / self.eval_scale))
        return v

    # -- the answer ----------------------------------------------------------------------------------
    def ranked(self, node: Node) -> Node | None:
        """The child of ``node`` the search recommends: the most visited, ties to the better mean."""
        sign = 1.0 if node.player == self.max_player else -1.0
        best: Node | None = None
        for ch in sorted(node.children, key=lambda n: n.place):
            if ch.visits == 0:
                continue
            if best is None or (ch.visits, sign * ch.total / ch.visits) > (best.visits, sign * best.total / best.visits):
                best = ch
        return best

    def root_moves(self) -> tuple[list[MoveValue], tuple[int, ...]]:
        """Each root move in the tree, in the game's order: its mean value and its visits."""
        kids = sorted((ch for ch in self.root.children if ch.visits), key=lambda n: n.place)
        return ([MoveValue(ch.move, ch.total / ch.visits) for ch in kids], tuple(ch.visits for ch in kids))

    def principal_line(self) -> list[int]:
        """The most visited line from the root (chance nodes: their most visited outcome)."""
        line = []
        node: Node | None = self.root
        while node is not None and node.children:
            node = self.ranked(node)
            if node is not None:
                line.append(node.move)
        return line

    def progress(self, now: float) -> Progress:
        """What the search has so far, for an observer (a window showing the visits as they grow)."""
        moves, visits = self.root_moves()
        best = self.ranked(self.root)
        nodes = sum(self.counts)
        elapsed = now - self.t0
        return Progress(
            nodes=nodes, evaluations=self.evaluations, cutoffs=0, pruned=0,
            depth=max((d for d, c in enumerate(self.counts) if c), default=0),
            nodes_per_second=nodes / elapsed if elapsed > 0 else 0.0, elapsed_s=elapsed,
            best_move=None if best is None else best.move,
            best_value=None if best is None else best.total / best.visits,
            root_values=tuple(moves), root_done=len(moves), root_total=self.root.n_children, visits=visits,
            tree=self.live_tree(now) if self.options.record else None)

    def live_tree(self, now: float) -> MctsRecord | None:
        """A snapshot of the tree so far when one is due (see ``LIVE_TREE_INTERVAL``, ``LIVE_TREE_SHARE``)."""
        if now - self.last_tree < max(LIVE_TREE_INTERVAL, self.tree_cost / LIVE_TREE_SHARE):
            return None
        record = self.build_record()
        record.pv = tuple(self.principal_line())
        self.last_tree = time.perf_counter()
        self.tree_cost = self.last_tree - now
        return record

    def chance_flags(self, line: list[int]) -> list[bool]:
        """For each move of ``line``: whether it is a chance outcome."""
        flags = []
        state = self.state
        for move in line:
            flags.append(self.game.to_move(state) == CHANCE)
            state = self.game.result(state, move)
        return flags

    def answer(self) -> SearchResult:
        root = self.root
        moves, visits = self.root_moves()
        best = self.ranked(root)
        pv = self.principal_line()
        if root.util is not None:
            value: float | None = root.util
            best_move = None
        elif root.player == CHANCE:
            value = root.total / root.visits if root.visits else None
            best_move = pv[0] if pv else None
        else:
            value = best.total / best.visits if best is not None else None
            best_move = best.move if best is not None else (
                fallback_move(self.game, self.state, self.game.expand(self.state)[2]) if root.n_children else None)
        elapsed = time.perf_counter() - self.t0
        nonzero = [d for d, c in enumerate(self.counts) if c]
        depth = max(nonzero, default=0)
        stats = SearchStats(nodes=sum(self.counts), evaluations=self.evaluations, terminals=self.terminals,
                            max_depth=depth, nodes_per_depth=self.counts[:depth + 1], elapsed_s=elapsed,
                            chance_nodes=self.count_chance(root))
        record = self.build_record() if self.options.record else None
        if record is not None:
            record.pv = tuple(pv)
        opts = self.options
        scale = self.scale_words()
        return SearchResult(
            value=value, best_move=best_move, pv=pv, moves=moves, ties=[], stats=stats, algorithm="mcts",
            depth=None, evaluation=(opts.evaluation.describe() if opts.playout_plies is not None
                                    and opts.evaluation is not None else None),
            scale=str(scale), scale_words=scale, stopped=self.interrupted, tree=record,
            pv_is_chance=self.chance_flags(pv), depth_reached=None,
            extras=MctsStats(self.playouts, visits, opts.exploration, opts.playout_plies, opts.seed))

    def scale_words(self) -> Phrase:
        if not self.game.scales_utility:
            return Phrase("UtilityScale", QT_TRANSLATE_NOOP("UtilityScale", "mean of the leaf values reached (as given)"))
        if self.options.playout_plies is None:
            return Phrase("UtilityScale", QT_TRANSLATE_NOOP("UtilityScale", "mean playout result: win = +1, draw = 0, loss = −1"))
        return Phrase("UtilityScale", QT_TRANSLATE_NOOP(
            "UtilityScale", "mean playout result: win = +1, draw = 0, loss = −1, evaluations scaled by the win score"))

    @staticmethod
    def count_chance(root: Node) -> int:
        n, stack = 0, [root]
        while stack:
            node = stack.pop()
            n += node.player == CHANCE and node.util is None
            stack.extend(node.children)
        return n

    # -- the record --------------------------------------------------------------------------------
    def build_record(self) -> MctsRecord:
        """The tree so far as an ``MctsRecord`` (depth-first, children in the game's order), within the
        options' record budget."""
        rec = MctsRecord(self.options.record_budget, self.game, self.state, self.options.exploration)
        max_player = self.max_player

        def put(node: Node, parent: int) -> None:
            kind = MAX if node.player == max_player else (CHANCE_KIND if node.player == CHANCE else MIN)
            i = rec.add_mcts(parent, node.move, kind, node.ply, node.n_children, node.visits, node.ucb)
            if i < 0:
                return
            kids = sorted(node.children, key=lambda n: n.place)
            if node.player == CHANCE and node.util is None:
                rec.probs[i] = tuple(node.probs[ch.place] for ch in kids)
            for ch in kids:
                put(ch, i)
            end = TERMINAL if node.util is not None else (EXPANDED if node.children else LEAF)
            rec.close(i, node.total / node.visits if node.visits else math.nan, end, len(kids))

        put(self.root, -1)
        return rec

