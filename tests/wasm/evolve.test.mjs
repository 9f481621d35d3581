// @ts-check
// The evolutionary methods through the API (docs/ALGORITHMS.md 2-4, docs/EVOLUTION.md): the same seed gives the same run
// natively and in WASM for all six methods; progress per generation is streamed and
// throttled; lab.evolve pauses, steps and resumes without changing the run; abort is
// quick and leaves the lab usable; rating by GA matches the CLI; GA terminal grids.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { asCliLine, cli, isSolutionOf, loadModule, puzzles, withoutTime } from './helpers.mjs';

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
const rejection = (p) =>
  p.then(
    () => assert.fail('expected a rejection'),
    (e) => e,
  );

/**
 * Independent of the engine: the rows and columns of grid (81 digits) that lack a digit.
 * @param {Uint8Array} grid
 */
function conflictMasks(grid) {
  let rows = 0,
    cols = 0;
  for (let u = 0; u < 9; u++) {
    const r = new Set(),
      c = new Set();
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
    const native = cli(
      ['solve', '--method', method, '--seed', '7', '--stats', ...paramArgs(params)],
      set.join('\n') + '\n',
    );
    const outcomes = new Set();
    for (const [i, p] of set.entries()) {
      // The lab runs it as a job in slices; the raw module's solve() steps one generation at a time.
      const r = await lab.solve(p, {
        method: /** @type {import('../../pkg/lib/index.js').MethodName} */ (method),
        seed: 7,
        params,
      });
      const raw = mod.solve(mod.readPuzzle(p).grid, method, 7, params);
      assert.ok(!('error' in raw));
      assert.equal(
        asCliLine(r),
        withoutTime(native[i] ?? ''),
        `${method} on puzzle ${i}: status, grid and counters as native`,
      );
      assert.deepEqual(r.stats, raw.stats, 'sliced job and one-go run agree');
      assert.ok((r.stats.generations ?? 0) >= 0, 'generations reported');
      outcomes.add(r.status);
      if (r.status === 'solved')
        assert.ok(isSolutionOf(p, r.solution), `${method}: the solution of puzzle ${i} is valid`);
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
  const r = await lab.solve(hard, {
    method: 'ga-mantere',
    seed: 3,
    params: { max_generations: 40000 },
    onProgress: (p) => seen.push(/** @type {import('../../pkg/lib/node.js').EvolveProgress} */ (p)),
  });
  assert.equal(r.status, 'failed');
  // The throttle itself is checked on a fake clock (abort-jobs.test.mjs): no speed-dependent bound here.
  assert.ok(seen.length >= 2 && seen.length < 40000, `${seen.length} progress messages for 40000 generations`);
  let last = -1;
  for (const p of seen) {
    assert.ok(p.generation > last, 'generations increase');
    last = p.generation;
    assert.equal(p.stats.generations, p.generation);
    assert.ok(p.grid instanceof Uint8Array && p.grid.length === 81);
    for (let c = 0; c < 81; c++)
      if (hard[c] !== '.' && hard[c] !== '0') assert.equal(p.grid[c], Number(hard[c]), 'givens kept');
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
  got = next();
  h.step(2);
  await got;
  assert.equal(latest?.generation, 10, 'paused: nothing more than the steps');
  h.resume();
  // Resumed: wait for a report past the steps, then pause and stop wherever it is.
  while ((latest?.generation ?? 0) <= 10) {
    got = next();
    await got;
  }
  h.pause();
  h.stop();
  const r = await h.result;
  assert.equal(r.status, 'failed');
  const g = r.stats.generations ?? 0;
  assert.ok(g > 10, `resumed: ${g} generations`);
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

test('aborting an evolutionary solve rejects at once and the lab stays usable', async () => {
  const ac = new AbortController();
  /** @type {() => void} */
  let running = () => {};
  const started = new Promise((r) => (running = () => r(undefined)));
  const p = rejection(
    lab.solve(hard, { method: 'evolution', seed: 5, signal: ac.signal, onProgress: () => running() }),
  );
  await Promise.race([started, p]); // (a run that ended first fails in rejection())
  ac.abort();
  const e = await p;
  assert.equal(/** @type {Error} */ (e).name, 'AbortError'); // latencies: the soak benchmark
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
      `${r.gradeName} mean=${g.mean.toFixed(1)} sd=${g.sd.toFixed(1)} median=${g.median.toFixed(1)} ` +
      `min=${g.min.toFixed(0)} max=${g.max.toFixed(0)} solved=${r.solvedRuns}/${r.runs}`;
    assert.equal(line, native[i], `puzzle ${i}`);
    assert.equal(r.by, 'ga');
    assert.equal(r.grade === 0, r.gradeName === 'unrated');
  }
  // level and levelName: the names before 0.2.0, read for one more release with a warning each.
  const r = await lab.rate(set[0] ?? '', { by: 'ga', runs: 1, seed: 2 });
  const warn = console.warn;
  /** @type {string[]} */
  const warnings = [];
  console.warn = (/** @type {unknown} */ m) => warnings.push(String(m));
  try {
    assert.deepEqual([r.level, r.levelName, r.level], [r.grade, r.gradeName, r.grade]);
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(warnings, [
    'sudoku-lab: GaRating.level is deprecated and goes in 2.0.0; read GaRating.grade',
    'sudoku-lab: GaRating.levelName is deprecated and goes in 2.0.0; read GaRating.gradeName',
  ]);
  assert.deepEqual(
    Object.keys(r).filter((k) => k.startsWith('level')),
    [],
  );
  const e = await rejection(lab.rate(hard, { by: 'ga', runs: 0 }));
  assert.equal(/** @type {Error} */ (e).name, 'SudokuOptionError');
  const two = await rejection(lab.rate('.'.repeat(81), { by: 'ga' }));
  assert.equal(/** @type {Error} */ (two).name, 'SudokuInputError', 'several solutions: no rating');
});

test('rate by ga spread over workers: the same rating as on one worker, seed reported', async () => {
  const spreadLab = await createSudokuLab({ workers: 3 });
  try {
    for (const [p, seed] of /** @type {const} */ ([
      [set[0] ?? '', 2],
      [set[1] ?? '', 'a text seed'],
    ])) {
      const one = await lab.rate(p, { by: 'ga', runs: 5, seed });
      const spreadOut = await spreadLab.rate(p, { by: 'ga', runs: 5, seed });
      assert.deepEqual(spreadOut, one, String(seed));
      assert.equal(one.runs, 5);
    }
    const random = await spreadLab.rate(set[0] ?? '', { by: 'ga', runs: 4 });
    assert.deepEqual(await lab.rate(set[0] ?? '', { by: 'ga', runs: 4, seed: random.seed }), random);
    const e = await rejection(spreadLab.rate(hard, { by: 'ga', runs: 3, method: /** @type {any} */ ('dlx') }));
    assert.equal(/** @type {Error} */ (e).name, 'SudokuOptionError');
  } finally {
    spreadLab.dispose();
  }
  // The raw calls: runs made in parts and summed are rateGa's rating.
  const mod = await loadModule();
  const grid = (set[0] ?? '').replace(/\./g, '0');
  const whole = mod.rateGa(grid, '', 4, 9, {});
  const parts = [mod.rateGaRuns(grid, '', 1, 0, 9, {}), mod.rateGaRuns(grid, '', 3, 1, 9, {})];
  for (const part of parts) assert.ok(!('error' in part));
  const runs = /** @type {{ generations: number[], solved: number }[]} */ (parts);
  const summed = mod.gaSummary(
    runs.flatMap((r) => r.generations),
    runs.reduce((n, r) => n + r.solved, 0),
    9,
  );
  assert.deepEqual(summed, whole);
  for (const bad of [mod.rateGaRuns(grid, '', 1, -1, 9, {}), mod.gaSummary([1, 2], 3, 9)])
    assert.ok('error' in bad && bad.error.kind === 'option', JSON.stringify(bad));
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

/**
 * A whole evolve run's stream: every generation's best and mean (from the progress messages
 * and the result's final report), restarts, and each message's checks.
 * @param {string} puzzle @param {import('../../pkg/lib/node.js').EvolveOptions} options
 * @param {(p: import('../../pkg/lib/node.js').EvolveProgress) => void} check
 * @param {number} stepSize 0: full speed; n: paused and stepped n generations at a time
 */
async function stream(puzzle, options, check, stepSize = 0) {
  /** @type {number[]} */
  const best = [];
  /** @type {number[]} */
  const mean = [];
  /** @type {number[]} */
  const restarts = [];
  /** @param {import('../../pkg/lib/node.js').EvolveProgress} p */
  const take = (p) => {
    assert.equal(p.historyFrom, best.length + 1, 'history continues where the last message ended');
    assert.equal(p.historyBest.length, p.historyMean.length);
    best.push(...p.historyBest);
    mean.push(...p.historyMean);
    restarts.push(...p.restartsAt);
    if (p.historyBest.length)
      assert.equal(p.historyBest[p.historyBest.length - 1], Math.fround(p.best), "the last entry is the report's best");
    check(p);
  };
  /** @type {() => void} */
  let wake = () => {};
  const h = lab.evolve(puzzle, { ...options, paused: stepSize > 0, onProgress: (p) => (take(p), wake()) });
  if (stepSize > 0) {
    let ended = false;
    h.result.then(
      () => (ended = true),
      () => (ended = true),
    );
    while (!ended) {
      const got = new Promise((r) => (wake = () => r(undefined)));
      h.step(stepSize);
      await Promise.race([got, h.result.catch(() => {})]);
    }
  }
  const r = await h.result;
  if (r.last.historyBest.length || r.last.historyFrom) take(r.last);
  assert.equal(best.length, r.stats.generations, 'every generation streamed once');
  assert.equal(restarts.length, r.stats.restarts);
  return { r, best, mean, restarts };
}

test('evolve streams the population, elites, history and operator trace as typed arrays, the same per seed however paced', async () => {
  const options = /** @type {const} */ ({
    method: 'ga-mantere',
    seed: 7,
    params: { max_generations: 400, restart_after: 150 },
  });
  let traced = 0;
  /** @param {import('../../pkg/lib/node.js').EvolveProgress} p */
  const check = (p) => {
    assert.ok(p.population instanceof Float32Array && p.population.length === 21, 'population: 21 fitness values');
    assert.ok(p.roles instanceof Uint8Array && p.roles.length === 21);
    assert.equal(p.roles[0], 1, "Mantere's elite is first");
    assert.equal(p.roles.filter((x) => x).length, 1, 'one elite (the default)');
    assert.equal(Math.min(...p.population), Math.fround(p.best), "the population's best is the report's best");
    assert.ok(p.historyBest instanceof Float32Array && p.restartsAt instanceof Float64Array);
    if (!p.trace) return;
    traced++;
    const t = p.trace;
    assert.ok(
      t.child instanceof Uint8Array && t.child.length === 81 && t.marks instanceof Uint8Array && t.marks.length === 81,
    );
    assert.ok(t.parentA >= 0 && t.parentA < 21 && t.parentB >= 0 && t.parentB < 21, 'two parents');
    for (let c = 0; c < 81; c++) {
      if (hard[c] !== '.' && hard[c] !== '0') {
        assert.equal(t.child[c], Number(hard[c]), 'givens kept');
        assert.equal(t.marks[c], 0, 'no operator touches a given');
      }
      // Box crossover: a cell is marked from parent B exactly when its box was taken.
      const box = Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3);
      if (hard[c] === '.' || hard[c] === '0') assert.equal((t.marks[c] ?? 0) & 1, (t.boxesFromB >> box) & 1);
    }
    assert.equal(conflictMasks(t.child).rows !== 0 || conflictMasks(t.child).cols !== 0, t.missing > 0);
  };
  const a = await stream(hard, options, check);
  const b = await stream(hard, options, check, 37);
  const c = await stream(hard, { ...options, seed: 8 }, () => {});
  assert.ok(traced > 0, 'operator traces streamed');
  assert.equal(a.r.stats.generations, 400);
  assert.ok(a.restarts.length >= 2, `restarts streamed: ${a.restarts}`);
  assert.deepEqual(a.restarts, [150, 300]);
  assert.deepEqual(b.best, a.best, 'stepped 37 at a time: the same best of every generation');
  assert.deepEqual(b.mean, a.mean);
  assert.notDeepEqual(c.best, a.best, 'another seed, another run');
  // Stopped: the final report holds the kept best, and the result says stopped.
  /** @type {() => void} */
  let running = () => {};
  const started = new Promise((r) => (running = () => r(undefined)));
  const h = lab.evolve(hard, { ...options, params: { max_generations: 100000 }, onProgress: () => running() });
  await Promise.race([started, h.result]);
  h.stop();
  const s = await h.result;
  assert.equal(s.status, 'failed');
  assert.match(s.detail ?? '', /^stopped after \d+ generations/);
  assert.equal(s.last.bestMissing, s.stats.missing, "the final report's board is the kept best");
  assert.equal(Array.from(s.last.grid).join(''), s.best);
});

test('combinatorial evolution marks its explorers; a solved run ends on fitness 0', async () => {
  const r = await stream(set[0] ?? '', { method: 'evolution', seed: 7, params: budgets.evolution }, (p) => {
    assert.equal(p.population.length, 200);
    // The article's hive: 90% workers, then the explorers.
    assert.equal([...p.roles].map((x) => (x & 2 ? 1 : 0)).join(''), '0'.repeat(180) + '1'.repeat(20));
  });
  if (r.r.status === 'solved') {
    assert.equal(r.best[r.best.length - 1], 0, 'the last generation scores 0');
    assert.equal(r.r.last.bestMissing, 0);
    assert.equal(r.r.last.conflictRows | r.r.last.conflictCols, 0);
    assert.ok(isSolutionOf(set[0] ?? '', r.r.solution ?? ''), 'a valid solution');
  } else assert.fail(`evolution did not solve the easy puzzle: ${r.r.detail}`);
});
