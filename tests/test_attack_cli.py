"""Attacks on the command line, driven in-process: every argument family with malformed values.

The contract (docs/guide/command-line.md, "Errors and interruptions"): exit status 0 or 2, never a traceback,
exactly one line on stderr with status 2. An internal error is one line naming the log file that holds the traceback, status 1.
"""

from __future__ import annotations

import json
import math
import os
import random
import re
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cli.common import EXIT_BUG, EXIT_USAGE
from engine.games.tree import MAX_TREE_VALUE, TreeGame, build_tree
from engine.search import SearchOptions, search

from .attack import attack_settings, fifo_watchdog, hostile_text
from .cli_helpers import run_captured as run
from .cli_helpers import run_process

pytestmark = pytest.mark.usefixtures("_log_dir")  # a bug's traceback goes to a temporary log folder


def assert_contract(code: int, err: str, args: tuple[str, ...]) -> None:
    assert "Traceback" not in err, (args, err)
    assert code in (0, EXIT_USAGE), (args, code, err)
    if code == EXIT_USAGE:
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), (args, err)


def refused(*args: str) -> str:
    code, _, err = run(*args)
    assert code == EXIT_USAGE, (args, code, err)
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    return err


# -- the cases, each of which escaped as a traceback or was silently accepted ---------------------
BIG = "9" * 400
HUGE = "9" * 5000


@pytest.mark.parametrize("tree", [
    f"[1, {BIG}]",  # OverflowError: int too large to convert to float
    f"[1, {HUGE}]",  # ValueError: Exceeds the limit (4300 digits)
    f"({HUGE} 1)",
    "(1_000 2)",  # float() takes it
    "(١٢ 2)",  # Arabic-Indic digits: float() takes them
    "(５ 2)",
    "[" * 100_000 + "1" + "]" * 100_000,
    "(" * 5_000 + "1" + ")" * 5_000,
    '{"type": "chance", "children": [1.7e308, -1.7e308]}',  # beyond what Star1/Star2 can add up
    '{"type": "chance", "children": [1, 2], "probs": [' + BIG + ", 0]}",
])
def test_hostile_trees_are_refused_in_one_line(tree: str) -> None:
    refused("analyze", "--tree", tree)


def test_a_node_with_32768_children_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "wide.json"
    path.write_text(json.dumps([list(range(32768))]))
    assert "children" in refused("analyze", "--tree", f"@{path}")


@pytest.mark.parametrize("args", [
    ("analyze", "--game", "tictactoe", "--depth", "５"),
    ("analyze", "--game", "tictactoe", "--depth", "٣"),
    ("analyze", "--game", "tictactoe", "--depth", "3_0"),
    ("analyze", "--game", "tictactoe", "--depth", "²"),
    ("analyze", "--game", "tictactoe", "--eval", ""),
    ("analyze", "--game", "tictactoe", "--seed", "٣"),
    ("analyze", "--game", "connect4", "--time", "nan"),
    ("analyze", "--game", "connect4", "--time", "1_0"),
    ("analyze", "--game", "connect4", "--nodes", "１０"),
    ("analyze", "--game", "connect4", "--tt-mb", "٣"),
    ("analyze", "--game", "connect4", "--weights", "w1=٣"),
    ("analyze", "--tree", "((3 12 8) (2 4 6))", "--moves", "٣"),
    ("arena", "--game", "tictactoe", "--players", "alphabeta:²,random"),
    ("arena", "--game", "tictactoe", "--players", "alphabeta:٣,random"),
    ("arena", "--game", "tictactoe", "--players", "random,random", "--games", "٣"),
    ("bench", "--repeat", "0"),
    ("bench", "--repeat", "-1"),
    ("bench", "--repeat", "٣"),
    ("analyze", "--game", "einstein", "--position", "r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r ²"),
])
def test_malformed_numbers_and_names_are_refused_in_one_line(args: tuple[str, ...]) -> None:
    refused(*args)


