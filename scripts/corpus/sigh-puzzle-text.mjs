// Reads the puzzle text of the Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver)
// into a flat list of { type, args }: its ".Type~arg~arg" constraint strings, and the text formats
// it also accepts for whole puzzles (an n*n grid of givens, the two forum Killer formats, n*n*n
// pencil marks). Only the syntax is read here; what each type means is sigh-to-fpuzzles.mjs's job.

/** Thrown for a puzzle the corpus leaves out; `reason` is counted in the build's report. */
export class Unsupported extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

/** Digits of a forum short-Killer sum: 0-9, A-Z for 10-35, a-j for 36-45. */
function shortKillerSum(/** @type {string} */ ch) {
  if (/[0-9]/.test(ch)) return Number(ch);
  if (/[A-Z]/.test(ch)) return ch.charCodeAt(0) - 55;
  if (/[a-j]/.test(ch)) return ch.charCodeAt(0) - 61;
  return null;
}

const cellName = (/** @type {number} */ index, /** @type {number} */ n) =>
  `R${Math.floor(index / n) + 1}C${(index % n) + 1}`;

/**
 * The forum's 81-character Killer: each cell holds its cage's sum or an arrow (< > ^ v and the
 * diagonals ` ' , .) to the next cell of its cage. A sum of 0 is a cage without a sum.
 */
