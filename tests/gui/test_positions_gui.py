"""Positions in the window: copy and paste in the game's notation, a game that starts from a position and
is saved and reopened so, the board editor with its live verdict, and the test-suite runner with Stop."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from engine.games import game_info
from gui.app.game_file import load_game, save_game
from gui.app.players import PlayerConfig, SearchSettings
from gui.window.main_window import MainWindow
from gui.window.position_editor import PositionEditor
from gui.window.suite_dialog import SuiteDialog

OTHELLO_FFORUM_1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"


def humans(window: MainWindow, name: str) -> None:
    window.new_game(name)
    human = PlayerConfig("human", SearchSettings.defaults(game_info(name)))
    window.settings_panel.set_players((human, human))
    window.settings_panel.playersChanged.emit()


def test_copy_then_paste_puts_the_same_position_in_play(qtbot, window: MainWindow) -> None:
    humans(window, "tictactoe")
    window.play(5)
    window.play(1)
    window.commands.copy_position_action.trigger()
    assert QGuiApplication.clipboard().text() == "O...X...."
    window.new_game()
    QGuiApplication.clipboard().setText("O...X....")
    window.commands.paste_position_action.trigger()
    assert window.session.state == window.game.parse_position("O...X....") and window.session.moves == []
    window.undo()  # the last game with moves comes back (the empty new game is not kept)
    assert window.session.moves == [5, 1]


def test_a_bad_paste_says_why_and_keeps_the_game(qtbot, window: MainWindow) -> None:
    humans(window, "tictactoe")
    window.play(5)
    assert not window.positions.paste_text("XXX/OOO/...")
    assert "both X and O have three in a row" in window.dialogs.last_message
    assert window.session.moves == [5]


def test_a_game_from_a_position_is_saved_and_reopened_from_it(qtbot, window: MainWindow, tmp_path: Path) -> None:
    humans(window, "othello")
    assert window.positions.paste_text(OTHELLO_FFORUM_1)
    g8 = window.game.parse_move("g8")
    window.play(g8)
    path = str(tmp_path / "from-position.mmgame.json")
    save_game(path, window.controller.games.saved_game())
    saved = load_game(path)
    assert saved.position == OTHELLO_FFORUM_1 and saved.moves == [g8]
    window.new_game()
    assert window.files.open_game_from(path)
    assert window.session.initial_state == window.game.parse_position(OTHELLO_FFORUM_1)
    assert window.session.moves == [g8]


def test_the_board_editor_checks_as_you_type_and_plays_from_its_position(qtbot, window: MainWindow) -> None:
    humans(window, "connect4")
    window.commands.edit_position_action.trigger()
    editor = window.positions.editor
    assert isinstance(editor, PositionEditor)
    qtbot.waitExposed(editor)
    grid = editor.grid
    grid.setCurrentCell(5, 3)  # bottom row, column 4
    qtbot.keyClick(grid, Qt.Key.Key_X)
    assert editor.state is not None and editor.play_button.isEnabled()
    grid.setCurrentCell(4, 0)  # a disc above an empty cell
    qtbot.keyClick(grid, Qt.Key.Key_O)
    assert editor.state is None and "column 1 has a disc above an empty cell" in editor.status.text()
    assert not editor.play_button.isEnabled()
    qtbot.keyClick(grid, Qt.Key.Key_Space)  # emptied again
    grid.setCurrentCell(5, 2)
    qtbot.keyClick(grid, Qt.Key.Key_O)
    assert editor.state is not None and "X to move" in editor.status.text()
    editor.play_button.click()
    assert window.session.state == window.game.parse_position("......./......./......./......./......./..OX...")


def test_the_editor_clears_and_restores_the_start(qtbot, window: MainWindow) -> None:
    humans(window, "othello")
    window.positions.edit_position()
    editor = window.positions.editor
    assert editor is not None
    editor.clear()
    assert "centre squares" in editor.status.text() and not editor.analyse_button.isEnabled()
    editor.start_position()
    assert editor.state == window.game.initial_state()
    editor.side.setCurrentIndex(1)  # O to move at the start: no game gets there (X moves first, none passes)
    assert editor.state is None and "with 4 discs the only position is the start" in editor.status.text()
    assert not editor.play_button.isEnabled()


def test_the_othello_editor_refuses_boards_no_game_reaches(qtbot, window: MainWindow) -> None:
    """The issue's boards: four X discs in the centre (called "the game is over"), and X on c3, d4, e5, f6
    with O on e4, d5 (called "X to move"): the editor says why none is reached, as the command line does."""
    humans(window, "othello")
    window.positions.edit_position()
    editor = window.positions.editor
    assert isinstance(editor, PositionEditor)
    empty = "." * 8
    four_x = [empty] * 3 + ["...XX...", "...XX..."] + [empty] * 3
    for side in (0, 1):
        editor.side.setCurrentIndex(side)
        editor.grid.set_rows(four_x)
        assert editor.state is None and "only position is the start" in editor.status.text()
        assert not editor.play_button.isEnabled() and not editor.analyse_button.isEnabled()
    editor.side.setCurrentIndex(0)
    editor.grid.set_rows([empty] * 2 + ["..X.....", "...XO...", "...OX...", ".....X.."] + [empty] * 2)
    assert editor.state is None and "none of the boards after 2 moves" in editor.status.text()
    editor.grid.set_rows([empty] * 3 + ["...OX...", "...XXX.."] + [empty] * 3)  # after f5
    assert editor.state is None and "O is to move, not X" in editor.status.text()
    editor.side.setCurrentIndex(1)
    assert editor.state is not None and "O to move" in editor.status.text() and editor.play_button.isEnabled()


def test_the_suite_runner_runs_a_file_and_can_be_stopped(qtbot, tmp_path: Path) -> None:
    dialog = SuiteDialog()
    qtbot.addWidget(dialog)
    f = tmp_path / "c4.txt"
    f.write_text("121212 18\n1212123 18\nnot a line\n131475 -18\n")
    dialog.path_edit.setText(str(f))
    with qtbot.waitSignal(dialog.jobs.ended, timeout=30000):
        dialog.run_suite()
    assert dialog.table.rowCount() == 3 and dialog.progress.value() == 3
    assert "3/3 right" in dialog.summary.text()
    assert [dialog.table.item(r, 6).text() for r in range(3)] == ["yes", "yes", "yes"]
    # A slow suite, stopped at once: the run ends with fewer positions, said so.
    slow = tmp_path / "slow.obf"
    slow.write_text((OTHELLO_FFORUM_1 + "; G8:+18;\n") * 40)
    dialog.path_edit.setText(str(slow))
    with qtbot.waitSignal(dialog.jobs.ended, timeout=30000):
        dialog.run_suite()
        dialog.stop()
    assert dialog.table.rowCount() < 40 and "(stopped)" in dialog.summary.text()
    dialog.shutdown()


def test_the_suite_runner_says_when_a_file_cannot_be_a_suite(qtbot, tmp_path: Path) -> None:
    dialog = SuiteDialog()
    qtbot.addWidget(dialog)
    assert dialog.progress.text() == "no suite run yet"  # not Qt's default "0 / 100" for a suite of 19
    one_bad = tmp_path / "one-bad.obf"
    one_bad.write_text("hello world\n")
    dialog.path_edit.setText(str(one_bad))
    dialog.run_suite()
    assert dialog.summary.text() == "Cannot run this suite: no position to run (1 unreadable line)"
    dialog.path_edit.setText(str(tmp_path))
    dialog.run_suite()
    assert "Cannot run this suite" in dialog.summary.text() and "folder" in dialog.summary.text()
    assert dialog.jobs.current is None
    dialog.shutdown()


def test_a_long_message_grows_the_editor_instead_of_hiding_the_board(qtbot, language, make_window) -> None:
    """A refusal that wraps onto three or four lines (German, an emptied Othello board) once slid the
    "Side to move" row over row 8 of the board: every row stays above it, the message whole below."""
    language("de")
    window = make_window()
    humans(window, "othello")
    window.positions.edit_position()
    editor = window.positions.editor
    assert isinstance(editor, PositionEditor)
    qtbot.waitExposed(editor)
    for step in (editor.clear, lambda: editor.resize(200, 200), editor.start_position, editor.clear):
        step()
        for _ in range(3):  # the layout settles over a few rounds of posted layout requests
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        assert editor.grid.geometry().bottom() < editor.side.geometry().top()
        assert editor.status.height() >= editor.status.heightForWidth(editor.status.width())
        assert editor.status.geometry().bottom() < editor.play_button.geometry().top()
        assert editor.rect().contains(editor.play_button.geometry())


def test_the_othello_editor_draws_black_and_white_discs(qtbot, window: MainWindow) -> None:
    """Othello's editor showed the letters X and O; it draws the board's discs on its green, the letters
    left as the cells' names."""
    humans(window, "othello")
    window.positions.edit_position()
    editor = window.positions.editor
    assert isinstance(editor, PositionEditor)
    qtbot.waitExposed(editor)
    grid = editor.grid
    grid.setCurrentCell(0, 0)
    image = grid.viewport().grab().toImage()

    def centre(row: int, column: int) -> tuple[int, int, int]:
        rect = grid.visualItemRect(grid.item(row, column))
        colour = image.pixelColor(rect.center())
        return colour.red(), colour.green(), colour.blue()

    white, black, felt = centre(3, 3), centre(3, 4), centre(5, 5)  # d4, e4, an empty f6
    assert min(white) > 200 and max(black) < 60, (white, black)
    assert felt[1] > felt[0] + 40 and felt[1] > felt[2] + 40, felt  # green
    assert grid.item(3, 3).text().strip() == "" and grid.item(3, 3).data(Qt.ItemDataRole.AccessibleTextRole) == "O"
    assert grid.cell(3, 3) == "O" and grid.cell(3, 4) == "X"
