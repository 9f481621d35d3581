// @ts-check
// Technique-rater throughput (rate --by techniques, no step list) in WASM beside native,
// measured in one run: native runs interleaved with the wasm runs so both see the same
// machine load. CPU time (process.cpuUsage, all threads), median of N runs. Every wasm
// rating is checked once against the native CLI's `ER EP ED difficulty` line.
// Also in Chromium (the page of bench_chromium.mjs) unless --no-chromium.
// Usage: node bench/wasm/bench_rate.mjs [--runs N] [--no-chromium] [FILE]   (scripts/bench.sh techniques-wasm)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { loadAverage, parseArgs, readTables, table } from '../harness/harness.mjs';
import { chromiumCpuSeconds, openBenchPage } from './chromium_page.mjs';
import { cpuSeconds, dataDir, fmt, load, median, ratio, root, timed } from './common.mjs';

const args = parseArgs(['runs', 'no-chromium!'], 'node bench/wasm/bench_rate.mjs [--runs N] [--no-chromium] [FILE]');
const runs = args.number('runs', 5);
const file = args.positional[0] ?? 'top1465.txt';
const lines = load(file);
if (!lines) process.exit(0);
const loadAtStart = loadAverage();

const { default: create } = await import('../../pkg/wasm/sudoku.mjs');
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku.wasm`) });
const grids = lines.map((l) => {
  const r = mod.readPuzzle(l);
  if (!r.ok) throw new Error(`bad puzzle: ${l}`);
  return r.grid;
});

// Same ratings as native, checked once outside the timing.
const native = execFileSync(
  `${root}build/native/cli/sudoku-lab`,
  ['rate', '--by', 'techniques', `${dataDir}/${file}`],
  {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  },
).split('\n');
grids.forEach((g, i) => {
  const r = mod.rateTechniques(g, false, undefined);
  if ('error' in r) throw new Error(r.error.message);
  const line = `${r.er.toFixed(1)} ${r.ep.toFixed(1)} ${r.ed.toFixed(1)} ${r.difficulty}`;
  if (line !== native[i]) throw new Error(`line ${i + 1}: wasm '${line}', native '${native[i]}'`);
});

/** One native run of bench_techniques over the file: puzzles/s (CPU time). */
function nativeRate() {
  const out = execFileSync(
    `${root}build/native/bench/bench_techniques`,
    ['--runs', '1', '--throughput', `${dataDir}/${file}`],
    {
      encoding: 'utf8',
    },
  );
  return Number(readTables(out).get('techniques-throughput')?.[0]?.['puzzles/s']);
}

const lab = await createSudokuLab({ workers: 1 });
const perCall = [],
  nat = [],
  api = [],
  apiWall = [];
// Run -1 warms up (V8 tiers up wasm after the first calls).
for (let r = -1; r < runs; r++) {
  const w = lines.length / cpuSeconds(() => grids.forEach((g) => mod.rateTechniques(g, false, undefined)));
  const n = nativeRate();
  const t = await timed(async () => {
    for (const p of lines) await lab.rate(p, { by: 'techniques' });
  });
  if (r < 0) continue;
  perCall.push(w);
  nat.push(n);
  api.push(lines.length / t.cpu);
  apiWall.push(lines.length / t.wall);
}
lab.dispose();

const nodeTable = table(
  'techniques-wasm-node',
  `Technique rater throughput, native and WASM in Node (puzzles/s, no step list; CPU time, median of ${runs} runs)`,
  [
    'file',
    'puzzles',
    'native rate_techniques',
    'wasm rateTechniques, one call a puzzle',
    'wasm/native',
    'lab.rate (checks uniqueness, worker round trip), CPU / wall',
  ],
);
const n = median(nat),
  w = median(perCall);
nodeTable.row([file, lines.length, fmt(n), fmt(w), ratio(w / n), `${fmt(median(api))} / ${fmt(median(apiWall))}`]);
nodeTable.note(`Load average ${loadAtStart} at start, ${loadAverage()} after the Node runs.`);

if (!args.has('no-chromium')) {
  const { page, version, close } = await openBenchPage();
  try {
    await page.evaluate((l) => /** @type {any} */ (window).setData(l), lines);
    const cpu = [],
      wall = [],
      nat2 = [];
    for (let r = -1; r < runs; r++) {
      const c0 = chromiumCpuSeconds(process.pid);
      const wSec = await page.evaluate(() => /** @type {any} */ (window).run('rate', 1));
      const c = chromiumCpuSeconds(process.pid) - c0;
      const nr = nativeRate();
      if (r < 0) continue;
      cpu.push(lines.length / c);
      wall.push(lines.length / wSec);
      nat2.push(nr);
    }
    const t = table(
      'techniques-wasm-chromium',
      `Technique rater throughput in Chromium ${version} (puzzles/s; CPU time of Chromium's processes, wall time beside; median of ${runs} runs)`,
      [
        'file',
        'puzzles',
        'native rate_techniques',
        'wasm rateTechniques, one call a puzzle, page thread (CPU / wall)',
        'wasm/native (CPU)',
      ],
    );
    const n2 = median(nat2);
    t.row([file, lines.length, fmt(n2), `${fmt(median(cpu))} / ${fmt(median(wall))}`, ratio(median(cpu) / n2)]);
  } finally {
    await close();
  }
}
