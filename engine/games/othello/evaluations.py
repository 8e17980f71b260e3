"""Othello evaluation functions: the features every course uses to show why the evaluation matters.

Each is a difference between the player's figure and the opponent's, so a position and its colour
swap score opposite. ``win_score`` is a power of ten above the largest value the evaluation can
return with its weights, so a real win outweighs any evaluation.
"""

from __future__ import annotations

from typing import Final

from ...evaluation import Evaluation, Param
from .bitboards import (
    ANTI_DIAGONALS,
    C_SQUARES,
    COLS,
    CORNERS,
    DIAGONALS,
    EDGE_H,
    EDGE_V,
    EDGES,
    ROWS,
    X_SQUARES,
    Word,
    count_difference,
    full_lines,
    legal_moves,
    popcount,
    potential_mobility,
    stable_from,
    to_word,
)
from .patterns import SCALE, pattern_score

CLASSIC_WEIGHTS = (
    (100, -20, 10, 5, 5, 10, -20, 100),
    (-20, -50, -2, -2, -2, -2, -50, -20),
    (10, -2, -1, -1, -1, -1, -2, 10),
    (5, -2, -1, -1, -1, -1, -2, 5),
    (5, -2, -1, -1, -1, -1, -2, 5),
    (10, -2, -1, -1, -1, -1, -2, 10),
    (-20, -50, -2, -2, -2, -2, -50, -20),
    (100, -20, 10, 5, 5, 10, -20, 100),
)
"""The classic square weights (corners good, the squares next to them bad, edges fair), rows 1-8."""

_CORNER_SQUARES = (0, 7, 56, 63)
# for each corner: its X-square and its two C-squares
_NEXT_TO_CORNER = {0: (9, (1, 8)), 7: (14, (6, 15)), 56: (49, (48, 57)), 63: (54, (55, 62))}


def _power_of_ten_above(bound: float) -> float:
    return float(10 ** len(str(int(bound))))


def _sides(state: tuple[int, int, int], player: int) -> tuple[Word, Word]:
    """The boards of ``player`` and of the opponent, as words (see ``bitboards``)."""
    b, w, _ = state
    return (to_word(b), to_word(w)) if player == 0 else (to_word(w), to_word(b))


def stable_pair(me: Word, opp: Word) -> tuple[Word, Word]:
    """Both sides' stable discs (see ``bitboards.stable_discs``), sharing the full-line masks."""
    filled = me | opp
    if not filled & CORNERS:
        return 0, 0  # with no corner taken, a disc is safe at most on full lines: counted as unstable (safe)
    fh = full_lines(filled, ROWS) | EDGE_H
    fv = full_lines(filled, COLS) | EDGE_V
    fd = full_lines(filled, DIAGONALS) | EDGES
    fa = full_lines(filled, ANTI_DIAGONALS) | EDGES
    return stable_from(me, fh, fv, fd, fa), stable_from(opp, fh, fv, fd, fa)


def _near_empty_corners() -> tuple[tuple[Word, Word], ...]:
    """For each of the 16 sets of empty corners (bit k: corner k of a1, h1, a8, h8): the X-squares and the
    C-squares next to those corners, as two masks."""
    out = []
    for empty in range(16):
        xs = cs = 0
        for k, corner in enumerate(_CORNER_SQUARES):
            if empty >> k & 1:
                x, (c1, c2) = _NEXT_TO_CORNER[corner]
                xs |= 1 << x
                cs |= 1 << c1 | 1 << c2
        out.append((to_word(xs), to_word(cs)))
    return tuple(out)


_NEAR_EMPTY: Final = _near_empty_corners()


def corner_features(me: Word, opp: Word) -> tuple[int, int, int]:
    """(corners, X-squares next to an empty corner, C-squares next to an empty corner), me's minus opp's."""
    corners = count_difference(me & CORNERS, opp & CORNERS)
    filled = me | opp
    empty = (~filled & 1) | (~filled >> 6 & 2) | (~filled >> 54 & 4) | (~filled >> 60 & 8)
    xm, cm = _NEAR_EMPTY[empty]
    xs = count_difference(me & xm, opp & xm)
    cs = count_difference(me & cm, opp & cm)
    return corners, xs, cs


