// @ts-check
// The community variant corpus (tests/data/community-variants.json, from the Interactive Sudoku
// Solver's sets, and community-variants-sudokupad.json, from SudokuPad's tools) and the hard
// Killers (tests/data/hard-killers.json) as data: each entry well-formed f-puzzles JSON, each stated
// solution accepted by the independent checker (tests/lib/fpuzzles-checker.mjs), and the checker
// able to fail: every rule a puzzle uses is reported broken by some change of its solution.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { CELL_KEYS, METADATA_KEYS, brokenRules, checkSolution, readSolution } from '../lib/fpuzzles-checker.mjs';

/** @typedef {{ id: string, name: string, source: { file: string, collection: string, index: number }, src: string[], constraints: string[], fpuzzles: Record<string, any>, solution: string | null }} Entry */

const load = (/** @type {string} */ name) =>
  /** @type {Entry[]} */ (JSON.parse(readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8')));
const corpus = [...load('community-variants.json'), ...load('community-variants-sudokupad.json')];
const killers = load('hard-killers.json');

/** Keys of f-puzzles JSON that are not rules: metadata, and the drawn copies of add-on lines. */
const NOT_RULES = new Set([...METADATA_KEYS, 'line']);

/** The rules a puzzle states: its rule keys, and the grid fields that carry rules. */
function rulesOf(/** @type {Record<string, any>} */ fp) {
  const keys = Object.keys(fp).filter(
    (k) => !NOT_RULES.has(k) && fp[k] !== false && !(Array.isArray(fp[k]) && fp[k].length === 0),
  );
  const cells = fp.grid.flat();
  if (cells.some((/** @type {any} */ c) => c.given)) keys.push('given');
  if (cells.some((/** @type {any} */ c) => c.givenPencilMarks)) keys.push('givenPencilMarks');
  if (cells.some((/** @type {any} */ c) => Number.isInteger(c.region))) keys.push('region');
  return keys;
}

/**
 * Changed copies of a solution, from small to wholesale: two neighbours swapped in a row or a
 * column, digits relabelled (reversed, shifted, two exchanged), rows or columns exchanged. Each
 * keeps most rules and breaks some; between them they reach every kind of rule.
 */
function* mutations(/** @type {number[]} */ digits, /** @type {number} */ n) {
  /** The digits moved: cell i takes the digit of cell from(i). */
  const moved = (/** @type {(i: number) => number} */ from) => digits.map((_, i) => digits[from(i)] ?? 0);
  const swap = (/** @type {number} */ a, /** @type {number} */ b) => (/** @type {number} */ i) =>
    i === a ? b : i === b ? a : i;
  for (let r = 0; r < n; r++)
    for (let c = 0; c + 1 < n; c++) {
      yield moved(swap(r * n + c, r * n + c + 1));
      yield moved(swap(c * n + r, (c + 1) * n + r));
    }
  yield digits.map((d) => n + 1 - d);
  for (let k = 1; k < n; k++) yield digits.map((d) => ((d - 1 + k) % n) + 1);
  for (let a = 1; a <= n; a++)
    for (let b = a + 1; b <= n; b++) yield digits.map((d) => (d === a ? b : d === b ? a : d));
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const line = swap(a, b);
      yield moved((i) => line(Math.floor(i / n)) * n + (i % n));
      yield moved((i) => Math.floor(i / n) * n + line(i % n));
    }
}

const write = (/** @type {number[]} */ ds) =>
  ds.map((d) => (d < 10 ? String(d) : String.fromCharCode(55 + d))).join('');

test('the corpus: at least 100 puzzles, each entry complete, ids unique', () => {
  assert.ok(corpus.length >= 100, `${corpus.length} puzzles`);
  assert.equal(new Set(corpus.map((e) => e.id)).size, corpus.length);
  for (const e of [...corpus, ...killers]) {
    assert.match(e.id, /^[a-z0-9-]+$/, e.id);
    assert.ok(e.name, e.id);
    assert.ok(
      [
        'data/example_puzzles.js',
        'data/collections.js',
        'tests/e2e/e2e_puzzles.js',
        'src/rulesparser/testfpuzzles.json',
      ].includes(e.source.file),
      e.id,
    );
    assert.ok(e.source.collection && Number.isInteger(e.source.index) && e.source.index >= 1, e.id);
    assert.ok(Array.isArray(e.src) && e.src.every((s) => typeof s === 'string'), e.id);
    assert.ok(e.constraints.length >= 1, e.id);
  }
  for (const e of corpus) assert.equal(e.solution?.length, e.fpuzzles.size ** 2, e.id);
});

test('every entry is well-formed f-puzzles JSON: size, an n x n grid, cells on the grid or just outside it for clues', () => {
  for (const { id, fpuzzles: fp } of [...corpus, ...killers]) {
    const n = fp.size;
    assert.ok(Number.isInteger(n) && n >= 4 && n <= 16, `${id}: size ${n}`);
    assert.equal(fp.grid.length, n, id);
    const onGrid = (/** @type {unknown} */ name) => {
      const m = /^R(\d+)C(\d+)$/.exec(String(name));
      return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= n && Number(m[2]) >= 1 && Number(m[2]) <= n;
    };
    const outside = (/** @type {unknown} */ name) => {
      const m = /^R(\d+)C(\d+)$/.exec(String(name));
      if (!m) return false;
      const [r, c] = [Number(m[1]), Number(m[2])];
      return (r === 0 || r === n + 1 || c === 0 || c === n + 1) && r >= 0 && c >= 0 && r <= n + 1 && c <= n + 1;
    };
    for (const row of fp.grid) {
      assert.equal(row.length, n, id);
      for (const cell of row) {
        for (const key of Object.keys(cell)) assert.ok(CELL_KEYS.has(key), `${id}: cell key ${key}`);
        if (cell.given) assert.ok(Number.isInteger(cell.value) && cell.value >= 1 && cell.value <= n, id);
        if ('region' in cell)
          assert.ok(cell.region === null || (Number.isInteger(cell.region) && cell.region >= 0 && cell.region < n), id);
      }
    }
    for (const [key, value] of Object.entries(fp)) {
      if (NOT_RULES.has(key) && key !== 'line') continue;
      if (typeof value === 'boolean') {
        assert.ok(
          ['diagonal+', 'diagonal-', 'antiknight', 'antiking', 'nonconsecutive', 'disjointgroups'].includes(key),
          `${id}: ${key}`,
        );
        continue;
      }
      if (key === 'negative') {
        assert.ok(
          value.every((/** @type {string} */ k) => ['ratio', 'difference', 'xv'].includes(k)),
          id,
        );
        continue;
      }
      assert.ok(Array.isArray(value), `${id}: ${key} is a list`);
      for (const entry of value) {
        if ('lines' in entry)
          assert.ok(
            entry.lines.every((/** @type {string[]} */ l) => l.length >= 1 && l.every(onGrid)),
            `${id}: ${key} lines`,
          );
        if ('cells' in entry) assert.ok(entry.cells.length >= 1 && entry.cells.every(onGrid), `${id}: ${key} cells`);
        if ('cell' in entry)
          assert.ok(
            ['littlekillersum', 'sandwichsum', 'xsum', 'skyscraper'].includes(key)
              ? outside(entry.cell)
              : onGrid(entry.cell),
            `${id}: ${key} cell ${entry.cell}`,
          );
        if ('value' in entry && key !== 'quadruple') assert.equal(typeof entry.value, 'string', `${id}: ${key} value`);
      }
    }
  }
});

test('every stated solution passes the independent checker (corpus and the hard Killers that state one)', () => {
  for (const { id, fpuzzles, solution } of [...corpus, ...killers])
    if (solution !== null) assert.deepEqual(checkSolution(fpuzzles, solution), [], id);
  assert.ok(killers.length >= 50 && killers.every((k) => k.constraints.includes('killer cage')));
});

test('the checker rejects every broken copy, one digit changed, and each rule a puzzle uses is seen broken', () => {
  /** @type {string[]} */
  const unseen = [];
  for (const { id, fpuzzles: fp, solution } of corpus) {
    const n = fp.size;
    const digits = readSolution(/** @type {string} */ (solution));
    for (let i = 0; i < n * n; i++) {
      const changed = [...digits];
      changed[i] = ((digits[i] ?? 0) % n) + 1;
      assert.notDeepEqual(checkSolution(fp, write(changed)), [], `${id}: cell ${i} changed`);
    }
    const wanted = new Set(rulesOf(fp));
    for (const copy of mutations(digits, n)) {
      if (wanted.size === 0) break;
      for (const { rule } of brokenRules(fp, write(copy))) wanted.delete(rule);
    }
    unseen.push(...[...wanted].map((k) => `${id}: ${k}`));
  }
  assert.deepEqual(unseen, [], 'rules no changed solution broke');
});

test('the checker: a rule it does not know, a drawn line with no rule, an unknown cell field, each reported, not passed', () => {
  const [{ fpuzzles, solution }] = /** @type {[Entry]} */ (corpus);
  assert.deepEqual(
    checkSolution(
      { ...fpuzzles, clone: [{ cells: ['R1C1'], cloneCells: ['R9C9'] }] },
      /** @type {string} */ (solution),
    ),
    ['clone: a rule this checker does not know'],
  );
  assert.deepEqual(
    checkSolution(
      { ...fpuzzles, line: [{ lines: [['R1C1', 'R1C2']], outlineC: '#000', width: 0.1 }] },
      /** @type {string} */ (solution),
    ),
    ['a drawn line without a rule this checker knows'],
  );
  const grid = fpuzzles.grid.map((/** @type {object[]} */ row, /** @type {number} */ r) =>
    row.map((cell, c) => (r === 0 && c === 0 ? { ...cell, parity: 'Even' } : cell)),
  );
  assert.deepEqual(checkSolution({ ...fpuzzles, grid }, /** @type {string} */ (solution)), [
    'R1C1.parity: a cell field this checker does not know',
  ]);
});
