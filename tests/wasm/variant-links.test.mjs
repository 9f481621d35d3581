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
    [`https://sudokupad.app/scl${PAYLOAD}`, /^SudokuPad link: the puzzle has no cells/], // f-puzzles JSON, not SCL
    [`https://sudokupad.app/scf${PAYLOAD}`, /^SudokuPad link: its puzzle is in SudokuPad's 'scf' format, which/],
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
  // Fog of war hides cells until digits reveal them: no rule on the solution, so the engine refuses it.
  const link = fpuzzlesLink({ ...killerX, fogofwar: ['R1C1', 'R1C2'] });
  const { puzzle } = parseVariantLink(link);
  const v = await lab.validate(puzzle);
  assert.equal(v.ok, false);
  assert.match(v.ok ? '' : (v.errors[0]?.message ?? ''), /does not implement: fogofwar$/);
});

test('a linked puzzle with a thermometer: the link reads, the lab solves it with the thermometer in force', async () => {
  // killerX's solution runs 2, 8, 9 along r1c3-r1c5: up that run it keeps its one solution, down it has none.
  const up = parseVariantLink(fpuzzlesLink({ ...killerX, thermometer: [{ lines: [['R1C3', 'R1C4', 'R1C5']] }] }));
  assert.equal((await lab.solve(up.puzzle)).solution, SOLUTION);
  const down = parseVariantLink(
    sudokuPadLink(JSON.stringify({ ...killerX, thermometer: [{ lines: [['R1C5', 'R1C4']] }] })),
  );
  assert.equal(await lab.count(down.puzzle), 0);
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

// SudokuPad's own format (scl): its puzzle object packed as SudokuPad packs it (below), lz-string's base64 after
// https://sudokupad.app/scl. Read into f-puzzles JSON; the lab then reads what the engine implements and names the
// rest.

/** SudokuPad's short keys for long ones (its PuzzleZipper's table). */
const SHORT_KEYS = /** @type {Record<string, string>} */ ({
  color: 'c',
  cages: 'ca',
  center: 'ct',
  borderColor: 'c1',
  backgroundColor: 'c2',
  cells: 'ce',
  cellSize: 'cs',
  arrows: 'a',
  overlays: 'o',
  underlays: 'u',
  width: 'w',
  height: 'h',
  value: 'v',
  videos: 'vd',
  lines: 'l',
  rounded: 'r',
  regions: 're',
  fontSize: 'fs',
  thickness: 'th',
  headLength: 'hl',
  wayPoints: 'wp',
  title: 't',
  text: 'te',
  duration: 'd',
  d: 'd2',
});

/**
 * A puzzle object as SudokuPad packs it into a link: short keys, unquoted when they are letters and digits; empty
 * arrays left out; whole-number strings as numbers; an empty object in an array left out (`[,,]`); true/false of
 * a key as t/f; colours #0, #F and six hex digits unquoted; strings in single quotes (a quote inside as \').
 * @param {unknown} value
 * @param {boolean} [ofKey] the value of an object's key (not an array element)
 * @returns {string}
 */
function sclPacked(value, ofKey = false) {
  if (Array.isArray(value))
    return `[${value
      .map((v) => (v && typeof v === 'object' && !Array.isArray(v) && !Object.keys(v).length ? '' : sclPacked(v)))
      .join(',')}]`;
  if (value && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, v]) => !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => {
        const key = SHORT_KEYS[k] ?? k;
        return `${/^[a-zA-Z0-9]+$/.test(key) ? key : sclString(key)}:${sclPacked(v, true)}`;
      });
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'string') {
    if (String(parseInt(value, 10)) === value) return value;
    if (ofKey && /^#000000$/.test(value)) return '#0';
    if (ofKey && /^#FFFFFF$/.test(value)) return '#F';
    if (ofKey && /^#[0-9a-fA-F]{6}$/.test(value)) return value.slice(1);
    return sclString(value);
  }
  if (typeof value === 'boolean' && ofKey) return value ? 't' : 'f';
  return JSON.stringify(value);
}

/** A string in SudokuPad's single quotes. @param {string} text */
function sclString(text) {
  return `'${JSON.stringify(text).slice(1, -1).replace(/'/g, "\\'").replace(/\\"/g, "\\'")}'`;
}

/** A SudokuPad link to a puzzle object, packed (or as plain JSON). @param {object} puzzle */
const sclLink = (puzzle, packed = true) =>
  `https://sudokupad.app/scl${LZString.compressToBase64(packed ? sclPacked(puzzle) : JSON.stringify(puzzle))}`;

/**
 * The f-puzzles JSON an scl link reads as (checking it is answered as such: format, source, puzzle = json).
 * @param {string} link
 */
function sclRead(link) {
  const read = parseVariantLink(link);
  assert.ok(read.format === 'fpuzzles' && read.source === 'sudokupad', `${read.format} from ${read.source}`);
  assert.equal(read.puzzle, read.json);
  return read.json;
}

/** The cells of an n*n grid with givens (0 for none), as SudokuPad holds them. @param {number[]} givens */
const sclCells = (givens, n = Math.sqrt(givens.length)) =>
  Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => (givens[r * n + c] ? { value: String(givens[r * n + c]) } : {})),
  );