def test_a_fifo_tree_file_is_refused_not_waited_on(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this platform")
    fifo = tmp_path / "tree.fifo"
    os.mkfifo(fifo)
    # Opening a FIFO for reading blocks until a writer comes: a reader without the check would wait
    # forever here (the watchdog releases it after 15 s, and the assertions then fail).
    start = time.monotonic()
    with fifo_watchdog(str(fifo)):
        err = refused("analyze", "--tree", f"@{fifo}")
    assert "regular file" in err and time.monotonic() - start < 10
    assert "folder" in refused("analyze", "--tree", f"@{tmp_path}")


# -- an internal error: one line naming the log, the traceback in the log -------------------------------
def test_an_internal_error_is_one_line_and_a_logged_traceback(monkeypatch: pytest.MonkeyPatch,
                                                              _log_dir: Path) -> None:
    import cli.analyze

    def broken(*_: object, **__: object) -> None:
        raise ZeroDivisionError("a bug planted by the test")

    monkeypatch.setattr(cli.analyze, "search", broken)
    code, out, err = run("analyze", "--game", "tictactoe", "--moves", "5")
    assert code == EXIT_BUG and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and "bug" in lines[0] and "ZeroDivisionError" in lines[0] and str(_log_dir) in lines[0]
    log = (_log_dir / "minimax-studio.log").read_text(encoding="utf-8")
    assert "Traceback" in log and "a bug planted by the test" in log and "broken" in log


def test_interrupt_before_any_result_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    import cli.analyze

    def interrupted(*_: object, **__: object) -> None:
        raise KeyboardInterrupt  # Ctrl-C while a huge tree is parsed

    monkeypatch.setattr(cli.analyze, "load_tree_argument", interrupted)
    code, out, err = run("analyze", "--tree", "(1 2)")
    assert code == 130 and out == "" and err == "interrupted before anything was finished\n"


# -- numbers that cannot overflow: Star1/Star2 agree with plain expectiminimax at the limits ----------------
def test_star_pruning_equals_plain_expectiminimax_at_the_value_limit() -> None:
    """Leaves at ±MAX_TREE_VALUE, tiny probabilities: bounds and scaled values stay finite, and Star1/Star2
    give plain expectiminimax's value (with ±1.7e308 they gave +inf where plain gave −1.02e308)."""
    rng = random.Random(7)
    extremes = (MAX_TREE_VALUE, -MAX_TREE_VALUE, 0, 1, -1)

    def gen(d: int) -> object:
        if d == 0 or rng.random() < 0.2:
            return rng.choice(extremes)
        kind = rng.choice(("max", "min", "chance"))
        kids = [gen(d - 1) for _ in range(rng.randint(1, 3))]
        node: dict[str, object] = {"type": kind, "children": kids}
        if kind == "chance" and len(kids) > 1 and rng.random() < 0.5:
            tiny = rng.choice((1e-300, 1e-12, 0.0))
            node["probs"] = [1 - tiny * (len(kids) - 1)] + [tiny] * (len(kids) - 1)
        return node

    for _ in range(300):
        root = build_tree(gen(rng.randint(1, 5)))
        game = TreeGame(root)
        plain = search(game, root, SearchOptions("expectiminimax")).value
        assert plain is not None and math.isfinite(plain)
        for mode in ("star1", "star2"):
            v = search(game, root, SearchOptions("expectiminimax", chance_pruning=mode)).value
            assert v is not None and math.isclose(v, plain, rel_tol=1e-9, abs_tol=1e-9 * MAX_TREE_VALUE), (mode, v, plain)


# -- hypothesis: every argument family with malformed values ------------------------------------------------
BASE_ANALYZE = ("analyze", "--game", "tictactoe", "--moves", "5137", "--depth", "2")
FAMILIES: dict[str, tuple[str, ...]] = {
    # family -> the command before the attacked option (a fast, valid baseline)
    "--moves": ("analyze", "--game", "tictactoe", "--depth", "2"),
    "--depth": ("analyze", "--game", "tictactoe", "--moves", "5137"),
    "--eval": BASE_ANALYZE,
    "--weights": BASE_ANALYZE,
    "--seed": (*BASE_ANALYZE, "--tie-break", "random"),
    "--time": BASE_ANALYZE,
    "--nodes": BASE_ANALYZE,
    "--tt-mb": BASE_ANALYZE,
    "--ordering": BASE_ANALYZE,
    "--aspiration": BASE_ANALYZE,
    "--algorithm": BASE_ANALYZE,
    "--tie-break": BASE_ANALYZE,
    "--chance-pruning": ("analyze", "--game", "einstein", "--depth", "1"),
    "--position": ("analyze", "--game", "einstein", "--depth", "1"),
    "--game": ("analyze", "--depth", "1"),
    "--tree": ("analyze",),
    "arena --players": ("arena", "--game", "tictactoe", "--games", "1"),
    "arena --games": ("arena", "--game", "tictactoe", "--players", "random,topleft"),
    "arena --seed": ("arena", "--game", "tictactoe", "--players", "random,topleft", "--games", "1"),
    "bench --repeat": ("bench", "--only", "no-such-workload"),
}
NUMERIC = {"--depth", "--seed", "--time", "--nodes", "--tt-mb", "--aspiration", "arena --games", "arena --seed",
           "bench --repeat"}


def _safe(family: str, value: str) -> bool:
    """Leave out the few well-formed values that are merely expensive (a 4 GB table, a million games)."""
    v = value.strip()
    if family in ("--tt-mb", "arena --games", "bench --repeat", "--time") and v.isascii():
        try:
            return float(v) <= (5 if family == "--time" else 2)
        except ValueError:
            return True
    return True


def _plain_ascii_number(text: str) -> bool:
    return re.fullmatch(r"[+-]?[0-9]*\.?[0-9]*([eE][+-]?[0-9]+)?", text.strip(), re.ASCII) is not None


tree_junk = st.one_of(
    hostile_text,
    st.recursive(st.one_of(st.integers(), st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=3),
                           st.booleans(), st.none()),
                 lambda kids: st.one_of(st.lists(kids, max_size=4),
                                        st.dictionaries(st.sampled_from(["type", "children", "probs", "label",
                                                                         "value", "info", "x"]), kids, max_size=4)),
                 max_leaves=12).map(json.dumps),
    st.from_regex(r"[()0-9 .,_eE+-]{0,30}", fullmatch=True),
)


