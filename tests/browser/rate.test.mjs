// @ts-check
// The Rate tab while a rating works, in real Chromium: each card shows a progress line (the
// technique rating: the steps the engine reports found so far, and the hardest ER yet) and its
// own Cancel, and the tab's Cancel stops them all; the engine rates again afterwards. The
// technique rating's result is held back from the page (holdRatings) until the test lets it
// through, so the rating is still going when the test looks and cancels: no race with its end.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, SEED, session } from './helpers.mjs';

const s = session(before, after);

/**
 * From the next page load on, results of calls that reported technique-rating progress
 * ({ steps, er }) do not reach the page while holdRatings(true) (the default) is in force.
 * @param {import('playwright-core').BrowserContext} ctx
 */
async function holdRatings(ctx) {
  await ctx.addInitScript(() => {
    const desc = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage'));
    /** @type {WeakMap<Worker, Set<number>>} */
    const ratings = new WeakMap();
    let on = true;
    Object.assign(window, { holdRatings: (/** @type {boolean} */ v) => (on = v) });
    /** @param {Worker} w @param {any} m */
    const note = (w, m) => {
      if (m?.kind !== 'progress' || typeof m.value?.steps !== 'number') return;
      if (!ratings.has(w)) ratings.set(w, new Set());
      ratings.get(w)?.add(m.id);
    };
    /** @param {Worker} w @param {any} m */
    const held = (w, m) => on && m?.kind === 'result' && !!ratings.get(w)?.has(m.id);
    /** What of a worker's message reaches the page: as an event, or null for nothing. @param {Worker} w @param {any} d */
    const pass = (w, d) => {
      if (d?.kind === 'replies') {
        for (const r of d.replies) note(w, r);
        return { data: { ...d, replies: d.replies.filter((/** @type {any} */ r) => !held(w, r)) } };
      }
      note(w, d);
      return held(w, d) ? null : { data: d };
    };
    Object.defineProperty(Worker.prototype, 'onmessage', {
      configurable: true,
      get() {
        return desc.get?.call(this);
      },
      /** @this {Worker} @param {((e: MessageEvent) => void) | null} h */
      set(h) {
        const onMessage = (/** @type {MessageEvent} */ e) => {
          const event = pass(this, e.data);
          if (event) h?.call(this, /** @type {MessageEvent} */ (event));
        };
        desc.set?.call(this, h && onMessage);
      },
    });
  });
}

/** @param {import('playwright-core').Page} page */
const rateStatus = (page) => page.locator('#rate-status').innerText();
/** Waits for the technique card's progress line to report steps. @param {import('playwright-core').Page} page */
const stepsShown = (page) =>
  page.waitForFunction(
    () => Number(document.querySelector('#rate-techniques .rate-progress')?.getAttribute('data-steps')) >= 1,
  );

test("rate: a card's progress line counts the steps found so far; its Cancel and the tab's stop the rating", async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await holdRatings(ctx);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.getByRole('tab', { name: 'Rate', exact: true }).click();
  await page.fill('#rate-ga-runs', '1');

  // The card's own Cancel: that card stops, the others finish.
  await page.click('#rate-run');
  await stepsShown(page);
  const line = await page.locator('#rate-techniques .rate-progress').innerText();
  assert.match(line, /^\d+ steps? found so far · hardest ER \d+\.\d$/);
  assert.equal(await page.locator('#rate-techniques .rate-progress').getAttribute('role'), 'status');
  await page.getByRole('button', { name: 'Cancel the rating by techniques' }).click();
  await page.waitForFunction(() => document.querySelector('#rate-techniques .progress')?.textContent === 'cancelled');
  await page.waitForFunction(() => /^Done\b/.test(document.querySelector('#rate-status')?.textContent ?? ''));
  assert.match(await page.locator('#rate-givens').innerText(), /givens\s+\d+/);

  // The tab's Cancel: every card still working stops.
  await page.click('#rate-run');
  await stepsShown(page);
  await page.click('#rate-cancel');
  await page.waitForFunction(() => document.querySelector('#rate-status')?.textContent === 'Cancelled.');
  assert.equal(await page.locator('#rate-techniques .progress').innerText(), 'cancelled');

  // The engine rates again once results flow.
  await page.evaluate(() => /** @type {any} */ (window).holdRatings(false));
  await page.click('#rate-run');
  await page.waitForFunction(() => /^Done\b/.test(document.querySelector('#rate-status')?.textContent ?? ''));
  assert.match(await page.locator('#rate-techniques').innerText(), /ER \(hardest step\)\s+\d+\.\d/);
  assert.match(await rateStatus(page), /^Done in/);
  assert.deepEqual(problems, []);
  await ctx.close();
});
