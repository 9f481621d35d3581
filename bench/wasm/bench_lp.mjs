// @ts-check
// The LP family in WASM (Node) beside native, set by set in one run: success rate and CPU
// time per puzzle (each puzzle's time the median of --runs runs; median and p95 over the
// set), the same definitions as bench_lp. The module is called directly (solve(), one call
// a puzzle), so the times are the C++ work plus one boundary crossing. Every answer counted
// as solved passes the independent check; native and wasm must agree on the count.
// Usage: node bench/wasm/bench_lp.mjs [--runs N]      (scripts/bench.sh lp-wasm runs it)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Sample, loadAverage, parseArgs, readTables, table } from '../harness/harness.mjs';
import { dataDir, isSolutionOf, load, root } from './common.mjs';

const runs = parseArgs(['runs'], 'node bench/wasm/bench_lp.mjs [--runs N]').number('runs', 3);
const { default: create } = await import('../../pkg/wasm/sudoku.mjs');
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku.wasm`) });

/** [file, first N or 0 for all] */
const sets = /** @type {[string, number][]} */ ([
  ['graded/qqwing_simple.txt', 0],
  ['graded/qqwing_easy.txt', 0],
  ['graded/qqwing_intermediate.txt', 0],
  ['graded/qqwing_expert.txt', 0],
  ['top95.txt', 0],
  ['hardest11.txt', 0],
  ['17clue.txt', 1000],
]);
/** bench_lp's labels and how solve() is called for each. */
const methods = /** @type {[string, string, Record<string, number> | undefined][]} */ ([
  ['lp', 'lp', undefined],
  ['lp+crossover', 'lp', { crossover: 1 }],
  ['lp-reweighted', 'lp-reweighted', undefined],
  ['lp-hybrid', 'lp-hybrid', undefined],
]);

/** The harness's quantile, as bench_lp computes it. @param {number[]} v @param {number} q */
const quantile = (v, q) => new Sample(v).quantile(q);

/** Native rows of bench_lp for one set, by method label. @param {string} spec */
function native(spec) {
  const out = execFileSync(
    `${root}build/native/bench/bench_lp`,
    ['--runs', String(runs), '--methods', methods.map((m) => m[0]).join(','), spec],
    {
      encoding: 'utf8',
    },
  );
  return new Map(
    (readTables(out).get('lp') ?? []).map((r) => [
      r.method ?? '',
      { solved: Number(r.solved), median: Number(r['median ms']), p95: Number(r['p95 ms']) },
    ]),
  );
}

const load0 = loadAverage();
const out = table(
  'lp-wasm',
  `LP family, WASM in Node beside native (CPU ms per puzzle, each the median of ${runs} runs)`,
  [
    'set',
    'puzzles',
    'method',
    'native solved',
    'native median ms',
    'native p95 ms',
    'wasm solved',
    'wasm median ms',
    'wasm p95 ms',
    'wasm/native (median)',
  ],
);
for (const [file, first] of sets) {
  const lines = load(file, first || undefined);
  if (!lines) continue;
  const name = first ? `${file.split('/').pop()} (first ${first})` : file.split('/').pop();
  const nat = native(`${dataDir}/${file}${first ? `:first=${first}` : ''}`);
  const grids = lines.map((l) => mod.readPuzzle(l).grid);
  for (const [label, method, params] of methods) {
    /** @type {number[]} */
    const ms = [];
    let solved = 0;
    for (let i = 0; i < grids.length; i++) {
      const g = grids[i] ?? '';
      /** @type {number[]} */
      const t = [];
      let r;
      for (let k = 0; k < runs; k++) {
        const c = process.cpuUsage();
        r = mod.solve(g, method, 1, params);
        const d = process.cpuUsage(c);
        t.push((d.user + d.system) / 1e3);
      }
      if (!r || 'error' in r) throw new Error(`${label}: ${r ? r.error.message : 'no run'}`);
      if (r.status === 'solved') {
        if (!isSolutionOf(lines[i] ?? '', r.solution))
          throw new Error(`${label} ${name} line ${i + 1}: invalid solution`);
        solved++;
      }
      ms.push(quantile(t, 0.5));
    }
    const n = nat.get(label);
    const med = quantile(ms, 0.5);
    const pct = (/** @type {number} */ s) => `${s} (${((100 * s) / lines.length).toFixed(1)}%)`;
    out.row([
      name ?? '',
      lines.length,
      label,
      n ? pct(n.solved) : '-',
      n ? n.median.toFixed(2) : '-',
      n ? n.p95.toFixed(2) : '-',
      pct(solved),
      med.toFixed(2),
      quantile(ms, 0.95).toFixed(2),
      n ? (med / n.median).toFixed(2) : '-',
    ]);
    if (n && n.solved !== solved)
      out.note(`**native and wasm disagree on ${name} ${label}: ${n.solved} against ${solved} solved**`);
  }
}
out.note(
  `CPU time per puzzle: process.cpuUsage in Node, bench::cpu_seconds natively. Load average ${load0} at start, ${loadAverage()} at the end.`,
);
