"""Window titles name the application once, however the desktop decorates them."""

from __future__ import annotations

from gui.app.format import APP_NAME
from gui.window.help_dialog import HelpDialog
from gui.window.main_window import MainWindow


def shown_title(title: str) -> str:
    """The title a desktop shows: Qt appends " — <display name>" to a title that does not end with it
    (QPlatformWindow::formatWindowTitle), which is what the app's display name is set to."""
    return title if title.endswith(APP_NAME) else f"{title} — {APP_NAME}"


def test_the_main_window_and_help_name_the_application_once(qtbot, window: MainWindow) -> None:
    assert shown_title(window.windowTitle()).count(APP_NAME) == 1
    assert "Tic-tac-toe" in window.windowTitle()
    window.settings_panel.gameChanged.emit("connect4")
    assert shown_title(window.windowTitle()) == f"Connect Four — {APP_NAME}"
    window.show_help("rules")
    dialog = window.findChild(HelpDialog)
    assert dialog is not None
    help_title = dialog.windowTitle()
    assert shown_title(help_title).count(APP_NAME) == 1 and "Connect Four" in help_title
