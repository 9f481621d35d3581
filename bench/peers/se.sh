#!/usr/bin/env bash
# Sudoku Explainer 1.2.1.3 (gsf's batch rater serate) as the rating oracle: builds it from a
# copy of its public source and rates puzzle files, printing "PUZZLE ER EP ED" per puzzle and
# the CPU time used (tests/data/se/ holds what it printed for the test sets). SE is fetched, not
# committed: point SE_DIR at a checkout of https://github.com/1to9only/SudokuExplainer at
# commit 729c00e ("gsf's (Glenn Fowler) serate"; later commits change the ratings). Needs a
# JDK (Debian: openjdk-17-jdk-headless). Without SE_DIR it says so and exits 0.
# Usage: bench/peers/se.sh IN [OUT]   (IN: one puzzle per line, its first 81 characters)
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${SE_DIR:-}
if [[ -z $dir || ! -f $dir/diuf/sudoku/test/serate.java ]]; then
  echo "bench: Sudoku Explainer skipped: set SE_DIR to a checkout of https://github.com/1to9only/SudokuExplainer at commit 729c00e" >&2
  exit 0
fi
in=$1 out=${2:-/dev/stdout}
build=build/se
jar=$build/SudokuExplainer.jar
if [[ ! -f $jar ]]; then
  mkdir -p "$build/classes"
  # The GUI (gui/, applet/ and io/SudokuIO.java, which javac 17 rejects) is not needed to rate.
  find "$dir/diuf" -name '*.java' ! -path '*/gui/*' ! -path '*/applet/*' ! -name SudokuIO.java > "$build/sources"
  javac -nowarn -encoding ISO-8859-1 -d "$build/classes" @"$build/sources"
  (cd "$dir" && find diuf -type f ! -name '*.java' ! -path '*/gui/*' ! -path '*/applet/*') |
    while read -r f; do mkdir -p "$build/classes/$(dirname "$f")" && cp "$dir/$f" "$build/classes/$f"; done
  jar cf "$jar" -C "$build/classes" .
fi
# serate keeps its technique settings in Java preferences: an empty store means all techniques.
mkdir -p "$build/prefs"
cut -c1-81 "$in" | tr -d '\r' | grep -E '^[0-9.]{81}$' > "$build/in.txt"
/usr/bin/time -f '%U %S' -o "$build/time" java -XX:ActiveProcessorCount=1 -XX:+UseSerialGC -Xmx1g \
  -Djava.util.prefs.userRoot="$PWD/$build/prefs" -cp "$jar" diuf.sudoku.test.serate \
  --format='%r %p %d' --input="$build/in.txt" --output="$build/ratings.txt"
paste -d' ' "$build/in.txt" "$build/ratings.txt" > "$out"
echo "bench: Sudoku Explainer rated $(wc -l < "$build/in.txt") puzzles in $(awk '{print $1 + $2}' "$build/time") s CPU" >&2
