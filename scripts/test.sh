#!/usr/bin/env bash
# Builds and runs every test from a fresh clone: the linters, native unit, data and CLI tests, then the
# WebAssembly, package and browser tests, with the same unit tests under ASan + UBSan and the fuzz
# smoke run beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
# Each step's start: seconds since the start, and the CPU-seconds the whole machine has spent
# since then (all cores: the suite's cost, which a slower or busier CI machine scales).
busy() { awk '/^cpu / { print int(($2 + $3 + $4 + $7 + $8) / 100) }' /proc/stat; }
busy0=$(busy)
step() { echo; echo "== $* ($(($(date +%s) - start)) s, $(($(busy) - busy0)) CPU-s)"; }

step "setup"
scripts/setup.sh

step "lint: ESLint (no import cycles), Prettier and clang-format (npm run lint)"
scripts/lint.sh

step "native build (Release)"
scripts/build.sh
step "native tests: unit, data, CLI"
ctest --preset native
step "benchmark harness and scripts (bench/harness: sets, samples, records to the tables of docs/BENCHMARKS.md and docs/benchmarks/; the doc links; the static server)"
node --test tests/bench/ tests/scripts/

step "wasm build (emcc) and the TypeScript API"
scripts/build-wasm.sh
node_modules/.bin/tsc -p tsconfig.json
# The sanitizer stage (scripts/sanitize.sh: ASan + UBSan build, unit and CLI tests, fuzz smoke run
# of a fixed number of inputs per harness) runs beside the JavaScript stages below, which leave a
# core idle much of the time (npm installs, page loads): alone they used 1.4 of the 2 cores, the
# sanitizer stage 1.9. Its output goes to build/sanitize.log and is printed when it ends; the run
# fails if it failed. (Its own process group, so a failure here stops it too.)
step "sanitizer stage started, beside the stages below (output: build/sanitize.log)"
# shellcheck disable=SC2016 # the inner shell expands $? and $SECONDS (its own run time)
setsid bash -c 'scripts/sanitize.sh; s=$?; echo "== sanitizer stage ended after $SECONDS s (exit status $s)"; exit $s' \
  > build/sanitize.log 2>&1 &
sanitizer=$!
trap 'kill -- -"$sanitizer" 2> /dev/null || true' EXIT

step "wasm and API tests (Node)"
node --test tests/wasm/
step "npm package: pack, install, use from Node, TypeScript and a Vite build in Chromium"
# Packed once for the package and example tests (tests/package/consumer.mjs; alone, each test
# file packs for itself).
mkdir -p build/tarballs
scripts/pack.sh --out build/tarballs > build/tarballs/list.txt
export SUDOKU_LAB_TARBALLS="$PWD/build/tarballs/list.txt"
node --test tests/package/
step "examples (each built and run against the packed tarball, the browser ones in Chromium), the API reference (TypeDoc, no undocumented export) and the workflow files"
node --test tests/examples/
step "web app: Vite build and browser tests in Chromium"
scripts/build-app.sh --no-wasm
# One file at a time (node's default on 2 cores): two at a time passed but was no faster here
# (391 s, the pages of two files contending for the cores).
node --test tests/browser/

step "sanitizer stage: waiting for it to end"
status=0
wait "$sanitizer" || status=$?
trap - EXIT
cat build/sanitize.log
if [ "$status" -ne 0 ]; then
  echo "sanitizer stage failed (exit status $status): its output is above"
  exit 1
fi

step "all tests passed"
