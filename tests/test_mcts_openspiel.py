"""OpenSpiel's MCTSBot beside MCTS in ``bench --compare``: optional, one line when OpenSpiel is absent."""

from __future__ import annotations

import importlib.util

import pytest

from cli.openspiel_mcts import openspiel_mcts, openspiel_state
from engine.games.connect4 import ConnectFour
from engine.games.othello import Othello

from .cli_helpers import run_cli

HAVE_OPENSPIEL = importlib.util.find_spec("pyspiel") is not None


@pytest.mark.skipif(HAVE_OPENSPIEL, reason="OpenSpiel is installed: the comparison runs instead")
def test_without_openspiel_the_comparison_is_one_line_saying_so(capsys):
    assert openspiel_mcts(ConnectFour, ("",), 10, 1) is None
    code, out, _ = run_cli(capsys, "bench", "--group", "mcts", "--only", "ttt-mcts", "--compare")
    assert code == 0
    lines = out.splitlines()
    i = next(k for k, line in enumerate(lines) if line.startswith("ttt-mcts-5000"))
    assert lines[i + 1].strip() == "OpenSpiel: not installed (pip install open_spiel), skipped"


@pytest.mark.skipif(not HAVE_OPENSPIEL, reason="OpenSpiel is not installed")
def test_positions_replay_into_openspiel_and_the_bot_runs_its_playouts():
    import pyspiel  # type: ignore[import-not-found]

    moves = "f5d6c7f3e3d7g3f4e6f6g4h4c6c4h5h6c5h3g5h2d8g6"
    state = openspiel_state(pyspiel.load_game("othello"), Othello, moves)
    ours = Othello()
    mine = ours.play(ours.initial_state(), ours.parse_moves(moves))
    names = sorted(state.action_to_string(state.current_player(), a) for a in state.legal_actions())
    assert names == sorted(ours.format_move(m) for m in ours.actions(mine))
    c4 = openspiel_state(pyspiel.load_game("connect_four"), ConnectFour, "4453")
    assert c4.history() == [3, 3, 4, 2]
    row = openspiel_mcts(ConnectFour, ("", "4453"), 50, 1)
    assert row is not None and row["playouts"] == 100 and row["playouts_per_second"] > 0
