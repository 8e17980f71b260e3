"""What a row of the search tree says: the text, tooltip and alignment of each column for a recorded node,
and for a pseudo row (a pruned move, or the note that the record budget left children out).

Words go through Qt's translation in the context of the model's class, SearchTreeModel.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont

from engine import tree_export
from engine.game import probability_phrase
from engine.record import (
    ALPHA_CUT,
    BETA_CUT,
    CHANCE_KIND,
    CUTOFF,
    KIND_NAMES,
    KIND_SYMBOLS,
    MAX,
    MIN,
    STOPPED,
    TERMINAL,
    TreeRecord,
)
from engine.tree_export import move_label, value_bound

from ..i18n import QT_TRANSLATE_NOOP, grouped, localized, outcome_text, spoken, translated_count
from .row_cache import UNRECORDED
from .shown import ShownRecord
from .sss_stepping import SSSStepping
from .views import COL_ALPHA, COL_BETA, COL_DEPTH, COL_END, COL_KIND, COL_MOVE, COL_SIZE, COL_VALUE, format_value

NODE_ROLE = Qt.ItemDataRole.UserRole + 1
"""Data role: the record index of a row, or -1 for a pruned move / not-recorded note."""

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_CENTRE = Qt.AlignmentFlag.AlignCenter

def kind_label(kind: int) -> str:
    """The Node column: "▲ MAX", "▼ MIN" (MAX and MIN are the textbook's names, the same in every
    language), "○ chance"."""
    if kind == CHANCE_KIND:
        return QCoreApplication.translate("SearchTreeModel", "{0} chance").format(KIND_SYMBOLS[kind])
    return f"{KIND_SYMBOLS[kind]} {KIND_NAMES[kind]}"


def root_text() -> str:
    """The search's root, named in the Move column and in paths."""
    return QCoreApplication.translate("SearchTreeModel", "root")


def outcome_label(rec: TreeRecord, move: int, probability: float | None) -> str:
    """A chance outcome as its game writes it ("roll 3 (1/6)" in a game with a die), else the outcome's
    own label with its probability, "heads  (p 0.5)" — in the interface's language."""
    if rec.game is not None:
        return outcome_text(rec.game, move, probability)
    return spoken(probability_phrase(move_label(rec, move), probability))


