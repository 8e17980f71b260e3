"""An outside program plays a side on the main board: our own NBoard engine (``main.py nboard``) as White in a
real Othello game, a ConnectX agent file in Connect Four; programs that die, answer garbage or never answer
give a message naming them and why, the game as it was and no process left; the choice is saved and restored."""

from __future__ import annotations

import importlib.util
import json
import os
import shlex
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from gui.app.display_options import DisplayOptions
from gui.app.outside import OutsideChoice
from gui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
AGENT = ROOT / "tests" / "data" / "connectx_centre_agent.py"
OUR_ENGINE = f"{shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'main.py'))} nboard --player alphabeta:1"
WHITE = 1
FAST = DisplayOptions(show_values=False, show_pv=False, move_delay_ms=0, workers=1)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def children_running(marker: str) -> list[int]:
    """Processes started by this test process whose command line holds ``marker`` (still running)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == os.getpid() and fields[0] != "Z" and marker in cmdline:
            found.append(int(entry.name))
    return found


def choose_outside(w: MainWindow, side: int, source: str, seconds: float | None = None) -> None:
    """As a user does: Outside engine in the side's Player box, then the command (or file), confirmed."""
    form = w.settings_panel.sides[side]
    assert form.outside is not None
    if seconds is not None:
        form.outside.seconds.setValue(seconds)
    form.kind.setCurrentIndex(form.kind.findData("outside"))
    form.outside.use(source)


def set_depth(w: MainWindow, side: int, depth: int) -> None:
    w.settings_panel.sides[side].depth.setValue(depth)


def othello_window(make_window) -> MainWindow:
    w: MainWindow = make_window(FAST)
    w.new_game("othello")
    w.set_player_kinds("human", "human")  # nothing moves before White's program is chosen
    set_depth(w, 0, 1)
    return w


def test_our_nboard_engine_plays_white_to_the_end_of_a_real_game(qtbot, make_window) -> None:
    w = othello_window(make_window)
    choose_outside(w, WHITE, OUR_ENGINE)
    c = w.controller
    engine = c.outside.engine(WHITE)
    assert c.players[WHITE].is_outside and engine is not None
    pid = engine.pid()
    assert pid is not None and alive(pid)  # started when chosen, before its first move
    form = w.settings_panel.sides[WHITE]
    assert form.outside is not None and form.outside.isVisibleTo(form) and not form.algorithm.isVisibleTo(form)
    with qtbot.waitSignal(c.searchStarted, timeout=60_000) as started:
        w.set_player_kinds("computer", "outside")
    assert started.args[0].outside is None  # Black, our own search, moves first
    qtbot.waitUntil(lambda: c.session.is_over, timeout=600_000)
    entries = c.session.entries
    assert len(entries) >= 58  # a whole game of Othello (passes count as plies)
    white = [e for e in entries if e.player == WHITE]
    assert white and all(e.made_by == "computer" and e.search is None for e in white)
    assert engine.pid() == pid  # one process for the whole game, not one a move
    # The panels say why there is nothing of White's search to show.
    assert "outside program" in w.stats_panel.title.text() or "outside program" in w.tree_widget.empty_hint.text()
    assert c.players[WHITE].outside == OutsideChoice.for_game(c.info, OUR_ENGINE)
    w.close()
    assert not alive(pid)  # ended with the window


def test_the_panels_say_an_outside_engine_shows_no_tree(qtbot, make_window) -> None:
    w = othello_window(make_window)
    w.controller.set_paused(True)
    choose_outside(w, WHITE, OUR_ENGINE)
    w.set_player_kinds("human", "outside")
    w.controller.set_paused(False)
    assert w.play(w.game.parse_move("d3"))
    with qtbot.waitSignal(w.controller.computerMoved, timeout=60_000):
        pass
    assert "outside program" in w.stats_panel.title.text()
    assert w.controller.session.entries[-1].program == "NBoard engine python main.py nboard --player alphabeta:1"
    moves = w.move_list.view
    last = moves.topLevelItem(moves.topLevelItemCount() - 1)
    assert last is not None and last.text(3) == "NBoard engine python main.py nboard --player alphabeta:1"
    assert w.tree_widget.stack.currentWidget() is w.tree_widget.empty_hint
    assert "outside program" in w.tree_widget.empty_hint.text()


