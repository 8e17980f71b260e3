"""The enhanced kernel: transposition table, move ordering, PVS, quiescence, recording.

It is used when one of those enhancements is on (``Enhancements.needs_pruning_kernel``) and whenever the tree is
recorded; the textbook kernels in ``engine.search`` stay untouched, so the default search's node counts and pruned
leaves never move. Like them it works in MAX/MIN form with values from the root player's view,
fail-soft, with the textbook cutoff tests (v >= beta at MAX, v <= alpha at MIN). With every enhancement off it
searches exactly as the textbook kernels do: alpha-beta, or minimax for an algorithm that does not prune (no
cutoff, the window passed down as it came), and expectiminimax at chance nodes (the outcomes' expected value, each
searched with the full window: no Star1/Star2, which the Star kernel does).

* Table: probed after the terminal and depth tests; an entry answers only a question of the same
  remaining depth (see ``engine.tt``), otherwise it narrows the window and offers its move. Results
  are stored with the bound they have for the window the node was entered with. Nodes of the
  quiescence extension are neither probed nor stored (their value is not a depth-d value).
* Ordering, from the highest priority: the previous iteration's PV move, the table's move, the
  static order's urgent moves (wins, blocks), the killers, then the rest by history (a stable sort,
  so the static order breaks ties).
* PVS: after the first child, each child is searched with a null window — (α, next float above α)
  at MAX, (next float below β, β) at MIN, which works for any real values — and searched again
  with the full window only when it falls inside it. With recording on, the probe's nodes are
  dropped from the record before the re-search, so the record shows each child once.
* Quiescence: at depth 0, a position with an immediate threat is searched one ply further, on the
  forcing moves only (the mover's wins, else the blocks), until it is quiet.
* Recording: every node within the budget (and the root's moves beyond it), with its window on entry, its value,
  how it ended (terminal, cutoff evaluation, expanded, alpha or beta cut; ``TABLE`` for a table answer) and how many
  children it examined; a chance node with its outcomes' probabilities. Children are recorded in the order searched;
  ``TreeRecord.pruned_moves`` derives the unexamined moves from the recorded children, so it stays right under
  reordering.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..game import CHANCE, Children, Move, State
from ..record import ALPHA_CUT, BETA_CUT, CUTOFF, EXPANDED, TABLE, TERMINAL
from ..tt import EXACT, LOWER, UPPER, Entry, answer
from .algorithms import algorithm_info
from .core import INF, Kernel, NodeRecorder, SearchContext, truncate_record


def enhanced_kernel(search: SearchContext) -> Kernel:
    """Build the kernel for one iteration of ``search`` (the table stores with its current age)."""
    return Enhanced(search)


class Enhanced:
    """The flagged kernel: ``ab`` searches a node; its parts are ``order`` (the children's order),
    ``children`` (the alpha-beta loop over them), ``null_window_first`` (PVS), ``table_answer`` and
    ``remember`` (a cut's move for the killers and the history)."""

    def __init__(self, search: SearchContext) -> None:
        parts = search.kernel_parts()
        self.search = search
        self.expand = parts.expand
        self.evaluate = parts.evaluate
        self.max_player = parts.max_player
        self.terminal = parts.terminal
        self.counts = parts.counts
        self.pvs = parts.pvs
        enh = search.options.enhancements
        game = search.game
        self.key = game.key
        self.table = search.table
        self.tstats = search.table.stats if search.table is not None else None
        ordering = enh.ordering
        self.ordering = bool(ordering)
        self.static = game.static_order() if "static" in ordering else None
        self.history_on = "history" in ordering
        self.killers_on = "killers" in ordering
        self.tt_move_on = "tt" in ordering and search.table is not None
        self.pv_on = "pv" in ordering
        self.prev_pv = search.prev_pv
        self.n_prev = len(search.prev_pv)
        self.killers = search.killers
        self.history = search.history
        self.pvs_on = enh.pvs
        self.prune = algorithm_info(search.options.algorithm).prunes
        """Alpha-beta's cutoffs; off: minimax (every child searched, the window passed down unchanged)."""
        self.forced = game.forced_moves() if enh.quiescence else None
        self.recorder = NodeRecorder(search.record, parts.max_player) if search.record is not None else None
        self.plies_left = game.max_plies(search.state)
        self.tick = search.check_every

    def __call__(self, state: State, depth: int, alpha: float, beta: float, ply: int, parent: int = -1,
                 move: int = -1) -> float:
        return self.ab(state, depth, alpha, beta, ply, parent, move)

    def ab(self, state: State, depth: int, alpha: float, beta: float, ply: int, parent: int, move: int) -> float:
        """The value of ``state`` searched ``depth`` plies deep within (alpha, beta), fail-soft."""
        search, pvs = self.search, self.pvs
        self.counts[ply] += 1
        util, player, children, probs = self.expand(state)
        recorder = self.recorder
        idx = recorder.open(parent, move, player, ply, alpha, beta, len(children)) if recorder is not None else -1
        if util is not None:
            search.terminals += 1
            pvs[ply] = None
            v = util * self.terminal[ply]
            if recorder is not None and idx >= 0:
                recorder.leaf(idx, v, TERMINAL)
            return v
        quiet_node = True
        if depth <= 0 and player != CHANCE:  # (a chance node at the cutoff is searched: its outcomes are evaluated)
            forcing = self.forced(state, children) if self.forced is not None else None
            if not forcing:
                search.evaluations += 1
                pvs[ply] = None
                v = self.evaluate(state, self.max_player)
                if recorder is not None and idx >= 0:
                    recorder.leaf(idx, v, CUTOFF)
                return v
            search.extensions += 1  # a threat on the board: search the forcing moves one ply on
            children, depth, quiet_node = forcing, 1, False
            if recorder is not None and idx >= 0:
                recorder.record.n_children[idx] = len(forcing)  # the node's children are the forcing moves
        self.tick -= 1
        if self.tick <= 0:
            self.tick = search.checkpoint()
        if player == CHANCE:
            assert probs is not None  # a chance node has its outcomes' probabilities
            return self.chance(children, probs, depth, ply, idx)
        # -- the table ----------------------------------------------------------------------------
        tt_move = None
        key = None
        a0, b0 = alpha, beta  # the window on entry: what the stored bound is classified against
        table = self.table
        if table is not None and quiet_node:
            key = self.key(state)
            e = table.lookup(key)
            if e is not None:
                tt_move = e[4]
                if e[1] == depth:
                    ev = answer(e, depth, alpha, beta)
                    if ev is not None:
                        if e[5] != table.age:
                            search.borrowed += 1
                        return self.table_answer(ev, ply, idx)
                    alpha, beta = narrowed(e, alpha, beta)
        # -- the children, in order ---------------------------------------------------------------
        on_pv = self.pv_on and search.follow == ply and ply < self.n_prev
        pv_move = self.prev_pv[ply] if on_pv else None
        kids = children
        if self.ordering and len(kids) > 1:
            kids = self.order(state, kids, player, ply, pv_move, tt_move)
        pvs[ply] = None
        v, best_move, k, end = self.children(kids, depth - 1, alpha, beta, ply, idx, player == self.max_player,
                                             pv_move)
        if end != EXPANDED:
            if k == len(kids):
                end = EXPANDED  # the cut came with the last child: nothing was pruned
            else:
                search.count_cut(k, len(kids))
            if quiet_node and best_move is not None:
                self.remember(best_move, player, depth, ply)
        if table is not None and key is not None:
            table.store(key, depth, v, UPPER if v <= a0 else LOWER if v >= b0 else EXACT, best_move)
        if recorder is not None and idx >= 0:
            recorder.close(idx, v, end, k)
        return v

    def chance(self, children: Children, probs: tuple[float, ...], depth: int, ply: int, idx: int) -> float:
        """Expectiminimax at a chance node: the outcomes' expected value, each searched with the full window (the
        dice do not move the depth); the principal variation follows the most likely outcome."""
        search, pvs = self.search, self.pvs
        search.chance_nodes += 1
        recorder = self.recorder
        if recorder is not None and idx >= 0:
            recorder.record.probs[idx] = probs
        nply = ply + 1
        pvs[ply] = None
        v = 0.0
        best_p = -1.0
        k = 0
        for (m, child), p in zip(children, probs, strict=True):
            v += p * self.ab(child, depth, -INF, INF, nply, idx, m)
            k += 1
            if p > best_p:
                best_p = p
                pvs[ply] = (m, pvs[nply])
        if recorder is not None and idx >= 0:
            recorder.close(idx, v, EXPANDED, k)
        return v

    def table_answer(self, value: float, ply: int, idx: int) -> float:
        """The table settled the node: its value, without searching its children."""
        if self.tstats is not None:
            self.tstats.cutoffs += 1
        self.pvs[ply] = None
        if self.recorder is not None and idx >= 0:
            self.recorder.leaf(idx, value, TABLE)
        return value

    def order(self, state: State, kids: Children, player: int, ply: int, pv_move: Move | None,
              tt_move: Move | None) -> Children:
        """The children in the order searched (see the module docstring)."""
        urgent = 0
        if self.static is not None:
            kids, urgent = self.static(state, kids)
        if self.history_on:
            h = self.history[player]
            if h:
                kids = [*kids[:urgent], *sorted(kids[urgent:], key=lambda mc: -h.get(mc[0], 0))]
        if self.killers_on:
            kl = [k for k in self.killers[ply] if k is not None]
            if kl:
                kids = [*kids[:urgent], *_promote(kids[urgent:], kl)]
        front: list[int] = []
        if pv_move is not None:
            front.append(pv_move)
        if self.tt_move_on and tt_move is not None:
            front.append(tt_move)
        return _promote(kids, front) if front else kids

    def children(self, kids: Children, depth: int, alpha: float, beta: float, ply: int, idx: int, is_max: bool,
                 pv_move: Move | None) -> tuple[float, Move | None, int, int]:
        """Alpha-beta over the children (fail-soft, the textbook cut tests): (the node's value, its best
        move, children examined, how it ended). ``pv_move`` is set on the previous iteration's PV."""
        search, pvs = self.search, self.pvs
        prune = self.prune
        nply = ply + 1
        best_move = None
        v = -INF if is_max else INF
        k = 0
        for m, child in kids:
            if pv_move is not None:
                search.follow = nply if m == pv_move else -1
            if k > 0 and self.pvs_on:
                x = self.null_window_first(child, m, depth, alpha, beta, nply, idx, is_max, pv_move)
            else:
                x = self.ab(child, depth, alpha, beta, nply, idx, m)
            k += 1
            if is_max:
                if x > v:
                    v, best_move = x, m
                    pvs[ply] = (m, pvs[nply])
                    if prune:
                        if v >= beta:
                            return v, best_move, k, BETA_CUT
                        if v > alpha:
                            alpha = v
            elif x < v:
                v, best_move = x, m
                pvs[ply] = (m, pvs[nply])
                if prune:
                    if v <= alpha:
                        return v, best_move, k, ALPHA_CUT
                    if v < beta:
                        beta = v
        return v, best_move, k, EXPANDED

    def null_window_first(self, child: State, m: Move, depth: int, alpha: float, beta: float, ply: int, idx: int,
                          is_max: bool, pv_move: Move | None) -> float:
        """PVS for a child after the first: a null window at the edge the node would improve on, and
        the full window again only when the value falls inside (alpha, beta)."""
        if is_max:
            lo, hi = alpha, math.nextafter(alpha, INF)
            if not hi < beta:
                return self.ab(child, depth, alpha, beta, ply, idx, m)
        else:
            lo, hi = math.nextafter(beta, -INF), beta
            if not lo > alpha:
                return self.ab(child, depth, alpha, beta, ply, idx, m)
        recorder = self.recorder
        mark = len(recorder.parents) if recorder is not None and idx >= 0 else 0
        x = self.ab(child, depth, lo, hi, ply, idx, m)
        if not alpha < x < beta:
            return x
        if recorder is not None and idx >= 0:
            truncate_record(recorder.record, mark)  # the probe's nodes: the full search records the child
        if pv_move is not None:
            self.search.follow = ply if m == pv_move else -1
        return self.ab(child, depth, alpha, beta, ply, idx, m)

    def remember(self, best_move: Move, player: int, depth: int, ply: int) -> None:
        """A cut at ``ply`` by ``best_move``: a killer there, and history credit for the move."""
        if self.killers_on:
            slot = self.killers[ply]
            if slot[0] != best_move:
                slot[1] = slot[0]
                slot[0] = best_move
        if self.history_on:
            w = depth if depth < self.plies_left else self.plies_left - ply
            h = self.history[player]
            h[best_move] = h.get(best_move, 0) + w * w


def narrowed(entry: Entry, alpha: float, beta: float) -> tuple[float, float]:
    """The window (alpha, beta) narrowed by a table bound that does not settle the question."""
    if entry[3] == LOWER:
        if entry[2] > alpha:
            alpha = entry[2]
    elif entry[2] < beta:
        beta = entry[2]
    return alpha, beta


def _promote(kids: Sequence[tuple[Move, State]], front: list[int]) -> list[tuple[Move, State]]:
    """``kids`` with the moves of ``front`` (the first has the highest priority) pulled to the front."""
    chosen: list[int] = []
    for m in front:
        if m not in chosen:
            chosen.append(m)
    head = [mc for m in chosen for mc in kids if mc[0] == m]
    if not head:
        return list(kids)
    taken = [mc[0] for mc in head]
    return head + [mc for mc in kids if mc[0] not in taken]
