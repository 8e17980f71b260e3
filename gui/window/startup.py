"""Application start-up: ``run_app`` creates the QApplication, installs the error hook and shows the
main window.

The error hook is the application's one boundary for unexpected errors: an exception escaping any
slot, timer or event handler (Qt hands it to ``sys.excepthook``) is written with its full traceback
to the rotated log file (``engine.bug_report``) and shown in a message with the details to copy;
the application goes on. An exception in a worker thread is passed to the GUI thread first.
"""

from __future__ import annotations

import sys
import threading
import traceback
from types import TracebackType

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget

from engine import native
from engine.bug_report import record_bug

from ..app.format import APP_NAME
from ..desktop.entry import DESKTOP_ID
from ..eval_lab.plugin_folder import load_at_start
from ..i18n import install_translation, remove_translation
from .icon import application_icon
from .main_window import MainWindow

ORGANIZATION = APP_NAME
APPLICATION = APP_NAME

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


class ErrorReporter(QObject):
    """``sys.excepthook`` for the application: log the traceback, show one message box with it.

    Further errors while the box is open are logged and counted in it rather than opening more
    boxes (an error in a timer would otherwise open one per tick).

    Signals:
        reported(str, str): an error to show (summary, details), from any thread.
    """

    reported = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.box: QMessageBox | None = None
        self.count = 0
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        self.reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        sys.excepthook = self.excepthook
        threading.excepthook = self._thread_hook

    def uninstall(self) -> None:
        sys.excepthook = self._previous_hook
        threading.excepthook = self._previous_thread_hook

    def excepthook(self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):  # Ctrl-C in the terminal that started the app: quit
            app = QApplication.instance()
            if app is not None:
                app.quit()
            return
        try:
            if exc.__traceback__ is None and tb is not None:
                exc = exc.with_traceback(tb)
            where = record_bug(exc, "desktop application")
            summary = f"{kind.__name__}: {(str(exc).splitlines() or [''])[0][:300]}"
            details = "".join(traceback.format_exception(kind, exc, tb))
            if where is not None:
                details = self.tr("The full traceback is also in {0}").format(where) + f"\n\n{details}"
            self.reported.emit(summary, details)  # queued: shown by the GUI thread, whichever thread failed
        except Exception:  # the hook is called from inside Qt (an event filter, a slot): it must not raise
            traceback.print_exception(kind, exc, tb)

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        self.excepthook(args.exc_type, args.exc_value, args.exc_traceback)

    @Slot(str, str)
    def _show(self, summary: str, details: str) -> None:
        self.count += 1
        if self.box is not None and self.box.isVisible():
            self.box.setInformativeText(self.tr("{0}\n\n{1} more error(s) since this message opened; each is in the log.")
                                        .format(summary, self.count - 1))
            return
        self.count = 1
        app = QApplication.instance()
        parent = app.activeWindow() if isinstance(app, QApplication) else None
        box = QMessageBox(QMessageBox.Icon.Critical, self.tr("Minimax Studio: an internal error"),
                          self.tr("Something went wrong inside Minimax Studio (a bug). The application goes on; "
                                  "please report it with the details below."),
                          QMessageBox.StandardButton.Ok, parent if isinstance(parent, QWidget) else None)
        box.setObjectName("internalErrorBox")
        box.setInformativeText(summary)
        box.setDetailedText(details)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        box.open()  # not exec(): no nested event loop inside an exception hook
        self.box = box


def run_app(argv: list[str], self_test: bool = False) -> int:
    """Open the main window and run until it closes; with ``self_test``, quit as soon as the window is shown
    and the event loop runs, after one line saying so (a bundle's smoke test: no display is needed with
    ``QT_QPA_PLATFORM=offscreen``)."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0], *argv])
    if app is not existing:
        # Qt has taken its own options (-style, -platform, -reverse…) out: anything left is a mistyped option
        # or a command's option (main.py --workers 2), which must not open the window as if it were fine.
        unknown = app.arguments()[1:]
        if unknown:
            print(f"error: unknown option {unknown[0]!r}: the window takes only Qt's own options "
                  "(--help lists the commands)", file=sys.stderr)
            return 2
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setWindowIcon(application_icon())
    app.setDesktopFileName(DESKTOP_ID)  # Wayland shows the menu entry's name and icon for the window
    reporter = ErrorReporter(app)
    reporter.install()
    translator = None
    try:
        translator = install_translation(app, QSettings())  # the user's language, before any window says a word
        load_at_start(QSettings())  # the user's plugin folder and installed plugins, before the window's preferences
        window = MainWindow()
        window.show()
        if self_test:
            QTimer.singleShot(0, lambda: _report_self_test(app, window))
        return app.exec()
    finally:
        if translator is not None:  # a later start in the same process begins in the source language
            remove_translation(app, translator)
        reporter.uninstall()


def _report_self_test(app: QApplication, window: QMainWindow) -> None:
    shown = window.isVisible() and window.windowHandle() is not None
    print(f"self-test: the window {'opened' if shown else 'did NOT open'} ({window.windowTitle()}); "
          f"engine: {native.mode()}", flush=True)
    if shown:
        app.quit()  # (Qt 6: closes the windows first, as the user would, so their workers stop)
    else:
        app.exit(1)
