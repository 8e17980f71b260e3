"""Running the command line in-process from tests: exit status, stdout and stderr."""

from __future__ import annotations

import contextlib
import io
import json

from main import main


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
