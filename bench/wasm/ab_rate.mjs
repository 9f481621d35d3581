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
/** @typedef {{ name: string, mod: any, grids: any[], per: Sample }} Build  a module, the puzzles read by it, its per-puzzle medians */
/** @type {Build[]} */
const builds = [];
for (const name of ['old', 'new']) {
  const d = args.text(name);
  if (!d) {
    console.error(`--${name} DIR is required (a folder with sudoku.mjs and sudoku.wasm)`);
    process.exit(2);
  }
  builds.push({
    name,
    mod: await load(d.startsWith('/') ? d : `${process.cwd()}/${d}`),
    grids: /** @type {any[]} */ ([]),
    per: new Sample(),
  });
}
const [older, newer] = /** @type {[Build, Build]} */ (builds);

for (const spec of args.positional) {
  const set = loadSet(spec);
  if (!set) continue;
  const puzzles = set.puzzles.map((p) => p.slice(0, 81)); // (rated files carry ratings after)
  for (const b of builds) {
    b.per = new Sample();
    b.grids = puzzles.map((p) => {
      const r = b.mod.readPuzzle(p);
      if (!r.ok) throw new Error(`bad puzzle in ${spec}: ${p}`);
      return r.grid;
    });
    for (const g of b.grids.slice(0, 30)) b.mod.rateTechniques(g, false, undefined); // V8 tiers up
  }
  puzzles.forEach((p, i) => {
    const each = builds.map(() => new Sample());
    const er = builds.map(() => 0);
    for (let r = 0; r < runs; r++)
      for (const k of r % 2 ? [1, 0] : [0, 1]) {
        const b = builds[k],
          sample = each[k];
        if (!b || !sample) continue;
        const c = process.cpuUsage();
        er[k] = b.mod.rateTechniques(b.grids[i], false, undefined).er;
        sample.values.push(cpuNow(c) * 1000);
      }
    if (er[0] !== er[1]) throw new Error(`${set.name}: the builds rate ${p} ${er[0]} and ${er[1]}`);
    builds.forEach((b, k) => b.per.values.push(each[k]?.median() ?? 0));
  });
  const total = (/** @type {Sample} */ s) => s.values.reduce((x, y) => x + y, 0);
  console.log(`${set.name}: ${puzzles.length} puzzles, median of ${runs} ratings by each build, alternating`);
  for (const b of builds)
    console.log(
      `  ${b.name}: total ${total(b.per).toFixed(0)} ms, p50 ${b.per.median().toFixed(1)}, p95 ${b.per.quantile(0.95).toFixed(1)}, max ${b.per.max().toFixed(1)}`,
    );
  console.log(`  new/old (totals): ${(total(newer.per) / total(older.per)).toFixed(3)}`);
}
