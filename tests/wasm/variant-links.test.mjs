// @ts-check
// Links of sudoku-lab/links (docs/VARIANTS.md, Links): f-puzzles and SudokuPad links built here with lz-string
// as those sites build them, read back to the same JSON; our share links (#p=) both ways; the damage links suffer
// on the way ('+' as spaces, percent-encoding, '//' collapsed to '/'); every bad input refused with what is wrong;
// and a Killer X link whose JSON the variants lab reads as the puzzle written here (unique, both diagonals and
// every cage in force).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import LZString from 'lz-string';
import {
  fpuzzlesJson,
  fpuzzlesLink,
  parseShareLink,
  parseVariantLink,
  shareLink,
  SudokuInputError,
  sudokuPadLink,
} from '../../pkg/lib/links.js';
import { createVariantLab, SudokuInputError as VariantsInputError } from '../../pkg/lib/variants-node.js';
import { compactLine, shapeOf } from '../../pkg/lib/player/layout.js';

import { SOLUTION, killerX } from './killer-x.mjs';

const JSON_TEXT = JSON.stringify(killerX);
// As f-puzzles writes its links (lz-string's base64 after ?load=) and SudokuPad its f-puzzles ones.
const PAYLOAD = LZString.compressToBase64(JSON_TEXT);
const FPUZZLES = `https://www.f-puzzles.com/?load=${PAYLOAD}`;

/** @type {import('../../pkg/lib/variants-node.js').SudokuVariantLab} */
let lab;
before(async () => {
  lab = await createVariantLab();
});
after(() => lab.dispose());

