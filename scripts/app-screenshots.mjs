// @ts-check
// Screenshots of the app's views into docs/screenshots/ (desktop 1280x800 and phone
// 390x844). Needs dist/app (scripts/build-app.sh). Usage: node scripts/app-screenshots.mjs [VIEW...]
// (no views: all of them)
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './static-server.mjs';
import { chromiumArgs } from '../tests/package/browser.mjs';

const dir = fileURLToPath(new URL('../dist/app/', import.meta.url));
const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
mkdirSync(out, { recursive: true });
const SEED = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';
// Branches many times under lp-hybrid: its tree has something to show.
const HARDEST = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';
const HARD = '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....';

const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

/** @param {{ width: number, height: number }} viewport @param {string} hash @param {boolean} dark */
async function open(viewport, hash, dark = false) {
  const ctx = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    colorScheme: dark ? 'dark' : 'light',
    hasTouch: viewport.width < 500,
  });
  const page = await ctx.newPage();
  await page.goto(server.url + hash);
  await page.waitForSelector('html[data-ready="true"]');
  return { page, ctx };
}

/** @type {Record<string, (page: import('playwright-core').Page) => Promise<void>>} */
const views = {
  // A first visit: a puzzle to play, the introduction and its three doors below the board.
  landing: async (page) => {
    await page.waitForSelector('#landing:not([hidden])');
  },
  // The Daily tab: today's five puzzles, the calendar, the stats (none yet).
  daily: async (page) => {
    await page.getByRole('tab', { name: 'Daily', exact: true }).click();
  },
  // A daily puzzle chosen from the Daily tab (the header's Daily): the board brought into view.
  'daily-chosen': async (page) => {
    await page.locator('#go-daily').click();
    await page.locator('#panel-daily [data-band="easy"]').click();
    await page.waitForFunction(() =>
      /^Daily easy/.test(
        document.querySelector('#board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
      ),
    );
  },
  // Play: entries, corner and centre marks, colours, a multi-selection, one mistake checked.
  play: async (page) => {
    const tap = (/** @type {number} */ c) => page.locator(`[data-cell="${c}"]`).click();
    const pad = (/** @type {string} */ name) => page.getByRole('button', { name, exact: true }).click();
    await tap(0);
    await pad('7');
    await tap(1);
    await pad('9');
    await pad('Corner');
    for (const c of [9, 10]) {
      await tap(c);
      await pad('1');
      await pad('5');
    }
    await pad('Centre');
    await tap(13);
    await pad('3');
    await pad('5');
    await pad('6');
    await pad('Colour');
    for (const [c, k] of [
      [18, '5'],
      [19, '5'],
      [27, '7'],
      [36, '2'],
    ]) {
      await tap(Number(c));
      await pad(String(k));
    }
    await pad('Digit');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.waitForSelector('.hl-mistake');
    await tap(40);
    await page.keyboard.down('Control');
    await tap(41);
    await tap(49);
    await page.keyboard.up('Control');
  },
  // Edit givens: the toggle pressed, the message line says so.
  edit: async (page) => {
    await page.getByRole('button', { name: 'Edit givens', exact: true }).click();
    await page.locator('[data-cell="30"]').click();
  },
  // A hint at its third level: the move, its cells and candidates marked.
  hint: async (page) => {
    await page.getByRole('button', { name: 'Auto-notes', exact: true }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.waitForSelector('.hl-hint');
  },
  // Where to look: the first level of a hint.
  look: async (page) => {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.waitForSelector('.hl-look');
  },
  // The finish panel (the solution put on the board from the Solve tab).
  finish: async (page) => {
    await page.getByRole('tab', { name: 'Solve', exact: true }).click();
    await page.click('#solve-run');
    await page.getByRole('button', { name: 'Show the solution on the board' }).click();
    await page.waitForSelector('#finish:not([hidden])');
    await page.waitForFunction(() =>
      /ER\s*\d/.test(document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#finish')?.textContent ?? ''),
    );
    await page.locator('#finish').scrollIntoViewIfNeeded();
  },
  // A printed sheet: 4 easy puzzles a page (print media), then its answers page.
  print: async (page) => {
    await page.getByRole('tab', { name: 'Print', exact: true }).click();
    await page.click('#print-make');
    await page.waitForFunction(
      () => document.querySelector('#print-status')?.textContent?.startsWith('Ready'),
      undefined,
      { timeout: 60000 },
    );
    await page.evaluate(() => (window.print = () => {}));
    await page.click('#print-sheet-button');
    await page.emulateMedia({ media: 'print' });
  },
  solve: async (page) => {
    await page.getByRole('tab', { name: 'Solve', exact: true }).click();
    await page.selectOption('#solve-method', 'lp');
    await page.click('#solve-run');
    await page.waitForFunction(() => document.querySelector('#solve-progress')?.textContent?.startsWith('lp: solved'));
  },
  // lp-hybrid on a puzzle that makes it branch: the relaxation, the rounded grid and the branching tree.
  'lp-hybrid': async (page) => {
    await page.getByRole('tab', { name: 'Solve', exact: true }).click();
    await page.selectOption('#solve-method', 'lp-hybrid');
    await page.click('#solve-run');
    await page.waitForFunction(
      () => document.querySelector('#solve-progress')?.textContent?.startsWith('lp-hybrid: solved'),
      undefined,
      { timeout: 60000 },
    );
    await page.waitForSelector('#lp-tree[data-grown="true"]', { timeout: 30000 });
  },
  compare: async (page) => {
    await page.getByRole('tab', { name: 'Compare', exact: true }).click();
    await page.click('#compare-run');
    await page.waitForFunction(() => document.querySelector('.panel:not([hidden]) .progress')?.textContent === 'Done.');
  },
  // The three ratings of a hard puzzle (top95 #4: GA effort 'diabolical').
  rate: async (page) => {
    await page.getByRole('tab', { name: 'Rate', exact: true }).click();
    await page.click('#rate-run');
    await page.waitForFunction(
      () => /^Done/.test(document.querySelector('#rate-status')?.textContent ?? ''),
      undefined,
      { timeout: 60000 },
    );
    for (let i = 0; i < 5; i++) await page.click('#rate-step-next');
  },
  // The plain and the optimised candidate search replayed side by side, paused part way.
  search: async (page) => {
    await page.getByRole('tab', { name: 'Search', exact: true }).click();
    await page.selectOption('#search-speed', '2000');
    await page.click('#search-run');
    await page.waitForFunction(
      () => /^[\d,]{3,} of/.test(document.querySelector('.search-counts')?.textContent ?? ''),
      undefined,
      { timeout: 30000 },
    );
    await page.click('#search-play');
  },
  // The faithful ga-mantere at full speed for a while (restarts every 2000 generations), paused.
  watch: async (page) => {
    await page.getByRole('tab', { name: 'Watch', exact: true }).click();
    await page.selectOption('#watch-method', 'ga-mantere');
    await page.click('#watch-start');
    await page.waitForFunction(
      () => /restarts [3-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''),
      undefined,
      { timeout: 30000 },
    );
    await page.click('#watch-pause');
    await page.click('#watch-step'); // one generation: the operators' marks on the child
    await page.waitForTimeout(300);
  },
  generate: async (page) => {
    await page.getByRole('tab', { name: 'Generate', exact: true }).click();
    await page.selectOption('#gen-clue-level', '28-31');
    await page.selectOption('#gen-symmetry', 'rot180');
    await page.click('#gen-run');
    await page.waitForFunction(
      () => document.querySelector('#gen-status')?.textContent?.startsWith('Generated'),
      undefined,
      { timeout: 30000 },
    );
  },
  invalid: async (page) => {
    await page.getByRole('tab', { name: 'Puzzle', exact: true }).click();
    await page.fill('#paste', `${SEED.slice(0, 3)}6${SEED.slice(4)}`);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.waitForSelector('.hl-conflict');
  },
};
// Each variant on the board (issue 37): a puzzle of its kind generated from a fixed seed, a few digits
// and corner marks entered so entries and marks show beside the cages and lines.
/** @type {[string, string[], number][]} */
const VARIANTS = [
  ['killer', ['killer'], 9],
  ['killer-x', ['killer', 'x'], 9],
  ['x', ['x'], 9],
  ['jigsaw', ['jigsaw'], 9],
  ['jigsaw-6', ['jigsaw'], 6],
  ['windoku', ['windoku'], 9],
  ['anti-knight', ['anti-knight'], 9],
  ['anti-king', ['anti-king'], 9],
  ['non-consecutive', ['non-consecutive'], 9],
  ['disjoint-groups', ['disjoint-groups'], 9],
  ['killer-4', ['killer'], 4],
];
// A 16x16 Killer with corner marks: where a 4x4 grid of marks would be illegible (a phone), the marks
// present in reading order, "…" for those that do not fit, clear of the sums.
views['variant-marks-16'] = async (page) => {
  await page.evaluate(() => {
    const board = /** @type {any} */ (document.getElementById('board'));
    const line = `16;givens=1${'.'.repeat(254)}G;cages=100:r1c2r1c3r1c4r1c5r1c6r1c7r1c8r1c9r1c10,15:r3c1r3c2,20:r5c5r5c6r6c5`;
    return board.loadPuzzle(line).then(() => {
      const put = (/** @type {number[]} */ cells, /** @type {number[]} */ ds, /** @type {string} */ mode) => {
        for (const c of cells) {
          board.board.select(c, false);
          for (const d of ds) board.board.input(d, mode);
        }
      };
      put(
        [17, 18, 19, 33, 64, 100],
        [...Array(16).keys()].map((k) => k + 1),
        'corner',
      );
      put([20, 21, 34, 81, 84], [1, 5, 12], 'corner');
      put([1, 22, 83], [7], 'digit');
      put([65], [3, 10], 'corner');
      board.board.select(102, false);
    });
  });
};
for (const [name, variants, size] of VARIANTS)
  views[`variant-${name}`] = async (page) => {
    await page.evaluate(
      ([v, n]) =>
        /** @type {any} */ (document.getElementById('board')).player.newGame('easy', 7, { variants: v, size: n }),
      /** @type {[string[], number]} */ ([variants, size]),
    );
    await page.waitForFunction(
      () =>
        /^New easy/.test(
          document.querySelector('#board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
        ),
      undefined,
      { timeout: 120000 },
    );
    const grid = await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).game.gridText());
    const empty = [...grid].flatMap((ch, i) => (ch === '.' ? [i] : [])).slice(0, 3);
    const tap = (/** @type {number} */ c) => page.locator(`#board [data-cell="${c}"]`).click();
    const pad = (/** @type {string} */ n) => page.locator(`#board button[data-digit="${n}"]`).click();
    // A right digit (the board's answer), so no conflict hides the drawing.
    const answer = await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).player.solution());
    if (empty[0] !== undefined && answer) {
      await tap(empty[0]);
      await pad(String('123456789ABCDEFG'.indexOf(answer[empty[0]]) + 1));
    }
    await page.getByRole('button', { name: 'Corner', exact: true }).click();
    for (const c of empty.slice(1)) {
      await tap(c);
      await pad('2');
      await pad('3');
    }
    await page.getByRole('button', { name: 'Digit', exact: true }).click();
  };
