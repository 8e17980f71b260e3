"""Evaluation functions as named, parameterised objects.

An evaluation estimates how good a non-terminal state is for a player. Each one carries a name, a
description and numeric parameters with defaults and sane ranges, so the GUI can list them and build
a form, and the command line can set weights with ``--weights k=v,...``.

``win_score`` is the magnitude a terminal win gets whenever this evaluation is in use (a search with
a depth cutoff): it must exceed any value the evaluation itself can return, so that a real win is
always preferred to a good-looking position. Without an evaluation (search to the end) wins are the
textbook +1.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import NotationError, UnknownNameError
from .validation import parse_float


@dataclass(frozen=True)
class Param:
    """One numeric parameter of an evaluation function."""

    name: str
    default: float
    minimum: float
    maximum: float
    description: str = ""


class Evaluation:
    """A static evaluation function ``f(state, player) -> float`` with named parameters.

    Subclasses set ``name``, ``description``, ``params`` and ``win_score`` and implement ``score``.
    Instances are immutable; ``with_weights`` returns a new one.
    """

    name: ClassVar[str] = ""
    description: ClassVar[str] = ""
    params: ClassVar[tuple[Param, ...]] = ()
    win_score: float = 1000.0

    def __init__(self, **weights: float) -> None:
        values = {p.name: _plain(p.default) for p in self.params}
        for key, value in weights.items():
            param = next((p for p in self.params if p.name == key), None)
            if param is None:
                known = ", ".join(p.name for p in self.params) or "none"
                raise UnknownNameError(f"evaluation {self.name!r} has no parameter {key!r} (parameters: {known})")
            value = float(value)
            if not (param.minimum <= value <= param.maximum):
                raise NotationError(
                    f"parameter {key}={value:g} of {self.name!r} is outside {param.minimum:g}..{param.maximum:g}"
                )
            values[key] = _plain(value)
        self.weights: Mapping[str, float] = values
        self._prepare()

    def _prepare(self) -> None:
        """Hook for subclasses to precompute tables from the weights."""

    def with_weights(self, **weights: float) -> Evaluation:
        return type(self)(**{**self.weights, **weights})

    def score(self, state: Any, player: int) -> float:
        raise NotImplementedError

    def terms(self, state: Any, player: int) -> dict[str, float]:
        """The parts the value is made of, by name, for "why this value": they add up to ``score``.

        Built-in evaluations list their terms; this default, for an evaluation that does not, is the
        value alone. The search never calls it (it calls ``score``), so it may be slow and plain."""
        return {"value": self.score(state, player)}

    def __call__(self, state: Any, player: int) -> float:
        return self.score(state, player)

    def describe(self) -> str:
        shown = ", ".join(f"{k}={v:g}" for k, v in self.weights.items())
        return f"{self.name}({shown})" if shown else self.name

    def __repr__(self) -> str:
        return f"<Evaluation {self.describe()}>"


def _plain(x: float) -> float:
    """Integral weights stay ``int`` so that evaluations of integer weights print as integers."""
    x = float(x)
    return int(x) if x.is_integer() else x


def parse_weights(text: str | None) -> dict[str, float]:
    """Parse ``k=v,k=v``; raises ``NotationError`` with the offending piece."""
    weights: dict[str, float] = {}
    if not text:
        return weights
    for piece in text.split(","):
        piece = piece.strip()
        if not piece:
            continue
        key, sep, value = piece.partition("=")
        if not sep or not key.strip():
            raise NotationError(f"malformed weight {piece!r}: expected name=value")
        try:  # ASCII digits only: float() would also take '٣', '１' and '1_0'
            weights[key.strip()] = parse_float(value, "weight")
        except NotationError:
            raise NotationError(f"malformed weight {piece[:60]!r}: {value.strip()[:40]!r} is not a number "
                                "(digits 0-9)") from None
    return weights


EvaluationFactory = Callable[..., Evaluation]


def make_evaluation(registry: Mapping[str, type[Evaluation]], name: str, weights: Mapping[str, float]) -> Evaluation:
    cls = registry.get(name)
    if cls is None:
        known = ", ".join(registry) or "none"
        raise UnknownNameError(f"unknown evaluation {name!r} (known: {known})")
    return cls(**weights)
