#!/usr/bin/env bash
# Builds the libFuzzer harnesses of tests/fuzz (tests/fuzz/fuzz_<name>.cpp) and runs each from
# its seed corpus (tests/fuzz/corpus/<name>) with the shared dictionary. The smoke run uses the
# sanitizer tree (the "asan" preset: clang, ASan + UBSan, coverage of edges; scripts/test.sh has
# built them already), the long run the "fuzz" preset (build/fuzz-cmp: the same with libFuzzer's
# comparison tracing, its best guidance, which would double the sanitized unit tests' time).
# Crashes go to build/fuzz/artifacts/<name>; the script fails if any harness finds one.
# Usage: scripts/fuzz.sh [--seconds N] [--jobs J] [harness ...]
#   without --seconds: the smoke run of scripts/test.sh. Each harness replays its seed corpus,
#     then explores a fixed number of inputs from a fixed seed (smoke_runs below), so the run
#     is the same work on any machine. A slow input is never a finding here (the smoke run is
#     not timed; -timeout only catches a hang, at 10 minutes): inputs over 10 s are listed
#     as slow in the report, for the long run to judge.
#   --seconds N: the long run, N seconds each, new inputs kept in build/fuzz/corpus/<name>;
#     an input over 20 s (-timeout=20) is a finding there.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=
jobs=1
names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="${2:?--seconds needs a number}"; shift 2 ;;
    --seconds=*) seconds="${1#*=}"; shift ;;
    --jobs) jobs="${2:?--jobs needs a number}"; shift 2 ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    -*) echo "fuzz.sh: unknown option '$1' (known: --seconds N, --jobs J)" >&2; exit 2 ;;
    *) names+=("$1"); shift ;;
  esac
done
case "${seconds:-1}" in ''|*[!0-9]*|0) echo "fuzz.sh: --seconds must be a whole number of seconds, at least 1" >&2; exit 2 ;; esac
case "$jobs" in ''|*[!0-9]*|0) echo "fuzz.sh: --jobs must be a whole number, at least 1" >&2; exit 2 ;; esac

known=()  # one harness per tests/fuzz/fuzz_<name>.cpp, as tests/fuzz/CMakeLists.txt builds them
for f in tests/fuzz/fuzz_*.cpp; do f=${f#tests/fuzz/fuzz_}; known+=("${f%.cpp}"); done
[ ${#names[@]} -gt 0 ] || names=("${known[@]}")
for name in "${names[@]}"; do
  [[ " ${known[*]} " == *" $name "* ]] || { echo "fuzz.sh: no harness '$name' (known: ${known[*]})" >&2; exit 2; }
done
mkdir -p build/fuzz
preset=asan bin=build/asan/fuzz
[ -z "$seconds" ] || preset=fuzz bin=build/fuzz-cmp/fuzz
cmake --preset "$preset" > /dev/null
cmake --build --preset "$preset" -j "$(nproc 2> /dev/null || echo 2)" --target "${names[@]/#/fuzz_}" \
  > build/fuzz/build.log 2>&1 || { tail -40 build/fuzz/build.log; exit 1; }

# Inputs the smoke run explores per harness after replaying its corpus: about 10 CPU-s each
# under the sanitizers on this project's 2-core build machine (docs/FUZZING.md).
declare -A smoke_runs=([parse]=150000 [pasted_grid]=40000 [hint]=80000 [solve]=200000 [rate]=2000
  [generate_options]=12000 [format_js_number]=80000 [variant_line]=100000)

# One harness: its log, and a one-line summary in build/fuzz/<name>.result ("ok" or "FAILED" first).
run_one() {
  local name=$1 log="build/fuzz/$1.log" status user sys runs slow
  local corpus mode
  if [ -n "$seconds" ]; then
    corpus="build/fuzz/corpus/$name"
    mode=(-max_total_time="$seconds" -timeout=20)
  else  # a fresh corpus each time: the same inputs on every machine
    corpus="build/fuzz/smoke/$name"
    rm -rf "$corpus"
    mode=(-runs="${smoke_runs[$name]:-20000}" -seed=1 -timeout=600 -report_slow_units=10)
  fi
  mkdir -p "$corpus" "build/fuzz/artifacts/$name"
  rm -f "build/fuzz/artifacts/$name"/slow-unit-*
  # -rss_limit_mb: using more memory than that is a finding in either mode.
  if /usr/bin/time -f "%U %S" -o "build/fuzz/$name.time" \
      "$bin/fuzz_$name" "$corpus" "tests/fuzz/corpus/$name" \
      -dict=tests/fuzz/sudoku.dict "${mode[@]}" -rss_limit_mb=2048 \
      -max_len=4096 -print_final_stats=1 -artifact_prefix="build/fuzz/artifacts/$name/" > "$log" 2>&1; then
    status=ok
  else
    status=FAILED
  fi
  read -r user sys < "build/fuzz/$name.time" || true
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  slow=$(find "build/fuzz/artifacts/$name" -name 'slow-unit-*' | wc -l)
  printf '%-18s %-6s %6s runs  %6.1f CPU s%s\n' "$name" "$status" "$runs" \
    "$(awk -v u="${user:-0}" -v s="${sys:-0}" 'BEGIN { print u + s }')" \
    "$( ((slow)) && echo "  ($slow slow inputs, over 10 s: build/fuzz/artifacts/$name/slow-unit-*)")" > "build/fuzz/$name.result"
}

# At most $jobs harnesses at a time; results printed in the order asked.
running=0
for name in "${names[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  run_one "$name" &
  running=$((running + 1))
done
wait || true

failed=()
for name in "${names[@]}"; do
  cat "build/fuzz/$name.result"
  if ! grep -q '^[^ ]* *ok ' "build/fuzz/$name.result"; then
    failed+=("$name")
    grep -E "ERROR|fuzz check failed|Test unit written" "build/fuzz/$name.log" | head -5 || true
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: findings in: ${failed[*]} (inputs in build/fuzz/artifacts/, logs in build/fuzz/*.log)" >&2
  exit 1
fi
