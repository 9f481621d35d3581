// Node entry of sudoku-lab/solver: the solver-only engine in a worker_threads Worker.
import { createSolverLab, startLab } from './lab.js';
import { defaultNodeWorkers, nodeSpawn, nodeWasmUrl, nodeWorkerScript } from './spawn-node.js';
import type { LabOptions, SudokuSolverLab } from './types.js';

export * from './exports.js';

/** Starts a worker thread with the solver-only engine; resolves once the module is loaded. */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuSolverLab> {
  return startLab(options, defaultNodeWorkers, (o) =>
    createSolverLab(
      nodeSpawn(nodeWorkerScript('node-solver-worker.js', import.meta.url, o.workerUrl)),
      o.workers,
      nodeWasmUrl(o.wasmUrl),
    ),
  );
}
