#!/usr/bin/env bash
# Create .venv (if missing) and install Minimax Studio with its test tools into it. Idempotent.
# Then compile the engine's hot modules with mypyc when this machine has a C compiler and the Python
# headers (scripts/build_native.py; it compiles nothing with MINIMAX_STUDIO_PURE=1). Without them, or if the build
# fails, it says so and everything runs in pure Python.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip >/dev/null 2>&1 || true
# (pip's notes about this machine's unused local package folders are filtered out; real errors stay.
# PYTHONWARNINGS quiets setuptools' boxed reminder, at every editable install, that a folder named like
# a package shadows it: here that folder is the package.)
PYTHONWARNINGS=ignore .venv/bin/python -m pip install --quiet -e ".[test]" 2> >(grep -v "^WARNING: Location" >&2)
# mypyc comes with mypy and builds through setuptools (which venvs of Python 3.12+ no longer include);
# they only matter for the build, so a failure to install them is not fatal.
.venv/bin/python -m pip install --quiet "mypy>=1.11" setuptools 2> >(grep -v "^WARNING: Location" >&2) \
  || echo "engine: could not install mypy (the compiler of the hot modules)"
.venv/bin/python scripts/build_native.py ${MINIMAX_STUDIO_BUILD_FLAGS:-}
