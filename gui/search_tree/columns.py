"""The search tree's column widths: set for the words of the user's language, widened for MTD(f)'s pass
labels and for the indentation of deep rows as they are expanded."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QTreeView

from engine.record import CHANCE_KIND, TreeRecord

from .model import SearchTreeModel, kind_label, root_text
from .views import COL_ALPHA, COL_BETA, COL_DEPTH, COL_END, COL_KIND, COL_MOVE, COL_SIZE, COL_VALUE, view_of


def size_columns(view: QTreeView, model: SearchTreeModel) -> None:
    header = view.header()
    header.setStretchLastSection(True)
    header.setMinimumSectionSize(24)
    fm = view.fontMetrics()
    pad = 18

    def width(sample: str) -> int:
        return fm.horizontalAdvance(sample) + pad

    def column_name(col: int) -> str:
        return str(model.headerData(col, Qt.Orientation.Horizontal))

    widths = {  # (in the user's language: a translated word may be longer)
        COL_MOVE: width(root_text()) + 6 * view.indentation() + 40,
        COL_KIND: width(kind_label(CHANCE_KIND)),
        COL_VALUE: width("≥ −1000"),
        COL_ALPHA: width("−1000"),
        COL_BETA: width("−1000"),
        COL_DEPTH: width(column_name(COL_DEPTH)),
        COL_END: width("β-cutoff after 2 of 7: v = −1000 ≥ β = −1000"),
        COL_SIZE: width(column_name(COL_SIZE) + "0"),
    }
    for col, w in widths.items():
        header.resizeSection(col, w)
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
    # "How it ended" keeps the width of its longest sentence: in a narrow dock the view scrolls
    # sideways rather than cut it to "β-cutoff after 1 …"


def fit_pass_labels(view: QTreeView, record: TreeRecord) -> None:
    """MTD(f): the Move column wide enough for its passes' questions and answers, whole (up to most of
    the view: the columns after it scroll sideways; a pass cut to "value ≥ 6? yes: …" says nothing)."""
    labels = view_of(record).pass_labels()
    if not labels:
        return
    bold = view.font()
    bold.setBold(True)  # the passes on the principal variation are written in bold
    fm = QFontMetrics(bold)
    widest = max(fm.horizontalAdvance(label) for label in labels)
    needed = widest + 2 * view.indentation() + 28
    header = view.header()
    wanted = min(needed, max(header.sectionSize(COL_MOVE), view.viewport().width() * 9 // 10))
    if wanted > header.sectionSize(COL_MOVE):
        header.resizeSection(COL_MOVE, wanted)


def widen_move_column(view: QTreeView, model: SearchTreeModel, index: QModelIndex) -> None:
    """Make room for the indentation of the rows just shown (deep lines would be cut off), up to
    half the view's width; the user can still resize the column."""
    record = model.record()
    node = model.node_at(index)
    if record is None or node is None:
        return
    levels = record.ply[node] + 2  # the root row is indented once, its children twice, ...
    needed = (levels * view.indentation() + view.fontMetrics().horizontalAdvance("000  (p 0.333)")
              + 12)
    header = view.header()
    wanted = min(needed, max(header.sectionSize(COL_MOVE), view.viewport().width() // 2))
    if wanted > header.sectionSize(COL_MOVE):
        header.resizeSection(COL_MOVE, wanted)
