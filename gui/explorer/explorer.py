"""The tree explorer widget: enter or pick a tree, see it drawn, step through the engine's search.

Layout: a side panel (the tree's text, examples, random trees, ordering, practice, export) and, on the
right, the run controls, the sentence explaining the current step, and the drawing.

The run shown is always the engine's own (``TreeRun`` → ``engine.search(record=True)`` →
``engine.steps``); this widget only moves a step index and restyles the drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path as FilePath

from PySide6.QtCore import QSignalBlocker, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFileDialog,
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
from engine.games.tree import CHANCE_NODE, TreeNode, build_tree, parse_tree_text, read_tree_file, tree_to_data
from engine.record import TreeRecord
from engine.search import Algorithm, algorithm_info, in_order
from engine.steps import CUTOFF_STEP, fmt

from ..app.format import fmt_count, fmt_value, shortcut_text
from ..app.players import algorithm_title
from ..i18n import game_title
from . import export
from .compare import ComparisonPanel, TreeComparison, compare_tree, marked_state
from .examples import Example, compact_json, load_examples, random_tree_data
from .input_panel import TreeInputPanel, error_position
from .layout import iter_nodes
from .mtdf_steps import MtdfRun
from .ordering import best_ordering, knuth_moore_best_case, minimax_values, move_child, uniform_shape
from .practice import PracticeResult, check_practice
from .practice_panel import PracticePanel
from .scene import TreeScene
from .sssrun import SSSRun
from .subtree import LabelPath, position_tooltip, record_subtree
from .treerun import TreeRun, TreeState, node_names
from .view import TreeView

Path = tuple[int, ...]
MAX_DRAW_NODES = 20_000  # beyond this a drawing is neither readable nor quick: refuse with a message
ALGORITHMS: tuple[Algorithm, ...] = tuple(a.id for a in in_order() if a.steps != "none")
"""The explorer's algorithms, those the registry says it can step through, in the order the course teaches
them (the menu opens on alpha-beta)."""
"""The runs the explorer steps through, in its menu's order (titles: ``TreeExplorer.algorithm_title``)."""


