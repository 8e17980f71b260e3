"""Application start-up: ``run_app`` creates the QApplication and shows the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from .eval_lab.plugin_folder import load_at_start
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
    load_at_start(QSettings())  # the user's plugin folder and installed plugins, before the window's preferences
    window = MainWindow()
    window.show()
    return app.exec()
