"""``tune``'s edges: it never destroys a file it did not write (an earlier history, a device, the file a
link names), every output is checked before the first game, the schedule's numbers stay finite, and an
evaluation file that fails in its games fails the run with the file's error."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from .cli_helpers import run_captured as run

EXIT_USAGE = 2
BASE = ("tune", "--game", "tictactoe", "--params", "weight", "--opponent", "alphabeta:1", "--games", "2",
        "--concurrency", "1", "--measure", "0")
RAISES = '''GAME = "tictactoe"
PARAMS = {"w": (1.0, 0.0, 10.0)}

def evaluate(state, player, weights):
    return 1 / 0
'''
KILLS = '''GAME = "tictactoe"
PARAMS = {"w": (1.0, 0.0, 10.0)}
import os

def evaluate(state, player, weights):
    os._exit(3)
'''


pytestmark = pytest.mark.usefixtures("_log_dir")  # a bug's traceback goes to a temporary log folder


def refused(*args: str) -> str:
    code, out, err = run(*args)
    assert code == EXIT_USAGE, (args, code, err)
    assert len(err.splitlines()) == 1 and err.startswith("error: ") and "Traceback" not in err, err
    assert "iteration" not in out, "a refusal must come before the first game"
    return err


def tune(*args: str) -> tuple[int, str, str]:
    code, out, err = run(*BASE, *args)
    assert "Traceback" not in err, err
    return code, out, err


# -- defect 10: no silent overwrite, no device replaced, links followed ----------------------------------
def test_an_earlier_history_is_not_overwritten_without_force(tmp_path: Path) -> None:
    out = tmp_path / "w.json"
    code, _, err = tune("--out", str(out))
    assert code == 0, err
    history = out.read_bytes()
    plot = out.with_suffix(".svg").read_bytes()
    err = refused(*BASE, "--out", str(out))
    assert "--force" in err
    assert out.read_bytes() == history and out.with_suffix(".svg").read_bytes() == plot
    code, _, err = tune("--out", str(out), "--force", "--seed", "1")
    assert code == 0, err
    assert json.loads(out.read_text())["seed"] == 1


def test_any_existing_file_is_not_overwritten_without_force(tmp_path: Path) -> None:
    out = tmp_path / "notes.txt"
    out.write_text("important data\n")
    refused(*BASE, "--out", str(out))
    assert out.read_text() == "important data\n"
    plot = tmp_path / "chart.svg"
    plot.write_text("important data\n")
    refused(*BASE, "--out", str(tmp_path / "new.json"), "--plot", str(plot))
    assert plot.read_text() == "important data\n" and not (tmp_path / "new.json").exists()


def device_node(tmp_path: Path) -> Path:
    """A character device like /dev/null, made in the test's own folder: a test of "a device is never
    replaced" must not risk the machine's real /dev/null when the code under test is wrong."""
    node = tmp_path / "null"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except (PermissionError, AttributeError, OSError):
        pytest.skip("cannot make a device node here (not root)")
    return node


def test_a_device_is_never_replaced(tmp_path: Path) -> None:
    device = device_node(tmp_path)
    for extra in ((), ("--force",)):
        err = refused(*BASE, "--out", str(device), *extra)
        assert "regular file" in err
        assert stat.S_ISCHR(os.stat(device).st_mode)
        refused(*BASE, "--out", str(tmp_path / "w.json"), "--plot", str(device), *extra)
        assert stat.S_ISCHR(os.stat(device).st_mode)


