"""No text is cut or overlaps at 1280×800: the board's caption ("why move 4"), the tree's "How it ended"
column, the tree's path above its legend."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QApplication

from gui.search_tree.model import COL_END
from gui.window.main_window import MainWindow

from .test_board import click


def play_two_computer_moves(qtbot, window: MainWindow) -> None:
    window.resize(1280, 800)
    for move in (5, 3):
        with qtbot.waitSignal(window.computerMoved, timeout=10_000):
            click(qtbot, window.board, move)
    QApplication.processEvents()


def test_the_why_caption_is_shown_whole(qtbot, window: MainWindow) -> None:
    play_two_computer_moves(qtbot, window)
    window.move_list.select(3)  # O's second move: why did the computer play it?
    caption = window.board.marks.shown_caption()
    assert "the values its search saw" in caption
    assert window.board.painter.caption_is_whole(), caption
    window.board.grab()


def test_how_it_ended_is_never_cut(qtbot, window: MainWindow) -> None:
    play_two_computer_moves(qtbot, window)
    tree = window.tree_widget
    tree.expand_pv()
    QApplication.processEvents()
    model, view = tree.model, tree.view
    metrics = view.fontMetrics()
    width = view.header().sectionSize(COL_END)
    seen = 0
    stack = [QModelIndex()]
    while stack:
        parent = stack.pop()
        for row in range(model.rowCount(parent)):
            index = model.index(row, COL_END, parent)
            text = model.data(index)
            if text:
                seen += 1
                assert metrics.horizontalAdvance(text) + 8 <= width, text
            first = model.index(row, 0, parent)
            if view.isExpanded(first):
                stack.append(first)
    assert seen > 5


def test_the_path_never_runs_into_the_legend(qtbot, window: MainWindow) -> None:
    play_two_computer_moves(qtbot, window)
    tree = window.tree_widget
    tree.expand_pv()  # selects the PV's last node: the longest path
    QApplication.processEvents()
    path, legend = tree.path_label, tree.legend
    assert path.text().startswith("Path:")
    assert not path.geometry().intersects(legend.geometry())
    assert path.width() >= path.minimumSizeHint().width()


def test_a_long_status_message_never_runs_into_the_engine_label(qtbot, window: MainWindow) -> None:
    window.resize(1280, 752)
    QApplication.processEvents()
    long = ("Stopped before any move was fully searched: 4 has no value. With iterative deepening (Speed-ups) "
            "Stop has a searched move. ") * 3
    window.statusBar().showMessage(long, 4000)
    line = window.status_line
    assert window.statusBar().currentMessage() == long
    assert "border-left" in line.engine_label.styleSheet()  # a rule between the message and "Engine idle"
    assert window.statusBar().toolTip() == long  # the whole text, on hover
    window.statusBar().showMessage("Short.", 1000)
    assert window.statusBar().currentMessage() == "Short." and window.statusBar().toolTip() == ""
