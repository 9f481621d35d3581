// @ts-check
// The Create tab (issue 37) driven through its UI in real Chromium: the engine's verdict after each
// change — a problem (two equal givens in a row), no solution (two cages a row cannot hold), exactly
// one (a classic puzzle typed in, then played on the board; a 4x4 Killer drawn by finger on a
// phone), more than one (a cell named where two solutions differ, and "Add it" until one) — jigsaw
// regions painted, and screenshots at both sizes (docs/screenshots/create-*.png).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, SEED, boardText, session } from './helpers.mjs';

const s = session(before, after);
const shots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(shots, { recursive: true });

/** A unique 4x4 Killer (variants.generate, killer, cage size 2-3, seed 1), cells of each cage in a path order. */
const KILLER = '4;cages=9:r1c1r1c2r2c2,6:r2c3r3c3r4c3,7:r1c3r1c4r2c4,7:r2c1r3c1r3c2,4:r4c2r4c1,7:r3c4r4c4';

/** @typedef {import('playwright-core').Page} Page */

/** The cage list of a compact line: [sum, [cell indices]] (rows and columns from 1). */
function cagesOf(/** @type {string} */ line, /** @type {number} */ n) {
  const field = line.split(';').find((f) => f.startsWith('cages=')) ?? '';
  return field
    .slice(6)
    .split(',')
    .map((c) => {
      const [sum = '', cells = ''] = c.split(':');
      const idx = [...cells.matchAll(/r(\d+)c(\d+)/g)].map((m) => (Number(m[1]) - 1) * n + Number(m[2]) - 1);
      return /** @type {[string, number[]]} */ ([sum, idx]);
    });
}

/** Waits for the verdict (any status but "Checking…") and returns it. @param {Page} page */
async function verdict(page) {
  await page.waitForFunction(() => {
    const t = document.querySelector('#create-status')?.textContent ?? '';
    return t !== '' && !t.startsWith('Checking');
  });
  return (await page.textContent('#create-status')) ?? '';
}

const cell = (/** @type {Page} */ page, /** @type {number} */ i) => page.locator(`[data-ccell="${i}"]`);

/** A mouse drag from one cell to another. @param {Page} page @param {number} from @param {number} to */
async function drag(page, from, to) {
  await cell(page, from).hover();
  await page.mouse.down();
  await cell(page, to).hover();
  await page.mouse.up();
}

/** Opens the Create tab at a size. @param {Page} page @param {string} size */
async function openCreate(page, size) {
  await page.getByRole('tab', { name: 'Create', exact: true }).click();
  await page.selectOption('#create-size', size);
  assert.match(await verdict(page), /^More than one solution/); // an empty grid
}

/** Types givens (symbols, '.' or '0' empty) into the grid: a click on each cell, then its key. @param {Page} page @param {string} givens */
async function typeGivens(page, givens) {
  for (const [i, ch] of [...givens].entries()) {
    if (ch === '.' || ch === '0') continue;
    await cell(page, i).click();
    await page.keyboard.press(ch);
  }
}

