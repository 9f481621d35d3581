// Node entry of sudoku-lab: the full engine runs in a worker_threads Worker.
import { createLab, startLab } from './lab.js';
import { defaultNodeWorkers, nodeSpawn, nodeWasmUrl, nodeWorkerScript } from './spawn-node.js';
import type { LabOptions, SudokuLab } from './types.js';

export * from './exports.js';

/**
 * Starts a worker thread with the engine; resolves once the module is loaded. Rejects with
 * SudokuOptionError for bad options and SudokuError when the worker script or .wasm cannot
 * be found or read (the message names the path).
 */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuLab> {
  return startLab(options, defaultNodeWorkers, (o) =>
    createLab(
      nodeSpawn(nodeWorkerScript('node-worker.js', import.meta.url, o.workerUrl)),
      o.workers,
      nodeWasmUrl(o.wasmUrl),
    ),
  );
}
