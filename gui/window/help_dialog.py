"""The help window: one non-modal dialog showing the HTML pages of ``gui.help``."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

from .. import help as help_pages
from ..app.format import window_title


class HelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.resize(640, 620)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.tr("Help page"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)

    def show_page(self, page: str) -> None:
        title, html = help_pages.load(page)
        self.browser.setHtml(html)
        self.setWindowTitle(window_title(self.tr("Help: {0}").format(title)))
        self.show()
        self.raise_()
