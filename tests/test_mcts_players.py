"""``mcts:PLAYOUTS`` as a player: parsed and checked like the other specs, and playing tournaments on the
process pool (each worker builds its player from the spec's text)."""

from __future__ import annotations

import json

import pytest

from engine.errors import InputError
from engine.games import game_info
from engine.match.agents import build, parse_spec
from tests.cli_helpers import run_cli


def test_a_spec_names_playouts_exploration_and_playout_plies() -> None:
    info = game_info("connect4")
    spec = parse_spec("mcts:250,exploration=0.8,plies=6,name=uct", info)
    assert (spec.agent, spec.name, spec.exploration, spec.playout_plies) == ("mcts:250", "uct", 0.8, 6)
    assert spec.searches and not spec.enhancements.active
    timed = spec.with_time(0.5)
    assert timed.time_limit == 0.5 and not timed.enhancements.active  # no iterative deepening for MCTS
    build(spec, info)


@pytest.mark.parametrize("text", ["mcts:0", "mcts:-3", "mcts:x", "mcts:100,tt=16", "mcts:100,iterative",
                                  "mcts:100,exploration=0", "mcts:100,exploration=-2", "mcts:100,plies=-1",
                                  "alphabeta:3,exploration=1"])
def test_bad_specs_are_refused(text: str) -> None:
    with pytest.raises(InputError):
        parse_spec(text, game_info("connect4"))


def test_mcts_plays_a_tournament_on_the_process_pool(capsys) -> None:
    code, out, err = run_cli(capsys, "tournament", "--game", "tictactoe", "--concurrency", "2", "--players",
                             "mcts:300", "random", "--games", "4", "--seed", "2", "--json")
    assert code == 0, err
    data = json.loads(out)
    pair = data["pairs"][0]
    assert (pair["a"], pair["b"]) == ("mcts:300", "random")
    assert pair["wins"] + pair["draws"] + pair["losses"] == 4
    assert pair["losses"] == 0  # 300 playouts a move do not lose tic-tac-toe to random moves
