// @ts-check
// The variant solver in WASM in Node on puzzles from files (one variant line each, compact or
// f-puzzles): count to 2, CPU time per puzzle (process.cpuUsage), the median of --runs runs, with
// the nodes the core reports. The same files go to bench_variants --lines natively, so the two
// measure the same puzzles (bench/data/variants/ holds fixed sets; bench_variants --write makes more).
// Usage: node bench/wasm/variant_lines_node.mjs [--runs N] FILE...
import { readFileSync } from 'node:fs';
import { Sample, dec, parseArgs, root, table } from '../harness/harness.mjs';

const args = parseArgs(['runs'], 'node bench/wasm/variant_lines_node.mjs [--runs N] FILE...');
const runs = args.number('runs', 3);
if (args.positional.length === 0) {
  console.error('usage: node bench/wasm/variant_lines_node.mjs [--runs N] FILE...');
  process.exit(2);
}

const { default: create } = await import(`${root}pkg/wasm/sudoku-variants.mjs`);
/** @type {import('../../web/src/wasm/sudoku-variants.mjs').VariantModule} */
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku-variants.wasm`) });
// Warm-up (V8's tier-up compiles in background threads, which cpuUsage would count).
for (let i = 0; i < 50; i++) mod.variantSolve('9', 2, i, undefined);

const out = table(
  'variant-lines-wasm',
  `Variant solver, count to 2, WASM in Node ${process.version} (full module, one thread; CPU ms a puzzle, median of ${runs} runs)`,
  ['file', 'puzzles', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'nodes p50', 'nodes max'],
);
for (const file of args.positional) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  /** @type {number[]} */
  const ms = [];
  /** @type {number[]} */
  const nodes = [];
  for (const [i, line] of lines.entries()) {
    /** @type {number[]} */
    const times = [];
    let res;
    for (let r = 0; r < runs; r++) {
      const t = process.cpuUsage();
      res = mod.variantSolve(line, 2, undefined, undefined);
      const d = process.cpuUsage(t);
      times.push((d.user + d.system) / 1e3);
    }
    if (!res || 'error' in res) throw new Error(`${file} line ${i + 1}: ${res ? res.error.message : 'no answer'}`);
    ms.push(new Sample(times).median());
    nodes.push(res.nodes);
  }
  const t = new Sample(ms);
  const n = new Sample(nodes);
  out.row([
    file,
    lines.length,
    dec(t.median(), 3),
    dec(t.quantile(0.9), 3),
    dec(t.quantile(0.99), 3),
    dec(t.max(), 3),
    n.median(),
    n.max(),
  ]);
}
