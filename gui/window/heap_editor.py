"""Tools ▸ Set up position for Nim: the heaps' sizes in spin boxes (add or remove a heap) and the side to
move, checked at every change through ``Nim.parse_position`` like a pasted position; Play from here and
Analyse start a game from it, as the board editor does for games with a board."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from engine.errors import InputError
from engine.game import State
from engine.games.nim import MAX_HEAP, MAX_HEAPS, Nim

from .position_editor import PROBLEM_COLOUR, VALID_COLOUR


class HeapEditor(QDialog):
    """Set up a Nim position (starting from ``state``); ``play(state, analyse)`` as in ``PositionEditor``."""

    def __init__(self, game: Nim, state: State, play: Callable[[State, bool], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.play = play
        self.setWindowTitle(f"Set up position — {game.title}")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"The counters in each heap (0-{MAX_HEAP}, up to {MAX_HEAPS} heaps) and the "
                                "side to move."))
        self.heap_row = QHBoxLayout()
        layout.addLayout(self.heap_row)
        self.heaps: list[QSpinBox] = []
        controls = QHBoxLayout()
        self.add_button = QPushButton("Add heap")
        self.add_button.clicked.connect(lambda: self.add_heap(1))
        self.remove_button = QPushButton("Remove heap")
        self.remove_button.clicked.connect(self.remove_heap)
        self.side = QComboBox()
        self.side.addItems([f"{game.player_name(0)} to move", f"{game.player_name(1)} to move"])
        self.side.setAccessibleName("Side to move")
        self.side.currentIndexChanged.connect(lambda _i: self._changed())
        start = QPushButton("Start position")
        start.clicked.connect(self.start_position)
        for w in (self.add_button, self.remove_button, QLabel("Side to move:"), self.side):
            controls.addWidget(w)
        controls.addStretch(1)
        controls.addWidget(start)
        layout.addLayout(controls)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.play_button = QPushButton("Play from here")
        self.play_button.clicked.connect(lambda: self._finish(False))
        self.analyse_button = QPushButton("Analyse")
        self.analyse_button.clicked.connect(lambda: self._finish(True))
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        for b in (self.play_button, self.analyse_button, cancel):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.state: State | None = None
        self.set_position(state)

    def add_heap(self, counters: int) -> None:
        if len(self.heaps) >= MAX_HEAPS:
            return
        box = QSpinBox()
        box.setRange(0, MAX_HEAP)
        box.setValue(counters)
        box.setPrefix(f"heap {len(self.heaps) + 1}: ")
        box.setAccessibleName(f"Heap {len(self.heaps) + 1}")
        box.valueChanged.connect(lambda _v: self._changed())
        self.heaps.append(box)
        self.heap_row.addWidget(box)
        box.show()  # added to a dialog already on screen
        self._changed()

    @Slot()
    def remove_heap(self) -> None:
        if len(self.heaps) > 1:
            box = self.heaps.pop()
            self.heap_row.removeWidget(box)
            box.deleteLater()
            self._changed()

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
        self.set_position(self.game.initial_state())

    def position_text(self) -> str:
        return " ".join(str(b.value()) for b in self.heaps) + " " + ("first", "second")[self.side.currentIndex()]

    def _changed(self) -> None:
        try:
            self.state = self.game.parse_position(self.position_text())
            problem = ""
        except InputError as e:
            self.state, problem = None, str(e)
        over = self.state is not None and self.game.is_terminal(self.state)
        if self.state is None:
            self.status.setText(problem)
        elif over:
            self.status.setText("A legal position: the game is over (no counters left).")
        else:
            self.status.setText(f"A legal position: {self.game.player_name(self.state[1])} to move.")
        self.status.setStyleSheet(f"color: {PROBLEM_COLOUR if self.state is None else VALID_COLOUR};")
        self.play_button.setEnabled(self.state is not None)
        self.analyse_button.setEnabled(self.state is not None and not over)
        self.add_button.setEnabled(len(self.heaps) < MAX_HEAPS)
        self.remove_button.setEnabled(len(self.heaps) > 1)

    def _finish(self, analyse: bool) -> None:
        if self.state is None:
            return
        state = self.state
        self.accept()
        self.play(state, analyse)
