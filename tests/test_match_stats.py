"""Elo, confidence intervals and the GSPRT against figures fastchess publishes in its own test suite
(app/tests/elo_test.cpp and sprt_test.cpp), plus the properties the formulas must have."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.errors import NotationError
from engine.match.stats import (
    SprtConfig,
    elo_from_score,
    elo_pentanomial,
    elo_trinomial,
    llr_pentanomial,
    llr_trinomial,
    parse_sprt,
    score_from_elo,
)


def penta(ll: int, ld: int, wl: int, dd: int, wd: int, ww: int) -> list[int]:
    """fastchess counts pairs as LL, LD, WL, DD, WD, WW; a win and a loss score as two draws."""
    return [ll, ld, wl + dd, wd, ww]


# fastchess: Stats(wins, losses, draws) -> Elo diff and error (half the 95% interval)
def test_trinomial_elo_matches_fastchess() -> None:
    est = elo_trinomial(wins=136, draws=111, losses=96)
    assert est is not None and est.elo is not None and est.error is not None
    assert est.elo == pytest.approx(40.70, abs=0.01)
    assert est.error == pytest.approx(30.43, abs=0.01)


@pytest.mark.parametrize(("counts", "elo", "error"), [
    (penta(34, 54, 31, 32, 64, 75), 55.58, 27.65),
    (penta(332, 433, 457, 41, 333, 334), -8.64, 10.33),
    (penta(7895, 8757, 5485, 200, 568, 9999), -21.04, 2.95),
])
def test_pentanomial_elo_matches_fastchess(counts: list[int], elo: float, error: float) -> None:
    est = elo_pentanomial(counts)
    assert est is not None and est.elo is not None and est.error is not None
    assert est.elo == pytest.approx(elo, abs=0.01)
    assert est.error == pytest.approx(error, abs=0.01)


@pytest.mark.parametrize(("wins", "losses", "draws", "elo0", "elo1", "expected"), [
    (21404, 21184, 40708, 0.5, 2.5, -1.57),
    (57433, 57030, 106593, 0.0, 2.0, -2.59),
])
def test_trinomial_llr_matches_fastchess(wins: int, losses: int, draws: int, elo0: float, elo1: float,
                                         expected: float) -> None:
    assert llr_trinomial(wins, draws, losses, elo0, elo1) == pytest.approx(expected, abs=0.01)


@pytest.mark.parametrize(("counts", "elo0", "elo1", "expected"), [
    (penta(223, 9863, 20279, 1000, 10037, 246), 0.5, 2.5, -3.07),
    (penta(871, 26175, 55003, 980, 26678, 821), 0.0, 2.0, -4.98),
])
def test_pentanomial_llr_matches_fastchess(counts: list[int], elo0: float, elo1: float, expected: float) -> None:
    assert llr_pentanomial(counts, elo0, elo1) == pytest.approx(expected, abs=0.01)


def test_sprt_bounds_are_wald_s() -> None:
    cfg = SprtConfig(elo0=0, elo1=5, alpha=0.05, beta=0.05)
    assert cfg.lower == pytest.approx(math.log(0.05 / 0.95)) == pytest.approx(-2.944, abs=1e-3)
    assert cfg.upper == pytest.approx(math.log(0.95 / 0.05)) == pytest.approx(2.944, abs=1e-3)
    assert cfg.decide(3.0) == "H1" and cfg.decide(-3.0) == "H0" and cfg.decide(0.0) is None


def test_a_clear_winner_passes_and_a_clear_loser_fails() -> None:
    assert llr_pentanomial([0, 0, 20, 40, 140], 0, 10) > 2.95
    assert llr_pentanomial([140, 40, 20, 0, 0], 0, 10) < -2.95


def test_scores_of_zero_and_one_have_no_finite_elo() -> None:
    assert elo_from_score(1.0) is None and elo_from_score(0.0) is None
    est = elo_trinomial(10, 0, 0)
    assert est is not None and est.elo is None and est.lower is None and est.upper is None
    assert elo_trinomial(0, 0, 0) is None


@given(st.floats(min_value=-1500, max_value=1500))
def test_elo_and_score_are_inverse(elo: float) -> None:
    back = elo_from_score(score_from_elo(elo))
    assert back is not None and back == pytest.approx(elo, abs=1e-6)


@given(st.lists(st.integers(min_value=0, max_value=300), min_size=5, max_size=5).filter(lambda c: sum(c) > 1))
def test_interval_contains_the_estimate_and_llr_is_antisymmetric(counts: list[int]) -> None:
    est = elo_pentanomial(counts)
    assert est is not None
    if est.elo is not None and est.lower is not None and est.upper is not None:
        assert est.lower <= est.elo <= est.upper
    # Swapping the players mirrors the distribution: the test of +e against -e changes sign.
    assert llr_pentanomial(counts, -5, 5) == pytest.approx(-llr_pentanomial(counts[::-1], -5, 5), abs=1e-6)


@pytest.mark.parametrize("text", ["elo0=5,elo1=0", "alpha=0", "beta=1.5", "elo0=x", "gamma=1", "alpha=0.6,beta=0.5"])
def test_bad_sprt_settings_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_sprt(text)


def test_sprt_settings_parse() -> None:
    assert parse_sprt("elo0=0,elo1=5,alpha=0.1,beta=0.2") == SprtConfig(0, 5, 0.1, 0.2)
    assert parse_sprt("elo1=20") == SprtConfig(elo1=20)
