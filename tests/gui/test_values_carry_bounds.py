"""Every value the window shows carries its bound (≤ / ≥) when alpha-beta only proved a bound."""

from __future__ import annotations

from engine.tree_export import format_bounded, value_bound
from gui.window.main_window import MainWindow

from .test_board import click


def test_the_node_preview_caption_keeps_the_bound(qtbot, window: MainWindow) -> None:
    # X 5, O 1, X 3, O 7 as reported: O's search for its second move fails high and low in places
    for move in (5, 3):
        with qtbot.waitSignal(window.computerMoved, timeout=10_000):
            click(qtbot, window.board, move)
    record = window.tree_widget.record()
    assert record is not None
    bounded = [i for i in range(len(record)) if value_bound(record, i) != "exact"]
    assert any(value_bound(record, i) == "lower" for i in bounded)
    assert any(value_bound(record, i) == "upper" for i in bounded)
    for node in bounded[:20]:
        window.tree_widget.nodeSelected.emit(node)
        caption = window.board.marks.shown_caption()
        assert f"value {format_bounded(record, node)}." in caption, caption  # (then how a click returns)
        assert format_bounded(record, node)[0] in "≤≥"
