"""scripts/build_native.py, the set-up step that compiles the hot modules: without a compiler it says so
in one line and leaves a pure-Python program that works (or keeps a build that is still current)."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

from engine import native

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The build script as a module (it switches its own process to pure Python on import: the
    variable is put back afterwards)."""
    monkeypatch.setenv(native.PURE_ENV, os.environ.get(native.PURE_ENV, "0"))
    spec = importlib.util.spec_from_file_location("build_native_under_test", ROOT / "scripts" / "build_native.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "ASKED_PURE", "")  # the tests below ask for a build (the suite may run pure)
    return module


def test_no_c_compiler_is_named(script: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(script.shutil, "which", lambda name: None)
    problem = script.compiler_problem()
    assert problem is not None and problem.startswith("no C compiler (")


def test_missing_python_headers_are_named(script: ModuleType, monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path) -> None:
    monkeypatch.setattr(script.shutil, "which", lambda name: "/usr/bin/" + name)
    monkeypatch.setattr(script.sysconfig, "get_paths", lambda: {"include": str(tmp_path)})
    problem = script.compiler_problem()
    assert problem is not None and "Python.h" in problem and str(tmp_path) in problem


def run_main(script: ModuleType, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
             *args: str) -> tuple[int, str]:
    monkeypatch.setattr(sys, "argv", ["build_native.py", *args])
    code = script.main()
    return code, capsys.readouterr().out


@pytest.fixture
def build_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A build folder of the test's own (the project's real build is never touched)."""
    folder = tmp_path / "native"
    monkeypatch.setattr(native, "BUILD_DIR", folder)
    monkeypatch.setattr(native, "MANIFEST", folder / "manifest.json")
    return folder


def test_without_a_compiler_the_program_runs_in_pure_python(script: ModuleType, build_dir: Path,
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(script, "compiler_problem", lambda: "no C compiler (cc) found")
    build_dir.mkdir()
    (build_dir / "manifest.json").write_text("{}", encoding="utf-8")  # a build for another Python
    code, out = run_main(script, monkeypatch, capsys)
    assert code == 0
    assert out == "engine: pure Python (no C compiler (cc) found; everything works, only slower)\n"
    assert not build_dir.exists()  # an unusable build is not left behind
    code, out = run_main(script, monkeypatch, capsys, "--strict")
    assert code == 1 and out.startswith("engine: pure Python (no C compiler")


def test_without_a_compiler_a_current_build_is_kept(script: ModuleType, build_dir: Path,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(script, "compiler_problem", lambda: "mypy (which provides mypyc) is not installed")
    module = native.hot_modules()[0]
    build_dir.mkdir()
    (build_dir / "m.so").write_bytes(b"")
    (build_dir / "support.so").write_bytes(b"")
    (build_dir / "manifest.json").write_text(json.dumps({
        "compiler": "mypyc test", "tag": native.build_tag(),
        "modules": {module: {"file": "m.so", "sha256": native.source_hash(module)}},
        "support": {"x__mypyc": "support.so"}, "depends": {}}), encoding="utf-8")
    code, out = run_main(script, monkeypatch, capsys, "--strict")
    assert code == 0
    assert out.startswith("engine: compiled (mypyc test: 1 modules), up to date with the source")
    assert "could not be rebuilt" in out
    assert (build_dir / "m.so").is_file()


def test_clean_removes_the_build(script: ModuleType, build_dir: Path, monkeypatch: pytest.MonkeyPatch,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    build_dir.mkdir()
    (build_dir / "manifest.json").write_text("{}", encoding="utf-8")
    code, out = run_main(script, monkeypatch, capsys, "--clean")
    assert code == 0 and not build_dir.exists() and "pure Python" in out


def test_asking_for_pure_python_compiles_nothing(script: ModuleType, build_dir: Path,
                                                monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    def no_build() -> str:
        raise AssertionError("nothing is to be looked at when pure Python is asked for")

    monkeypatch.setattr(script, "compiler_problem", no_build)
    monkeypatch.setattr(script, "ASKED_PURE", " Yes")
    code, out = run_main(script, monkeypatch, capsys, "--strict")
    assert code == 0 and out == "engine: pure Python (MINIMAX_STUDIO_PURE= Yes: not compiling)\n"
