"""The window's layout holds on common screens: the first window fits the available screen, every dock
keeps its text readable (panels scroll rather than squeeze) and View ▸ Reset layout restores the
default arrangement. Checked at 1280×720, 1280×800 and 1920×1080."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from gui.window.window_layout import FRAME_ALLOWANCE, initial_size

ROOT = Path(__file__).resolve().parents[2]
SCREENS = [(1280, 720), (1280, 800), (1920, 1080)]

FIRST_WINDOW = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from gui.window.main_window import MainWindow
app = QApplication([])
w = MainWindow(QSettings(sys.argv[1], QSettings.Format.IniFormat))
w.show()
app.processEvents()
area = w.screen().availableGeometry()
print(json.dumps({"window": [w.x(), w.y(), w.width(), w.height()], "minimum": [w.minimumSizeHint().width(),
                  w.minimumSizeHint().height()], "area": [area.width(), area.height()]}))
w.close()
"""


@pytest.mark.parametrize(("width", "height"), SCREENS)
def test_the_first_window_fits_the_available_screen(tmp_path: Path, width: int, height: int) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "screen", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    out = subprocess.run([sys.executable, "-c", FIRST_WINDOW, str(tmp_path / "settings.ini")], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120, check=True)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["area"] == [width, height]
    x, y, w, h = seen["window"]
    assert w + FRAME_ALLOWANCE.width() <= width and h + FRAME_ALLOWANCE.height() <= height, seen
    assert x >= 0 and y >= 0 and x + w <= width and y + h + FRAME_ALLOWANCE.height() <= height, seen
    assert seen["minimum"][0] <= w and seen["minimum"][1] <= h  # not forced larger by the docks' minimums


def test_the_first_size_is_the_preferred_one_where_it_fits() -> None:
    assert initial_size(QRect(0, 0, 1920, 1080)).width() == 1280
    small = initial_size(QRect(0, 0, 1280, 770))  # a 1280×800 screen with a panel
    assert small.height() + FRAME_ALLOWANCE.height() <= 770 and small.width() <= 1280


def connect_four_after_an_iterative_search(qtbot, window) -> None:
    from engine.games import game_info
    from gui.app.enhancement_settings import EnhancementSettings
    from gui.app.players import PlayerConfig, SearchSettings

    c4 = game_info("connect4")
    window.new_game("connect4")
    weights = dict(c4.evaluations["windows"]().weights)
    enh = EnhancementSettings(iterative=True, tt=True, tt_mb=4, ordering=("pv", "tt", "static"))
    computer = PlayerConfig("computer", SearchSettings("alphabeta", 6, "windows", weights, record=True,
                                                        enhancements=enh))
    window.settings_panel.set_players((PlayerConfig("human", SearchSettings.defaults(c4)), computer))
    window.settings_panel.playersChanged.emit()
    with qtbot.waitSignal(window.computerMoved, timeout=30_000):
        window.play(4)


def readable_problems(window) -> list[str]:
    """What is squeezed or cut: docks narrower than their contents' minimum (a sideways scroll), labels
    shorter than their text, the tree with fewer than five rows, figures cut in the iterations table."""
    from PySide6.QtWidgets import QAbstractScrollArea, QDockWidget, QLabel

    problems = []
    for dock in window.findChildren(QDockWidget):
        if not dock.isVisible():
            continue
        content = dock.widget()
        inner = content.widget() if hasattr(content, "widget") and callable(content.widget) else content
        if isinstance(content, QAbstractScrollArea) and inner is not None:
            if inner.minimumSizeHint().width() > content.viewport().width() + 1:
                problems.append(f"{dock.windowTitle()}: {inner.minimumSizeHint().width()} px wide in "
                                f"{content.viewport().width()} px")
        elif content.minimumSizeHint().width() > content.width() + 1:
            problems.append(f"{dock.windowTitle()}: squeezed sideways")
    for label in window.stats_panel.findChildren(QLabel):
        if label.isVisible() and label.text():
            need = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            if label.height() < need:
                problems.append(f"statistics label {label.text()!r}: {label.height()} px of {need}")
    view = window.tree_widget.view
    if view.isVisible() and view.viewport().height() < 5 * view.fontMetrics().height():
        problems.append(f"search tree: {view.viewport().height()} px")
    table = window.stats_panel.iterations
    for row in range(table.model.rowCount()):
        for col in range(4):
            if not table.column_fits(row, col):
                problems.append(f"iterations row {row} column {col} cut")
    if not window.board.painter.caption_is_whole():
        problems.append("board caption cut")
    return problems


