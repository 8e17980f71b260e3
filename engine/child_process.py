"""Ending a child process we started (an outside program, a sandboxed contestant) whatever state it is in."""

from __future__ import annotations

import subprocess
from typing import Any


def end_process(process: subprocess.Popen[Any]) -> None:
    """Kill ``process`` if it still runs, reap it, and close our ends of its pipes. It may have ended by itself
    or be ending as we look (an OSError from kill, a pipe already closed): that is the state we want anyway,
    so those are not errors. A process that does not die within 5 s of SIGKILL (stuck in the kernel) is left
    to the system rather than hanging the match."""
    if process.poll() is None:
        try:
            process.kill()
        except OSError:
            pass
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass
    for stream in (process.stdin, process.stdout, process.stderr):
        if stream is not None:
            try:
                stream.close()
            except OSError:
                pass
