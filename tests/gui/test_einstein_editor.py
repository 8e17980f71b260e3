"""The board editor for EinStein: each square holds a numbered cube of one side, the piece box says which
cube a click places, the die box the roll already made; the verdict is checked at every change."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt

from engine.games import game_info
from gui.app.players import PlayerConfig, SearchSettings
from gui.window.main_window import MainWindow
from gui.window.position_editor import PositionEditor


def einstein_editor(qtbot, window: MainWindow) -> PositionEditor:  # type: ignore[no-untyped-def]
    window.new_game("einstein")
    human = PlayerConfig("human", SearchSettings.defaults(game_info("einstein")))
    window.settings_panel.set_players((human, human))
    window.settings_panel.playersChanged.emit()
    window.commands.edit_position_action.trigger()
    editor = window.positions.editor
    assert isinstance(editor, PositionEditor)
    qtbot.waitExposed(editor)
    return editor


def test_the_start_is_shown_with_red_to_roll(qtbot, window: MainWindow) -> None:
    editor = einstein_editor(qtbot, window)
    assert editor.state == window.game.initial_state()
    assert editor.grid.cell(0, 0) == "R1" and editor.grid.cell(4, 4) == "B1"
    assert editor.die is not None and editor.die.currentIndex() == 0 and editor.side.currentIndex() == 0
    assert "red to roll the die" in editor.status.text()
    if os.environ.get("EDITOR_SHOTS"):
        editor.grab().save(str(Path(os.environ["EDITOR_SHOTS"]) / "einstein-editor-start.png"))


def test_cubes_are_placed_by_number_and_the_die_is_set(qtbot, window: MainWindow) -> None:
    editor = einstein_editor(qtbot, window)
    editor.clear()
    assert editor.state is None and "no cubes" in editor.status.text()
    grid, pieces, die = editor.grid, editor.pieces, editor.die
    assert pieces is not None and die is not None
    grid.setCurrentCell(1, 1)  # b4
    qtbot.keyClick(grid, Qt.Key.Key_R)
    qtbot.keyClick(grid, Qt.Key.Key_5)
    assert grid.cell(1, 1) == "R5"
    grid.setCurrentCell(3, 3)  # d2
    qtbot.keyClick(grid, Qt.Key.Key_B)
    qtbot.keyClick(grid, Qt.Key.Key_2)
    pieces.setCurrentIndex(pieces.findText("R5"))
    grid.place(2, 0, "R5")  # the same cube moves: it is on one square only
    assert grid.cell(1, 1) == ".." and grid.cell(2, 0) == "R5"
    editor.side.setCurrentIndex(1)
    die.setCurrentIndex(4)
    assert editor.position_text() == "...../...../r5..../...b2./..... b 4"
    assert editor.state == window.game.parse_position("...../...../r5..../...b2./..... b 4")
    assert "blue to move" in editor.status.text()
    if os.environ.get("EDITOR_SHOTS"):
        editor.grab().save(str(Path(os.environ["EDITOR_SHOTS"]) / "einstein-editor-set.png"))
    grid.place(2, 0, "R5")  # clicked again: taken off
    assert grid.cell(2, 0) == ".."
    grid.place(0, 0, "B3")  # blue reaches red's corner: blue has won, so no die may be rolled
    assert editor.state is None and "already won" in editor.status.text()
    die.setCurrentIndex(0)
    assert editor.state is not None and not editor.analyse_button.isEnabled()


def test_play_from_here_starts_the_game_from_the_set_position(qtbot, window: MainWindow) -> None:
    editor = einstein_editor(qtbot, window)
    assert editor.die is not None
    editor.die.setCurrentIndex(3)
    editor.play_button.click()
    text = "r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r 3"
    assert window.session.state == window.game.parse_position(text)
