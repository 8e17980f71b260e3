"""Whatever a user's code does, it is the user's error, said in one line (issue 25, defects 1–4, 12, 13).

Evaluation files and plugin packages run with the user's rights inside the process: they can raise
anything (``GeneratorExit``, ``KeyboardInterrupt``, ``SystemExit``, a ``BaseException`` of their own), return
numbers no float holds, objects whose ``__float__`` or ``__str__`` raise, close ``sys.stdout``, loop forever or
leave threads behind. None of it may print a traceback, blame Minimax Studio (exit 1, "internal error") or
keep the process from ending.
"""

from __future__ import annotations

import importlib.metadata
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine import plugins
from engine.errors import InputError
from engine.games import GAMES, GameInfo, game_info
from engine.games.tictactoe import TicTacToe
from engine.plugins import (
    MESSAGE_LIMIT,
    EvaluationFileError,
    EvaluationRuntimeError,
    load_entry_points,
    load_evaluation_source,
    load_folder,
)

from .cli_helpers import run_cli

Capsys = pytest.CaptureFixture[str]
ROOT = Path(__file__).resolve().parent.parent

HEADER = 'GAME = "tictactoe"\n'
OK_EVALUATE = "def evaluate(position, player, weights):\n    return 1\n"

# What a file may do at its top level (loading it), each the file's error.
LOAD_FAILURES = {
    "params-10**400": 'PARAMS = {"a": 10**400}\n' + OK_EVALUATE,
    "params-range-10**400": 'PARAMS = {"a": (1, 0, 10**400)}\n' + OK_EVALUATE,
    "params-1e308": 'PARAMS = {"a": 1e308}\n' + OK_EVALUATE,  # its sliders' span would be infinite
    "params-range-1e308": 'PARAMS = {"a": (0, -1e308, 1e308)}\n' + OK_EVALUATE,
    "win-score-10**400": "WIN_SCORE = 10**400\n" + OK_EVALUATE,
    "generator-exit": "raise GeneratorExit\n",
    "keyboard-interrupt": "raise KeyboardInterrupt\n",
    "system-exit": "raise SystemExit(3)\n",
    "exit-call": "exit(4)\n",
    "base-exception": "class Mine(BaseException):\n    pass\nraise Mine('mine')\n",
    "str-raises": "class E(Exception):\n    def __str__(self):\n        raise ValueError('no')\nraise E()\n",
    "str-raises-base": "class E(Exception):\n    def __str__(self):\n        raise GeneratorExit\nraise E()\n",
    "items-raise": ("class P(dict):\n    def items(self):\n        raise GeneratorExit\nPARAMS = P(a=1)\n"
                    + OK_EVALUATE),
    "huge-message": "raise ValueError('x' * 10_000_000)\n",
}

# What evaluate may do when it is called (in a search), each the file's error.
EVALUATE_FAILURES = {
    "returns-10**400": "    return 10**400\n",
    "returns-fraction": "    from fractions import Fraction\n    return Fraction(10**400, 3)\n",
    "returns-10**400-terms": "    return 1, {'t': 10**400}\n",
    "float-raises": ("    class N(float):\n        def __float__(self):\n            raise ValueError('nope')\n"
                     "    return N(2.0)\n"),
    "real-float-raises": ("    import numbers\n    class N:\n        def __float__(self):\n"
                          "            raise ValueError('nope')\n        def __repr__(self):\n"
                          "            raise GeneratorExit\n    numbers.Real.register(N)\n    return N()\n"),
    "generator-exit": "    raise GeneratorExit\n",
    "keyboard-interrupt": "    raise KeyboardInterrupt\n",
    "system-exit": "    raise SystemExit(3)\n",
    "base-exception": "    class Mine(BaseException):\n        pass\n    raise Mine('mine')\n",
    "str-raises": ("    class E(Exception):\n        def __str__(self):\n            raise ValueError('no')\n"
                   "    raise E()\n"),
    "huge-message": "    raise ValueError('x' * 10_000_000)\n",
}


def evaluate_file(body: str) -> str:
    return HEADER + "def evaluate(position, player, weights):\n" + body


