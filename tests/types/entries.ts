// Type tests of the entries' labs, compiled by `tsc -p tsconfig.json` (npm run check, npm
// test): every `@ts-expect-error` line must be an error there (tsc fails on an unused one),
// and every other line must compile. Never run.
import type { SudokuPlayLab } from '../../web/src/lib/play.js';
import type {
  SudokuLab,
  SudokuSolverLab,
  TechniqueRating,
  GivensRating,
  SolveResult,
  LpSolveResult,
} from '../../web/src/lib/index.js';

export async function play(lab: SudokuPlayLab, p: string): Promise<void> {
  // rate's `by` is optional, as on the full entry: techniques by default.
  const byDefault: TechniqueRating = await lab.rate(p);
  const givens: GivensRating = await lab.rate(p, { by: 'givens' });
  const steps: TechniqueRating = await lab.rate(p, { steps: true });
  // @ts-expect-error the play module has no GA rating
  await lab.rate(p, { by: 'ga' });
  // @ts-expect-error the play module has no LP
  await lab.solve(p, { method: 'lp' });
  // @ts-expect-error nor the evolutionary methods
  await lab.solve(p, { method: 'ga-liu' });
  // @ts-expect-error in batches neither
  lab.solveBatch([p], { method: 'lp-hybrid' });
  // @ts-expect-error nor over several workers
  await lab.solveMany([p], { method: 'evolution' });
  const r: SolveResult = await lab.solve(p, { method: 'candidates-mrv' });
  // Many ratings and puzzles over the workers: rate's and generate's own types.
  const many: TechniqueRating[] = await lab.rateMany([p], { steps: true, workers: 2 });
  await lab.generateMany(2, { seed: 1, options: { difficulty: 'easy', symmetry: 'rot180' } });
  // @ts-expect-error the play module's generator has no GA terminal grids
  await lab.generateMany(2, { options: { terminal: 'ga' } });
  // @ts-expect-error the seed goes beside options (one for the run), not inside
  await lab.generateMany(2, { options: { seed: 3 } });
  void [byDefault, givens, steps, r, many];
}

export async function solver(lab: SudokuSolverLab, p: string): Promise<void> {
  // @ts-expect-error the solver-only module has no LP
  await lab.solve(p, { method: 'lp' });
  // @ts-expect-error a pausable batch is solveBatch: solveMany is a promise
  await lab.solveMany([p], { paused: true });
  await lab.solve(p, { method: 'backtrack' });
}

export async function full(lab: SudokuLab, p: string): Promise<void> {
  const lp: LpSolveResult = await lab.solve(p, { method: 'lp' });
  const batch = lab.solveBatch([p], { method: 'ga-liu' });
  await lab.solveMany([p], { method: 'lp-hybrid' });
  const byDefault: TechniqueRating = await lab.rate(p);
  void [lp, batch, byDefault];
}
