// @ts-check
// Screenshots of the app's main views into docs/screenshots/ (desktop 1280x860 and phone
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
const HARD = '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....';

const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

/** @param {{ width: number, height: number }} viewport @param {string} hash @param {boolean} dark */
async function open(viewport, hash, dark = false) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: dark ? 'dark' : 'light' });
  const page = await ctx.newPage();
  await page.goto(server.url + hash);
  await page.waitForSelector('html[data-ready="true"]');
  return { page, ctx };
}

/** @type {Record<string, (page: import('playwright-core').Page) => Promise<void>>} */
const views = {
  // Play: a few entries, candidates, one mistake checked.
  play: async (page) => {
    await page.locator('[data-cell="0"]').click();
    await page.keyboard.press('Digit7');
    await page.locator('[data-cell="1"]').click();
    await page.keyboard.press('Digit9');
    await page.getByRole('button', { name: 'Auto candidates' }).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.waitForSelector('.hl-mistake');
    await page.locator('[data-cell="40"]').click();
  },
  solve: async (page) => {
    await page.getByRole('tab', { name: 'Solve', exact: true }).click();
    await page.selectOption('#solve-method', 'lp');
    await page.click('#solve-run');
    await page.waitForFunction(() => document.querySelector('#solve-progress')?.textContent?.startsWith('lp: solved'));
  },
  compare: async (page) => {
    await page.getByRole('tab', { name: 'Compare', exact: true }).click();
    await page.click('#compare-run');
    await page.waitForFunction(() => document.querySelector('.panel:not([hidden]) .progress')?.textContent === 'Done.');
  },
  hint: async (page) => {
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('.hl-hint');
  },
  // The three ratings of a hard puzzle (top95 #4: GA effort 'diabolical').
  rate: async (page) => {
    await page.getByRole('tab', { name: 'Rate', exact: true }).click();
    await page.click('#rate-run');
    await page.waitForFunction(() => document.querySelector('#rate-status')?.textContent === 'Done.', undefined, { timeout: 60000 });
  },
  // The faithful ga-mantere at full speed for a while (restarts every 2000 generations), paused.
  watch: async (page) => {
    await page.getByRole('tab', { name: 'Watch', exact: true }).click();
    await page.selectOption('#watch-method', 'ga-mantere');
    await page.click('#watch-start');
    await page.waitForFunction(() => /restarts [3-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''), undefined, { timeout: 30000 });
    await page.click('#watch-pause');
  },
  generate: async (page) => {
    await page.getByRole('tab', { name: 'Generate', exact: true }).click();
    await page.selectOption('#gen-level', '4');
    await page.selectOption('#gen-symmetry', 'rot180');
    await page.click('#gen-run');
    await page.waitForFunction(() => document.querySelector('#gen-status')?.textContent?.startsWith('Generated'), undefined, { timeout: 30000 });
  },
  invalid: async (page) => {
    await page.getByRole('tab', { name: 'Puzzle', exact: true }).click();
    await page.fill('#paste', `${SEED.slice(0, 3)}6${SEED.slice(4)}`);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await page.waitForSelector('.hl-conflict');
  },
};
/** @type {Record<string, { width: number, height: number }>} */
const sizes = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };
/** Which views at which size: [view, size, dark]. */
const shots = /** @type {[string, string, boolean][]} */ ([
  ['play', 'desktop', false],
  ['play', 'desktop', true],
  ['solve', 'desktop', false],
  ['compare', 'desktop', false],
  ['invalid', 'desktop', false],
  ['hint', 'desktop', false],
  ['rate', 'desktop', false],
  ['rate', 'phone', false],
  ['watch', 'desktop', false],
  ['watch', 'desktop', true],
  ['watch', 'phone', false],
  ['generate', 'desktop', false],
  ['generate', 'phone', false],
  ['play', 'phone', true],
  ['compare', 'phone', false],
]);
try {
  const only = process.argv.slice(2);
  for (const [name, size, dark] of shots) {
    if (only.length && !only.includes(name)) continue;
    const { page, ctx } = await open(sizes[size] ?? sizes.desktop, `#p=${name === 'rate' ? HARD : SEED}`, dark);
    await views[name]?.(page);
    await page.waitForTimeout(200);
    const file = `${out}${name}${dark ? '-dark' : ''}-${size}.png`;
    await page.screenshot({ path: file, fullPage: size === 'phone' || name === 'solve' });
    console.log(file);
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.close();
}
