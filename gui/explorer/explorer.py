"""The tree explorer widget: enter or pick a tree, see it drawn, step through the engine's search.

Layout: a side panel (the tree's text, examples, random trees, ordering, practice, export) and, on the
right, the run controls, the sentence explaining the current step, and the drawing.

The run shown is always the engine's own (``TreeRun`` → ``engine.search(record=True)`` →
``engine.steps``); this widget only moves a step index and restyles the drawing. Its concerns are its
collaborators: ``algorithms`` (which run), ``playback`` (stepping and Play), ``comparison_mode`` (Compare
all), ``practice_mode`` (the learner's answers) and ``files`` (opening and exporting trees).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.errors import InputError
from engine.games.tree import CHANCE_NODE, TreeNode, tree_to_data
from engine.record import TreeRecord
from engine.search import Algorithm
from engine.steps import fmt

from ..app.format import fmt_count, shortcut_text
from ..i18n import game_title
from .algorithm_choice import ALGORITHMS, AlgorithmChoice
from .compare import ComparisonPanel
from .comparison_mode import ComparisonMode
from .examples import Example, compact_json, load_examples
from .input_panel import TreeInputPanel
from .layout import iter_nodes
from .mtdf_steps import MtdfRun
from .ordering import best_ordering, knuth_moore_best_case, minimax_values, move_child, uniform_shape
from .playback import Playback
from .practice_mode import PracticeMode
from .practice_panel import PracticePanel
from .scene import TreeScene
from .sssrun import SSSRun
from .subtree import LabelPath, position_tooltip, record_subtree
from .tree_files import TreeFiles
from .treerun import TreeRun, node_name, node_names
from .view import TreeView

__all__ = ["ALGORITHMS", "TreeExplorer"]

Path = tuple[int, ...]


class TreeExplorer(QWidget):
    """Textbook trees drawn as trees, and minimax / alpha-beta / expectiminimax step by step.

    Signals:
        treeChanged(): a new tree is shown.
        stepChanged(int): the run moved to another step (-1: before the first).
        practiceChecked(str): the practice answers were checked (the summary).
    """

    treeChanged = Signal()
    stepChanged = Signal(int)
    practiceChecked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.root: TreeNode | None = None
        self.title = ""
        self.run: TreeRun | None = None
        self.step = -1
        self.positions: dict[LabelPath, str] = {}
        self.run_error = ""
        # The nodes' minimax values depend on the tree alone: searched once per tree, not per redraw
        # (a change of algorithm, depth limit or names redraws the same tree).
        self._values: tuple[TreeNode, dict[Path, float]] | None = None
        self._fitted_on_show = False
        self.examples: list[Example] = load_examples()
        self.algorithms = AlgorithmChoice(self)
        self.playback = Playback(self, owner=self)
        self.comparison_mode = ComparisonMode(self)
        self.practice_mode = PracticeMode(self)
        self.files = TreeFiles(self, dialog_parent=self)
        self._build_ui()
        self._shortcuts()
        self.files.load_example(0)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._fitted_on_show:
            # The first fit ran before the view had its real size: fit again once it has.
            self._fitted_on_show = True
            self.view.fit()

    # == building the widget =========================================================================
    def _build_ui(self) -> None:
        self.scene = TreeScene(self)
        self.view = TreeView(self.scene)
        self.view.nodeClicked.connect(self._node_clicked)
        self.view.reorderRequested.connect(self.reorder)
        self.view.setMinimumSize(420, 300)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        self.input_panel = TreeInputPanel(self.examples)
        self.input_panel.exampleChosen.connect(self.files.load_example)
        self.input_panel.drawRequested.connect(self.files.draw_text)
        self.input_panel.openRequested.connect(self.files.open_dialog)
        self.input_panel.randomRequested.connect(self.files.generate_random)
        side_layout.addWidget(self.input_panel)
        side_layout.addWidget(self._ordering_box())
        self.practice = PracticePanel()
        self.practice.toggled.connect(self.practice_mode.set_practice)
        self.practice.edited.connect(self.practice_mode.edited)
        self.practice.checkRequested.connect(self.practice_mode.check)
        side_layout.addWidget(self.practice)
        side_layout.addWidget(self._export_box())
        side_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(330)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(4, 4, 4, 4)
        self.title_label = QLabel()
        self.title_label.setObjectName("explorerTitle")
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.title_label.setFont(font)
        right_layout.addLayout(self._title_bar())
        right_layout.addLayout(self._run_bar())
        self.explanation = QLabel()
        self.explanation.setObjectName("stepExplanation")
        self.explanation.setWordWrap(True)
        self.explanation.setMinimumHeight(44)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setStyleSheet(
            "QLabel#stepExplanation { background: #fff8ec; border: 1px solid #e8c48c; border-radius: 4px;"
            " padding: 6px; font-size: 11pt; }")
        right_layout.addWidget(self.explanation)
        self.compare_panel = ComparisonPanel()
        self.compare_panel.rowChosen.connect(self.comparison_mode.row_chosen)
        self.compare_panel.closeRequested.connect(self.comparison_mode.close)
        self.compare_panel.hide()
        self.drawing_split = QSplitter(Qt.Orientation.Vertical)
        self.drawing_split.addWidget(self.view)
        self.drawing_split.addWidget(self.compare_panel)
        self.drawing_split.setStretchFactor(0, 1)
        self.drawing_split.setChildrenCollapsible(False)
        right_layout.addWidget(self.drawing_split, 1)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(scroll)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([350, 900])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

    def _run_bar(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.algorithm_combo = QComboBox()
        self.algorithm_combo.setObjectName("algorithmCombo")
        for key in ALGORITHMS:
            self.algorithm_combo.addItem(self.algorithms.title(key), key)
        self.algorithm_combo.setCurrentIndex(ALGORITHMS.index("alphabeta"))  # what the explorer is for
        self.algorithm_combo.currentIndexChanged.connect(self.algorithms.changed)
        row.addWidget(self.algorithm_combo)
        self.depth_limit = QSpinBox()
        self.depth_limit.setObjectName("depthLimit")
        self.depth_limit.setRange(0, 40)
        self.depth_limit.setSpecialValueText(self.tr("full depth"))
        self.depth_limit.setPrefix(self.tr("depth "))
        self.depth_limit.setToolTip(self.tr("Cut the search off after this many plies; an inner node there gives its "
                                            "static \"value\" (write it in the tree: {\"value\": 5, \"children\": "
                                            "[...]})"))
        self.depth_limit.valueChanged.connect(self.algorithms.changed)
        row.addWidget(self.depth_limit)

        def button(text: str, tip: str, slot: Callable[[], None], name: str) -> QToolButton:
            b = QToolButton()
            b.setText(text)
            b.setToolTip(tip)
            b.setObjectName(name)
            b.clicked.connect(slot)
            row.addWidget(b)
            return b

        self.start_button = button("|◀", self.tr("Back to the start (Home)"), self.playback.to_start, "startButton")
        self.back_button = button(self.tr("◀ Back"), self.tr("One step back (Left)"), self.playback.back, "backButton")
        self.forward_button = button(self.tr("Step ▶"), self.tr("One step forward (Right)"), self.playback.forward,
                                     "forwardButton")
        self.cutoff_button = button(self.tr("Next cutoff ✂"), self.tr("Run to the next cutoff (C)"), self.playback.next_cutoff,
                                    "cutoffButton")
        self.end_button = button(self.tr("To end ▶|"), self.tr("Run to the end (End)"), self.playback.to_end, "endButton")
        self.play_button = button(self.tr("▶ Play"), self.tr("Play the steps at the chosen speed (Space)"),
                                  self.playback.toggle_play, "playButton")
        self.play_button.setCheckable(True)
        self.compare_button = button(self.tr("Co&mpare all"),
                                     self.tr("Search this tree with every algorithm, one row each; a row marks the "
                                             "leaves it evaluated ({0})").format(shortcut_text("Ctrl+M")),
                                     self.comparison_mode.requested, "compareButton")
        speed_label = QLabel(self.tr("s&peed"))
        row.addWidget(speed_label)
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setObjectName("speedSlider")
        self.speed_slider.setRange(1, 20)
        self.speed_slider.setValue(3)
        self.speed_slider.setToolTip(self.tr("steps per second"))
        self.speed_slider.setMinimumWidth(70)
        self.speed_slider.setMaximumWidth(110)
        self.speed_slider.valueChanged.connect(self.playback.speed_changed)
        speed_label.setBuddy(self.speed_slider)
        row.addWidget(self.speed_slider)
        self.speed_label = QLabel(self.tr("{0}/s").format(3))
        self.speed_label.setMinimumWidth(32)
        row.addWidget(self.speed_label)
        row.addStretch(1)
        return row

    def _title_bar(self) -> QHBoxLayout:
        """The tree's title, the step counter and the zoom buttons."""
        row = QHBoxLayout()
        row.addWidget(self.title_label, 1)
        self.step_label = QLabel()
        self.step_label.setObjectName("stepLabel")
        self.step_label.setMinimumWidth(90)
        row.addWidget(self.step_label)
        for text, tip, slot, name in (("−", self.tr("Zoom out ({0})").format(shortcut_text("Ctrl+-")), self.view.zoom_out,
                                       "zoomOutButton"),
                                      ("+", self.tr("Zoom in ({0})").format(shortcut_text("Ctrl++")), self.view.zoom_in,
                                       "zoomInButton"),
                                      (self.tr("Fit"), self.tr("Show the whole tree ({0})").format(shortcut_text("Ctrl+0")),
                                       self.view.fit, "fitButton")):
            b = QToolButton()
            b.setObjectName(name)  # (no underlined letter: its key is in its tooltip)
            b.setText(text)
            b.setToolTip(tip)
            b.clicked.connect(slot)
            row.addWidget(b)
        return row

    def _ordering_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Move ordering"))
        v = QVBoxLayout(box)
        self.best_button = QPushButton(self.tr("&Best ordering"))
        self.best_button.setObjectName("bestOrderingButton")
        self.best_button.setToolTip(self.tr("Sort every node's children so alpha-beta prunes the most: by minimax "
                                            "value, best first for the player to move"))
        self.best_button.clicked.connect(self.apply_best_ordering)
        v.addWidget(self.best_button)
        self.drag_check = QCheckBox(self.tr("Drag nodes s&ideways to reorder children"))
        self.drag_check.setObjectName("dragCheck")
        self.drag_check.toggled.connect(self._drag_toggled)
        v.addWidget(self.drag_check)
        self.counts_label = QLabel()
        self.counts_label.setObjectName("countsLabel")
        self.counts_label.setWordWrap(True)
        v.addWidget(self.counts_label)
        return box

    def _export_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Export"))
        form = QFormLayout(box)
        row = QHBoxLayout()
        for text, slot in ((self.tr("P&NG…"), self.files.export_png_dialog), (self.tr("&SVG…"), self.files.export_svg_dialog),
                           (self.tr("&JSON…"), self.files.export_json_dialog)):
            b = QPushButton(text)
            b.clicked.connect(slot)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            row.addWidget(b)
        form.addRow(row)
        self.export_label = QLabel()
        self.export_label.setWordWrap(True)
        form.addRow(self.export_label)
        return box

    def _shortcuts(self) -> None:
        # Step keys act when the drawing has focus, so they never fight the text box's cursor keys.
        for keys, slot in (("Right", self.playback.forward), ("Left", self.playback.back), ("Home", self.playback.to_start),
                           ("End", self.playback.to_end), ("C", self.playback.next_cutoff),
                           ("Space", self.playback.toggle_play)):
            QShortcut(QKeySequence(keys), self.view, slot, context=Qt.ShortcutContext.WidgetShortcut)
        for keys, slot in (("Ctrl+=", self.view.zoom_in), ("Ctrl++", self.view.zoom_in),
                           ("Ctrl+-", self.view.zoom_out), ("Ctrl+0", self.view.fit)):
            QShortcut(QKeySequence(keys), self, slot, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        QShortcut(QKeySequence("Ctrl+Return"), self.input_panel.text, self.files.draw_text,
                  context=Qt.ShortcutContext.WidgetShortcut)
        QShortcut(QKeySequence("Ctrl+M"), self, self.comparison_mode.requested,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)

    # == opening trees ===============================================================================
    def open_tree(self, root: TreeNode, title: str, text: str | None = None) -> bool:
        """Show ``root`` (the text box gets its JSON unless ``text`` is given). A tree too big to draw
        is refused with a message (False), and the current one stays."""
        if not self.files.small_enough(root):
            return False
        self.root = root
        self.title = title
        self.title_label.setText(title)
        self.input_panel.show_example(-1, "")  # the placeholder, until load_example says otherwise
        self.input_panel.set_text(text if text is not None else compact_json(tree_to_data(root)))
        self.input_panel.show_error(None)
        self.algorithms.fit_to_tree(root)
        self.redraw(fit=True)
        self.treeChanged.emit()
        return True

    def open_record_subtree(self, record: TreeRecord, index: int, max_nodes: int = 400) -> None:
        """Open the part of a real game search below record node ``index`` (up to ``max_nodes`` nodes):
        leaves are the recorded values, labels the moves, and hovering a node shows its position."""
        root, positions = record_subtree(record, index, max_nodes)
        game = record.game
        where = " ".join(game.format_move(m) for m in record.path(index)) if game is not None else ""
        what = game_title(game) if game is not None else self.tr("Search")
        title = (self.tr("{0} subtree after {1}").format(what, where) if where
                 else self.tr("{0} subtree at the root").format(what))
        self.positions = positions
        if not self.open_tree(root, title):
            return
        self.input_panel.example_note.setText(self.tr(
            "Part of a real search: the leaves hold the values the search recorded there (evaluations at a depth "
            "cutoff, or values backed up from below where the subtree was cut to fit), and only the moves it "
            "examined are shown. Hover over a node to see its position."))

    @property
    def algorithm(self) -> Algorithm:
        """The algorithm the explorer steps through (the menu's choice)."""
        return self.algorithms.algorithm

    # == the run =====================================================================================
    def redraw(self, fit: bool) -> None:
        """Search the current tree with the chosen algorithm and draw it at the start of the run."""
        self.playback.stop()
        root = self.root
        if root is None:
            return
        # A part of a game search: nodes are called by their moves from its root ("[3 7]").
        override = None
        if self.positions:
            override = {n.path: "[" + " ".join(self.label_path(root, n.path)) + "]"
                        for n in iter_nodes(root) if n.path}
        try:
            self.run = self.algorithms.make_run(root, override)
            self.run_error = ""
        except InputError as e:
            self.run = None
            self.run_error = str(e)
        if self._values is None or self._values[0] is not root:
            self._values = (root, minimax_values(root))
        values = self._values[1]
        names = self.names()
        tips = {}
        for node in iter_nodes(root):
            name = names.get(node.path) or node_name(node)
            if node.is_leaf:
                what = self.tr("leaf {0}").format(name)
            elif node.kind == CHANCE_NODE:
                what = self.tr("chance node {0}").format(name)
            else:
                what = self.tr("{0} node {1}").format(node.kind.upper(), name)
            where = self.tr(" (path {0})").format(list(node.path)) if node.path else self.tr(" (the root)")
            tip = self.tr("<b>{0}</b>{1}<br>minimax value {2}").format(what, where, fmt(values[node.path]))
            board = self.positions.get(self.label_path(root, node.path))
            if board is not None:
                tip += position_tooltip(board)
            tips[node.path] = tip
        self.practice_mode.clear()
        self.scene.set_tree(root, tips, names)
        self.step = -1
        if self.comparison_mode.is_stale():
            self.comparison_mode.compare_all()  # the comparison shown is of this tree and depth cutoff, never a stale one
        if self.practice.is_on():
            self.practice.fill(root, names)
        self._update_counts()
        self.show_step()
        if fit:
            self.view.fit()

    def names(self) -> dict[Path, str]:
        """What the drawing writes beside nodes: textbook letters or labels (leaves keep their labels)."""
        if self.root is None:
            return {}
        names = dict(node_names(self.root))
        names.update({n.path: n.label for n in iter_nodes(self.root) if n.label})
        return names

    @staticmethod
    def label_path(root: TreeNode, path: Path) -> LabelPath:
        labels = []
        node = root
        for i in path:
            node = node.children[i]
            labels.append(node.label)
        return tuple(labels)

    def show_step(self) -> None:
        run = self.run
        practising = self.practice.is_on()
        if practising:
            self.scene.apply_state(None, marks=self.practice_mode.mark_looks(), values=self.practice.typed_numbers())
            self.explanation.setText(self.tr("Practice: click the leaves alpha-beta prunes, type the inner nodes' "
                                             "values in the table, then Check my answers."))
            self.step_label.setText("")
        elif self.step < 0 and self.comparison_mode.state() is not None:
            state = self.comparison_mode.state()
            assert state is not None
            self.scene.apply_state(state, marks={})
            self.explanation.setText(state.text)
            self.step_label.setText("")
        elif run is None:
            self.scene.apply_state(None, marks=self.practice_mode.mark_looks())
            self.explanation.setText(self.run_error or "")
            self.step_label.setText("")
        else:
            state = run.state(self.step)
            self.scene.apply_state(state if self.step >= 0 else None, show_window=run.steps.shows_window,
                                   marks=self.practice_mode.mark_looks())
            if self.step < 0:
                self.explanation.setText(self.tr(
                    "{0} on this tree takes {1} steps. Press Step ▶ (or → on the drawing) to start, Play to watch "
                    "it, or click a node to jump to where the search reaches it.").format(
                    self.algorithms.title(run.algorithm), len(run)))
            else:
                self.explanation.setText(state.text)
                if state.current is not None and state.current in self.scene.nodes:
                    self.view.reveal(self.scene.nodes[state.current])
            self.step_label.setText(self.tr("step {0} / {1}").format(self.step + 1, len(run)))
        self.playback.enable_buttons()

    @Slot(tuple)
    def _node_clicked(self, path: Path) -> None:
        if self.root is None:
            return
        if self.practice.is_on():
            self.practice_mode.node_clicked(path)
            return
        # Outside practice, a click jumps to the step where the search reached the node (or pruned it).
        k = self.run.step_of(tuple(path)) if self.run is not None else None
        if k is not None:
            self.playback.stop()
            self.playback.go_to(k)

    # == ordering ====================================================================================
    @Slot()
    def apply_best_ordering(self) -> None:
        if self.root is None:
            return
        self.open_tree(best_ordering(self.root), self._ordered_title(self.tr("best ordering")))

    @Slot(tuple, int, int)
    def reorder(self, parent: Path, src: int, dst: int) -> None:
        if self.root is None or src == dst:
            return
        self.open_tree(move_child(self.root, tuple(parent), src, dst), self._ordered_title(self.tr("reordered")))

    def _ordered_title(self, what: str) -> str:
        base = self.title.split(" — ")[0]
        return f"{base} — {what}"

    @Slot(bool)
    def _drag_toggled(self, on: bool) -> None:
        self.view.reorder_enabled = on

    def alphabeta_run(self) -> TreeRun:
        """The alpha-beta run of the current tree (the shown run if it is one). Raises ``InputError``."""
        assert self.root is not None
        if self.run is not None and self.run.algorithm == "alphabeta" and self.run.depth is None:
            return self.run
        return TreeRun(self.root, "alphabeta", self.run.override if self.run is not None else None)

    def _update_counts(self) -> None:
        root = self.root
        if root is None:
            self.counts_label.setText("")
            return
        n_leaves = len(root.leaves())
        lines = []
        try:
            ab: TreeRun | None = self.alphabeta_run()
        except InputError:
            ab = None
        if ab is None:
            lines.append(self.tr("{0} leaves. Alpha-beta does not apply to chance nodes.").format(fmt_count(n_leaves)))
        else:
            lines.append(self.tr("Alpha-beta evaluates {0} of {1} leaves ({2} pruned; {3} nodes visited of {4}).").format(
                fmt_count(len(ab.evaluated_leaves)), fmt_count(n_leaves), fmt_count(len(ab.pruned_leaves)),
                fmt_count(len(ab.record)), fmt_count(root.size)))
        if isinstance(self.run, SSSRun):
            lines.append(self.tr("{0} evaluates {1} of {2} leaves ({3} never reached).").format(
                self.algorithms.title(self.run.algorithm), fmt_count(len(self.run.evaluated_leaves)),
                fmt_count(n_leaves), fmt_count(len(self.run.pruned_leaves))))
        if isinstance(self.run, MtdfRun):
            lines.append(self.tr("MTD(f) asks {0} zero-window questions and evaluates {1} of {2} leaves at least "
                                 "once.").format(self.run.passes, fmt_count(len(self.run.evaluated_leaves)), fmt_count(n_leaves)))
        shape = uniform_shape(root)
        if shape is not None:
            w, d = shape
            best = knuth_moore_best_case(w, d)
            lines.append(self.tr("Best case for a uniform tree of width {0} and depth {1}: {0}^⌈{1}/2⌉ + {0}^⌊{1}/2⌋ "
                                 "− 1 = {2} leaves (Knuth–Moore).").format(w, d, best))
        else:
            lines.append(self.tr("Not a uniform tree, so no Knuth–Moore best case."))
        self.counts_label.setText("\n".join(lines))