class RowText:
    """The words and looks of the model's rows, for each column."""

    def __init__(self, model: ShownRecord, sss: SSSStepping) -> None:
        self.model = model
        self.sss = sss

    # -- recorded nodes --------------------------------------------------------------------------------
    @staticmethod
    def alignment(col: int) -> Any:
        if col == COL_KIND:
            return _CENTRE
        if col in (COL_VALUE, COL_ALPHA, COL_BETA, COL_DEPTH, COL_SIZE):
            return _RIGHT
        return None

    def move_text(self, i: int) -> str:
        rec = self.model.record()
        assert rec is not None
        if i == 0:
            return root_text()
        view = self.model.view()
        assert view is not None
        own = view.move_text(i)  # (MTD(f): a pass's root, the question it asked and its answer)
        if own is not None:
            return own
        probs = rec.probs.get(rec.parent[i])
        if probs is not None:
            k = next(k for k, c in enumerate(rec.children(rec.parent[i])) if c == i)
            return outcome_label(rec, rec.move[i], probs[k] if k < len(probs) else None)
        return move_label(rec, rec.move[i])

    def text(self, i: int, col: int) -> str:
        rec = self.model.record()
        assert rec is not None
        if col == COL_MOVE:
            return self.move_text(i)
        if col == COL_KIND:
            return kind_label(rec.kind[i])
        if self.sss.at is not None and col in (COL_VALUE, COL_ALPHA, COL_BETA, COL_END):
            return self.sss.text(i, col)
        view = self.model.view()
        assert view is not None
        own = view.cell(i, col)  # a column the record's kind writes its own way (MCTS's visits, ...)
        if own is not None:
            return own
        if col == COL_VALUE:
            return localized(tree_export.format_bounded(rec, i))
        if col == COL_ALPHA:
            return format_value(rec.alpha_in[i])
        if col == COL_BETA:
            return format_value(rec.beta_in[i])
        if col == COL_DEPTH:
            return str(rec.ply[i])
        if col == COL_END:
            return self.describe(i)
        if col == COL_SIZE:
            return grouped(rec.size[i])
        return ""

    def describe(self, i: int) -> str:
        """How node ``i`` ended, for the "How it ended" column."""
        rec = self.model.record()
        assert rec is not None
        end = rec.end[i]
        view = self.model.view()
        if view is not None and view.ends_in_own_words(i):
            return spoken(rec.end_phrase(i))
        if end == CUTOFF:
            return QCoreApplication.translate(
                "SearchTreeModel",
                "depth cutoff: evaluation {0}").format(format_value(rec.value[i]))
        if end == STOPPED:
            return QCoreApplication.translate("SearchTreeModel", "stopped: the search was interrupted here")
        k, n, v = rec.n_examined[i], rec.n_children[i], format_value(rec.value[i])
        if end == BETA_CUT:  # the window's numbers written into the rule that cut
            return QCoreApplication.translate(
                "SearchTreeModel",
                "β-cutoff after {0} of {1}: v = {2} ≥ β = {3}").format(k, n, v, format_value(rec.beta_in[i]))
        if end == ALPHA_CUT:
            return QCoreApplication.translate(
                "SearchTreeModel",
                "α-cutoff after {0} of {1}: v = {2} ≤ α = {3}").format(k, n, v, format_value(rec.alpha_in[i]))
        return spoken(rec.end_phrase(i))

    def tooltip(self, i: int, col: int) -> str | None:
        rec = self.model.record()
        assert rec is not None
        view = self.model.view()
        own = view.cell_tip(i, col) if view is not None else None
        if own is not None:
            return own
        if self.sss.at is not None and col in (COL_VALUE, COL_ALPHA, COL_BETA, COL_END):
            return self.sss.tip(col)
        if col in (COL_ALPHA, COL_BETA):
            a_out, b_out = rec.window_out(i)
            return QCoreApplication.translate("SearchTreeModel", "On entry: α = {0}, β = {1}\nOn exit:  α = {2}, β = {3}").format(
                format_value(rec.alpha_in[i]), format_value(rec.beta_in[i]), format_value(a_out), format_value(b_out))
        if col == COL_VALUE:
            bound = value_bound(rec, i)
            v = format_value(rec.value[i])
            if math.isnan(rec.value[i]):
                return QCoreApplication.translate("SearchTreeModel", "No value: the search was stopped before this node finished")
            if bound == "lower":
                return QCoreApplication.translate(
                    "SearchTreeModel",
                    "At least {0}: the node failed high (v ≥ β), so the search only proved a lower bound — "
                    "MIN will avoid this line anyway").format(v)
            if bound == "upper":
                return QCoreApplication.translate(
                    "SearchTreeModel",
                    "At most {0}: the node failed low (v ≤ α), so the search only proved an upper bound — "
                    "MAX will avoid this line anyway").format(v)
            return QCoreApplication.translate("SearchTreeModel", "Exactly {0} (for MAX)").format(v)
        if col == COL_KIND:
            if rec.kind[i] == MAX:
                who = QCoreApplication.translate("SearchTreeModel", "MAX, the player the search is for, moves here")
            elif rec.kind[i] == MIN:
                who = QCoreApplication.translate("SearchTreeModel", "MIN, the opponent, moves here")
            else:
                who = QCoreApplication.translate("SearchTreeModel", "chance decides here")
            return QCoreApplication.translate("SearchTreeModel", "{0}\nPath: {1}").format(who, self.path_text(i))
        if col == COL_END:
            return self.end_tooltip(i)
        if col == COL_MOVE and i in self.model.cache.pv_set:
            return QCoreApplication.translate("SearchTreeModel", "On the principal variation: the line both players choose")
        return None

    def end_tooltip(self, i: int) -> str:
        rec = self.model.record()
        assert rec is not None
        end = rec.end[i]
        if end == BETA_CUT:
            return QCoreApplication.translate(
                "SearchTreeModel",
                "β-cutoff: MAX found a move worth at least β, and MIN already has a better choice higher "
                "up, so the remaining moves here cannot matter and were pruned")
        if end == ALPHA_CUT:
            return QCoreApplication.translate(
                "SearchTreeModel",
                "α-cutoff: MIN found a reply worth at most α, and MAX already has a better choice higher "
                "up, so the remaining replies here cannot matter and were pruned")
        if end == CUTOFF:
            return QCoreApplication.translate(
                "SearchTreeModel",
                "The depth limit stopped the search here: the evaluation function estimated the position")
        if end == TERMINAL:
            return QCoreApplication.translate("SearchTreeModel", "The game is over here: the value is the game's result")
        return self.describe(i)

    # -- pseudo rows: pruned moves, not-recorded notes ---------------------------------------------------
    def pseudo_data(self, item: int, col: int, role: int) -> Any:
        rec = self.model.record()
        assert rec is not None
        node, payload = self.model.cache.payload(item)
        if role == NODE_ROLE:
            return -1
        if role == Qt.ItemDataRole.ForegroundRole:
            return self.model.grey
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self.alignment(col)
        if role == Qt.ItemDataRole.FontRole and payload is UNRECORDED:
            font = QFont()
            font.setItalic(True)
            return font
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if payload is None:  # UNRECORDED
            missing = rec.n_examined[node] - sum(1 for _ in rec.children(node))
            if role == Qt.ItemDataRole.ToolTipRole:
                return QCoreApplication.translate(
                    "SearchTreeModel",
                    "The record's node budget ran out: the search examined these children but did not "
                    "record them (their values are in the parent's value)")
            if col == COL_END:
                return translated_count("SearchTreeModel", QT_TRANSLATE_NOOP(
                    "SearchTreeModel", "%n searched, not recorded (budget)"), missing)
            return "…" if col == COL_MOVE else ""
        cut_beta = rec.end[node] == BETA_CUT
        if role == Qt.ItemDataRole.ToolTipRole and rec.kind[node] == CHANCE_KIND:
            return QCoreApplication.translate(
                "SearchTreeModel",
                "Pruned, never searched (Star1/Star2): the outcomes searched before it already proved the "
                "chance node's expected value lies outside the window (α, β), whatever this outcome is "
                "worth")
        if role == Qt.ItemDataRole.ToolTipRole:
            v = format_value(rec.value[node])
            if cut_beta:
                return QCoreApplication.translate(
                    "SearchTreeModel",
                    "Pruned, never searched: MAX already had v = {0} ≥ β = {1} here, so MIN, one level up, "
                    "would never let the game reach this node").format(v, format_value(rec.beta_in[node]))
            return QCoreApplication.translate(
                "SearchTreeModel",
                "Pruned, never searched: MIN already had v = {0} ≤ α = {1} here, so MAX, one level up, "
                "would never let the game reach this node").format(v, format_value(rec.alpha_in[node]))
        if col == COL_MOVE:
            if rec.kind[node] == CHANCE_KIND:
                return outcome_label(rec, payload, None)
            return move_label(rec, payload)
        if col == COL_KIND:
            if rec.kind[node] == CHANCE_KIND:
                return ""  # an outcome never searched: who moves there is not recorded
            return kind_label(MIN if rec.kind[node] == MAX else MAX)
        if col == COL_VALUE:
            return "—"
        if col == COL_DEPTH:
            return str(rec.ply[node] + 1)
        if col == COL_END:
            if cut_beta:
                return QCoreApplication.translate("SearchTreeModel", "pruned: v ≥ β")
            return QCoreApplication.translate("SearchTreeModel", "pruned: v ≤ α")
        return ""

    # -- paths ------------------------------------------------------------------------------------------
    def path_text(self, node: int) -> str:
        rec = self.model.record()
        assert rec is not None
        chain = []
        i = node
        while i > 0:
            chain.append(i)
            i = rec.parent[i]
        view = self.model.view()
        if view is None:
            return self.moves_text(rec, chain[::-1])
        return view.path_text(chain, lambda nodes: self.moves_text(rec, nodes))

    @staticmethod
    def moves_text(rec: TreeRecord, nodes: list[int]) -> str:
        moves = [outcome_label(rec, rec.move[j], None) if rec.kind[rec.parent[j]] == CHANCE_KIND
                 else move_label(rec, rec.move[j]) for j in nodes]
        return " → ".join(moves) if moves else root_text()
