"""``contest``: a class contest, every student's file in a folder against every other, each sandboxed."""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from pathlib import Path
from typing import Any

from tqdm import tqdm

from engine.errors import InputError
from engine.games import game_info
from engine.match.backends import parse_concurrency
from engine.match.contest import contest_specs, elo_text, find_contestants, report, report_html
from engine.match.openings import parse_openings
from engine.match.play import GameRecord
from engine.match.runner import ResultFile, Tournament, TournamentConfig, WorkerLost, run
from engine.match.sandbox import DEFAULT_CPU_SECONDS, DEFAULT_LOAD_LIMIT, DEFAULT_MEMORY_MB, SandboxLimits, check_supported, probe

from .common import game_help, seconds_arg
from .tournament import EXIT_INTERRUPTED, json_ready, make_executor

MOVE_GRACE = 1.0
"""Seconds a move may take beyond ``--time-per-move`` before it is forfeited (a search checks the clock
between nodes, and the answer has to travel back from the sandbox)."""
DEPTH_MOVE_LIMIT = 5.0


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser(
        "contest", help="a class contest: every .py file in a folder, sandboxed, with a leaderboard",
        description="Every .py evaluation or player file in FOLDER plays every other (a round robin of "
                    "colour-swapped pairs), each in a sandbox; a file that breaks a rule or a limit loses that "
                    "game by forfeit, with the reason. See docs/teaching/contest.md.")
    p.add_argument("folder", metavar="FOLDER", help="the folder of contestants' .py files")
    p.add_argument("--game", required=True, help=game_help())
    p.add_argument("--depth", type=int, metavar="D", help="search depth of evaluation files (default 3)")
    p.add_argument("--time-per-move", type=seconds_arg("--time-per-move"), metavar="S",
                   help="seconds per move instead of a depth (deepening as far as the time allows)")
    p.add_argument("--games", type=int, default=2, metavar="N", help="games per pair of contestants (default 2)")
    p.add_argument("--openings", metavar="random:PLIES|FILE",
                   help="random legal plies before the contestants take over, or a file of openings")
    p.add_argument("--seed", type=int, default=0, help="seed of the openings and tie-breaks (default 0)")
    p.add_argument("--concurrency", default="auto", metavar="K|auto", help="games played at once (default: one per core)")
    p.add_argument("--out", metavar="FILE.jsonl", help="append every finished game to this file as one JSON line")
    p.add_argument("--resume", action="store_true", help="continue the --out file of an interrupted contest")
    p.add_argument("--html", metavar="FILE.html", help="write the leaderboard as one self-contained web page")
    p.add_argument("--json", action="store_true", help="print the leaderboard as one JSON object")
    p.add_argument("--memory", type=int, default=DEFAULT_MEMORY_MB, metavar="MB",
                   help=f"memory of each contestant's process (default {DEFAULT_MEMORY_MB})")
    p.add_argument("--move-limit", type=seconds_arg("--move-limit"), metavar="S",
                   help=f"seconds a move may take before it is forfeited (default: --time-per-move + {MOVE_GRACE:g}, "
                        f"or {DEPTH_MOVE_LIMIT:g} with a depth)")
    p.add_argument("--load-limit", type=seconds_arg("--load-limit"), default=DEFAULT_LOAD_LIMIT, metavar="S",
                   help=f"seconds a file may take to load (default {DEFAULT_LOAD_LIMIT:g})")
    p.add_argument("--cpu", type=int, default=DEFAULT_CPU_SECONDS, metavar="S",
                   help=f"CPU seconds in all for each contestant's process (default {DEFAULT_CPU_SECONDS})")
    p.set_defaults(func=run_command)


def limits_from(args: argparse.Namespace) -> SandboxLimits:
    if not 32 <= args.memory <= 1 << 20:
        raise InputError(f"--memory must be between 32 and 1048576 MB, got {args.memory}")
    if not 1 <= args.cpu <= 10**6:
        raise InputError(f"--cpu must be between 1 and 1000000 seconds, got {args.cpu}")
    move = args.move_limit
    if move is None:
        move = args.time_per_move + MOVE_GRACE if args.time_per_move is not None else DEPTH_MOVE_LIMIT
    if not move > 0 or not args.load_limit > 0:
        raise InputError("--move-limit and --load-limit must be positive numbers of seconds")
    return SandboxLimits(args.memory, float(move), float(args.load_limit), args.cpu)


