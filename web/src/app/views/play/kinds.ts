// The kinds of puzzle the app makes (New game, Daily): classic and the variants the engine
// generates, by the engine's variant names; and the kind of a game on the board, the name its
// progress is kept under (state/saves.ts) and shown by.
import type { VariantName } from 'sudoku-lab/variants';
import type { Game, VariantShape } from 'sudoku-lab/element/internal';

export interface VariantKind {
  key: string;
  name: string;
  variants: VariantName[];
  /**
   * The sizes New game makes it at: those the variants engine generates in seconds to tens of seconds
   * (native, seed 1, easy). Left out: 4x4 anti-king and non-consecutive (no such grid), windoku but
   * 9x9 (its boxes), and sizes where generation ran past a minute (Killer 12x12 and 16x16; jigsaw,
   * non-consecutive and disjoint groups 16x16).
   */
  sizes: readonly number[];
}

const ALL = [4, 6, 9, 12, 16];

export const VARIANT_KINDS: VariantKind[] = [
  { key: 'classic', name: 'Classic', variants: [], sizes: ALL },
  { key: 'killer', name: 'Killer', variants: ['killer'], sizes: [4, 6, 9] },
  { key: 'killer-x', name: 'Killer X', variants: ['killer', 'x'], sizes: [4, 6, 9] },
  { key: 'x', name: 'X (diagonals)', variants: ['x'], sizes: ALL },
  { key: 'jigsaw', name: 'Jigsaw', variants: ['jigsaw'], sizes: [4, 6, 9, 12] },
  { key: 'windoku', name: 'Windoku', variants: ['windoku'], sizes: [9] },
  { key: 'anti-knight', name: 'Anti-knight', variants: ['anti-knight'], sizes: ALL },
  { key: 'anti-king', name: 'Anti-king', variants: ['anti-king'], sizes: [6, 9, 12, 16] },
  { key: 'non-consecutive', name: 'Non-consecutive', variants: ['non-consecutive'], sizes: [6, 9, 12] },
  { key: 'disjoint-groups', name: 'Disjoint groups', variants: ['disjoint-groups'], sizes: [4, 6, 9, 12] },
];

/** Every grid size some kind is made at, for the size select. */
export const GRID_SIZES = ALL;

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
  return kindOfVariants(names);
}

/** The kind with exactly these variants (in any order; none: classic), or null. */
export function kindOfVariants(variants: readonly string[]): VariantKind | null {
  const key = [...variants].sort().join();
  return VARIANT_KINDS.find((k) => [...k.variants].sort().join() === key) ?? null;
}

/**
 * The name a game is kept under, from its kind (a VariantKind key, or 'other'), size and, for a
 * daily puzzle, day and band: "classic", "killer 6x6", "daily 2026-12-07 medium classic".
 */
export function kindName(key: string, size: number, daily?: { date: string; band: string }): string {
  const kind = size === 9 ? key : `${key} ${size}x${size}`;
  return daily ? `daily ${daily.date} ${daily.band} ${kind}` : kind;
}

/** The name the game on a board is kept under (kindName). */
export function kindOfGame(game: Game): string {
  const key = game.shape ? (kindOfShape(game.shape)?.key ?? 'other') : 'classic';
  const { date, difficulty } = game.info;
  return kindName(key, game.size, date ? { date, band: difficulty ?? 'unrated' } : undefined);
}

/** How the list names a kind: "Killer 6x6", "Daily 2026-12-07 medium", "Daily 2026-12-07 medium Killer". */
export function kindLabel(kind: string): string {
  const daily = /^daily (\S+) (\S+) (.+)$/.exec(kind);
  const [key = '', size] = (daily ? daily[3]! : kind).split(' ');
  const name = key === 'other' ? 'Other rules' : kindOf(key).name;
  const plain = size ? `${name} ${size}` : name;
  if (!daily) return plain;
  return `Daily ${daily[1]} ${daily[2]}${plain === 'Classic' ? '' : ` ${plain}`}`;
}
