#!/usr/bin/env bash
# Builds Sudoku Lab (the WebAssembly module, the API and the web app; the native CLI is
# scripts/build.sh) and serves the static app on http://127.0.0.1:${PORT:-8080}/.
# The built folder dist/app works from any path of any static host.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build-app.sh
exec node scripts/serve-app.mjs "${PORT:-8080}"
