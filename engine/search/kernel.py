"""The enhanced alpha-beta kernel: transposition table, move ordering, PVS, quiescence, recording.

It is used only when one of those enhancements is on (``Enhancements.needs_pruning_kernel``); the
textbook kernels in ``engine.search`` stay untouched, so the default search's node counts and pruned
leaves never move. Like them it works in MAX/MIN form with values from the root player's view,
fail-soft, with the textbook cutoff tests (v >= beta at MAX, v <= alpha at MIN).

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
* Recording: every node within the budget, like the recording kernel; a node answered by the table
  ends with ``TABLE``. Children are recorded in the order searched; ``TreeRecord.pruned_moves``
  derives the unexamined moves from the recorded children, so it stays right under reordering.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import cast

from ..game import Move, State
from ..record import ALPHA_CUT, BETA_CUT, CUTOFF, EXPANDED, TABLE, TERMINAL, TreeRecord
from ..tt import EXACT, LOWER, UPPER, answer
from .core import INF, Kernel, NodeRecorder, SearchContext, truncate_record


def enhanced_kernel(search: SearchContext) -> Kernel:
    """Build the kernel for one iteration of ``search`` (the table stores with its current age)."""
    expand, evaluate, max_player, terminal, counts, pvs = search.kernel_parts()
    options = search.options
    enh = options.enhancements
    game = search.game
    keyf = game.key
    table = search.table
    if table is not None:
        lookup = table.lookup
        store = table.store
        tstats = table.stats
    ordering = enh.ordering
    static = game.static_order() if "static" in ordering else None
    history_on = "history" in ordering
    killers_on = "killers" in ordering
    tt_move_on = "tt" in ordering and table is not None
    pv_on = "pv" in ordering
    prev_pv = search.prev_pv
    n_prev = len(prev_pv)
    killers = search.killers
    history = search.history
    pvs_on = enh.pvs
    forced = game.forced_moves() if enh.quiescence else None
    recording = search.record is not None
    record = cast(TreeRecord, search.record)  # read only when recording
    if recording:
        parent_col = record.parent
        recorder = NodeRecorder(record, max_player)
        put, leaf, close = recorder.open, recorder.leaf, recorder.close
    plies_left = game.max_plies(search.state)
    tick = search.check_every
    nextafter = math.nextafter

    def ab(state: State, depth: int, alpha: float, beta: float, ply: int, parent: int = -1, move: int = -1) -> float:
        nonlocal tick
        children: Sequence[tuple[Move, State]]
        kids: Sequence[tuple[Move, State]]
        counts[ply] += 1
        util, player, children, _ = expand(state)
        idx = put(parent, move, player, ply, alpha, beta, len(children)) if recording else -1
        if util is not None:
            search.terminals += 1
            pvs[ply] = None
            v = util * terminal[ply]
            if idx >= 0:
                leaf(idx, v, TERMINAL)
            return v
        quiet_node = True
        if depth <= 0:
            forcing = forced(state, children) if forced is not None else None
            if not forcing:
                search.evaluations += 1
                pvs[ply] = None
                v = evaluate(state, max_player)
                if idx >= 0:
                    leaf(idx, v, CUTOFF)
                return v
            search.extensions += 1  # a threat on the board: search the forcing moves one ply on
            children = forcing
            depth = 1
            quiet_node = False
            if idx >= 0:
                record.n_children[idx] = len(forcing)  # the node's children are the forcing moves
        tick -= 1
        if tick <= 0:
            tick = search.checkpoint()
        # -- the table ----------------------------------------------------------------------------
        tt_move = None
        key = None
        a0, b0 = alpha, beta  # the window on entry: what the stored bound is classified against
        if table is not None and quiet_node:
            key = keyf(state)
            e = lookup(key)
            if e is not None:
                tt_move = e[4]
                if e[1] == depth:
                    ev = answer(e, depth, alpha, beta)
                    if ev is not None:
                        tstats.cutoffs += 1
                        pvs[ply] = None
                        if idx >= 0:
                            leaf(idx, ev, TABLE)
                        return ev
                    # A bound that does not settle the question still narrows the window.
                    if e[3] == LOWER:
                        if e[2] > alpha:
                            alpha = e[2]
                    elif e[2] < beta:
                        beta = e[2]
        # -- ordering -----------------------------------------------------------------------------
        kids = children
        n = len(kids)
        on_pv = False
        pv_move = None
        if ordering and n > 1:
            urgent = 0
            if static is not None:
                kids, urgent = static(state, kids)
            if history_on:
                h = history[player]
                if h:
                    kids = [*kids[:urgent], *sorted(kids[urgent:], key=lambda mc: -h.get(mc[0], 0))]
            if killers_on:
                kl = [k for k in killers[ply] if k is not None]
                if kl:
                    kids = [*kids[:urgent], *_promote(kids[urgent:], kl)]
            front: list[int] = []
            if pv_on and search.follow == ply and ply < n_prev:
                on_pv = True
                pv_move = prev_pv[ply]
                front.append(pv_move)
            if tt_move_on and tt_move is not None:
                front.append(tt_move)
            if front:
                kids = _promote(kids, front)
        elif pv_on and search.follow == ply and ply < n_prev:
            on_pv = True
            pv_move = prev_pv[ply]
        # -- the children -------------------------------------------------------------------------
        d1 = depth - 1
        nply = ply + 1
        pvs[ply] = None
        best_move = None
        end = EXPANDED
        k = 0
        is_max = player == max_player
        v = -INF if is_max else INF
        for i, (m, child) in enumerate(kids):
            if on_pv:
                search.follow = nply if m == pv_move else -1
            if pvs_on and i > 0:
                mark = len(parent_col) if idx >= 0 else 0
                if is_max:
                    nb = nextafter(alpha, INF)
                    if nb < beta:
                        x = ab(child, d1, alpha, nb, nply, idx, m)
                        if alpha < x < beta:
                            if idx >= 0:
                                truncate_record(record, mark)
                            if on_pv:
                                search.follow = nply if m == pv_move else -1
                            x = ab(child, d1, alpha, beta, nply, idx, m)
                    else:
                        x = ab(child, d1, alpha, beta, nply, idx, m)
                else:
                    na = nextafter(beta, -INF)
                    if na > alpha:
                        x = ab(child, d1, na, beta, nply, idx, m)
                        if alpha < x < beta:
                            if idx >= 0:
                                truncate_record(record, mark)
                            if on_pv:
                                search.follow = nply if m == pv_move else -1
                            x = ab(child, d1, alpha, beta, nply, idx, m)
                    else:
                        x = ab(child, d1, alpha, beta, nply, idx, m)
            else:
                x = ab(child, d1, alpha, beta, nply, idx, m)
            k += 1
            if is_max:
                if x > v:
                    v = x
                    best_move = m
                    pvs[ply] = (m, pvs[nply])
                    if v >= beta:
                        end = BETA_CUT
                        break
                    if v > alpha:
                        alpha = v
            elif x < v:
                v = x
                best_move = m
                pvs[ply] = (m, pvs[nply])
                if v <= alpha:
                    end = ALPHA_CUT
                    break
                if v < beta:
                    beta = v
        if end != EXPANDED:
            if k == n:
                end = EXPANDED  # the cut came with the last child: nothing was pruned
            else:
                search.count_cut(k, n)
            if quiet_node and best_move is not None:
                if killers_on:
                    slot = killers[ply]
                    if slot[0] != best_move:
                        slot[1] = slot[0]
                        slot[0] = best_move
                if history_on:
                    w = depth if depth < plies_left else plies_left - ply
                    h = history[player]
                    h[best_move] = h.get(best_move, 0) + w * w
        if key is not None:
            store(key, depth, v, UPPER if v <= a0 else LOWER if v >= b0 else EXACT, best_move)
        if idx >= 0:
            close(idx, v, end, k)
        return v

    return ab


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
