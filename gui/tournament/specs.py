"""A side's search settings as a tournament player spec (``alphabeta:7,eval=windows,tt=16,...``).

The Tournament window offers the two sides of the main window as players; a spec is what the
tournament sends to its worker processes, and what the user can read and edit in the list.

An evaluation applied in the lab lives only in this process's registry: a worker process knows the
built-in evaluations alone, so such a side plays through ``evalfile=`` (its file, or for text never
saved - the lab's ``untitled.py`` - a copy written for the workers), never ``eval=NAME``.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from engine.games import GameInfo
from engine.plugins import UserEvaluation

from ..app.players import SearchSettings


def spec_from_settings(settings: SearchSettings, info: GameInfo, name: str = "", folder: Path | None = None) -> str:
    """The player spec that searches as ``settings`` do (its evaluation, weights, enhancements, limits).
    An unsaved lab evaluation is written into ``folder`` (a new temporary folder when None)."""
    enh = settings.enhancements.enhancements(info.name, settings.algorithm)
    depth = "full" if settings.depth is None or enh.solve else str(settings.depth)
    parts = [f"{settings.algorithm}:{depth}", evaluation_option(settings.evaluation, info, folder)]
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
    if settings.info.chance_pruning and pruning != "none":
        parts.append(f"chance={pruning}")
    if name:
        parts.append(f"name={name}")
    return ",".join(parts)


def evaluation_option(evaluation: str, info: GameInfo, folder: Path | None = None) -> str:
    """``eval=NAME`` for a built-in evaluation; ``evalfile=PATH`` for a user's file, which each worker
    process loads again. Text the lab applied without saving (or whose path a spec cannot carry: a comma
    would split it) is written as it was applied into ``folder``, so the workers play exactly it."""
    cls = info.evaluations.get(evaluation)
    if not (isinstance(cls, type) and issubclass(cls, UserEvaluation)):
        return f"eval={evaluation}"
    spec = cls.spec
    if spec.saved and "," not in spec.path:
        return f"evalfile={Path(spec.path).resolve()}"
    if folder is None:
        folder = Path(tempfile.mkdtemp(prefix="minimax-lab-evaluations-"))
    copy = folder / info.name / Path(spec.path).name.replace(",", "_")  # one lab file per game
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_text(spec.source, encoding="utf-8")
    return f"evalfile={copy}"
