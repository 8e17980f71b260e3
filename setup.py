"""The wheel's compiled engine: where a C compiler is available, building the wheel also compiles the hot
modules with mypyc (``scripts/build_native.py``, the checkout's own build) and ships the binaries with their
manifest in ``engine/compiled/``, where ``engine.native`` finds them beside the installed sources. The
``.py`` files stay in the wheel, and the same checks apply as in a checkout: a binary whose source hash no
longer matches is never loaded, and ``MINIMAX_STUDIO_PURE=1`` runs the pure modules. Without a compiler
(or with ``MINIMAX_STUDIO_PURE=1`` while building) the wheel is pure Python and works the same, slower.

Everything else about the package is in pyproject.toml.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
NATIVE = HERE / "build" / "native"


class CompiledDistribution(Distribution):
    """A wheel that carries binaries is for one Python on one platform (cp311-…-linux_x86_64), not py3-none-any;
    which it is, is known only once the build has tried to compile (``WheelKnowingItsTag``)."""

    compiled_engine = False

    def has_ext_modules(self) -> bool:
        return self.compiled_engine


def compiling_wanted() -> bool:
    return os.environ.get("MINIMAX_STUDIO_PURE", "").strip().lower() not in ("1", "true", "yes", "on")


class WheelKnowingItsTag(bdist_wheel):
    def run(self) -> None:
        self.run_command("build")  # (bdist_wheel's own run asks again: a command runs once)
        build_lib = Path(self.get_finalized_command("build").build_lib)
        compiled = (build_lib / "engine" / "compiled" / "manifest.json").is_file()
        assert isinstance(self.distribution, CompiledDistribution)
        self.distribution.compiled_engine = compiled
        self.root_is_pure = not compiled
        super().run()


class BuildWithCompiledEngine(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "engine" / "compiled"
        shutil.rmtree(target, ignore_errors=True)
        # An editable install (scripts/setup.sh) runs the checkout's sources, and setup.sh compiles them into
        # build/native itself: nothing to ship here.
        if self.editable_mode or not compiling_wanted() or not (HERE / "scripts" / "build_native.py").is_file():
            return
        # The checkout's own build, run by this build's interpreter (the one with mypy); it says in one line
        # what it did, and leaves no manifest when it could not compile (then the wheel is pure).
        subprocess.run([sys.executable, str(HERE / "scripts" / "build_native.py")], cwd=HERE, check=False)
        manifest = NATIVE / "manifest.json"
        if manifest.is_file() and json.loads(manifest.read_text(encoding="utf-8")).get("modules"):
            shutil.copytree(NATIVE, target)


setup(distclass=CompiledDistribution, cmdclass={"build_py": BuildWithCompiledEngine, "bdist_wheel": WheelKnowingItsTag})
