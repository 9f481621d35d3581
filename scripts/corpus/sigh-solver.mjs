// The Interactive Sudoku Solver as a second opinion on puzzles: an f-puzzles puzzle written in
// that solver's constraint text (the corpus's reading of each key, in the solver's words), and the
// solver itself, loaded from a snapshot of its repository, to count solutions.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { METADATA_KEYS } from '../../tests/lib/fpuzzles-checker.mjs';

/**
 * The solver of a snapshot extracted to `dir` (with its js/ directory).
 * @param {string} dir
 * @returns {Promise<(text: string, n: number, limit: number) => string[]>} solutions found, up to limit, in the corpus's symbols
 */
export async function loadSighSolver(dir) {
  // Its modules read these globals of a page.
  /** @type {any} */ (globalThis).self = globalThis;
  /** @type {any} */ (globalThis).VERSION_PARAM = '';
  const { SimpleSolver } = await import(pathToFileURL(join(dir, 'js/sandbox/simple_solver.js')).href);
  const solver = new SimpleSolver();
  return (text, n, limit) => [...solver.solutions(text, limit)].map((s) => corpusSymbols(s.toString(), n));
}

/** Thrown for a rule the solver's text has no way to state. */
export class Unwritable extends Error {}

/** "R3C5" as the solver's cell id: rows and columns in base 17 (10-16 as a-g). */
const sighCell = (/** @type {string} */ name) => {
  const m = /^R(\d+)C(\d+)$/.exec(name);
  if (!m) throw new Unwritable(`cell ${name}`);
  return `R${Number(m[1]).toString(17)}C${Number(m[2]).toString(17)}`;
};
const cells = (/** @type {string[]} */ list) => list.map(sighCell).join('~');
const at = (/** @type {string} */ name) => (/^R(\d+)C(\d+)$/.exec(name) ?? []).slice(1).map(Number);

