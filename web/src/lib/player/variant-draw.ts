// What a variant puzzle looks like on a board, drawn from its model alone (no engine): an SVG
// laid over the grid with region borders (boxes or jigsaw alike, from the model's regions), the
// diagonals, windoku boxes and extra regions shaded, and Killer cages as dashed outlines inset inside
// their cells with the sum in the top-left corner of the cage's first cell (SudokuPad's convention).
// Corner pencil marks of a cell holding a sum start right of it (cageSumCells, CAGE_SUM_CSS). Sizes
// are in pixels of the grid as laid out, so lines and sums stay legible at any size: draw again when
// the grid's width changes. Colours are the board's custom properties (--sudoku-cage, --sudoku-shade,
// --sudoku-diagonal, --sudoku-thick, --sudoku-bg, --sudoku-ink through their --_ defaults).
import type { VariantModel } from '../types.js';

/** The board's geometry: the grid's width in CSS pixels, inside its outer border (cells are equal squares). */
export interface BoardGeometry {
  width: number;
}

/** The part of a model the drawing reads (VariantModel has it all). */
export type DrawModel = Pick<
  VariantModel,
  'size' | 'regions' | 'diagonalMain' | 'diagonalAnti' | 'windoku' | 'extraRegions' | 'cages' | 'boxRows' | 'boxCols'
> &
  Partial<Pick<VariantModel, 'jigsaw' | 'disjointGroups' | 'rules'>>;

const SVG = 'http://www.w3.org/2000/svg';

/** Rounded to a tenth of a pixel: short path text, the same drawing at the same size. */
const px = (x: number) => Math.round(x * 10) / 10;

/** The smallest cage sum drawn, in CSS pixels: legible on a 390 px wide phone, where a 9x9 cell is about 42 px. */
export const MIN_SUM_PX = 10;

/** How wide a digit of a sum is drawn, in em: the text is fitted to it (textLength), whatever the font. */
const DIGIT_EM = 0.6;

/**
 * A cage sum's font size and label for a cell of `cell` px: about a quarter of the cell, never under
 * MIN_SUM_PX; the label of `digits` digits is `width` wide (one pixel in from the cell's corner), and
 * `space` is what corner marks leave free on the cell's left (cageSumCells, CAGE_SUM_CSS).
 */
export function cageSumBox(cell: number, digits = 2): { font: number; width: number; height: number; space: number } {
  const font = Math.round(Math.max(MIN_SUM_PX, Math.min(16, cell * 0.27)) * 10) / 10;
  const width = Math.ceil(font * DIGIT_EM * digits + 3);
  // As tall as the digits' ink and a pixel below their baseline (drawVariant's text): corner marks' next line starts there.
  return { font, width, height: Math.ceil(font * 0.9 + 1), space: width + 2 };
}

/** How far a cage's dashed outline lies inside its cells: clear of the region borders' half width and the cell's 1 px line. */
export const cageInset = (cell: number) => px(Math.max(3, cell * 0.08));

/** A digit's ink in em of its font (system fonts): at most 0.7 wide (bold, as givens are) and 0.76 tall, centred in its line. */
export const INK = { w: 0.7, h: 0.76 };

/** Where the digit of a cell that shows a sum is drawn: moved right by dx and down by dy px from the centre, at font px. */
export interface SumDigit {
  dx: number;
  dy: number;
  font: number;
}

/**
 * The digit of a cell that shows a sum of `digits` digits, in a cell of `cell` px whose digits are `font` px:
 * centred when that clears the sum's box, else moved right (or, if it has no room there, down) until its ink clears
 * the box by a pixel, staying inside the cage's dashed line; in a cell too small for either (a 16x16 board
 * on a phone), shrunk to the room right of or below the sum, whichever holds the larger digit.
 */
