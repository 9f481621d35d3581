#!/usr/bin/env bash
# End-to-end checks of the sudoku-lab CLI: output lines, exit codes, error messages.
# Usage: test_cli.sh PATH/TO/sudoku-lab tests/data
set -u
# shellcheck source=tests/cli/common.sh
source "$(dirname "$0")/common.sh" "$@"
expect_eq "demo solves to its known solution" "$(echo "$demo" | "$cli" solve)" "$demo_solution"
easy36_solution=826143597457869132193572468349785216615234789278691345964357821782416953531928674
expect_eq "demo solves to 81 digits" "$(echo -n "$demo_solution" | tr -d 1-9 | wc -c)" 0
expect_eq "demo solution length" "${#demo_solution}" 81

# One line out per line in, in order, for a mix of good and bad lines.
multiple=$(echo "$demo" | sed 's/^00620008/00000000/')
none=12345678....................................9....................................
printf '%s\n%s\n%s\n%s\n%s\n%s\n' "$demo" "$multiple" "$none" "12x" "" \
  "..7.....7........................................................................" > "$tmp/mixed.txt"
"$cli" solve "$tmp/mixed.txt" > "$tmp/out.txt"
status=$?
expect_eq "solve exit status with unsolved lines" "$status" 1
mapfile -t out < "$tmp/out.txt"
expect_eq "line count" "${#out[@]}" 6
expect_eq "line 1" "${out[0]}" "$demo_solution"
[[ "${out[1]}" == multiple\ * ]] || fail "line 2 should be 'multiple <grid>', got ${out[1]}"
expect_eq "line 3" "${out[2]}" "unsolvable"
expect_eq "line 4" "${out[3]}" "invalid: bad character 'x' at position 3 (expected a digit 1-9, '.' or '0')"
expect_eq "line 5" "${out[4]}" "invalid: expected 81 cells, found 0"
expect_eq "line 6" "${out[5]}" "invalid: row 1 has two 7s: r1c3 and r1c9"

# Exit 0 when every line is solved; stdin via '-'; every method; --stats.
head -20 "$data/easy50.txt" > "$tmp/easy.txt"
for m in exact backtrack backtrack-reverse forward-reverse candidates candidates-mrv; do
  "$cli" solve --method "$m" - < "$tmp/easy.txt" > "$tmp/$m.txt"
  expect_eq "solve --method $m exit" "$?" 0
  expect_eq "solve --method $m lines" "$(wc -l < "$tmp/$m.txt")" 20
done
cmp -s "$tmp/exact.txt" "$tmp/backtrack.txt" || fail "exact and backtrack disagree on easy puzzles"
stats_line=$(echo "$demo" | "$cli" solve --stats)
[[ "$stats_line" =~ ^[1-9]{81}\ nodes=[0-9]+\ guesses=[0-9]+\ time_ms=[0-9.]+$ ]] || fail "--stats format: $stats_line"
expect_eq "node budget" "$(echo 800000000003600000070090200050007000000045700000100030001000068008500010090000400 | "$cli" solve --method backtrack --param node_limit=10)" failed

# count and validate.
expect_eq "count unique" "$(echo "$demo" | "$cli" count)" 1
expect_eq "count limit" "$(echo "$multiple" | "$cli" count --limit 1)" 1
expect_eq "count multiple" "$(echo "$multiple" | "$cli" count)" 2
expect_eq "count empty grid to 50" "$(printf '%081d\n' 0 | "$cli" count --limit 50)" 50
expect_eq "count forward-reverse" "$(echo "$multiple" | "$cli" count --method forward-reverse)" 2
expect_eq "validate ok" "$(echo "$demo" | "$cli" validate)" ok
"$cli" validate "$tmp/mixed.txt" > "$tmp/v.txt"
expect_eq "validate exit" "$?" 1
expect_eq "validate lines" "$(sed -n 4p "$tmp/v.txt")" "invalid: bad character 'x' at position 3 (expected a digit 1-9, '.' or '0')"
"$cli" validate "$data/top95.txt" > /dev/null || fail "top95 should validate"

# Usage errors exit 2 with a message on stderr.
usage() {
  local name=$1 expected=$2; shift 2
  "$cli" "$@" < /dev/null > "$tmp/o.txt" 2> "$tmp/e.txt"
  local s=$?
  expect_eq "$name exit" "$s" 2
  grep -qF -- "$expected" "$tmp/e.txt" || fail "$name: stderr lacks [$expected]: $(cat "$tmp/e.txt")"
}
usage "no command" "Usage:"
usage "unknown command" "unknown command 'frobnicate'" frobnicate
usage "unknown method" "unknown method 'magic'" solve --method magic
usage "unknown option" "unknown option --fast" solve --fast
usage "bad param" "unknown parameter 'foo' for method 'backtrack'" solve --method backtrack --param foo=1
usage "missing file" "cannot open /nonexistent/p.txt" solve /nonexistent/p.txt
usage "limit zero" "--limit must be an integer in [1, 100000000], got 0" count --limit 0
usage "fr limit" "forward-reverse can only tell 0, 1 or 2+ solutions" count --method forward-reverse --limit 5
usage "rate unknown by" "unknown --by 'magic'" rate --by magic
usage "rate ga method" "--by ga needs an evolutionary method" rate --by ga --method exact
usage "rate ga runs" "--runs must be in [1, 100000]" rate --by ga --runs 0
usage "ga param" "unknown parameter 'nodes' for method 'ga-liu'" solve --method ga-liu --param nodes=3

# The evolutionary methods: seeded, deterministic, 'failed' (exit 1) when out of budget.
easy36=.2..4......7.6..3.1..5.246....7.52..6...3...9..869..459.43.7.21.8241.9.35..9..6..
for m in ga-liu ga-mantere evolution ga-liu+ ga-mantere+ evolution+; do
  a=$(echo "$easy36" | "$cli" solve --method "$m" --seed 7 --stats)
  b=$(echo "$easy36" | "$cli" solve --method "$m" --seed 7 --stats)
  expect_eq "$m solves" "${a%% *}" "$easy36_solution"
  expect_eq "$m deterministic" "${a% time_ms=*}" "${b% time_ms=*}"
  [[ "$a" =~ \ seed=7\ generations=[0-9]+\ restarts=[0-9]+ ]] || fail "$m --stats: $a"
