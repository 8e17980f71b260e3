"""Othello's own move knowledge for alpha-beta: the static order.

Corners first (a corner can never be taken back, and they are the urgent moves that stay ahead of
killers and history); X-squares (b2, g2, b7, g7) last unless their corner is already occupied (they
usually hand the corner to the opponent). Between them the "fastest-first" rule of endgame solvers:
the move that leaves the opponent the fewest replies, which prunes most (few replies, small subtree,
and a cramped opponent is usually a losing one); ties go to the move in a region with an odd number
of empty squares (parity: whoever plays last in a region gets the discs that are not taken back).
"""

from __future__ import annotations

from ...game import Children, State
from .bitboards import ALL_SQUARES, CORNERS, ONE, legal_moves, popcount, to_word
from .solver import odd_regions

# the corner each X-square gives away
_X_CORNER = {9: to_word(1 << 0), 14: to_word(1 << 7), 49: to_word(1 << 56), 54: to_word(1 << 63)}


def othello_order(state: tuple[int, int, int], children: Children) -> tuple[list[tuple[int, State]], int]:
    b, w, _ = state
    filled = to_word(b) | to_word(w)
    odd = odd_regions(~filled & ALL_SQUARES)
    keyed = []
    urgent = 0
    for mc in children:
        m, child = mc
        if m < 0:  # a pass is the only move
            return list(children), 0
        bit = ONE << m
        cb, cw, cp = child
        replies = legal_moves(to_word(cw), to_word(cb)) if cp == 1 else legal_moves(to_word(cb), to_word(cw))
        if bit & CORNERS:
            key = -1000 + popcount(replies)
            urgent += 1
        else:
            corner = _X_CORNER.get(m, 0)
            key = 4 * (popcount(replies) + 2 * popcount(replies & CORNERS)) + (0 if bit & odd else 1)
            if corner and not corner & filled:
                key += 1000
        keyed.append((key, m, mc))
    keyed.sort()
    return [mc for _, _, mc in keyed], urgent
