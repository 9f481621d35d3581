// The shape of the puzzle on a board: its size and, for a variant, its rules (the model the variants
// engine reads, variants.model). From it: each cell's peers (the cells that may not hold the same digit:
// every unit and cage it shares, a knight's or king's move), used by the player to clear marks and fill
// auto-notes; the compact line the engine takes back (docs/VARIANTS.md); and a saved model read back
// without trusting it. Rules are judged by the engine; this only lays them out.
import type { DrawModel } from './variant-draw.js';

/** Digits as written: 1-9 then A-G for 10-16 (the engine's symbols). */
export const SYMBOLS = '123456789ABCDEFG';
/** A digit's symbol ('.' for 0). */
export const symbol = (d: number) => (d ? SYMBOLS[d - 1]! : '.');
/** A symbol's digit (0 for anything else). */
export const digitOf = (ch: string) => SYMBOLS.indexOf(ch.toUpperCase()) + 1;

/** The sizes the variants engine takes, and their boxes (rows x columns). */
const BOXES: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 12: [3, 4], 16: [4, 4] };

/** What a variant board keeps of the engine's model: everything but the givens. */
export type VariantShape = Required<DrawModel>;

/** The classic 9x9 shape (boxes, no extra rules). */
export function plainShape(size = 9): VariantShape {
  const [boxRows, boxCols] = BOXES[size] ?? [3, 3];
  const regions = Array.from({ length: size * size }, (_, i) => {
    const r = Math.floor(i / size);
    const c = i % size;
    return Math.floor(r / boxRows) * (size / boxCols) + Math.floor(c / boxCols);
  });
  return {
    size: size as VariantShape['size'],
    boxRows,
    boxCols,
    jigsaw: false,
    regions,
    diagonalMain: false,
    diagonalAnti: false,
    windoku: false,
    disjointGroups: false,
    extraRegions: [],
    cages: [],
    rules: { antiKnight: false, antiKing: false, nonConsecutive: false },
  };
}

/** The groups of cells that hold no digit twice: rows, columns, regions, extra units and cages. */
export function unitsOf(s: VariantShape): number[][] {
  const n = s.size;
  const units: number[][] = [];
  const range = [...Array(n).keys()];
  for (const r of range) units.push(range.map((c) => r * n + c));
  for (const c of range) units.push(range.map((r) => r * n + c));
  for (const k of range) units.push([...s.regions.keys()].filter((i) => s.regions[i] === k));
  if (s.diagonalMain) units.push(range.map((k) => k * n + k));
  if (s.diagonalAnti) units.push(range.map((k) => (n - 1 - k) * n + k));
  if (s.windoku && n === 9)
    for (const r0 of [1, 5])
      for (const c0 of [1, 5]) units.push(range.map((k) => (r0 + Math.floor(k / 3)) * 9 + c0 + (k % 3)));
  if (s.disjointGroups)
    for (const k of range) {
      const dr = Math.floor(k / s.boxCols);
      const dc = k % s.boxCols;
      units.push(
        [...Array(n * n).keys()].filter((i) => Math.floor(i / n) % s.boxRows === dr && (i % n) % s.boxCols === dc),
      );
    }
  units.push(...s.extraRegions, ...s.cages.map((c) => c.cells));
  return units;
}

/** Each cell's peers (itself excluded): the cells of its units, and a knight's or king's move away by the rules. */
export function peersOf(s: VariantShape): number[][] {
  const n = s.size;
  const sets = Array.from({ length: n * n }, () => new Set<number>());
  for (const u of unitsOf(s)) for (const a of u) for (const b of u) if (a !== b) sets[a]!.add(b);
  const moves: [number, number][] = [];
  if (s.rules.antiKnight) moves.push([1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]);
  if (s.rules.antiKing) moves.push([1, 1], [1, -1], [-1, 1], [-1, -1]);
  for (let i = 0; i < n * n; i++)
    for (const [dr, dc] of moves) {
      const r = Math.floor(i / n) + dr;
      const c = (i % n) + dc;
      if (r >= 0 && c >= 0 && r < n && c < n) sets[i]!.add(r * n + c);
    }
  return sets.map((s) => [...s].sort((a, b) => a - b));
}

/** A cell's name r1c1 on a board of side n. */
export const cellNameOf = (c: number, n: number) => `r${Math.floor(c / n) + 1}c${(c % n) + 1}`;

/**
 * The compact line of a shape (docs/VARIANTS.md), with givens when any: what the variants engine reads
 * back as the same puzzle, written as the engine's own writer writes it (fields in its order), so a
 * generated puzzle's line and the board's are the same text.
 */
