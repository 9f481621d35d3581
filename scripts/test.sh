#!/usr/bin/env bash
# Builds and runs every test from a fresh clone: the linters, native unit, data and CLI tests, the same
# unit tests under ASan + UBSan, then the WebAssembly and browser tests once they exist.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo; echo "== $* ($(($(date +%s) - start)) s)"; }

step "setup"
scripts/setup.sh
jobs=$(nproc 2> /dev/null || echo 2)

step "lint: ESLint (no import cycles), Prettier and clang-format (npm run lint)"
scripts/lint.sh

step "native build (Release)"
scripts/build.sh
step "native tests: unit, data, CLI"
ctest --preset native
step "benchmark harness and scripts (bench/harness: sets, samples, records to the tables of docs/BENCHMARKS.md and docs/benchmarks/; the doc links; the static server)"
node --test tests/bench/ tests/scripts/

step "sanitizer build (ASan + UBSan: unit tests and fuzz harnesses on one core) and unit tests"
cmake --preset asan > /dev/null  # CMakePresets.json: build/asan
cmake --build --preset asan -j "$jobs"
ctest --preset asan  # without the data tests, the nested chains and the SE reference comparison (minutes under ASan)
step "fuzz smoke run (libFuzzer + ASan + UBSan: each seed corpus replayed, then a fixed number of inputs per harness, two at a time; docs/FUZZING.md)"
scripts/fuzz.sh --jobs 2

step "wasm build (emcc) and the TypeScript API"
scripts/build-wasm.sh
node_modules/.bin/tsc -p tsconfig.json
step "wasm and API tests (Node)"
node --test tests/wasm/
step "npm package: pack, install, use from Node, TypeScript and a Vite build in Chromium"
node --test tests/package/
step "examples (each built and run against the packed tarball, the browser ones in Chromium), the API reference (TypeDoc, no undocumented export) and the workflow files"
node --test tests/examples/
step "web app: Vite build and browser tests in Chromium"
scripts/build-app.sh --no-wasm
# One file at a time: two at a time (224 -> 154 s) starved a cancelled job's confirmation
# past its 100 ms grace, so the worker was replaced and engines.test counted a second load.
node --test tests/browser/

step "all tests passed"
