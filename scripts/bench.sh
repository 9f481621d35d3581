#!/usr/bin/env bash
# Reproduces the benchmark tables of docs/BENCHMARKS.md and docs/benchmarks/*.md. Reads the
# large puzzle sets from $SUDOKU_DATA (default: ../shared/data beside the checkout) and says
# when absent.
# Every benchmark writes the harness's records (bench/harness); bench/harness/report.mjs
# prints them as Markdown under the command that made them and, with --update, writes each
# table between its markers <!-- bench:ID --> ... <!-- /bench:ID --> in the document that holds
# them (a table whose markers are in no document, or in two, stops the section: see report.mjs).
# Usage: scripts/bench.sh [SECTION] [--runs N] [--quick] [--entries LIST] [--update]
#   SECTION: exact, variants, variant-generate, killer-peer, killers (SIGH_REPO: where to get the
#   Interactive Sudoku Solver; default its GitHub URL), tdoku (needs TDOKU_DIR), seed, techniques, se, techniques-wasm, lp, lp-wasm, wasm, calls, app, lab, play, rate-view, ga,
#   generate, package, element, soak, jobs (default: all). ga (scripts/bench_ga.sh) takes hours of CPU time;
#   --quick gives it and package small samples for development. --entries: the package
#   entries that package measures (default sudoku-lab,sudoku-lab/solver,sudoku-lab/play; an
#   entry the package lacks is skipped with a message).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5
section=all
quick=
update=
entries=sudoku-lab,sudoku-lab/solver,sudoku-lab/play
while (($#)); do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --quick) quick=--quick; shift ;;
    --entries) entries=$2; shift 2 ;;
    --update) update=1; shift ;;
    -*) echo "bench: unknown option $1 (options: --runs N, --quick, --entries LIST, --update)" >&2; exit 2 ;;
    *) section=$1; shift ;;
  esac
done
want() { [[ $section == all || $section == "$1" ]]; }
# The tables of one section, rendered under the command that reproduces them.
report() { node bench/harness/report.mjs --command "scripts/bench.sh $1" ${update:+--update}; }
data=${SUDOKU_DATA:-../shared/data}
[[ -d $data ]] || echo "bench: data folder $data is absent; set SUDOKU_DATA=dir" >&2
[[ $section == app || $section == lab || $section == play || $section == package || $section == element || $section == soak ]] || scripts/build.sh > /dev/null
bench=build/native/bench
echo "Native benchmarks: $(g++ --version | head -1), -O3, one thread, CPU time." >&2

if want exact; then
  $bench/bench_exact --runs "$runs" "$data/17clue.txt" "$data/top1465.txt" "$data/forum_hardest_1905_11plus.txt" |
    report "exact --runs $runs"
fi
if want variants; then
  # The variant solver (docs/VARIANTS.md): Killer 9x9 without givens and classic 16x16, count to 2,
  # puzzles made by the benchmark from seeded random solutions. About a minute.
  $bench/bench_variants --runs "$runs" --killer 200 --classic16 20 | report "variants --runs $runs"
fi
if want variant-generate; then
  # The variant generator natively and in WASM (Node), case by case in one run, seeds 1..N (issue
  # 36's generate bars): no difficulty (Killer 9x9 without givens, jigsaw 9x9, X 9x9: 100 seeds;
  # classic 16x16: 30), then each band easy..extreme (Killer, X, jigsaw: 30 seeds), every puzzle
  # rated again. No data files; about 15 minutes (Killer expert takes seconds a puzzle).
  scripts/setup.sh > /dev/null
  scripts/build-wasm.sh > /dev/null 2>&1
  node bench/wasm/bench_variant_generate_node.mjs --seeds9 100 --seeds16 30 --band-seeds 30 | report variant-generate
fi
if want killer-peer; then
  # The npm package killer-sudoku-generator beside our Killer generator: 100 puzzles per
  # difficulty each, uniqueness by our counter and by minisat. The package is installed into a
  # temporary folder for the run (never into the checkout). About a minute.
  # Needs minisat (scripts/setup.sh installs it; the helper says so when it is absent).
  peer_dir=$(mktemp -d /tmp/killer-peer.XXXXXX)
  npm install --prefix "$peer_dir" --no-audit --no-fund --loglevel=error killer-sudoku-generator@1.1.2 > /dev/null
  node bench/peers/killer_peer.mjs --package "$peer_dir" --n 100 | report killer-peer
  rm -rf "$peer_dir"
