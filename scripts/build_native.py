"""Compile the engine's hot modules with mypyc into build/native (run by scripts/setup.sh).

The ``.py`` files stay the source of truth and are never touched: the binaries go to ``build/native``
with a manifest of the source hash each was built from (and of every project module they import, whose
constants and types mypyc builds in too), and ``engine.native`` loads them only while those hashes
still match (see its docstring). Nothing here is needed to run Minimax Studio: without a C compiler,
Python headers or mypy, this prints why and the program runs in pure Python.

Usage: python scripts/build_native.py [--force] [--clean] [--strict]
Exit status 0 whenever the program is usable (compiled or not); 1 with ``--strict`` when not every hot
module is compiled (CI uses it to insist that the compiled mode is what it tests).
"""

from __future__ import annotations

import argparse
import importlib.machinery
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
ASKED_PURE = os.environ.get("MINIMAX_STUDIO_PURE", "")
"""What the user asked for (read before this process switches itself to pure Python below)."""
os.environ["MINIMAX_STUDIO_PURE"] = "1"  # this process only reads hashes; never load old binaries
from engine import native  # noqa: E402


def compiler_problem() -> str | None:
    """Why this machine cannot compile extension modules, or None."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None and shutil.which("cc") is None:
        return f"no C compiler ({cc}) found"
    include = sysconfig.get_paths().get("include", "")
    if not include or not Path(include, "Python.h").is_file():
        return f"the Python headers (Python.h) are missing from {include or 'the interpreter'}"
    try:
        import mypy.version  # noqa: F401
        import mypyc  # noqa: F401
    except ImportError:
        return "mypy (which provides mypyc) is not installed in this environment"
    if importlib.util.find_spec("setuptools") is None:
        return "setuptools (which mypyc builds with) is not installed in this environment"
    return None


def wanted_manifest() -> dict[str, object]:
    import mypy.version

    return {
        "compiler": f"mypyc {mypy.version.__version__}",
        "tag": native.build_tag(),
        "sources": {m: native.source_hash(m) for m in native.hot_modules()},
        "depends": {m: native.source_hash(m) for m in native.imported_modules(native.hot_modules())},
    }


def up_to_date(wanted: dict[str, object]) -> bool:
    """Whether build/native was built by this compiler, for this Python, from today's sources (the
    modules left out because they did not type-check count too: they are retried once edited)."""
    try:
        have = json.loads(native.MANIFEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if not isinstance(have, dict) or any(have.get(k) != wanted[k] for k in ("compiler", "tag", "depends")):
        return False
    modules, left_out = have.get("modules", {}), have.get("left_out", {})
    sources = wanted["sources"]
    assert isinstance(sources, dict)
    if not isinstance(modules, dict) or not isinstance(left_out, dict) or set(modules) | set(left_out) != set(sources):
        return False
    return all(left_out[m] == h if m in left_out else
               modules[m].get("sha256") == h and (native.BUILD_DIR / modules[m].get("file", "")).is_file()
               for m, h in sources.items())


SETUP = """
import os, sys
from setuptools import setup
from mypyc.build import mypycify
root, out, tmp = sys.argv[1:4]
paths = sys.argv[4:]
os.chdir(root)  # mypy names the modules from the project folder
# Only the compiled modules must type-check; the rest of the engine is read for its types, and stays
# interpreted (reached through ordinary Python calls), so its own type errors do not matter here.
ext = mypycify(["--follow-imports=silent", *paths], opt_level="3", target_dir=os.path.join(tmp, "c"))
os.chdir(tmp)  # setuptools must not read the project's own pyproject.toml
setup(name="minimax_studio_native", packages=[], ext_modules=ext,
      script_args=["build_ext", "--build-lib", out, "--build-temp", os.path.join(tmp, "o")])
