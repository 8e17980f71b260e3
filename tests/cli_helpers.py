"""Running the command line in-process from tests: exit status, stdout and stderr."""

from __future__ import annotations

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
