// @ts-check
// Soak benchmark: many mixed calls (solve, generate, rate, hint, a GA) through real Node
// workers with random aborts (after 0-5 ms), on one lab (one worker) and on four labs at once (four workers,
// one call stream each). Every answer is checked by the independent validator of common.mjs;
// the process's memory is read at the start, half way and at the end; each abort is followed by a validate()
// whose reply time is the abort latency (abort -> the worker answers the next call), p50/p99.
// Usage: node bench/wasm/soak.mjs [--calls 10000] [--abort 0.25] [--seed 1] [--workers 1,4]
import { readFileSync } from 'node:fs';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { Sample, mulberry32 as rng, parseArgs, table } from '../harness/harness.mjs';
import { isSolutionOf, root } from './common.mjs';

const args = parseArgs(
  ['calls', 'abort', 'seed', 'workers'],
  'node bench/wasm/soak.mjs [--calls 10000] [--abort 0.25] [--seed 1] [--workers 1,4]',
);
const CALLS = args.number('calls', 10000);
const ABORT = args.number('abort', 0.25);
const SEED = args.number('seed', 1);
const WORKERS = args.list('workers', ['1', '4']).map(Number);

const lines = (/** @type {string} */ f) =>
  readFileSync(`${root}tests/data/${f}`, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length >= 81)
    .map((l) => l.slice(0, 81));
const pool = [...lines('top95.txt'), ...lines('17clue_first2000.txt').slice(0, 200), ...lines('easy50.txt')];

const MB = (/** @type {number} */ b) => (b / 2 ** 20).toFixed(0);
const pct = (/** @type {number[]} */ xs, /** @type {number} */ p) => new Sample(xs).quantile(p / 100);

/**
 * One call stream on its own lab: `calls` calls, each aborted with probability ABORT after
 * 0-5 ms. Returns its counts and abort latencies.
 * @param {import('../../pkg/lib/node.js').SudokuLab} lab @param {number} calls @param {number} seed
 */
async function stream(lab, calls, seed) {
  const random = rng(seed);
  const pick = () => pool[Math.floor(random() * pool.length)] ?? '';
  const s = { done: 0, aborted: 0, wrong: 0, errors: 0, latencies: /** @type {number[]} */ ([]) };
  for (let i = 0; i < calls; i++) {
    const p = pick();
    const ac = new AbortController();
    const kind = random();
    /** @type {Promise<boolean>} whether the answer is right */
    let call;
    if (kind < 0.4) call = lab.solve(p, { signal: ac.signal }).then((r) => isSolutionOf(p, r.solution ?? ''));
    else if (kind < 0.55) {
      const g = lab.generate({ difficulty: 'easy', seed: i, signal: ac.signal });
      call = g.then((r) => isSolutionOf(r.puzzle.replaceAll('.', '0'), r.solution));
    } else if (kind < 0.75)
      call = lab.rate(p, { signal: ac.signal }).then((r) => typeof r.difficulty === 'string' && r.er > 0);
    else if (kind < 0.88) call = lab.hint({ puzzle: p, signal: ac.signal }).then((h) => typeof h.kind === 'string');
    else if (kind < 0.9)
      // A generation that can run for minutes (unless it solves): always aborted below.
      call = lab
        .solve(p, { method: 'evolution+', seed: i, params: { local_steps: 1e9 }, signal: ac.signal })
        .then((r) => r.status !== 'solved' || isSolutionOf(p, r.solution ?? ''));
    else
      call = lab
        .solve(p, { method: 'ga-mantere', seed: i, params: { max_generations: 50 }, signal: ac.signal })
        .then((r) => r.status !== 'solved' || isSolutionOf(p, r.solution ?? ''));
    const abortAt = random() < ABORT || (kind >= 0.88 && kind < 0.9) ? random() * 5 : -1;
    let abortedAt = -1;
    const timer = abortAt >= 0 ? setTimeout(() => ((abortedAt = performance.now()), ac.abort()), abortAt) : undefined;
    const outcome = await call.then(
      (ok) => (ok ? 'ok' : 'wrong'),
      (/** @type {Error} */ e) => (e.name === 'AbortError' ? 'aborted' : `error ${e.name}: ${e.message}`),
    );
    clearTimeout(timer);
    if (outcome === 'aborted') {
      s.aborted++;
      // Abort latency: from the abort until the lab answers the next call.
      const v = await lab.validate(p);
      if (!v.ok) s.wrong++;
      s.latencies.push(performance.now() - abortedAt);
    } else if (outcome === 'wrong') s.wrong++;
    else if (outcome !== 'ok') {
      s.errors++;
      if (s.errors <= 3) console.error(outcome);
    } else s.done++;
  }
  return s;
}

const out = table(
  'soak',
  `Soak: ${CALLS.toLocaleString('en-US')} calls per row (40% solve exact, 15% generate easy, 20% rate, 13% hint, ` +
    `10% ga-mantere of 50 generations, 2% evolution+ with local_steps 1e9, always aborted) on top95, 200 17-clue ` +
    `and easy50 puzzles; ${ABORT * 100}% of the others aborted after 0-5 ms; seed ${SEED}`,
  [
    'workers',
    'calls',
    'answered',
    'aborted',
    'wrong',
    'other errors',
    'worker restarts',
    'abort → next answer p50 / p99 (ms)',
    'RSS start → half → end (MB)',
    'wall (s)',
  ],
);
for (const w of WORKERS) {
  globalThis.gc?.();
  const labs = await Promise.all(Array.from({ length: w }, () => createSudokuLab({ workers: 1 })));
  const rss = [process.memoryUsage().rss];
  const t0 = performance.now();
  const per = Math.ceil(CALLS / w);
  /** @type {Awaited<ReturnType<typeof stream>>[]} */
  const results = [];
  // Two halves, memory read after each: flat from the half to the end means no leak.
  for (const half of [0, 1]) {
    results.push(...(await Promise.all(labs.map((lab, k) => stream(lab, per / 2, SEED * 1000 + k * 2 + half)))));
    globalThis.gc?.();
    rss.push(process.memoryUsage().rss);
  }
  const wall = (performance.now() - t0) / 1000;
  const restarts = labs.reduce(
    (n, lab) =>
      n +
      /** @type {any} */ (lab).clients.reduce((/** @type {number} */ m, /** @type {any} */ c) => m + c.spawned - 1, 0),
    0,
  );
  for (const lab of labs) lab.dispose();
  const sum = (/** @type {'done'|'aborted'|'wrong'|'errors'} */ k) => results.reduce((n, r) => n + r[k], 0);
  const lat = results.flatMap((r) => r.latencies);
  out.row([
    w,
    (per * w).toLocaleString('en-US'),
    sum('done'),
    sum('aborted'),
    sum('wrong'),
    sum('errors'),
    restarts,
    `${pct(lat, 50).toFixed(1)} / ${pct(lat, 99).toFixed(1)}`,
    rss.map(MB).join(' → '),
    wall.toFixed(1),
  ]);
  if (sum('wrong') > 0) process.exitCode = 1;
}
