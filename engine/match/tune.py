"""SPSA over evaluation weights by self-play, the way fishtest tunes Stockfish.

Head-to-head games give no score for one setting of the weights on its own, only "which of these two
is better", so general-purpose optimisers that need f(θ) do not apply. SPSA (simultaneous
perturbation stochastic approximation) needs exactly that comparison: perturb every weight at once
by ±c_k (a random sign Δ_i per weight), play θ + c_kΔ against θ − c_kΔ, and move θ towards the side
that won:

    θ_i ← clamp(θ_i + R_k · c_k,i · (wins − losses of θ + c_kΔ) · Δ_i),   R_k = a_k / c_k,i²

The schedule is fishtest's: over N game pairs, with A = 0.1·N, α = 0.602 and γ = 0.101,

    c_k = c / (k + 1)^γ,  c = c_end · N^γ        (so the perturbation ends at c_end)
    a_k = a / (A + k + 1)^α,  a = r_end · c_end² · (A + N)^α   (so R ends at r_end)

where k counts the game pairs played so far. As fishtest's workers do, one iteration plays a batch
of pairs with the same Δ and applies their summed result once.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from ..errors import InputError

ALPHA = 0.602
GAMMA = 0.101
A_RATIO = 0.1


@dataclass(frozen=True)
class SpsaParam:
    name: str
    start: float
    c_end: float
    r_end: float
    minimum: float
    maximum: float


@dataclass(frozen=True)
class Perturbation:
    """One iteration's plan: the two weight settings to play and what the update needs."""

    k: int
    flips: dict[str, int]
    c: dict[str, float]
    r: dict[str, float]
    plus: dict[str, float]
    minus: dict[str, float]


@dataclass
class Spsa:
    params: tuple[SpsaParam, ...]
    pairs: int
    """N: the game pairs the whole run plays (the schedule is laid out over them)."""
    seed: int = 0
    theta: dict[str, float] = field(default_factory=dict)
    k: int = 0

    def __post_init__(self) -> None:
        if self.pairs < 1:
            raise InputError("SPSA needs at least one game pair")
        if not self.params:
            raise InputError("choose at least one parameter to tune")
        for p in self.params:
            if not p.c_end > 0 or not p.r_end > 0:
                raise InputError(f"{p.name}: c_end and r_end must be positive")
            self._check_finite(p)
        if not self.theta:
            self.theta = {p.name: float(p.start) for p in self.params}

    def _check_finite(self, p: SpsaParam) -> None:
        """Refuse a schedule whose numbers overflow: the first step, the largest, must be a finite number
        (a c_end or r_end near 1e308 makes c², a or R·c infinite, and then θ NaN)."""
        try:
            c0 = self.c_k(p, 0)
            r0 = self.a_k(p, 0) / c0 ** 2
            largest = r0 * c0 * 2 * self.pairs
        except (OverflowError, ZeroDivisionError):
            largest = math.inf
        if not math.isfinite(largest):
            raise InputError(f"{p.name}: c_end {p.c_end:g} and r_end {p.r_end:g} make SPSA's steps too large to "
                             "compute; use smaller values")

    def c_k(self, p: SpsaParam, k: int) -> float:
        return p.c_end * math.pow(self.pairs, GAMMA) / math.pow(k + 1, GAMMA)

    def a_k(self, p: SpsaParam, k: int) -> float:
        big_a = A_RATIO * self.pairs
        a = p.r_end * p.c_end ** 2 * math.pow(big_a + self.pairs, ALPHA)
        return a / math.pow(big_a + k + 1, ALPHA)

    def perturb(self) -> Perturbation:
        """The next pair of settings, θ ± c_kΔ (each clamped to the parameter's range)."""
        rng = random.Random(f"spsa:{self.seed}:{self.k}")
        flips, cs, rs, plus, minus = {}, {}, {}, {}, {}
        for p in self.params:
            flip = rng.choice((-1, 1))
            c = self.c_k(p, self.k)
            flips[p.name], cs[p.name] = flip, c
            rs[p.name] = self.a_k(p, self.k) / c ** 2
            plus[p.name] = _clamp(self.theta[p.name] + c * flip, p)
            minus[p.name] = _clamp(self.theta[p.name] - c * flip, p)
        return Perturbation(self.k, flips, cs, rs, plus, minus)

    def update(self, plan: Perturbation, result: float, pairs: int) -> None:
        """Apply ``result`` (wins − losses of θ + c_kΔ over ``pairs`` game pairs)."""
        for p in self.params:
            step = plan.r[p.name] * plan.c[p.name] * result * plan.flips[p.name]
            self.theta[p.name] = _clamp(self.theta[p.name] + step, p)
        self.k += pairs


