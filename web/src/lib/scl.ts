// SudokuPad's own puzzle format ("SCL", the data of its `scl...` and `ctc...` links) read into f-puzzles JSON,
// the format the variants lab reads (docs/VARIANTS.md, Links). An SCL puzzle is SudokuPad's drawing of the
// puzzle: cells with givens, regions, cages, lines, arrows, shapes under and over the grid. What the engine
// implements is turned into its f-puzzles keys; everything else that could be a rule is kept under a key of
// its own ("SudokuPad lines", ...) that the engine refuses, so the lab names it. Rules that exist only in the
// puzzle's text (its rules) are not read: nothing here guesses from words.
import { SudokuInputError } from './errors.js';
import { type Json, type JsonObject, brief } from './scl-text.js';

// ---------------------------------------------------------------------------------------------------------------
// The puzzle as f-puzzles JSON

/** What the conversion collects: the f-puzzles keys the engine reads, and the parts it does not implement. */
interface Conversion {
  n: number;
  out: Record<string, unknown>;
  /** Refused parts, each a key of the JSON ("SudokuPad lines") and how many there are. */
  refused: Map<string, number>;
  fail: (message: string) => never;
}

/**
 * The SCL puzzle as an f-puzzles JSON object: size, givens, jigsaw regions, Killer cages, diagonals, extra
 * regions and the rules SudokuPad marks as data (`global`, `metadata.antiknight`/`antiking`); title, author and
 * rules text as f-puzzles' title, author and ruleset. Lines that are not a diagonal, arrows, shapes that are not a
 * whole cell's shading, cages of other kinds and any other content go under keys named "SudokuPad ..." that the
 * engine refuses and names.
 *
 * @param what - the start of every message ("SudokuPad link").
 * @throws SudokuInputError (kind 'format') for a puzzle without cells, a grid that is not square, a cell that is
 *   not a digit, or cells outside the grid.
 */
export function sclToFpuzzles(puzzle: Readonly<JsonObject>, what: string): Record<string, unknown> {
  const fail = (message: string): never => {
    throw new SudokuInputError([{ kind: 'format', message: `${what}: ${message}`, cells: [] }]);
  };
  const n = gridSize(puzzle.cells, fail);
  const conv: Conversion = { n, out: { size: n }, refused: new Map(), fail };
  readMetadata(puzzle, conv);
  conv.out.grid = readCells(puzzle.cells as Json[][], conv);
  readRegions(puzzle.regions, conv);
  readLines(puzzle.lines, conv);
  readCages(puzzle.cages, Array.isArray(puzzle.global) && puzzle.global.includes('disjoint'), conv);
  readGlobal(puzzle.global, conv);
  readShapes(puzzle, conv);
  readOtherKeys(puzzle, conv);
  for (const [key, count] of conv.refused) conv.out[key] = count;
  return conv.out;
}

function isObject(value: Json | undefined): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A value that says nothing: missing, null, false, or an empty string, array or object. */
function isEmpty(value: Json | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (isObject(value) && Object.keys(value).length === 0)
  );
}

function refuse(conv: Conversion, key: string): void {
  conv.refused.set(`SudokuPad ${key}`, (conv.refused.get(`SudokuPad ${key}`) ?? 0) + 1);
}

/** The boxes of the size (rows x columns), as the engine has them. */
const BOX_ROWS: Record<number, number> = { 4: 2, 6: 2, 9: 3, 12: 3, 16: 4 };
/** The largest grid the engine reads: a larger one is refused before its cells are read. */
const LARGEST = Math.max(...Object.keys(BOX_ROWS).map(Number));

/** The side of the square grid of `cells` (rows of cells), at most LARGEST. */
function gridSize(cells: Json | undefined, fail: (message: string) => never): number {
  if (cells === undefined) return fail("the puzzle has no cells (SudokuPad's 'cells': rows of cells)");
  if (!Array.isArray(cells) || cells.length === 0 || !cells.every(Array.isArray))
    return fail(`expected cells as rows of cells, found ${brief(cells)}`);
  const n = cells.length;
  if (n > LARGEST) return fail(`the grid has ${n} rows; the engine reads grids up to ${LARGEST}x${LARGEST}`);
  const row = cells.findIndex((r) => (r as Json[]).length !== n);
  if (row >= 0)
    fail(
      `the grid is not square: ${n} rows, and row ${row + 1} has ${(cells[row] as Json[]).length} cells; the engine reads square grids`,
    );
  return n;
}

