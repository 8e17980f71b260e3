"""``analyze`` output for SSS*, DUAL* and MTD(f): what each adds to the common report.

SSS* and DUAL* report no value per root move (it solves the root, not each move): its best move and value are
printed on their own. MTD(f) reports its zero-window passes: each one's window, the bound it proved
and its nodes, so the convergence is visible.
"""

from __future__ import annotations

import math
from typing import Any

from engine.game import Game
from engine.results import SearchResult, WindowPass, WindowPasses
from engine.search import algorithm_info

from .common import fmt, num


def family_json(result: SearchResult) -> dict[str, Any]:
    """The JSON fields SSS* / MTD(f) add (none for other algorithms)."""
    if "passes" in algorithm_info(result.algorithm).stats:
        return {"passes": [{"depth": "full" if p.depth is None else p.depth, "window": [exact(x) for x in p.window],
                            "value": num(p.value), "bound": p.bound, "nodes": p.nodes} for p in passes_of(result)]}
    return {}


def passes_of(result: SearchResult) -> tuple[WindowPass, ...]:
    """MTD(f)'s zero-window passes (none for another algorithm)."""
    own = result.extra(WindowPasses)
    return own.passes if own is not None else ()


def exact(x: float) -> float | int | None:
    """A window edge as JSON: exactly (the edge beside g is the float next to it, which rounding
    would make g itself), an integral one as an int, an infinite one as None."""
    if math.isinf(x):
        return None
    return int(x) if float(x).is_integer() else x


def question(p: WindowPass) -> str:
    """A pass as the question it asked: "value ≥ 3?" or "value > 3?" (the same question for a null
    window; the edge written more simply is named)."""
    lo, hi = p.window
    if math.isinf(lo) or (not math.isinf(hi) and len(repr(hi)) <= len(repr(lo))):
        return f"value ≥ {fmt(hi)}?"
    return f"value > {fmt(lo)}?"


def family_text(game: Game, result: SearchResult) -> list[str]:
    """The lines SSS* / MTD(f) add to the text report."""
    lines: list[str] = []
    info = algorithm_info(result.algorithm)
    if info.solves_whole and result.best_move is not None:
        name = info.in_prose
        if result.value is None:
            lines += ["", f"Stopped before {name} solved the root: move {game.format_move(result.best_move)} is only "
                          "the static choice (an immediate win, a forced block, else the centre)"]
        else:
            lines += ["", f"Best move: {game.format_move(result.best_move)}   value {fmt(result.value)}   "
                          f"({name} solves the root, not each move)"]
    passes = passes_of(result)
    if "passes" in info.stats and passes:
        lines += ["", "MTD(f) passes (zero-window alpha-beta through the table):",
                  "  depth  question         answer        nodes"]
        for p in passes:
            depth = "full" if p.depth is None else str(p.depth)
            answer = f"{'≥' if p.bound == 'lower' else '≤'} {fmt(p.value)}"
            lines.append(f"  {depth:>5}  {question(p):<15}  {answer:<10}  {p.nodes:>9,}")
        lines.append(f"{len(passes)} passes, {sum(p.nodes for p in passes):,} nodes in all")
    return lines
