// @ts-check
// The Daily tab in Chromium: today's puzzle per band is the CLI's `daily` for today (the same
// for every player), played to the finish it is counted in the stats (streak, games, times)
// and gives a share text without the grid; a past day opens from the calendar; on a phone the
// header's Daily opens the tab and a chosen puzzle brings the board into view; unreadable
// stored stats are set aside and said, never in the way; stats export and import as JSON.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { cli } from '../wasm/helpers.mjs';
import { DESKTOP, PHONE, boardText, btn, session, solve } from './helpers.mjs';

const s = session(before, after);
/** @param {import('playwright-core').Page} page */
const openDaily = (page) => page.getByRole('tab', { name: 'Daily', exact: true }).click();
/** The page's local day (the browser's clock, which the app uses). @param {import('playwright-core').Page} page */
const pageDay = (page) =>
  page.evaluate(() => {
    const t = new Date();
    return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
  });
/** The native CLI's daily puzzle of a date and band. @param {string} date @param {string} band */
const cliDaily = (date, band) => cli(['daily', '--date', date, '--difficulty', band], '')[0] ?? '';

test("phone: today's easy daily is the CLI's, played to the finish by taps it counts, and shares without the grid", async () => {
  const { page, problems, ctx } = await s.open(PHONE, '#play');
  await openDaily(page);
  const day = await pageDay(page);
  assert.match(await page.locator('#panel-daily').innerText(), new RegExp(`Today · ${day}`));
  await page.locator('#panel-daily [data-band="easy"]').tap();
  const puzzle = cliDaily(day, 'easy');
  await page.waitForFunction(() =>
    /Daily easy puzzle/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  assert.equal(await boardText(page), puzzle);
  const answer = solve(puzzle);
  for (let c = 0; c < 81; c++) {
    if (puzzle[c] !== '.') continue;
    await page.locator(`[data-cell="${c}"]`).tap();
    await btn(page, answer[c] ?? '').tap();
  }
  await page.waitForSelector('#finish:not([hidden])');
  // Counted: today's easy is solved, a streak of 1, one easy game.
  await page.waitForFunction(() => document.querySelector('#streak-current')?.textContent === '1');
  assert.equal(await page.locator('#streak-best').innerText(), '1');
  assert.match(await page.locator('#panel-daily [data-band="easy"]').innerText(), /solved \d+:\d\d/);
  assert.match(await page.locator('.stats-table').innerText(), /easy\s+1\s+\d+:\d\d\s+\d+:\d\d\s+0\s+0/i);
  assert.equal(await page.locator('#stats-bars .bar').count(), 1);
  // The share text: date, band, time, hints, mistakes and a link that opens the same puzzle; no grid.
  await page.waitForSelector('#daily-share:not([hidden])');
  const text = await page.inputValue('#daily-share');
  assert.match(text, new RegExp(`^Sudoku Lab daily · ${day} · easy\\nSolved in \\d+:\\d\\d · 0 hints · 0 mistakes\\n`));
  assert.ok(!text.includes(answer.slice(0, 9)) && !/[1-9.]{20}/.test(text), 'no part of the grid');
  const link = text.split('\n').at(-1) ?? '';
  assert.match(link, new RegExp(`#daily=${day}&d=easy$`));
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('phone: Daily from the header near the top; a band, a calendar day and a daily Killer each bring the board into view', async () => {
  const { page, problems, ctx } = await s.open(PHONE, '#play');
  const height = PHONE.viewport.height;
  /** @param {string} selector */
  const top = (selector) => page.$eval(selector, (e) => e.getBoundingClientRect().top);
  const boardTop = () =>
    page.evaluate(() => document.querySelector('sudoku-board')?.getBoundingClientRect().top ?? NaN);
  /** Waits for the board's message. @param {RegExp} re */
  const said = (re) =>
    page.waitForFunction(
      (src) =>
        new RegExp(src).test(
          document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
        ),
      re.source,
    );
  // The header's Daily is on the first screen; it opens the tab and shows it.
  assert.ok((await top('#go-daily')) < height / 4, 'Daily near the top');
  await page.locator('#go-daily').tap();
  assert.equal(await page.locator('#tab-daily').getAttribute('aria-selected'), 'true');
  const panel = await top('#panel-daily');
  assert.ok(panel >= 0 && panel < height, `the Daily panel at y=${panel}`);
  for (const pick of ['#panel-daily [data-band="easy"]', '.cal-day:not([disabled])', '[data-variant="killer"]']) {
    await page.locator(pick).first().scrollIntoViewIfNeeded();
    assert.ok((await boardTop()) < 0, `${pick}: the board is out of view before`);
    await page.locator(pick).first().tap();
    await said(/^Daily .*the same for every player/);
    const t = await boardTop();
    assert.ok(t > -1 && t < height / 2, `${pick}: the board's top at y=${t} of ${height}`);
    await page.evaluate(() => /** @type {any} */ (document.querySelector('sudoku-board')).say(''));
  }
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a past day opens from the calendar; a daily link opens its puzzle', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  await openDaily(page);
  await page.selectOption('#daily-band', 'hard');
  const day = await pageDay(page);
  // The first of this month (or of the last, on the first): a day that has been.
  await page.locator('.cal-bar button[aria-label="Previous month"]').click();
  const past = `${(await page.locator('.cal-day').first().getAttribute('data-date')) ?? ''}`;
  assert.ok(past < day);
  await page.locator(`.cal-day[data-date="${past}"]`).click();
  const puzzle = cliDaily(past, 'hard');
  await page.waitForFunction(
    (p) =>
      [...(document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[data-cell]') ?? [])]
        .map((c) => c.querySelector('.value')?.textContent || '.')
        .join('') === p,
    puzzle,
  );
  // Tomorrow cannot be opened from the calendar.
  await page.locator('.cal-bar button[aria-label="Next month"]').click();
  const future = page.locator('.cal-day:not([disabled])').last();
  assert.ok(((await future.getAttribute('data-date')) ?? '') <= day);
  // A shared daily link.
  await page.evaluate((d) => (location.hash = `daily=${d}&d=expert`), past);
  await page.waitForFunction(
    (p) =>
      [...(document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[data-cell]') ?? [])]
        .map((c) => c.querySelector('.value')?.textContent || '.')
        .join('') === p,
    cliDaily(past, 'expert'),
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('unreadable stored stats are set aside and said; export and import as a JSON file', async () => {
  const broken = '{"format":"sudoku-lab-stats","version":1,"games":[{"day":"nope"}]}';
  const { page, problems, ctx } = await s.open(DESKTOP, '#play', { storage: { 'sudoku-lab:stats': broken } });
  await openDaily(page);
  assert.match(
    await page.locator('.daily-problem').innerText(),
    /could not be read \(game 1 of 1 is not a finished game record\)/,
  );
  assert.equal(await page.evaluate(() => localStorage.getItem('sudoku-lab:stats-unreadable')), broken);
  assert.equal(await page.locator('#streak-current').innerText(), '0');
  // Import three days of daily games ending today: a streak of 3.
  const day = await pageDay(page);
  const days = await page.evaluate((d) => {
    const [y, m, dd] = d.split('-').map(Number);
    return [2, 1, 0].map((k) => new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (dd ?? 1) - k)).toISOString().slice(0, 10));
  }, day);
  const game = (/** @type {string} */ d, /** @type {number} */ i) => ({
    day: d,
    at: 1_800_000_000_000 + i,
    difficulty: 'medium',
    timeMs: 300_000 + i * 1000,
    hints: i,
    mistakes: 0,
    daily: d,
    puzzle: cliDaily(d, 'medium'),
  });
  const file = JSON.stringify({ format: 'sudoku-lab-stats', version: 1, games: days.map(game) });
  await page.setInputFiles('#stats-import', {
    name: 'stats.json',
    mimeType: 'application/json',
    buffer: Buffer.from(file),
  });
  await page.waitForFunction(() => document.querySelector('#streak-current')?.textContent === '3');
  assert.match(await page.locator('#message-text').innerText(), /Imported 3 games from stats\.json/);
  assert.match(await page.locator('.stats-table').innerText(), /medium\s+3\s+5:00\s+5:01\s+3\s+0/i);
  // The same file again adds nothing; a file that is not one says why.
  await page.setInputFiles('#stats-import', {
    name: 'stats.json',
    mimeType: 'application/json',
    buffer: Buffer.from(file),
  });
  await page.waitForFunction(() =>
    /Imported 0 games/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  await page.setInputFiles('#stats-import', {
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('[1,2]'),
  });
  await page.waitForFunction(() =>
    /Stats not imported: notes\.json is not a Sudoku Lab stats file/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  // Export: the same games back, as a file.
  const download = page.waitForEvent('download');
  await page.click('#stats-export');
  const path = await (await download).path();
  const exported = JSON.parse(readFileSync(path, 'utf8'));
  assert.equal(exported.format, 'sudoku-lab-stats');
  assert.deepEqual(exported.games, days.map(game));
  assert.deepEqual(problems, []);
  await ctx.close();
});
