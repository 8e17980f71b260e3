"""Application start-up: ``run_app`` creates the QApplication and shows the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from .format import APP_NAME
from .icon import application_icon
from .main_window import MainWindow

ORGANIZATION = APP_NAME
APPLICATION = APP_NAME


def run_app(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setWindowIcon(application_icon())
    window = MainWindow()
    window.show()
    return app.exec()
