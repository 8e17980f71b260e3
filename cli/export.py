"""``export connectx FILE``: a Connect Four player as one Python file for Kaggle's ConnectX competition."""

from __future__ import annotations

import argparse

from engine.interop.connectx_export import DEFAULT_PLAYER, export


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser("export", help="write a player for another program (Kaggle's ConnectX)",
                       description="Write a player as a file another program runs. connectx: one self-contained "
                                   "Python file with agent(observation, configuration) for Kaggle's ConnectX, "
                                   "carrying our Connect Four search and solver.")
    p.add_argument("target", choices=("connectx",), help="what to export for: connectx (Kaggle)")
    p.add_argument("file", metavar="FILE", help="the file to write, e.g. submission.py")
    p.add_argument("--player", metavar="SPEC", default=None,
                   help=f"the player, as a tournament spec (default {DEFAULT_PLAYER}): alphabeta[:DEPTH] with "
                        "eval=NAME, weights, evalfile=PATH (embedded in the file), time=S (at most 2) and solve")
    p.add_argument("--force", action="store_true", help="replace FILE if it exists")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    plan = export(args.file, args.player, force=args.force)
    extra = f", evaluation file {plan.user_name} embedded" if plan.user_name else ""
    print(f"wrote {args.file}: ConnectX agent, player {plan.spec.text}{extra}")
    print("submit it as it is (Kaggle calls its last function, agent(observation, configuration))")
    return 0
