"""What the subcommands share: one-line errors, number formatting, building search settings."""

from __future__ import annotations

import argparse
import math
import sys
from typing import NoReturn

from engine.errors import InputError, NotationError
from engine.evaluation import Evaluation, make_evaluation, parse_weights
from engine.formatting import format_value
from engine.games import GameInfo
from engine.plugins import find_in_packages, load_evaluation_file

EXIT_USAGE = 2


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one clear line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        fail(f"{self.prog}: {message} (see --help)")


def fail(message: str) -> NoReturn:
    sys.stderr.write(f"error: {message}\n")
    raise SystemExit(EXIT_USAGE)


def parse_depth(text: str | None) -> int | str | None:
    """``full`` -> None; a whole number >= 1 -> int; None -> "default"."""
    if text is None:
        return "default"
    if text == "full":
        return None
    try:
        depth = int(text)
    except ValueError:
        raise NotationError(f"depth must be a whole number or 'full', got {text!r}") from None
    if depth < 1:
        raise NotationError(f"depth must be at least 1 (or 'full'), got {depth}")
    return depth


def build_evaluation(info: GameInfo, name: str | None, weights: str | None, eval_file: str | None = None) -> Evaluation:
    """The evaluation named by ``--eval`` (or the game's default), or the user's ``--eval-file``."""
    if eval_file is not None:
        if name is not None:
            raise InputError("give --eval or --eval-file, not both")
        return load_evaluation_file(eval_file, info.name)(**parse_weights(weights))
    if name is not None and name not in info.evaluations:
        find_in_packages(name)  # an evaluation an installed plugin package adds
    return make_evaluation(info.evaluations, name or info.default_evaluation, parse_weights(weights))


def num(x: float | None) -> float | int | None:
    """A value as JSON wants it: integral floats as ints; infinities as None."""
    if x is None or (isinstance(x, float) and (math.isnan(x) or math.isinf(x))):
        return None
    if isinstance(x, float) and x.is_integer() and abs(x) < 2**53:
        return int(x)
    return round(x, 10) if isinstance(x, float) else x


def fmt(x: float | None) -> str:
    return format_value(x, unicode_minus=False)


def run_guarded(func, args: argparse.Namespace) -> int:  # type: ignore[no-untyped-def]
    """Run a subcommand, turning bad input into one line and exit status 2."""
    try:
        return func(args)
    except InputError as e:
        fail(str(e))
    except RecursionError:
        fail("the tree is too deep to search")
