// @ts-check
// The evolutionary methods through the API (docs/ALGORITHMS.md 2-4, docs/EVOLUTION.md): the same seed gives the same run
// natively and in WASM for all six methods; progress per generation is streamed and
// throttled; lab.evolve pauses, steps and resumes without changing the run; abort is
// quick and leaves the lab usable; rating by GA matches the CLI; GA terminal grids.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { asCliLine, cli, isSolutionOf, loadModule, puzzles, since, withoutTime } from './helpers.mjs';

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab.dispose());

// Two easy puzzles with about 30 givens (ga-liu solves the first in 13 generations,
// evolution both in hundreds of epochs), two QQWing expert puzzles (the + variants solve
// them at once, the faithful methods fail) and a top95 puzzle that takes the + variants
// several generations.
const expert = puzzles('graded/qqwing_expert.txt').slice(0, 2);
const hard = puzzles('top95.txt')[4] ?? '';
const set = [...puzzles('easy50.txt').slice(0, 2), ...expert, hard];

/** Small budgets: every run ends within about a second even on a loaded machine. */
const budgets = /** @type {const} */ ({
  'ga-liu': { max_generations: 15 },
  'ga-mantere': { max_generations: 3000 },
  evolution: { max_epochs: 2000, max_restarts: 1 },
  'ga-liu+': { max_generations: 3 },
  'ga-mantere+': { max_generations: 3 },
  'evolution+': { max_generations: 3 },
});

/** @param {Record<string, number>} params */
const paramArgs = (params) => Object.entries(params).flatMap(([k, v]) => ['--param', `${k}=${v}`]);

/** @param {Promise<unknown>} p @returns {Promise<unknown>} */
const rejection = (p) => p.then(() => assert.fail('expected a rejection'), (e) => e);
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Independent of the engine: the rows and columns of grid (81 digits) that lack a digit.
 * @param {Uint8Array} grid
 */
function conflictMasks(grid) {
  let rows = 0, cols = 0;
  for (let u = 0; u < 9; u++) {
    const r = new Set(), c = new Set();
    for (let k = 0; k < 9; k++) {
      r.add(grid[u * 9 + k]);
      c.add(grid[k * 9 + u]);
    }
    if (r.size < 9) rows |= 1 << u;
    if (c.size < 9) cols |= 1 << u;
  }
  return { rows, cols };
}

for (const [method, params] of Object.entries(budgets)) {
  test(`${method}: same seed, same run natively and in WASM`, async () => {
    const mod = await loadModule();
    const native = cli(['solve', '--method', method, '--seed', '7', '--stats', ...paramArgs(params)], set.join('\n') + '\n');
    const outcomes = new Set();
    for (const [i, p] of set.entries()) {
      // The lab runs it as a job in slices; the raw module's solve() steps one generation at a time.
      const r = await lab.solve(p, { method: /** @type {import('../../pkg/lib/index.js').MethodName} */ (method), seed: 7, params });
      const raw = mod.solve(mod.readPuzzle(p).grid, method, 7, params);
      assert.ok(!('error' in raw));
      assert.equal(asCliLine(r), withoutTime(native[i] ?? ''), `${method} on puzzle ${i}: status, grid and counters as native`);
      assert.deepEqual(r.stats, raw.stats, 'sliced job and one-go run agree');
      assert.ok((r.stats.generations ?? 0) >= 0, 'generations reported');
      outcomes.add(r.status);
      if (r.status === 'solved') assert.ok(isSolutionOf(p, r.solution), `${method}: the solution of puzzle ${i} is valid`);
      else {
        assert.equal(r.status, 'failed');
        assert.match(r.best ?? '', /^[1-9]{81}$/, 'a failed run returns its best grid');
        assert.equal(r.best, raw.solution, 'the same best grid');
      }
    }
    if (method !== 'ga-mantere') assert.ok(outcomes.has('solved'), `${method} solves some of the set`);
  });
}

test('solve streams per-generation progress, throttled, with consistent conflict masks', async () => {
  /** @type {import('../../pkg/lib/node.js').EvolveProgress[]} */
  const seen = [];
  const t0 = performance.now();
  const r = await lab.solve(hard, {
    method: 'ga-mantere',
    seed: 3,
    params: { max_generations: 40000 },
    onProgress: (p) => seen.push(/** @type {import('../../pkg/lib/node.js').EvolveProgress} */ (p)),
  });
  const ms = since(t0);
  assert.equal(r.status, 'failed');
  assert.ok(seen.length >= 2, `${seen.length} progress messages`);
  assert.ok(seen.length <= 2 + (ms / 1000) * 60 * 1.5, `${seen.length} messages in ${ms.toFixed(0)} ms: throttled`);
  let last = -1;
  for (const p of seen) {
    assert.ok(p.generation > last, 'generations increase');
    last = p.generation;
    assert.equal(p.stats.generations, p.generation);
    assert.ok(p.grid instanceof Uint8Array && p.grid.length === 81);
    for (let c = 0; c < 81; c++) if (hard[c] !== '.' && hard[c] !== '0') assert.equal(p.grid[c], Number(hard[c]), 'givens kept');
    const m = conflictMasks(p.grid);
    assert.equal(p.conflictRows, m.rows);
    assert.equal(p.conflictCols, m.cols);
    assert.equal(p.higherIsBetter, false);
    assert.ok(p.best <= p.mean && p.mean <= p.worst, 'best <= mean <= worst');
    assert.ok(p.diversity >= 0 && p.diversity <= 1);
    assert.ok(p.recordMissing <= p.bestMissing);
  }
  assert.ok(last <= (r.stats.generations ?? 0));
});