export function sumDigit(cell: number, font: number, digits: number): SumDigit {
  const box = cageSumBox(cell, digits);
  const far = cell - cageInset(cell) - 1; // the ink's right and bottom limit
  const near = cell - far; // its left and top limit
  const clearX = box.width + 2; // ink from here on is right of the sum's box (at 1 px from the corner)
  const clearY = box.height + 3; // a pixel more: where a font's digits sit in their line varies
  const w = INK.w * font;
  const h = INK.h * font;
  const x0 = (cell - w) / 2;
  const y0 = (cell - h) / 2;
  if (x0 >= clearX || y0 >= clearY) return { dx: 0, dy: 0, font };
  // Right first: the digit stays on the line of its row's digits (moved down, it reads as sunk).
  if (clearX + w <= far) return { dx: px(clearX - x0), dy: 0, font };
  if (clearY + h <= far) return { dx: 0, dy: px(clearY - y0), font };
  // Too small: the larger digit that fits the room right of the sum or the room below it, centred there.
  const side = far - near;
  const right = Math.min((far - clearX) / INK.w, side / INK.h, font);
  const below = Math.min((far - clearY) / INK.h, side / INK.w, font);
  if (right >= below) return { dx: px((clearX + far) / 2 - cell / 2), dy: 0, font: px(right) };
  return { dx: 0, dy: px((clearY + far) / 2 - cell / 2), font: px(below) };
}

/**
 * Places the digit of each of a grid's cells that shows a sum (sumDigit): sets --_sum-dx, --_sum-dy and
 * --_sum-font on the cell, which CAGE_SUM_CSS reads for its `.value` (the cell needs class `cage-sum`).
 * `cells` the grid's cells in reading order, `width` the width the overlay was drawn for and `font` the
 * digits' size in its pixels; `scale` how large the overlay is shown (a printed sheet's, scaled by its viewBox).
 */
export function placeSumDigits(
  cells: ArrayLike<HTMLElement>,
  model: Pick<VariantModel, 'size' | 'cages'>,
  width: number,
  font: number,
  scale = 1,
): void {
  const cell = width / model.size;
  const at = (v: number) => `${px(v * scale)}px`;
  for (const [i, sum] of cageSumCells(model)) {
    const place = sumDigit(cell, font, String(sum).length);
    const style = cells[i]?.style;
    style?.setProperty('--_sum-dx', at(place.dx));
    style?.setProperty('--_sum-dy', at(place.dy));
    style?.setProperty('--_sum-font', at(place.font));
  }
}

/** The cells that show a cage sum: each summed cage's first cell in reading order (its top-left corner is free). */
export function cageSumCells(model: Pick<VariantModel, 'cages'>): Map<number, number> {
  const out = new Map<number, number>();
  for (const cage of model.cages) if (cage.sum !== undefined) out.set(Math.min(...cage.cells), cage.sum);
  return out;
}

/**
 * The cell rules that keep a cell's contents clear of its sum: in a cell with class `cage-sum`, the digit
 * (`.value`) moved and sized as sumDigit says (--_sum-dx, --_sum-dy, --_sum-font on the cell), centre
 * marks right of the sum's box (--_cage-sum-w: cageSumBox(cell).space px); corner marks flow around it (marks.ts).
 */
export const CAGE_SUM_CSS = `
.cage-sum > .value {
  position: relative;
  left: var(--_sum-dx, 0px);
  top: var(--_sum-dy, 0px);
  font-size: var(--_sum-font, 1em);
}
.cell.cage-sum .centre {
  padding-left: var(--_cage-sum-w, 14px);
}`;

/** The overlay's own rules (lines, shading, cages, sums), on the board's --_ colour properties. */
export const VARIANT_CSS = `
.variant-overlay {
  position: absolute;
  left: 0;
  top: 0;
  pointer-events: none;
  overflow: visible;
}
.variant-overlay .shade {
  fill: var(--_shade);
}
.variant-overlay .diagonal {
  stroke: var(--_diagonal);
  stroke-width: 1.5;
  fill: none;
}
.variant-overlay .regions {
  stroke: var(--_thick);
  stroke-linecap: square;
  fill: none;
}
.variant-overlay .cage path {
  stroke: var(--_cage);
  stroke-width: 1;
  stroke-dasharray: 3 2;
  fill: none;
}
.variant-overlay .cage-sum rect {
  fill: var(--_bg);
}
.variant-overlay .cage-sum text {
  fill: var(--_ink);
  font-weight: 600;
  font-family: inherit;
}
${CAGE_SUM_CSS}`;

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent?.append(e);
  return e;
}

