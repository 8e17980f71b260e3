"""The main window end to end: playing, the computer's replies, undo/redo/stop/hint during searches,
files, settings persistence, the overlay against ``analyze``, the tree wiring and responsiveness."""

from __future__ import annotations

import io
import json
import time
from contextlib import redirect_stdout
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QThread, QTimer

from engine.games import game_info
from gui.app.display_options import DisplayOptions
from gui.app.players import PlayerConfig, SearchSettings
from gui.window.main_window import MainWindow
from main import main as cli_main

from .test_board import click

C4 = game_info("connect4")


def set_players(window: MainWindow, first: PlayerConfig, second: PlayerConfig) -> None:
    window.settings_panel.set_players((first, second))
    window.settings_panel.playersChanged.emit()


def slow_connect_four(window: MainWindow, computer_side: int = 1, depth: int = 14) -> None:
    """Connect Four with a computer whose search runs far longer than any test waits."""
    window.new_game("connect4")
    slow = PlayerConfig("computer", SearchSettings("alphabeta", depth, "windows", {}, record=False))
    human = PlayerConfig("human", SearchSettings.defaults(C4))
    set_players(window, *((human, slow) if computer_side == 1 else (slow, human)))


def test_click_to_move_and_the_computer_replies(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000) as blocker:
        click(qtbot, window.board, 5)
    reply = blocker.args[0]
    assert window.session.moves == [5, reply]
    entry = window.session.entries[1]
    assert entry.made_by == "computer" and entry.result is not None and entry.result.best_move == reply
    assert window.board.state == window.session.state and window.board.interactive


