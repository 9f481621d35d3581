// @ts-check
// The board's drawing and fit in the app, in real Chromium at phone (390x844, touch) and desktop
// (1280x800) sizes, measured with getBoundingClientRect and each glyph's ink (canvas measureText):
// on a Killer X, a digit in a cell carrying a cage sum lies inside its cell and clear of the sum, corner
// marks there clear the sum and each other, and the diagonals lie under the digits; on 12x12 and
// 16x16 boards corner marks are at least 10 px and never overlap; the board and the whole pad fit the
// first screen for every size with the most rules; New game offers every size the engine makes for a
// kind. Needs dist/app (scripts/build-app.sh). Any console error or warning fails the test.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, defineInk, printSheet, session } from './helpers.mjs';

const s = session(before, after);

/** A Killer X the CLI generated (generate --variant killer,x --seed 7), without its givens. */
const KILLER_X =
  '9;rules=x;cages=21:r1c9r2c9r3c9r4c9r1c8,19:r1c1r1c2r2c1,22:r5c8r6c7r6c8,12:r3c1r3c2,14:r2c2r2c3r1c3r3c3,' +
  '13:r1c7r2c7,12:r2c8r3c8r3c7,11:r4c8r4c7,24:r5c7r5c6r6c6r7c6r6c5,10:r7c7r7c8r8c7,12:r9c7r9c6,' +
  '17:r8c9r7c9r5c9r6c9,23:r8c6r8c5r7c5r8c4r9c5,14:r9c4r9c3r9c2,7:r9c1r8c1,12:r8c2r8c3,18:r7c4r6c4r5c4r6c3,' +
  '15:r1c4r2c4r3c4,17:r4c4r4c3r4c2r4c1,4:r6c1r5c1,21:r5c2r6c2r5c3,16:r3c5r3c6r2c6r1c6,14:r2c5r1c5,' +
  '20:r4c5r4c6r5c5,19:r8c8r9c8r9c9,18:r7c1r7c2r7c3';

/** @param {import('playwright-core').Page} page @param {string} line */
async function load(page, line) {
  const problem = await page.evaluate((l) => /** @type {any} */ (document.getElementById('board')).loadPuzzle(l), line);
  assert.equal(problem, null, line);
  await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.variant-overlay'));
}

/**
 * Enters digits (mode 'digit') or marks into cells through the board. @param {import('playwright-core').Page} page
 * @param {number[]} cells @param {number[]} digits @param {'digit' | 'corner'} mode
 */
const put = (page, cells, digits, mode) =>
  page.evaluate(([cells, digits, mode]) => {
    const b = /** @type {any} */ (document.getElementById('board')).board;
    for (const c of cells) {
      b.select(c, false);
      for (const d of digits) b.input(d, mode);
    }
  }, /** @type {const} */ ([cells, digits, mode]));

/**
 * In the page: each cell's box, its digit's and marks' ink boxes (the glyphs drawn, from canvas
 * measureText on the text's font and baseline), the sums' boxes by cell, the marks' font size.
 */
function measure() {
  const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
  const board = /** @type {HTMLElement} */ (root.querySelector('.board'));
  const n = Number(board.dataset.size);
  const box = (/** @type {DOMRect} */ r) => ({ x: r.left, y: r.top, w: r.width, h: r.height });
  /** @type {(e: Element) => { text: string, font: number, x: number, y: number, w: number, h: number }} */
  const ink = /** @type {any} */ (window).inkOf;
  const sums = new Map();
  for (const g of root.querySelectorAll('g.cage-sum')) {
    const r = box(/** @type {Element} */ (g.querySelector('rect')).getBoundingClientRect());
    const col = Math.floor(((r.x + 2 - board.getBoundingClientRect().left - 3) / board.clientWidth) * n);
    const row = Math.floor(((r.y + 2 - board.getBoundingClientRect().top - 3) / board.clientWidth) * n);
    sums.set(row * n + col, r);
  }
  return [...root.querySelectorAll('[data-cell]')].map((c) => {
    const i = Number(/** @type {HTMLElement} */ (c).dataset.cell);
    const value = c.querySelector('.value');
    return {
      i,
      /** The cell's corner marks, as its label names them. */
      named: (/corner marks ([0-9A-G ]+)/.exec(c.getAttribute('aria-label') ?? '')?.[1] ?? '').replaceAll(' ', ''),
      cell: box(c.getBoundingClientRect()),
      sum: sums.get(i) ?? null,
      digit: value ? ink(value) : null,
      marks: [...c.querySelectorAll('.marks span')].filter((m) => m.textContent).map(ink),
    };
  });
}