/** The windoku boxes of a 9x9 grid: rows and columns 2-4 and 6-8 (from 1). */
function windokuBoxes(): number[][] {
  const boxes: number[][] = [];
  for (const r0 of [1, 5])
    for (const c0 of [1, 5]) {
      const cells: number[] = [];
      for (let r = r0; r < r0 + 3; r++) for (let c = c0; c < c0 + 3; c++) cells.push(r * 9 + c);
      boxes.push(cells);
    }
  return boxes;
}

/** A path of the cells' squares (shading): one subpath a cell, so any set of cells fills exactly. */
function squares(cells: readonly number[], n: number, cell: number): string {
  return cells
    .map((i) => `M${px((i % n) * cell)} ${px(Math.floor(i / n) * cell)}h${px(cell)}v${px(cell)}h${px(-cell)}z`)
    .join('');
}

/**
 * The inner borders between regions: a thick segment on every cell edge whose two cells lie in different
 * regions (the grid's outer border is the board's own). Boxes and jigsaw regions are drawn alike.
 */
function regionBorders(model: DrawModel, cell: number): string {
  const n = model.size;
  const reg = model.regions;
  let d = '';
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      if (c + 1 < n && reg[i] !== reg[i + 1]) d += `M${px((c + 1) * cell)} ${px(r * cell)}v${px(cell)}`;
      if (r + 1 < n && reg[i] !== reg[i + n]) d += `M${px(c * cell)} ${px((r + 1) * cell)}h${px(cell)}`;
    }
  return d;
}

/**
 * A cage's outline inset by `inset` px inside its cells: a segment along each cell edge that borders a
 * cell outside the cage, its ends moved to meet the next segment: in by the inset at an outer corner,
 * out by it at an inner one (the diagonal cell in the cage too), to the cell's edge along a straight run.
 */
function cageOutline(cells: readonly number[], n: number, cell: number, inset: number): string {
  const inCage = new Set(cells);
  const has = (r: number, c: number) => r >= 0 && c >= 0 && r < n && c < n && inCage.has(r * n + c);
  // End of a segment along an edge: `side` the neighbour along the edge, `diag` the cell beyond it on the outside.
  const end = (side: boolean, diag: boolean) => (!side ? inset : diag ? -inset : 0);
  let d = '';
  for (const i of cells) {
    const r = Math.floor(i / n);
    const c = i % n;
    const x0 = c * cell;
    const y0 = r * cell;
    const x1 = x0 + cell;
    const y1 = y0 + cell;
    const seg = (ax: number, ay: number, bx: number, by: number) => (d += `M${px(ax)} ${px(ay)}L${px(bx)} ${px(by)}`);
    if (!has(r - 1, c))
      seg(
        x0 + end(has(r, c - 1), has(r - 1, c - 1)),
        y0 + inset,
        x1 - end(has(r, c + 1), has(r - 1, c + 1)),
        y0 + inset,
      );
    if (!has(r + 1, c))
      seg(
        x0 + end(has(r, c - 1), has(r + 1, c - 1)),
        y1 - inset,
        x1 - end(has(r, c + 1), has(r + 1, c + 1)),
        y1 - inset,
      );
    if (!has(r, c - 1))
      seg(
        x0 + inset,
        y0 + end(has(r - 1, c), has(r - 1, c - 1)),
        x0 + inset,
        y1 - end(has(r + 1, c), has(r + 1, c - 1)),
      );
    if (!has(r, c + 1))
      seg(
        x1 - inset,
        y0 + end(has(r - 1, c), has(r - 1, c + 1)),
        x1 - inset,
        y1 - end(has(r + 1, c), has(r + 1, c + 1)),
      );
  }
  return d;
}

/**
 * The overlay of a variant puzzle for a grid `geometry.width` px wide: an `<svg class="variant-overlay">`
 * to place over the grid's top-left corner (inside its border), aria-hidden (the rules are stated in
 * text, rulesText). Layers, bottom up: shading (windoku boxes, extra regions), diagonals, region borders,
 * cages (one `<g class="cage">` each), sums (one `<g class="cage-sum">` each).
 */
