// @ts-check
// WASM generator throughput in Node (docs/benchmarks/generator.md): per level and symmetry, puzzles with seeds
// 1..N from the raw module in this thread; a puzzle's time is the median of its runs (CPU
// time, process.cpuUsage); puzzles/s is N over the sum of those medians. Each puzzle is
// checked (a solution of it, exactly one by the core's exact counter inside generate()).
// Native figures of the same cases: build/native/bench/bench_generate levels.
// Usage: node bench/wasm/bench_generate_node.mjs [--runs N] [--scale X]
import { readFileSync } from 'node:fs';
import { Sample, parseArgs, table } from '../harness/harness.mjs';
import { isSolutionOf, median, root } from './common.mjs';

const args = parseArgs(
  ['runs', 'scale', 'only'],
  'node bench/wasm/bench_generate_node.mjs [--runs N] [--scale X] [--only levels|minimal|technique]',
);
/** --only: one of the tables (all by default). @param {string} name */
const want = (name) => !args.has('only') || args.text('only') === name;
const runs = args.number('runs', 3);
const scale = args.number('scale', 1);

const { default: create } = await import(`${root}pkg/wasm/sudoku.mjs`);
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku.wasm`) });

// Warm-up: V8 compiles the module's hot functions again in background threads (tier-up),
// which process.cpuUsage would count against the first cases.
for (let i = 0; i < 200; i++) mod.generate({ clueLevel: 1 + (i % 6), symmetry: 'rot180', seed: 100000 + i });

const SYMMETRIES = ['none', 'rot180', 'rot90', 'mirror', 'diagonal'];
/** Fewer puzzles for the slower cases, as bench_generate does. @param {number} level @param {string} s */
const countFor = (level, s) =>
  Math.max(10, Math.round(scale * (level >= 5 && s === 'rot90' ? 100 : level >= 5 && s !== 'none' ? 300 : 1000)));

/** The harness's quantile, as bench_generate computes it. @param {number[]} xs @param {number} q */
const quantile = (xs, q) => new Sample(xs).quantile(q);

const columns = ['puzzles', 'puzzles/s', 'p50 ms', 'p95 ms', 'max ms', 'givens'];
const levels = !want('levels')
  ? null
  : table(
      'generate-wasm',
      `WASM in Node ${process.version} (raw module, one thread; seeds 1..N, median of ${runs} runs, CPU time)`,
      ['level / symmetry', ...columns],
    );
/**
 * One row: puzzles with seeds 1..n of these options.
 * @param {{ row: (cells: (string | number)[]) => void }} out @param {string} label @param {Record<string, unknown>} options @param {number} n
 */
function row(out, label, options, n) {
  /** @type {number[][]} */
  const times = Array.from({ length: n }, () => []);
  let lo = 81,
    hi = 0,
    failures = 0,
    failure = '';
  for (let r = 0; r < runs; r++)
    for (let i = 0; i < n; i++) {
      const t = process.cpuUsage();
      const g = mod.generate({ ...options, seed: i + 1 });
      const d = process.cpuUsage(t);
      times[i]?.push((d.user + d.system) / 1e3);
      if (r > 0) continue;
      if ('error' in g) {
        failures++;
        failure = g.error.message;
        continue;
      }
      if (!isSolutionOf(g.puzzle, g.solution)) throw new Error(`${label} seed ${i + 1}: bad solution`);
      lo = Math.min(lo, g.givens);
      hi = Math.max(hi, g.givens);
    }
  const ms = times.map(median);
  const sum = ms.reduce((a, b) => a + b, 0);
  const fmt = (/** @type {number} */ x) => x.toFixed(2);
  out.row([
    label,
    n,
    (n / (sum / 1e3)).toFixed(0),
    fmt(quantile(ms, 0.5)),
    fmt(quantile(ms, 0.95)),
    Math.max(...ms).toFixed(1),
    failures ? `**${failures} not found**: ${failure}` : `${lo}..${hi}`,
  ]);
}

for (let level = 1; level <= 6 && levels; level++)
  for (const symmetry of SYMMETRIES)
    row(levels, `${level} / ${symmetry}`, { clueLevel: level, symmetry }, countFor(level, symmetry));
const minimal = !want('minimal')
  ? null
  : table(
      'generate-wasm-minimal',
      `Minimal puzzles (no given can be removed), no symmetry; WASM in Node, median of ${runs} runs`,
      ['minimal, level', ...columns],
    );
if (minimal)
  for (const level of [0, 5, 6, 4])
    row(
      minimal,
      `minimal, ${level}`,
      { clueLevel: level, minimal: true },
      Math.max(10, Math.round(scale * (level === 4 ? 200 : 1000))),
    );

// Generate by technique in WASM: seeds 1..N per technique, CPU time per puzzle (one run); a
// seed that finds none within the work bound counts as not found, its time in the quantiles.
const techniques = !want('technique')
  ? null
  : table(
      'generate-wasm-technique',
      `Generate by technique, WASM in Node ${process.version} (seeds 1..N, CPU ms, one run)`,
      ['technique', 'puzzles', 'found', 'p50 ms', 'p95 ms', 'max ms'],
    );
for (const technique of !techniques
  ? []
  : [
      'hidden-single-box',
      'pointing',
      'claiming',
      'naked-pair',
      'x-wing',
      'hidden-pair',
      'naked-triple',
      'xy-wing',
      'xyz-wing',
      'skyscraper',
      'w-wing',
      'aic',
      'x-cycle',
      'forcing-x-chain',
      'forcing-chain',
      'dynamic-forcing-chain',
    ]) {
  const n = Math.max(5, Math.round(20 * scale));
  /** @type {number[]} */
  const ms = [];
  let found = 0;
  for (let seed = 1; seed <= n; seed++) {
    const t = process.cpuUsage();
    const g = mod.generate({ technique, seed });
    const d = process.cpuUsage(t);
    ms.push((d.user + d.system) / 1e3);
    if ('error' in g) continue;
    if (!isSolutionOf(g.puzzle, g.solution) || g.technique !== technique)
      throw new Error(`${technique} seed ${seed}: wrong puzzle`);
    found++;
  }
  techniques?.row([
    technique,
    n,
    found,
    quantile(ms, 0.5).toFixed(1),
    quantile(ms, 0.95).toFixed(1),
    Math.max(...ms).toFixed(1),
  ]);
}