/** @typedef {{ x: number, y: number, w: number, h: number }} Box */
const overlap = (/** @type {Box} */ a, /** @type {Box} */ b) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (/** @type {Box} */ a, /** @type {Box} */ b, margin = 0) =>
  a.x >= b.x + margin && a.y >= b.y + margin && a.x + a.w <= b.x + b.w - margin && a.y + a.h <= b.y + b.h - margin;

for (const [name, options] of /** @type {const} */ ([
  ['phone', PHONE],
  ['desktop', DESKTOP],
]))
  test(`Killer X at ${name}: digits and corner marks clear of the sums, inside their cells; diagonals under the digits`, async () => {
    const { page, problems, ctx } = await s.open(options, '#play');
    await page.evaluate(defineInk);
    await load(page, KILLER_X);
    const sumCells = (await page.evaluate(measure)).filter((c) => c.sum).map((c) => c.i);
    assert.equal(sumCells.length, 26);
    // A digit in some sum cells (9, and 8 the widest ink), all nine marks in the others, and a digit on both diagonals.
    await put(page, sumCells.slice(0, 4), [9], 'digit');
    await put(page, sumCells.slice(4, 8), [8], 'digit');
    await put(page, sumCells.slice(8), [1, 2, 3, 4, 5, 6, 7, 8, 9], 'corner');
    await put(page, [40], [8], 'digit');
    const cells = await page.evaluate(measure);
    for (const i of sumCells) {
      const c = cells[i];
      assert.ok(c?.sum, `cell ${i} shows a sum`);
      if (i === 40 || (!c.digit && !c.marks.length)) continue; // the 8 on the diagonals; marks a digit cleared
      if (c.digit) {
        assert.ok(
          inside(c.digit, c.cell, 1),
          `${name}: the digit of cell ${i} lies inside its cell: ${JSON.stringify(c)}`,
        );
        assert.ok(!overlap(c.digit, c.sum), `${name}: the digit of cell ${i} meets its sum: ${JSON.stringify(c)}`);
        assert.ok(c.digit.font >= 20, `${name}: the digit of cell ${i} is ${c.digit.font} px`);
        // Not drawn low: its middle as high as the cell's (it moves aside, right of the sum, when it must).
        const mid = c.digit.y + c.digit.h / 2 - (c.cell.y + c.cell.h / 2);
        assert.ok(Math.abs(mid) <= c.cell.h * 0.08, `${name}: the digit of cell ${i} sits ${mid} px off the middle`);
      } else {
        assert.ok(c.named.length >= 7, `${name}: cell ${i} has its marks`);
        assert.equal(c.marks.map((m) => m.text).join(''), c.named, `${name}: every mark of cell ${i} shown`);
        for (const m of c.marks) {
          assert.ok(inside(m, c.cell), `${name}: mark ${m.text} of cell ${i} inside its cell`);
          assert.ok(!overlap(m, c.sum), `${name}: mark ${m.text} of cell ${i} meets the sum: ${JSON.stringify(c)}`);
          // Apart from the sum by more than the marks are apart from each other (a sum 9 and marks 1 2 never read 912).
          if (m.y < c.sum.y + c.sum.h)
            assert.ok(m.x >= c.sum.x + c.sum.w + 4, `${name}: mark ${m.text} of cell ${i} hugs the sum`);
          for (const o of c.marks)
            if (o !== m) assert.ok(!overlap(m, o), `${name}: marks ${m.text} and ${o.text} of cell ${i} overlap`);
        }
      }
    }
    // The diagonals under the digits: at the middle of the 8 on both diagonals, hit testing (paint order)
    // finds the digit above the diagonal lines (made hit-testable for the probe).
    const top = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      for (const l of root.querySelectorAll('line.diagonal'))
        /** @type {SVGElement} */ (l).style.pointerEvents = 'stroke';
      const v = /** @type {Element} */ (root.querySelector('[data-cell="40"] .value'));
      const r = v.getBoundingClientRect();
      return root.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2).map((e) => e.getAttribute('class'));
    });
    assert.ok(top.indexOf('value') >= 0, `the digit is hit: ${top}`);
    assert.ok(
      top.findIndex((c) => /diagonal/.test(c ?? '')) > top.indexOf('value'),
      `the digit lies above the diagonals: ${top}`,
    );
    assert.deepEqual(problems, []);
    await ctx.close();
  });

