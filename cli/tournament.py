"""``tournament``: a round robin between agents, with Elo, its error and an SPRT, on every core or on Ray."""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from concurrent.futures import Executor
from typing import Any

from tqdm import tqdm

from engine.errors import InputError
from engine.games import game_info
from engine.match.agents import parse_spec, unique_names
from engine.match.backends import BACKENDS, RayExecutor, capped_note, local_executor, parse_concurrency
from engine.match.openings import parse_openings
from engine.match.play import GameRecord
from engine.match.runner import PairStats, Renew, ResultFile, Tournament, TournamentConfig, WorkerLost, run
from engine.match.sandbox import DEFAULT_MOVE_LIMIT, SandboxLimits, check_supported, probe
from engine.match.stats import parse_sprt

from .common import game_help, seconds_arg

EXIT_INTERRUPTED = 130


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser(
        "tournament", help="a round robin with Elo and SPRT",
        description="Every pair of players plays N games, in colour-swapped pairs from the same opening. "
                    "A player is KIND[:DEPTH][,OPTION...], e.g. alphabeta:6,eval=windows,centre=5,tt=16,name=c5 "
                    "(see docs/guide/tournaments.md).")
    p.add_argument("--game", required=True, help=game_help())
    p.add_argument("--players", required=True, nargs="+", metavar="SPEC", help="two or more player specs")
    p.add_argument("--games", type=int, required=True, metavar="N", help="games per pair of players")
    p.add_argument("--concurrency", default="auto", metavar="K|auto",
                   help="games played at once (default auto: one per core; on Ray: the cluster's CPUs)")
    p.add_argument("--backend", choices=BACKENDS, default="local",
                   help="local process pool (default) or Ray (RAY_ADDRESS, or a local cluster)")
    p.add_argument("--openings", metavar="random:PLIES|FILE",
                   help="random legal plies before the players take over, or a file of openings (one per line)")
    p.add_argument("--sprt", metavar="elo0=E0,elo1=E1,alpha=A,beta=B",
                   help="stop a pair once the sequential test decides (logistic Elo; default 0,10,0.05,0.05)")
    p.add_argument("--time-per-move", type=seconds_arg("--time-per-move"), metavar="S",
                   help="seconds per move for search players")
    p.add_argument("--out", metavar="FILE.jsonl", help="append every finished game to this file as one JSON line")
    p.add_argument("--resume", action="store_true", help="continue the --out file of an interrupted run")
    p.add_argument("--seed", type=int, default=0, help="seed of the openings, dice and tie-breaks (default 0)")
    p.add_argument("--sandbox", action="store_true",
                   help="run every evalfile= in a sandboxed process of its own (untrusted code: no files, network or "
                        "processes where this system allows; memory and time capped); a rule it breaks loses that "
                        "game by forfeit, with the reason")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run_command)


def build_config(args: argparse.Namespace) -> TournamentConfig:
    info = game_info(args.game)
    if args.time_per_move is not None and not args.time_per_move > 0:
        raise InputError(f"--time-per-move must be a positive number of seconds, got {args.time_per_move:g}")
    if args.resume and not args.out:
        raise InputError("--resume continues an --out file: give --out FILE")
    sandbox = None
    if getattr(args, "sandbox", False):
        check_supported()
        grace = args.time_per_move + 1.0 if args.time_per_move is not None else DEFAULT_MOVE_LIMIT
        sandbox = SandboxLimits(move_limit=grace)
    specs = unique_names([parse_spec(s, info, sandbox).with_time(args.time_per_move) for s in args.players])
    return TournamentConfig(game=info.name, players=tuple(specs), games=args.games,
                            openings=parse_openings(args.openings, info.factory()), seed=args.seed,
                            sprt=parse_sprt(args.sprt) if args.sprt is not None else None)


def signed(x: float | None, digits: int = 1) -> str:
    if x is None:
        return "n/a"
    return f"{x:+.{digits}f}"


def elo_text(s: PairStats) -> str:
    score = s.score
    if score is None:
        return "Elo n/a"
    if score in (0.0, 1.0):
        return f"Elo {'+' if score == 1.0 else '-'}inf (score {score:.0%})"
    est = s.elo()
    diff = s.summary()["elo_diff"]
    err = est.error if est else None
    return f"Elo {signed(diff)} ± {err:.1f}" if err is not None else f"Elo {signed(diff)}"


def sprt_text(s: PairStats) -> str:
    cfg = s.sprt_config
    if cfg is None:
        return ""
    state = {"H1": "H1 accepted", "H0": "H0 accepted"}.get(s.decision or "", "running")
    return f"LLR {s.llr():.2f} ({cfg.lower:.2f}, {cfg.upper:.2f}) {state}"


