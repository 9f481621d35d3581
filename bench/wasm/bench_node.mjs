// @ts-check
// WASM exact-solver throughput in Node beside native, measured in one run, and the npm
// peers on the same puzzles. CPU time (process.cpuUsage, all threads), median of N runs.
// Usage: node bench/wasm/bench_node.mjs [--runs N]      (scripts/bench.sh wasm runs it)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { parseArgs, table } from '../harness/harness.mjs';
import {
  cpuSeconds,
  files,
  fmt,
  isSolutionOf,
  load,
  median,
  nativeRun,
  peerSubset,
  ratio,
  root,
  timed,
} from './common.mjs';
import { peers } from './peers.mjs';

/** A peer gets this long (CPU and wall) per file, all runs together. */
const peerTimeoutS = 120;

const args = parseArgs(['runs', 'peers-only!'], 'node bench/wasm/bench_node.mjs [--runs N] [--peers-only]');
const runs = args.number('runs', 5);
/** --peers-only: just the peer table (for iterating on it). */
const peersOnly = args.has('peers-only');
const { default: create } = await import('../../pkg/wasm/sudoku.mjs');
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku.wasm`) });
const lab = await createSudokuLab({ workers: 2 });

/** @param {string[]} lines */
function pack(lines) {
  const r = mod.readPuzzles(lines);
  if (!r.ok) throw new Error(`bad puzzle at ${r.index}`);
  return r.grids;
}

/**
 * Native and wasm runs interleaved, so that both see the same machine load.
 * @param {string[]} lines @param {number} n @param {string} [file] also run native on this file
 */
function wasmRates(lines, n, file) {
  const grids = pack(lines);
  const strings = lines.map((l) => mod.readPuzzle(l).grid);
  // Every answer checked once, outside the timing.
  const check = mod.solveGrids(grids, 'exact', 1, {});
  if ('error' in check) throw new Error(check.error.message);
  for (let i = 0; i < lines.length; i++) {
    const sol = Array.from(check.solutions.subarray(i * 81, i * 81 + 81)).join('');
    if (check.status[i] !== 0 || !isSolutionOf(lines[i] ?? '', sol)) throw new Error(`wrong answer at ${i}`);
  }
  const batch = [],
    perCall = [],
    native = [];
  // Run 0 warms up: V8 compiles wasm with its baseline tier first and optimizes hot code later.
  for (let r = -1; r < n; r++) {
    const b = lines.length / cpuSeconds(() => mod.solveGrids(grids, 'exact', 1, {}));
    const c = lines.length / cpuSeconds(() => strings.forEach((g) => mod.solve(g, 'exact', 1, {})));
    if (r >= 0) {
      batch.push(b);
      perCall.push(c);
    }
    if (r >= 0 && file) native.push(nativeRun(file));
  }
  return { batch: median(batch), perCall: median(perCall), native: median(native) };
}

const node = table(
  'wasm-node',
  `WASM throughput in Node (puzzles/s; exact solver, solve() with uniqueness (count to 2), CPU time, median of ${runs} runs)`,
  [
    'file',
    'puzzles',
    'native solve()',
    'wasm C++ batch (solveGrids)',
    'wasm/native',
    'wasm one call a puzzle from JS',
    'wasm/native',
    'lab.solveMany, 1 worker',
    'wasm/native',
    'lab.solveMany, 2 workers (CPU / wall)',
    'lab.solve, one call a puzzle (CPU / wall)',
  ],
);
for (const file of peersOnly ? [] : files) {
  const lines = load(file);
  if (!lines) continue;
  const w = wasmRates(lines, runs, file);
  const native = w.native;
  const one = [],
    twoCpu = [],
    twoWall = [];
  await lab.solveMany(lines, { workers: 2 }); // warm up both workers
  for (let r = 0; r < runs; r++) {
    const a = await timed(() => lab.solveMany(lines, { workers: 1 }));
    one.push(lines.length / a.cpu);
    const b = await timed(() => lab.solveMany(lines, { workers: 2 }));
    twoCpu.push(lines.length / b.cpu);
    twoWall.push(lines.length / b.wall);
  }
  const few = lines.slice(0, 5000);
  const rt = await timed(async () => {
    for (const p of few) await lab.solve(p);
  });
  node.row([
    file,
    lines.length,
    fmt(native),
    fmt(w.batch),
    ratio(w.batch / native),
    fmt(w.perCall),
    ratio(w.perCall / native),
    fmt(median(one)),
    ratio(median(one) / native),
    `${fmt(median(twoCpu))} / ${fmt(median(twoWall))}`,
    `${fmt(few.length / rt.cpu)} / ${fmt(few.length / rt.wall)} (first ${few.length})`,
  ]);
}

const peerTable = table('wasm-peers', 'JavaScript peers on npm, same puzzles, same run (puzzles/s, CPU time)', [
  'puzzles',
  'sudoku-lab wasm batch (proves uniqueness)',
  'sudoku-lab one call a puzzle (proves uniqueness)',
  'sudoku-lab to the first solution, one call a puzzle',
  ...peers.map((p) => `${p.name} ${p.version}`),
  'sudoku-lab batch / fastest peer',
  'first solution / fastest peer',
]);
for (const file of files) {
  const lines = load(file, peerSubset[/** @type {keyof typeof peerSubset} */ (file)]);
  if (!lines) continue;
  const ours = wasmRates(lines, runs);
  // Like for like with the peers, which stop at the first solution: the exact search to the
  // first solution is count(limit 1) (exact_search with limit 1), one call a puzzle.
  const strings = lines.map((l) => mod.readPuzzle(l).grid);
  const first = [];
  for (let r = -1; r < runs; r++) {
    const rate = lines.length / cpuSeconds(() => strings.forEach((g) => mod.count(g, 'exact', 1, undefined)));
    if (r >= 0) first.push(rate);
  }
  const cells = [];
  let fastest = 0;
  for (let i = 0; i < peers.length; i++) {
    const run = spawnSync(
      'node',
      [`${root}bench/wasm/peer_run.mjs`, String(i), file, String(lines.length), String(runs)],
      {
        encoding: 'utf8',
        timeout: peerTimeoutS * 1000,
      },
    );
    if (run.status !== 0) {
      cells.push(`did not finish in ${peerTimeoutS} s`);
      continue;
    }
    const { rate, right, wrong } = JSON.parse(run.stdout);
    // A peer counts as a competitor on a file only if it solves all of it correctly.
    if (right === lines.length) fastest = Math.max(fastest, rate);
    cells.push(`${fmt(rate)} (${right}/${lines.length} solved${wrong ? `, ${wrong} wrong` : ''})`);
  }
  peerTable.row([
    `${file}, first ${lines.length}`,
    fmt(ours.batch),
    fmt(ours.perCall),
    fmt(median(first)),
    ...cells,
    `${ratio(ours.batch / fastest)}x`,
    `${ratio(median(first) / fastest)}x`,
  ]);
}
peerTable.note(
  `Peers: ${peers.map((p) => `${p.name}: ${p.how}`).join('; ')}. sudoku-lab proves uniqueness (counts to 2); the peers stop at the first solution.`,
);
lab.dispose();
