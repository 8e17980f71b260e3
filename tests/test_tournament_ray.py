"""The same tournament on Ray tasks and on the local process pool gives the same games, game for game."""

from __future__ import annotations

import pytest

from engine.games import game_info
from engine.match.agents import parse_spec
from engine.match.backends import RayExecutor, local_executor, stop_local
from engine.match.openings import parse_openings
from engine.match.runner import Tournament, TournamentConfig, run

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'minimax-studio[ray]')")


def config() -> TournamentConfig:
    info = game_info("connect4")
    players = tuple(parse_spec(s, info) for s in ("alphabeta:2", "alphabeta:1", "random"))
    return TournamentConfig("connect4", players, games=4, openings=parse_openings("random:2", info.factory()), seed=11)


def games(t: Tournament) -> list[tuple]:
    return sorted((r["pair"], r["round"], r["index"], r["moves"], r["result"]) for r in t.records)


@pytest.fixture
def ray_cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


@pytest.mark.slow
def test_ray_and_the_local_pool_play_the_same_games(ray_cluster) -> None:
    local = Tournament(config())
    pool = local_executor(2)
    try:
        assert run(local, pool, 4)
    finally:
        stop_local(pool)
    on_ray = Tournament(config())
    executor = RayExecutor()
    assert executor.cpus() == 2
    assert run(on_ray, executor, 4)
    executor.shutdown()
    assert ray.is_initialized(), "the executor must not shut down a cluster it did not start"
    assert len(games(on_ray)) == 12
    assert games(on_ray) == games(local)
    assert on_ray.summary() == local.summary()