/** Regions from every cell's region index (region k the k-th listed). @param {number[]} regions */
const sclRegions = (regions, n = Math.sqrt(regions.length)) =>
  Array.from({ length: n }, (_, k) => regions.flatMap((x, i) => (x === k ? [[Math.floor(i / n), i % n]] : [])));

/** The boxes of a 9x9 grid as SudokuPad lists them. */
const BOXES_9 = sclRegions(Array.from({ length: 81 }, (_, i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3)));

const CLASSIC = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** Killer X (killer-x.mjs) as SudokuPad has it when it loads the f-puzzles version. */
const sclKillerX = () => ({
  id: 'scl-killer-x',
  cellSize: 50,
  cells: sclCells([...Array(81).keys()].map((i) => (i === 36 ? 2 : 0))),
  regions: BOXES_9,
  cages: [
    { value: 'title: Killer X (links)' },
    { value: "author: Sudoku Lab's tests" },
    { value: 'rules: Normal killer rules; digits do not repeat on the marked diagonals.' },
    ...killerX.killercage.map((cage, k) => ({
      cells: cage.cells.map((rc) => [Number(rc[1]) - 1, Number(rc[3]) - 1]),
      // As f-puzzles' cages come in (unique, a value and a sum), or killer-styled with a number.
      ...(k % 2
        ? { unique: true, value: cage.value, sum: Number(cage.value) }
        : { style: 'killer', value: cage.value }),
    })),
  ],
  lines: [
    {
      color: '#34BBE6',
      thickness: 2,
      wayPoints: [
        [0, 9],
        [9, 0],
      ],
    },
    {
      color: '#34BBE6',
      thickness: 2,
      wayPoints: [
        [0, 0],
        [9, 9],
      ],
    },
  ],
  underlays: [{ backgroundColor: '#CFCFCF', center: [4.5, 4.5], rounded: false, width: 1, height: 1 }],
});

/** The message of the lab's refusal of a puzzle. @param {string} puzzle */
async function refusal(puzzle) {
  const v = await lab.validate(puzzle);
  assert.equal(v.ok, false, 'refused');
  return v.ok ? '' : v.errors.map((e) => e.message).join('; ');
}

