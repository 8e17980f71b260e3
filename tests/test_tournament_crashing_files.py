"""An evaluation file whose code kills its worker process (``os._exit``, a ``BaseException``) costs the
games it plays, each lost by forfeit with the reason, never the tournament: the other games are played."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from main import main

KILLER = '''GAME = "tictactoe"
PARAMS = {"w": (1.0, 0.0, 10.0)}
import os

def evaluate(state, player, weights):
    os._exit(3)
'''
BASE_EXCEPTION = '''GAME = "tictactoe"
PARAMS = {"w": (1.0, 0.0, 10.0)}

class Boom(BaseException):
    pass

def evaluate(state, player, weights):
    raise Boom("boom")
'''


@pytest.fixture(autouse=True)
def _log_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path_factory.mktemp("log")
    monkeypatch.setenv("MINIMAX_STUDIO_LOG_DIR", str(d))
    return d


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 2
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("source", [KILLER, BASE_EXCEPTION], ids=["os._exit", "BaseException"])
@pytest.mark.parametrize("concurrency", ["1", "2"])
def test_a_file_that_kills_its_process_forfeits_each_game_and_the_run_goes_on(
        tmp_path: Path, source: str, concurrency: str) -> None:
    f = tmp_path / "killer.py"
    f.write_text(source)
    out = tmp_path / "games.jsonl"
    code, stdout, err = run("tournament", "--game", "tictactoe", "--players", f"alphabeta:2,evalfile={f},name=killer",
                            "random", "topleft", "--games", "4", "--concurrency", concurrency, "--out", str(out),
                            "--json")
    assert code == 0, err
    assert "Traceback" not in err
    summary = json.loads(stdout)
    assert summary["games"] == 12
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 12
    killer_games = [r for r in records if "killer" in (r["a"], r["b"])]
    assert len(killer_games) == 8
    for r in killer_games:  # every game of the file's player is lost by it, with the reason
        assert r["forfeit"] is not None and "killer" in r["forfeit"], r
        assert r["winner"] != "killer"
    others = [r for r in records if "killer" not in (r["a"], r["b"])]
    assert all(r["forfeit"] is None for r in others)  # the innocent pair is played as if nothing happened
