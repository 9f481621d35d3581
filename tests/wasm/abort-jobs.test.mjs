// @ts-check
// Cancellation and cooperative jobs through a real Node worker: abort of synchronous calls
// (terminate and respawn), of queued calls and of jobs (by message); pause, step, resume,
// stop; progress throttled; jobs surviving a respawn. No check depends on speed: each waits
// for a state (an answer, a progress report) and counts units, never sleeps and looks.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { Scheduler, PROGRESS_HZ, SLICE_MS } from '../../pkg/lib/engine/scheduler.js';
import { hardest, isSolutionOf, puzzles } from './helpers.mjs';

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 2 });
});
after(() => lab.dispose());

const empty = '0'.repeat(81);
const clues = puzzles('17clue_first2000.txt');
/** Enough exact-solver work for a few seconds. */
const big = Array.from({ length: 20 }, () => clues).flat();

/** @param {Promise<unknown>} p @returns {Promise<unknown>} */
const rejection = (p) =>
  p.then(
    () => assert.fail('expected a rejection'),
    (e) => e,
  );
/**
 * Starts a call that may be long behind a quick one in the same message and aborts it once
 * the quick one is answered: the worker answers quick calls before it starts a long one, so
 * the long call is then in the worker. Returns what the call rejected with.
 * @param {(s: AbortSignal) => Promise<unknown>} start
 */
async function abortRunning(start) {
  const ac = new AbortController();
  const before = lab.validate(hardest);
  const p = rejection(start(ac.signal));
  await before;
  ac.abort();
  return p;
}

/**
 * Progress reports of a job, awaited by count.
 * @template P
 */
function reports() {
  /** @type {P[]} */
  const seen = [];
  /** @type {(() => void)[]} */
  let waiting = [];
  return {
    seen,
    push: (/** @type {P} */ p) => {
      seen.push(p);
      for (const w of waiting.splice(0)) w();
    },
    /** Resolves once n reports in all have come. @param {number} n */
    until(n) {
      return new Promise((resolve) => {
        const check = () => (seen.length >= n ? resolve(undefined) : waiting.push(check));
        check();
      });
    },
  };
}

test('aborting a synchronous call rejects with AbortError without waiting for it; later calls work', async () => {
  // Counting every grid would run for ages: only terminate can stop it (latencies: the soak benchmark).
  const e = await abortRunning((signal) => lab.count(empty, { limit: 1e12, signal }));
  assert.equal(/** @type {Error} */ (e).name, 'AbortError');
  for (let i = 0; i < 3; i++) assert.equal((await lab.solve(hardest)).status, 'solved');
  const e2 = await abortRunning((signal) =>
    lab.solve(hardest, { method: 'backtrack-reverse', params: { unique_check: 1 }, signal }),
  );
  assert.equal(/** @type {Error} */ (e2).name, 'AbortError');
  assert.equal(await lab.count(hardest), 1);
});

test('an aborted signal rejects at once; a queued call can be aborted alone', async () => {
  const ac = new AbortController();
  ac.abort();
  assert.equal(/** @type {Error} */ (await rejection(lab.solve(hardest, { signal: ac.signal }))).name, 'AbortError');
  const blocker = new AbortController();
  const long = rejection(lab.count(empty, { limit: 1e12, signal: blocker.signal }));
  const queued = new AbortController();
  const q = rejection(lab.solve(hardest, { signal: queued.signal }));
  const next = lab.solve(hardest);
  queued.abort('my reason');
  assert.equal(await q, 'my reason', 'rejects with the signal reason');
  blocker.abort();
  assert.equal(/** @type {Error} */ (await long).name, 'AbortError');
  assert.equal((await next).status, 'solved', 'the call queued behind them still runs');
});

test('a batch job is aborted cooperatively and the lab stays usable', async () => {
  const ac = new AbortController();
  const progress = reports();
  const h = lab.solveBatch(big, { signal: ac.signal, onProgress: progress.push });
  const r = rejection(h.result);
  await progress.until(3);
  ac.abort();
  const e = /** @type {Error} */ (await r);
  assert.equal(e.name, 'AbortError');
  assert.equal((await lab.solve(hardest)).status, 'solved');
});

