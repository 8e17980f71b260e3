"""``suite``: run a standard test suite (Edax ``.obf`` for Othello, Pascal Pons's Connect Four sets) and report
each position's best move and value beside the expected ones, nodes, time and nodes/s, then totals.

Unreadable lines are reported with their line numbers on stderr and the rest runs; a file with no
position to run is bad input (exit 2). Ctrl-C stops the position being searched and prints the totals
of those finished.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine.errors import InputError
from engine.parallel import default_workers
from engine.resources import locate
from engine.suite_run import Outcome, SuiteRunner, SuiteSettings, Totals, totals
from engine.suites import FORMATS, OBF, PONS, Suite, nothing_to_run, read_suite

from .common import add_workers_argument, float_arg, int_arg, parse_depth, stop_on_signals


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser(
        "suite", help="run a test suite (Edax .obf, Pascal Pons's Connect Four sets) and check every answer",
        description="Solve or search every position of a test suite and compare the best move and the value with "
                    "the suite's. Scores are counted as the suites count them. Othello (.obf): "
                    + OBF.convention + ". Connect Four (Pascal Pons's MOVES SCORE lines): " + PONS.convention + ".")
    p.add_argument("file", metavar="FILE", help="the suite file (.obf, or Pascal Pons's 'MOVES SCORE' lines)")
    p.add_argument("--format", choices=tuple(FORMATS), help="the file's format (default: .obf by the name, else "
                                                            "recognised from the first line)")
    p.add_argument("--depth", help="search this many plies with the game's evaluation instead of solving (only the "
                                   "move is then checked); default: full, the exact solver")
    p.add_argument("--wld", action="store_true",
                   help="solve for win/draw/loss only: faster; a value is checked by its sign, a move by keeping "
                        "the best result")
    p.add_argument("--tt-mb", type=float_arg("--tt-mb"), metavar="MB", help="the table's size in megabytes")
    p.add_argument("--time", type=float_arg("--time"), metavar="S", help="stop each position after S seconds")
    p.add_argument("--nodes", type=int_arg("--nodes"), metavar="N", help="stop each position after N nodes")
    p.add_argument("--first", type=int_arg("--first", 1), metavar="N", help="run only the first N positions")
    add_workers_argument(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--quiet", action="store_true", help="no progress line on stderr")
    p.set_defaults(func=run)


def _settings(args: argparse.Namespace) -> SuiteSettings:
    depth = parse_depth(args.depth)
    if depth == "default":
        depth = None
    if args.wld and depth is not None:
        raise InputError("--wld goes with solving (no --depth)")
    if args.time is not None and not args.time > 0:
        raise InputError(f"--time must be a positive number of seconds, got {args.time:g}")
    if args.nodes is not None and args.nodes < 1:
        raise InputError(f"--nodes must be at least 1, got {args.nodes}")
    if args.tt_mb is not None and not 0 < args.tt_mb <= 4096:
        raise InputError(f"--tt-mb must be between 0 and 4096 megabytes, got {args.tt_mb:g}")
    return SuiteSettings(depth=depth, wld=args.wld, tt_mb=args.tt_mb or 0.0, time_limit=args.time,
                         node_limit=args.nodes)


def run(args: argparse.Namespace) -> int:
    settings = _settings(args)
    suite = read_suite(locate(args.file), args.format)  # the file as named is what the output shows
    for bad in suite.bad_lines:
        sys.stderr.write(f"{args.file}: line {bad.line}: {bad.reason}\n")
    if args.first is not None:
        suite.problems[args.first:] = []
    if not suite.problems:
        raise InputError(f"suite {args.file!r}: {nothing_to_run(suite)}")
    runner = SuiteRunner(suite, settings)
    # A solve is shared by Young Brothers Wait when --workers asks for it (engine.parallel.young_brothers); the
    # default solves in one process (the split did not pay on every position measured: issue-33 policy).
    runner.workers = args.workers or (default_workers() if settings.depth is not None else 1)
    runner.by_default = args.workers is None
    show_progress = not args.quiet and _is_terminal()
    count = len(suite.problems)

    def progress(done: int, outcome: Outcome) -> None:
        if show_progress:
            ok = {True: "right", False: "WRONG", None: "unchecked"}[outcome.correct]
            sys.stderr.write(f"\r\033[K{done}/{count} positions (line {outcome.problem.line}: {ok}) "
                             "… Ctrl-C stops")
            sys.stderr.flush()

    with stop_on_signals() as stop:
        outcomes = runner.run(stop, progress)
    if show_progress:
        sys.stderr.write("\r\033[K")
    for line, failure in runner.failures:  # as ``analyze`` says them: the figures may lack a worker's part
        sys.stderr.write(f"warning: line {line}: {failure}\n")
    interrupted = stop.is_set()
    if args.json:
        print(json.dumps(to_json(args.file, suite, runner, outcomes, interrupted)))
    else:
        print(to_text(args.file, suite, runner, outcomes, interrupted))
    return 0


def _is_terminal() -> bool:
    try:
        return sys.stderr.isatty()
    except (OSError, ValueError):
        return False


def _mark(ok: bool | None) -> str:
    return {True: "yes", False: "NO", None: "-"}[ok]


def _signed(x: int | None) -> str:
    return "-" if x is None else f"{x:+d}"


def to_text(path: str, suite: Suite, runner: SuiteRunner, outcomes: list[Outcome], interrupted: bool) -> str:
    game, fmt = suite.game, suite.format
    lines = [f"Suite {path}: {len(suite.problems)} {game.title} position{'s' * (len(suite.problems) != 1)} "
             f"({fmt.title}), {runner.settings.describe()}"
             + ((f", up to {runner.workers} workers (helpers only once a search has run long enough)"
                 if runner.by_default else f", {runner.workers} workers") if runner.workers > 1 else ""),
             f"Scores: {fmt.convention}." + (" With --wld only their sign (+1 won, 0 drawn, -1 lost)."
                                             if runner.settings.wld else ""),
             ""]
    moves_listed = any(p.move_scores for p in suite.problems)
    head = f"{'line':>5} {'empty':>5}  " + (f"{'best':>4}  {'expected':<10}" if moves_listed else f"{'best':>4}  ")
    head += f"{'value':>5} {'expected':>8}  {'right':>5} {'nodes':>12} {'time (s)':>9} {'nodes/s':>11}"
    lines.append(head)
    for o in outcomes:
        p = o.problem
        best = "-" if o.best_move is None else game.format_move(o.best_move)
        row = f"{p.line:>5} {p.empties:>5}  {best:>4}  "
        if moves_listed:
            expected_moves = ",".join(game.format_move(m) for m in p.best_moves) or "-"
            row += f"{expected_moves:<10}"
        expected_value = p.expected
        if runner.settings.wld and expected_value is not None:
            expected_value = (expected_value > 0) - (expected_value < 0)
        row += (f"{_signed(o.value):>5} {_signed(expected_value):>8}  {_mark(o.correct):>5} {o.nodes:>12,} "
                f"{o.seconds:>9.3f} {o.nodes_per_second:>11,.0f}")
        if o.stopped:
            row += "  (stopped)"
        lines.append(row)
    t = totals(outcomes)
    lines.append("")
    lines.append(_totals_line(t, len(suite.problems)))
    if suite.bad_lines:
        lines.append(f"Unreadable lines (skipped): {', '.join(str(b.line) for b in suite.bad_lines)} (reasons on stderr)")
    if interrupted:
        lines.append("Stopped before the end: the totals count the positions finished.")
    return "\n".join(lines)


def _totals_line(t: Totals, count: int) -> str:
    unchecked = t.positions - t.checked
    return (f"Totals: {t.correct}/{t.checked} right" + (f" ({unchecked} with nothing to check)" if unchecked else "")
            + f", {t.positions}/{count} positions run; time {t.seconds:.2f} s (mean {t.mean_seconds:.3f} s); "
            f"{t.nodes:,} nodes ({t.nodes_per_second:,.0f} nodes/s)")


def to_json(path: str, suite: Suite, runner: SuiteRunner, outcomes: list[Outcome], interrupted: bool) -> dict[str, Any]:
    game = suite.game

    def move(m: int | None) -> str | None:
        return None if m is None else game.format_move(m)

    t = totals(outcomes)
    return {
        "file": path,
        "format": suite.format.name,
        "game": game.name,
        "settings": runner.settings.describe(),
        "workers": runner.workers,
        "convention": suite.format.convention,
        "wld": runner.settings.wld,
        "positions": [
            {"line": o.problem.line, "position": game.format_position(o.problem.state), "empties": o.problem.empties,
             "best_move": move(o.best_move), "expected_moves": [move(m) for m in o.problem.best_moves],
             "value": o.value, "expected_value": o.problem.expected, "move_ok": o.move_ok, "value_ok": o.value_ok,
             "correct": o.correct, "nodes": o.nodes, "seconds": round(o.seconds, 6),
             "nodes_per_second": round(o.nodes_per_second), "stopped": o.stopped}
            for o in outcomes
        ],
        "bad_lines": [{"line": b.line, "reason": b.reason} for b in suite.bad_lines],
        "totals": {"positions": t.positions, "of": len(suite.problems), "checked": t.checked, "correct": t.correct,
                   "all_correct": t.checked == t.positions == len(suite.problems) and t.correct == t.checked,
                   "seconds": round(t.seconds, 6), "mean_seconds": round(t.mean_seconds, 6), "nodes": t.nodes,
                   "nodes_per_second": round(t.nodes_per_second), "stopped": interrupted},
    }
