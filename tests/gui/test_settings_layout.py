"""The Settings dock lays out both sides' tabs alike: no gap pushes the weights below the fold."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gui.window.main_window import MainWindow


def test_the_computer_tab_has_no_gap_above_the_weights(qtbot, window: MainWindow) -> None:
    window.resize(1280, 800)
    window.new_game("connect4")  # the evaluation's description is long: four lines at this width
    panel = window.settings_panel
    panel.tabs.setCurrentIndex(1)
    QApplication.processEvents()
    shown = panel.sides[1].eval_help
    assert shown.isVisible() and shown.width() > 200
    needed = shown.fontMetrics().lineSpacing() * 8  # the text takes 4-5 lines here; a gap takes many more
    assert shown.height() <= needed, (shown.height(), needed)
    assert shown.minimumHeight() <= needed
    panel.tabs.setCurrentIndex(0)
    QApplication.processEvents()
    assert abs(panel.sides[0].eval_help.height() - shown.height()) <= 2  # both tabs alike
