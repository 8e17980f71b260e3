"""How much stronger is A than B: logistic Elo, 95% intervals and the sequential probability ratio test.

The model is the one chess programmers test engines with (fishtest, fastchess, cutechess-cli):

* a score s (wins + draws / 2, per game) maps to a logistic Elo difference −400·log10(1/s − 1);
  a score of 0 or 1 has no finite Elo, and we say so (``None``) rather than invent a number;
* the 95% interval comes from the normal approximation of the mean score: s ± 1.96·σ/√n, each end
  mapped to Elo. Over single games σ is the trinomial (loss, draw, win) spread; when games come in
  colour-swapped pairs from the same opening, the pentanomial model treats each *pair* as one sample
  (pair scores 0, ¼, ½, ¾, 1), which removes the opening's share of the noise and gives a tighter,
  honest interval;
* the SPRT tests H0: Elo = elo0 against H1: Elo = elo1 with the generalised log-likelihood ratio
  (GSPRT): for each hypothesis the most likely outcome distribution whose mean score is that
  hypothesis's score, compared on the observed results. It stops at log(β/(1−α)) (accept H0) or
  log((1−β)/α) (accept H1). As fishtest and fastchess do, an outcome never seen counts as 0.001 so
  the likelihoods stay finite.

The test suite checks these functions against figures fastchess publishes in its own tests.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import NotationError

Z95 = 1.959963984540054
"""The 97.5% quantile of the standard normal distribution (two-sided 95%)."""
TRINOMIAL_SCORES = (0.0, 0.5, 1.0)
PENTANOMIAL_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)
UNSEEN = 1e-3
"""The count an outcome never observed is given in the likelihood (fishtest's and fastchess's choice)."""


def elo_from_score(score: float) -> float | None:
    """The logistic Elo difference of a mean score; None at 0 or 1, where it is ±infinity."""
    if not 0.0 < score < 1.0:
        return None
    return -400.0 * math.log10(1.0 / score - 1.0)


def score_from_elo(elo: float) -> float:
    return 1.0 / (1.0 + math.pow(10.0, -elo / 400.0))


def mean_and_variance(counts: Sequence[float], scores: Sequence[float]) -> tuple[float, float, float]:
    """(samples, mean score, variance of one sample's score) of outcome counts."""
    n = float(sum(counts))
    if n <= 0:
        return 0.0, math.nan, math.nan
    mu = sum(c * a for c, a in zip(counts, scores)) / n
    var = sum(c * (a - mu) ** 2 for c, a in zip(counts, scores)) / n
    return n, mu, var


@dataclass(frozen=True)
class EloEstimate:
    """A logistic Elo difference with its 95% interval; each None where the score is 0 or 1."""

    score: float
    elo: float | None
    lower: float | None
    upper: float | None

    @property
    def error(self) -> float | None:
        """Half the interval's width (the "± x" chess programs print)."""
        if self.lower is None or self.upper is None:
            return None
        return (self.upper - self.lower) / 2.0


def _estimate(counts: Sequence[float], scores: Sequence[float]) -> EloEstimate | None:
    n, mu, var = mean_and_variance(counts, scores)
    if n == 0:
        return None
    half = Z95 * math.sqrt(var / n)
    lo, hi = mu - half, mu + half
    return EloEstimate(mu, elo_from_score(mu), elo_from_score(lo) if lo > 0 else None,
                       elo_from_score(hi) if hi < 1 else None)


def elo_trinomial(wins: int, draws: int, losses: int) -> EloEstimate | None:
    """Elo over single games (None without games)."""
    return _estimate((losses, draws, wins), TRINOMIAL_SCORES)


def elo_pentanomial(pentanomial: Sequence[int]) -> EloEstimate | None:
    """Elo over colour-swapped pairs: ``pentanomial`` counts the pairs scoring 0, ½, 1, 1½ and 2 points
    (LL, LD, WL+DD, WD, WW)."""
    return _estimate(pentanomial, PENTANOMIAL_SCORES)


def _regularised(counts: Sequence[float]) -> tuple[float, list[float]]:
    reg = [c if c > 0 else UNSEEN for c in counts]
    total = sum(reg)
    return total, [c / total for c in reg]


def _mle(probs: Sequence[float], scores: Sequence[float], s: float) -> list[float]:
    """The distribution closest (in likelihood) to the observed ``probs`` whose mean score is ``s``.

    It is p_i = p̂_i / (1 + θ·(a_i − s)) with θ the root of Σ p̂_i (a_i − s) / (1 + θ (a_i − s)) = 0
    (M. Van den Bergh's derivation, used by fishtest and fastchess); the root lies strictly between
    −1/(a_max − s) and −1/(a_min − s), where the sum runs from +∞ to −∞, so bisection finds it."""
    lo, hi = -1.0 / (scores[-1] - s), -1.0 / (scores[0] - s)

    def f(theta: float) -> float:
        return sum(p * (a - s) / (1.0 + theta * (a - s)) for p, a in zip(probs, scores))

    for _ in range(200):
        mid = (lo + hi) / 2.0
        if mid in (lo, hi):
            break
        if f(mid) > 0:
            lo = mid
        else:
            hi = mid
    theta = (lo + hi) / 2.0
    return [p / (1.0 + theta * (a - s)) for p, a in zip(probs, scores)]


def llr(counts: Sequence[float], scores: Sequence[float], elo0: float, elo1: float) -> float:
    """The generalised log-likelihood ratio of H1 (Elo = elo1) against H0 (Elo = elo0), logistic Elo."""
    if sum(counts) <= 0:
        return 0.0
    total, probs = _regularised(counts)
    p0 = _mle(probs, scores, score_from_elo(elo0))
    p1 = _mle(probs, scores, score_from_elo(elo1))
    return total * sum(p * (math.log(b) - math.log(a)) for p, a, b in zip(probs, p0, p1))


def llr_trinomial(wins: int, draws: int, losses: int, elo0: float, elo1: float) -> float:
    return llr((losses, draws, wins), TRINOMIAL_SCORES, elo0, elo1)


def llr_pentanomial(pentanomial: Sequence[int], elo0: float, elo1: float) -> float:
    return llr(pentanomial, PENTANOMIAL_SCORES, elo0, elo1)


@dataclass(frozen=True)
class SprtConfig:
    """``--sprt elo0=E0,elo1=E1,alpha=A,beta=B`` (logistic Elo; α: false "H1", β: false "H0")."""

    elo0: float = 0.0
    elo1: float = 10.0
    alpha: float = 0.05
    beta: float = 0.05

    @property
    def lower(self) -> float:
        """At or below this the test accepts H0 (no better than elo0)."""
        return math.log(self.beta / (1.0 - self.alpha))

    @property
    def upper(self) -> float:
        """At or above this the test accepts H1 (at least elo1 better)."""
        return math.log((1.0 - self.beta) / self.alpha)

    def problems(self) -> list[str]:
        out = []
        if not self.elo0 < self.elo1:
            out.append(f"elo0 must be less than elo1, got {self.elo0:g} and {self.elo1:g}")
        for name, v in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0.0 < v < 1.0:
                out.append(f"{name} must lie strictly between 0 and 1, got {v:g}")
        if not out and self.alpha + self.beta >= 1.0:
            out.append("alpha + beta must be less than 1")
        return out

    def decide(self, value: float) -> str | None:
        """"H1", "H0" or None (keep playing)."""
        if value >= self.upper:
            return "H1"
        if value <= self.lower:
            return "H0"
        return None


def parse_sprt(text: str) -> SprtConfig:
    """``elo0=0,elo1=10,alpha=0.05,beta=0.05`` (any subset; the rest keep their defaults)."""
    values: dict[str, float] = {}
    for piece in text.split(","):
        piece = piece.strip()
        if not piece:
            continue
        key, sep, value = piece.partition("=")
        key = key.strip()
        if not sep or key not in ("elo0", "elo1", "alpha", "beta"):
            raise NotationError(f"malformed --sprt piece {piece!r}: expected elo0=, elo1=, alpha= or beta=")
        try:
            values[key] = float(value)
        except ValueError:
            raise NotationError(f"malformed --sprt piece {piece!r}: {value.strip()!r} is not a number") from None
    config = SprtConfig(**values)
    problems = config.problems()
    if problems:
        raise NotationError(f"--sprt: {problems[0]}")
    return config
