"""A class contest of hostile files: each kind of bad input is that contestant's forfeit with the right
reason, the honest contestants play on, and the host's files, processes and network are untouched
(checked here: a canary folder compared byte for byte, no process of the contest left, a listening
socket on 127.0.0.1 that receives no connection)."""

from __future__ import annotations

import json
import os
import socket
import time
from pathlib import Path

import pytest

from engine.match.sandbox import probe

from .cli_helpers import run_captured as run

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the contest sandbox's limits need a POSIX system")

HONEST = {
    "centre.py": '''GAME = "tictactoe"
NAME = "Centre"
def evaluate(position, player, weights):
    c = position.board[1][1]
    return 0 if c == "." else (1 if c == player else -1)
''',
    "zero.py": '''GAME = "tictactoe"
import math  # the standard library is there
def evaluate(position, player, weights):
    print("thinking")  # a little debugging output is fine
    return math.floor(0.5)
''',
    "first_move.py": '''def choose(position):
    return position.legal_moves()[0]
''',
}


def hostile(canary: Path, port: int) -> dict[str, tuple[str, str]]:
    """file name -> (source, the reason its forfeits must give)."""
    return {
        "not_python.py": ("this is { not Python at all\n", "not Python: syntax error"),
        "no_evaluate.py": ('GAME = "tictactoe"\n', "no evaluate function"),
        "uses_ctypes.py": ('import ctypes\nGAME = "tictactoe"\n', "imported ctypes, which contestants may not use"),
        "loops_at_import.py": ("while True:\n    pass\n", "s to load"),
        "prints.py": ('GAME = "tictactoe"\nprint("x" * (3 << 20))\ndef evaluate(p, q, w):\n    return 0\n',
                      "printed more than 1 MB"),
        "base_exception.py": ('GAME = "tictactoe"\ndef evaluate(p, q, w):\n    raise BaseException("boom")\n',
                              "BaseException: boom"),
        "exits.py": ('import os\nGAME = "tictactoe"\nos._exit(3)\n', "ended its process while it loaded (exit status 3)"),
        "forks.py": ('import os\nGAME = "tictactoe"\nos.fork()\n', "started a process (os.fork)"),
        "spawns.py": ('import subprocess\nGAME = "tictactoe"\nsubprocess.run(["touch", "/tmp/x"])\n',
                      "started a process"),
        "writes.py": (f'GAME = "tictactoe"\ndef evaluate(p, q, w):\n    '
                      f'open({str(canary / "evil.txt")!r}, "w").write("x")\n    return 0\n',
                      f"tried to write {canary / 'evil.txt'}"),
        "deletes.py": (f'import os\nGAME = "tictactoe"\nos.remove({str(canary / "keep.txt")!r})\n',
                       "tried to change the file system (os.remove"),
        "connects.py": (f'import socket\nGAME = "tictactoe"\nsocket.create_connection(("127.0.0.1", {port}))\n',
                        f"tried to connect to 127.0.0.1:{port}"),
        "looks_up.py": ('import socket\nGAME = "tictactoe"\nsocket.create_connection(("example.com", 80))\n',
                        "tried to connect to example.com:80"),
        "allocates.py": ('GAME = "tictactoe"\nx = []\nwhile True:\n    x.append(bytearray(16 << 20))\n',
                         "over 256 MB of memory"),
        "slow.py": ('GAME = "tictactoe"\ndef evaluate(p, q, w):\n    while True:\n        pass\n',
                    "2.0 s per move exceeded"),
    }


def contest_processes(marker: str) -> list[int]:
    """Processes whose command line names ``marker`` (the contest's folder): a sandbox left behind."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if marker.encode() in cmdline:
            found.append(int(pid))
    return found


def process_state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text()[:200]
    except OSError:
        return f"{pid} (gone)"


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_contest_of_hostile_files_forfeits_only_them_for_the_right_reasons(tmp_path: Path) -> None:
    canary = tmp_path / "canary"
    canary.mkdir()
    (canary / "keep.txt").write_text("the teacher's file\n")
    (canary / "grades.csv").write_text("alice,1\nbob,2\n")
    before = snapshot(canary)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(5)
    port = listener.getsockname()[1]
    folder = tmp_path / "class"
    folder.mkdir()
    for name, source in HONEST.items():
        (folder / name).write_text(source)
    bad = hostile(canary, port)
    for name, (source, _) in bad.items():
        (folder / name).write_text(source)
    html = tmp_path / "board.html"
    try:
        code, out, err = run("contest", str(folder), "--game", "tictactoe", "--depth", "2", "--games", "1",
                             "--move-limit", "2", "--load-limit", "6", "--concurrency", "2", "--json",
                             "--html", str(html))
        assert code == 0, err
        assert err.splitlines()[0].startswith("sandbox: "), err
        data = json.loads(out)
        n = len(HONEST) + len(bad)
        assert data["played"] == data["total"] == n * (n - 1) // 2
        rows = {r["file"]: r for r in data["standings"]}
        for name in HONEST:
            assert rows[name]["forfeits"] == 0, (name, rows[name]["reasons"])
        for name, (_, reason) in bad.items():
            row = rows[name]
            assert row["forfeits"] >= 1, name
            assert all(reason in r["reason"] for r in row["reasons"]), (name, row["reasons"])
        # the honest ones beat every hostile one: the three of them lead the table
        assert {r["file"] for r in data["standings"][:3]} == set(HONEST)
        assert snapshot(canary) == before
        assert not (canary / "evil.txt").exists()
        listener.setblocking(False)
        with pytest.raises(BlockingIOError):
            listener.accept()  # nobody connected to the host's port
        # a killed sandbox's namespace is torn down by the kernel a moment after its bubblewrap died
        deadline = time.monotonic() + 10
        while contest_processes(str(folder)) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert [process_state(p) for p in contest_processes(str(folder))] == []
        page = html.read_text(encoding="utf-8")
        assert "Centre" in page and "tried to write" in page and "<script" not in page
    finally:
        listener.close()


def test_the_sandbox_hides_the_hosts_files_where_bubblewrap_works(tmp_path: Path) -> None:
    """A contestant that reads a teacher's file sees nothing there (bubblewrap), or the sentence at the start
    says that files are not isolated: a protection is never claimed without being in force."""
    secret = tmp_path / "secret.txt"
    secret.write_text("the exam's answers")
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "peeks.py").write_text(f'GAME = "tictactoe"\nTEXT = open({str(secret)!r}).read()\n'
                                     'def evaluate(p, q, w):\n    return 0\n')
    (folder / "honest.py").write_text(HONEST["centre.py"])
    code, out, err = run("contest", str(folder), "--game", "tictactoe", "--depth", "1", "--games", "2", "--json")
    assert code == 0, err
    rows = {r["file"]: r for r in json.loads(out)["standings"]}
    if probe().files_hidden:
        assert "file isolation" not in err.splitlines()[0]
        assert rows["peeks.py"]["forfeits"] == 2
        assert "FileNotFoundError" in rows["peeks.py"]["reasons"][0]["reason"]
    else:
        assert "NOT enforced: file isolation" in err.splitlines()[0]


@pytest.mark.parametrize("files", [[], ["only.py"]])
def test_a_folder_with_fewer_than_two_contestants_is_one_line_and_exit_2(tmp_path: Path, files: list[str]) -> None:
    for name in files:
        (tmp_path / name).write_text('GAME = "tictactoe"\n')
    code, out, err = run("contest", str(tmp_path), "--game", "tictactoe")
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "at least two contestants" in err
    assert out == ""
