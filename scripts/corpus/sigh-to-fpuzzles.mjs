// Turns one puzzle of the Interactive Sudoku Solver (its items, read by sigh-puzzle-text.mjs) into
// f-puzzles JSON, the keys f-puzzles writes, or refuses it with the reason. The meaning of each
// constraint type was read from that solver's descriptions (js/sudoku_constraint.js); the JSON
// keys are f-puzzles' own, and for lines f-puzzles lacks, the keys of Rangsk's f-puzzles
// constraint add-on (its lower-cased names: renban, whispers, entropicline, ...), each also drawn
// as a plain `line` marked isNewConstraint, as that add-on exports them for other players.
import { Unsupported, readCellId } from './sigh-puzzle-text.mjs';

/** Line colours and widths of the add-on, so the drawn copy looks as setters see it. */
const LINE_LOOK = {
  renban: ['#F067F0', 0.25],
  whispers: ['#67F067', 0.1875],
  entropicline: ['#FFCCAA', 0.15625],
  modularline: ['#33BBBB', 0.15625],
  regionsumline: ['#2ECBFF', 0.15625],
  zipperline: ['#CDB1EC', 0.15625],
  doublearrow: ['#C54B8B', 0.15],
  lockout: ['#006CBA', 0.2],
};

/** Box height and width of an n x n grid, or null when n has none (5, 7, ...). */
export function boxShape(/** @type {number} */ n) {
  for (let h = Math.floor(Math.sqrt(n)); h >= 2; h--) if (n % h === 0) return [h, n / h];
  return null;
}

/** The windoku windows: boxes one cell in from each edge, one cell apart. */
export function windokuWindows(/** @type {number} */ n) {
  const shape = boxShape(n);
  if (!shape) throw new Unsupported(`Windoku on a ${n}x${n} grid without boxes`);
  const [h, w] = shape;
  const windows = [];
  for (let top = 1; top + h < n; top += h + 1)
    for (let left = 1; left + w < n; left += w + 1) {
      const cells = [];
      for (let r = top; r < top + h; r++) for (let c = left; c < left + w; c++) cells.push(`R${r + 1}C${c + 1}`);
      windows.push(cells);
    }
  return windows;
}

/** Digits 1-9, then A-G for 10-16: the project's symbols. */
export const symbol = (/** @type {number} */ d) => (d < 10 ? String(d) : String.fromCharCode(55 + d));

/**
 * @typedef {{ type: string, args: string[] }} Item
 * @typedef {Record<string, any>} FPuzzles
 */

class Builder {
  constructor(/** @type {number} */ n) {
    this.n = n;
    /** @type {FPuzzles} */
    this.fp = { size: n };
    /** @type {Set<string>} */
    this.kinds = new Set();
    /** @type {Map<string, number[]>} given digits or candidates per cell name */
    this.givens = new Map();
    this.boxes = true;
    /** @type {string | null} */
    this.jigsaw = null;
    /** @type {[string, string][]} greater, smaller */
    this.greater = [];
  }

  cell(/** @type {string} */ id) {
    const [r, c] = readCellId(id, this.n);
    return `R${r + 1}C${c + 1}`;
  }

  cells(/** @type {string[]} */ ids) {
    if (ids.length === 0) throw new Unsupported('a constraint without cells');
    return ids.map((id) => this.cell(id));
  }

  add(/** @type {string} */ key, /** @type {unknown} */ entry) {
    (this.fp[key] ??= []).push(entry);
  }

  /** A line constraint under its key, and its drawing when f-puzzles has no key of its own. */
  line(/** @type {string} */ key, /** @type {string[]} */ cells, /** @type {Record<string, string>} */ extra = {}) {
    this.add(key, { lines: [cells], ...extra });
    const look = LINE_LOOK[/** @type {keyof typeof LINE_LOOK} */ (key)];
    if (look) this.add('line', { lines: [cells], outlineC: look[0], width: look[1], isNewConstraint: true });
  }

  /** Pairs of orthogonal neighbours among the cells, in order (dots, XV and inequalities take more than two). */
  neighbourPairs(/** @type {string[]} */ ids) {
    const cells = this.cells(ids).map((c) => readCellId(c, this.n));
    const pairs = [];
    for (let i = 0; i < cells.length; i++)
      for (let j = i + 1; j < cells.length; j++)
        if (Math.abs(cells[i][0] - cells[j][0]) + Math.abs(cells[i][1] - cells[j][1]) === 1)
          pairs.push([cells[i], cells[j]].map(([r, c]) => `R${r + 1}C${c + 1}`));
    return pairs;
  }
}

