"""The developer's set-up and test run, on Linux, macOS and Windows alike (the bash and PowerShell scripts
beside it only call this with the Python they find).

    python scripts/dev.py setup [--strict]     # .venv with the project and its test tools; compile the hot modules
    python scripts/dev.py test [PYTEST-ARGS]   # setup, then pytest headless, ruff and mypy (stops at the first failure)
    python scripts/dev.py docs                 # the documentation site into build/docs/, strictly

``setup`` creates ``.venv`` if it is missing (with the Python running this), installs the project editable with
its test tools, then mypy and setuptools (the compiler of the hot modules and what it builds with), and
compiles the hot modules with ``scripts/build_native.py`` where a C compiler and the Python headers are
available (it says so in one line otherwise, and everything runs in pure Python). Running it again changes
nothing that is current. ``--strict`` (or ``MINIMAX_STUDIO_BUILD_FLAGS=--strict``, as CI sets) makes a failed
compile an error. ``docs`` installs the ``[docs]`` extra (Sphinx, MyST, furo) into ``.venv`` the way ``setup``
installs ``[test]`` (editable, from the checkout's root) and builds the site with every warning an error: a broken
link or image, a page outside the navigation, a docstring the API pages cannot parse each fail it with the page and
line. The name is not ``setup.py``: that is setuptools' build hook at the top of the checkout.

On Linux the window's tests run on a real X server, as pytest-qt recommends: pytest-xvfb starts an Xvfb for
the run and Qt draws through its X11 (xcb) platform, as on a desktop. ``setup`` installs Xvfb and the
system libraries of Qt's xcb platform with apt-get where it can (as root, on Debian or Ubuntu) and says in
one line what is missing otherwise; ``test`` then falls back to Qt's offscreen platform and says so.
"""

from __future__ import annotations

import argparse
import os
import shutil
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


def missing_display_packages() -> list[str]:
    """The Debian/Ubuntu packages the window's tests on X11 need that this Linux machine lacks: Xvfb, and the
    libraries Qt's xcb platform loads (``gui.app.system_libraries``, which loads no Qt)."""
    if not sys.platform.startswith("linux"):
        return []
    sys.path.insert(0, str(ROOT))
    try:
        from gui.app.system_libraries import XCB_LIBRARIES, missing_libraries
    finally:
        sys.path.remove(str(ROOT))
    packages = [] if shutil.which("Xvfb") else ["xvfb"]
    return packages + [XCB_LIBRARIES[name] for name in missing_libraries()]


def install_display_packages() -> None:
    """Install what ``missing_display_packages`` names with apt-get when this is root on a system with it;
    otherwise one line saying what is missing (the tests then run offscreen)."""
    missing = missing_display_packages()
    if not missing:
        return
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        print(f"setup: installing {' '.join(missing)} (Xvfb and Qt's X11 libraries, for the window's tests)", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        code = subprocess.run(["apt-get", "install", "-y", "-q", *missing], env=env, stdout=subprocess.DEVNULL).returncode
        if code != 0:  # an old package list: update it once and try again
            subprocess.run(["apt-get", "update", "-q"], env=env, stdout=subprocess.DEVNULL)
            code = subprocess.run(["apt-get", "install", "-y", "-q", *missing], env=env, stdout=subprocess.DEVNULL).returncode
        if code == 0:
            return
    print(f"setup: missing {' '.join(missing)} (sudo apt install {' '.join(missing)}): "
          "the window's tests will run on Qt's offscreen platform, not on X11", flush=True)


PIP = [str(PYTHON), "-m", "pip", "install", "--quiet"]


def ensure_venv(step: str) -> None:
    """Create ``.venv`` with the Python running this when it is missing."""
    if not PYTHON.is_file():
        print(f"{step}: creating {VENV.name} with Python {sys.version.split()[0]}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)


def install_editable(extra: str) -> int:
    """Install the checkout into ``.venv`` editable with ``extra``'s tools (``setup`` and ``docs`` share the one
    editable install, each adding its own extra)."""
    # PYTHONWARNINGS quiets setuptools' boxed reminder, at every editable install, that a folder named like
    # a package shadows it: here that folder is the package.
    return run([*PIP, "-e", f".[{extra}]"], env={**os.environ, "PYTHONWARNINGS": "ignore"}, quiet_noise=True)


def setup(strict: bool) -> int:
    ensure_venv("setup")
    subprocess.run([*PIP, "--upgrade", "pip"], cwd=ROOT, capture_output=True)  # an old pip still works: not fatal
    code = install_editable("test")
    if code != 0:
        print("setup: installing the project and its test tools failed (pip's message is above)", file=sys.stderr)
        return code
    # mypyc comes with mypy and builds through setuptools (which venvs of Python 3.12+ no longer include);
    # they only matter for the compiled build, so a failure to install them is not fatal.
    if run([*PIP, "mypy>=1.11", "setuptools"], quiet_noise=True) != 0:
        print("engine: could not install mypy (the compiler of the hot modules)")
    install_display_packages()
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
    # (run as modules of .venv's Python, which finds them the same way on every system; mypy checks engine/,
    # gui/ and cli/, strict: pyproject.toml's [tool.mypy]. The Qt platform of the window's tests is chosen by
    # tests/conftest.py: X11 through an Xvfb that pytest-xvfb starts, or offscreen where there is none.)
    for step in ([str(PYTHON), "-m", "pytest", *pytest_args], [str(PYTHON), "-m", "ruff", "check", "."],
                 [str(PYTHON), "-m", "mypy"]):
        code = run(step)
        if code != 0:
            return code
    return 0


DOCS_BUILD = ["-W", "--keep-going", "-n", "-E", "-q", "-b", "html", "docs", "build/docs"]
"""sphinx-build's arguments: warnings are errors (all of them reported, then status 1), nitpicky cross-references,
a fresh environment each time (a page removed is not remembered)."""


def docs() -> int:
    ensure_venv("docs")
    code = install_editable("docs")
    if code != 0:
        print("docs: installing the documentation tools failed (pip's message is above)", file=sys.stderr)
        return code
    # The API pages' stubs are written by autosummary at each build: a module removed must not leave its page.
    shutil.rmtree(ROOT / "docs" / "extending" / "generated", ignore_errors=True)
    code = run([str(PYTHON), "-m", "sphinx", *DOCS_BUILD], env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    if code == 0:
        print(f"docs: built {ROOT / 'build' / 'docs' / 'index.html'}")
    return code


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/dev.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="step", required=True)
    for name, what in (("setup", "create .venv and install the project with its test tools"),
                       ("test", "set up, then run the tests headless, ruff and mypy")):
        p = sub.add_parser(name, help=what, allow_abbrev=False)  # (pytest's --strict-markers is not --strict)
        p.add_argument("--strict", action="store_true", help="a failed compile of the hot modules is an error")
    sub.add_parser("docs", help="install the documentation tools and build the site strictly into build/docs/")
    args, rest = parser.parse_known_args(argv)
    if args.step == "docs":
        if rest:
            parser.error(f"docs takes no other arguments: {' '.join(rest)}")
        return docs()
    if args.step == "setup":
        if rest:
            parser.error(f"setup takes no other arguments: {' '.join(rest)}")
        return setup(args.strict)
    return test(rest, args.strict)


if __name__ == "__main__":
    sys.exit(main())