done
# Seeds of the stochastic methods: text seeds reproduce; without --seed one is drawn and
# reported (stderr "seed N", seed=N in --stats) and reproduces the run; exact uses none.
a=$(echo "$easy36" | "$cli" solve --method ga-liu --seed "my run" --stats)
expect_eq "text seed reproduces a solve" "${a% time_ms=*}" "$(echo "$easy36" | "$cli" solve --method ga-liu --seed "my run" --stats | sed 's/ time_ms=.*//')"
echo "$easy36" | "$cli" solve --method ga-liu --stats > "$tmp/s.txt" 2> "$tmp/s_err.txt"
[[ "$(cat "$tmp/s_err.txt")" =~ ^seed\ ([0-9]+)$ ]] || fail "solve without --seed: stderr 'seed N', got $(cat "$tmp/s_err.txt")"
drawn=${BASH_REMATCH[1]}
expect_eq "solve's drawn seed in --stats" "$(grep -o ' seed=[0-9]*' "$tmp/s.txt")" " seed=$drawn"
expect_eq "solve's drawn seed reproduces" "$(echo "$easy36" | "$cli" solve --method ga-liu --seed "$drawn" --stats | sed 's/ time_ms=.*//')" "$(sed 's/ time_ms=.*//' "$tmp/s.txt")"
expect_eq "exact draws no seed" "$(echo "$easy36" | "$cli" solve --stats 2>&1 > /dev/null)" ""
[[ "$(echo "$easy36" | "$cli" solve --stats)" == *seed=* ]] && fail "exact --stats has no seed"
out=$(echo "$demo" | "$cli" solve --method ga-liu --seed 1 --param max_generations=2)
expect_eq "ga-liu out of budget" "$out" failed
echo "$demo" | "$cli" solve --method ga-liu --seed 1 --param max_generations=2 > /dev/null
expect_eq "ga-liu out of budget exit" "$?" 1
"$cli" methods | grep -q "^ga-mantere+ " || fail "methods lists ga-mantere+"
rate=$(head -3 "$data/graded/qqwing_expert.txt" | "$cli" rate --by ga --runs 3 --seed 2)
expect_eq "rate lines" "$(echo "$rate" | wc -l)" 3
[[ "$(echo "$rate" | head -1)" =~ ^(easy|intermediate|expert|diabolical)\ mean=[0-9.]+\ sd=[0-9.]+\ median=[0-9.]+\ min=[0-9]+\ max=[0-9]+\ solved=3/3$ ]] ||
  fail "rate --by ga format: $rate"
expect_eq "rate deterministic" "$(head -3 "$data/graded/qqwing_expert.txt" | "$cli" rate --by ga --runs 3 --seed 2)" "$rate"
head -1 "$data/graded/qqwing_expert.txt" | "$cli" rate --by ga --runs 2 > "$tmp/r.txt" 2> "$tmp/r_err.txt"
[[ "$(cat "$tmp/r_err.txt")" =~ ^seed\ ([0-9]+)$ ]] || fail "rate --by ga without --seed: stderr 'seed N', got $(cat "$tmp/r_err.txt")"
expect_eq "rate's drawn seed reproduces" "$(head -1 "$data/graded/qqwing_expert.txt" | "$cli" rate --by ga --runs 2 --seed "${BASH_REMATCH[1]}")" "$(cat "$tmp/r.txt")"
expect_eq "rate multiple" "$(echo "$multiple" | "$cli" rate --by ga --seed 1)" multiple
# Another method keeps its own defaults (the default method's local_steps=20 is not passed on).
[[ "$(head -1 "$data/graded/qqwing_expert.txt" | "$cli" rate --by ga --method evolution --seed 1 --runs 1 --param max_restarts=1 --param max_epochs=200 2>&1)" =~ ^(unrated|easy|intermediate|expert|diabolical)\  ]] ||
  fail "rate --by ga --method evolution"

"$cli" --help | grep -q "sudoku-lab solve" || fail "--help lists solve"
# The version is package.json's, the npm packages' (one version for everything released).
version=$(sed -n 's/^  "version": "\(.*\)",$/\1/p' "$(dirname "$0")/../../package.json")
expect_eq "--version is package.json's" "$("$cli" --version)" "sudoku-lab $version"
"$cli" methods | grep -q "^candidates-mrv" || fail "methods lists candidates-mrv"

# rate --by techniques: "ER EP ED difficulty" per puzzle, steps with --steps.
head -5 "$data/graded/qqwing_simple.txt" > "$tmp/simple.txt"
"$cli" rate --by techniques "$tmp/simple.txt" > "$tmp/rate.txt"
expect_eq "rate exit" "$?" 0
expect_eq "rate lines" "$(wc -l < "$tmp/rate.txt")" 5
grep -qvE '^[0-9]+\.[0-9] [0-9]+\.[0-9] [0-9]+\.[0-9] (easy|medium|hard|expert|extreme)$' "$tmp/rate.txt" && fail "rate format: $(cat "$tmp/rate.txt")"
hardest=800000000003600000070090200050007000000045700000100030001000068008500010090000400
[[ "$(echo $hardest | "$cli" rate)" == *" extreme" ]] || fail "the world's hardest puzzle should rate extreme"
printf '%s\n%s\n' "$demo" "$multiple" | "$cli" rate > "$tmp/rate2.txt"
expect_eq "rate exit with a multiple-solution line" "$?" 1
expect_eq "rate multiple" "$(sed -n 2p "$tmp/rate2.txt")" "multiple"
steps=$(echo "$demo" | "$cli" rate --steps)
expect_eq "rate --steps first line" "$(echo "$steps" | head -1 | wc -w)" 4
echo "$steps" | sed -n 2p | grep -qE '^  1\. .+ \([0-9.]+\): .*r[1-9]c[1-9]' || fail "rate --steps step line: $(echo "$steps" | sed -n 2p)"
usage "rate unknown by" "unknown --by 'magic'" rate --by magic

