"""What the window shows around a game's flow: nothing stale after an undo or while a new search runs,
games replaced without being lost, opened games as they were played, the explorer tab holding the
game's actions back, and file dialogs that start where the user last was."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from engine.games import game_info
from gui.app.players import PlayerConfig, SearchSettings
from gui.window.main_window import MainWindow

C4 = game_info("connect4")


def set_players(window: MainWindow, first: PlayerConfig, second: PlayerConfig) -> None:
    window.settings_panel.set_players((first, second))
    window.settings_panel.playersChanged.emit()


def c4_computer(depth: int) -> PlayerConfig:
    return PlayerConfig("computer", SearchSettings("alphabeta", depth, "windows", {}, record=False))


def c4_human() -> PlayerConfig:
    return PlayerConfig("human", SearchSettings.defaults(C4))


def test_undo_while_the_computer_thinks_clears_its_statistics(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    set_players(window, c4_human(), c4_computer(14))
    with qtbot.waitSignal(window.searches.progress, timeout=10_000):
        window.play(4)
    assert window.stats_panel.title.text().startswith("Searching: Move 2")
    qtbot.waitUntil(lambda: window.stats_panel.values["nodes"].text() != "—", timeout=5_000)
    window.commands.undo_action.trigger()
    assert not window.searches.busy
    assert not window.stats_panel.title.text().startswith("Searching")
    assert window.stats_panel.values["nodes"].text() == "—"


def test_no_ghosts_of_an_older_search_while_a_new_one_runs(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    set_players(window, c4_human(), c4_computer(4))
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        window.play(4)
    assert window.board.marks.pv()  # the line O's search expects, as ghosts
    window.undo()
    window.redo()
    assert window.board.marks.pv()
    # X becomes a slow computer: while its search runs, the old line must not stay on the board
    with qtbot.waitSignal(window.searches.progress, timeout=10_000):
        set_players(window, c4_computer(14), c4_computer(4))
    assert window.searches.busy and window.board.marks.pv() == ()
    window.stop()


def test_new_game_and_switching_games_can_be_undone(qtbot, window: MainWindow) -> None:
    window.set_player_kinds("human", "human")
    for m in (5, 1, 9):
        window.play(m)
    window.commands.new_action.trigger()
    assert window.session.moves == [] and window.commands.undo_action.isEnabled()
    combo = window.settings_panel.game
    combo.setCurrentIndex(combo.findData("connect4"))
    assert window.session.info.name == "connect4" and window.board.game.name == "connect4"
    window.commands.undo_action.trigger()  # (the empty new game was not worth keeping: the played one comes back)
    assert window.session.info.name == "tictactoe" and window.board.game.name == "tictactoe"
    assert combo.currentData() == "tictactoe"
    assert window.session.moves == [5, 1, 9]
    assert window.move_list.view.topLevelItemCount() == 3
    assert [p.kind for p in window.settings_panel.players()] == ["human", "human"]  # the game's own players
    assert window.settings_panel.players() == window.players


def test_an_opened_game_shows_who_played_and_the_values(qtbot, window: MainWindow, tmp_path: Path) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        window.play(5)
    path = str(tmp_path / "g.mmgame.json")
    assert window.files.save_game_to(path)
    window.new_game()
    assert window.open_game_from(path)
    view = window.move_list.view
    assert [view.topLevelItem(i).text(2) for i in range(2)] == ["human", "computer"]
    assert view.topLevelItem(1).text(3)  # "0 · Alpha-beta, full depth"
    assert view.topLevelItem(1).text(3).startswith("0 · Alpha-beta")


def test_the_explorer_tab_holds_the_games_actions_back(qtbot, dice_window_factory) -> None:
    window = dice_window_factory()
    window.explorer_mode.action.trigger()
    c = window.commands
    for action in (c.roll_action, c.open_action, c.save_action, c.compare_action, c.new_action, c.hint_action,
                   c.undo_action):
        assert not action.isEnabled(), action.text()
    window.explorer_mode.action.trigger()
    assert c.open_action.isEnabled() and c.save_action.isEnabled() and c.new_action.isEnabled()


@pytest.fixture
def dice_window_factory(make_window):
    from gui.app.display_options import DisplayOptions

    def make() -> MainWindow:
        w = make_window(DisplayOptions(move_delay_ms=0))
        w.new_game("einstein")
        w.set_player_kinds("human", "human")
        return w

    return make


def test_file_dialogs_start_where_the_user_last_was(qtbot, window: MainWindow, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    asked: list[str] = []

    def save_name(_parent, _title, start, _filter):
        asked.append(start)
        return str(folder / "mine.mmgame.json"), ""

    def open_name(_parent, _title, start, _filter):
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_name))
    window.files.save_game_dialog()
    assert (folder / "mine.mmgame.json").exists()
    window.files.open_game_dialog()
    window.files.save_game_dialog()
    assert asked[1] == str(folder) and Path(asked[2]).parent == folder


def test_a_settings_change_keeps_the_move_preview(qtbot, window: MainWindow) -> None:
    window.set_player_kinds("human", "human")
    window.play(5)
    window.play(1)
    window.move_list.select(0)
    assert window.board.marks.previewing
    with qtbot.assertNotEmitted(window.positionChanged):
        window.settings_panel.playersChanged.emit()  # e.g. a weight changed: the position did not
    assert window.board.marks.previewing
