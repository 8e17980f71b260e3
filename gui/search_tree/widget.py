"""The search-tree view: a tree of the nodes the last search explored, with filters, search and export."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QEvent,
    QIODevice,
    QItemSelection,
    QModelIndex,
    QObject,
    QPoint,
    QSaveFile,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from engine.record import CHANCE_KIND, KIND_NAMES, STOPPED, TERMINAL, TreeRecord
from engine.tree_export import move_label, record_to_dot, record_to_json

from ..app.event_filters import never_raises
from ..i18n import counted
from ..panels.position_note import PositionNote
from ..pictures.export_picture import export_action
from .columns import fit_pass_labels, size_columns, widen_move_column
from .model import SearchTreeModel, root_text
from .move_search import ERROR_MARKUP, MoveQueryError, MoveSearch, find_nodes, parse_move_query
from .notes import TreeNotes
from .sss_bar import SSSStepBar
from .views import COL_MOVE

__all__ = ["EMPTY_HINT", "ERROR_MARKUP", "LEGEND", "MoveQueryError", "SearchTreeWidget", "find_nodes", "parse_move_query"]

# Words go through Qt's translation in the context of the widget's class, SearchTreeWidget (module-level ones too).
LEGEND = QT_TRANSLATE_NOOP("SearchTreeWidget", "▲ MAX ▼ MIN ○ chance · <b>bold</b>: PV · grey: pruned · ≥ ≤: a bound")
"""One line in the search-tree dock (its tooltip says each part in full)."""
SSS_LEGEND = QT_TRANSLATE_NOOP("SearchTreeWidget", "▲ MAX  ▼ MIN · <b>bold</b>: principal variation (last step), "
                                                   "or the state the step took (tinted) · grey: not generated yet, or "
                                                   "dropped · ≤: an upper bound")
LOWER_BOUND_LEGEND = QT_TRANSLATE_NOOP("SearchTreeWidget", "▲ MAX  ▼ MIN · <b>bold</b>: principal variation (last "
                                                         "step), or the state the step took (tinted) · grey: not "
                                                         "generated yet, or dropped · ≥: a lower bound")
"""The legend when the merits are lower bounds for MAX (DUAL* from a MAX root, SSS* from a MIN one)."""
MCTS_LEGEND = QT_TRANSLATE_NOOP("SearchTreeWidget", "▲ MAX ▼ MIN ○ chance · <b>bold</b>: the most-visited line · "
                                                    "value: the mean playout result · visits: the playouts through it")
"""The legend of a Monte Carlo tree: it prunes nothing and proves no bounds, its values are means."""
MCTS_LEGEND_TIP = QT_TRANSLATE_NOOP("SearchTreeWidget", "▲ MAX moves (the player the search is for)   ▼ MIN moves "
                                                        "(the opponent)   ○ chance\nBold, tinted rows: the most-visited "
                                                        "line, the moves MCTS would play\nValue: the mean result of the "
                                                        "playouts through the node (+1 a win, −1 a loss), an estimate\n"
                                                        "Visits: how many playouts ran through it; nothing is pruned")
EMPTY_HINT = QT_TRANSLATE_NOOP("SearchTreeWidget", "No search tree yet.\n\nThe tree the computer explored for its "
                                                   "last move (or a hint) appears here as soon as that search ends, "
                                                   "when recording is on in the search settings.")


class PathLabel(QLabel):
    """The selected node's path: shown only while there is one (an empty line would cost a tree row)."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))