export function drawVariant(model: DrawModel, geometry: BoardGeometry): SVGSVGElement {
  const n = model.size;
  if (!(geometry.width > 0))
    throw new RangeError(`drawVariant: the grid's width must be positive, got ${geometry.width}`);
  if (model.regions.length !== n * n)
    throw new RangeError(`drawVariant: regions has ${model.regions.length} cells, not ${n * n} (a ${n}x${n} grid)`);
  const w = geometry.width;
  const cell = w / n;
  const svg = el('svg', { class: 'variant-overlay', width: px(w), height: px(w), viewBox: `0 0 ${px(w)} ${px(w)}` });
  svg.setAttribute('aria-hidden', 'true');

  const shaded = [...(model.windoku && n === 9 ? windokuBoxes() : []), ...model.extraRegions];
  shaded.forEach((cells, k) => el('path', { class: 'shade', d: squares(cells, n, cell), 'data-unit': k }, svg));
  if (model.diagonalMain) el('line', { class: 'diagonal diagonal-main', x1: 0, y1: 0, x2: px(w), y2: px(w) }, svg);
  if (model.diagonalAnti) el('line', { class: 'diagonal diagonal-anti', x1: 0, y1: px(w), x2: px(w), y2: 0 }, svg);
  const thick = Math.max(2, Math.min(3, cell / 16));
  el('path', { class: 'regions', d: regionBorders(model, cell), 'stroke-width': px(thick) }, svg);

  // Cages inset clear of the region borders' half width and of the cell's own 1 px line.
  const inset = cageInset(cell);
  const sums = el('g', { class: 'cage-sums' });
  const box = cageSumBox(cell);
  model.cages.forEach((cage, k) => {
    const g = el('g', { class: 'cage', 'data-cage': k }, svg);
    el('path', { d: cageOutline(cage.cells, n, cell, inset) }, g);
    if (cage.sum === undefined) return;
    const first = Math.min(...cage.cells);
    const x = (first % n) * cell + 1;
    const y = Math.floor(first / n) * cell + 1;
    const label = el('g', { class: 'cage-sum', 'data-cage': k }, sums);
    const text = String(cage.sum);
    // Only as wide as its digits: the dashed line shows again right after the sum.
    const { width, height } = cageSumBox(cell, text.length);
    el('rect', { x: px(x), y: px(y), width, height }, label);
    const t = el(
      'text',
      {
        x: px(x + 1.5),
        y: px(y + box.font * 0.9 + 1),
        'font-size': box.font,
        textLength: px(box.font * DIGIT_EM * text.length),
        lengthAdjust: 'spacingAndGlyphs',
      },
      label,
    );
    t.textContent = text;
  });
  svg.append(sums);
  return svg;
}

/** The digits of an n x n grid in words: "1 to 9", "1 to 9 and A to G". */
function digitRange(n: number): string {
  return n <= 9 ? `1 to ${n}` : `1 to 9 and A to ${String.fromCharCode(64 + n - 9)}`;
}

/**
 * The puzzle's rules as short sentences to state above the board: the grid's (rows, columns, boxes or
 * jigsaw regions), then each extra rule the model has (diagonals, windoku, disjoint groups, extra
 * regions, cages, anti-knight, anti-king, non-consecutive).
 */
export function rulesText(model: DrawModel): string[] {
  const n = model.size;
  const out = [
    `Place ${digitRange(n)} once in each row, column and ${model.jigsaw ? 'bold-outlined region' : `${model.boxRows}x${model.boxCols} box`}.`,
  ];
  if (model.diagonalMain && model.diagonalAnti) out.push('Digits do not repeat on either marked diagonal.');
  else if (model.diagonalMain || model.diagonalAnti) out.push('Digits do not repeat on the marked diagonal.');
  if (model.windoku) out.push('Each of the four shaded windoku boxes also holds every digit once.');
  if (model.extraRegions.length)
    out.push(
      model.extraRegions.length === 1
        ? 'The shaded region also holds every digit once.'
        : 'Each shaded region also holds every digit once.',
    );
  if (model.disjointGroups) out.push('Cells in the same position of each box hold different digits (disjoint groups).');
  if (model.cages.length)
    out.push(
      model.cages.some((c) => c.sum !== undefined)
        ? 'Digits do not repeat in a dashed cage and add up to the small number in its corner.'
        : 'Digits do not repeat in a dashed cage.',
    );
  if (model.rules?.antiKnight) out.push("Cells a chess knight's move apart do not hold the same digit.");
  if (model.rules?.antiKing) out.push('Cells that touch diagonally do not hold the same digit (anti-king).');
  if (model.rules?.nonConsecutive) out.push('Digits in orthogonally adjacent cells are not consecutive.');
  return out;
}
