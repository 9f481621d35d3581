// @ts-check
// The landing's way round: "#play" opens straight on the board (nothing saved, no shared
// puzzle) and About still brings the introduction back; a plain first visit shows it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PHONE, session } from './helpers.mjs';

const s = session(before, after);

test('#play skips the landing; About brings it back; a plain first visit opens on it', async () => {
  const { page, problems, ctx } = await s.open(PHONE, '#play');
  assert.equal(await page.locator('#landing').isVisible(), false);
  assert.equal(await page.locator('[data-cell]').count(), 81);
  await page.click('#about');
  assert.equal(await page.locator('#landing').isVisible(), true);
  assert.equal(await page.locator('#about').getAttribute('aria-expanded'), 'true');
  await page.click('#landing-close');
  assert.equal(await page.locator('#landing').isVisible(), false);
  assert.deepEqual(problems, []);
  await ctx.close();

  const first = await s.open(PHONE);
  assert.equal(await first.page.locator('#landing').isVisible(), true);
  assert.deepEqual(first.problems, []);
  await first.ctx.close();
});

test('phone: the landing opens at the top; Watch and LP scroll to what they start, a solving run and fractional weights', async () => {
  const { page, problems, ctx } = await s.open(PHONE);
  const height = PHONE.viewport.height;
  /** @param {string} selector */
  const top = (selector) => page.$eval(selector, (e) => e.getBoundingClientRect().top);
  assert.equal(await page.evaluate(() => scrollY), 0, 'the page opens at its top');
  const board = await page.$$eval('[data-cell]', (cs) => cs.map((c) => c.textContent).join());

  // Watch: a demo that solves (ga-mantere+ on its own puzzle; the board keeps its own), in view.
  await page.click('#door-watch');
  await page.waitForFunction(() =>
    ['solved', 'failed', 'stopped'].includes(document.querySelector('#watch-status')?.getAttribute('data-phase') ?? ''),
  );
  assert.equal(await page.locator('#watch-status').getAttribute('data-phase'), 'solved');
  assert.equal(await page.locator('#watch-method').inputValue(), 'ga-mantere+');
  const status = await top('#watch-status');
  assert.ok(status > -1 && status < height / 3, `the run's status at y=${status} of ${height}`);
  assert.ok((await top('#watch-fitness')) < height, 'its chart in view');
  assert.equal(
    await page.$$eval('[data-cell]', (cs) => cs.map((c) => c.textContent).join()),
    board,
    "the board's puzzle is not touched",
  );

  // LP: a puzzle whose relaxation leaves cells split between digits, the weights in view.
  await page.click('#about');
  await page.click('#door-lp');
  await page.waitForSelector('#lp-weights');
  await page.waitForFunction((h) => {
    const t = document.querySelector('#lp-weights')?.getBoundingClientRect().top ?? -1;
    return t > -1 && t < h / 3;
  }, height);
  const split = await page.locator('#lp-weights .lp-board .lp-cands:not(.lp-settled)').count();
  assert.ok(split >= 5, `${split} cells with fractional weights`);
  assert.match(
    await page.locator('#lp-summary').innerText(),
    new RegExp(`settles \\d+ of \\d+ open cells; ${split} keep fractional weights`),
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});
