"""The strip a search panel shows when what it shows is not about the position on the board (after Undo,
say): a panel either follows the current position or says which position it shows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget


class PositionNote(QLabel):
    """Hidden while empty; otherwise a tinted strip with the text (e.g. "Shows the search at move 5 …").

    A panel with another strip of notes may say the text there instead (``merge``): the search tree
    puts it at the head of its banner, one strip rather than two above the tree.

    Signals:
        said(str): the text changed (the panel that merges it shows it again).
    """

    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("positionNote")
        self.setWordWrap(True)
        self.setVisible(False)
        self.merged = False
        self._styling = False
        self._style()

    def say(self, text: str) -> None:
        """Show ``text`` ("" hides the strip)."""
        self.setText(text)
        self.setVisible(bool(text) and not self.merged)
        self.said.emit(text)

    def merge(self, merged: bool) -> None:
        """Whether the panel says the text in a strip of its own (False) or in another one (True)."""
        self.merged = merged
        self.setVisible(bool(self.text()) and not merged)

    def _style(self) -> None:
        if self._styling:  # (a style sheet changes the palette in turn)
            return
        self._styling = True
        pal = self.palette()
        window = pal.color(pal.ColorRole.Window)
        tint = QColor("#3b82f6")
        bg = QColor(int(window.red() * 0.75 + tint.red() * 0.25), int(window.green() * 0.75 + tint.green() * 0.25),
                    int(window.blue() * 0.75 + tint.blue() * 0.25))
        self.setStyleSheet(f"QLabel#positionNote {{ background: {bg.name()}; border-radius: 3px; padding: 3px; "
                           f"color: {pal.color(pal.ColorRole.WindowText).name()}; }}")
        self._styling = False

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a light or dark theme: the tint follows it
            self._style()
