#!/usr/bin/env bash
# Create .venv (if missing) and install Minimax Studio with its test tools into it; compile the engine's hot
# modules where a C compiler is available. The steps are in scripts/dev.py (the same on every system);
# PYTHON chooses the interpreter that creates .venv (python3 otherwise).
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-python3}" scripts/dev.py setup "$@"
