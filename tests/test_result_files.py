"""Files the tournament reads and writes: evaluation, openings and result files are regular files of a
sane size, a result file is resumed only when every line of it is a game of this very tournament, and
nothing that is not a genuine result file is ever overwritten, truncated or appended to."""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

import pytest

from engine.errors import InputError
from engine.match import runner
from engine.validation import MAX_EVALUATION_FILE_BYTES

from .attack import fifo_watchdog
from .cli_helpers import run_captured as run

EXIT_USAGE = 2
TTT = ("tournament", "--game", "tictactoe", "--players", "random", "topleft", "--concurrency", "1")
EVAL = 'GAME = "tictactoe"\nPARAMS = {"w": (1.0, 0.0, 10.0)}\n\ndef evaluate(state, player, weights):\n    return 0.0\n'


pytestmark = pytest.mark.usefixtures("_log_dir")  # a bug's traceback goes to a temporary log folder


def refused(*args: str) -> str:
    code, _, err = run(*args)
    assert code == EXIT_USAGE, (args, code, err)
    assert len(err.splitlines()) == 1 and err.startswith("error: ") and "Traceback" not in err, err
    return err


def needs_fifo() -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this platform")


# -- defect 5: only regular files of a sane size are read ------------------------------------------------
def device(tmp_path: Path) -> str:
    """A character device: an endless one (/dev/zero) only where no harmless one can be made, since a
    reader without the check would fill the memory of a machine other tests share."""
    node = tmp_path / "null"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # like /dev/null
    except (PermissionError, AttributeError, OSError):
        return "/dev/zero"
    return str(node)


@pytest.mark.parametrize("option", ["--eval-file", "--openings", "--out"])
def test_a_device_is_refused_at_once(tmp_path: Path, option: str) -> None:
    extra = ("--resume",) if option == "--out" else ()
    node = device(tmp_path)
    start = time.monotonic()
    if option == "--eval-file":
        err = refused("analyze", "--game", "tictactoe", "--depth", "1", "--eval-file", node)
    else:
        err = refused(*TTT, "--games", "2", option, node, *extra)
    assert "regular file" in err and time.monotonic() - start < 5, err


@pytest.mark.parametrize("option", ["--eval-file", "--openings"])
def test_a_fifo_is_refused_not_waited_on(tmp_path: Path, option: str) -> None:
    needs_fifo()
    fifo = tmp_path / "in.fifo"
    os.mkfifo(fifo)
    start = time.monotonic()
    with fifo_watchdog(str(fifo)):
        if option == "--eval-file":
            err = refused("analyze", "--game", "tictactoe", "--depth", "1", "--eval-file", str(fifo))
        else:
            err = refused(*TTT, "--games", "2", "--openings", str(fifo))
    assert "regular file" in err and time.monotonic() - start < 10, err


def test_a_fifo_as_result_file_is_refused(tmp_path: Path) -> None:
    needs_fifo()
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    with fifo_watchdog(str(fifo)):
        err = refused(*TTT, "--games", "2", "--out", str(fifo), "--resume")
    assert "regular file" in err


def test_a_huge_evaluation_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.py"
    with big.open("wb") as f:  # sparse: no disk space, but its size says what it is
        f.truncate(MAX_EVALUATION_FILE_BYTES + 1)
    err = refused("analyze", "--game", "tictactoe", "--depth", "1", "--eval-file", str(big))
    assert "too large" in err
    err = refused(*TTT, "--games", "2", "--players", f"alphabeta:1,evalfile={big}", "random")
    assert "too large" in err


def test_a_huge_openings_or_result_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.match import openings

    monkeypatch.setattr(openings, "MAX_OPENINGS_FILE_BYTES", 10)
    monkeypatch.setattr(runner, "MAX_RESULT_FILE_BYTES", 10)
    f = tmp_path / "o.txt"
    f.write_text("5\n1\n9\n3\n7\n2\n")
    assert "too large" in refused(*TTT, "--games", "2", "--openings", str(f))
    out = tmp_path / "r.jsonl"
    out.write_text('{"game":"tictactoe"}\n')
    assert "too large" in refused(*TTT, "--games", "2", "--out", str(out), "--resume")


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert "folder" in refused(*TTT, "--games", "2", "--openings", str(tmp_path))
    assert "folder" in refused(*TTT, "--games", "2", "--out", str(tmp_path), "--resume")


