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

from engine.enhancements import Enhancements, deepens
from engine.games import GAMES
from engine.search.settings_schema import setting

LIMITS = ("time_limit", "node_limit")
ENHANCEMENT_FLAGS = ("iterative", "tt_mb", "ordering", "pvs", "aspiration", "quiescence", "solve")
"""The schema's settings (``engine.search.settings_schema``) this group adds, in the order ``--help`` lists them."""


@dataclass(frozen=True)
class Limits:
    time_limit: float | None
    node_limit: int | None


def add_enhancement_arguments(p: argparse.ArgumentParser) -> None:
    """The flags, generated from the settings schema: its ranges check the values (with its one message), its
    help says what each does and what it takes."""
    g = p.add_argument_group("search enhancements (all off by default)")
    for key in (*LIMITS, *ENHANCEMENT_FLAGS):
        s = setting(key)
        if key == "aspiration":  # ``--aspiration`` alone is the default window
            s.add_argument(g, nargs="?", const=s.default)
        elif key == "solve" and s.flag is not None:
            g.add_argument(s.flag, action="store_true", help=f"{s.help} ({solver_games()})")
        else:
            s.add_argument(g)


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
    iteratively, but only ends MCTS's playouts); the flags' types have checked each value (the schema)."""
    limited = args.time is not None or args.nodes is not None
    iterative = deepens(args.iterative, limited, is_game=is_game, solve=args.solve,
                        algorithm=algorithm) or args.aspiration is not None
    enh = Enhancements(
        iterative=iterative, tt_mb=args.tt_mb or 0.0, ordering=args.ordering or (), pvs=args.pvs,
        aspiration=args.aspiration or 0.0, quiescence=args.quiescence, solve=args.solve,
    )
    return enh, Limits(args.time, args.nodes)
