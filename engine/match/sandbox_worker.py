"""The process a sandboxed contestant runs in: our bootstrap first, then the contestant's file.

Started by ``engine.match.sandbox`` (inside bubblewrap where the system has it) as
``python -I -S -B -c BOOT CONFIG``. In this order, before one line of the contestant's code runs:

1. the protocol keeps private copies of the pipes; file descriptors 0, 1 and 2 become ``/dev/null``, and
   ``sys.stdout``/``sys.stderr`` a sink that counts what the contestant prints (megabytes of output are
   a violation, not a flood in the teacher's terminal);
2. resource limits that the contestant cannot raise again: address space (memory), CPU seconds in all,
   file size 0 (no file can grow), no core files, no new processes (where the kernel enforces it);
3. our engine is imported (it needs no writes: ``-B``, no bytecode files);
4. an audit hook (``sys.addaudithook``, which cannot be removed) reports every attempt to write a
   file, change the file system, connect or bind a socket, start a process or import a module that
   can do these behind its back, names the path, address or command, and ends the process at once: a
   contestant cannot catch the refusal and carry on. The hook is the messenger, not the wall: code
   using ``ctypes`` could go around it, which is why the hook refuses ``ctypes`` too and why the
   namespace sandbox around this process is what actually keeps the host safe.

The protocol is one JSON object per line, nothing that is ever unpickled. Host to worker:
``{"position": TEXT}`` or ``{"moves": TEXT}`` and ``"seed"``; worker to host: ``{"ready": KIND}`` once
the file loaded, then ``{"move": TEXT}`` per request, or ``{"error": MESSAGE}`` (the contestant's own
error: a forfeit with it) or ``{"violation": MESSAGE}`` (a rule broken: the process ends).
"""

from __future__ import annotations

import json
import os
import sys
from types import FrameType
from typing import Any, NoReturn

VIOLATION_EXIT = 86
OUTPUT_LIMIT = 1 << 20
"""Bytes a contestant may print (debugging output is fine; megabytes are a flood)."""

BLOCKED_MODULES = frozenset({"ctypes", "_ctypes", "cffi"})
"""Modules that reach the system without passing the audit hook (raw calls into C libraries): an
evaluation has no use for them but to get around the rules. Sockets and subprocesses may be imported;
using them is what the hook refuses, with the address or command."""

FILE_CHANGES = frozenset({
    "os.remove", "os.rename", "os.mkdir", "os.rmdir", "os.symlink", "os.link", "os.chmod", "os.chown",
    "os.truncate", "os.utime", "os.chflags", "os.lchflags", "os.mkfifo", "os.mknod", "shutil.copyfile",
    "shutil.copymode", "shutil.copystat", "shutil.copytree", "shutil.move", "shutil.rmtree", "shutil.chown",
})
PROCESS_EVENTS = frozenset({
    "os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.forkpty", "subprocess.Popen",
    "os.startfile", "pty.spawn",
})
NETWORK_EVENTS = frozenset({"socket.connect", "socket.bind", "socket.sendto", "socket.sendmsg"})
NAME_LOOKUPS = frozenset({"socket.getaddrinfo", "socket.gethostbyname", "socket.gethostbyname_ex",
                          "socket.gethostbyaddr", "socket.getnameinfo"})
"""A name looked up is the first step of a connection (``create_connection`` looks the host up before it
connects): refused with the host's name, where the network namespace would only say the lookup failed."""
SIGNAL_EVENTS = frozenset({"os.kill", "os.killpg", "signal.pthread_kill"})

_out_fd = -1


def send(message: dict[str, Any]) -> None:
    data = (json.dumps(message) + "\n").encode("utf-8")
    while data:
        data = data[os.write(_out_fd, data):]


def violation(reason: str) -> NoReturn:
    """Report the broken rule on the protocol pipe and end the process: nothing the contestant does can
    catch this (``os._exit`` runs no handlers and raises nothing)."""
    try:
        send({"violation": reason[:500]})
    finally:
        os._exit(VIOLATION_EXIT)


