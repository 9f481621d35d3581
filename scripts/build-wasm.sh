#!/usr/bin/env bash
# Builds the WebAssembly modules and the Node CLI (build/wasm -> web/src/wasm/) and the TypeScript API of the
# npm packages (web/src/lib -> pkg/lib, web/src/cli -> pkg/cli, with the modules copied to pkg/wasm).
# Usage: scripts/build-wasm.sh [extra cmake configure args, e.g. -DSUDOKU_WASM_SIMD=ON]
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
# Debian's emcc is a Python script started for every compile and link (over 200 of them): under the
# system's own Python rather than whatever python3 comes first on PATH (a pyenv shim there doubled
# each start, 0.34 -> 0.7 CPU-s).
if [ -z "${EMSDK_PYTHON:-}" ] && [ -x /usr/bin/python3 ]; then export EMSDK_PYTHON=/usr/bin/python3; fi
jobs=$(nproc 2> /dev/null || echo 2)
emcmake cmake --preset wasm "$@" > /dev/null  # CMakePresets.json: build/wasm, Release
# The TypeScript API compiles beside the modules: it reads only their .d.mts, which the configure
# step put in web/src/wasm, and the build's links leave a core idle.
rm -rf pkg
node_modules/.bin/tsc -p tsconfig.lib.json &
lib=$!
cmake --build --preset wasm -j "$jobs" || {
  wait "$lib" || true
  exit 1
}
wait "$lib"
mkdir -p pkg/wasm
cp web/src/wasm/sudoku.mjs web/src/wasm/sudoku.wasm web/src/wasm/sudoku.d.mts pkg/wasm/
cp web/src/wasm/sudoku-solver.mjs web/src/wasm/sudoku-solver.wasm web/src/wasm/sudoku-solver.d.mts pkg/wasm/
cp web/src/wasm/sudoku-play.mjs web/src/wasm/sudoku-play.wasm web/src/wasm/sudoku-play.d.mts pkg/wasm/
cp web/src/wasm/sudoku-play-lite.mjs web/src/wasm/sudoku-play-lite.wasm web/src/wasm/sudoku-play-lite.d.mts pkg/wasm/
cp web/src/wasm/sudoku-variants.mjs web/src/wasm/sudoku-variants.wasm web/src/wasm/sudoku-variants.d.mts pkg/wasm/
cp web/src/wasm/sudoku-cli.cjs web/src/wasm/sudoku-cli.wasm pkg/wasm/
chmod +x pkg/lib/cli.js pkg/cli/sudoku-lab-cli.js
