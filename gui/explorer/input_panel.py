"""The side panel where a tree comes from: examples, the notation text box, files, random trees.

It only collects input and shows parse errors (the reason, and the character marked in the text);
the explorer parses and draws.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSignalBlocker, Signal, Slot
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..app.format import shortcut_text
from .examples import Example

_CHAR_ERROR = re.compile(r"at character (\d+)")
_JSON_ERROR = re.compile(r"line (\d+) column (\d+)")


def error_position(text: str, message: str) -> int | None:
    """The 0-based index in ``text`` an engine ``NotationError`` message points at, if it names one.

    The engine parses the stripped text, so its positions are shifted by the leading whitespace."""
    lead = len(text) - len(text.lstrip())
    m = _CHAR_ERROR.search(message)
    if m:
        return min(len(text), lead + int(m.group(1)) - 1)
    m = _JSON_ERROR.search(message)
    if m:
        line, col = int(m.group(1)), int(m.group(2))
        lines = text.lstrip().split("\n")
        offset = sum(len(s) + 1 for s in lines[: line - 1]) + col - 1
        return min(len(text), lead + offset)
    return None


class TreeInputPanel(QGroupBox):
    """Signals:
        exampleChosen(int): an example was picked from the list.
        drawRequested(): Draw was pressed (the text box holds the tree).
        openRequested(): Open… was pressed.
        randomRequested(): Generate was pressed (see ``random_parameters``).
    """

    exampleChosen = Signal(int)
    drawRequested = Signal()
    openRequested = Signal()
    randomRequested = Signal()

    def __init__(self, examples: list[Example], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Tree"))
        v = QVBoxLayout(self)
        self.example_combo = QComboBox()
        self.example_combo.setObjectName("exampleCombo")
        self.example_combo.setPlaceholderText(self.tr("Examples…"))
        for ex in examples:
            self.example_combo.addItem(ex.title)
        self.example_combo.activated.connect(self.exampleChosen)
        v.addWidget(self.example_combo)
        self.example_note = QLabel()
        self.example_note.setWordWrap(True)
        self.example_note.setStyleSheet("color: #555;")
        v.addWidget(self.example_note)
        self.text = QPlainTextEdit()
        self.text.setObjectName("treeText")
        self.text.setPlaceholderText(self.tr("((3 12 8) (2 4 6) (14 5 2))  or JSON, e.g. [[3, 12, 8], [2, 4, 6]]"))
        self.text.setTabChangesFocus(True)
        self.text.setMaximumHeight(110)
        mono = self.text.font()
        mono.setFamily("DejaVu Sans Mono")
        self.text.setFont(mono)
        self.text.textChanged.connect(self._clear_error_mark)
        v.addWidget(self.text)
        row = QHBoxLayout()
        self.draw_button = QPushButton(self.tr("D&raw"))
        self.draw_button.setObjectName("drawButton")
        self.draw_button.setToolTip(self.tr("Parse the text and draw the tree ({0})").format(shortcut_text("Ctrl+Return")))
        self.draw_button.clicked.connect(self.drawRequested)
        self.open_button = QPushButton(self.tr("&Open…"))
        self.open_button.clicked.connect(self.openRequested)
        row.addWidget(self.draw_button)
        row.addWidget(self.open_button)
        v.addLayout(row)
        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b71c1c;")
        self.error_label.hide()
        v.addWidget(self.error_label)
        v.addLayout(self._random_grid())

    def _random_grid(self) -> QGridLayout:
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Random tree:")), 0, 0, 1, 4)
        self.depth_spin = _spin(1, 12, 3, self.tr("depth (plies)"))
        self.width_spin = _spin(1, 10, 3, self.tr("children per inner node"))
        self.low_spin = _spin(-999, 999, -9, self.tr("smallest leaf value"))
        self.high_spin = _spin(-999, 999, 20, self.tr("largest leaf value"))
        self.seed_spin = _spin(0, 1_000_000, 1, self.tr("random seed (same seed, same tree)"))
        for text, spin, row, col in ((self.tr("&depth"), self.depth_spin, 1, 0), (self.tr("&width"), self.width_spin, 1, 2),
                                     (self.tr("va&lues"), self.low_spin, 2, 0), (self.tr("to"), self.high_spin, 2, 2),
                                     (self.tr("s&eed"), self.seed_spin, 3, 0)):
            name = QLabel(text)
            if spin is self.high_spin:
                name.setObjectName("valuesToLabel")  # (no letter: Tab from the values' first field reaches it)
            else:
                name.setBuddy(spin)  # (its underlined letter takes the keyboard to the field)
            grid.addWidget(name, row, col)
            grid.addWidget(spin, row, col + 1)
        self.random_button = QPushButton(self.tr("Gener&ate"))
        self.random_button.setObjectName("randomButton")
        self.random_button.clicked.connect(self.randomRequested)
        grid.addWidget(self.random_button, 3, 2, 1, 2)
        return grid

    def random_parameters(self) -> tuple[int, int, int, int, int]:
        """(depth, width, lowest value, highest value, seed) as set in the panel."""
        return (self.depth_spin.value(), self.width_spin.value(), self.low_spin.value(), self.high_spin.value(),
                self.seed_spin.value())

    def set_text(self, text: str) -> None:
        """Replace the text without it counting as an edit."""
        with QSignalBlocker(self.text):
            self.text.setPlainText(text)

    def show_example(self, index: int, explanation: str) -> None:
        """Show which example is open (-1: none) and its explanation."""
        with QSignalBlocker(self.example_combo):
            self.example_combo.setCurrentIndex(index)
        self.example_note.setText(explanation)

    # -- errors -----------------------------------------------------------------------------------
    def show_error(self, message: str | None, position: int | None = None) -> None:
        """Show ``message`` (None: clear), and mark the character at ``position`` in the text."""
        if not message:
            self.error_label.hide()
            self.error_label.setText("")
            self.text.setExtraSelections([])
            return
        self.error_label.setText(message)
        self.error_label.show()
        if position is None:
            self.text.setExtraSelections([])
            return
        length = len(self.text.toPlainText())
        start = min(position, max(0, length - 1))
        cursor = QTextCursor(self.text.document())
        cursor.setPosition(start)
        cursor.setPosition(min(length, start + 1), QTextCursor.MoveMode.KeepAnchor)
        look = QTextCharFormat()
        look.setBackground(QColor("#ff8a80"))
        look.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
        look.setUnderlineColor(QColor("#b71c1c"))
        selection = QTextEdit.ExtraSelection()
        selection.format = look
        selection.cursor = cursor
        self.text.setExtraSelections([selection])
        caret = self.text.textCursor()
        caret.setPosition(start)  # the caret goes where the mistake is
        self.text.setTextCursor(caret)

    @Slot()
    def _clear_error_mark(self) -> None:
        if self.text.extraSelections():
            self.text.setExtraSelections([])

    def error_selection(self) -> tuple[int, int] | None:
        """The (start, end) of the character marked as the error, if any."""
        sel = self.text.extraSelections()
        if not sel:
            return None
        return sel[0].cursor.selectionStart(), sel[0].cursor.selectionEnd()


def _spin(low: int, high: int, value: int, tip: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setToolTip(tip)
    return spin
