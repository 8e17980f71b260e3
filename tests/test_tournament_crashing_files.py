"""An evaluation file whose code kills its worker process (``os._exit``, a ``BaseException``) costs the
games it plays, each lost by forfeit with the reason, never the tournament: the other games are played."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from engine.games import game_info
from engine.match.agents import parse_spec
from engine.match.backends import local_executor
from engine.match.play import GameRecord, Journal, PairJob, play_pair
from engine.match.runner import Tournament, TournamentConfig
from engine.match.runner import run as run_tournament

from .cli_helpers import run_captured as run

TTT = game_info("tictactoe")

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


pytestmark = pytest.mark.usefixtures("_log_dir")  # a bug's traceback goes to a temporary log folder


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


def text_of(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError:  # a journal removed as it was listed
        return ""


def killer_and_bystander(job: PairJob) -> list[GameRecord]:
    """Round 1's process dies (exit status 7) while its player thinks at the start, every time; round 2's
    job is a bystander that thinks at its first move for a while before it plays normally, so every time
    the pool breaks it is stopped at the same move."""
    assert job.journal is not None
    index = job.games[0]
    thinker = job.a.name if index == 0 else job.b.name
    Journal(job.journal).thinking(index, thinker, [])
    if job.round == 0:
        # Die once the bystander is thinking (its journal, beside this one, says so): a fixed sleep is not
        # enough on a busy machine, where the other worker may still be starting.
        folder, own = os.path.split(job.journal)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not any(
                name != own and '"thinking"' in text_of(Path(folder, name)) for name in os.listdir(folder)):
            time.sleep(0.02)
        os._exit(7)
    time.sleep(3.0)
    return play_pair(job)


def test_a_bystander_stopped_by_the_broken_pool_is_never_forfeited() -> None:
    players = (parse_spec("alphabeta:1", TTT), parse_spec("random", TTT))
    t = Tournament(TournamentConfig("tictactoe", players, games=4, seed=1))
    pool = local_executor(2)
    try:
        assert run_tournament(t, pool, 2, renew=pool.renew, play=killer_and_bystander)
    finally:
        pool.shutdown()
    by_round = {(r["round"], r["index"]): r["forfeit"] for r in t.records}
    assert len(by_round) == 4
    assert all(by_round[(0, i)] is not None and "exit status 7" in by_round[(0, i)] for i in (0, 1))
    assert by_round[(1, 0)] is None and by_round[(1, 1)] is None  # interrupted at the same move, not to blame


def test_a_pool_that_breaks_just_before_a_job_is_handed_to_it_is_renewed_and_the_job_played() -> None:
    """A worker can die between the run's last look at its finished jobs and its next ``submit``: the pool then
    refuses the job (BrokenProcessPool). Before, that ended the tournament with an internal error."""
    from concurrent.futures.process import BrokenProcessPool

    pool = local_executor(2)
    calls = {"submit": 0}
    real_submit = pool.submit

    def submit(fn, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls["submit"] += 1
        if calls["submit"] == 2:
            raise BrokenProcessPool("a worker died just now")
        return real_submit(fn, *args, **kwargs)

    pool.submit = submit  # type: ignore[method-assign]
    players = (parse_spec("alphabeta:1", TTT), parse_spec("random", TTT))
    t = Tournament(TournamentConfig("tictactoe", players, games=4, seed=1))
    try:
        assert run_tournament(t, pool, 2, renew=pool.renew)
    finally:
        pool.shutdown()
    assert len(t.records) == 4 and all(r["forfeit"] is None for r in t.records)
