#!/usr/bin/env bash
# Set up (scripts/setup.sh's steps) and run the whole test suite headless, then ruff and the type check (mypy --strict);
# arguments go to pytest. The steps are in scripts/dev.py.
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-python3}" scripts/dev.py test "$@"