def test_illegal_clicks_are_ignored(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    moves = list(window.session.moves)
    with qtbot.assertNotEmitted(window.positionChanged, wait=100):
        click(qtbot, window.board, 5)  # taken
    assert window.session.moves == moves and not window.searches.busy
    assert "not a legal move" in window.statusBar().currentMessage()


def test_human_vs_computer_to_the_end(qtbot, window: MainWindow) -> None:
    over: list[str] = []
    window.gameOver.connect(over.append)
    while not window.session.is_over:
        move = window.session.legal_moves[-1]
        with qtbot.waitSignal(window.positionChanged, timeout=10_000):
            click(qtbot, window.board, move)
        if not window.session.is_over:
            qtbot.waitSignal(window.computerMoved, timeout=10_000).wait() if window.searches.busy else None
            qtbot.waitUntil(lambda: window.session.is_over or not window.side_is_computer(window.session.to_move),
                            timeout=10_000)
    assert over and over[-1] in ("O wins", "Draw")  # the computer plays perfectly: it never loses
    assert not window.board.interactive
    assert "Game over" in window.status_line.turn_label.text()


def test_computer_vs_computer_plays_a_perfect_draw(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.gameOver, timeout=20_000) as blocker:
        window.set_player_kinds("computer", "computer")
    assert blocker.args == ["Draw"]
    assert len(window.session.moves) == 9
    assert all(e.made_by == "computer" for e in window.session.entries)


def test_computer_vs_computer_pause_and_resume(qtbot, make_window) -> None:
    window = make_window(DisplayOptions(move_delay_ms=30))
    window.set_player_kinds("computer", "computer")
    qtbot.waitUntil(lambda: len(window.session.moves) >= 2, timeout=10_000)
    window.commands.pause_action.trigger()
    assert window.paused
    n = len(window.session.moves)
    with qtbot.assertNotEmitted(window.computerMoved, wait=200):
        pass
    assert len(window.session.moves) == n
    with qtbot.waitSignal(window.gameOver, timeout=20_000):
        window.commands.pause_action.trigger()
    assert len(window.session.moves) == 9


def test_human_vs_human(qtbot, window: MainWindow) -> None:
    window.set_player_kinds("human", "human")
    for move in (1, 4, 2, 5, 3):
        click(qtbot, window.board, move)
    assert window.session.outcome_text() == "X wins" and not window.searches.busy


def test_computer_moves_first(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        window.set_player_kinds("computer", "human")
    assert len(window.session.moves) == 1 and window.board.interactive


def test_undo_and_redo_during_a_search(qtbot, window: MainWindow) -> None:
    slow_connect_four(window)
    with qtbot.waitSignal(window.searches.started, timeout=10_000):
        click(qtbot, window.board, 4)
    assert window.searches.busy
    window.commands.undo_action.trigger()
    assert window.session.moves == [] and not window.searches.busy
    with qtbot.assertNotEmitted(window.computerMoved, wait=300):
        pass
    assert window.session.moves == []
    # Redo replays the human move; the computer starts thinking again.
    with qtbot.waitSignal(window.searches.started, timeout=10_000):
        window.commands.redo_action.trigger()
    assert window.session.moves == [4]
    window.new_game()  # a new game mid-search is safe too
    assert window.session.moves == [] and not window.searches.busy
    with qtbot.assertNotEmitted(window.computerMoved, wait=200):
        pass


def test_undo_goes_back_to_the_humans_turn(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    reply = window.session.moves[1]
    window.undo()
    assert window.session.moves == [] and window.session.can_redo
    window.redo()
    assert window.session.moves == [5, reply]  # the computer's move comes back with its search
    assert window.session.entries[1].result is not None


def test_undo_to_the_computers_turn_pauses_until_resumed(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        window.set_player_kinds("computer", "human")
    window.undo()
    assert window.session.moves == [] and window.paused and not window.searches.busy
    assert "paused" in window.status_line.turn_label.text()
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        window.commands.pause_action.trigger()  # resume: the computer plays again (the redo line is dropped)
    assert len(window.session.moves) == 1 and not window.session.can_redo


def test_stop_plays_the_best_move_so_far(qtbot, window: MainWindow) -> None:
    slow_connect_four(window)
    with qtbot.waitSignal(window.searches.progress, timeout=10_000):
        click(qtbot, window.board, 4)
    t0 = time.perf_counter()
    with qtbot.waitSignal(window.computerMoved, timeout=3_000):
        qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert time.perf_counter() - t0 < 1.0
    entry = window.session.entries[-1]
    assert entry.result is not None and entry.result.stopped
    assert "(stopped" in window.move_list.view.topLevelItem(1).text(3)  # with why it has no value, if none


def test_hint_shows_without_playing(qtbot, window: MainWindow) -> None:
    window.board.setFocus()
    with qtbot.waitSignal(window.hintReady, timeout=10_000) as blocker:
        qtbot.keyClick(window.board, Qt.Key.Key_H)
    assert window.session.moves == []
    assert window.board.marks.hint == blocker.args[0] == 1  # all moves draw; ties go to the first
    assert "Hint: 1" in window.statusBar().currentMessage()


def test_closing_during_a_search(qtbot, window: MainWindow) -> None:
    slow_connect_four(window)
    with qtbot.waitSignal(window.searches.started, timeout=10_000):
        click(qtbot, window.board, 4)
    thread: QThread = window.searches.jobs.worker_thread
    t0 = time.perf_counter()
    window.close()
    assert thread.isFinished()
    assert time.perf_counter() - t0 < 2.0


def test_settings_persist(qtbot, make_window, settings_file: str) -> None:
    w1 = make_window(DisplayOptions(move_delay_ms=0))
    w1.new_game("connect4")
    custom = PlayerConfig("computer", SearchSettings("minimax", 3, "positional", {"weight": 2, "centre": 5},
                                                     "random", 42, True, 10_000))
    set_players(w1, PlayerConfig("human", SearchSettings.defaults(C4)), custom)
    w1.settings_panel.with_display(show_pv=False)
    w1.moves_dock.close()
    w1.close()
    w2 = make_window()
    assert w2.session.info.name == "connect4"
    assert w2.players[1] == custom and w2.settings_panel.players()[1] == custom
    assert w2.display.show_pv is False and w2.commands.show_pv_action.isChecked() is False
    assert w2.moves_dock.isHidden()
    assert QSettings(settings_file, QSettings.Format.IniFormat).value("game") == "connect4"


def _analyze_json(*args: str) -> dict:
    out = io.StringIO()
    with redirect_stdout(out):
        assert cli_main(["analyze", *args, "--json"]) == 0
    return json.loads(out.getvalue())


@pytest.mark.parametrize(("game", "moves", "human_settings", "cli_args"), [
    ("tictactoe", [5], SearchSettings("alphabeta", None, "openlines"), ["--exact"]),
    ("tictactoe", [1, 5, 9], SearchSettings("minimax", 2, "openlines", {"weight": 1, "bonus": 1}),
     ["--algorithm", "minimax", "--depth", "2", "--eval", "openlines", "--weights", "weight=1,bonus=1", "--exact"]),
    ("connect4", [4, 4, 3], SearchSettings("alphabeta", 4, "windows", {"w1": 1, "w2": 4, "w3": 16, "centre": 3}),
     ["--depth", "4", "--eval", "windows", "--exact"]),
])
def test_overlay_equals_analyze(qtbot, window: MainWindow, game, moves, human_settings, cli_args) -> None:
    window.new_game(game)
    set_players(window, PlayerConfig("human", human_settings), PlayerConfig("human", human_settings))
    for m in moves:
        assert window.play(m)
    with qtbot.waitSignal(window.analysisReady, timeout=20_000):
        window.commands.analyse_action.trigger()
    data = _analyze_json("--game", game, "--moves", "".join(map(str, moves)), *cli_args)
    shown = window.board.marks.overlay_values()
    assert {m: (mv.value, mv.bound) for m, mv in shown.items()} == {
        d["move"]: (d["value"], d["bound"]) for d in data["moves"]}
    assert all(mv.bound == "exact" for mv in shown.values())
    assert window.board.marks.overlay().best == data["best_move"]


def test_save_and_open_round_trip(qtbot, window: MainWindow, tmp_path: Path) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    path = str(tmp_path / "game.mmgame.json")
    assert window.files.save_game_to(path)
    saved_moves = list(window.session.moves)
    window.new_game("connect4")
    assert window.open_game_from(path)
    assert window.session.info.name == "tictactoe" and window.session.moves == saved_moves
    assert window.players[1].is_computer and window.board.interactive


def test_corrupt_file_leaves_the_game_untouched(qtbot, window: MainWindow, tmp_path: Path) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    before = list(window.session.moves)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "minimax-studio-game", "version": 1, "game": "tictactoe", "moves": [5, 5]}')
    assert not window.open_game_from(str(bad))
    assert window.session.moves == before
    assert "not a legal" in window.dialogs.last_message
    (tmp_path / "foreign.json").write_text('{"hello": "world"}')
    assert not window.open_game_from(str(tmp_path / "foreign.json"))
    assert "not a Minimax Studio game file" in window.dialogs.last_message and window.session.moves == before


def test_keyboard_play(qtbot, window: MainWindow) -> None:
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Down)  # selects the centre cell
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert window.session.moves[0] == 5
    with qtbot.waitSignal(window.positionChanged, timeout=10_000):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.moves == []


def test_each_computer_move_keeps_its_tree(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    first_tree = window.session.entries[1].result.tree
    assert window.tree_widget.record() is first_tree and len(first_tree) > 1
    free = [m for m in window.session.legal_moves]
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, free[-1])
    assert window.tree_widget.record() is window.session.entries[3].result.tree
    window.move_list.select(1)  # move 2: the computer's first
    assert window.tree_widget.record() is first_tree
    # selecting a node previews its position; clearing ends the preview
    # (through the interface's signals, so the test holds for the real tree widget too)
    child = next(first_tree.children(0))
    window.tree_widget.nodeSelected.emit(child)
    assert window.board.marks.previewing and window.board.marks.shown_state() == first_tree.state_at(child)
    window.tree_widget.selectionCleared.emit()
    assert not window.board.marks.previewing
    out = tmp_path_json = str(Path(window.qsettings.fileName()).with_name("tree.json"))
    assert window.files.export_tree_to(tmp_path_json) and Path(out).exists()
    assert not window.files.export_tree_to(str(Path(out).with_suffix(".txt")))
    assert "Could not export" in window.dialogs.last_message


def test_statistics_show_pruning_savings(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    qtbot.waitUntil(lambda: "%" in window.stats_panel.values["saved"].text(), timeout=10_000)
    assert window.stats_panel.chart.full and window.stats_panel.chart.visited


def test_the_gui_never_blocks(qtbot, window: MainWindow) -> None:
    """While a long search runs, a timer on the GUI thread keeps firing with small gaps.

    The largest gap between ticks of a 10 ms timer over one second must stay under 100 ms. A shared,
    loaded test machine can stall any process now and then, so up to three one-second windows are
    measured and the best counts: a search that blocked the event loop would fail every window."""
    slow_connect_four(window)
    with qtbot.waitSignal(window.searches.progress, timeout=10_000):
        click(qtbot, window.board, 4)
    gaps = []
    for _ in range(3):
        ticks: list[float] = []
        timer = QTimer()
        timer.setObjectName("responsiveness_probe")
        timer.setInterval(10)
        timer.timeout.connect(lambda t=ticks: t.append(time.perf_counter()))
        timer.start()
        qtbot.waitUntil(lambda t=ticks: len(t) >= 2 and t[-1] - t[0] > 1.0, timeout=10_000)
        timer.stop()
        assert window.searches.busy  # the search really ran all along
        gaps.append(max(b - a for a, b in pairwise(ticks)))
        if gaps[-1] < 0.1:
            break
    assert min(gaps) < 0.1, f"the event loop stalled for {min(gaps) * 1000:.0f} ms at best"


def test_switching_the_thinking_side_to_human_cancels(qtbot, window: MainWindow) -> None:
    slow_connect_four(window)
    with qtbot.waitSignal(window.searches.started, timeout=10_000):
        click(qtbot, window.board, 4)
    window.set_player_kinds("human", "human")
    assert not window.searches.busy and window.board.interactive
    with qtbot.assertNotEmitted(window.computerMoved, wait=200):
        pass


def test_changing_depth_mid_search_applies_to_the_next_search(qtbot, window: MainWindow) -> None:
    slow_connect_four(window, depth=12)
    with qtbot.waitSignal(window.searches.started, timeout=10_000):
        click(qtbot, window.board, 4)
    running = window.searches.active
    quick = PlayerConfig("computer", SearchSettings("alphabeta", 2, "windows", {}, record=False))
    set_players(window, window.players[0], quick)
    assert window.searches.active is running  # the running search keeps its settings
    with qtbot.waitSignal(window.computerMoved, timeout=3_000):
        window.stop()
    assert window.session.entries[-1].caption == running.caption
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 4)
    assert window.session.entries[-1].caption == quick.search.describe()


def test_help_pages_open(qtbot, window: MainWindow) -> None:
    for page in ("tictactoe", "connect4", "search-tree", "using", "about", "rules"):
        window.show_help(page)
        assert window.dialogs.help_dialog.isVisible()
    window.dialogs.help_dialog.close()


def test_docks_toggle_from_the_view_menu(qtbot, window: MainWindow) -> None:
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    titles = [a.text() for a in view_menu.actions()]
    assert {"Search tree", "Settings", "Statistics", "Moves"} <= set(titles)
    toggle = window.tree_dock.toggleViewAction()
    toggle.trigger()
    assert window.tree_dock.isHidden()
    toggle.trigger()
    assert not window.tree_dock.isHidden()


def test_shortcuts_and_icon(window: MainWindow) -> None:
    c = window.commands
    expected = {c.new_action: "Ctrl+N", c.undo_action: "Ctrl+Z", c.redo_action: "Ctrl+Shift+Z",
                c.hint_action: "H", c.stop_action: "Esc", c.save_action: "Ctrl+S",
                c.open_action: "Ctrl+O", c.export_action: "Ctrl+E", c.quit_action: "Ctrl+Q"}
    for action, keys in expected.items():
        assert action.shortcut().toString() == keys, action.text()
    from gui.window.icon import application_icon

    assert not application_icon().isNull()
    window.set_paused(True)
    assert "Resume" in window.commands.pause_action.text()


def test_settings_form_is_generated_from_the_evaluation_and_switches(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    side = window.settings_panel.sides[1]
    assert set(side.params.spins) == {"w1", "w2", "w3", "centre"}
    spin = side.params.spins["w3"]
    spin.setValue(1e9)  # absurd values cannot be entered: the spin box clamps to the parameter's range
    assert spin.value() == 1000
    side.evaluation.setCurrentIndex(side.evaluation.findData("positional"))
    assert set(side.params.spins) == {"weight", "centre"}
    assert side.depth.maximum() == C4.max_depth and not side.full.isVisibleTo(side)
    side.switches["faster_wins"].setChecked(True)
    assert window.players[1].search.switch("faster_wins") is True
    assert window.players[1].search.evaluation == "positional"


def test_move_list_model_passes_the_model_tester(qtbot, qtmodeltester, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    window.undo()  # back to the start: both moves become greyed redo rows
    qtmodeltester.check(window.move_list.view.model())
    assert window.move_list.view.topLevelItemCount() == 2


def test_menu_entries_work(qtbot, window: MainWindow) -> None:
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    game_menu = menus["&Game"]
    players = next(a.menu() for a in game_menu.actions() if a.menu() is not None)
    hvh = next(a for a in players.actions() if a.text() == "Human vs human")
    hvh.trigger()
    assert not window.players[0].is_computer and not window.players[1].is_computer
    rules = next(a for a in menus["&Help"].actions() if a.text() == "Rules of Connect Four")
    rules.trigger()
    assert "Connect Four" in window.dialogs.help_dialog.windowTitle()
    window.dialogs.help_dialog.close()
    window.play(5)
    window.commands.new_action.trigger()
    assert window.session.moves == [] and window.session.info.name == "tictactoe"


def test_after_a_computer_move_its_expected_line_is_shown(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    pv = window.session.entries[-1].result.pv
    assert len(pv) > 1 and window.board.marks.pv() == tuple(pv[1:])


def test_switching_the_game_mid_search(qtbot, window: MainWindow) -> None:
    slow_connect_four(window)
    with qtbot.waitSignal(window.searches.started, timeout=10_000):
        click(qtbot, window.board, 4)
    old_board = window.board
    combo = window.settings_panel.game
    combo.setCurrentIndex(combo.findData("tictactoe"))
    assert window.session.info.name == "tictactoe" and not window.searches.busy
    assert window.board is not old_board and window.board.game.name == "tictactoe"
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)


def test_automatic_analysis_on_the_humans_turn(qtbot, make_window) -> None:
    window = make_window(DisplayOptions(move_delay_ms=0, auto_analyse=True))
    qtbot.waitUntil(lambda: window.session.analysis() is not None, timeout=10_000)  # at the start already
    assert set(window.board.marks.overlay_values()) == set(range(1, 10))
    with qtbot.waitSignal(window.analysisReady, timeout=10_000):
        click(qtbot, window.board, 5)  # the computer replies, then the new position is analysed
    assert len(window.session.moves) == 2
    assert set(window.board.marks.overlay_values()) == set(window.session.legal_moves)


def test_selecting_a_computer_move_previews_what_its_search_saw(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, 5)
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, window.board, window.session.legal_moves[0])
    entry = window.session.entries[1]
    window.move_list.select(1)
    board = window.board
    assert board.marks.previewing and board.marks.shown_state() == window.session.state_before(1)
    assert board.marks.overlay_values() == {mv.move: mv for mv in entry.result.moves}
    assert board.marks.overlay().best == entry.move
    assert window.tree_widget.record() is entry.result.tree
    # a click on the board returns to the game and plays the move clicked there (issue 32, item 16)
    free = window.session.legal_moves[0]
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        click(qtbot, board, free)
    assert not board.marks.previewing and window.move_list.view.currentItem() is None
    assert window.session.moves[4] == free


def test_turning_the_values_on_analyses_the_humans_position(qtbot, window: MainWindow) -> None:
    window.commands.show_values_action.trigger()  # off
    assert not window.commands.show_values_action.isChecked()
    with qtbot.waitSignal(window.searches.finished, timeout=10_000):
        window.commands.show_values_action.trigger()  # on: the empty board gets every move's value
    qtbot.waitUntil(lambda: len(window.board.marks.overlay_values()) == 9, timeout=10_000)