@pytest.mark.parametrize("source", LOAD_FAILURES.values(), ids=LOAD_FAILURES.keys())
def test_whatever_a_file_raises_while_loading_is_its_error(source: str) -> None:
    with pytest.raises(EvaluationFileError) as caught:
        load_evaluation_source(HEADER + source, "/tmp/mine.py", "tictactoe")
    message = str(caught.value)
    assert message.startswith("mine.py") and "\n" not in message
    assert len(message) < 8 * MESSAGE_LIMIT  # a 10 MB message is shortened


@pytest.mark.parametrize("body", EVALUATE_FAILURES.values(), ids=EVALUATE_FAILURES.keys())
def test_whatever_evaluate_raises_or_returns_is_its_error(body: str) -> None:
    cls = load_evaluation_source(evaluate_file(body), "/tmp/mine.py", "tictactoe")
    game = TicTacToe()
    with pytest.raises(EvaluationRuntimeError) as caught:
        cls().score(game.initial_state(), 0)
    assert "mine.py" in str(caught.value) and len(str(caught.value)) < 8 * MESSAGE_LIMIT
    with pytest.raises(EvaluationRuntimeError):
        cls().terms(game.initial_state(), 0)


def test_a_byte_order_mark_is_taken_as_python_takes_it(tmp_path: Path) -> None:
    path = tmp_path / "bom.py"
    path.write_bytes(b"\xef\xbb\xbf" + (HEADER + OK_EVALUATE).encode())
    cls = plugins.load_evaluation_file(path, "tictactoe")
    assert cls().score(TicTacToe().initial_state(), 0) == 1


# -- the command line: one line, exit 2 -----------------------------------------------------------------------
CLI_CASES = {**{f"load-{k}": HEADER + v for k, v in LOAD_FAILURES.items()},
             **{f"evaluate-{k}": evaluate_file(v) for k, v in EVALUATE_FAILURES.items()}}


@pytest.mark.parametrize("command", ["analyze", "arena"])
@pytest.mark.parametrize("source", CLI_CASES.values(), ids=CLI_CASES.keys())
def test_the_command_line_says_the_files_error_in_one_line(capsys: Capsys, tmp_path: Path, source: str,
                                                           command: str) -> None:
    path = tmp_path / "mine.py"
    path.write_text(source)
    args = (["analyze", "--game", "tictactoe", "--moves", "5", "--depth", "2"] if command == "analyze" else
            ["arena", "--game", "tictactoe", "--players", "alphabeta:2,random", "--games", "1"])
    code, _, err = run_cli(capsys, *args, "--eval-file", str(path))
    assert code == 2, (code, err)
    assert err.startswith("error: mine.py") and err.count("\n") == 1, err
    assert "internal error" not in err and "Traceback" not in err
    assert len(err) < 8 * MESSAGE_LIMIT


def run_main(*args: str, stdout: Any = subprocess.PIPE, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MINIMAX_STUDIO_LOG_DIR": os.environ.get("MINIMAX_STUDIO_LOG_DIR", "/tmp")}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=env, stdout=stdout,
                          stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True, timeout=timeout)


@pytest.mark.parametrize("where", ["load", "evaluate"])
def test_a_file_that_closes_stdout_is_the_files_error(tmp_path: Path, where: str) -> None:
    path = tmp_path / "closer.py"
    close = "import sys\nsys.stdout.close()\n"
    path.write_text(HEADER + close + OK_EVALUATE if where == "load" else
                    evaluate_file("    import sys\n    sys.stdout.close()\n    return 1\n"))
    r = run_main("analyze", "--game", "tictactoe", "--depth", "2", "--eval-file", str(path))
    assert r.returncode == 2, r.stderr
    assert r.stderr.count("\n") == 1 and "closer.py" in r.stderr and "sys.stdout" in r.stderr, r.stderr
    assert "internal error" not in r.stderr


def test_output_to_a_full_device_is_one_line_and_no_bug() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    with open("/dev/full", "w") as full:
        r = run_main("analyze", "--game", "tictactoe", "--moves", "5", "--depth", "2", stdout=full)
    assert r.returncode in (1, 2)
    assert r.stderr.count("\n") == 1 and "No space left" in r.stderr, r.stderr
    assert "internal error" not in r.stderr and "Traceback" not in r.stderr


