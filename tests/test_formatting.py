"""Values as people read them: never in exponent notation at a game's scale."""

from __future__ import annotations

import math

import pytest

from engine.formatting import format_value


@pytest.mark.parametrize(("value", "digits", "grouping", "text"), [
    (2036.7, 3, True, "2,037"),  # an MCTS mean on Connect Four's scale (once "2.04e+03")
    (999.5, 3, True, "1,000"),
    (-4567.8, 4, False, "−4568"),
    (12345.6, 4, True, "12,346"),
    (123.456, 3, True, "123"),
    (12.345, 3, True, "12.3"),
    (0.25, 3, False, "0.25"),
    (13.0, 3, True, "13"),
    (10000.0, 3, True, "10,000"),
])
def test_values_are_written_without_an_exponent(value: float, digits: int, grouping: bool, text: str) -> None:
    assert format_value(value, digits=digits, grouping=grouping) == text


def test_missing_and_infinite_values() -> None:
    assert format_value(None) == format_value(math.nan) == "—"
    assert (format_value(math.inf), format_value(-math.inf)) == ("+∞", "−∞")
