"""``bench``: fixed search workloads; nodes, time and nodes/s for each, and a regression signature.

Node counts are deterministic: the total changes only when search behaviour changes, so it is the
signature to compare between versions. Times depend on the machine; the README lists this
project's figures on its reference machine (2 cores).
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass

from engine.game import Game
from engine.games.connect4 import ConnectFour, Windows
from engine.games.tictactoe import TicTacToe
from engine.search import SearchOptions, search


@dataclass(frozen=True)
class Workload:
    name: str
    game: type[Game]
    moves: str
    algorithm: str
    depth: int | None
    record: bool = False


WORKLOADS = (
    Workload("ttt-minimax-full", TicTacToe, "", "minimax", None),
    Workload("ttt-alphabeta-full", TicTacToe, "", "alphabeta", None),
    Workload("c4-alphabeta-d6-empty", ConnectFour, "", "alphabeta", 6),
    Workload("c4-alphabeta-d8-4453", ConnectFour, "4453", "alphabeta", 8),
    Workload("c4-alphabeta-d7-444333", ConnectFour, "444333", "alphabeta", 7),
    Workload("c4-alphabeta-d7-3425", ConnectFour, "3425", "alphabeta", 7),
    Workload("c4-alphabeta-d7-3344", ConnectFour, "3344", "alphabeta", 7),
    Workload("c4-alphabeta-d6-4453-recorded", ConnectFour, "4453", "alphabeta", 6, record=True),
    Workload("c4-alphabeta-d6-4453", ConnectFour, "4453", "alphabeta", 6),
    Workload("ttt-alphabeta-full-recorded", TicTacToe, "", "alphabeta", None, record=True),
)


def add_parser(sub: argparse._SubParsersAction, parser_class: type) -> None:
    p = sub.add_parser("bench", help="run the fixed benchmark workloads",
                       description="Run fixed search workloads and print nodes, time and nodes/s for each.")
    p.add_argument("--only", help="run only workloads whose name contains this text")
    p.add_argument("--repeat", type=int, default=1, help="runs per workload; the fastest counts (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--einstein", action="store_true",
                   help="run the EinStein workloads instead (Star1/Star2 vs plain expectiminimax; play vs random)")
    p.set_defaults(func=run)


def run_workload(w: Workload, repeat: int = 1) -> dict[str, float | int | str]:
    best = None
    for _ in range(max(1, repeat)):
        game = w.game()  # fresh: no move-generation cache carried over from an earlier run
        state = game.play(game.initial_state(), game.parse_moves(w.moves))  # type: ignore[attr-defined]
        options = SearchOptions(algorithm=w.algorithm, depth=w.depth,
                                evaluation=Windows() if isinstance(game, ConnectFour) else None,
                                record=w.record, record_budget=1_000_000)
        r = search(game, state, options)
        if best is None or r.stats.elapsed_s < best.stats.elapsed_s:
            best = r
    assert best is not None
    s = best.stats
    return {"name": w.name, "nodes": s.nodes, "seconds": round(s.elapsed_s, 4),
            "nodes_per_second": round(s.nodes_per_second), "value": best.value, "best_move": best.best_move}


def run(args: argparse.Namespace) -> int:
    if args.einstein:
        from . import bench_einstein
        return bench_einstein.run(args)
    chosen = [w for w in WORKLOADS if not args.only or args.only in w.name]
    rows = []
    if not args.json:
        print(f"{'workload':<32}{'nodes':>12}{'time (s)':>11}{'nodes/s':>12}")
    for w in chosen:
        row = run_workload(w, args.repeat)
        rows.append(row)
        if not args.json:
            print(f"{row['name']:<32}{row['nodes']:>12,}{row['seconds']:>11.3f}{row['nodes_per_second']:>12,}")
    total = sum(int(r["nodes"]) for r in rows)
    by_name = {r["name"]: r for r in rows}
    overhead = None
    if "c4-alphabeta-d6-4453-recorded" in by_name and "c4-alphabeta-d6-4453" in by_name:
        overhead = float(by_name["c4-alphabeta-d6-4453-recorded"]["seconds"]) / max(
            1e-9, float(by_name["c4-alphabeta-d6-4453"]["seconds"]))
    if args.json:
        print(json.dumps({"workloads": rows, "signature": total, "recording_overhead": overhead}))
    else:
        print(f"{'signature (total nodes)':<32}{total:>12,}")
        if overhead is not None:
            print(f"tree recording costs {overhead:.2f}× the same search without it (Connect Four, depth 6)")
    return 0
