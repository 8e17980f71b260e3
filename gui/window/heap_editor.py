"""Tools ▸ Set up position for Nim: the heaps' sizes in spin boxes (add or remove a heap) and the side to
move, checked at every change through ``Nim.parse_position`` like a pasted position; Play from here and
Analyse start a game from it, as the board editor does for games with a board."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from engine.game import State
from engine.games.nim import MAX_HEAP, MAX_HEAPS, Nim

from .setup_dialog import SetupDialog


class HeapEditor(SetupDialog):
    """Set up a Nim position (starting from ``state``); ``play(state, analyse)`` as in ``PositionEditor``."""

    def __init__(self, game: Nim, state: State, play: Callable[[State, bool], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(game, play, parent)
        self.nim = game
        layout = self.layout_box
        layout.addWidget(QLabel(self.tr("The counters in each heap (0-{0}, up to {1} heaps) and the side to move.")
                                .format(MAX_HEAP, MAX_HEAPS)))
        self.heap_row = QHBoxLayout()
        layout.addLayout(self.heap_row)
        self.heaps: list[QSpinBox] = []
        controls = QHBoxLayout()
        self.add_button = QPushButton(self.tr("&Add heap"))
        self.add_button.clicked.connect(lambda: self.add_heap(1))
        self.remove_button = QPushButton(self.tr("&Remove heap"))
        self.remove_button.clicked.connect(self.remove_heap)
        start = QPushButton(self.tr("&Start position"))
        start.clicked.connect(self.start_position)
        side_label = QLabel(self.tr("Side to &move:"))
        side_label.setBuddy(self.side)
        for w in (self.add_button, self.remove_button, side_label, self.side):
            controls.addWidget(w)
        controls.addStretch(1)
        controls.addWidget(start)
        layout.addLayout(controls)
        self.add_status_and_buttons()
        self.set_position(state)

    def add_heap(self, counters: int) -> None:
        if len(self.heaps) >= MAX_HEAPS:
            return
        box = QSpinBox()
        box.setRange(0, MAX_HEAP)
        box.setValue(counters)
        box.setPrefix(self.tr("heap {0}: ").format(len(self.heaps) + 1))
        box.setAccessibleName(self.tr("Heap {0}").format(len(self.heaps) + 1))
        box.valueChanged.connect(lambda _v: self.changed())
        self.heaps.append(box)
        self.heap_row.addWidget(box)
        box.show()  # added to a dialog already on screen
        self.changed()

    @Slot()
    def remove_heap(self) -> None:
        if len(self.heaps) > 1:
            box = self.heaps.pop()
            self.heap_row.removeWidget(box)
            box.deleteLater()
            self.changed()

    def set_position(self, state: State) -> None:
        while self.heaps:
            box = self.heaps.pop()
            self.heap_row.removeWidget(box)
            box.deleteLater()
        heaps, side = state
        self.side.setCurrentIndex(side)
        for counters in heaps:
            self.add_heap(counters)

    @Slot()
    def start_position(self) -> None:
        self.set_position(self.nim.initial_state())

    def position_text(self) -> str:
        return " ".join(str(b.value()) for b in self.heaps) + " " + ("first", "second")[self.side.currentIndex()]

    def describe(self, state: State) -> str:
        if self.game.is_terminal(state):
            return self.tr("A legal position: the game is over (no counters left).")
        return super().describe(state)

    def changed(self) -> None:
        super().changed()
        self.add_button.setEnabled(len(self.heaps) < MAX_HEAPS)
        self.remove_button.setEnabled(len(self.heaps) > 1)
