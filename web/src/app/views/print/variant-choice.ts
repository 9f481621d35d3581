// The Print tab's variant and size choices: the rules a sheet's puzzles have, and the sizes the
// variants engine generates quickly for them (a sheet holds up to 24 puzzles, made one after the
// other). Killer 12x12 takes minutes a puzzle, 16x16 anything but classic tens of seconds; windoku
// is 9x9 only; no 4x4 grid is anti-king or non-consecutive; a 4x4 rates easy and nothing else.
import type { Difficulty } from 'sudoku-lab';
import type { VariantName } from 'sudoku-lab/variants';

export interface PrintVariant {
  key: string;
  label: string;
  /** Its name in captions, when shorter than the label. */
  short?: string;
  names: VariantName[];
  sizes: readonly number[];
}

export const PRINT_VARIANTS: readonly PrintVariant[] = [
  { key: 'classic', label: 'Classic', names: ['classic'], sizes: [4, 6, 9, 12, 16] },
  { key: 'killer', label: 'Killer', names: ['killer'], sizes: [4, 6, 9] },
  { key: 'killer-x', label: 'Killer X', names: ['killer', 'x'], sizes: [4, 6, 9] },
  { key: 'x', label: 'X (both diagonals)', short: 'X', names: ['x'], sizes: [4, 6, 9, 12] },
  { key: 'jigsaw', label: 'Jigsaw', names: ['jigsaw'], sizes: [4, 6, 9] },
  { key: 'windoku', label: 'Windoku', names: ['windoku'], sizes: [9] },
  { key: 'anti-knight', label: 'Anti-knight', names: ['anti-knight'], sizes: [4, 6, 9] },
  { key: 'anti-king', label: 'Anti-king', names: ['anti-king'], sizes: [6, 9, 12] },
  { key: 'non-consecutive', label: 'Non-consecutive', names: ['non-consecutive'], sizes: [6, 9] },
];

export const PRINT_SIZES = [4, 6, 9, 12, 16] as const;

/** The variant of a key from the select (the first, classic, for an unknown one). */
export const printVariant = (key: string): PrintVariant =>
  PRINT_VARIANTS.find((v) => v.key === key) ?? PRINT_VARIANTS[0]!;

/** Whether the engine makes puzzles of this band at this size (a 4x4 rates easy only). */
export const bandFits = (size: number, band: Difficulty | string) => size !== 4 || band === 'easy';

/** A puzzle's name in its caption: "Killer", "Jigsaw 6x6". */
export const variantTitle = (v: PrintVariant, size: number) => {
  const name = v.short ?? v.label;
  return size === 9 ? name : `${name} ${size}x${size}`;
};
