// @ts-check
// Accessibility in real Chromium: a skip link, the board as one tab stop with arrows inside,
// highlight contrast and digits on the cell colours (computed from the rendered colours) in both themes, states that differ
// by shape or pattern and not by colour alone, and screen-reader labels.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, SEED, btn, label, session } from './helpers.mjs';

const s = session(before, after);

/** WCAG contrast of two CSS colours 'rgb(r, g, b)'. */
function contrast(/** @type {string} */ a, /** @type {string} */ b) {
  const lum = (/** @type {string} */ c) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return ((x ?? 0) + 0.05) / ((y ?? 0) + 0.05);
}

test('skip link, one tab stop, arrows inside the board', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(
      () => (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement)?.textContent,
    ),
    'Skip to the board',
  );
  await page.keyboard.press('Enter');
  assert.equal(
    await page.evaluate(() =>
      (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement)?.getAttribute('role'),
    ),
    'gridcell',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  assert.match(
    await page.evaluate(
      () =>
        (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement)?.getAttribute('aria-label') ?? '',
    ),
    /^r2c2, /,
  );
  // Exactly one cell is in the tab order.
  assert.equal(await page.locator('[role=gridcell][tabindex="0"]').count(), 1);
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(() =>
      (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement)?.closest('[role=grid]'),
    ),
    null,
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

for (const theme of ['light', 'dark'])
  test(`${theme}: the selection ring and hint outlines are at least 3:1 against the cell; states differ by shape`, async () => {
    const { page, problems, ctx } = await s.open(
      { ...PHONE, colorScheme: /** @type {'light' | 'dark'} */ (theme) },
      `#p=${SEED}`,
    );
    assert.equal(await page.getAttribute('html', 'data-theme'), theme);
    await page.locator('[data-cell="40"]').tap();
    const style = (/** @type {string} */ sel, /** @type {string | null} */ pseudo = null) =>
      page.$eval(
        sel,
        (e, p) => {
          const c = getComputedStyle(e, p);
          // The colour seen behind the element: the first ancestor's that is not transparent.
          let bg = c.backgroundColor;
          for (
            let a = /** @type {Element | null} */ (e);
            a && /rgba\(.*, 0\)$|transparent/.test(bg);
            a = a.parentElement
          )
            bg = getComputedStyle(a).backgroundColor;
          return {
            bg,
            image: c.backgroundImage,
            shadow: c.boxShadow,
            border: c.borderTopColor,
            borderStyle: c.borderTopStyle,
            fg: c.color,
          };
        },
        pseudo,
      );
    const plain = (await style('[data-cell="80"]')).bg; // r9c9: not a peer of r5c5
    const sel = await style('[data-cell="40"]');
    const ring = /rgba?\([^)]*\)/.exec(sel.shadow)?.[0] ?? '';
    assert.ok(contrast(ring, plain) >= 3, `selection ring ${ring} on ${plain}: ${contrast(ring, plain).toFixed(2)}`);
    assert.ok(
      contrast(ring, sel.bg) >= 3,
      `selection ring ${ring} on the selected fill ${sel.bg}: ${contrast(ring, sel.bg).toFixed(2)}`,
    );
    // The cursor's row and column: a band of two lines, 3:1 against the cell (and its fill).
    for (const peer of [36, 4]) {
      const st = await style(`[data-cell="${peer}"]`);
      const line = /rgba?\([^)]*\)/.exec(st.shadow)?.[0] ?? '';
      assert.ok(contrast(line, plain) >= 3 && contrast(line, st.bg) >= 3, `peer line ${line} on ${plain} / ${st.bg}`);
    }
    // A hint's where-to-look outline: dashed, 3:1.
    await btn(page, 'Hint').tap();
    await page.waitForSelector('.hl-look');
    const look = await style('.hl-look', '::after');
    assert.equal(look.borderStyle, 'dashed');
    assert.ok(
      contrast(look.border, plain) >= 3,
      `look outline ${look.border}: ${contrast(look.border, plain).toFixed(2)}`,
    );
    // A mistake is hatched, a lost-answer cell dotted, a conflict double-ringed, a hint cell flagged.
    await page.locator('[data-cell="1"]').tap();
    await btn(page, '9').tap();
    await page.locator('[data-cell="0"]').tap();
    await btn(page, 'Corner').tap();
    await btn(page, '2').tap();
    await btn(page, 'Check').tap();
    await page.waitForSelector('.hl-wrongmark');
    assert.match((await style('.hl-mistake')).image, /repeating-linear-gradient/);
    const dotted = await style('.hl-wrongmark', '::after');
    assert.equal(dotted.borderStyle, 'dotted');
    assert.ok(contrast(dotted.border, plain) >= 3);
    await page.locator('[data-cell="9"]').tap();
    await btn(page, 'Digit').tap();
    await btn(page, '9').tap(); // r2c1 = 9 repeats r1c2's 9 in box 1
    await page.waitForSelector('.hl-conflict');
    const conflict = await style('.hl-conflict', '::after');
    assert.equal(conflict.borderStyle, 'double');
    assert.ok(contrast(conflict.border, (await style('.hl-conflict')).bg) >= 3);
    assert.match(await label(page, 9), /digit 9.*conflict/);
    assert.match(await label(page, 0), /^r1c1, empty, corner marks 2/);
    assert.match(await label(page, 2), /^r1c3, given 6/);
    assert.deepEqual(problems, []);
    await ctx.close();
  });

for (const theme of ['light', 'dark'])
  test(`${theme}: digits and marks on each of the nine cell colours are at least 4.5:1`, async () => {
    const { page, problems, ctx } = await s.open(
      { ...DESKTOP, colorScheme: /** @type {'light' | 'dark'} */ (theme) },
      `#p=${SEED}`,
    );
    // r1c1 an entered 7, r1c2 corner marks, r1c3 the given 6, r1c5 a centre mark.
    const click = (/** @type {number} */ i, ctrl = false) =>
      page.locator(`[data-cell="${i}"]`).click({ modifiers: ctrl ? ['Control'] : [] });
    await click(0);
    await page.keyboard.press('Digit7');
    await click(1);
    await page.keyboard.press('Shift+Digit1');
    await page.keyboard.press('Shift+Digit5');
    await click(4);
    await page.keyboard.press('Control+Digit3');
    for (const i of [0, 1, 2]) await click(i, true); // with r1c5, where the cursor is
    await btn(page, 'Colour').click();
    const parts = {
      entry: '[data-cell="0"]',
      'corner mark': '[data-cell="1"] .marks span:not(:empty)',
      given: '[data-cell="2"]',
      'centre mark': '[data-cell="4"] .centre',
    };
    for (let k = 1; k <= 9; k++) {
      await page.keyboard.press(`Digit${k}`);
      for (const [name, sel] of Object.entries(parts)) {
        const [fg, bg] = await page.$eval(sel, (e) => [
          getComputedStyle(e).color,
          getComputedStyle(/** @type {Element} */ (e.closest('[data-cell]'))).backgroundColor,
        ]);
        assert.match(
          await page
            .locator(sel)
            .first()
            .evaluate((e) => e.closest('[data-cell]')?.className ?? ''),
          new RegExp(`col-${k}\\b`),
        );
        assert.ok(contrast(fg, bg) >= 4.5, `${name} ${fg} on colour ${k} ${bg}: ${contrast(fg, bg).toFixed(2)}`);
      }
    }
    assert.deepEqual(problems, []);
    await ctx.close();
  });
