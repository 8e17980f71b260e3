"""What the evaluation lab decides, without widgets (testable without a window): which searches show what
a change did, what A vs B searches, what an evaluation costs per call, why a node has its value, and how
the evaluation registry changes when a file is applied (and is put back when its search fails).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.evaluation import Evaluation
from engine.game import CHANCE
from engine.games import GameInfo
from engine.plugins import UserEvaluation
from engine.record import TreeRecord
from engine.results import SearchResult
from engine.search import SearchOptions

from ..app.format import fmt_value
from ..app.players import PlayerConfig, SearchSettings
from ..app.session import GameSession
from ..i18n import localized, player_name
from .runner import LabSearch

UNTITLED = "untitled.py"
SLOW_RATIO = 50.0  # this many times slower than the built-in one (pure Python on board rows is 5-20×) is slow
SLOW_CALL_S = 0.001
MEANINGFUL_REFERENCE_S = 2e-6
ERROR_LINE = re.compile(r"^(?P<file>[^,:]+\.py), line (?P<line>\d+): ")
"""How a search failure in a user's file starts: the file and the line to mark."""

Registry = dict[str, type[Evaluation]]
Undo = dict[str, type[Evaluation] | None]
"""Evaluation name -> what the registry held before (None: nothing)."""
LastAnalysis = tuple[tuple[int, ...], int, SearchSettings, SearchResult]
"""The last change shown: the position, the lab's side, the settings searched with, the result."""
# The sentences this module writes for the lab go through Qt's translation in the context "EvalLabLogic".


def detail(result: SearchResult) -> str:
    """"windows(w1=1), depth 5": what an analysis searched with (the evaluation's name is its key, as written)."""
    depth = (QCoreApplication.translate("EvalLabLogic", "to the end") if result.depth is None
             else QCoreApplication.translate("EvalLabLogic", "depth {0}").format(result.depth))
    return QCoreApplication.translate("EvalLabLogic", "{0}, {1}").format(
        result.evaluation or QCoreApplication.translate("EvalLabLogic", "no evaluation"), depth)


