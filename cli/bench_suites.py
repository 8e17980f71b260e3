"""The bench's suite workloads and ``bench --position``: positions from the shipped test suites, and any
position typed, timed the way ``suite`` times them.

* Othello: the exact solver on FForum endgame problems, each solved as ``suite`` solves it (every root
  move until the best one's score is proven, scored by the final disc difference), its best move and
  score checked against the published ones.
* Connect Four: the solver alone on the root (the score only, the figure Pascal Pons's ``c4solver``
  reports), on positions of the shapes of Pons's test sets, the score checked against the file's.

Each position's figures come back as a ``Timed``, together with the position written as the other
engines read it (an ``.obf`` board for Edax, a move string for Pons), so that ``--compare`` can give
them the same positions.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

from engine.errors import InputError
from engine.game import Game, State
from engine.games import game_info
from engine.games.connect4 import ConnectFour
from engine.games.connect4.solver import Solver
from engine.resources import SUITES
from engine.search import StopFlag
from engine.suite_run import SuiteRunner, SuiteSettings
from engine.suites import FORMATS, PONS, Problem, Suite, read_suite

from .common import parse_depth, parse_position_arg


@dataclass(frozen=True)
class SuitePick:
    """Some problems of a shipped suite: those with ``empties`` (inclusive range) empty squares or cells."""

    file: str
    """The suite's file name in ``resources/suites/``."""
    empties: tuple[int, int] = (0, 64)

    def read(self) -> tuple[Suite, list[Problem]]:
        suite = read_suite(str(SUITES / self.file))
        lo, hi = self.empties
        return suite, [p for p in suite.problems if lo <= p.empties <= hi]


@dataclass(frozen=True)
class Timed:
    """One position's run: what was found, whether it is what the suite expects, and what it cost."""

    position: str
    """The position as the other engines read it: an ``.obf`` board and side (Othello), the columns
    played (Connect Four; empty when it was given as a board, which ``c4solver`` cannot read)."""
    value: int | None
    best_move: str | None
    correct: bool | None
    nodes: int
    seconds: float


def root_solve(state: State) -> tuple[int, int, float]:
    """The exact score of a Connect Four position by the solver alone (a fresh 64 MB table, whose
    allocation is not timed): score, nodes, seconds."""
    solver = Solver()
    t0 = time.perf_counter()
    score = solver.solve(state)
    return score, solver.nodes, time.perf_counter() - t0


def race_position(game: Game, problem: Problem) -> str:
    """How the engine raced on this game reads the problem's position (see ``Timed.position``)."""
    if isinstance(game, ConnectFour):
        words = problem.text.split()  # a problem's text may be empty (the start position)
        moves = words[0] if words else ""
        return moves if moves.isdigit() else ""
    return game.format_position(problem.state) or ""


def run_problems(suite: Suite, problems: list[Problem], settings: SuiteSettings, root_only: bool,
                 stop: StopFlag | None = None) -> list[Timed] | None:
    """Each problem solved (or searched to ``settings.depth``) in turn; None when ``stop`` cut one short
    (a stopped search's counts are not the workload's). ``root_only``: Connect Four's solver alone on
    the root, no best move."""
    out: list[Timed] = []
    runner = None if root_only else SuiteRunner(suite, settings)
    game = suite.game
    for p in problems:
        if stop is not None and stop.is_set():
            return None
        if runner is None:
            score, nodes, seconds = root_solve(p.state)
            correct = None if p.expected is None else score == p.expected
            out.append(Timed(race_position(game, p), score, None, correct, nodes, seconds))
            continue
        o = runner.run_one(p, stop)
        if o.stopped:
            return None
        move = None if o.best_move is None else game.format_move(o.best_move)
        out.append(Timed(race_position(game, p), o.value, move, o.correct, o.nodes, o.seconds))
    return out


def run_pick(pick: SuitePick, stop: StopFlag | None = None) -> list[Timed] | None:
    """A suite workload: Othello solved as ``suite`` solves it, Connect Four's root by the solver alone."""
    suite, problems = pick.read()
    return run_problems(suite, problems, SuiteSettings(), root_only=suite.format is PONS, stop=stop)


# -- bench --position ------------------------------------------------------------------------------------
POSITION_GAMES = {fmt.game: fmt for fmt in FORMATS.values()}
"""The games ``bench --position`` times: those with a suite format, whose solver it runs."""


def position_problem(game_name: str | None, text: str) -> tuple[Suite, Problem]:
    """A typed position as a one-problem suite (nothing expected), checked as every position is."""
    if game_name is None:
        raise InputError("--position goes with --game othello or --game connect4")
    info = game_info(game_name)  # an unknown name: one line naming the known ones
    fmt = POSITION_GAMES.get(info.name)
    if fmt is None:
        raise InputError(f"bench --position times the Othello and Connect Four solvers and searches; for "
                         f"{info.name}, analyze --position reports nodes and time")
    game = info.factory()
    state = parse_position_arg(game, text)
    if game.is_terminal(state):
        raise InputError("the game is over in this position: there is nothing to search")
    problem = Problem(0, " ".join(text.split()), state, fmt.empties(game, state), None)
    return Suite(fmt, game, [problem], []), problem


def position_settings(args: argparse.Namespace) -> SuiteSettings:
    """``--depth N`` searches N plies with the game's evaluation; no depth (or ``full``) solves."""
    depth = parse_depth(args.depth)
    return SuiteSettings(depth=None if depth == "default" else depth)
