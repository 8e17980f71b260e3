"""Compiled or pure Python: which build of the hot modules this process runs.

The hot modules (the search's kernels, listed here, and what each game package declares in ``COMPILED``:
its bitboards, solver, ``expand`` and evaluations) are ordinary Python and stay the source of truth. When a C
compiler is available, ``scripts/setup.sh`` also compiles them with mypyc into ``build/native``
(outside the package, so the ``.py`` files are never shadowed by stale binaries), with a manifest
of the source each binary was built from. ``install()`` runs when ``engine`` is imported and puts a
finder first on ``sys.meta_path`` that serves those modules from the compiled files, if:

* ``MINIMAX_STUDIO_PURE`` is not set to ``1`` (or ``true``, ``yes``, ``on``: the switch that lets both
  modes run on one machine);
* the build is for this interpreter, and every compiled module's source still hashes to what it
  was built from, as does every project module they import (``imported_modules``: mypyc builds their
  constants and signatures in). mypyc links the modules of one build together (a compiled module
  calls another's functions directly), so one edited source retires the whole build, not just its
  own module.

An installed wheel carries its build, when it was compiled, in ``engine/compiled`` (``setup.py`` runs the
same compile step while building it), and the same rules apply there. Otherwise every module loads from
its ``.py`` as usual. ``mode()`` says which happened, in one
sentence, for ``bench`` and the tests.
"""

from __future__ import annotations

import ast
import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

PURE_ENV = "MINIMAX_STUDIO_PURE"
ROOT = Path(__file__).resolve().parent.parent
CHECKOUT = (ROOT / "scripts" / "build_native.py").is_file()
"""Whether this is a source checkout (its build in ``build/native``), or an installed package, whose wheel
carries its build, if it has one, in ``engine/compiled`` (setup.py puts it there)."""
BUILD_DIR = ROOT / "build" / "native" if CHECKOUT else ROOT / "engine" / "compiled"
MANIFEST = BUILD_DIR / "manifest.json"
INSTALLED_REMEDY = "reinstall Minimax Studio (pipx reinstall minimax-studio, or pip install --force-reinstall)"


def remedy() -> str:
    """What brings a current compiled build back: the checkout's set-up compiles it again; an installed
    package has no set-up (and no build tools) to rerun, its build came with the wheel."""
    if getattr(sys, "frozen", False):  # a bundle (scripts/bundle.py) carries its build like a wheel
        return "the bundle is damaged: build or download it again"
    return "rerun scripts/setup.sh" if CHECKOUT else INSTALLED_REMEDY

GAMES_DIR = ROOT / "engine" / "games"

CORE_MODULES = (
    "engine.words",
    "engine.search.core",
    "engine.search.api",
    "engine.search.textbook",
    "engine.search.kernel",
    "engine.search.star",
    "engine.search.mcts",
)
"""The search's hot modules (and the machine words the bitboard games compute with), compiled with the
games' own (``hot_modules``)."""


def declared_modules(init: Path) -> tuple[str, ...]:
    """The ``COMPILED`` tuple a game package's ``__init__.py`` declares, read from its source (importing
    the game here would load it before the compiled build is chosen); () when it declares none."""
    for node in ast.parse(init.read_bytes(), str(init)).body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == "COMPILED"):
            value = ast.literal_eval(node.value)
            if not (isinstance(value, tuple) and all(isinstance(m, str) for m in value)):
                raise ValueError(f"{init}: COMPILED must be a tuple of module names")
            return value
    return ()


def hot_modules() -> tuple[str, ...]:
    """The modules compiled, in one mypyc build: the search's (``CORE_MODULES``) and those each game package
    declares in ``COMPILED``. Each must type-check (mypy) for mypyc to accept it."""
    games = sorted(GAMES_DIR.glob("*/__init__.py"))
    return CORE_MODULES + tuple(m for init in games for m in declared_modules(init))


@dataclass
class Status:
    compiled: bool = False
    reason: str = "no compiled build (scripts/setup.sh builds one when a C compiler is available)"
    compiler: str = ""
    modules: tuple[str, ...] = ()
    stale: tuple[str, ...] = field(default_factory=tuple)

    def describe(self) -> str:
        if self.compiled:
            return f"compiled ({self.compiler}: {len(self.modules)} modules)"
        return f"pure Python: {self.reason}"


_status = Status()


def source_path(module: str) -> Path:
    """The ``.py`` file of a module of this project."""
    parts = module.split(".")
    base = ROOT.joinpath(*parts)
    return base / "__init__.py" if base.is_dir() else base.with_suffix(".py")


def source_hash(module: str) -> str:
    return hashlib.sha256(source_path(module).read_bytes()).hexdigest()


def build_tag() -> str:
    """What a binary must have been built for: the interpreter's ABI tag (``cpython-311-x86_64-linux-gnu``)."""
    return sys.implementation.cache_tag + ":" + (importlib.machinery.EXTENSION_SUFFIXES[0])


