"""A click on the board while it previews a search-tree node or an earlier move (issue 32, item 16): the
first click used to end the preview only, and the move was lost. It ends the preview and plays the move
clicked, on the game's own position, when it is legal there and the human is to move."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.games.tictactoe import TicTacToe
from gui.board.base import lay_out
from gui.board.tictactoe import TicTacToeBoard
from gui.window.main_window import MainWindow


def click(qtbot, board, move: int) -> None:
    lay_out(board)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.target_rect(move).center().toPoint())


def test_a_click_while_previewing_a_tree_node_plays_the_move(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=20_000):
        window.play(5)  # X in the centre; the computer (O) answers and its tree is shown
    tree = window.tree_widget
    record = tree.record()
    assert record is not None
    node = next(iter(record.children(0)))
    tree._select(tree.model.index_of_node(node))
    assert window.board.marks.previewing
    free = next(m for m in window.session.legal_moves)
    moves_before = len(window.session.moves)
    with qtbot.waitSignal(window.computerMoved, timeout=20_000):
        click(qtbot, window.board, free)
    assert not window.board.marks.previewing
    assert window.session.moves[moves_before] == free  # the click was a move, not only the end of the preview


def test_a_click_on_a_cell_taken_in_the_game_only_ends_the_preview(qtbot) -> None:
    game = TicTacToe()
    board = TicTacToeBoard(game)
    qtbot.addWidget(board)
    board.resize(400, 440)
    board.show()
    qtbot.waitExposed(board)
    board.set_position(game.play(0, [5]), 5, interactive=True)
    board.marks.set_preview(game.play(0, [1, 2]), 2, "Preview")
    with qtbot.assertNotEmitted(board.moveChosen), qtbot.waitSignal(board.previewDismissed):
        click(qtbot, board, 5)  # taken in the game: nothing to play
    assert not board.marks.previewing
    board.marks.set_preview(game.play(0, [1, 2]), 2, "Preview")
    with qtbot.waitSignal(board.moveChosen) as blocker:
        click(qtbot, board, 1)  # taken in the preview, free in the game: played in the game
    assert blocker.args == [1] and not board.marks.previewing
