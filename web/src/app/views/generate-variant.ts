// The Generate tab's variant half: a kind (Killer, X, jigsaw, ...) and a size beside the classic
// options; a variant puzzle is made by the variants engine (app.variants()) with the difficulty,
// symmetry and seed, put on the board, and rated by the variant rater. The classic-only options
// (clue level, full grid, minimal, raw) are switched off while a variant is picked.
import type { App } from '../app.js';
import { el } from '../dom.js';
import { VARIANT_KINDS, kindOf } from './play/kinds.js';

/** The kind and size selects; `variant()`: the picked variant (null for classic). */
export function variantPicker(classicOnly: (HTMLInputElement | HTMLSelectElement)[]) {
  const kind = el('select', { id: 'gen-variant' });
  for (const k of VARIANT_KINDS) kind.append(el('option', { value: k.key }, k.name));
  const size = el('select', { id: 'gen-size' });
  for (const n of ['9', '6', '4', '12', '16']) size.append(el('option', { value: n }, `${n}x${n}`));
  const sync = () => {
    const k = kindOf(kind.value);
    const classic = !k.variants.length;
    size.disabled = classic || k.sizes.length < 2;
    if (size.disabled) size.value = '9';
    for (const c of classicOnly) c.disabled = !classic;
  };
  kind.addEventListener('change', sync);
  sync();
  return {
    kind,
    size,
    variant: () => {
      const k = kindOf(kind.value);
      return k.variants.length
        ? { name: k.name, variants: k.variants, size: Number(size.value) as 4 | 6 | 9 | 12 | 16 }
        : null;
    },
  };
}

/** Makes a variant puzzle, puts it on the board and rates it: the summary rows. */
export async function generateVariant(
  app: App,
  v: NonNullable<ReturnType<ReturnType<typeof variantPicker>['variant']>>,
  options: { difficulty?: string; symmetry: string; seed?: number | string; signal: AbortSignal },
): Promise<{ puzzle: string; rows: [string, string][] }> {
  if (options.symmetry !== 'none' && options.symmetry !== 'rot180')
    throw new Error(`variant puzzles take the symmetry none or 180° rotation, not ${options.symmetry}`);
  const lab = await app.variants();
  const g = await lab.generate({
    variants: v.variants,
    size: v.size,
    symmetry: options.symmetry === 'rot180' ? 'rot180' : 'none',
    ...(options.difficulty ? { difficulty: options.difficulty as 'easy' } : {}),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    signal: options.signal,
  });
  const problem = await app.loadPuzzle(
    g.puzzle,
    { seed: g.seed, ...(options.difficulty ? { difficulty: options.difficulty } : {}) },
    g.solution,
  );
  if (problem) throw new Error(problem);
  const rating = await lab.rate(g.puzzle, { signal: options.signal });
  return {
    puzzle: g.puzzle,
    rows: [
      ['kind', `${v.name}, ${v.size}x${v.size}`],
      ['givens', String(g.givens)],
      ...(g.cages ? [['cages', String(g.cages)] as [string, string]] : []),
      ['techniques', `${rating.difficulty} (ER ${rating.er.toFixed(1)}, hardest: ${rating.hardest})`],
      ['seed', String(g.seed)],
    ],
  };
}
