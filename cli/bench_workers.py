"""``bench --group workers``: time to depth and time to solve with one worker and with two, on the bench's
positions, and what the measured scaling projects for more cores.

Each workload runs with one worker (the search in this process, as ``--workers 1``) and with two (root
splitting, and where it can run Lazy SMP over the shared table: ``engine.parallel``), back to back,
``--repeat`` times alternating which goes first; the fastest of each counts. The busiest worker's nodes
(the critical path) give the speed-up two free cores would give, whatever else the machine is running.
The worker processes are started before the first workload (their start-up, paid once
per process, is printed apart). The values must be equal (the run checks it); node counts differ, as the
split search's windows are wider for the moves searched at the same time.

The projection to 8 and 16 cores is a model, not a measurement: Amdahl's law with the serial share the
measured two-worker processor-time speed-up implies (one process's processor time over the busiest worker's:
on a shared machine the wall time mostly measures the other users), capped by root splitting's own limit —
no search is faster than its costliest root move, so the speed-up is at most the nodes of all moves over
those of the largest.
"""

from __future__ import annotations

import argparse
import json
import threading
import time
from dataclasses import dataclass
from typing import Any

from engine import native
from engine.enhancements import Enhancements
from engine.game import Game
from engine.games import game_info
from engine.ordering import ORDERINGS
from engine.parallel import Method, ParallelReport, close_shared_pool, parallel_search
from engine.parallel.shared_table import SharedTable
from engine.parallel.tasks import share_table
from engine.parallel.young_brothers import CRITICAL_CPU_S, CRITICAL_NODES
from engine.resources import locate
from engine.search import SearchOptions, search
from engine.search.api import Search
from engine.suites import read_suite

from .common import stop_on_signals

WORKERS = 2
PROJECT_TO = (8, 16)
HEADINGS = ("method", "nodes 1", "time 1", "nodes 2", "busiest", "time 2", "wall", "nodes", "cpu", "cap", "proj. 8",
            "proj. 16")
WIDTHS = (7, 10, 8, 10, 9, 8, 7, 7, 7, 6, 8, 9)
"""The table's columns after the workload's name, right-aligned in these widths."""


def columns(cells: tuple[str, ...]) -> str:
    """The table's cells after the workload's name, each right-aligned in its column and always a space from the
    one before: a node count wider than its column pushes the rest of the row right rather than touch its
    neighbour ("2,326,673 1,277,297", not "2,326,6731,277,297")."""
    return "".join(" " + cell.rjust(width - 1) for cell, width in zip(cells, WIDTHS, strict=True))


@dataclass(frozen=True)
class Scaling:
    name: str
    game: str
    moves: str
    """Moves from the start (positions separated by ","), or "SUITE:N": a shipped suite's first N positions."""
    depth: int | None
    enhancements: Enhancements
    kind: str  # "depth" or "solve"
    margin: bool = False
    faster_wins: bool = False
    record: bool = False
    """The tree recorded, as the window does: only Lazy SMP shares such a search (its main search records)."""


ALL = Enhancements.all(16)
SOLVE = Enhancements(solve=True)
WORKLOADS = (
    Scaling("c4-d9-4453-enhanced", "connect4", "4453", 9, ALL, "depth"),
    Scaling("c4-d9-4453-window+tt", "connect4", "4453", 9, Enhancements(iterative=True, tt_mb=16), "depth",
            record=True),
    Scaling("c4-d8-empty-alphabeta", "connect4", "", 8, Enhancements(), "depth"),
    Scaling("othello-d5-opening-enhanced", "othello", "f5d6c3d3c4f4c5b3c2", 5, ALL, "depth"),
    Scaling("c4-solve-18-empty(x3)", "connect4", "resources/suites/connect4-end-18.txt:3", None, SOLVE, "solve",
            faster_wins=True),
    # The bench's 26-empty solve positions (``bench.SOLVE_26``, written out: bench imports this module): long
    # enough that a worker's fixed costs do not hide the split of the root's moves.
    Scaling("c4-solve-26-empty(x11)", "connect4", "1314554445255224,4444424222566612,4465644646746372,5333355544766637,"
            "4625644744132222,4732344315463324,4444462333276223,4445445545561223,4444441333331156,4444442373223323,"
            "4444416555567666", None, SOLVE, "solve", faster_wins=True),
    Scaling("othello-solve-12-empty(x3)", "othello", "resources/suites/othello-endgame-12.obf:3", None,
            Enhancements(tt_mb=16, ordering=ORDERINGS), "solve", margin=True),
    # FForum's 20-empty problems (#26-#34 are the 20-empty ones; the first three), as ``suite`` solves them.
    Scaling("othello-solve-fforum-20(x3)", "othello", "resources/suites/fforum-20-39.obf:20-empty:3", None,
            Enhancements(tt_mb=16, ordering=ORDERINGS), "solve", margin=True),
)