test('pause, step, resume and stop a batch job', async () => {
  const list = clues.slice(0, 300);
  /** @type {ReturnType<typeof reports<number>>} */
  const seen = reports();
  const h = lab.solveBatch(list, { paused: true });
  h.onProgress = (p) => seen.push(p.done);
  h.step(10);
  await seen.until(1);
  assert.deepEqual(seen.seen, [10], 'a step while paused advances exactly n and reports');
  h.step(5);
  await seen.until(2);
  assert.equal(seen.seen[1], 15);
  // Paused, nothing runs between steps: the next step ends exactly 2 further.
  h.step(2);
  await seen.until(3);
  assert.deepEqual(seen.seen, [10, 15, 17], 'paused: no progress but the steps');
  h.resume();
  const results = await h.result;
  assert.equal(results.length, 300);
  results.forEach((r, i) => assert.ok(isSolutionOf(list[i] ?? '', r.solution)));

  const s = lab.solveBatch(list, { paused: true });
  s.step(7);
  /** @type {ReturnType<typeof reports<number>>} */
  const seen2 = reports();
  s.onProgress = (p) => seen2.push(p.done);
  await seen2.until(1);
  s.stop();
  const partial = await s.result;
  assert.equal(partial.length, 7, 'stop resolves with the puzzles done so far');
  partial.forEach((r, i) => assert.ok(isSolutionOf(list[i] ?? '', r.solution)));

  /** @type {ReturnType<typeof reports<number>>} */
  const n = reports();
  const running = lab.solveBatch(big, { onProgress: (p) => n.push(p.done) });
  await n.until(2);
  running.pause();
  // Messages are ordered both ways: once this reply is here, the worker has paused and every
  // progress message it sent before pausing has arrived.
  await lab.validate(hardest);
  const frozen = n.seen.length;
  // Paused where it was: two steps of 3 end exactly 3 apart.
  running.step(3);
  await n.until(frozen + 1);
  running.step(3);
  await n.until(frozen + 2);
  assert.equal((n.seen[frozen + 1] ?? 0) - (n.seen[frozen] ?? 0), 3, 'no progress while paused but the steps');
  running.resume();
  await n.until(frozen + 4);
  running.stop();
  const some = await running.result;
  // How far it got before the stop arrived depends on the machine's speed (it may even have finished):
  // only that the puzzles done are the first ones, solved, is a fact to check.
  assert.ok(some.length > 0 && some.length <= big.length, `${some.length} done when stopped`);
  some.forEach((r, i) => assert.ok(isSolutionOf(big[i] ?? '', r.solution)));
});

test('after many single steps, resume runs in slices again (progress keeps coming)', async () => {
  const list = [...big, ...big, ...big]; // ~25 slices here; one run of 2^20 units before the fix
  /** @type {ReturnType<typeof reports<number>>} */
  const done = reports();
  const h = lab.solveBatch(list, { paused: true, onProgress: (p) => done.push(p.done) });
  for (let i = 1; i <= 20; i++) {
    h.step(1);
    await done.until(i);
  }
  h.resume();
  const results = await h.result;
  assert.equal(results.length, list.length);
  // Before the fix a run() after 20 quick steps took 2^20 units at once: every puzzle left
  // in one run, with no progress between. In slices of ~16 ms there are many reports.
  const after = done.seen.slice(20);
  assert.ok(after.length >= 3 && after.every((d) => d < list.length), `progress after resume: ${after.join(', ')}`);
});

test('calls are answered between the slices of a running job', async () => {
  /** @type {ReturnType<typeof reports<number>>} */
  const done = reports();
  let finished = false;
  const h = lab.solveBatch(big, { onProgress: (p) => done.push(p.done) });
  const result = h.result.finally(() => (finished = true));
  await done.until(2);
  const r = await lab.solve(hardest);
  assert.equal(r.status, 'solved');
  assert.equal(finished, false, 'answered while the batch was still running');
  h.stop();
  await result;
});

