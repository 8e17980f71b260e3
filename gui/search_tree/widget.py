"""The search-tree view: a tree of the nodes the last search explored, with filters, search and export."""

from __future__ import annotations

import json
import math
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QIODevice,
    QItemSelection,
    QModelIndex,
    QObject,
    QPoint,
    QSaveFile,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QColor, QFontMetrics, QGuiApplication, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QSlider,
    QSpinBox,
    QStackedWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from engine.errors import InputError
from engine.record import CHANCE_KIND, KIND_NAMES, STOPPED, TERMINAL, TreeRecord
from engine.tree_export import move_label, record_to_dot, record_to_json

from ..app.event_filters import never_raises
from ..i18n import counted, grouped
from ..panels.position_note import PositionNote
from ..pictures.export_picture import export_action
from .model import SearchTreeModel, blend, kind_label, root_text
from .views import COL_ALPHA, COL_BETA, COL_DEPTH, COL_END, COL_KIND, COL_MOVE, COL_SIZE, COL_VALUE, view_of

ERROR_MARKUP = "<span style='color:#c0392b'>{0}</span>"
"""A search-box entry that is not a move: its (translated) message in red, in the match label."""
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


class MoveQueryError(ValueError):
    """A search-box entry that is not a move: ``str()`` is short (for the match label), ``detail`` the
    game's own explanation."""

    def __init__(self, token: str, detail: str) -> None:
        super().__init__(QCoreApplication.translate("SearchTreeWidget", "“{0}” is not a move").format(token))
        self.detail = detail


def parse_move_query(record: TreeRecord, text: str) -> list[int]:
    """Moves typed in the search box: tokens separated by spaces, commas or arrows, each parsed by the
    game (so Connect Four's "43" is two moves, a tree's "12" one child index). Raises MoveQueryError."""
    tokens = text.replace(",", " ").replace("→", " ").replace("->", " ").replace(">", " ").split()
    game = record.game
    moves: list[int] = []
    for token in tokens:
        if game is None:
            if not (token.lstrip("-").isascii() and token.lstrip("-").isdigit()):
                raise MoveQueryError(token, QCoreApplication.translate("SearchTreeWidget", "expected a move number"))
            moves.append(int(token))
            continue
        try:
            moves.extend(game.parse_moves(token))
        except InputError as e:
            raise MoveQueryError(token, str(e)) from None
    return moves


