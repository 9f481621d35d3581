// @ts-check
// Variant boards drawn by pkg/lib/player/variant-draw.js (issue 37) on the demo page
// tests/browser/variant-draw.html, from models the variants module gives (variants.model): a Killer X,
// a 6x6 jigsaw with an extra region, a 9x9 windoku with anti-king and a 16x16 with cages, each at
// 390x844 (touch) and 1280x800, light and dark. Every cage has one outline whose corners all lie inside
// its cells, clear of their edges; every sum is drawn, >= 10 px, apart from the other sums and from the
// corner marks of its cell; the diagonals and shaded units are there; the rules are stated. Screenshots
// of the board go to docs/screenshots/variants-*.png. Needs pkg/ built (tsc -p tsconfig.lib.json, pkg/wasm).
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { createVariantLab } from '../../pkg/lib/variants-node.js';
import { launchOptions, newContext } from '../package/browser.mjs';
import { serveHost } from '../package/hosting-server.mjs';
import { DESKTOP, PHONE, defineInk } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shots = `${root}docs/screenshots/`;

/** The boards, by screenshot name: lines the CLI generated (Killer X: generate --variant killer,x --seed 7). */
const BOARDS = {
  'killer-x':
    '9;rules=x;cages=21:r1c9r2c9r3c9r4c9r1c8,19:r1c1r1c2r2c1,22:r5c8r6c7r6c8,12:r3c1r3c2,14:r2c2r2c3r1c3r3c3,' +
    '13:r1c7r2c7,12:r2c8r3c8r3c7,11:r4c8r4c7,24:r5c7r5c6r6c6r7c6r6c5,10:r7c7r7c8r8c7,12:r9c7r9c6,' +
    '17:r8c9r7c9r5c9r6c9,23:r8c6r8c5r7c5r8c4r9c5,14:r9c4r9c3r9c2,7:r9c1r8c1,12:r8c2r8c3,18:r7c4r6c4r5c4r6c3,' +
    '15:r1c4r2c4r3c4,17:r4c4r4c3r4c2r4c1,4:r6c1r5c1,21:r5c2r6c2r5c3,16:r3c5r3c6r2c6r1c6,14:r2c5r1c5,' +
    '20:r4c5r4c6r5c5,19:r8c8r9c8r9c9,18:r7c1r7c2r7c3',
  'jigsaw-6':
    '6;givens=..........................5........4;regions=444455443555113566113366113366222222;rules=nc,knight;extra=r3c2r3c3r3c4r4c2r4c3r4c4',
  windoku: '9;givens=...2....................3.23..4.......8.....7...9..1........8...5......9....3....;rules=w,king',
  'classic-16':
    '16;givens=1...............' +
    '.'.repeat(224) +
    '...............G;cages=100:r1c2r1c3r1c4r1c5r1c6r1c7r1c8r1c9r1c10,5:r16c1r15c1,r8c8r8c9r9c8',
};

/** @type {import('playwright-core').Browser} */
let browser;
/** @type {Awaited<ReturnType<typeof serveHost>>} */
let server;
/** @type {Record<string, import('../../pkg/lib/types.js').VariantModel>} */
const models = {};

