"""The version: written once (``engine.__version__``), reported by ``--version`` with Python, Qt and the
engine's mode, read by the wheel's metadata, and the newest entry of the CHANGELOG."""

from __future__ import annotations

import ast
import platform
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import engine
from engine import native

from .cli_helpers import run_cli

ROOT = Path(__file__).resolve().parent.parent


def test_version_prints_version_python_qt_and_the_engine_mode(capsys) -> None:
    import PySide6

    code, out, err = run_cli(capsys, "--version")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == f"Minimax Studio {engine.__version__}"
    assert lines[1].startswith(f"Python: {platform.python_version()} ")
    assert lines[2].startswith(f"Qt: PySide6 {PySide6.__version__} (Qt 6.")
    assert lines[3] == f"Engine: {native.mode()}"
    assert re.fullmatch(r"Engine: (compiled \(.+: \d+ modules\)|pure Python: .+)", lines[3])
    assert run_cli(capsys, "-V")[1] == out


def test_version_opens_no_window_and_loads_no_widgets() -> None:
    """Qt's version comes from QtCore alone: no QApplication, no QtWidgets, so it works without a display."""
    probe = ("import sys; from main import main; code = main(['--version']); "
             "print('widgets' if 'PySide6.QtWidgets' in sys.modules else 'no-widgets'); sys.exit(code)")
    p = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120,
                       env={"PATH": "/usr/bin:/bin", "MINIMAX_STUDIO_PURE": "1"})
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines()[-1] == "no-widgets"
    assert "Engine: pure Python: MINIMAX_STUDIO_PURE=1" in p.stdout


def test_one_place_defines_the_version() -> None:
    """pyproject takes the version from ``engine.__version__`` (a literal setuptools reads without importing)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "engine.__version__"}
    tree = ast.parse((ROOT / "engine" / "__init__.py").read_text(encoding="utf-8"))
    literals = [ast.literal_eval(node.value) for node in tree.body if isinstance(node, ast.Assign)
                and [getattr(t, "id", None) for t in node.targets] == ["__version__"]]
    assert literals == [engine.__version__]
    assert re.fullmatch(r"\d+\.\d+\.\d+", engine.__version__)


def test_changelog_names_this_version_as_its_newest_release() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = re.findall(r"^## \[([^\]]+)\]", text, flags=re.MULTILINE)
    assert releases[0] == "Unreleased"
    assert releases[1] == engine.__version__
    assert re.search(rf"^## \[{re.escape(engine.__version__)}\] - \d{{4}}-\d{{2}}-\d{{2}}$", text, flags=re.MULTILINE)
