"""The files the program reads ship inside the package (``engine/resources``) and are found from any working
directory: ``resources/…`` on the command line names them, the window's lists read them beside the code, and
pyproject's package data takes every one of them into the wheel."""

from __future__ import annotations

import ast
import fnmatch
import json
import tomllib
from pathlib import Path

import pytest

from engine import resources
from engine.resources import EVALUATIONS, SUITES, TREES, locate

from .cli_helpers import analyze, run_cli

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "engine" / "resources"


def shipped_files() -> list[Path]:
    return sorted(p for p in SHIPPED.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                  and p != SHIPPED / "__init__.py")


def test_the_shipped_folders_hold_the_trees_suites_and_example_evaluation() -> None:
    assert (TREES / "index.json").is_file() and (TREES / "aima-figure-5.2.json").is_file()
    assert (SUITES / "othello-endgame-12.obf").is_file() and (SUITES / "connect4-end-12.txt").is_file()
    assert (EVALUATIONS / "connect4_centre.py").is_file()
    index = json.loads((TREES / "index.json").read_text(encoding="utf-8"))
    assert index and all((TREES / entry["file"]).is_file() for entry in index)


def test_package_data_takes_every_shipped_file_into_the_wheel() -> None:
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]
    own = patterns["engine.resources"]
    missing = [str(p.relative_to(SHIPPED)) for p in shipped_files()
               if not any(fnmatch.fnmatch(p.relative_to(SHIPPED).as_posix(), pat) for pat in own)]
    assert missing == []


@pytest.fixture
def elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working directory with nothing of the project in it."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_resources_path_names_the_shipped_file_from_any_directory(elsewhere: Path) -> None:
    assert locate("resources/trees/aima-figure-5.2.json") == str(TREES / "aima-figure-5.2.json")
    assert locate("resources/suites/connect4-end-12.txt") == str(SUITES / "connect4-end-12.txt")
    assert locate("resources//evaluations/connect4_centre.py") == str(EVALUATIONS / "connect4_centre.py")


def test_other_paths_and_ways_out_are_left_as_typed(elsewhere: Path) -> None:
    for typed in ("trees/aima-figure-5.2.json", "resources/trees/no-such.json", "resources/../pyproject.toml",
                  "resources/trees/../../native.py", "resources/", "resources/trees", "/etc/passwd"):
        assert locate(typed) == typed


def test_the_users_own_file_of_that_name_comes_first(elsewhere: Path) -> None:
    own = elsewhere / "resources" / "trees" / "aima-figure-5.2.json"
    own.parent.mkdir(parents=True)
    own.write_text("(1 2)", encoding="utf-8")
    assert locate("resources/trees/aima-figure-5.2.json") == "resources/trees/aima-figure-5.2.json"


def test_analyze_reads_a_shipped_tree_from_another_directory(capsys, elsewhere: Path) -> None:
    result = analyze(capsys, "--tree", "@resources/trees/aima-figure-5.2.json", "--algorithm", "minimax")
    assert result["value"] == 3  # AIMA's figure 5.2: MAX's value is 3


def test_a_missing_shipped_tree_is_one_line_naming_what_was_typed(capsys, elsewhere: Path) -> None:
    code, out, err = run_cli(capsys, "analyze", "--tree", "@resources/trees/no-such.json")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "resources/trees/no-such.json" in err


def test_suite_runs_a_shipped_suite_and_names_it_as_typed(capsys, elsewhere: Path) -> None:
    code, out, err = run_cli(capsys, "suite", "resources/suites/connect4-end-12.txt", "--first", "1", "--quiet")
    assert code == 0, err
    assert out.startswith("Suite resources/suites/connect4-end-12.txt: 1 Connect Four position")


def test_eval_file_reads_the_shipped_example_from_another_directory(capsys, elsewhere: Path) -> None:
    result = analyze(capsys, "--game", "connect4", "--moves", "4453", "--depth", "2",
                     "--eval-file", "resources/evaluations/connect4_centre.py", "--weights", "centre=2")
    assert result["best_move"] is not None


def test_no_module_reads_files_from_outside_its_package() -> None:
    """A path built from ``__file__`` stays in the module's own folder (``.parent``); climbing out of the package
    would find nothing in a wheel. Only the compiled-build finder looks beside a checkout, on purpose."""
    allowed = {ROOT / "engine" / "native.py"}
    offenders = []
    for path in sorted(p for top in ("engine", "gui", "cli") for p in (ROOT / top).rglob("*.py")):
        if path in allowed or "__pycache__" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        if "__file__" not in text:
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Attribute) and node.attr in ("parent", "parents"):
                inner = node.value
                if isinstance(inner, ast.Attribute) and inner.attr in ("parent", "parents"):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "parents":
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []
    assert resources.HERE == SHIPPED
