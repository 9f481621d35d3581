#!/usr/bin/env bash
# Builds the npm package sudoku-lab, stages it in build/package (scripts/stage-package.mjs:
# the package's own README, LICENSE, package.json without scripts and devDependencies, the
# built files) and packs it there: sudoku-lab-<version>.tgz in the repository root, or in DIR
# with --out DIR. Prints the tarball's path. Works in a fresh clone: installs what the build
# needs first (scripts/setup.sh) when node_modules is missing.
# Usage: scripts/pack.sh [--out DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=.
[[ ${1:-} == --out ]] && out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)
if [[ ! -x node_modules/.bin/tsc ]]; then
  scripts/setup.sh >&2
  [[ -x node_modules/.bin/tsc ]] || npm install --no-audit --no-fund --loglevel=error >&2
fi
scripts/build-wasm.sh > /dev/null
node scripts/stage-package.mjs build/package
name=$(cd build/package && npm pack --silent --pack-destination "$out" 2> /dev/null | tail -1)
echo "$out/$name"
