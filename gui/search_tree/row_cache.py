"""The search tree model's lazy row lists: which rows a node has, built the first time a view asks, and how
many of them have been handed out so far.

Item ids are record indices for recorded nodes; pseudo rows (a move a cutoff pruned, or the note that the
record budget left children out) get ids above the record, ``len(record) + parent * stride + k`` (see
``gui.search_tree.model``). The filters decide which rows a list holds: "hide pruned" drops pruned moves,
"only the PV" keeps the principal variation.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex

from engine.record import ALPHA_CUT, BETA_CUT, CUTOFF, STOPPED, TERMINAL, TreeRecord

Index = QModelIndex | QPersistentModelIndex

TOP_LEVEL = -1  # row-list key of the invisible root above the search's root node
UNRECORDED = None  # pseudo-row payload: "children not recorded" (otherwise the payload is a pruned move)


class RowCache:
    """Per node: its row ids (built on the first fetch), its pseudo-row payloads, the rows handed out, and
    each id's row under its parent."""

    def __init__(self) -> None:
        self.record: TreeRecord | None = None
        self.stride = 1
        self.pv_set: frozenset[int] = frozenset()
        self.hide_pruned = False
        self.pv_only = False
        self.reset()

    def set_record(self, record: TreeRecord | None, pv: list[int]) -> None:
        """Rows of ``record`` (None: no rows) whose principal variation is ``pv``; the caches are emptied."""
        self.record = record
        self.stride = max(record.n_children) + 2 if record is not None else 1
        self.pv_set = frozenset(pv)
        self.reset()

    def reset(self) -> None:
        self.rows: dict[int, list[int]] = {}  # node -> ids of its rows, built on the first fetch
        self.pseudo: dict[int, list[int | None]] = {}  # node -> pseudo-row payloads (UNRECORDED or a pruned move)
        self.fetched: dict[int, int] = {}  # node -> rows handed to the view so far
        self.row_of: dict[int, int] = {}  # id -> its row under its parent
        if self.record is not None:
            self.rows[TOP_LEVEL] = [0]
            self.fetched[TOP_LEVEL] = 1
            self.row_of[0] = 0

    def is_pseudo(self, item: int) -> bool:
        return self.record is not None and item >= len(self.record)

    def decode(self, item: int) -> tuple[int, int]:
        """(parent node, place in its pseudo-row list) of a pseudo-row id."""
        assert self.record is not None
        return divmod(item - len(self.record), self.stride)

    def pseudo_rows(self, node: int) -> list[int | None]:
        rec = self.record
        assert rec is not None
        payloads = self.pseudo.get(node)
        if payloads is None:
            payloads = []
            if rec.end[node] not in (TERMINAL, CUTOFF):
                recorded = sum(1 for _ in rec.children(node))
                if rec.n_examined[node] > recorded:
                    payloads.append(UNRECORDED)
            if rec.end[node] in (BETA_CUT, ALPHA_CUT):
                payloads.extend(rec.pruned_moves(node))
            self.pseudo[node] = payloads
        return payloads

    def payload(self, item: int) -> tuple[int, int | None]:
        """(parent node, payload) of a pseudo-row id: UNRECORDED or the pruned move."""
        node, k = self.decode(item)
        return node, self.pseudo_rows(node)[k]

    def row_list(self, node: int) -> list[int]:
        rows = self.rows.get(node)
        if rows is None:
            rec = self.record
            assert rec is not None
            if self.pv_only:
                rows = [c for c in rec.children(node) if c in self.pv_set] if node in self.pv_set else []
            else:
                rows = list(rec.children(node))
                base = len(rec) + node * self.stride
                for k, payload in enumerate(self.pseudo_rows(node)):
                    if payload is UNRECORDED or not self.hide_pruned:
                        rows.append(base + k)
            for r, item in enumerate(rows):
                self.row_of[item] = r
            self.rows[node] = rows
            self.fetched[node] = 0
        return rows

    def node_of(self, parent: Index) -> int | None:
        """The node whose rows ``parent`` lists (TOP_LEVEL for the invisible root), or None."""
        if not parent.isValid():
            return TOP_LEVEL if self.record is not None else None
        if parent.column() != 0:
            return None
        item = parent.internalId()
        return None if self.is_pseudo(item) else item

    def has_children(self, node: int) -> bool:
        """Whether ``node`` (not TOP_LEVEL) has rows under the filters, without building its row list."""
        if node in self.rows:
            return bool(self.rows[node])
        rec = self.record
        assert rec is not None
        if self.pv_only:
            return node in self.pv_set and any(c in self.pv_set for c in rec.children(node))
        if rec.size[node] > 1:
            return True
        # No recorded children: rows are only the pruned moves and the not-recorded note. (Cheap tests
        # first: this runs for every visible row.)
        if rec.end[node] in (TERMINAL, CUTOFF, STOPPED):
            return False
        return bool(rec.n_examined[node]) or (not self.hide_pruned and bool(self.pseudo_rows(node)))

    def fetched_rows(self) -> int:
        """Rows handed to views so far, over all nodes (how much of the tree the model has touched)."""
        return sum(self.fetched.values())

    def fetched_nodes(self) -> list[int]:
        """The record nodes whose rows have been handed to views (those a view may show expanded)."""
        return [n for n, k in self.fetched.items() if k and n != TOP_LEVEL]

    def built_row_lists(self) -> int:
        return len(self.rows)
