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
    /could not be read \(game 1 of 1 is not a finished game record: its day "nope" is not a date \(YYYY-MM-DD\)\)/,
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
    at: Date.parse(`${d}T12:00:00Z`) + i,
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
  assert.match(await page.locator('#message-text').innerText(), /^Imported 3 games from stats\.json\.$/);
  assert.match(await page.locator('.stats-table').innerText(), /medium\s+3\s+5:00\s+5:01\s+3\s+0/i);
  // The same file again adds nothing; a file that is not one says why.
  await page.setInputFiles('#stats-import', {
    name: 'stats.json',
    mimeType: 'application/json',
    buffer: Buffer.from(file),
  });
  await page.waitForFunction(() =>
    /Imported 0 games from stats\.json; 3 already in your record\./.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  await page.setInputFiles('#stats-import', {
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('[1,2]'),
  });
  await page.waitForFunction(() =>
    /Stats not imported from notes\.json: not a Sudoku Lab stats file/.test(
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

test("an import never drops the player's games: future, impossible and oversized files are refused, a full one fills only the room", async () => {
  // The player's own record: today's and the two days before's daily puzzles, a streak of 3.
  const now = Date.now();
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  const day = await pageDay(page);
  const days = [2, 1, 0].map((k) => {
    const [y, m, d] = day.split('-').map(Number);
    return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - k)).toISOString().slice(0, 10);
  });
  const puzzle = cliDaily(day, 'medium');
  const own = days.map((d, i) => ({
    day: d,
    at: now - (2 - i) * 86_400_000,
    difficulty: 'medium',
    timeMs: 300_000,
    hints: 0,
    mistakes: 0,
    daily: d,
    puzzle,
  }));
  await page.evaluate(
    (games) =>
      localStorage.setItem('sudoku-lab:stats', JSON.stringify({ format: 'sudoku-lab-stats', version: 1, games })),
    own,
  );
  await page.reload();
  await openDaily(page);
  await page.waitForFunction(() => document.querySelector('#streak-current')?.textContent === '3');
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('sudoku-lab:stats') ?? '{"games":[]}').games);
  /** A file of `n` games finished at `start` + i minutes (their days written from that time). */
  const file = (/** @type {number} */ n, /** @type {number} */ start, /** @type {object} */ extra = {}) =>
    JSON.stringify({
      format: 'sudoku-lab-stats',
      version: 1,
      games: Array.from({ length: n }, (_, i) => {
        const at = start + i * 60_000;
        return {
          day: new Date(at).toISOString().slice(0, 10),
          at,
          difficulty: 'easy',
          timeMs: 200_000,
          hints: 1,
          mistakes: 0,
          puzzle,
          ...extra,
        };
      }),
    });
  /** Imports a file and waits for the app's message, which it returns. */
  const importFile = async (/** @type {string} */ name, /** @type {string | Buffer} */ text) => {
    await page.evaluate(() => {
      const m = document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text');
      if (m) m.textContent = '';
    });
    await page.setInputFiles('#stats-import', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForFunction(
      (n) =>
        document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent?.includes(n),
      name,
    );
    return page.locator('#message-text').innerText();
  };

  // 5,000 games dated a year ahead: refused whole; the record and the streak are as they were.
  assert.match(
    await importFile('future.json', file(5000, now + 365 * 86_400_000)),
    /^Stats not imported from future\.json: game 1 of 5000 is not a finished game record: it was finished in the future/,
  );
  assert.deepEqual(await stored(), own);
  assert.equal(await page.locator('#streak-current').innerText(), '3');
  // A day the calendar does not have, and a daily three days ahead.
  const feb30 = JSON.parse(file(1, Date.UTC(2026, 1, 27, 12)));
  feb30.games[0].day = '2026-02-30';
  assert.match(
    await importFile('feb30.json', JSON.stringify(feb30)),
    /^Stats not imported from feb30\.json: game 1 of 1 is not a finished game record: its day "2026-02-30" is not a date/,
  );
  const ahead = new Date(now + 3 * 86_400_000).toISOString().slice(0, 10);
  assert.match(
    await importFile('ahead.json', file(1, now - 86_400_000, { daily: ahead })),
    new RegExp(`its daily ${ahead} is in the future`),
  );
  // More games than a record holds, and a file too large to read: refused before anything is stored.
  assert.match(
    await importFile('many.json', file(5001, Date.UTC(2020, 0, 1))),
    /^Stats not imported from many\.json: a file of 5001 games; a record holds at most 5000\.$/,
  );
  assert.match(
    await importFile('huge.json', Buffer.alloc(3_100_000, 32)),
    /^Stats not imported from huge\.json: 3\.1 MB, more than a stats file of 5000 games \(3\.0 MB\)\.$/,
  );
  assert.deepEqual(await stored(), own);
  // Storage that refuses the record (full): the games are kept for this visit, and the message says so.
  const refuseStorage = (/** @type {boolean} */ refuse) =>
    page.evaluate((on) => {
      const w = /** @type {any} */ (window);
      w.ownSetItem ??= Storage.prototype.setItem;
      Storage.prototype.setItem = on
        ? () => {
            throw new DOMException('full', 'QuotaExceededError');
          }
        : w.ownSetItem;
    }, refuse);
  await refuseStorage(true);
  assert.equal(
    await importFile('small.json', file(2, now - 10 * 86_400_000)),
    "Imported 2 games from small.json. The browser's storage refused them: they are kept for this visit only.",
  );
  await refuseStorage(false);
  assert.deepEqual(await stored(), own);
  // 5,000 valid past games: the record keeps its 5 games (3 played, 2 imported) and takes the file's newest 4,995, and says so.
  assert.equal(
    await importFile('past.json', file(5000, Date.UTC(2020, 0, 1))),
    'Imported 4995 games from past.json; 5 older not stored: your record holds at most 5000 games and keeps all of its own.',
  );
  const after = await stored();
  assert.equal(after.length, 5000);
  for (const g of own)
    assert.ok(
      after.some((/** @type {{ at: number }} */ h) => h.at === g.at),
      `own game ${g.day} kept`,
    );
  assert.equal(await page.locator('#streak-current').innerText(), '3');
  // Full now: the same file again adds nothing and keeps everything.
  assert.equal(
    await importFile('past.json', file(5000, Date.UTC(2020, 0, 1))),
    'Imported 0 games from past.json; 4995 already in your record; 5 older not stored: your record holds at most 5000 games and keeps all of its own.',
  );
  assert.equal((await stored()).length, 5000);
  assert.deepEqual(problems, []);
  await ctx.close();
});
