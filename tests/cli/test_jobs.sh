#!/usr/bin/env bash
# --jobs N (README, "The command-line tool"): every line command gives the same bytes and exit
# status on 4 threads as on 1, for a file of mixed lines (hard and easy puzzles, so answers
# finish out of order; bad lines; variants; more lines than the window of tasks in flight);
# --jobs errors; a failed write or Ctrl-C ends a run that has far more work left.
# Usage: test_jobs.sh PATH/TO/sudoku-lab tests/data   (test_cli.sh runs it)
set -u
# shellcheck source=tests/cli/common.sh
source "$(dirname "$0")/common.sh" "$@"
killer=$("$cli" generate --variant killer --seed 3 --jobs 1)
# Under the sanitizers 2 of hardest11's puzzles and 20 of top95's, not 11 and 60: rating them
# for rate and rate --steps, three times each, took 30 of the CLI test's 110 s there.
hard=11 top=60
((sanitized)) && hard=2 top=20
{
  head -"$hard" "$data/hardest11.txt"
  head -"$top" "$data/top95.txt"
  echo "${demo/#00620008/00000000}"                                                    # multiple
  echo "12345678....................................9...................................." # unsolvable
  echo "12x"
  echo
  echo "..7.....7........................................................................"
  echo "$killer"
  echo '9;rules=zz'
  echo '4'
  echo '4;rules=king'
  echo "9;givens=$demo"
  head -40 "$data/easy50.txt"
} > "$tmp/mixed.txt"
lines=$(wc -l < "$tmp/mixed.txt")
((lines > 64)) || fail "the mixed file should be longer than the window of tasks in flight (64), has $lines lines"