fi
if want killers; then
  # The hard Killers bar: the Interactive Sudoku Solver's TAREK_ALL, MATHEMAGIC_KILLERS and
  # EXTREME_KILLERS counted to 2 by our variants module (WASM) and by that solver, side by side
  # in one Node process. Its tree is exported into build/sigh/ from SIGH_REPO (a clone, a bare
  # snapshot or the URL), never committed. Our count stops at 200,000 nodes (MATHEMAGIC's need
  # more; at 25 us a node in WASM a larger budget is minutes a puzzle). About 3 minutes a round.
  scripts/build-wasm.sh > /dev/null 2>&1
  node bench/killers/vs_sigh.mjs --sigh "${SIGH_REPO:-https://github.com/sigh/Interactive-Sudoku-Solver}" \
    --runs "$runs" --max-nodes 200000 | report "killers --runs $runs"
fi
if want tdoku; then
  # tdoku beside the exact solver, natively and in WebAssembly (Node, then Chromium); skipped
  # with a message unless TDOKU_DIR points at a copy of its source (bench/peers/tdoku.sh says
  # how to get one).
  scripts/setup.sh > /dev/null
  scripts/build-wasm.sh > /dev/null 2>&1
  bench/peers/tdoku.sh --runs "$runs" "$data/17clue.txt" "$data/top1465.txt" "$data/forum_hardest_1905_11plus.txt" |
    report "tdoku --runs $runs"
fi
if want seed; then
  $bench/bench_seed --runs "$runs" "$data/seeds.txt" "$data/top95.txt" | report "seed --runs $runs"
fi
if want techniques; then
  # Every step of every puzzle is checked against the exact solution (exit 1 if any is unsound).
  $bench/bench_techniques --runs "$runs" --throughput "$data/top1465.txt" \
    "$data/graded/qqwing_simple.txt" "$data/graded/qqwing_easy.txt" "$data/graded/qqwing_intermediate.txt" \
    "$data/graded/qqwing_expert.txt" "$data/top95.txt" "$data/hardest11.txt" "$data/top1465.txt" |
    report "techniques --runs $runs"
fi
if want se; then
  # Agreement with Sudoku Explainer 1.2.1.3 on the sets it rated (tests/data/se; SE's CPU
  # times, as bench/peers/se.sh measured them, in tests/data/se/cpu.txt).
  $bench/bench_se --runs "$runs" --se-cpu tests/data/se/cpu.txt \
    tests/data/se/easy50.txt tests/data/se/qqwing_simple.txt tests/data/se/qqwing_easy.txt \
    tests/data/se/qqwing_intermediate.txt tests/data/se/qqwing_expert.txt tests/data/se/top95.txt \
    tests/data/se/hardest11.txt tests/data/se/top1465_first100.txt tests/data/se/top1465_101_300.txt \
    tests/data/se/top1465_301_500.txt tests/data/se/generated100.txt tests/data/se/chains_plus.txt \
    tests/data/se/hardest1905_first20.txt |
    report "se --runs $runs"
fi
if want techniques-wasm; then
  # The technique rater in WASM (Node and Chromium) beside native, on top1465, in one run.
  export SUDOKU_DATA=$data
  scripts/setup.sh > /dev/null
  scripts/build-wasm.sh > /dev/null 2>&1
  {
    node bench/wasm/bench_rate.mjs --runs "$runs" top1465.txt
    # Per puzzle, on the hardest set (every 1000th puzzle: 49; each takes seconds since SE's
    # nested chains rate them) and top1465.
    node bench/wasm/bench_rate_latency.mjs --runs 3 forum_hardest_1905_11plus.txt:every=1000 top1465.txt
  } | report "techniques-wasm --runs $runs"
fi
if want lp; then
  # Each puzzle's time is the median of 3 runs (an LP solve takes about a millisecond).
  {
    $bench/bench_lp --runs 3 \
      "$data/graded/qqwing_simple.txt" "$data/graded/qqwing_easy.txt" \
      "$data/graded/qqwing_intermediate.txt" "$data/graded/qqwing_expert.txt" \
      "$data/top95.txt" "$data/hardest11.txt" "$data/17clue.txt:first=1000"
    # The full-size LP (no presolve) on the same 17-clue sample, and a sample spread over the whole file.
    $bench/bench_lp --runs 3 --table lp-more --methods lp-nopresolve "$data/17clue.txt:first=1000"
    $bench/bench_lp --runs 3 --table lp-more --methods lp,lp+crossover "$data/17clue.txt:every=49"
  } | report lp
fi
if want lp-wasm; then
  # The LP family in WASM (Node) beside native, set by set in the same run.
  export SUDOKU_DATA=$data
  scripts/setup.sh > /dev/null
  scripts/build-wasm.sh > /dev/null 2>&1
  node bench/wasm/bench_lp.mjs --runs 3 | report lp-wasm
fi
if want wasm; then
  # The module in Node and in Chromium beside native, the npm peers, the payload.
  export SUDOKU_DATA=$data
  scripts/setup.sh > /dev/null
  scripts/build-wasm.sh > /dev/null 2>&1
  {
    node bench/wasm/bench_node.mjs --runs "$runs"
    node bench/wasm/bench_chromium.mjs --runs "$runs"
  } | report "wasm --runs $runs"
