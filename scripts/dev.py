"""The developer's set-up and test run, on Linux, macOS and Windows alike (the bash and PowerShell scripts
beside it only call this with the Python they find).

    python scripts/dev.py setup [--strict]     # .venv with the project and its test tools; compile the hot modules
    python scripts/dev.py test [PYTEST-ARGS]   # setup, then pytest headless, ruff and mypy (stops at the first failure)

``setup`` creates ``.venv`` if it is missing (with the Python running this), installs the project editable with
its test tools, then mypy and setuptools (the compiler of the hot modules and what it builds with), and
compiles the hot modules with ``scripts/build_native.py`` where a C compiler and the Python headers are
available (it says so in one line otherwise, and everything runs in pure Python). Running it again changes
nothing that is current. ``--strict`` (or ``MINIMAX_STUDIO_BUILD_FLAGS=--strict``, as CI sets) makes a failed
compile an error. The name is not ``setup.py``: that is setuptools' build hook at the top of the checkout.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import venv
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
WINDOWS = os.name == "nt"
BIN = VENV / ("Scripts" if WINDOWS else "bin")
PYTHON = BIN / ("python.exe" if WINDOWS else "python")
PIP_NOISE = ("WARNING: Location",)
"""pip's notes about package folders of this machine that do not exist: noise, not errors."""


def run(args: Sequence[str], env: dict[str, str] | None = None, quiet_noise: bool = False) -> int:
    """Run a step from the checkout's root; its status. ``quiet_noise`` filters pip's ``PIP_NOISE`` lines out of
    what it writes on stderr (the rest passes through)."""
    if not quiet_noise:
        return subprocess.run(list(args), cwd=ROOT, env=env).returncode
    p = subprocess.run(list(args), cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
    for line in p.stderr.splitlines():
        if not line.startswith(PIP_NOISE):
            print(line, file=sys.stderr)
    return p.returncode


def setup(strict: bool) -> int:
    if not PYTHON.is_file():
        print(f"setup: creating {VENV.name} with Python {sys.version.split()[0]}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    pip = [str(PYTHON), "-m", "pip", "install", "--quiet"]
    subprocess.run([*pip, "--upgrade", "pip"], cwd=ROOT, capture_output=True)  # an old pip still works: not fatal
    # PYTHONWARNINGS quiets setuptools' boxed reminder, at every editable install, that a folder named like
    # a package shadows it: here that folder is the package.
    code = run([*pip, "-e", ".[test]"], env={**os.environ, "PYTHONWARNINGS": "ignore"}, quiet_noise=True)
    if code != 0:
        print("setup: installing the project and its test tools failed (pip's message is above)", file=sys.stderr)
        return code
    # mypyc comes with mypy and builds through setuptools (which venvs of Python 3.12+ no longer include);
    # they only matter for the compiled build, so a failure to install them is not fatal.
    if run([*pip, "mypy>=1.11", "setuptools"], quiet_noise=True) != 0:
        print("engine: could not install mypy (the compiler of the hot modules)")
    ensure_bubblewrap()
    flags = os.environ.get("MINIMAX_STUDIO_BUILD_FLAGS", "").split() + (["--strict"] if strict else [])
    return run([str(PYTHON), "scripts/build_native.py", *dict.fromkeys(flags)])


def bubblewrap_step(system: str, is_root: bool, has_bwrap: bool, has_apt: bool) -> list[str] | None:
    """The command that installs bubblewrap (the class contest's sandbox: engine/match/sandbox.py), or None
    when there is nothing to run here: not Linux, already installed, or not root with apt-get."""
    if system != "linux" or has_bwrap or not (is_root and has_apt):
        return None
    return ["apt-get", "install", "-y", "-qq", "bubblewrap"]


def ensure_bubblewrap() -> None:
    """Install bubblewrap with the system's package manager where this set-up may (root, apt-get); say in one
    line what to do otherwise. A failure is not fatal: contests then enforce what the system offers."""
    import shutil

    has_bwrap = shutil.which("bwrap") is not None
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    has_apt = shutil.which("apt-get") is not None
    step = bubblewrap_step(sys.platform, is_root, has_bwrap, has_apt)
    if step is not None:
        print("setup: installing bubblewrap (the class contest's sandbox)", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        if run(step, env=env) != 0:
            print("setup: bubblewrap could not be installed; contests run with resource limits only")
    elif sys.platform == "linux" and not has_bwrap:
        print("setup: bubblewrap is not installed (sudo apt-get install bubblewrap, or your system's package); "
              "until then contests run with resource limits only")


def test(pytest_args: Sequence[str], strict: bool) -> int:
    code = setup(strict)
    if code != 0:
        return code
    headless = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    # (run as modules of .venv's Python, which finds them the same way on every system; mypy checks engine/,
    # gui/ and cli/, strict: pyproject.toml's [tool.mypy])
    for step in ([str(PYTHON), "-m", "pytest", *pytest_args], [str(PYTHON), "-m", "ruff", "check", "."],
                 [str(PYTHON), "-m", "mypy"]):
        code = run(step, env=headless)
        if code != 0:
            return code
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/dev.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="step", required=True)
    for name, what in (("setup", "create .venv and install the project with its test tools"),
                       ("test", "set up, then run the tests headless, ruff and mypy")):
        p = sub.add_parser(name, help=what, allow_abbrev=False)  # (pytest's --strict-markers is not --strict)
        p.add_argument("--strict", action="store_true", help="a failed compile of the hot modules is an error")
    args, rest = parser.parse_known_args(argv)
    if args.step == "setup":
        if rest:
            parser.error(f"setup takes no other arguments: {' '.join(rest)}")
        return setup(args.strict)
    return test(rest, args.strict)


if __name__ == "__main__":
    sys.exit(main())