def last_move_parity(state: tuple[int, int, int], player: int) -> int:
    """+1 when ``player`` would make the last move if nobody passed, else −1."""
    b, w, to_move = state
    return last_move_sign(to_word(b) | to_word(w), to_move == player)


def last_move_sign(filled: Word, to_move: bool) -> int:
    """``last_move_parity`` from the filled squares and whether the player is the one to move."""
    gets_last = (popcount(filled) & 1) == (1 if to_move else 0)  # 64 filled + empty: the same parity
    return 1 if gets_last else -1


def _row_tables(weights: tuple[tuple[int, ...], ...], scale: float) -> list[list[float]]:
    """Per row, the value of every 8-bit occupancy pattern, so a side's total is eight look-ups."""
    return [[scale * sum(weights[r][c] for c in range(8) if pattern >> c & 1) for pattern in range(256)]
            for r in range(8)]


class Discs(Evaluation):
    name = "discs"
    description = ("The player's discs minus the opponent's, times weight: the greedy count beginners play by "
                   "(and why they lose: in the midgame fewer discs is often better).")
    params = (Param("weight", 1, 0, 1000, "each disc"),)

    def _prepare(self) -> None:
        self._w = self.weights["weight"]
        self.win_score = _power_of_ten_above(64 * self._w)

    def score(self, state: tuple[int, int, int], player: int) -> float:
        me, opp = _sides(state, player)
        return self._w * count_difference(me, opp)

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        me, opp = _sides(state, player)
        return {"my discs": self._w * popcount(me), "their discs": -self._w * popcount(opp)}


class Mobility(Evaluation):
    name = "mobility"
    description = ("mobility × (the player's legal moves − the opponent's) + potential × (empty squares next to "
                   "the opponent's discs − those next to the player's): keep your options, take away theirs.")
    params = (
        Param("mobility", 1, 0, 1000, "each legal move more than the opponent has"),
        Param("potential", 0.5, 0, 1000, "each empty square next to an opponent's disc (a future move)"),
    )

    def _prepare(self) -> None:
        self._m, self._p = self.weights["mobility"], self.weights["potential"]
        self.win_score = _power_of_ten_above(64 * (self._m + self._p))

    def score(self, state: tuple[int, int, int], player: int) -> float:
        me, opp = _sides(state, player)
        moves = count_difference(legal_moves(me, opp), legal_moves(opp, me))
        potential = count_difference(potential_mobility(me, opp), potential_mobility(opp, me))
        return self._m * moves + self._p * potential

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        me, opp = _sides(state, player)
        moves = count_difference(legal_moves(me, opp), legal_moves(opp, me))
        potential = count_difference(potential_mobility(me, opp), potential_mobility(opp, me))
        return {"mobility": self._m * moves, "potential mobility": self._p * potential}


class Corners(Evaluation):
    name = "corners"
    description = ("corner × (corners held − the opponent's), minus xsquare for each X-square (b2, g2, b7, g7) "
                   "and csquare for each C-square next to a still-empty corner, the opponent's counted the other way.")
    params = (
        Param("corner", 25, 0, 1000, "each corner"),
        Param("xsquare", 10, 0, 1000, "penalty per X-square next to an empty corner"),
        Param("csquare", 4, 0, 1000, "penalty per C-square next to an empty corner"),
    )

    def _prepare(self) -> None:
        w = self.weights
        self._w = (w["corner"], w["xsquare"], w["csquare"])
        self.win_score = _power_of_ten_above(4 * self._w[0] + 4 * self._w[1] + 8 * self._w[2])

    def score(self, state: tuple[int, int, int], player: int) -> float:
        me, opp = _sides(state, player)
        corners, xs, cs = corner_features(me, opp)
        corner, xsquare, csquare = self._w
        return corner * corners - xsquare * xs - csquare * cs

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        me, opp = _sides(state, player)
        corners, xs, cs = corner_features(me, opp)
        corner, xsquare, csquare = self._w
        return {"corners": corner * corners, "X-squares": -xsquare * xs, "C-squares": -csquare * cs}


