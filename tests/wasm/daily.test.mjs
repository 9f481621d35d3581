// @ts-check
// lab.daily: every committed daily puzzle (tests/data/daily.txt, 30 dates x 5 bands) comes back
// the same from the full and the play entries in Node; each solution is checked here and each
// puzzle's rating is in its band. Today is the caller's local date; bad dates and bands reject
// with messages naming the option. (The CLI and native checks: tests/cli, tests/cpp/test_daily.cpp;
// Chromium: tests/browser/lab.test.mjs.)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuOptionError } from '../../pkg/lib/node.js';
import { createSudokuLab as createPlayLab } from '../../pkg/lib/play-node.js';
import { dataDir, isSolutionOf } from './helpers.mjs';

/** The table's rows: [date, band, puzzle, solution]. */
const DAILY = /** @type {[string, string, string, string][]} */ (
  readFileSync(`${dataDir}daily.txt`, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(' '))
);

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
/** @type {import('../../pkg/lib/play-node.js').SudokuPlayLab} */
let play;
before(async () => {
  [lab, play] = await Promise.all([createSudokuLab({ workers: 1 }), createPlayLab({ workers: 1 })]);
});
after(() => Promise.all([lab.dispose(), play.dispose()]));

test('the table has 30 dates x 5 bands', () => {
  assert.equal(DAILY.length, 150);
  assert.equal(new Set(DAILY.map(([d]) => d)).size, 30);
});

test('every committed daily puzzle, from the full and the play entry, unique and in its band', async () => {
  for (const [date, band, puzzle, solution] of DAILY) {
    const d = /** @type {import('../../pkg/lib/node.js').Difficulty} */ (band);
    const [full, fromPlay] = await Promise.all([
      lab.daily({ date, difficulty: d }),
      play.daily({ date, difficulty: d }),
    ]);
    assert.equal(full.puzzle, puzzle, `${date} ${band}`);
    assert.equal(full.solution, solution, `${date} ${band}`);
    assert.deepEqual(fromPlay, full, `${date} ${band}: the play entry`);
    assert.equal(full.date, date);
    assert.equal(full.difficulty, band);
    assert.ok(isSolutionOf(puzzle, solution), `${date} ${band}: the solution fits`);
  }
  // Uniqueness and band by the engine's other calls, on every line (each is milliseconds).
  for (const [date, band, puzzle] of DAILY) {
    assert.equal(await lab.count(puzzle, { limit: 2 }), 1, `${date} ${band}: one solution`);
    assert.equal((await lab.rate(puzzle)).difficulty, band, `${date} ${band}: rated in its band`);
  }
});

test('no date: today in the local time zone; a Date: its local day', async () => {
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  const day = (/** @type {Date} */ t) => `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
  const before = day(new Date());
  const today = await play.daily();
  assert.ok([before, day(new Date())].includes(today.date), `today is ${before}, got ${today.date}`); // (midnight)
  assert.equal(today.difficulty, 'medium');
  const first = /** @type {[string, string, string, string]} */ (DAILY[0])[0];
  const [y, m, dd] = /** @type {[number, number, number]} */ (first.split('-').map(Number));
  const fromDate = await play.daily({ date: new Date(y, m - 1, dd, 23, 59), difficulty: 'easy' });
  assert.equal(fromDate.date, first);
  assert.equal(fromDate.puzzle, DAILY.find(([d, b]) => d === first && b === 'easy')?.[2]);
});

test('bad dates and bands reject naming the option', async () => {
  const bad = /** @type {[unknown, RegExp][]} */ ([
    [{ date: '2026-02-29' }, /^date must be a calendar date written YYYY-MM-DD .*got '2026-02-29'$/],
    [{ date: '2026-12-1' }, /^date must be a calendar date/],
    [{ date: 20261201 }, /^date must be a string, got/],
    [{ date: new Date(NaN) }, /^date must be a valid Date or a YYYY-MM-DD string, got an invalid Date$/],
    [{ difficulty: 'brutal' }, /^difficulty must be one of easy, medium, hard, expert, extreme, got 'brutal'$/],
    [{ dificulty: 'hard' }, /dificulty/],
  ]);
  for (const [options, message] of bad)
    await assert.rejects(
      // @ts-expect-error: the wrong options are the point
      play.daily(options),
      (e) => e instanceof SudokuOptionError && message.test(e.message),
      JSON.stringify(options),
    );
});