@attack_settings(60)
@given(family=st.sampled_from(sorted(FAMILIES)), value=hostile_text, tree=tree_junk)
def test_every_argument_family_answers_malformed_values_in_one_line(family: str, value: str, tree: str) -> None:
    if family == "--tree":
        value = tree
    if not _safe(family, value):
        return
    option = family.split()[-1]
    args = (*FAMILIES[family], option, value)
    code, _, err = run(*args)
    assert_contract(code, err, args)
    if family in NUMERIC and not _plain_ascii_number(value):
        assert code == EXIT_USAGE, (args, err)  # Unicode digits, underscores, nan, junk: never a number


@attack_settings(30)
@given(args=st.lists(st.one_of(hostile_text, st.sampled_from(
    ["analyze", "arena", "bench", "--game", "--tree", "--moves", "--depth", "--json", "--players", "--games",
     "--exact", "--solve", "--faster-wins", "--compare-plain", "--iterative", "--pvs", "--quiescence", "-h"])),
    max_size=6))
def test_any_argument_list_answers_in_one_line(args: list[str]) -> None:
    if "-h" in args or "--help" in args or any(a.startswith("--h") for a in args):
        return  # help is many lines by design
    if not args or args[0].startswith("-"):
        return  # no subcommand: that opens the desktop application
    if any(a in ("bench", "arena", "--solve") for a in args):
        return  # a valid bench or arena run takes minutes; their options are attacked above
    code, _, err = run(*args)
    if code == 0:
        return
    assert "Traceback" not in err and code == EXIT_USAGE and len(err.splitlines()) == 1, (args, code, err)