def test_a_connectx_agent_file_plays_connect_four_in_the_window(qtbot, make_window) -> None:
    w: MainWindow = make_window(FAST)
    w.new_game("connect4")
    w.set_player_kinds("human", "human")
    set_depth(w, 0, 2)
    choose_outside(w, WHITE, str(AGENT))
    c = w.controller
    assert c.outside.engine(WHITE) is not None
    with qtbot.waitSignal(c.gameOver, timeout=300_000):
        w.set_player_kinds("computer", "outside")
    second = [e for e in c.session.entries if e.player == WHITE]
    assert second and all(e.made_by == "computer" and e.search is None for e in second)
    assert second[0].move == 4  # the agent's centre column (Kaggle's column 3, our move 4)
    w.close()
    assert children_running(str(AGENT)) == []


DIES = """import sys
for line in sys.stdin:
    if line.startswith("ping"):
        sys.stderr.write("engine crashed: out of memory\\n")
        sys.exit(3)
"""
GARBAGE = """import sys
for line in sys.stdin:
    words = line.split()
    if words[:1] == ["ping"]:
        print("pong", words[1], flush=True)
    elif words[:1] == ["go"]:
        print("=== zz9", flush=True)
"""
SILENT = """import sys
for line in sys.stdin:
    words = line.split()
    if words[:1] == ["ping"]:
        print("pong", words[1], flush=True)
"""


@pytest.mark.parametrize(("script", "reason"), [
    (DIES, "ended (exit status 3) before it answered ping: engine crashed: out of memory"),
    (GARBAGE, "which is not a move"),
    (SILENT, "did not answer go within 1 s"),
], ids=["dies", "answers-garbage", "never-answers"])
def test_a_program_that_breaks_a_rule_is_a_message_and_leaves_nothing_behind(
        qtbot, make_window, tmp_path: Path, script: str, reason: str) -> None:
    program = tmp_path / "bad_engine.py"
    program.write_text(script, encoding="utf-8")
    w = othello_window(make_window)
    command = f"{shlex.quote(sys.executable)} {shlex.quote(str(program))}"
    choose_outside(w, WHITE, command, seconds=1)
    c = w.controller
    engine = c.outside.engine(WHITE)
    assert engine is not None
    w.set_player_kinds("human", "outside")
    with qtbot.waitSignal(c.searchFailed, timeout=30_000):
        assert w.play(w.game.parse_move("d3"))
    message = w.dialogs.last_message
    assert "NBoard engine" in message and str(program) in message and reason in message
    assert w.dialogs.message_box is not None and w.dialogs.message_box.isVisible()
    assert c.paused and not c.busy
    assert len(c.session.entries) == 1 and c.session.to_move == WHITE  # the game as it was
    qtbot.waitUntil(lambda: children_running(str(program)) == [], timeout=5000)
    # The user picks another player: our own search plays White's move.
    with qtbot.waitSignal(c.computerMoved, timeout=60_000):
        w.set_player_kinds("human", "computer")
    assert len(c.session.entries) == 2
    w.close()
    assert children_running(str(program)) == []


def test_stop_ends_an_outside_engine_that_thinks_and_pauses(qtbot, make_window, tmp_path: Path) -> None:
    program = tmp_path / "slow_engine.py"
    program.write_text(SILENT, encoding="utf-8")
    w = othello_window(make_window)
    choose_outside(w, WHITE, f"{shlex.quote(sys.executable)} {shlex.quote(str(program))}", seconds=60)
    c = w.controller
    w.set_player_kinds("human", "outside")
    assert w.play(w.game.parse_move("d3"))
    qtbot.waitUntil(lambda: c.busy and c.searches.active is not None and c.searches.active.outside is not None)
    assert "Thinking" in c.engine.status().text
    qtbot.waitUntil(lambda: w.status_line.turn_label.text().endswith("to move (outside engine)"))
    assert c.engine.stop()
    assert c.paused and not c.busy and len(c.session.entries) == 1
    qtbot.waitUntil(lambda: w.status_line.turn_label.text().endswith("to move (outside engine, paused)"))
    assert "Stopped NBoard engine python slow_engine.py" in w.statusBar().currentMessage()
    qtbot.waitUntil(lambda: children_running(str(program)) == [], timeout=5000)
    w.close()


