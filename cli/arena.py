"""``arena``: play N games between two agents, alternating who moves first."""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from tqdm import tqdm

from engine.agents import Agent, make_agent, play_game
from engine.errors import Forfeit, InputError
from engine.game import Game, State
from engine.games import GameInfo, game_info
from engine.interop.outside import is_outside, outside_agent
from engine.match.sandbox import DEFAULT_MOVE_LIMIT, SandboxedPlayer, SandboxLimits, check_supported, probe
from engine.search.settings_schema import setting

from .common import build_evaluation, game_help, int_arg, parse_position_arg, stop_on_signals
from .enhance_args import add_enhancement_arguments, enhancements_from_args

MAX_GAMES = 1_000_000  # a million games of tic-tac-toe take hours already; more is a typo


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser("arena", help="play games between two agents",
                       description="Play N games between two agents, alternating who moves first. Agents: "
                                   "minimax[:DEPTH], alphabeta[:DEPTH], expectiminimax[:DEPTH], random, topleft; "
                                   "outside programs: connectx=FILE, connectx:negamax (Connect Four), "
                                   "nboard=COMMAND (Othello).")
    p.add_argument("--game", required=True, help=game_help())
    p.add_argument("--players", required=True, help="two agents, e.g. minimax,random or alphabeta:6,alphabeta:4")
    p.add_argument("--games", type=int_arg("--games"), default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=int_arg("--seed"), default=0, help="random seed (random agents and tie-breaking)")
    p.add_argument("--eval", dest="eval_name", help="evaluation function for search agents with a depth cutoff")
    p.add_argument("--weights", help="evaluation parameters, e.g. w1=1,w2=4")
    p.add_argument("--eval-file", metavar="PATH",
                   help="your own evaluation for the search agents: a Python file defining GAME, PARAMS and "
                        "evaluate(position, player, weights); it runs with your rights inside this process, like any "
                        "script you run")
    p.add_argument("--sandbox", action="store_true",
                   help="run --eval-file in a sandboxed process of its own (untrusted code: no files, network or "
                        "processes where this system allows; memory and time capped); a rule it breaks loses that "
                        "game by forfeit, with the reason")
    setting("chance_pruning").add_argument(p, default="none")  # the settings schema's choices and message
    p.add_argument("--position", help="start every game from this position in the game's notation (as analyze "
                                      "--position reads it); the agents still alternate the sides")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    add_enhancement_arguments(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    info = game_info(args.game)
    names = [n.strip() for n in args.players.split(",")]
    if len(names) != 2 or not all(names):
        raise InputError(f"--players needs exactly two agents separated by a comma, got {args.players!r}")
    if not 1 <= args.games <= MAX_GAMES:
        raise InputError(f"--games must be between 1 and {MAX_GAMES:,}, got {args.games}")
    enhancements, limits = enhancements_from_args(args, is_game=True)
    if args.sandbox:
        if args.eval_file is None:
            raise InputError("--sandbox runs an --eval-file in a sandbox: give --eval-file")
        if args.eval_name is not None or args.weights is not None:
            raise InputError("--sandbox plays the --eval-file as it is: --eval and --weights do not apply")
        check_supported()
        return _run_sandboxed(args, info, names, enhancements.iterative, limits.time_limit)
    evaluation = build_evaluation(info, args.eval_name, args.weights, args.eval_file)
    if enhancements.solve and info.factory().root_solver() is None:
        raise InputError(f"--solve needs a game with an exact solver; {info.title} has none")
    # Ctrl-C or SIGTERM stops the game being played (its searches return at once) and reports the
    # games finished before it (exit 0); the unfinished game is not counted.
    with stop_on_signals() as stop:
        agents = [outside_agent(n, info) if is_outside(n) else
                  make_agent(n, info, evaluation, enhancements, limits.time_limit, limits.node_limit,
                             chance_pruning=args.chance_pruning, stop=stop) for n in names]
        forfeits: list[str] = []
        game = info.factory()
        start = _start_position(game, args.position)
        rng = random.Random(args.seed)
        tally = [{"name": n, "wins": 0, "draws": 0, "losses": 0} for n in names]
        played = 0
        for i in tqdm(range(args.games), desc=f"{names[0]} vs {names[1]}", unit="game", file=sys.stderr,
                      disable=None, leave=False):
            first = i % 2  # agent 0 moves first in even games
            order = (agents[first], agents[1 - first])
            outcome, _ = play_game(game, order, rng, start, forfeits)
            for reason in forfeits:  # one line each: an outside program lost a game by the rules, and why
                tqdm.write(f"forfeit: {reason}", file=sys.stderr)
            forfeits.clear()
            if stop.is_set():
                break
            _count(tally, first, outcome)
            played += 1
        _report(info.name, info.title, names, tally, played, args, interrupted=stop.is_set())
    return 0


def _run_sandboxed(args: argparse.Namespace, info: GameInfo, names: list[str], iterative: bool,
                   time_limit: float | None) -> int:
    """The arena with the --eval-file's searches in a sandbox: the file is never loaded in this process."""
    limits = SandboxLimits(move_limit=(time_limit + 1.0) if time_limit is not None else DEFAULT_MOVE_LIMIT)
    sys.stderr.write(probe().line(limits) + "\n")
    agents = []
    for n in names:
        if n.partition(":")[0] in ("random", "topleft"):
            agents.append(make_agent(n, info))
        else:
            make_agent(n, info)  # the name and depth are checked here, without the file
            player = SandboxedPlayer(args.eval_file, info.name, n, time_limit, iterative, limits)
            agents.append(Agent(n, player.choose))
    game = info.factory()
    start = _start_position(game, args.position)
    rng = random.Random(args.seed)
    tally: list[dict[str, Any]] = [{"name": n, "wins": 0, "draws": 0, "losses": 0, "forfeits": 0} for n in names]
    with stop_on_signals() as stop:
        played = 0
        for i in range(args.games):
            first = i % 2
            order = (agents[first], agents[1 - first])
            try:
                outcome, _ = play_game(game, order, rng, start)
            except Forfeit as e:
                loser = e.args[1] if len(e.args) > 1 else None
                outcome = 0.0
                if isinstance(loser, int):
                    outcome = -1.0 if loser == 0 else 1.0
                    tally[first if loser == 0 else 1 - first]["forfeits"] += 1
                sys.stderr.write(f"forfeit in game {i + 1}: {e.args[0]}\n")
            if stop.is_set():
                break
            _count(tally, first, outcome)
            played += 1
        _report(info.name, info.title, names, tally, played, args, interrupted=stop.is_set())
    return 0


def _start_position(game: Game, text: str | None) -> State | None:
    """The position every game starts from, refused (one line, exit 2) when no game reaches it or when
    nothing is left to play in it; None for the game's own start."""
    if text is None:
        return None
    start = parse_position_arg(game, text)
    if game.is_terminal(start):
        raise InputError(f"--position {text!r}: the game is already over there, so there is nothing to play")
    return start


def _count(tally: list[dict[str, Any]], first: int, outcome: float) -> None:
    """Add one game to the players' tally: ``outcome`` is the first mover's, and player ``first`` moved first."""
    results = (outcome, -outcome) if first == 0 else (-outcome, outcome)
    for t, r in zip(tally, results, strict=True):
        t["wins" if r > 0 else "losses" if r < 0 else "draws"] += 1


def _report(game: str, title: str, names: list[str], tally: list[dict[str, Any]], played: int,
            args: argparse.Namespace, interrupted: bool) -> None:
    if args.json:
        data: dict[str, Any] = {"game": game, "games": played, "players": tally}
        if args.position is not None:
            data["position"] = args.position
        if interrupted:
            data["interrupted"] = True
            data["games_asked"] = args.games
        print(json.dumps(data))
        return
    if interrupted:
        print(f"{title}: interrupted after {played} of {args.games} games, first move alternating")
    else:
        print(f"{title}: {played} games, first move alternating")
    if args.position is not None:
        print(f"  from the position {args.position}")
    width = max(len(n) for n in names)
    for t in tally:
        print(f"  {t['name']:<{width}}  wins {t['wins']:>4}  draws {t['draws']:>4}  losses {t['losses']:>4}")
