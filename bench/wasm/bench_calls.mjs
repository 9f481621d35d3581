// @ts-check
// What one call costs through the public API against the batch call, in Node: lab.solve one
// call after another (a round trip each), lab.solve for many puzzles at once (Promise.all:
// the calls share messages), lab.solveMany (one worker), and the module's own calls in this
// thread (solveFast per puzzle, solveGrids for the lot) to show the floor. Every answer is
// checked; CPU time of all threads (process.cpuUsage), the ways interleaved in each round,
// median of N rounds.
// Usage: node bench/wasm/bench_calls.mjs [--runs N]      (scripts/bench.sh calls runs it)
import { readFileSync } from 'node:fs';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { parseArgs, table } from '../harness/harness.mjs';
import { cpuSeconds, files, isSolutionOf, load, median, ratio, root, timed } from './common.mjs';

const args = parseArgs(['runs'], 'node bench/wasm/bench_calls.mjs [--runs N]');
const runs = args.number('runs', 5);
/** Puzzles per file: the sequential way pays a round trip per puzzle. */
const limit = 5000;
const { default: create } = await import('../../pkg/wasm/sudoku-solver.mjs');
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku-solver.wasm`) });
const lab = await createSudokuLab({ workers: 1 });

const us = (/** @type {number} */ perS) => ratio(1e6 / perS);
const calls = table(
  'wasm-calls',
  `Cost of a call in Node (µs of CPU a puzzle, all threads; exact solver, count to 2; median of ${runs} rounds, the ways interleaved)`,
  [
    'puzzles',
    'module in this thread: solveGrids (batch)',
    'module in this thread: solveFast a puzzle',
    'lab.solveMany, 1 worker',
    'lab.solve, calls made together (Promise.all)',
    'lab.solve, one after another',
    'together / solveMany',
    'one after another / solveMany',
  ],
);
for (const file of files) {
  const lines = load(file, limit);
  if (!lines) continue;
  const grids = mod.readPuzzles(lines);
  if (!grids.ok) throw new Error(`bad puzzle at ${grids.index}`);
  /** @param {{ status: string, solution?: string }[]} results */
  const check = (results) =>
    results.forEach((r, i) => {
      if (r.status !== 'solved' || !isSolutionOf(lines[i] ?? '', r.solution ?? ''))
        throw new Error(`${file}: wrong answer at ${i}`);
    });
  /** @type {Record<string, number[]>} */
  const rates = { batch: [], fast: [], many: [], together: [], sequential: [] };
  for (let r = -1; r < runs; r++) {
    const add = (/** @type {string} */ k, /** @type {number} */ seconds) =>
      r >= 0 && rates[k]?.push(lines.length / seconds);
    add(
      'batch',
      cpuSeconds(() => mod.solveGrids(grids.grids, 'exact', 1, undefined)),
    );
    add(
      'fast',
      cpuSeconds(() => lines.forEach((p) => mod.solveFast(p, 'exact', 1))),
    );
    /** @type {any[]} */
    let out = [];
    add('many', (await timed(async () => (out = await lab.solveMany(lines, { workers: 1 })))).cpu);
    check(out);
    add('together', (await timed(async () => (out = await Promise.all(lines.map((p) => lab.solve(p)))))).cpu);
    check(out);
    add(
      'sequential',
      (
        await timed(async () => {
          out = [];
          for (const p of lines) out.push(await lab.solve(p));
        })
      ).cpu,
    );
    check(out);
  }
  const m = Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, median(v)]));
  calls.row([
    `${file}, first ${lines.length}`,
    us(m.batch ?? 0),
    us(m.fast ?? 0),
    us(m.many ?? 0),
    us(m.together ?? 0),
    us(m.sequential ?? 0),
    `${ratio((m.many ?? 0) / (m.together ?? 1))}x`,
    `${ratio((m.many ?? 0) / (m.sequential ?? 1))}x`,
  ]);
}
calls.note(
  "lab.solve and solveMany go through a worker_threads worker; the module calls run in the benchmark's own thread. A round trip to a worker (two messages) costs about 30 µs of CPU in Node on its own, which is why one call after another cannot come near the batch.",
);
lab.dispose();