def test_an_outside_player_is_saved_and_reopened(qtbot, make_window, settings_file: str, tmp_path: Path) -> None:
    w = othello_window(make_window)
    c = w.controller
    c.set_paused(True)
    choose_outside(w, WHITE, OUR_ENGINE)
    w.set_player_kinds("human", "outside")
    assert w.play(w.game.parse_move("d3"))
    path = tmp_path / "game.json"
    assert w.files.save_game_to(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["players"][WHITE]["kind"] == "outside"
    assert data["players"][WHITE]["outside"]["source"] == OUR_ENGINE
    w.close()
    assert children_running("main.py nboard") == []

    # The settings remember it, and so does the game file: both start the program again.
    w2 = make_window(FAST)
    qtbot.waitUntil(lambda: w2.controller.outside.engine(WHITE) is not None)
    assert w2.controller.players[WHITE].is_outside
    assert w2.open_game_from(str(path))
    c2 = w2.controller
    assert c2.players[WHITE].is_outside and c2.outside.engine(WHITE) is not None
    form = w2.settings_panel.sides[WHITE]
    assert form.kind.currentData() == "outside" and form.outside is not None
    assert form.outside.source.text() == OUR_ENGINE
    assert len(c2.session.entries) == 1

    # A program gone missing: a message, and the side falls back to our own search.
    data["players"][WHITE]["outside"]["source"] = "/no/such/engine -q"
    missing = tmp_path / "missing.json"
    missing.write_text(json.dumps(data), encoding="utf-8")
    assert w2.open_game_from(str(missing))
    assert "/no/such/engine" in w2.dialogs.last_message and "not a program found" in w2.dialogs.last_message
    assert c2.players[WHITE].kind == "computer" and c2.outside.engine(WHITE) is None
    assert w2.settings_panel.sides[WHITE].kind.currentData() == "computer"
    w2.close()
    assert children_running("main.py nboard") == []


def test_kaggles_own_agents_are_offered_where_kaggle_environments_is_installed(qtbot, make_window, monkeypatch) -> None:
    import gui.panels.outside_form as outside_form

    w: MainWindow = make_window(FAST)
    w.new_game("connect4")
    form = w.settings_panel.sides[WHITE]
    assert form.outside is not None
    installed = importlib.util.find_spec("kaggle_environments") is not None
    assert form.outside.builtin.count() == (3 if installed else 1)  # without it, only a file is offered
    monkeypatch.setattr(outside_form, "kaggle_installed", lambda: True)
    offered = outside_form.OutsideForm(w.controller.info)
    qtbot.addWidget(offered)
    assert [offered.builtin.itemData(i) for i in range(offered.builtin.count())] == [
        "file", "kaggle:negamax", "kaggle:random"]
    offered.builtin.setCurrentIndex(1)
    choice = offered.choice()
    assert choice is not None and choice.builtin == "negamax" and choice.spec() == "connectx:negamax,time=2"
    if not installed:  # chosen anyway (a settings file from another machine): a message, our search plays
        w.set_player_kinds("human", "human")
        c = w.controller
        c.set_players((c.players[0], replace(c.players[1], kind="outside", outside=choice)))
        assert "kaggle-environments" in w.dialogs.last_message
        assert c.players[WHITE].kind == "computer" and c.outside.engine(WHITE) is None
        assert form.kind.currentData() == "computer"


def test_the_process_ends_with_the_player_the_game_and_the_window(qtbot, make_window) -> None:
    w = othello_window(make_window)
    c = w.controller
    choose_outside(w, WHITE, OUR_ENGINE)
    engine = c.outside.engine(WHITE)
    assert engine is not None
    first = engine.pid()
    assert first is not None and alive(first)
    w.set_player_kinds("human", "computer")  # another player: the program is ended
    assert not alive(first) and c.outside.engine(WHITE) is None
    assert c.players[WHITE].outside is not None  # (kept, to be picked again)
    w.set_player_kinds("human", "outside")  # picked again: started again, once
    again = c.outside.engine(WHITE)
    assert again is not None and again.pid() not in (None, first)
    second = again.pid()
    assert second is not None
    w.new_game("connect4")  # the game closed: Connect Four's players have no NBoard engine
    assert not alive(second) and c.outside.engine(WHITE) is None
    w.new_game("othello")  # back to Othello: its players are remembered, its program started again
    third = c.outside.engine(WHITE)
    assert c.players[WHITE].is_outside and third is not None and third.pid() not in (None, first, second)
    w.close()
    assert children_running("main.py nboard") == []


def test_the_outside_engine_settings_speak_german(qtbot, make_window, language) -> None:
    assert language("de") is not None
    w: MainWindow = make_window(FAST)
    w.new_game("othello")
    w.set_player_kinds("human", "human")
    form = w.settings_panel.sides[WHITE]
    assert form.kind.itemText(form.kind.findData("outside")) == "Externe Engine"
    choose_outside(w, WHITE, OUR_ENGINE)
    assert form.outside is not None and form.outside.browse.text() == "Durchsuchen…"
    assert w.settings_panel.tabs.tabText(WHITE).endswith("Externe Engine")
    w.close()


def test_saved_outside_players_are_checked_field_by_field() -> None:
    from engine.games import game_info
    from gui.app.players import PlayerConfig, SettingsError

    othello, c4, ttt = game_info("othello"), game_info("connect4"), game_info("tictactoe")
    good = {"kind": "nboard", "source": "edax -q", "seconds": 5, "depth": 8}
    config = PlayerConfig.from_dict(othello, {"kind": "outside", "outside": good})
    assert config.is_outside and config.is_computer and config.outside == OutsideChoice("nboard", "edax -q", 5.0, 8)
    assert PlayerConfig.from_dict(othello, config.to_dict()) == config
    for bad, words in [({**good, "kind": "connectx"}, "must be of kind 'nboard'"),
                       ({**good, "source": ""}, "source must be a command line or a file"),
                       ({**good, "seconds": 0}, "seconds must be a number above 0"),
                       ({**good, "seconds": True}, "seconds must be a number above 0"),
                       ({**good, "depth": 61}, "depth must be a whole number 1-60"),
                       ("edax", "must be an object")]:
        with pytest.raises(SettingsError, match=words):
            PlayerConfig.from_dict(othello, {"kind": "outside", "outside": bad})
    with pytest.raises(SettingsError, match="must be of kind 'connectx'"):
        PlayerConfig.from_dict(c4, {"kind": "outside", "outside": good})
    with pytest.raises(SettingsError, match="no outside program plays"):
        PlayerConfig.from_dict(ttt, {"kind": "outside"})
    with pytest.raises(SettingsError, match="'human', 'computer' or 'outside'"):
        PlayerConfig.from_dict(othello, {"kind": "robot"})


def test_an_outside_side_without_a_program_waits_for_one(qtbot, make_window) -> None:
    w = othello_window(make_window)
    c = w.controller
    w.set_player_kinds("human", "outside")  # chosen, but no command typed yet
    assert c.players[WHITE].is_outside and c.players[WHITE].outside is None
    assert w.play(w.game.parse_move("d3"))
    qtbot.waitUntil(lambda: c.paused)
    assert "Choose the outside program for O" in w.statusBar().currentMessage()
    assert w.dialogs.message_box is None and len(c.session.entries) == 1
    with qtbot.waitSignal(c.computerMoved, timeout=60_000):
        choose_outside(w, WHITE, OUR_ENGINE)  # the command given: the game goes on by itself
    assert len(c.session.entries) == 2 and not c.paused
    w.close()


def test_a_command_that_is_not_there_is_said_when_it_is_chosen(qtbot, make_window) -> None:
    w = othello_window(make_window)
    c = w.controller
    choose_outside(w, WHITE, "/no/such/engine -q")
    assert "/no/such/engine" in w.dialogs.last_message and "not a program found on PATH" in w.dialogs.last_message
    assert c.players[WHITE].kind == "computer" and c.outside.engine(WHITE) is None  # our search plays instead
    form = w.settings_panel.sides[WHITE]
    assert form.kind.currentData() == "computer" and form.algorithm.isVisibleTo(form)
    assert form.outside is not None and form.outside.source.text() == "/no/such/engine -q"  # kept, to be corrected