class SearchTreeWidget(QWidget):
    """The search-tree view: a QTreeView over a lazy model of a TreeRecord, with filters and export.

    Signals:
        nodeSelected(int): the user selected a recorded node; the int is its record index
            (the receiver uses record.path(i) / record.state_at(i) to preview the position).
        selectionCleared(): nothing is selected any more (the receiver ends the preview).
        openInExplorer(int): the user asked to study the subtree below this record node in the tree
            explorer (context menu "Open in tree explorer").
    """

    nodeSelected = Signal(int)
    selectionCleared = Signal()
    openInExplorer = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._selected: int | None = None  # the record node the receivers are previewing

        self.caption = QLabel()
        self.caption.setObjectName("caption")
        font = self.caption.font()
        font.setBold(True)
        self.caption.setFont(font)
        self.caption.setWordWrap(True)  # a long title wraps rather than widening the dock
        self.position_note = PositionNote(self)  # said when the tree is not the board's position's
        # One strip for what the tree is not (cut short by the budget, stopped): short sentences that wrap
        # whole, with the switch between a stopped search's two trees as a link in it (no row of its own).
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.banner.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the link can be reached with Tab
        self.banner.linkActivated.connect(lambda _link: self.switch_partial())
        self.banner.setVisible(False)

        self.hide_pruned = QCheckBox(self.tr("Hide pruned"))
        self.hide_pruned.setToolTip(self.tr("Hide the moves alpha-beta pruned (shown greyed otherwise)"))
        self.pv_only = QCheckBox(self.tr("Only the PV"))
        self.pv_only.setToolTip(self.tr("Show only the principal variation: the line both players choose"))
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText(self.tr("Search move…"))
        self.search_box.setToolTip(self.tr("A move finds the nodes reached by it; several (e.g. \"4 3\") find that "
                                           "path, from the root first. Enter: next match, Shift+Enter: previous"))
        self.search_box.setClearButtonEnabled(True)
        self.match_label = QLabel()
        self.match_label.setObjectName("matchLabel")
        self.expand_pv_button = QPushButton(self.tr("Expand PV"))
        self.expand_pv_button.setToolTip(self.tr("Expand and select the principal variation"))
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setToolTip(self.tr("Save the tree as tree JSON (re-searchable with analyze --tree) or "
                                              "Graphviz DOT"))

        # The filter bar is one row in a wide widget and two in a narrow dock (see resizeEvent).
        self._bar_rows = (QHBoxLayout(), QHBoxLayout())
        for row in self._bar_rows:
            row.setContentsMargins(0, 0, 0, 0)
        self._narrow: bool | None = None
        self._arrange_bar(narrow=False)

        self.model = SearchTreeModel(self)
        self.notes = TreeNotes(self, self.model, self.caption, self.banner, self.position_note)
        """The caption and the banner, and the trees of a stopped search they speak of."""
        self.position_note.said.connect(lambda _text: self.notes.update_banner())
        self.view = QTreeView()
        self.view.setModel(self.model)
        self.view.setUniformRowHeights(True)  # lets the view lay out 100,000s of rows without measuring each
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setAllColumnsShowFocus(True)
        self.view.setIndentation(14)
        self.view.setAnimated(False)
        self.view.setExpandsOnDoubleClick(True)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.sss_bar = SSSStepBar(self.model, self._reveal)
        size_columns(self.view, self.model)

        self.empty_hint = QLabel(self.tr(str(EMPTY_HINT)))
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setEnabled(False)  # drawn in the palette's disabled (greyed) text colour
        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty_hint)
        self.stack.addWidget(self.view)

        self.path_label = PathLabel()
        self.path_label.setObjectName("pathLabel")
        self.path_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.path_label.setWordWrap(True)  # a deep path wraps, above the legend, never into it

        self.legend = QLabel(self.tr(str(LEGEND)))
        self.legend.setObjectName("legend")
        self.legend.setEnabled(False)  # greyed: a key, not content
        self.legend.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.legend.setWordWrap(True)  # never widens the dock, never cut: in a narrow one it takes two lines
        self.legend_tip = self.tr("▲ MAX moves (the player the search is for)   ▼ MIN moves (the opponent)   "
                                  "○ chance\nBold, tinted rows: the principal variation\nGrey rows: moves "
                                  "alpha-beta pruned, never searched\n≥ v / ≤ v: alpha-beta only proved a bound")
        self.legend.setToolTip(self.legend_tip)
        bottom = QVBoxLayout()  # the path on its own line(s), the key under it: they never overlap
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.setSpacing(0)
        bottom.addWidget(self.path_label)
        bottom.addWidget(self.legend)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(3)  # rows of notes and bars close together: the tree keeps the room
        layout.addWidget(self.caption)
        layout.addWidget(self.position_note)
        layout.addWidget(self.banner)
        layout.addLayout(self._bar_rows[0])
        layout.addLayout(self._bar_rows[1])
        layout.addWidget(self.sss_bar)
        layout.addWidget(self.stack, 1)
        layout.addLayout(bottom)

        self.search = MoveSearch(self.model, self.search_box, self.match_label, self._select, self)
        """The search box's matches."""

        self.hide_pruned.toggled.connect(self._filters_changed)
        self.pv_only.toggled.connect(self._filters_changed)
        self.expand_pv_button.clicked.connect(self.expand_pv)
        self.export_button.clicked.connect(self.export_with_dialog)
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.view.customContextMenuRequested.connect(self._show_context_menu)
        # For a teacher's slide: the rows on view (with their header and marks), as SVG or PNG.
        self.picture_action = export_action(self, lambda: self.view, "search-tree.svg", self.tr("Search tree"))
        self.view.expanded.connect(lambda index: widen_move_column(self.view, self.model, index))
        QShortcut(QKeySequence.StandardKey.Find, self, self.search_box.setFocus,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.search_box.installEventFilter(self)  # Shift+Enter: the previous match
        self.set_record(None)

    # -- the interface --------------------------------------------------------------------------------
    def set_record(self, record: TreeRecord | None, caption: str = "", partial: TreeRecord | None = None,
                   partial_caption: str = "", why_fewer: str = "", keep_view: bool = False,
                   finished_depth: int | None = None, played_note: str = "") -> None:
        """Show this record (None: empty view with a hint). caption e.g. 'Move 3 — alpha-beta, depth 6'.
        ``partial``: the unfinished tree of the depth a stopped iterative deepening was in (``record``
        is then the last finished depth's, ``finished_depth``); offered one click away, marked as partial.
        ``why_fewer``: why the tree holds fewer nodes than the statistics count (the caption's tooltip).
        ``played_note``: said in the banner when the move played is not the shown tree's choice.

        Showing the record already shown only updates the caption: expanded rows and the selection stay.
        ``keep_view``: the record is a newer snapshot of the tree shown (MCTS growing its tree): the rows
        expanded, the selected one and the scroll position carry over, found again by their moves.
        """
        notes = self.notes
        notes.why_fewer = why_fewer
        notes.played_note = played_note
        if record is not None and record is self.model.record():
            notes.set_caption(caption)
            notes.update_banner()
            return
        notes.finished_record, notes.partial_record = (record, partial) if partial is not None else (None, None)
        notes.finished_depth = finished_depth if partial is not None else None
        notes.captions = (caption, partial_caption or caption)
        if keep_view and record is not None and self.model.record() is not None:
            self._show_again(record, caption)
            return
        self._show(record, caption)

    def _show_again(self, record: TreeRecord, caption: str) -> None:
        """Show ``record`` in place of the shown tree of the same search, keeping how it was being looked at."""
        old = self.model.record()
        assert old is not None
        view = self.view
        opened = [old.path(n) for n in self.model.cache.fetched_nodes() if view.isExpanded(self.model.index_of_node(n))]
        selected = old.path(self._selected) if self._selected is not None else None
        scroll = (view.verticalScrollBar().value(), view.horizontalScrollBar().value())
        self._show(record, caption, quiet=True)
        for moves in sorted(opened, key=len):  # parents first
            node = record.find(moves)
            if node is not None:
                view.expand(self.model.index_of_node(node))
        node = record.find(selected) if selected is not None else None
        if node is not None:
            self._selected = node  # the same position: the receivers' preview stays as it is
            view.setCurrentIndex(self.model.index_of_node(node))
        elif selected is not None:
            self.selectionCleared.emit()
        view.verticalScrollBar().setValue(scroll[0])
        view.horizontalScrollBar().setValue(scroll[1])

    def show_outside(self, text: str) -> None:
        """No tree, and ``text`` saying why in its place: an outside program chose the move (it has no tree
        to show). The next tree shown (or emptied) brings the usual hint back."""
        self.set_record(None)
        self.empty_hint.setText(text)

    def switch_partial(self) -> None:
        """Between the last finished depth's tree and the stopped depth's partial one (the banner's link)."""
        finished, partial = self.notes.finished_record, self.notes.partial_record
        if finished is None or partial is None:
            return
        to_partial = self.model.record() is finished
        self._show(partial if to_partial else finished, self.notes.captions[1 if to_partial else 0])

    def _show(self, record: TreeRecord | None, caption: str, quiet: bool = False) -> None:
        """``quiet``: say nothing of the selection going (the caller selects the same position again)."""
        had_selection = self._selected is not None and not quiet
        self._selected = None
        self.model.set_record(record)
        shown = self.model.record()
        self.stack.setCurrentWidget(self.view if shown is not None else self.empty_hint)
        self.empty_hint.setText(self.tr(str(EMPTY_HINT)))
        for w in (self.hide_pruned, self.pv_only, self.search_box, self.expand_pv_button, self.export_button):
            w.setEnabled(shown is not None)
        # Monte Carlo tree search prunes nothing: no filter for pruned moves beside its tree
        mcts = self.model.is_mcts()
        if mcts and self.hide_pruned.isChecked():
            self.hide_pruned.setChecked(False)
        self.hide_pruned.setVisible(not mcts)
        self.notes.set_caption(caption)
        self.sss_bar.reset()
        self._update_legend()
        self.notes.update_banner()
        self.path_label.setText("")
        self.search.clear()
        if shown is not None:
            fit_pass_labels(self.view, shown)
            self.view.expand(self.model.index(0, 0))
            if shown.end[0] == STOPPED:
                self._expand_open_line(shown)
            self.search.find_matches()
        if had_selection:
            self.selectionCleared.emit()

    def record(self) -> TreeRecord | None:
        return self.model.record()

    def _reveal(self, index: QModelIndex) -> None:
        """Open the rows above ``index`` and scroll to it, leaving the selection as it is."""
        if not index.isValid():
            return
        parent = index.parent()
        while parent.isValid():
            self.view.expand(parent)
            parent = parent.parent()
        self.view.scrollTo(index)

    def expand_pv(self) -> None:
        """Expand the principal variation and select its last node."""
        last = self._expand_pv_rows()
        if last.isValid():
            self._select(last)

    def _expand_open_line(self, record: TreeRecord) -> None:
        """A stopped search: expand the line of nodes still open at the stop, down to where it was working
        (the part it searched hangs there, not only the root and its first move)."""
        node: int | None = 0
        while node is not None:
            index = self.model.index_of_node(node)
            if not index.isValid():
                break
            self.view.expand(index)
            node = next((c for c in record.children(node) if record.end[c] == STOPPED), None)

    def _expand_pv_rows(self) -> QModelIndex:
        """Expand every node of the PV; returns the index of its last node."""
        last = QModelIndex()
        for node in self.model.pv():
            index = self.model.index_of_node(node)
            if not index.isValid():
                break
            self.view.expand(index)
            last = index
        return last

    def export(self, path: str) -> None:
        """Write the shown record to `path`: .json (engine.tree_export.record_to_json) or .dot
        (record_to_dot). Raises OSError on I/O failure, ValueError for an unknown suffix."""
        suffix = Path(path).suffix.lower()
        if suffix not in (".json", ".dot"):
            raise ValueError(self.tr("cannot export to {0}: the name must end in .json or .dot").format(
                repr(Path(path).name)))
        record = self.model.record()
        if record is None:
            raise ValueError(self.tr("there is no search tree to export"))
        if suffix == ".json":
            # Indented for reading when small; compact when big (json's fast C encoder only runs
            # without indent: 200,000 nodes take 0.4 s instead of 6 s, and half the bytes).
            indent = 1 if len(record) <= 5_000 else None
            text = json.dumps(record_to_json(record), ensure_ascii=False, allow_nan=False, indent=indent) + "\n"
        else:
            text = record_to_dot(record)
        # QSaveFile writes a temporary file and renames it on commit: a failed export leaves any
        # earlier file of that name as it was, and no partial file behind.
        out = QSaveFile(path)
        if not out.open(QIODevice.OpenModeFlag.WriteOnly):
            raise OSError(self.tr("cannot write {0}: {1}").format(path, out.errorString()))
        data = text.encode("utf-8")
        if out.write(data) != len(data) or not out.commit():
            error = out.errorString()
            out.cancelWriting()
            raise OSError(self.tr("cannot write {0}: {1}").format(path, error))

    # -- export dialog --------------------------------------------------------------------------------
    @Slot()
    def export_with_dialog(self) -> None:
        if self.model.record() is None:
            return
        json_filter, dot_filter = self.tr("Tree JSON (*.json)"), self.tr("Graphviz DOT (*.dot)")
        path, chosen = QFileDialog.getSaveFileName(self, self.tr("Export search tree"), "search-tree.json",
                                                   f"{json_filter};;{dot_filter}")
        if not path:
            return
        if Path(path).suffix.lower() not in (".json", ".dot"):
            path += ".dot" if chosen == dot_filter else ".json"
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a big tree takes a second or two
        error = ""
        try:
            self.export(path)
        except (OSError, ValueError) as e:
            error = str(e)
        finally:
            QApplication.restoreOverrideCursor()
        if error:
            QMessageBox.warning(self, self.tr("Export search tree"),
                                self.tr("Could not export the search tree:\n{0}").format(error))

    # -- filters ----------------------------------------------------------------------------------------
    @Slot()
    def _filters_changed(self) -> None:
        selected = self._selected
        self.model.set_filters(self.hide_pruned.isChecked(), self.pv_only.isChecked())
        self.view.expand(self.model.index(0, 0))
        if self.pv_only.isChecked():
            self._expand_pv_rows()  # the PV is all there is: show it whole
        # The reset dropped the selection without a signal: select the same node again if it is still
        # shown (the receivers' preview stays as it is), else tell them the selection is gone.
        if selected is not None and self.model.is_visible(selected):
            self._select(self.model.index_of_node(selected))
        else:
            self.path_label.setText("")  # also after a pruned row, which is no recorded node
            if selected is not None:
                self._selected = None
                self.selectionCleared.emit()
        self.search.find_matches()

    # -- selection --------------------------------------------------------------------------------------
    def _select(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        self._reveal(index)
        self.view.setCurrentIndex(index)  # selects the row (row selection) and moves the focus there
        self.view.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)

    @Slot(QItemSelection, QItemSelection)
    def _selection_changed(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        rows = self.view.selectionModel().selectedRows(COL_MOVE)
        record = self.model.record()
        if not rows or record is None:
            self.path_label.setText("")
            if self._selected is not None:
                self._selected = None
                self.selectionCleared.emit()
            return
        index = rows[0]
        node = self.model.node_at(index)
        if node is None:
            pruned = self.model.pruned_move_at(index)
            if pruned is not None:
                up, move = pruned
                path = self.model.path_text(up)
                path = move_label(record, move) if path == root_text() else f"{path} → {move_label(record, move)}"
                self.path_label.setText(self.tr("Path: {0} (pruned: never searched)").format(path))
            else:
                self.path_label.setText(self.tr("Children the record had no room for"))
            if self._selected is not None:
                self._selected = None
                self.selectionCleared.emit()
            return
        if record.end[node] == TERMINAL:
            state = self.tr("game over")
        elif record.kind[node] == CHANCE_KIND:
            state = self.tr("chance decides: the die is rolled")
        else:  # MAX or MIN: the textbook's names, the same in every language
            state = self.tr("{0} to move").format(KIND_NAMES[record.kind[node]])
        self.path_label.setText(self.tr("Path: {0} ({1})").format(self.model.path_text(node), state))
        if node != self._selected:  # re-selected after a filter change: the preview is already right
            self._selected = node
            self.nodeSelected.emit(node)

    # -- context menu -----------------------------------------------------------------------------------
    EXPAND_LIMIT = 3_000
    """Largest subtree "Expand subtree" opens (3,000 nodes take about 0.2 s): beyond, it would stall."""

    EXPLORER_LIMIT = 400
    """Nodes of a subtree the explorer is given: enough to learn from, small enough to draw legibly."""

    def context_actions(self, index: QModelIndex) -> list[QAction]:
        """The context menu's actions for the row at ``index`` (its own method so tests can run them)."""
        record = self.model.record()
        node = self.model.node_at(index)
        actions: list[QAction] = []
        if record is None or node is None:
            return actions
        size = record.size[node]
        expand = QAction(counted(self.tr("Expand subtree (%n node(s))", "", size), size), self)
        expand.setEnabled(1 < size <= self.EXPAND_LIMIT)
        if size > self.EXPAND_LIMIT:
            expand.setToolTip(counted(self.tr("More than %n node(s): expand it level by level", "", self.EXPAND_LIMIT),
                                      self.EXPAND_LIMIT))
        expand.triggered.connect(lambda: self.expand_subtree(node))
        copy = QAction(self.tr("Copy path"), self)
        copy.triggered.connect(lambda: QGuiApplication.clipboard().setText(
            " ".join(move_label(record, m) for m in record.path(node))))
        collapse = QAction(self.tr("Collapse all"), self)
        collapse.triggered.connect(self._collapse_all)
        explore = QAction(self.tr("Open in tree explorer (up to {0} nodes)").format(self.EXPLORER_LIMIT), self)
        explore.setEnabled(size > 1)
        explore.setToolTip(self.tr("Draw this part of the search as a tree and step through alpha-beta on it"))
        explore.triggered.connect(lambda: self.openInExplorer.emit(node))
        actions += [expand, collapse, copy, explore, self.picture_action]
        return actions

    def expand_subtree(self, node: int) -> None:
        """Expand record node ``node`` and everything below it.

        The subtree's rows are fetched first (into collapsed parents, which costs the view nothing),
        then one ``expandRecursively`` lays them out once: expanding node by node would lay the view
        out again for every node, and ``expandRecursively`` alone stops at rows not yet fetched."""
        record = self.model.record()
        if record is None:
            return
        for i in range(node, node + record.size[node]):  # pre-order: every parent before its children
            index = self.model.index_of_node(i)
            while index.isValid() and self.model.canFetchMore(index):
                self.model.fetchMore(index)
        self.view.expandRecursively(self.model.index_of_node(node))

    @Slot(QPoint)
    def _show_context_menu(self, pos: QPoint) -> None:
        actions = self.context_actions(self.view.indexAt(pos))
        if actions:
            menu = QMenu(self)
            menu.addActions(actions)
            menu.exec(self.view.viewport().mapToGlobal(pos))
            menu.deleteLater()

    def _collapse_all(self) -> None:
        self.view.collapseAll()
        self.view.expand(self.model.index(0, 0))

    NARROW = 640
    """Below this width the filter bar takes two rows."""

    def _arrange_bar(self, narrow: bool) -> None:
        if narrow == self._narrow:
            return
        self._narrow = narrow
        first, second = self._bar_rows
        for row in self._bar_rows:
            while row.count():
                row.takeAt(0)
        if narrow:
            first.addWidget(self.search_box, 1)
            first.addWidget(self.match_label)
            second.addWidget(self.hide_pruned)
            second.addWidget(self.pv_only)
            second.addStretch(1)
        else:
            first.addWidget(self.hide_pruned)
            first.addWidget(self.pv_only)
            first.addWidget(self.search_box, 1)
            first.addWidget(self.match_label)
        (second if narrow else first).addWidget(self.expand_pv_button)
        (second if narrow else first).addWidget(self.export_button)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange_bar(event.size().width() < self.NARROW)
        self._update_legend()
        super().resizeEvent(event)

    def _update_legend(self) -> None:
        # Only with a tree to explain (it has a line of its own, under the path).
        self.legend.setVisible(self.model.record() is not None)
        view = self.model.view()
        legend = LEGEND
        tip = self.legend_tip
        if self.model.sss_steps():
            legend = LOWER_BOUND_LEGEND if view is not None and view.lower_bounds else SSS_LEGEND
        elif self.model.is_mcts():
            legend, tip = MCTS_LEGEND, self.tr(str(MCTS_LEGEND_TIP))
        self.legend.setText(self.tr(str(legend)))
        self.legend.setToolTip(tip)

    # -- events -----------------------------------------------------------------------------------------
    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.search_box and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            self.search.previous_match()
            return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self.model.set_palette(self.palette())
            self.notes.style_banner()
        super().changeEvent(event)
