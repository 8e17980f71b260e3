"""``tune``: SPSA over evaluation weights by self-play (θ+cΔ against θ−cΔ in colour-swapped pairs)."""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import signal
import sys
import threading
from concurrent.futures import Executor, wait
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.errors import InputError, UnknownNameError
from engine.evaluation import Evaluation, parse_weights
from engine.games import GameInfo, game_info
from engine.match.agents import PlayerSpec, build, parse_spec
from engine.match.backends import BACKENDS, RayExecutor, capped_note, local_executor, parse_concurrency
from engine.match.openings import parse_openings
from engine.match.play import GameRecord, PairJob, play_pair
from engine.match.stats import elo_trinomial
from engine.match.tune import Spsa, SpsaParam, default_c_end, history_svg
from engine.output_files import output_target, write_atomically
from engine.plugins import load_evaluation_file
from engine.resources import locate
from engine.validation import parse_float

from .common import game_help
from .tune_history import resume, settings

DEFAULT_R_END = 0.002
MEASURE_WINDOW = 5
"""Iterations whose games against the opponent make one point of the Elo curve."""
EXIT_INTERRUPTED = 130


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser(
        "tune", help="tune evaluation weights with SPSA",
        description="SPSA over the chosen weights by self-play, with fishtest's update rule and schedule. "
                    "The tuned players search as --opponent does, with the evaluation's weights set to θ ± cΔ; "
                    "after each iteration the weights are printed and saved, with a chart of the weights and "
                    "the Elo measured against the opponent.")
    p.add_argument("--game", required=True, help=game_help())
    which = p.add_mutually_exclusive_group()
    which.add_argument("--eval", dest="eval_name", metavar="NAME", help="the evaluation to tune (default: the game's)")
    which.add_argument("--eval-file", metavar="PATH", help="an evaluation written in a file")
    p.add_argument("--params", required=True, metavar="a,b", help="the weights to tune")
    p.add_argument("--opponent", required=True, metavar="SPEC",
                   help="a player spec: the tuned players search as it does, and the Elo is measured against it")
    p.add_argument("--games", type=int, required=True, metavar="N", help="self-play games (N/2 colour-swapped pairs)")
    p.add_argument("--weights", metavar="k=v,...", help="start values (default: the evaluation's defaults)")
    p.add_argument("--c-end", metavar="X|k=v,...", help="the final perturbation, one for all or per weight "
                                                        "(default: a quarter of the start value, at least 1)")
    p.add_argument("--r-end", default=str(DEFAULT_R_END), metavar="R",
                   help=f"the final learning rate a_end/c_end² (default {DEFAULT_R_END})")
    p.add_argument("--batch", type=int, metavar="PAIRS", help="game pairs per iteration (default: the concurrency)")
    p.add_argument("--measure", type=int, default=1, metavar="PAIRS",
                   help="pairs against the opponent per iteration, for the Elo curve (default 1; 0: none)")
    p.add_argument("--openings", default="random:4", metavar="random:PLIES|FILE", help="default random:4")
    p.add_argument("--concurrency", default="auto", metavar="K|auto")
    p.add_argument("--backend", choices=BACKENDS, default="local")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", metavar="FILE.json", help="the weights and history (default tune-GAME-EVAL.json)")
    p.add_argument("--plot", metavar="FILE.svg", help="the chart (default: --out with .svg)")
    p.add_argument("--force", action="store_true",
                   help="overwrite an existing --out or --plot file (never a folder, device or pipe)")
    p.add_argument("--resume", action="store_true",
                   help="continue the history an earlier run (with the same options) saved to --out")
    p.add_argument("--json", action="store_true", help="print the final weights as one JSON object")
    p.set_defaults(func=run_command)


def _per_param(text: str | None, names: list[str], what: str) -> dict[str, float]:
    if text is None:
        return {}
    if "=" not in text:  # one value for every weight, in digits (float() would take 'nan' and 'inf')
        return dict.fromkeys(names, parse_float(text, what))
    values = parse_weights(text)
    unknown = [k for k in values if k not in names]
    if unknown:
        raise UnknownNameError(f"{what}: {unknown[0]!r} is not one of --params")
    return values