def projection(speedup: float, workers: int, cap: float, n: int) -> float:
    """Amdahl's law through the measured point, capped by the costliest root move."""
    serial = max(0.0, min(1.0, (workers / speedup - 1) / (workers - 1))) if speedup > 0 else 1.0
    return min(1 / (serial + (1 - serial) / n), cap)


def _setup(w: Scaling) -> tuple[Game, list[Any], SearchOptions]:
    info = game_info(w.game)
    game = info.factory()
    if w.margin:
        game = game.margin_game()
    if w.moves.startswith("resources/"):
        path, count = w.moves.rsplit(":", 1)
        empties = None
        if path.endswith("-empty"):  # "SUITE:N-empty:COUNT": the suite's positions with N empty squares
            path, empty = path.rsplit(":", 1)
            empties = int(empty.removesuffix("-empty"))
        states = [p.state for p in read_suite(locate(path)).problems
                  if empties is None or 64 - (p.state[0] | p.state[1]).bit_count() == empties][:int(count)]
    else:
        states = [game.play(game.initial_state(), game.parse_moves(m)) for m in w.moves.split(",")]
    options = SearchOptions.for_game(info, "alphabeta", depth=w.depth, enhancements=w.enhancements,
                                     faster_wins=w.faster_wins, record=w.record)
    return game, states, options


def methods(w: Scaling) -> tuple[Method, ...]:
    """Root splitting for every workload whose tree is not recorded; Lazy SMP too where it can run (a depth
    search with a table)."""
    if w.kind == "solve":
        return ("split", "auto")  # "auto": Young Brothers Wait (``engine.parallel.young_brothers``)
    lazy: tuple[Method, ...] = ("lazy",) if w.kind == "depth" and w.enhancements.tt_mb else ()
    return lazy if w.record else ("split", *lazy)


def run_one(w: Scaling, method: Method, repeat: int, stop: threading.Event) -> dict[str, Any] | None:
    game, states, options = _setup(w)
    best = {1: float("inf"), WORKERS: float("inf")}
    nodes = {1: 0, WORKERS: 0}
    values: dict[int, list[float | None]] = {}
    total, largest, critical = 0, 0, 0
    cpu = {1: float("inf"), WORKERS: float("inf")}
    for r in range(repeat):
        for workers in ((1, WORKERS) if r % 2 == 0 else (WORKERS, 1)):
            seconds, count, vals, busy = 0.0, 0, [], 0.0
            for state in states:
                report = ParallelReport()
                c0 = time.process_time()
                t0 = time.perf_counter()
                result = (search(game, state, options, stop=stop) if workers == 1
                          else parallel_search(game, state, options, workers, stop=stop, report=report, method=method))
                seconds += time.perf_counter() - t0
                # one process: its own processor time; split: the busiest worker's; lazy: the main search's
                busy += (time.process_time() - c0 if workers == 1 else
                         CRITICAL_CPU_S[0] if method == "auto" and report.split and options.enhancements.solve
                         else max(report.worker_cpu.values(), default=0.0) if method != "lazy"
                         else report.worker_cpu[0])
                if result.stopped:
                    return None
                count += report.total_nodes or result.stats.nodes  # Lazy SMP: every worker's
                vals.append(result.value)
                if workers > 1 and r == 0:
                    total += sum(report.move_nodes.values())
                    largest += max(report.move_nodes.values(), default=0)
                    # the split's busiest worker; Lazy SMP's main search, whose answer it is
                    critical += (CRITICAL_NODES[0] if method == "auto" and options.enhancements.solve
                                 else max(report.worker_nodes.values()) if method != "lazy" else report.worker_nodes[0])
            best[workers] = min(best[workers], seconds)
            cpu[workers] = min(cpu[workers], busy)
            nodes[workers] = count
            values[workers] = vals
    if values[1] != values[WORKERS]:
        raise AssertionError(f"{w.name}: one worker found {values[1]}, two {values[WORKERS]}")
    speedup = best[1] / best[WORKERS]
    cpu_speedup = cpu[1] / cpu[WORKERS] if cpu[WORKERS] > 0 else 1.0
    cap = total / largest if method != "lazy" and largest else float("inf")
    return {"name": w.name, "method": method, "kind": w.kind, "nodes_1": nodes[1], "seconds_1": round(best[1], 4),
            f"nodes_{WORKERS}": nodes[WORKERS], "critical_nodes": critical, f"seconds_{WORKERS}": round(best[WORKERS], 4),
            "speedup": round(speedup, 3), "node_speedup": round(nodes[1] / critical, 3) if critical else None,
            "cpu_1": round(cpu[1], 4), "cpu_busiest": round(cpu[WORKERS], 4), "cpu_speedup": round(cpu_speedup, 3),
            "root_split_cap": round(cap, 2) if cap != float("inf") else None,
            # Lazy SMP gave a search without a table the shared one: its gain is mostly the table's, no scaling
            "projected": None if method == "lazy" and not w.enhancements.tt_mb else
            {str(n): round(projection(cpu_speedup, WORKERS, cap, n), 2) for n in PROJECT_TO}}


