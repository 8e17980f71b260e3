"""Running the command line in-process from tests: exit status, stdout and stderr."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from main import main

ROOT = Path(__file__).resolve().parent.parent


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


def analyze(capsys, *args: str) -> dict:
    """``analyze ... --json``, which must succeed; its JSON object."""
    code, out, err = run_cli(capsys, "analyze", *args, "--json")
    assert code == 0, err
    return json.loads(out)


def run_captured(*args: str) -> tuple[int, str, str]:
    """The command line run in-process with its output captured here (no capsys needed): exit status,
    stdout and stderr; a ``SystemExit`` without a number counts as a usage error (2)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 2
    return code, out.getvalue(), err.getvalue()


HANG_GUARD_S = 300.0
"""A subprocess that has not ended after this long hangs: generous on a loaded machine, only a guard
(what bounds a run is a node or size cap, never this)."""


def run_process(*args: str, timeout: float = HANG_GUARD_S, **kwargs: Any) -> subprocess.CompletedProcess[str]:
    """``main.py ARGS`` in a process of its own (for what could hang, or must see real signals); a run
    that outlives ``timeout`` is killed and the test fails naming the command."""
    try:
        return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                              timeout=timeout, **kwargs)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"main.py {' '.join(a[:40] for a in args)} hangs (still running after {timeout:g} s)") from None
