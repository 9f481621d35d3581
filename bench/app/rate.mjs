// @ts-check
// The Rate view on a hard puzzle, measured in Chromium (Debian's, headless) at 1280x800 and 1x
// CPU: a cold load of the app with the puzzle in its link, then the Rate button, timed in the
// page from the click to the techniques card showing its result (its engine, the long-run one,
// is started by that click: a first rating pays for it) and to the whole view saying "Done"
// (the givens and GA cards too); then a second click on the same page (the engine warm). And on
// another cold load, a first click once the engines the tab starts have loaded (the full
// engine's ready state: a person opening the tab, then reading it for a moment). Median of
// --runs cold loads each. Wall time: a page has no CPU clock of its own.
// Needs dist/app (scripts/build-app.sh). Usage: node bench/app/rate.mjs [--runs N] [PUZZLE...]
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/static-server.mjs';
import { chromiumArgs } from '../../tests/package/browser.mjs';
import { loadAverage, median, parseArgs, table } from '../harness/harness.mjs';

const args = parseArgs(['runs'], 'node bench/app/rate.mjs [--runs N] [PUZZLE...]');
const runs = args.number('runs', 5);
// hardest11.txt's second puzzle (ER 10.6: SE's nested chains rate it), the example.
const puzzles = args.positional.length
  ? args.positional
  : ['..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..'];
const dir = fileURLToPath(new URL('../../dist/app/', import.meta.url));

const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

/**
 * One click on Rate, timed in the page: click to the techniques card's result, and to "Done".
 * @param {import('playwright-core').Page} page
 */
async function rateOnce(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const status = /** @type {HTMLElement} */ (document.getElementById('rate-status'));
        const t0 = performance.now();
        let techniques = NaN;
        const watch = new MutationObserver(() => {
          const body = document.querySelector('#rate-techniques > div');
          if (Number.isNaN(techniques) && body?.classList.contains('rate-body')) techniques = performance.now() - t0;
          if (status.textContent?.startsWith('Done')) {
            watch.disconnect();
            const er = document.querySelector('#rate-techniques dd:nth-of-type(2)')?.textContent;
            resolve({ techniques, done: performance.now() - t0, er });
          } else if (status.textContent?.startsWith('Cancelled')) reject(new Error('the rating was cancelled'));
        });
        watch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        /** @type {HTMLButtonElement} */ (document.getElementById('rate-run')).click();
      }),
  );
}

const out = table(
  'app-rate',
  `The Rate view in Chromium ${browser.version()} at 1x CPU, 1280x800 (wall ms from the click; median of ${runs} cold loads)`,
  [
    'puzzle',
    'ER',
    'techniques card, first click',
    'whole view, first click',
    'techniques card, again',
    'whole view, again',
    'techniques card, first click, engines loaded',
    'whole view, first click, engines loaded',
  ],
);
const loadBefore = loadAverage();
try {
  for (const puzzle of puzzles) {
    /** @type {{ techniques: number, done: number, er: string }[]} */
    const first = [];
    /** @type {typeof first} */
    const again = [];
    /** @type {typeof first} */
    const loaded = [];
    for (let r = 0; r < runs; r++)
      for (const settle of [false, true]) {
        const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
        const page = await ctx.newPage();
        await page.goto(`${server.url}#p=${puzzle}`);
        await page.waitForSelector('html[data-ready="true"]', { timeout: 120000 });
        await page.getByRole('tab', { name: 'Rate', exact: true }).click();
        if (settle) {
          await page.waitForSelector('#engine-status[data-full="ready"]', { timeout: 120000 });
          loaded.push(/** @type {any} */ (await rateOnce(page)));
        } else for (const row of [first, again]) row.push(/** @type {any} */ (await rateOnce(page)));
        await ctx.close();
      }
    const ms = (/** @type {number[]} */ xs) => median(xs).toFixed(0);
    out.row([
      puzzle,
      first[0]?.er ?? '-',
      ms(first.map((x) => x.techniques)),
      ms(first.map((x) => x.done)),
      ms(again.map((x) => x.techniques)),
      ms(again.map((x) => x.done)),
      ms(loaded.map((x) => x.techniques)),
      ms(loaded.map((x) => x.done)),
    ]);
  }
} finally {
  await browser.close();
  await server.close();
}
out.note(`Load average before ${loadBefore}, after ${loadAverage()}.`);
