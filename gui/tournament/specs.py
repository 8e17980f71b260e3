"""A side's search settings as a tournament player spec (``alphabeta:7,eval=windows,tt=16,...``).

The Tournament window offers the two sides of the main window as players; a spec is what the
tournament sends to its worker processes, and what the user can read and edit in the list.
"""

from __future__ import annotations

from engine.games import GameInfo

from ..app.players import SearchSettings


def spec_from_settings(settings: SearchSettings, info: GameInfo, name: str = "") -> str:
    """The player spec that searches as ``settings`` do (its evaluation, weights, enhancements, limits)."""
    enh = settings.enhancements.enhancements(info.name, settings.algorithm)
    depth = "full" if settings.depth is None or enh.solve else str(settings.depth)
    parts = [f"{settings.algorithm}:{depth}", f"eval={settings.evaluation}"]
    parts += [f"{k}={v:g}" for k, v in sorted(settings.weights.items())]
    limits = settings.enhancements
    if limits.time_limit is not None:
        parts.append(f"time={limits.time_limit:g}")
    if limits.node_limit is not None:
        parts.append(f"nodes={limits.node_limit}")
    if enh.iterative:
        parts.append("iterative")
    if enh.tt_mb:
        parts.append(f"tt={enh.tt_mb:g}")
    if enh.ordering:
        parts.append("ordering=" + "+".join(enh.ordering))
    if enh.pvs:
        parts.append("pvs")
    if enh.aspiration:
        parts.append(f"aspiration={enh.aspiration:g}")
    if enh.quiescence:
        parts.append("quiescence")
    if enh.solve:
        parts.append("solve")
    pruning = settings.switch("chance_pruning")
    if settings.algorithm == "expectiminimax" and pruning != "none":
        parts.append(f"chance={pruning}")
    if name:
        parts.append(f"name={name}")
    return ",".join(parts)
