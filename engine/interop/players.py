"""Outside programs as players: a ConnectX agent file (``connectx=FILE``, or Kaggle's built-in
``connectx:negamax`` / ``connectx:random``) in Connect Four, an NBoard engine (``nboard=COMMAND``) in Othello.

Each runs as a process of its own, started when the player is first asked for a move and kept for the games
that follow (a ConnectX agent's process starts afresh for each game, as on Kaggle, where a game's agent keeps
its globals from move to move and its bank of overage time). The rules of the match are enforced here, and a
program that breaks one loses the game by ``Forfeit`` with one line naming it and why:

* ConnectX: Kaggle's observation (``board`` top row first, 0 empty, 1 and 2 the marks; ``mark``;
  ``remainingOverageTime``) and configuration (6 rows, 7 columns, 4 in a row, ``actTimeout``); an answer later
  than ``actTimeout`` plus what is left of the bank, an exception, a column that is not legal, or output
  printed (a rule of our matches: Kaggle keeps an agent's prints as its log) forfeits;
* NBoard: the engine gets ``nboard 2``, ``set depth N``, the position as ``set game`` (GGF), ``ping``/``pong``
  and ``go``; no ``pong``, no ``=== MOVE`` within the time, an illegal or unreadable move, or an engine that
  died forfeits.

A process whose player is dropped is ended; so is one whose parent dies (the ConnectX worker watches its
parent; an NBoard engine gets Linux's parent-death signal where there is one).
"""

from __future__ import annotations

import json
import queue
import shlex
import signal
import subprocess
import sys
import threading
import time
import weakref
from collections import deque
from pathlib import Path
from typing import IO, Any

from ..child_process import end_process
from ..errors import Forfeit
from ..game import Game, State

KAGGLE_ACT_TIMEOUT = 2.0
KAGGLE_OVERAGE = 60.0
LOAD_SECONDS = 30.0
"""How long a ConnectX agent may take to load (Kaggle's own loading allowance is generous too)."""
GRACE = 0.5
"""Seconds added to a deadline for the pipes and the process's own start (the agent's time is its own clock)."""
NBOARD_MOVE_SECONDS = 60.0
NBOARD_PING_SECONDS = 10.0
WORKER = Path(__file__).with_name("connectx_worker.py")


class _Lines:
    """A process's output lines, read by a thread of their own, so that a wait can have a deadline."""

    def __init__(self, stream: IO[str]) -> None:
        self.queue: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, args=(stream,), daemon=True, name="outside-player").start()

    def _read(self, stream: IO[str]) -> None:
        try:
            for line in stream:
                self.queue.put(line.rstrip("\r\n"))
        except (OSError, ValueError):
            pass
        self.queue.put(None)

    def next(self, until: float) -> str | None:
        """The next line, or None at the end of the output; ``TimeoutError`` past ``until``."""
        try:
            return self.queue.get(timeout=max(0.0, until - time.monotonic()))
        except queue.Empty:
            raise TimeoutError from None


