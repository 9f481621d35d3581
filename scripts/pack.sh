#!/usr/bin/env bash
# Builds the npm package sudoku-lab and packs it: sudoku-lab-<version>.tgz in the repository
# root, or in DIR with --out DIR. Prints the tarball's path.
# Usage: scripts/pack.sh [--out DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=.
[[ ${1:-} == --out ]] && out=$2
mkdir -p "$out"
scripts/build-wasm.sh > /dev/null
name=$(npm pack --silent --pack-destination "$out" 2> /dev/null | tail -1)
echo "$(cd "$out" && pwd)/$name"