/** Lines that only list their cells: the solver's type, the f-puzzles key, the kind counted. */
const PLAIN_LINES = [
  ['DoubleArrow', 'doublearrow', 'double arrow'],
  ['Renban', 'renban', 'renban'],
  ['Palindrome', 'palindrome', 'palindrome'],
  ['Between', 'betweenline', 'between line'],
  ['RegionSumLine', 'regionsumline', 'region sum line'],
  ['Zipper', 'zipperline', 'zipper line'],
];

/** Rules of the whole grid: the solver's type, the f-puzzles flag, the kind counted. */
const FLAGS = [
  ['AntiKnight', 'antiknight', 'anti-knight'],
  ['AntiKing', 'antiking', 'anti-king'],
  ['AntiConsecutive', 'nonconsecutive', 'non-consecutive'],
  ['DisjointSets', 'disjointgroups', 'disjoint groups'],
];

/** One handler per constraint type of the solver's text; each records the kinds it adds. */
const HANDLERS = {
  ...Object.fromEntries(
    FLAGS.map(([type, key, kind]) => [
      type,
      (/** @type {Builder} */ b) => {
        b.fp[key] = true;
        b.kinds.add(kind);
      },
    ]),
  ),
  ...Object.fromEntries(
    PLAIN_LINES.map(([type, key, kind]) => [
      type,
      (/** @type {Builder} */ b, /** @type {string[]} */ cells) => {
        b.line(key, b.cells(cells));
        b.kinds.add(kind);
      },
    ]),
  ),
  Shape: () => {},
  ''(/** @type {Builder} */ b, /** @type {string[]} */ args) {
    for (const id of args) {
      const [cell, ...values] = id.split('_');
      const digits = values.map(Number);
      if (digits.length === 0 || digits.some((d) => !Number.isInteger(d) || d < 1 || d > b.n))
        throw new Unsupported(`a given outside 1-${b.n} (${id})`);
      const name = b.cell(cell);
      const before = b.givens.get(name);
      b.givens.set(name, before ? before.filter((d) => digits.includes(d)) : digits);
    }
  },
  Given(/** @type {Builder} */ b, /** @type {string[]} */ args) {
    HANDLERS[''](b, args);
  },
  Cage(/** @type {Builder} */ b, /** @type {string[]} */ [sum, ...cells]) {
    const value = Number(sum);
    if (sum.trim() !== '' && !Number.isInteger(value)) throw new Unsupported(`a cage sum ${sum}`);
    b.add('killercage', value ? { cells: b.cells(cells), value: String(value) } : { cells: b.cells(cells) });
    b.kinds.add('killer cage');
  },
  Thermo(/** @type {Builder} */ b, /** @type {string[]} */ cells) {
    b.add('thermometer', { lines: [b.cells(cells)] });
    b.kinds.add('thermometer');
  },
  WhiteDot(/** @type {Builder} */ b, /** @type {string[]} */ cells) {
    for (const pair of b.neighbourPairs(cells)) b.add('difference', { cells: pair });
    b.kinds.add('kropki');
  },
  BlackDot(/** @type {Builder} */ b, /** @type {string[]} */ cells) {
    for (const pair of b.neighbourPairs(cells)) b.add('ratio', { cells: pair });
    b.kinds.add('kropki');
  },
  StrictKropki(/** @type {Builder} */ b) {
    b.fp.negative = [...new Set([...(b.fp.negative ?? []), 'ratio', 'difference'])];
    b.kinds.add('kropki negative');
  },
  X(/** @type {Builder} */ b, /** @type {string[]} */ cells) {
    for (const pair of b.neighbourPairs(cells)) b.add('xv', { cells: pair, value: 'X' });
    b.kinds.add('xv');
  },
  V(/** @type {Builder} */ b, /** @type {string[]} */ cells) {
    for (const pair of b.neighbourPairs(cells)) b.add('xv', { cells: pair, value: 'V' });
    b.kinds.add('xv');
  },
  StrictXV(/** @type {Builder} */ b) {
    b.fp.negative = [...new Set([...(b.fp.negative ?? []), 'xv'])];
    b.kinds.add('xv negative');
  },
  GreaterThan(/** @type {Builder} */ b, /** @type {string[]} */ cells) {
    // Each cell is greater than every later neighbour in the list.
    b.greater.push(.../** @type {[string, string][]} */ (b.neighbourPairs(cells)));
  },
  Arrow(/** @type {Builder} */ b, /** @type {string[]} */ ids) {
    const cells = b.cells(ids);
    if (cells.length < 2) throw new Unsupported('an arrow without a shaft');
    b.add('arrow', { cells: [cells[0]], lines: [cells] });
    b.kinds.add('arrow');
  },
  PillArrow(/** @type {Builder} */ b, /** @type {string[]} */ [size, ...ids]) {
    const k = Number(size);
    const cells = b.cells(ids);
    if (!(k >= 2) || cells.length <= k) throw new Unsupported(`a pill arrow of pill size ${size}`);
    // The pill reads left to right, top to bottom: its cells in reading order.
    const at = (/** @type {string} */ c) => readCellId(c, b.n);
    const pill = cells.slice(0, k).sort((x, y) => at(x)[0] - at(y)[0] || at(x)[1] - at(y)[1]);
    b.add('arrow', { cells: pill, lines: [[cells[k - 1], ...cells.slice(k)]] });
    b.kinds.add('pill arrow');
  },
  Whisper(/** @type {Builder} */ b, /** @type {string[]} */ args) {
    // German whispers leave the difference out: it is then 5.
    const [difference, cells] = Number.isFinite(Number(args[0])) ? [args[0], args.slice(1)] : ['5', args];
    b.line('whispers', b.cells(cells), { value: String(Number(difference)) });
    b.kinds.add('whispers');
  },
  Lockout(/** @type {Builder} */ b, /** @type {string[]} */ [minDiff, ...cells]) {
    b.line('lockout', b.cells(cells), { value: String(Number(minDiff)) });
    b.kinds.add('lockout line');
  },
  Entropic(/** @type {Builder} */ b, /** @type {string[]} */ cells) {
    if (b.n !== 9) throw new Unsupported('an entropic line off 9x9');
    b.line('entropicline', b.cells(cells));
    b.kinds.add('entropic line');
  },
  Modular(/** @type {Builder} */ b, /** @type {string[]} */ [mod, ...cells]) {
    b.line('modularline', b.cells(cells), { value: String(Number(mod)) });
    b.kinds.add('modular line');
  },
  Quad(/** @type {Builder} */ b, /** @type {string[]} */ [topLeft, ...values]) {
    const [r, c] = readCellId(topLeft, b.n);
    if (r + 1 >= b.n || c + 1 >= b.n) throw new Unsupported(`a quadruple off the grid at ${topLeft}`);
    const cells = [`R${r + 1}C${c + 1}`, `R${r + 1}C${c + 2}`, `R${r + 2}C${c + 1}`, `R${r + 2}C${c + 2}`];
    b.add('quadruple', { cells, values: values.map(Number) });
    b.kinds.add('quadruple');
  },
  LittleKiller(/** @type {Builder} */ b, /** @type {string[]} */ [sum, start]) {
    const [r, c] = readCellId(start, b.n);
    const last = b.n - 1;
    // The clue's side decides the diagonal: left edge down-right, top edge down-left, right
    // edge up-left, bottom edge up-right (the solver names each clue by its first cell).
    const [dr, dc, direction] =
      c === 0 && r < last
        ? [1, 1, 'DR']
        : r === 0 && c > 0
          ? [1, -1, 'DL']
          : c === last && r > 0 && r < last
            ? [-1, -1, 'UL']
            : r === last && c > 0 && c < last
              ? [-1, 1, 'UR']
              : (() => {
                  throw new Unsupported(`a little killer clue at ${start}`);
                })();
    const cells = [];
    for (let i = r, j = c; i >= 0 && j >= 0 && i <= last && j <= last; i += dr, j += dc)
      cells.push(`R${i + 1}C${j + 1}`);
    b.add('littlekillersum', { cell: `R${r - dr + 1}C${c - dc + 1}`, cells, direction, value: String(Number(sum)) });
    b.kinds.add('little killer');
  },
  Sandwich(/** @type {Builder} */ b, /** @type {string[]} */ [value, line]) {
    b.add('sandwichsum', { cell: outsideCell(b.n, line, 1), value: String(Number(value)) });
    b.kinds.add('sandwich');
  },
  XSum(/** @type {Builder} */ b, /** @type {string[]} */ args) {
    outsideBothEnds(b, 'xsum', args);
    b.kinds.add('x-sum');
  },
  Skyscraper(/** @type {Builder} */ b, /** @type {string[]} */ args) {
    outsideBothEnds(b, 'skyscraper', args);
    b.kinds.add('skyscraper');
  },
  Indexing(/** @type {Builder} */ b, /** @type {string[]} */ [kind, ...cells]) {
    // Column indexing ('C'): a digit v in rRcC puts digit C in rRcv; row indexing: digit R in rvcC.
    const key = { C: 'columnindexer', R: 'rowindexer' }[kind];
    if (!key) throw new Unsupported(`Indexing ${kind}`);
    b.add(key, { cells: b.cells(cells) });
    b.kinds.add('indexer');
  },
  Diagonal(/** @type {Builder} */ b, /** @type {string[]} */ [direction]) {
    if (direction !== '1' && direction !== '-1') throw new Unsupported(`Diagonal ${direction}`);
    b.fp[direction === '1' ? 'diagonal+' : 'diagonal-'] = true;
    b.kinds.add('diagonal');
  },
  Windoku(/** @type {Builder} */ b) {
    for (const cells of windokuWindows(b.n)) b.add('extraregion', { cells });
    b.kinds.add('windoku');
  },
  AllDifferent(/** @type {Builder} */ b, /** @type {string[]} */ cells) {
    if (cells.length > b.n) throw new Unsupported('an all-different region larger than the grid size');
    b.add('extraregion', { cells: b.cells(cells) });
    b.kinds.add('extra region');
  },
  NoBoxes(/** @type {Builder} */ b) {
    b.boxes = false;
  },
  Jigsaw(/** @type {Builder} */ b, /** @type {string[]} */ args) {
    b.jigsaw = args[args.length - 1];
  },
};

