"""Runs one ConnectX agent for Minimax Studio, in a process of its own (``players.ConnectXPlayer`` starts it).

Started as ``python connectx_worker.py SOURCE``: SOURCE is an agent file, or ``kaggle:NAME`` for one of
kaggle-environments' built-in agents (``random``, ``negamax``). It loads the agent the way Kaggle does (the file
is executed, its last callable is the agent), then answers one JSON line per JSON line it reads:

    {"observation": {...}, "configuration": {...}}  ->  {"action": 3, "seconds": 0.41}
                                                    or  {"error": "raised ZeroDivisionError: ..."}
                                                    or  {"printed": "text the agent printed", ...}

Its first line says whether the agent loaded: ``{"ready": true}`` or ``{"error": why}``. The agent's own output
(``print``, or anything written to file descriptor 1) is kept away from these lines and reported. This file
uses nothing but the standard library, so that it starts quickly; it ends when its input ends or when the
process that started it is gone.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any


class Struct(dict[str, Any]):
    """Kaggle's observation and configuration: a dict whose keys are attributes too."""

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def _watch_parent(parent: int) -> None:
    while True:
        if os.getppid() != parent:
            os._exit(3)  # the tournament's process is gone: nobody will read our answers
        time.sleep(0.5)


def _describe(e: BaseException) -> str:
    where = ""
    for frame in reversed(traceback.extract_tb(e.__traceback__)):
        if frame.filename == SOURCE_NAME:
            where = f" (line {frame.lineno})"
            break
    text = str(e).replace("\n", " ")
    return f"raised {type(e).__name__}{where}: {text[:200]}" if text else f"raised {type(e).__name__}{where}"


def _load(source: str) -> Callable[..., Any]:
    if source.startswith("kaggle:"):
        name = source[len("kaggle:"):]
        spec = importlib.util.find_spec("kaggle_environments")
        if spec is None or not spec.submodule_search_locations:
            raise LookupError("kaggle-environments is not installed (pip install 'minimax-studio[kaggle]')")
        folder = next(iter(spec.submodule_search_locations))
        path = os.path.join(folder, "envs", "connectx", "connectx.py")
        module_spec = importlib.util.spec_from_file_location("kaggle_connectx", path)
        if module_spec is None or module_spec.loader is None:
            raise LookupError(f"kaggle-environments has no ConnectX rules at {path}")
        module = importlib.util.module_from_spec(module_spec)
        module_spec.loader.exec_module(module)  # the rules' module alone (the package would load every game)
        if name not in module.agents:
            raise LookupError(f"kaggle-environments has no ConnectX agent {name!r} (it has {', '.join(module.agents)})")
        agent: Callable[..., Any] = module.agents[name]
        return agent
    with open(source, encoding="utf-8") as f:
        code = compile(f.read(), source, "exec")
    env: dict[str, Any] = {}
    exec(code, env)
    found: list[Callable[..., Any]] = [v for v in env.values() if callable(v)]
    if not found:
        raise LookupError("defines no function (Kaggle calls the file's last function as the agent)")
    return found[-1]


SOURCE_NAME = ""


def main() -> None:
    global SOURCE_NAME
    source = sys.argv[1]
    SOURCE_NAME = source
    threading.Thread(target=_watch_parent, args=(os.getppid(),), daemon=True).start()
    channel = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    captured = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
    os.dup2(captured.fileno(), 1)  # the agent's prints (even from C code) land here, not in our answers
    sys.stdout = captured
    position = 0

    def printed() -> str:
        nonlocal position
        sys.stdout.flush()
        captured.seek(position)
        text = captured.read()
        position = captured.tell()
        return text

    def answer(message: dict[str, Any]) -> None:
        channel.write(json.dumps(message) + "\n")
        channel.flush()

    try:
        agent = _load(source)
    except BaseException as e:  # the user's file: whatever it raises is the reason it cannot play
        answer({"error": f"could not be loaded: {_describe(e)}"})
        return
    text = printed()
    if text:
        answer({"error": "printed while loading", "printed": text[:200]})
        return
    answer({"ready": True})
    for line in sys.stdin:
        request = json.loads(line)
        observation, configuration = Struct(request["observation"]), Struct(request["configuration"])
        started = time.perf_counter()
        try:
            action = agent(observation, configuration)
        except BaseException as e:
            answer({"error": _describe(e), "seconds": time.perf_counter() - started, "printed": printed()[:200]})
            continue
        seconds = time.perf_counter() - started
        try:
            value: int | str = int(action) if int(action) == action and not isinstance(action, (str, bytes)) else repr(action)
        except (TypeError, ValueError, OverflowError):
            value = repr(action)[:60]
        answer({"action": value, "seconds": seconds, "printed": printed()[:200]})


if __name__ == "__main__":
    main()