@dataclass(frozen=True)
class Tuned:
    """The evaluation being tuned: a built-in one by name, or a user's file (which each worker loads)."""

    label: str
    cls: type[Evaluation]
    name: str | None = None
    file: str | None = None


def tuned_evaluation(args: argparse.Namespace, info: GameInfo) -> Tuned:
    if args.eval_file is not None:
        path = locate(args.eval_file)  # the tournament's workers load the file again, by this path
        return Tuned(Path(path).stem, load_evaluation_file(path, info.name), file=path)
    name = args.eval_name or info.default_evaluation
    if name not in info.evaluations:
        raise UnknownNameError(f"unknown evaluation {name!r} (known: {', '.join(info.evaluations)})")
    return Tuned(name, info.evaluations[name], name=name)


def spsa_params(args: argparse.Namespace, tuned: Tuned) -> tuple[SpsaParam, ...]:
    cls, eval_name = tuned.cls, tuned.label
    declared = {p.name: p for p in cls.params}
    names = [n.strip() for n in args.params.split(",") if n.strip()]
    if not names:
        raise InputError("--params needs at least one weight name")
    for n in names:
        if n not in declared:
            raise UnknownNameError(f"evaluation {eval_name!r} has no parameter {n!r} "
                                   f"(parameters: {', '.join(declared) or 'none'})")
    if len(set(names)) != len(names):
        raise InputError("--params names a weight twice")
    start = {**cls().weights, **parse_weights(args.weights)}
    cls(**start)  # the start values must be valid weights
    c_end = _per_param(args.c_end, names, "--c-end")
    r_end = parse_float(args.r_end, "--r-end")
    if not r_end > 0:
        raise InputError(f"--r-end must be positive, got {r_end:g}")
    out = []
    for n in names:
        d = declared[n]
        c = c_end.get(n, default_c_end(start[n], d.minimum, d.maximum))
        if not c > 0:
            raise InputError(f"--c-end for {n} must be positive")
        if c > d.maximum - d.minimum:  # a wider perturbation only ever plays the range's two ends
            raise InputError(f"--c-end for {n} must be at most its range, {d.maximum - d.minimum:g} "
                             f"({d.minimum:g} to {d.maximum:g}); got {c:g}")
        out.append(SpsaParam(n, float(start[n]), c, r_end, d.minimum, d.maximum))
    return tuple(out)


def with_weights(base: PlayerSpec, tuned: Tuned, fixed: dict[str, float], theta: dict[str, float],
                 name: str) -> PlayerSpec:
    weights = {**fixed, **theta}
    source = f"evalfile={tuned.file}" if tuned.file is not None else f"eval={tuned.name}"
    return replace(base, eval_name=tuned.name, eval_file=tuned.file, weights=tuple(sorted(weights.items())), name=name,
                   text=f"{base.agent},{source}," + ",".join(f"{k}={v:.6g}" for k, v in sorted(weights.items())))


def save_json(path: Path, data: dict[str, Any]) -> None:
    """Write whole or not at all: a kill mid-write leaves the previous iteration's file."""
    write_atomically(path, json.dumps(data, indent=1) + "\n")


def output_files(args: argparse.Namespace, info: GameInfo, tuned: Tuned) -> tuple[Path, Path]:
    """The real paths of the weights and the chart, checked before the first game (an existing file only
    with --force; never a folder, a device or a pipe; a link's target, not the link)."""
    out_text = args.out or f"tune-{info.name}-{tuned.label}.json"
    out = output_target(out_text, "--out", args.force or args.resume)
    if args.resume and not out.is_file():
        raise InputError(f"--resume continues a saved history, and there is no {out_text!r} (drop --resume)")
    plot_text = args.plot or str(Path(out_text).with_suffix(".svg"))
    # Resuming grants the history, not the chart: an existing SVG is replaced only when it is the one this
    # run wrote (its digest is in the history), else only with --force.
    plot = output_target(plot_text, "--plot", args.force or (args.resume and plot_is_ours(out, plot_text)))
    if plot == out:
        raise InputError("--out and --plot name the same file; give them different names")
    return out, plot


