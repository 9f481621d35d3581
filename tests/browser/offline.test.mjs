// @ts-check
// Offline and installable, in real Chromium: after one visit the app (served below the root)
// reloads and plays with the network cut (and Watch, once opened online, runs offline); the
// manifest parses with no errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, SEED, btn, label, session } from './helpers.mjs';

const s = session(before, after);

test('offline: load once, cut the network, reload, still plays', async () => {
  const { page, problems, ctx } = await s.open(PHONE, `#p=${SEED}`);
  // The service worker is installed (its files cached) and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
  assert.match(await page.locator('#engine-status').innerText(), /Engine ready/);
  await page.locator('[data-cell="0"]').tap();
  await btn(page, '7').tap();
  assert.match(await label(page, 0), /^r1c1, digit 7/);
  // The engine works too: a hint comes back.
  await btn(page, 'Hint').tap();
  await page.waitForFunction(() => /^Hint 1 of 3/.test(document.querySelector('#message-text')?.textContent ?? ''));
  // A fresh navigation to the app's folder with the network cut is served as well.
  await page.goto(s.appUrl);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('offline: the full engine, not precached, is kept once Watch has been opened online', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Online: Watch loads the full engine (its chunk, worker and wasm go through the service worker).
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method', { timeout: 30000 });
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method', { timeout: 30000 });
  await page.selectOption('#watch-method', 'ga-mantere');
  await page.click('#watch-start');
  await page.waitForFunction(() => /generation [1-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''), null, { timeout: 30000 });
  await page.click('#watch-cancel');
  await page.waitForFunction(() => document.querySelector('#watch-status')?.textContent === 'Cancelled.');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('installable: the manifest is linked and parses without errors', async () => {
  const { page, problems, ctx } = await s.open(PHONE);
  const cdp = await ctx.newCDPSession(page);
  const m = /** @type {{ url: string, errors: { message: string }[], data?: string }} */ (await cdp.send('Page.getAppManifest'));
  assert.match(m.url, /manifest\.webmanifest$/);
  assert.deepEqual(m.errors, []);
  const data = JSON.parse(m.data ?? '{}');
  assert.equal(data.name, 'Sudoku Lab');
  assert.equal(data.start_url, './');
  assert.equal(data.display, 'standalone');
  assert.ok(data.icons.length > 0);
  const icon = await page.request.get(new URL(data.icons[0].src, m.url).href);
  assert.equal(icon.status(), 200);
  assert.deepEqual(problems, []);
  await ctx.close();
});
