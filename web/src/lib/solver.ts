// Browser entry of sudoku-lab/solver: solve, count, validate and batches with the exact
// solver and the seed's search methods, on the small solver-only module (no rater, LP,
// evolution or generator).
/**
 * `sudoku-lab/solver`: solve, count, validate and batches on the small solver-only module
 * (browser and Node, as `sudoku-lab`).
 *
 * @module sudoku-lab/solver
 */
import { createSolverLab, startLab } from './lab.js';
import { browserEntrySpawn, defaultBrowserWorkers, resolveUrl } from './spawn-browser.js';
import type { LabOptions, SudokuSolverLab } from './types.js';

export * from './exports.js';

const here = import.meta.url; // (not written inline: bundlers would copy the worker as a bare asset)

/**
 * Starts a worker with the solver-only engine; resolves once the module is loaded. Rejects
 * as sudoku-lab's createSudokuLab does.
 */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuSolverLab> {
  return startLab(options, defaultBrowserWorkers, (o) =>
    createSolverLab(
      browserEntrySpawn(
        o.workerUrl,
        new URL('./solver-worker.js', here),
        () => new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module', name: 'sudoku-lab-solver' }),
        'sudoku-lab-solver',
      ),
      o.workers,
      o.wasmUrl === undefined ? undefined : resolveUrl(o.wasmUrl, 'wasmUrl').href,
    ),
  );
}
