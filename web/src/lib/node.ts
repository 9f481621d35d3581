// Node entry of sudoku-lab: the full engine runs in a worker_threads Worker.
import { createLab } from './lab.js';
import { defaultNodeWorkers, nodeSpawn } from './spawn-node.js';
import type { LabOptions, SudokuLab } from './types.js';

export * from './exports.js';

const spawn = nodeSpawn(new URL('./node-worker.js', import.meta.url));

/** Starts a worker thread with the engine; resolves once the module is loaded. */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuLab> {
  return createLab(spawn, options.workers ?? defaultNodeWorkers());
}