# hint: PUZZLE [ENTRIES [CANDIDATES]].
solution=$demo_solution
wrong_entries="${demo:0:0}$(echo "$demo" | sed 's/^0/9/')"   # r1c1 is empty in the demo; its answer is not 9
[[ ${solution:0:1} != 9 ]] || fail "test assumption: demo r1c1 is not 9"
h=$(echo "$demo $wrong_entries" | "$cli" hint)
[[ "$h" == "wrong-entry cells=r1c1: r1c1 is wrong"* ]] || fail "hint wrong entry: $h"
[[ "$h" != *"r1c1 is ${solution:0:1}"* ]] || fail "hint must not reveal the digit: $h"
h=$(echo "$demo $wrong_entries" | "$cli" hint --reveal)
[[ "$h" == *"r1c1 is ${solution:0:1}."* ]] || fail "hint --reveal names the digit: $h"
h=$(echo "$demo" | "$cli" hint)
[[ "$h" =~ ^step\ [a-z-]+\ cells=r[1-9]c[1-9] ]] || fail "hint step: $h"
marks=$(printf '%.0s,' $(seq 80))                      # 81 empty fields: no marks recorded
expect_eq "hint with empty marks" "$(echo "$demo - $marks" | "$cli" hint)" "$h"
wrong_marks="1${marks}"                                 # r1c1 marked only 1
[[ ${solution:0:1} != 1 ]] || fail "test assumption: demo r1c1 is not 1"
[[ "$(echo "$demo - $wrong_marks" | "$cli" hint)" == "wrong-candidates cells=r1c1:"* ]] || fail "hint wrong marks"
expect_eq "hint bad marks" "$(echo "$demo . 1,2" | "$cli" hint)" "invalid: candidates: expected 81 comma-separated fields, found 2"

# The LP family through the registry: same answer as exact, "unsolvable" proven by the LP.
for m in lp lp-reweighted lp-hybrid; do
  expect_eq "$m solves the demo" "$(echo "$demo" | "$cli" solve --method "$m")" "$demo_solution"
  expect_eq "$m on a puzzle without solution" "$(echo "$none" | "$cli" solve --method "$m")" "unsolvable"
done
echo "$demo" | "$cli" solve --method lp --param crossover=1 --stats | grep -q " iterations=.* duality_gap=" ||
  fail "lp --stats reports iterations and the duality gap"
usage "lp bad tolerance" "parameter 'tolerance' of method 'lp' must be a number in [1e-12, 0.01], got 1" \
  solve --method lp --param tolerance=1

# generate: one puzzle a line, each unique and of its clue level; seeds reproduce lines.
"$cli" generate --clue-level 22-27 --symmetry rot180 --seed 40 --count 4 > "$tmp/gen.txt" 2> "$tmp/gen_err.txt"
expect_eq "generate exit" "$?" 0
expect_eq "generate with --seed reports no seed" "$(cat "$tmp/gen_err.txt")" ""
expect_eq "generate lines" "$(wc -l < "$tmp/gen.txt")" 4
expect_eq "generated puzzles are unique" "$("$cli" count "$tmp/gen.txt" | sort -u)" 1
expect_eq "generated puzzles rate as 22-27" "$("$cli" rate --by givens "$tmp/gen.txt" | cut -d' ' -f1 | sort -u)" "22-27"
expect_eq "line 3 again from its own seed" "$("$cli" generate --clue-level 22-27 --symmetry rot180 --seed 42)" "$(sed -n 3p "$tmp/gen.txt")"
"$cli" generate --clue-level 5 --symmetry rot180 --seed 40 --count 4 | cmp -s - "$tmp/gen.txt" || fail "--clue-level 5 = --clue-level 22-27"
# --raw: the dug grid itself (the clue level 22-27 digs from the top: its first row is empty),
# the same run as the natural puzzle, which is relabelled and permuted.
"$cli" generate --clue-level 22-27 --symmetry rot180 --seed 40 --count 4 --raw > "$tmp/raw.txt"
cmp -s "$tmp/raw.txt" "$tmp/gen.txt" && fail "--raw gives the dug grid, not the natural puzzle"
expect_eq "raw puzzles are unique" "$("$cli" count "$tmp/raw.txt" | sort -u)" 1
expect_eq "raw top rows are dug first" "$("$cli" generate --clue-level 22-27 --seed 40 --count 6 --raw | cut -c1-9 | sort -u)" "........."
[[ "$("$cli" generate --clue-level 22-27 --seed 40 --count 6 | cut -c1-9 | sort -u)" == "........." ]] &&
  fail "natural puzzles do not keep the digging order's empty top row"
expect_eq "raw and natural have the same givens" "$(tr -d '.' < "$tmp/raw.txt" | awk '{print length}')" \
  "$(tr -d '.' < "$tmp/gen.txt" | awk '{print length}')"