test('phone: corner marks of 12x12 and 16x16 boards are at least 10 px and never overlap; a Killer 16x16 too', async () => {
  const { page, problems, ctx } = await s.open(PHONE, '#play');
  await page.evaluate(defineInk);
  const all = [...Array(16).keys()].map((k) => k + 1);
  for (const [n, line] of /** @type {const} */ ([
    [12, '12;cages=30:r1c2r1c3r1c4,5:r3c1r3c2'],
    [16, '16;cages=100:r1c2r1c3r1c4r1c5r1c6r1c7r1c8r1c9r1c10,15:r3c1r3c2'],
  ])) {
    await load(page, line);
    const full = [1, 17, 40, 2 * n, 5 * n + 5];
    await put(page, full, all.slice(0, n), 'corner');
    const few = 3 * n + 8;
    await put(page, [few], [1, 5, 12], 'corner');
    const cells = await page.evaluate(measure);
    for (const i of [...full, few]) {
      const c = cells[i];
      assert.ok(c && c.marks.length > 0, `${n}x${n}: cell ${i} shows its marks (or that it has some)`);
      for (const m of c.marks) {
        assert.ok(m.font >= 10, `${n}x${n}: mark ${m.text} of cell ${i} is ${m.font} px`);
        assert.ok(inside(m, c.cell), `${n}x${n}: mark ${m.text} of cell ${i} inside its cell: ${JSON.stringify(c)}`);
        if (c.sum) assert.ok(!overlap(m, c.sum), `${n}x${n}: mark ${m.text} of cell ${i} meets the sum`);
        for (const o of c.marks)
          if (o !== m)
            assert.ok(
              !overlap(m, o),
              `${n}x${n}: marks ${m.text} and ${o.text} of cell ${i} overlap: ${JSON.stringify(c)}`,
            );
      }
    }
    // Marks that do not fit are said by "…"; a cell with three marks shows the three.
    assert.ok(
      cells[40]?.marks.some((m) => m.text === '…'),
      `${n}x${n}: "…" for the marks that do not fit`,
    );
    assert.deepEqual(
      cells[few]?.marks.map((m) => m.text),
      ['1', '5', 'C'],
    );
  }
  assert.deepEqual(problems, []);
  await ctx.close();
});

/** Per size, the kind with the most rules above the board New game makes (Killer X: three sentences). */
const FIT = [4, 6, 9, 12, 16].map((n) => `${n};rules=x;cages=3:r1c1r1c2`);

for (const [name, options] of /** @type {const} */ ([
  ['phone', PHONE],
  ['desktop', DESKTOP],
]))
  test(`${name}: the board and the whole pad fit the first screen at every size`, async () => {
    const { page, problems, ctx } = await s.open(options, '#play');
    const height = options.viewport.height;
    for (const line of FIT) {
      await load(page, line);
      const got = await page.evaluate(() => {
        const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
        const bottom = (/** @type {Element} */ e) => e.getBoundingClientRect().bottom + scrollY;
        return {
          board: bottom(/** @type {Element} */ (root.querySelector('.board'))),
          pad: Math.max(...[...root.querySelectorAll('.pad button')].map(bottom)),
          rules: root.querySelectorAll('.rules li').length,
        };
      });
      assert.equal(got.rules, 3, `${line}: its rules are stated`);
      assert.ok(got.board <= height, `${name} ${line}: the board ends at ${got.board} of ${height}`);
      assert.ok(got.pad <= height, `${name} ${line}: the pad ends at ${got.pad} of ${height}`);
    }
    assert.deepEqual(problems, []);
    await ctx.close();
  });

