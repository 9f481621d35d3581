// @ts-check
// Variants in the app (issue 37), in real Chromium at phone (390x844, touch) and desktop (1280x800) sizes:
// a generated Killer played to the finish by taps, its cages and sums drawn legibly, a cage-sum conflict
// shown; a hint on a Killer X naming a Killer technique; an f-puzzles link of a Killer X imported with every
// cage and both diagonals drawn and one solution counted; export (f-puzzles, SudokuPad, our share link) then
// import giving the same puzzle; a real community Killer X and an anti-knight Killer pasted as f-puzzles
// JSON and played to the finish; a daily Killer the same on two visits. Every answer the engine gives is
// checked here by the test's own rules (killerValid). Needs dist/app (scripts/build-app.sh). Any console
// error or warning fails the test that caused it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import LZString from 'lz-string';
import { DESKTOP, PHONE, btn, said, session } from './helpers.mjs';
import { killerX } from '../wasm/killer-x.mjs';
import { HS_KILLER_X, KNIGHT_KILLER, KNIGHT_SOLUTION } from './killers.mjs';

const s = session(before, after);

/** The board's state through the element (the app's <sudoku-board id="board">). @param {import('playwright-core').Page} page */
const boardState = (page) =>
  page.evaluate(() => {
    const g = /** @type {any} */ (document.getElementById('board')).game;
    return {
      puzzle: /** @type {string} */ (g.puzzleText()),
      givens: /** @type {number[]} */ ([...g.givens]),
      shape:
        /** @type {{ size: number, cages: { cells: number[], sum?: number }[], diagonalMain: boolean, diagonalAnti: boolean, regions: number[] } | null} */ (
          g.shape
        ),
    };
  });
/**
 * The test's own check of a Killer solution (n = 9): rows, columns, boxes, each cage's digits distinct
 * with its sum, and both diagonals when the puzzle has them; givens kept.
 * @param {string} answer @param {NonNullable<Awaited<ReturnType<typeof boardState>>['shape']>} shape @param {number[]} givens
 */
function killerValid(answer, shape, givens) {
  const d = [...answer].map(Number);
  const units = [];
  for (let k = 0; k < 9; k++) {
    units.push(
      [...Array(9).keys()].map((j) => k * 9 + j),
      [...Array(9).keys()].map((j) => j * 9 + k),
    );
    units.push(
      [...Array(9).keys()].map((j) => (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3)),
    );
  }
  if (shape.diagonalMain) units.push([...Array(9).keys()].map((j) => j * 10));
  if (shape.diagonalAnti) units.push([...Array(9).keys()].map((j) => (8 - j) * 9 + j));
  for (const u of units) if (new Set(u.map((c) => d[c])).size !== 9 || u.some((c) => !d[c])) return false;
  for (const cage of shape.cages) {
    if (new Set(cage.cells.map((c) => d[c])).size !== cage.cells.length) return false;
    if (cage.sum !== undefined && cage.cells.reduce((t, c) => t + (d[c] ?? 0), 0) !== cage.sum) return false;
  }
  return givens.every((g, c) => !g || g === d[c]);
}

/** The share row's link, in the page: truthy once shown. */
const shareOut = () => /** @type {HTMLInputElement} */ (document.querySelector('#share-out')).value;

/** Picks a kind, size and band and presses New game; waits for the new puzzle. @param {import('playwright-core').Page} page */
async function newVariant(page, /** @type {string} */ kind, band = 'easy', tap = false) {
  await page.selectOption('#new-variant', kind);
  await page.selectOption('#new-difficulty', band);
  await (tap ? btn(page, 'New game').tap() : btn(page, 'New game').click());
  await said(page, /^New \w+ .+ puzzle \(seed \d+\)/);
}

