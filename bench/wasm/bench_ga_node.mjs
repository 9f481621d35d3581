// @ts-check
// The evolutionary methods in WASM (Node): per graded level, seeded runs per puzzle through
// the steppable binding (evolveStart / evolveStep), success rate and CPU seconds per run
// (process.cpuUsage), median and max. The issue's bar: every improved variant solves 100%
// of graded runs with a median under 0.5 s in WASM. Native figures of the same sets are in
// the table of scripts/bench_ga.sh (bench_evolution) printed beside this one.
// Usage: node bench/wasm/bench_ga_node.mjs [--count N] [--runs R] [--time-limit S] [--method M[,M]] [LABEL=FILE[:COUNT]]...
//   (FILE relative to the data folder, all its puzzles without COUNT; default: the first N of each graded level)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { isSolutionOf, load, median, root } from './common.mjs';

/** @param {string} name @param {string} fallback */
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] ?? fallback : fallback);
const count = Number(arg('--count', '20'));
const runs = Number(arg('--runs', '10'));
const limit = Number(arg('--time-limit', '10'));
const methods = arg('--method', 'ga-liu+,ga-mantere+,evolution+').split(',');
const valued = new Set(['--count', '--runs', '--time-limit', '--method']);
const named = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !valued.has(all[i - 1] ?? ''));
/** @type {[string, string, number][]} label, file, count */
const sets = named.length
  ? named.map((a) => {
      const [label = a, spec = ''] = a.split('=');
      const [file = spec, n] = spec.split(':');
      return /** @type {[string, string, number]} */ ([label, file, n ? Number(n) : Infinity]); // no COUNT: every puzzle
    })
  : ['simple', 'easy', 'intermediate', 'expert'].map((l) => /** @type {[string, string, number]} */ ([l, `graded/qqwing_${l}.txt`, count]));

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

console.log(
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(1)} at start. ` +
    `WASM (Node), ${sets.map(([l, , n]) => (n === Infinity ? l : `${l} (first ${n})`)).join(', ')}; ${runs} seeded runs each (seed = 1000 puzzle + run + 1), CPU time, ${limit} s per run at most.`,
);
console.log();
console.log('| method | set | puzzles x runs | solved (WASM) | generations mean | s/run median (WASM) | s/run max (WASM) |');
console.log('|---|---|---|---|---|---|---|');
// One warm-up run: V8 tiers the module up on first use.
const warm = load('graded/qqwing_expert.txt', 1);
if (warm) run(warm[0] ?? '', methods[0] ?? 'ga-liu+', 999);
for (const method of methods)
  for (const [level, file, limitN] of sets) {
    const lines = load(file, limitN === Infinity ? undefined : limitN);
    if (!lines) continue;
    const secs = [];
    let solved = 0, gens = 0;
    for (const [p, line] of lines.entries())
      for (let r = 0; r < runs; r++) {
        const [ok, t, g] = run(line, method, p * 1000 + r + 1);
        solved += ok ? 1 : 0;
        gens += g;
        secs.push(t);
      }
    const n = secs.length;
    console.log(
      `| ${method} | ${level} | ${lines.length} x ${runs} | ${((100 * solved) / n).toFixed(1)}% (${solved}/${n}) | ${(gens / n).toFixed(1)} | ${median(secs).toFixed(4)} | ${Math.max(...secs).toFixed(3)} |`,
    );
  }
console.log();
console.log(`Load average at the end: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}.`);
