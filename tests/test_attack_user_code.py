"""Attacks on the door for user code: evaluation files that raise anything, return anything, declare anything.

The contract (docs/extending/evaluation.md): whatever a file does is the file's error, one line
naming it (``EvaluationFileError`` when it is loaded, ``EvaluationRuntimeError`` when evaluate runs; exit
status 2 on the command line); never a traceback, never "a bug in Minimax Studio".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cli.common import EXIT_USAGE
from engine.games import GAMES
from engine.plugins import MESSAGE_LIMIT, EvaluationFileError, EvaluationRuntimeError, load_evaluation_source

from .attack import attack_settings, hostile_evaluate_body, hostile_evaluation_file, hostile_top_level
from .cli_helpers import run_captured as run

GAME_NAMES = ["tictactoe", "connect4", "othello", "einstein"]


def assert_one_bounded_line(message: str) -> None:
    assert "\n" not in message and message.startswith("mine.py"), message
    assert len(message) < 8 * MESSAGE_LIMIT


@attack_settings(200)
@given(st.sampled_from(GAME_NAMES), hostile_top_level, hostile_evaluate_body, st.integers(0, 30))
def test_the_door_turns_every_failure_into_the_files_error(game_name: str, top: str, body: str, plies: int) -> None:
    source = hostile_evaluation_file(game_name, top, body)
    try:
        cls = load_evaluation_source(source, "/tmp/mine.py", game_name)
    except EvaluationFileError as e:
        assert_one_bounded_line(str(e))
        return
    info = GAMES[game_name]
    game = info.factory()
    state = game.initial_state()
    for i in range(plies):  # a position along the way (chance nodes resolved by the first outcome)
        if game.is_terminal(state):
            break
        state = game.result(state, game.actions(state)[i % len(game.actions(state))])
    evaluation = cls()
    try:
        value = evaluation.score(state, 0)
    except EvaluationRuntimeError as e:
        assert_one_bounded_line(str(e))
        return
    assert -evaluation.win_score < value < evaluation.win_score


@attack_settings(40)
@given(hostile_top_level, hostile_evaluate_body, st.sampled_from(["analyze", "arena"]))
def test_the_command_line_says_the_files_error_in_one_line(tmp_path_factory: pytest.TempPathFactory, top: str,
                                                           body: str, command: str) -> None:
    path = Path(tmp_path_factory.mktemp("eval")) / "mine.py"
    path.write_text(hostile_evaluation_file("tictactoe", top, body))
    args = (["analyze", "--game", "tictactoe", "--moves", "5", "--depth", "2"] if command == "analyze" else
            ["arena", "--game", "tictactoe", "--players", "alphabeta:2,random", "--games", "1"])
    code, _, err = run(*args, "--eval-file", str(path))
    assert "Traceback" not in err and "internal error" not in err, err
    assert code in (0, EXIT_USAGE), (code, err)
    if code == EXIT_USAGE:
        (line,) = err.splitlines()
        assert line.startswith("error: mine.py") and len(line) < 8 * MESSAGE_LIMIT, line