test("SudokuPad's own format (scl): the packing read as SudokuPad writes it", () => {
  const puzzle = {
    cells: [
      [{ value: '1' }, {}],
      [{}, { value: 2 }],
    ],
    metadata: { title: 'It\'s "quoted"', author: 'A, B: C' },
    underlays: [{ backgroundColor: '#000000', borderColor: '#FFFFFF', color: '#a1b2c3', rounded: true }],
  };
  const packed = sclPacked(puzzle);
  assert.equal(
    packed,
    "{ce:[[{v:1},],[,{v:2}]],metadata:{t:'It\\'s \\'quoted\\'',author:'A, B: C'},u:[{c2:#0,c1:#F,c:a1b2c3,r:t}]}",
  );
  const json = JSON.parse(sclRead(sclLink(puzzle)));
  // A '"' inside a packed string comes back as "'" (SudokuPad packs both alike).
  assert.equal(json.title, "It's 'quoted'");
  assert.equal(json.author, 'A, B: C');
  assert.equal(json.size, 2);
  assert.deepEqual(json.grid, [
    [{ value: 1, given: true }, {}],
    [{}, { value: 2, given: true }],
  ]);
  // The same puzzle as plain JSON (SudokuPad reads both) gives the same f-puzzles JSON but for the quotes.
  const plain = JSON.parse(sclRead(sclLink(puzzle, false)));
  assert.deepEqual({ ...plain, title: '' }, { ...json, title: '' });
  // ctc is the older name of the same format; links survive the usual damage.
  const link = sclLink(puzzle);
  for (const other of [
    link.replace('/scl', '/ctc'),
    link.replace('sudokupad.app/', 'sudokupad.app/?puzzleid='),
    link.replace('sudokupad.app/', 'app.crackingthecryptic.com/sudoku/'),
    link.replace(/\+/g, ' '),
  ])
    assert.equal(sclRead(other), sclRead(link), other.slice(0, 60));
});

test('an scl classic puzzle: its givens, one solution, the model of the same grid as a line', async () => {
  const puzzle = {
    cellSize: 50,
    cells: sclCells([...CLASSIC].map((ch) => (ch === '.' ? 0 : Number(ch)))),
    regions: BOXES_9,
    cages: [{ value: 'title: Classic (scl)' }, { value: 'solution: 0' }],
  };
  const json = sclRead(sclLink(puzzle));
  assert.equal(JSON.parse(json).title, 'Classic (scl)');
  const model = await lab.model(`9;givens=${CLASSIC}`);
  assert.deepEqual(await lab.model(json), model);
  assert.equal(await lab.count(json, { limit: 2 }), 1);
  // Without regions (SudokuPad's default: the boxes) the same.
  const { regions: _, ...boxless } = puzzle;
  assert.deepEqual(await lab.model(parseVariantLink(sclLink(boxless)).puzzle), model);
});

test('an scl Killer X: cages, sums and both diagonals read as the f-puzzles version, one solution', async () => {
  const json = sclRead(sclLink(sclKillerX()));
  const puzzle = json;
  const read = JSON.parse(json);
  assert.equal(read.title, 'Killer X (links)');
  assert.equal(read.author, "Sudoku Lab's tests");
  assert.equal(read['diagonal+'], true);
  assert.equal(read['diagonal-'], true);
  assert.deepEqual(read.killercage, killerX.killercage, 'every cage, in order, with its sum');
  assert.deepEqual(await lab.model(puzzle), await lab.model(JSON_TEXT));
  assert.deepEqual(await lab.validate(puzzle), { ok: true });
  assert.equal(await lab.count(puzzle, { limit: 2 }), 1);
  assert.equal((await lab.solve(puzzle)).solution, SOLUTION);
  // Without the lines the diagonals are gone (a second solution): the lines are what was read.
  assert.equal(await lab.count(parseVariantLink(sclLink({ ...sclKillerX(), lines: [] })).puzzle, { limit: 2 }), 2);
  // Corner to corner through the middle reads alike; from cell centre to cell centre (as a thermometer or a whisper
  // line along the diagonal is drawn) it is a line the engine cannot read: named, not guessed.
  const through = {
    wayPoints: [
      [9, 0],
      [4.5, 4.5],
      [0, 9],
    ],
  };
  const centred = {
    wayPoints: [
      [0.5, 0.5],
      [8.5, 8.5],
    ],
  };
  const read2 = await lab.model(
    parseVariantLink(sclLink({ ...sclKillerX(), lines: [through, sclKillerX().lines[1]] })).puzzle,
  );
  assert.deepEqual(read2, await lab.model(JSON_TEXT));
  assert.match(
    await refusal(parseVariantLink(sclLink({ ...sclKillerX(), lines: [sclKillerX().lines[0], centred] })).puzzle),
    /does not implement: SudokuPad lines$/,
  );
});