test('progress is throttled to PROGRESS_HZ by the worker clock, one report at most per slice (a scheduler on a fake clock)', () => {
  let now = 0;
  /** @type {any[]} */
  const posted = [];
  /** @type {(() => void)[]} */
  const turns = [];
  const scheduler = new Scheduler(
    (m) => posted.push(m),
    () => now,
  );
  // Turns are run by hand: no event loop, no wall clock.
  /** @type {any} */ (scheduler).immediate = (/** @type {() => void} */ f) => turns.push(f);
  let units = 0;
  const total = 100_000;
  scheduler.add(1, {
    run(n) {
      units = Math.min(total, units + n);
      now += 0.25 * n; // a unit costs 0.25 ms of the worker's time
      return units === total;
    },
    progress: () => ({ value: units }),
    result: () => ({ value: units }),
  });
  let slices = 0;
  while (turns.length > 0) {
    turns.shift()?.();
    slices++;
  }
  const progress = posted.filter((m) => m.kind === 'progress');
  assert.deepEqual(posted.at(-1), { kind: 'result', id: 1, value: total });
  const ms = total * 0.25;
  assert.ok(progress.length <= ms / (1000 / PROGRESS_HZ) + 1, `${progress.length} reports over ${ms} ms`);
  assert.ok(
    progress.length >= ms / (2 * SLICE_MS) - 1,
    `${progress.length} reports over ${ms} ms: one about every slice`,
  );
  assert.ok(progress.length <= slices);
});

test('jobs survive the respawn that a synchronous abort causes, keeping their paused state', async () => {
  const list = clues.slice(0, 200);
  const h = lab.solveBatch(list, { paused: true });
  h.step(3);
  /** @type {ReturnType<typeof reports<number>>} */
  const seen = reports();
  h.onProgress = (p) => seen.push(p.done);
  await seen.until(1);
  const e = await abortRunning((signal) => lab.count(empty, { limit: 1e12, signal }));
  assert.equal(/** @type {Error} */ (e).name, 'AbortError');
  // The new worker runs the job again from its start, still paused: a step of 2 reports 2.
  h.step(2);
  await seen.until(2);
  assert.deepEqual(seen.seen, [3, 2], 'still paused after the respawn');
  h.resume();
  const results = await h.result;
  assert.equal(results.length, 200);
  results.forEach((r, i) => assert.ok(isSolutionOf(list[i] ?? '', r.solution)));
});

test('solveMany keeps input order over several workers, reports overall progress, aborts', async () => {
  const list = [
    ...clues.slice(0, 1000),
    ...puzzles('top95.txt'),
    ...puzzles('qqwing_expert.txt'.replace(/^/, 'graded/')),
  ];
  /** @type {{ done: number, total: number }[]} */
  const seen = [];
  const many = await lab.solveMany(list, { workers: 2, onProgress: (p) => seen.push(p) });
  const one = await lab.solveBatch(list).result;
  assert.equal(many.length, list.length);
  many.forEach((r, i) => {
    assert.ok(isSolutionOf(list[i] ?? '', r.solution), `index ${i}`);
    assert.equal(r.solution, one[i]?.solution);
    assert.deepEqual(r.stats, one[i]?.stats);
  });
  assert.deepEqual(seen.at(-1), { done: list.length, total: list.length });
  for (let i = 1; i < seen.length; i++) assert.ok((seen[i]?.done ?? 0) >= (seen[i - 1]?.done ?? 0));

  const ac = new AbortController();
  const progress = reports();
  const aborted = rejection(lab.solveMany(big, { workers: 2, signal: ac.signal, onProgress: progress.push }));
  await progress.until(1);
  ac.abort();
  assert.equal(/** @type {Error} */ (await aborted).name, 'AbortError');
  assert.equal((await lab.solveMany([hardest], { workers: 2 }))[0]?.status, 'solved');
});

test('dispose rejects pending calls with AbortError', async () => {
  const other = await createSudokuLab({ workers: 1 });
  const p = rejection(other.count(empty, { limit: 1e12 }));
  other.dispose();
  assert.equal(/** @type {Error} */ (await p).name, 'AbortError');
  assert.equal(/** @type {Error} */ (await rejection(other.solve(hardest))).name, 'AbortError');
});
