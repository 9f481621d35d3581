// Browser entry of sudoku-lab/solver: solve, count, validate and batches with the exact
// solver and the seed's search methods, on the small solver-only module (no rater, LP,
// evolution or generator).
import { createSolverLab } from './lab.js';
import { browserSpawn, defaultBrowserWorkers } from './spawn-browser.js';
import type { LabOptions, SudokuSolverLab } from './types.js';

export * from './exports.js';

const spawn = browserSpawn(
  () => new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module', name: 'sudoku-lab-solver' }),
);

/** Starts a worker with the solver-only engine; resolves once the module is loaded. */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuSolverLab> {
  return createSolverLab(spawn, options.workers ?? defaultBrowserWorkers());
}