# Seeds: text seeds are hashed (reproducibly); no --seed draws one and reports it on stderr.
expect_eq "text seed reproduces" "$("$cli" generate --seed hello)" "$("$cli" generate --seed hello)"
[[ "$("$cli" generate --seed hello)" == "$("$cli" generate --seed hellp)" ]] && fail "text seeds differ"
[[ "$("$cli" generate --seed 9007199254740992 --stats)" =~ \ seed=([0-9]+)\  ]] || fail "seed past 2^53 - 1 is text"
(( ${BASH_REMATCH[1]} != 9007199254740992 && ${BASH_REMATCH[1]} <= 9007199254740991 )) || fail "text seed in range: ${BASH_REMATCH[1]}"
expect_eq "largest number seed" "$("$cli" generate --seed 9007199254740991 --stats | grep -o ' seed=[0-9]*')" " seed=9007199254740991"
usage "seed plus count past 2^53" "--seed plus --count goes past 2^53 - 1" generate --seed 9007199254740991 --count 2
"$cli" generate --count 2 --stats > "$tmp/drawn.txt" 2> "$tmp/drawn_err.txt"
[[ "$(cat "$tmp/drawn_err.txt")" =~ ^seed\ ([0-9]+)$ ]] || fail "no --seed: stderr 'seed N', got $(cat "$tmp/drawn_err.txt")"
drawn=${BASH_REMATCH[1]}
expect_eq "drawn seed in --stats" "$(head -1 "$tmp/drawn.txt" | grep -o ' seed=[0-9]*')" " seed=$drawn"
expect_eq "drawn seed + 1 on line 2" "$(sed -n 2p "$tmp/drawn.txt" | grep -o ' seed=[0-9]*')" " seed=$((drawn + 1))"
expect_eq "drawn seed reproduces" "$("$cli" generate --seed "$drawn")" "$(head -1 "$tmp/drawn.txt" | cut -d' ' -f1)"
pair=$("$cli" generate --clue-level 36-49 --seed 9 --with-solution)
[[ "$pair" =~ ^[.1-9]{81}\ [1-9]{81}$ ]] || fail "--with-solution format: $pair"
expect_eq "solution solves the puzzle" "$(echo "${pair% *}" | "$cli" solve)" "${pair#* }"
expect_eq "--givens" "$("$cli" generate --givens 23 --seed 5 | tr -d '\n.' | wc -c)" 23
minimal=$("$cli" generate --clue-level 20-24 --minimal --seed 3)
for ((i = 0; i < 81; i++)); do  # a minimal puzzle: every given is needed
  [[ ${minimal:i:1} == . ]] && continue
  expect_eq "given $i of the minimal puzzle is needed" "$(echo "${minimal:0:i}.${minimal:i+1}" | "$cli" count)" 2
done
"$cli" generate --clue-level 32-35 --uniqueness forward-reverse --seed 8 --count 2 > "$tmp/fr.txt"
"$cli" generate --clue-level 32-35 --seed 8 --count 2 | cmp -s - "$tmp/fr.txt" || fail "forward-reverse and exact dig the same puzzles"
expect_eq "--difficulty hard rates hard" "$("$cli" generate --difficulty hard --seed 4 --count 2 | "$cli" rate --by techniques | cut -d' ' -f4 | sort -u)" hard
[[ "$("$cli" generate --difficulty hard --seed 4 --stats)" =~ \ clue_level=[0-9-]+\ seed=4\ difficulty=hard\ er=[0-9.]+\  ]] ||
  fail "generate --difficulty --stats"
[[ "$("$cli" generate --technique x-wing --seed 1 --stats)" =~ \ difficulty=[a-z]+\ er=3\.2\ technique=x-wing\  ]] ||
  fail "generate --technique --stats"
expect_eq "--technique x-wing: a puzzle whose hardest step rates 3.2" "$("$cli" generate --technique x-wing --seed 1 | "$cli" rate --by techniques | cut -d" " -f1)" 3.2
usage "unknown difficulty" "unknown --difficulty 'fiendish' (known: easy, medium, hard, expert, extreme)" generate --difficulty fiendish
# --needs: still an x-wing puzzle at 3.2 (tests/cpp checks that it rates harder without x-wing).
[[ "$("$cli" generate --technique x-wing --needs --seed 1 --stats)" =~ \ er=3\.2\ technique=x-wing\  ]] || fail "generate --needs"
usage "--needs alone" "needs asks that the technique be needed" generate --needs
# --er LO-HI: every puzzle's ER (as rate says it) in the range.
while read -r er _; do
  awk -v e="$er" 'BEGIN { exit !(e >= 6.6 && e <= 7.2) }' || fail "--er 6.6-7.2 gave ER $er"
done < <("$cli" generate --er 6.6-7.2 --seed 2 --count 3 | "$cli" rate --by techniques)
expect_eq "--er X is the range X-X" "$("$cli" generate --er 3.2 --seed 5 | "$cli" rate --by techniques | cut -d' ' -f1)" 3.2
usage "a bad --er" "--er must be a rating X or a range LO-HI of ratings from 0.0 to 20.0 with one decimal, e.g. 7.0-7.5, got '7.5-7.0'" generate --er 7.5-7.0
[[ "$("$cli" generate --clue-level 28-31 --seed 1 --stats)" =~ \ givens=(28|29|30|31)\ clue_level=28-31\ seed=1\ .*checks=[0-9]+ ]] || fail "generate --stats"
"$cli" generate --clue-level 28-31 --terminal ga --seed 3 --count 2 > "$tmp/ga.txt"
expect_eq "--terminal ga puzzles are unique" "$("$cli" count "$tmp/ga.txt" | sort -u)" 1
expect_eq "--terminal ga keeps the clue level" "$("$cli" rate --by givens "$tmp/ga.txt" | cut -d' ' -f1 | sort -u)" 28-31
"$cli" generate --clue-level 28-31 --seed 3 --count 2 | cmp -s - "$tmp/ga.txt" && fail "--terminal ga gives other puzzles than las-vegas"
expect_eq "--terminal las-vegas is the default" "$("$cli" generate --terminal las-vegas --seed 3)" "$("$cli" generate --seed 3)"
expect_eq "default clue level 32-35" "$("$cli" generate --seed 3)" "$("$cli" generate --clue-level 32-35 --seed 3)"

# rate --by givens: the clue level by the table, one line per input line.
printf '%s\n%s\n123\n' "$demo" "$(head -1 "$data/17clue_first2000.txt")" > "$tmp/gen_rate.txt"
"$cli" rate --by givens "$tmp/gen_rate.txt" > "$tmp/gen_rated.txt"
expect_eq "rate exit with a bad line" "$?" 1
expect_eq "rate demo" "$(sed -n 1p "$tmp/gen_rated.txt")" "22-27 (27 givens)"
expect_eq "rate 17" "$(sed -n 2p "$tmp/gen_rated.txt")" "22-27 (17 givens, fewer than the table's 22)"
expect_eq "rate bad line" "$(sed -n 3p "$tmp/gen_rated.txt")" "invalid: expected 81 cells, found 3"