class _CompiledFinder(importlib.abc.MetaPathFinder):
    """Serves the compiled modules (and mypyc's shared support library) from ``build/native``."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            # A compiled package's ``__path__`` is its folder in build/native (mypyc sets it while the
            # package's body runs): its other submodules are looked for in the source folder instead.
            if path and any(Path(p).is_relative_to(BUILD_DIR) for p in path):
                sources = [str(ROOT / Path(p).relative_to(BUILD_DIR)) for p in path]
                return importlib.machinery.PathFinder.find_spec(fullname, sources)
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(file))
        source = source_path(fullname) if fullname.startswith("engine") else None
        # A compiled package keeps its source folder as where its (possibly pure) submodules live.
        search = [str(source.parent)] if source is not None and source.name == "__init__.py" else None
        return importlib.util.spec_from_file_location(fullname, str(file), loader=loader,
                                                      submodule_search_locations=search)


def _read_manifest(manifest: Path) -> dict[str, Any] | str:
    """The manifest, or why the compiled build cannot be used."""
    if not manifest.is_file():
        if not CHECKOUT:  # an installed wheel built without a compiler: no set-up to rerun
            return "no compiled build (this installation has only the pure-Python modules)"
        return Status().reason
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return f"the compiled build's manifest is unreadable ({exc}); {remedy()}"
    if not isinstance(data, dict):
        return f"the compiled build's manifest is malformed; {remedy()}"
    return data


PURE_VALUES = ("1", "true", "yes", "on")
"""``MINIMAX_STUDIO_PURE`` values (in any case, spaces ignored) that ask for pure Python; any other value
(unset, empty, ``0``, ``no``, ``off``, ...) leaves the choice to the build."""


def pure_requested(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether ``MINIMAX_STUDIO_PURE`` asks for the pure-Python modules."""
    return environ.get(PURE_ENV, "").strip().lower() in PURE_VALUES


def imported_modules(modules: Sequence[str]) -> tuple[str, ...]:
    """The project's modules that ``modules`` import, directly or through one another, themselves left out.

    mypyc builds what it reads of them into the binaries (the value of a ``Final`` constant, a function's
    signature, a class's layout), so a binary is only as current as these sources too.
    """
    seen: set[str] = set()
    todo = list(modules)
    while todo:
        module = todo.pop()
        path = source_path(module)
        tree = ast.parse(path.read_bytes(), str(path))
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        # A module's packages run before it, and mypy reads them as well.
        found = [".".join(module.split(".")[:i]) for i in range(1, module.count(".") + 1)]
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join([*parent, base] if base else parent)
                # ``from package import name`` imports the submodule ``name`` when there is one.
                names = [base, *(f"{base}.{alias.name}" for alias in node.names)]
            found += names
        for name in found:
            if name.split(".")[0] == "engine" and name not in seen and source_path(name).is_file():
                seen.add(name)
                todo.append(name)
    return tuple(sorted(seen - set(modules)))


def choose(manifest: Path = MANIFEST, environ: Mapping[str, str] = os.environ) -> tuple[Status, dict[str, Path]]:
    """Which build to run, and the compiled files to load (none for pure Python)."""
    if pure_requested(environ):
        return Status(reason=f"{PURE_ENV}={environ[PURE_ENV]} asks for the pure-Python modules"), {}
    data = _read_manifest(manifest)
    if isinstance(data, str):
        return Status(reason=data), {}
    modules = data.get("modules")
    support = data.get("support")
    if data.get("tag") != build_tag() or not isinstance(modules, dict) or not isinstance(support, dict):
        return Status(reason=f"the compiled build is for another Python; {remedy()}"), {}
    depends = data.get("depends")
    if not isinstance(depends, dict):
        return Status(reason=f"the compiled build does not list the sources it read; {remedy()}"), {}
    try:
        stale = tuple(m for m, info in modules.items() if source_hash(m) != info["sha256"])
        stale += tuple(m for m, sha in depends.items() if source_hash(m) != sha)
    except (OSError, KeyError, TypeError):
        stale = tuple(modules)
    if stale:
        return Status(reason=f"the compiled build is older than the source of {', '.join(stale)}; "
                             f"{remedy()}", stale=stale), {}
    base = manifest.parent
    files = {m: base / info["file"] for m, info in modules.items()}
    files.update({m: base / f for m, f in support.items()})
    missing = [str(f) for f in files.values() if not f.is_file()]
    if missing:
        return Status(reason=f"the compiled build is incomplete ({missing[0]} is missing); {remedy()}"), {}
    return Status(compiled=True, reason="", compiler=str(data.get("compiler", "mypyc")), modules=tuple(modules)), files


def install() -> Status:
    """Choose the build for this process (once, when ``engine`` is first imported)."""
    global _status
    if any(isinstance(f, _CompiledFinder) for f in sys.meta_path):
        return _status
    _status, files = choose()
    if files:
        sys.meta_path.insert(0, _CompiledFinder(files))
    return _status


def status() -> Status:
    return _status


def mode() -> str:
    """One sentence: compiled (by what, how many modules) or pure Python (and why)."""
    return _status.describe()


def loaded_from(module: str) -> str:
    """``compiled`` or ``pure``: how an imported module was actually loaded."""
    mod = sys.modules[module]
    spec = mod.__spec__
    return "compiled" if spec is not None and isinstance(spec.loader, importlib.machinery.ExtensionFileLoader) else "pure"