class _Process:
    """An outside program with its input and output lines; ended when it is dropped."""

    def __init__(self, argv: list[str], what: str, cwd: str | None = None, linux_parent_signal: bool = False) -> None:
        self.what = what
        try:
            self.process = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                encoding="utf-8", errors="replace", bufsize=1, cwd=cwd,
                preexec_fn=_die_with_parent if linux_parent_signal and sys.platform == "linux" else None)
        except OSError as e:
            raise Forfeit(f"{what} could not be started: {e.strerror or e}") from None
        assert self.process.stdout is not None and self.process.stderr is not None
        self.lines = _Lines(self.process.stdout)
        self.errors: deque[str] = deque(maxlen=1)  # its last line on standard error: why it died, often
        threading.Thread(target=self._errors, args=(self.process.stderr,), daemon=True, name="outside-errors").start()
        self._finalizer = weakref.finalize(self, end_process, self.process)

    def _errors(self, stream: IO[str]) -> None:
        try:
            for line in stream:
                if line.strip():
                    self.errors.append(line.strip()[:200])
        except (OSError, ValueError):
            pass

    def send(self, line: str) -> None:
        try:
            assert self.process.stdin is not None
            self.process.stdin.write(line + "\n")
            self.process.stdin.flush()
        except (OSError, ValueError):
            raise Forfeit(f"{self.what} {self.died()}") from None

    def died(self, when: str = "") -> str:
        """How the process ended (``when``: "before it answered ping", say), with its last line on standard error."""
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            return f"closed its output{when}"
        time.sleep(0.05)  # its last words on standard error, still in the pipe
        said = f": {self.errors[-1]}" if self.errors else ""
        if code < 0:
            try:
                return f"died (signal {signal.Signals(-code).name}){when}{said}"
            except ValueError:
                return f"died (signal {-code}){when}{said}"
        return f"ended (exit status {code}){when}{said}"

    def close(self) -> None:
        self._finalizer()


def _die_with_parent() -> None:
    """In the child, before the engine starts: Linux ends it when the process that started it ends."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _kaggle_board(game: Game, state: State) -> list[int]:
    rows = game.board_rows(state) or ()
    return [0 if ch == "." else 1 if ch == "X" else 2 for row in rows for ch in row]


class ConnectXPlayer:
    """A ConnectX agent (a file, or ``kaggle:NAME``) choosing Connect Four moves under Kaggle's clock."""

    def __init__(self, source: str, act_timeout: float = KAGGLE_ACT_TIMEOUT, overage: float = KAGGLE_OVERAGE) -> None:
        self.source = source
        self.label = f"ConnectX agent {source}" if not source.startswith("kaggle:") else (
            f"Kaggle's ConnectX agent {source[len('kaggle:'):]}")
        self.act_timeout = act_timeout
        self.overage = overage
        self.bank = overage
        self.process: _Process | None = None
        self.last_mask = -1

    def _start(self) -> _Process:
        process = _Process([sys.executable, str(WORKER), self.source], self.label)
        try:
            first = process.lines.next(time.monotonic() + LOAD_SECONDS)
        except TimeoutError:
            process.close()
            raise Forfeit(f"{self.label} did not load within {LOAD_SECONDS:g} s") from None
        reply = self._reply(process, first)
        if "error" in reply:
            process.close()
            printed = f" ({reply['printed'].strip()[:80]!r})" if reply.get("printed") else ""
            raise Forfeit(f"{self.label} {reply['error']}{printed}")
        return process

    def _reply(self, process: _Process, line: str | None) -> dict[str, Any]:
        if line is None:
            what = process.died()
            process.close()
            raise Forfeit(f"{self.label} {what}")
        try:
            reply = json.loads(line)
        except ValueError:
            reply = None
        if not isinstance(reply, dict):
            process.close()
            raise Forfeit(f"{self.label}: its runner answered {line[:60]!r}")
        return reply

    def choose(self, game: Game, state: State) -> int:
        a, b, n = state
        mask = a | b
        if self.process is None or mask & self.last_mask != self.last_mask or n == 0:
            # a new game (no stone of the last position is missing): a fresh process and a full bank, as on Kaggle
            if self.process is not None:
                self.process.close()
                self.process = None
            self.bank = self.overage
            self.process = self._start()
        process = self.process
        request = {"observation": {"board": _kaggle_board(game, state), "mark": n % 2 + 1, "step": n,
                                   "remainingOverageTime": self.bank},
                   "configuration": {"rows": 6, "columns": 7, "inarow": 4, "actTimeout": self.act_timeout,
                                     "timeout": self.act_timeout, "agentTimeout": self.overage,
                                     "episodeSteps": 1000, "runTimeout": 1200}}
        process.send(json.dumps(request))
        allowed = self.act_timeout + self.bank
        try:
            line = process.lines.next(time.monotonic() + allowed + GRACE)
        except TimeoutError:
            self.close()
            raise Forfeit(f"{self.label} ran past its time ({self.act_timeout:g} s a move and {self.bank:.1f} s "
                          "of overage left)") from None
        reply = self._reply(process, line)
        seconds = float(reply.get("seconds", 0.0))
        if reply.get("printed"):
            self.close()
            raise Forfeit(f"{self.label} printed {reply['printed'].strip()[:60]!r} (an agent playing here must not "
                          "print; remove its print calls, or write to a file)")
        if "error" in reply:
            self.close()
            raise Forfeit(f"{self.label} {reply['error']}")
        if seconds > allowed:
            self.close()
            raise Forfeit(f"{self.label} ran past its time ({seconds:.2f} s with {self.act_timeout:g} s a move and "
                          f"{self.bank:.1f} s of overage left)")
        self.bank -= max(0.0, seconds - self.act_timeout)
        action = reply.get("action")
        legal = [m - 1 for m in game.actions(state)]
        if not isinstance(action, int) or action not in legal:
            self.close()
            raise Forfeit(f"{self.label} returned column {action!r}, not a legal column (0-6, not full: "
                          f"{', '.join(map(str, legal))})")
        bit = ((mask + (1 << (7 * action))) & (0x3F << (7 * action)))
        self.last_mask = mask | bit
        return action + 1

    def close(self) -> None:
        if self.process is not None:
            self.process.close()
            self.process = None


