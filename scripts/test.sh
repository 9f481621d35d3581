#!/usr/bin/env bash
# Builds and runs every test from a fresh clone: the linters, native unit, data and CLI tests, the same
# unit tests under ASan + UBSan with the fuzz smoke run, then the WebAssembly and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo; echo "== $* ($(($(date +%s) - start)) s)"; }

step "setup"
scripts/setup.sh

step "lint: ESLint (no import cycles), Prettier and clang-format (npm run lint)"
scripts/lint.sh

# The sanitizer stage (scripts/sanitize.sh) runs beside the others at the lowest CPU priority: it
# takes the cores they leave idle (the wasm, package and browser tests wait on Node, npm and
# Chromium much of the time) and yields them at once when they need them. Its log is printed,
# and its result decides, at the end.
step "sanitizer stage started beside the others at the lowest priority (scripts/sanitize.sh, log: build/sanitize.log)"
# (Its own process group, for the kill on exit, but not its own session: under the kernel's
# autogroup scheduling a new session shares the cores equally whatever its nice value.)
mkdir -p build
set -m
nice -n 19 scripts/sanitize.sh > build/sanitize.log 2>&1 &
sanitize=$!
set +m
trap 'kill -- -"$sanitize" 2> /dev/null || true' EXIT

step "native build (Release)"
scripts/build.sh
step "native tests: unit, data, CLI"
ctest --preset native
step "benchmark harness and scripts (bench/harness: sets, samples, records to the tables of docs/BENCHMARKS.md and docs/benchmarks/; the doc links; the static server)"
node --test tests/bench/ tests/scripts/

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
# One file at a time (node's default on 2 cores): two at a time passed but was no faster here
# (391 s, pages of two files contending), and the sanitizer stage takes the idle core anyway.
node --test tests/browser/

step "sanitizer stage: its end awaited, then its log (build/sanitize.log)"
status=0
wait "$sanitize" || status=$?
cat build/sanitize.log
[ "$status" -eq 0 ] || { echo "the sanitizer stage failed (exit $status): see its log above"; exit 1; }

step "all tests passed"
