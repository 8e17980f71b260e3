"""A lazy item model over a recorded search tree (``engine.record.TreeRecord``).

Nothing is computed for a node until the view asks for its children: a node's row list (its recorded
children, then its pruned moves) is built the first time the view expands it and handed over in
batches through ``canFetchMore`` / ``fetchMore``. Opening a 200,000-node record therefore costs as
much as showing its root.

Item ids (``QModelIndex.internalId``) are record indices for recorded nodes. Rows that are not
recorded nodes ("pseudo rows": a move a cutoff pruned, or a note that the record budget left some
children out) get ids above the record: ``len(record) + parent * stride + k``, where ``k`` is the
row's place in its parent's pseudo-row list (the unrecorded note first, then the pruned moves in
game order) and ``stride`` exceeds any node's move count. So an id is stable across filter changes
and decodes to (parent, k) with one division.

Filters are modes of the model, not a proxy (a ``QSortFilterProxyModel`` would fetch everything to
filter it): "hide pruned" drops pruned rows, "only the PV" keeps just the principal variation.
Changing a mode resets the model.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette

from engine import tree_export
from engine.formatting import format_probability
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
from engine.search.sss import CASES
from engine.search.sss_record import DROPPED, NOT_YET, ON_OPEN, SOLVED_AT, SSSAt, SSSRecord
from engine.tree_export import move_label, value_bound

from ..i18n import grouped, localized, outcome_text, spoken
from .views import (
    COL_ALPHA,
    COL_BETA,
    COL_DEPTH,
    COL_END,
    COL_KIND,
    COL_MOVE,
    COL_SIZE,
    COL_VALUE,
    COLUMNS,
    DROPPED_BY_MIN,
    HEADER_TIPS,
    SSS_HEADER_TIPS,
    SSS_STATES,
    RecordView,
    format_value,
    translated,
    view_of,
)

Index = QModelIndex | QPersistentModelIndex

# Words go through Qt's translation in the context of the model's class, SearchTreeModel (module-level ones too).

NODE_ROLE = Qt.ItemDataRole.UserRole + 1
"""Data role: the record index of a row, or -1 for a pruned move / not-recorded note."""

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_CENTRE = Qt.AlignmentFlag.AlignCenter
_TOP_LEVEL = -1  # row-list key of the invisible root above the search's root node
_LOOKS = (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.FontRole)
_UNRECORDED = None  # pseudo-row payload: "children not recorded" (otherwise the payload is a pruned move)


fmt_probability = format_probability  # (the name the tree view's code and tests use)




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


def blend(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` of the way to ``b`` (opaque)."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t)






class SearchTreeModel(QAbstractItemModel):
    """Rows: the search's root node, and below each node its recorded children then its pruned moves."""

    BATCH = 200
    """Rows per ``fetchMore``: bounds the work of one call. (QTreeView.expand calls ``fetchMore`` until
    ``canFetchMore`` is false, so an expanded node still shows all its children.)"""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._record: TreeRecord | None = None
        self._view: RecordView | None = None
        self._hide_pruned = False
        self._pv_only = False
        self._pv: list[int] = []
        self._pv_set: frozenset[int] = frozenset()
        self._stride = 1
        self._inserting = False
        self._sss_at: SSSAt | None = None
        self._reset_caches()
        self.set_palette(QGuiApplication.palette())

    # -- configuration --------------------------------------------------------------------------------
    def set_record(self, record: TreeRecord | None) -> None:
        self.beginResetModel()
        self._record = record if record is not None and len(record) else None
        rec = self._record
        self._view = view_of(rec) if rec is not None else None
        self._pv = self._view.pv_rows() if self._view is not None else []
        self._stride = max(rec.n_children) + 2 if rec is not None else 1
        self._pv_set = frozenset(self._pv)
        sss = self._best_first()
        self._sss_at = sss.at_step(len(sss.steps)) if sss is not None and sss.steps else None
        self._reset_caches()
        self._end_reset()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)  # MCTS names them its way

    def _end_reset(self) -> None:
        # No rows are handed out while the reset is being announced: a receiver of modelReset that asks
        # for rows (a model tester does) would insert them before the receivers after it heard of the reset.
        self._inserting = True
        try:
            self.endResetModel()
        finally:
            self._inserting = False

    def is_mcts(self) -> bool:
        """Whether the record is a Monte Carlo tree search's (its own columns)."""
        return self._view is not None and self._view.mcts

    def record(self) -> TreeRecord | None:
        return self._record

    def view(self) -> RecordView | None:
        """How the shown record's kind is shown (None: no record)."""
        return self._view

    def _best_first(self) -> SSSRecord | None:
        return self._view.best_first() if self._view is not None else None

    def sss_steps(self) -> int:
        """How many steps the shown SSS* record kept (0: none, or not an SSS* record)."""
        rec = self._best_first()
        return len(rec.steps) if rec is not None else 0

    def sss_at(self) -> SSSAt | None:
        """SSS*'s state at the chosen step (None: no SSS* record with steps)."""
        return self._sss_at

    def set_sss_step(self, k: int) -> None:
        """Show the SSS* record as it stood after ``k`` steps: OPEN's states and merits, the bounds."""
        rec = self._best_first()
        if rec is None or not rec.steps:
            return
        k = max(0, min(k, len(rec.steps)))
        if self._sss_at is not None and self._sss_at.step == k:
            return
        self._sss_at = rec.at_step(k)
        # The rows stay as they are: only what they say changes.
        last = len(COLUMNS) - 1
        for node, n in self._fetched.items():
            if n:
                parent = QModelIndex() if node == _TOP_LEVEL else self.createIndex(self._row_of[node], 0, node)
                self.dataChanged.emit(self.index(0, 0, parent), self.index(n - 1, last, parent))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, COL_END, COL_END)

    def _sss_stepping(self) -> bool:
        """Whether an SSS* record is shown before its last step."""
        at, rec = self._sss_at, self._best_first()
        return at is not None and rec is not None and at.step < len(rec.steps)

    def set_filters(self, hide_pruned: bool, pv_only: bool) -> None:
        if (hide_pruned, pv_only) == (self._hide_pruned, self._pv_only):
            return
        self.beginResetModel()
        self._hide_pruned, self._pv_only = hide_pruned, pv_only
        self._reset_caches()
        self._end_reset()

    def filters(self) -> tuple[bool, bool]:
        """(hide pruned, only the PV)."""
        return self._hide_pruned, self._pv_only

    def set_palette(self, palette: QPalette) -> None:
        """Take the greyed-text and PV-tint colours from ``palette`` (light or dark alike)."""
        self._grey = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Base)
        self._pv_tint = blend(base, palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight), 0.22)
        self._step_tint = blend(base, QColor("#f1c40f"), 0.35)  # the state SSS* took at the chosen step
        # No dataChanged: this follows a palette change, which makes the views repaint (and ask again).

    def _reset_caches(self) -> None:
        self._rows: dict[int, list[int]] = {}  # node -> ids of its rows, built on the first fetch
        self._pseudo: dict[int, list[int | None]] = {}  # node -> pseudo-row payloads (_UNRECORDED or a pruned move)
        self._fetched: dict[int, int] = {}  # node -> rows handed to the view so far
        self._row_of: dict[int, int] = {}  # id -> its row under its parent
        if self._record is not None:
            self._rows[_TOP_LEVEL] = [0]
            self._fetched[_TOP_LEVEL] = 1
            self._row_of[0] = 0

    # -- ids and rows -----------------------------------------------------------------------------------
    def _is_pseudo(self, item: int) -> bool:
        return self._record is not None and item >= len(self._record)

    def _decode(self, item: int) -> tuple[int, int]:
        """(parent node, place in its pseudo-row list) of a pseudo-row id."""
        assert self._record is not None
        return divmod(item - len(self._record), self._stride)

    def _pseudo_rows(self, node: int) -> list[int | None]:
        rec = self._record
        assert rec is not None
        payloads = self._pseudo.get(node)
        if payloads is None:
            payloads = []
            if rec.end[node] not in (TERMINAL, CUTOFF):
                recorded = sum(1 for _ in rec.children(node))
                if rec.n_examined[node] > recorded:
                    payloads.append(_UNRECORDED)
            if rec.end[node] in (BETA_CUT, ALPHA_CUT):
                payloads.extend(rec.pruned_moves(node))
            self._pseudo[node] = payloads
        return payloads

    def _row_list(self, node: int) -> list[int]:
        rows = self._rows.get(node)
        if rows is None:
            rec = self._record
            assert rec is not None
            if self._pv_only:
                rows = [c for c in rec.children(node) if c in self._pv_set] if node in self._pv_set else []
            else:
                rows = list(rec.children(node))
                base = len(rec) + node * self._stride
                for k, payload in enumerate(self._pseudo_rows(node)):
                    if payload is _UNRECORDED or not self._hide_pruned:
                        rows.append(base + k)
            for r, item in enumerate(rows):
                self._row_of[item] = r
            self._rows[node] = rows
            self._fetched[node] = 0
        return rows

    def _node_of(self, parent: Index) -> int | None:
        """The node whose rows ``parent`` lists (_TOP_LEVEL for the invisible root), or None."""
        if not parent.isValid():
            return _TOP_LEVEL if self._record is not None else None
        if parent.column() != 0:
            return None
        item = parent.internalId()
        return None if self._is_pseudo(item) else item

    def fetched_rows(self) -> int:
        """Rows handed to views so far, over all nodes (how much of the tree the model has touched)."""
        return sum(self._fetched.values())

    def fetched_nodes(self) -> list[int]:
        """The record nodes whose rows have been handed to views (those a view may show expanded)."""
        return [n for n, k in self._fetched.items() if k and n != _TOP_LEVEL]

    def built_row_lists(self) -> int:
        return len(self._rows)

    # -- QAbstractItemModel ----------------------------------------------------------------------------
    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return len(COLUMNS)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        node = self._node_of(parent)
        return 0 if node is None else self._fetched.get(node, 0)

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        node = self._node_of(parent)
        if node is None:
            return False
        if node == _TOP_LEVEL:
            return True
        if node in self._rows:
            return bool(self._rows[node])
        rec = self._record
        assert rec is not None
        if self._pv_only:
            return node in self._pv_set and any(c in self._pv_set for c in rec.children(node))
        if rec.size[node] > 1:
            return True
        # No recorded children: rows are only the pruned moves and the not-recorded note. (Cheap tests
        # first: this runs for every visible row.)
        if rec.end[node] in (TERMINAL, CUTOFF, STOPPED):
            return False
        return bool(rec.n_examined[node]) or (not self._hide_pruned and bool(self._pseudo_rows(node)))

    def canFetchMore(self, parent: Index) -> bool:
        node = self._node_of(parent)
        if node is None or self._inserting or not self.hasChildren(parent):
            return False
        return self._fetched.get(node, 0) < len(self._row_list(node))

    def fetchMore(self, parent: Index) -> None:
        node = self._node_of(parent)
        # Not re-entrant: a slot connected to rowsAboutToBeInserted (a view, a model tester) may ask
        # for more rows while the model is still announcing the last batch.
        if node is None or self._inserting:
            return
        rows = self._row_list(node)
        first = self._fetched[node]
        last = min(len(rows), first + self.BATCH) - 1
        if last < first:
            return
        self._inserting = True
        try:
            self.beginInsertRows(parent, first, last)
            self._fetched[node] = last + 1
            self.endInsertRows()
        finally:
            self._inserting = False

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        node = self._node_of(parent)
        if node is None or not (0 <= row < self._fetched.get(node, 0) and 0 <= column < len(COLUMNS)):
            return QModelIndex()
        return self.createIndex(row, column, self._rows[node][row])

    def parent(self, index: Index | None = None) -> Any:
        if index is None:  # QObject.parent()
            return super().parent()
        if not index.isValid() or self._record is None:
            return QModelIndex()
        item = index.internalId()
        if item == 0:
            return QModelIndex()
        up = self._decode(item)[0] if self._is_pseudo(item) else self._record.parent[item]
        return self.createIndex(self._row_of[up], 0, up)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        view = self._view
        if role == Qt.ItemDataRole.DisplayRole:
            return view.header(section, self._sss_stepping()) if view is not None else translated(COLUMNS[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return view.header_tip(section) if view is not None else translated(HEADER_TIPS[section])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._alignment(section) or (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        rec = self._record
        if rec is None or not index.isValid():
            return None
        item, col = index.internalId(), index.column()
        if item >= len(rec):
            return self._pseudo_data(item, col, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(item, col)
        if role == NODE_ROLE:
            return item
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(item, col)
        if role in _LOOKS and self._sss_stepping():
            return self._sss_step_data(item, role)
        if role == Qt.ItemDataRole.FontRole and item in self._pv_set:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and item in self._pv_set:
            return self._pv_tint
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._alignment(col)
        return None

    def _sss_step_data(self, i: int, role: int) -> Any:
        """Looks of a row while SSS* is shown at a step: nodes not generated yet greyed, the node the step
        took tinted (the principal variation is only known at the end)."""
        at = self._sss_at
        rec = self._best_first()
        assert at is not None and rec is not None
        if role == Qt.ItemDataRole.ForegroundRole and rec.status(at, i) in (NOT_YET, DROPPED):
            return self._grey
        if role == Qt.ItemDataRole.BackgroundRole and at.taken is not None and at.taken.node == i:
            return self._step_tint
        if role == Qt.ItemDataRole.FontRole and at.taken is not None and at.taken.node == i:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def sss_tip(self, col: int) -> str:
        """The tip of an SSS* or DUAL* column, its bounds in the direction the shown record's merits go."""
        view = self._view
        return view.header_tip(col) if view is not None and view.best_first() is not None \
            else translated(SSS_HEADER_TIPS[col])

    def case_text(self, case: int) -> str:
        """The engine's sentence for an SSS* case, in the tree's own MAX and MIN: the engine speaks of SSS*'s
        roles, which MIN plays when the record's merits are lower bounds (DUAL* from a MAX root)."""
        phrase = CASES.get(case)
        text = spoken(phrase) if phrase is not None else ""  # MAX and MIN stay as written in every language
        if self._view is not None and self._view.lower_bounds:
            text = text.replace("MAX", "\0").replace("MIN", "MAX").replace("\0", "MIN")
        return text

    def format_merit(self, merit: float) -> str:
        """An SSS* merit as the columns write it: in MAX's terms."""
        return self._view.merit(merit) if self._view is not None else format_value(merit)

    def sss_text(self, i: int, col: int) -> str:
        """SSS*'s Value, OPEN, Merit and state columns for node ``i`` at the chosen step."""
        at = self._sss_at
        rec = self._best_first()
        assert at is not None and rec is not None
        status = rec.status(at, i)
        entry = at.open.get(i) if status == ON_OPEN else None
        if col == COL_VALUE:
            if rec.solved_at.get(i, len(rec.steps) + 1) <= at.step or (i == 0 and at.step == len(rec.steps)):
                return format_value(rec.value[i])  # an evaluated leaf, or the solved root
            if status == NOT_YET:
                return ""
            return rec.bound_text(at.bound[i]) if i in at.bound else "?"
        if col == COL_ALPHA:
            return "" if entry is None else ("SOLVED" if entry.solved else "LIVE")
        if col == COL_BETA:
            return "" if entry is None else self.format_merit(entry.merit)
        if not self._sss_stepping():
            return spoken(rec.end_phrase(i))
        dropped_by_min = status == DROPPED and rec.sign < 0
        text = self.tr("on OPEN") if entry is not None else translated(DROPPED_BY_MIN if dropped_by_min
                                                                         else SSS_STATES[status])
        if status == SOLVED_AT:
            text = self.tr("solved (merit {0}), handed to its parent").format(self.format_merit(at.solved[i]))
        if at.taken is not None and at.taken.node == i:
            text = self.tr("this step: {0}").format(self.case_text(at.case) or self.tr("the root is solved"))
        return text

    # -- recorded nodes --------------------------------------------------------------------------------
    @staticmethod
    def _alignment(col: int) -> Any:
        if col == COL_KIND:
            return _CENTRE
        if col in (COL_VALUE, COL_ALPHA, COL_BETA, COL_DEPTH, COL_SIZE):
            return _RIGHT
        return None

    def _move_text(self, i: int) -> str:
        rec = self._record
        assert rec is not None
        if i == 0:
            return root_text()
        assert self._view is not None
        own = self._view.move_text(i)  # (MTD(f): a pass's root, the question it asked and its answer)
        if own is not None:
            return own
        probs = rec.probs.get(rec.parent[i])
        if probs is not None:
            k = next(k for k, c in enumerate(rec.children(rec.parent[i])) if c == i)
            return outcome_label(rec, rec.move[i], probs[k] if k < len(probs) else None)
        return move_label(rec, rec.move[i])

    def _text(self, i: int, col: int) -> str:
        rec = self._record
        assert rec is not None
        if col == COL_MOVE:
            return self._move_text(i)
        if col == COL_KIND:
            return kind_label(rec.kind[i])
        if self._sss_at is not None and col in (COL_VALUE, COL_ALPHA, COL_BETA, COL_END):
            return self.sss_text(i, col)
        assert self._view is not None
        own = self._view.cell(i, col)  # a column the record's kind writes its own way (MCTS's visits, ...)
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
        rec = self._record
        assert rec is not None
        end = rec.end[i]
        if self._view is not None and self._view.ends_in_own_words(i):
            return spoken(rec.end_phrase(i))
        if end == CUTOFF:
            return self.tr("depth cutoff: evaluation {0}").format(format_value(rec.value[i]))
        if end == STOPPED:
            return self.tr("stopped: the search was interrupted here")
        k, n, v = rec.n_examined[i], rec.n_children[i], format_value(rec.value[i])
        if end == BETA_CUT:  # the window's numbers written into the rule that cut
            return self.tr("β-cutoff after {0} of {1}: v = {2} ≥ β = {3}").format(k, n, v, format_value(rec.beta_in[i]))
        if end == ALPHA_CUT:
            return self.tr("α-cutoff after {0} of {1}: v = {2} ≤ α = {3}").format(k, n, v, format_value(rec.alpha_in[i]))
        return spoken(rec.end_phrase(i))

    def _tooltip(self, i: int, col: int) -> str | None:
        rec = self._record
        assert rec is not None
        own = self._view.cell_tip(i, col) if self._view is not None else None
        if own is not None:
            return own
        if self._sss_at is not None and col in (COL_VALUE, COL_ALPHA, COL_BETA, COL_END):
            return self.sss_tip(col)
        if col in (COL_ALPHA, COL_BETA):
            a_out, b_out = rec.window_out(i)
            return self.tr("On entry: α = {0}, β = {1}\nOn exit:  α = {2}, β = {3}").format(
                format_value(rec.alpha_in[i]), format_value(rec.beta_in[i]), format_value(a_out), format_value(b_out))
        if col == COL_VALUE:
            bound = value_bound(rec, i)
            v = format_value(rec.value[i])
            if math.isnan(rec.value[i]):
                return self.tr("No value: the search was stopped before this node finished")
            if bound == "lower":
                return self.tr("At least {0}: the node failed high (v ≥ β), so the search only proved a lower bound — "
                               "MIN will avoid this line anyway").format(v)
            if bound == "upper":
                return self.tr("At most {0}: the node failed low (v ≤ α), so the search only proved an upper bound — "
                               "MAX will avoid this line anyway").format(v)
            return self.tr("Exactly {0} (for MAX)").format(v)
        if col == COL_KIND:
            who = (self.tr("MAX, the player the search is for, moves here") if rec.kind[i] == MAX else
                   self.tr("MIN, the opponent, moves here") if rec.kind[i] == MIN else self.tr("chance decides here"))
            return self.tr("{0}\nPath: {1}").format(who, self.path_text(i))
        if col == COL_END:
            return self._end_tooltip(i)
        if col == COL_MOVE and i in self._pv_set:
            return self.tr("On the principal variation: the line both players choose")
        return None

    def _end_tooltip(self, i: int) -> str:
        rec = self._record
        assert rec is not None
        end = rec.end[i]
        if end == BETA_CUT:
            return self.tr("β-cutoff: MAX found a move worth at least β, and MIN already has a better choice higher "
                           "up, so the remaining moves here cannot matter and were pruned")
        if end == ALPHA_CUT:
            return self.tr("α-cutoff: MIN found a reply worth at most α, and MAX already has a better choice higher "
                           "up, so the remaining replies here cannot matter and were pruned")
        if end == CUTOFF:
            return self.tr("The depth limit stopped the search here: the evaluation function estimated the position")
        if end == TERMINAL:
            return self.tr("The game is over here: the value is the game's result")
        return self.describe(i)

    # -- pseudo rows: pruned moves, not-recorded notes ---------------------------------------------------
    def _pseudo_data(self, item: int, col: int, role: int) -> Any:
        rec = self._record
        assert rec is not None
        node, k = self._decode(item)
        payload = self._pseudo_rows(node)[k]
        if role == NODE_ROLE:
            return -1
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._grey
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._alignment(col)
        if role == Qt.ItemDataRole.FontRole and payload is _UNRECORDED:
            font = QFont()
            font.setItalic(True)
            return font
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if payload is None:  # _UNRECORDED
            missing = rec.n_examined[node] - sum(1 for _ in rec.children(node))
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("The record's node budget ran out: the search examined these children but did not "
                               "record them (their values are in the parent's value)")
            if col == COL_END:
                return self.tr("%n searched, not recorded (budget)", "", missing)
            return "…" if col == COL_MOVE else ""
        cut_beta = rec.end[node] == BETA_CUT
        if role == Qt.ItemDataRole.ToolTipRole and rec.kind[node] == CHANCE_KIND:
            return self.tr("Pruned, never searched (Star1/Star2): the outcomes searched before it already proved the "
                           "chance node's expected value lies outside the window (α, β), whatever this outcome is "
                           "worth")
        if role == Qt.ItemDataRole.ToolTipRole:
            v = format_value(rec.value[node])
            if cut_beta:
                return self.tr("Pruned, never searched: MAX already had v = {0} ≥ β = {1} here, so MIN, one level up, "
                               "would never let the game reach this node").format(v, format_value(rec.beta_in[node]))
            return self.tr("Pruned, never searched: MIN already had v = {0} ≤ α = {1} here, so MAX, one level up, "
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
            return self.tr("pruned: v ≥ β") if cut_beta else self.tr("pruned: v ≤ α")
        return ""

    # -- navigation helpers for the widget -------------------------------------------------------------
    def node_at(self, index: Index) -> int | None:
        """Record index of a row, or None for a pseudo row / invalid index."""
        if self._record is None or not index.isValid():
            return None
        item = index.internalId()
        return None if self._is_pseudo(item) else item

    def pruned_move_at(self, index: Index) -> tuple[int, int] | None:
        """(parent node, pruned move) of a pruned-move row, else None."""
        if self._record is None or not index.isValid() or not self._is_pseudo(index.internalId()):
            return None
        node, k = self._decode(index.internalId())
        payload = self._pseudo_rows(node)[k]
        return None if payload is None else (node, payload)

    def index_of_node(self, node: int) -> QModelIndex:
        """The index of record node ``node``, fetching rows along its path as needed; invalid when the
        current filters hide it."""
        rec = self._record
        if rec is None or not 0 <= node < len(rec):
            return QModelIndex()
        chain = [node]
        while chain[-1] != 0:
            chain.append(rec.parent[chain[-1]])
        parent_index = QModelIndex()
        for up, down in zip(chain[:0:-1], chain[-2::-1], strict=True):
            parent_index = self.createIndex(self._row_of[up], 0, up)
            self._row_list(up)
            row = self._row_of.get(down)
            if row is None or self._rows[up][row] != down:
                return QModelIndex()
            while self._fetched[up] <= row:
                self.fetchMore(parent_index)
        return self.createIndex(self._row_of[node], 0, node)

    def pv(self) -> list[int]:
        return list(self._pv)

    def is_visible(self, node: int) -> bool:
        """Whether the current filters show record node ``node`` (hide-pruned never hides a node)."""
        return not self._pv_only or node in self._pv_set

    def path_text(self, node: int) -> str:
        rec = self._record
        assert rec is not None
        chain = []
        i = node
        while i > 0:
            chain.append(i)
            i = rec.parent[i]
        if self._view is None:
            return self._moves_text(rec, chain[::-1])
        return self._view.path_text(chain, lambda nodes: self._moves_text(rec, nodes))

    @staticmethod
    def _moves_text(rec: TreeRecord, nodes: list[int]) -> str:
        moves = [outcome_label(rec, rec.move[j], None) if rec.kind[rec.parent[j]] == CHANCE_KIND
                 else move_label(rec, rec.move[j]) for j in nodes]
        return " → ".join(moves) if moves else root_text()
