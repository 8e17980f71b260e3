"""A newcomer's pointer to Help ▸ Learn: one discreet line in the status bar on the first launches, until the
user opens Learn from it or closes it (remembered in the settings)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

WELCOME_KEY = "welcome/learnPointer"
"""Set to "dismissed" once the user closed the pointer or opened Learn from it."""


class WelcomeNote(QFrame):
    """"New here? Help ▸ Learn teaches …" with an Open Learn button and a close button."""

    def __init__(self, settings: QSettings, open_learn: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomeNote")
        self._settings = settings
        self._open_learn = open_learn
        self.text = QLabel(self.tr("New here? Help ▸ Learn teaches minimax and alpha-beta step by step."))
        self.text.setObjectName("welcomeText")
        self.learn_button = QPushButton(self.tr("Open Learn"))
        self.learn_button.setObjectName("welcomeLearn")
        self.learn_button.setFlat(True)  # a status bar's link, not a toolbar
        self.learn_button.clicked.connect(self._learn)
        self.close_button = QToolButton()
        self.close_button.setObjectName("welcomeClose")
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(self.tr("Close: this line is not shown again (Learn stays in the Help menu)"))
        self.close_button.setAccessibleName(self.tr("Close the pointer to Learn"))
        self.close_button.clicked.connect(self.dismiss)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 0, 0, 0)
        row.addWidget(self.text, 1)
        row.addWidget(self.learn_button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignVCenter)
        pal = self.palette()
        window = pal.color(pal.ColorRole.Window)
        tint = QColor("#3b82f6")
        bg = QColor(int(window.red() * 0.85 + tint.red() * 0.15), int(window.green() * 0.85 + tint.green() * 0.15),
                    int(window.blue() * 0.85 + tint.blue() * 0.15))
        self.setStyleSheet(f"QFrame#welcomeNote {{ background: {bg.name()}; border-radius: 3px; }}")
        self.setVisible(self.wanted())

    def wanted(self) -> bool:
        """Whether the pointer is still to be shown (not dismissed in these settings)."""
        return self._settings.value(WELCOME_KEY, "") != "dismissed"

    def dismiss(self) -> None:
        """Hide the pointer for good."""
        self._settings.setValue(WELCOME_KEY, "dismissed")
        self._settings.sync()
        self.hide()

    def _learn(self) -> None:
        self.dismiss()
        self._open_learn()
