#!/usr/bin/env bash
# Set up (scripts/setup.sh) and run the whole test suite headless, then ruff and the type check.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/python -m pytest "$@"
.venv/bin/ruff check .
.venv/bin/mypy  # engine/, gui/ and cli/, strict (pyproject.toml [tool.mypy])
