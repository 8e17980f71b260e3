"""A saved game's record of each move: who made it and, for the computer, what its search found.

Written under ``"history"`` in a game file, one object per move, in order::

    {"by": "human"}
    {"by": "computer", "settings": "Alpha-beta, depth 7, windows", "value": 12.0, "best": 4,
     "pv": [4, 3, 4], "values": [[1, -3.0, "exact"], [4, 12.0, "exact"], [5, 2.0, "upper"]],
     "ties": [], "stopped": false, "stats": {"nodes": 8123, "elapsed_s": 0.21, "cutoffs": 950, ...},
     "algorithm": "alphabeta", "depth": 7, "evaluation": "windows", "scale": "evaluation", "win": 10000}

Values are from the point of view of the side that moved, as the search reported them. The recorded
tree is not saved (it can be hundreds of thousands of nodes): an opened computer move shows its values
and settings, and its tree only after it is searched again. A file without ``"history"`` opens with
every move as a human's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, fields
from typing import Any, cast

from PySide6.QtCore import QCoreApplication

from engine.errors import InputError
from engine.results import Bound, MoveValue, SearchResult, SearchStats

from .session import MadeBy, PlayedBy, SearchNote
from .worker import FullTreeSize

BOUNDS: tuple[Bound, ...] = ("exact", "lower", "upper")


class HistoryError(InputError):
    """A malformed ``"history"`` in a game file; the message says why in one line."""


def _number(v: float | None) -> float | str | None:
    """JSON has no NaN or infinities: they are written as strings."""
    if v is None:
        return None
    if math.isnan(v) or math.isinf(v):
        return str(v)
    return v


def _stats_to_json(stats: SearchStats) -> dict[str, Any]:
    data = asdict(stats)
    data["elapsed_s"] = round(stats.elapsed_s, 4)
    return data


def _stats_from_json(data: Any, where: str) -> SearchStats:
    """The statistics a saved search reported; a field missing is 0 (files from before it was saved)."""
    if not isinstance(data, dict):
        raise HistoryError(QCoreApplication.translate("GameHistory", "{0} 'stats' must be an object").format(where))
    values: dict[str, Any] = {}
    for f in fields(SearchStats):
        if f.name not in data:
            continue
        v = data[f.name]
        if f.name == "nodes_per_depth":
            values[f.name] = _ints(v, f"{where} nodes per depth")
        elif f.name == "elapsed_s":
            values[f.name] = _float(v, f"{where} time")
        else:
            values[f.name] = _int(v, f"{where} {f.name.replace('_', ' ')}")
    return SearchStats(**values)


def history_to_json(history: Sequence[PlayedBy]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for made_by, note in history:
        item: dict[str, Any] = {"by": made_by}
        if note is not None:
            r = note.result
            item.update({
                "settings": note.caption, "value": _number(r.value), "best": r.best_move, "pv": list(r.pv),
                "values": [[mv.move, _number(mv.value), mv.bound] for mv in r.moves], "ties": list(r.ties),
                "stopped": r.stopped, "stats": _stats_to_json(r.stats),
                "algorithm": r.algorithm, "depth": r.depth, "evaluation": r.evaluation, "scale": r.scale,
                "win": _number(note.win_value),
            })
            if r.depth_reached is not None:
                item["depth_reached"] = r.depth_reached
            if note.full_tree is not None:
                item["full_tree"] = list(note.full_tree.per_depth)
            if r.method:
                item["method"] = r.method
        out.append(item)
    return out


def _float(v: Any, what: str, *, optional: bool = False) -> float | None:
    if v is None and optional:
        return None
    if isinstance(v, str) and v in ("nan", "inf", "-inf"):
        return float(v)
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise HistoryError(QCoreApplication.translate("GameHistory", "{0} must be a number").format(what))
    return float(v)


def _int(v: Any, what: str, *, optional: bool = False) -> int | None:
    if v is None and optional:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise HistoryError(QCoreApplication.translate("GameHistory", "{0} must be a whole number").format(what))
    return v


def _ints(v: Any, what: str) -> list[int]:
    if not isinstance(v, list) or not all(isinstance(m, int) and not isinstance(m, bool) for m in v):
        raise HistoryError(QCoreApplication.translate("GameHistory", "{0} must be a list of whole numbers").format(what))
    return list(v)


def _text(v: Any, what: str, *, optional: bool = False) -> str | None:
    if v is None and optional:
        return None
    if not isinstance(v, str):
        raise HistoryError(QCoreApplication.translate("GameHistory", "{0} must be a text").format(what))
    return v


def _note(item: dict[str, Any], n: int) -> SearchNote:
    # (the fields after "move 3's" are named as in the file: 'values', value, best move, ...)
    where = QCoreApplication.translate("GameHistory", "move {0}'s").format(n)
    values: list[MoveValue] = []
    raw = item.get("values", [])
    if not isinstance(raw, list):
        raise HistoryError(
            QCoreApplication.translate("GameHistory", "{0} 'values' must be a list of [move, value, bound]").format(where))
    for v in raw:
        if not (isinstance(v, list) and len(v) == 3 and v[2] in BOUNDS):
            raise HistoryError(
                QCoreApplication.translate("GameHistory", "{0} 'values' must be a list of [move, value, bound]").format(where))
        values.append(MoveValue(cast(int, _int(v[0], f"{where} move")), cast(float, _float(v[1], f"{where} value")),
                                v[2]))
    stopped = item.get("stopped", False)
    if not isinstance(stopped, bool):
        raise HistoryError(QCoreApplication.translate("GameHistory", "{0} 'stopped' must be true or false").format(where))
    result = SearchResult(
        value=_float(item.get("value"), f"{where} value", optional=True),
        best_move=_int(item.get("best"), f"{where} best move", optional=True),
        pv=_ints(item.get("pv", []), f"{where} 'pv'"),
        moves=values,
        ties=_ints(item.get("ties", []), f"{where} 'ties'"),
        stats=_stats_from_json(item.get("stats", {}), where),
        algorithm=_text(item.get("algorithm", ""), f"{where} algorithm") or "",
        depth=_int(item.get("depth"), f"{where} depth", optional=True),
        evaluation=_text(item.get("evaluation"), f"{where} evaluation", optional=True),
        scale=_text(item.get("scale", ""), f"{where} scale") or "",
        stopped=stopped,
        depth_reached=_int(item.get("depth_reached"), f"{where} depth reached", optional=True),
        method=_text(item.get("method", ""), f"{where} method") or "",
    )
    caption = _text(item.get("settings", ""), f"{where} settings") or ""
    win = _float(item.get("win", 1.0), f"{where} win value") or 1.0
    full = item.get("full_tree")
    full_tree = None if full is None else FullTreeSize(tuple(_ints(full, f"{where} full tree")))
    title = QCoreApplication.translate("GameHistory", "Move {0} — {1} (opened from a file: no tree)").format(n, caption)
    return SearchNote(result, caption, title, win, full_tree, full_tree is not None)


def history_from_json(data: Any, moves: int) -> list[PlayedBy]:
    """Read a game file's ``"history"`` for ``moves`` moves (one entry per move played, forced passes
    included); raises ``HistoryError``."""
    if not isinstance(data, list):
        raise HistoryError(QCoreApplication.translate("GameHistory", "'history' must be a list with one entry per move"))
    # One entry per move played: the moves list, plus the passes a game's notation leaves out.
    if not moves <= len(data) <= 2 * moves + 1:
        raise HistoryError(
            QCoreApplication.translate("GameHistory", "'history' has {0} entries for {1} moves").format(len(data), moves))
    out: list[PlayedBy] = []
    for n, item in enumerate(data, 1):
        if not isinstance(item, dict) or item.get("by") not in ("human", "computer"):
            raise HistoryError(
                QCoreApplication.translate("GameHistory", "move {0}: 'by' must be \"human\" or \"computer\"").format(n))
        made_by: MadeBy = "computer" if item["by"] == "computer" else "human"
        out.append((made_by, _note(item, n) if made_by == "computer" and "value" in item else None))
    return out