/** The solver's text for one f-puzzles puzzle; Unwritable for a rule it cannot state. */
export function sighText(/** @type {Record<string, any>} */ fp) {
  const n = fp.size;
  const out = n === 9 ? [] : [`.Shape~${n}x${n}`];
  const add = (/** @type {string} */ item) => out.push(`.${item}`);
  // Grid: givens, candidates, regions.
  const given = [];
  const regions = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const cell = fp.grid[r][c];
      const id = sighCell(`R${r + 1}C${c + 1}`);
      if (cell.given) given.push(`${id}_${cell.value}`);
      else if (cell.givenPencilMarks?.length) given.push(`${id}_${cell.givenPencilMarks.join('_')}`);
      regions.push(cell.region);
    }
  if (regions.every((x) => Number.isInteger(x))) add(`NoBoxes.Jigsaw~${regions.map((x) => x.toString(17)).join('')}`);
  else if (regions.some((x) => x === null)) add('NoBoxes');
  const evens = Array.from({ length: n }, (_, i) => i + 1).filter((d) => d % 2 === 0);
  const odds = Array.from({ length: n }, (_, i) => i + 1).filter((d) => d % 2 === 1);
  for (const { cell } of fp.even ?? []) given.push(`${sighCell(cell)}_${evens.join('_')}`);
  for (const { cell } of fp.odd ?? []) given.push(`${sighCell(cell)}_${odds.join('_')}`);
  if (given.length) add(`~${given.join('~')}`);

  const negative = new Set(fp.negative ?? []);
  const whiteDots = (fp.difference ?? []).length > 0;
  /** @type {Record<string, (value: any) => void>} */
  const writers = {
    killercage: (list) => list.forEach((/** @type {any} */ e) => add(`Cage~${e.value ?? ''}~${cells(e.cells)}`)),
    thermometer: (list) =>
      list.forEach((/** @type {any} */ e) => e.lines.forEach((/** @type {string[]} */ l) => add(`Thermo~${cells(l)}`))),
    arrow: (list) =>
      list.forEach((/** @type {any} */ e) =>
        e.lines.forEach((/** @type {string[]} */ l) => {
          const shaft = l.filter((c) => !e.cells.includes(c));
          add(
            e.cells.length === 1
              ? `Arrow~${cells([...e.cells, ...shaft])}`
              : `PillArrow~${e.cells.length}~${cells([...e.cells, ...shaft])}`,
          );
        }),
      ),
    doublearrow: (list) => lines(list, 'DoubleArrow'),
    difference: (list) =>
      list.forEach((/** @type {any} */ e) => {
        if (e.value && Number(e.value) !== 1) throw new Unwritable('a white dot of another difference');
        add(`WhiteDot~${cells(e.cells)}`);
      }),
    ratio: (list) =>
      list.forEach((/** @type {any} */ e) => {
        if (e.value && Number(e.value) !== 2) throw new Unwritable('a black dot of another ratio');
        add(`BlackDot~${cells(e.cells)}`);
      }),
    negative: () => {
      // The solver states "all kropki dots given" and "all XV given", nothing narrower.
      const kropki = negative.has('ratio') && (negative.has('difference') || (fp.nonconsecutive && whiteDots));
      if (kropki) add('StrictKropki');
      else if (negative.has('ratio') || negative.has('difference'))
        throw new Unwritable('a negative rule for one kropki colour');
      if (negative.has('xv')) add('StrictXV');
    },
    xv: (list) => list.forEach((/** @type {any} */ e) => add(`${e.value}~${cells(e.cells)}`)),
    palindrome: (list) => lines(list, 'Palindrome'),
    renban: (list) => lines(list, 'Renban'),
    betweenline: (list) => lines(list, 'Between'),
    regionsumline: (list) => lines(list, 'RegionSumLine'),
    entropicline: (list) => lines(list, 'Entropic'),
    zipperline: (list) => lines(list, 'Zipper'),
    whispers: (list) => lines(list, 'Whisper', (e) => e.value ?? '5'),
    lockout: (list) => lines(list, 'Lockout', (e) => e.value ?? String(Math.floor(n / 2))),
    modularline: (list) => lines(list, 'Modular', (e) => e.value ?? '3'),
    quadruple: (list) =>
      list.forEach((/** @type {any} */ e) => {
        const top = [...e.cells].sort((x, y) => at(x)[0] - at(y)[0] || at(x)[1] - at(y)[1])[0];
        add(`Quad~${sighCell(top)}~${e.values.join('~')}`);
      }),
    // A little killer is a sum that may repeat digits: the solver's plain Sum.
    littlekillersum: (list) => list.forEach((/** @type {any} */ e) => add(`Sum~${e.value}~${cells(e.cells)}`)),
    sandwichsum: (list) => list.forEach((/** @type {any} */ e) => add(`Sandwich~${e.value}~${outside(e.cell).line}`)),
    xsum: (list) => list.forEach((/** @type {any} */ e) => add(`XSum~${ends(e)}`)),
    skyscraper: (list) => list.forEach((/** @type {any} */ e) => add(`Skyscraper~${ends(e)}`)),
    columnindexer: (list) => list.forEach((/** @type {any} */ e) => add(`Indexing~C~${cells(e.cells)}`)),
    rowindexer: (list) => list.forEach((/** @type {any} */ e) => add(`Indexing~R~${cells(e.cells)}`)),
    maximum: (list) => extremes(list, true),
    minimum: (list) => extremes(list, false),
    'diagonal+': (on) => on && add('Diagonal~1'),
    'diagonal-': (on) => on && add('Diagonal~-1'),
    antiknight: (on) => on && add('AntiKnight'),
    antiking: (on) => on && add('AntiKing'),
    disjointgroups: (on) => on && add('DisjointSets'),
    // Beside white dots, non-consecutive is their negative rule (written with the ratio's as StrictKropki).
    nonconsecutive: (on) => {
      if (on && !whiteDots) add('AntiConsecutive');
      else if (on && !negative.has('ratio'))
        throw new Unwritable('non-consecutive beside white dots without the black negative');
    },
    extraregion: (list) => list.forEach((/** @type {any} */ e) => add(`AllDifferent~${cells(e.cells)}`)),
    line: (list) => {
      if (!list.every((/** @type {any} */ l) => l.isNewConstraint)) throw new Unwritable('a drawn line');
    },
  };
  function lines(
    /** @type {any[]} */ list,
    /** @type {string} */ type,
    /** @type {(e: any) => string} */ arg = () => '',
  ) {
    for (const e of list) for (const l of e.lines) add(`${type}~${arg(e) ? `${arg(e)}~` : ''}${cells(l)}`);
  }
  /** An outside clue's row or column and whether it reads from the start (left, top). */
  function outside(/** @type {string} */ clue) {
    const [r, c] = at(clue);
    if (c === 0 || c === n + 1) return { line: `R${r}`, fromStart: c === 0 };
    return { line: `C${c}`, fromStart: r === 0 };
  }
  function ends(/** @type {any} */ e) {
    const { line, fromStart } = outside(e.cell);
    return fromStart ? `${line}~${e.value}~` : `${line}~~${e.value}`;
  }
  function extremes(/** @type {any[]} */ list, /** @type {boolean} */ isMax) {
    const same = new Set(list.map((e) => e.cell));
    for (const { cell } of list) {
      const [r, c] = at(cell);
      const around = [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ]
        .filter(([i, j]) => i >= 1 && j >= 1 && i <= n && j <= n)
        .map(([i, j]) => `R${i}C${j}`)
        .filter((x) => !same.has(x));
      for (const x of around) add(`GreaterThan~${cells(isMax ? [cell, x] : [x, cell])}`);
    }
  }
  for (const [key, value] of Object.entries(fp)) {
    // Metadata states no rule; even and odd cells are written with the givens above.
    if (METADATA_KEYS.has(key) || key === 'even' || key === 'odd') continue;
    const write = writers[key];
    if (!write) throw new Unwritable(`key ${key}`);
    write(value);
  }
  return out.join('');
}

/** The solver's solution text (letters from A for 1 over 9) in the corpus's symbols. */
export const corpusSymbols = (/** @type {string} */ text, /** @type {number} */ n) =>
  n > 9
    ? [...text]
        .map((ch) => {
          const d = ch.charCodeAt(0) - 64;
          return d < 10 ? String(d) : String.fromCharCode(55 + d);
        })
        .join('')
    : text;