test('an scl jigsaw 6x6: its regions read as jigsaw regions, the model of the generated puzzle', async () => {
  const g = await lab.generate({ variants: ['jigsaw'], size: 6, seed: 5 });
  const model = await lab.model(g.puzzle);
  assert.equal(model.jigsaw, true);
  const puzzle = { cells: sclCells(model.givens), regions: sclRegions(model.regions) };
  const json = sclRead(sclLink(puzzle));
  assert.ok(
    JSON.parse(json).grid.every((/** @type {{region?: number}[]} */ row) => row.every((c) => c.region !== undefined)),
  );
  assert.deepEqual(await lab.model(json), model);
  assert.equal(await lab.count(json, { limit: 2 }), 1);
  // Regions that leave a cell out are no sudoku the engine knows: named.
  const short = { ...puzzle, regions: puzzle.regions.map((cells, k) => (k ? cells : cells.slice(1))) };
  assert.match(
    await refusal(parseVariantLink(sclLink(short)).puzzle),
    /does not implement: SudokuPad regions \(not 6 regions holding every cell once\)$/,
  );
});

test('scl rules kept as data (global, metadata) are read; rules only in the text are not', async () => {
  const g = await lab.generate({ variants: ['anti-knight', 'anti-king'], size: 9, seed: 5 });
  const model = await lab.model(g.puzzle);
  const base = { cells: sclCells(model.givens), regions: BOXES_9 };
  for (const marks of [{ global: ['antiknight', 'antiking'] }, { metadata: { antiknight: true, antiking: true } }])
    assert.deepEqual(await lab.model(parseVariantLink(sclLink({ ...base, ...marks })).puzzle), model);
  // Disjoint groups as SudokuPad imports them from f-puzzles: the rule, and each group drawn as a cage.
  const dg = await lab.model((await lab.generate({ variants: ['disjoint-groups'], size: 6, seed: 5 })).puzzle);
  const groups = Array.from({ length: 6 }, (_, k) =>
    [...Array(36).keys()]
      .filter((i) => (Math.floor(i / 6) % 2) * 3 + (i % 3) === k)
      .map((i) => [Math.floor(i / 6), i % 6]),
  );
  const disjoint = { cells: sclCells(dg.givens), global: ['disjoint'] };
  const cages = groups.map((cells) => ({ cells, unique: true, type: 'disjoint', style: null }));
  assert.deepEqual(await lab.model(sclRead(sclLink({ ...disjoint, cages }))), dg);
  // The groups as cages alone are the same units, read as extra regions.
  const asExtra = await lab.model(sclRead(sclLink({ ...disjoint, global: [], cages })));
  assert.deepEqual(asExtra.extraRegions.length, 6);
  assert.equal(await lab.count(sclRead(sclLink({ ...disjoint, global: [], cages })), { limit: 2 }), 1);
  // The same rules written only in the rules text: read as a classic puzzle (the text is kept, never read).
  const textOnly = sclRead(sclLink({ ...base, metadata: { rules: 'Anti-knight and anti-king apply.' } }));
  assert.equal(JSON.parse(textOnly).ruleset, 'Anti-knight and anti-king apply.');
  assert.deepEqual((await lab.model(textOnly)).rules, {
    antiKnight: false,
    antiKing: false,
    nonConsecutive: false,
  });
});