"""


def run_mypyc(modules: list[str], staging: Path, tmp: str) -> tuple[bool, str]:
    paths = [str(native.source_path(m).relative_to(ROOT)) for m in modules]
    proc = subprocess.run([sys.executable, "-c", SETUP, str(ROOT), str(staging), tmp, *paths], cwd=tmp,
                          capture_output=True, text=True, check=False)
    return proc.returncode == 0, proc.stdout + proc.stderr


def failing_modules(log: str, modules: list[str]) -> list[str]:
    """The modules the type errors in a mypyc log are in."""
    files = {ln.split(":", 1)[0] for ln in log.splitlines() if ": error:" in ln}
    return [m for m in modules if str(native.source_path(m).relative_to(ROOT)) in files]


def build() -> tuple[bool, str]:
    wanted = wanted_manifest()
    sources = wanted["sources"]
    assert isinstance(sources, dict)
    modules = list(native.hot_modules())
    left_out: list[str] = []
    out = native.BUILD_DIR
    with tempfile.TemporaryDirectory(prefix="mmstudio-native-") as tmp:
        staging = Path(tmp) / "lib"
        t0 = time.perf_counter()
        ok, log = run_mypyc(modules, staging, tmp)
        failing = failing_modules(log, modules) if not ok else []
        if failing and len(failing) < len(modules):
            # A module that does not type-check (yet) stays interpreted; the others are still worth it.
            left_out = failing
            modules = [m for m in modules if m not in failing]
            shutil.rmtree(staging, ignore_errors=True)
            ok, log = run_mypyc(modules, staging, tmp)
        seconds = time.perf_counter() - t0
        log_file = ROOT / "build" / "native-build.log"
        log_file.parent.mkdir(parents=True, exist_ok=True)
        log_file.write_text(log, encoding="utf-8")
        if not ok:
            lines = [ln for ln in log.splitlines() if ": error:" in ln or "error" in ln.lower()]
            first = lines[0].strip() if lines else "no error message"
            return False, f"mypyc failed ({first}; the whole log is in {log_file.relative_to(ROOT)})"
        suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
        built: dict[str, dict[str, str]] = {}
        for m in modules:
            src = native.source_path(m)
            rel = (src.parent if src.name == "__init__.py" else src.with_suffix("")).relative_to(ROOT)
            name = rel.parent / (rel.name + suffix) if src.name != "__init__.py" else rel / ("__init__" + suffix)
            if not (staging / name).is_file():
                return False, f"mypyc produced no {name}"
            built[m] = {"file": str(name), "sha256": sources[m]}
        support = {p.name[: -len(suffix)]: p.name for p in staging.glob("*" + suffix)}
        if out.exists():
            shutil.rmtree(out)
        shutil.copytree(staging, out)
    manifest = {"compiler": wanted["compiler"], "tag": wanted["tag"], "modules": built, "support": support,
                "depends": wanted["depends"], "left_out": {m: sources[m] for m in left_out},
                "build_seconds": round(seconds, 1)}
    native.MANIFEST.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    message = f"compiled {len(built)} modules with {wanted['compiler']} in {seconds:.0f} s"
    if left_out:
        message += (f" ({', '.join(left_out)} left interpreted: type errors, listed in "
                    f"{log_file.relative_to(ROOT)})")
    return True, message


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--force", action="store_true", help="rebuild even when the build is up to date")
    p.add_argument("--clean", action="store_true", help="remove the compiled build (pure Python from now on)")
    p.add_argument("--strict", action="store_true",
                   help="exit 1 unless every hot module is compiled (for a CI that must test the compiled mode)")
    args = p.parse_args()
    if native.pure_requested({native.PURE_ENV: ASKED_PURE}):
        print(f"engine: pure Python ({native.PURE_ENV}={ASKED_PURE}: not compiling)")
        return 0
    if args.clean:
        shutil.rmtree(native.BUILD_DIR, ignore_errors=True)
        print("engine: compiled build removed; running pure Python")
        return 0
    problem = compiler_problem()
    if problem is not None:
        status, _ = native.choose(native.MANIFEST, environ={})
        if status.compiled:
            # Binaries built from today's sources still run without the tools that built them.
            print(f"engine: {status.describe()}, up to date with the source ({problem}: it could not be rebuilt)")
            return 0
        shutil.rmtree(native.BUILD_DIR, ignore_errors=True)
        print(f"engine: pure Python ({problem}; everything works, only slower)")
        return 1 if args.strict else 0
    wanted = wanted_manifest()
    if not args.force and up_to_date(wanted):
        left_out = left_out_modules()
        note = f"; {', '.join(left_out)} left interpreted (type errors)" if left_out else ""
        print(f"engine: compiled ({wanted['compiler']}, up to date with the source{note})")
        return 1 if args.strict and left_out else 0
    print(f"engine: compiling {len(native.hot_modules())} hot modules with {wanted['compiler']} "
          "(half a minute to two minutes)...", flush=True)
    ok, message = build()
    if not ok:
        shutil.rmtree(native.BUILD_DIR, ignore_errors=True)
        print(f"engine: pure Python ({message}; everything works, only slower)")
        return 1 if args.strict else 0
    print(f"engine: {message}; MINIMAX_STUDIO_PURE=1 runs the pure-Python modules instead")
    # --strict: every hot module compiled, or the build failed its purpose.
    return 1 if args.strict and left_out_modules() else 0


def left_out_modules() -> list[str]:
    """The hot modules the current build left interpreted (they did not type-check)."""
    return list(json.loads(native.MANIFEST.read_text(encoding="utf-8")).get("left_out") or {})


if __name__ == "__main__":
    sys.exit(main())
