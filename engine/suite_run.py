"""Running a test suite: each problem searched with the chosen settings, compared with what the suite expects.

By default each position is solved exactly by the game's solver (``engine.search`` hands it over through
the ``solve`` enhancement): Othello scored by its final disc difference (``Game.margin_game``), Connect
Four with "prefer faster wins" so that the distance to the win gives Pons's score. ``wld`` solves for
win, draw or loss only (faster; a score is then compared by its sign, and a move is right when it keeps
the best move's result). With a depth the search stops at the depth cutoff with the game's evaluation:
its value is an estimate, so only the move is checked.

A move is right when it is one of the listed moves with the best score; the value is right when it is
the expected score. Either check is None when the suite gives nothing to check it against, or when a
search stopped by its limits answered before the end.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from .enhancements import Enhancements
from .game import Game
from .games import game_info
from .parallel import ParallelReport, parallel_search, paying_search
from .search import SearchOptions, StopFlag
from .suites import Problem, Suite


@dataclass(frozen=True)
class SuiteSettings:
    depth: int | None = None
    """None: solve to the end of the game; a number: search that many plies with the evaluation."""
    wld: bool = False
    """Solve for win, draw or loss only (no margin, no distance)."""
    tt_mb: float = 0.0
    """The solver's or search's table size (0: the default)."""
    time_limit: float | None = None
    """Seconds per position."""
    node_limit: int | None = None
    """Nodes per position."""

    def describe(self) -> str:
        if self.depth is not None:
            how = f"searched to depth {self.depth} (alpha-beta with a table and move ordering)"
        else:
            how = "solved for win/draw/loss" if self.wld else "solved exactly"
        limits = [f"{self.time_limit:g} s" if self.time_limit is not None else "",
                  f"{self.node_limit:,} nodes" if self.node_limit is not None else ""]
        limit = " or ".join(x for x in limits if x)
        return how + (f", at most {limit} a position" if limit else "")


@dataclass(frozen=True)
class Outcome:
    """What the search found for one problem, beside what the suite expects."""

    problem: Problem
    best_move: int | None
    value: int | None
    """In the suite's convention (with ``wld``: -1, 0 or +1); None for a depth-limited estimate."""
    move_ok: bool | None
    value_ok: bool | None
    nodes: int
    seconds: float
    stopped: bool

    @property
    def correct(self) -> bool | None:
        """Every check that could be made passed (None: there was nothing to check)."""
        checks = [c for c in (self.move_ok, self.value_ok) if c is not None]
        return all(checks) if checks else None

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


class SuiteRunner:
    """Searches a suite's problems one at a time (``run_one``), with one set of options for all."""

    def __init__(self, suite: Suite, settings: SuiteSettings) -> None:
        self.suite = suite
        self.settings = settings
        info = game_info(suite.format.game)
        base = suite.game
        solving = settings.depth is None
        # Othello's suites count discs: the solver then scores the game by its margin. Connect Four's
        # count the distance to the win: "prefer faster wins" gives it.
        self.game: Game = base.margin_game() if solving and not settings.wld and base.has_margin else base
        self.faster = solving and not settings.wld and not base.has_margin
        tt_mb = settings.tt_mb or (0.0 if solving else 16.0)
        enhancements = (Enhancements(solve=True, tt_mb=tt_mb) if solving
                        else Enhancements(tt_mb=tt_mb, ordering=("pv", "tt", "killers", "history", "static")))
        self.options = SearchOptions.for_game(info, "alphabeta", depth=settings.depth, faster_wins=self.faster,
                                              time_limit=settings.time_limit, node_limit=settings.node_limit,
                                              enhancements=enhancements)
        self.options.validate(self.game)
        self.workers = 1
        """Processes per position (``engine.parallel``): the positions run one after another, each on them all."""
        self.by_default = False
        """The workers are the default's: helpers only once a position has been searched long enough to pay
        (``engine.parallel.paying``)."""
        self.failures: list[tuple[int, str]] = []
        """What went wrong with the worker processes (a worker killed, one that did not stop): the suite
        line of the position being searched, and one line each."""

    def run_one(self, problem: Problem, stop: StopFlag | None = None) -> Outcome:
        fmt, game, settings = self.suite.format, self.game, self.settings
        t0 = time.perf_counter()
        report = ParallelReport()
        run = paying_search if self.by_default else parallel_search
        result = run(game, problem.state, self.options, self.workers, stop=stop, report=report)
        self.failures += [(problem.line, failure) for failure in report.failures]
        seconds = time.perf_counter() - t0
        finished = not result.stopped
        value: int | None = None
        if settings.depth is None and finished and result.value is not None:
            value = fmt.to_score(game, problem.state, result.value, self.faster)
        move = result.best_move
        move_ok: bool | None = None
        if problem.move_scores and move is not None and finished:
            if settings.wld:
                top = _sign(max(problem.move_scores.values()))
                score = problem.move_scores.get(move)
                move_ok = score is not None and _sign(score) == top
            else:
                move_ok = move in problem.best_moves
        value_ok: bool | None = None
        if value is not None and problem.expected is not None:
            value_ok = value == (_sign(problem.expected) if settings.wld else problem.expected)
        return Outcome(problem, move, value, move_ok, value_ok, result.stats.nodes, seconds, result.stopped)

    def run(self, stop: StopFlag | None = None,
            progress: Callable[[int, Outcome], None] | None = None) -> list[Outcome]:
        """Every problem in turn (until ``stop`` is set); ``progress`` is told after each one."""
        out: list[Outcome] = []
        for i, problem in enumerate(self.suite.problems):
            if stop is not None and stop.is_set():
                break
            outcome = self.run_one(problem, stop)
            out.append(outcome)
            if progress is not None:
                progress(i + 1, outcome)
        return out


@dataclass(frozen=True)
class Totals:
    positions: int
    checked: int
    correct: int
    seconds: float
    nodes: int
    stopped: int

    @property
    def mean_seconds(self) -> float:
        return self.seconds / self.positions if self.positions else 0.0

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


def totals(outcomes: list[Outcome]) -> Totals:
    return Totals(len(outcomes), sum(o.correct is not None for o in outcomes), sum(o.correct is True for o in outcomes),
                  sum(o.seconds for o in outcomes), sum(o.nodes for o in outcomes), sum(o.stopped for o in outcomes))
