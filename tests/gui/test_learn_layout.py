"""How Learn shares its height at 1280×800: the lesson's text gets the room it needs (its figures whole, seen
without scrolling), the task keeps what its controls and its tree need, and the list shows every lesson."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QDockWidget, QTextBrowser

from gui.app.display_options import DisplayOptions
from gui.learn.dock import DOCK_NAME, dock_size
from gui.learn.panel import LearnPanel

SCREEN = QSize(1280, 800)


def open_learn(qtbot, make_window) -> LearnPanel:
    window = make_window(DisplayOptions(move_delay_ms=0))
    window.resize(SCREEN)
    window.show_learn()
    dock = window.findChild(QDockWidget, DOCK_NAME)
    assert dock is not None
    dock.resize(dock_size(SCREEN))
    qtbot.waitExposed(dock)
    panel = dock.widget()
    assert isinstance(panel, LearnPanel)
    return panel


def first_figure_bottom(view: QTextBrowser) -> float | None:
    """Where the lesson's first figure ends, in the text view's document (None: the lesson has none)."""
    document = view.document()
    block = document.begin()
    while block.isValid():
        fragment = block.begin()
        while not fragment.atEnd():
            if fragment.fragment().charFormat().isImageFormat():
                rect = document.documentLayout().blockBoundingRect(block)
                assert rect.height() > 200, "the figure's picture was found and drawn at its size"
                return rect.bottom()
            fragment += 1
        block = block.next()
    return None


@pytest.mark.parametrize("code", ["en", "de"])
def test_each_lesson_s_first_figure_is_seen_whole_without_scrolling(qtbot, language, make_window, code):
    if code != "en":
        assert language(code) is not None
    panel = open_learn(qtbot, make_window)
    assert panel.width() >= 1100
    figures = 0
    for row in range(panel.model.rowCount()):
        panel.select_lesson(row)  # the lesson opens at its first task
        QApplication.processEvents()
        view = panel.text_view
        bottom = first_figure_bottom(view)
        where = f"{code}, lesson {row + 1}"
        assert view.verticalScrollBar().value() == 0, where
        if bottom is not None:
            figures += 1
            assert bottom <= view.viewport().height(), \
                f"{where}: the figure ends at {bottom:.0f} px, the text shows {view.viewport().height()} px"
        if panel.tree_view.isVisible() and len(panel.exercise.leaves) <= 27:  # wider ones scroll, and say so
            panel.fitting.fit_tree()
            assert panel.fitting.tree_fits(), f"{where}: the task's tree is seen whole too"
        list_bar = panel.lesson_list.verticalScrollBar()
        assert list_bar.maximum() == 0, f"{where}: every lesson of the list is seen"
    assert figures == 2  # lessons 2 and 4 draw their trees as pictures


def test_a_learner_s_own_split_between_text_and_task_stays(qtbot, make_window):
    panel = open_learn(qtbot, make_window)
    panel.select_lesson(4)
    sizes = panel.split.sizes()
    panel.split.splitterMoved.emit(sizes[0] - 50, 1)  # as a drag of the line between them says
    panel.split.setSizes([sizes[0] - 50, sizes[1] + 50])
    chosen = panel.split.sizes()
    panel.select_lesson(1)
    assert panel.split.sizes() == chosen