export function compactLine(s: VariantShape, givens: readonly number[] = []): string {
  const n = s.size;
  const cells = (list: readonly number[]) => list.map((i) => cellNameOf(i, n)).join('');
  const fields = [String(n)];
  const [br, bc] = BOXES[n] ?? [0, 0];
  if (s.boxRows !== br || s.boxCols !== bc) fields.push(`box=${s.boxRows}x${s.boxCols}`);
  if (givens.some((d) => d)) fields.push(`givens=${givens.map(symbol).join('')}`);
  if (s.jigsaw) fields.push(`regions=${s.regions.map((k) => symbol(k + 1)).join('')}`);
  const rules: string[] = [];
  if (s.diagonalMain && s.diagonalAnti) rules.push('x');
  else if (s.diagonalMain) rules.push('dm');
  else if (s.diagonalAnti) rules.push('da');
  if (s.windoku) rules.push('w');
  if (s.disjointGroups) rules.push('dg');
  if (s.rules.antiKnight) rules.push('knight');
  if (s.rules.antiKing) rules.push('king');
  if (s.rules.nonConsecutive) rules.push('nc');
  if (rules.length) fields.push(`rules=${rules.join(',')}`);
  if (s.cages.length)
    fields.push(`cages=${s.cages.map((c) => (c.sum === undefined ? '' : `${c.sum}:`) + cells(c.cells)).join(',')}`);
  if (s.extraRegions.length) fields.push(`extra=${s.extraRegions.map(cells).join(',')}`);
  return fields.join(';');
}

/** Whether a shape has anything but boxes of its size (a classic 9x9 has not). */
export const isPlain = (s: VariantShape) => s.size === 9 && compactLine(s) === '9';

/** The shape of a model (its givens left out). */
export function shapeOf(m: DrawModel): VariantShape {
  const plain = plainShape(m.size);
  return {
    size: m.size,
    boxRows: m.boxRows,
    boxCols: m.boxCols,
    jigsaw: m.jigsaw ?? plain.jigsaw,
    regions: [...m.regions],
    diagonalMain: m.diagonalMain,
    diagonalAnti: m.diagonalAnti,
    windoku: m.windoku,
    disjointGroups: m.disjointGroups ?? false,
    extraRegions: m.extraRegions.map((r) => [...r]),
    cages: m.cages.map((c) => (c.sum === undefined ? { cells: [...c.cells] } : { cells: [...c.cells], sum: c.sum })),
    rules: { ...plain.rules, ...(m.rules ?? {}) },
  };
}

/**
 * A saved shape read back (storage is untrusted): null unless every field is what it claims — a size
 * of the engine's, its regions one index per cell, cells inside the grid, sums whole numbers.
 */
export function readShape(o: unknown): VariantShape | null {
  if (typeof o !== 'object' || o === null) return null;
  const s = o as Record<string, unknown>;
  const n = s.size;
  if (typeof n !== 'number' || !BOXES[n]) return null;
  const index = (v: unknown, max: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < max;
  const cells = (a: unknown): a is number[] =>
    Array.isArray(a) && a.length > 0 && a.length <= n && a.every((v) => index(v, n * n));
  const flag = (v: unknown) => v === true;
  const rules = (typeof s.rules === 'object' && s.rules) || {};
  if (!Array.isArray(s.regions) || s.regions.length !== n * n || !s.regions.every((v) => index(v, n))) return null;
  if (!Array.isArray(s.extraRegions) || !s.extraRegions.every(cells)) return null;
  if (!Array.isArray(s.cages) || s.cages.length > n * n) return null;
  const cages: VariantShape['cages'] = [];
  for (const c of s.cages as unknown[]) {
    const { cells: cs, sum } = (c ?? {}) as { cells?: unknown; sum?: unknown };
    if (!cells(cs) || (sum !== undefined && !index(sum, 137))) return null;
    cages.push(sum === undefined ? { cells: cs } : { cells: cs, sum: sum as number });
  }
  const [br, bc] = BOXES[n]!;
  // Another box shape is kept only when it tiles the grid (the engine reads it as given).
  const own =
    Number.isInteger(s.boxRows) && Number.isInteger(s.boxCols) && (s.boxRows as number) * (s.boxCols as number) === n;
  const r = rules as Record<string, unknown>;
  return {
    size: n as VariantShape['size'],
    boxRows: own ? (s.boxRows as number) : br,
    boxCols: own ? (s.boxCols as number) : bc,
    jigsaw: flag(s.jigsaw),
    regions: s.regions as number[],
    diagonalMain: flag(s.diagonalMain),
    diagonalAnti: flag(s.diagonalAnti),
    windoku: flag(s.windoku) && n === 9,
    disjointGroups: flag(s.disjointGroups),
    extraRegions: s.extraRegions as number[][],
    cages,
    rules: { antiKnight: flag(r.antiKnight), antiKing: flag(r.antiKing), nonConsecutive: flag(r.nonConsecutive) },
  };
}
