// @ts-check
// JobHandle.step(n) takes an integer in [1, 1,000,000]: anything else throws a
// SudokuOptionError naming the argument and its allowed values, and the job steps on as
// before (a NaN or Infinity count once stopped a job's stepping, or its progress, for good).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuOptionError } from '../../pkg/lib/node.js';
import { hardest, puzzles } from './helpers.mjs';

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab.dispose());

const any = (/** @type {unknown} */ v) => /** @type {any} */ (v);
const bad = [NaN, 'x', {}, 0, -1, 1.5, Infinity, 1_000_001, null];

/** Progress of a paused job, awaited one report at a time. */
function reports() {
  /** @type {any[]} */
  const seen = [];
  /** @type {(() => void) | undefined} */
  let wake;
  return {
    seen,
    push: (/** @type {any} */ p) => (seen.push(p), wake?.()),
    /** Resolves once n reports have come. */
    until: (/** @type {number} */ n) =>
      new Promise((r) => {
        wake = () => seen.length >= n && r(undefined);
        wake();
      }),
  };
}

test('evolve: a bad step count throws, naming n and its range; the job then steps exactly as asked', async () => {
  const r = reports();
  const h = lab.evolve(hardest, {
    method: 'ga-liu',
    seed: 4,
    paused: true,
    params: { max_generations: 100000 },
    onProgress: r.push,
  });
  for (const n of bad)
    assert.throws(
      () => h.step(any(n)),
      (e) =>
        e instanceof SudokuOptionError && /^step\(n\): n must be an integer in \[1, 1000000\], got /.test(e.message),
      String(n),
    );
  assert.throws(() => h.step(any('x')), { message: 'step(n): n must be an integer in [1, 1000000], got "x"' });
  h.step(3);
  await r.until(1);
  assert.equal(r.seen[0].generation, 3);
  h.step();
  await r.until(2);
  assert.equal(r.seen[1].generation, 4, 'step() is one generation');
  h.stop();
  assert.equal((await h.result).stats.generations, 4);
});

test('solveBatch: bad counts throw; step(n) then solves exactly n puzzles, reporting when done', async () => {
  const list = puzzles('17clue_first2000.txt').slice(0, 20);
  const r = reports();
  const h = lab.solveBatch(list, { paused: true, onProgress: r.push });
  for (const n of bad) assert.throws(() => h.step(any(n)), SudokuOptionError, String(n));
  h.step(5);
  await r.until(1);
  assert.deepEqual(r.seen[0], { done: 5, total: 20 });
  h.step(1_000_000);
  const results = await h.result;
  assert.equal(results.length, 20);
});

test('a handle whose call was refused still checks step counts, and its result rejects with the call error', async () => {
  const h = lab.evolve(hardest, any({ method: 7 }));
  assert.throws(() => h.step(NaN), SudokuOptionError);
  h.step(2);
  await assert.rejects(h.result, SudokuOptionError);
});
