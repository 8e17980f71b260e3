"""A player that raises, plays an illegal move or kills its process loses by forfeit, with the reason; the
other games are played as if nothing had happened."""

from __future__ import annotations

import os
import random
from dataclasses import replace
from pathlib import Path

import pytest

from engine.agents import Agent
from engine.games import game_info
from engine.match.agents import parse_spec
from engine.match.backends import local_executor
from engine.match.openings import parse_openings
from engine.match.play import Journal, PairJob, play_game, play_pair
from engine.match.runner import Tournament, TournamentConfig, WorkerLost, run

C4 = game_info("connect4")


def test_a_player_that_raises_forfeits_with_the_reason() -> None:
    def broken(game, state, rng):
        raise ZeroDivisionError("my evaluation divided by zero")

    game = C4.factory()
    good = Agent("first", lambda game, state, rng: game.actions(state)[0])
    outcome = play_game(game, (good, Agent("buggy", broken)), (), random.Random(0))
    assert outcome.score == 1.0 and outcome.moves == [1]
    assert outcome.forfeit == "buggy raised ZeroDivisionError: my evaluation divided by zero"


def test_an_illegal_move_forfeits() -> None:
    game = C4.factory()
    cheat = Agent("cheat", lambda game, state, rng: 99)
    outcome = play_game(game, (cheat, Agent("b", lambda game, state, rng: game.actions(state)[0])), (4,),
                        random.Random(0))
    assert outcome.score == 0.0 and outcome.forfeit == "cheat played an illegal move 99"


def dying_play_pair(job: PairJob) -> list:
    """Round 1 of the first pair: game 0 is played, then the process dies while ``b`` (moving first in
    game 1) thinks about its second move - every time, as a player whose code crashes the interpreter."""
    if (job.pair, job.round) != (0, 1):
        return play_pair(job)
    assert job.journal is not None
    play_pair(replace(job, games=tuple(g for g in job.games if g == 0)))
    if 1 in job.games:
        Journal(job.journal).thinking(1, job.b.name, [4, 4])
        os._exit(7)
    return []


def config() -> TournamentConfig:
    players = (parse_spec("alphabeta:2", C4), parse_spec("alphabeta:1", C4))
    return TournamentConfig("connect4", players, games=8, openings=parse_openings("random:2", C4.factory()), seed=2)


def games(t: Tournament) -> dict:
    return {(r["pair"], r["round"], r["index"]): (r["moves"], r["result"], r["forfeit"]) for r in t.records}


def test_a_player_whose_process_dies_forfeits_and_nothing_else_changes() -> None:
    reference = Tournament(config())
    pool = local_executor(2)
    try:
        assert run(reference, pool, 4, renew=pool.renew)
        crashing = Tournament(config())
        assert run(crashing, pool, 4, renew=pool.renew, play=dying_play_pair)
    finally:
        pool.shutdown()
    got, want = games(crashing), games(reference)
    assert len(got) == 8 and sorted(got) == sorted(want)
    moves, result, forfeit = got[(0, 1, 1)]
    assert moves == "44" and result == "0-1"  # alphabeta:1 moved first in game 1 and lost it by forfeit
    assert forfeit is not None and "alphabeta:1" in forfeit and "died" in forfeit
    del got[(0, 1, 1)], want[(0, 1, 1)]
    assert got == want  # every other game, the dead job's finished one included, as if nothing had happened


def refusing_play_pair(job: PairJob) -> list:
    """A worker that cannot build its players (an evaluation its process does not know, say)."""
    raise LookupError(f"no evaluation named 'untitled.py' in {job.game} (this process)")


def test_a_worker_that_cannot_start_says_why() -> None:
    """The tournament ends with the worker's own error, not only "died 3 times while starting"."""
    pool = local_executor(1)
    try:
        run(Tournament(config()), pool, 1, renew=pool.renew, play=refusing_play_pair)
    except WorkerLost as e:
        message = str(e)
    else:
        raise AssertionError("a tournament whose workers cannot start must end")
    finally:
        pool.shutdown()
    assert "while starting" in message
    assert "LookupError: no evaluation named 'untitled.py' in connect4 (this process)" in message


# -- issue 33: a killed tournament's journal folder is swept at the next start --------------------------------
def _dead_pid() -> int:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                          check=True)
    return int(done.stdout)


def test_journal_folders_of_dead_runs_are_swept_and_live_ones_kept(tmp_path: Path) -> None:
    from engine.match.runner import remove_stale_journals

    dead = tmp_path / f"minimax-journals-{_dead_pid()}-abc123"
    (dead / "sub").mkdir(parents=True)
    (dead / "sub" / "1-0-1.jsonl").write_text("{}\n")
    alive = tmp_path / f"minimax-journals-{os.getppid()}-def456"
    alive.mkdir()
    mine = tmp_path / f"minimax-journals-{os.getpid()}-ghi789"
    mine.mkdir()
    not_a_folder = tmp_path / f"minimax-journals-{_dead_pid()}-jkl"
    not_a_folder.write_text("someone's file")
    other = tmp_path / "minimax-journals-oldstyle"
    other.mkdir()
    assert remove_stale_journals(str(tmp_path)) == [dead.name]
    assert not dead.exists() and alive.is_dir() and mine.is_dir() and not_a_folder.is_file() and other.is_dir()


def test_a_tournament_sweeps_the_journals_a_killed_one_left(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    from .cli_helpers import run_captured

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    left = tmp_path / f"minimax-journals-{_dead_pid()}-x1y2z3"
    left.mkdir()
    (left / "0-0-1.jsonl").write_text("{}\n")
    code, _, err = run_captured("tournament", "--game", "tictactoe", "--players", "random", "random", "--games", "2",
                                "--concurrency", "1")
    assert code == 0, err
    assert not left.exists()