test('evolve: pause, step(n), resume and stop do not change the seeded run', async () => {
  const method = 'ga-mantere';
  /** @type {import('../../pkg/lib/node.js').EvolveProgress | undefined} */
  let latest;
  /** @type {() => void} */
  let wake = () => {};
  const h = lab.evolve(hard, { method, seed: 11, paused: true, params: { max_generations: 100000 } });
  h.onProgress = (p) => {
    latest = p;
    wake();
  };
  const next = () => new Promise((r) => (wake = () => r(undefined)));
  let got = next();
  h.step(5);
  await got;
  assert.equal(latest?.generation, 5, 'step(5) from the start');
  got = next();
  h.step(3);
  await got;
  assert.equal(latest?.generation, 8, 'then step(3)');
  await sleep(50);
  assert.equal(latest?.generation, 8, 'paused: nothing more');
  h.resume();
  await sleep(100);
  h.pause();
  await sleep(50);
  h.stop();
  const r = await h.result;
  assert.equal(r.status, 'failed');
  const g = r.stats.generations ?? 0;
  assert.ok(g > 8, `resumed: ${g} generations`);
  // The same seed run in one go to the same generation ends with the same best grid.
  const whole = await lab.solve(hard, { method, seed: 11, params: { max_generations: g } });
  assert.equal(whole.stats.generations, g);
  assert.equal(whole.best, r.best);
});

test('evolve rejects a method that is not evolutionary, and bad parameters', async () => {
  const e = await rejection(lab.evolve(hard, { method: /** @type {any} */ ('exact') }).result);
  assert.equal(/** @type {Error} */ (e).name, 'SudokuOptionError');
  const e2 = await rejection(lab.solve(hard, { method: 'ga-liu', params: { population: -1 } }));
  assert.equal(/** @type {Error} */ (e2).name, 'SudokuOptionError');
});

test('aborting an evolutionary solve rejects within 200 ms and the lab stays usable', async () => {
  const ac = new AbortController();
  const p = rejection(lab.solve(hard, { method: 'evolution', seed: 5, signal: ac.signal }));
  await sleep(300);
  const t0 = performance.now();
  ac.abort();
  const e = await p;
  const ms = since(t0);
  assert.equal(/** @type {Error} */ (e).name, 'AbortError');
  assert.ok(ms < 200, `rejected ${ms.toFixed(1)} ms after abort`);
  const r = await lab.solve(expert[0] ?? '', { method: 'ga-mantere+', seed: 1 });
  assert.equal(r.status, 'solved');
  assert.ok(isSolutionOf(expert[0] ?? '', r.solution));
});

test('rate by ga matches `sudoku-lab rate --by ga`', async () => {
  const native = cli(['rate', '--by', 'ga', '--runs', '3', '--seed', '2'], set.join('\n') + '\n');
  for (const [i, p] of set.entries()) {
    const r = await lab.rate(p, { by: 'ga', runs: 3, seed: 2 });
    const g = r.generations;
    const line =
      `${r.levelName} mean=${g.mean.toFixed(1)} sd=${g.sd.toFixed(1)} median=${g.median.toFixed(1)} ` +
      `min=${g.min.toFixed(0)} max=${g.max.toFixed(0)} solved=${r.solvedRuns}/${r.runs}`;
    assert.equal(line, native[i], `puzzle ${i}`);
    assert.equal(r.by, 'ga');
    assert.equal(r.level === 0, r.levelName === 'unrated');
  }
  const e = await rejection(lab.rate(hard, { by: 'ga', runs: 0 }));
  assert.equal(/** @type {Error} */ (e).name, 'SudokuOptionError');
  const two = await rejection(lab.rate('.'.repeat(81), { by: 'ga' }));
  assert.equal(/** @type {Error} */ (two).name, 'SudokuInputError', 'several solutions: no rating');
});

test('a GA-built terminal grid is a valid full grid, the same for the same seed', async () => {
  const mod = await loadModule();
  const a = mod.gaTerminalGrid(4, '', undefined);
  const b = mod.gaTerminalGrid(4, '', undefined);
  assert.ok(!('error' in a) && !('error' in b));
  assert.ok(a.ok);
  assert.ok(isSolutionOf('0'.repeat(81), a.grid), a.grid);
  assert.deepEqual(a, b);
});