@pytest.mark.parametrize(("width", "height"), SCREENS)
def test_every_dock_is_readable(qtbot, window, tmp_path: Path, width: int, height: int) -> None:
    from PySide6.QtWidgets import QApplication

    size = initial_size(QRect(0, 0, width, height))
    window.resize(size)
    connect_four_after_an_iterative_search(qtbot, window)
    window.hint()  # the hint's search fills the tree and the statistics again, as reported
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=30_000)
    QApplication.processEvents()
    assert window.size() == size
    assert window.stats_panel.iterations.model.rowCount() > 0 or window.session.entries[-1].result is not None
    window.grab().save(str(tmp_path / f"window-{width}x{height}.png"))
    assert readable_problems(window) == []


def test_reset_layout_brings_every_dock_back(qtbot, window) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QDockWidget

    window.resize(1264, 752)
    window.moves_dock.close()
    window.stats_dock.setFloating(True)
    window.removeDockWidget(window.tree_dock)
    window.eval_lab.dock.show()
    window.eval_lab.dock.setFloating(True)
    window.reset_layout_action.trigger()
    QApplication.processEvents()
    for dock in window.findChildren(QDockWidget):
        assert not dock.isFloating(), dock.windowTitle()
    assert window.dockWidgetArea(window.tree_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert window.dockWidgetArea(window.stats_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert window.dockWidgetArea(window.settings_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert all(d.isVisible() or d in window.tabifiedDockWidgets(window.moves_dock)
               for d in window.dock_layout.docks())
    assert not window.eval_lab.dock.isVisible()  # opened from the View menu only, as at the start
    assert window.moves_dock.isVisible() and window.tree_dock.y() < window.stats_dock.y()
    assert readable_problems(window) == []


def test_at_1280x800_the_iterations_table_shows_its_rows_and_the_newest_depth(qtbot, window) -> None:
    """The per-depth rows come first in the statistics (a chess GUI's engine output), so at 1280×800 they
    are in sight without scrolling, the newest depth included; the figures under them scroll."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    window.resize(initial_size(QRect(0, 0, 1280, 800)))
    connect_four_after_an_iterative_search(qtbot, window)
    QApplication.processEvents()
    iterations = window.stats_panel.iterations
    table = iterations.table
    rows = iterations.model.rowCount()
    assert rows >= 4 and table.isVisible()
    scroll = window.stats_dock.widget()
    viewport = scroll.viewport()
    for row in (0, rows - 1):
        rect = table.visualRect(iterations.model.index(row, 0))
        assert table.viewport().rect().contains(rect), f"row {row} scrolled out of the table"
        top_left = table.viewport().mapTo(viewport, rect.topLeft())
        bottom = table.viewport().mapTo(viewport, rect.bottomLeft() + QPoint(0, 0))
        assert viewport.rect().contains(top_left) and viewport.rect().contains(bottom), f"row {row} out of sight"


def test_wrapped_rows_in_a_scrolling_dock_get_their_whole_height(qtbot, language, make_window):
    """A figure or a German label that wraps in a narrow dock takes two lines: the dock's scroll area gives
    its contents the height their rows need at its width, so the rows below are not cut in half."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    assert language("de") is not None
    w = make_window()
    w.resize(1280, 800)
    w.new_game("connect4")
    for value in w.stats_panel.values.values():
        value.setText("8.776 + 6.729 = 15.505 (Haupt + Helfer) " * 3)
    for _ in range(3):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.processEvents()
    shown = [v for v in w.stats_panel.values.values() if v.isVisible()]
    assert any(v.heightForWidth(v.width()) > v.fontMetrics().height() * 1.5 for v in shown)  # they do wrap
    for value in shown:
        assert value.height() >= value.heightForWidth(value.width()), value.text()[:40]
