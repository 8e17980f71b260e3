"""Nim's position editor: heaps set in spin boxes, a heap added or removed, the side to move; checked at
every change and played from."""

from __future__ import annotations

import os
from pathlib import Path

from engine.games import game_info
from gui.app.players import PlayerConfig, SearchSettings
from gui.window.heap_editor import HeapEditor
from gui.window.main_window import MainWindow


def nim_editor(qtbot, window: MainWindow) -> HeapEditor:  # type: ignore[no-untyped-def]
    window.new_game("nim")
    human = PlayerConfig("human", SearchSettings.defaults(game_info("nim")))
    window.settings_panel.set_players((human, human))
    window.settings_panel.playersChanged.emit()
    assert window.commands.edit_position_action.isEnabled()
    window.commands.edit_position_action.trigger()
    editor = window.positions.editor
    assert isinstance(editor, HeapEditor)
    qtbot.waitExposed(editor)
    return editor


def test_heaps_are_set_and_played_from(qtbot, window: MainWindow) -> None:
    editor = nim_editor(qtbot, window)
    assert [b.value() for b in editor.heaps] == [3, 4, 5] and editor.state == window.game.initial_state()
    editor.heaps[0].setValue(7)
    editor.add_heap(2)
    editor.side.setCurrentIndex(1)
    assert editor.position_text() == "7 4 5 2 second"
    assert "second to move" in editor.status.text() and editor.analyse_button.isEnabled()
    if os.environ.get("EDITOR_SHOTS"):
        editor.grab().save(str(Path(os.environ["EDITOR_SHOTS"]) / "nim-editor.png"))
    editor.play_button.click()
    assert window.session.state == ((7, 4, 5, 2), 1)


def test_empty_heaps_are_a_finished_game_and_one_heap_always_stays(qtbot, window: MainWindow) -> None:
    editor = nim_editor(qtbot, window)
    editor.remove_heap()
    editor.remove_heap()
    editor.remove_heap()  # the last heap is kept
    assert len(editor.heaps) == 1 and not editor.remove_button.isEnabled()
    editor.heaps[0].setValue(0)
    assert "game is over" in editor.status.text()
    assert editor.play_button.isEnabled() and not editor.analyse_button.isEnabled()
    editor.start_position()
    assert editor.state == window.game.initial_state()
