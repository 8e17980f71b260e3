"""The settings of a side an outside program plays: its command line (Othello: an NBoard engine) or its
agent file (Connect Four: a ConnectX agent, or Kaggle's own agents where kaggle-environments is installed),
the seconds a move may take, and an NBoard engine's depth.

The program is chosen when the command is confirmed (Enter, or leaving the field) or a file is picked:
not at every key, since choosing one starts it (``gui.app.outside``).
"""

from __future__ import annotations

import shlex

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from engine.games import GameInfo
from engine.interop.outside import NBOARD_DEPTH

from ..app.outside import (
    DEFAULT_SECONDS,
    KAGGLE_BUILTINS,
    KAGGLE_PREFIX,
    MAX_NBOARD_DEPTH,
    MAX_SECONDS,
    OutsideChoice,
    kaggle_installed,
    outside_kind,
)

FILE_SOURCE = "file"


class OutsideForm(QWidget):
    """One side's outside program. Signals: changed(): the choice changed (confirmed)."""

    changed = Signal()

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        kind = outside_kind(info)
        self.kind = kind or "nboard"
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.builtin = QComboBox(self)
        self.builtin.setObjectName("outside_builtin")
        self.builtin.addItem(self.tr("An agent file"), FILE_SOURCE)
        if self.kind == "connectx" and kaggle_installed():
            for name in KAGGLE_BUILTINS:
                self.builtin.addItem(self.tr("Kaggle's {0}").format(name), KAGGLE_PREFIX + name)
        form.addRow(self.tr("Agent"), self.builtin)
        form.setRowVisible(self.builtin, self.builtin.count() > 1)
        row = QHBoxLayout()
        self.source = QLineEdit(self)
        self.source.setObjectName("outside_source")
        self.source.setClearButtonEnabled(True)
        if self.kind == "nboard":
            self.source.setPlaceholderText(self.tr("a command, e.g. edax -q"))
            self.source.setToolTip(self.tr("The command line of an Othello engine that speaks the NBoard protocol "
                                           "(Edax, or minimax-studio nboard); Enter starts it"))
        else:
            self.source.setPlaceholderText(self.tr("a Python file defining agent(observation, configuration)"))
            self.source.setToolTip(self.tr("A ConnectX agent file, as Kaggle runs it: its last function is the "
                                           "agent"))
        self.browse = QPushButton(self.tr("Browse…"), self)
        self.browse.setObjectName("outside_browse")
        row.addWidget(self.source, 1)
        row.addWidget(self.browse)
        self._source_label = QLabel(self.tr("Command") if self.kind == "nboard" else self.tr("File"), self)
        form.addRow(self._source_label, row)
        self._source_row = row
        limits = QHBoxLayout()
        self.seconds = QDoubleSpinBox(self)
        self.seconds.setObjectName("outside_seconds")
        self.seconds.setRange(0.1, MAX_SECONDS)
        self.seconds.setDecimals(1)
        self.seconds.setValue(DEFAULT_SECONDS[self.kind])
        self.seconds.setSuffix(self.tr(" s a move"))
        self.seconds.setToolTip(self.tr("The time the program may take for a move; an answer later than that "
                                        "is a message, and the game stays as it was"))
        self.nboard_depth = QSpinBox(self)
        self.nboard_depth.setObjectName("outside_depth")
        self.nboard_depth.setRange(1, MAX_NBOARD_DEPTH)
        self.nboard_depth.setValue(NBOARD_DEPTH)
        self.nboard_depth.setPrefix(self.tr("depth "))
        self.nboard_depth.setToolTip(self.tr("The depth the engine is asked to search (NBoard's set depth)"))
        limits.addWidget(self.seconds, 1)
        limits.addWidget(self.nboard_depth)
        self.nboard_depth.setVisible(self.kind == "nboard")
        form.addRow(self.tr("Limit"), limits)
        self.note = QLabel(self.tr("The program plays this side in a process of its own: it shows no search tree "
                                   "and no statistics. Choose Computer to see this side's search settings again."),
                           self)
        self.note.setWordWrap(True)
        self.note.setProperty("class", "hint")
        form.addRow(self.note)
        self._form = form
        self._applied: OutsideChoice | None = None
        self.source.editingFinished.connect(self._confirm)
        self.browse.clicked.connect(self._browse)
        self.builtin.currentIndexChanged.connect(self._builtin_changed)
        self.seconds.valueChanged.connect(self._confirm)
        self.nboard_depth.valueChanged.connect(self._confirm)

    # -- API ------------------------------------------------------------------------------------------------
    def set_choice(self, choice: OutsideChoice | None) -> None:
        """Show ``choice`` (None: nothing chosen yet), without emitting ``changed``."""
        for w in (self.source, self.builtin, self.seconds, self.nboard_depth):
            w.blockSignals(True)
        builtin = choice.builtin if choice is not None else None
        self.builtin.setCurrentIndex(max(0, self.builtin.findData(KAGGLE_PREFIX + builtin) if builtin else 0))
        self.source.setText("" if choice is None or builtin else choice.source)
        self.seconds.setValue(choice.seconds if choice is not None else DEFAULT_SECONDS[self.kind])
        self.nboard_depth.setValue(choice.depth if choice is not None else NBOARD_DEPTH)
        for w in (self.source, self.builtin, self.seconds, self.nboard_depth):
            w.blockSignals(False)
        self._applied = choice
        self._sync()

    def choice(self) -> OutsideChoice | None:
        """The program chosen (None: none yet)."""
        builtin = self.builtin.currentData()
        source = builtin if builtin != FILE_SOURCE else self.source.text().strip()
        if not source:
            return None
        return OutsideChoice.for_game(self.info, source, self.seconds.value(), self.nboard_depth.value())

    def use(self, source: str) -> None:
        """Choose ``source`` (a command line or a file) as if typed and confirmed."""
        self.builtin.setCurrentIndex(0)
        self.source.setText(source)
        self._confirm()

    # -- internals ----------------------------------------------------------------------------------------
    def _sync(self) -> None:
        on_file = self.builtin.currentData() == FILE_SOURCE
        self._form.setRowVisible(self._source_row, on_file)

    @Slot()
    def _confirm(self) -> None:
        choice = self.choice()
        if choice != self._applied:
            self._applied = choice
            self.changed.emit()

    @Slot()
    def _builtin_changed(self) -> None:
        self._sync()
        self._confirm()

    @Slot()
    def _browse(self) -> None:
        if self.kind == "nboard":
            path, _ = QFileDialog.getOpenFileName(self, self.tr("An NBoard engine"))
            if path:
                self.use(shlex.quote(path))  # its arguments can be typed after it
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("A ConnectX agent"), "",
                                              self.tr("Python files (*.py);;All files (*)"))
        if path:
            self.use(path)
