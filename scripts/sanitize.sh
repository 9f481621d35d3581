#!/usr/bin/env bash
# The sanitizer stage of scripts/test.sh, also runnable alone (after scripts/setup.sh): the "asan"
# preset (clang, ASan + UBSan, CMakePresets.json: build/asan) built, its unit and CLI tests run
# (without the data tests, the nested chains, the SE reference comparison and the variant bulk
# and sample tests: minutes under the sanitizers, and checks of answers the native run makes;
# the longest repeated checks take a sample there, SUDOKU_SANITIZED in tests/CMakeLists.txt), then
# the fuzz smoke run (scripts/fuzz.sh: each seed corpus replayed, then a fixed number of inputs
# per harness, two at a time; docs/FUZZING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2> /dev/null || echo 2)
cmake --preset asan > /dev/null
cmake --build --preset asan -j "$jobs"
ctest --preset asan
scripts/fuzz.sh --jobs 2