def plot_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def plot_is_ours(out: Path, plot_text: str) -> bool:
    """Whether the chart at ``plot_text`` is the one the run saved in ``out`` wrote last (the history records
    its path and digest); anything unreadable or different is someone else's."""
    try:
        data = json.loads(out.read_text(encoding="utf-8"))
        record = data.get("plot") if isinstance(data, dict) else None
        real = Path(os.path.realpath(plot_text))
        if not isinstance(record, dict) or record.get("path") != str(real):
            return False
        return bool(plot_digest(real.read_text(encoding="utf-8")) == record.get("sha256"))
    except (OSError, ValueError):
        return False


def kept(iteration: int) -> str:
    """What the --out file holds when iteration ``iteration`` fails."""
    return "nothing was saved" if iteration <= 1 else f"the saved weights are iteration {iteration - 1}'s"


def forfeits(records: list[GameRecord]) -> str | None:
    """Why a game was lost by forfeit, if one was: the tuned evaluation (or the opponent's) failed in it,
    and a tuning step from such games would measure the failure, not the weights."""
    return next((str(r["forfeit"]) for r in records if r.get("forfeit")), None)


def make_executor(args: argparse.Namespace) -> tuple[Executor, int]:
    if args.backend == "ray":
        executor = RayExecutor(num_cpus=None if args.concurrency == "auto" else parse_concurrency(args.concurrency))
        return executor, executor.cpus() if args.concurrency == "auto" else parse_concurrency(args.concurrency)
    k = parse_concurrency(args.concurrency)
    note = capped_note(k)
    if note:
        sys.stderr.write(f"note: {note}\n")
    local = local_executor(k)
    return local, local.workers


