"""The contest's parts one by one: names read without running a file, the sentence that says what the
sandbox enforces (never more than it saw work), the HTML leaderboard (self-contained, a contestant's text
escaped), and ``--sandbox`` for ``tournament`` and ``arena``."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.match import sandbox
from engine.match.contest import declared_name, find_contestants, report_html
from engine.match.sandbox import Enforcement, SandboxLimits

from .cli_helpers import run_captured as run

WRITER = '''GAME = "tictactoe"
def evaluate(position, player, weights):
    open({path!r}, "w").write("x")
    return 0
'''
CENTRE = '''GAME = "tictactoe"
def evaluate(position, player, weights):
    c = position.board[1][1]
    return 0 if c == "." else (1 if c == player else -1)
'''


def test_a_name_is_read_from_the_file_without_running_it(tmp_path: Path) -> None:
    marker = tmp_path / "ran.txt"
    (tmp_path / "b.py").write_text(f'NAME = "Bob  the\\tbuilder"\nopen({str(marker)!r}, "w")\n')
    (tmp_path / "a.py").write_text("NAME = 42\n")
    (tmp_path / "c.py").write_text("not python (\n")
    (tmp_path / "notes.txt").write_text("not a contestant")
    contestants = find_contestants(tmp_path)
    assert [c.name for c in contestants] == ["a", "Bob the builder", "c"]
    assert not marker.exists()
    assert declared_name(tmp_path / "c.py") is None


def test_a_link_is_not_a_contestant(tmp_path: Path) -> None:
    """A link in the folder could name any file of the teacher's: the sandbox would show it to a contestant."""
    secret = tmp_path / "secret.txt"
    secret.write_text("answers")
    folder = tmp_path / "class"
    folder.mkdir()
    for name in ("a.py", "b.py"):
        (folder / name).write_text(CENTRE)
    (folder / "link.py").symlink_to(secret)
    assert [c.name for c in find_contestants(folder)] == ["a", "b"]


def test_the_same_declared_name_twice_gets_a_number(tmp_path: Path) -> None:
    for f in ("x.py", "y.py"):
        (tmp_path / f).write_text('NAME = "Same"\n')
    assert [c.name for c in find_contestants(tmp_path)] == ["Same", "Same#2"]


def test_a_protection_that_is_not_in_force_is_said_to_be_not_enforced() -> None:
    nothing = Enforcement(None, False, False, False, False, False, "bubblewrap is not installed")
    line = nothing.line(SandboxLimits())
    assert line.startswith("sandbox: ")
    assert "NOT enforced: file isolation, network isolation, a process limit, a memory limit" in line
    assert "bubblewrap is not installed" in line
    assert "no network" not in line and "256 MB memory" not in line and "bubblewrap namespaces" not in line
    everything = Enforcement("/usr/bin/bwrap", True, True, True, True, True)
    assert "NOT enforced" not in everything.line()


@pytest.mark.skipif(os.name != "posix", reason="resource limits need a POSIX system")
def test_without_bubblewrap_the_probe_claims_no_isolation(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sandbox.shutil, "which", lambda name: None)
    found = sandbox.probe(refresh=True)
    try:
        assert found.bwrap is None and not found.files_hidden and not found.network_cut
        assert "bubblewrap is not installed" in found.line()
        assert "NOT enforced: file isolation, network isolation" in found.line()
    finally:
        sandbox.probe(refresh=True)


def test_the_html_page_is_self_contained_and_escapes_the_contestants_text() -> None:
    evil = '<script>alert("x")</script>'
    data = {
        "game": "Tic-tac-toe", "played": 2, "total": 2, "sandbox": "sandbox: bubblewrap",
        "settings": {"command": "minimax-studio contest class --game tictactoe", "seed": 7},
        "standings": [
            {"rank": 1, "name": "Alice", "file": "alice.py", "games": 2, "wins": 2, "draws": 0, "losses": 0,
             "points": 2.0, "score": 1.0, "elo": None, "elo_error": None, "forfeits": 0, "reasons": []},
            {"rank": 2, "name": evil, "file": "evil.py", "games": 2, "wins": 0, "draws": 0, "losses": 2,
             "points": 0.0, "score": 0.0, "elo": None, "elo_error": None, "forfeits": 2,
             "reasons": [{"reason": f"tried to write /home/{evil}", "games": 2}]},
        ],
        "crosstable": {"names": ["Alice", evil], "points": [[None, 2.0], [0.0, None]]},
    }
    page = report_html(data)
    assert "<script" not in page and "&lt;script&gt;" in page
    assert "src=" not in page and "href=" not in page and "@import" not in page and "url(" not in page
    assert "seed" in page and "minimax-studio contest class --game tictactoe" in page
    assert "tried to write /home/" in page and "(2 games)" in page


