"""The exported ConnectX agent on kaggle-environments itself, in a Python that has no Minimax Studio.

kaggle-environments is heavy (1.33: about 4.5 minutes and 1.6 GB to install, with jax, open_spiel and
transformers), so it is not a test dependency: these tests run where ``MINIMAX_KAGGLE_PYTHON`` names a Python
that has it, e.g.::

    python3 -m venv /tmp/kaggle && /tmp/kaggle/bin/pip install kaggle-environments
    MINIMAX_KAGGLE_PYTHON=/tmp/kaggle/bin/python pytest tests/test_connectx_kaggle.py

and are skipped, saying so, elsewhere. The quick test plays four games; the slow one is the figure the docs give
(20 against negamax and 20 against random, half as the first player: about 13 minutes).
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from engine.interop.connectx_export import export

KAGGLE_PYTHON = os.environ.get("MINIMAX_KAGGLE_PYTHON", "")
PLAY = Path(__file__).with_name("kaggle_play.py")
pytestmark = pytest.mark.skipif(
    not KAGGLE_PYTHON, reason="set MINIMAX_KAGGLE_PYTHON to a Python with kaggle-environments (and without Minimax "
                              "Studio) to play the exported agent on Kaggle's own environment")


def play(tmp_path: Path, opponent: str, games: int) -> list[dict[str, object]]:
    agent = tmp_path / "submission.py"
    if not agent.exists():
        export(agent)  # the default player, as a user exports it
    # -I: the folder of the test and PYTHONPATH stay out, so nothing of Minimax Studio can be imported
    done = subprocess.run([KAGGLE_PYTHON, "-I", str(PLAY), str(agent), opponent, str(games)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=3600)
    assert done.returncode == 0, done.stderr[-2000:]
    check = subprocess.run([KAGGLE_PYTHON, "-I", "-c", "import importlib.util as u; print(u.find_spec('engine'))"],
                           cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert check.stdout.strip() == "None"  # no Minimax Studio where Kaggle's environment runs
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_it_beats_kaggles_agents_within_the_time(tmp_path: Path) -> None:
    for opponent in ("random", "negamax"):
        games = play(tmp_path, opponent, 2)
        assert [g["reward"] for g in games] == [1, 1], games
        assert all(g["status"] == "DONE" for g in games)  # never TIMEOUT, ERROR or INVALID


@pytest.mark.slow
def test_twenty_games_against_each_of_kaggles_agents(tmp_path: Path) -> None:
    for opponent, needed in (("negamax", 19), ("random", 20)):
        games = play(tmp_path, opponent, 20)
        assert sum(g["first"] for g in games) == 10
        assert sum(g["reward"] == 1 for g in games) >= needed, games
        assert all(g["status"] == "DONE" for g in games), games