def print_text(t: Tournament, interrupted: bool) -> None:
    cfg = t.config
    print(f"{t.info.title}: {t.played} of {t.total} games, {len(cfg.players)} players, "
          f"openings {cfg.openings.describe()}, seed {cfg.seed}" + (" (stopped)" if interrupted else ""))
    width = max(len(n) for n in t.names)
    print(f"  {'player':<{width}}  {'wins':>6} {'draws':>6} {'losses':>6} {'score':>7}")
    for row in sorted(t.player_table(), key=lambda r: -r["score"]):
        print(f"  {row['name']:<{width}}  {row['wins']:>6} {row['draws']:>6} {row['losses']:>6} {row['score']:>7.1f}")
    for s in t.stats:
        summary = s.summary()
        lo, hi = summary["elo_ci95"]
        ci = f" [{signed(lo)}, {signed(hi)}] ({summary['ci_model']})" if s.games else ""
        extra = f"  forfeits {s.forfeits}" if s.forfeits else ""
        sprt = f"  SPRT {sprt_text(s)}" if s.sprt_config else ""
        print(f"  {s.a} vs {s.b}: +{s.wins} ={s.draws} -{s.losses}  {elo_text(s)}{ci}{sprt}{extra}")


def make_executor(args: argparse.Namespace, concurrency: int | None) -> tuple[Executor, int, Renew | None]:
    """The executor, the jobs to keep in flight, and how to renew it after a worker died (None: Ray
    retries its tasks itself)."""
    if args.backend == "ray":
        ray = RayExecutor(num_cpus=concurrency)
        return ray, concurrency or ray.cpus(), None
    requested = concurrency or parse_concurrency("auto")
    note = capped_note(requested)
    if note:
        sys.stderr.write(f"note: {note}\n")
    local = local_executor(requested)
    return local, local.workers, local.renew


def run_command(args: argparse.Namespace) -> int:
    config = build_config(args)
    concurrency = None if args.concurrency == "auto" and args.backend == "ray" else parse_concurrency(args.concurrency)
    out = ResultFile(args.out, args.resume) if args.out else None
    tournament = Tournament(config, out.records if out else None)
    sandboxed = [p.sandbox for p in config.players if p.sandbox is not None]
    if sandboxed:
        sys.stderr.write(probe().line(sandboxed[0]) + "\n")
    if out is not None:
        out.open()
    stop = threading.Event()
    # Ctrl-C and kill (SIGTERM) stop the run and keep what was played, as the result file does.
    previous = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)}
    executor, in_flight, renew = make_executor(args, concurrency)
    bar = tqdm(total=tournament.total, initial=tournament.played, unit="game", file=sys.stderr, disable=None,
               leave=False, desc="tournament")
    two = len(tournament.stats) == 1

    def on_record(record: GameRecord) -> None:
        if out is not None:
            out.write(record)
        if record.get("forfeit"):  # one line each: who lost by forfeit, and why (an outside program's reason)
            bar.write(f"forfeit: {record['forfeit']}", file=sys.stderr)
        bar.update(1)
        if two:
            s = tournament.stats[0]
            bar.set_postfix_str(f"{elo_text(s)}" + (f", {sprt_text(s)}" if s.sprt_config else ""), refresh=False)

    complete = False
    warnings: list[str] = []
    try:
        complete = run(tournament, executor, in_flight * 2, on_record, stop.is_set, renew=renew, warn=warnings.append)
    except WorkerLost as e:
        bar.close()
        sys.stderr.write(f"error: {e}; {tournament.played} games are kept" +
                         (" (--resume continues)\n" if out else "\n"))
        return 1
    finally:
        # The pool ends before the handlers go back: a second Ctrl-C meanwhile only asks again for the stop
        # under way, where Python's own handler would cut the end short (workers still starting then find
        # their pool's semaphores removed by the exiting parent, and the games played go unprinted).
        executor.shutdown()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        bar.close()
        if out is not None:
            out.close()
    for line in warnings:  # as ``analyze`` and ``suite`` say a worker's death
        sys.stderr.write(f"warning: {line}\n")
    interrupted = not complete
    if args.json:
        print(json.dumps(json_ready(tournament.summary())))
    else:
        print_text(tournament, interrupted)
    note = tournament.repeating_note()
    if note:
        sys.stderr.write(f"note: {note}\n")
    if interrupted:
        sys.stderr.write(f"stopped after {tournament.played} of {tournament.total} games"
                         + (f"; --resume --out {args.out} continues\n" if out else "\n"))
        return EXIT_INTERRUPTED
    return 0


def json_ready(x: Any) -> Any:
    """Floats rounded for reading; None stays null (an Elo at a score of 0 or 1 has no finite value)."""
    if isinstance(x, float):
        return round(x, 4)
    if isinstance(x, dict):
        return {k: json_ready(v) for k, v in x.items()}
    if isinstance(x, list):
        return [json_ready(v) for v in x]
    return x

