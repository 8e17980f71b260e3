"""``nboard``: Minimax Studio as an Othello engine speaking the NBoard protocol on standard input and output."""

from __future__ import annotations

import argparse
import sys

from engine.interop.nboard_engine import DEFAULT_SPEC, NBoardEngine


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser("nboard", help="an Othello engine for NBoard (the NBoard protocol on stdin/stdout)",
                       description="Speak the NBoard protocol on standard input and output, so that NBoard and other "
                                   "Othello GUIs can use Minimax Studio as an engine. The GUI's 'set depth' sets the "
                                   "search depth.")
    p.add_argument("--player", metavar="SPEC", default=None,
                   help=f"the search and evaluation, as a tournament spec (default {DEFAULT_SPEC!r})")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    engine = NBoardEngine(args.player, sys.stdout)
    engine.serve(sys.stdin)
    return 0
