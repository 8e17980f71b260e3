"""The program as a user installs it: ``python -m build`` makes an sdist and a wheel from a copy of the
checkout; the wheel goes into a fresh virtual environment outside the checkout; from another working
directory ``minimax-studio`` answers ``--version``, ``analyze`` (a game and a shipped tree), ``suite`` (a
shipped suite) and opens its window offscreen, with every one of its modules loaded from the environment,
never from the source tree, and nothing written beside the installed code.

The build and the install fetch setuptools, mypy, ``build`` and PySide6 through pip (its index or its
cache); without them the test skips and says why. The default run builds the pure wheel (about half a
minute on the reference machine); ``MINIMAX_STUDIO_TEST_COMPILED_WHEEL=1`` also builds the wheel with the
engine compiled by mypyc (setup.py; two to four minutes more) and runs the same tests on it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import venv
from dataclasses import dataclass
from pathlib import Path

import pytest

import engine
from engine import native

from .cli_helpers import analyze
from .test_compiled_build import write_manifest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "build", "dist", "__pycache__", "*.egg-info", ".hypothesis",
                                    ".pytest_cache", ".ruff_cache", ".mypy_cache", "screenshots-tmp")
# What pip says when it cannot reach an index (or finds nothing there): a reason to skip, not a failure.
COMPILED_ENV = "MINIMAX_STUDIO_TEST_COMPILED_WHEEL"
OFFLINE = ("No matching distribution", "Could not find a version", "NewConnectionError", "Temporary failure in name",
           "Network is unreachable", "ConnectTimeout", "ReadTimeout")

WINDOW_PROBE = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication([sys.argv[0]])
seen = {}

def look():
    windows = [w for w in app.topLevelWidgets() if w.isVisible()]
    seen["titles"] = [w.windowTitle() for w in windows]
    seen["files"] = sorted({m.__file__ for name, m in list(sys.modules.items())
                            if name.split(".")[0] in ("main", "engine", "gui", "cli") and getattr(m, "__file__", None)})
    app.quit()

QTimer.singleShot(0, look)  # runs once the window is shown and the event loop has started
import main
code = main.main([])
print(json.dumps({"code": code, **seen}))
"""

IMPORT_PROBE = r"""
import json, sys
import main, engine, engine.resources, cli.analyze, gui.help
print(json.dumps(sorted(m.__file__ for name, m in list(sys.modules.items())
                        if name.split(".")[0] in ("main", "engine", "gui", "cli") and getattr(m, "__file__", None))))
"""