def _shown(value: Any) -> str:
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    return str(value)[:200]


def _address(address: Any) -> str:
    if isinstance(address, tuple) and len(address) >= 2:
        return f"{_shown(address[0])}:{_shown(address[1])}"
    return _shown(address)


WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def audit(event: str, args: tuple[Any, ...]) -> None:
    if event == "open":
        path, mode, flags = (tuple(args) + (None, None, None))[:3]
        writes = isinstance(mode, str) and any(c in mode for c in "wax+")
        if writes or (isinstance(flags, int) and flags & WRITE_FLAGS):
            violation(f"tried to write {_shown(path)}")
    elif event in FILE_CHANGES:
        violation(f"tried to change the file system ({event} {_shown(args[0]) if args else ''})".rstrip())
    elif event in NETWORK_EVENTS:
        violation(f"tried to connect to {_address(args[1]) if len(args) > 1 else 'the network'}")
    elif event in NAME_LOOKUPS:
        host = args[0] if args else "the network"
        port = args[1] if event == "socket.getaddrinfo" and len(args) > 1 and args[1] is not None else None
        violation(f"tried to connect to {_address((host, port)) if port is not None else _address(host)}")
    elif event in PROCESS_EVENTS:
        what = _shown(args[0]) if args and event not in ("os.fork", "os.forkpty") else event
        violation(f"started a process ({what})")
    elif event in SIGNAL_EVENTS:
        violation(f"tried to send a signal ({event})")
    elif event == "import":
        name = str(args[0]) if args else ""
        if (name in BLOCKED_MODULES or name.partition(".")[0] in BLOCKED_MODULES) and not _library_import():
            violation(f"imported {name}, which contestants may not use")
    elif event.startswith("ctypes.") and not _library_import():
        violation("used ctypes, which contestants may not use")


TRUSTED_IMPORTERS = ("numpy",)
"""Libraries offered to contestants that use ``ctypes`` for themselves (numpy does, as it loads): that use is
theirs, not the contestant's. A contestant's own import or call of ctypes is refused."""


def _library_import() -> bool:
    """Whether the code importing or calling ctypes right now (the first frame outside the import machinery and
    ctypes itself) is a file of a trusted library's package (by its code's file, under the library's folder)."""
    frame: FrameType | None = sys._getframe(2)
    # past the import machinery and ctypes's own imports (ctypes imports _ctypes) to who asked for it
    while frame is not None and (frame.f_code.co_filename.startswith("<frozen importlib")
                                 or "/ctypes/" in frame.f_code.co_filename):
        frame = frame.f_back
    if frame is None:
        return False
    filename = frame.f_code.co_filename
    return any(f"/{library}/" in filename and filename.startswith(_SITE) for library in TRUSTED_IMPORTERS)


_SITE = "/"
"""Where third-party modules are (set by ``main``: a contestant's own file lies elsewhere)."""


class Sink:
    """Where the contestant's ``print`` goes: counted, then dropped."""

    encoding = "utf-8"
    errors = "replace"

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.written = 0

    def write(self, text: str) -> int:
        self.written += len(text)
        if self.written > self.limit:
            violation(f"printed more than {self.limit // (1 << 20)} MB")
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    def writable(self) -> bool:
        return True


def set_limits(config: dict[str, Any]) -> None:
    try:
        import resource
    except ImportError:  # not a POSIX system: the host's probe says no limit is in force
        return

    def cap(which: int, value: int) -> None:
        try:
            resource.setrlimit(which, (value, value))
        except (ValueError, OSError):  # a system that does not offer it: the host's probe says so
            pass

    cap(resource.RLIMIT_CORE, 0)
    cap(resource.RLIMIT_FSIZE, 0)
    memory = int(config.get("memory_mb", 0))
    if memory > 0:
        cap(resource.RLIMIT_AS, memory << 20)
    cpu = int(config.get("cpu_seconds", 0))
    if cpu > 0:
        soft = max(1, cpu)
        try:
            resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 1))
        except (ValueError, OSError):
            pass
    if config.get("no_processes"):
        cap(resource.RLIMIT_NPROC, 0)


