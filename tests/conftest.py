"""Shared test set-up: the Qt platform of the window's tests, and the project root is importable.

The window's tests run on a real X server where one can be had, as pytest-qt recommends: on Linux with Xvfb
and the libraries of Qt's X11 (xcb) platform installed, pytest-xvfb starts an Xvfb of 1280×800 for the run
and Qt draws through xcb, as on a desktop (file dialogs, menus and focus behave as they do for a user).
Elsewhere, or when QT_QPA_PLATFORM=offscreen is asked for, Qt's offscreen platform draws them; a Linux
machine without Xvfb says so in one line.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _x_server_missing() -> list[str]:
    """What the window's tests on X11 lack here (Debian/Ubuntu package names); empty when they can run."""
    from gui.app.system_libraries import XCB_LIBRARIES, missing_libraries  # (loads no Qt)

    missing = ([] if shutil.which("Xvfb") else ["xvfb"]) + [XCB_LIBRARIES[m] for m in missing_libraries()]
    if "DISPLAY" not in os.environ and importlib.util.find_spec("pytest_xvfb") is None:
        missing.append("pytest-xvfb")
    return missing


if "QT_QPA_PLATFORM" not in os.environ:
    _missing = _x_server_missing() if sys.platform.startswith("linux") else ["Linux"]
    os.environ["QT_QPA_PLATFORM"] = "xcb" if not _missing else "offscreen"
    if _missing and sys.platform.startswith("linux"):
        print(f"no {' '.join(_missing)}: the window's tests run on Qt's offscreen platform, not on X11", flush=True)
# One worker unless a test asks for more: node counts and bounds then stay the same on every machine
# (``--workers`` defaults to the machine's cores; tests/test_parallel*.py give it explicitly).
os.environ.setdefault("MINIMAX_STUDIO_WORKERS", "1")


@pytest.hookimpl(optionalhook=True)
def pytest_xvfb_disable(config: pytest.Config) -> bool:
    """pytest-xvfb starts no X server for a run on the offscreen platform (nothing would draw on it)."""
    return os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen")


ATTACK_EXAMPLES_ENV = "MINIMAX_ATTACK_EXAMPLES"


@pytest.fixture
def _log_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A temporary log folder: a bug's traceback goes there, never to the user's (modules that provoke
    bugs use it for every test: ``pytestmark = pytest.mark.usefixtures("_log_dir")``)."""
    d = tmp_path_factory.mktemp("log")
    monkeypatch.setenv("MINIMAX_STUDIO_LOG_DIR", str(d))
    return d


def pytest_addoption(parser) -> None:  # type: ignore[no-untyped-def]
    parser.addoption("--attack-examples", type=int, default=None,
                     help="examples per hypothesis attack test (the CI default is small; e.g. 2000 for a long run)")


def pytest_configure(config) -> None:  # type: ignore[no-untyped-def]
    # Read by tests/attack.py when the test modules are imported (after this hook).
    n = config.getoption("--attack-examples")
    if n is not None:
        os.environ[ATTACK_EXAMPLES_ENV] = str(n)
