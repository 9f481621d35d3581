// The kinds of puzzle the app makes (New game, Daily): classic and the variants the engine
// generates, by the engine's variant names.
import type { VariantName } from 'sudoku-lab/variants';

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
