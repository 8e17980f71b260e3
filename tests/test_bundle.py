"""scripts/bundle.py: without PyInstaller it says the one pip command (exit 2); with it (``pip install -e
".[bundle]"``; CI's .ci/run makes an environment for it) the one-folder bundle is built into a temporary
folder and started as a user without Python would: no python on PATH, headless, its window opened and one
``analyze`` answered."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import bundle  # noqa: E402


def test_without_pyinstaller_the_script_names_the_pip_command(tmp_path: Path) -> None:
    if importlib.util.find_spec("PyInstaller") is not None:
        pytest.skip("PyInstaller is installed here: the build test below runs instead")
    p = subprocess.run([sys.executable, "scripts/bundle.py", "--dist", str(tmp_path)], cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert (p.returncode, p.stdout) == (2, "")
    assert p.stderr == (f"bundle: PyInstaller is not installed for {sys.executable}; install it with: "
                        f'{sys.executable} -m pip install -e "{ROOT}[bundle]"\n')
    assert list(tmp_path.iterdir()) == []


def test_checking_a_bundle_that_is_not_there_is_one_line(tmp_path: Path) -> None:
    p = subprocess.run([sys.executable, "scripts/bundle.py", "--check-only", "--dist", str(tmp_path)], cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert (p.returncode, p.stdout) == (2, "") and p.stderr.count("\n") == 1
    assert p.stderr.startswith("bundle: there is no bundle to check")


def test_the_check_runs_with_no_python_on_path(tmp_path: Path, monkeypatch) -> None:
    with_python, without = tmp_path / "with", tmp_path / "without"
    for folder in (with_python, without):
        folder.mkdir()
    (with_python / "python3").write_text("", encoding="utf-8")
    monkeypatch.setenv("PATH", os.pathsep.join([str(with_python), str(without)]))
    assert bundle.without_python_path() == str(without)


def test_the_excluded_qt_modules_are_none_the_app_imports() -> None:
    used = {line.split("PySide6.")[1].split()[0].rstrip(",") for p in ROOT.glob("*/**/*.py")
            if p.parts[len(ROOT.parts)] in ("engine", "gui", "cli")
            for line in p.read_text(encoding="utf-8").splitlines() if line.lstrip().startswith("from PySide6.")}
    assert used == {"QtCore", "QtGui", "QtWidgets", "QtSvg"}
    assert not used & set(bundle.EXCLUDED_QT)


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                    reason='PyInstaller is not installed (pip install -e ".[bundle]")')
def test_the_bundle_builds_and_starts_without_python(tmp_path: Path) -> None:
    p = subprocess.run([sys.executable, "scripts/bundle.py", "--check", "--dist", str(tmp_path / "dist"),
                        "--work", str(tmp_path / "work")], cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
    said = [line for line in p.stdout.splitlines() if line.startswith("bundle")]
    assert said[1].startswith(f"bundle: {tmp_path / 'dist' / 'minimax-studio'} is ") and " MB (" in said[1]
    assert "self-test: the window opened (" in said[3]
    assert said[4].endswith("Tic-tac-toe after 519: O to move")
    plugins = tmp_path / "dist" / "minimax-studio" / "_internal" / "PySide6" / "Qt" / "plugins"
    if sys.platform.startswith("linux"):
        assert sorted(f.name for f in (plugins / "platforms").iterdir()) == ["libqoffscreen.so", "libqxcb.so"]