def _clamp(x: float, p: SpsaParam) -> float:
    return min(max(x, p.minimum), p.maximum)


def minimise_noisy(spsa: Spsa, compare: Callable[[Mapping[str, float], Mapping[str, float]], float],
                   batch: int = 1) -> dict[str, float]:
    """Run SPSA to the end with ``compare(plus, minus)`` -> wins − losses of ``plus`` over ``batch`` pairs
    (the engine's own loop is the tournament's; this one serves tests and experiments)."""
    while spsa.k < spsa.pairs:
        plan = spsa.perturb()
        spsa.update(plan, compare(plan.plus, plan.minus), batch)
    return dict(spsa.theta)


def default_c_end(start: float, minimum: float, maximum: float) -> float:
    """A perturbation big enough to change play: a quarter of the start value, at least 1, at most a
    tenth of the range."""
    return max(1.0, min(abs(start) / 4.0, (maximum - minimum) / 10.0))


def history_svg(rows: list[dict[str, float | None]], names: list[str], width: int = 640, height: int = 360) -> str:
    """A line chart of the weights (left axis) and the measured Elo (right axis) over iterations, as SVG
    text: ``rows`` have ``iteration``, one key per weight name, and ``elo`` (None where not measured)."""
    colours = ["#1f77b4", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"]
    left, right, top, bottom = 50, 50, 34, 40
    pw, ph = width - left - right, height - top - bottom
    n = max(1, len(rows) - 1)
    values = [float(r[k]) for r in rows for k in names if r.get(k) is not None]  # type: ignore[arg-type]
    lo, hi = (min(values), max(values)) if values else (0.0, 1.0)
    if hi == lo:
        lo, hi = lo - 1, hi + 1
    elos = [float(r["elo"]) for r in rows if r.get("elo") is not None]  # type: ignore[arg-type]
    elo_span = max([abs(e) for e in elos] + [10.0])

    def x(i: int) -> float:
        return left + pw * i / n

    def y(v: float) -> float:
        return top + ph * (1 - (v - lo) / (hi - lo))

    def y_elo(e: float) -> float:
        return top + ph * (1 - (e + elo_span) / (2 * elo_span))

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" '
           'font-size="11">', f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#999"/>',
           '<text x="8" y="16" font-size="12">SPSA: the weights (left axis) and the Elo against the '
           'opponent (right axis, dashed)</text>',
           f'<text x="{left}" y="{height - 8}">iteration 0 … {len(rows) - 1}</text>',
           f'<text x="4" y="{top + 10}">{hi:.4g}</text><text x="4" y="{top + ph}">{lo:.4g}</text>',
           f'<text x="{left + pw + 4}" y="{top + 10}" fill="#d62728">+{elo_span:.0f}</text>',
           f'<text x="{left + pw + 4}" y="{top + ph}" fill="#d62728">−{elo_span:.0f}</text>']
    for j, name in enumerate(names):
        colour = colours[j % len(colours)]
        pts = " ".join(f"{x(i):.1f},{y(float(r[name])):.1f}" for i, r in enumerate(rows)  # type: ignore[arg-type]
                       if r.get(name) is not None)
        out.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{pts}"/>')
        out.append(f'<text x="{left + 8 + 90 * j}" y="{top + 14}" fill="{colour}">{name}</text>')
    pts = " ".join(f"{x(i):.1f},{y_elo(float(r['elo'])):.1f}" for i, r in enumerate(rows)  # type: ignore[arg-type]
                   if r.get("elo") is not None)
    if pts:
        out.append(f'<polyline fill="none" stroke="#d62728" stroke-dasharray="4 3" points="{pts}"/>')
        out.append(f'<text x="{left + pw - 120}" y="{top + 14}" fill="#d62728">Elo vs opponent</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def check_finite(values: Mapping[str, float]) -> None:
    for k, v in values.items():
        if not math.isfinite(v):
            raise InputError(f"{k} must be a finite number")
