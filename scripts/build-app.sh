#!/usr/bin/env bash
# Builds the web app: the WebAssembly module and the API (scripts/build-wasm.sh, skipped with
# --no-wasm when pkg/ is already built), then the Vite static site into dist/app/.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ "${1:-}" == --no-wasm && -f pkg/lib/index.js ]] || scripts/build-wasm.sh
node_modules/.bin/vite build --config web/vite.config.ts
