// @ts-check
// Old against new: two builds of the full module (each a folder holding sudoku.mjs and
// sudoku.wasm, e.g. a copy of web/src/wasm from each commit) rate the same puzzles in one Node
// process, alternating per puzzle (A B, B A, ...), so this VM's drift between runs cancels out.
// Per puzzle the median CPU ms of --runs ratings by each; then each build's total, p50, p95 and
// max, and new/old of the totals. The ratings must agree (ER), or it stops.
// Usage: node bench/wasm/ab_rate.mjs --old DIR --new DIR [--runs N] SET...   (SET as loadSet reads it)
import { readFileSync } from 'node:fs';
import { Sample, cpuNow, loadSet, parseArgs } from '../harness/harness.mjs';

const args = parseArgs(['old', 'new', 'runs'], 'node bench/wasm/ab_rate.mjs --old DIR --new DIR [--runs N] SET...');
const runs = args.number('runs', 3);
async function load(/** @type {string} */ dir) {
  const { default: create } = await import(`${dir}/sudoku.mjs`);
  return create({ wasmBinary: readFileSync(`${dir}/sudoku.wasm`) });
}
const dirs = ['old', 'new'].map((name) => {
  const d = args.text(name);
  if (!d) {
    console.error(`--${name} DIR is required (a folder with sudoku.mjs and sudoku.wasm)`);
    process.exit(2);
  }
  return d.startsWith('/') ? d : `${process.cwd()}/${d}`;
});
const mods = [await load(dirs[0]), await load(dirs[1])];

for (const spec of args.positional) {
  const set = loadSet(spec);
  if (!set) continue;
  const puzzles = set.puzzles.map((p) => p.slice(0, 81));  // (rated files carry ratings after)
  const grids = mods.map((m) =>
    puzzles.map((p) => {
      const r = m.readPuzzle(p);
      if (!r.ok) throw new Error(`bad puzzle in ${spec}: ${p}`);
      return r.grid;
    }));
  for (let i = 0; i < Math.min(30, set.puzzles.length); i++) mods.forEach((m, k) => m.rateTechniques(grids[k][i], false, undefined));  // V8 tiers up
  const per = [new Sample(), new Sample()];
  for (let i = 0; i < set.puzzles.length; i++) {
    const each = [new Sample(), new Sample()];
    const er = [0, 0];
    for (let r = 0; r < runs; r++)
      for (const k of r % 2 ? [1, 0] : [0, 1]) {
        const c = process.cpuUsage();
        er[k] = mods[k].rateTechniques(grids[k][i], false, undefined).er;
        each[k].values.push(cpuNow(c) * 1000);
      }
    if (er[0] !== er[1]) throw new Error(`${set.name}: the builds rate ${puzzles[i]} ${er[0]} and ${er[1]}`);
    per.forEach((s, k) => s.values.push(each[k].median()));
  }
  const total = per.map((s) => s.values.reduce((a, b) => a + b, 0));
  console.log(`${set.name}: ${set.puzzles.length} puzzles, median of ${runs} ratings by each build, alternating`);
  per.forEach((s, k) =>
    console.log(`  ${k ? 'new' : 'old'}: total ${total[k].toFixed(0)} ms, p50 ${s.median().toFixed(1)}, p95 ${s.quantile(0.95).toFixed(1)}, max ${s.max().toFixed(1)}`));
  console.log(`  new/old (totals): ${(total[1] / total[0]).toFixed(3)}`);
}
