// The kinds of puzzle the app makes (New game, Daily): classic and the variants the engine
// generates, by the engine's variant names.
import type { VariantName } from 'sudoku-lab/variants';
import type { VariantShape } from 'sudoku-lab/element/internal';

export interface VariantKind {
  key: string;
  name: string;
  variants: VariantName[];
  /** Only on 9x9 (windoku's boxes). */
  only9?: boolean;
}

export const VARIANT_KINDS: VariantKind[] = [
  { key: 'classic', name: 'Classic', variants: [] },
  { key: 'killer', name: 'Killer', variants: ['killer'] },
  { key: 'killer-x', name: 'Killer X', variants: ['killer', 'x'] },
  { key: 'x', name: 'X (diagonals)', variants: ['x'] },
  { key: 'jigsaw', name: 'Jigsaw', variants: ['jigsaw'] },
  { key: 'windoku', name: 'Windoku', variants: ['windoku'], only9: true },
  { key: 'anti-knight', name: 'Anti-knight', variants: ['anti-knight'] },
  { key: 'anti-king', name: 'Anti-king', variants: ['anti-king'] },
  { key: 'non-consecutive', name: 'Non-consecutive', variants: ['non-consecutive'] },
  { key: 'disjoint-groups', name: 'Disjoint groups', variants: ['disjoint-groups'] },
];

/** A kind by key (classic for an unknown one). */
export const kindOf = (key: string): VariantKind => VARIANT_KINDS.find((k) => k.key === key) ?? VARIANT_KINDS[0]!;

/** The kind a board's shape is (classic for none), or null when no kind here has exactly its rules. */
export function kindOfShape(shape: VariantShape | null): VariantKind | null {
  if (!shape) return VARIANT_KINDS[0]!;
  const names: string[] = [];
  if (shape.cages.length) names.push('killer');
  if (shape.diagonalMain && shape.diagonalAnti) names.push('x');
  else if (shape.diagonalMain || shape.diagonalAnti) return null;
  if (shape.jigsaw) names.push('jigsaw');
  if (shape.windoku) names.push('windoku');
  if (shape.rules.antiKnight) names.push('anti-knight');
  if (shape.rules.antiKing) names.push('anti-king');
  if (shape.rules.nonConsecutive) names.push('non-consecutive');
  if (shape.disjointGroups) names.push('disjoint-groups');
  if (shape.extraRegions.length) return null;
  const key = names.sort().join();
  return VARIANT_KINDS.find((k) => [...k.variants].sort().join() === key) ?? null;
}