/** The f-puzzles grid: `{value, given: true}` for a given (SudokuPad's cell `value`). */
function readCells(cells: Json[][], conv: Conversion): Record<string, unknown>[][] {
  // Pencil marks the puzzle shows are a solver's help, as in f-puzzles (which ignores them); colours are drawing.
  const ignored = new Set(['pencilMarks', 'centremarks', 'candidates', 'given', 'color', 'c', 'highlight']);
  return cells.map((row, r) =>
    row.map((cell, c) => {
      const where = `r${r + 1}c${c + 1}`;
      if (cell === null) return {};
      if (!isObject(cell)) return conv.fail(`cell ${where}: expected an object, found ${brief(cell)}`);
      for (const [key, v] of Object.entries(cell))
        if (key !== 'value' && !ignored.has(key) && !isEmpty(v)) refuse(conv, `cell ${key}`);
      const v = cell.value;
      if (v === undefined || v === null || v === '') return {};
      const digit = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(digit) || digit < 1) conv.fail(`cell ${where} holds ${brief(v)}, not a digit 1-${conv.n}`);
      return { value: digit, given: true };
    }),
  );
}

/** A cell [row, column] (from 0) inside the grid, or a SudokuInputError naming `where`. */
function cellAt(value: Json, where: string, conv: Conversion): [number, number] {
  const [r, c] = Array.isArray(value) ? value : [];
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !Number.isInteger(r) ||
    !Number.isInteger(c) ||
    (r as number) < 0 ||
    (c as number) < 0 ||
    (r as number) >= conv.n ||
    (c as number) >= conv.n
  )
    return conv.fail(
      `${where}: expected a cell [row, column] (from 0) inside the ${conv.n}x${conv.n} grid, found ${brief(value)}`,
    );
  return [r as number, c as number];
}

/** A list of cells (`cells` of a cage, a region). */
function cellList(value: Json | undefined, where: string, conv: Conversion): [number, number][] {
  if (!Array.isArray(value)) return conv.fail(`${where}: expected a list of cells, found ${brief(value)}`);
  return value.map((cell, k) => cellAt(cell, `${where}[${k}]`, conv));
}

/**
 * Regions: none, or the size's boxes, read as boxes; other regions that give every cell one of n regions are
 * jigsaw regions (f-puzzles' `region` of each cell; the lab checks their sizes and shapes). Regions that leave
 * cells out or overlap are no sudoku the engine knows: refused.
 */
function readRegions(regions: Json | undefined, conv: Conversion): void {
  if (isEmpty(regions)) return;
  const { n } = conv;
  if (!Array.isArray(regions)) return conv.fail(`regions: expected a list of regions, found ${brief(regions)}`);
  const index: number[] = new Array<number>(n * n).fill(-1);
  let overlap = false;
  regions.forEach((region, k) => {
    for (const [r, c] of cellList(region, `regions[${k}]`, conv)) {
      if (index[r * n + c] !== -1 && index[r * n + c] !== k) overlap = true;
      index[r * n + c] = k;
    }
  });
  if (overlap || regions.length !== n || index.includes(-1)) {
    refuse(conv, `regions (not ${n} regions holding every cell once)`);
    return;
  }
  if (sameAsBoxes(index, n)) return;
  const grid = conv.out.grid as Record<string, unknown>[][];
  index.forEach((k, i) => {
    const cell = grid[Math.floor(i / n)]?.[i % n];
    if (cell) cell.region = k;
  });
}

/** Whether each region is one of the size's boxes (the regions then say nothing more than the boxes). */
function sameAsBoxes(index: readonly number[], n: number): boolean {
  const rows = BOX_ROWS[n];
  if (rows === undefined) return false;
  const cols = n / rows;
  const boxOfRegion = new Map<number, number>();
  const regionOfBox = new Map<number, number>();
  return index.every((k, i) => {
    const box = Math.floor(Math.floor(i / n) / rows) * rows + Math.floor((i % n) / cols);
    if ((boxOfRegion.get(k) ?? box) !== box || (regionOfBox.get(box) ?? k) !== k) return false;
    boxOfRegion.set(k, box);
    regionOfBox.set(box, k);
    return true;
  });
}