test('desktop: a problem, no solution, more than one with "Add it" to one, a classic puzzle played, regions painted', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await openCreate(page, '9');
  assert.match(
    (await page.textContent('#create-status')) ?? '',
    /^More than one solution: r\d+c\d+ can be \d or \d\.$/,
  );
  for (const t of ['givens', 'cage', 'regions'])
    assert.equal(await page.getAttribute(`#create-tool-${t}`, 'aria-pressed'), String(t === 'givens'));
  assert.equal(await cell(page, 40).getAttribute('aria-label'), 'r5c5, empty');

  // 0: two 5s in row 1 -> the engine's problem, its cells marked.
  await typeGivens(page, '55');
  assert.equal(await verdict(page), 'Not a puzzle yet: 2 problems.');
  assert.match((await page.textContent('#create-problems')) ?? '', /row 1 has two 5s: r1c1 and r1c2/);
  assert.equal(await page.locator('.create-cell.problem').count(), 2);
  assert.equal(await page.inputValue('#create-line'), `9;givens=55${'.'.repeat(79)}`);
  await cell(page, 1).click();
  await page.keyboard.press('Backspace');
  assert.match(await verdict(page), /^More than one solution/);

  // 1: the sample puzzle typed in has exactly one solution; played, it is on the board.
  await page.click('#create-clear');
  await typeGivens(page, SEED);
  assert.equal(await verdict(page), 'Exactly one solution.');
  assert.equal(await page.inputValue('#create-line'), `9;givens=${SEED.replace(/0/g, '.')}`);
  await page.click('#create-play');
  await page.waitForFunction(() => /On the board/.test(document.querySelector('#create-note')?.textContent ?? ''));
  assert.equal(await boardText(page), SEED.replace(/0/g, '.'));

  // Many on a 4x4 with one given: a differing cell named, "Add it" until one solution (each adds a given).
  await openCreate(page, '4');
  await typeGivens(page, '1');
  let said = await verdict(page);
  let added = 0;
  while (said.startsWith('More than one solution')) {
    const m = said.match(/^More than one solution: (r(\d)c(\d)) can be (\d) or (\d)\.$/);
    assert.ok(m, said);
    const [, at = '', r, c, first = ''] = m;
    assert.equal(await page.textContent('#create-suggestion'), `Make it unique: give ${at} a ${first}.`);
    const i = (Number(r) - 1) * 4 + Number(c) - 1;
    assert.equal(await cell(page, i).textContent(), '');
    assert.equal(await page.locator('.create-cell.differs').getAttribute('data-ccell'), String(i));
    await page.click('#create-add');
    assert.equal(await cell(page, i).textContent(), first);
    said = await verdict(page);
    assert.ok(++added < 16, 'each added given removes a solution: a 4x4 is unique before 16');
  }
  assert.equal(said, 'Exactly one solution.');
  assert.ok(added >= 1);
  assert.equal(await page.isHidden('#create-add'), true);

  // 0 by cages: two cages of sum 3 in row 1 need 1 and 2 twice.
  await page.click('#create-clear');
  await page.click('#create-tool-cage');
  assert.equal(await page.getAttribute('#create-tool-cage', 'aria-pressed'), 'true');
  for (const a of [0, 2]) {
    await drag(page, a, a + 1);
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
  }
  assert.equal(await page.inputValue('#create-line'), '4;cages=3:r1c1r1c2,3:r1c3r1c4');
  assert.equal(await verdict(page), 'No solution.');
  assert.equal(await page.locator('#panel-create .variant-overlay .cage').count(), 2);
  // A sum no cage can hold is refused at once, with the reason.
  await drag(page, 4, 5);
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  assert.match((await page.textContent('.create-cage-edit .create-note')) ?? '', /sums to 1\.\.7 at most, got 9/);
  await page.keyboard.press('Escape');
  assert.equal(await page.inputValue('#create-line'), '4;cages=3:r1c1r1c2,3:r1c3r1c4');
  // A cage picked and deleted (the Delete key on the grid).
  await cell(page, 3).click();
  await page.keyboard.press('Delete');
  assert.equal(await page.inputValue('#create-line'), '4;cages=3:r1c1r1c2');
  // A cage by keyboard: arrows move, Space takes a cell, Enter asks for the sum.
  for (const key of ['ArrowDown', 'Space', 'ArrowLeft', 'Space', 'Enter']) await page.keyboard.press(key);
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  assert.equal(await page.inputValue('#create-line'), '4;cages=3:r1c1r1c2,3:r2c4r2c3');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-activedescendant')),
    'create-cell-7',
  );
  assert.match(await verdict(page), /^More than one solution/);

  // A search past its node budget is undecided, with a button to search longer; a change asks again.
  await openCreate(page, '12');
  await page.check('#create-rule-nc');
  await page.check('#create-rule-knight');
  assert.equal(await verdict(page), 'Undecided: the search stopped after 300,000 nodes.');
  assert.equal(await page.isVisible('#create-longer'), true);
  await page.uncheck('#create-rule-knight');
  assert.match(await verdict(page), /^More than one solution/);
  assert.equal(await page.isVisible('#create-longer'), false);

  // Regions: a 6x6 jigsaw painted by dragging, anti-knight on; the line and overlay follow.
  await openCreate(page, '6');
  await page.click('#create-tool-regions');
  await page.click('.create-regions [data-region="1"]');
  await drag(page, 2, 8);
  await page.check('#create-rule-knight');
  assert.equal(await page.inputValue('#create-line'), '6;regions=112222112222333444333444555666555666;rules=knight');
  const v = await verdict(page);
  assert.match(v, /^Not a puzzle yet/); // region 1 now has 4 cells, region 2 eight
  assert.match((await page.textContent('#create-problems')) ?? '', /region/);
  // Back to boxes, then a valid jigsaw: r2c3 goes to region 3 and r3c1 to region 1 (six cells each still).
  await page.click('#create-regions-reset');
  await page.click('.create-regions [data-region="2"]');
  await cell(page, 8).click();
  await page.click('.create-regions [data-region="0"]');
  await cell(page, 12).click();
  assert.equal(await page.inputValue('#create-line'), '6;regions=111222113222133444333444555666555666;rules=knight');
  assert.match(await verdict(page), /solution/);
  await page.check('#create-rule-dm');
  await page.click('#create-tool-cage');
  await drag(page, 30, 31);
  await page.keyboard.type('11');
  await page.keyboard.press('Enter');
  assert.match(await page.inputValue('#create-line'), /;cages=11:r6c1r6c2$/);
  await verdict(page);
  await page.evaluate(() => {
    if (document.documentElement.dataset.theme !== 'dark') document.getElementById('theme')?.click();
  });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await page.locator('#panel-create').screenshot({ path: `${shots}create-1280-dark.png` });
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('phone: a 4x4 Killer drawn by finger has exactly one solution', async () => {
  const { page, problems, ctx } = await s.open(PHONE, '#play');
  await page.evaluate(() => {
    if (document.documentElement.dataset.theme !== 'light') document.getElementById('theme')?.click();
  });
  await page.getByRole('tab', { name: 'Create', exact: true }).tap();
  await page.selectOption('#create-size', '4');
  assert.match(await verdict(page), /^More than one solution/);
  await page.locator('#create-tool-cage').tap();
  const cdp = await ctx.newCDPSession(page);
  const at = async (/** @type {number} */ i) => {
    const b = await cell(page, i).boundingBox();
    assert.ok(b);
    return [{ x: b.x + b.width / 2, y: b.y + b.height / 2 }];
  };
  for (const [sum, cells] of cagesOf(KILLER, 4)) {
    await page.locator('.create-grid').scrollIntoViewIfNeeded();
    const [first = 0, ...rest] = cells;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: await at(first) });
    for (const i of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: await at(i) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.fill('#create-cage-sum', sum);
    await page.locator('#create-cage-keep').tap();
  }
  assert.equal(await page.inputValue('#create-line'), KILLER);
  assert.equal(await verdict(page), 'Exactly one solution.');
  // A cage tapped and deleted, then drawn again.
  await page.locator('.create-grid').scrollIntoViewIfNeeded();
  await cell(page, 15).tap();
  await page.locator('#create-cage-delete').tap();
  assert.equal(await page.inputValue('#create-line'), KILLER.replace(',7:r3c4r4c4', ''));
  // Still one: the other cages' sums leave r3c4 and r4c4 only one way (rows and columns sum to 10).
  assert.equal(await verdict(page), 'Exactly one solution.');
  assert.equal(await page.locator('#panel-create .variant-overlay .cage').count(), 5);
  await page.locator('.create-grid').scrollIntoViewIfNeeded();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: await at(11) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: await at(15) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.fill('#create-cage-sum', '7');
  await page.locator('#create-cage-sum').press('Enter');
  assert.equal(await page.inputValue('#create-line'), KILLER);
  assert.equal(await verdict(page), 'Exactly one solution.');
  // A given by the pad (a tap on a cell, then on a digit), taken out again.
  await page.locator('#create-tool-givens').tap();
  await cell(page, 0).tap();
  await page.locator('.create-pad [data-digit="2"]').tap();
  assert.equal(await cell(page, 0).textContent(), '2');
  await page.locator('.create-pad [data-digit="0"]').tap();
  assert.equal(await cell(page, 0).textContent(), '');
  assert.equal(await verdict(page), 'Exactly one solution.');
  // The grid fits the phone's width.
  const box = await page.locator('.create-grid').boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `grid ${JSON.stringify(box)}`);
  await page.locator('.create-grid').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}create-390-light.png` });
  // Played: the Killer on the board, its cages drawn there and its line the editor's.
  await page.locator('#create-play').tap();
  await page.waitForFunction(() => /On the board/.test(document.querySelector('#create-note')?.textContent ?? ''));
  const board = await page.evaluate(() => {
    const b = /** @type {any} */ (document.getElementById('board'));
    return {
      line: b.game.puzzleText(),
      cages: b.shadowRoot.querySelectorAll('.variant-overlay .cage path').length,
    };
  });
  assert.deepEqual(board, { line: KILLER, cages: (KILLER.match(/:/g) ?? []).length });
  assert.deepEqual(problems, []);
  await ctx.close();
});
