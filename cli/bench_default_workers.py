"""``bench --group workers-default``: the default workers (``--workers`` not given) against ``--workers 1``, on
small, medium and long searches, each as a user runs it: ``analyze`` in a fresh process (so the default pays
whatever starting helpers costs it, every time), alternating which goes first, ``--repeat`` times, the fastest
of each counting. Two ratios (default over one worker): the search's own time (``stats.elapsed_s``) and the
whole process's. The policy (``engine.parallel.paying``) promises at most 1.10 on every search; the gain shows
on the long ones when a core is free (on a machine whose cores are busy the default stays in one process).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any

from engine import native
from engine.errors import InputError
from engine.parallel import START_AFTER_S, cores

from .common import stop_on_signals

MAIN = ["-m", "main"]
"""The program, run afresh for each measurement (``main`` is a module of the installation, as the
``minimax-studio`` command's entry point is)."""
PROMISE = 1.10


@dataclass(frozen=True)
class Case:
    name: str
    size: str  # small, medium, long
    args: tuple[str, ...]


CASES = (
    Case("ttt-alphabeta", "small", ("--game", "tictactoe", "--algorithm", "alphabeta")),
    Case("c4-d5-empty", "small", ("--game", "connect4", "--depth", "5")),
    Case("c4-d7-empty", "medium", ("--game", "connect4", "--depth", "7")),
    Case("c4-d9-4453-enhanced", "medium", ("--game", "connect4", "--moves", "4453", "--depth", "9", "--iterative",
                                           "--tt-mb", "16", "--ordering", "all", "--pvs")),
    Case("c4-d8-empty", "long", ("--game", "connect4", "--depth", "8")),
    Case("c4-d11-4453-enhanced", "long", ("--game", "connect4", "--moves", "4453", "--depth", "11", "--iterative",
                                          "--tt-mb", "16", "--ordering", "all", "--pvs")),
)
HEADINGS = ("size", "engine 1", "engine dflt", "ratio", "process 1", "process dflt", "ratio", "workers")
WIDTHS = (7, 10, 12, 7, 10, 13, 7, 8)


def columns(cells: tuple[str, ...]) -> str:
    return "".join(" " + cell.rjust(width - 1) for cell, width in zip(cells, WIDTHS, strict=True))


def analyze(case: Case, one: bool) -> tuple[float, float, dict[str, Any]]:
    """One ``analyze --json`` in a fresh process: the engine's seconds, the process's, and its answer."""
    env = {k: v for k, v in os.environ.items() if k != "MINIMAX_STUDIO_WORKERS"}  # the default a user gets
    command = [sys.executable, *MAIN, "analyze", *case.args, "--json", *(("--workers", "1") if one else ())]
    t0 = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - t0
    if done.returncode != 0:
        raise InputError(f"bench {case.name}: analyze ended with status {done.returncode}: "
                         f"{done.stderr.strip()[-300:]}")
    data = json.loads(done.stdout)
    return float(data["stats"]["elapsed_s"]), seconds, data


def run_case(case: Case, repeat: int, stop: threading.Event) -> dict[str, Any] | None:
    best = {True: [float("inf"), float("inf")], False: [float("inf"), float("inf")]}
    answers: dict[bool, Any] = {}
    workers = 1
    for r in range(repeat):
        for one in ((True, False) if r % 2 == 0 else (False, True)):
            if stop.is_set():
                return None
            engine_s, process_s, data = analyze(case, one)
            best[one] = [min(best[one][0], engine_s), min(best[one][1], process_s)]
            answers[one] = data["value"]
            if not one:
                workers = max(workers, int(data["workers"]))
    if answers[True] != answers[False]:
        raise AssertionError(f"{case.name}: one worker found {answers[True]}, the default {answers[False]}")
    return {"name": case.name, "size": case.size, "engine_1": round(best[True][0], 6),
            "engine_default": round(best[False][0], 6), "engine_ratio": round(best[False][0] / best[True][0], 3),
            "process_1": round(best[True][1], 3), "process_default": round(best[False][1], 3),
            "process_ratio": round(best[False][1] / best[True][1], 3), "workers": workers}


def run(args: argparse.Namespace) -> int:
    chosen = [c for c in CASES if not args.only or args.only in c.name]
    if not chosen:
        raise InputError(f"no workload named with {args.only!r} in group 'workers-default' (bench --help lists them)")
    rows: list[dict[str, Any]] = []
    with stop_on_signals() as stop:
        if not args.json:
            print(f"engine: {native.mode()}; {cores()} cores; the default workers against --workers 1, each run a "
                  f"fresh analyze (helpers join after {START_AFTER_S:g} s, on free cores only)")
            print(f"{'workload':<24}" + columns(HEADINGS), flush=True)
        for case in chosen:
            row = run_case(case, args.repeat, stop)
            if row is None:
                break
            rows.append(row)
            if not args.json:
                print(f"{row['name']:<24}" + columns((
                    row["size"], f"{row['engine_1']:.3f}", f"{row['engine_default']:.3f}",
                    f"{row['engine_ratio']:.2f}×", f"{row['process_1']:.2f}", f"{row['process_default']:.2f}",
                    f"{row['process_ratio']:.2f}×", str(row["workers"]))), flush=True)
    worst = max((r["engine_ratio"] for r in rows), default=None)
    if args.json:
        print(json.dumps({"engine": native.mode(), "cores": cores(), "start_after_s": START_AFTER_S,
                          "promise": PROMISE, "rows": rows}))
    elif rows and worst is not None:
        print(f"ratio: the default's seconds over one worker's (engine: the search's own time; process: the whole "
              f"analyze); below 1 where workers is 2 or more, the helpers paid (with 1, the difference is noise). "
              f"Worst engine ratio {worst:.2f}× (the policy's promise: at most {PROMISE:.2f}×). workers: the "
              "processes the default used (1: no helper joined).")
    return 0
