"""The editor of the start arrangement setting (EinStein würfelt nicht!): Fixed, Random or Chosen.

The setting itself, and making a game from it, is ``gui.app.arrangements``.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QWidget

from engine.games import GameInfo

from ..app.arrangements import DEFAULT_START, check_start
from ..i18n import QT_TRANSLATE_NOOP

CHOICES = ((QT_TRANSLATE_NOOP("StartArrangementBox", "Fixed (1-6 in order)"), "fixed"),
           (QT_TRANSLATE_NOOP("StartArrangementBox", "Random"), "random"),
           (QT_TRANSLATE_NOOP("StartArrangementBox", "Chosen…"), "chosen"))


class StartArrangementBox(QWidget):
    """Fixed / Random / Chosen, and for Chosen a line edit for ``RED/BLUE`` (e.g. ``615243/123456``).

    Signals:
        startChanged(str): a new valid setting (``fixed``, ``random`` or ``RED/BLUE``).
    """

    startChanged = Signal(str)

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self._value = DEFAULT_START
        self.mode = QComboBox(self)
        for title, key in CHOICES:
            self.mode.addItem(self.tr(title), key)
        self.mode.setToolTip(self.tr("Where each side's cubes 1-6 start in its corner triangle (applies to a new game)"))
        self.text = QLineEdit(self)
        self.text.setPlaceholderText(self.tr("RED/BLUE, e.g. 615243/123456"))
        self._text_tip = self.tr("Each side's cube numbers on its triangle, in the order corner, edge row, next row:\n"
                                 "red a5 b5 c5 a4 b4 a3, blue e1 d1 c1 e2 d2 e3 (Enter applies)")
        self.text.setToolTip(self._text_tip)
        self.text.setVisible(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.mode)
        layout.addWidget(self.text, 1)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.text.editingFinished.connect(self._text_done)

    def value(self) -> str:
        return self._value

    def set_value(self, start: str) -> None:
        """Show ``start`` without emitting (an invalid one shows as the default)."""
        if check_start(self.info, start) is not None:
            start = DEFAULT_START
        self._value = start
        self.mode.blockSignals(True)
        key = start if start in ("fixed", "random") else "chosen"
        self.mode.setCurrentIndex(self.mode.findData(key))
        self.mode.blockSignals(False)
        self.text.setVisible(key == "chosen")
        if key == "chosen":
            self.text.setText(start)

    @Slot()
    def _mode_changed(self) -> None:
        key = self.mode.currentData()
        self.text.setVisible(key == "chosen")
        if key == "chosen":
            if not self.text.text():
                self.text.setText("123456/123456")
            self.text.setFocus()
            self._text_done()
        else:
            self._commit(key)

    @Slot()
    def _text_done(self) -> None:
        text = self.text.text().strip()
        problem = check_start(self.info, text)
        self.text.setStyleSheet("" if problem is None else "QLineEdit { border: 1px solid #d32f2f; }")
        self.text.setToolTip(problem or self._text_tip)
        if problem is None:
            self._commit(text)

    def _commit(self, start: str) -> None:
        if start != self._value or start == "random":  # "random" again: a new draw is wanted
            self._value = start
            self.startChanged.emit(start)