test('New game offers every size the engine makes for the chosen kind', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  const offered = () =>
    page.$$eval('#new-size option', (os) =>
      os
        .filter((o) => !(/** @type {HTMLOptionElement} */ (o).disabled))
        .map((o) => /** @type {HTMLOptionElement} */ (o).value),
    );
  for (const [kind, sizes] of /** @type {const} */ ([
    ['classic', ['4', '6', '9', '12', '16']],
    ['x', ['4', '6', '9', '12', '16']],
    ['killer', ['4', '6', '9']],
    ['anti-king', ['6', '9', '12', '16']],
    ['windoku', ['9']],
  ])) {
    await page.selectOption('#new-variant', kind);
    assert.deepEqual(await offered(), sizes, kind);
  }
  // A classic 4x4 from New game: the variants engine's, on the board.
  await page.selectOption('#new-variant', 'classic');
  await page.selectOption('#new-size', '4');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.waitForFunction(() =>
    /^New easy classic 4x4 puzzle/.test(
      document.getElementById('board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  assert.equal(await page.locator('[data-cell]').count(), 16);
  assert.deepEqual(problems, []);
  await ctx.close();
});

/**
 * In the page: for each cell of the grids matched that shows a cage sum and holds a digit, the cell's
 * box, the digit's ink and the sum's box (the overlay's rect whose corner lies in the cell).
 * @param {[string, string]} selectors the grids, and their cells within each
 */
function sumDigits([grids, cells]) {
  const box = (/** @type {DOMRect} */ r) => ({ x: r.left, y: r.top, w: r.width, h: r.height });
  return [...document.querySelectorAll(grids)].flatMap((g) => {
    const rects = [...g.querySelectorAll('g.cage-sum rect')].map((r) => box(r.getBoundingClientRect()));
    return [...g.querySelectorAll(cells)].flatMap((c) => {
      const v = c.querySelector('.value');
      if (!c.classList.contains('cage-sum') || !v) return [];
      const cell = box(c.getBoundingClientRect());
      const sum = rects.find(
        (r) => r.x + 1 >= cell.x && r.x + 1 < cell.x + cell.w && r.y + 1 >= cell.y && r.y + 1 < cell.y + cell.h,
      );
      const ink = /** @type {any} */ (window).inkOf(v);
      return [{ cell, sum: sum ?? null, ink, text: v.textContent }];
    });
  });
}

/**
 * Each digit of a sum's cell inside its cell, clear of the sum, and (`centred`: cells with room beside
 * the sum) not sunk low. @param {string} at @param {ReturnType<typeof sumDigits>} got
 */
function assertSumDigits(at, got, centred = true) {
  assert.ok(got.length > 0, `${at}: digits in cells that show a sum`);
  for (const d of got) {
    assert.ok(d.sum, `${at}: the sum of a cell holding ${d.text}`);
    assert.ok(!overlap(d.ink, d.sum), `${at}: ${d.text} meets its sum: ${JSON.stringify(d)}`);
    const mid = d.ink.y + d.ink.h / 2 - (d.cell.y + d.cell.h / 2);
    if (centred) assert.ok(Math.abs(mid) <= d.cell.h * 0.08, `${at}: ${d.text} sits ${mid} px off its cell's middle`);
    // Clear of the box border (a 2 px line on the cell's edge) wherever it goes.
    assert.ok(inside(d.ink, d.cell, 2), `${at}: ${d.text} reaches its cell's border: ${JSON.stringify(d)}`);
  }
}

test('Create: a given in a cell that shows a cage sum is placed clear of the sum', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  await page.getByRole('tab', { name: 'Create', exact: true }).click();
  await page.selectOption('#create-size', '9');
  await page.click('#create-tool-cage');
  const cell = (/** @type {number} */ i) => page.locator(`[data-ccell="${i}"]`);
  // Two cages, sums 17 and 8, each drawn by a drag and kept with its sum.
  for (const [from, to, sum] of /** @type {const} */ ([
    [0, 1, '17'],
    [40, 41, '8'],
  ])) {
    await cell(from).hover();
    await page.mouse.down();
    await cell(to).hover();
    await page.mouse.up();
    await page.fill('#create-cage-sum', sum);
    await page.click('#create-cage-keep');
  }
  await page.click('#create-tool-givens');
  for (const [i, key] of /** @type {const} */ ([
    [0, '9'],
    [40, '8'],
  ])) {
    await cell(i).click();
    await page.keyboard.press(key);
  }
  await page.waitForFunction(() => document.querySelectorAll('.create-grid g.cage-sum').length === 2);
  await page.evaluate(defineInk);
  assertSumDigits(
    'Create',
    await page.evaluate(sumDigits, /** @type {[string, string]} */ (['.create-grid', '.create-cell'])),
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('Print: the givens of cells that show a cage sum are placed clear of their sums', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  await printSheet(page, { variant: 'killer', size: '9', per: '4', band: 'easy' });
  await page.evaluate(defineInk);
  // Four to a page, a cell has no room beside a 10 px sum: the given goes below it, smaller.
  assertSumDigits(
    'Print',
    await page.evaluate(
      sumDigits,
      /** @type {[string, string]} */ (['.sheet-page:not(.answers) .pgrid', ':scope > span']),
    ),
    false,
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});
