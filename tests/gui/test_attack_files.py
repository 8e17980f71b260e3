"""Hostile game files, remembered settings and errors, through the application's real code paths.

A game file that cannot be opened is reported in a message, with the game and the settings left as
they were; remembered settings that cannot be read are reset, with a note in the status bar and
the old file kept aside; an error in any slot shows a message and the application goes on.
"""

from __future__ import annotations

import copy
import gc
import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QSettings, QTimer

import gui.app.game_file as game_file
from engine.games import GAMES
from gui.app.display_options import DisplayOptions
from gui.app.game_file import SavedGame, load_game, save_game
from gui.app.players import default_players
from gui.window.main_window import MainWindow
from gui.window.startup import ErrorReporter

from ..attack import attack_settings, fifo_watchdog

DEEP = "[" * 100_000 + "]" * 100_000
BIG = 10**400


@pytest.fixture(autouse=True)
def _log_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "log"
    monkeypatch.setenv("MINIMAX_STUDIO_LOG_DIR", str(d))
    return d


def _valid_game(game: str = "tictactoe") -> dict[str, Any]:
    info = GAMES[game]
    moves = [5, 1] if game == "tictactoe" else ([4, 4] if game == "connect4" else [3])
    return SavedGame(game, moves, default_players(info), "fixed" if game == "einstein" else None,
                     7 if game == "einstein" else None).to_json()


def _with(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(data)
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


HOSTILE_GAMES: dict[str, str] = {
    "nested 100,000 deep": DEEP,  # RecursionError
    "a 400-digit table size": json.dumps(_with(_valid_game(), ("players", 1, "search", "enhancements", "tt_mb"),
                                               BIG)),  # OverflowError
    "a 400-digit weight": json.dumps(_with(_valid_game(), ("players", 0, "search", "weights", "openlines"), BIG)),
    "a 400-digit move": json.dumps(_with(_valid_game(), ("moves",), [BIG])),
    "a 400-digit dice seed": json.dumps(_with(_valid_game("einstein"), ("dice_seed",), BIG)),
    "a list as the evaluation": json.dumps(_with(_valid_game(), ("players", 0, "search", "evaluation"), [])),  # TypeError
    "a dict as the evaluation": json.dumps(_with(_valid_game(), ("players", 0, "search", "evaluation"), {})),
    "a superscript seed": json.dumps(_with(_valid_game("einstein"), ("start",), "random:²")),  # ValueError
    "superscript moves": json.dumps({k: v for k, v in _with(_valid_game(), ("moves_text",), "²").items()
                                     if k != "moves"}),
    "a 5,000-digit number": '{"format": "minimax-studio-game", "version": 1, "game": "tictactoe", "moves": ['
                            + "9" * 5000 + "]}",
    "NaN weights": json.dumps(_with(_valid_game(), ("players", 0, "search", "weights", "openlines"), float("nan"))),
    "not UTF-8": "\udcff",
}


@pytest.mark.parametrize("name", sorted(HOSTILE_GAMES))
def test_a_hostile_game_file_is_reported_and_nothing_changes(qtbot, window: MainWindow, tmp_path: Path,
                                                             name: str) -> None:
    window.play(5)
    before_moves, before_players = list(window.session.moves), window.players
    path = tmp_path / "hostile.json"
    path.write_bytes(HOSTILE_GAMES[name].encode("utf-8", errors="surrogateescape"))
    assert not window.open_game_from(str(path))
    assert window.dialogs.last_message.startswith("Could not open the game: ")
    assert "\n" not in window.dialogs.last_message and "Traceback" not in window.dialogs.last_message
    assert window.dialogs.message_box is not None and window.dialogs.message_box.isVisible()
    assert window.session.moves == before_moves and window.players == before_players
    assert window.session.info.name == "tictactoe"


def test_a_fifo_or_a_folder_is_refused_at_once(qtbot, window: MainWindow, tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = tmp_path / "game.fifo"
    os.mkfifo(fifo)
    start = time.monotonic()
    with fifo_watchdog(str(fifo)):  # reading it would wait for a writer forever (released after 15 s)
        assert not window.open_game_from(str(fifo))
    assert "regular file" in window.dialogs.last_message and time.monotonic() - start < 10
    assert not window.open_game_from(str(tmp_path))
    assert "folder" in window.dialogs.last_message


def test_a_huge_game_file_is_refused(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (game_file.MAX_FILE_BYTES + 1))
    assert not window.open_game_from(str(path))
    assert "too large" in window.dialogs.last_message


# Any JSON value, wherever a valid file has one.
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.integers(min_value=10**300, max_value=10**1000),
              st.floats(), st.text(max_size=8), st.sampled_from(["full", "random:²", "²", "٣", "1_0", "computer"])),
    lambda kids: st.one_of(st.lists(kids, max_size=3), st.dictionaries(st.text(max_size=6), kids, max_size=3)),
    max_leaves=8)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, prefix + (i,))
    return out


