// @ts-check
// The variant solver in WASM in Node (the variants module sudoku-variants.mjs, this thread; issue 36): count to 2 of Killer 9x9
// puzzles with no givens, and of classic 16x16 puzzles, CPU time per puzzle (process.cpuUsage), the
// median of --runs runs each. The puzzles are made here from random solutions the module draws
// (variantSolve with a seed): Killer cages grown at random over the solution (2-5 cells, connected,
// no repeated digit, their sums), 16x16 givens kept at random (--keep, default 0.5). Each answer is
// checked: the drawn solution is a solution, so the count is at least 1.
// Usage: node bench/wasm/bench_variants_node.mjs [--puzzles N] [--runs N] [--keep X]
import { readFileSync } from 'node:fs';
import { Sample, dec, mulberry32 as random, parseArgs, root, table } from '../harness/harness.mjs';

const args = parseArgs(
  ['puzzles', 'runs', 'keep'],
  'node bench/wasm/bench_variants_node.mjs [--puzzles N] [--runs N] [--keep X]',
);
const count = args.number('puzzles', 200);
const runs = args.number('runs', 3);
const keep = args.number('keep', 0.5);

const { default: create } = await import(`${root}pkg/wasm/sudoku-variants.mjs`);
/** @type {import('../../web/src/wasm/sudoku-variants.mjs').VariantModule} */
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku-variants.wasm`) });

/** A random solution of an empty n x n grid, drawn by the module's solver from `seed`. */
function solutionOf(/** @type {number} */ n, /** @type {number} */ seed) {
  const r = mod.variantSolve(String(n), 1, seed, undefined);
  if ('error' in r || r.count !== 1) throw new Error(`no solution drawn for ${n}x${n}, seed ${seed}`);
  return r.solution;
}

/** Killer cages over a 9x9 solution: every cell in one cage of 2-5 connected cells, no repeated digit. */
function killerLine(/** @type {string} */ solution, /** @type {() => number} */ rand) {
  const owner = new Array(81).fill(-1);
  /** @type {number[][]} */
  const cages = [];
  const neighbours = (/** @type {number} */ c) =>
    [c - 9, c + 9, c % 9 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1].filter((x) => x >= 0 && x < 81);
  for (let start = 0; start < 81; start++) {
    if (owner[start] >= 0) continue;
    const cage = [start];
    owner[start] = cages.length;
    const want = 2 + Math.floor(rand() * 4);
    while (cage.length < want) {
      const digits = new Set(cage.map((c) => solution[c]));
      const free = cage.flatMap(neighbours).filter((c) => owner[c] < 0 && !digits.has(solution[c]));
      if (free.length === 0) break;
      const next = /** @type {number} */ (free[Math.floor(rand() * free.length)]);
      owner[next] = cages.length;
      cage.push(next);
    }
    cages.push(cage);
  }
  const name = (/** @type {number} */ c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
  const text = cages.map((cage) => {
    const sum = cage.reduce((s, c) => s + Number(solution[c]), 0);
    return `${sum}:${cage.map(name).join('')}`;
  });
  return `9;cages=${text.join(',')}`;
}

/** Count to 2 of each line, the median of `runs` CPU times per line (ms), each count checked >= 1. */
function countTimes(/** @type {string[]} */ lines) {
  /** @type {number[]} */
  const ms = [];
  /** @type {number[]} */
  const counts = [0, 0, 0];
  for (const line of lines) {
    /** @type {number[]} */
    const times = [];
    for (let r = 0; r < runs; r++) {
      const t = process.cpuUsage();
      const res = mod.variantSolve(line, 2, undefined, undefined);
      const d = process.cpuUsage(t);
      times.push((d.user + d.system) / 1e3);
      if ('error' in res) throw new Error(`${line}: ${res.error.message}`);
      if (res.count < 1) throw new Error(`${line}: no solution, but it was made from one`);
      if (r === 0) counts[res.count] = (counts[res.count] ?? 0) + 1;
    }
    ms.push(new Sample(times).median());
  }
  return { sample: new Sample(ms), counts };
}

// Warm-up (V8's tier-up compiles in background threads, which cpuUsage would count).
for (let i = 0; i < 50; i++) mod.variantSolve('9', 2, i, undefined);

const killers = Array.from({ length: count }, (_, i) => killerLine(solutionOf(9, i + 1), random(i + 1)));
const classic16 = Array.from({ length: count }, (_, i) => {
  const rand = random(1000 + i);
  return [...solutionOf(16, 1000 + i)].map((s) => (rand() < keep ? s : '.')).join('');
});

const out = table(
  'variants-wasm',
  `Variant solver, count to 2, WASM in Node ${process.version} (raw module, one thread; CPU ms a puzzle, median of ${runs} runs)`,
  ['case', 'puzzles', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'unique / multiple'],
);
for (const [label, lines] of /** @type {[string, string[]][]} */ ([
  ['Killer 9x9, no givens (cages of 2-5 cells)', killers],
  [`classic 16x16, ${Math.round(keep * 100)}% givens`, classic16],
])) {
  const { sample, counts } = countTimes(lines);
  out.row([
    label,
    lines.length,
    dec(sample.quantile(0.5), 3),
    dec(sample.quantile(0.9), 3),
    dec(sample.quantile(0.99), 3),
    dec(sample.max(), 3),
    `${counts[1]} / ${counts[2]}`,
  ]);
}
