// @ts-check
// What the app reads back, in real Chromium: a saved game in localStorage and a shared link
// are untrusted input. Values out of range are never shown, a corrupted save is dropped (the
// app starts fresh), and every link parameter is encoded so one cannot smuggle in another.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, SEED, boardText, btn, session, solve } from './helpers.mjs';

const s = session(before, after);
const KEY = 'sudoku-lab:game';
const digits = (/** @type {string} */ p) => [...p].map((ch) => (/[1-9]/.test(ch) ? Number(ch) : 0));
const zeros = () => Array(81).fill(0);

test('a save with out-of-range values is dropped, not drawn: the app starts fresh', async () => {
  const givens = digits(SEED);
  givens.splice(0, 9, ...Array(9).fill(1e9)); // row 1: 1000000000 in each cell
  for (const bad of [
    { givens, entries: zeros(), marks: zeros(), mode: 'play' },
    { givens: digits(SEED), entries: zeros(), marks: zeros().fill(-1), mode: 'play' },
    { givens: digits(SEED), entries: zeros(), marks: zeros(), colours: zeros().fill(2.5), mode: 'play' },
  ]) {
    const { page, problems, ctx } = await s.open(DESKTOP, '', { storage: { [KEY]: JSON.stringify(bad) } });
    const board = await boardText(page);
    assert.match(board, /^[.1-9]{81}$/);
    assert.notEqual(board.slice(0, 9), '111111111');
    assert.equal(await page.locator('#landing').isVisible(), true, 'a first visit: nothing usable was saved');
    // The unreadable save is gone (or already replaced by a valid one).
    const kept = await page.evaluate((k) => localStorage.getItem(k), KEY);
    assert.ok(
      kept === null || JSON.parse(kept).givens.every((/** @type {number} */ d) => d >= 0 && d <= 9),
      String(kept).slice(0, 80),
    );
    assert.deepEqual(problems, []);
    await ctx.close();
  }
});

test('a save with a non-numeric ER, seed or count still finishes: the bad fields are dropped', async () => {
  // The seed puzzle one digit from solved, with a saved ER that is not a number.
  const answer = solve(SEED);
  const entries = digits(answer).map((d, c) => (SEED[c] === '0' && c !== 0 ? d : 0));
  const save = {
    givens: digits(SEED),
    entries,
    marks: zeros(),
    mode: 'play',
    info: { er: 'abc', seed: 'x', difficulty: '<b>evil</b>' },
    hints: 'lots',
    mistakes: -3,
    elapsedMs: 'soon',
  };
  const { page, problems, ctx } = await s.open(DESKTOP, '', { storage: { [KEY]: JSON.stringify(save) } });
  assert.equal(await page.locator('.timer').innerText(), '0:00');
  await page.locator('[data-cell="0"]').click();
  await page.keyboard.press(`Digit${answer[0]}`);
  await page.waitForSelector('#finish:not([hidden])');
  // The panel shows at once; a puzzle without a (valid) rating is rated afresh and filled in.
  await page.waitForFunction(() =>
    /ER\s*\d+\.\d/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#finish')?.textContent ?? '',
    ),
  );
  const finish = await page.locator('#finish').innerText();
  assert.match(finish, /Solved!/);
  assert.match(finish, /hints\s+0\b/);
  assert.match(finish, /mistakes\s+0\b/);
  assert.match(finish, /ER\s+\d+\.\d/); // rated afresh
  assert.doesNotMatch(finish, /evil|seed/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('not JSON at all: the save is dropped and the app starts', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '', { storage: { [KEY]: '{"givens": [1, 2' } });
  assert.equal(await page.locator('[data-cell]').count(), 81);
  assert.match(await boardText(page), /^[.1-9]{81}$/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a link cannot smuggle parameters through another: d is checked, every value encoded in the share link', async () => {
  // "&d=easy%26e%3D7..." decodes to the difficulty "easy&e=7...": not a difficulty.
  const injected = `7${'.'.repeat(80)}`;
  const { page, problems, ctx } = await s.open(
    DESKTOP,
    `#p=${SEED}&s=12&d=easy${encodeURIComponent(`&e=${injected}`)}`,
  );
  assert.equal(await boardText(page), SEED.replaceAll('0', '.'));
  assert.match(
    await page.locator('#message-text').innerText(),
    /Part of the link was not used: d \(difficulty\) must be one of easy, medium, hard, expert, extreme/,
  );
  await btn(page, 'Share').click();
  await page.waitForFunction(() => /** @type {HTMLInputElement} */ (document.querySelector('#share-out')).value !== '');
  const url = await page.inputValue('#share-out');
  const params = new URLSearchParams(new URL(url).hash.slice(1));
  assert.deepEqual([...params.keys()], ['p', 's'], url);
  assert.equal(params.get('s'), '12');
  // The recipient gets the puzzle and no entries.
  const other = await s.open(DESKTOP, new URL(url).hash);
  assert.equal(await boardText(other.page), SEED.replaceAll('0', '.'));
  await other.ctx.close();
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a link with a seed too large or entries of the wrong length: the puzzle loads, the rest is reported', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}&s=99999999999999999999&e=123`);
  assert.equal(await boardText(page), SEED.replaceAll('0', '.'));
  const message = await page.locator('#message-text').innerText();
  assert.match(message, /s \(seed\) must be a whole number/);
  assert.match(message, /e \(progress\) must be 81 characters of 1-9 or '\.', found 3/);
  assert.deepEqual(problems, []);
  await ctx.close();
});