class Positional(Evaluation):
    name = "positional"
    description = ("Each disc is worth its square's classic weight (corners 100, X-squares −50, next to a corner "
                   "−20, edges 5-10, the middle −1 or −2) times weight; the player's total minus the opponent's.")
    params = (Param("weight", 1, 0, 1000, "multiplier of the square weights"),)

    def _prepare(self) -> None:
        w = self.weights["weight"]
        self._tables = _row_tables(CLASSIC_WEIGHTS, w)
        self.win_score = _power_of_ten_above(w * sum(abs(x) for row in CLASSIC_WEIGHTS for x in row))

    def _side(self, bits: Word) -> float:
        t = self._tables
        return (t[0][bits & 255] + t[1][bits >> 8 & 255] + t[2][bits >> 16 & 255] + t[3][bits >> 24 & 255]
                + t[4][bits >> 32 & 255] + t[5][bits >> 40 & 255] + t[6][bits >> 48 & 255] + t[7][bits >> 56 & 255])

    def score(self, state: tuple[int, int, int], player: int) -> float:
        me, opp = _sides(state, player)
        return self._side(me) - self._side(opp)

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        me, opp = _sides(state, player)
        return {"my squares": self._side(me), "their squares": -self._side(opp)}


class Stability(Evaluation):
    name = "stability"
    description = ("weight × (the player's stable discs − the opponent's): discs that can never be flipped again "
                   "(anchored on corners and edges, or on full lines), which count for sure at the end.")
    params = (Param("weight", 1, 0, 1000, "each stable disc"),)

    def _prepare(self) -> None:
        self._w = self.weights["weight"]
        self.win_score = _power_of_ten_above(64 * self._w)

    def score(self, state: tuple[int, int, int], player: int) -> float:
        me, opp = _sides(state, player)
        sp, so = stable_pair(me, opp)
        return self._w * count_difference(sp, so)

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        me, opp = _sides(state, player)
        sp, so = stable_pair(me, opp)
        return {"my stable discs": self._w * popcount(sp), "their stable discs": -self._w * popcount(so)}


class Parity(Evaluation):
    name = "parity"
    description = ("+weight when the player would make the last move of the game if nobody passed (the last "
                   "move's flips cannot be answered), −weight when the opponent would.")
    params = (Param("weight", 1, 0, 1000, "having the last move"),)

    def _prepare(self) -> None:
        self._w = self.weights["weight"]
        self.win_score = _power_of_ten_above(self._w)

    def score(self, state: tuple[int, int, int], player: int) -> float:
        return self._w * last_move_parity(state, player)

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        return {"last move": self.score(state, player)}


