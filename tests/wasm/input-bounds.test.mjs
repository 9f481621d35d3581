// @ts-check
// Sizes are bounded before anything is copied or reaches the module: a puzzle text longer
// than any puzzle can be, a puzzle list longer than a call takes, an array longer than any
// puzzle. Calls reject with SudokuInputError naming the length and the limit; validate
// answers { ok: false } with the same message (it never rejects for a bad puzzle).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/node.js';
import { hardest } from './helpers.mjs';

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab.dispose());

const any = (/** @type {unknown} */ v) => /** @type {any} */ (v);
const rejection = (/** @type {Promise<unknown>} */ p) =>
  p.then(
    (v) => assert.fail(`resolved ${JSON.stringify(v)?.slice(0, 80)}`),
    (e) => e,
  );

test('a puzzle text longer than any puzzle is refused by its length, in every call; validate answers ok: false', async () => {
  const long = '1'.repeat(2e8);
  const message = 'puzzle is a text of 200000000 characters, longer than any puzzle (at most 6561)';
  assert.deepEqual(await lab.validate(long), { ok: false, errors: [{ kind: 'cell-count', message, cells: [] }] });
  for (const call of [
    () => lab.solve(long),
    () => lab.count(long),
    () => lab.rate(long),
    () => lab.evolve(long).result,
  ]) {
    const e = await rejection(call());
    assert.ok(e instanceof SudokuInputError, String(e));
    assert.equal(e.message, message);
  }
  const entries = await rejection(lab.hint({ puzzle: hardest, entries: '.'.repeat(6562) }));
  assert.ok(entries instanceof SudokuInputError);
  assert.equal(entries.message, 'entries is a text of 6562 characters, longer than any puzzle (at most 6561)');
  const listed = await rejection(lab.solveMany([hardest, '.'.repeat(40000)]));
  assert.ok(listed instanceof SudokuInputError);
  assert.equal(listed.index, 1);
  assert.equal(
    listed.message,
    'puzzle at index 1: puzzle is a text of 40000 characters, longer than any puzzle (at most 6561)',
  );
  // A pasted grid with borders and spaces is well within the bound.
  const pasted =
    hardest
      .match(/.{9}/g)
      ?.map((r) => `| ${r.split('').join(' ')} |`)
      .join('\r\n    ') ?? '';
  assert.equal((await lab.solve(pasted)).status, 'solved');
});

test('validate answers ok: false for arrays longer than any puzzle, without copying them', async () => {
  // An array-like claiming 2^31 cells: copying it would exhaust memory; its cells are never read.
  let reads = 0;
  const huge = new Proxy({ length: 2 ** 31 }, { get: (t, k) => (k === 'length' ? t.length : (reads++, 0)) });
  assert.deepEqual(await lab.validate(any(huge)), {
    ok: false,
    errors: [{ kind: 'cell-count', message: 'expected 81 cells, found 2147483648', cells: [] }],
  });
  assert.deepEqual(await lab.validate(new Array(6562).fill(0)), {
    ok: false,
    errors: [{ kind: 'cell-count', message: 'expected 81 cells, found 6562', cells: [] }],
  });
  assert.deepEqual(await lab.validate(any(null)), {
    ok: false,
    errors: [
      { kind: 'not-a-puzzle', message: 'puzzle must be a string or an array of 81 numbers, got null', cells: [] },
    ],
  });
  assert.equal(reads, 0);
});

test('a puzzle list longer than a call takes is refused by its length before any puzzle is read; the signal is heard first', async () => {
  let reads = 0;
  const list = new Proxy({ length: 2 ** 31 }, { get: (t, k) => (k === 'length' ? t.length : (reads++, hardest)) });
  for (const call of [() => lab.solveMany(any(list)), () => lab.solveBatch(any(list)).result]) {
    const e = await rejection(call());
    assert.ok(e instanceof SudokuInputError, String(e));
    assert.equal(
      e.message,
      'puzzles has 2147483648 puzzles, more than a call takes (at most 1000000: split them over several calls)',
    );
    assert.equal(e.errors[0]?.kind, 'not-a-puzzle');
  }
  const ac = new AbortController();
  ac.abort(new Error('stopped'));
  const aborted = await rejection(lab.solveMany(any(list), { signal: ac.signal }));
  assert.equal(/** @type {Error} */ (aborted).message, 'stopped');
  assert.equal(reads, 0);
});

test('string options are bounded too: a method, a seed, a generate option, params names and counts', async () => {
  const long = 'x'.repeat(1025);
  const cases = [
    [lab.solve(hardest, any({ method: long })), /^method must be at most 1024 characters, got a string of 1025$/],
    [
      lab.solve(hardest, { method: 'ga-liu', seed: long }),
      /^seed must be at most 1024 characters, got a string of 1025$/,
    ],
    [lab.generate(any({ symmetry: long })), /^symmetry must be at most 1024 characters, got a string of 1025$/],
    [
      lab.solve(hardest, { params: { [long]: 1 } }),
      /^a params name must be at most 1024 characters, got a string of 1025$/,
    ],
    [
      lab.solve(hardest, { params: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`p${i}`, 1])) }),
      /^params must have at most 64 entries, got 65$/,
    ],
  ];
  for (const [p, pattern] of cases) {
    const e = await rejection(/** @type {Promise<unknown>} */ (p));
    assert.ok(e instanceof SudokuOptionError, String(e));
    assert.match(e.message, /** @type {RegExp} */ (pattern));
  }
  // A seed string within the bound still works.
  assert.equal(
    typeof (await lab.solve(hardest, { method: 'ga-liu', seed: 'x'.repeat(1024), params: { max_generations: 2 } }))
      .seed,
    'number',
  );
});
