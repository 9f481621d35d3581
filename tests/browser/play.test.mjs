// @ts-check
// Playing in real Chromium at phone (390x844, touch) and desktop (1280x800) sizes: the pad,
// selection, the four input modes, undo across modes and reload, New game, the finish panel,
// checks, hints (in words, counted per level), the locked solved board, the clock, share links. Needs dist/app (scripts/build-app.sh). Any console error or
// warning fails the test that caused it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, SEED, boardText, btn, label, session, solve, valid } from './helpers.mjs';

const s = session(before, after);
const open = (/** @type {any} */ options, hash = '', /** @type {Parameters<typeof s.open>[2]} */ setup = {}) =>
  s.open(options, hash, setup);

/** Presses New game and waits for the new puzzle; returns its givens. */
async function newGame(/** @type {import('playwright-core').Page} */ page, tap = false) {
  const before = await boardText(page);
  await (tap ? btn(page, 'New game').tap() : btn(page, 'New game').click());
  await page.waitForFunction(() =>
    /^New \w+ puzzle \(seed \d+\)/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  const after = await boardText(page);
  assert.notEqual(after, before);
  return after;
}

test('phone: a whole generated easy puzzle played to the finish with taps only', async () => {
  const { page, problems, ctx } = await open(PHONE);
  assert.equal(await page.inputValue('#new-difficulty'), 'easy');
  const puzzle = await newGame(page, true);
  const answer = solve(puzzle);
  assert.ok(valid(answer));
  const digit = (/** @type {number} */ d) => btn(page, String(d));
  for (let c = 0; c < 81; c++) {
    if (puzzle[c] !== '.') continue;
    await page.locator(`[data-cell="${c}"]`).tap();
    await digit(Number(answer[c])).tap();
  }
  assert.equal(await boardText(page), answer);
  await page.waitForSelector('#finish:not([hidden])');
  const finish = await page.locator('#finish').innerText();
  assert.match(finish, /Solved!/);
  assert.match(finish, /time\s+\d+:\d\d/);
  assert.match(finish, /hints\s+0/);
  assert.match(finish, /mistakes\s+0/);
  assert.match(finish, /difficulty\s+easy/);
  assert.match(finish, /ER\s+\d+\.\d/);
  assert.match(finish, /seed\s+\d+/);
  // The next puzzle at this difficulty: another one, the panel gone.
  await btn(page, 'Next easy puzzle').tap();
  await page.waitForFunction(() =>
    /^New easy puzzle/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  assert.notEqual(await boardText(page), puzzle);
  assert.equal(await page.locator('#finish').isHidden(), true);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('phone: pad, marks legible, touch targets at least 44 px, mode always stated', async () => {
  const { page, problems, ctx } = await open(PHONE, `#p=${SEED}`);
  for (const name of [
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    'Erase',
    'Undo',
    'Redo',
    'Digit',
    'Corner',
    'Centre',
    'Colour',
  ]) {
    const box = await btn(page, name).boundingBox();
    assert.ok(box, `${name} is on the page`);
    assert.ok(box.width >= 44 && box.height >= 44, `${name}: ${box.width}x${box.height}`);
    assert.ok(box.y + box.height <= 844 * 2, `${name} is reachable`);
  }
  // The pad is on screen together with the board (no scrolling needed to play).
  const pad = await page.locator('#pad').boundingBox();
  assert.ok(pad && pad.y + pad.height <= 844, `pad bottom at ${pad && pad.y + pad.height}`);
  // r1c1 (empty): corner 1 and 5, then centre 3 and 4 in r1c2, colour 5 in r1c1.
  await page.locator('[data-cell="0"]').tap();
  await btn(page, 'Corner').tap();
  assert.match(await page.locator('#mode-line').innerText(), /Corner mode/);
  await btn(page, '1').tap();
  await btn(page, '5').tap();
  await page.locator('[data-cell="1"]').tap();
  await btn(page, 'Centre').tap();
  assert.match(await page.locator('#mode-line').innerText(), /Centre mode/);
  await btn(page, '3').tap();
  await btn(page, '4').tap();
  await btn(page, 'Colour').tap();
  await page.locator('[data-cell="0"]').tap();
  await btn(page, '5').tap();
  assert.match(await label(page, 0), /^r1c1, empty, corner marks 1 5, colour green/);
  assert.match(await label(page, 1), /^r1c2, empty, centre marks 3 4/);
  const px = (/** @type {string} */ sel) => page.$eval(sel, (e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok((await px('[data-cell="0"] .marks')) >= 11);
  assert.ok((await px('[data-cell="1"] .centre')) >= 11);
  // Corner and centre marks are drawn differently: a 3x3 grid vs one centred line.
  assert.equal(await page.locator('[data-cell="0"] .marks').count(), 1);
  assert.equal(await page.locator('[data-cell="1"] .centre').count(), 1);
  // Undo across modes: the colour, then the centre marks, then a corner mark.
  await btn(page, 'Undo').tap();
  assert.doesNotMatch(await label(page, 0), /colour/);
  await btn(page, 'Undo').tap();
  await btn(page, 'Undo').tap();
  assert.doesNotMatch(await label(page, 1), /centre/);
  await btn(page, 'Undo').tap();
  assert.match(await label(page, 0), /corner marks 1$|corner marks 1,/);
  await btn(page, 'Redo').tap();
  assert.match(await label(page, 0), /corner marks 1 5/);
  await btn(page, 'Digit').tap();
  assert.match(await page.locator('#mode-line').innerText(), /Playing · Digit mode/);
  // A finger dragged from r4c1 across to r4c3 selects the three cells (touch events by CDP).
  const at = async (/** @type {number} */ i) => {
    const b = await page.locator(`[data-cell="${i}"]`).boundingBox();
    assert.ok(b);
    return [{ x: b.x + b.width / 2, y: b.y + b.height / 2 }];
  };
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: await at(27) });
  for (const i of [28, 29]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: await at(i) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  assert.deepEqual(
    await page.$$eval('.cell.selected', (cs) => cs.map((c) => /** @type {HTMLElement} */ (c).dataset.cell)),
    ['27', '28', '29'],
  );
  // At once after the drag: a tap the gesture detector takes for part of a gesture (no click)
  // still presses a pad button, which acts on the finger's release.
  await btn(page, 'Centre').tap();
  await page.waitForFunction(() =>
    /Centre mode/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#mode-line')?.textContent ?? '',
    ),
  );
  await btn(page, '8').tap();
  for (const i of [27, 28, 29]) assert.match(await label(page, i), /centre marks 8/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('desktop: drag and Ctrl-click multi-select; SudokuPad keys; digits and marks go to the whole selection', async () => {
  const { page, problems, ctx } = await open(DESKTOP, `#p=${SEED}`);
  const centre = async (/** @type {number} */ i) => {
    const b = await page.locator(`[data-cell="${i}"]`).boundingBox();
    assert.ok(b);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  // Drag from r1c1 to r1c2 (both empty), then Ctrl-click r2c1.
  const a = await centre(0),
    b = await centre(1);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.down('Control');
  await page.mouse.click((await centre(9)).x, (await centre(9)).y);
  await page.keyboard.up('Control');
  assert.equal(await page.locator('.cell.selected').count(), 3);
  // Shift+digit corner, Ctrl+digit centre, into all three cells.
  await page.keyboard.press('Shift+Digit3');
  await page.keyboard.press('Control+Digit4');
  for (const i of [0, 1, 9]) assert.match(await label(page, i), /corner marks 3, centre marks 4/);
  // Space cycles the modes; colour 2 into the selection; Z undoes it, Y redoes it.
  const modes = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Space');
    modes.push(/(\w+) mode/.exec(await page.locator('#mode-line').innerText())?.[1]);
  }
  assert.deepEqual(modes, ['Corner', 'Centre', 'Colour', 'Digit']);
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await page.keyboard.press('Digit2');
  for (const i of [0, 1, 9]) assert.match(await label(page, i), /colour red/);
  await page.keyboard.press('z');
  assert.doesNotMatch(await label(page, 0), /colour/);
  await page.keyboard.press('y');
  assert.match(await label(page, 0), /colour red/);
  // Back to digits: a click selects one cell; a placed 1 leaves its peers' marks.
  await page.keyboard.press('Space');
  await page.locator('[data-cell="1"]').click();
  await page.keyboard.press('Shift+Digit1');
  await page.locator('[data-cell="0"]').click();
  assert.equal(await page.locator('.cell.selected').count(), 1);
  await page.keyboard.press('Digit1');
  assert.match(await label(page, 0), /^r1c1, digit 1/);
  assert.doesNotMatch(await label(page, 1), /corner marks[^,]*1/);
  // Tab leaves the board at once: the board is one tab stop.
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(
      () =>
        (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement)?.closest('[role=grid]') === null,
    ),
    true,
  );
  await page.keyboard.press('Shift+Tab');
  assert.equal(
    await page.evaluate(() =>
      (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement)?.getAttribute('data-cell'),
    ),
    '0',
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('two New game presses give two different puzzles, each with its seed in the share link', async () => {
  const { page, problems, ctx } = await open(DESKTOP);
  const first = await newGame(page);
  const seed1 = /seed (\d+)/.exec(await page.locator('#message-text').innerText())?.[1];
  const second = await newGame(page);
  const seed2 = /seed (\d+)/.exec(await page.locator('#message-text').innerText())?.[1];
  assert.notEqual(first, second);
  assert.notEqual(seed1, seed2);
  // The share link replays the puzzle and keeps its seed; progress only when asked.
  await page.locator(`[data-cell="${second.indexOf('.')}"]`).click();
  await page.keyboard.press('Digit5');
  await btn(page, 'Share').click();
  await page.waitForFunction(() => /** @type {HTMLInputElement} */ (document.querySelector('#share-out')).value !== '');
  const url = await page.inputValue('#share-out');
  assert.ok(url.includes(`s=${seed2}`) && url.includes('d=easy'), url);
  assert.doesNotMatch(url, /e=/);
  await page.check('#share-progress');
  await btn(page, 'Share').click();
  await page.waitForFunction(() =>
    /&e=/.test(/** @type {HTMLInputElement} */ (document.querySelector('#share-out')).value),
  );
  const withProgress = await page.inputValue('#share-out');
  assert.match(withProgress, /&e=[.1-9]{81}/);
  const other = await open(DESKTOP, withProgress.slice(withProgress.indexOf('#')));
  assert.equal(await boardText(other.page), await boardText(page));
  await other.ctx.close();
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('the whole state survives a reload: digits, marks, colours, undo history, timer', async () => {
  const { page, problems, ctx } = await open(DESKTOP, `#p=${SEED}`);
  await page.locator('[data-cell="0"]').click();
  await page.keyboard.press('Digit7');
  await page.locator('[data-cell="1"]').click();
  await page.keyboard.press('Shift+Digit1');
  await page.keyboard.press('Control+Digit3');
  await btn(page, 'Colour').click();
  await page.keyboard.press('Digit4');
  await page.waitForFunction(() => document.querySelector('.timer')?.textContent !== '0:00');
  const time = await page.locator('.timer').innerText();
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.match(await label(page, 0), /digit 7/);
  assert.match(await label(page, 1), /corner marks 1, centre marks 3, colour yellow/);
  assert.ok(
    (await page.locator('.timer').innerText()) >= time,
    `timer ${await page.locator('.timer').innerText()} after ${time}`,
  );
  // Undo after the reload takes back the colour, then the centre mark.
  await btn(page, 'Undo').click();
  assert.doesNotMatch(await label(page, 1), /colour/);
  await btn(page, 'Undo').click();
  assert.doesNotMatch(await label(page, 1), /centre/);
  await btn(page, 'Undo').click();
  await btn(page, 'Undo').click();
  assert.match(await label(page, 0), /^r1c1, empty/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('check: wrong digits and marks that lost the answer; check this cell; auto-notes', async () => {
  const { page, problems, ctx } = await open(DESKTOP, `#p=${SEED}`);
  // r1c1's answer is 7, r1c2's is 1: a wrong digit in r1c2, corner marks 2 3 in r1c1.
  await page.locator('[data-cell="1"]').click();
  await page.keyboard.press('Digit9');
  await page.locator('[data-cell="0"]').click();
  await page.keyboard.press('Shift+Digit2');
  await page.keyboard.press('Shift+Digit3');
  await btn(page, 'Check').click();
  await page.waitForSelector('[data-cell="0"].hl-wrongmark');
  assert.deepEqual(
    await page.$$eval('.hl-mistake', (cs) => cs.map((c) => /** @type {HTMLElement} */ (c).dataset.cell)),
    ['1'],
  );
  assert.equal(await page.locator('.hl-wrongmark').count(), 1);
  assert.match(await page.locator('#message-text').innerText(), /1 wrong digit and 1 cell whose marks lost the answer/);
  assert.match(await label(page, 0), /marks lost the answer/);
  // Check cell: only the selected one (r1c1: its marks).
  await btn(page, 'Check cell').click();
  await page.waitForFunction(() =>
    /in r1c1/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  assert.equal(await page.locator('.hl-mistake').count(), 0);
  // Auto-notes: every empty cell gets its candidates; erasing a digit gives them back.
  await page.locator('[data-cell="1"]').click();
  await page.keyboard.press('Backspace');
  await btn(page, 'Auto-notes').click();
  assert.equal(await btn(page, 'Auto-notes').getAttribute('aria-pressed'), 'true');
  assert.match(await label(page, 1), /corner marks 1 3/);
  await page.keyboard.press('Digit1');
  assert.doesNotMatch(await label(page, 0), /corner marks[^,]*\b1\b/);
  await page.keyboard.press('Backspace');
  assert.match(await label(page, 0), /corner marks 1 /);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('hint in three levels: where to look, which technique, the move with its candidates marked', async () => {
  const { page, problems, ctx } = await open(PHONE, `#p=${SEED}`);
  await btn(page, 'Hint').tap();
  await page.waitForFunction(() =>
    /^Hint 1 of 3: look at/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  assert.ok((await page.locator('.hl-look').count()) > 0);
  assert.equal(await page.locator('.hl-hint').count(), 0);
  await btn(page, 'Hint').tap();
  await page.waitForFunction(() =>
    /^Hint 2 of 3: \S/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  await btn(page, 'Hint').tap();
  await page.waitForFunction(() =>
    /^Hint 3 of 3: /.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  assert.ok((await page.locator('.hl-hint').count()) > 0);
  // The move's candidates: used, removed or placed, each drawn its own way.
  const roles = await page.$$eval('.marks [class^="m-"]', (ss) => ss.map((s) => s.className));
  assert.ok(roles.length > 0, 'candidates marked');
  const styles = await page.$$eval('.marks [class^="m-"]', (ss) =>
    ss.map((s) => {
      const c = getComputedStyle(s);
      return `${c.textDecorationLine}|${c.borderTopStyle}`;
    }),
  );
  assert.ok(
    styles.every((s) => s !== 'none|none'),
    styles.join(' '),
  );
  // A fresh position asks for a new hint: level 1 again, the count goes up.
  await page.locator('[data-cell="0"]').tap();
  await btn(page, '7').tap();
  await btn(page, 'Hint').tap();
  await page.waitForFunction(() =>
    /^Hint 1 of 3/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

/** Waits until the message line matches re. */
const said = (/** @type {import('playwright-core').Page} */ page, /** @type {RegExp} */ re) =>
  page.waitForFunction(
    (src) =>
      new RegExp(src).test(
        document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
      ),
    re.source,
  );

/** Clicks each empty cell of the puzzle and types its digit from the answer. */
async function typeAnswer(
  /** @type {import('playwright-core').Page} */ page,
  /** @type {string} */ puzzle,
  /** @type {string} */ answer,
) {
  for (let c = 0; c < 81; c++) {
    if (/[1-9]/.test(puzzle[c] ?? '')) continue;
    await page.locator(`[data-cell="${c}"]`).click();
    await page.keyboard.press(`Digit${answer[c]}`);
  }
}

test('a hint counts once per level revealed, not per press; a solved board takes no more input', async () => {
  const { page, problems, ctx } = await open(DESKTOP, `#p=${SEED}`);
  for (const level of [1, 2, 3]) {
    await btn(page, 'Hint').click();
    await said(page, new RegExp(`^Hint ${level} of 3`));
  }
  // Hint again on the whole move reveals nothing new: shown again, not counted.
  await btn(page, 'Hint').click();
  await said(page, /^Hint 3 of 3/);
  // A wrong entry (r1c2's answer is 1) is one hint, however often Hint is pressed on it.
  await page.locator('[data-cell="1"]').click();
  await page.keyboard.press('Digit9');
  await btn(page, 'Hint').click();
  await said(page, /wrong/);
  await btn(page, 'Hint').click();
  await page.keyboard.press('Backspace');
  await btn(page, 'Hint').click();
  await said(page, /^Hint 1 of 3/);
  // 3 levels + the wrong entry + 1 level of the next hint.
  await typeAnswer(page, SEED, solve(SEED));
  await page.waitForSelector('#finish:not([hidden])');
  assert.match(await page.locator('#finish').innerText(), /hints\s+5\b/);
  // Solved: digits, erasing and undo leave the board as it is; the pad says so.
  const solved = await boardText(page);
  await page.locator('[data-cell="0"]').click();
  for (const key of ['Digit9', 'Backspace', 'z', 'Shift+Digit3', 'Control+z']) {
    await page.keyboard.press(key);
    assert.equal(await boardText(page), solved, `after ${key}`);
  }
  assert.match(await label(page, 0), /^r1c1, digit 7\b/);
  assert.equal(await btn(page, '9').isDisabled(), true);
  assert.equal(await btn(page, 'Undo').isDisabled(), true);
  assert.match(await page.locator('#mode-line').innerText(), /^Solved/);
  assert.match(await page.locator('#finish').innerText(), /Solved!/);
  assert.equal(await page.locator('.hl-conflict').count(), 0);
  assert.deepEqual(problems, []);
  await ctx.close();
});

/** A save whose givens are a position's digits and whose corner marks are its candidates. */
function positionSave(/** @type {string} */ values, /** @type {string} */ marks) {
  const zeros = Array(81).fill(0);
  return JSON.stringify({
    givens: [...values].map((ch) => (ch === '.' ? 0 : Number(ch))),
    entries: zeros,
    marks: marks.split(',').map((f) => [...f].reduce((m, d) => m | (1 << (Number(d) - 1)), 0)),
    centre: zeros,
    colours: zeros,
    mode: 'play',
  });
}

test('chain hints in words a player can follow, the technique named once', async () => {
  // Positions from tests/data/technique_positions.txt: a Nishio forcing chain (Sudoku
  // Explainer's notation "r8c8=6 -> r8c5<>6 -> ...") and an alternating inference chain.
  const cases = [
    {
      name: 'Nishio forcing chain',
      values: '71.95.83...9.317....3....19895..6.73371.859..6..379581..8.2..9.9....3...1...9..2.',
      marks:
        ',,46,,,24,,,246,24,468,,468,,,,456,2456,245,4568,,4678,46,2478,246,,,,,,124,14,,24,,,,,,24,,,,46,246,,24,24,,,,,,,45,3456,,14567,,47,1346,,4567,,256,267,145678,146,,146,456,45678,,3456,467,45678,,478,346,,45678',
      words: [
        /If r8c8 is 6, then r8c5 is not 6, so r3c5 is 6\./,
        /r3c5 cannot be 6 and not be 6 at once, so r8c8 is not 6: remove 6 from r8c8\.$/,
      ],
    },
    {
      name: 'Alternating inference chain',
      values: '71.95.83...9.317....3....19895..6.73371.859..6..379581..8.2..9.9....3...1...9..2.',
      marks:
        ',,46,,,24,,,246,24,468,,68,,,,456,2456,245,4568,,678,46,2478,246,,,,,,124,14,,24,,,,,,24,,,,46,246,,24,24,,,,,,,45,3456,,14567,,47,1346,,4567,,256,267,145678,146,,146,45,4578,,3456,467,45678,,478,346,,45678',
      words: [
        /Either r3c2 is 8 or r3c5 is 4 is true \(if r3c2 is not 8, then r2c2 is 8, so r2c4 is not 8, so r2c4 is 6, so r3c5 is not 6, so r3c5 is 4\), so remove 4 from r3c2\./,
      ],
    },
  ];
  for (const c of cases) {
    const { page, problems, ctx } = await open(DESKTOP, '', {
      storage: { 'sudoku-lab:game': positionSave(c.values, c.marks) },
    });
    for (const level of [1, 2, 3]) {
      await btn(page, 'Hint').click();
      await said(page, new RegExp(`^Hint ${level} of 3`));
    }
    const text = (await page.locator('#message-text').innerText()).replace(/^Hint 3 of 3: /, '');
    assert.equal(text.split(c.name).length - 1, 1, `"${c.name}" once in: ${text}`);
    assert.ok(text.startsWith(`${c.name}: `), text);
    assert.doesNotMatch(text, /r\dc\d(=|<>)\d|->/, 'no chain notation');
    for (const w of c.words) assert.match(text, w);
    assert.deepEqual(problems, []);
    await ctx.close();
  }
});

test('phone: a first visit opens on a playable board, the whole pad on the first screen, the introduction below; the clock runs', async () => {
  const { page, problems, ctx } = await open(PHONE, '', { clock: true });
  const height = PHONE.viewport.height;
  assert.equal(await page.locator('#landing').isVisible(), true);
  const got = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('sudoku-board')?.shadowRoot);
    const board = /** @type {Element} */ (root.querySelector('.board')).getBoundingClientRect();
    const pad = Math.max(...[...root.querySelectorAll('.pad button')].map((b) => b.getBoundingClientRect().bottom));
    return {
      board,
      pad,
      landing: /** @type {Element} */ (document.getElementById('landing')).getBoundingClientRect().top,
    };
  });
  assert.ok(got.board.top >= 0 && got.board.bottom <= height, `the board at ${got.board.top}-${got.board.bottom}`);
  assert.ok(got.pad <= height, `the pad ends at ${got.pad} of ${height}`);
  assert.ok(got.landing > got.pad, 'the introduction follows the board and the pad');
  // Playable: a tap and a digit go in, and the clock runs.
  const empty = (await boardText(page)).indexOf('.');
  await page.locator(`[data-cell="${empty}"]`).tap();
  await btn(page, '5').tap();
  assert.match(await label(page, empty), /digit 5/);
  await page.clock.fastForward(3000);
  assert.match(await page.locator('.timer').innerText(), /^0:0[3-9]$/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('Edit givens vs Play: a clear toggle, the message line follows it', async () => {
  const { page, problems, ctx } = await open(PHONE, `#p=${SEED}`);
  await btn(page, 'Edit givens').tap();
  assert.equal(await btn(page, 'Edit givens').getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator('#mode-line').innerText(), /Editing the givens/);
  await page.locator('[data-cell="0"]').tap();
  await btn(page, '7').tap();
  assert.match(await label(page, 0), /given 7/);
  await btn(page, 'Play').tap();
  assert.equal(await btn(page, 'Play').getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator('#mode-line').innerText(), /^Playing · Digit mode/);
  assert.deepEqual(problems, []);
  await ctx.close();
});