def settings_of(args: argparse.Namespace, limits: SandboxLimits) -> dict[str, Any]:
    """What reproduces the contest: the command's settings and seed."""
    command = [f"minimax-studio contest {args.folder} --game {args.game}"]
    if args.depth is not None:
        command.append(f"--depth {args.depth}")
    if args.time_per_move is not None:
        command.append(f"--time-per-move {args.time_per_move:g}")
    command.append(f"--games {args.games} --seed {args.seed}")
    if args.openings:
        command.append(f"--openings {args.openings}")
    command.append(f"--memory {limits.memory_mb} --move-limit {limits.move_limit:g} --load-limit "
                   f"{limits.load_limit:g} --cpu {limits.cpu_seconds}")
    return {"command": " ".join(command), "game": args.game, "depth": args.depth,
            "time_per_move": args.time_per_move, "games_per_pair": args.games, "openings": args.openings or "start",
            "seed": args.seed, "limits": limits.describe()}


def print_text(data: dict[str, Any], interrupted: bool) -> None:
    print(f"{data['game']} contest: {data['played']} of {data['total']} games" + (" (stopped)" if interrupted else ""))
    rows = data["standings"]
    width = max(len(r["name"]) for r in rows)
    print(f"  {'#':>3} {'contestant':<{width}}  {'points':>6} {'won':>4} {'drawn':>5} {'lost':>4}  {'Elo':>11}  forfeits")
    for r in rows:
        elo = elo_text(r)
        print(f"  {r['rank']:>3} {r['name']:<{width}}  {r['points']:>6g} {r['wins']:>4} {r['draws']:>5} "
              f"{r['losses']:>4}  {elo:>11}  {r['forfeits']}")
    for r in rows:
        for reason in r["reasons"]:
            print(f"  forfeit: {r['name']}: {reason['reason']} ({reason['games']} games)")


def run_command(args: argparse.Namespace) -> int:
    check_supported()
    info = game_info(args.game)
    contestants = find_contestants(args.folder)
    limits = limits_from(args)
    specs = contest_specs(contestants, info, args.depth, args.time_per_move, limits)
    if args.resume and not args.out:
        raise InputError("--resume continues an --out file: give --out FILE")
    if args.html:
        html_path = Path(args.html)
        if html_path.is_dir():
            raise InputError(f"--html {args.html} is a folder; give the name of a file")
    config = TournamentConfig(game=info.name, players=tuple(specs), games=args.games,
                              openings=parse_openings(args.openings, info.factory()), seed=args.seed)
    out = ResultFile(args.out, args.resume) if args.out else None
    tournament = Tournament(config, out.records if out else None)
    enforcement = probe().line(limits)
    sys.stderr.write(enforcement + "\n")
    sys.stderr.flush()
    if out is not None:
        out.open()
    stop = threading.Event()
    previous = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)}
    args.backend = "local"
    executor, in_flight, renew = make_executor(args, parse_concurrency(args.concurrency))
    bar = tqdm(total=tournament.total, initial=tournament.played, unit="game", file=sys.stderr, disable=None,
               leave=False, desc="contest")

    def on_record(record: GameRecord) -> None:
        if out is not None:
            out.write(record)
        bar.update(1)

    complete = False
    try:
        complete = run(tournament, executor, in_flight * 2, on_record, stop.is_set, renew=renew)
    except WorkerLost as e:
        sys.stderr.write(f"error: {e}; {tournament.played} games are kept" + (" (--resume continues)\n" if out else "\n"))
        return 1
    finally:
        executor.shutdown()  # before the handlers go back: a second Ctrl-C must not cut the pool's end short
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        bar.close()
        if out is not None:
            out.close()
    files = {c.name: c.path for c in contestants}
    data = report(tournament, settings_of(args, limits), enforcement, files)
    if args.html:
        try:
            Path(args.html).write_text(report_html(data), encoding="utf-8")
        except OSError as e:
            raise InputError(f"cannot write {args.html}: {e.strerror or e}") from None
    if args.json:
        print(json.dumps(json_ready(data)))
    else:
        print_text(data, not complete)
    if not complete:
        sys.stderr.write(f"stopped after {tournament.played} of {tournament.total} games"
                         + (f"; --resume --out {args.out} continues\n" if out else "\n"))
        return EXIT_INTERRUPTED
    return 0