/** f-puzzles' cell just outside the grid at the start (dir 1) or end (-1) of row "R3" / column "C5". */
function outsideCell(/** @type {number} */ n, /** @type {string} */ line, /** @type {number} */ dir) {
  const match = /^([RC])(\d+)$/.exec(line ?? '');
  if (!match || Number(match[2]) < 1 || Number(match[2]) > n) throw new Unsupported(`an outside clue on ${line}`);
  const end = dir === 1 ? 0 : n + 1;
  return match[1] === 'R' ? `R${match[2]}C${end}` : `R${end}C${match[2]}`;
}

/** X-sums and skyscrapers: ".Type~R3~fromStart~fromEnd", either value possibly empty. */
function outsideBothEnds(
  /** @type {Builder} */ b,
  /** @type {string} */ key,
  /** @type {string[]} */ [line, ...values],
) {
  values.forEach((value, i) => {
    if (value) b.add(key, { cell: outsideCell(b.n, line, i === 0 ? 1 : -1), value: String(Number(value)) });
  });
}

/** Writes a GreaterThan group as f-puzzles' maximum or minimum cell, or refuses it. */
function minMaxCells(/** @type {Builder} */ b) {
  /** @type {Map<string, Set<string>>} */
  const byCell = new Map();
  for (const [big, small] of b.greater) {
    (byCell.get(`max ${big}`) ?? byCell.set(`max ${big}`, new Set()).get(`max ${big}`))?.add(small);
    (byCell.get(`min ${small}`) ?? byCell.set(`min ${small}`, new Set()).get(`min ${small}`))?.add(big);
  }
  const neighbours = (/** @type {string} */ cell) => {
    const [r, c] = readCellId(cell, b.n);
    return [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ]
      .filter(([i, j]) => i >= 0 && j >= 0 && i < b.n && j < b.n)
      .map(([i, j]) => `R${i + 1}C${j + 1}`);
  };
  const covered = new Set();
  for (const [key, others] of byCell) {
    const [kind, cell] = key.split(' ');
    const around = neighbours(cell);
    if (others.size !== around.length || !around.every((x) => others.has(x))) continue;
    b.add(kind === 'max' ? 'maximum' : 'minimum', { cell });
    for (const x of around) covered.add(kind === 'max' ? `${cell}>${x}` : `${x}>${cell}`);
  }
  // f-puzzles compares a minimum or maximum cell only with neighbours that are not one too.
  for (const key of ['maximum', 'minimum'])
    for (const { cell } of b.fp[key] ?? [])
      if (neighbours(cell).some((x) => b.fp[key].some((/** @type {{ cell: string }} */ e) => e.cell === x)))
        throw new Unsupported(`${key} cells side by side`);
  if (b.greater.some(([big, small]) => !covered.has(`${big}>${small}`)))
    throw new Unsupported('GreaterThan signs that are not a minimum or maximum cell');
  if (b.greater.length) b.kinds.add('minimum / maximum');
}