usage "impossible generate" "clue level 50+ has 50 or more givens; clue level 50+ keeps at least 5 givens in every row, 45 in all; a pattern with rot90 symmetry has 4k or 4k+1 givens" generate --clue-level 50+ --givens 18 --symmetry rot90
usage "level renamed" "--level was renamed: use --difficulty (easy, medium, hard, expert, extreme) or --clue-level (50+, 36-49, 32-35, 28-31, 22-27, 20-24, any" generate --level 3
usage "unknown clue level" "unknown --clue-level 'hard' (known: 50+, 36-49, 32-35, 28-31, 22-27, 20-24, any" generate --clue-level hard
usage "unknown symmetry" "unknown --symmetry 'spiral'" generate --symmetry spiral
usage "bad givens" "--givens must be an integer in [1, 81], got '0'" generate --givens 0
usage "raw takes no value" "option --raw takes no value" generate --raw=1
usage "minimal too rare" "too rare" generate --clue-level 36-49 --minimal
usage "unknown terminal" "unknown --terminal 'genetic' (known: las-vegas, ga)" generate --terminal genetic
usage "count zero" "--count must be at least 1" generate --count 0
usage "unknown rating" "unknown --by 'stars'; known: " rate --by stars

# Hostile use: a directory as FILE, write errors, control characters, unbounded work, loose numbers.
hardest=800000000003600000070090200050007000000045700000100030001000068008500010090000400
for c in solve count validate rate hint; do
  usage "$c on a directory" "cannot read $tmp: it is a directory" "$c" "$tmp"
done
# Write errors on the demo: the hardest takes SE's nested chains to rate (17 s under ASan).
for c in solve count validate rate hint; do
  echo "$demo" | "$cli" "$c" > /dev/full 2> "$tmp/err.txt"
  expect_eq "$c > /dev/full exit" "$?" 1
  grep -q "cannot write the output: No space left on device" "$tmp/err.txt" || fail "$c > /dev/full message: $(cat "$tmp/err.txt")"
  echo "$demo" | "$cli" "$c" >&- 2> "$tmp/err.txt"
  expect_eq "$c with stdout closed exit" "$?" 1
  grep -q "cannot write the output" "$tmp/err.txt" || fail "$c with stdout closed message: $(cat "$tmp/err.txt")"
done
"$cli" generate --seed 1 > /dev/full 2> /dev/null
expect_eq "generate > /dev/full exit" "$?" 1
"$cli" methods > /dev/full 2> /dev/null
expect_eq "methods > /dev/full exit" "$?" 1
# No byte below 0x20 (but the newline), no DEL and no C1 control reaches the terminal, in
# answers or in messages; the escapes show what was there.
printf '%s - %s \033]0;title\007\n\033[2J\233\302\233x\n' "$hardest" "$(printf '%080d' 0 | tr 0 ,)" > "$tmp/ctl.txt"
for c in solve validate hint rate; do
  "$cli" "$c" "$tmp/ctl.txt" > "$tmp/ctl-out.txt" 2>&1
  LC_ALL=C grep -q $'[\x01-\x09\x0b-\x1f\x7f]' "$tmp/ctl-out.txt" && fail "$c let a control character through: $(od -c "$tmp/ctl-out.txt" | head -3)"
  LC_ALL=C grep -q $'\xc2[\x80-\x9f]' "$tmp/ctl-out.txt" && fail "$c let a C1 control through"
done
expect_eq "hint echoes escaped text" "$(sed -n 1p "$tmp/ctl.txt" | "$cli" hint)" \
  "invalid: unexpected text after the candidates: '\x1b]0;title\x07'"
"$cli" "$(printf 'x\033[2J')" 2> "$tmp/err.txt"
LC_ALL=C grep -q $'\x1b' "$tmp/err.txt" && fail "an unknown command's name reached stderr raw"
# One line out as soon as it is computed: the first of many ratings comes while the rest run.
# (A top95 puzzle of dynamic chains: 30 ms each natively, a minute for them all; the
# first under ASan well inside the timeout.)
slow=.6.5.1.9.1...9..539....7....4.8...7.......5.8.817.5.3.....5.2............76..8...
for i in $(seq 2000); do echo "$slow"; done > "$tmp/many.txt"
first=$(timeout 20 "$cli" rate "$tmp/many.txt" | head -1)
[[ "$first" =~ ^[0-9.]+\ [0-9.]+\ [0-9.]+\  ]] || fail "rate | head -1: [$first]"
# Bounded work and one strict number syntax.
usage "count limit 2^64-1" "--limit must be an integer in [1, 100000000], got 18446744073709551615" count --limit 18446744073709551615
usage "count limit past 2^64" "--limit is too large" count --limit 99999999999999999999
usage "limit with a space" "--limit must be a non-negative integer, got ' 5'" count --limit ' 5'
usage "param in hex" "parameter node_limit must be a decimal number, got '0x10'" solve --method backtrack --param node_limit=0x10
usage "param with a space" "parameter node_limit must be a decimal number, got ' 5'" solve --method backtrack --param 'node_limit= 5'
usage "param inf" "parameter node_limit must be a decimal number, got 'inf'" solve --method backtrack --param node_limit=inf
usage "param 1e999" "parameter node_limit is out of range: '1e999'" solve --method backtrack --param node_limit=1e999
usage "runs in hex" "--runs must be a non-negative integer, got '0x3'" rate --by ga --runs 0x3
expect_eq "param 1e3" "$(echo "$hardest" | "$cli" solve --method backtrack --param node_limit=1e3)" failed
expect_eq "param 2.5e1 (integer-valued)" "$(echo "$hardest" | "$cli" solve --method backtrack --param node_limit=2.5e1)" failed

# Whole numbers in any decimal notation, as the README says (1e3 = 1000); fractions refused.
expect_eq "count --limit 1e3" "$(printf '%081d\n' 0 | "$cli" count --limit 1e3)" 1000
expect_eq "count --limit 2.0e1" "$(printf '%081d\n' 0 | "$cli" count --limit 2.0e1)" 20
usage "limit 2.5" "--limit must be a non-negative integer, got '2.5'" count --limit 2.5
usage "limit 1e99" "--limit is too large: '1e99'" count --limit 1e99

# A UTF-8 byte order mark (files saved by some editors) is not part of the first puzzle.
printf '\xef\xbb\xbf%s\n%s\n' "$demo" "$demo" > "$tmp/bom.txt"
expect_eq "BOM stripped" "$("$cli" solve "$tmp/bom.txt" | tr '\n' ' ')" "$demo_solution $demo_solution "
expect_eq "BOM on stdin" "$("$cli" validate - < "$tmp/bom.txt" | tr '\n' ' ')" "ok ok "

