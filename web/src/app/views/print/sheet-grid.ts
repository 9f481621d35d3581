// Printable grids: the classic 9x9 (81 characters; the stylesheet draws its boxes) and an n x n
// variant grid whose thick borders come from its regions (boxes and jigsaw alike), with the
// variant's overlay (cages and sums, diagonals, shading) laid over it.
import type { VariantModel, drawVariant } from 'sudoku-lab/variants';
import { el } from '../../dom.js';

/** A printable classic grid of 81 characters ('.' empty). */
export function classicGrid(text: string, answer = false): HTMLElement {
  const g = el('div', { class: `pgrid${answer ? ' answer' : ''}` });
  for (const ch of text) g.append(el('span', {}, ch === '.' ? '' : ch));
  return g;
}

/** A cell's symbol from its digit: 1-9 then A-G ('.' for 0, an empty cell). */
export const symbol = (d: number) => (d === 0 ? '.' : d <= 9 ? String(d) : String.fromCharCode(55 + d));

/**
 * A printable n x n grid of n*n symbols ('.' empty): a cell whose right or lower neighbour lies in
 * another region gets class tr or tb (a thick border there).
 */
export function variantGrid(symbols: string, n: number, regions: readonly number[], answer = false): HTMLElement {
  if (symbols.length !== n * n || regions.length !== n * n)
    throw new RangeError(`variantGrid: ${symbols.length} symbols and ${regions.length} regions for a ${n}x${n} grid`);
  const g = el('div', { class: `pgrid vgrid n${n}${answer ? ' answer' : ''}` });
  [...symbols].forEach((ch, i) => {
    const cls = [
      i % n < n - 1 && regions[i] !== regions[i + 1] ? 'tr' : '',
      i + n < n * n && regions[i] !== regions[i + n] ? 'tb' : '',
    ].join(' ');
    // A given in its own box, which a cell showing a cage sum moves clear of it (placeSheetDigits).
    g.append(
      el('span', cls.trim() ? { class: cls.trim() } : {}, ...(ch === '.' ? [] : [el('b', { class: 'value' }, ch)])),
    );
  });
  return g;
}

/** Whether the model has anything to draw over its grid besides region borders. */
export const hasOverlay = (m: VariantModel) =>
  m.cages.length > 0 || m.diagonalMain || m.diagonalAnti || m.windoku || m.extraRegions.length > 0;

/**
 * The model's overlay on a printable grid, drawn for a grid `width` CSS px wide and scaled by its
 * viewBox to the grid as printed (the stylesheet sizes it to the grid; its region borders are hidden
 * there: the cells' own borders draw them). A cell holding a cage sum (the cage's first cell) gets
 * class cage-sum: placeSheetDigits moves its given clear of the sum.
 */
export function addOverlay(grid: HTMLElement, model: VariantModel, width: number, draw: typeof drawVariant): void {
  if (!hasOverlay(model)) return;
  for (const cage of model.cages)
    if (cage.sum !== undefined) grid.children[Math.min(...cage.cells)]?.classList.add('cage-sum');
  grid.append(draw(model, { width }));
}
