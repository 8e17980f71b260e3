"""The Othello solver's move-order experiments: the root solve of ``suite`` (root score first, its best
move in a window around it, every other move proven below the best) on the problems of an .obf file, one
fresh solver per problem (``suite``'s 16 MB table), with the solver's order thresholds set from the command
line, so that a setting is measured without rebuilding the compiled modules. Node counts are deterministic;
times on a loaded machine only indicative. Checks every score against the file's.

    python scripts/bench_othello_order.py engine/resources/suites/fforum-20-39.obf --from 26 --to 34
    python scripts/bench_othello_order.py ... --eval-empties 16 --w-eval 40 --eval2-empties 18
    TABLE_MB=64 python scripts/bench_othello_order.py ...      # another table size (default: suite's)
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.games.othello.solve_root import DEFAULT_TABLE_MB, RootSolve
from engine.solving import SolveRequest
from engine.suites import read_suite

KNOBS = ("eval_empties", "eval2_empties", "w_eval", "etc_empties", "shallow_empties", "light_empties")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("suite")
    ap.add_argument("--from", dest="first", type=int, default=26, help="first problem number (the % #N comment)")
    ap.add_argument("--to", dest="last", type=int, default=34)
    for knob in KNOBS:
        ap.add_argument("--" + knob.replace("_", "-"), type=int)
    args = ap.parse_args(argv)
    suite = read_suite(args.suite)
    game = suite.game.margin_game()  # scored by the disc difference, as `suite` solves
    request = SolveRequest(float(os.environ.get("TABLE_MB", DEFAULT_TABLE_MB)), 2048, lambda nodes: None, False, False)
    total_nodes, total_time, wrong = 0, 0.0, 0
    for problem in suite.problems:
        number = int(problem.text.rsplit("#", 1)[1].split(",")[0])
        if not args.first <= number <= args.last:
            continue
        start = time.perf_counter()
        rs = RootSolve(game, problem.state, request)
        for knob in KNOBS:
            if getattr(args, knob) is not None:
                setattr(rs.solver, knob, getattr(args, knob))
        results = {m.move: m for m in rs.root_moves()}
        seconds = time.perf_counter() - start
        best = max(m.result for m in results.values())
        ok = problem.expected is None or best == problem.expected
        wrong += not ok
        total_nodes += rs.nodes
        total_time += seconds
        print(f"#{number} {problem.empties} empty: {best:+d} {'ok' if ok else 'WRONG'} "
              f"{rs.nodes:,} nodes {seconds:.2f} s", flush=True)
    print(f"total {total_nodes:,} nodes {total_time:.1f} s, {wrong} wrong "
          f"({', '.join(f'{k}={getattr(args, k)}' for k in KNOBS if getattr(args, k) is not None) or 'defaults'})")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
