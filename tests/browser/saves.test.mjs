// @ts-check
// Games in progress, in real Chromium: one is kept per kind (classic, each daily, each variant
// kind), so a Killer started midway through a daily leaves the daily where it was, to resume
// from the Daily tab or the Play bar's list; the single game earlier versions kept is moved
// under its kind, nothing of it dropped; no saved game holds its answer in plain digits; and
// Share hands the link to the system's share sheet where there is one.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, SEED, boardText, btn, said, session, solve } from './helpers.mjs';

const s = session(before, after);
const LEGACY = 'sudoku-lab:game';
const digits = (/** @type {string} */ p) => [...p].map((ch) => (/[1-9]/.test(ch) ? Number(ch) : 0));
const zeros = () => Array(81).fill(0);

/** Every localStorage entry. @param {import('playwright-core').Page} page @returns {Promise<Record<string, string>>} */
const stored = (page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
/** The board's entries. @param {import('playwright-core').Page} page @returns {Promise<number[]>} */
const entries = (page) => page.evaluate(() => [.../** @type {any} */ (document.getElementById('board')).game.entries]);
/** Waits until the game on the board is saved (the save follows a change after a short delay). @param {import('playwright-core').Page} page @param {string} kind */
const savedWith = (page, kind, /** @type {number} */ cell, /** @type {number} */ digit) =>
  page.waitForFunction(
    ([k, c, d]) => JSON.parse(localStorage.getItem(`sudoku-lab:games:${k}`) ?? '{}').entries?.[c] === d,
    /** @type {[string, number, number]} */ ([kind, cell, digit]),
  );
/** A Killer 4x4 by New game: another kind than the classic puzzle before it. @param {import('playwright-core').Page} page */
async function newKiller4(page) {
  await page.selectOption('#new-variant', 'killer');
  await page.selectOption('#new-size', '4');
  await btn(page, 'New game').click();
  await said(page, /^New \w+ Killer 4x4 puzzle \(seed \d+\)/);
}

test("an earlier version's saved game is moved under its kind: restored whole, its answer no longer readable", async () => {
  const answer = solve(SEED);
  const mine = zeros();
  mine[0] = Number(answer[0]);
  mine[1] = Number(answer[1]);
  const old = {
    givens: digits(SEED),
    entries: mine,
    marks: zeros().map((_, c) => (c === 4 ? 0b101 : 0)),
    mode: 'play',
    info: { difficulty: 'medium', seed: 7 },
    answer,
    hints: 2,
    mistakes: 1,
    elapsedMs: 65_000,
  };
  const { page, problems, ctx } = await s.open(DESKTOP, '', { storage: { [LEGACY]: JSON.stringify(old) } });
  assert.equal(await page.locator('#landing').isVisible(), false, 'a returning player: the game, not the introduction');
  const board = await boardText(page);
  assert.equal(board.slice(0, 2), answer.slice(0, 2), "the player's digits");
  assert.match(await page.locator('[data-cell="4"]').innerText(), /1\s*3/, 'the corner marks');
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).game.hints), 2);
  const all = await stored(page);
  assert.equal(all[LEGACY], undefined, 'the old key is gone once moved');
  const moved = JSON.parse(all['sudoku-lab:games:classic'] ?? 'null');
  assert.deepEqual(moved?.entries, mine);
  assert.equal(all['sudoku-lab:games-current'], 'classic');
  for (const [k, v] of Object.entries(all)) assert.ok(!v.includes(answer.slice(20, 40)), `${k} holds the answer`);
  // The answer came along all the same: a wrong digit counts as a mistake at once.
  await page.locator('[data-cell="5"]').click();
  await page.keyboard.press(`Digit${(Number(answer[5]) % 9) + 1}`);
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('board')).game.mistakes === 2);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('an unreadable earlier save is set aside, not deleted', async () => {
  const text = '{"givens": [1, 2';
  const { page, problems, ctx } = await s.open(DESKTOP, '', { storage: { [LEGACY]: text } });
  const all = await stored(page);
  assert.equal(all[LEGACY], undefined);
  assert.equal(all['sudoku-lab:games-unreadable:earlier'], text);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a Killer started midway through a daily keeps the daily: back from the Daily tab where it was left', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  await page.getByRole('tab', { name: 'Daily', exact: true }).click();
  await page.locator('#panel-daily .daily-today [data-band="medium"]').click();
  await said(page, /^Daily medium puzzle of /);
  const daily = await boardText(page);
  const answer = solve(daily);
  const cell = daily.indexOf('.');
  await page.locator(`[data-cell="${cell}"]`).click();
  await page.keyboard.press(`Digit${answer[cell]}`);
  const day = await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).game.info.date);
  const kind = `daily ${day} medium classic`;
  await savedWith(page, kind, cell, Number(answer[cell]));

  await newKiller4(page);
  assert.equal(await page.locator('[data-cell]').count(), 16);
  // The Play bar lists the daily as a game in progress.
  const listed = await page.$$eval('#resume option', (os) => os.map((o) => o.textContent ?? ''));
  assert.ok(
    listed.some((t) => t.startsWith(`Daily ${day} medium · `)),
    listed.join(' | '),
  );
  // The Daily tab opens it again as it was, not afresh.
  await page.getByRole('tab', { name: 'Daily', exact: true }).click();
  await page.locator('#panel-daily .daily-today [data-band="medium"]').click();
  await said(page, /^Daily medium puzzle of .*: where you left it\./);
  assert.equal(await page.locator('[data-cell]').count(), 81);
  assert.equal((await entries(page))[cell], Number(answer[cell]));
  // And the Killer waits in the list in turn.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#resume option')].some((o) => /^Killer 4x4 · /.test(o.textContent ?? '')),
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('the Play bar resumes a classic game after a Killer, and a reload brings back the last game played', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  const answer = solve(SEED);
  await page.locator('[data-cell="0"]').click();
  await page.keyboard.press(`Digit${answer[0]}`);
  await savedWith(page, 'classic', 0, Number(answer[0]));
  await newKiller4(page);
  assert.equal(await page.locator('#resume').isVisible(), true);
  await page.selectOption('#resume', 'classic');
  await said(page, /^Classic: where you left it\./);
  assert.equal((await entries(page))[0], Number(answer[0]));
  await page.waitForFunction(() => localStorage.getItem('sudoku-lab:games-current') === 'classic');
  await page.goto(page.url().replace(/#.*$/, ''));
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('[data-cell]').count(), 81);
  assert.equal((await entries(page))[0], Number(answer[0]));
  // Both kinds are still kept; no save holds an answer in plain digits.
  const all = await stored(page);
  assert.ok(
    Object.keys(all).some((k) => /^sudoku-lab:games:killer 4x4$/.test(k)),
    Object.keys(all).join(),
  );
  for (const [k, v] of Object.entries(all)) assert.ok(!v.includes(answer.slice(20, 40)), `${k} holds the answer`);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test("Share hands the link to the system's share sheet where there is one, the clipboard otherwise", async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.evaluate(() => {
    /** @type {any} */ (window).shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (/** @type {ShareData} */ d) => void (/** @type {any} */ (window).shared.push(d)),
    });
  });
  await page.click('#share');
  await said(page, /^Share link shared\./);
  const shared = await page.evaluate(() => /** @type {any} */ (window).shared);
  assert.equal(shared.length, 1);
  assert.match(shared[0].url, new RegExp(`#p=${SEED.replace(/0/g, '\\.')}`));
  assert.equal(await page.inputValue('#share-out'), shared[0].url);
  // Closed by the player: said, and nothing copied instead.
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async () => {
        throw new DOMException('closed', 'AbortError');
      },
    }),
  );
  await page.click('#share');
  await said(page, /^Share link not shared\./);
  // No share sheet: the clipboard.
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await page.click('#share');
  await said(page, /^Share link copied\./);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shared[0].url);
  assert.deepEqual(problems, []);
  await ctx.close();
});
