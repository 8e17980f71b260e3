"""``bench``: fixed search workloads; nodes, time, nodes/s and ordering quality for each; signatures.

Two groups of workloads:

* ``textbook``: minimax and alpha-beta on tic-tac-toe and Connect Four, searched with the default options. Their total node
  count is the regression signature of the textbook search: it changes only when its behaviour does
  (the enhancements must never move it).
* ``solver``: the Connect Four solver alone on the root of late positions (its score, no move
  values), the figure other solvers report.
* ``enhanced``: the enhancements' speed targets — tic-tac-toe solved with the table, Connect Four
  depth 8 after 4453 and depth 10 from the empty board with the enhancements (also one enhancement
  at a time, for the comparison), the solver on late positions (18, 20 and 26 empty cells), and a
  uniform random tree measured against the Knuth–Moore minimal tree. Their total is a second
  signature.
* ``mcts``: Monte Carlo tree search's playouts per second on tic-tac-toe, Connect Four and Othello (random
  playouts to the end, seed 1). With the seed fixed its tree's node count is deterministic: their total is
  a third signature.
* ``suites``: the public FForum endgame problems #1-#19 (14-16 empty squares) solved as ``suite`` solves
  them, and Connect Four's solver on the root of positions shaped like Pascal Pons's test sets (end-easy:
  30 stones played; middle: 24); every answer is checked against the suite's. Their total is a fourth
  signature.
* ``endgame``: the race positions, FForum #21-#37 (15 to 22 empty squares): minutes compiled, so only
  when asked for (``all`` leaves it out). Its total is a fifth signature.

Ordering quality: ``first`` is the share of cutoffs made by the first move tried; for the uniform
tree, ``minimal`` is the leaves evaluated over the minimal tree's w^⌈d/2⌉ + w^⌊d/2⌋ − 1.

The first line says which build of the engine's hot modules runs: compiled (mypyc, built by
``scripts/setup.sh``) or pure Python (``MINIMAX_STUDIO_PURE=1`` forces it). ``--compare-modes`` runs
every chosen workload in both, each in a fresh interpreter, alternating which goes first, checks that
both give the same value, best move and node count, and prints the speed-up per workload.

``--compare`` runs OpenSpiel's pure-Python ``alpha_beta_search`` on the matching workloads when
``open_spiel`` is installed (an optional extra, never a dependency); nodes are counted by wrapping
its recursive function, which costs it a few percent of time. It also times Edax on the Othello suite
workloads and Pascal Pons's ``c4solver`` on the Connect Four solver workloads where they are found
(``cli.bench_race``), and prints our time over theirs.

``--game G --position P`` times one search or solve from any Othello or Connect Four position instead
(``--depth N`` to search N plies; by default the exact solver), with ``--compare`` racing the same position.

Node counts are deterministic; times depend on the machine (docs/benchmarks/ keeps this project's figures, dated,
on its reference machine, 2 cores).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from engine import native
from engine.enhancements import Enhancements
from engine.errors import InputError
from engine.evaluation import Evaluation, Param
from engine.game import Game
from engine.games import GAMES
from engine.games.connect4 import ConnectFour, Windows
from engine.games.othello import Othello
from engine.games.tictactoe import TicTacToe
from engine.games.tree import StaticValue, TreeGame, TreeNode, build_tree
from engine.ordering import ORDERINGS, minimal_leaves
from engine.plugins import DEFAULT_WIN_SCORE, load_evaluation_file
from engine.resources import EVALUATIONS
from engine.results import MctsStats
from engine.search import ALGORITHMS, Algorithm, SearchOptions, default_evaluation, search
from engine.suites import OBF, PONS

from . import bench_race
from .analyze_family import passes_of
from .bench_suites import (
    SuitePick,
    Timed,
    position_problem,
    position_settings,
    race_position,
    root_solve,
    run_pick,
    run_problems,
)
from .common import EXIT_INTERRUPTED, int_arg, stop_on_signals
from .openspiel_mcts import openspiel_mcts

ALL = Enhancements.all(16)
EXAMPLE_EVAL_FILE = EVALUATIONS / "connect4_centre.py"
MAX_REPEAT = 1000
SOLVE = Enhancements(solve=True)
# Late Connect Four positions from games of a noisy depth-4 player (the hardest of the ones tried).
SOLVE_18 = "444444237322332356666311"
SOLVE_18_CONFORMANCE = "344125167547323334322155"
SOLVE_20 = ("4444441333331156631666", "4444442373223323566663", "4444442353223335552576", "5553365365336656362227",
            "1314554445255224422533", "4444442331333377565111", "5333355544766637444532", "4625644744132222466133",
            "4732344315463324354766", "4444462333276223366564", "4445445545561223221611", "4444424222566612131131")
SOLVE_26 = ("1314554445255224", "4444424222566612", "4465644646746372", "5333355544766637", "4625644744132222",
            "4732344315463324", "4444462333276223", "4445445545561223", "4444441333331156", "4444442373223323",
            "4444416555567666")  # the last from games of a depth-8 player: the hardest found
# Othello positions from games of a noisy depth-2 player: three midgames (22 moves played) for the
# depth-6 search, and endgames with 12 and 16 empty squares for the solver.
OTHELLO_MIDGAMES = ("f5f6e6f4g6d7c3c5d6e3g5c7d8c6c4e7f7g4b6b8b5b4", "f5d6c7d7c3b7b8d3c4b5c5b3a6c6a8e6b6c8b4a7d8e7",
                    "f5d6c7f3e3d7g3f4e6f6g4h4c6c4h5h6c5h3g5h2d8g6")
OTHELLO_12 = ("f5f6e6f4g6d7c3c5d6e3g5c7d8c6c4e7f7g4b6b8b5b4d3h5c8e8a4d2h6f3c2h7d1b3e2f2f8g8a2e1b2a3h3a1h4h2g3b1",
              "f5d6c7d7c3b7b8d3c4b5c5b3a6c6a8e6b6c8b4a7d8e7e8e3a5a3a4f4g3f6f3f7f8g4f2d2e2c2h4g5e1c1d1f1h5h6g6h3",
              "f5d6c7f3e3d7g3f4e6f6g4h4c6c4h5h6c5h3g5h2d8g6e7f7f8e8g7b8c8h8a8g8h7g2h1d3b3b4f2e2d1f1e1c1d2c3b6a3",
              "f5d6c6f4d3b6b7e3g4g5a6c5d7c4f3e6g3a8c3a7b4a5c7b5a4a3b8b3e7f6f7c8e8d8h5f8g6h6h7b2b1a2g7h4h3a1d2h8")
OTHELLO_16 = ("f5f6e6f4g6d7c3c5d6e3g5c7d8c6c4e7f7g4b6b8b5b4d3h5c8e8a4d2h6f3c2h7d1b3e2f2f8g8a2e1b2a3h3a1",
              "f5d6c7d7c3b7b8d3c4b5c5b3a6c6a8e6b6c8b4a7d8e7e8e3a5a3a4f4g3f6f3f7f8g4f2d2e2c2h4g5e1c1d1f1",
              "f5d6c7f3e3d7g3f4e6f6g4h4c6c4h5h6c5h3g5h2d8g6e7f7f8e8g7b8c8h8a8g8h7g2h1d3b3b4f2e2d1f1e1c1",
              "e6f6g6d6c6g7g8b6e7h8g5f8d8h6f7e8h7c8f5h5c7d7c5b8a6h4g4e3f3f4g3h2h3g2h1e2c4d3f2g1d1d2c1a5",
              "d3e3f5c3b2b3d2b1a1e6c1c2f6c5a3a2d1d6f4c4b4b5f7e2e1f3g4g5f2g6h6h4h7h3g3h5h2f8e8d8a6g8b6c6")
OTHELLO_SOLVE = Enhancements(tt_mb=16, ordering=ORDERINGS)
"""What ``analyze --depth full --tt-mb 16 --ordering all`` runs for Othello: the endgame solver."""


@dataclass(frozen=True)
class Workload:
    name: str
    game: type[Game]
    moves: str | tuple[str, ...]
    algorithm: Algorithm | Literal["root-solve", "suite"]
    """A search algorithm, "root-solve": the Connect Four solver alone on the root, or "suite": the
    problems of ``suite`` (``cli.bench_suites``)."""
    depth: int | None
    record: bool = False
    enhancements: Enhancements = field(default_factory=Enhancements)
    group: str = "textbook"
    target: str = ""
    peer: str = ""
    """The OpenSpiel workload to compare with (``--compare``): "minimax", "alphabeta", "solve"."""
    evaluation: Callable[[], Evaluation] | None = None
    """The evaluation at the cutoff (default: the game's classic one)."""
    playouts: int | None = None
    """MCTS: the playouts of each search (run with seed ``MCTS_SEED``)."""
    suite: SuitePick | None = None
    race: Literal["", "edax", "pons"] = ""
    """The other engine ``--compare`` times on the same positions."""


FAMILY_TABLE = Enhancements(iterative=True, tt_mb=16, ordering=ORDERINGS)
"""What MTD(f) and the alpha-beta it is measured against share: iterative deepening, the table, all
the move ordering (no PVS: a zero-window search of its own)."""
FAMILY_POSITIONS = (("4453", 8), ("444333", 7), ("3425", 7), ("3344", 7), ("", 6))
FAMILY_WORKLOADS = tuple(
    Workload(f"c4-d{d}-{moves or 'empty'}-{alg}", ConnectFour, moves, alg, d, enhancements=FAMILY_TABLE,
             group="family")
    for moves, d in FAMILY_POSITIONS for alg in ("alphabeta", "mtdf"))


def _enhanced(name: str, game: type[Game], moves: str | tuple[str, ...], depth: int | None, enh: Enhancements,
              target: str = "", peer: str = "") -> Workload:
    return Workload(name, game, moves, "alphabeta", depth, enhancements=enh, group="enhanced", target=target,
                    peer=peer)


WORKLOADS: tuple[Workload, ...] = (
    Workload("ttt-minimax-full", TicTacToe, "", "minimax", None, target="< 0.5 s", peer="minimax"),
    Workload("ttt-alphabeta-full", TicTacToe, "", "alphabeta", None, target="< 20 ms", peer="alphabeta"),
    Workload("c4-alphabeta-d6-empty", ConnectFour, "", "alphabeta", 6),
    Workload("c4-alphabeta-d8-4453", ConnectFour, "4453", "alphabeta", 8, target="> 100,000 nodes/s",
             peer="alphabeta"),
    Workload("c4-alphabeta-d7-444333", ConnectFour, "444333", "alphabeta", 7),
    Workload("c4-alphabeta-d7-3425", ConnectFour, "3425", "alphabeta", 7),
    Workload("c4-alphabeta-d7-3344", ConnectFour, "3344", "alphabeta", 7),
    Workload("c4-alphabeta-d6-4453-recorded", ConnectFour, "4453", "alphabeta", 6, record=True),
    Workload("c4-alphabeta-d6-4453", ConnectFour, "4453", "alphabeta", 6),
    Workload("ttt-alphabeta-full-recorded", TicTacToe, "", "alphabeta", None, record=True),
    # -- the enhancements ----------------------------------------------------------------------------
    _enhanced("ttt-table-solve", TicTacToe, "", None, Enhancements(tt_mb=1, ordering=("tt", "static"), pvs=True),
              "< 10 ms", peer="alphabeta"),
    _enhanced("ttt-all-but-iterative", TicTacToe, "", None, Enhancements(tt_mb=1, ordering=ORDERINGS, pvs=True)),
    _enhanced("c4-d8-4453+static", ConnectFour, "4453", 8, Enhancements(ordering=("static",))),
    _enhanced("c4-d8-4453+killers,history", ConnectFour, "4453", 8, Enhancements(ordering=("killers", "history"))),
    _enhanced("c4-d8-4453+table", ConnectFour, "4453", 8, Enhancements(tt_mb=16, ordering=("tt",))),
    _enhanced("c4-d8-4453+pvs,static", ConnectFour, "4453", 8, Enhancements(pvs=True, ordering=("static",))),
    _enhanced("c4-d8-4453+iterative,pv,tt", ConnectFour, "4453", 8,
              Enhancements(iterative=True, tt_mb=16, ordering=("pv", "tt"))),
    _enhanced("c4-d8-4453-all", ConnectFour, "4453", 8, ALL, "< 1 s", peer="alphabeta"),
    _enhanced("c4-d10-empty-all", ConnectFour, "", 10, ALL, "< 5 s"),
    _enhanced("c4-solve-18-empty", ConnectFour, SOLVE_18, None, SOLVE, "< 0.1 s, < 20,000 nodes", peer="solve"),
    _enhanced("c4-solve-18-conformance", ConnectFour, SOLVE_18_CONFORMANCE, None, SOLVE, "< 0.1 s", peer="solve"),
    _enhanced("c4-solve-20-empty(x12)", ConnectFour, SOLVE_20, None, SOLVE, "each < 1 s"),
    _enhanced("c4-solve-26-empty(x11)", ConnectFour, SOLVE_26, None, SOLVE, "each < 10 s"),
    _enhanced("tree-w5-d7-alphabeta", TreeGame, "", None, Enhancements()),
    _enhanced("tree-w5-d7-all", TreeGame, "", None, replace(ALL, tt_mb=4)),
    # -- the solver alone: the root's exact score, nothing else (the figure other solvers report) --------
    Workload("c4-root-solve-18-empty", ConnectFour, SOLVE_18, "root-solve", None, group="solver",
             target="C++ solver: 0.54 ms (same machine, same nodes)", race="pons"),
    Workload("c4-root-solve-20-empty(x12)", ConnectFour, SOLVE_20, "root-solve", None, group="solver",
             target="C++ solver: 1.9 ms in all", race="pons"),
    Workload("c4-root-solve-26-empty(x11)", ConnectFour, SOLVE_26, "root-solve", None, group="solver",
             target="C++ solver: 48 ms in all", race="pons"),
    # -- Othello: its own group, so that the two signatures above stay what they are --------------------
    Workload("othello-alphabeta-d6-midgame(x2)", Othello, OTHELLO_MIDGAMES[1:], "alphabeta", 6, group="othello"),
    Workload("othello-d6-midgame-all(x3)", Othello, OTHELLO_MIDGAMES, "alphabeta", 6, enhancements=ALL,
             group="othello"),
    Workload("othello-solve-12-empty(x4)", Othello, OTHELLO_12, "alphabeta", None, enhancements=OTHELLO_SOLVE,
             group="othello", target="each < 1 s"),
    Workload("othello-solve-16-empty(x5)", Othello, OTHELLO_16, "alphabeta", None, enhancements=OTHELLO_SOLVE,
             group="othello", target="each < 10 s"),
    # -- an evaluation file against a built-in evaluation doing the same work (the same values, so the
    # same tree): what the door for user code (the Position view, the checks) costs per evaluation
    Workload("c4-d6-4453-eval-file", ConnectFour, "4453", "alphabeta", 6, group="lab",
             evaluation=lambda: load_evaluation_file(EXAMPLE_EVAL_FILE, "connect4")(), target="≤ 3× builtin-rows"),
    Workload("c4-d6-4453-builtin-rows", ConnectFour, "4453", "alphabeta", 6, group="lab",
             evaluation=lambda: CentreRows()),
    *FAMILY_WORKLOADS,
)


MCTS_SEED = 1
WORKLOADS += (
    # -- Monte Carlo tree search: playouts per second, random playouts to the end -----------------------------
    Workload("ttt-mcts-5000", TicTacToe, "", "mcts", None, group="mcts", playouts=5000, peer="mcts"),
    Workload("c4-mcts-2000-empty", ConnectFour, "", "mcts", None, group="mcts", playouts=2000, peer="mcts"),
    Workload("c4-mcts-2000-4453", ConnectFour, "4453", "mcts", None, group="mcts", playouts=2000, peer="mcts"),
    Workload("othello-mcts-300-midgame(x3)", Othello, OTHELLO_MIDGAMES, "mcts", None, group="mcts", playouts=300,
             peer="mcts"),
)


def _suite(name: str, game: type[Game], pick: SuitePick, group: str, target: str = "") -> Workload:
    return Workload(name, game, "", "suite", None, group=group, target=target, suite=pick,
                    race="edax" if game is Othello else "pons")


WORKLOADS += (
    # -- the test suites: FForum's endgame problems, Connect Four shaped like Pascal Pons's test sets ----------
    _suite("othello-fforum-1-19(x19)", Othello, SuitePick("fforum-1-19.obf"), "suites"),
    _suite("c4-pons-end-easy-12(x12)", ConnectFour, SuitePick("connect4-end-12.txt"), "suites"),
    _suite("c4-pons-middle-18(x12)", ConnectFour, SuitePick("connect4-end-18.txt"), "suites"),
    # -- the endgame race's positions: minutes compiled, hours pure (not in "all") ---------------------------
    _suite("othello-fforum-15-19-empty(x5)", Othello, SuitePick("fforum-20-39.obf", (15, 19)), "endgame"),
    _suite("othello-fforum-20-empty(x9)", Othello, SuitePick("fforum-20-39.obf", (20, 20)), "endgame",
           target="each ≤ 0.5 s on average"),
    _suite("othello-fforum-21-22-empty(x3)", Othello, SuitePick("fforum-20-39.obf", (21, 22)), "endgame"),
)
GROUPS = ("textbook", "enhanced", "solver", "othello", "lab", "family", "mcts", "suites", "endgame", "workers",
          "workers-default")
NOT_IN_ALL = ("endgame", "workers", "workers-default")
SIGNATURES = ("textbook", "enhanced", "mcts", "suites", "endgame")
"""The groups whose total node count is a regression signature."""


class CentreRows(Evaluation):
    """``resources/evaluations/connect4_centre.py`` as a built-in: the same board rows, the same loop."""

    name = "centre-rows"
    params = (Param("centre", 1, 0, 10),)
    win_score = DEFAULT_WIN_SCORE

    def _prepare(self) -> None:
        self._game = ConnectFour()

    def score(self, state: Any, player: int) -> float:
        symbol = self._game.symbols[player]
        mine = theirs = 0.0
        for row in self._game.board_rows(state):
            for col, cell in enumerate(row):
                if cell == symbol:
                    mine += _CENTRE[col]
                elif cell != ".":
                    theirs += _CENTRE[col]
        return self.weights["centre"] * (mine - theirs)


_CENTRE = (1, 2, 3, 4, 3, 2, 1)


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser("bench", help="run the fixed benchmark workloads",
                       description="Run fixed search workloads and print nodes, time, nodes/s and ordering "
                                   "quality for each.")
    p.add_argument("--only", help="run only workloads whose name contains this text")
    p.add_argument("--group", choices=(*GROUPS, "all"),
                   default="all", help="which workloads (default all, which is every group but endgame and workers; lab: an "
                                       "evaluation file against the built-in equivalent; family: MTD(f) against "
                                       "alpha-beta; mcts: Monte Carlo tree search's playouts per second; suites: "
                                       "FForum #1-#19 and Connect Four positions shaped like Pascal Pons's test "
                                       "sets; endgame: FForum #21-#37, 15-22 empty squares, minutes compiled; workers: "
                                       "time to depth and to solve with one and two worker processes; workers-default: "
                                       "the default workers against --workers 1, small to long searches)")
    p.add_argument("--repeat", type=int_arg("--repeat", 1, MAX_REPEAT), default=1,
                   help="runs per workload; the fastest counts (default 1)")
    p.add_argument("--compare", action="store_true",
                   help="also run OpenSpiel's alpha_beta_search where it is installed, Edax on the Othello suite "
                        "workloads where $EDAX names it (with its eval.dat: $EDAX_EVAL or data/ beside it) and "
                        "Pascal Pons's c4solver on the Connect Four solver workloads where $PONS names it; our "
                        "time over theirs is printed")
    p.add_argument("--compare-modes", action="store_true",
                   help="run each workload pure and compiled (fresh interpreters) and print the speed-up")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--name", help=argparse.SUPPRESS)  # exactly this workload (--compare-modes' runs)
    p.add_argument("--perft", action="store_true",
                   help="count Othello's move sequences to depth 8 from the start (a pass counts as a move) and "
                        "compare them with the published figures, instead of the workloads")
    p.add_argument("--einstein", action="store_true",
                   help="run the EinStein workloads instead (Star1/Star2 vs plain expectiminimax; play vs random)")
    one = p.add_argument_group("one position (instead of the workloads)")
    one.add_argument("--game", help="othello or connect4: the game of --position")
    one.add_argument("--position", help="time a solve (or a search with --depth) from this position: Othello the 64 "
                                        "squares a1-h8 (X, O, -) and the side to move, as in .obf files; Connect "
                                        "Four the columns played (or the 6 rows from the top, X, O, ., separated "
                                        "by '/')")
    one.add_argument("--depth", help="with --position: search this many plies with the game's evaluation (default: "
                                     "full, the exact solver: Othello's best move and final disc difference, "
                                     "Connect Four's score by the solver alone on the root, as c4solver reports it)")
    p.set_defaults(func=run)


# -- the uniform tree -------------------------------------------------------------------------------
TREE_WIDTH, TREE_DEPTH = 5, 7


def uniform_tree(width: int = TREE_WIDTH, depth: int = TREE_DEPTH, seed: int = 1) -> TreeNode:
    """A uniform tree with random leaves; every inner node's static value is its minimax value plus
    noise (a decent evaluation, which iterative deepening can order by)."""
    rng = random.Random(seed)

    def build(d: int, is_max: bool) -> tuple[Any, float]:
        if d == 0:
            leaf = rng.randint(-100, 100)
            return leaf, leaf
        kids = [build(d - 1, not is_max) for _ in range(width)]
        v = max(k[1] for k in kids) if is_max else min(k[1] for k in kids)
        return {"children": [k[0] for k in kids], "value": v + rng.randint(-15, 15)}, v

    return build_tree(build(depth, True)[0])


# -- running ----------------------------------------------------------------------------------------
def _positions(w: Workload) -> tuple[str, ...]:
    return w.moves if isinstance(w.moves, tuple) else (w.moves,)


def race_positions(w: Workload) -> list[str]:
    """The workload's positions as the engine ``--compare`` races reads them."""
    if w.suite is not None:
        suite, problems = w.suite.read()
        return [race_position(suite.game, p) for p in problems]
    return list(_positions(w))


def run_suite_workload(w: Workload, repeat: int, stop: threading.Event | None) -> dict[str, Any] | None:
    """A suite workload's row, the fastest of ``repeat`` runs (None: stopped before one finished)."""
    assert w.suite is not None
    best: dict[str, Any] | None = None
    for _ in range(max(1, repeat)):
        timed = run_pick(w.suite, stop)
        if timed is None:
            return best
        row = suite_row(w, timed)
        if best is None or row["seconds"] < best["seconds"]:
            best = row
    return best


def suite_row(w: Workload, timed: list[Timed]) -> dict[str, Any]:
    """A suite workload's row: the totals, each position's answer, and how many differ from the suite's."""
    nodes, seconds = sum(t.nodes for t in timed), sum(t.seconds for t in timed)
    return {"name": w.name, "group": w.group, "nodes": nodes, "seconds": round(seconds, 6),
            "nodes_per_second": round(nodes / seconds) if seconds > 0 else 0, "first_move_cut_share": None,
            "value": timed[-1].value, "best_move": timed[-1].best_move, "target": w.target,
            "positions": len(timed), "answers": [(t.value, t.best_move) for t in timed],
            "worst_seconds": round(max(t.seconds for t in timed), 4),
            "wrong": sum(t.correct is False for t in timed), "unchecked": sum(t.correct is None for t in timed)}


def run_workload(w: Workload, repeat: int = 1, stop: threading.Event | None = None) -> dict[str, Any] | None:
    """The workload's row (the fastest of ``repeat`` runs); None when ``stop`` was set before a run
    finished (a stopped search's counts are not the workload's)."""
    if w.algorithm == "suite":
        return run_suite_workload(w, repeat, stop)
    best: dict[str, Any] | None = None
    for _ in range(max(1, repeat)):
        nodes = cutoffs = first = leaves = passes = playouts = 0
        seconds = worst = 0.0
        value: float | None = None
        best_move: int | None = None
        answers: list[tuple[float | None, int | None]] = []  # each position's value and best move
        for moves in _positions(w):
            if w.algorithm == "root-solve":
                c4 = ConnectFour()
                value, n, t = root_solve(c4.play(c4.initial_state(), c4.parse_moves(moves)))
                answers.append((value, None))
                nodes += n
                seconds += t
                worst = max(worst, t)
                continue
            game: Game
            evaluation: Evaluation
            if w.game is TreeGame:
                root = uniform_tree()
                game, state, evaluation = TreeGame(root), root, StaticValue()
            else:
                game = w.game()  # fresh: no move-generation cache carried over from an earlier run
                state = game.play(game.initial_state(), game.parse_moves(moves))
                info = GAMES[game.name]
                evaluation = w.evaluation() if w.evaluation is not None else default_evaluation(info)
            options = SearchOptions(algorithm=w.algorithm, depth=w.depth,
                                    evaluation=evaluation if w.depth is not None or w.enhancements.iterative
                                    else None,
                                    record=w.record, record_budget=1_000_000, enhancements=w.enhancements,
                                    playouts=w.playouts, seed=MCTS_SEED if w.algorithm == "mcts" else None)
            r = search(game, state, options, stop=stop)
            if stop is not None and stop.is_set():
                return best
            s = r.stats
            nodes += s.nodes
            cutoffs += s.cutoffs
            first += s.first_move_cutoffs
            leaves += s.terminals + s.evaluations
            seconds += s.elapsed_s
            worst = max(worst, s.elapsed_s)
            value, best_move = r.value, r.best_move
            passes += len(passes_of(r))
            answers.append((r.value, r.best_move))
            mcts = r.extra(MctsStats)
            playouts += mcts.playouts if mcts is not None else 0
        row: dict[str, Any] = {
            "name": w.name, "group": w.group, "nodes": nodes, "seconds": round(seconds, 6),
            "nodes_per_second": round(nodes / seconds) if seconds > 0 else 0,
            "first_move_cut_share": round(first / cutoffs, 3) if cutoffs else None,
            "value": value, "best_move": best_move, "target": w.target,
        }
        if len(_positions(w)) > 1:
            row["positions"] = len(_positions(w))
            row["answers"] = answers  # every position's, not only the last one's
            row["worst_seconds"] = round(worst, 4)
        shown = ALGORITHMS[w.algorithm].stats if w.algorithm in ALGORITHMS else frozenset()
        if "passes" in shown:  # (what the algorithm's own result adds: MTD(f)'s passes, MCTS's playouts)
            row["passes"] = passes
        if "mcts" in shown:
            row["playouts"] = playouts
            row["playouts_per_second"] = round(playouts / seconds) if seconds > 0 else 0
        if w.game is TreeGame:
            row["leaves"] = leaves
            row["minimal_leaves"] = minimal_leaves(TREE_WIDTH, TREE_DEPTH)
            row["vs_minimal"] = round(leaves / row["minimal_leaves"], 2)
        if best is None or row["seconds"] < best["seconds"]:
            best = row
    assert best is not None
    return best


def run(args: argparse.Namespace) -> int:
    if args.position is not None or args.game is not None or args.depth is not None:
        return run_position(args)
    if args.compare_modes and (args.einstein or args.perft):
        raise InputError("--compare-modes runs the search workloads; it does not go with --einstein or --perft "
                         "(run those once with MINIMAX_STUDIO_PURE=1 and once without)")
    if not args.json and (args.einstein or args.perft):
        print(f"engine: {native.mode()}")
    if args.einstein:
        from . import bench_einstein
        return bench_einstein.run(args)
    if args.group == "workers":  # not in "all": it runs every workload twice (cli/bench_workers.py)
        from . import bench_workers
        return bench_workers.run(args)
    if args.group == "workers-default":  # not in "all": fresh processes (cli/bench_default_workers.py)
        from . import bench_default_workers
        return bench_default_workers.run(args)
    if args.perft:
        return run_perft(args.json)
    # "all" leaves out the groups that take minutes, unless a workload of theirs is named
    named = bool(args.only or args.name)
    chosen = [w for w in WORKLOADS if (not args.only or args.only in w.name)
              and (w.group == args.group or (args.group == "all" and (named or w.group not in NOT_IN_ALL)))
              and (not args.name or w.name == args.name)]
    if not chosen:
        wanted = f"named with {args.only!r}" if args.only else f"in group {args.group!r}"
        raise InputError(f"no workload {wanted} (bench --help lists the groups)")
    if args.compare_modes:
        return compare_modes(chosen, args)
    rows = []
    # Ctrl-C or SIGTERM: the workload running is dropped, the finished ones are reported (exit 0). The
    # handlers are in place before the header says a workload is running.
    with stop_on_signals() as stop:
        if not args.json:
            print(f"engine: {native.mode()}")
            print(f"{'workload':<32}{'nodes':>12}{'time (s)':>11}{'nodes/s':>11}{'first':>7}  target / notes",
                  flush=True)
        told: set[str] = set()  # the engines found missing, said once
        for w in chosen:
            row = run_workload(w, args.repeat, stop)
            if row is None:
                break
            rows.append(row)
            if not args.json:
                print(_line(row))
            if args.compare and w.race and not stop.is_set():
                values = [a[0] for a in row["answers"]] if "answers" in row else [row["value"]]
                race(w.race, race_positions(w), row, values, args, told, stop)
            if args.compare and w.peer and not stop.is_set():
                peer = compare_with_openspiel(w)
                if peer is not None:
                    row["openspiel"] = peer
                    if not args.json:
                        print(f"  {'OpenSpiel ' + peer.get('what', 'alpha_beta_search'):<30}{peer['nodes']:>12,}"
                              f"{peer['seconds']:>11.3f}{peer['nodes_per_second']:>11,}")
                elif not args.json:
                    print("  OpenSpiel: not installed (pip install open_spiel), skipped")
            if stop.is_set():
                break
        _report(rows, args, stop.is_set(), len(chosen))
    return 0


def race(engine: str, positions: list[str], row: dict[str, Any], values: list[Any], args: argparse.Namespace,
         told: set[str], stop: threading.Event) -> None:
    """The other engine on the same positions, beside the row (``row[engine]``); a line when it cannot run.
    It runs ``--repeat`` times as ours does, and its fastest run counts."""
    fastest: bench_race.EngineRun | None = None
    try:
        for _ in range(args.repeat):
            run = (bench_race.race_edax(positions, stop) if engine == "edax"
                   else bench_race.race_pons(positions, stop))
            if fastest is None or run.seconds < fastest.seconds:
                fastest = run
    except bench_race.RaceError as e:
        row[engine] = {"skipped": str(e)}
        if not args.json and str(e) not in told:
            told.add(str(e))
            print(f"  {e}")
        return
    assert fastest is not None
    row[engine] = bench_race.comparison(fastest, float(row["seconds"]), int(row["nodes"]), values)
    if not args.json:
        print(bench_race.comparison_line(row[engine]))


def run_position(args: argparse.Namespace) -> int:
    """``bench --game G --position P [--depth N]``: one solve or search, its figures, and the race on it."""
    if args.position is None:
        raise InputError("--game and --depth go with --position (bench times the workloads without them)")
    others = [flag for flag, given in (("--compare-modes", args.compare_modes), ("--only", args.only),
                                       ("--group", args.group != "all"), ("--einstein", args.einstein),
                                       ("--perft", args.perft)) if given]
    if others:
        raise InputError(f"{', '.join(others)} chooses what to run; it does not go with --position")
    suite, problem = position_problem(args.game, args.position)
    settings = position_settings(args)
    root_only = suite.format is PONS and settings.depth is None
    game = suite.game
    with stop_on_signals() as stop:
        best: Timed | None = None
        for _ in range(args.repeat):
            timed = run_problems(suite, [problem], settings, root_only, stop)
            if timed is None:
                sys.stderr.write("bench: stopped before the search finished\n")
                return EXIT_INTERRUPTED
            if best is None or timed[0].seconds < best.seconds:
                best = timed[0]
        assert best is not None
        how = ("solved by the solver alone on the root (the score, as c4solver reports it)" if root_only
               else settings.describe())
        row: dict[str, Any] = {
            "mode": native.mode(), "game": game.name, "position": game.format_position(problem.state),
            "empties": problem.empties, "how": how, "best_move": best.best_move, "value": best.value,
            "nodes": best.nodes, "seconds": round(best.seconds, 6),
            "nodes_per_second": round(best.nodes / best.seconds) if best.seconds > 0 else 0}
        if not args.json:
            print(f"engine: {native.mode()}")
            print(f"{game.title} {problem.text} ({problem.empties} empty), {how}")
            found = [f"best move {best.best_move}" if best.best_move else "",
                     f"value {best.value:+d}" if best.value is not None else ""]
            print("; ".join(x for x in found if x))
            print(f"{best.nodes:,} nodes in {best.seconds:.3f} s ({row['nodes_per_second']:,} nodes/s)", flush=True)
        if args.compare and settings.depth is None:
            engine = "edax" if suite.format is OBF else "pons"
            race(engine, [best.position], row, [best.value], args, set(), stop)
        elif args.compare and not args.json:
            print("  --compare races the exact solvers: give no --depth")
        if args.json:
            print(json.dumps(row))
    return 0


def _report(rows: list[dict[str, Any]], args: argparse.Namespace, interrupted: bool, chosen: int) -> None:
    signatures = {g: sum(int(r["nodes"]) for r in rows if r["group"] == g) for g in SIGNATURES}
    by_name = {r["name"]: r for r in rows}
    overhead = None
    if "c4-alphabeta-d6-4453-recorded" in by_name and "c4-alphabeta-d6-4453" in by_name:
        overhead = float(by_name["c4-alphabeta-d6-4453-recorded"]["seconds"]) / max(
            1e-9, float(by_name["c4-alphabeta-d6-4453"]["seconds"]))
    user_cost = None
    if "c4-d6-4453-eval-file" in by_name and "c4-d6-4453-builtin-rows" in by_name:
        user_cost = float(by_name["c4-d6-4453-eval-file"]["seconds"]) / max(
            1e-9, float(by_name["c4-d6-4453-builtin-rows"]["seconds"]))
    if args.json:
        data: dict[str, Any] = {"mode": native.mode(), "compiled": native.status().compiled,
                                "workloads": rows, "signature": signatures["textbook"],
                                "enhanced_signature": signatures["enhanced"], "mcts_signature": signatures["mcts"],
                                "suites_signature": signatures["suites"], "endgame_signature": signatures["endgame"],
                                "wrong_answers": sum(int(r.get("wrong", 0)) for r in rows),
                                "recording_overhead": overhead,
                                "eval_file_cost": user_cost}
        if interrupted:
            data["interrupted"] = True  # the signatures then cover only the workloads that finished
        print(json.dumps(data))
        return
    if interrupted:
        print(f"Interrupted: {len(rows)} of {chosen} workloads finished (the signatures cover only those)")
    for group in SIGNATURES:
        if any(r["group"] == group for r in rows):
            print(f"{f'signature ({group}, total nodes)':<32}{signatures[group]:>12,}")
    wrong = [r["name"] for r in rows if r.get("wrong")]
    if wrong:
        print(f"WRONG ANSWERS (not the suite's) in: {', '.join(wrong)}")
    if overhead is not None:
        print(f"tree recording costs {overhead:.2f}× the same search without it (Connect Four, depth 6)")
    if user_cost is not None:
        print(f"an evaluation file costs {user_cost:.2f}× a built-in evaluation doing the same work (target ≤ 3×)")
    for line in family_lines(by_name):
        print(line)


def family_lines(by_name: dict[str, dict[str, Any]]) -> list[str]:
    """MTD(f) beside alpha-beta (same table, ordering and depth), one line per position run."""
    lines: list[str] = []
    for moves, d in FAMILY_POSITIONS:
        stem = f"c4-d{d}-{moves or 'empty'}"
        ab, mt = by_name.get(f"{stem}-alphabeta"), by_name.get(f"{stem}-mtdf")
        if ab is None or mt is None:
            continue
        if not lines:
            lines.append("MTD(f) vs alpha-beta (iterative deepening, table, all ordering; same depth):")
        ratio = int(mt["nodes"]) / max(1, int(ab["nodes"]))
        lines.append(f"  Connect Four {moves or 'empty'} depth {d}: alpha-beta {int(ab['nodes']):,} nodes, "
                     f"MTD(f) {int(mt['nodes']):,} nodes ({ratio:.2f}×, {mt['passes']} passes)")
    return lines


OTHELLO_PERFT = (4, 12, 56, 244, 1_396, 8_200, 55_092, 390_216)


def run_perft(as_json: bool) -> int:
    """Othello perft to depth 8: the move generator against the published counts."""
    from engine.perft import perft

    game = Othello()
    t0 = time.perf_counter()
    counts = perft(game, game.initial_state(), len(OTHELLO_PERFT))
    seconds = time.perf_counter() - t0
    ok = tuple(counts) == OTHELLO_PERFT
    if as_json:
        print(json.dumps({"perft": counts, "expected": list(OTHELLO_PERFT), "ok": ok, "seconds": round(seconds, 3)}))
    else:
        for depth, (got, want) in enumerate(zip(counts, OTHELLO_PERFT, strict=True), 1):
            print(f"Othello perft {depth}: {got:>9,}  {'✓' if got == want else f'expected {want:,}'}")
        print(f"{sum(counts):,} positions in {seconds:.2f} s ({sum(counts) / seconds:,.0f} /s)")
    return 0 if ok else 1


# -- pure Python against the compiled build ------------------------------------------------------------
def run_in_mode(name: str, pure: bool, repeat: int) -> dict[str, Any]:
    """One workload in a fresh interpreter, pure or compiled: its bench row and the mode it ran in."""
    env = dict(os.environ)
    env[native.PURE_ENV] = "1" if pure else "0"
    # The project's own main.py, whatever the working directory holds.
    proc = subprocess.run([sys.executable, str(native.ROOT / "main.py"), "bench", "--json", "--name", name,
                           "--repeat", str(repeat)], env=env, cwd=native.ROOT, capture_output=True, text=True,
                          check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"bench --name {name} failed: {proc.stderr.strip().splitlines()[-1:]}")
    out = json.loads(proc.stdout)
    row: dict[str, Any] = out["workloads"][0]
    row["mode"], row["compiled"] = out["mode"], out["compiled"]
    return row


def compare_modes(chosen: list[Workload], args: argparse.Namespace) -> int:
    # The build on disk, whichever mode this process itself runs in (each run sets its own).
    status, _ = native.choose(environ={})
    if not status.compiled:
        print(f"bench: no compiled build to compare with ({status.describe()})", file=sys.stderr)
        return 2
    if not args.json:
        print(f"engine: {status.describe()}, against the same modules in pure Python")
        print(f"{'workload':<32}{'nodes':>12}{'pure (s)':>10}{'compiled':>10}{'speed-up':>10}  same answer")
    rows = []
    for i, w in enumerate(chosen):
        # Alternate which mode goes first, so a machine that speeds up or slows down favours neither.
        order = (True, False) if i % 2 == 0 else (False, True)
        runs = {pure: run_in_mode(w.name, pure, args.repeat) for pure in order}
        p, c = runs[True], runs[False]
        same = all(p.get(k) == c.get(k) for k in ("nodes", "value", "best_move", "answers"))
        ratio = p["seconds"] / c["seconds"] if c["seconds"] > 0 else None
        row = {"name": w.name, "group": w.group, "nodes": p["nodes"], "pure_seconds": p["seconds"],
               "compiled_seconds": c["seconds"], "speedup": round(ratio, 2) if ratio else None, "same": same,
               "pure_nodes_per_second": p["nodes_per_second"], "compiled_nodes_per_second": c["nodes_per_second"]}
        if not same:
            row["pure"], row["compiled_row"] = p, c
        rows.append(row)
        if not args.json:
            speed = f"{ratio:.2f}×" if ratio else "—"
            print(f"{w.name:<32}{p['nodes']:>12,}{p['seconds']:>10.3f}{c['seconds']:>10.3f}{speed:>10}  "
                  + ("yes" if same else f"NO: pure {p['nodes']:,} nodes, value {p['value']}; compiled "
                                        f"{c['nodes']:,}, value {c['value']}"))
    signature = sum(int(r["nodes"]) for r in rows if r["group"] == "textbook")
    if args.json:
        print(json.dumps({"mode": status.describe(), "workloads": rows, "signature": signature}))
    elif any(r["group"] == "textbook" for r in rows):
        print(f"{'signature (textbook, total nodes)':<32}{signature:>12,}  (the same in both modes: "
              f"{'yes' if all(r['same'] for r in rows) else 'NO'})")
    return 0 if all(r["same"] for r in rows) else 1


def _line(row: dict[str, Any]) -> str:
    first = f"{row['first_move_cut_share']:.0%}" if row["first_move_cut_share"] is not None else "—"
    notes = [row["target"]] if row["target"] else []
    if "worst_seconds" in row:
        notes.append(f"worst {row['worst_seconds']:.3f} s of {row['positions']}")
    if "playouts_per_second" in row:
        notes.append(f"{row['playouts']:,} playouts, {row['playouts_per_second']:,} playouts/s")
    if "vs_minimal" in row:
        notes.append(f"{row['leaves']:,} leaves = {row['vs_minimal']}× the minimal {row['minimal_leaves']:,}")
    if "wrong" in row:
        checked = row["positions"] - row["unchecked"]
        notes.append(f"{row['wrong']} of {checked} answers WRONG" if row["wrong"] else f"all {checked} answers right")
    return (f"{row['name']:<32}{row['nodes']:>12,}{row['seconds']:>11.3f}{row['nodes_per_second']:>11,}"
            f"{first:>7}  " + "; ".join(notes))


# -- OpenSpiel, side by side -------------------------------------------------------------------------
def compare_with_openspiel(w: Workload) -> dict[str, Any] | None:
    """The matching OpenSpiel search (pure-Python alpha-beta / minimax on its C++ game states; MCTSBot)."""
    if w.peer == "mcts":
        assert w.playouts is not None
        return openspiel_mcts(w.game, _positions(w), w.playouts, MCTS_SEED)
    try:
        import pyspiel  # type: ignore[import-not-found]
        from open_spiel.python.algorithms import minimax as osm  # type: ignore[import-not-found]
    except ImportError:
        return None
    name = "tic_tac_toe" if w.game is TicTacToe else "connect_four"
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    moves = _positions(w)[0]
    for ch in moves:
        state.apply_action(int(ch) - 1)
    ours = ConnectFour()
    windows = Windows()
    root_player = state.current_player()

    def windows_value(s: Any) -> float:
        c4 = ours.play(ours.initial_state(), [a + 1 for a in s.history()])
        return windows.score(c4, root_player)

    count = [0]
    original = osm._alpha_beta

    def counted(*a: Any, **k: Any) -> Any:
        count[0] += 1
        return original(*a, **k)

    osm._alpha_beta = counted
    try:
        t0 = time.perf_counter()
        if w.peer == "minimax":
            # plain minimax is its expectiminimax (no chance nodes here), counted the same way
            value, nodes = _openspiel_minimax_count(osm, state, root_player)
        elif w.peer == "solve":
            value, _ = osm.alpha_beta_search(game, state=state, maximum_depth=42)
            nodes = count[0]
        elif w.game is TicTacToe:
            value, _ = osm.alpha_beta_search(game, state=state, maximum_depth=9)
            nodes = count[0]
        else:
            value, _ = osm.alpha_beta_search(game, state=state, value_function=windows_value,
                                             maximum_depth=w.depth)
            nodes = count[0]
        seconds = time.perf_counter() - t0
    finally:
        osm._alpha_beta = original
    return {"nodes": nodes, "seconds": round(seconds, 4), "nodes_per_second": round(nodes / seconds),
            "value": value}


def _openspiel_minimax_count(osm: Any, state: Any, player: int) -> tuple[float, int]:
    count = [0]
    original = osm.expectiminimax

    def counted(*a: Any, **k: Any) -> Any:
        count[0] += 1
        return original(*a, **k)

    osm.expectiminimax = counted
    try:
        value = counted(state, 9, None, player)
    finally:
        osm.expectiminimax = original
    return value, count[0]
