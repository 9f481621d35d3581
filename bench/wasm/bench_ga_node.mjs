// @ts-check
// The evolutionary methods in WASM (Node): per graded level, seeded runs per puzzle through
// the steppable binding (evolveStart / evolveStep), success rate and CPU seconds per run
// (process.cpuUsage), median and max. The bar: every improved variant solves 100%
// of graded runs with a median under 0.5 s in WASM. Native figures of the same sets are in
// the table of scripts/bench_ga.sh (bench_evolution) printed beside this one.
// Usage: node bench/wasm/bench_ga_node.mjs [--count N] [--runs R] [--time-limit S] [--method M[,M]] [LABEL=FILE[:COUNT]]...
//   (FILE relative to the data folder, all its puzzles without COUNT; default: the first N of each graded level)
import { readFileSync } from 'node:fs';
import { loadAverage, loadSet, parseArgs, table } from '../harness/harness.mjs';
import { isSolutionOf, load, median, root } from './common.mjs';

const args = parseArgs(
  ['count', 'runs', 'time-limit', 'method'],
  'node bench/wasm/bench_ga_node.mjs [--count N] [--runs R] [--time-limit S] [--method M[,M]] [LABEL=FILE[:COUNT]]...',
);
const count = args.number('count', 20);
const runs = args.number('runs', 10);
const limit = args.number('time-limit', 10);
const methods = args.list('method', ['ga-liu+', 'ga-mantere+', 'evolution+']);
/** The harness's set specs (LABEL=FILE[:COUNT]); default: the first --count of each graded level. */
const specs = args.positional.length
  ? args.positional
  : ['simple', 'easy', 'intermediate', 'expert'].map((l) => `${l}=graded/qqwing_${l}.txt:${count}`);

const { default: create } = await import('../../pkg/wasm/sudoku.mjs');
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku.wasm`) });

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** One seeded run, stopped after `limit` CPU seconds; [solved, seconds, generations]. @param {string} line @param {string} method @param {number} seed */
function run(line, method, seed) {
  const grid = mod.readPuzzle(line).grid;
  const t0 = cpu();
  const start = mod.evolveStart(grid, method, seed, undefined);
  if ('error' in start) throw new Error(start.error.message);
  const h = start.handle;
  try {
    while (!mod.evolveDone(h)) {
      mod.evolveStep(h, 1);
      if (cpu() - t0 > limit) mod.evolveStop(h);
    }
    const t = cpu() - t0;
    const r = mod.evolveResult(h);
    const ok = r.status === 'solved' && isSolutionOf(line, r.solution) && t <= limit;
    if (r.status === 'solved' && !isSolutionOf(line, r.solution)) throw new Error(`${method}: wrong solution claimed`);
    return /** @type {[boolean, number, number]} */ ([ok, t, r.stats.generations ?? 0]);
  } finally {
    mod.evolveFree(h);
  }
}

const load0 = loadAverage();
const out = table(
  'ga-wasm',
  `Evolutionary methods, WASM in Node: ${runs} seeded runs per puzzle (seed = 1000 puzzle + run + 1), CPU time, ${limit} s per run at most`,
  ['method', 'set', 'puzzles x runs', 'solved (WASM)', 'generations mean', 's/run median (WASM)', 's/run max (WASM)'],
);
// One warm-up run: V8 tiers the module up on first use.
const warm = load('graded/qqwing_expert.txt', 1);
if (warm) run(warm[0] ?? '', methods[0] ?? 'ga-liu+', 999);
for (const method of methods)
  for (const spec of specs) {
    const set = loadSet(spec);
    if (!set) continue;
    const lines = set.puzzles;
    const secs = [];
    let solved = 0,
      gens = 0;
    for (const [p, line] of lines.entries())
      for (let r = 0; r < runs; r++) {
        const [ok, t, g] = run(line, method, p * 1000 + r + 1);
        solved += ok ? 1 : 0;
        gens += g;
        secs.push(t);
      }
    const n = secs.length;
    out.row([
      method,
      set.name,
      `${lines.length} x ${runs}`,
      `${((100 * solved) / n).toFixed(1)}% (${solved}/${n})`,
      (gens / n).toFixed(1),
      median(secs).toFixed(4),
      Math.max(...secs).toFixed(3),
    ]);
  }
out.note(`Load average ${load0} at start, ${loadAverage()} at the end.`);
