"""--concurrency asks for worker processes; more than a few per core only costs memory (1024 workers on 2
cores took 4 GB), so the local pool is capped at a multiple of the cores, and the command says so."""

from __future__ import annotations

import json

import pytest

from engine.match import backends

from .cli_helpers import run_captured as run


@pytest.fixture
def two_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backends, "cpu_count", lambda: 2)


def test_the_local_pool_is_capped_at_a_multiple_of_the_cores(two_cores: None) -> None:
    cap = 2 * backends.WORKERS_PER_CORE
    assert backends.local_workers(1024) == cap
    assert backends.local_workers(cap) == cap and backends.local_workers(3) == 3
    pool = backends.local_executor(1024)
    try:
        assert pool.workers == cap
    finally:
        pool.shutdown()


def test_the_tournament_says_so(two_cores: None) -> None:
    code, out, err = run("tournament", "--game", "tictactoe", "--players", "random", "topleft", "--games", "2",
                         "--concurrency", "1024", "--json")
    assert code == 0, err
    assert json.loads(out)["games"] == 2
    assert f"--concurrency 1024: using {2 * backends.WORKERS_PER_CORE} worker processes" in err


def test_a_sane_concurrency_says_nothing(two_cores: None) -> None:
    code, _, err = run("tournament", "--game", "tictactoe", "--players", "random", "topleft", "--games", "2",
                       "--concurrency", "2", "--json")
    assert code == 0 and "--concurrency" not in err, err
