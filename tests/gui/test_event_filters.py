"""Event filters never raise (issue 32: every file dialog ended the process with a segmentation fault).

The application-wide filters (naming controls for screen readers, the wheel guard) see the parts of Qt's
own dialogs while the C++ dialog is being built; an exception leaving a filter there crashed the process.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from types import TracebackType

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QPushButton, QWidget

from gui.app.event_filters import never_raises

ROOT = Path(__file__).resolve().parents[2]

# A file dialog as File ▸ Open makes it (Qt's static function: the dialog is created by C++, not Python),
# with the application's filters installed; the timer closes it through its own Cancel button.
FILE_DIALOG_SCRIPT = textwrap.dedent("""
    import sys
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QFileDialog, QMainWindow
    from gui.window import accessibility, wheel_guard

    QApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)  # the same dialog on every desktop
    app = QApplication([])
    wheel_guard.install()
    accessibility.install()
    errors = []
    sys.excepthook = lambda kind, error, tb: errors.append(f"{kind.__name__}: {error}")
    window = QMainWindow()
    window.show()

    def close():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(50, close)
            return
        print("look in:", dialog.findChild(QComboBox, "lookInCombo").accessibleName(), flush=True)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel).click()

    for ask in (QFileDialog.getOpenFileName, QFileDialog.getSaveFileName):
        QTimer.singleShot(50, close)
        print("chosen:", ask(window, "Open game", "", "All files (*)"), flush=True)
    print("errors:", errors, flush=True)
""")


def test_a_file_dialog_opens_and_closes_with_the_applications_filters_installed() -> None:
    env = {**os.environ, "PYTHONFAULTHANDLER": "1", "PYTHONPATH": str(ROOT)}
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    done = subprocess.run([sys.executable, "-c", FILE_DIALOG_SCRIPT], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-3000:]  # was -11 (SIGSEGV) when the filter raised
    assert done.stdout.count("chosen: ('', '')") == 2
    assert "look in: Look in" in done.stdout  # the dialog's own box was named, not skipped
    assert "errors: []" in done.stdout


class Raising(QObject):
    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        raise ValueError("a bug in a filter")


class Counting(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.seen += 1
        return True


def test_an_error_in_a_filter_goes_to_the_error_hook_and_the_event_on_to_its_object(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    reported: list[str] = []

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        reported.append(str(error))

    monkeypatch.setattr(sys, "excepthook", hook)
    button = QPushButton("Press")
    qtbot.addWidget(button)
    flt = Raising()
    button.installEventFilter(flt)
    clicked: list[bool] = []
    button.clicked.connect(lambda: clicked.append(True))
    button.click()  # (its events pass the filter)
    button.show()
    qtbot.waitExposed(button)
    assert reported and reported[0] == "a bug in a filter"
    assert clicked == [True]
    button.removeEventFilter(flt)


def test_an_object_already_gone_is_left_alone(qtbot) -> None:
    widget = QWidget()
    flt = Counting()
    import shiboken6

    shiboken6.delete(widget)
    assert flt.eventFilter(widget, QEvent(QEvent.Type.Show)) is False
    assert flt.seen == 0


def test_every_event_filter_of_the_application_never_raises() -> None:
    undecorated = []
    for path in sorted((ROOT / "gui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name == "eventFilter" and node.body \
                    and not (len(node.body) == 1 and isinstance(node.body[0], ast.Expr)):  # (a Protocol's "...")
                names = [d.id if isinstance(d, ast.Name) else getattr(d, "attr", "") for d in node.decorator_list]
                if "never_raises" not in names:
                    undecorated.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert undecorated == []


def test_a_stale_layout_item_wrapper_for_a_parent_ends_the_walk_up(qtbot) -> None:
    """Shiboken can hand back a deleted layout item's wrapper for the address a widget's parent now has (seen
    once in the walking test: "'QWidgetItem' object has no attribute 'parentWidget'" from the accessibility
    filter). A walk up the parents stops there instead of raising."""
    from PySide6.QtWidgets import QPushButton, QWidget, QWidgetItem

    from gui.window.accessibility import is_control
    from gui.window.parents import parent_widget
    from gui.window.wheel_guard import _scroll_area_around

    holder = QWidget()
    qtbot.addWidget(holder)
    item = QWidgetItem(holder)

    class Confused(QPushButton):
        def parentWidget(self):  # type: ignore[override]  # what the stale wrapper looks like from Python
            return item

    button = Confused()
    qtbot.addWidget(button)
    assert parent_widget(button) is None
    assert is_control(button)
    assert _scroll_area_around(button) is None
