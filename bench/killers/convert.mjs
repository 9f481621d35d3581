// @ts-check
// The hard Killer collections of the Interactive Sudoku Solver (data/collections.js: TAREK_ALL,
// MATHEMAGIC_KILLERS, EXTREME_KILLERS; the forum sources each names) as our compact lines.
// Their puzzles are written in the forums' two Killer text formats:
//   - 81 characters, one a cell: a cage's sum (0-9, A-Z for 10-35, a-j for 36-45) on one cell of
//     each cage, and on the others an arrow to the next cell of its cage: < > ^ v, or ` ' , .
//     for up-left, up-right, down-left, down-right (so a cage may join diagonally: not connected);
//     a sum of 0 is a cage with no sum (its digits differ, any total);
//   - SudoCue's "3x3:d:k:" and 81 numbers sum * 256 + cage id ("d": both diagonals are units);
//     a number with sum 0 is a cell in no cage.
// Usage: node bench/killers/convert.mjs SIGH_REPO [OUT_DIR]
//   SIGH_REPO: a git repository of that solver (a clone or bare snapshot) or its URL.
//   Writes OUT_DIR/<collection>.txt (one line a puzzle, for `sudoku-lab count`) and
//   OUT_DIR/<collection>.json (each puzzle's name, source text, line and stated solution);
//   OUT_DIR defaults to build/killers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { root } from '../harness/harness.mjs';
import { sighCollections, sighTree } from './sigh.mjs';

export const COLLECTIONS = ['TAREK_ALL', 'MATHEMAGIC_KILLERS', 'EXTREME_KILLERS'];

const name = (/** @type {number} */ c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;

/** A short-format sum character's value, or null. @param {string} ch */
function sumOf(ch) {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  if (ch >= 'A' && ch <= 'Z') return ch.charCodeAt(0) - 55;
  if (ch >= 'a' && ch <= 'j') return ch.charCodeAt(0) - 61;
  return null;
}

const STEPS = /** @type {Record<string, number>} */ ({
  '<': -1,
  '>': 1,
  '^': -9,
  v: 9,
  '`': -10,
  "'": -8,
  ',': 8,
  '.': 10,
});

/**
 * Cages of a short-format text: [{ sum (null: none), cells }], or null when it is not one.
 * @param {string} text @returns {{ sum: number | null, cells: number[] }[] | null}
 */
function shortCages(text) {
  if (text.length !== 81 || !/^[0-9A-Za-j<>^v`',.]+$/.test(text) || !/[<>^v`',.]/.test(text)) return null;
  /** @type {Map<number, number[]>} */
  const byRoot = new Map();
  for (let cell = 0; cell < 81; cell++) {
    let at = cell;
    for (let steps = 0; STEPS[/** @type {string} */ (text[at])] !== undefined; steps++) {
      const next = at + /** @type {number} */ (STEPS[/** @type {string} */ (text[at])]);
      if (steps > 81 || next < 0 || next >= 81) throw new Error(`arrows from ${name(cell)} lead nowhere`);
      at = next;
    }
    byRoot.set(at, [...(byRoot.get(at) ?? []), cell]);
  }
  return [...byRoot].map(([at, cells]) => {
    const sum = sumOf(/** @type {string} */ (text[at]));
    return { sum: sum === 0 ? null : sum, cells };
  });
}

/** @param {string} text */
function longCages(text) {
  const parts = text.split(':');
  if (parts[0] !== '3x3' || parts[2] !== 'k' || parts.length < 84) return null;
  /** @type {Map<number, { sum: number, cells: number[] }>} */
  const byId = new Map();
  for (let cell = 0; cell < 81; cell++) {
    const v = Number(parts[cell + 3]);
    const sum = Math.floor(v / 256);
    if (!sum) continue;
    const cage = byId.get(v % 256) ?? { sum, cells: [] };
    cage.cells.push(cell);
    byId.set(v % 256, cage);
  }
  return { diagonals: parts[1] === 'd', cages: [...byId.values()] };
}

/** A puzzle's text in either format as our compact line. @param {string} text */
export function killerLine(text) {
  const short = shortCages(text);
  const long = short ? null : longCages(text);
  if (!short && !long) throw new Error(`not a Killer text this converter reads: ${text.slice(0, 40)}...`);
  const cages = (short ?? long?.cages ?? []).slice().sort((a, b) => Math.min(...a.cells) - Math.min(...b.cells));
  const written = cages.map((c) => `${c.sum === null ? '' : `${c.sum}:`}${c.cells.map(name).join('')}`);
  return `9${long?.diagonals ? ';rules=x' : ''};cages=${written.join(',')}`;
}

/** Every puzzle of the three collections: { collection, entry, name, text, line, solution }. @param {string} dir */
export async function killerPuzzles(dir) {
  const collections = await sighCollections(dir);
  return COLLECTIONS.flatMap((collection) => {
    const set = collections[collection];
    return [...set].map((/** @type {unknown} */ item, /** @type {number} */ i) => {
      const config = set.configFor(item);
      return {
        collection,
        entry: i + 1,
        name: config.name && config.name !== config.input ? config.name : `${collection} #${i + 1}`,
        text: /** @type {string} */ (config.input),
        line: killerLine(config.input),
        solution: /** @type {string | undefined} */ (config.solution),
      };
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [source, out = `${root}build/killers`] = process.argv.slice(2);
  if (!source) {
    process.stderr.write('usage: node bench/killers/convert.mjs SIGH_REPO [OUT_DIR]\n');
    process.exit(2);
  }
  const { dir, commit } = sighTree(source);
  const puzzles = await killerPuzzles(dir);
  mkdirSync(out, { recursive: true });
  for (const collection of COLLECTIONS) {
    const mine = puzzles.filter((p) => p.collection === collection);
    const file = collection.toLowerCase().replaceAll('_', '-');
    writeFileSync(`${out}/${file}.txt`, mine.map((p) => `${p.line}\n`).join(''));
    writeFileSync(`${out}/${file}.json`, `${JSON.stringify({ commit, collection, puzzles: mine }, null, 1)}\n`);
    process.stdout.write(`${out}/${file}.txt: ${mine.length} puzzles\n`);
  }
}
