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