def test_a_fifo_is_never_replaced(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    assert "regular file" in refused(*BASE, "--out", str(fifo), "--force")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_link_is_followed_not_replaced(tmp_path: Path) -> None:
    target_dir = tmp_path / "real"
    target_dir.mkdir()
    target = target_dir / "w.json"
    link = tmp_path / "link.json"
    link.symlink_to(target)
    code, _, err = tune("--out", str(link), "--plot", str(tmp_path / "w.svg"))  # a dangling link: made real
    assert code == 0, err
    assert link.is_symlink() and json.loads(target.read_text())["history"]
    refused(*BASE, "--out", str(link), "--plot", str(tmp_path / "w2.svg"))  # it now names an existing file
    code, _, err = tune("--out", str(link), "--plot", str(tmp_path / "w.svg"), "--force", "--seed", "4")
    assert code == 0, err
    assert link.is_symlink() and json.loads(target.read_text())["seed"] == 4
    assert sorted(p.name for p in target_dir.iterdir()) == ["w.json"]  # no temporary file left behind


# -- defect 11: outputs checked before playing, the schedule finite, the file's errors are the file's ----
def test_a_folder_or_a_missing_folder_is_refused_before_playing(tmp_path: Path) -> None:
    assert "folder" in refused(*BASE, "--out", str(tmp_path))
    assert "folder" in refused(*BASE, "--out", str(tmp_path / "w.json"), "--plot", str(tmp_path))
    assert "no folder" in refused(*BASE, "--out", "/nonexistent/x.json")
    assert "no folder" in refused(*BASE, "--out", str(tmp_path / "w.json"), "--plot", "/nonexistent/x.svg")
    assert not (tmp_path / "w.json").exists()


def test_the_same_file_for_weights_and_chart_is_refused(tmp_path: Path) -> None:
    refused(*BASE, "--out", str(tmp_path / "w.json"), "--plot", str(tmp_path / "w.json"))


@pytest.mark.parametrize("option", [("--c-end", "1e308"), ("--c-end", "weight=1e308"), ("--r-end", "1e308"),
                                    ("--c-end", "inf"), ("--r-end", "inf"),
                                    ("--r-end", "nan"), ("--c-end", "nan"), ("--c-end", "1e999")])
def test_schedule_numbers_too_large_are_refused(tmp_path: Path, option: tuple[str, str]) -> None:
    refused(*BASE, "--out", str(tmp_path / "w.json"), *option)


def test_an_evaluation_file_that_raises_fails_the_run_with_its_error(tmp_path: Path) -> None:
    f = tmp_path / "raises.py"
    f.write_text(RAISES)
    code, out, err = run("tune", "--game", "tictactoe", "--eval-file", str(f), "--params", "w", "--opponent",
                         "alphabeta:1", "--games", "2", "--concurrency", "1", "--out", str(tmp_path / "w.json"))
    assert code == EXIT_USAGE, (code, out, err)
    assert "ZeroDivisionError" in err and len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert "result +0" not in out


def test_an_evaluation_file_that_kills_its_process_fails_the_run_in_one_line(tmp_path: Path) -> None:
    f = tmp_path / "kills.py"
    f.write_text(KILLS)
    code, out, err = run("tune", "--game", "tictactoe", "--eval-file", str(f), "--params", "w", "--opponent",
                         "alphabeta:1", "--games", "2", "--concurrency", "1", "--out", str(tmp_path / "w.json"))
    assert code == EXIT_USAGE, (code, out, err)
    assert "died" in err and len(err.splitlines()) == 1 and "Traceback" not in err, err


# -- resuming a history instead of overwriting it --------------------------------------------------------
RESUMABLE = ("tune", "--game", "tictactoe", "--params", "weight", "--opponent", "alphabeta:2", "--games", "6",
             "--batch", "1", "--concurrency", "1", "--c-end", "2", "--seed", "7")


def test_a_stopped_history_is_resumed_to_the_weights_an_uninterrupted_run_reaches(tmp_path: Path) -> None:
    whole, part = tmp_path / "whole.json", tmp_path / "part.json"
    code, _, err = run(*RESUMABLE, "--out", str(whole))
    assert code == 0, err
    saved = json.loads(whole.read_text())
    assert len(saved["history"]) == 4
    stopped = {**saved, "history": saved["history"][:2]}  # as if stopped after iteration 1
    part.write_text(json.dumps(stopped))
    code, out, err = run(*RESUMABLE, "--out", str(part), "--resume")
    assert code == 0, err
    assert [line.split(":")[0] for line in out.splitlines() if line.startswith("iteration")] == \
        ["iteration 2", "iteration 3"]
    resumed = json.loads(part.read_text())
    assert resumed["weights"] == saved["weights"]
    assert [r["pairs"] for r in resumed["history"]] == [r["pairs"] for r in saved["history"]]


@pytest.mark.parametrize("change", [("--seed", "8"), ("--c-end", "3"), ("--games", "8"), ("--r-end", "0.003"),
                                    ("--openings", "random:3"), ("--opponent", "alphabeta:1")])
def test_resuming_with_other_options_is_refused_and_the_history_kept(tmp_path: Path,
                                                                     change: tuple[str, str]) -> None:
    f = tmp_path / "w.json"
    code, _, err = run(*RESUMABLE, "--games", "2", "--out", str(f))
    assert code == 0, err
    before = f.read_bytes()
    args = list(RESUMABLE) + ["--games", "2"]
    i = max(j for j, a in enumerate(args) if a == change[0]) if change[0] in args else None
    if i is not None:
        args[i + 1] = change[1]
    else:
        args += list(change)
    refused(*args, "--out", str(f), "--resume")
    assert f.read_bytes() == before


@pytest.mark.parametrize("content", [b"important data\n", b"[1,2,3]", b"{}", b'{"history": []}', bytes(range(12))])
def test_resuming_a_file_that_is_not_a_history_is_refused(tmp_path: Path, content: bytes) -> None:
    f = tmp_path / "w.json"
    f.write_bytes(content)
    refused(*RESUMABLE, "--out", str(f), "--resume")
    assert f.read_bytes() == content
    refused(*RESUMABLE, "--out", str(tmp_path / "none.json"), "--resume")


def test_resuming_does_not_overwrite_a_foreign_chart_without_force(tmp_path: Path) -> None:
    """Issue 33: resuming grants the history, not the plot: notes.svg that this run never wrote is kept."""
    f, notes = tmp_path / "w.json", tmp_path / "notes.svg"
    code, _, err = run(*RESUMABLE, "--out", str(f))
    assert code == 0, err
    saved = json.loads(f.read_text())
    f.write_text(json.dumps({**saved, "history": saved["history"][:2]}))
    notes.write_text("<svg>my own drawing</svg>\n")
    before = f.read_bytes()
    assert "notes.svg" in refused(*RESUMABLE, "--out", str(f), "--resume", "--plot", str(notes))
    assert notes.read_text() == "<svg>my own drawing</svg>\n" and f.read_bytes() == before
    code, _, err = run(*RESUMABLE, "--out", str(f), "--resume", "--plot", str(notes), "--force")
    assert code == 0, err
    assert notes.read_text() != "<svg>my own drawing</svg>\n"


def test_resuming_replaces_the_chart_the_run_wrote_and_refuses_it_once_edited(tmp_path: Path) -> None:
    f, chart = tmp_path / "w.json", tmp_path / "w.svg"
    code, _, err = run(*RESUMABLE, "--out", str(f))
    assert code == 0, err
    saved = json.loads(f.read_text())
    f.write_text(json.dumps({**saved, "history": saved["history"][:2]}))
    chart.write_text(chart.read_text() + "<!-- edited -->\n")
    refused(*RESUMABLE, "--out", str(f), "--resume")
    f.write_text(json.dumps({**saved, "history": saved["history"][:2]}))
    chart.write_text(chart.read_text().replace("<!-- edited -->\n", ""))
    code, _, err = run(*RESUMABLE, "--out", str(f), "--resume")
    assert code == 0, err
