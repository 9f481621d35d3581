#!/usr/bin/env bash
# Builds the native targets (library, CLI, tests, benchmarks) into build/native.
# Usage: scripts/build.sh [extra cmake configure args]
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2> /dev/null || echo 2)
cmake --preset native "$@" > /dev/null  # CMakePresets.json: build/native, Release
cmake --build --preset native -j "$jobs"