def micro(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    us = seconds * 1e6
    if us < 1:  # a built-in that remembers positions: a fraction of a microsecond, never "0 µs"
        return localized(f"{us:.2f}") + " µs"
    if us < 10:
        return localized(f"{us:.1f}") + " µs"
    return localized(f"{us:,.0f}") + " µs" if seconds < 0.01 else localized(f"{seconds * 1000:,.1f}") + " ms"


def lab_options(info: GameInfo, settings: SearchSettings, record: bool) -> SearchOptions:
    """A lab search: every root move's value exact, so before and after compare move by move."""
    return settings.options(info, exact_root=True, record=record)


def not_analysable(session: GameSession) -> str | None:
    """Why the position cannot be analysed (None: it can)."""
    if session.is_over:
        return QCoreApplication.translate("EvalLabLogic", "The game is over: there is nothing to analyse in this "
                                                          "position.")
    if session.awaiting_roll:
        return QCoreApplication.translate("EvalLabLogic", "Roll the die first: the moves depend on the roll.")
    return None


@dataclass(frozen=True)
class ChangePlan:
    """The searches that show what a change of evaluation, weights or depth did to the position."""

    searches: tuple[LabSearch, ...]
    reuse: SearchResult | None
    """The "before" search, when the last analysis of this position already was it."""
    timing: dict[str, Evaluation] = field(default_factory=dict)
    """The evaluations to time per call: the new one ("after"), and the game's built-in one beside it."""


def change_plan(info: GameInfo, position: tuple[int, ...], side: int, before: SearchSettings | None,
                after: SearchSettings, last: LastAnalysis | None) -> ChangePlan:
    searches: list[LabSearch] = []
    reuse = None
    if before is not None and last is not None and last[0] == position and last[1] == side and last[2] == before:
        reuse = last[3]
    elif before is not None:
        searches.append(LabSearch("before", lab_options(info, before, record=False)))
    searches.append(LabSearch("after", lab_options(info, after, record=True)))
    timing: dict[str, Evaluation] = {}
    evaluation = searches[-1].options.evaluation
    if evaluation is not None:
        timing["after"] = evaluation
    builtin = info.evaluations.get(info.default_evaluation)
    if builtin is not None:
        # (the label is shown in the cost line, and is the built-in's key among the timings: not "after")
        timing[QCoreApplication.translate("EvalLabLogic", "{0} (built-in)").format(info.default_evaluation)] = builtin()
    return ChangePlan(tuple(searches), reuse, timing)


def a_b_searches(info: GameInfo, side: SearchSettings, names: Iterable[str]) -> tuple[LabSearch, ...]:
    """Searches "A" and "B" with the named evaluations at the side's depth (its weights for its own
    evaluation, the defaults for another). Raises ``InputError`` for weights an evaluation rejects."""
    searches = []
    for label, name in zip(("A", "B"), names, strict=True):
        weights = dict(side.weights) if name == side.evaluation else {}
        settings = replace(side, evaluation=name, weights=dict(info.evaluations[name](**weights).weights))
        searches.append(LabSearch(label, lab_options(info, settings, record=False)))
    return tuple(searches)


def settings_changed(old: SearchSettings, new: SearchSettings) -> bool:
    """Whether the change touches what the lab shows (the evaluation, its weights, the depth, the algorithm)."""
    return (old.evaluation, dict(old.weights), old.depth, old.algorithm) != \
        (new.evaluation, dict(new.weights), new.depth, new.algorithm)


def cost_text(costs: Mapping[str, float | None]) -> tuple[str, bool]:
    """The line on what the evaluation costs per call, beside the built-in one; and whether it is slow."""
    mine = costs.get("after")
    ref_label = next((k for k in costs if k != "after"), None)
    ref = costs.get(ref_label) if ref_label else None
    text = QCoreApplication.translate("EvalLabLogic", "Evaluation cost per call: {0}").format(micro(mine))
    slow = mine is not None and mine > SLOW_CALL_S
    if ref_label and ref:
        ratio = (mine or 0) / ref
        text = QCoreApplication.translate("EvalLabLogic", "{0} — {1}: {2} ({3}×)").format(
            text, ref_label, micro(ref), localized(f"{ratio:,.1f}"))
        # (a built-in that remembers its positions answers repeats in a fraction of a microsecond:
        # no yardstick for "slow")
        slow = slow or (ratio > SLOW_RATIO and ref >= MEANINGFUL_REFERENCE_S)
    if slow:
        text = QCoreApplication.translate("EvalLabLogic", "{0}. Slow: a search makes thousands of calls, so each "
                                                          "costs; keep evaluate() simple.").format(text)
    return text, slow


def marked_line(message: str, path: str | None) -> int | None:
    """The line of the lab's file a search failure names (None: another file, or no line)."""
    m = ERROR_LINE.match(message)
    if m and m.group("file") == Path(path or UNTITLED).name:
        return int(m.group("line"))
    return None


@dataclass(frozen=True)
class Explanation:
    """Why a node of the search tree has its value: a caption, and the evaluation's terms there (none at
    a terminal or a chance node)."""

    caption: str
    terms: dict[str, float]
    evaluated: bool = True
    """False at a terminal or a chance node: no evaluation speaks there."""


def explain(record: TreeRecord, index: int, evaluation: Evaluation, player: int) -> Explanation:
    """The terms of ``evaluation`` (for ``player``) at node ``index``. A user's evaluation that fails
    raises its ``UserCodeError``."""
    game = record.game
    assert game is not None
    state = record.state_at(index)
    path = (" ".join(game.format_move(m) for m in record.path(index))
            or QCoreApplication.translate("EvalLabLogic", "the root"))
    value = fmt_value(record.value[index])
    if game.is_terminal(state):
        return Explanation(QCoreApplication.translate(
            "EvalLabLogic", "{0}: the game is over here (value {1}): a terminal position is scored win/draw/loss, "
                            "never evaluated.").format(path, value), {}, evaluated=False)
    if game.to_move(state) == CHANCE:
        return Explanation(QCoreApplication.translate(
            "EvalLabLogic", "{0}: a chance node (value {1}): the expectation over the rolls.").format(path, value),
            {}, evaluated=False)
    terms = evaluation.terms(state, player)
    leaf = record.n_children[index] == 0 or not any(True for _ in record.children(index))
    where = (QCoreApplication.translate("EvalLabLogic", "a leaf the evaluation scored") if leaf else
             QCoreApplication.translate("EvalLabLogic", "an inner node (its value comes from below; the evaluation "
                                                        "here would say:)"))
    # (the evaluation's description is its name and weights; the player's name is the game's)
    return Explanation(QCoreApplication.translate("EvalLabLogic", "{0} — {1}. Search value {2}; {3} for {4}: {5}").format(
        path, where, value, evaluation.describe(), player_name(game, player), fmt_value(sum(terms.values()))),
        dict(terms))


@dataclass(frozen=True)
class Applied:
    """An evaluation file applied to the registry: what to put back if its first search fails, and
    whether the side keeps its weights (the same evaluation, reloaded with the same parameters)."""

    undo: Undo
    keep_weights: bool


def apply_evaluation(registry: Registry, cls: type[UserEvaluation], applied: type[UserEvaluation] | None,
                     before: SearchSettings, players: Iterable[PlayerConfig]) -> Applied:
    """Register ``cls`` (replacing its last version); the file's previous name is dropped when it was
    renamed and no side uses it any more."""
    previous = registry.get(cls.name)  # this file's last version, if it was applied before
    undo: Undo = {cls.name: previous}
    if applied is not None and applied.name != cls.name and registry.get(applied.name) is applied \
            and not any(p.search.evaluation == applied.name for p in players):
        del registry[applied.name]  # the file was renamed (saved under another name)
        undo[applied.name] = applied
    keep = previous is not None and before.evaluation == cls.name \
        and [p.name for p in previous.params] == [p.name for p in cls.params]
    registry[cls.name] = cls
    return Applied(undo, keep)


def put_back(registry: Registry, undo: Undo) -> None:
    """The registry as it was before ``apply_evaluation``."""
    for name, cls in undo.items():
        if cls is None:
            registry.pop(name, None)
        else:
            registry[name] = cls


def job_extra(plan: ChangePlan, before: SearchSettings | None, after: SearchSettings, position: tuple[int, ...],
              side: int) -> dict[str, Any]:
    """What a "change" job carries back to its result: the settings compared, where, and what to time."""
    return {"before": before, "after": after, "reuse": plan.reuse, "position": position, "side": side,
            "timing": plan.timing}
