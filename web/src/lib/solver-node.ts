// Node entry of sudoku-lab/solver: the solver-only engine in a worker_threads Worker.
import { createSolverLab } from './lab.js';
import { defaultNodeWorkers, nodeSpawn } from './spawn-node.js';
import type { LabOptions, SudokuSolverLab } from './types.js';

export * from './exports.js';

const spawn = nodeSpawn(new URL('./node-solver-worker.js', import.meta.url));

/** Starts a worker thread with the solver-only engine; resolves once the module is loaded. */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuSolverLab> {
  return createSolverLab(spawn, options.workers ?? defaultNodeWorkers());
}