test('an scl puzzle with an arrow and a thermometer: the link reads, the lab names what it does not implement', async () => {
  const withArrow = {
    ...sclKillerX(),
    // An arrow from r1c1's bulb along r1c2-r1c3, and a thermometer r9c1-r9c3, as SudokuPad draws them.
    arrows: [
      {
        color: '#a1a1a1',
        headLength: 0.3,
        thickness: 5,
        wayPoints: [
          [0.5, 0.8],
          [0.5, 2.5],
        ],
      },
    ],
    overlays: [{ borderColor: '#a1a1a1', center: [0.5, 0.5], rounded: true, width: 0.75, height: 0.75 }],
  };
  withArrow.lines = [
    ...withArrow.lines,
    {
      color: '#CFCFCF',
      thickness: 21,
      wayPoints: [
        [8.5, 0.5],
        [8.5, 2.5],
      ],
    },
  ];
  withArrow.underlays = [
    ...withArrow.underlays,
    { backgroundColor: '#CFCFCF', center: [8.5, 0.5], rounded: true, width: 0.85, height: 0.85 },
  ];
  const json = sclRead(sclLink(withArrow));
  const puzzle = json;
  assert.equal(JSON.parse(json)['SudokuPad lines'], 1, 'the thermometer line; the diagonals were read');
  assert.match(
    await refusal(puzzle),
    /^f-puzzles: constraints this engine does not implement: SudokuPad arrows, SudokuPad lines, SudokuPad overlays, SudokuPad underlays$/,
  );
  // Cages of other kinds, text on the grid and rules SudokuPad does not share with the engine are named too.
  const others = {
    ...sclKillerX(),
    cages: [...sclKillerX().cages, { cells: [[8, 8]], style: 'box' }, { cells: [[8, 7]], value: '?' }],
    overlays: [{ center: [0, 4.5], width: 0.25, height: 0.25, text: '5' }],
    global: ['antiknight', 'sandwich'],
    foglight: [[0, 0]],
  };
  assert.match(
    await refusal(parseVariantLink(sclLink(others)).puzzle),
    /implement: SudokuPad cages \(not a sum\), SudokuPad cages \(style "box"\), SudokuPad foglight, SudokuPad overlays, SudokuPad rule "sandwich"$/,
  );
});