@attack_settings(25)
@given(game=st.sampled_from(sorted(GAMES)), data=st.data())
def test_any_mutated_game_file_opens_or_is_reported(qtbot, window: MainWindow, tmp_path: Path, game: str,
                                                    data: st.DataObject) -> None:
    valid = _valid_game(game)
    where = data.draw(st.sampled_from(_paths(valid)), label="where")
    value = data.draw(json_values, label="value")
    path = tmp_path / "mutated.json"
    path.write_text(json.dumps(_with(valid, where, value)))
    before_moves, before_players, before_game = list(window.session.moves), window.players, window.session.info.name
    opened = window.open_game_from(str(path))
    if not opened:
        assert window.dialogs.last_message.startswith("Could not open the game: ") and "\n" not in window.dialogs.last_message
        assert (window.session.moves, window.players, window.session.info.name) == (
            before_moves, before_players, before_game)


# -- remembered settings -----------------------------------------------------------------------------------
def _players_json(game: str, path: tuple[Any, ...], value: Any) -> str:
    players = [p.to_dict() for p in default_players(GAMES[game])]
    return json.dumps(_with({"p": players}, ("p", *path), value)["p"])


HOSTILE_SETTINGS: dict[str, tuple[str, Any]] = {
    "a 400-digit table size": ("players/tictactoe", _players_json("tictactoe", (1, "search", "enhancements", "tt_mb"),
                                                                  BIG)),  # OverflowError at every start
    "players nested 100,000 deep": ("players/connect4", DEEP),  # RecursionError at every start
    "display nested 100,000 deep": ("display", DEEP),
    "starts nested 100,000 deep": ("game/starts", DEEP),
    "a list as the evaluation": ("players/tictactoe", _players_json("tictactoe", (0, "search", "evaluation"), [])),
    "a superscript start": ("game/starts", json.dumps({"einstein": "random:²"})),
    "a game that is a list": ("game", ["tictactoe"]),
    "an unknown game": ("game", "chess"),
    "a huge text": ("display", "x" * 200_000),
}


