"""The board widgets on their own: clicks, illegal clicks, keyboard, overlay text, both games."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.games.connect4 import ConnectFour
from engine.games.tictactoe import TicTacToe
from engine.results import MoveValue
from gui.board import BoardWidget
from gui.board.base import lay_out
from gui.board.connect4 import ConnectFourBoard
from gui.board.tictactoe import TicTacToeBoard


def _board(qtbot, board: BoardWidget) -> BoardWidget:
    qtbot.addWidget(board)
    board.resize(400, 440)
    board.show()
    qtbot.waitExposed(board)
    return board


def click(qtbot, board: BoardWidget, move: int) -> None:
    """Click the middle of ``move``'s cell or column (geometry for the board's current size)."""
    lay_out(board)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.target_rect(move).center().toPoint())


def test_click_plays_a_legal_cell(qtbot) -> None:
    board = _board(qtbot, TicTacToeBoard())
    with qtbot.waitSignal(board.moveChosen) as blocker:
        click(qtbot, board, 7)
    assert blocker.args == [7]


def test_illegal_click_only_cues(qtbot) -> None:
    game = TicTacToe()
    board = _board(qtbot, TicTacToeBoard(game))
    board.set_position(game.play(0, [5]), 5, interactive=True)
    with qtbot.assertNotEmitted(board.moveChosen), qtbot.waitSignal(board.illegalMoveAttempted) as blocker:
        click(qtbot, board, 5)
    assert blocker.args == [5]
    # the cue clears itself
    qtbot.waitUntil(lambda: board.move_cursor.illegal is None, timeout=2000)


def test_full_column_is_illegal(qtbot) -> None:
    game = ConnectFour()
    board = _board(qtbot, ConnectFourBoard(game))
    board.set_position(game.play(game.initial_state(), [1] * 6), 1, interactive=True)
    with qtbot.assertNotEmitted(board.moveChosen), qtbot.waitSignal(board.illegalMoveAttempted):
        click(qtbot, board, 1)
    with qtbot.waitSignal(board.moveChosen) as blocker:
        click(qtbot, board, 2)
    assert blocker.args == [2]


def test_not_interactive_board_plays_nothing(qtbot) -> None:
    board = _board(qtbot, TicTacToeBoard())
    board.set_position(board.state, board.last_move, interactive=False)
    with qtbot.assertNotEmitted(board.moveChosen):
        click(qtbot, board, 1)


def test_keyboard_selects_and_plays(qtbot) -> None:
    board = _board(qtbot, TicTacToeBoard())
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)  # first arrow: selects the middle legal cell (5)
    assert board.move_cursor.selected == 5
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.move_cursor.selected == 9
    with qtbot.waitSignal(board.moveChosen) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert blocker.args == [9]


def test_keyboard_in_connect_four(qtbot) -> None:
    board = _board(qtbot, ConnectFourBoard())
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    with qtbot.waitSignal(board.moveChosen) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Enter)
    assert blocker.args == [3]


def test_overlay_texts_show_bounds(qtbot) -> None:
    board = _board(qtbot, TicTacToeBoard())
    board.marks.set_overlay([MoveValue(1, 0), MoveValue(2, -1, "upper"), MoveValue(3, 1, "lower")], best=1)
    assert board.value_words.overlay_texts() == {1: "0", 2: "≤ −1", 3: "≥ 1"}
    board.grab()  # paints without errors


def test_a_click_in_a_preview_plays_in_the_game(qtbot) -> None:
    """The preview is never played in: a click ends it and plays the move in the game's own position."""
    game = TicTacToe()
    board = _board(qtbot, TicTacToeBoard(game))
    board.marks.set_preview(game.play(0, [1, 2]), 2, "Preview")
    assert board.marks.shown_state() == game.play(0, [1, 2])
    with qtbot.waitSignal(board.previewDismissed), qtbot.waitSignal(board.moveChosen) as blocker:
        click(qtbot, board, 5)
    assert blocker.args == [5] and board.marks.shown_state() == 0


def test_nodes_per_depth_chart_describes_each_bar(qtbot) -> None:
    from gui.panels.stats_panel import NodesPerDepthChart

    chart = NodesPerDepthChart()
    qtbot.addWidget(chart)
    chart.resize(300, 150)
    chart.set_data([1, 9, 40], [1, 9, 72])
    assert chart.depth_at(chart.width() - 10) == 2
    assert chart.describe_depth(2) == "Depth 2: 40 nodes visited of 72 in the full tree"
    chart.grab()


def test_enter_leaves_a_preview(qtbot) -> None:
    board = _board(qtbot, TicTacToeBoard())
    board.marks.set_preview(TicTacToe().play(0, [1]), 1, "Preview")
    board.setFocus()
    with qtbot.waitSignal(board.previewDismissed), qtbot.assertNotEmitted(board.moveChosen):
        qtbot.keyClick(board, Qt.Key.Key_Return)


def test_the_best_tag_is_readable_on_a_small_board() -> None:
    """On the shrunken Othello board "★ best" was a 4-pixel smudge: there the star alone, at a readable size."""
    from gui.board.base import MIN_TAG_PX, tag_text

    assert tag_text("best", 120.0) == ("★ best", 120.0 * 0.11)
    sign, size = tag_text("best", 38.0)
    assert sign == "★" and size >= MIN_TAG_PX
    assert tag_text("tie", 38.0)[0] == "=" and tag_text("", 38.0) == ("", 0.0)
