"""Fits the Othello pattern evaluation (engine/games/othello/patterns.py) and writes its weights
(engine/resources/weights/othello-patterns.json).

Reproducible: seeded games, exact labels, a deterministic fit. How the data is made:

1. Self-play games: every move (while more than ``--random-above`` squares are empty) is random with
   probability ``--epsilon``, else the "fastest-first" move
   (fewest replies for the opponent, a corner reply counting three, a corner taken first, an X-square
   next to an empty corner last): varied positions, played with some sense.
2. From ``--solve-empties`` empty squares on, the project's exact solver (engine/games/othello/solver.py)
   gives every position's final disc difference with best play (its exact label); every earlier position of
   the game is labelled with the first solved score (for its player to move): the outcome of sensible play
   from it.
3. Each position also enters in its eight symmetric images; per game phase, the weights minimise the squared
   error of the prediction plus a small ridge term (conjugate gradients on the sparse normal equations,
   numpy), rounded to hundredths of a disc. Every tenth game is held out of the fit, to
   report the error on positions the fit has not seen.

numpy is a tool here, not a run-time dependency (pip install numpy; pyproject's [fit] extra). The labels
take the solver most of the time: with the compiled build (scripts/build_native.py) a few minutes.

    python scripts/fit_othello_patterns.py            # the shipped weights
    python scripts/fit_othello_patterns.py --games 200 --out /tmp/p.json   # a quick try
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.games.othello.bitboards import (
    CORNERS,
    flips,
    from_word,
    legal_moves,
    popcount,
    to_word,
)
from engine.games.othello.patterns import (
    INSTANCES,
    PHASE_LIMITS,
    SCALE,
    SHAPE_NAMES,
    SHAPE_SIZES,
    WEIGHTS_FILE,
    phase_of,
)
from engine.games.othello.solver import Solver

START_BLACK = 1 << 28 | 1 << 35  # e4, d5
START_WHITE = 1 << 27 | 1 << 36  # d4, e5
X_CORNER = {9: 0, 14: 7, 49: 56, 54: 63}


def fastest_first(me: int, opp: int, moves: int, rng: random.Random) -> int:
    best_key, best = None, -1
    squares = [sq for sq in range(64) if moves >> sq & 1]
    for sq in squares:
        f = from_word(flips(to_word(me), to_word(opp), sq))
        np_, no = me | f | 1 << sq, opp & ~f
        replies = from_word(legal_moves(to_word(no), to_word(np_)))
        key = popcount(to_word(replies)) + 3 * popcount(to_word(replies & from_word(CORNERS)))
        if (1 << sq) & from_word(CORNERS):
            key -= 20
        if sq in X_CORNER and not ((me | opp) >> X_CORNER[sq] & 1):
            key += 20
        key = key * 1000 + rng.randrange(1000)  # ties broken at random
        if best_key is None or key < best_key:
            best_key, best = key, sq
    return best


def play_game(rng: random.Random, solver: Solver, epsilon: float, solve_empties: int,
              random_above: int) -> list[tuple[int, int, int, int]]:
    """One game: its positions (me, opp, empties, label) for the player to move. From ``solve_empties`` empty
    squares down every position is solved exactly; the earlier ones get the first solve's score."""
    me, opp = START_BLACK, START_WHITE
    seen: list[tuple[int, int, int, int]] = []  # me, opp, empties, side (0 black to move)
    out: list[tuple[int, int, int, int]] = []
    side = 0
    passes = 0
    first: tuple[int, int] | None = None  # the first solve: its score and side
    while True:
        empties = 64 - (me | opp).bit_count()
        moves = from_word(legal_moves(to_word(me), to_word(opp)))
        if not moves:
            passes += 1
            if passes == 2 or empties == 0:  # the game is over
                p, o = me.bit_count(), opp.bit_count()
                if first is None:
                    first = (64 - 2 * o if p > o else (2 * p - 64 if p < o else 0), side)
                break
            me, opp, side = opp, me, 1 - side
            continue
        passes = 0
        if empties <= solve_empties:
            score = solver.score(me, opp)
            out.append((me, opp, empties, score))
            if first is None:
                first = (score, side)
        else:
            seen.append((me, opp, empties, side))
        if empties > random_above and rng.random() < epsilon:
            sq = rng.choice([s for s in range(64) if moves >> s & 1])
        else:
            sq = fastest_first(me, opp, moves, rng)
        f = from_word(flips(to_word(me), to_word(opp), sq))
        me, opp, side = opp & ~f, me | f | 1 << sq, 1 - side
    score, at = first
    return [(m, o, e, score if s == at else -score) for m, o, e, s in seen] + out