test('f-puzzles links: written as f-puzzles writes them, read back to the same JSON', () => {
  assert.equal(fpuzzlesLink(JSON_TEXT), FPUZZLES);
  assert.equal(fpuzzlesLink(killerX), FPUZZLES, 'an f-puzzles object');
  assert.ok(PAYLOAD.includes('+') || PAYLOAD.includes('/'), 'the payload uses base64 + or /');
  const read = parseVariantLink(FPUZZLES);
  assert.deepEqual(read, { format: 'fpuzzles', source: 'f-puzzles', json: JSON_TEXT, puzzle: JSON_TEXT });
  for (const link of [
    `https://f-puzzles.com/?load=${PAYLOAD}`,
    `http://www.f-puzzles.com/?load=${PAYLOAD}&solve=1`,
    `www.f-puzzles.com/?load=${PAYLOAD}`, // pasted without the scheme
    `  ${FPUZZLES}\n`,
    FPUZZLES.replace(/\+/g, ' '), // '+' read as spaces by a form decoder
    FPUZZLES.replace(/\+/g, '%2B')
      .replace(/\//g, (s, i) => (i > 40 ? '%2F' : s))
      .replace(/=/g, (s, i) => (i > 40 ? '%3D' : s)),
  ])
    assert.equal(parseVariantLink(link).puzzle, JSON_TEXT, link.slice(0, 60));
});

test('SudokuPad links carrying f-puzzles data, in the forms SudokuPad reads', () => {
  const link = sudokuPadLink(JSON_TEXT);
  assert.equal(link, `https://sudokupad.app/fpuzzles${PAYLOAD}`);
  assert.deepEqual(parseVariantLink(link), {
    format: 'fpuzzles',
    source: 'sudokupad',
    json: JSON_TEXT,
    puzzle: JSON_TEXT,
  });
  for (const other of [
    `https://sudokupad.app/fpuz${PAYLOAD}`,
    `https://sudokupad.app/sudoku/fpuzzles${PAYLOAD}`,
    `https://sudokupad.app/?puzzleid=fpuzzles${PAYLOAD}`,
    `https://app.crackingthecryptic.com/sudoku/fpuzzles${PAYLOAD}`,
    `https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles${PAYLOAD}`,
    `https://sudokupad.app/fpuzzles${PAYLOAD}?setting-nogrid=1`,
    `https://sudokupad.app/fpuzzles${encodeURIComponent(PAYLOAD)}`,
  ])
    assert.equal(parseVariantLink(other).puzzle, JSON_TEXT, other.slice(0, 60));
});

test("a payload whose '//' a browser or chat collapsed to '/' is still read (as SudokuPad does)", () => {
  // '//' (twelve 1 bits) needs lz-string codes of a large dictionary: a long JSON (16x16, 60 cages; whether
  // the lab would accept it does not matter here), its title searched for one (bounded by a count).
  const grid = Array.from({ length: 16 }, (_, r) =>
    Array.from({ length: 16 }, (_, c) =>
      (r * 7 + c * 3) % 5 === 0 ? { value: ((r * 3 + c) % 16) + 1, given: true } : {},
    ),
  );
  const killercage = Array.from({ length: 60 }, (_, i) => ({
    cells: [`R${(i % 16) + 1}C${((i * 5) % 16) + 1}`, `R${((i * 3) % 16) + 1}C${(i % 16) + 1}`],
    value: String((i % 30) + 3),
  }));
  let json = '';
  let payload = '';
  for (let k = 0; k < 1000 && !payload.includes('//'); k++) {
    json = JSON.stringify({ size: 16, title: `Links ${k}`, grid, killercage });
    payload = LZString.compressToBase64(json);
  }
  assert.ok(payload.includes('//'), 'a payload with // found');
  const collapsed = payload.replace(/\/\/+/g, '/');
  assert.notEqual(LZString.decompressFromBase64(collapsed), json, 'collapsed, the data no longer reads');
  assert.equal(parseVariantLink(`https://sudokupad.app/fpuzzles${collapsed}`).puzzle, json);
  assert.equal(parseVariantLink(`https://www.f-puzzles.com/?load=${collapsed}`).puzzle, json);
});

test('share links (#p=): a compact line, f-puzzles JSON, a plain grid', () => {
  const line = '9;givens=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......;rules=x';
  const link = shareLink(line, 'https://example.org/variants.html#p=old');
  assert.match(link, /^https:\/\/example\.org\/variants\.html#p=[A-Za-z0-9+\-$]+$/);
  assert.equal(link.split('#p=')[1], LZString.compressToEncodedURIComponent(line));
  const read = { format: 'line', source: 'share', line, puzzle: line };
  assert.deepEqual(parseVariantLink(link), read);
  assert.deepEqual(parseShareLink(link), read);
  assert.deepEqual(parseShareLink(link.slice(link.indexOf('#'))), read, 'the hash alone');
  assert.deepEqual(parseVariantLink(`p=${link.split('#p=')[1]}`), read, 'p= alone');
  assert.equal(shareLink(line), `#p=${LZString.compressToEncodedURIComponent(line)}`, 'no base: the hash');
  assert.deepEqual(parseVariantLink(shareLink(JSON_TEXT, 'https://x.org/')), {
    format: 'fpuzzles',
    source: 'share',
    json: JSON_TEXT,
    puzzle: JSON_TEXT,
  });
  const grid = line.slice(9, 90);
  assert.equal(grid.length, 81);
  assert.equal(parseShareLink(`https://x.org/#p=${grid}&s=3`).puzzle, grid, "the classic app's 81 characters");
});

test('pasted or dropped f-puzzles JSON is taken as it is (the lab checks it)', () => {
  assert.deepEqual(parseVariantLink(`\n${JSON_TEXT}\n`), {
    format: 'fpuzzles',
    source: 'json',
    json: JSON_TEXT,
    puzzle: JSON_TEXT,
  });
});

test('bad links are refused with what is wrong', () => {
  const corrupt = `https://www.f-puzzles.com/?load=${LZString.compressToBase64('size: 9, not json')}`;
  const notObject = `https://www.f-puzzles.com/?load=${LZString.compressToBase64('[1,2]')}`;
  /** @type {[unknown, RegExp][]} */
  const cases = [
    ['', /^no link: expected an f-puzzles or SudokuPad link/],
    ['hello there', /^not a link this reader knows: "hello there"/],
    ['9;rules=x', /^not a link this reader knows: "9;rules=x"/],
    ['https://example.com/puzzle?load=abc', /its site example\.com is neither f-puzzles nor SudokuPad/],
    ['https://www.f-puzzles.com/', /^f-puzzles link: no puzzle in it \(expected \?load=/],
    ['https://f-puzzles.com/?id=abc123', /short link \(\?id=\) .* copy the long link \(\?load=\)/],
    ['https://f-puzzles.com/?load=', /^f-puzzles link: no puzzle data/],
    ['https://f-puzzles.com/?load=N4Ig*abc', /^f-puzzles link: the data has "\*" at character 5; expected base64/],
    ['https://f-puzzles.com/?load=%E0%A4%A', /^f-puzzles link: bad percent-encoding/],
    [FPUZZLES.slice(0, 60), /^f-puzzles link: the data (does not decompress|decompresses to text that is not JSON)/],
    [corrupt, /^f-puzzles link: the data decompresses to text that is not JSON \(.*\): "size: 9, not json"$/],
    [notObject, /^f-puzzles link: the data is JSON but not an f-puzzles puzzle \(an object\): "\[1,2\]"$/],
    [
      `https://sudokupad.app/scl${PAYLOAD}`,
      /^SudokuPad link: .*SudokuPad's own format \('scl'\), which this reader does not take/,
    ],
    [`https://sudokupad.app/ctc${PAYLOAD}`, /SudokuPad's own format \('ctc'\)/],
    ['https://sudokupad.app/8JBr2FNR4N', /^SudokuPad link: "8JBr2FNR4N" names a puzzle stored on SudokuPad's server/],
    ['https://sudokupad.app/', /^SudokuPad link: no puzzle in it/],
    ['https://sudokupad.app/fpuzzles', /^SudokuPad link: no puzzle data after the prefix/],
    ['https://x.org/#p=', /^share link: #p= is empty/],
    ['https://x.org/#p=%%%', /^share link: bad percent-encoding/],
    ['#s=3', /^share link: no #p= in "#s=3"/],
    [null, /^a link must be text, found null/],
    [42, /^a link must be text, found number/],
  ];
  for (const [input, message] of cases)
    assert.throws(
      () => parseVariantLink(/** @type {string} */ (input)),
      (/** @type {unknown} */ e) =>
        e instanceof SudokuInputError &&
        e.errors.length === 1 &&
        e.errors[0]?.kind === 'format' &&
        message.test(e.message),
      String(input).slice(0, 60),
    );
  for (const [call, message] of /** @type {[() => unknown, RegExp][]} */ ([
    [() => fpuzzlesLink('9;rules=x'), /^fpuzzlesLink: expected f-puzzles JSON \(an object\), found "9;rules=x"$/],
    [() => sudokuPadLink('[1]'), /^sudokuPadLink: expected f-puzzles JSON \(an object\), found "\[1\]"$/],
    [() => shareLink('  '), /^shareLink: expected a puzzle/],
    [() => shareLink('9;rules=x\n9;rules=w'), /^shareLink: one puzzle only, on one line$/],
  ]))
    assert.throws(call, (/** @type {unknown} */ e) => e instanceof SudokuInputError && message.test(e.message));
});

test('a Killer X f-puzzles link: the lab reads the linked JSON as this puzzle, with one solution', async () => {
  const { puzzle } = parseVariantLink(FPUZZLES);
  assert.deepEqual(JSON.parse(puzzle), killerX, 'every field of the JSON came through');
  assert.deepEqual(await lab.validate(puzzle), { ok: true });
  assert.equal(await lab.count(puzzle, { limit: 2 }), 1);
  const r = await lab.solve(puzzle);
  assert.equal(r.solution, SOLUTION);
  const d = [...SOLUTION].map(Number);
  // Both diagonals and every cage hold in the solution...
  const main = Array.from({ length: 9 }, (_, j) => j * 10);
  const anti = Array.from({ length: 9 }, (_, j) => (8 - j) * 9 + j);
  for (const diagonal of [main, anti]) assert.equal(new Set(diagonal.map((i) => d[i])).size, 9);
  for (const cage of killerX.killercage)
    assert.equal(
      cage.cells.reduce((s, c) => s + Number(d[(Number(c[1]) - 1) * 9 + Number(c[3]) - 1]), 0),
      Number(cage.value),
    );
  assert.equal(killerX.killercage.length, 15);
  // ...and are in force: without either diagonal the same puzzle has a second solution.
  for (const key of ['diagonal+', 'diagonal-']) {
    const without = JSON.parse(puzzle);
    delete without[key];
    assert.equal(await lab.count(JSON.stringify(without), { limit: 2 }), 2, key);
  }
  // A share link of the same JSON and a SudokuPad link read to the same count.
  assert.equal(await lab.count(parseVariantLink(sudokuPadLink(puzzle)).puzzle, { limit: 2 }), 1);
  assert.equal(await lab.count(parseVariantLink(shareLink(puzzle)).puzzle, { limit: 2 }), 1);
});

test('a linked puzzle with constraints the engine lacks: the link reads, the lab names them', async () => {
  const link = fpuzzlesLink({ ...killerX, thermometer: [{ lines: [['R1C1', 'R1C2']] }] });
  const { puzzle } = parseVariantLink(link);
  const v = await lab.validate(puzzle);
  assert.equal(v.ok, false);
  assert.match(v.ok ? '' : (v.errors[0]?.message ?? ''), /does not implement: thermometer$/);
});

test('sudoku-lab/links throws the same SudokuInputError class the variants entry exports', () => {
  assert.equal(SudokuInputError, VariantsInputError);
});

test("fpuzzlesJson and the player's compactLine: every kind of generated puzzle written both ways reads back as the same model", async () => {
  /** @type {[string[], 4 | 6 | 9 | 12 | 16][]} */
  const kinds = [
    [['killer'], 9],
    [['killer', 'x'], 9],
    [['jigsaw'], 9],
    [['jigsaw'], 6],
    [['windoku'], 9],
    [['disjoint-groups'], 6],
    [['anti-knight', 'anti-king'], 9],
    [['non-consecutive'], 6],
    [['killer'], 4],
  ];
  for (const [variants, size] of kinds) {
    const g = await lab.generate({ variants: /** @type {any} */ (variants), size, seed: 5 });
    const model = await lab.model(g.puzzle);
    const json = JSON.stringify(fpuzzlesJson(model));
    assert.deepEqual(await lab.model(json), model, `${variants} ${size}x${size}`);
    // The player's compact line of the board (its saved games' key) is the engine's own.
    assert.equal(compactLine(shapeOf(model), model.givens), g.puzzle);
    // And through an f-puzzles link, as a player would share it.
    assert.deepEqual(await lab.model(parseVariantLink(fpuzzlesLink(json)).puzzle), model);
  }
});