def table_cost(w: Scaling, repeat: int) -> tuple[float, float]:
    """Processor microseconds per node of ``w`` in one process with its own table and with the shared one (no
    helper): what the shared table's words cost Lazy SMP's main search, whatever the helpers save it."""
    game, states, options = _setup(w)
    best = [float("inf"), float("inf")]
    for _ in range(repeat):
        for shared in (False, True):
            ctx = Search(game, states[0], options, None, None)
            table = SharedTable.create(options.enhancements.tt_mb) if shared else None
            try:
                if table is not None:
                    share_table(ctx, table, 0)
                c0 = time.thread_time()
                result = ctx.run()
                best[shared] = min(best[shared], (time.thread_time() - c0) / max(1, result.stats.nodes) * 1e6)
            finally:
                if table is not None:
                    table.close()
    return best[0], best[1]


def auto_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """For each workload, the row of what ``--workers`` runs by itself (``engine.parallel``'s "auto"): Lazy SMP
    where it ran, one process for solving, root splitting otherwise."""
    out: dict[str, dict[str, Any]] = {}
    for r in rows:
        if r["kind"] == "solve":
            if r["method"] == "auto" or r["name"] not in out:
                out[r["name"]] = r
        elif r["name"] not in out or r["method"] == "lazy":
            out[r["name"]] = r
    return list(out.values())


def run(args: argparse.Namespace) -> int:
    chosen = [w for w in WORKLOADS if not args.only or args.only in w.name]
    rows: list[dict[str, Any]] = []
    with stop_on_signals() as stop:
        t0 = time.perf_counter()
        warm = ParallelReport()
        game, states, _ = _setup(WORKLOADS[1])
        parallel_search(game, states[0], SearchOptions.for_game(game_info("connect4"), "alphabeta", depth=1),
                        WORKERS, report=warm)  # starts the workers
        start = time.perf_counter() - t0
        if not args.json:
            print(f"engine: {native.mode()}; {WORKERS} worker processes started in {start:.2f} s (once per process)")
            print(f"{'workload':<28}" + columns(HEADINGS), flush=True)
        for w in chosen:
            for method in methods(w):
                row = run_one(w, method, args.repeat, stop)
                if row is None:
                    break
                rows.append(row)
                if not args.json:
                    cap = "-" if row["root_split_cap"] is None else f"{row['root_split_cap']:.1f}"
                    proj = row["projected"]
                    cells = (method, f"{row['nodes_1']:,}", f"{row['seconds_1']:.2f}", f"{row['nodes_2']:,}",
                             f"{row['critical_nodes']:,}", f"{row['seconds_2']:.2f}", f"{row['speedup']:.2f}×",
                             f"{row['node_speedup']:.2f}×", f"{row['cpu_speedup']:.2f}×", cap,
                             f"{proj['8']:.2f}×" if proj else "-", f"{proj['16']:.2f}×" if proj else "-")
                    print(f"{row['name']:<28}" + columns(cells), flush=True)
            if stop.is_set():
                break
        costs = {w.name: table_cost(w, args.repeat) for w in chosen
                 if not stop.is_set() and "lazy" in methods(w) and w.enhancements.tt_mb and not w.record}
    close_shared_pool()
    chosen_rows = auto_rows(rows)
    if args.json:
        print(json.dumps({"engine": native.mode(), "workers": WORKERS, "start_s": round(start, 3), "rows": rows,
                          "auto": {r["name"]: r["method"] for r in chosen_rows},
                          "table_us_per_node": {k: {"own": round(a, 2), "shared": round(b, 2)}
                                                for k, (a, b) in costs.items()}}))
    elif rows:
        print("busiest: the nodes of the worker with the most (split), of the main search (lazy), or the "
              "eldest's plus the busiest worker's share of its brothers (auto solves: Young Brothers Wait; cpu the "
              "same in processor time). Speed-ups: "
              "wall (time 1 / time 2, what this machine gave now), nodes (nodes 1 / busiest), cpu (one process's "
              "processor time / the busiest worker's: what two free cores give). proj.: a projection (Amdahl "
              "through the cpu speed-up, capped by the costliest root move), not a measurement; none where "
              "Lazy SMP gave a search without a table the shared one (the gain is mostly the table's).")
        print(f"--workers {WORKERS} runs: " + "; ".join(
            f"{r['name']} {r['method']} ({r['cpu_speedup']:.2f}× cpu)" if r["method"] != "one"
            else f"{r['name']} in one process" for r in chosen_rows))
        for name, (own, shared) in costs.items():
            print(f"{name}, one process without helpers: {own:.1f} µs of processor time per node with its own "
                  f"table, {shared:.1f} with the shared one ({shared / own:.2f}×: the shared table's words in Python)")
    return 0
