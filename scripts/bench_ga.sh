#!/usr/bin/env bash
# The evolutionary methods' benchmark (docs/benchmarks/evolution.md): every method, faithful
# and improved, on the graded sets, top95 and the first 100 17-clue puzzles, the sources' own
# experiments (empty grid, demo puzzle), the GA-effort rating's correlation with the graded
# levels, and ablations of the improved variants, and the improved variants' WASM column
# (bench/wasm/bench_ga_node.mjs). CPU time, one thread.
# Usage: scripts/bench.sh ga [--quick]    (--quick: a few minutes, for development)
set -euo pipefail
cd "$(dirname "$0")/.."
data=${SUDOKU_DATA:-../shared/data}
[[ -d $data ]] || echo "bench: data folder $data is absent; set SUDOKU_DATA=dir" >&2
quick=0
[[ ${1:-} == --quick ]] && quick=1
scripts/build.sh > /dev/null
bin=build/native/bench
start=$(date +%s)

if ((quick)); then
  graded_n=3 graded_runs=2 hard_n=5 faithful_hard_runs=1 improved_hard_runs=2 empty_runs=10 demo_runs=2 rating_n=5 rating_runs=5
else
  graded_n=20 graded_runs=10 hard_n=0 faithful_hard_runs=1 improved_hard_runs=5 empty_runs=100 demo_runs=20 rating_n=20 rating_runs=10
fi
hard_top95="top95=$data/top95.txt"
hard_17="17clue=$data/17clue.txt:100"
if ((hard_n)); then hard_top95+=":$hard_n" hard_17="17clue=$data/17clue.txt:$hard_n"; fi
graded=()
for level in simple easy intermediate expert; do graded+=("$level=$data/graded/qqwing_$level.txt:$graded_n"); done

# Each program writes the harness's records (bench/harness); scripts/bench.sh renders them.
echo "Load average at start: $(cut -d' ' -f1-3 /proc/loadavg) (other jobs share the cores; CPU time, not wall time, is reported)." >&2
((quick)) && echo "QUICK MODE: small samples, for development only." >&2

# Graded: the first $graded_n puzzles of each QQWing level, $graded_runs seeded runs each; top95 and
# the first 100 17-clue puzzles: $faithful_hard_runs run each for the faithful methods,
# $improved_hard_runs for the improved ones. A run counts as solved when the method returns a
# solution that passes solution_problem within 10 CPU s.
methods=(--table ga-methods --title "Every method on the graded sets (first $graded_n of each level, $graded_runs runs), top95 and 17-clue ($faithful_hard_runs run faithful, $improved_hard_runs improved); solved = valid within 10 CPU s")
$bin/bench_evolution "${methods[@]}" --runs "$graded_runs" --method ga-liu,ga-mantere,evolution,ga-liu+,ga-mantere+,evolution+ "${graded[@]}"
$bin/bench_evolution "${methods[@]}" --runs "$faithful_hard_runs" --method ga-liu,ga-mantere,evolution "$hard_top95" "$hard_17"
$bin/bench_evolution "${methods[@]}" --runs "$improved_hard_runs" --method ga-liu+,ga-mantere+,evolution+ "$hard_top95" "$hard_17"

# The improved variants in WASM (Node), the same puzzles and run counts.
if [[ -x node_modules/.bin/tsc ]] || scripts/setup.sh > /dev/null; then
  scripts/build-wasm.sh > /dev/null 2>&1 && SUDOKU_DATA=$data node bench/wasm/bench_ga_node.mjs --count "$graded_n" --runs "$graded_runs"
  wasm_hard=("top95=top95.txt" "17clue=17clue.txt:100")
  ((hard_n)) && wasm_hard=("top95=top95.txt:$hard_n" "17clue=17clue.txt:$hard_n")
  SUDOKU_DATA=$data node bench/wasm/bench_ga_node.mjs --runs "$improved_hard_runs" "${wasm_hard[@]}"
fi

$bin/bench_evolution --table ga-topup --title "ga-liu on the graded sets topped up to 35 givens (the source's example puzzle has about 35)" \
  --runs "$graded_runs" --topup 35 --method ga-liu "${graded[@]}"

# The sources' own experiments: the empty grid (ga-liu with the source's empty-grid settings:
# local search variant A, 1000 generations) and McCaffrey's demo puzzle (seeds.txt line 1).
empty=$(mktemp)
trap 'rm -f "$empty"' EXIT
printf '%081d\n' 0 > "$empty"
sources=(--table ga-sources --title "The sources' own experiments: the empty grid ($empty_runs runs; ga-liu with local search A, 1000 generations) and McCaffrey's demo puzzle ($demo_runs runs)")
$bin/bench_evolution "${sources[@]}" --runs "$empty_runs" --param local_search=1 --param max_generations=1000 --method ga-liu empty="$empty"
$bin/bench_evolution "${sources[@]}" --runs "$empty_runs" --method ga-mantere,evolution empty="$empty"
$bin/bench_evolution "${sources[@]}" --runs "$demo_runs" --method evolution,evolution+,ga-liu+,ga-mantere+ demo="$data/seeds.txt:1"

# GA-effort rating against the graded levels.
rating_sets=()
for level in simple easy intermediate expert; do rating_sets+=("$level=$data/graded/qqwing_$level.txt"); done
$bin/bench_ga_rating --runs "$rating_runs" --count "$rating_n" "${rating_sets[@]}" --also "top95=$data/top95.txt"

# Ablations of the improved variants (top95, first 20 puzzles, 2 runs, 5 CPU s per run).
abl=(--runs 2 --time-limit 5)
((quick)) && abl=(--runs 1 --time-limit 2)
abl_set="top95=$data/top95.txt:$([[ $quick == 1 ]] && echo 5 || echo 20)"
ablate() {
  local label=$1 method=$2; shift 2
  $bin/bench_evolution "${abl[@]}" "$@" --table ga-ablation --title "Ablations of the improved variants (${abl_set##*/}, ${abl[1]} runs, ${abl[3]} CPU s per run)" \
    --label "$label" --method "$method" "$abl_set"
}
ablate "as designed" evolution+
ablate "no propagation" evolution+ --param propagate=0
ablate "singles only" evolution+ --param propagate=1
ablate "no tabu list" evolution+ --param tabu_tenure=0 --param tabu_spread=0
ablate "long tabu (10+5)" evolution+ --param tabu_tenure=10 --param tabu_spread=5
ablate "no elite archive" evolution+ --param elite_archive=0
ablate "early rebirth (max_age 2)" evolution+ --param max_age=2
ablate "late rebirth (max_age 1000)" evolution+ --param max_age=1000
ablate "as designed" ga-mantere+
ablate "no illegal-move rule" ga-mantere+ --param max_occurrences=0
ablate "early restarts (3)" ga-mantere+ --param restart_after=3
ablate "no restarts" ga-mantere+ --param restart_after=0
ablate "no propagation" ga-mantere+ --param propagate=0
ablate "as designed" ga-liu+
ablate "no crossover" ga-liu+ --param crossover_rate=0
ablate "no propagation" ga-liu+ --param propagate=0
echo "Total wall time: $(($(date +%s) - start)) s; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)." >&2