def test_a_small_evaluation_file_still_plays(tmp_path: Path) -> None:
    f = tmp_path / "ev.py"
    f.write_text(EVAL)
    code, out, err = run(*TTT, "--games", "2", "--players", f"alphabeta:1,evalfile={f}", "random", "--json")
    assert code == 0, err
    assert json.loads(out)["games"] == 2


# -- defect 6: --resume continues only a genuine result file ---------------------------------------------
RESUME = (*TTT, "--openings", "random:2", "--seed", "3")


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The result file of four games (two colour-swapped pairs) of RESUME."""
    out = tmp_path_factory.mktemp("played") / "games.jsonl"
    code, _, err = run(*RESUME, "--games", "4", "--out", str(out))
    assert code == 0, err
    data = out.read_bytes()
    assert data.count(b"\n") == 4
    return data


def refused_untouched(path: Path, *extra: str) -> str:
    before = path.read_bytes()
    err = refused(*RESUME, "--games", "6", "--out", str(path), "--resume", *extra)
    assert path.read_bytes() == before, "a refused --resume changed the file"
    return err


@pytest.mark.parametrize("content", [b"important data\n", b"important data", b"[1,2,3]", b"[1,2,3]\n",
                                     bytes(range(12)), b"\n", b"{}\n", b'{"game":"tictactoe"}\n', b"null\n"])
def test_a_file_that_is_not_a_result_file_is_refused_and_left_alone(tmp_path: Path, content: bytes) -> None:
    f = tmp_path / "f.jsonl"
    f.write_bytes(content)
    refused_untouched(f)


def test_a_damaged_complete_last_line_is_not_taken_for_a_cut_one(tmp_path: Path, played: bytes) -> None:
    f = tmp_path / "f.jsonl"
    f.write_bytes(played + b"important data\n")
    refused_untouched(f)
    f.write_bytes(played + b"important data")  # no newline, but not the start of a game's line either
    refused_untouched(f)


@pytest.mark.parametrize("cut", [1, 9, 40, 200])
def test_a_genuinely_cut_last_line_is_dropped_and_the_run_resumed(tmp_path: Path, played: bytes, cut: int) -> None:
    lines = played.split(b"\n")
    f = tmp_path / "f.jsonl"
    f.write_bytes(b"\n".join(lines[:3]) + b"\n" + lines[3][:cut])  # killed while writing the fourth game
    code, out, err = run(*RESUME, "--games", "6", "--out", str(f), "--resume", "--json")
    assert code == 0, err
    assert json.loads(out)["games"] == 6
    records = [json.loads(line) for line in f.read_text().splitlines()]
    assert len(records) == 6 and f.read_bytes().startswith(b"\n".join(lines[:3]) + b"\n")
    assert sorted((r["round"], r["index"]) for r in records) == [(r, i) for r in range(3) for i in range(2)]


def test_an_empty_result_file_is_resumed(tmp_path: Path) -> None:
    f = tmp_path / "f.jsonl"
    f.write_bytes(b"")
    code, _, err = run(*RESUME, "--games", "2", "--out", str(f), "--resume")
    assert code == 0, err
    assert len(f.read_text().splitlines()) == 2


# -- defect 7: every line is checked before anything is appended -----------------------------------------
def edited(played: bytes, line: int, **changes: object) -> bytes:
    lines = played.decode().splitlines()
    record = json.loads(lines[line])
    for key, value in changes.items():
        if value is KeyError:
            del record[key]
        else:
            record[key] = value
    lines[line] = json.dumps(record)
    return ("\n".join(lines) + "\n").encode()


EDITS = [
    {"a_score": 7}, {"a_score": -1}, {"a_score": 0.25}, {"a_score": True}, {"a_score": "1"},
    {"moves": "55"}, {"moves": "xyz"}, {"moves": 5}, {"moves": "5"},
    {"players": "random"}, {"players": ["topleft", "random", "x"]}, {"players": [1, 2]},
    {"colours": [1]}, {"colours": {"X": "nobody", "O": "topleft"}},
    {"result": "2-0"}, {"winner": "nobody"}, {"forfeit": 5}, {"plies": 99}, {"plies": "7"},
    {"time": -1}, {"time": "fast"}, {"round": "0"}, {"round": 1.0}, {"index": 2}, {"index": True},
    {"pair": -1}, {"seed": "3"}, {"game": ["tictactoe"]}, {"a": 5}, {"opening": 5}, {"a_score": KeyError},
]


@pytest.mark.parametrize("changes", EDITS, ids=[json.dumps(e, default=str) for e in EDITS])
def test_a_hand_edited_line_is_refused_before_anything_is_appended(tmp_path: Path, played: bytes,
                                                                   changes: dict[str, object]) -> None:
    f = tmp_path / "f.jsonl"
    f.write_bytes(edited(played, 1, **changes))
    err = refused_untouched(f)
    assert "line 2" in err, err


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_non_numbers_in_a_line_are_refused(tmp_path: Path, played: bytes, constant: str) -> None:
    text = played.decode().replace('"time":', f'"time":{constant},"was":', 1)
    f = tmp_path / "f.jsonl"
    f.write_text(text)
    refused_untouched(f)
    f.write_text(text.replace(f'"time":{constant},"was":', '"time":', 1).replace('"a_score":', f'"a_score":{constant},"x":', 1))
    refused_untouched(f)


def test_a_score_that_contradicts_the_moves_is_refused(tmp_path: Path, played: bytes) -> None:
    record = json.loads(played.decode().splitlines()[0])
    flipped = 1.0 - record["a_score"] if record["a_score"] != 0.5 else 1.0
    first = record["players"][0] if flipped == 1.0 else record["players"][1]
    f = tmp_path / "f.jsonl"
    f.write_bytes(edited(played, 0, a_score=flipped, result={1.0: "1-0", 0.0: "0-1"}[flipped], winner=first))
    assert "line 1" in refused_untouched(f)


def test_no_journal_folder_is_left_behind_by_a_refused_resume(tmp_path: Path, played: bytes,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    f = tmp_path / "f.jsonl"
    f.write_bytes(edited(played, 3, a_score=7))
    refused_untouched(f)
    assert [p.name for p in tmp_path.iterdir()] == ["f.jsonl"]


# -- defect 8: a resumed run is the same tournament, openings included -----------------------------------
@pytest.mark.parametrize("openings", ["random:4", "start", "random:1"])
def test_resuming_with_other_openings_is_refused(tmp_path: Path, played: bytes, openings: str) -> None:
    f = tmp_path / "f.jsonl"
    f.write_bytes(played)
    assert "--openings" in refused_untouched(f, "--openings", openings)


def test_resuming_with_an_openings_file_of_other_lines_is_refused(tmp_path: Path, played: bytes) -> None:
    f = tmp_path / "f.jsonl"
    f.write_bytes(played)
    lines = tmp_path / "openings.txt"
    lines.write_text("5\n1\n")
    assert "--openings" in refused_untouched(f, "--openings", str(lines))


def test_resuming_with_the_same_settings_still_works(tmp_path: Path, played: bytes) -> None:
    f = tmp_path / "f.jsonl"
    f.write_bytes(played)
    code, out, err = run(*RESUME, "--games", "6", "--out", str(f), "--resume", "--json")
    assert code == 0, err
    assert json.loads(out)["games"] == 6 and f.read_bytes().startswith(played)


def test_a_full_disk_is_one_clear_error_and_the_file_keeps_whole_lines(tmp_path: Path) -> None:
    if not os.path.exists("/dev/full") or not stat.S_ISCHR(os.stat("/dev/full").st_mode):
        pytest.skip("no /dev/full here")
    f = tmp_path / "games.jsonl"
    results = runner.ResultFile(f, resume=False)
    results.open()
    results.close()
    results._file = open("/dev/full", "a", encoding="utf-8")  # only written to: a device that is always full
    with pytest.raises(InputError, match="No space left"):
        results.write({"game": "tictactoe"})
    results.close()  # the unflushed line is not reported twice


def test_a_folder_or_a_device_as_a_new_result_file_says_what_it_is(tmp_path: Path) -> None:
    assert "folder" in refused(*TTT, "--games", "2", "--out", str(tmp_path))
    assert "regular file" in refused(*TTT, "--games", "2", "--out", device(tmp_path))
    assert "cannot write" in refused(*TTT, "--games", "2", "--out", str(tmp_path / "no" / "games.jsonl"))