function shortKiller(/** @type {string} */ text) {
  if (text.length !== 81 || !/[<>^v`',]/.test(text) || !/^[0-9A-Za-j^<>v`',.]*$/.test(text)) return null;
  const step = { '<': -1, '>': 1, '^': -9, v: 9, '`': -10, "'": -8, ',': 8, '.': 10 };
  /** @type {Map<number, number[]>} */
  const cages = new Map();
  for (let i = 0; i < 81; i++) {
    let head = i;
    for (let hops = 0; text[head] in step; hops++) {
      if (hops > 81) throw new Unsupported('Killer text with a loop');
      head += step[/** @type {keyof typeof step} */ (text[head])];
    }
    if (!cages.has(head)) cages.set(head, []);
    /** @type {number[]} */ (cages.get(head)).push(i);
  }
  return {
    size: 9,
    items: [...cages].map(([head, cells]) => ({
      type: 'Cage',
      args: [String(shortKillerSum(text[head]) ?? 0), ...cells.map((c) => cellName(c, 9))],
    })),
  };
}

/** SudoCue's "3x3:d:k:..." Killer: sum * 256 + cage id per cell, "d" for both diagonals. */
function longKiller(/** @type {string} */ text) {
  if (!text.startsWith('3x3:')) return null;
  const parts = text.split(':');
  if (parts[2] !== 'k' || parts.length !== 81 + 4) return null;
  /** @type {Map<number, { sum: number, cells: string[] }>} */
  const cages = new Map();
  for (let i = 0; i < 81; i++) {
    const value = Number(parts[i + 3]);
    const sum = Math.floor(value / 256);
    if (!sum) continue;
    const id = value % 256;
    if (!cages.has(id)) cages.set(id, { sum, cells: [] });
    /** @type {{ cells: string[] }} */ (cages.get(id)).cells.push(cellName(i, 9));
  }
  const items = [...cages.values()].map(({ sum, cells }) => ({ type: 'Cage', args: [String(sum), ...cells] }));
  if (parts[1] === 'd') items.unshift({ type: 'Diagonal', args: ['1'] }, { type: 'Diagonal', args: ['-1'] });
  return { size: 9, items };
}

/** Given items of an n*n grid: digits up to 9; over 9, letters from A for 1; '.' or '0' empty. */
function givensOf(/** @type {string} */ text, /** @type {number} */ n) {
  const args = [];
  for (let i = 0; i < n * n; i++) {
    const ch = text[i];
    if (ch === '.' || ch === '0') continue;
    const d = n > 9 ? ch.charCodeAt(0) - 64 : Number(ch);
    if (!(d >= 1 && d <= n)) return null;
    args.push(`${cellName(i, n)}_${d}`);
  }
  return { type: '', args };
}

/** An n*n grid of givens. */
function plainGrid(/** @type {string} */ text) {
  const n = Math.sqrt(text.length);
  if (!Number.isInteger(n) || n < 4 || n > 16) return null;
  const givens = givensOf(text, n);
  return givens && { size: n, items: [givens] };
}

/** Givens then a jigsaw layout, n*n characters each: the layout has n symbols, n times each. */
function jigsawGrid(/** @type {string} */ text) {
  const n = Math.sqrt(text.length / 2);
  if (!Number.isInteger(n) || n < 4 || n > 16) return null;
  const layout = text.slice(n * n);
  const counts = new Map();
  for (const ch of layout) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  if (counts.size !== n || [...counts.values()].some((k) => k !== n)) return null;
  const givens = givensOf(text, n);
  return givens && { size: n, items: [givens, { type: 'NoBoxes', args: [] }, { type: 'Jigsaw', args: [layout] }] };
}

/** n*n*n pencil marks: for each cell, n places holding the digit or '.'. */
function pencilMarks(/** @type {string} */ text) {
  const n = Math.round(Math.cbrt(text.length));
  if (n * n * n !== text.length || n < 4 || n > 9 || !/^[0-9.]*$/.test(text)) return null;
  const args = [];
  for (let i = 0; i < n * n; i++) {
    const digits = [...text.slice(i * n, i * n + n)].filter((ch) => ch !== '.');
    args.push([cellName(i, n), ...digits].join('_'));
  }
  return { size: n, items: [{ type: '', args }] };
}

/** The ".Type~arg~arg" constraint string; the grid size comes from a Shape item, else 9. */
function constraintString(/** @type {string} */ text) {
  if (!text.startsWith('.')) throw new Unsupported('text in a format other than the constraint string');
  const items = text
    .split('.')
    .slice(1)
    .filter((item) => item !== '')
    .map((item) => {
      const [type, ...args] = item.split('~');
      return { type, args };
    });
  return { size: null, items };
}

/**
 * The items of one puzzle's text. Sections separated by a blank line are read separately and
 * joined, as the solver does; comment lines start with '#'.
 * @param {string} input
 * @returns {{ size: number, items: { type: string, args: string[] }[] }}
 */
export function readSighPuzzle(input) {
  if (input.startsWith('/')) throw new Unsupported('a sandbox script, not a puzzle text');
  /** @type {{ type: string, args: string[] }[]} */
  const items = [];
  /** @type {number | null} */
  let size = null;
  for (const section of input.replace(/^#.*$/gm, '').split(/\n\s*\n/)) {
    const text = section.replace(/\s+/g, '');
    if (text === '') continue;
    const read =
      shortKiller(text) ??
      longKiller(text) ??
      jigsawGrid(text) ??
      plainGrid(text) ??
      pencilMarks(text) ??
      constraintString(text);
    if (read.size !== null) size = read.size;
    items.push(...read.items);
  }
  for (const { type, args } of items) {
    if (type !== 'Shape') continue;
    const match = /^(\d+)x(\d+)$/.exec(args[0] ?? '');
    const values = args[1] ?? '';
    if (!match || match[1] !== match[2] || args.length > 2)
      throw new Unsupported(`a grid other than n x n (Shape ${args.join('~')})`);
    const n = Number(match[1]);
    if (values !== '' && values !== String(n) && values !== `1-${n}`)
      throw new Unsupported(`digits other than 1-n (Shape ${args.join('~')})`);
    size = n;
  }
  return { size: size ?? 9, items };
}

/** "R1C2", "R12C3" or sigh's "RaCg" (rows and columns 10+ as one letter, base 36) as [row, col], from 0. */
export function readCellId(/** @type {string} */ id, /** @type {number} */ n) {
  const match = /^R(\d+|[a-z])C(\d+|[a-z])$/i.exec(id);
  const part = (/** @type {string} */ p) => (/^\d+$/.test(p) ? Number(p) : parseInt(p, 36)) - 1;
  const [row, col] = match ? [part(match[1]), part(match[2])] : [-1, -1];
  if (row < 0 || col < 0 || row >= n || col >= n) throw new Unsupported(`a cell outside the grid (${id})`);
  return [row, col];
}