def symmetry_maps() -> np.ndarray:
    """8 × 64: where each square goes under each of the board's symmetries."""
    maps = []
    for swap in (False, True):
        for fc in (False, True):
            for fr in (False, True):
                row = []
                for sq in range(64):
                    c, r = sq % 8, sq // 8
                    if swap:
                        c, r = r, c
                    if fc:
                        c = 7 - c
                    if fr:
                        r = 7 - r
                    row.append(r * 8 + c)
                maps.append(row)
    return np.array(maps)


def features(positions: list[tuple[int, ...]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per position and symmetry: the column of every pattern instance; the mobility difference; the label."""
    offsets = np.cumsum([0, *SHAPE_SIZES[:-1]])
    shape_offset = {name: int(offsets[k]) for k, name in enumerate(SHAPE_NAMES)}
    maps = symmetry_maps()
    boards = np.array([[(me >> sq & 1) + 2 * (opp >> sq & 1) for sq in range(64)] for me, opp, *_ in positions],
                      dtype=np.int64)
    mobility = np.array([popcount(legal_moves(to_word(me), to_word(opp))) - popcount(legal_moves(to_word(opp), to_word(me)))
                         for me, opp, *_ in positions], dtype=np.float64)
    labels = np.array([p[3] for p in positions], dtype=np.float64)
    cols, mob, lab = [], [], []
    for m in maps:
        image = np.empty_like(boards)
        image[:, m] = boards  # square sq's content moves to m[sq]
        block = np.empty((len(positions), len(INSTANCES)), dtype=np.int64)
        for k, (name, squares) in enumerate(INSTANCES):
            powers = 3 ** np.arange(len(squares) - 1, -1, -1)
            block[:, k] = image[:, list(squares)] @ powers + shape_offset[name]
        cols.append(block)
        mob.append(mobility)
        lab.append(labels)
    return np.concatenate(cols), np.concatenate(mob), np.concatenate(lab)


def fit(cols: np.ndarray, mob: np.ndarray, lab: np.ndarray, ridge: float, iterations: int) -> np.ndarray:
    """Least squares with a ridge term by conjugate gradients: unknowns are every table entry, then the
    mobility weight and the constant (unregularised)."""
    n_table = sum(SHAPE_SIZES)
    n = n_table + 2

    def apply(w: np.ndarray) -> np.ndarray:  # X w
        return w[cols].sum(axis=1) + w[n_table] * mob + w[n_table + 1]

    def apply_t(r: np.ndarray) -> np.ndarray:  # Xᵀ r
        out = np.bincount(cols.ravel(), weights=np.repeat(r, cols.shape[1]), minlength=n_table).astype(np.float64)
        return np.concatenate([out, [mob @ r, r.sum()]])

    reg = np.full(n, ridge)
    reg[n_table:] = 0.0

    def normal(w: np.ndarray) -> np.ndarray:
        return apply_t(apply(w)) + reg * w

    w = np.zeros(n)
    r = apply_t(lab) - normal(w)
    p = r.copy()
    rs = r @ r
    for _ in range(iterations):
        q = normal(p)
        a = rs / (p @ q)
        w += a * p
        r -= a * q
        rs_new = r @ r
        if rs_new < 1e-10:
            break
        p = r + (rs_new / rs) * p
        rs = rs_new
    return w


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=36)
    ap.add_argument("--epsilon", type=float, default=0.25)
    ap.add_argument("--solve-empties", type=int, default=16)
    ap.add_argument("--random-above", type=int, default=24,
                    help="random moves only while more squares than this are empty (then the labels of the "
                         "positions near the solve are the outcome of one consistent way of playing)")
    ap.add_argument("--exact-phases", action=argparse.BooleanOptionalAction, default=False,
                    help="fit a phase that has exactly solved positions on those alone (measured: better "
                         "endgame phases, a weaker player; not the shipped weights)")
    ap.add_argument("--exact-from", type=int, default=9,
                    help="such a phase is fitted on the exact positions from this many empty squares up")
    ap.add_argument("--ridge", type=float, default=50.0)
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--out", type=Path, default=WEIGHTS_FILE)
    ap.add_argument("--positions", type=Path, help="keep (or reuse, if it exists) the labelled positions here")
    args = ap.parse_args(argv)
    if args.positions is not None and args.positions.exists():
        positions = [tuple(p) for p in json.loads(args.positions.read_text())]
    else:
        rng = random.Random(args.seed)
        solver = Solver(64)
        positions = []
        start = time.time()
        for g in range(args.games):
            positions += [(*p, g) for p in play_game(rng, solver, args.epsilon, args.solve_empties, args.random_above)]
            if (g + 1) % 200 == 0:
                print(f"{g + 1} games, {len(positions)} positions, {time.time() - start:.0f} s", file=sys.stderr)
        if args.positions is not None:
            args.positions.write_text(json.dumps(positions))
    phases = []
    for k, limit in enumerate(PHASE_LIMITS):
        in_phase = [p for p in positions if phase_of(p[2]) == k]
        low = PHASE_LIMITS[k - 1] + 1 if k else 0
        if args.exact_phases and low <= args.solve_empties:
            # a phase the solves reach is fitted on exact scores alone (one self-play continuation's outcome
            # is a noisy label: the first fit, on those, ordered the solver's moves worse than no evaluation),
            # from --exact-from empty squares up to the phase's last: more positions than the phase's own
            # (held-out error at 17-18 empty squares 13.4 discs, against 14.8 on the phase's own positions)
            top = min(limit, args.solve_empties)
            in_phase = [p for p in positions if min(low, args.exact_from) <= p[2] <= top]
        chosen = [p for p in in_phase if p[4] % 10 != 9]
        held = [p for p in in_phase if p[4] % 10 == 9 and phase_of(p[2]) == k]  # the phase's own
        if not chosen or not held:
            raise SystemExit(f"too few positions for phase {k} (up to {limit} empty squares)")
        cols, mob, lab = features(chosen)
        w = fit(cols, mob, lab, args.ridge, args.iterations)
        # the error on the games held out of the fit (every tenth): what the evaluation predicts, not recalls
        cols, mob, lab = features(held)
        pred = w[cols].sum(axis=1) + w[-2] * mob + w[-1]
        rms = float(np.sqrt(np.mean((pred - lab) ** 2)))
        print(f"phase {k} (<= {limit} empty): {len(chosen)} positions, held-out rms error {rms:.1f} discs "
              f"(label spread {float(lab.std()):.1f})", file=sys.stderr)
        patterns: dict[str, list[list[int]]] = {}
        at = 0
        for name, size in zip(SHAPE_NAMES, SHAPE_SIZES, strict=True):
            table = np.rint(w[at:at + size] * SCALE).astype(np.int64)
            patterns[name] = [[int(i), int(table[i])] for i in np.nonzero(table)[0]]
            at += size
        phases.append({"limit": limit, "positions": len(chosen), "rms": round(rms, 2),
                       "mobility": round(w[-2] * SCALE), "bias": round(w[-1] * SCALE),
                       "patterns": patterns})
    meta = {"made_by": "scripts/fit_othello_patterns.py", "games": args.games, "seed": args.seed,
            "epsilon": args.epsilon, "random_above": args.random_above, "solve_empties": args.solve_empties,
            **({"exact_phases": True, "exact_from": args.exact_from} if args.exact_phases else {}),
            "ridge": args.ridge, "iterations": args.iterations, "scale": SCALE}
    args.out.write_text(json.dumps({"meta": meta, "phases": phases}, separators=(",", ":")) + "\n")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