# A line longer than any puzzle line ends the input with a message, in bounded memory
# (/dev/zero is one endless line: the run must end, not grow).
printf '%s\n' "$demo" > "$tmp/long.txt"
head -c 200000 /dev/zero | tr '\0' '1' >> "$tmp/long.txt"
printf '\n%s\n' "$demo" >> "$tmp/long.txt"
"$cli" validate "$tmp/long.txt" > "$tmp/o.txt" 2> "$tmp/e.txt"
expect_eq "long line exit" "$?" 1
expect_eq "long line output" "$(tr '\n' ' ' < "$tmp/o.txt")" "ok invalid: line 2 is longer than 65536 characters (one puzzle per line); the rest of the input is not read "
/usr/bin/time -f %M -o "$tmp/rss.txt" "$cli" validate /dev/zero > "$tmp/o.txt" 2> "$tmp/e.txt"
expect_eq "/dev/zero exit" "$?" 1
# Peak memory in KB (also under ASan, whose shadow memory a virtual-memory ulimit would count).
(($(tail -1 "$tmp/rss.txt") < 300000)) || fail "/dev/zero: peak memory $(tail -1 "$tmp/rss.txt") KB"
expect_eq "/dev/zero output" "$(cat "$tmp/o.txt")" "invalid: line 1 is longer than 65536 characters (one puzzle per line); the rest of the input is not read"

# daily: every committed daily puzzle (tests/data/daily.txt) from the CLI, line for line (under
# the sanitizers every 7th, all five bands among them: the 150 took 21 s there); today's date
# goes to stderr; bad dates and bands are usage errors naming the option.
every=1
((sanitized)) && every=7
grep -v '^#' "$data/daily.txt" | awk -v n=$every '(NR - 1) % n == 0' > "$tmp/daily_want.txt"
while read -r date band puzzle solution; do
  echo "$date $band $("$cli" daily --date "$date" --difficulty "$band" --with-solution)"
done < "$tmp/daily_want.txt" > "$tmp/daily.txt"
cmp -s "$tmp/daily_want.txt" "$tmp/daily.txt" || fail "daily: the CLI differs from tests/data/daily.txt"
expect_eq "daily lines" "$(wc -l < "$tmp/daily.txt")" $(((150 + every - 1) / every))
expect_eq "daily bands" "$(cut -d' ' -f2 "$tmp/daily.txt" | sort -u | wc -l)" 5
before=$(date +%Y-%m-%d)
"$cli" daily --difficulty easy > "$tmp/o.txt" 2> "$tmp/e.txt"
today=$(cut -d' ' -f2 "$tmp/e.txt")  # (a run across midnight may name either day)
[[ "$today" == "$before" || "$today" == "$(date +%Y-%m-%d)" ]] || fail "daily without --date: stderr [$(cat "$tmp/e.txt")], not today"
expect_eq "daily today is that date's" "$(cat "$tmp/o.txt")" "$("$cli" daily --difficulty easy --date "$today")"
usage "daily bad date" "--date must be a calendar date written YYYY-MM-DD (years 1000-9999), e.g. 2026-12-01; got '2026-02-29'" daily --date 2026-02-29
usage "daily bad band" "--difficulty must be one of easy, medium, hard, expert, extreme; got 'brutal'" daily --difficulty brutal

# Variants (docs/VARIANTS.md): f-puzzles JSON and compact lines beside classic ones, each
# answered on its line; a variant that is plain classic 9x9 is the classic puzzle.
printf '%s\n' "$demo" '9;rules=x;cages=17:r1c2r1c3' '6;cages=40:r1c1r1c2' '9;rules=zz' \
  '{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"fogofwar":[{"cells":["R1C1"]}]}' \
  "9;givens=$demo" > "$tmp/variants.txt"
"$cli" validate "$tmp/variants.txt" > "$tmp/o.txt"
expect_eq "variant validate exit" "$?" 1
mapfile -t out < "$tmp/o.txt"
expect_eq "variant validate lines" "${#out[@]}" 6
expect_eq "variant: classic line" "${out[0]}" "ok"
expect_eq "variant: compact Killer X" "${out[1]}" "ok"
expect_eq "variant: impossible cage" "${out[2]}" "invalid: cage r1c1,r1c2 (2 cells) cannot sum to 40: two different digits of 1-6 sum to 3..11"
[[ "${out[3]}" == "invalid: compact line, column "*"expected a rule"* ]] || fail "variant: unknown rule, got ${out[3]}"
[[ "${out[4]}" == *"fogofwar"* ]] || fail "variant: an unimplemented f-puzzles constraint is named, got ${out[4]}"
expect_eq "variant: classic as compact" "${out[5]}" "ok"
# Shapes drawn without a rule: validate names them and the setter's rules text beside "ok".
note=$(echo '{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"circle":[{"cells":["R1C1"]}],"ruleset":"Circles are even."}' | "$cli" validate)
expect_eq "variant: decoration named" "$note" "ok; note: 1 circle is decoration here; the rules text says: Circles are even."