test('a real SudokuPad scl link (Sudoku-Bench README, "Parity Fish"): read, its dots and picture named', async () => {
  // The link of the Parity Fish puzzle in SakanaAI/Sudoku-Bench's README (its encoded_puzzle field).
  const link =
    'https://sudokupad.app/sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBWADgAYBjANgDMwAjV9ATmYeasIHYAjOkID2VACziGVAExhxNKABpEhbOjDp1EYDAD2AV0w1C0fAbB6A1gYAEGK4Uy2AbjNlkAdLM8zxAWhoaBjJ0CjpldANsAAs9TGgMHFxbIhJlTAMAG0IYaAA5eMR0LNsYC2s7TJyYW3QAB3qs3ABuWwYQLNLYwlsAc0xwWwB3EFjbHtswED6x2oF/djK9CZitKZm5qb0AOwAdKGxbTEJ64iOQHbqdlMw9YaVbGj0sg0Qdx/QdsFtizEcfgBmOCA2zMPRwTx7HYAFWGKxMXVqGgAVugTDsjiVdn06sdCD8spdeogDDAjs9MehLrZdr1CC5CFdprMsd9aTtenowD8WWMobD4U9CEinrtOTRsASwSl0CMYmNepYKbt1DTKTBCDRoiBGRtWTABXCESKsrVKRKpT9mLKwVl0VZtiqqTS+dhasMYk4uZzbCBapYDMwcqsuT1MJ5lPpXtgQLtoBQyOJAXR2AI+DJ2Hw6DIyAIKIDxAIZIW+BR2GQ6EWKxQS3Q+JXy4C+OIZMXmwJxHQyOwKGXK+xWwIU2na83xGRCzJBI32MpmLNin1TFAYthsPU8gB6LcgTwgRB9IyeZ6ILc7QEgADy2HE+U8KLOfXni/Qy709XRY1wEAESmw0AAApYN+tgAGL+jEUAAL5KCYEAANoIUoKGoShAC6SjIWhqGYdhOFKHhBEYVhxGEaRxFEZRFEEVRtGYSciFIVQShUHhLECOxSgyHhf5sVhf6cQJ3F4TIrGiUoQkIWJPF4QhLGAlx4hcWQvFKIpwnKcJqlYWJGnSUoWkGapcksXQXF8FxFBqeZwmWcJ1m6UotkGfZBnWXJgLiVhXlSV5PFYeI3kIUFUlBQFCFkMFUVSVFslYQhXn6V5RleTpIXqXhQVGUF6VRfpUVGVFJkJV5LleW5XmORlLlBW5QXVVFLlRW5UUeQldDBZ1UmdRFfDBf1Un9RFFDBaNUmjfFSGdfpnVGZ16X9fp/VGf16Wjfpo1GaNJXTc5eGdW5nXVf1Ln9W5/XVaNLmjW5o0eZheiIcAkqIYCnhtZhwwQFQniFkoMQ/X9QWxL+vijVK0DKDQEAAMQsQk2BwTIcNgXBAhw1QsEvQBIUfUojnfb9/2A8TIOAwI4P/iu0OY0oiPI6j6OY9jr2RfjhNAyTXPk2DMgQzTcF0wzNAo7DaM0Bj8Os7j4j40JRPAwDPP/hTVOQ1AtPw/TEBI6LTOSyzSg44hk0fV9Kuk0roOU/z1NQ0L2si2LEtS1jxts/1v06Yr3Nk6rfMCw7MNO7rjPi8z0se7jfHm0ovtBVb/02+rgshwjYf6xHhtRybCF0Pj9kJ8r/sp3bGtaxnesu5H7t5wXMUW/7Se87bQea47Vfh67Rt5xQHNN0rLcB239sd+nOvVwbbsy4hfD4z7lsq2X7eV5P3e17PCF/u9i/N8vavl2nwuZzXOd157SheHvQ8H4HY9r870+92zYkN4PfvW4fq+d+vWc97nNm3sRLxyXqXb+D9f5P2zjPaOiE/xyxvp/ZOECK5QNPs/QBuNfJx19l5JOXk0EhzRtAi+2DC4f3wVzQhx8I6kK3jJXB1CS5/RocHJm9C4EIX7nFShLDARsPHhwjBWDTZKHnkgqhxNBFaxISIrG6FoJAA';
  const json = sclRead(link);
  const puzzle = json;
  const read = JSON.parse(json);
  assert.equal(read.title, 'Parity Fish');
  assert.equal(read.author, 'Marty Sears');
  assert.match(read.ruleset, /^Normal sudoku rules apply; .* digits don't repeat/);
  assert.equal(read['SudokuPad overlays'], 21, 'the white and black dots');
  assert.match(
    await refusal(puzzle),
    /^f-puzzles: constraints this engine does not implement: SudokuPad background image, SudokuPad overlays$/,
  );
});

test('bad scl data is refused with what is wrong', () => {
  const scl = (/** @type {string} */ text) => `https://sudokupad.app/scl${LZString.compressToBase64(text)}`;
  /** @type {[string, RegExp][]} */
  const cases = [
    ['https://sudokupad.app/sclQQQQ', /^SudokuPad link: the data does not decompress/],
    ['https://sudokupad.app/scl', /^SudokuPad link: no puzzle data after the prefix/],
    [
      scl('{ce:[[,],oops'),
      /^SudokuPad link: the data decompresses to text that is not SudokuPad's puzzle data \(.*at character/,
    ],
    [scl("{ce:[[{v:1}]],t:'open"), /not SudokuPad's puzzle data \(a string is not closed/],
    [scl('[1,2]'), /not SudokuPad's puzzle data \(expected an object, found \[1,2\]\)/],
    [scl('{a:1}'), /^SudokuPad link: the puzzle has no cells/],
    [scl('{ce:3}'), /^SudokuPad link: expected cells as rows of cells, found 3$/],
    [scl('{ce:[[,,],[,,]]}'), /^SudokuPad link: the grid is not square: 2 rows, and row 1 has 3 cells/],
    [scl("{ce:[[{v:'x'},],[,]]}"), /^SudokuPad link: cell r1c1 holds "x", not a digit 1-2$/],
    [
      scl('{ce:[[,],[,]],re:[[[0,0],[0,2]],[[1,0],[1,1]]]}'),
      /^SudokuPad link: regions\[0\]\[1\]: expected a cell \[row, column\] \(from 0\) inside the 2x2 grid, found \[0,2\]$/,
    ],
    [scl('{ce:[[,],[,]],ca:[{ce:[[0,0],5]}]}'), /^SudokuPad link: cages\[0\]\.cells\[1\]: expected a cell/],
  ];
  for (const [input, message] of cases)
    assert.throws(
      () => parseVariantLink(input),
      (/** @type {unknown} */ e) =>
        e instanceof SudokuInputError && e.errors[0]?.kind === 'format' && message.test(e.message),
      input.slice(0, 60),
    );
});
