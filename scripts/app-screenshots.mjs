// @ts-check
// Screenshots of the app's main views into docs/screenshots/ (desktop 1280x860 and phone
// 390x844). Needs dist/app (scripts/build-app.sh). Usage: node scripts/app-screenshots.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './static-server.mjs';
import { chromiumArgs } from '../tests/package/browser.mjs';

const dir = fileURLToPath(new URL('../dist/app/', import.meta.url));
const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
mkdirSync(out, { recursive: true });
const SEED = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';

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
    await page.getByRole('tab', { name: 'Solve' }).click();
    await page.selectOption('#solve-method', 'lp');
    await page.click('#solve-run');
    await page.waitForFunction(() => document.querySelector('#solve-progress')?.textContent?.startsWith('lp: solved'));
  },
  compare: async (page) => {
    await page.getByRole('tab', { name: 'Compare' }).click();
    await page.click('#compare-run');
    await page.waitForFunction(() => document.querySelector('.panel:not([hidden]) .progress')?.textContent === 'Done.');
  },
  hint: async (page) => {
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('.hl-hint');
  },
  rate: async (page) => {
    await page.getByRole('tab', { name: 'Rate' }).click();
    await page.click('#rate-run');
    await page.waitForFunction(() => document.querySelector('#rate-status')?.textContent === 'Done.');
  },
  invalid: async (page) => {
    await page.getByRole('tab', { name: 'Puzzle' }).click();
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
  ['play', 'phone', true],
  ['compare', 'phone', false],
]);
try {
  for (const [name, size, dark] of shots) {
    const { page, ctx } = await open(sizes[size] ?? sizes.desktop, `#p=${SEED}`, dark);
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
