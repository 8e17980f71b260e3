"""Untrusted contestants: each one's code in its own process, behind the walls this system offers.

A class contest runs files from many students; any of them may (by mistake or on purpose) write
files, read the teacher's, open connections, fork without end or take all the memory. So a sandboxed
contestant never runs in our process: ``SandboxedPlayer`` starts ``sandbox_worker`` in a process of its
own and talks to it over its stdin and stdout, one JSON line per message (a position in, a move out;
nothing from the sandbox is ever unpickled), and every answer has a deadline.

The walls, strongest first, each used where ``probe`` finds it actually works on this machine:

* bubblewrap (``bwrap``): new user, mount, PID, network, IPC and UTS namespaces; the only files visible
  are the Python installation, the few third-party modules the engine imports, our ``engine`` package and
  the contestant's one file, all read-only, plus an empty private ``/tmp``; no network but its own
  loopback; it dies with us and its processes with it; no capabilities;
* resource limits set inside the worker before the contestant's code runs (memory, CPU seconds in all,
  no file may grow, no new processes where the kernel enforces that for us);
* the wall clock: each move, and loading the file, has a deadline after which the process is killed;
* the worker's audit hook, which names what was attempted (the reason a teacher reads).

``probe`` tries each wall once and ``Enforcement.line`` says in one line what is in force and what is
not: a protection is only claimed after it has been seen to work.
"""

from __future__ import annotations

import importlib.util
import json
import os
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..child_process import end_process
from ..errors import Forfeit, InputError
from ..game import Game, Move, State

DEFAULT_MEMORY_MB = 256
DEFAULT_MOVE_LIMIT = 5.0
DEFAULT_LOAD_LIMIT = 10.0
DEFAULT_CPU_SECONDS = 600
MAX_LINE = 1 << 16
"""Bytes of one answer line; more is not an answer of ours (a contestant writing into the pipe)."""
THIRD_PARTY = ("mypy_extensions", "numpy")
"""Modules outside the standard library that the engine (or a student's evaluation) may import."""


def engine_dir() -> Path:
    """The ``engine`` package's folder (bound read-only into the sandbox: the worker imports it)."""
    package = sys.modules[__name__.partition(".")[0]]
    return Path(str(package.__file__)).resolve().parent

INSIDE = "/sandbox"


@dataclass(frozen=True)
class SandboxLimits:
    """What a sandboxed contestant may use (plain data: it travels in a player spec to the workers)."""

    memory_mb: int = DEFAULT_MEMORY_MB
    move_limit: float = DEFAULT_MOVE_LIMIT
    """Seconds of wall-clock time per move before the move is forfeited."""
    load_limit: float = DEFAULT_LOAD_LIMIT
    """Seconds to start the process and load the file."""
    cpu_seconds: int = DEFAULT_CPU_SECONDS
    """CPU seconds in all for one contestant's process."""

    def describe(self) -> str:
        return (f"{self.memory_mb} MB, {self.move_limit:.1f} s per move, {self.load_limit:.1f} s to load, "
                f"{self.cpu_seconds} CPU seconds in all")


@dataclass(frozen=True)
class Enforcement:
    """What ``probe`` saw work on this machine."""

    bwrap: str | None
    """The bubblewrap program, when its namespaces work here."""
    files_hidden: bool
    network_cut: bool
    no_processes: bool
    """New processes are refused by the kernel (RLIMIT_NPROC inside a user namespace)."""
    memory_limit: bool
    cpu_limit: bool
    missing: str = ""
    """Why bubblewrap is not used, when it is not."""

    def line(self, limits: SandboxLimits | None = None) -> str:
        """One line for the start of a contest: what is enforced here, and plainly what is not."""
        limits = limits or SandboxLimits()
        enforced = []
        if self.bwrap:
            enforced.append("bubblewrap namespaces (its processes die with it)")
        if self.files_hidden:
            enforced.append("no files but Python and the engine, read-only")
        if self.network_cut:
            enforced.append("no network")
        if self.no_processes:
            enforced.append("no new processes")
        if self.memory_limit:
            enforced.append(f"{limits.memory_mb} MB memory")
        if self.cpu_limit:
            enforced.append(f"{limits.cpu_seconds} CPU s in all")
        enforced.append(f"{limits.move_limit:.1f} s per move")
        not_enforced = []
        if not self.files_hidden:
            not_enforced.append("file isolation")
        if not self.network_cut:
            not_enforced.append("network isolation")
        if not self.no_processes:
            not_enforced.append("a process limit")
        if not self.memory_limit:
            not_enforced.append("a memory limit")
        text = "sandbox: " + ", ".join(enforced)
        if not_enforced:
            text += ("; NOT enforced: " + ", ".join(not_enforced) + " (only the audit hook reports those attempts"
                     + (f"; {self.missing}" if self.missing else "") + ")")
        return text

    def as_dict(self) -> dict[str, Any]:
        return {"bubblewrap": self.bwrap is not None, "files_hidden": self.files_hidden,
                "network_cut": self.network_cut, "no_processes": self.no_processes,
                "memory_limit": self.memory_limit, "cpu_limit": self.cpu_limit, "missing": self.missing}


