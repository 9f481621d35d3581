// @ts-check
// The Play bar's controls show the game on the board, never the previous one's: the difficulty of
// a medium daily, the kind and size of a board New game does not make (a 16x16 after a jigsaw
// 6x6), and the header's dark-mode toggle its state in words as well as in aria-pressed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, btn, said, session } from './helpers.mjs';

const s = session(before, after);
/** The New game selects' values. @param {import('playwright-core').Page} page */
const controls = async (page) => ({
  kind: await page.inputValue('#new-variant'),
  size: await page.inputValue('#new-size'),
  difficulty: await page.inputValue('#new-difficulty'),
});

test("a medium daily: the difficulty box says medium, and New game's next puzzle is medium", async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  assert.equal((await controls(page)).difficulty, 'easy');
  await page.getByRole('tab', { name: 'Daily', exact: true }).click();
  await page.locator('#panel-daily .daily-today [data-band="medium"]').click();
  await said(page, /^Daily medium puzzle of /);
  assert.deepEqual(await controls(page), { kind: 'classic', size: '9', difficulty: 'medium' });
  await btn(page, 'New game').click();
  await said(page, /^New medium puzzle \(seed \d+\)/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a 16x16 after a jigsaw 6x6: the kind and size show the board, not the jigsaw', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  await page.selectOption('#new-variant', 'jigsaw');
  await page.selectOption('#new-size', '6');
  await btn(page, 'New game').click();
  await said(page, /^New easy jigsaw 6x6 puzzle/);
  assert.deepEqual(await controls(page), { kind: 'jigsaw', size: '6', difficulty: 'easy' });
  // A plain 16x16 grid (classic rules at 16x16), pasted in the Puzzle tab.
  await page.click('#tab-puzzle');
  await page.fill('#paste', '.'.repeat(256));
  await btn(page, 'Load').click();
  await page.waitForFunction(
    () => document.querySelector('#board')?.shadowRoot?.querySelectorAll('[data-cell]').length === 256,
  );
  const now = await controls(page);
  assert.equal(now.kind, 'classic');
  assert.equal(now.size, '16');
  assert.equal(await page.locator('#new-size option:checked').innerText(), '16x16');
  // Back to a kind New game makes: only its own sizes are offered (jigsaw is not made at 16x16).
  await page.selectOption('#new-variant', 'jigsaw');
  await page.selectOption('#new-size', '4');
  await btn(page, 'New game').click();
  await said(page, /^New easy jigsaw 4x4/);
  assert.equal((await controls(page)).kind, 'jigsaw');
  assert.deepEqual(
    await page.$$eval('#new-size option:not([disabled])', (os) =>
      os.map((o) => /** @type {HTMLOptionElement} */ (o).value),
    ),
    ['4', '6', '9', '12'],
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('the dark-mode toggle says its state: "on" on a dark page, "off" on a light one, pressed to match', async () => {
  const { page, problems, ctx } = await s.open({ ...DESKTOP, colorScheme: 'light' }, '#play');
  const toggle = page.getByRole('button', { name: 'Dark mode', exact: true });
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.match(await toggle.innerText(), /^Dark mode: off$/);
  await toggle.click();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  assert.match(await toggle.innerText(), /^Dark mode: on$/);
  assert.deepEqual(problems, []);
  await ctx.close();
});
