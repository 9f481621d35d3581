// Node entry of sudoku-lab/variants: the variants engine in a worker_threads Worker.
import { startLab } from './lab.js';
import { nodeSpawn, nodeWasmUrl, nodeWorkerScript } from './spawn-node.js';
import type { LabOptions } from './types.js';
import { createVariantLabOn, type SudokuVariantLab } from './variant-lab.js';

export * from './exports.js';
export type { SudokuVariantLab } from './variant-lab.js';

/** Starts a worker thread with the variants engine; resolves once the module is loaded. */
export function createVariantLab(options: LabOptions = {}): Promise<SudokuVariantLab> {
  return startLab(
    options,
    () => 1,
    (o) =>
      createVariantLabOn(
        nodeSpawn(nodeWorkerScript('node-variants-worker.js', import.meta.url, o.workerUrl)),
        nodeWasmUrl(o.wasmUrl),
      ),
  );
}