before(async () => {
  const lab = await createVariantLab();
  try {
    for (const [name, line] of Object.entries(BOARDS)) models[name] = await lab.model(line);
  } finally {
    lab.dispose();
  }
  server = await serveHost(root);
  browser = await chromium.launch(launchOptions);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * What the page drew, measured in the page: the cages (each outline's points, the cells' boxes and the
 * inset), the sums (font size, box, the boxes of the corner marks in their cell), diagonals, shaded
 * units, region border length, rules.
 */
function measure() {
  const svg = /** @type {SVGSVGElement} */ (document.querySelector('.variant-overlay'));
  const board = /** @type {HTMLElement} */ (document.querySelector('.board'));
  const origin = svg.getBoundingClientRect();
  const rect = (/** @type {Element | Range} */ e) => {
    const r = e.getBoundingClientRect();
    return { x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height };
  };
  const cages = [...svg.querySelectorAll('g.cage')].map((g) => {
    const d = g.querySelector('path')?.getAttribute('d') ?? '';
    const nums = (d.match(/-?[\d.]+/g) ?? []).map(Number);
    /** @type {[number, number][]} */
    const points = [];
    for (let k = 0; k + 1 < nums.length; k += 2) points.push([nums[k] ?? NaN, nums[k + 1] ?? NaN]);
    return {
      index: Number(g.getAttribute('data-cage')),
      points,
      dashed: getComputedStyle(g.querySelector('path') ?? g).strokeDasharray,
    };
  });
  const sums = [...svg.querySelectorAll('g.cage-sum')].map((g) => {
    const text = /** @type {SVGTextElement} */ (g.querySelector('text'));
    const index = Number(g.getAttribute('data-cage'));
    const box = rect(/** @type {Element} */ (g.querySelector('rect')));
    const textBox = rect(text);
    return { index, text: text.textContent, font: parseFloat(getComputedStyle(text).fontSize), box, textBox };
  });
  // The ink of the corner marks of every cell holding a sum: the glyphs drawn (canvas measureText on
  // the mark's font, from its baseline), not the line box, which a small cell's marks may exceed.
  const marks = [...board.querySelectorAll('.cell.cage-sum .marks span')]
    .filter((s) => s.textContent)
    .map((s) => {
      const ink = /** @type {any} */ (window).inkOf(s);
      const box = { x: ink.x - origin.left, y: ink.y - origin.top, w: ink.w, h: ink.h };
      return { cell: Number(/** @type {HTMLElement} */ (s.closest('.cell')).dataset.cell), box };
    });
  return {
    width: board.clientWidth,
    cages,
    sums,
    marks,
    diagonals: [...svg.querySelectorAll('line.diagonal')].map((l) => l.getAttribute('class')),
    shades: svg.querySelectorAll('path.shade').length,
    regions: (svg.querySelector('path.regions')?.getAttribute('d') ?? '').length,
    rules: [...document.querySelectorAll('.rules li')].map((li) => li.textContent),
  };
}

/** @typedef {{ x: number, y: number, w: number, h: number }} Box */
const overlap = (/** @type {Box} */ a, /** @type {Box} */ b) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Point (x, y) lies inside one of the cells (each a cell x cell square of an n-wide grid).
 * @param {Set<number>} cells @param {number} n @param {number} cell @param {number} x @param {number} y
 */
const inCells = (cells, n, cell, x, y) => {
  const c = Math.floor(x / cell);
  const r = Math.floor(y / cell);
  return c >= 0 && r >= 0 && c < n && r < n && cells.has(r * n + c);
};

const CASES = [
  { name: 'phone', options: PHONE, theme: /** @type {const} */ ('light'), shot: true },
  { name: 'phone-dark', options: PHONE, theme: /** @type {const} */ ('dark'), shot: false },
  { name: 'desktop', options: DESKTOP, theme: /** @type {const} */ ('light'), shot: false },
  { name: 'desktop-dark', options: DESKTOP, theme: /** @type {const} */ ('dark'), shot: true },
];

for (const c of CASES)
  test(`variant boards drawn at ${c.name}`, async () => {
    const ctx = await newContext(browser, c.options);
    const page = await ctx.newPage();
    /** @type {string[]} */
    const problems = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}tests/browser/variant-draw.html`);
    await page.waitForFunction(() => 'showVariant' in window);
    await page.evaluate(defineInk);
    for (const [name, model] of Object.entries(models)) {
      await page.evaluate(([m, theme]) => /** @type {any} */ (window).showVariant(m, theme), [model, c.theme]);
      const got = await page.evaluate(measure);
      const n = model.size;
      const cell = got.width / n;
      const at = `${name} at ${c.name}`;
      // One outline a cage, dashed, every corner inside its cells and at least 2 px from their outline
      // (the four points around it, 2 px away, are in the cage's cells too).
      assert.equal(got.cages.length, model.cages.length, `${at}: cage outlines`);
      for (const cage of got.cages) {
        const cells = new Set(model.cages[cage.index]?.cells);
        assert.notEqual(cage.dashed, 'none', `${at}: cage ${cage.index} is dashed`);
        assert.ok(cage.points.length >= 8, `${at}: cage ${cage.index} has an outline`);
        for (const [x, y] of cage.points)
          for (const [dx, dy] of /** @type {[number, number][]} */ ([
            [-2, -2],
            [2, -2],
            [-2, 2],
            [2, 2],
          ]))
            assert.ok(
              inCells(cells, n, cell, x + dx, y + dy),
              `${at}: cage ${cage.index}'s corner (${x}, ${y}) is not inside its cells`,
            );
      }
      // Every sum drawn in its cage's first cell, >= 10 px at a phone's width, no two overlapping, none over a corner mark.
      const summed = model.cages.flatMap((g, k) => (g.sum === undefined ? [] : [[k, g]]));
      assert.equal(got.sums.length, summed.length, `${at}: sums`);
      for (const s of got.sums) {
        const cage = /** @type {import('../../pkg/lib/types.js').VariantCage} */ (model.cages[s.index]);
        assert.equal(s.text, String(cage.sum));
        assert.ok(s.font >= 10, `${at}: cage ${s.index}'s sum is ${s.font} px`);
        const first = Math.min(...cage.cells);
        assert.ok(
          inCells(new Set([first]), n, cell, s.box.x + 0.5, s.box.y + 0.5),
          `${at}: sum ${s.index} in the first cell`,
        );
        // The digits stay inside their background.
        assert.ok(
          s.textBox.x >= s.box.x - 0.5 && s.textBox.x + s.textBox.w <= s.box.x + s.box.w + 0.5,
          `${at}: sum ${s.index} text fits`,
        );
        for (const o of got.sums)
          if (o !== s) assert.ok(!overlap(s.box, o.box), `${at}: sums ${s.index} and ${o.index} overlap`);
        for (const m of got.marks.filter((k) => k.cell === first))
          assert.ok(!overlap(s.box, m.box), `${at}: sum ${s.index} covers a corner mark of its cell`);
      }
      assert.ok(got.marks.length > 0 || n > 9 || summed.length === 0, `${at}: corner marks were laid out`);
      assert.deepEqual(
        got.diagonals,
        [
          ...(model.diagonalMain ? ['diagonal diagonal-main'] : []),
          ...(model.diagonalAnti ? ['diagonal diagonal-anti'] : []),
        ],
        `${at}: diagonals`,
      );
      assert.equal(got.shades, (model.windoku ? 4 : 0) + model.extraRegions.length, `${at}: shaded units`);
      assert.ok(got.regions > 0, `${at}: region borders`);
      if (model.rules.antiKing)
        assert.ok(
          got.rules.some((r) => /diagonally/.test(r ?? '')),
          `${at}: anti-king stated`,
        );
      if (model.rules.antiKnight)
        assert.ok(
          got.rules.some((r) => /knight/.test(r ?? '')),
          `${at}: anti-knight stated`,
        );
      if (model.rules.nonConsecutive)
        assert.ok(
          got.rules.some((r) => /consecutive/.test(r ?? '')),
          `${at}: non-consecutive stated`,
        );
      if (c.shot) await page.locator('main').screenshot({ path: `${shots}variants-${name}-${c.name}.png` });
    }
    assert.deepEqual(problems, []);
    await ctx.close();
  });