def test_a_thread_left_running_by_the_file_does_not_keep_the_command_alive(tmp_path: Path) -> None:
    path = tmp_path / "threads.py"
    path.write_text(HEADER + "import threading, time\nthreading.Thread(target=time.sleep, args=(600,)).start()\n"
                    + OK_EVALUATE)
    t0 = time.monotonic()
    r = run_main("analyze", "--game", "tictactoe", "--moves", "5", "--depth", "2", "--eval-file", str(path),
                 timeout=120)
    assert r.returncode == 0, r.stderr
    assert "Best move" in r.stdout
    assert time.monotonic() - t0 < 60  # not the thread's 600 s


# -- limits on numbers and names ------------------------------------------------------------------------------
@pytest.mark.parametrize("depth", ["10" + "0" * 30, "1000000"])
def test_an_absurd_depth_is_refused_in_one_line(capsys: Capsys, depth: str) -> None:
    code, _, err = run_cli(capsys, "analyze", "--game", "tictactoe", f"--depth={depth}")
    assert code == 2 and "the depth must be a whole number from 1 to 10,000" in err and err.count("\n") == 1, err


@pytest.mark.parametrize("seconds", ["1e400", "1e300", "0", "-1"])
def test_an_absurd_time_per_move_is_refused_in_one_line(capsys: Capsys, seconds: str) -> None:
    code, _, err = run_cli(capsys, "tournament", "--game", "tictactoe", "--players", "random", "random",
                           "--games", "2", f"--time-per-move={seconds}")
    assert code == 2 and "--time-per-move" in err and err.count("\n") == 1, err


@pytest.mark.parametrize("name", ["two\nlines", "tab\there", "bell\a"])
def test_a_player_name_with_a_control_character_is_refused(capsys: Capsys, name: str) -> None:
    code, _, err = run_cli(capsys, "tournament", "--game", "tictactoe", "--players", f"random,name={name}",
                           "random", "--games", "2")
    assert code == 2 and "control character" in err and err.count("\n") == 1, err


# -- plugin folders: every failure listed, the others loaded ----------------------------------------------------
def test_a_folder_lists_every_kind_of_failure_and_loads_the_good_file(tmp_path: Path) -> None:
    for name, source in LOAD_FAILURES.items():
        (tmp_path / f"{name}.py").write_text(HEADER + source)
    (tmp_path / "zz_good.py").write_text(HEADER + OK_EVALUATE)
    entries = load_folder(tmp_path)
    by_name = {Path(e.source).stem: e for e in entries}
    assert set(by_name) == {*LOAD_FAILURES, "zz_good"}
    assert by_name["zz_good"].ok
    for name in LOAD_FAILURES:
        assert not by_name[name].ok and by_name[name].error, name
        assert len(by_name[name].error or "") < 8 * MESSAGE_LIMIT


# -- plugin entry points: the plugin's error, named with its distribution ---------------------------------------
class FakeDist:
    name = "minimax-studio-plugin-bad"


class FakeEntryPoint:
    """An entry point whose ``load`` runs ``action`` (what importing the plugin's module would do)."""

    def __init__(self, name: str, group: str, action: Any) -> None:
        self.name, self.group, self.dist, self._action = name, group, FakeDist(), action

    def load(self) -> Any:
        return self._action()


class FakeEntryPoints(list[FakeEntryPoint]):
    def select(self, group: str) -> list[FakeEntryPoint]:
        return [ep for ep in self if ep.group == group]


def exits() -> Any:
    sys.exit(3)


def raises_base() -> Any:
    class PluginTrouble(BaseException):
        pass
    raise PluginTrouble("import failed")


class BrokenGame(TicTacToe):
    name = "brokengame"
    title = "Broken game"

    def __init__(self) -> None:
        raise RuntimeError("the board cannot be made")


def broken_game_info() -> GameInfo:
    return GameInfo("brokengame", "Broken game", BrokenGame, {}, "none", 2, 9)


