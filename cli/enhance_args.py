"""The search-enhancement flags ``analyze`` and ``arena`` share, and how they become options.

    --time S  --nodes N  --iterative  --tt-mb MB  --ordering pv,tt,killers,history,static|all|none
    --pvs  --aspiration [DELTA]  --quiescence  --solve

``--time`` and ``--nodes`` turn iterative deepening on for games (the answer is then the deepest
completed iteration's), and without ``--depth`` let it deepen to the end of the game. ``--solve``
searches to the end with the game's exact solver; its help names the games that declare one
(``Game.root_solver``), so a game that gains a solver (a plugin's too) is listed without editing it.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from engine.enhancements import DEFAULT_TT_MB, Enhancements, deepens
from engine.errors import NotationError
from engine.games import GAMES
from engine.ordering import ORDERINGS, parse_ordering

from .common import float_arg, int_arg

DEFAULT_ASPIRATION = 10.0


@dataclass(frozen=True)
class Limits:
    time_limit: float | None
    node_limit: int | None


def add_enhancement_arguments(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("search enhancements (all off by default)")
    g.add_argument("--time", type=float_arg("--time"), metavar="S", help="stop after S seconds (turns on --iterative for games)")
    g.add_argument("--nodes", type=int_arg("--nodes"), metavar="N", help="stop after N nodes (turns on --iterative for games)")
    g.add_argument("--iterative", action="store_true", help="iterative deepening: depth 1, 2, ... up to --depth")
    g.add_argument("--tt-mb", type=float_arg("--tt-mb"), metavar="MB",
                   help=f"a transposition table of MB megabytes (e.g. {DEFAULT_TT_MB:g})")
    g.add_argument("--ordering", metavar="LIST",
                   help=f"move ordering: a comma list of {','.join(ORDERINGS)}, or all, or none")
    g.add_argument("--pvs", action="store_true", help="principal variation search (null-window tests)")
    g.add_argument("--aspiration", nargs="?", type=float_arg("--aspiration"), const=DEFAULT_ASPIRATION, metavar="DELTA",
                   help=f"aspiration windows of ±DELTA (default {DEFAULT_ASPIRATION:g}) around the previous "
                        "iteration's value (turns on --iterative)")
    g.add_argument("--quiescence", action="store_true",
                   help="do not stop at the depth cutoff on an immediate threat (search the forcing moves on)")
    g.add_argument("--solve", action="store_true",
                   help=f"solve exactly, to the end of the game, with the game's own solver ({solver_games()})")


def solver_games() -> str:
    """The games with an exact solver, by name, as the parser is built: every game whose declaration says it
    has one (``Game.root_solver``), so ``--solve``'s help never falls behind the games."""
    names = [name for name, info in GAMES.items() if info.factory().root_solver() is not None]
    if not names:
        return "no game has one"
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def enhancements_from_args(args: argparse.Namespace, is_game: bool,
                           algorithm: str = "alphabeta") -> tuple[Enhancements, Limits]:
    """The ``Enhancements`` and limits the flags ask for (for ``algorithm``: a limit deepens alpha-beta
    iteratively, but only ends MCTS's playouts); bad values raise ``NotationError``."""
    if args.time is not None and not args.time > 0:
        raise NotationError(f"--time must be a positive number of seconds, got {args.time:g}")
    if args.nodes is not None and args.nodes < 1:
        raise NotationError(f"--nodes must be at least 1, got {args.nodes}")
    if args.tt_mb is not None and not 0 < args.tt_mb <= 4096:
        raise NotationError(f"--tt-mb must be between 0 and 4096 megabytes, got {args.tt_mb:g}")
    if args.aspiration is not None and not args.aspiration > 0:
        raise NotationError(f"--aspiration must be positive, got {args.aspiration:g}")
    limited = args.time is not None or args.nodes is not None
    iterative = deepens(args.iterative, limited, is_game=is_game, solve=args.solve,
                        algorithm=algorithm) or args.aspiration is not None
    enh = Enhancements(
        iterative=iterative, tt_mb=args.tt_mb or 0.0, ordering=parse_ordering(args.ordering), pvs=args.pvs,
        aspiration=args.aspiration or 0.0, quiescence=args.quiescence, solve=args.solve,
    )
    return enh, Limits(args.time, args.nodes)