class Combined(Evaluation):
    name = "combined"
    description = ("A weighted sum of the other evaluations' features: discs, mobility and potential mobility, corners, "
                   "X- and C-squares next to empty corners, stable discs, last-move parity and the classic square "
                   "weights; the defaults play a sound positional game.")
    params = (
        Param("discs", 0, -1000, 1000, "each disc more than the opponent"),
        Param("mobility", 5, -1000, 1000, "each legal move more than the opponent"),
        Param("potential", 2, -1000, 1000, "each empty square next to an opponent's disc, more than they have"),
        Param("corner", 30, -1000, 1000, "each corner"),
        Param("xsquare", 15, -1000, 1000, "penalty per X-square next to an empty corner"),
        Param("csquare", 5, -1000, 1000, "penalty per C-square next to an empty corner"),
        Param("stability", 10, -1000, 1000, "each stable disc"),
        Param("parity", 3, -1000, 1000, "having the last move"),
        Param("positional", 0, -1000, 1000, "multiplier of the classic square weights"),
    )

    def _prepare(self) -> None:
        w = self.weights
        self._w = tuple(w[p.name] for p in self.params)
        discs, mob, pot, corner, xsq, csq, stab, par, pos = self._w
        self._tables = _row_tables(CLASSIC_WEIGHTS, pos) if pos else None
        bound = (64 * (abs(discs) + abs(mob) + abs(pot) + abs(stab)) + 4 * (abs(corner) + abs(xsq)) + 8 * abs(csq)
                 + abs(par) + abs(pos) * sum(abs(x) for row in CLASSIC_WEIGHTS for x in row))
        self.win_score = _power_of_ten_above(bound)

    def score(self, state: tuple[int, int, int], player: int) -> float:
        me, opp = _sides(state, player)
        discs, mob, pot, corner, xsq, csq, stab, par, _ = self._w
        total = 0.0
        if discs:
            total += discs * count_difference(me, opp)
        if mob:
            total += mob * count_difference(legal_moves(me, opp), legal_moves(opp, me))
        if pot:
            total += pot * count_difference(potential_mobility(me, opp), potential_mobility(opp, me))
        if corner or xsq or csq:
            c, x, cs = corner_features(me, opp)
            total += corner * c - xsq * x - csq * cs
        if stab:
            sp, so = stable_pair(me, opp)
            total += stab * count_difference(sp, so)
        if par:
            total += par * last_move_sign(me | opp, state[2] == player)
        t = self._tables
        if t is not None:
            for bits, sign in ((me, 1), (opp, -1)):
                total += sign * (t[0][bits & 255] + t[1][bits >> 8 & 255] + t[2][bits >> 16 & 255]
                                 + t[3][bits >> 24 & 255] + t[4][bits >> 32 & 255] + t[5][bits >> 40 & 255]
                                 + t[6][bits >> 48 & 255] + t[7][bits >> 56 & 255])
        return total

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        """Each feature's part of the total (the features with weight 0 left out)."""
        names = [p.name for p in self.params]
        out = {}
        for name, weight in zip(names, self._w, strict=True):
            if weight:
                alone = Combined(**{n: (self.weights[n] if n == name else 0) for n in names})
                out[name] = alone.score(state, player)
        return out


class Patterns(Evaluation):
    name = "patterns"
    description = ("The final disc difference predicted from the board's lines (edges, the lines inside them, "
                   "diagonals, the 3×3 corner blocks) and mobility, with weights per game phase fitted on "
                   "positions the project solves exactly (scripts/fit_othello_patterns.py), as the strong "
                   "programs evaluate.")
    params = (Param("weight", 1, 0, 1000, "each disc of the predicted final difference"),)

    def _prepare(self) -> None:
        self._w = self.weights["weight"]
        # the prediction stays within a few hundred discs (the fit's tables are tens of discs at most)
        self.win_score = _power_of_ten_above(1000 * self._w)

    def score(self, state: tuple[int, int, int], player: int) -> float:
        me, opp = _sides(state, player)
        empties = 64 - popcount(me | opp)
        # the tables predict for the player to move; the other player's view is its negation
        if state[2] == player:
            return self._w * pattern_score(me, opp, empties) / SCALE
        return -self._w * pattern_score(opp, me, empties) / SCALE

    def terms(self, state: tuple[int, int, int], player: int) -> dict[str, float]:
        return {"predicted final disc difference": self.score(state, player)}


EVALUATIONS: dict[str, type[Evaluation]] = {
    cls.name: cls for cls in (Combined, Discs, Mobility, Corners, Positional, Stability, Parity, Patterns)
}
DEFAULT_EVALUATION = Combined.name

__all__ = ["CLASSIC_WEIGHTS", "C_SQUARES", "DEFAULT_EVALUATION", "EVALUATIONS", "X_SQUARES", "Combined", "Corners",
           "Discs", "Mobility", "Parity", "Patterns", "Positional", "Stability", "corner_features", "last_move_parity",
           "stable_pair"]
