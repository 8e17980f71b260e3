#!/usr/bin/env bash
# Create .venv (if missing) and install Minimax Studio with its test tools into it. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip >/dev/null 2>&1 || true
# (pip's notes about this machine's unused local package folders are filtered out; real errors stay)
.venv/bin/python -m pip install --quiet -e ".[test]" 2> >(grep -v "^WARNING: Location" >&2)
