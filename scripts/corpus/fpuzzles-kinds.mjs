// The kinds of constraint an f-puzzles puzzle uses, named as in the corpus tables
// (tests/data/README.md), read from its JSON keys and grid cells.
import { METADATA_KEYS } from '../../tests/lib/fpuzzles-checker.mjs';

export { METADATA_KEYS };

/** Rule keys of f-puzzles (and of the f-puzzles constraint add-on) and the kind each counts as. */
export const KIND_OF_KEY = {
  'diagonal+': 'diagonal',
  'diagonal-': 'diagonal',
  antiknight: 'anti-knight',
  antiking: 'anti-king',
  nonconsecutive: 'non-consecutive',
  disjointgroups: 'disjoint groups',
  extraregion: 'extra region',
  killercage: 'killer cage',
  thermometer: 'thermometer',
  arrow: 'arrow',
  doublearrow: 'double arrow',
  difference: 'kropki',
  ratio: 'kropki',
  xv: 'xv',
  palindrome: 'palindrome',
  renban: 'renban',
  whispers: 'whispers',
  betweenline: 'between line',
  lockout: 'lockout line',
  regionsumline: 'region sum line',
  entropicline: 'entropic line',
  modularline: 'modular line',
  zipperline: 'zipper line',
  quadruple: 'quadruple',
  littlekillersum: 'little killer',
  sandwichsum: 'sandwich',
  xsum: 'x-sum',
  skyscraper: 'skyscraper',
  columnindexer: 'indexer',
  rowindexer: 'indexer',
  boxindexer: 'indexer',
  minimum: 'minimum / maximum',
  maximum: 'minimum / maximum',
  even: 'even / odd',
  odd: 'even / odd',
};

/** @param {Record<string, any>} fp @returns {string[]} */
export function kindsOf(fp) {
  const kinds = new Set();
  for (const [key, value] of Object.entries(fp)) {
    if (value === false || (Array.isArray(value) && value.length === 0)) continue;
    const kind = KIND_OF_KEY[/** @type {keyof typeof KIND_OF_KEY} */ (key)];
    if (kind) kinds.add(kind);
    if (key === 'negative') for (const k of value) kinds.add(k === 'xv' ? 'xv negative' : 'kropki negative');
    if (key === 'arrow' && value.some((/** @type {any} */ e) => e.cells.length > 1)) kinds.add('pill arrow');
  }
  const cells = fp.grid.flat();
  if (cells.some((/** @type {any} */ c) => c.given)) kinds.add('givens');
  if (cells.some((/** @type {any} */ c) => c.givenPencilMarks?.length)) kinds.add('given pencil marks');
  if (cells.some((/** @type {any} */ c) => Number.isInteger(c.region))) kinds.add('jigsaw');
  if (cells.some((/** @type {any} */ c) => c.region === null)) kinds.add('no boxes');
  if (fp.size !== 9) kinds.add(`size ${fp.size}`);
  return [...kinds].sort();
}
