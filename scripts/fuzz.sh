#!/usr/bin/env bash
# Builds the libFuzzer harnesses of tests/fuzz (clang, ASan + UBSan) into build/fuzz and
# runs each for a fixed time from its seed corpus (tests/fuzz/corpus/<name>) with the
# shared dictionary. New inputs go to build/fuzz/corpus/<name>, crashes to
# build/fuzz/artifacts/<name>; the script fails if any harness finds one.
# Usage: scripts/fuzz.sh [--seconds N] [harness ...]
#   default 12 s each (the smoke run of scripts/test.sh); the long run is --seconds 600.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=12
names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="${2:?--seconds needs a number}"; shift 2 ;;
    --seconds=*) seconds="${1#*=}"; shift ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    -*) echo "fuzz.sh: unknown option '$1' (known: --seconds N)" >&2; exit 2 ;;
    *) names+=("$1"); shift ;;
  esac
done
case "$seconds" in ''|*[!0-9]*|0) echo "fuzz.sh: --seconds must be a whole number of seconds, at least 1" >&2; exit 2 ;; esac

cmake -S tests/fuzz -B build/fuzz -DCMAKE_CXX_COMPILER="${FUZZ_CXX:-clang++}" > /dev/null
cmake --build build/fuzz -j "$(nproc 2> /dev/null || echo 2)" > build/fuzz-build.log || { tail -40 build/fuzz-build.log; exit 1; }
[ ${#names[@]} -gt 0 ] || names=(parse pasted_grid hint solve rate generate_options format_js_number)

failed=()
for name in "${names[@]}"; do
  [ -x "build/fuzz/fuzz_$name" ] || { echo "fuzz.sh: no harness '$name'" >&2; exit 2; }
  mkdir -p "build/fuzz/corpus/$name" "build/fuzz/artifacts/$name"
  log="build/fuzz/$name.log"
  # -timeout: an input running past 20 s is a finding (each harness bounds its work well
  # below that); -rss_limit_mb likewise for memory.
  if /usr/bin/time -f "%U %S" -o "build/fuzz/$name.time" \
      "build/fuzz/fuzz_$name" "build/fuzz/corpus/$name" "tests/fuzz/corpus/$name" \
      -dict=tests/fuzz/sudoku.dict -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 \
      -max_len=4096 -print_final_stats=1 -artifact_prefix="build/fuzz/artifacts/$name/" > "$log" 2>&1; then
    status=ok
  else
    status=FAILED
    failed+=("$name")
    grep -E "ERROR|fuzz check failed|Test unit written" "$log" | head -5 || true
  fi
  read -r user sys < "build/fuzz/$name.time" || true
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  printf '%-18s %-6s %6s runs  %6.1f CPU s\n' "$name" "$status" "$runs" "$(awk -v u="${user:-0}" -v s="${sys:-0}" 'BEGIN { print u + s }')"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: findings in: ${failed[*]} (inputs in build/fuzz/artifacts/, logs in build/fuzz/*.log)" >&2
  exit 1
fi
