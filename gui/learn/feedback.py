"""``FeedbackLabel``: the line where the engine's words on an answer are shown."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


class FeedbackLabel(QLabel):
    """The engine's words on an answer. Its accessible name says what it is; a screen reader reads the
    words themselves as its description, kept equal to the text."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setAccessibleDescription(text)

    def clear(self) -> None:
        super().clear()
        self.setAccessibleDescription("")