@pytest.mark.skipif(os.name != "posix", reason="the sandbox needs a POSIX system")
def test_tournament_sandbox_turns_a_write_into_a_forfeit_and_the_file_is_never_written(tmp_path: Path) -> None:
    target = tmp_path / "written.txt"
    (tmp_path / "writer.py").write_text(WRITER.format(path=str(target)))
    (tmp_path / "centre.py").write_text(CENTRE)
    code, out, err = run("tournament", "--game", "tictactoe", "--players",
                         f"alphabeta:2,evalfile={tmp_path / 'writer.py'},name=w",
                         f"alphabeta:2,evalfile={tmp_path / 'centre.py'},name=c", "--games", "2", "--sandbox",
                         "--concurrency", "1", "--json")
    assert code == 0, err
    assert err.startswith("sandbox: ")
    pair = json.loads(out)["pairs"][0]
    assert pair["forfeits"] == 2 and pair["losses"] == 2
    assert not target.exists()


@pytest.mark.skipif(os.name != "posix", reason="the sandbox needs a POSIX system")
def test_arena_sandbox_forfeits_the_games_of_a_file_that_writes(tmp_path: Path) -> None:
    target = tmp_path / "written.txt"
    (tmp_path / "writer.py").write_text(WRITER.format(path=str(target)))
    code, out, err = run("arena", "--game", "tictactoe", "--players", "alphabeta:2,random", "--eval-file",
                         str(tmp_path / "writer.py"), "--sandbox", "--games", "2", "--json")
    assert code == 0, err
    assert f"alphabeta:2 forfeits: tried to write {target}" in err
    data = json.loads(out)
    assert data["players"][0]["losses"] == 2 and data["players"][0]["forfeits"] == 2
    assert not target.exists()


def test_arena_sandbox_needs_an_eval_file() -> None:
    code, _, err = run("arena", "--game", "tictactoe", "--players", "alphabeta:2,random", "--sandbox")
    assert code == 2 and "--eval-file" in err


@pytest.mark.skipif(os.name != "posix", reason="the sandbox needs a POSIX system")
def test_a_contestant_may_use_numpy_but_not_ctypes_through_it(tmp_path: Path) -> None:
    pytest.importorskip("numpy")
    (tmp_path / "numeric.py").write_text('import numpy as np\nGAME = "tictactoe"\n'
                                         'def evaluate(position, player, weights):\n'
                                         '    return float(np.count_nonzero(np.array(list("".join(position.board))) '
                                         '== player))\n')
    (tmp_path / "sly.py").write_text('import numpy\nGAME = "tictactoe"\ndef evaluate(position, player, weights):\n'
                                     '    numpy.ctypeslib.ctypes.CDLL(None)\n    return 0\n')
    (tmp_path / "centre.py").write_text(CENTRE)
    code, out, err = run("contest", str(tmp_path), "--game", "tictactoe", "--depth", "1", "--games", "2", "--json",
                         "--concurrency", "2")
    assert code == 0, err
    rows = {r["file"]: r for r in json.loads(out)["standings"]}
    assert rows["numeric.py"]["forfeits"] == 0, rows["numeric.py"]["reasons"]
    assert rows["sly.py"]["reasons"][0]["reason"] == "used ctypes, which contestants may not use"


def test_a_system_without_a_sandbox_refuses_a_contest_in_one_line(tmp_path: Path, monkeypatch) -> None:
    for name in ("a.py", "b.py"):
        (tmp_path / name).write_text(CENTRE)
    monkeypatch.setattr(sandbox.os, "name", "nt")
    code, out, err = run("contest", str(tmp_path), "--game", "tictactoe")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "no sandbox" in err


@pytest.mark.skipif(os.name != "posix", reason="the sandbox needs a POSIX system")
def test_a_contest_resumes_from_its_result_file_and_plays_nothing_twice(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "centre.py").write_text(CENTRE)
    (folder / "first.py").write_text("def choose(position):\n    return position.legal_moves()[0]\n")
    out_file = tmp_path / "games.jsonl"
    args = ("contest", str(folder), "--game", "tictactoe", "--depth", "1", "--games", "2", "--json",
            "--concurrency", "1", "--out", str(out_file))
    code, out, err = run(*args)
    assert code == 0, err
    first = json.loads(out)
    lines = out_file.read_text().splitlines()
    assert len(lines) == 2
    # cut the file as a kill would have left it: one game kept, the second played again on --resume
    out_file.write_text(lines[0] + "\n")
    code, out, err = run(*args, "--resume")
    assert code == 0, err
    again = json.loads(out)
    assert again["standings"] == first["standings"] and again["played"] == 2
    assert out_file.read_text().splitlines()[0] == lines[0] and len(out_file.read_text().splitlines()) == 2
    code, _, err = run(*args)  # the file exists: not overwritten without --resume
    assert code == 2 and "--resume" in err
