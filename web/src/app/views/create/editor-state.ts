// The puzzle being made in the Create tab, as plain data (no DOM, no engine): givens, jigsaw
// regions, Killer cages and rule flags on an n x n grid, written as the compact line
// (docs/VARIANTS.md) every variant call reads, and as the shape variant-draw draws.
import type { DrawModel } from 'sudoku-lab/variants';
import {
  type VariantShape,
  cellNameOf,
  compactLine as writeLine,
  plainShape,
  symbol,
} from 'sudoku-lab/element/internal';

export const SIZES = [4, 6, 9, 12, 16] as const;
export type Size = (typeof SIZES)[number];

/** The rules a checkbox turns on; each writes one compact-line rule name. */
export const RULES = [
  { key: 'dm', label: 'Main diagonal' },
  { key: 'da', label: 'Anti-diagonal' },
  { key: 'w', label: 'Windoku (9x9)' },
  { key: 'dg', label: 'Disjoint groups' },
  { key: 'knight', label: 'Anti-knight' },
  { key: 'king', label: 'Anti-king' },
  { key: 'nc', label: 'Non-consecutive' },
] as const;
export type RuleKey = (typeof RULES)[number]['key'];

export interface Cage {
  /** Cells, row-major indices, in the order they were drawn. */
  cells: number[];
  sum?: number;
}

export interface EditorState {
  size: Size;
  /** 0: empty, else 1..size. */
  givens: number[];
  /** Each cell's region 0..size-1 (the boxes until painted). */
  regions: number[];
  cages: Cage[];
  rules: Set<RuleKey>;
}

/** The box shape of a size: rows x columns (6: 2x3, 12: 3x4). */
export function boxShape(size: Size): [number, number] {
  const { boxRows, boxCols } = plainShape(size);
  return [boxRows, boxCols];
}

/** Each cell's box, numbered in reading order. */
export const boxRegions = (size: Size): number[] => plainShape(size).regions;

export function emptyEditor(size: Size): EditorState {
  return {
    size,
    givens: new Array<number>(size * size).fill(0),
    regions: boxRegions(size),
    cages: [],
    rules: new Set(),
  };
}

export { symbol };

/** The digit a key types on a grid of this size (1-9, a-g or A-G), or 0 for none. */
export function digitOfKey(key: string, size: number): number {
  if (key.length !== 1) return 0;
  const k = key.toUpperCase();
  const d = k >= '1' && k <= '9' ? Number(k) : k >= 'A' && k <= 'G' ? k.charCodeAt(0) - 55 : 0;
  return d <= size ? d : 0;
}

/** A cell's name, r1c1 style (rows and columns from 1). */
export const cellName = cellNameOf;

export const isJigsaw = (s: EditorState) => s.regions.some((r, i) => r !== boxRegions(s.size)[i]);

/** The cage holding a cell, or -1. */
export const cageOf = (s: EditorState, cell: number) => s.cages.findIndex((c) => c.cells.includes(cell));

/** The compact line (the board's writer: the engine's field order, empty fields left out). */
export const compactLine = (s: EditorState): string => writeLine(shapeOf(s), s.givens);

/** The editor's puzzle as the board's shape. */
function shapeOf(s: EditorState): VariantShape {
  const m = drawModel(s);
  return { ...m, jigsaw: m.jigsaw ?? false, disjointGroups: m.disjointGroups ?? false, rules: m.rules! };
}

/** The puzzle as variant-draw's model: drawn from the editor at once, even while the engine would refuse it. */
export function drawModel(s: EditorState): DrawModel {
  const [boxRows, boxCols] = boxShape(s.size);
  return {
    size: s.size,
    boxRows,
    boxCols,
    regions: s.regions,
    jigsaw: isJigsaw(s),
    diagonalMain: s.rules.has('dm'),
    diagonalAnti: s.rules.has('da'),
    windoku: s.rules.has('w') && s.size === 9,
    disjointGroups: s.rules.has('dg'),
    extraRegions: [],
    cages: s.cages.map((c) => (c.sum === undefined ? { cells: c.cells } : { cells: c.cells, sum: c.sum })),
    rules: { antiKnight: s.rules.has('knight'), antiKing: s.rules.has('king'), nonConsecutive: s.rules.has('nc') },
  };
}

/** Whether the puzzle is a classic 9x9 (givens only): the player takes its 81 characters. */
export const isClassic = (s: EditorState) => s.size === 9 && !isJigsaw(s) && !s.cages.length && !s.rules.size;

/** The givens as n*n symbols ('.' empty). */
export const givensText = (s: EditorState) => s.givens.map((d) => (d ? symbol(d) : '.')).join('');

/**
 * A cage sum typed by the setter: '' for none, else an integer from 1 to the most the cage's
 * cells can hold; the reason otherwise.
 */
export function readSum(text: string, cells: number, size: number): { sum?: number } | { error: string } {
  const t = text.trim();
  if (!t) return {};
  if (!/^\d+$/.test(t)) return { error: `The cage sum must be a whole number, got '${t}'.` };
  const sum = Number(t);
  let most = 0;
  for (let k = 0; k < Math.min(cells, size); k++) most += size - k;
  if (sum < 1 || sum > most)
    return { error: `A cage of ${cells} cell${cells > 1 ? 's' : ''} sums to 1..${most} at most, got ${sum}.` };
  return { sum };
}