/** Pastes text into the Puzzle tab and loads it; the note's text. @param {import('playwright-core').Page} page @param {string} text */
async function importText(page, text) {
  await page.click('#tab-puzzle');
  await page.fill('#paste', text);
  await page.evaluate(() => {
    const note = document.querySelector('#panel-puzzle .note');
    if (note) note.textContent = '';
  });
  await btn(page, 'Load').click();
  await page.waitForFunction(
    () =>
      /^(Loaded|Not loaded)/.test(document.querySelector('#panel-puzzle .note')?.textContent ?? '') &&
      !/^Loaded\.$/.test(document.querySelector('#panel-puzzle .note')?.textContent ?? ''),
  );
  return (await page.textContent('#panel-puzzle .note')) ?? '';
}

test('phone: a generated Killer drawn legibly, a cage-sum conflict shown, then played to the finish by taps', async () => {
  const { page, problems, ctx } = await s.open(PHONE, '#play');
  await newVariant(page, 'killer', 'easy', true);
  const { shape, givens } = await boardState(page);
  assert.ok(shape && shape.cages.length >= 10, 'a Killer with its cages');
  // Every cage outlined and every sum drawn, the sums at least 10 px tall on a 390 px wide phone.
  const drawn = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('#board')?.shadowRoot);
    return {
      cages: root.querySelectorAll('.variant-overlay .cage path').length,
      sums: [...root.querySelectorAll('.variant-overlay .cage-sum text')].map((t) => ({
        text: t.textContent,
        px: Number(getComputedStyle(t).fontSize.replace('px', '')),
        h: t.getBoundingClientRect().height,
      })),
      rules: root.querySelector('.rules')?.textContent ?? '',
      width: root.querySelector('.board')?.getBoundingClientRect().width ?? 0,
    };
  });
  assert.equal(drawn.cages, shape.cages.length);
  assert.deepEqual(
    drawn.sums.map((x) => x.text).sort(),
    shape.cages
      .filter((c) => c.sum !== undefined)
      .map((c) => String(c.sum))
      .sort(),
  );
  for (const x of drawn.sums) assert.ok(x.px >= 10 && x.h >= 10, `cage sum ${x.text}: ${x.px}px font, ${x.h}px tall`);
  assert.ok(drawn.width <= 390);
  assert.match(drawn.rules, /cage/);
  const answer = /** @type {string} */ (
    await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).player.solution())
  );
  assert.ok(killerValid(answer, shape, givens), 'the engine’s answer keeps every Killer rule');

  // A cage filled off its sum: one cell of a summed cage given another digit not in the cage.
  const cage = shape.cages.find((c) => c.sum !== undefined && c.cells.length >= 2 && c.cells.every((x) => !givens[x]));
  assert.ok(cage);
  const inCage = cage.cells.map((c) => Number(answer[c]));
  const other = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !inCage.includes(d));
  const tapDigit = async (/** @type {number} */ cell, /** @type {number} */ d) => {
    await page.locator(`#board [data-cell="${cell}"]`).tap();
    await page.locator(`#board button[data-digit="${d}"]`).tap();
  };
  for (const [k, c] of cage.cells.entries())
    await tapDigit(c, k === 0 ? /** @type {number} */ (other) : Number(answer[c]));
  await said(page, /cage .* must sum to \d+/);
  const flagged = await page.$$eval('#board .cell.hl-conflict', (cs) =>
    cs.map((c) => Number(/** @type {HTMLElement} */ (c).dataset.cell)),
  );
  assert.ok(
    cage.cells.every((c) => flagged.includes(c)),
    'the cage’s cells are marked',
  );
  // Right digit: the conflict goes; then every empty cell by taps to the finish.
  await tapDigit(/** @type {number} */ (cage.cells[0]), Number(answer[/** @type {number} */ (cage.cells[0])]));
  await page.waitForFunction(() => !document.querySelector('#board')?.shadowRoot?.querySelector('.cell.hl-conflict'));
  for (let c = 0; c < 81; c++) {
    if (givens[c] || cage.cells.includes(c)) continue;
    await tapDigit(c, Number(answer[c]));
  }
  await page.waitForSelector('#board >> #finish:not([hidden])');
  assert.match((await page.textContent('#board >> #finish')) ?? '', /Solved!/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('desktop: a Killer X f-puzzles link imported (cages, diagonals, one solution), a hint naming a Killer technique, exported and imported back', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  const link = `https://www.f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify(killerX))}`;
  assert.match(await importText(page, link), /exactly one solution/);
  const state = await boardState(page);
  assert.ok(state.shape?.diagonalMain && state.shape.diagonalAnti, 'both diagonals');
  assert.equal(state.shape.cages.length, killerX.killercage.length);
  const drawn = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('#board')?.shadowRoot);
    return {
      cages: root.querySelectorAll('.variant-overlay .cage path').length,
      diagonals: root.querySelectorAll('.variant-overlay .diagonal').length,
    };
  });
  assert.deepEqual(drawn, { cages: 15, diagonals: 2 });
  const answer = /** @type {string} */ (
    await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).player.solution())
  );
  assert.ok(killerValid(answer, state.shape, state.givens));

  // Hints: press 2 names the technique; with one given, the first step must use the cages.
  await btn(page, 'Hint').click();
  await said(page, /^Hint 1 of 3/);
  await btn(page, 'Hint').click();
  await said(page, /^Hint 2 of 3: \S/);
  const technique = await page.evaluate(() => {
    const b = /** @type {any} */ (document.getElementById('board'));
    return b.player.board && document.querySelector('#board')?.shadowRoot?.querySelector('#message-text')?.textContent;
  });
  assert.match(technique ?? '', /cage|rule of 45|innie|outie/i, technique ?? '');
  await btn(page, 'Hint').click();
  await said(page, /^Hint 3 of 3: /);

  // Out as an f-puzzles link, a SudokuPad link and our share link; each back in gives the same puzzle.
  for (const id of ['#export-fpuzzles', '#export-sudokupad', '#share']) {
    await page.click(id);
    await page.waitForFunction(shareOut);
    const out = await page.inputValue('#share-out');
    assert.match(
      out,
      id === '#export-fpuzzles'
        ? /^https:\/\/www\.f-puzzles\.com\/\?load=/
        : id === '#share'
          ? /#p=/
          : /^https:\/\/sudokupad\.app\/fpuzzles/,
    );
    await page.evaluate(() => {
      const o = /** @type {HTMLInputElement} */ (document.querySelector('#share-out'));
      o.value = '';
    });
    await importText(page, out);
    assert.equal((await boardState(page)).puzzle, state.puzzle, id);
  }
  // Our share link opened as a page: the same puzzle on the board.
  await page.click('#share');
  await page.waitForFunction(() =>
    /** @type {HTMLInputElement} */ (document.querySelector('#share-out')).value.includes('#p='),
  );
  const shared = await page.inputValue('#share-out');
  const other = await ctx.newPage();
  await other.goto(shared);
  await other.waitForSelector('html[data-ready="true"]');
  await other.waitForFunction(
    (p) => /** @type {any} */ (document.getElementById('board')).game.puzzleText() === p,
    state.puzzle,
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

for (const { what, json, solution, diagonals } of [
  {
    what: 'a community Killer X (HS_KILLERS #2 of the enjoysudoku forum)',
    json: HS_KILLER_X.json,
    solution: HS_KILLER_X.solution,
    diagonals: true,
  },
  { what: 'a Killer with anti-knight', json: KNIGHT_KILLER, solution: KNIGHT_SOLUTION, diagonals: false },
])
  test(`desktop: ${what}, no givens, pasted as f-puzzles JSON, filled with its solution by keys: finished, the clock stopped`, async () => {
    const { page, problems, ctx } = await s.open(DESKTOP, '#play');
    assert.match(await importText(page, JSON.stringify(json)), /^Loaded: exactly one solution/);
    const state = await boardState(page);
    assert.equal(state.shape?.cages.length, json.killercage.length);
    assert.equal(state.shape?.diagonalMain, diagonals);
    assert.equal(state.shape?.diagonalAnti, diagonals);
    assert.ok(
      state.givens.every((d) => d === 0),
      'no givens',
    );
    assert.ok(
      state.shape && killerValid(solution, state.shape, state.givens),
      'the solution keeps its rows, boxes, cages and diagonals',
    );
    for (let c = 0; c < 81; c++) {
      await page.locator(`#board [data-cell="${c}"]`).click();
      await page.keyboard.press(`Digit${solution[c]}`);
    }
    await page.waitForSelector('#board >> #finish:not([hidden])');
    assert.match((await page.textContent('#board >> #finish')) ?? '', /Solved!/);
    const after = await page.evaluate(() => {
      const b = /** @type {any} */ (document.getElementById('board'));
      return { mode: b.shadowRoot.querySelector('#mode-line').textContent, clock: b.game.startedAt };
    });
    assert.match(after.mode, /^Solved/);
    assert.equal(after.clock, null, 'the clock stopped');
    assert.deepEqual(problems, []);
    await ctx.close();
  });

test('an imported puzzle with a constraint the engine lacks: named, and offered without it only while it stays unique', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  // Fog of war (cells hidden until digits reveal them) on a puzzle unique without it: offered.
  const fog = ['R1C1', 'R1C2'];
  const unique = await importText(page, JSON.stringify({ ...killerX, fogofwar: fog }));
  assert.match(unique, /does not implement: fogofwar.*exactly one solution/);
  await page.click('#play-without');
  await page.waitForFunction(() =>
    /^Loaded: exactly one solution/.test(document.querySelector('#panel-puzzle .note')?.textContent ?? ''),
  );
  assert.equal((await boardState(page)).shape?.cages.length, 15);
  // The same without its diagonals and most cages: not unique without the fog, so not offered.
  const loose = {
    ...killerX,
    'diagonal+': false,
    'diagonal-': false,
    killercage: killerX.killercage.slice(0, 3),
    fogofwar: fog,
  };
  assert.match(await importText(page, JSON.stringify(loose)), /does not implement: fogofwar.*more than one solution/);
  assert.equal(await page.isVisible('#play-without'), false);
  // Only what the engine refused goes: the thermometer it reads stays in the puzzle offered (r1c3-r1c5 run
  // 2, 8, 9 in the solution), and the board, which draws no constraint yet, says so rather than drop it.
  const thermo = { ...killerX, fogofwar: fog, thermometer: [{ lines: [['R1C3', 'R1C4', 'R1C5']] }] };
  assert.match(await importText(page, JSON.stringify(thermo)), /does not implement: fogofwar.*exactly one solution/);
  await page.click('#play-without');
  await page.waitForFunction(() =>
    /does not draw constraints yet/.test(document.querySelector('#panel-puzzle .note')?.textContent ?? ''),
  );
  assert.match(
    (await page.textContent('#panel-puzzle .note')) ?? '',
    /^Not loaded: .*does not draw constraints yet \(thermometer r1c3→r1c5\)/,
  );
  assert.equal((await boardState(page)).shape?.cages.length, 15, 'the board keeps the puzzle it had');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('daily Killer and daily X: the same puzzle on two visits, played on the board', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  /** @type {string[]} */
  const seen = [];
  for (let visit = 0; visit < 2; visit++) {
    if (visit) await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    await page.click('#tab-daily');
    await page.click('.daily-variants button[data-variant="killer"]');
    await said(page, /^Daily Killer puzzle of \d{4}-\d\d-\d\d/);
    const { puzzle, shape } = await boardState(page);
    assert.ok(shape && shape.cages.length > 0);
    seen.push(puzzle);
  }
  assert.equal(seen[0], seen[1]);
  await page.click('.daily-variants button[data-variant="x"]');
  await said(page, /^Daily X puzzle of/);
  const x = await boardState(page);
  assert.ok(x.shape?.diagonalMain && x.shape.diagonalAnti && x.shape.cages.length === 0);
  // New game now makes that kind: the Play bar follows the board's puzzle.
  assert.equal(await page.inputValue('#new-variant'), 'x');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('the Generate tab makes a Killer 6x6 at a difficulty and seed: on the board, rated, the same again from its seed', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  await page.click('#tab-generate');
  await page.selectOption('#gen-variant', 'killer');
  await page.selectOption('#gen-size', '6');
  assert.equal(await page.isDisabled('#gen-clue-level'), true, 'classic-only options are off');
  await page.selectOption('#gen-difficulty', 'easy');
  await page.fill('#gen-seed', '11');
  const made = async () => {
    await page.click('#gen-run');
    await page.waitForFunction(() => /^Generated in/.test(document.querySelector('#gen-status')?.textContent ?? ''));
    return boardState(page);
  };
  const first = await made();
  assert.equal(first.shape?.size, 6);
  assert.ok((first.shape?.cages.length ?? 0) > 0);
  assert.match((await page.textContent('#gen-summary')) ?? '', /Killer, 6x6.*techniques\s*easy \(ER/s);
  assert.equal((await made()).puzzle, first.puzzle, 'the same seed, the same puzzle');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a variant game is kept across a reload: its rules, digits, marks and undo', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  await newVariant(page, 'jigsaw');
  const before = await boardState(page);
  const answer = /** @type {string} */ (
    await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).player.solution())
  );
  const empty = before.givens.findIndex((g) => !g);
  await page.locator(`#board [data-cell="${empty}"]`).click();
  await page.keyboard.press(`Digit${answer[empty]}`);
  await page.keyboard.press('Shift+Digit1');
  const grid = await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).game.gridText());
  // Saved shortly after the last change: wait for the save to hold this grid.
  await page.waitForFunction(
    (g) =>
      (JSON.parse(localStorage.getItem('sudoku-lab:games:jigsaw') ?? '{}').entries ?? []).some(
        (/** @type {number} */ d) => d > 0,
      ) && g.length === 81,
    grid,
  );
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  const after = await boardState(page);
  assert.equal(after.puzzle, before.puzzle);
  assert.deepEqual(after.shape?.regions, before.shape?.regions);
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).game.gridText()), grid);
  // Undo survives too: the digit goes.
  await page.keyboard.press('Control+z');
  await page.waitForFunction((c) => /** @type {any} */ (document.getElementById('board')).game.entries[c] === 0, empty);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('the Print button on a variant in dark mode: the board prints with its cages and lines in black on white, and its rules', async () => {
  const { page, problems, ctx } = await s.open({ ...DESKTOP, colorScheme: 'dark' }, '#play');
  await importText(page, JSON.stringify(killerX));
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('#board')?.shadowRoot);
    const path = root.querySelector('.variant-overlay .cage path');
    const rules = root.querySelector('.rules');
    return {
      cage: path ? getComputedStyle(path).stroke : '',
      cell: getComputedStyle(/** @type {Element} */ (root.querySelector('.cell'))).backgroundColor,
      overlay: getComputedStyle(/** @type {Element} */ (root.querySelector('.variant-overlay'))).display,
      rules: rules && getComputedStyle(rules).display !== 'none' ? (rules.textContent ?? '') : '',
    };
  });
  assert.deepEqual(
    { cage: printed.cage, cell: printed.cell, overlay: printed.overlay !== 'none' },
    { cage: 'rgb(0, 0, 0)', cell: 'rgb(255, 255, 255)', overlay: true },
  );
  assert.match(printed.rules, /diagonal.*cage/s);
  assert.deepEqual(problems, []);
  await ctx.close();
});