/** Grid cells: givens, given candidates (even / odd when they are exactly those digits), regions. */
function grid(/** @type {Builder} */ b) {
  const n = b.n;
  const evens = Array.from({ length: n }, (_, i) => i + 1).filter((d) => d % 2 === 0);
  const odds = Array.from({ length: n }, (_, i) => i + 1).filter((d) => d % 2 === 1);
  const same = (/** @type {number[]} */ x, /** @type {number[]} */ y) =>
    x.length === y.length && [...x].sort((p, q) => p - q).every((d, i) => d === y[i]);
  /** @type {number[] | null} */
  let regions = null;
  if (b.jigsaw !== null) {
    if (b.jigsaw.length !== n * n) throw new Unsupported('a jigsaw layout of the wrong length');
    const ids = [...new Set(b.jigsaw)];
    if (ids.length !== n) throw new Unsupported('a jigsaw layout without n regions');
    regions = [...b.jigsaw].map((ch) => ids.indexOf(ch));
    b.kinds.add('jigsaw');
    // Jigsaw pieces beside the boxes (no NoBoxes): the boxes stay the regions, the pieces are extra regions.
    if (b.boxes && boxShape(n)) {
      for (let k = 0; k < n; k++)
        b.add('extraregion', {
          cells: regions.flatMap((x, i) => (x === k ? [`R${Math.floor(i / n) + 1}C${(i % n) + 1}`] : [])),
        });
      regions = null;
      b.kinds.delete('jigsaw');
      b.kinds.add('extra region');
    }
  } else if (!b.boxes || !boxShape(n)) {
    b.kinds.add('no boxes');
  }
  b.fp.grid = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => {
      const name = `R${r + 1}C${c + 1}`;
      /** @type {Record<string, unknown>} */
      const cell = {};
      const digits = b.givens.get(name);
      if (digits?.length === 0) throw new Unsupported(`no candidate left in ${name}`);
      if (digits?.length === 1) {
        cell.value = digits[0];
        cell.given = true;
        b.kinds.add('givens');
      } else if (digits && same(digits, evens)) {
        b.add('even', { cell: name });
        b.kinds.add('even / odd');
      } else if (digits && same(digits, odds)) {
        b.add('odd', { cell: name });
        b.kinds.add('even / odd');
      } else if (digits && digits.length < n) {
        // givenPencilMarks is the rule; the centre marks show it in players that only draw those.
        cell.givenPencilMarks = [...digits].sort((p, q) => p - q);
        cell.centerPencilMarks = cell.givenPencilMarks;
        b.kinds.add('given pencil marks');
      }
      if (regions) cell.region = regions[r * n + c];
      else if (!b.boxes || !boxShape(n)) cell.region = null;
      return cell;
    }),
  );
}

/**
 * The f-puzzles JSON of a puzzle and the kinds of constraint it uses.
 * @param {{ size: number, items: Item[] }} puzzle
 * @returns {{ fpuzzles: FPuzzles, kinds: string[] }}
 */
export function toFpuzzles({ size, items }) {
  if (size < 4 || size > 16) throw new Unsupported(`size ${size}`);
  const b = new Builder(size);
  for (const { type, args } of items) {
    const handler = HANDLERS[/** @type {keyof typeof HANDLERS} */ (type)];
    if (!handler) throw new Unsupported(`constraint ${type || '(none)'}`);
    handler(b, args);
  }
  minMaxCells(b);
  grid(b);
  if (size !== 9) b.kinds.add(`size ${size}`);
  // Keys in a fixed order: size and grid first, as f-puzzles writes them.
  const { size: n, grid: cells, ...rest } = b.fp;
  return { fpuzzles: { size: n, grid: cells, ...rest }, kinds: [...b.kinds].sort() };
}