# -- issue 33: a user's mistake that escaped as an internal error, and its siblings -------------------------
@pytest.mark.parametrize("args", [
    ("analyze", "--game", "nim", "--position", HUGE),  # ValueError: Exceeds the limit (4300 digits)
    ("analyze", "--game", "nim", "--position", f"{HUGE} 3 first"),
    ("analyze", "--game", "nim", "--moves", HUGE),  # the default parse_move's int()
    ("arena", "--game", "nim", "--players", "random,random", "--position", HUGE),
    ("analyze", "--game", "nim", "--position", "0" * 5000 + "100"),  # leading zeros do not hide a big heap
    ("bench", "--game", "connect4", "--position", ""),  # IndexError after timing the empty board
    ("bench", "--game", "connect4", "--position", "   "),
    ("bench", "--game", "othello", "--position", ""),
    ("analyze", "--game", "connect4", "--position", ""),
    ("analyze", "--game", "connect4", "--position", " \t "),
    ("arena", "--game", "connect4", "--players", "random,random", "--position", ""),
    ("analyze", "--game", "tictactoe", "--position", ""),
    ("analyze", "--game", "nim", "--position", ""),
    ("analyze", "--game", "einstein", "--position", ""),
    ("analyze", "--game", "othello", "--position", HUGE),
    ("analyze", "--game", "connect4", "--position", HUGE),
    ("analyze", "--game", "tictactoe", "--moves", HUGE),
])
def test_empty_and_huge_positions_and_moves_are_refused_in_one_line(args: tuple[str, ...]) -> None:
    refused(*args)


def test_a_nim_heap_of_5000_digits_names_the_heap() -> None:
    assert "heap 1" in refused("analyze", "--game", "nim", "--position", HUGE)


@pytest.mark.parametrize("algorithm", ["mcts", "sss", "dual", "mtdf", "alphabeta", "minimax"])
@pytest.mark.parametrize("limit", [("--time", "0.2"), ("--nodes", "300")])
def test_every_algorithm_takes_a_time_or_node_limit_in_analyze(algorithm: str, limit: tuple[str, str]) -> None:
    """``--help`` says MCTS's playout default applies unless --time or --nodes limits the search: a limit is
    taken by every algorithm that can stop early, not refused as an enhancement."""
    code, out, err = run("analyze", "--game", "connect4", "--moves", "4444", "--algorithm", algorithm, *limit,
                         "--workers", "1", "--json")
    assert code == 0, err
    assert json.loads(out)["best_move"] is not None


@pytest.mark.parametrize("players", ["mcts,random", "sss,random", "mtdf,random", "dual,random"])
@pytest.mark.parametrize("limit", [("--time", "0.02"), ("--nodes", "200")])
def test_every_algorithm_takes_a_limit_in_arena_and_a_small_game_ends(players: str, limit: tuple[str, str]) -> None:
    """Tic-tac-toe's late positions have fewer nodes than the limit: MCTS's tree stops growing there, and
    the limit must still end the search (it looped forever)."""
    done = run_process("arena", "--game", "tictactoe", "--players", players, "--games", "2", *limit)
    assert done.returncode == 0, done.stderr
    assert "wins" in done.stdout


@pytest.mark.parametrize("spec", ["mcts:20,nodes=200", "mcts:20,time=0.02", "sss,nodes=200", "mtdf,time=0.02",
                                  "dual,nodes=200"])
def test_every_algorithm_takes_a_limit_in_a_tournament_spec(spec: str) -> None:
    code, _, err = run("tournament", "--game", "tictactoe", "--players", spec, "random", "--games", "2",
                         "--concurrency", "1")
    assert code == 0, err


def test_mcts_with_a_node_limit_above_the_size_of_a_small_tree_ends() -> None:
    done = run_process("analyze", "--tree", "((3 12 8) (2 4 6) (14 5 2))", "--algorithm", "mcts", "--nodes", "50",
                       "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["best_move"] is not None
