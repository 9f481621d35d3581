// A printable sheet's pages: the puzzles, `per` to a page, each with its caption (and, for a
// variant, its overlay and its rules in words), then a page of answers.
import type { VariantModel, drawVariant, placeSumDigits, rulesText } from 'sudoku-lab/variants';
import { el } from '../../dom.js';
import { addOverlay, classicGrid, variantGrid } from './sheet-grid.js';

/** A puzzle of the sheet: its givens and solution as symbols ('.' empty); regions and model for a variant. */
export interface SheetPuzzle {
  givens: string;
  solution: string;
  seed: number;
  n: number;
  title?: string;
  regions?: readonly number[];
  model?: VariantModel;
}

/** The variants module's drawing functions (imported with the engine's chunk, on first use). */
export interface Drawing {
  drawVariant: typeof drawVariant;
  rulesText: typeof rulesText;
  placeSumDigits: typeof placeSumDigits;
}

/** A variant sheet's printed grid width in cm by puzzles a page: print.css's `.sheet-page.variant.per-N .pgrid`. */
const GRID_CM: Record<number, number> = { 1: 16, 2: 10, 4: 8.5, 6: 6.5 };

/**
 * The width the overlay is drawn for: 85% of the printed grid (inside its 2 px border), so that when
 * its viewBox scales it up to the grid, a cage sum drawn at the smallest 10 px prints at about 12 px (9 pt).
 */
export const overlayWidth = (per: number) => Math.round(((GRID_CM[per] ?? 8.5) * (96 / 2.54) - 4) * 0.85);

export function sheetPages(made: readonly SheetPuzzle[], per: number, band: string, drawing?: Drawing): HTMLElement[] {
  const variant = made.some((m) => m.regions);
  const caption = (i: number, m: SheetPuzzle) =>
    el('p', { class: 'pcaption' }, [i + 1, m.title, band, `seed ${m.seed}`].filter((x) => x).join(' · '));
  const puzzle = (m: SheetPuzzle, i: number) => {
    if (!m.regions) return el('figure', {}, classicGrid(m.givens), caption(i, m));
    const grid = variantGrid(m.givens, m.n, m.regions);
    const parts: HTMLElement[] = [grid];
    if (m.model && drawing) {
      addOverlay(grid, m.model, overlayWidth(per), drawing.drawVariant);
      parts.push(el('p', { class: 'prules' }, drawing.rulesText(m.model).join(' ')));
    }
    return el('figure', {}, ...parts, caption(i, m));
  };
  const answer = (m: SheetPuzzle, i: number) =>
    el(
      'figure',
      {},
      m.regions ? variantGrid(m.solution, m.n, m.regions, true) : classicGrid(m.solution, true),
      caption(i, m),
    );
  const pages: HTMLElement[] = [];
  for (let p = 0; p < made.length; p += per)
    pages.push(
      el(
        'section',
        { class: `sheet-page per-${per}${variant ? ' variant' : ''}` },
        ...made.slice(p, p + per).map((m, j) => puzzle(m, p + j)),
      ),
    );
  pages.push(
    el(
      'section',
      { class: 'sheet-page answers' },
      el('h2', {}, 'Answers'),
      el('div', { class: `answer-list n${made[0]?.n ?? 9}` }, ...made.map(answer)),
    ),
  );
  return pages;
}

/**
 * Once the pages are in the document (the givens' size is the stylesheet's, in pt): the given of each
 * cell that shows a cage sum placed clear of it, in the overlay's pixels scaled to the printed grid.
 */
export function placeSheetDigits(
  pages: readonly HTMLElement[],
  made: readonly SheetPuzzle[],
  per: number,
  drawing: Drawing,
) {
  const grids = pages.flatMap((p) => [...p.querySelectorAll<HTMLElement>('.pgrid.vgrid:not(.answer)')]);
  const drawn = overlayWidth(per);
  const shown = (GRID_CM[per] ?? 8.5) * (96 / 2.54) - 4;
  made.forEach((m, k) => {
    const cells = [...(grids[k]?.querySelectorAll<HTMLElement>(':scope > span') ?? [])];
    const plain = cells.find((c) => !c.classList.contains('cage-sum'));
    if (!m.model || !plain) return;
    const font = parseFloat(getComputedStyle(plain).fontSize) * (drawn / shown);
    drawing.placeSumDigits(cells, m.model, drawn, font, shown / drawn);
  });
}