def _third_party_paths() -> list[tuple[str, str]]:
    """(host path, name inside) of each third-party module the sandbox offers that is installed here."""
    out = []
    for name in THIRD_PARTY:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        if spec is None or spec.origin is None:
            continue
        origin = Path(spec.origin)
        path = origin.parent if origin.name == "__init__.py" else origin
        out.append((str(path), path.name))
        libs = path.with_name(f"{name}.libs")  # the shared libraries of a wheel (numpy's OpenBLAS)
        if libs.is_dir():
            out.append((str(libs), libs.name))
    return out


def python_home() -> str:
    """The Python installation the sandbox needs (the base one, not a virtual environment's copy)."""
    return os.path.realpath(sys.base_prefix)


def python_executable() -> str:
    base = getattr(sys, "_base_executable", None) or sys.executable
    return os.path.realpath(base)


BOOT = "import sys; sys.path[:0] = {path!r}; from engine.match.sandbox_worker import main; main()"
BLAS_ENV = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "LANG": "C.UTF-8"}


def worker_command(file: str, config: dict[str, Any], bwrap: str | None) -> list[str]:
    """The command that starts a worker for the contestant ``file`` (inside bubblewrap when given)."""
    python = python_executable()
    if bwrap is None:
        path = [str(engine_dir().parent)] + [str(Path(p).parent) for p, _ in _third_party_paths()]
        sites = [str(Path(p).parent) for p, name in _third_party_paths() if name == "numpy"]
        config = {**config, "file": os.path.abspath(file), "site": sites[0] if sites else "/nowhere"}
        return [python, "-I", "-S", "-B", "-c", BOOT.format(path=path), json.dumps(config)]
    home = python_home()
    inside_file = f"{INSIDE}/contestant/{Path(file).name}"
    config = {**config, "file": inside_file, "site": f"{INSIDE}/site"}
    args = [bwrap, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
            "--ro-bind", "/usr", "/usr"]
    for link in ("lib", "lib64", "bin"):
        if os.path.islink(f"/{link}") or os.path.isdir(f"/usr/{link}"):
            args += ["--symlink", f"usr/{link}", f"/{link}"]
    if not home.startswith("/usr/"):
        args += ["--ro-bind", home, home]
    args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
             "--ro-bind", str(engine_dir()), f"{INSIDE}/lib/engine"]
    for host, name in _third_party_paths():
        args += ["--ro-bind", host, f"{INSIDE}/site/{name}"]
    args += ["--ro-bind", os.path.abspath(file), inside_file, "--chdir", "/tmp", "--clearenv"]
    for key, value in BLAS_ENV.items():
        args += ["--setenv", key, value]
    path = [f"{INSIDE}/lib", f"{INSIDE}/site"]
    return args + [python, "-I", "-S", "-B", "-c", BOOT.format(path=path), json.dumps(config)]


def check_supported() -> None:
    """``InputError`` on a system where sandboxed players cannot run at all (Windows: no resource limits, and
    its pipes cannot be waited on with a deadline): said in one line rather than a forfeit for everyone."""
    if os.name != "posix":
        raise InputError("sandboxed players need Linux (or macOS, with fewer protections); this system offers "
                         "no sandbox for them")


# -- probing what this machine enforces ------------------------------------------------------------------
PROBE = r"""
import json, os, resource, socket, sys
out = {}
try:
    out["hidden"] = not os.path.exists(sys.argv[1])
except OSError:
    out["hidden"] = True
try:
    out["network_cut"] = [n for _, n in socket.if_nameindex()] == ["lo"]
except OSError:
    out["network_cut"] = False
try:
    resource.setrlimit(resource.RLIMIT_NPROC, (0, 0))
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)
    out["no_processes"] = False
except OSError:
    out["no_processes"] = True
try:
    resource.setrlimit(resource.RLIMIT_AS, (256 << 20, 256 << 20))
    try:
        b = bytearray(512 << 20)
        out["memory"] = False
    except MemoryError:
        out["memory"] = True
except (ValueError, OSError):
    out["memory"] = False
try:
    resource.setrlimit(resource.RLIMIT_CPU, (600, 601))
    out["cpu"] = True
except (ValueError, OSError):
    out["cpu"] = False
sys.stdout.write(json.dumps(out) + "\n")
"""

