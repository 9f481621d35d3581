// @ts-check
// Per-puzzle time of the technique rater in WASM (Node, the raw module's rateTechniques, no
// step list): CPU ms of each puzzle, median of --runs ratings of it, then the set's p50 / p95
// / max. The bar of docs/BENCHMARKS.md is the hardest set's p95 in WASM. Then a hint from the
// start position of Easter Monster and of each puzzle of the sets (the raw module's hint, CPU
// ms, median of --runs): the calls go round the puzzles, so no hint finds the engine's memo of
// the same grid warm (a hint repeated at one position would). Last, unless --no-chromium, the
// rater per puzzle on the page thread of Chromium (the page of bench_chromium.mjs): wall ms,
// a page having no CPU clock of its own (one thread, nothing else on the page).
// Usage: node bench/wasm/bench_rate_latency.mjs [--runs N] [--no-chromium] SET...   (SET as harness.mjs loadSet reads it)
import { readFileSync } from 'node:fs';
import { Sample, cpuNow, loadSet, parseArgs, root, table } from '../harness/harness.mjs';
import { openBenchPage } from './chromium_page.mjs';

const args = parseArgs(
  ['runs', 'no-chromium!'],
  'node bench/wasm/bench_rate_latency.mjs [--runs N] [--no-chromium] SET...',
);
const runs = args.number('runs', 3);
const { default: create } = await import('../../pkg/wasm/sudoku.mjs');
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku.wasm`) });

const t = table(
  'rate-latency-wasm',
  `Technique rater per puzzle in WASM, Node ${process.version} (CPU ms, median of ${runs} ratings of each puzzle)`,
  ['set', 'puzzles', 'p50 ms', 'p95 ms', 'max ms', 'ER p50', 'ER max'],
);
const sets = [];
for (const spec of args.positional) {
  const set = loadSet(spec);
  if (!set) continue;
  const grids = set.puzzles.map((p) => {
    const r = mod.readPuzzle(p);
    if (!r.ok) throw new Error(`bad puzzle in ${spec}: ${p}`);
    return r.grid;
  });
  sets.push({ name: set.name, grids, lines: set.puzzles });
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

// Easter Monster: its first step needs a nested chain (SE level 2, 10.8).
const easterMonster = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
const groups = [{ name: 'Easter Monster', grids: [mod.readPuzzle(easterMonster).grid] }, ...sets];
const all = groups.flatMap((g) => g.grids);
const hintMs = all.map(() => new Sample());
const hintKind = all.map(() => '');
for (let r = 0; r < runs; r++)
  all.forEach((g, i) => {
    const c = process.cpuUsage();
    const h = mod.hint(g, undefined, undefined, false);
    hintMs[i]?.values.push(cpuNow(c) * 1000);
    if (!('kind' in h) || h.kind !== 'step' || !h.step) throw new Error(`no hint step for ${g}`);
    hintKind[i] = h.step.technique;
  });
const h = table(
  'hint-latency-wasm',
  `A hint from the start position in WASM, Node ${process.version} (CPU ms, median of ${runs} hints of each puzzle, the calls going round the puzzles)`,
  ['puzzles', 'count', 'p50 ms', 'p95 ms', 'max ms', 'slowest hint'],
);
let at = 0;
for (const group of groups) {
  const medians = hintMs.slice(at, at + group.grids.length).map((v) => v.median());
  const slowest = at + medians.indexOf(Math.max(...medians));
  const ms = new Sample(medians);
  h.row([
    group.name,
    group.grids.length,
    ms.median().toFixed(2),
    ms.quantile(0.95).toFixed(2),
    ms.max().toFixed(1),
    hintKind[slowest] ?? '-',
  ]);
  at += group.grids.length;
}

if (!args.has('no-chromium')) {
  const { page, version, close } = await openBenchPage();
  const c = table(
    'rate-latency-chromium',
    `Technique rater per puzzle in WASM, Chromium ${version}, page thread (wall ms, median of ${runs} ratings of each puzzle)`,
    ['set', 'puzzles', 'p50 ms', 'p95 ms', 'max ms'],
  );
  try {
    for (const set of sets) {
      await page.evaluate((l) => /** @type {any} */ (window).setData(l), set.lines.slice(0, 50));
      await page.evaluate(() => /** @type {any} */ (window).rateEach()); // V8 tiers the module up
      await page.evaluate((l) => /** @type {any} */ (window).setData(l), set.lines);
      const each = set.lines.map(() => new Sample());
      for (let r = 0; r < runs; r++) {
        /** @type {number[]} */
        const ms = await page.evaluate(() => /** @type {any} */ (window).rateEach());
        ms.forEach((m, i) => each[i]?.values.push(m));
      }
      const ms = new Sample(each.map((e) => e.median()));
      c.row([set.name, set.lines.length, ms.median().toFixed(2), ms.quantile(0.95).toFixed(2), ms.max().toFixed(1)]);
    }
  } finally {
    await close();
  }
}