def run_command(args: argparse.Namespace) -> int:
    info = game_info(args.game)
    tuned = tuned_evaluation(args, info)
    if args.games < 2:
        raise InputError(f"--games must be at least 2 (one colour-swapped pair), got {args.games}")
    if args.measure < 0:
        raise InputError(f"--measure must be 0 or more, got {args.measure}")
    params = spsa_params(args, tuned)
    opponent = parse_spec(args.opponent, info)
    if not opponent.searches:
        raise InputError(f"--opponent {args.opponent!r} does not search; the tuned players search as it does")
    fixed = {k: float(v) for k, v in {**tuned.cls().weights, **parse_weights(args.weights)}.items()}
    build(with_weights(opponent, tuned, fixed, {p.name: p.start for p in params}, "theta"), info)
    openings = parse_openings(args.openings, info.factory())
    if args.batch is not None and args.batch < 1:
        raise InputError(f"--batch must be at least 1, got {args.batch}")
    spsa = Spsa(params, pairs=args.games // 2, seed=args.seed)
    out, plot = output_files(args, info, tuned)
    names = [p.name for p in params]
    saved = {"game": info.name, "eval": tuned.file if tuned.file is not None else tuned.name,
             "opponent": opponent.text, "seed": args.seed, "tuned": names,
             "settings": settings(params, args.games, openings.describe(), fixed)}
    history: list[dict[str, Any]] = [{"iteration": 0, "pairs": 0, **spsa.theta, "elo": None}]
    iteration = 0
    if args.resume:
        earlier = resume(out, saved, params, spsa.pairs)
        spsa.theta, spsa.k, history, iteration = dict(earlier.theta), earlier.pairs, earlier.history, earlier.iteration
    stop = threading.Event()
    # Ctrl-C and kill (SIGTERM) stop the run and keep what was played, as the result file does.
    previous = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)}
    executor, workers = make_executor(args)
    batch = args.batch or workers
    measured: list[list[float]] = []
    game = info.factory()
    try:
        while spsa.k < spsa.pairs and not stop.is_set():
            iteration += 1
            plan = spsa.perturb()
            n = min(batch, spsa.pairs - spsa.k)
            plus = with_weights(opponent, tuned, fixed, plan.plus, "theta+")
            minus = with_weights(opponent, tuned, fixed, plan.minus, "theta-")
            current = with_weights(opponent, tuned, fixed, dict(spsa.theta), "theta")
            jobs = [PairJob(info.name, plus, minus, 0, spsa.k + i,
                            openings.for_round(game, args.seed, spsa.k + i), args.seed) for i in range(n)]
            rounds = [iteration * max(1, args.measure) + j for j in range(args.measure)]
            jobs += [PairJob(info.name, current, opponent, 1, r, openings.for_round(game, args.seed + 1, r), args.seed)
                     for r in rounds]
            futures = [executor.submit(play_pair, job) for job in jobs]
            pending = set(futures)
            while pending and not stop.is_set():
                _, pending = wait(pending, timeout=0.2)
            if stop.is_set():
                iteration -= 1
                break
            try:
                records = [r for f in futures for r in f.result()]
            except BaseException as e:  # the players' own errors are forfeits inside the job: this is its worker
                raise InputError(f"a worker process died in iteration {iteration} ({type(e).__name__}): the "
                                 "evaluation's code may end its process (os._exit, a crash in native code); "
                                 + kept(iteration)) from None
            failure = forfeits(records)
            if failure is not None:
                raise InputError(f"a game of iteration {iteration} was lost by forfeit: {failure}; {kept(iteration)}")
            spsa_games = [r for r in records if r["pair"] == 0]
            result = sum(2 * float(r["a_score"]) - 1 for r in spsa_games)
            spsa.update(plan, result, n)
            measured.append([float(r["a_score"]) for r in records if r["pair"] == 1])
            window = [s for scores in measured[-MEASURE_WINDOW:] for s in scores]
            est = elo_trinomial(sum(s == 1.0 for s in window), sum(s == 0.5 for s in window),
                                sum(s == 0.0 for s in window)) if window else None
            row = {"iteration": iteration, "pairs": spsa.k, **spsa.theta, "result": result,
                   "c": plan.c, "elo": est.elo if est else None, "elo_error": est.error if est else None}
            history.append(row)
            weights = " ".join(f"{k}={spsa.theta[k]:.4g}" for k in names)
            elo = f"{round(est.elo):+d}" if est and est.elo is not None else "n/a"
            err = f" ± {est.error:.0f}" if est and est.error is not None else ""
            print(f"iteration {iteration}: pairs {spsa.k}/{spsa.pairs}  {weights}  result {result:+g}  "
                  f"Elo vs opponent {elo}{err}", flush=True)
            chart = history_svg(history, names)
            write_atomically(plot, chart)  # the chart first: the history then names the chart that is there
            save_json(out, {**saved, "weights": {**fixed, **spsa.theta}, "history": history,
                            "plot": {"path": str(plot), "sha256": plot_digest(chart)}})
    finally:
        executor.shutdown()  # before the handlers go back: a second Ctrl-C must not cut the pool's end short
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    final = {k: round(v, 6) for k, v in spsa.theta.items()}
    if args.json:
        print(json.dumps({"weights": final, "pairs": spsa.k, "iterations": iteration, "out": str(out),
                          "plot": str(plot)}))
    else:
        print(f"weights after {spsa.k} pairs: " + ",".join(f"{k}={v:g}" for k, v in final.items())
              + f"  (saved in {out}, chart {plot})")
    if stop.is_set() and spsa.k < spsa.pairs:  # (a Ctrl-C as the pool ended, every pair played: complete)
        sys.stderr.write(f"stopped after iteration {iteration}; the saved weights are that iteration's "
                         f"(--resume --out {out} continues)\n")
        return EXIT_INTERRUPTED
    return 0
