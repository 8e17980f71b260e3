"""How the walking tests act as a user: answer what an action opens (Qt's own file dialogs through their
widgets, message boxes with their own buttons, menus), find every button, menu entry and context menu of a
window at run time, and trigger each one (tests/gui/test_walk_menus.py, tests/gui/test_walk_windows.py)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFileSystemModel,
    QLineEdit,
    QListView,
    QMenu,
    QMessageBox,
    QWidget,
)
from pytestqt.exceptions import TimeoutError as QtBotTimeout

from gui.window.main_window import MainWindow

BOXES_ANSWERED: list[str] = []
"""The texts of the boxes file dialogs answered back with (a test may look)."""

FileAnswer = Callable[[QFileDialog], str | None]
"""What to type into a file dialog (a path), or None to cancel it."""


def press(box: QDialogButtonBox | None, role: QDialogButtonBox.ButtonRole) -> bool:
    if box is None:
        return False
    for button in box.buttons():
        if box.buttonRole(button) == role and button.isEnabled() and button.isVisible():
            button.click()
            return True
    return False


def answer_file_dialog(qtbot, dialog: QFileDialog, path: str | None) -> None:
    """Type ``path`` into the dialog's file name field and press its Open/Save button (Cancel for None)."""
    buttons = dialog.findChild(QDialogButtonBox, "buttonBox")
    if path is None:
        assert press(buttons, QDialogButtonBox.ButtonRole.RejectRole)
        return
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    assert edit is not None and edit.isVisible() and buttons is not None
    folder, name = os.path.split(path)
    # The folder as a user clicks their way to it (Qt's dialog remembers the last folder of the process,
    # and a whole path typed makes its completer select every folder on the way), then the name typed.
    model = dialog.findChild(QFileSystemModel)
    view = dialog.findChild(QListView, "listView")
    assert model is not None and view is not None
    listed: list[str] = []
    model.directoryLoaded.connect(listed.append)
    dialog.setDirectory(folder or ".")
    # Wait as a user does until the folder is listed: the dialog fills it in (and selects its proposed name)
    # from a thread, which would otherwise overwrite what is typed.
    def shown() -> bool:
        root = view.rootIndex()
        return (os.path.samefile(dialog.directory().absolutePath(), folder or ".")
                and os.path.samefile(model.filePath(root) or "/", folder or ".")
                and (any(os.path.samefile(d, folder or ".") for d in listed if os.path.isdir(d))
                     or not model.canFetchMore(root)))

    def accept() -> QAbstractButton:  # (looked up each time: the dialog may renew its buttons)
        return next(b for b in buttons.buttons() if buttons.buttonRole(b) == QDialogButtonBox.ButtonRole.AcceptRole)

    def state() -> str:  # what the dialog showed, for a test that failed waiting on it
        return (f"directory {dialog.directory().absolutePath()!r}, view at {model.filePath(view.rootIndex())!r}, "
                f"listed {listed!r}, more to fetch {model.canFetchMore(view.rootIndex())}, "
                f"name field {edit.text()!r}, selected {dialog.selectedFiles()!r}, "
                f"{accept().text()!r} enabled {accept().isEnabled()}")

    try:
        qtbot.waitUntil(shown, timeout=30_000)
    except QtBotTimeout as e:
        raise AssertionError(f"the folder {folder!r} was never listed: {state()}") from e
    QApplication.processEvents()
    # Typed as a user does, and typed again if the button stays grey: on a busy machine the dialog's late
    # updates from its listing thread have left the button disabled under a typed name (seen in full runs).
    for attempt in range(3):
        for v in dialog.findChildren(QAbstractItemView):  # (nothing left selected from the folder before)
            v.clearSelection()
        edit.clear()
        qtbot.keyClicks(edit, name)
        try:
            qtbot.waitUntil(lambda: accept().isEnabled(), timeout=10_000)
            break
        except QtBotTimeout as e:
            if attempt == 2:
                raise AssertionError(f"{dialog.windowTitle()!r} never took {name!r}: {state()}") from e
    # The dialog may answer back with a box of its own ("file not found", "replace it?"): answered too (a timer
    # of its own: the walker's is busy in this very call).
    boxes = QTimer()
    boxes.setInterval(30)
    box_seen: list[str] = []

    def answer_box() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box is not dialog and box.isVisible():
            box_seen.append(box.text())
            close_message(box)

    boxes.timeout.connect(answer_box)
    boxes.start()
    try:
        assert press(buttons, QDialogButtonBox.ButtonRole.AcceptRole)
        QApplication.processEvents()
    finally:
        boxes.stop()
    BOXES_ANSWERED.extend(box_seen)
    if dialog.isVisible():  # the dialog would not take it (a folder: it went in; a file gone: it said so)
        assert press(buttons, QDialogButtonBox.ButtonRole.RejectRole)


