"""Application start-up: ``run_app`` creates the QApplication and shows the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from .main_window import MainWindow


def run_app(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Minimax Studio")
    app.setOrganizationName("Minimax Studio")
    window = MainWindow()
    window.show()
    return app.exec()
