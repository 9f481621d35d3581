// @ts-check
// Per-puzzle time of the technique rater in WASM (Node, the raw module's rateTechniques, no
// step list): CPU ms of each puzzle, median of --runs ratings of it, then the set's p50 / p95
// / max. The bar of docs/BENCHMARKS.md is the hardest set's p95 in WASM.
// Usage: node bench/wasm/bench_rate_latency.mjs [--runs N] SET...   (SET as harness.mjs loadSet reads it)
import { readFileSync } from 'node:fs';
import { Sample, cpuNow, loadSet, parseArgs, root, table } from '../harness/harness.mjs';

const args = parseArgs(['runs'], 'node bench/wasm/bench_rate_latency.mjs [--runs N] SET...');
const runs = args.number('runs', 3);
const { default: create } = await import('../../pkg/wasm/sudoku.mjs');
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku.wasm`) });

const t = table(
  'rate-latency-wasm',
  `Technique rater per puzzle in WASM, Node ${process.version} (CPU ms, median of ${runs} ratings of each puzzle)`,
  ['set', 'puzzles', 'p50 ms', 'p95 ms', 'max ms', 'ER p50', 'ER max'],
);
for (const spec of args.positional) {
  const set = loadSet(spec);
  if (!set) continue;
  const grids = set.puzzles.map((p) => {
    const r = mod.readPuzzle(p);
    if (!r.ok) throw new Error(`bad puzzle in ${spec}: ${p}`);
    return r.grid;
  });
  for (const g of grids.slice(0, 50)) mod.rateTechniques(g, false, undefined); // V8 tiers the module up
  const ms = new Sample(),
    er = new Sample();
  for (const g of grids) {
    const each = new Sample();
    let rating;
    for (let r = 0; r < runs; r++) {
      const c = process.cpuUsage();
      rating = mod.rateTechniques(g, false, undefined);
      each.values.push(cpuNow(c) * 1000);
    }
    if (!rating || 'error' in rating) throw new Error(`rating failed in ${spec}`);
    ms.values.push(each.median());
    er.values.push(rating.er);
  }
  t.row([
    set.name,
    grids.length,
    ms.median().toFixed(2),
    ms.quantile(0.95).toFixed(2),
    ms.max().toFixed(1),
    er.median().toFixed(1),
    er.max().toFixed(1),
  ]);
}
