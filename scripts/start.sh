#!/usr/bin/env bash
# Builds Sudoku Lab and starts it. Until the web app lands this builds the CLI and solves
# the sample puzzles with it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh > /dev/null
cli=build/native/cli/sudoku-lab
echo "Built $cli. Solving tests/data/seeds.txt:"
"$cli" solve --stats tests/data/seeds.txt
echo
echo "Try: $cli --help"
