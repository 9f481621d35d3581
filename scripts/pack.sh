#!/usr/bin/env bash
# Builds the npm packages sudoku-lab and sudoku-lab-cli (the command-line tool that
# `npx sudoku-lab` runs), with the browser entries bundled for CDNs (scripts/bundle-cdn.mjs:
# pkg/cdn), stages them in build/package (scripts/stage-package.mjs: each
# package's own README, LICENSE, package.json, the built files) and packs them there:
# sudoku-lab-<version>.tgz and sudoku-lab-cli-<version>.tgz in the repository root, or in
# DIR with --out DIR. Prints the tarballs' paths, one a line, sudoku-lab's first. Works in a
# fresh clone: installs what the build needs first (scripts/setup.sh) when node_modules is
# missing.
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
node scripts/bundle-cdn.mjs
node scripts/stage-package.mjs build/package
for package in sudoku-lab sudoku-lab-cli; do
  name=$(cd "build/package/$package" && npm pack --silent --pack-destination "$out" 2> /dev/null | tail -1)
  echo "$out/$name"
done
