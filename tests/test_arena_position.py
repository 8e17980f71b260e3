"""``arena --position``: every game starts from the set-up position; positions no game reaches are refused."""

from __future__ import annotations

import json

import pytest

from tests.cli_helpers import run_captured


def arena_json(*args: str) -> dict:
    code, out, err = run_captured("arena", "--json", *args)
    assert code == 0, err
    return json.loads(out)


def test_games_start_from_the_position():
    # X to move completes the top row: the perfect player holding X wins every game, so with two perfect
    # players each wins the game in which it has X (from the empty board they would only draw).
    data = arena_json("--game", "tictactoe", "--players", "minimax,minimax", "--games", "4",
                      "--position", "XX.OO....")
    assert data["position"] == "XX.OO...."
    assert [(p["wins"], p["draws"], p["losses"]) for p in data["players"]] == [(2, 0, 2), (2, 0, 2)]
    from_start = arena_json("--game", "tictactoe", "--players", "minimax,minimax", "--games", "2")
    assert [p["draws"] for p in from_start["players"]] == [2, 2]
    assert "position" not in from_start


def test_the_text_report_names_the_position():
    code, out, _ = run_captured("arena", "--game", "tictactoe", "--players", "minimax,random", "--games", "2",
                                "--position", "XX.OO....")
    assert code == 0
    assert "from the position XX.OO...." in out


def test_othello_games_from_a_late_position_are_counted():
    # a position from the FForum-style .obf form: 64 squares and the side to move
    board = "-" * 10 + "X" * 24 + "O" * 20 + "-" * 10
    data = arena_json("--game", "othello", "--players", "random,random", "--games", "2", "--position", board + " X")
    assert data["games"] == 2
    assert sum(p["wins"] + p["draws"] + p["losses"] for p in data["players"]) == 4


@pytest.mark.parametrize(("position", "reason"), [
    ("XXXXX....", "impossible"),          # disc counts no game has
    ("XXXOO....", "already over"),        # nothing left to play
    ("XX.OO", "9"),                        # malformed
])
def test_refused_positions_are_one_line_and_exit_2(position, reason):
    code, out, err = run_captured("arena", "--game", "tictactoe", "--players", "minimax,random", "--games", "2",
                                  "--position", position)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and reason in err