class NBoardPlayer:
    """An Othello engine speaking the NBoard protocol, run as ``command`` (split as a shell would)."""

    def __init__(self, command: str, depth: int, seconds: float = NBOARD_MOVE_SECONDS) -> None:
        self.command = command
        self.label = f"NBoard engine {command!r}"
        self.depth = depth
        self.seconds = seconds
        self.process: _Process | None = None
        self.pings = 0

    def _start(self) -> _Process:
        try:
            argv = shlex.split(self.command)
        except ValueError as e:
            raise Forfeit(f"{self.label} cannot be split into a command: {e}") from None
        process = _Process(argv, self.label, linux_parent_signal=True)
        process.send("nboard 2")
        process.send(f"set depth {self.depth}")
        return process

    def _wait_for(self, process: _Process, prefix: str, until: float, what: str) -> str:
        while True:
            try:
                line = process.lines.next(until)
            except TimeoutError:
                self.close()
                limit = self.seconds if what == "go" else NBOARD_PING_SECONDS
                raise Forfeit(f"{self.label} did not answer {what} within {limit:g} s") from None
            if line is None:
                reason = process.died(f" before it answered {what}")
                self.close()
                raise Forfeit(f"{self.label} {reason}")
            if line.startswith(prefix):
                return line

    def start(self) -> None:
        """Start the engine now, unless it runs (a window starts it when the user chooses it, so that a
        program that cannot start is said at once; ``choose`` starts it again after it was ended)."""
        if self.process is None or self.process.process.poll() is not None:
            self.process = self._start()

    def choose(self, game: Game, state: State) -> int:
        from .ggf import format_move, parse_move, write  # (ggf imports the Othello game)

        self.start()
        process = self.process
        assert process is not None
        self.pings += 1
        process.send(f"set game {write(state)}")
        process.send(f"ping {self.pings}")
        self._wait_for(process, f"pong {self.pings}", time.monotonic() + NBOARD_PING_SECONDS, "ping")
        process.send("go")
        line = self._wait_for(process, "===", time.monotonic() + self.seconds, "go")
        words = line[3:].split()
        text = words[0].split("/")[0] if words else ""
        try:
            move = parse_move(text)
        except ValueError:
            self.close()
            raise Forfeit(f"{self.label} answered {line[:40]!r}, which is not a move") from None
        if move not in game.actions(state):
            self.close()
            raise Forfeit(f"{self.label} played {format_move(move)}, which is not legal here")
        return move

    def close(self) -> None:
        if self.process is not None:
            self.process.close()
            self.process = None
