// @ts-check
// Bad input rejects with SudokuInputError carrying the core's messages — the same text the
// CLI prints after "invalid: " — and the cells involved; bad options reject with
// SudokuOptionError carrying the core's message.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/node.js';
import { cli, hardest } from './helpers.mjs';

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab.dispose());

const bad = [
  '12x',
  '',
  '..7.....7........................................................................',
  `${hardest.slice(0, 80)}8`,
  `${hardest}5`,
  'abcdefghijklm',
  `11${'.'.repeat(79)}`,
  `${hardest.slice(0, 40)}é${hardest.slice(41)}`,
];

test('solve rejects bad puzzles with the CLI messages', async () => {
  const native = cli(['solve', '-'], bad.join('\n') + '\n');
  assert.equal(native.length, bad.length);
  for (const [i, p] of bad.entries()) {
    const err = await lab.solve(p).then(
      () => assert.fail(`line ${i + 1} was accepted`),
      (e) => e,
    );
    assert.ok(err instanceof SudokuInputError, `line ${i + 1}: ${err}`);
    assert.equal(`invalid: ${err.message}`, native[i], `line ${i + 1}`);
    assert.equal(err.errors.map((e) => e.message).join('; '), err.message);
  }
});

test('validate returns the same messages and the cells involved', async () => {
  const native = cli(['validate', '-'], bad.join('\n') + '\n');
  for (const [i, p] of bad.entries()) {
    const v = await lab.validate(p);
    assert.equal(v.ok, false);
    if (!v.ok) assert.equal(`invalid: ${v.errors.map((e) => e.message).join('; ')}`, native[i]);
  }
  const v = await lab.validate(bad[2] ?? '');
  assert.deepEqual(v, {
    ok: false,
    errors: [{ kind: 'repeated', message: 'row 1 has two 7s: r1c3 and r1c9', cells: [2, 8] }],
  });
  assert.deepEqual(await lab.validate(hardest), { ok: true });
});

test('arrays of numbers: bad values named by cell, conflicts with their cells', async () => {
  const cells = Array(81).fill(0);
  cells[3] = 12;
  cells[5] = 3.5;
  cells[80] = -1;
  const err = await lab.solve(cells).catch((e) => e);
  assert.ok(err instanceof SudokuInputError);
  assert.equal(
    err.message,
    'bad value 12 at r1c4 (expected 0-9, 0 = empty); bad value 3.5 at r1c6 (expected 0-9, 0 = empty); bad value -1 at r9c9 (expected 0-9, 0 = empty)',
  );
  assert.deepEqual(err.cells, [3, 5, 80]);
  const wrongType = Array(81).fill(0);
  wrongType[0] = '5';
  assert.match((await lab.count(wrongType).catch((e) => e)).message, /^bad value NaN at r1c1/);
  const conflict = Array(81).fill(0);
  conflict[0] = conflict[10] = 4;
  const c = await lab.count(conflict).catch((e) => e);
  assert.equal(c.message, 'box 1 has two 4s: r1c1 and r2c2');
  assert.deepEqual(c.cells, [0, 10]);
  assert.equal((await lab.solve(Array(80).fill(0)).catch((e) => e)).message, 'expected 81 cells, found 80');
  const none = await lab.solve(/** @type {any} */ (null)).catch((e) => e);
  assert.ok(none instanceof SudokuInputError, String(none)); // not a plain TypeError
  assert.equal(none.errors[0]?.kind, 'not-a-puzzle');
});

test('bad options reject with the core message, as the CLI usage errors', async () => {
  const e1 = await lab.solve(hardest, { method: /** @type {any} */ ('nope') }).catch((e) => e);
  assert.ok(e1 instanceof SudokuOptionError);
  assert.match(e1.message, /^unknown method 'nope' \(known: exact, backtrack/);
  const e2 = await lab.solve(hardest, { method: 'backtrack', params: { node_limit: 0 } }).catch((e) => e);
  assert.equal(
    e2.message,
    "parameter 'node_limit' of method 'backtrack' must be an integer in [1, 1000000000000000], got 0",
  );
  const e3 = await lab.solve(hardest, { params: { speed: 2 } }).catch((e) => e);
  assert.equal(e3.message, "unknown parameter 'speed' for method 'exact' (known: unique_check)");
  const e4 = await lab.count(hardest, { method: 'forward-reverse', limit: 3 }).catch((e) => e);
  assert.ok(e4 instanceof SudokuOptionError);
  assert.match(e4.message, /forward-reverse can only tell 0, 1 or 2\+ solutions/);
  assert.ok((await lab.solve(hardest, { seed: -1 }).catch((e) => e)) instanceof SudokuOptionError);
  assert.ok(
    (await lab.solveBatch([hardest], { method: /** @type {any} */ ('nope') }).result.catch((e) => e)) instanceof
      SudokuOptionError,
  );
  const batchErr = await lab.solveMany([hardest, hardest, '12x'], { workers: 1 }).catch((e) => e);
  assert.ok(batchErr instanceof SudokuInputError);
  assert.equal(batchErr.index, 2);
  assert.equal(
    batchErr.message,
    "puzzle at index 2: bad character 'x' at position 3 (expected a digit 1-9, '.' or '0')",
  );
  assert.equal((await lab.solve(hardest)).status, 'solved', 'the lab still works');
});