fi
if want calls; then
  # What one lab.solve costs against the batch call: one after another, together, solveMany.
  export SUDOKU_DATA=$data
  scripts/setup.sh > /dev/null
  scripts/build-wasm.sh > /dev/null 2>&1
  node bench/wasm/bench_calls.mjs --runs "$runs" | report "calls --runs $runs"
fi
if want app; then
  # The web app: transfer (gzip -9) against its budget, load time in Chromium on localhost.
  scripts/setup.sh > /dev/null
  scripts/build-app.sh > /dev/null 2>&1
  node bench/app/load.mjs --runs "$runs" | report "app --runs $runs"
fi
if want lab; then
  # The lab while a long job runs: generate latency during a full-speed Watch run, and the
  # Watch view's frame rate over 2 and 5 minute runs. About 9 minutes.
  scripts/setup.sh > /dev/null
  scripts/build-app.sh > /dev/null 2>&1
  {
    node bench/app/latency.mjs --n 20
    node bench/app/watch-fps.mjs --minutes 2,5
  } | report lab
fi
if want play; then
  # Playing on a phone: time to interactive at 4x CPU throttling, input to painted cell.
  scripts/setup.sh > /dev/null
  scripts/build-app.sh > /dev/null 2>&1
  node bench/app/play.mjs --runs "$runs" | report "play --runs $runs"
fi
if want rate-view; then
  # The app's Rate view on hardest11's second puzzle (ER 10.6, nested chains): click to the
  # techniques card's result and to the whole view done, cold and again, at 1x CPU.
  scripts/setup.sh > /dev/null
  scripts/build-app.sh > /dev/null 2>&1
  node bench/app/rate.mjs --runs "$runs" | report "rate-view --runs $runs"
fi
if want ga; then
  scripts/bench_ga.sh $quick | report "ga${quick:+ --quick}"
fi
if want generate; then
  # Seeds 1..N per case; no data files needed. --runs 3 keeps the run in minutes.
  scripts/setup.sh > /dev/null
  scripts/build-wasm.sh > /dev/null 2>&1
  {
    $bench/bench_generate --runs "$((runs < 3 ? runs : 3))"
    # The same level / symmetry cases in WASM (Node, raw module, one thread).
    node bench/wasm/bench_generate_node.mjs --runs "$((runs < 3 ? runs : 3))"
  } | report "generate --runs $runs"
fi
if want package; then
  # The npm package (no data files): generate by difficulty against the npm generators, the
  # payload of a page per entry, import to first result in Chromium. About 10 minutes.
  scripts/setup.sh > /dev/null
  scripts/build-wasm.sh > /dev/null 2>&1
  if [[ -n $quick ]]; then gen=(--rounds 1 --n 20 --budget 3); loads=3; else gen=(--rounds 3 --n 50 --budget 5); loads=10; fi
  # Only the entries with a generator take part in the generate table.
  gen_entries=$(tr , '\n' <<< "$entries" | grep -v '^sudoku-lab/solver$' | paste -sd, -)
  # sudoku-lab/solver has no generator: it is in the payload and first-result tables only, solving a hard puzzle.
  {
    node bench/package/generate.mjs "${gen[@]}" --entries "$gen_entries"
    node bench/package/payload.mjs --entries "$entries"
    node bench/package/first_result.mjs --runs "$loads" --entries "$entries"
  } | report "package${quick:+ --quick} --entries $entries"
fi
if want element; then
  # <sudoku-board> (sudoku-lab/element) from import() to an interactive board in Chromium, 10
  # cold loads per board, the files unbundled from a second origin as a CDN serves them. About 30 s.
  scripts/build-wasm.sh > /dev/null 2>&1
  node bench/package/element.mjs --runs "$((runs < 10 ? 10 : runs))" | report element
fi
if want jobs; then
  # The CLI's --jobs: wall time of rate on top1465 and generate --difficulty hard --count 2000
  # with --jobs 1 and --jobs 2, interleaved, and whether both print the same bytes. Wall time on
  # both cores, so nothing else may run: `flock /tmp/heavy.lock scripts/bench.sh jobs` on a
  # quiet machine. About 2 minutes at --runs 5.
  node bench/cli/jobs.mjs --runs "$runs" --jobs 2 --count 2000 --cli build/native/cli/sudoku-lab "$data/top1465.txt" |
    report "jobs --runs $runs"
fi
if want soak; then
  # 10,000 mixed calls with random aborts through real Node workers, one lab and four at
  # once: every answer validated, abort latency, memory. About 4 minutes.
  scripts/setup.sh > /dev/null
  scripts/build-wasm.sh > /dev/null 2>&1
  node --expose-gc bench/wasm/soak.mjs --calls 10000 | report soak
fi
