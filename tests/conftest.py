"""Shared test set-up: Qt renders offscreen, and the project root is importable."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# One worker unless a test asks for more: node counts and bounds then stay the same on every machine
# (``--workers`` defaults to the machine's cores; tests/test_parallel*.py give it explicitly).
os.environ.setdefault("MINIMAX_STUDIO_WORKERS", "1")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


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