@dataclass(frozen=True)
class Installed:
    mode: str  # "pure" or "compiled": how the wheel was built
    env: Path
    python: Path
    command: Path
    cwd: Path
    site: Path
    environ: dict[str, str]
    dist: Path

    def run(self, *args: str, timeout: float = 180, extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run(list(args), cwd=self.cwd, env={**self.environ, **(extra or {})}, capture_output=True,
                              text=True, timeout=timeout)


def pip(python: Path, *args: str) -> None:
    p = subprocess.run([str(python), "-m", "pip", "install", "--quiet", *args], capture_output=True, text=True,
                       timeout=900)
    if p.returncode != 0:
        tail = " ".join(p.stderr.split())[-300:]
        if any(marker in p.stderr for marker in OFFLINE):
            pytest.skip(f"pip cannot fetch what the install needs (no network and no cache?): {tail}")
        pytest.fail(f"pip install {' '.join(args)} failed: {tail}")


def fresh_venv(where: Path) -> Path:
    try:
        venv.EnvBuilder(with_pip=True, clear=True).create(where)
    except (subprocess.CalledProcessError, OSError) as exc:  # a Python without ensurepip (Debian's python3-venv)
        pytest.skip(f"cannot create a virtual environment with pip: {exc}")
    return where / ("Scripts" if os.name == "nt" else "bin") / ("python.exe" if os.name == "nt" else "python")


@pytest.fixture(scope="module", params=["pure", "compiled"])
def installed(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Installed:
    mode = request.param
    if mode == "compiled" and os.environ.get(COMPILED_ENV) != "1":
        pytest.skip(f"the compiled wheel takes minutes to build: {COMPILED_ENV}=1 runs it")
    base = tmp_path_factory.mktemp(f"installed-{mode}")
    source = base / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCE)  # the build writes build/ and *.egg-info: not into the checkout
    builder = fresh_venv(base / "builder")
    pip(builder, "build")
    dist = base / "dist"
    build_env = {k: v for k, v in os.environ.items() if k != "MINIMAX_STUDIO_PURE"}
    if mode == "pure":
        build_env["MINIMAX_STUDIO_PURE"] = "1"  # setup.py compiles nothing
    p = subprocess.run([str(builder), "-m", "build", "--outdir", str(dist), str(source)], capture_output=True,
                       text=True, timeout=1800, env=build_env)
    if p.returncode != 0:
        tail = " ".join((p.stdout + p.stderr).split())[-400:]
        if any(marker in p.stdout + p.stderr for marker in OFFLINE):
            pytest.skip(f"the build cannot fetch its backend (no network and no cache?): {tail}")
        pytest.fail(f"python -m build failed: {tail}")
    wheels = list(dist.glob("*.whl"))
    assert len(wheels) == 1 and len(list(dist.glob("*.tar.gz"))) == 1, sorted(os.listdir(dist))

    env_dir = base / "env"
    python = fresh_venv(env_dir)
    pip(python, str(wheels[0]))
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    cwd = base / "elsewhere"
    home = base / "home"
    cwd.mkdir()
    home.mkdir()
    bin_dir = python.parent
    environ = {
        "PATH": os.pathsep.join([str(bin_dir), os.environ.get("PATH", "")]),
        "HOME": str(home),  # settings and logs go to the platform's places under this home, not the test's
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "QT_QPA_PLATFORM": "offscreen",
        "LANG": "C.UTF-8",
    }
    command = bin_dir / ("minimax-studio.exe" if os.name == "nt" else "minimax-studio")
    return Installed(mode, env_dir, python, command, cwd, site, environ, dist)


def package_files(site: Path) -> set[Path]:
    return {p for top in ("engine", "gui", "cli") for p in (site / top).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}


def assert_from_the_environment(files: list[str], inst: Installed) -> None:
    assert files, "no module of the program was loaded"
    outside = [f for f in files if not Path(f).resolve().is_relative_to(inst.site.resolve())]
    assert outside == [], "loaded from outside the installed package"
    assert not any(Path(f).resolve().is_relative_to(ROOT) for f in files)


def test_the_build_makes_an_sdist_and_a_wheel_of_this_version(installed: Installed) -> None:
    names = sorted(p.name for p in installed.dist.iterdir())
    version = engine.__version__
    if installed.mode == "pure":
        assert names == [f"minimax_studio-{version}-py3-none-any.whl", f"minimax_studio-{version}.tar.gz"]
    else:  # binaries inside: a wheel for this Python and platform
        tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
        assert names[0].startswith(f"minimax_studio-{version}-{tag}-{tag}-") and names[0].endswith(".whl"), names
        assert names[1] == f"minimax_studio-{version}.tar.gz"


def test_modules_and_shipped_files_come_from_the_environment(installed: Installed) -> None:
    p = installed.run(str(installed.python), "-c", IMPORT_PROBE)
    assert p.returncode == 0, p.stderr
    assert_from_the_environment(json.loads(p.stdout), installed)
    for shipped in ("engine/resources/trees/index.json", "engine/resources/suites/othello-endgame-12.obf",
                    "engine/resources/evaluations/connect4_centre.py", "gui/help/using.html",
                    "gui/help/using.de.html", "engine/games/connect4/help.html", "engine/games/connect4/help.de.html"):
        assert (installed.site / shipped).is_file(), shipped


def test_version(installed: Installed) -> None:
    p = installed.run(str(installed.command), "--version")
    assert p.returncode == 0, p.stderr
    lines = p.stdout.splitlines()
    assert lines[0] == f"Minimax Studio {engine.__version__}"
    assert lines[1].startswith("Python: 3.") and str(installed.env) in lines[1]
    assert lines[2].startswith("Qt: PySide6 6.")
    if installed.mode == "pure":  # and it says so without pointing at a checkout's set-up
        assert lines[3] == "Engine: pure Python: no compiled build (this installation has only the pure-Python modules)"
    else:
        assert re.fullmatch(r"Engine: compiled \(mypyc .+: \d+ modules\)", lines[3]), lines[3]
        pure = installed.run(str(installed.command), "--version", extra={"MINIMAX_STUDIO_PURE": "1"})
        assert pure.stdout.splitlines()[3] == "Engine: pure Python: MINIMAX_STUDIO_PURE=1 asks for the pure-Python modules"


def test_the_hot_modules_run_as_the_wheel_was_built(installed: Installed) -> None:
    probe = ("import engine.search.core; from engine import native; "
             "print(native.loaded_from('engine.search.core'), engine.search.core.__file__)")
    p = installed.run(str(installed.python), "-c", probe)
    assert p.returncode == 0, p.stderr
    how, where = p.stdout.split()
    assert how == installed.mode
    assert Path(where).resolve().is_relative_to(installed.site.resolve())


def test_analyze_a_game_as_the_checkout_does(installed: Installed, capsys) -> None:
    # One worker, as the checkout's tests run (tests/conftest.py): split over workers, a refuted move's bound
    # may differ (another valid bound); two workers from the installed package are tried below.
    p = installed.run(str(installed.command), "analyze", "--game", "tictactoe", "--moves", "519", "--json",
                      "--workers", "1")
    assert p.returncode == 0, p.stderr
    got = json.loads(p.stdout)
    two = installed.run(str(installed.command), "analyze", "--game", "connect4", "--depth", "4", "--workers", "2",
                        "--json")
    assert two.returncode == 0 and json.loads(two.stdout)["workers"] == 2, two.stderr
    want = analyze(capsys, "--game", "tictactoe", "--moves", "519")
    for key in ("value", "best_move", "pv", "ties", "moves"):
        assert got[key] == want[key], key


def test_analyze_a_shipped_tree_and_run_a_shipped_suite(installed: Installed) -> None:
    before = package_files(installed.site)
    p = installed.run(str(installed.command), "analyze", "--tree", "@resources/trees/aima-figure-5.2.json", "--json")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["value"] == 3
    p = installed.run(str(installed.command), "suite", "resources/suites/connect4-end-12.txt", "--first", "2", "--json")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["file"] == "resources/suites/connect4-end-12.txt"
    p = installed.run(str(installed.command), "analyze", "--tree", "@resources/trees/nothing-here.json")
    assert (p.returncode, p.stdout) == (2, "") and p.stderr.count("\n") == 1
    assert package_files(installed.site) == before, "nothing is written beside the installed code"
    assert sorted(os.listdir(installed.cwd)) == []


def test_the_window_opens_offscreen_from_the_installed_package(installed: Installed) -> None:
    before = package_files(installed.site)
    p = installed.run(str(installed.python), "-c", WINDOW_PROBE)
    assert p.returncode == 0, p.stderr
    seen = json.loads(p.stdout.splitlines()[-1])
    assert seen["code"] == 0
    assert any(title.endswith("— Minimax Studio") for title in seen["titles"]), seen["titles"]
    assert_from_the_environment(seen["files"], installed)
    assert any(f.endswith(os.path.join("gui", "window", "main_window.py")) for f in seen["files"])
    # the window's settings are in the platform's place for them (here XDG_CONFIG_HOME), not beside the code
    assert list(Path(installed.environ["XDG_CONFIG_HOME"]).rglob("*.conf")), "no settings file where Qt keeps them"
    assert package_files(installed.site) == before, "nothing is written beside the installed code"
    assert sorted(os.listdir(installed.cwd)) == []


@pytest.mark.parametrize("changes", [{"modules": {native.hot_modules()[0]: {"file": "m.so", "sha256": "0" * 64}}},
                                     {"tag": "cpython-99:.so"}, {"support": {"x__mypyc": "gone.so"}},
                                     {"depends": None}])
def test_an_installed_package_says_reinstall_never_the_checkouts_set_up(tmp_path, monkeypatch, changes) -> None:
    """An installed package has no scripts/setup.sh: a build it cannot use says to reinstall."""
    monkeypatch.setattr(native, "CHECKOUT", False)
    status, files = native.choose(write_manifest(tmp_path, **changes), environ={})
    assert not status.compiled and files == {}
    assert status.reason.endswith(native.INSTALLED_REMEDY) and "setup.sh" not in status.describe()
    (tmp_path / "manifest.json").write_text("{not json", encoding="utf-8")
    assert native.choose(tmp_path / "manifest.json", environ={})[0].reason.endswith(native.INSTALLED_REMEDY)


def test_an_edited_source_of_a_compiled_install_says_reinstall(installed: Installed) -> None:
    """A compiled wheel's build retires when an installed source changes (someone edited site-packages):
    the program runs pure and says to reinstall, never to rerun a set-up it does not have."""
    if installed.mode != "compiled":
        pytest.skip("the pure wheel has no compiled build to retire")
    source = installed.site / "engine" / "search" / "core.py"
    original = source.read_bytes()
    try:
        source.write_bytes(original + b"\n# edited\n")
        p = installed.run(str(installed.command), "--version")
    finally:
        source.write_bytes(original)
    engine_line = p.stdout.splitlines()[3]
    assert engine_line.startswith("Engine: pure Python: the compiled build is older than the source of engine.search.core")
    assert engine_line.endswith(native.INSTALLED_REMEDY) and "setup.sh" not in engine_line


def test_the_installed_command_self_tests_and_installs_its_menu_entry(installed: Installed, tmp_path) -> None:
    p = installed.run(str(installed.command), "--self-test")
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("self-test: the window opened (") and p.stdout.count("\n") == 1
    if not sys.platform.startswith("linux"):
        return
    data = tmp_path / "data"
    p = installed.run(str(installed.command), "--install-desktop-entry", extra={"XDG_DATA_HOME": str(data)})
    assert p.returncode == 0, p.stderr
    entry = (data / "applications" / "minimax-studio.desktop").read_text(encoding="utf-8")
    assert f"\nExec={installed.command}\n" in entry  # the menu starts the installed command, from any directory
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "minimax-studio.png").is_file()