@pytest.fixture
def bad_plugins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    eps = FakeEntryPoints([FakeEntryPoint("exits", plugins.GAMES_GROUP, exits),
                           FakeEntryPoint("trouble", plugins.EVALUATIONS_GROUP, raises_base),
                           FakeEntryPoint("brokengame", plugins.GAMES_GROUP, broken_game_info)])
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda: eps)
    yield
    GAMES.pop("brokengame", None)


def test_plugins_that_exit_raise_or_cannot_make_their_game_are_listed(bad_plugins: None) -> None:
    entries = {e.source: e for e in load_entry_points()}
    assert set(entries) == {f"minimax-studio-plugin-bad: {n}" for n in ("exits", "trouble", "brokengame")}
    assert "SystemExit: 3" in (entries["minimax-studio-plugin-bad: exits"].error or "")
    assert "PluginTrouble: import failed" in (entries["minimax-studio-plugin-bad: trouble"].error or "")
    assert "the board cannot be made" in (entries["minimax-studio-plugin-bad: brokengame"].error or "")


@pytest.mark.parametrize("game", ["typo", "brokengame"])
def test_an_unknown_game_names_the_plugins_that_failed(capsys: Capsys, bad_plugins: None, game: str) -> None:
    code, _, err = run_cli(capsys, "analyze", "--game", game)
    assert code == 2, err
    assert err.count("\n") == 1 and "minimax-studio-plugin-bad" in err and "SystemExit: 3" in err
    assert "internal error" not in err
    with pytest.raises(InputError):
        game_info(game)


# -- the first Ctrl-C or SIGTERM stops an evaluate that never returns ---------------------------------------
ENDLESS = 'GAME = "connect4"\ndef evaluate(position, player, weights):\n    while True:\n        pass\n'


def started(proc: subprocess.Popen[str], marker: Path, seconds: float = 60) -> None:
    """Wait (polling, with a deadline) until the endless evaluate has been entered: it touches ``marker``."""
    deadline = time.monotonic() + seconds
    while not marker.exists():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "evaluate was never called"
        time.sleep(0.05)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("command", ["analyze", "arena"])
def test_the_first_signal_stops_an_endless_evaluate(tmp_path: Path, sig: int, command: str) -> None:
    marker = tmp_path / "entered"
    path = tmp_path / "endless.py"
    path.write_text(ENDLESS.replace("    while True:", f"    open({str(marker)!r}, 'w').close()\n    while True:"))
    args = (["analyze", "--game", "connect4", "--depth", "4"] if command == "analyze" else
            ["arena", "--game", "connect4", "--players", "alphabeta:2,random", "--games", "3"])
    env = {**os.environ, "MINIMAX_STUDIO_LOG_DIR": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args, "--eval-file", str(path)], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            text=True)
    try:
        started(proc, marker)
        time.sleep(0.3)  # well inside the loop, past the search's last stop check
        proc.send_signal(sig)
        t0 = time.monotonic()
        out, err = proc.communicate(timeout=30)
        took = time.monotonic() - t0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, (proc.returncode, err)
    assert "Traceback" not in err and "error" not in err, err
    assert took < 5, took  # within a second when the machine is idle; slack for a loaded one
    if command == "analyze":
        assert "Stopped before" in out, out
    else:
        assert "interrupted after 0 of 3 games" in out, out


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_file_that_swallows_every_interrupt_is_ended_by_the_third(tmp_path: Path) -> None:
    marker = tmp_path / "entered"
    path = tmp_path / "swallow.py"
    path.write_text('import time\nGAME = "connect4"\ndef evaluate(position, player, weights):\n'
                    f"    open({str(marker)!r}, 'w').close()\n"
                    "    while True:\n        try:\n            time.sleep(10)\n        except BaseException:\n"
                    "            pass\n")
    env = {**os.environ, "MINIMAX_STUDIO_LOG_DIR": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "analyze", "--game", "connect4", "--depth", "3",
                             "--eval-file", str(path)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    try:
        started(proc, marker)
        deadline = time.monotonic() + 30
        while proc.poll() is None and time.monotonic() < deadline:  # a signal at a time until it ends
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(0.5)
            except subprocess.TimeoutExpired:
                pass
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 130, (proc.returncode, err)
    assert err.strip().splitlines() == ["interrupted (the evaluation file ignored the stop requests)"], err