def node_name(node: TreeNode) -> str:
    if node.label:
        return node.label
    return "root" if not node.path else "[" + ", ".join(map(str, node.path)) + "]"


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
        self.marks: set[Path] = set()
        self.practice_result: PracticeResult | None = None
        self.run_error = ""
        # The nodes' minimax values depend on the tree alone: searched once per tree, not per redraw
        # (a change of algorithm, depth limit or names redraws the same tree).
        self._values: tuple[TreeNode, dict[Path, float]] | None = None
        self._auto_switched = False
        self._fitted_on_show = False
        self.comparison: list[TreeComparison] = []
        """Compare all's rows for the current tree (empty: not compared)."""
        self._compared: tuple[TreeNode, int] | None = None
        """The tree and depth cutoff the rows are of (a change of the stepped algorithm keeps them)."""
        self.examples: list[Example] = load_examples()
        self.timer = QTimer(self)
        self.timer.setObjectName("playTimer")
        self.timer.timeout.connect(self._tick)
        self._build_ui()
        self._shortcuts()
        self.load_example(0)

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
        self.input_panel.exampleChosen.connect(self.load_example)
        self.input_panel.drawRequested.connect(self.draw_text)
        self.input_panel.openRequested.connect(self._open_dialog)
        self.input_panel.randomRequested.connect(self.generate_random)
        side_layout.addWidget(self.input_panel)
        side_layout.addWidget(self._ordering_box())
        self.practice = PracticePanel()
        self.practice.toggled.connect(self.set_practice)
        self.practice.edited.connect(self._practice_edited)
        self.practice.checkRequested.connect(self.check_practice)
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
        self.compare_panel.rowChosen.connect(self._comparison_row_chosen)
        self.compare_panel.closeRequested.connect(self.close_comparison)
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
            self.algorithm_combo.addItem(self.algorithm_title(key), key)
        self.algorithm_combo.setCurrentIndex(ALGORITHMS.index("alphabeta"))  # what the explorer is for
        self.algorithm_combo.currentIndexChanged.connect(self._algorithm_changed)
        row.addWidget(self.algorithm_combo)
        self.depth_limit = QSpinBox()
        self.depth_limit.setObjectName("depthLimit")
        self.depth_limit.setRange(0, 40)
        self.depth_limit.setSpecialValueText(self.tr("full depth"))
        self.depth_limit.setPrefix(self.tr("depth "))
        self.depth_limit.setToolTip(self.tr("Cut the search off after this many plies; an inner node there gives its "
                                            "static \"value\" (write it in the tree: {\"value\": 5, \"children\": "
                                            "[...]})"))
        self.depth_limit.valueChanged.connect(self._algorithm_changed)
        row.addWidget(self.depth_limit)

        def button(text: str, tip: str, slot: Callable[[], None], name: str) -> QToolButton:
            b = QToolButton()
            b.setText(text)
            b.setToolTip(tip)
            b.setObjectName(name)
            b.clicked.connect(slot)
            row.addWidget(b)
            return b

        self.start_button = button("|◀", self.tr("Back to the start (Home)"), self.to_start, "startButton")
        self.back_button = button(self.tr("◀ Back"), self.tr("One step back (Left)"), self.back, "backButton")
        self.forward_button = button(self.tr("Step ▶"), self.tr("One step forward (Right)"), self.forward,
                                     "forwardButton")
        self.cutoff_button = button(self.tr("Next cutoff ✂"), self.tr("Run to the next cutoff (C)"), self.next_cutoff,
                                    "cutoffButton")
        self.end_button = button(self.tr("To end ▶|"), self.tr("Run to the end (End)"), self.to_end, "endButton")
        self.play_button = button(self.tr("▶ Play"), self.tr("Play the steps at the chosen speed (Space)"),
                                  self.toggle_play, "playButton")
        self.play_button.setCheckable(True)
        self.compare_button = button(self.tr("Co&mpare all"),
                                     self.tr("Search this tree with every algorithm, one row each; a row marks the "
                                             "leaves it evaluated ({0})").format(shortcut_text("Ctrl+M")),
                                     self._compare_requested, "compareButton")
        speed_label = QLabel(self.tr("s&peed"))
        row.addWidget(speed_label)
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setObjectName("speedSlider")
        self.speed_slider.setRange(1, 20)
        self.speed_slider.setValue(3)
        self.speed_slider.setToolTip(self.tr("steps per second"))
        self.speed_slider.setMinimumWidth(70)
        self.speed_slider.setMaximumWidth(110)
        self.speed_slider.valueChanged.connect(self._speed_changed)
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
        for text, slot in ((self.tr("P&NG…"), self._export_png_dialog), (self.tr("&SVG…"), self._export_svg_dialog),
                           (self.tr("&JSON…"), self._export_json_dialog)):
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
        for keys, slot in (("Right", self.forward), ("Left", self.back), ("Home", self.to_start),
                           ("End", self.to_end), ("C", self.next_cutoff), ("Space", self.toggle_play)):
            QShortcut(QKeySequence(keys), self.view, slot, context=Qt.ShortcutContext.WidgetShortcut)
        for keys, slot in (("Ctrl+=", self.view.zoom_in), ("Ctrl++", self.view.zoom_in),
                           ("Ctrl+-", self.view.zoom_out), ("Ctrl+0", self.view.fit)):
            QShortcut(QKeySequence(keys), self, slot, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        QShortcut(QKeySequence("Ctrl+Return"), self.input_panel.text, self.draw_text,
                  context=Qt.ShortcutContext.WidgetShortcut)
        QShortcut(QKeySequence("Ctrl+M"), self, self._compare_requested,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)

    # == opening trees ===============================================================================
    def open_tree(self, root: TreeNode, title: str, text: str | None = None) -> bool:
        """Show ``root`` (the text box gets its JSON unless ``text`` is given). A tree too big to draw
        is refused with a message (False), and the current one stays."""
        if not self._small_enough(root):
            return False
        self.root = root
        self.title = title
        self.title_label.setText(title)
        self.input_panel.show_example(-1, "")  # the placeholder, until load_example says otherwise
        self.input_panel.set_text(text if text is not None else compact_json(tree_to_data(root)))
        self.input_panel.show_error(None)
        # Alpha-beta has no rule for chance nodes: switch to expectiminimax for a chance tree, and back
        # for the next tree without chance if the switch was ours, not the user's.
        has_chance = any(n.kind == CHANCE_NODE for n in iter_nodes(root))
        if has_chance and not algorithm_info(self.algorithm).chance_nodes:
            self._switch_algorithm("expectiminimax")
            self._auto_switched = True
        elif not has_chance and self._auto_switched:
            self._switch_algorithm("alphabeta")
            self._auto_switched = False
        self._redraw(fit=True)
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

    @Slot(int)
    def load_example(self, index: int) -> None:
        ex = self.examples[index]
        text = ex.text().strip()
        self.positions = {}
        self.open_tree(parse_tree_text(text), ex.title, text)
        self.input_panel.show_example(index, ex.explanation)

    @Slot()
    def draw_text(self) -> bool:
        """Parse the text box and draw it; on an error, point at it and keep the current tree."""
        text = self.input_panel.text.toPlainText()
        root = self._parse(text)
        return root is not None and self.open_tree(root, self.tr("Your tree"), text)

    def open_file(self, path: str) -> bool:
        """Show the tree in a file (JSON or shorthand); on an error the text box shows the file with the
        mistake marked, and the current tree stays."""
        try:
            text = read_tree_file(path)  # a regular file of a sane size: a FIFO is refused, not waited on
        except InputError as e:
            self.input_panel.show_error(str(e))
            return False
        self.input_panel.set_text(text)
        root = self._parse(text)
        if root is None:
            return False
        self.positions = {}
        return self.open_tree(root, FilePath(path).name, text)

    def _parse(self, text: str) -> TreeNode | None:
        try:
            return parse_tree_text(text)
        except InputError as e:
            self.input_panel.show_error(str(e), error_position(text, str(e)))
        except RecursionError:
            self.input_panel.show_error(self.tr("the tree is nested too deeply to draw"))
        return None

    def _small_enough(self, root: TreeNode) -> bool:
        if root.size > MAX_DRAW_NODES:
            self.input_panel.show_error(self.tr("the tree has {0} nodes; the explorer draws at most {1}").format(
                fmt_count(root.size), fmt_count(MAX_DRAW_NODES)))
            return False
        return True

    @Slot()
    def generate_random(self) -> bool:
        depth, width, low, high, seed = self.input_panel.random_parameters()
        try:
            data = random_tree_data(depth, width, low, high, seed)
        except InputError as e:
            self.input_panel.show_error(str(e))
            return False
        root = build_tree(data)
        if not self._small_enough(root):
            return False
        self.positions = {}
        return self.open_tree(root, self.tr("Random tree: depth {0}, width {1}, seed {2}").format(depth, width, seed))

    @Slot()
    def _open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a tree"), str(FilePath.cwd()),
                                              self.tr("Trees (*.json *.txt);;All (*)"))
        if path:
            self.open_file(path)

    # == the run =====================================================================================
    @property
    def algorithm(self) -> Algorithm:
        algorithm: Algorithm = self.algorithm_combo.currentData()  # (the items' data are the engine's names)
        return algorithm

    def set_algorithm(self, name: str) -> None:
        for i, key in enumerate(ALGORITHMS):
            if key == name:
                self.algorithm_combo.setCurrentIndex(i)
                return
        raise ValueError(f"unknown algorithm {name!r}")

    def algorithm_title(self, key: str) -> str:
        """What the menu and the sentences call a run."""
        return algorithm_title(key)

    def _switch_algorithm(self, name: Algorithm) -> None:
        with QSignalBlocker(self.algorithm_combo):
            self.algorithm_combo.setCurrentIndex(ALGORITHMS.index(name))

    @Slot()
    def _algorithm_changed(self) -> None:
        self._auto_switched = False
        self._redraw(fit=False)

    def _redraw(self, fit: bool) -> None:
        """Search the current tree with the chosen algorithm and draw it at the start of the run."""
        self.stop()
        root = self.root
        if root is None:
            return
        # A part of a game search: nodes are called by their moves from its root ("[3 7]").
        override = None
        if self.positions:
            override = {n.path: "[" + " ".join(self._label_path(root, n.path)) + "]"
                        for n in iter_nodes(root) if n.path}
        try:
            depth = self.depth_limit.value() or None
            steps = algorithm_info(self.algorithm).steps
            if steps == "best_first":
                self.run = SSSRun(root, override, depth, dual=algorithm_info(self.algorithm).dual)
            elif steps == "passes":
                self.run = MtdfRun(root, override, depth)
            else:
                self.run = TreeRun(root, self.algorithm, override, depth)
            self.run_error = ""
        except InputError as e:
            self.run = None
            self.run_error = str(e)
        if self._values is None or self._values[0] is not root:
            self._values = (root, minimax_values(root))
        values = self._values[1]
        names = self._names()
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
            board = self.positions.get(self._label_path(root, node.path))
            if board is not None:
                tip += position_tooltip(board)
            tips[node.path] = tip
        self.marks = set()
        self.practice_result = None
        self.scene.set_tree(root, tips, names)
        self.step = -1
        if (self.compare_panel.isVisible() or self.comparison) and self._compared != (root, self.depth_limit.value()):
            self.compare_all()  # the comparison shown is of this tree and depth cutoff, never a stale one
        if self.practice.is_on():
            self.practice.fill(root, names)
        self._update_counts()
        self._show_step()
        if fit:
            self.view.fit()

    def _names(self) -> dict[Path, str]:
        """What the drawing writes beside nodes: textbook letters or labels (leaves keep their labels)."""
        if self.root is None:
            return {}
        names = dict(node_names(self.root))
        names.update({n.path: n.label for n in iter_nodes(self.root) if n.label})
        return names

    @staticmethod
    def _label_path(root: TreeNode, path: Path) -> LabelPath:
        labels = []
        node = root
        for i in path:
            node = node.children[i]
            labels.append(node.label)
        return tuple(labels)

    def go_to(self, k: int) -> None:
        if self.run is None:
            return
        k = max(-1, min(k, len(self.run) - 1))
        if k >= 0 and self.compare_panel.chosen() >= 0:
            self.compare_panel.choose(-1)  # stepping shows the run again, not a row's marks
        if k != self.step:
            self.step = k
            self._show_step()
            self.stepChanged.emit(k)

    @Slot()
    def forward(self) -> None:
        self.go_to(self.step + 1)

    @Slot()
    def back(self) -> None:
        self.stop()
        self.go_to(self.step - 1)

    @Slot()
    def to_start(self) -> None:
        self.stop()
        self.go_to(-1)

    @Slot()
    def to_end(self) -> None:
        self.stop()
        if self.run is not None:
            self.go_to(len(self.run) - 1)

    @Slot()
    def next_cutoff(self) -> None:
        self.stop()
        if self.run is None:
            return
        k = self.run.steps.next_cutoff(self.step)
        self.go_to(k if k is not None else len(self.run) - 1)

    @Slot()
    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.stop()
        else:
            self.play()

    def play(self) -> None:
        if self.run is None or self.practice.is_on():
            self.play_button.setChecked(False)
            return
        if self.step >= len(self.run) - 1:
            self.go_to(-1)
        self.timer.start(round(1000 / self.speed_slider.value()))
        self.play_button.setChecked(True)
        self.play_button.setText(self.tr("⏸ Pause"))

    def stop(self) -> None:
        self.timer.stop()
        self.play_button.setChecked(False)
        self.play_button.setText(self.tr("▶ Play"))

    @Slot()
    def _tick(self) -> None:
        if self.run is None or self.step >= len(self.run) - 1:
            self.stop()
            return
        self.forward()
        if self.step >= len(self.run) - 1:
            self.stop()

    @Slot(int)
    def _speed_changed(self, value: int) -> None:
        self.speed_label.setText(self.tr("{0}/s").format(value))
        if self.timer.isActive():
            self.timer.setInterval(round(1000 / value))

    def _show_step(self) -> None:
        run = self.run
        practising = self.practice.is_on()
        if practising:
            self.scene.apply_state(None, marks=self._mark_looks(), values=self.practice.typed_numbers())
            self.explanation.setText(self.tr("Practice: click the leaves alpha-beta prunes, type the inner nodes' "
                                             "values in the table, then Check my answers."))
            self.step_label.setText("")
        elif self.step < 0 and self._comparison_state() is not None:
            state = self._comparison_state()
            assert state is not None
            self.scene.apply_state(state, marks={})
            self.explanation.setText(state.text)
            self.step_label.setText("")
        elif run is None:
            self.scene.apply_state(None, marks=self._mark_looks())
            self.explanation.setText(self.run_error or "")
            self.step_label.setText("")
        else:
            state = run.state(self.step)
            self.scene.apply_state(state if self.step >= 0 else None, show_window=run.steps.shows_window,
                                   marks=self._mark_looks())
            if self.step < 0:
                self.explanation.setText(self.tr(
                    "{0} on this tree takes {1} steps. Press Step ▶ (or → on the drawing) to start, Play to watch "
                    "it, or click a node to jump to where the search reaches it.").format(
                    self.algorithm_title(run.algorithm), len(run)))
            else:
                self.explanation.setText(state.text)
                if state.current is not None and state.current in self.scene.nodes:
                    self.view.reveal(self.scene.nodes[state.current])
            self.step_label.setText(self.tr("step {0} / {1}").format(self.step + 1, len(run)))
        at_start, at_end = self.step < 0, run is None or self.step >= len(run) - 1
        for b in (self.start_button, self.back_button):
            b.setEnabled(run is not None and not at_start and not practising)
        for b in (self.forward_button, self.cutoff_button, self.end_button, self.play_button):
            b.setEnabled(run is not None and not at_end and not practising)
        if self.play_button.isChecked():
            self.play_button.setEnabled(True)

    # == compare all =================================================================================
    @Slot()
    def compare_all(self) -> None:
        """Search the tree with every algorithm that applies (``compare.compare_tree``) and show the table
        under the drawing; choosing a row marks the leaves that algorithm evaluated."""
        root = self.root
        if root is None or self.practice.is_on():
            return
        chosen = self.compare_panel.chosen()
        self._compared = (root, self.depth_limit.value())
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a tree of 20,000 nodes takes seconds
        try:
            rows = compare_tree(root, self.depth_limit.value() or None)
        except InputError as e:
            self.comparison = []
            self.compare_panel.show()
            self.compare_panel.model.set_rows([], 0, {})
            self.compare_panel.heading.setText(self.tr("Compare all: {0}").format(str(e)))
            return
        finally:
            QApplication.restoreOverrideCursor()
        self.comparison = rows
        names = self._names()
        moves = {i: self._move_name(root, i, names) for i in range(len(root.children))}
        self.compare_panel.show_rows(rows, len(root.leaves()), moves)
        if not self.compare_panel.isVisible():
            self.compare_panel.show()
            self.drawing_split.setSizes([max(200, self.drawing_split.height() - 250), 250])
        if 0 <= chosen < len(rows):
            self.compare_panel.choose(chosen)
        self._show_step()

    @Slot()
    def _compare_requested(self) -> None:
        """The button or Ctrl+M: compare, and put the keyboard in the table (↑ ↓ choose a row)."""
        self.compare_all()
        if self.compare_panel.isVisible():
            self.compare_panel.table.setFocus()

    def _move_name(self, root: TreeNode, move: int, names: dict[Path, str]) -> str:
        """A root move as the table writes it: the child's name or label, else its value for a leaf."""
        if self.positions:
            return "[" + " ".join(self._label_path(root, (move,))) + "]"
        child = root.children[move]
        return names.get((move,)) or (fmt(child.value) if child.is_leaf else node_name(child))

    @Slot()
    def close_comparison(self) -> None:
        """Hide the table; the drawing shows the run again."""
        self.comparison = []
        self._compared = None
        self.compare_panel.choose(-1)
        self.compare_panel.hide()
        self._show_step()

    @Slot(int)
    def _comparison_row_chosen(self, row: int) -> None:
        if row >= 0:
            self.stop()
            self.step = -1
            self.stepChanged.emit(-1)
        self._show_step()

    def _comparison_state(self) -> TreeState | None:
        """The drawing for the chosen row of the comparison (None: no row chosen)."""
        row = self.compare_panel.chosen()
        if self.root is None or not 0 <= row < len(self.comparison):
            return None
        r = self.comparison[row]
        title = self.compare_panel.model.title(r.key)
        if r.evaluated is None:
            text = self.tr("{0} values the root's moves by {1} random playouts through them, not by evaluating "
                           "leaves one by one: no leaf is marked. Its best move is drawn in orange.").format(
                title, fmt_count(r.playouts or 0))
        else:
            text = self.tr("{0} evaluates {1} of {2} leaves, numbered in the order it first evaluated them (#1, "
                           "#2, …); the subtrees it never entered are greyed and crossed off. Value {3}; its best "
                           "move is drawn in orange.").format(
                title, len(r.evaluated), len(self.root.leaves()), fmt_value(r.value))
        return marked_state(self.root, r, text, self.depth_limit.value() or None)

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

    def _alphabeta_run(self) -> TreeRun:
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
            ab: TreeRun | None = self._alphabeta_run()
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
                self.algorithm_title(self.run.algorithm), fmt_count(len(self.run.evaluated_leaves)),
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

    # == practice ====================================================================================
    @Slot(bool)
    def set_practice(self, on: bool) -> None:
        """Practice mode on or off: the run is hidden while the learner answers."""
        with QSignalBlocker(self.practice.check_box):
            self.practice.check_box.setChecked(on)
        self.stop()
        self.practice.show_details(on)
        self.counts_label.setVisible(not on)  # it would give away how many leaves are pruned
        self.compare_button.setEnabled(not on)  # and so would a comparison
        if on:
            self.close_comparison()
        self.marks = set()
        self.practice_result = None
        if on:
            if self.algorithm != "alphabeta":  # practice checks alpha-beta's pruning: switch, and say so
                previous = self.algorithm_title(self.algorithm)
                self.set_algorithm("alphabeta")
                self.practice.say_switched(previous)
            self.practice.fill(self.root, self._names())
            self.step = -1
        self._show_step()

    def set_answer(self, path: Path, text: str) -> None:
        """Type ``text`` as the learner's value for the inner node at ``path``."""
        self.practice.set_answer(tuple(path), text)

    def toggle_mark(self, path: Path) -> None:
        """Mark the leaf at ``path`` as pruned, or unmark it."""
        self.marks.symmetric_difference_update({tuple(path)})
        self.practice_result = None
        self._show_step()

    @Slot(tuple)
    def _node_clicked(self, path: Path) -> None:
        if self.root is None:
            return
        if not self.practice.is_on():
            # Outside practice, a click jumps to the step where the search reached the node (or pruned it).
            k = self.run.step_of(tuple(path)) if self.run is not None else None
            if k is not None:
                self.stop()
                self.go_to(k)
        elif self.root.node_at(path).is_leaf:
            self.toggle_mark(path)
        else:
            self.practice.edit(tuple(path))

    def _mark_looks(self) -> dict[Path, str]:
        if not self.practice.is_on():
            return {}
        r = self.practice_result
        if r is None:
            return {p: "marked" for p in self.marks}
        looks = {p: "right" for p in r.pruned_right}
        looks.update({p: "missed" for p in r.pruned_missed})
        looks.update({p: "wrong" for p in r.pruned_wrong})
        return looks

    @Slot()
    def _practice_edited(self) -> None:
        if self.practice.is_on():
            self._show_step()

    @Slot()
    def check_practice(self) -> PracticeResult | None:
        """Compare the marks and typed values with the engine's alpha-beta run, and show the difference."""
        if self.root is None:
            return None
        try:
            run = self._alphabeta_run()
        except InputError as e:
            self.practice.result_label.setText(str(e))
            return None
        answers, bad = self.practice.answers()
        result = check_practice(run, self.marks, answers)
        self.practice_result = result
        summary = result.summary()
        if bad:
            summary += f" Not a number: {', '.join(bad)}."
        self.practice.show_result(result, summary)
        self._show_step()
        self.practiceChecked.emit(summary)
        return result

    # == export ======================================================================================
    def export_png(self, path: str) -> None:
        export.export_png(self.scene, path)

    def export_svg(self, path: str) -> None:
        export.export_svg(self.scene, path, self.title or self.tr("Game tree"))

    def export_json(self, path: str) -> None:
        if self.root is not None:
            export.export_json(self.root, path)

    def _export_dialog(self, what: str, pattern: str, suffix: str, action: Callable[[str], None]) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export {0}").format(what),
                                              str(FilePath.cwd() / f"tree{suffix}"), pattern)
        if not path:
            return
        try:
            action(path)
        except OSError as e:
            self.export_label.setText(self.tr("Export failed: {0}").format(e))
            return
        self.export_label.setText(self.tr("Saved {0}").format(path))

    @Slot()
    def _export_png_dialog(self) -> None:
        self._export_dialog(self.tr("the drawing as PNG"), self.tr("PNG images (*.png)"), ".png", self.export_png)

    @Slot()
    def _export_svg_dialog(self) -> None:
        self._export_dialog(self.tr("the drawing as SVG"), self.tr("SVG drawings (*.svg)"), ".svg", self.export_svg)

    @Slot()
    def _export_json_dialog(self) -> None:
        self._export_dialog(self.tr("the tree as JSON"), self.tr("Trees (*.json)"), ".json", self.export_json)

    def find_cutoff_step(self) -> int | None:
        """Index of the first cutoff step of the current run (for tools and tests)."""
        if self.run is None:
            return None
        for k, s in enumerate(self.run.steps.steps):
            if s.kind == CUTOFF_STEP:
                return k
        return None
