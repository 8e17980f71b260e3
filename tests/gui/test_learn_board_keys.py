"""The keyboard's cursor on a Learn task's board: one cursor, drawn, with a start a learner can predict (the
centre on each new task, where they left it after a move and the computer's reply), moved by real key presses."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gui.board.base import BoardWidget
from gui.learn.panel import LearnPanel

DEPTH_CUTOFF = 4
"""Lesson 5 (depth cutoff and evaluation): Connect Four tasks, the fifth a game against the computer."""


def activated(qtbot, panel: LearnPanel) -> LearnPanel:
    """The panel's window made the active one (a real X server without a window manager activates none)."""
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    return panel


def focused_board(qtbot, panel: LearnPanel) -> BoardWidget:
    board = panel.board_area.board
    assert board is not None
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    return board


def cursor_drawn(board: BoardWidget) -> bool:
    """The dashed frame of the keyboard's cursor is on the screen, round the selected column or cell."""
    assert board.move_cursor.selected is not None
    image = board.grab().toImage()
    ratio = image.devicePixelRatio()
    accent = board.colors().accent.rgb()
    rect = board.target_rect(board.move_cursor.selected)
    for x in range(int(rect.left() * ratio), int(rect.right() * ratio)):
        for y in range(int(rect.top() * ratio), int(rect.bottom() * ratio)):
            if image.pixelColor(x, y).rgb() == accent:
                return True
    return False


def test_a_new_task_s_cursor_starts_in_the_middle_column_not_where_the_last_task_left_it(qtbot, learn_panel):
    panel = activated(qtbot, learn_panel)
    panel.select_lesson(DEPTH_CUTOFF)
    panel.show_task(0, focus=True)  # which move does minimax choose (depth 2)
    board = focused_board(qtbot, panel)
    assert board.move_cursor.selected == 4 and cursor_drawn(board)  # shown before any key is pressed
    for _ in range(3):
        qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.move_cursor.selected == 7
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert panel.answer_edit.text() == "7"
    panel.show_task(2, focus=True)  # the same board, another task
    board = focused_board(qtbot, panel)
    assert board.move_cursor.selected == 4, "the cursor kept the last task's column"
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.move_cursor.selected == 3 and cursor_drawn(board)


def test_after_the_computer_replies_the_cursor_is_where_the_learner_left_it(qtbot, learn_panel):
    panel = activated(qtbot, learn_panel)
    panel.select_lesson(DEPTH_CUTOFF)
    panel.show_task(4, focus=True)  # beat the computer: the board has the keys
    assert panel.exercise is not None and panel.exercise.task.kind == "beat-computer"
    board = panel.board_area.board
    assert board is not None
    qtbot.waitUntil(board.hasFocus)
    assert board.move_cursor.selected == 4
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.move_cursor.selected == 2
    match = panel.match
    assert match is not None
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(match.session.moves) == 2 and match.human_to_move(), timeout=30_000)
    assert match.session.moves[0] == 2
    assert board.hasFocus() and board.move_cursor.selected == 2 and cursor_drawn(board)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.move_cursor.selected == 3


def test_a_tic_tac_toe_task_s_cursor_starts_on_the_free_cell_nearest_the_centre(qtbot, learn_panel):
    panel = activated(qtbot, learn_panel)
    panel.select_lesson(2)  # the path: the principal variation
    panel.show_task(2, focus=True)  # which move (tic-tac-toe)
    board = focused_board(qtbot, panel)
    assert board.legal_moves() == (2, 4, 6, 7, 8)  # 5 is taken: 2, 4, 6 and 8 are as near, the first is 2
    assert board.move_cursor.selected == 2 and cursor_drawn(board)
    qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.move_cursor.selected == 5  # the arrows go through taken cells too, as on the Game tab