def find_nodes(record: TreeRecord, moves: list[int]) -> list[int]:
    """Recorded nodes reached by ``moves``: first the node at that path from the root, then every node
    whose path ends with these moves, in the record's (depth-first) order."""
    if not moves:
        return []
    exact = record.find(moves)
    last, before = moves[-1], moves[-2::-1]
    parent, move = record.parent, record.move
    found = [] if exact is None else [exact]
    for i, m in enumerate(move):
        if m != last or i == 0 or i == exact:
            continue
        j = i
        for want in before:
            j = parent[j]
            if j <= 0 or move[j] != want:
                break
        else:
            found.append(i)
    return found


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
        self._matches: list[int] = []
        self._match_pos = -1
        self._selected: int | None = None  # the record node the receivers are previewing
        self._found: tuple[list[int], list[int]] | None = None  # (moves searched, every node they reach)

        self.caption = QLabel()
        self.caption.setObjectName("caption")
        font = self.caption.font()
        font.setBold(True)
        self.caption.setFont(font)
        self.caption.setWordWrap(True)  # a long title wraps rather than widening the dock
        self.position_note = PositionNote(self)  # said when the tree is not the board's position's
        self.position_note.said.connect(lambda _text: self._update_banner())
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
        # Iterative deepening stopped inside a depth: the finished depth's tree, or the stopped one's
        self._finished_record: TreeRecord | None = None
        self._partial_record: TreeRecord | None = None
        self._finished_depth: int | None = None  # the last finished depth (the stopped one is the next)
        self._captions = ("", "")  # (the finished depth's caption, the partial one's)
        self._why_fewer = ""  # why the tree holds fewer nodes than the statistics count
        self._played_note = ""  # a stopped search played a move of the stopped depth: which, and why

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

        self._build_sss_bar()

        self.model = SearchTreeModel(self)
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
        self._size_columns()

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

        self._search_timer = QTimer(self)
        self._search_timer.setObjectName("searchTimer")
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(150)  # search once typing pauses, not on every key

        self.hide_pruned.toggled.connect(self._filters_changed)
        self.pv_only.toggled.connect(self._filters_changed)
        self.search_box.textChanged.connect(self._search_timer.start)
        self._search_timer.timeout.connect(self._search_now)
        self.search_box.returnPressed.connect(self.next_match)
        self.expand_pv_button.clicked.connect(self.expand_pv)
        self.export_button.clicked.connect(self.export_with_dialog)
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.view.customContextMenuRequested.connect(self._show_context_menu)
        # For a teacher's slide: the rows on view (with their header and marks), as SVG or PNG.
        self.picture_action = export_action(self, lambda: self.view, "search-tree.svg", self.tr("Search tree"))
        self.view.expanded.connect(self._widen_move_column)
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
        self._why_fewer = why_fewer
        self._played_note = played_note
        if record is not None and record is self.model.record():
            self._set_caption(caption)
            self._update_banner()
            return
        self._finished_record, self._partial_record = (record, partial) if partial is not None else (None, None)
        self._finished_depth = finished_depth if partial is not None else None
        self._captions = (caption, partial_caption or caption)
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
        finished, partial = self._finished_record, self._partial_record
        if finished is None or partial is None:
            return
        to_partial = self.model.record() is finished
        self._show(partial if to_partial else finished, self._captions[1 if to_partial else 0])

    def _show(self, record: TreeRecord | None, caption: str, quiet: bool = False) -> None:
        """``quiet``: say nothing of the selection going (the caller selects the same position again)."""
        had_selection = self._selected is not None and not quiet
        self._selected = None
        self._found = None
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
        self._set_caption(caption)
        self._reset_sss_bar()
        self._update_legend()
        self._update_banner()
        self.path_label.setText("")
        self._matches, self._match_pos = [], -1
        self.match_label.setText("")
        if shown is not None:
            self._fit_pass_labels(shown)
            self.view.expand(self.model.index(0, 0))
            if shown.end[0] == STOPPED:
                self._expand_open_line(shown)
            self._find_matches()
        if had_selection:
            self.selectionCleared.emit()

    def record(self) -> TreeRecord | None:
        return self.model.record()

    # -- SSS*'s steps -----------------------------------------------------------------------------------
    def _build_sss_bar(self) -> None:
        """A step slider and spin box for an SSS* tree: the tree as it stood after any of its steps."""
        self.sss_bar = QWidget()
        self.sss_bar.setObjectName("sssBar")
        self.sss_slider = QSlider(Qt.Orientation.Horizontal)
        self.sss_slider.setObjectName("sssSlider")
        self.sss_slider.setToolTip(self.tr("Move through SSS*'s steps: OPEN's states, merits and bounds at each one"))
        self.sss_spin = QSpinBox()
        self.sss_spin.setObjectName("sssSpin")
        self.sss_spin.setToolTip(self.sss_slider.toolTip())
        self.sss_spin.setMinimumWidth(self.sss_spin.fontMetrics().horizontalAdvance("000,000 of 000,000") + 36)
        self.sss_step_text = QLabel()
        self.sss_step_text.setObjectName("sssStepText")
        self.sss_step_text.setWordWrap(True)  # the step's sentence wraps in a narrow dock
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.sss_label = QLabel(self.tr("SSS* step"))
        self.sss_label.setObjectName("sssLabel")
        row.addWidget(self.sss_label)
        row.addWidget(self.sss_slider, 1)
        row.addWidget(self.sss_spin)
        box = QVBoxLayout(self.sss_bar)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        box.addLayout(row)
        box.addWidget(self.sss_step_text)
        # Dragging the slider asks for many steps a second, each a replay of OPEN from the start (tens of
        # milliseconds in a big tree): the latest one is shown once the events queued so far are handled.
        self._sss_wanted = 0
        self._sss_timer = QTimer(self)
        self._sss_timer.setSingleShot(True)
        self._sss_timer.setInterval(0)
        self._sss_timer.timeout.connect(lambda: self.set_sss_step(self._sss_wanted))
        self.sss_slider.valueChanged.connect(self._sss_asked)
        self.sss_spin.valueChanged.connect(self._sss_asked)
        self.sss_bar.setVisible(False)

    def _reset_sss_bar(self) -> None:
        n = self.model.sss_steps()
        self.sss_bar.setVisible(n > 0)
        for w in (self.sss_slider, self.sss_spin):
            w.blockSignals(True)
            w.setRange(0, n)
            w.setValue(n)
            w.blockSignals(False)
        self.sss_spin.setSuffix(self.tr(" of {0}").format(grouped(n)))
        view = self.model.view()
        dual = view is not None and view.dual
        self.sss_label.setText(self.tr("DUAL* step") if dual else self.tr("SSS* step"))
        self.sss_slider.setToolTip(self.tr("Move through DUAL*'s steps: OPEN's states, merits and bounds at each one")
                                   if dual else
                                   self.tr("Move through SSS*'s steps: OPEN's states, merits and bounds at each one"))
        self.sss_spin.setToolTip(self.sss_slider.toolTip())
        self._say_sss_step()

    @Slot(int)
    def _sss_asked(self, k: int) -> None:
        self._sss_wanted = k
        for w in (self.sss_slider, self.sss_spin):
            if w.value() != k:
                w.blockSignals(True)
                w.setValue(k)
                w.blockSignals(False)
        self._sss_timer.start()

    def set_sss_step(self, k: int) -> None:
        """Show the SSS* tree after ``k`` of its steps (the last: how it ended)."""
        if not self.model.sss_steps():
            return
        for w in (self.sss_slider, self.sss_spin):
            if w.value() != k:
                w.blockSignals(True)
                w.setValue(k)
                w.blockSignals(False)
        self.model.set_sss_step(k)
        self._say_sss_step()
        at = self.model.sss_at()
        if at is not None and at.taken is not None:
            self._reveal(self.model.index_of_node(at.taken.node))

    def sss_step(self) -> int:
        at = self.model.sss_at()
        return at.step if at is not None else 0

    def _say_sss_step(self) -> None:
        """The chosen step in a sentence: the state taken, its case, and OPEN's size and top merit."""
        at = self.model.sss_at()
        record = self.model.record()
        if at is None or record is None:
            self.sss_step_text.setText("")
            return
        top = max(at.open.values(), key=lambda e: e.merit, default=None)  # the state taken next
        open_text = counted(self.tr("OPEN holds %n state(s)", "", len(at.open)), len(at.open))
        view = self.model.view()
        lower_bounds = view is not None and view.lower_bounds  # MAX's lowest merit is taken first
        if top is not None:
            merit = self.model.sss.format_merit(top.merit)
            open_text = (self.tr("{0}, lowest merit {1}") if lower_bounds
                         else self.tr("{0}, highest merit {1}")).format(open_text, merit)
        if at.taken is None:
            self.sss_step_text.setText(self.tr("Before the first step: {0} (the root, LIVE, merit {1}).").format(
                open_text, self.model.sss.format_merit(math.inf)))
            return
        state = "SOLVED" if at.taken.solved else "LIVE"  # SSS*'s own names for a state's status (as in the engine)
        where = self.model.path_text(at.taken.node)
        merit = self.model.sss.format_merit(at.taken.merit)
        what = self.model.sss.case_text(at.case) or self.tr("the root is SOLVED: its merit is its value")
        self.sss_step_text.setText(self.tr("Step {0}: took ({1}, {2}, {3}) — {4}. {5}.").format(
            grouped(at.step), where, state, merit, what, open_text))

    def _reveal(self, index: QModelIndex) -> None:
        """Open the rows above ``index`` and scroll to it, leaving the selection as it is."""
        if not index.isValid():
            return
        parent = index.parent()
        while parent.isValid():
            self.view.expand(parent)
            parent = parent.parent()
        self.view.scrollTo(index)

    def _set_caption(self, caption: str) -> None:
        shown = self.model.record()
        if shown is None:
            # The dock's title already says "Search tree": no heading repeats it over the empty hint.
            self.caption.setText(caption)
            self.caption.setVisible(bool(caption))
            self.caption.setToolTip("")
            return
        self.caption.setVisible(True)
        recorded = counted(self.tr("%n node(s) recorded", "", len(shown)), len(shown))
        fewer = self._why_fewer and shown is self._finished_or_only()
        # Why the statistics count more nodes than the tree holds; after a stop the banner speaks of the
        # depths, and the heading keeps to two lines (the reason stays in its tooltip).
        said = self.tr("{0} ({1})").format(recorded, self._why_fewer) if fewer else recorded
        self.caption.setText(self.tr("{0} · {1}").format(caption or self.tr("Search tree"),
                                                         recorded if self._partial_record is not None else said))
        self.caption.setToolTip(said if fewer else "")

    def _finished_or_only(self) -> TreeRecord | None:
        """The tree ``why_fewer`` speaks of: the last finished depth's (or the only one)."""
        return self._finished_record if self._finished_record is not None else self.model.record()

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
        self._find_matches()

    # -- search -----------------------------------------------------------------------------------------
    @Slot()
    def _search_now(self) -> None:
        """Find the nodes the search box names and show the first."""
        if self._find_matches():
            self.next_match()

    def _find_matches(self) -> bool:
        """Recompute the matches (after typing, a filter change or a new record) without moving the
        selection; says whether there are any."""
        self._search_timer.stop()
        record = self.model.record()
        text = self.search_box.text().strip()
        self._matches, self._match_pos = [], -1
        self.match_label.setToolTip("")
        if record is None or not text:
            self.match_label.setText("")
            return False
        try:
            moves = parse_move_query(record, text)
        except MoveQueryError as e:
            self.match_label.setText(ERROR_MARKUP.format(_escape(_shorten(str(e)))))
            self.match_label.setToolTip(e.detail)
            return False
        if self._found is None or self._found[0] != moves:
            self._found = (moves, find_nodes(record, moves))  # a filter change re-uses the scan
        self._matches = [i for i in self._found[1] if self.model.is_visible(i)]
        if not self._matches:
            self.match_label.setText(self.tr("no match"))
            return False
        self.match_label.setText(self.tr("{0} found").format(grouped(len(self._matches))))
        return True

    @Slot()
    def next_match(self) -> None:
        """Show the next node that matches the search box (Enter), wrapping around."""
        if self._search_timer.isActive():
            self._search_now()  # Enter right after typing: search first (that shows the first match)
            return
        if not self._matches:
            return
        self._match_pos = (self._match_pos + 1) % len(self._matches)
        self._say_match()
        self._select(self.model.index_of_node(self._matches[self._match_pos]))

    def _say_match(self) -> None:
        """"3 of 12": which match is shown."""
        self.match_label.setText(self.tr("{0} of {1}").format(self._match_pos + 1, grouped(len(self._matches))))

    @Slot()
    def previous_match(self) -> None:
        """Show the previous match (Shift+Enter), wrapping around."""
        if self._search_timer.isActive():
            self._search_now()
            return
        if not self._matches:
            return
        self._match_pos = (self._match_pos - 1) % len(self._matches)
        self._say_match()
        self._select(self.model.index_of_node(self._matches[self._match_pos]))

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

    # -- looks ------------------------------------------------------------------------------------------
    def _size_columns(self) -> None:
        header = self.view.header()
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(24)
        fm = self.view.fontMetrics()
        pad = 18

        def width(sample: str) -> int:
            return fm.horizontalAdvance(sample) + pad

        def column_name(col: int) -> str:
            return str(self.model.headerData(col, Qt.Orientation.Horizontal))

        widths = {  # (in the user's language: a translated word may be longer)
            COL_MOVE: width(root_text()) + 6 * self.view.indentation() + 40,
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

    def _fit_pass_labels(self, record: TreeRecord) -> None:
        """MTD(f): the Move column wide enough for its passes' questions and answers, whole (up to most of
        the view: the columns after it scroll sideways; a pass cut to "value ≥ 6? yes: …" says nothing)."""
        labels = view_of(record).pass_labels()
        if not labels:
            return
        bold = self.view.font()
        bold.setBold(True)  # the passes on the principal variation are written in bold
        fm = QFontMetrics(bold)
        widest = max(fm.horizontalAdvance(label) for label in labels)
        needed = widest + 2 * self.view.indentation() + 28
        header = self.view.header()
        wanted = min(needed, max(header.sectionSize(COL_MOVE), self.view.viewport().width() * 9 // 10))
        if wanted > header.sectionSize(COL_MOVE):
            header.resizeSection(COL_MOVE, wanted)

    @Slot(QModelIndex)
    def _widen_move_column(self, index: QModelIndex) -> None:
        """Make room for the indentation of the rows just shown (deep lines would be cut off), up to
        half the view's width; the user can still resize the column."""
        record = self.model.record()
        node = self.model.node_at(index)
        if record is None or node is None:
            return
        levels = record.ply[node] + 2  # the root row is indented once, its children twice, ...
        needed = (levels * self.view.indentation() + self.view.fontMetrics().horizontalAdvance("000  (p 0.333)")
                  + 12)
        header = self.view.header()
        wanted = min(needed, max(header.sectionSize(COL_MOVE), self.view.viewport().width() // 2))
        if wanted > header.sectionSize(COL_MOVE):
            header.resizeSection(COL_MOVE, wanted)

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

    def _update_banner(self) -> None:
        """The strip above the tree: what it holds when it is not the whole search, in short sentences."""
        record = self.model.record()
        notes = []
        finished, partial = self._finished_record, self._partial_record
        link = ""
        if record is not None and partial is not None and finished is not None:
            depth = self._finished_depth
            if record is finished:
                notes.append(self.tr("Stopped inside depth {0}: depth {1}'s tree, every root move with its value."
                                     ).format(depth + 1, depth) if depth is not None else
                             self.tr("Stopped inside a depth: this is the last finished depth's tree, every root move "
                                     "with its value."))
                link = (self.tr("Show depth {0}'s partial tree").format(depth + 1) if depth is not None
                        else self.tr("Show the stopped depth's partial tree"))
            else:
                notes.append(self.tr("Depth {0}, stopped: a partial tree; the nodes it left open have no value (?)."
                                     ).format(depth + 1) if depth is not None else
                             self.tr("The stopped depth: a partial tree; the nodes it left open have no value (?)."))
                link = (self.tr("Back to depth {0}'s tree").format(depth) if depth is not None
                        else self.tr("Back to the last finished depth's tree"))
        elif record is not None and record.end[0] == STOPPED:  # the root never closed
            notes.append(self.tr("Stopped: the nodes it left open have no value (?); the line it was on is expanded. "
                                 "With iterative deepening (Speed-ups) Stop keeps the last finished depth's whole "
                                 "tree."))
        if record is not None and record.truncated:
            every_root_move = sum(1 for _ in record.children(0)) >= record.n_examined[0]
            notes.append((self.tr("Below the root moves, only the first {0} nodes are recorded (the budget).")
                          if every_root_move else
                          self.tr("Only the first {0} nodes are recorded (the budget); “…” rows stand for the rest."))
                         .format(grouped(record.budget)))
        if self._played_note and record is not None and record is finished:
            notes.append(self._played_note)
        text = " ".join(_escape(n) for n in notes)
        if link:
            text += f" <a href='switch'>{_escape(link)}</a>"
        # With notes of its own, the banner also says which position the tree is about: one strip, not two.
        where = self.position_note.text() if notes else ""
        self.position_note.merge(bool(where))
        if where:
            text = f"{_escape(where)} ⚠ {text}"
        elif notes:
            text = "⚠ " + text
        self.banner.setText(text)
        self.banner.setVisible(bool(notes))
        self._style_banner()

    def _style_banner(self) -> None:
        pal = self.palette()
        bg = blend(pal.color(pal.ColorRole.Window), QColor("#f1c40f"), 0.35)
        self.banner.setStyleSheet(f"QLabel#banner {{ background: {bg.name()}; border-radius: 3px; padding: 4px; "
                                  f"color: {pal.color(pal.ColorRole.WindowText).name()}; }}")

    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.search_box and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            self.previous_match()
            return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self.model.set_palette(self.palette())
            self._style_banner()
        super().changeEvent(event)


def _shorten(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