def _memory_error(e: BaseException | None) -> bool:
    seen = 0
    while e is not None and seen < 20:
        if isinstance(e, MemoryError):
            return True
        e = e.__cause__ or e.__context__
        seen += 1
    return False


def main() -> None:
    global _out_fd
    config: dict[str, Any] = json.loads(sys.argv[1])
    _out_fd = os.dup(1)
    requests = os.fdopen(os.dup(0), "rb")
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    memory_mb = int(config.get("memory_mb", 0))
    global _SITE
    _SITE = str(config.get("site", "/"))
    sys.stdout = sys.stderr = Sink(OUTPUT_LIMIT)
    set_limits(config)

    import random
    import traceback  # noqa: F401 - imported now: formatting an error later must import nothing new
    import types

    from engine.agents import make_agent
    from engine.enhancements import Enhancements
    from engine.games import game_info
    from engine.plugins import check_definitions, describe_exception, evaluation_class
    from engine.view import Position

    info = game_info(str(config["game"]))
    game = info.factory()
    path = str(config["file"])
    try:
        with open(path, "rb") as f:
            source = f.read(1 << 20).decode("utf-8")
    except UnicodeDecodeError:
        send({"error": "not a Python file (not UTF-8 text)"})
        return
    sys.addaudithook(audit)

    def over_memory() -> str:
        return f"over {memory_mb} MB of memory"

    try:
        code = compile(source, path, "exec")
    except SyntaxError as e:
        send({"error": f"not Python: syntax error on line {e.lineno}: {e.msg}"})
        return
    except (ValueError, MemoryError, RecursionError) as e:
        send({"error": f"not Python: {type(e).__name__}"})
        return
    module = types.ModuleType("contestant")
    module.__file__ = path
    try:
        exec(code, module.__dict__)
    except BaseException as e:  # anything the file raises while it loads (BaseException, exit() too)
        if _memory_error(e):
            violation(over_memory())
        send({"error": f"raised {describe_exception(e)} while it loaded"})
        return
    namespace = vars(module)
    choose: Any = namespace.get("choose")
    agent: Any = None
    if callable(choose):
        kind = "player"
    else:
        kind = "evaluation"
        try:
            cls = evaluation_class(check_definitions(namespace, path, info.name))
            evaluation = cls()
            enhancements = Enhancements(iterative=bool(config.get("iterative")))
            agent = make_agent(str(config["agent"]), info, evaluation, enhancements, config.get("time"))
        except BaseException as e:
            if _memory_error(e):
                violation(over_memory())
            message = str(e) if isinstance(e, ValueError) else describe_exception(e)
            send({"error": f"not an evaluation or a player: {message}"})
            return
    send({"ready": kind})
    for line in requests:
        try:
            request = json.loads(line)
            if "position" in request:
                state = game.parse_position(str(request["position"]))
            else:
                state = game.play(game.initial_state(), game.parse_moves(str(request["moves"])))
            rng = random.Random(int(request.get("seed", 0)))
        except BaseException as e:  # our own message went wrong: say so rather than guess
            send({"error": f"the sandbox could not read its request ({type(e).__name__})"})
            continue
        try:
            if kind == "player":
                answer = choose(Position(game, state))
                if not isinstance(answer, str | int) or isinstance(answer, bool):
                    send({"error": f"choose returned {_shown(repr(answer))[:60]}, not a move"})
                    continue
                try:
                    move = game.parse_move(str(answer), state)
                except ValueError:
                    send({"error": f"choose returned {str(answer)[:40]!r}, which is not a move"})
                    continue
            else:
                move = agent.choose(game, state, rng)
            send({"move": game.format_move(move)})
        except BaseException as e:  # the contestant's error (its own exit() and BaseException too)
            if _memory_error(e):
                violation(over_memory())
            message = str(e) if isinstance(e, ValueError) else describe_exception(e)
            send({"error": message})


if __name__ == "__main__":
    main()
