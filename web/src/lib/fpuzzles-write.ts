// A variant puzzle written as f-puzzles JSON (docs/VARIANTS.md, "f-puzzles JSON"), for the links
// out (fpuzzlesLink, sudokuPadLink) of a puzzle that came in any other way (generated, a compact
// line, typed). Written from the model the variants lab answers (variants.model), field for field
// as the engine's own writer maps them: windoku as its four boxes among the extra regions (f-puzzles
// has no windoku flag), another box shape as jigsaw regions. Reading it back gives the same puzzle
// (tests/wasm/variant-links.test.mjs holds it to that). Constraints (thermometers, arrows, ...) are the
// core's to write, kind by kind (variants.write): a model carrying any is refused here, never written
// without them.
import { fail } from './link-bounds.js';
import type { VariantModel } from './types.js';

/** The part of a model the writer reads. */
export type FpuzzlesSource = Pick<
  VariantModel,
  | 'size'
  | 'boxRows'
  | 'boxCols'
  | 'jigsaw'
  | 'regions'
  | 'diagonalMain'
  | 'diagonalAnti'
  | 'windoku'
  | 'disjointGroups'
  | 'extraRegions'
  | 'cages'
  | 'rules'
  | 'givens'
> &
  Partial<Pick<VariantModel, 'constraints'>>;

/** The sizes' own boxes (rows x columns): any other shape is written as regions. */
const OWN_BOX: Record<number, number> = { 4: 2, 6: 2, 9: 3, 12: 3, 16: 4 };

/**
 * The puzzle as an f-puzzles JSON object (JSON.stringify it, or hand it to fpuzzlesLink / sudokuPadLink).
 *
 * @throws SudokuInputError (kind 'format') when `m` is not a model of one of the engine's sizes (its size and
 *   the lengths of its givens and regions), or carries constraints (variants.write(puzzle, { format: 'fpuzzles' })
 *   writes those), before anything is written.
 */
export function fpuzzlesJson(m: FpuzzlesSource): Record<string, unknown> {
  checkModel(m);
  const n = m.size;
  const name = (i: number) => `R${Math.floor(i / n) + 1}C${(i % n) + 1}`;
  const ownBoxes = !m.jigsaw && m.boxRows === OWN_BOX[n];
  const grid = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => {
      const i = r * n + c;
      const cell: Record<string, unknown> = {};
      if (m.givens[i]) Object.assign(cell, { value: m.givens[i], given: true });
      if (!ownBoxes) cell.region = m.regions[i];
      return cell;
    }),
  );
  const out: Record<string, unknown> = { size: n, grid };
  if (m.diagonalAnti) out['diagonal+'] = true;
  if (m.diagonalMain) out['diagonal-'] = true;
  if (m.rules.antiKnight) out.antiknight = true;
  if (m.rules.antiKing) out.antiking = true;
  if (m.rules.nonConsecutive) out.nonconsecutive = true;
  if (m.disjointGroups) out.disjointgroups = true;
  if (m.cages.length)
    out.killercage = m.cages.map((c) => ({
      cells: c.cells.map(name),
      ...(c.sum === undefined ? {} : { value: String(c.sum) }),
    }));
  const extra = m.extraRegions.map((cells) => cells.map(name));
  if (m.windoku && n === 9)
    for (const r0 of [1, 5])
      for (const c0 of [1, 5])
        extra.push([...Array(9).keys()].map((k) => name((r0 + Math.floor(k / 3)) * 9 + c0 + (k % 3))));
  if (extra.length) out.extraregion = extra.map((cells) => ({ cells }));
  return out;
}

/** A model of one of the engine's sizes, n*n givens and regions: what bounds the writing. */
function checkModel(m: unknown): asserts m is FpuzzlesSource {
  if (typeof m !== 'object' || m === null)
    fail(`fpuzzlesJson: expected a model (variants.model's answer), found ${m === null ? 'null' : typeof m}`);
  const { size, givens, regions } = m as Partial<FpuzzlesSource>;
  if (typeof size !== 'number' || OWN_BOX[size] === undefined)
    fail(`fpuzzlesJson: size ${String(size)} is not one of ${Object.keys(OWN_BOX).join(', ')}`);
  for (const [name, list] of [
    ['givens', givens],
    ['regions', regions],
  ] as const)
    if (!Array.isArray(list) || list.length !== size * size)
      fail(`fpuzzlesJson: ${name} must list the ${size * size} cells of a ${size}x${size} model`);
  // Written without them, the puzzle would change its rules (and its solutions) without a word.
  const { constraints } = m as Partial<FpuzzlesSource>;
  if (Array.isArray(constraints) && constraints.length > 0) {
    const first = (constraints[0] as { description?: unknown } | undefined)?.description;
    fail(
      `fpuzzlesJson: the model has ${constraints.length} constraint(s), ${String(first)} first, which the engine writes: use variants.write(puzzle, { format: 'fpuzzles' })`,
    );
  }
}