_probed: Enforcement | None = None


def _run_probe(command: list[str]) -> dict[str, Any] | None:
    try:
        done = subprocess.run(command, capture_output=True, timeout=30, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    try:
        value = json.loads(done.stdout.decode("utf-8", "replace").strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None
    return value if isinstance(value, dict) else None


def probe(refresh: bool = False) -> Enforcement:
    """Try each wall once (cached for the process): bubblewrap with our options, then inside it (or in a
    plain process when it does not work) whether the host's files are hidden, the network is cut, new
    processes and too much memory are refused."""
    global _probed
    if _probed is not None and not refresh:
        return _probed
    secret = tempfile.mkdtemp(prefix="minimax-probe-")  # a host folder the sandbox must not see
    try:
        bwrap = shutil.which("bwrap")
        missing = ""
        result = None
        if os.name != "posix":
            missing = "no sandbox on this system"
        elif bwrap is None:
            missing = "bubblewrap is not installed" + (" (apt-get install bubblewrap)" if sys.platform == "linux"
                                                       else " (Linux only)")
        else:
            args = worker_command(__file__, {}, bwrap)
            command = args[:args.index("-c") + 1] + [PROBE, secret]
            result = _run_probe(command)
            if result is None:
                missing = "bubblewrap is installed but cannot create namespaces here"
                bwrap = None
        if result is None and os.name == "posix":
            result = _run_probe([python_executable(), "-I", "-S", "-B", "-c", PROBE, secret])
            if result is not None:
                result["hidden"] = False  # a plain process sees everything the user sees
                result["network_cut"] = False
        result = result or {}
        _probed = Enforcement(bwrap, bool(result.get("hidden")), bool(result.get("network_cut")),
                              bool(result.get("no_processes")), bool(result.get("memory")),
                              bool(result.get("cpu")), missing)
        return _probed
    finally:
        shutil.rmtree(secret, ignore_errors=True)


# -- one contestant's process ----------------------------------------------------------------------------
_LIVE: weakref.WeakSet[subprocess.Popen[bytes]] = weakref.WeakSet()
_exit_hook: Any = None


def stop_all() -> None:
    """End every sandbox this process started, and wait for them: a tournament's worker process runs this as
    it exits (its own exit skips ``atexit``), so no contestant outlives the contest."""
    for process in list(_LIVE):
        end_process(process)


def _watch_exit() -> None:
    global _exit_hook
    if _exit_hook is None:
        import atexit
        from multiprocessing import util

        atexit.register(stop_all)
        _exit_hook = util.Finalize(None, stop_all, exitpriority=100)  # (a pool worker's exit runs these)


class SandboxedPlayer:
    """A contestant's agent whose code runs in a sandboxed worker (started on its first move, reused for
    the next ones while it behaves). ``choose`` raises ``Forfeit`` with the reason when the contestant
    breaks a rule, exceeds a limit, fails to load or returns no legal move."""

    def __init__(self, file: str, game_name: str, agent: str, time_limit: float | None, iterative: bool,
                 limits: SandboxLimits) -> None:
        self.file = file
        self.limits = limits
        self.config = {"game": game_name, "agent": agent, "time": time_limit, "iterative": iterative,
                       "memory_mb": limits.memory_mb, "cpu_seconds": limits.cpu_seconds}
        self.process: subprocess.Popen[bytes] | None = None
        self.unusable: str | None = None
        """Why the file cannot play at all (it did not load): every game is then a forfeit at once."""
        self._buffer = b""
        self._finalizer: weakref.finalize[Any, Any] | None = None

    def _start(self) -> subprocess.Popen[bytes]:
        enforcement = probe()
        config = {**self.config, "no_processes": enforcement.no_processes}
        command = worker_command(self.file, config, enforcement.bwrap)
        env = None if enforcement.bwrap else {**BLAS_ENV, "PATH": os.environ.get("PATH", "")}
        try:
            process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       stderr=subprocess.DEVNULL, env=env, cwd=tempfile.gettempdir(),
                                       start_new_session=True)
        except OSError as e:
            raise Forfeit(f"the sandbox could not start ({e.strerror or e})") from None
        self._buffer = b""
        _watch_exit()
        _LIVE.add(process)
        self._finalizer = weakref.finalize(self, end_process, process)
        started = time.monotonic()
        answer = self._answer(process, started + self.limits.load_limit, loading=True)
        if "ready" not in answer:
            self._end(process)
            reason = str(answer.get("violation") or answer.get("error") or "did not load")
            self.unusable = reason
            raise Forfeit(reason)
        return process

    def _end(self, process: subprocess.Popen[bytes]) -> None:
        if self._finalizer is not None:
            self._finalizer()
            self._finalizer = None
        else:
            end_process(process)
        if self.process is process:
            self.process = None

    def close(self) -> None:
        if self.process is not None:
            self._end(self.process)

    def _died(self, process: subprocess.Popen[bytes], loading: bool) -> str:
        when = "while it loaded" if loading else "while it chose a move"
        try:
            status = process.wait(timeout=2)
        except subprocess.TimeoutExpired:  # alive, but it closed the channel its answers come through
            return f"closed the sandbox's answer channel {when}"
        if status is not None and status < 0:
            sig = -status
            if sig == signal.SIGXCPU:
                return f"used more than {self.limits.cpu_seconds} s of CPU time in all"
            if sig == signal.SIGXFSZ:
                return "tried to write a file"
            if sig == signal.SIGKILL:
                return f"its process was killed {when} (over {self.limits.memory_mb} MB, or CPU time used up)"
            return f"its process crashed {when} (signal {sig})"
        return f"ended its process {when} (exit status {status})"

    def _answer(self, process: subprocess.Popen[bytes], deadline: float, loading: bool) -> dict[str, Any]:
        """The worker's next line, read before ``deadline``; a dead, silent or garbled worker is a forfeit."""
        assert process.stdout is not None
        fd = process.stdout.fileno()
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_READ)
            while b"\n" not in self._buffer:
                left = deadline - time.monotonic()
                if left <= 0 or not selector.select(left):
                    if time.monotonic() < deadline:
                        continue
                    self._end(process)
                    if loading:
                        self.unusable = (f"took more than {self.limits.load_limit:.1f} s to load "
                                         "(an endless loop when it is imported?)")
                        raise Forfeit(self.unusable)
                    raise Forfeit(f"{self.limits.move_limit:.1f} s per move exceeded")
                chunk = os.read(fd, MAX_LINE)
                if not chunk:
                    reason = self._died(process, loading)
                    self._end(process)
                    if loading:
                        self.unusable = reason
                    raise Forfeit(reason)
                self._buffer += chunk
                if len(self._buffer) > MAX_LINE and b"\n" not in self._buffer:
                    self._end(process)
                    raise Forfeit("wrote into the sandbox's answer channel (not an answer)")
        line, _, self._buffer = self._buffer.partition(b"\n")
        try:
            answer = json.loads(line)
        except ValueError:
            answer = None
        if not isinstance(answer, dict):
            self._end(process)
            raise Forfeit("wrote into the sandbox's answer channel (not an answer)")
        if "violation" in answer:
            self._end(process)
            if loading:
                self.unusable = str(answer["violation"])
        return answer

    def choose(self, game: Game, state: State, rng: Any) -> Move:
        if self.unusable is not None:
            raise Forfeit(self.unusable)
        if self.process is None or self.process.poll() is not None:
            self.process = self._start()
        process = self.process
        request: dict[str, Any] = {"seed": rng.getrandbits(64)}
        position = game.format_position(state)
        if position is not None:
            request["position"] = position
        else:
            moves = game.moves_to(state)
            if moves is None:
                raise Forfeit(f"{game.title} positions cannot be sent to a sandbox")
            request["moves"] = game.format_moves(moves)
        assert process.stdin is not None
        try:
            process.stdin.write((json.dumps(request) + "\n").encode("utf-8"))
            process.stdin.flush()
        except OSError:
            reason = self._died(process, False)
            self._end(process)
            raise Forfeit(reason) from None
        answer = self._answer(process, time.monotonic() + self.limits.move_limit, loading=False)
        if "violation" in answer:
            raise Forfeit(str(answer["violation"]))
        if "error" in answer:
            raise Forfeit(str(answer["error"]))
        try:
            return game.parse_move(str(answer.get("move")), state)
        except ValueError:
            raise Forfeit(f"answered {str(answer.get('move'))[:40]!r}, not a move") from None

