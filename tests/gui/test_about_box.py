"""Help ▸ About: the icon, the name and version, and the lines a bug report needs (Python, Qt, and whether the
engine runs compiled or pure), the same as ``minimax-studio --version``; the window gets the icon at every
size it ships."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QMessageBox

import engine
from engine import native
from gui.desktop import icons
from gui.window.icon import application_icon
from gui.window.main_window import MainWindow


def test_help_about_shows_version_python_qt_and_the_engine_mode(qtbot, window: MainWindow) -> None:
    about = window.commands.about_action
    assert about.text() == "&About Minimax Studio"
    assert about in window.commands.help_menu.actions()
    about.trigger()
    box = window.dialogs.about_box
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    assert box.windowTitle() == "About Minimax Studio"
    assert f"<h2>Minimax Studio {engine.__version__}</h2>" in box.text()
    facts = box.informativeText().split("<br>")
    assert facts[0].startswith(f"Python: {platform.python_version()} (")
    assert facts[1].startswith(f"Qt: PySide6 {PySide6.__version__} (Qt 6.")
    assert facts[2] == f"Engine: {native.mode()}"
    assert not box.iconPixmap().isNull() and box.iconPixmap().width() >= 96
    box.close()
    about.trigger()  # shown again: the same box, not a second one
    assert window.dialogs.about_box is box
    qtbot.waitUntil(box.isVisible)
    box.close()


def test_the_icon_has_every_shipped_size(qapp: QApplication) -> None:
    icon = application_icon()
    assert sorted(s.width() for s in icon.availableSizes()) == list(icons.PNG_SIZES)
    for size in (16, 32, 256):
        assert icon.pixmap(QSize(size, size)).toImage().pixelColor(size // 2, size // 2).alpha() == 255
