"""The values a search writes over the board say what they are (issue 32, item 14): a red "≤ −10,000"
above a column during a long search was unexplained. Hovering a value tells, in words, whose value it is,
what a bound means, that ±10,000 is a win or a loss on this scale and that a search is still running;
a bound that says nothing ("at most a win") is not written at all."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from engine.games.connect4 import ConnectFour
from engine.results import MoveValue
from gui.board.base import lay_out
from gui.board.connect4 import ConnectFourBoard


def c4_board(qtbot) -> ConnectFourBoard:
    game = ConnectFour()
    board = ConnectFourBoard(game)
    qtbot.addWidget(board)
    board.resize(420, 460)
    board.show()
    qtbot.waitExposed(board)
    board.set_position(game.play(game.initial_state(), [4, 4, 3]), 3, interactive=True)
    return board


def test_a_live_value_is_explained_in_words_when_hovered(qtbot) -> None:
    board = c4_board(qtbot)
    board.marks.set_overlay([MoveValue(1, -10_000, "upper"), MoveValue(5, -12), MoveValue(2, 10_000, "upper"),
                       MoveValue(6, 10_000, "lower")], best=5, win_value=10_000, live=True)
    texts = board.value_words.overlay_texts()
    assert texts[1] == "≤ −10,000" and texts[5] == "−12" and texts[6] == "≥ 10,000"
    assert 2 not in texts  # "at most a win" tells nothing: not written over the board
    loss = board.value_words.tooltip(1)
    assert "loss for O" in loss and "at most" in loss and "still running" in loss
    assert "win for O" in board.value_words.tooltip(6)
    middle = board.value_words.tooltip(5)
    assert "for O" in middle and "10,000" in middle and "a win" in middle  # what the number is measured against
    assert board.value_words.tooltip(7) == ""  # no value there
    centre = board.value_rect(1).center().toPoint()
    QApplication.sendEvent(board, QHelpEvent(QEvent.Type.ToolTip, centre, board.mapToGlobal(centre)))
    assert QToolTip.text() == f"<qt>{loss}</qt>"  # (rich text: the tooltip wraps)
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    outside = QPoint(2, board.height() - 2)  # no value there: no tooltip
    QApplication.sendEvent(board, QHelpEvent(QEvent.Type.ToolTip, outside, board.mapToGlobal(outside)))
    assert not QToolTip.isVisible()


def test_a_finished_value_is_not_called_live(qtbot) -> None:
    board = c4_board(qtbot)
    board.marks.set_overlay([MoveValue(5, -12), MoveValue(1, -10_000)], best=5, win_value=10_000)
    assert "still running" not in board.value_words.tooltip(5) and "best" in board.value_words.tooltip(5)
    assert "loss for O" in board.value_words.tooltip(1)


def test_hovering_a_column_keeps_its_discs_colours(qtbot) -> None:
    """The column's hover tint goes on the board and its empty holes, under the discs: a yellow disc in the
    hovered column stays the yellow of the others (issue 32, item 20: it turned olive)."""
    board = c4_board(qtbot)  # 4 4 3: a yellow disc on red in column 4, red in 3
    lay_out(board)
    disc = board.placed_rect(board.state, 4).center().toPoint()  # the yellow disc on top of column 4
    before = board.grab().toImage().pixelColor(disc)
    qtbot.mouseMove(board, board.target_rect(4).center().toPoint())
    qtbot.waitUntil(lambda: board.move_cursor.hover == 4)
    after = board.grab().toImage().pixelColor(disc)
    assert after == before, (before.name(), after.name())
