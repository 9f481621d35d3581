# Sourced by the CLI test scripts: their arguments, the failure count and checks, a scratch
# folder, and the demo puzzle with its unique solution (written down, not taken from the binary
# under test; the browser tests' own backtracking solver, tests/browser/helpers.mjs, gives the
# same grid). Usage in a script: source "$(dirname "$0")/common.sh" "$@"
cli=$1
data=$2
failures=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 1 under the sanitizers (the asan preset's ctest sets SUDOKU_SANITIZED): there a run looks for
# memory errors, so the longest repeated checks take a sample; the native run checks them all.
sanitized=${SUDOKU_SANITIZED:-0}

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
expect_eq() { [[ "$2" == "$3" ]] || fail "$1: expected [$3], got [$2]"; }

demo=006200080008970000004810500000060002070000030600050000002047100003028400050001200
demo_solution=716235984528974316394816527845163792271489635639752841982647153163528479457391268