def close_message(box: QMessageBox) -> None:
    """Answer a message box as a cautious user does: its Escape button (Cancel, No), else its default."""
    # (escapeButton() is only the one set by hand: a question's Cancel or No is found by its role; the last
    # button, as a last resort, may be Discard or Yes)
    roles = {box.buttonRole(b): b for b in reversed(box.buttons())}
    button = (box.escapeButton() or roles.get(QMessageBox.ButtonRole.RejectRole) or roles.get(QMessageBox.ButtonRole.NoRole)
              or box.defaultButton() or (box.buttons() or [None])[-1])
    if isinstance(button, QAbstractButton):
        button.click()
    else:
        box.reject()


class Walker(QObject):
    """Answers what a menu entry opens: modal dialogs while their entry waits (a timer polls for them), and
    the windows and dialogs it left open afterwards."""

    def __init__(self, qtbot, window: MainWindow, answer_file: FileAnswer) -> None:
        super().__init__()
        self.qtbot = qtbot
        self.window = window
        self.answer_file = answer_file
        self.seen: list[str] = []
        self.errors: list[str] = []
        self.keep: list[QWidget] = []
        """Windows the test walks itself (a modal dialog whose buttons are pressed): never answered."""
        self.pick: int | None = None
        """A context menu's entry to click (its index among the enabled entries) instead of closing it."""
        self.menu_entries: list[str] = []
        """The entries of the last context menu seen."""
        self._answered: list[QWidget] = []
        self.timer = QTimer(self)
        self.timer.setInterval(30)
        self.timer.timeout.connect(self._answer_modal)

    def _answer_modal(self) -> None:
        modal = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        # (typing into a file dialog runs the event loop, and this timer with it: a dialog is answered once;
        # a box it opens in turn, "file not found", is answered by the timer inside)
        if modal is None or not modal.isVisible() or modal in self._answered or modal in self.keep:
            return
        try:
            self._answered.append(modal)
            self.answer(modal)
        except Exception as e:  # (the test fails with it once the dialog is closed, not hanging on it)
            self.errors.append(f"answering {type(modal).__name__} {modal.windowTitle()!r}: {e!r}")
            if isinstance(modal, QDialog):
                modal.reject()

    def answer(self, widget: QWidget) -> None:
        self.seen.append(f"{type(widget).__name__} {widget.windowTitle()!r}")
        if widget.objectName() == "internalErrorBox":  # the application's error hook reported a bug
            self.errors.append(f"{widget.windowTitle()}: {getattr(widget, 'informativeText', lambda: '')()}")
        if isinstance(widget, QFileDialog):
            answer_file_dialog(self.qtbot, widget, self.answer_file(widget))
        elif isinstance(widget, QMessageBox):
            close_message(widget)
        elif isinstance(widget, QDialog):
            widget.reject()
        elif isinstance(widget, QMenu):
            entries = [a for a in widget.actions() if not a.isSeparator() and a.isVisible() and a.isEnabled()]
            self.menu_entries = [a.text().replace("&", "") for a in entries]
            if self.pick is not None and self.pick < len(entries):
                # As a user picks an entry: a click on it. (Clicked once this timer's call has returned: the
                # entry's action runs within the click, and a dialog it opens is answered by this timer.)
                where = widget.actionGeometry(entries[self.pick]).center()
                QTimer.singleShot(0, widget, lambda: self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=where))
            else:
                widget.close()
        else:
            widget.close()

    def open_windows(self) -> set[QWidget]:
        return {w for w in QApplication.topLevelWidgets() if w.isVisible() and not isinstance(w, QMenu)}

    def run(self, label: str, act: Callable[[], object]) -> None:
        """Do what a user does with one entry, then close what it opened and check the window is alive."""
        before = self.open_windows()
        self.timer.start()
        try:
            act()
            QApplication.processEvents()
            self.qtbot.waitUntil(lambda: self._no_modal() or self._closed_one(), timeout=20_000)
        finally:
            self.timer.stop()
        for widget in self.open_windows() - before:
            if isinstance(widget, QDockWidget):
                widget.close()
            elif widget is not self.window and widget not in self.keep:
                self.answer(widget)
        self.qtbot.waitUntil(lambda: not self.window.searches.busy, timeout=60_000)
        QApplication.processEvents()
        assert self.window.isVisible(), f"{label}: the window closed"
        assert not self.errors, f"{label}: {self.errors}"

    def _no_modal(self) -> bool:
        modal = QApplication.activeModalWidget()
        return modal is None or modal in self.keep

    def _closed_one(self) -> bool:
        self._answer_modal()
        return self._no_modal()


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The current folder, where a file dialog opens the first time: the test's own."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture(autouse=True)
def qt_file_dialogs(qapp) -> Iterator[None]:
    """Qt's own file dialogs on every desktop, so that the test can answer them through their widgets."""
    qapp.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, True)
    yield
    qapp.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, False)
