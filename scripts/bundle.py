"""Make Minimax Studio a one-folder application for people without Python: ``dist/bundle/minimax-studio/``,
started by its executable ``minimax-studio`` (``minimax-studio.exe`` on Windows), window and command line
alike. PyInstaller makes it (``scripts/minimax-studio.spec`` is its recipe; docs/getting-started/install.md says why PyInstaller).

    python -m pip install -e ".[bundle]"     # once: PyInstaller, into the environment that runs this
    python scripts/bundle.py                 # build, then print the folder and its size
    python scripts/bundle.py --check         # build, then start it headless without Python on PATH

The bundle carries the engine's compiled modules when the checkout has a current build (``scripts/setup.sh``
makes one where a C compiler is available); otherwise it is pure Python and says so. Of Qt it carries
QtCore, QtGui, QtWidgets and QtSvg (the tree explorer's SVG export) with the platform plugins in
``PLATFORMS``; the Qt modules in ``EXCLUDED_QT`` are left out.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DIST = ROOT / "dist" / "bundle"
WORK = ROOT / "build" / "bundle"
SPEC = ROOT / "scripts" / "minimax-studio.spec"

PLATFORMS = {"linux": ("xcb", "offscreen"), "win32": ("windows", "offscreen"), "darwin": ("cocoa", "offscreen")}
"""Qt's platform plugins kept per system: the desktop's own, and ``offscreen`` for headless runs (CI, the check)."""
EXCLUDED_QT = ("QtNetwork", "QtQml", "QtQuick", "QtQuickWidgets", "QtOpenGL", "QtOpenGLWidgets", "QtPdf",
               "QtPdfWidgets", "QtPrintSupport", "QtSql", "QtTest", "QtConcurrent", "QtDBus", "QtXml",
               "QtDesigner", "QtUiTools", "QtHelp", "QtMultimedia", "QtWebEngineCore", "QtWebEngineWidgets",
               "QtCharts", "QtDataVisualization", "Qt3DCore", "QtSvgWidgets", "QtStateMachine")
"""The Qt modules the app never imports (it uses QtCore, QtGui, QtWidgets and QtSvg)."""
DROPPED_LIBS = ("libQt6WaylandClient", "libQt6WaylandEglClientHwIntegration", "libQt6WlShellIntegration",
                "libQt6EglFSDeviceIntegration", "libQt6EglFsKmsSupport", "libQt6EglFsKmsGbmSupport",
                "libQt6Quick", "libQt6Qml", "libQt6Network", "libQt6Pdf", "libQt6VirtualKeyboard")
"""Qt libraries loaded only by the plugins and modules left out (the Wayland and EGL platforms' among them)."""
DROPPED_PLUGINS = ("generic", "imageformats", "iconengines", "egldeviceintegrations", "wayland-decoration-client",
                   "wayland-graphics-integration-client", "wayland-graphics-integration-server",
                   "wayland-shell-integration", "tls", "networkinformation", "sqldrivers", "printsupport",
                   "qmltooling", "qmllint", "designer", "vectorimageformats")
"""Kinds of Qt plugins the app does not need: it shows its icons from PNGs (which Qt reads itself), draws no
OpenGL, opens no network connection and prints nothing."""
DROPPED_PLUGIN_FILES = ("qgtk3",)
"""Single plugins left out: the GTK theme (it needs the system's GTK, and brings cairo and pango with it;
without it Qt draws its own Fusion style and uses the desktop portal's file dialogs)."""

SMOKE_ANALYZE = ("analyze", "--game", "tictactoe", "--moves", "519")
SMOKE_TOURNAMENT = ("tournament", "--game", "tictactoe", "--players", "alphabeta:2", "random", "--games", "4",
                    "--concurrency", "2", "--json")
"""Games played in worker processes, which a bundle starts as its own executable (freeze_support in main.py)."""


def size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def compiled_build() -> tuple[Path | None, str]:
    """The checkout's compiled build when it is current for this Python (else None), and the engine line."""
    from engine import native

    status, files = native.choose()
    return (native.BUILD_DIR if files else None), status.describe()


def executable(app: Path) -> Path:
    return app / ("minimax-studio.exe" if os.name == "nt" else "minimax-studio")


def shown(path: Path) -> str:
    """``path`` relative to the checkout when it is inside it (shorter), else as it is."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def build(pure: bool, dist: Path, work: Path) -> int:
    try:
        import PyInstaller.__main__  # noqa: F401  (only to know it is there)
    except ImportError:
        print(f'bundle: PyInstaller is not installed for {sys.executable}; install it with: '
              f'{sys.executable} -m pip install -e "{ROOT}[bundle]"', file=sys.stderr)
        return 2
    compiled, engine_line = (None, "pure Python (--pure)") if pure else compiled_build()
    app = dist / "minimax-studio"
    print(f"bundle: building {shown(app)} with PyInstaller; engine: {engine_line}", flush=True)
    environ = {**os.environ,
               "MINIMAX_STUDIO_BUNDLE_COMPILED": str(compiled) if compiled else "",
               "MINIMAX_STUDIO_BUNDLE_EXCLUDED_QT": ",".join(EXCLUDED_QT),
               "MINIMAX_STUDIO_BUNDLE_PLATFORMS": ",".join(PLATFORMS.get(sys.platform, ("offscreen",))),
               "MINIMAX_STUDIO_BUNDLE_DROPPED_LIBS": ",".join(DROPPED_LIBS),
               "MINIMAX_STUDIO_BUNDLE_DROPPED_PLUGINS": ",".join(DROPPED_PLUGINS),
               "MINIMAX_STUDIO_BUNDLE_DROPPED_PLUGIN_FILES": ",".join(DROPPED_PLUGIN_FILES)}
    started = time.monotonic()
    p = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                        "--distpath", str(dist), "--workpath", str(work), str(SPEC)], cwd=ROOT, env=environ)
    if p.returncode != 0 or not executable(app).is_file():
        print(f"bundle: PyInstaller failed (exit {p.returncode}); its messages are above", file=sys.stderr)
        return 1
    print(f"bundle: {shown(app)} is {size_of(app) / 1e6:.0f} MB ({time.monotonic() - started:.0f} s); "
          f"start it with {shown(executable(app))}")
    return 0


def without_python_path() -> str:
    """PATH with every folder that holds a ``python``/``python3`` left out: the bundle must not need one."""
    names = ("python", "python3", "python.exe")
    keep = [d for d in os.environ.get("PATH", "").split(os.pathsep)
            if d and not any((Path(d) / n).exists() for n in names)]
    return os.pathsep.join(keep)


def check(app: Path, work: Path) -> int:
    """Start the bundle as a user without Python would (no python on PATH, headless): its window opens
    (``--self-test``) and one ``analyze`` answers; one line each, exit 1 on a failure."""
    home = work / "home"  # settings and logs of the check's runs: not the user's
    environ = {"PATH": without_python_path(), "QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8",
               "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"), "XDG_STATE_HOME": str(home / "state"),
               "XDG_DATA_HOME": str(home / "data")}
    if os.name == "nt":
        environ["SYSTEMROOT"] = os.environ.get("SYSTEMROOT", "")
    compiled = (app / "_internal" / "engine" / "compiled" / "manifest.json").is_file()
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    for args in (["--version"], ["--self-test"], list(SMOKE_ANALYZE), list(SMOKE_TOURNAMENT)):
        started = time.monotonic()
        try:
            p = subprocess.run([str(executable(app)), *args], cwd=home, env=environ, capture_output=True,
                               text=True, timeout=300)
        except subprocess.TimeoutExpired:
            print(f"bundle check: {' '.join(args)} did not finish in 300 s", file=sys.stderr)
            return 1
        said = (p.stdout.strip().splitlines() or [""])
        if p.returncode != 0:
            print(f"bundle check: {' '.join(args)} failed (exit {p.returncode}): {' '.join(p.stderr.split())[-400:]}",
                  file=sys.stderr)
            return 1
        if args == ["--version"] and compiled != any(line.startswith("Engine: compiled") for line in said):
            print(f"bundle check: the bundle {'carries' if compiled else 'lacks'} a compiled build but runs "
                  f"{said[-1]}", file=sys.stderr)
            return 1
        line = said[-1] if args == ["--self-test"] else " | ".join(said[:4]) if args == ["--version"] else said[0]
        if args[0] == "tournament":
            line = tournament_line(p.stdout)
        print(f"bundle check: {' '.join(args)} ({time.monotonic() - started:.1f} s): {line}")
    return 0


def tournament_line(out: str) -> str:
    """The games played and the score, from ``tournament --json``."""
    import json

    data = json.loads(out)
    scores = ", ".join(f"{p['name']} {p['score']:g}" for p in data["players"])
    return f"{data['games']} games played in worker processes: {scores}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pure", action="store_true", help="leave the compiled modules out even when built")
    parser.add_argument("--check", action="store_true",
                        help="after building, start the bundle headless without Python on PATH")
    parser.add_argument("--check-only", action="store_true", help="check the bundle already built, build nothing")
    parser.add_argument("--dist", type=Path, default=DIST, help=f"where the bundle goes (default {shown(DIST)})")
    parser.add_argument("--work", type=Path, default=WORK, help=f"PyInstaller's work folder (default {shown(WORK)})")
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    app = dist / "minimax-studio"
    if not args.check_only:
        code = build(args.pure, dist, work)
        if code:
            return code
    elif not executable(app).is_file():
        print(f"bundle: there is no bundle to check ({shown(executable(app))}): build it first", file=sys.stderr)
        return 2
    return check(app, work) if args.check or args.check_only else 0


if __name__ == "__main__":
    sys.exit(main())