# Variant solve and count: a 4x4 grid written down (rows 1234, 3412, 2143, 4321: every row,
# column and box holds 1-4) comes back from its givens less three cells, and from Killer cages
# alone that pin it (each cage's sum is the grid's: 1 = r1c1, 6 = r1c2 2 + r2c2 4, ...); an empty grid has many solutions; 4x4 anti-king has none.
grid4=1234341221434321
printf '%s\n' "4;givens=.234341.21434.21" "4;cages=1:r1c1,6:r1c2r2c2,7:r1c3r1c4,5:r2c1r3c1,3:r2c3r2c4,5:r3c2r3c3,4:r3c4r4c4,7:r4c1r4c2,2:r4c3" '4' '4;rules=king' > "$tmp/v4.txt"
"$cli" solve "$tmp/v4.txt" > "$tmp/o.txt"
expect_eq "variant solve exit (multiple and unsolvable lines)" "$?" 1
mapfile -t out < "$tmp/o.txt"
expect_eq "variant solve: givens" "${out[0]}" "$grid4"
expect_eq "variant solve: Killer cages alone" "${out[1]}" "$grid4"
[[ "${out[2]}" == "multiple "???????????????? ]] || fail "variant solve: empty 4x4 is multiple, got ${out[2]}"
expect_eq "variant solve: 4x4 anti-king" "${out[3]}" "unsolvable"
expect_eq "variant count" "$("$cli" count --limit 1000 "$tmp/v4.txt" | tr '\n' ' ')" "1 1 288 0 "
expect_eq "variant solve: another method" "$(echo 4 | "$cli" solve --method backtrack)" "invalid: --method backtrack solves classic 9x9 puzzles; variant puzzles use the variant solver (--method exact)"
# solve --format fpuzzles: the puzzle as f-puzzles JSON, the solution as its cells' values (not
# givens): read back, it is the same puzzle (count 1), and its values are the symbols' answer.
json4=$("$cli" solve --format fpuzzles < <(sed -n 2p "$tmp/v4.txt"))
expect_eq "variant solve --format fpuzzles reads back as the puzzle" "$(echo "$json4" | "$cli" count)" "1"
expect_eq "variant solve --format fpuzzles: the values" "$(echo "$json4" | grep -o '"value":[0-9]*' | tr -dc '0-9\n' | tr -d '\n' | head -c 16)" "$grid4"
[[ "$json4" != *'"given"'* ]] || fail "variant solve --format fpuzzles: a Killer with no givens marks none, got $json4"
json9=$(echo "$demo" | "$cli" solve --format fpuzzles)
expect_eq "classic solve --format fpuzzles: givens kept" "$(echo "$json9" | grep -o '"given":true' | wc -l)" "$(echo "$demo" | tr -dc '1-9' | wc -c)"
expect_eq "solve --format: allowed values named" "$("$cli" solve --format xml < /dev/null 2>&1 | head -1)" "sudoku-lab solve: --format: the formats are symbols and fpuzzles, not 'xml'"
expect_eq "variant: a classic puzzle as a compact line solves the classic way" "$(echo "9;givens=$demo" | "$cli" solve)" "$demo_solution"

# Variant generate: a Killer line (no givens) that count answers 1; --seed reproduces a line and
# puzzle i of --count uses seed N+i; unknown variants are usage errors naming the allowed ones.
killer=$("$cli" generate --variant killer --seed 11)
[[ "$killer" == "9;cages="* ]] || fail "variant generate: a Killer compact line without givens, got $killer"
expect_eq "variant generate: count of a Killer line" "$(echo "$killer" | "$cli" count)" "1"
expect_eq "variant generate: --seed reproduces" "$("$cli" generate --variant killer --seed 11)" "$killer"
second=$("$cli" generate --variant jigsaw,x --size 6 --seed 4 --count 2 | sed -n 2p)
expect_eq "variant generate: line 2 of --count is seed N+1" "$("$cli" generate --variant jigsaw,x --size 6 --seed 5)" "$second"
expect_eq "variant generate: count of a jigsaw line" "$(echo "$second" | "$cli" count)" "1"
json=$("$cli" generate --variant anti-knight --size 6 --seed 2 --format fpuzzles)
[[ "$json" == "{"*'"antiknight":true'* ]] || fail "variant generate: f-puzzles JSON, got $json"
expect_eq "variant generate: count of the JSON line" "$(echo "$json" | "$cli" count)" "1"
"$cli" generate --variant sandwich > /dev/null 2> "$tmp/e.txt"
expect_eq "variant generate: unknown variant exit" "$?" 2
grep -q "unknown variant 'sandwich'; the variants are killer, jigsaw" "$tmp/e.txt" || fail "variant generate: unknown variant message, got $(cat "$tmp/e.txt")"
"$cli" generate --variant windoku --size 6 > /dev/null 2> "$tmp/e.txt"
expect_eq "variant generate: windoku on 6x6 exit" "$?" 2

# Constraint puzzles: thermometers at a band (rate agrees), arrows and Kropki dots; each line
# counts 1 and its seed reproduces it.
thermo=$("$cli" generate --variant thermo --difficulty medium --seed 1)
[[ "$thermo" == "9;"*"thermometer="* ]] || fail "variant generate: a thermo line, got $thermo"
expect_eq "variant generate: count of a thermo line" "$(echo "$thermo" | "$cli" count)" "1"
expect_eq "variant generate: a thermo line rates in its band" "$(echo "$thermo" | "$cli" rate | cut -d' ' -f2)" "medium"
expect_eq "variant generate: a thermo seed reproduces" "$("$cli" generate --variant thermo --difficulty medium --seed 1)" "$thermo"
arrow=$("$cli" generate --variant arrow --seed 2)
[[ "$arrow" == "9;"*"arrow="* ]] || fail "variant generate: an arrow line, got $arrow"
expect_eq "variant generate: count of an arrow line" "$(echo "$arrow" | "$cli" count)" "1"
kropki=$("$cli" generate --variant kropki --seed 3)
[[ "$kropki" == "9;"*"rules=nc"*"ratio-dot="*"no-ratio-2"* ]] || fail "variant generate: a Kropki line, got $kropki"
expect_eq "variant generate: count of a Kropki line" "$(echo "$kropki" | "$cli" count)" "1"

# f-puzzles JSON nested past the bound is answered on its line, naming where; the next line is answered too.
{
  printf '{"a":'
  head -c 15000 /dev/zero | tr '\0' '['
  echo
  echo 4
} > "$tmp/deep.txt"
expect_eq "deep f-puzzles JSON: its line and the next" "$("$cli" validate "$tmp/deep.txt" | tr '\n' '|')" \
  "invalid: f-puzzles JSON nested deeper than 32 at character 37|ok|"

# Variant generate --max-nodes: past the search nodes the call gives up, saying so (exit 1).
"$cli" generate --variant killer --size 12 --seed 1 --max-nodes 500 > "$tmp/o.txt"
expect_eq "variant generate --max-nodes exit" "$?" 1
expect_eq "variant generate --max-nodes line" "$(cat "$tmp/o.txt")" \
  "failed: no puzzle found within 500 search nodes (maxNodes); try another seed or looser options"