def _window_over(qtbot, path: Path) -> MainWindow:
    w = MainWindow(QSettings(str(path), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    return w


@pytest.mark.parametrize("name", sorted(HOSTILE_SETTINGS))
def test_unreadable_settings_are_reset_and_kept_aside(qtbot, tmp_path: Path, name: str) -> None:
    key, value = HOSTILE_SETTINGS[name]
    path = tmp_path / "settings.ini"
    s = QSettings(str(path), QSettings.Format.IniFormat)
    s.setValue("display", json.dumps(DisplayOptions(move_delay_ms=0).to_dict()))
    s.setValue(key, value)
    s.sync()
    del s
    original = path.read_bytes()
    w = _window_over(qtbot, path)  # today: an exception here, at every start, until the file is deleted
    assert w.prefs.problems == [key]
    qtbot.waitUntil(lambda: "could not be read and were reset" in w.statusBar().currentMessage())
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("settings.ini.unreadable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == original
    assert w.session.info.name in GAMES
    w.close()
    # Reset for good: the next start reads everything and says nothing.
    w2 = _window_over(qtbot, path)
    assert w2.prefs.problems == []
    assert len([p for p in tmp_path.iterdir() if p.name.startswith("settings.ini.unreadable-")]) == 1


def test_the_defaults_stand_in_for_unreadable_players(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    s = QSettings(str(path), QSettings.Format.IniFormat)
    s.setValue("players/tictactoe", HOSTILE_SETTINGS["a 400-digit table size"][1])
    s.sync()
    w = _window_over(qtbot, path)
    assert w.players == default_players(GAMES["tictactoe"])


@attack_settings(15)
@given(blob=st.one_of(st.binary(max_size=300), st.text(max_size=300).map(lambda t: t.encode("utf-8", "replace")),
                      st.lists(st.tuples(st.sampled_from(["game", "display", "players/tictactoe", "players/einstein",
                                                          "game/starts", "window/geometry", "window/state"]),
                                         st.one_of(st.text(max_size=40), json_values.map(json.dumps))),
                               max_size=4).map(lambda kv: "[General]\n".join(
                                   ["", *(f"{k}={json.dumps(v)}\n" for k, v in kv)]).encode())))
def test_any_settings_file_starts_the_app(qtbot, tmp_path_factory: pytest.TempPathFactory, blob: bytes) -> None:
    path = tmp_path_factory.mktemp("settings") / "settings.ini"
    path.write_bytes(blob)
    w = _window_over(qtbot, path)
    assert w.session.info.name in GAMES
    w.close()


# -- the error boundary of the application -----------------------------------------------------------------
@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_shows_a_message_and_the_app_goes_on(qtbot, window: MainWindow, _log_dir: Path) -> None:
    reporter = ErrorReporter()
    reporter.install()
    try:
        def broken() -> None:
            raise ZeroDivisionError("a bug planted by the test")

        QTimer.singleShot(0, broken)
        qtbot.waitUntil(lambda: reporter.box is not None and reporter.box.isVisible())
        assert reporter.box is not None
        assert "ZeroDivisionError: a bug planted by the test" in reporter.box.informativeText()
        assert "Traceback" in reporter.box.detailedText() and str(_log_dir) in reporter.box.detailedText()
        log = (_log_dir / "minimax-studio.log").read_text(encoding="utf-8")
        assert "a bug planted by the test" in log and "in broken" in log
        # A worker thread's error reaches the same message (counted, not a second box).
        t = threading.Thread(target=broken)
        t.start()
        t.join()
        qtbot.waitUntil(lambda: reporter.count == 2)
        assert "1 more error" in reporter.box.informativeText()
        # ... and the application goes on.
        assert window.play(5)
    finally:
        reporter.uninstall()
        if reporter.box is not None:
            reporter.box.close()
        for h in logging.getLogger("minimax_studio.bugs").handlers:
            h.close()


# -- saving ------------------------------------------------------------------------------------------------
def test_an_interrupted_save_leaves_the_old_file_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    old = SavedGame("tictactoe", [5], default_players(GAMES["tictactoe"]))
    save_game(str(path), old)
    before = path.read_bytes()

    class Interrupted(game_file.QSaveFile):  # type: ignore[misc, name-defined]
        def commit(self) -> bool:  # Ctrl-C (or a crash) after the new text was written, before it replaced the old
            raise KeyboardInterrupt

    monkeypatch.setattr(game_file, "QSaveFile", Interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_game(str(path), SavedGame("tictactoe", [5, 1, 9], default_players(GAMES["tictactoe"])))
    gc.collect()
    assert path.read_bytes() == before
    assert load_game(str(path)).moves == [5]
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no half-written file left behind
