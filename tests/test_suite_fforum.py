"""The public FForum endgame suites shipped in ``resources/suites/``: every problem as Edax publishes it, and the
solver reproduces the published best moves and scores (all of #1-#19 and the smaller of #20-#39 with the
compiled build; the first few with the pure-Python modules, which are about thirty times slower)."""

from __future__ import annotations

import json
import re

import pytest

from engine import native
from engine.resources import SUITES
from engine.suites import read_suite
from tests.cli_helpers import run_cli

FFORUM = {"fforum-1-19.obf": range(1, 20), "fforum-20-39.obf": range(20, 40)}


@pytest.mark.parametrize("name", FFORUM)
def test_each_fforum_file_holds_its_problems_in_order(name):
    suite = read_suite(str(SUITES / name))
    assert suite.bad_lines == [] and suite.format.name == "obf"
    numbers = [int(re.search(r"% #(\d+), (\d+) empty", p.text).group(1)) for p in suite.problems]
    assert numbers == list(FFORUM[name])
    for p in suite.problems:  # the remark's count of empty squares is the board's
        assert f"#{p.line - 5 + FFORUM[name].start}, {p.empties} empty" in p.text
        assert p.move_scores and p.expected is not None


def test_the_first_problem_is_the_one_every_solver_quotes():
    suite = read_suite(str(SUITES / "fforum-1-19.obf"))
    first, game = suite.problems[0], suite.game
    assert first.empties == 14 and [game.format_move(m) for m in first.best_moves] == ["g8"] and first.expected == 18


def _largest(pure: int, compiled: int) -> int:
    """The most empty squares a test solves: the pure-Python modules take seconds where the build takes
    tenths."""
    return compiled if native.status().compiled else pure


@pytest.mark.parametrize(("name", "pure", "compiled"), [("fforum-1-19.obf", 14, 16), ("fforum-20-39.obf", 6, 18)])
def test_fforum_problems_are_solved_right(capsys, name, pure, compiled):
    largest = _largest(pure, compiled)
    suite = read_suite(str(SUITES / name))
    count = sum(1 for p in suite.problems if p.empties <= largest)
    # the files run in order of size, so the first ones are the smaller ones
    assert all(p.empties <= largest for p in suite.problems[:count])
    # one worker: the solver's own figures, not a race between processes
    code, out, err = run_cli(capsys, "suite", f"resources/suites/{name}", "--first", str(count), "--workers", "1",
                             "--json", "--quiet")
    assert code == 0, err
    data = json.loads(out)
    assert data["totals"]["positions"] == count >= 1
    wrong = [(p["line"], p["best_move"], p["value"], p["expected_moves"], p["expected_value"])
             for p in data["positions"] if not p["correct"]]
    assert wrong == [] and data["totals"]["all_correct"]