# Variant solve and count --max-nodes: the variant solver's budget per line; past it 'failed' (exit
# 1), within it the answer; 0 is a usage error.
vline=$("$cli" generate --variant killer --seed 1)
expect_eq "variant count --max-nodes 3" "$(echo "$vline" | "$cli" count --max-nodes 3)" "failed"
expect_eq "variant count --max-nodes 100000" "$(echo "$vline" | "$cli" count --max-nodes 100000)" "1"
expect_eq "variant solve --max-nodes 3" "$(echo "$vline" | "$cli" solve --max-nodes 3)" "failed"
echo "$vline" | "$cli" solve --max-nodes 0 > /dev/null 2>&1
expect_eq "variant solve --max-nodes 0 exit" "$?" 2

# Variant generate --difficulty: the variant rater's band (same seed, same line); `rate` on the line
# prints the band asked for; a bad band is a usage error naming the option and the bands.
vhard=$("$cli" generate --variant killer --difficulty hard --seed 3)
expect_eq "variant generate --difficulty: --seed reproduces" "$("$cli" generate --variant killer --difficulty hard --seed 3)" "$vhard"
expect_eq "variant generate --difficulty hard: rate prints the band" "$(echo "$vhard" | "$cli" rate | cut -d' ' -f2)" "hard"
vmedium=$("$cli" generate --variant x --difficulty medium --seed 2)
expect_eq "variant generate --difficulty medium (X): rate prints the band" "$(echo "$vmedium" | "$cli" rate | cut -d' ' -f2)" "medium"
veasy=$("$cli" generate --variant jigsaw --size 6 --difficulty easy --seed 1 --stats)
[[ "$veasy" == *" ratings="[0-9]* ]] || fail "variant generate --difficulty --stats: ratings, got $veasy"
expect_eq "variant generate --difficulty easy (jigsaw 6x6): rate prints the band" "$(echo "${veasy%% *}" | "$cli" rate | cut -d' ' -f2)" "easy"
"$cli" generate --variant killer --difficulty insane > /dev/null 2> "$tmp/e.txt"
expect_eq "variant generate: unknown difficulty exit" "$?" 2
grep -q -- "--difficulty: the difficulties are easy, medium, hard, expert, extreme, not 'insane'" "$tmp/e.txt" || fail "variant generate: unknown difficulty message, got $(cat "$tmp/e.txt")"
"$cli" generate --variant killer --clue-level 20-24 > /dev/null 2> "$tmp/e.txt"
expect_eq "variant generate: a classic-only option exit" "$?" 2
grep -q -- "--clue-level is for classic puzzles" "$tmp/e.txt" || fail "variant generate: classic-only option message, got $(cat "$tmp/e.txt")"

# Variant rate and hint: a Killer line (the one generated above) rates by the variant technique
# rater, "ER difficulty hardest", its steps listed with --steps; hints name variant techniques and
# wrong entries; a classic 9x9 compact line keeps the classic (SE) rating; non-unique lines are
# reported; --by other than techniques refuses variants.
vrate=$(echo "$killer" | "$cli" rate)
[[ "$vrate" =~ ^[0-9]+\.[0-9]\ (easy|medium|hard|expert|extreme)\ [a-z0-9-]+$ ]] || fail "variant rate: 'ER difficulty hardest', got $vrate"
vsteps=$(echo "$killer" | "$cli" rate --steps)
expect_eq "variant rate --steps: first line" "$(echo "$vsteps" | head -1)" "$vrate"
echo "$vsteps" | sed -n 2p | grep -Eq '^  1\. \([0-9]+\.[0-9]\) [A-Z][a-z-]*( [a-z0-9-]+)*: ' || fail "variant rate --steps: step lines, got $(echo "$vsteps" | sed -n 2p)"
expect_eq "variant rate: classic as compact rates the classic way" "$(echo "9;givens=$demo" | "$cli" rate)" "$(echo "$demo" | "$cli" rate)"
expect_eq "variant rate: multiple and unsolvable" "$(printf '4\n4;givens=12........3...4.\n' | "$cli" rate | tr '\n' ' ')" "multiple unsolvable "
expect_eq "variant rate: --by givens refuses" "$(echo 4 | "$cli" rate --by givens)" "--by givens rates classic 9x9 puzzles; variant puzzles are rated by techniques"
expect_eq "variant rate: a 4x4 X of singles" "$(echo '4;givens=.....1.4..3.....;rules=x' | "$cli" rate)" "1.5 easy hidden-single"
vhint=$(echo "$killer" | "$cli" hint)
[[ "$vhint" =~ ^step\ [a-z0-9-]+\ cells=r[0-9]c[0-9] ]] || fail "variant hint: a step, got $vhint"
ksol=$(echo "$killer" | "$cli" solve)
wrong=$(echo "$ksol" | sed 's/^\(.\)/X\1/;s/^X1/2/;s/^X[2-9]/1/')
expect_eq "variant hint: wrong entry revealed" "$(echo "$killer $wrong" | "$cli" hint --reveal | cut -d: -f1)" "wrong-entry cells=r1c1"
expect_eq "variant hint: solved" "$(echo "$killer $ksol" | "$cli" hint)" "solved: The puzzle is solved."
expect_eq "variant hint: entries of the wrong length" "$(echo "$killer 123" | "$cli" hint)" "invalid: entries: 3 symbols; the grid has 81 cells"
[[ "$(echo '{"size":' | "$cli" hint)" == "invalid: puzzle: f-puzzles"* ]] || fail "variant hint: broken JSON, got $(echo '{"size":' | "$cli" hint)"
expect_eq "variant hint: multiple" "$(echo 4 | "$cli" hint | cut -d: -f1)" "multiple"

# --jobs: the same output on 4 threads as on 1 (its own script).
bash "$(dirname "$0")/test_jobs.sh" "$cli" "$data" || fail "test_jobs.sh"

if ((failures)); then
  echo "$failures CLI check(s) failed"
  exit 1
fi
echo "all CLI checks passed"