/** @type {Record<string, { width: number, height: number }>} */
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
/** Every view at both sizes, light and dark: [view, size, dark]. */
const shots = /** @type {[string, string, boolean][]} */ (
  Object.keys(views).flatMap((v) =>
    ['phone', 'desktop'].flatMap((size) => [false, true].map((dark) => [v, size, dark])),
  )
);
try {
  const only = process.argv.slice(2);
  for (const [name, size, dark] of shots) {
    if (only.length && !only.includes(name)) continue;
    const { page, ctx } = await open(
      sizes[size] ?? sizes.desktop,
      name === 'landing'
        ? ''
        : name.startsWith('variant-')
          ? '#play'
          : `#p=${name === 'rate' ? HARD : name === 'lp-hybrid' ? HARDEST : SEED}`,
      dark,
    );
    await views[name]?.(page);
    if (name !== 'finish' && name !== 'print' && name !== 'daily-chosen')
      await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    const file = `${out}${name}${dark ? '-dark' : ''}-${size}.png`;
    await page.screenshot({
      path: file,
      fullPage:
        (size === 'phone' && !name.startsWith('variant-') && name !== 'daily-chosen') ||
        name === 'solve' ||
        name === 'lp-hybrid' ||
        name === 'print',
    });
    console.log(file);
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.close();
}
