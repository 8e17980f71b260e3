"""The widget-free parts: the game session (undo/redo), players' settings and game files."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from engine.errors import IllegalMoveError
from engine.games import GameInfo, game_info
from gui.app.game_file import GameFileError, SavedGame, load_game, save_game
from gui.app.players import PlayerConfig, SearchSettings, SettingsError, default_players
from gui.app.session import GameSession

TTT = game_info("tictactoe")
C4 = game_info("connect4")


def test_session_play_undo_redo() -> None:
    s = GameSession(TTT)
    for m in (5, 1, 9):
        s.play(m)
    assert s.moves == [5, 1, 9] and s.to_move == 1
    assert s.undo().move == 9 and s.undo().move == 1
    assert s.moves == [5] and s.can_redo
    assert s.redo().move == 1
    assert s.moves == [5, 1]
    s.play(3)  # a different move ends the redo line
    assert not s.can_redo and s.moves == [5, 1, 3]


def test_session_replaying_the_undone_move_keeps_the_redo_line() -> None:
    s = GameSession(TTT)
    s.replay([5, 1, 9])
    s.undo()
    s.undo()
    s.play(1)
    assert s.can_redo and s.redo().move == 9


def test_session_illegal_move_leaves_state() -> None:
    s = GameSession(TTT)
    s.play(5)
    with pytest.raises(IllegalMoveError):
        s.play(5)
    assert s.moves == [5]


def test_session_outcome() -> None:
    s = GameSession(TTT)
    s.replay([1, 4, 2, 5, 3])
    assert s.is_over and s.winner() == 0 and s.outcome_text() == "X wins"


def test_players_round_trip_and_validation() -> None:
    players = (PlayerConfig("computer", SearchSettings("minimax", 6, "windows", {"w1": 2, "w2": 5, "w3": 20,
                                                                                  "centre": 1}, "random", 7,
                                                       False, 50_000)),
               default_players(C4)[1])
    for p in players:
        assert PlayerConfig.from_dict(C4, p.to_dict()) == p
    bad = players[0].to_dict()
    bad["search"]["depth"] = "full"  # not offered for Connect Four
    with pytest.raises(SettingsError, match="full-depth"):
        PlayerConfig.from_dict(C4, bad)
    bad["search"]["depth"] = 6
    bad["search"]["weights"] = {"w1": 1e9}
    with pytest.raises(SettingsError, match="outside"):
        PlayerConfig.from_dict(C4, bad)


def test_settings_build_engine_options() -> None:
    opts = SearchSettings.defaults(C4).options(C4, exact_root=True)
    assert opts.depth == 7 and opts.evaluation.name == "windows" and opts.exact_root


def test_game_file_round_trip(tmp_path: Path) -> None:
    saved = SavedGame("connect4", [4, 4, 3], default_players(C4))
    path = str(tmp_path / "g.json")
    save_game(path, saved)
    assert load_game(path) == saved
    saved2 = SavedGame("connect4", [4], saved.players)
    save_game(path, saved2)  # overwrite (atomically)
    assert load_game(path).moves == [4]


@pytest.mark.parametrize(("content", "message"), [
    (b"\x00\x01garbage", "not valid JSON"),
    (b"[1, 2, 3]", "not a Minimax Studio game file"),
    (b'{"format": "something-else"}', "not a Minimax Studio game file"),
    (b'{"format": "minimax-studio-game", "version": 99}', "unsupported game file version"),
    (b'{"format": "minimax-studio-game", "version": 1, "game": "chess", "moves": []}', "unknown game"),
    (b'{"format": "minimax-studio-game", "version": 1, "game": "tictactoe", "moves": [5, 5]}', "not a legal"),
    (b'{"format": "minimax-studio-game", "version": 1, "game": "tictactoe", "moves": ["5"]}', "whole numbers"),
    (b'{"format": "minimax-studio-game", "version": 1, "game": "tictactoe", "moves": [], "players": [1]}',
     "bad player settings"),
])
def test_corrupt_or_foreign_files(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(GameFileError, match=message):
        load_game(str(path))


def test_missing_file_and_unwritable_path(tmp_path: Path) -> None:
    with pytest.raises(GameFileError, match=r"cannot (open|read)"):
        load_game(str(tmp_path / "nope.json"))
    with pytest.raises(GameFileError, match="cannot write"):
        save_game(str(tmp_path / "no-such-dir" / "g.json"), SavedGame("tictactoe", [], default_players(TTT)))


def test_saved_json_shape(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    save_game(str(path), SavedGame("tictactoe", [5, 1], default_players(TTT)))
    data = json.loads(path.read_text())
    assert data["format"] == "minimax-studio-game" and data["moves"] == [5, 1]
    assert [p["kind"] for p in data["players"]] == ["human", "computer"]
    assert data["moves_text"] == "51"


@pytest.mark.parametrize(("game", "moves"), [("tictactoe", [5, 1, 9]), ("connect4", [4, 4, 5, 3]),
                                             ("einstein", None)])
def test_moves_are_saved_in_the_game_notation_too(tmp_path: Path, game: str, moves: list[int] | None) -> None:
    from engine.games import game_info

    info = game_info(game)
    if moves is None:  # the dice game: a roll, a move, a roll
        g = info.factory()
        s = g.initial_state()
        moves = [3]
        s = g.result(s, 3)
        moves.append(g.actions(s)[0])
        moves.append(5)
    path = tmp_path / "g.json"
    save_game(str(path), SavedGame(game, moves, default_players(info)))
    data = json.loads(path.read_text())
    assert data["moves_text"]
    if game == "einstein":
        assert " " in data["moves_text"] and data["start_position"]
    del data["moves"]  # a file written by hand, with the notation only, opens the same game
    path.write_text(json.dumps(data))
    assert load_game(str(path)).moves == moves


def test_search_switches_reach_the_engine_and_files() -> None:
    settings = SearchSettings.defaults(TTT)
    assert settings.switches == {"faster_wins": False, "chance_pruning": "none"}
    fast = replace(SearchSettings.defaults(TTT), switches={"faster_wins": True})
    assert fast.options(TTT).faster_wins is True
    data = PlayerConfig("computer", fast).to_dict()
    assert PlayerConfig.from_dict(TTT, data).search == fast
    data["search"]["switches"] = {"warp_drive": True}
    with pytest.raises(SettingsError, match="unknown search option"):
        PlayerConfig.from_dict(TTT, data)
    data["search"]["switches"] = {"faster_wins": 3}
    with pytest.raises(SettingsError, match="true or false"):
        PlayerConfig.from_dict(TTT, data)


def test_analyses_off_the_line_are_forgotten() -> None:
    s = GameSession(TTT)
    marker = object()
    s.set_analysis((), marker)  # type: ignore[arg-type]
    s.play(5)
    s.set_analysis((5,), marker)  # type: ignore[arg-type]
    s.undo()
    s.play(5)  # the same move: the line is unchanged
    assert (5,) in s.analyses
    s.undo()
    s.play(1)  # another line: the analysis after 5 can never be shown again
    assert (5,) not in s.analyses and () in s.analyses


def test_preferences_round_trip_and_garbage(tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from gui.app.display_options import DisplayOptions
    from gui.app.preferences import Preferences, load_preferences, save_preferences

    s = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    prefs = Preferences("connect4", {"connect4": default_players(C4)}, DisplayOptions(False, True, True, 1200))
    save_preferences(s, prefs)
    assert load_preferences(s) == prefs
    s.setValue("game", "chess")
    s.setValue("players/connect4", "{not json")
    s.setValue("display", "[]")
    loaded = load_preferences(s)
    # Garbage never stops the application: the defaults, with a note of what was reset.
    assert replace(loaded, problems=[], kept_aside=None) == Preferences()
    assert {"game", "players/connect4"} <= set(loaded.problems)


def _fake_dice_game(monkeypatch: pytest.MonkeyPatch) -> GameInfo:
    """A registered game with chance and no board widget (as a dice game is before its board exists)."""
    from engine.games import GAMES, GameInfo
    from engine.games.tictactoe import TicTacToe

    class FakeDice(TicTacToe):
        name = "fakedice"
        title = "Fake dice"
        has_chance = True

    info = GameInfo("fakedice", "Fake dice", FakeDice, TTT.evaluations, TTT.default_evaluation, 3, 9)
    monkeypatch.setitem(GAMES, "fakedice", info)
    return info


def test_a_game_without_a_board_is_not_offered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, qapp) -> None:
    from PySide6.QtCore import QSettings

    from gui.app.players import algorithms_for
    from gui.app.preferences import load_preferences
    from gui.board import BOARDS, playable_games

    info = _fake_dice_game(monkeypatch)
    assert algorithms_for(info) == ("expectiminimax", "mcts")
    assert SearchSettings.defaults(info).algorithm == "expectiminimax"
    assert algorithms_for(TTT) == ("minimax", "alphabeta", "pvs", "sss", "dual", "mtdf", "mcts")
    assert "fakedice" not in [g.name for g in playable_games()]
    path = tmp_path / "g.json"
    path.write_text(json.dumps({"format": "minimax-studio-game", "version": 1, "game": "fakedice", "moves": []}))
    with pytest.raises(GameFileError, match="cannot be played in the desktop application"):
        load_game(str(path), playable=BOARDS)
    s = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    s.setValue("game", "fakedice")
    assert load_preferences(s, playable=BOARDS).game == "tictactoe"
    bad = PlayerConfig("computer", SearchSettings.defaults(TTT)).to_dict()  # alpha-beta
    with pytest.raises(SettingsError, match="not offered"):
        PlayerConfig.from_dict(info, bad)
