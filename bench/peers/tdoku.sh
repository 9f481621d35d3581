#!/usr/bin/env bash
# tdoku beside the exact solver, natively (bench/peers/tdoku_vs_exact.cpp) and in
# WebAssembly under Node (bench/peers/tdoku_wasm.mjs) and in Chromium (bench/peers/
# tdoku_chromium.mjs, Debian's /usr/bin/chromium). tdoku is fetched, not committed: point
# TDOKU_DIR at a copy of https://github.com/t-dillon/tdoku (its src/ is what is compiled:
# solver_dpll_triad_simd.cc and util.cc; natively -O3 -march=native as its author benchmarks
# it, in WebAssembly -O3 -msimd128 -msse4.1, its best build there: it has no scalar path).
# Without TDOKU_DIR the benchmark says so and is skipped. Needs build/native and pkg/ built.
# Usage: bench/peers/tdoku.sh [--runs N] SET...   (scripts/bench.sh tdoku runs it)
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${TDOKU_DIR:-}
if [[ -z $dir || ! -f $dir/src/solver_dpll_triad_simd.cc ]]; then
  echo "bench: tdoku skipped: set TDOKU_DIR to a copy of https://github.com/t-dillon/tdoku (git clone it anywhere outside this repository)" >&2
  exit 0
fi
out=build/native/bench/peers
mkdir -p "$out"
for f in solver_dpll_triad_simd util; do
  g++ -O3 -march=native -std=c++17 -w -c "$dir/src/$f.cc" -o "$out/tdoku_$f.o"
done
g++ -O3 -std=c++20 -Icore/include -Ibench/harness bench/peers/tdoku_vs_exact.cpp "$out"/tdoku_*.o \
  build/native/bench/libbench_harness.a build/native/core/libsudoku_core.a -o "$out/tdoku_vs_exact"
"$out/tdoku_vs_exact" "$@"

# The same in WebAssembly: tdoku with a batch entry (bench/peers/tdoku_batch.cpp).
NODE_PATH=${NODE_PATH:-/usr/share/nodejs} emcc -O3 -msimd128 -msse4.1 -std=c++17 -w \
  "$dir/src/solver_dpll_triad_simd.cc" "$dir/src/util.cc" bench/peers/tdoku_batch.cpp -o "$out/tdoku.mjs" \
  -sMODULARIZE=1 -sEXPORT_ES6=1 -sENVIRONMENT=web -sALLOW_MEMORY_GROWTH=1 \
  -sEXPORTED_FUNCTIONS=_tdoku_batch,_malloc,_free
sets=()
for a in "$@"; do [[ $a == --* || $a =~ ^[0-9]+$ ]] || sets+=("$a"); done
runs=5
[[ ${1:-} == --runs ]] && runs=$2
node bench/peers/tdoku_wasm.mjs --tdoku "$PWD/$out/tdoku.mjs" --runs "$runs" "${sets[@]}"
# The same modules, sets and rounds in one page of headless Chromium.
node bench/peers/tdoku_chromium.mjs --tdoku "$PWD/$out/tdoku.mjs" --runs "$runs" "${sets[@]}"
