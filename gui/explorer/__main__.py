"""``python -m gui.explorer``: the tree explorer on its own, for development."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMainWindow

from ..app.format import window_title
from ..window import wheel_guard
from .explorer import TreeExplorer


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    wheel_guard.install()
    window = QMainWindow()
    window.setWindowTitle(window_title("Tree explorer"))
    explorer = TreeExplorer()
    window.setCentralWidget(explorer)
    window.resize(1320, 780)
    window.show()
    explorer.view.fit()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
