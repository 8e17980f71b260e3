"""``tune --resume``: continue the history an earlier run saved to ``--out``, instead of overwriting it.

The saved file says what the run was (game, evaluation, opponent, seed, the tuned weights and the
schedule's settings); a resumed run must be the same run, so any difference is refused, as is a file
that is not such a history. SPSA's perturbation and the games follow the seed and the pairs played,
so a resumed run with the same ``--batch`` and ``--measure`` ends with the weights an uninterrupted
one reaches (the Elo curve's window of the last iterations starts afresh).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.errors import InputError
from engine.match.tune import SpsaParam
from engine.validation import decode_utf8, is_real, is_whole, parse_json, read_regular_file

MAX_HISTORY_BYTES = 64 << 20
"""A row per iteration of a few hundred bytes: 64 MB is far more than any run writes."""


def settings(params: tuple[SpsaParam, ...], games: int, openings: str, fixed: dict[str, float]) -> dict[str, Any]:
    """What a resumed run must share with the saved one, besides game, evaluation, opponent and seed."""
    tuned = {p.name for p in params}
    return {"games": games, "c_end": {p.name: p.c_end for p in params}, "r_end": params[0].r_end if params else None,
            "openings": openings, "fixed": {k: v for k, v in sorted(fixed.items()) if k not in tuned}}


@dataclass(frozen=True)
class Resumed:
    history: list[dict[str, Any]]
    theta: dict[str, float]
    pairs: int
    """SPSA's k: the game pairs played so far."""
    iteration: int


def resume(path: Path, expected: dict[str, Any], params: tuple[SpsaParam, ...], total_pairs: int) -> Resumed:
    """The saved run at ``path`` if it is the run ``expected`` describes; ``InputError`` otherwise (the file
    is only read)."""
    shown = str(path)
    data = parse_json(decode_utf8(read_regular_file(path, MAX_HISTORY_BYTES, "tune history"), shown), shown)
    if not isinstance(data, dict) or not isinstance(data.get("history"), list) or not data["history"]:
        raise InputError(f"--resume: {shown} is not a tune history (choose another --out, or drop --resume)")
    for key, value in expected.items():
        if data.get(key) != value:
            raise InputError(f"--resume: {shown} was saved by a run with another {key!r} ({_short(data.get(key))}, "
                             f"now {_short(value)}); resume it with the same options")
    last = data["history"][-1]
    if not isinstance(last, dict):
        raise InputError(f"--resume: {shown}: the last row of the history is not an iteration")
    theta = {}
    for p in params:
        v: Any = last.get(p.name)
        if not is_real(v) or not (isinstance(v, int) or math.isfinite(v)) or not p.minimum <= v <= p.maximum:
            raise InputError(f"--resume: {shown}: the last iteration's {p.name} is not a weight from "
                             f"{p.minimum:g} to {p.maximum:g}")
        theta[p.name] = float(v)
    pairs: Any = last.get("pairs")
    iteration: Any = last.get("iteration")
    if not (is_whole(pairs) and 0 <= pairs <= total_pairs and is_whole(iteration) and 0 <= iteration <= pairs):
        raise InputError(f"--resume: {shown}: the last iteration's 'pairs' and 'iteration' are not a run's")
    return Resumed(list(data["history"]), theta, int(pairs), int(iteration))


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:60] + "…"
