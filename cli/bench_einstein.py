"""``bench --einstein``: the dice game's workloads, opt-in so the default bench stays short.

1. Expectiminimax at depth 4 from three fixed EinStein positions, plain and with Star1 / Star2
   pruning: nodes, time, nodes/s and the nodes each pruning saved (values are equal by construction,
   and the run checks it).
2. Playing strength: ``expectiminimax:2`` (``race``
   evaluation) against ``random``, 200 games alternating who starts, fixed seed; the target is at
   least 85% wins.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import threading
from typing import Any

from engine.agents import make_agent, play_game
from engine.games import game_info
from engine.games.einstein import EinStein, Race
from engine.search import CHANCE_PRUNING, SearchOptions, search

from .common import stop_on_signals

POSITIONS = (
    ("start-roll3", "r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r 3"),
    ("midgame-blue5", "r1..../.r5.r2./.r4b5../r6b3..b4/...b2b1 b 5"),
    ("opening-blue1", "r1r2r3../r4..../r6.r5.b6/...b5b4/..b3b2b1 b 1"),
)
DEPTH = 4
MODES = CHANCE_PRUNING
ARENA_GAMES = 200
ARENA_SEED = 0
TARGET = 0.85


def search_rows(repeat: int = 1, stop: threading.Event | None = None) -> list[dict[str, Any]]:
    """The workloads' rows; when ``stop`` is set, only those finished before it."""
    rows: list[dict[str, Any]] = []
    for name, text in POSITIONS:
        plain_nodes = 0
        plain_value: float | None = None
        for mode in MODES:
            best = None
            for _ in range(max(1, repeat)):
                game = EinStein()  # fresh: no expansion cache carried over between runs
                state = game.parse_position(text)
                r = search(game, state, SearchOptions("expectiminimax", depth=DEPTH, evaluation=Race(),
                                                      chance_pruning=mode), stop=stop)
                if stop is not None and stop.is_set():
                    return rows
                if best is None or r.stats.elapsed_s < best.stats.elapsed_s:
                    best = r
            assert best is not None and best.value is not None
            s = best.stats
            if mode == "none":
                plain_nodes, plain_value = s.nodes, best.value
            assert plain_value is not None and math.isclose(best.value, plain_value, abs_tol=1e-9), (name, mode)
            rows.append({
                "name": f"ewn-{name}-d{DEPTH}-{mode}", "nodes": s.nodes, "seconds": round(s.elapsed_s, 4),
                "nodes_per_second": round(s.nodes_per_second), "value": round(best.value, 6),
                "chance_cutoffs": s.chance_cutoffs, "probes": s.probes,
                "saved": None if mode == "none" else round(1 - s.nodes / plain_nodes, 4),
            })
    return rows


def arena_row(games: int = ARENA_GAMES, seed: int = ARENA_SEED,
              stop: threading.Event | None = None) -> dict[str, Any] | None:
    """The strength row; None when ``stop`` was set before the games were all played."""
    info = game_info("einstein")
    agents = [make_agent("expectiminimax:2", info, Race()), make_agent("random", info)]
    game = EinStein()
    rng = random.Random(seed)
    wins = 0
    for i in range(games):
        if stop is not None and stop.is_set():
            return None
        first = i % 2
        outcome, _ = play_game(game, (agents[first], agents[1 - first]), rng)
        wins += (outcome if first == 0 else -outcome) > 0
    return {"name": "ewn-expectiminimax2-vs-random", "games": games, "wins": wins, "win_rate": wins / games,
            "target": TARGET, "met": wins / games >= TARGET}


def run(args: argparse.Namespace) -> int:
    # Ctrl-C or SIGTERM: what finished is printed (exit 0); the rest is left out.
    with stop_on_signals() as stop:
        rows = search_rows(args.repeat, stop)
        arena = None if stop.is_set() else arena_row(stop=stop)
        interrupted = stop.is_set()
        if args.json:
            data: dict[str, Any] = {"workloads": rows, "signature": sum(r["nodes"] for r in rows), "arena": arena}
            if interrupted:
                data["interrupted"] = True
            print(json.dumps(data))
            return 0
        print(f"{'workload':<36}{'nodes':>11}{'time (s)':>10}{'nodes/s':>10}{'saved':>8}{'chance cuts':>13}")
        for r in rows:
            saved = "" if r["saved"] is None else f"{100 * r['saved']:.1f}%"
            print(f"{r['name']:<36}{r['nodes']:>11,}{r['seconds']:>10.3f}{r['nodes_per_second']:>10,}{saved:>8}"
                  f"{r['chance_cutoffs']:>13,}")
        if interrupted:
            print(f"Interrupted: {len(rows)} of {len(POSITIONS) * len(MODES)} search workloads finished "
                  "(the signature covers only those)")
        print(f"{'signature (total nodes)':<36}{sum(r['nodes'] for r in rows):>11,}")
        if arena is not None:
            print(f"expectiminimax:2 (race) vs random: {arena['wins']}/{arena['games']} wins "
                  f"({100 * arena['win_rate']:.1f}%; target ≥ {100 * TARGET:.0f}%: {'met' if arena['met'] else 'NOT met'})")
    return 0
