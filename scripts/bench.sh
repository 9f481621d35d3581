#!/usr/bin/env bash
# Reproduces the native benchmark tables of docs/BENCHMARKS.md. Reads the large puzzle
# sets from $SUDOKU_DATA (default: ../shared/data beside the checkout) and says when absent.
# Usage: scripts/bench.sh [--runs N]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5
[[ ${1:-} == --runs ]] && runs=$2
data=${SUDOKU_DATA:-../shared/data}
[[ -d $data ]] || echo "bench: data folder $data is absent; set SUDOKU_DATA=dir" >&2
scripts/build.sh > /dev/null

echo "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; $(g++ --version | head -1); -O3, one thread, CPU time."
echo
echo "### Exact solver throughput"
echo
build/native/bench/bench_exact --runs "$runs" "$data/17clue.txt" "$data/top1465.txt" "$data/forum_hardest_1905_11plus.txt"
echo
echo "### Seed methods"
echo
build/native/bench/bench_seed --runs "$runs" "$data/seeds.txt" "$data/top95.txt"
