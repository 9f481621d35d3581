// @ts-check
// rateMany and generateMany (issue 38, "all cores" in the browser): many calls spread over a lab's
// workers give, in input order, exactly what the single calls give (each rating the same as rate's,
// puzzle i of generateMany the generator's puzzle for seed + i, as `sudoku-lab generate --count`);
// progress reaches the total; one signal stops them all; bad options name themselves. Runs the play
// entry in Node (the same lab class as the browser's).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/play-node.js';
import { isSolutionOf, puzzles } from './helpers.mjs';

/** @type {import('../../pkg/lib/play-node.js').SudokuPlayLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 2 });
});
after(() => lab.dispose());

test('rateMany: in input order, each rating the one rate gives, progress up to the total', async () => {
  const list = puzzles('top95.txt').slice(0, 8);
  /** @type {{ done: number, total: number }[]} */
  const seen = [];
  const many = await lab.rateMany(list, { workers: 2, onProgress: (p) => seen.push(p) });
  assert.equal(many.length, list.length);
  for (const [i, p] of list.entries()) {
    const one = await lab.rate(p);
    assert.deepEqual(
      { er: many[i]?.er, ep: many[i]?.ep, ed: many[i]?.ed, difficulty: many[i]?.difficulty, counts: many[i]?.counts },
      { er: one.er, ep: one.ep, ed: one.ed, difficulty: one.difficulty, counts: one.counts },
      `puzzle ${i}`,
    );
  }
  assert.deepEqual(seen.at(-1), { done: list.length, total: list.length });
  assert.ok(seen.every((p, i) => i === 0 || p.done >= /** @type {any} */ (seen[i - 1]).done));
  // With steps: the same steps as rate's.
  const [withSteps] = await lab.rateMany(list.slice(0, 1), { steps: true });
  assert.deepEqual(withSteps?.steps, (await lab.rate(/** @type {string} */ (list[0]), { steps: true })).steps);
});

test('rateMany: a puzzle with several solutions rejects with its index', async () => {
  const list = puzzles('top95.txt').slice(0, 4);
  list[2] = `${'.'.repeat(80)}1`;
  await assert.rejects(
    lab.rateMany(list, { workers: 2 }),
    (/** @type {any} */ e) => e instanceof SudokuInputError && e.index === 2 && /^puzzle at index 2: /.test(e.message),
  );
});

test('perItem: a bad line is its own answer, the others answered as alone (solveMany and rateMany)', async () => {
  const list = puzzles('top95.txt').slice(0, 6);
  list[1] = 'x'.repeat(81); // does not read (the worker says so)
  list[3] = `${'.'.repeat(80)}1`; // reads; several solutions: rate cannot rate it
  /** @type {any[]} */
  const withBad = [...list];
  withBad[4] = 42; // not a puzzle at all (refused before the worker)
  const solved = await lab.solveMany(withBad, { perItem: true, workers: 2 });
  assert.deepEqual(
    solved.map((x) => [x.index, x.ok]),
    [
      [0, true],
      [1, false],
      [2, true],
      [3, true],
      [4, false],
      [5, true],
    ],
  );
  for (const x of solved)
    if (x.ok) assert.deepEqual(x.result.solution, (await lab.solve(withBad[x.index])).solution, `puzzle ${x.index}`);
    else {
      assert.ok(x.error instanceof SudokuInputError);
      assert.equal(x.error.index, x.index);
      assert.match(x.error.message, new RegExp(`^puzzle at index ${x.index}: `));
    }
  assert.equal(solved[3]?.ok && solved[3].result.status, 'multiple');
  const rated = await lab.rateMany(withBad, { perItem: true, workers: 2 });
  assert.deepEqual(
    rated.map((x) => [x.index, x.ok]),
    [
      [0, true],
      [1, false],
      [2, true],
      [3, false],
      [4, false],
      [5, true],
    ],
  );
  const first = rated[0];
  assert.equal(first?.ok && first.result.er, (await lab.rate(/** @type {string} */ (list[0]))).er);
  assert.ok(rated.every((x) => x.ok || (x.error instanceof SudokuInputError && x.error.index === x.index)));
  // Without perItem the first bad puzzle still rejects the call (the 1.x behaviour).
  await assert.rejects(lab.solveMany(list), (/** @type {any} */ e) => e instanceof SudokuInputError && e.index === 1);
  await assert.rejects(lab.solveMany(list, /** @type {any} */ ({ perItem: 'yes' })), SudokuOptionError);
});

test('generateMany: puzzle i is the generator’s puzzle for seed + i, whatever the workers', async () => {
  const options = { difficulty: /** @type {const} */ ('easy') };
  const two = await lab.generateMany(5, { seed: 100, options, workers: 2 });
  const one = await lab.generateMany(5, { seed: 100, options, workers: 1 });
  assert.deepEqual(two, one);
  for (const [i, g] of two.entries()) {
    assert.equal(g.seed, 100 + i);
    assert.ok(isSolutionOf(g.puzzle, g.solution));
    const alone = await lab.generate({ ...options, seed: 100 + i });
    assert.equal(g.puzzle, alone.puzzle);
  }
  // No seed: a random base, reported by each puzzle's seed (consecutive).
  const random = await lab.generateMany(3, { options });
  assert.deepEqual(
    random.map((g) => g.seed - /** @type {number} */ (random[0]?.seed)),
    [0, 1, 2],
  );
  assert.deepEqual(await lab.generateMany(0), []);
});

test('one signal stops a run: aborted after the first puzzle done, the call rejects with an AbortError', async () => {
  const stop = new AbortController();
  let progress = 0;
  await assert.rejects(
    lab.generateMany(200, {
      options: { difficulty: 'hard' },
      workers: 2,
      signal: stop.signal,
      onProgress: () => {
        progress++;
        stop.abort();
      },
    }),
    (/** @type {any} */ e) => e.name === 'AbortError',
  );
  assert.ok(progress >= 1);
  // The lab still answers afterwards.
  assert.equal((await lab.generateMany(1, { seed: 3 })).length, 1);
});

test('bad options are named with their allowed values', async () => {
  const cases = /** @type {[() => Promise<unknown>, RegExp][]} */ ([
    [() => lab.rateMany(['.'.repeat(81)], { workers: 0 }), /workers/],
    [() => lab.rateMany([], /** @type {any} */ ({ worker: 2 })), /worker/],
    [() => lab.generateMany(-1), /count must be a whole number from 0 to 100000, got -1/],
    [() => lab.generateMany(2, { seed: 2 ** 53 - 1 }), /seed plus count goes past 2\^53 - 1/],
    [() => lab.generateMany(2, /** @type {any} */ ({ options: { seed: 4 } })), /options\.seed is not taken/],
    [() => lab.generateMany(1, /** @type {any} */ ({ options: { difficulty: 'impossible' } })), /difficulty/],
  ]);
  for (const [call, message] of cases)
    await assert.rejects(
      call,
      (/** @type {any} */ e) => e instanceof SudokuOptionError && message.test(e.message),
      String(message),
    );
});