/** A number read from a JSON number or a numeric string (SudokuPad writes both). */
function numberOf(value: Json | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/**
 * Lines: a line from corner to corner of the grid along a diagonal (SudokuPad draws f-puzzles' diagonals so, from
 * [0, 0] to [n, n] and from [0, n] to [n, 0]) is that diagonal. Any other line is a constraint or a drawing the
 * engine cannot tell apart: refused. So is a line along a diagonal from cell centre to cell centre: the way
 * constraint lines (thermometers, whispers, renban) are drawn.
 */
function readLines(lines: Json | undefined, conv: Conversion): void {
  if (isEmpty(lines)) return;
  if (!Array.isArray(lines)) return conv.fail(`lines: expected a list of lines, found ${brief(lines)}`);
  for (const line of lines) {
    const diagonal = isObject(line) && isEmpty(line.d) ? diagonalOf(line.wayPoints, conv.n) : undefined;
    if (diagonal) conv.out[diagonal] = true;
    else if (!isEmpty(line)) refuse(conv, 'lines');
  }
}

/** 'diagonal-' (r1c1 to rncn) or 'diagonal+' (rnc1 to r1cn) when every point lies on it and it runs corner to corner. */
function diagonalOf(points: Json | undefined, n: number): 'diagonal-' | 'diagonal+' | undefined {
  if (!Array.isArray(points) || points.length < 2) return undefined;
  const xy = points.map((p) => (Array.isArray(p) && p.length === 2 ? p.map(numberOf) : []));
  if (xy.some((p) => p[0] === undefined || p[1] === undefined)) return undefined;
  const rows = xy.map((p) => p[0] as number);
  if (Math.min(...rows) > 0 || Math.max(...rows) < n) return undefined;
  if (xy.every(([r, c]) => r === c)) return 'diagonal-';
  if (xy.every(([r, c]) => (r as number) + (c as number) === n)) return 'diagonal+';
  return undefined;
}

/**
 * Cages. Without cells: the puzzle's metadata ("title: ...", read in readMetadata). With cells, by SudokuPad's
 * marks: an extra region (`style: 'extraregion'`, or a disjoint group, `type: 'disjoint'`, unless the rule
 * `global: ['disjoint']` says so for all of them), a Killer cage (no
 * style or `style: 'killer'`, digits not allowed to repeat, `value` a sum; without a sum only when it is
 * killer-styled or marked unique), a hidden cage that checks nothing (ignored), or a cage the size of the whole
 * grid without a sum (a frame, ignored). Any other cage is refused.
 */
function readCages(cages: Json | undefined, disjointRule: boolean, conv: Conversion): void {
  if (isEmpty(cages)) return;
  if (!Array.isArray(cages)) return conv.fail(`cages: expected a list of cages, found ${brief(cages)}`);
  const name = ([r, c]: [number, number]) => `R${r + 1}C${c + 1}`;
  const killer: Record<string, unknown>[] = [];
  const extra: Record<string, unknown>[] = [];
  cages.forEach((cage, k) => {
    if (!isObject(cage) || isEmpty(cage.cells)) return; // metadata, or nothing
    const cells = cellList(cage.cells, `cages[${k}].cells`, conv);
    const { style, type, unique } = cage;
    const label = cage.value ?? cage.sum;
    const text = label === undefined || label === null ? '' : String(label).trim();
    const sum = /^\d+$/.test(text) ? text : undefined;
    if (type === 'disjoint' && disjointRule) {
      // The groups of the disjoint rule (global 'disjoint'), drawn as cages: read as that rule.
    } else if (type === 'disjoint' || style === 'extraregion') {
      if (unique === false) refuse(conv, `cages (${String(style ?? type)}, not unique)`);
      else extra.push({ cells: cells.map(name) });
    } else if (cage.hidden === true) {
      if (unique === true) refuse(conv, 'cages (hidden)');
    } else if (style !== undefined && style !== null && style !== 'killer') {
      refuse(conv, `cages (style ${brief(style)})`);
    } else if (unique === false) {
      refuse(conv, 'cages (digits may repeat)');
    } else if (text !== '' && sum === undefined) {
      refuse(conv, 'cages (not a sum)');
    } else if (sum === undefined && cells.length >= conv.n * conv.n) {
      // A frame around the grid, not a cage.
    } else if (sum === undefined && style !== 'killer' && unique !== true) {
      refuse(conv, 'cages (no sum, not killer-styled)');
    } else {
      killer.push(sum === undefined ? { cells: cells.map(name) } : { cells: cells.map(name), value: sum });
    }
  });
  if (killer.length) conv.out.killercage = killer;
  if (extra.length) conv.out.extraregion = extra;
}

/** The rules SudokuPad keeps as data (`global`); others are refused by name. */
function readGlobal(global: Json | undefined, conv: Conversion): void {
  if (isEmpty(global)) return;
  const known: Record<string, string> = {
    antiknight: 'antiknight',
    antiking: 'antiking',
    nonconsecutive: 'nonconsecutive',
    disjoint: 'disjointgroups',
  };
  for (const rule of Array.isArray(global) ? global : [global]) {
    const key = typeof rule === 'string' ? known[rule] : undefined;
    if (key) conv.out[key] = true;
    else refuse(conv, `rule ${brief(rule)}`);
  }
}

/**
 * Title, author and rules text from `metadata` or from cages without cells ("title: ..."); the anti-knight and
 * anti-king flags SudokuPad keeps in `metadata`. The rules text is kept (f-puzzles' ruleset) but never read. A
 * background image (`metadata.bgimage`) is refused: it may draw clues.
 */
function readMetadata(puzzle: Readonly<JsonObject>, conv: Conversion): void {
  const meta: Record<string, Json> = {};
  if (Array.isArray(puzzle.cages))
    for (const cage of puzzle.cages) {
      if (!isObject(cage) || !isEmpty(cage.cells) || typeof cage.value !== 'string') continue;
      const m = /^([^: ]+):\s*([\s\S]+)$/.exec(cage.value);
      if (m?.[1] !== undefined && m[2] !== undefined) meta[m[1].toLowerCase()] ??= m[2];
    }
  if (isObject(puzzle.metadata)) Object.assign(meta, puzzle.metadata);
  for (const [from, to] of [
    ['title', 'title'],
    ['author', 'author'],
    ['rules', 'ruleset'],
  ] as const)
    if (typeof meta[from] === 'string' && meta[from] !== '') conv.out[to] = meta[from];
  for (const rule of ['antiknight', 'antiking'])
    if (meta[rule] === true || meta[rule] === 'true') conv.out[rule] = true;
  // A picture behind the grid may draw clues (lines, shapes) no data says anything of.
  if (!isEmpty(meta.bgimage)) refuse(conv, 'background image');
}

/**
 * Shapes: `arrows` are refused; under- and overlays that shade a whole cell or more without text are colouring
 * (f-puzzles' cell colours, ignored); smaller ones (dots, circles, bulbs) and any with text are clues: refused.
 */
function readShapes(puzzle: Readonly<JsonObject>, conv: Conversion): void {
  if (!isEmpty(puzzle.arrows)) refuse(conv, 'arrows');
  for (const key of ['underlays', 'overlays'] as const) {
    const shapes = puzzle[key];
    if (isEmpty(shapes)) continue;
    if (!Array.isArray(shapes)) return conv.fail(`${key}: expected a list of shapes, found ${brief(shapes)}`);
    for (const shape of shapes) {
      if (!isObject(shape)) continue;
      const text = shape.text === undefined || shape.text === null ? '' : String(shape.text).trim();
      const width = numberOf(shape.width) ?? 0;
      const height = numberOf(shape.height) ?? 0;
      if (text !== '' || width < 1 || height < 1) refuse(conv, key);
    }
  }
}

/** Keys read above, and those that change no rule: SudokuPad's id and settings, cell size, videos. */
const KNOWN_KEYS = new Set([
  'cells',
  'regions',
  'cages',
  'lines',
  'arrows',
  'underlays',
  'overlays',
  'global',
  'metadata',
  'id',
  'cellSize',
  'settings',
  'videos',
]);

/** Any other key with content (fog of war, ...) is refused by name. */
function readOtherKeys(puzzle: Readonly<JsonObject>, conv: Conversion): void {
  for (const [key, value] of Object.entries(puzzle)) if (!KNOWN_KEYS.has(key) && !isEmpty(value)) refuse(conv, key);
}