# The same bytes and exit status for --jobs 1 and --jobs 4 (and, but under the sanitizers, for the
# default: all cores, 2 here; the threaded path is --jobs 4's, checked there too).
same() {
  local name=$1 input=$2; shift 2
  "$cli" "$@" --jobs 1 < "$input" > "$tmp/one.txt" 2> "$tmp/one_err.txt"
  local s1=$?
  "$cli" "$@" --jobs 4 < "$input" > "$tmp/four.txt" 2> "$tmp/four_err.txt"
  local s4=$?
  expect_eq "$name: exit status with --jobs 4" "$s4" "$s1"
  cmp -s "$tmp/one.txt" "$tmp/four.txt" || fail "$name: --jobs 4 output differs from --jobs 1: $(diff "$tmp/one.txt" "$tmp/four.txt" | head -5)"
  cmp -s "$tmp/one_err.txt" "$tmp/four_err.txt" || fail "$name: --jobs 4 stderr differs from --jobs 1"
  [[ -s "$tmp/one.txt" ]] || fail "$name: no output"
  ((sanitized)) && return
  "$cli" "$@" < "$input" > "$tmp/default.txt" 2> /dev/null
  local sd=$?
  expect_eq "$name: exit status by default" "$sd" "$s1"
  cmp -s "$tmp/one.txt" "$tmp/default.txt" || fail "$name: default --jobs output differs from --jobs 1"
}
same "validate" "$tmp/mixed.txt" validate
same "solve" "$tmp/mixed.txt" solve
same "solve --format fpuzzles" "$tmp/mixed.txt" solve --format fpuzzles
same "solve --method candidates-mrv" "$tmp/mixed.txt" solve --method candidates-mrv
same "count --limit 5" "$tmp/mixed.txt" count --limit 5
same "rate" "$tmp/mixed.txt" rate
same "rate --steps" "$tmp/mixed.txt" rate --steps
same "rate --by givens" "$tmp/mixed.txt" rate --by givens
head -8 "$data/graded/qqwing_expert.txt" > "$tmp/few.txt"
echo "12x" >> "$tmp/few.txt"
same "rate --by ga" "$tmp/few.txt" rate --by ga --runs 2 --seed 5
# --stats adds each line's time: the same lines but for it.
"$cli" solve --stats --jobs 1 "$tmp/mixed.txt" | sed 's/ time_ms=[0-9.]*//' > "$tmp/one.txt"
"$cli" solve --stats --jobs 4 "$tmp/mixed.txt" | sed 's/ time_ms=[0-9.]*//' > "$tmp/four.txt"
cmp -s "$tmp/one.txt" "$tmp/four.txt" || fail "solve --stats: --jobs 4 differs from --jobs 1 (time_ms aside)"
# The answers are right, not only alike: the demo is the line after the hard ones and top95's.
expect_eq "solve --jobs 4: an answer in its place" "$("$cli" solve --jobs 4 "$tmp/mixed.txt" | sed -n "$((hard + top + 1))p")" "$("$cli" solve --jobs 1 <<< "${demo/#00620008/00000000}")"
[[ "$("$cli" solve --jobs 4 "$tmp/mixed.txt" | sed -n "$((hard + top + 3))p")" == "invalid: bad character 'x' at position 3"* ]] || fail "solve --jobs 4: the bad line keeps its place"

# hint: lines with entries and pencil marks, good and bad.
wrong_entries=9${demo:1}
marks=$(printf '%.0s,' $(seq 80))
{
  head -30 "$data/top95.txt"
  echo "$demo $wrong_entries"
  echo "$demo - 1$marks"
  echo "$demo . 1,2"
  echo "$demo $demo_solution"
  echo "$killer"
  echo "$killer 123"
  echo '{"size":'
  echo 4
  head -40 "$data/easy50.txt"
} > "$tmp/hints.txt"
same "hint" "$tmp/hints.txt" hint
same "hint --reveal" "$tmp/hints.txt" hint --reveal

# A line past the longest read: answered in its place, the rest not read, on any --jobs.
{
  head -20 "$data/top95.txt"
  head -c 70000 /dev/zero | tr '\0' 1
  echo
  head -5 "$data/top95.txt"
} > "$tmp/long.txt"
same "a too-long line" "$tmp/long.txt" validate
expect_eq "a too-long line ends the answers" "$(wc -l < "$tmp/four.txt")" 21

# generate: puzzle i comes from seed N+i alone, so the lines are the same on any --jobs.
same "generate --count" /dev/null generate --seed 11 --count 30
same "generate --difficulty hard" /dev/null generate --difficulty hard --seed 4 --count 12 --with-solution
same "generate --variant" /dev/null generate --variant x --size 6 --seed 2 --count 10
expect_eq "generate --jobs 4: line 7 from its own seed" "$("$cli" generate --seed 11 --count 30 --jobs 4 | sed -n 7p)" "$("$cli" generate --seed 17 --jobs 1)"

# --jobs errors name the option and its values.
for c in solve count validate rate hint generate; do
  for v in 0 x 1025 -1 2.5 ''; do
    "$cli" "$c" --jobs "$v" < /dev/null > "$tmp/o.txt" 2> "$tmp/e.txt"
    expect_eq "$c --jobs '$v' exit" "$?" 2
    grep -qF -- "--jobs must be a whole number from 1 to 1024, got '$v'" "$tmp/e.txt" ||
      fail "$c --jobs '$v': stderr lacks the message: $(cat "$tmp/e.txt")"
    [[ -s "$tmp/o.txt" ]] && fail "$c --jobs '$v': wrote output"
  done
done
expect_eq "--jobs 1024 is allowed" "$(echo "$demo" | "$cli" validate --jobs 1024)" ok
expect_eq "--jobs=3" "$(echo "$demo" | "$cli" validate --jobs=3)" ok

# Line by line: each answer is out before the next line is sent (a run that waited for more
# input would not end: the read below would wait for ever).
coproc answers { "$cli" solve --jobs 4; }
# Its PID kept now: once the coprocess ends (soon after its input closes) bash unsets answers_PID,
# and under set -u a read of it after that fails; wait still finds the ended child by PID.
answers_pid=$answers_PID
for p in "$demo" 12x "$demo"; do
  echo "$p" >&"${answers[1]}"
  read -r got <&"${answers[0]}"
  expect_eq "line by line: the answer to $p before the next line" "$got" "$(echo "$p" | "$cli" solve --jobs 1)"
done
exec {answers[1]}>&-
wait "$answers_pid"
expect_eq "line by line: exit status (one invalid line)" "$?" 1

# A failed write ends the run though far more work is left (a run that did not stop would not
# end: a million puzzles, endless input), with the one-job message and status.
"$cli" generate --seed 1 --count 1000000 --jobs 4 > /dev/full 2> "$tmp/e.txt"
expect_eq "generate --jobs 4 > /dev/full exit" "$?" 1
grep -q "cannot write the output: No space left on device" "$tmp/e.txt" || fail "generate --jobs 4 > /dev/full: $(cat "$tmp/e.txt")"
yes "$demo" | "$cli" solve --jobs 4 > /dev/full 2> "$tmp/e.txt"
expect_eq "endless input, --jobs 4 > /dev/full exit" "${PIPESTATUS[1]}" 1
grep -q "cannot write the output" "$tmp/e.txt" || fail "endless input > /dev/full: $(cat "$tmp/e.txt")"
# Closed pipe, SIGPIPE ignored (as some parents leave it): the write error, status 1.
(trap '' PIPE; "$cli" generate --seed 1 --count 1000000 --jobs 4 2> "$tmp/e.txt" | head -1 > "$tmp/o.txt"; echo "${PIPESTATUS[0]}" > "$tmp/s.txt")
expect_eq "generate | head -1 (SIGPIPE ignored) exit" "$(cat "$tmp/s.txt")" 1
expect_eq "generate | head -1 line" "$(cat "$tmp/o.txt")" "$("$cli" generate --seed 1 --jobs 1)"
# The input still open, a worker blocked reading it: the failed write ends the run all the same.
mkfifo "$tmp/fifo"
exec 3<> "$tmp/fifo"
echo "$demo" >&3
"$cli" solve --jobs 4 < "$tmp/fifo" > /dev/full 2> "$tmp/e.txt"
expect_eq "open input, --jobs 4 > /dev/full exit" "$?" 1
exec 3>&-
# Ctrl-C (SIGINT) ends a long run once its first line is out. (Job control on: a script's
# background commands otherwise start with SIGINT ignored.)
set -m
"$cli" generate --seed 1 --count 1000000 --jobs 4 > "$tmp/big.txt" 2> /dev/null &
pid=$!
set +m
until [[ -s "$tmp/big.txt" ]]; do sleep 0.05; done
kill -INT "$pid"
wait "$pid"
expect_eq "SIGINT exit" "$?" 130

if ((failures)); then
  echo "$failures --jobs check(s) failed"
  exit 1
fi
echo "all --jobs checks passed"
