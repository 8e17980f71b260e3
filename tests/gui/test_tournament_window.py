"""The Tournament window: a live round robin off the GUI thread, Stop keeps what was played, replay in the
main window, and the window's item models."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from engine.games import GAMES, game_info
from engine.match.agents import parse_spec
from gui.app.enhancement_settings import EnhancementSettings
from gui.app.players import SearchSettings
from gui.tournament import TournamentWindow, show_tournament_window
from gui.tournament.specs import spec_from_settings
from gui.window.main_window import MainWindow


@pytest.fixture
def tournament(qtbot) -> TournamentWindow:
    w = TournamentWindow(game="tictactoe")
    qtbot.addWidget(w)
    w.show()
    yield w
    w.runner.shutdown()


def set_players(w: TournamentWindow, *specs: str) -> None:
    w.player_list.clear()
    for s in specs:
        w.add_player(s)
    assert w.specs() == list(specs)


def test_a_small_round_robin_fills_the_crosstable_charts_and_games(qtbot, qtmodeltester, tournament) -> None:
    w = tournament
    set_players(w, "alphabeta,name=perfect", "random", "topleft")
    w.games_spin.setValue(4)
    w.concurrency_spin.setValue(2)
    w.openings_combo.setCurrentIndex(w.openings_combo.findData("start"))  # a random opening can be lost
    w.sprt_box.setChecked(True)
    with qtbot.waitSignal(w.runner.finished, timeout=120_000) as done:
        w.start()
        assert not w.start_button.isEnabled() and w.stop_button.isEnabled()
    assert done.args == [True]
    assert w.games.rowCount() == 12 and w.progress.value() == 12
    qtmodeltester.check(w.crosstable)
    qtmodeltester.check(w.games)
    x = w.crosstable
    assert x.headerData(0, Qt.Orientation.Vertical) == "1. perfect"
    # Perfect play never loses at tic-tac-toe: its row has no losses against anyone.
    for col in (1, 2):
        assert x.data(x.index(0, col)).endswith("−0")
    assert x.data(x.index(0, 0)) == "—"
    assert [int(x.data(x.index(r, 4))) for r in range(3)] == [8, 8, 8]
    rows = w.elo_chart.rows()
    assert [r.name for r in rows] == ["perfect", "random", "topleft"] and all(r.games == 8 for r in rows)
    w.charts.setCurrentIndex(1)
    assert w.sprt_chart.points() and len(w.sprt_chart.points()) == 4
    assert "Finished: 12 games" in w.status.text()
    assert w.start_button.isEnabled() and not w.stop_button.isEnabled()


def test_stop_keeps_the_games_played_and_the_window_stays_responsive(qtbot, tournament) -> None:
    w = tournament
    w.game_combo.setCurrentIndex(w.game_combo.findData("connect4"))
    set_players(w, "alphabeta:3", "alphabeta:2")
    w.games_spin.setValue(400)
    w.concurrency_spin.setValue(1)
    with qtbot.waitSignal(w.runner.gamePlayed, timeout=120_000):
        w.start()
    with qtbot.waitSignal(w.runner.finished, timeout=60_000) as done:
        w.stop()
    assert done.args == [False]
    kept = w.last_snapshot().played
    assert 1 <= kept < 400 and w.games.rowCount() == kept
    assert "Stopped" in w.status.text() and "kept" in w.status.text()
    assert w.start_button.isEnabled()


def test_a_bad_player_is_refused_with_a_message(qtbot, tournament, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    before = tournament.specs()
    tournament.add_player("alphabeta:x")
    assert tournament.specs() == before
    assert shown and "depth" in shown[0]
    set_players(tournament, "random")
    assert not tournament.start_button.isEnabled()


def test_double_clicking_a_game_replays_it_in_the_main_window(qtbot, window: MainWindow) -> None:
    t = show_tournament_window(window, window)
    try:
        assert show_tournament_window(window, window) is t  # one per main window
        sides = [t.add_combo.itemText(i) for i in range(t.add_combo.count())]
        assert sides[0].startswith("First side:") and sides[1].startswith("Second side:")
        t.game_combo.setCurrentIndex(t.game_combo.findData("connect4"))  # another game: its saved sides
        assert t.add_combo.itemText(0).startswith("First side: Alpha-beta")
        assert "name=First side" in t.add_combo.itemData(0)
        t.game_combo.setCurrentIndex(t.game_combo.findData("tictactoe"))
        set_players(t, "random", "topleft")
        t.games_spin.setValue(2)
        t.concurrency_spin.setValue(1)
        with qtbot.waitSignal(t.runner.finished, timeout=120_000):
            t.start()
        record = t.games.record(1)
        assert record is not None
        rect = t.games_view.visualRect(t.games.index(1, 0))
        # A real double-click is a press and release, then the double-click event on the same row.
        qtbot.mouseClick(t.games_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        with qtbot.waitSignal(t.replayRequested, timeout=5000):
            qtbot.mouseDClick(t.games_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        game = window.session.info.factory()
        assert game.format_moves(window.session.moves) == record["moves"]
        assert not window.players[0].is_computer and not window.players[1].is_computer
        t.start()  # closing the main window mid-tournament stops it and closes the Tournament window
        window.close()
        assert not t.isVisible()
        qtbot.waitUntil(lambda: not t.runner.running, timeout=10_000)
    finally:
        t.runner.shutdown()


@pytest.mark.parametrize("name", list(GAMES))
def test_a_side_s_settings_become_a_spec_the_tournament_accepts(name: str) -> None:
    info = game_info(name)
    settings = SearchSettings.defaults(info)
    parse_spec(spec_from_settings(settings, info, "first side"), info)
    if settings.algorithm == "alphabeta":
        enh = EnhancementSettings(iterative=True, time_limit=0.5, tt=True, tt_mb=8, ordering=("pv", "killers"),
                                  pvs=True, aspiration=5)
        spec = parse_spec(spec_from_settings(replace(settings, enhancements=enh), info), info)
        assert spec.time_limit == 0.5 and spec.enhancements.tt_mb == 8 and spec.enhancements.pvs
        assert spec.enhancements.ordering == ("pv", "killers") and spec.enhancements.aspiration == 5


def test_an_unexpected_error_in_the_tournament_thread_is_said_and_ends_the_run(qtbot, monkeypatch) -> None:
    """The runner's thread is a JobThread: an error nobody expected becomes a message and ``finished``,
    never a tournament shown as running forever."""
    import gui.tournament.runner as runner_module
    from gui.tournament.runner import TournamentRunner

    def broken(config: object) -> None:
        raise RuntimeError("the schedule broke")

    monkeypatch.setattr(runner_module, "Tournament", broken)
    runner = TournamentRunner()
    failed: list[str] = []
    runner.failed.connect(failed.append)
    try:
        with qtbot.waitSignal(runner.finished, timeout=10_000) as done:
            runner.start(object(), 1)  # type: ignore[arg-type]
        assert done.args == [False] and not runner.running
        assert failed == ["RuntimeError: the schedule broke"]
    finally:
        assert runner.shutdown()


def test_the_tournament_window_fits_the_screen_and_its_players_read_whole(qtbot, window: MainWindow) -> None:
    """Opened from a window on a small screen, the Tournament window is wholly on it; a long player spec
    is elided in the middle (no sideways scrolling), whole in its tooltip."""
    t = show_tournament_window(window, window)
    try:
        area = t.screen().availableGeometry()
        assert area.contains(t.frameGeometry()), (area, t.frameGeometry())
        assert t.height() + 48 <= area.height()
        long_spec = "alphabeta:4,evalfile=/a/very/long/folder/name/for/the/evaluation/file/untitled.py,name=Second side"
        t.player_list.clear()
        t.add_spec_item(long_spec)
        item = t.player_list.item(0)
        assert item.text() == long_spec and item.toolTip() == long_spec
        assert t.player_list.textElideMode() == Qt.TextElideMode.ElideMiddle
        assert t.player_list.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        widest = max(t.add_combo.fontMetrics().horizontalAdvance(t.add_combo.itemText(i))
                     for i in range(t.add_combo.count()))
        assert t.add_combo.view().minimumWidth() >= widest
    finally:
        t.runner.shutdown()
