"""Learn in a real X server (``xcb``): where the keys go when it opens, and that menus and dialogs opened over
it are drawn. The offscreen platform activates every window it shows and draws into memory, so neither can
go wrong there; these tests run where the window system is X (``xvfb-run -a`` with ``QT_QPA_PLATFORM=xcb``)
and are skipped elsewhere, saying so."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QMessageBox, QWidget

from gui.learn.dock import DOCK_NAME
from gui.learn.panel import LearnPanel
from gui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def _on_x(qapp) -> None:
    if QGuiApplication.platformName() != "xcb":
        pytest.skip("needs a real X server: run under xvfb-run -a with QT_QPA_PLATFORM=xcb")


def open_learn(qtbot, window: MainWindow) -> tuple[QDockWidget, LearnPanel]:
    window.show_learn()
    dock = window.findChild(QDockWidget, DOCK_NAME)
    assert dock is not None
    qtbot.waitExposed(dock)
    panel = dock.widget()
    assert isinstance(panel, LearnPanel)
    return dock, panel


def on_screen(widget: QWidget) -> QImage:
    """What the X server shows where ``widget`` is: the screen's pixels, not the widget's own rendering."""
    screen = widget.screen()
    top_left = widget.mapToGlobal(QPoint(0, 0))
    return screen.grabWindow(0, top_left.x(), top_left.y(), widget.width(), widget.height()).toImage()


def black_share(image: QImage) -> float:
    """The share of (sampled) pixels that are pure black."""
    seen = black = 0
    for x in range(0, image.width(), 4):
        for y in range(0, image.height(), 4):
            seen += 1
            black += image.pixelColor(x, y).name() == "#000000"
    return black / max(seen, 1)


def drawn(image: QImage) -> bool:
    """Drawn as a window is: mostly not black, and more than one colour (its text on its background)."""
    colours = {image.pixelColor(x, y).rgb() for x in range(0, image.width(), 4) for y in range(0, image.height(), 4)}
    return black_share(image) < 0.2 and len(colours) > 2


def test_learn_opens_with_the_keys_in_the_task_s_answer(qtbot, window: MainWindow):
    """Help ▸ Learn: the floating dock becomes the active window and what a learner types lands in the answer."""
    dock, panel = open_learn(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dock)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.answer_edit)
    qtbot.keyClicks(QApplication.focusWidget(), "O")
    assert panel.answer_edit.text() == "O"


def test_the_keys_go_to_the_next_task_s_answer_after_a_right_one(qtbot, window: MainWindow):
    _dock, panel = open_learn(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.answer_edit)
    qtbot.keyClicks(panel.answer_edit, "O")
    with qtbot.waitSignal(panel.checked):
        qtbot.keyClick(panel.answer_edit, Qt.Key.Key_Return)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # "Press Enter for the next task."
    assert panel.task_index == 1
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.answer_edit)


def test_the_help_menu_over_learn_is_drawn(qtbot, window: MainWindow):
    dock, _panel = open_learn(qtbot, window)
    menu = window.commands.help_menu
    menu.popup(dock.mapToGlobal(QPoint(200, 120)))
    qtbot.waitExposed(menu)
    qtbot.waitUntil(lambda: drawn(on_screen(menu)))
    menu.hide()


def dialog_drawn_while(qtbot, open_it: Callable[[], object], kind: type[QDialog]) -> QImage:
    """Open a (modal) dialog with ``open_it``, grab it from the screen once it is drawn, close it; its picture."""
    grabbed: list[QImage] = []

    def grab() -> None:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
        if not shown:
            QTimer.singleShot(50, grab)
            return
        dialog = shown[0]
        image = on_screen(dialog)
        if not drawn(image) and len(grabbed) < 40:  # not drawn yet: look again a little later
            grabbed.append(image)
            QTimer.singleShot(50, grab)
            return
        grabbed.append(image)
        dialog.reject()

    QTimer.singleShot(50, grab)
    open_it()
    qtbot.waitUntil(lambda: bool(grabbed) and not any(w.isVisible() for w in QApplication.topLevelWidgets()
                                                       if isinstance(w, kind)))
    return grabbed[-1]


def test_the_keyboard_shortcuts_dialog_over_learn_is_drawn(qtbot, window: MainWindow):
    open_learn(qtbot, window)
    from gui.window.keyboard_help import ShortcutsDialog

    image = dialog_drawn_while(qtbot, window.commands.shortcuts_action.trigger, ShortcutsDialog)
    assert drawn(image), f"{black_share(image):.0%} of the dialog is black"
    for dialog in window.findChildren(ShortcutsDialog):
        dialog.close()


def test_the_reset_progress_question_over_learn_is_drawn(qtbot, window: MainWindow):
    _dock, panel = open_learn(qtbot, window)
    image = dialog_drawn_while(qtbot, panel.reset_button.click, QMessageBox)
    assert drawn(image), f"{black_share(image):.0%} of the question is black"
