// Node entry of sudoku-lab/play: the play engine in a worker_threads Worker.
import { createPlayLab, type SudokuPlayLab } from './play-lab.js';
import { startLab } from './lab.js';
import { defaultNodeWorkers, nodeSpawn, nodeWasmUrl, nodeWorkerScript } from './spawn-node.js';
import type { PlayLabOptions } from './types.js';

export * from './exports.js';
export type { PlayGenerateOptions, PlayRateOptions, SudokuPlayLab } from './play-lab.js';

/**
 * Starts a worker thread with the play engine; resolves once the module is loaded. Node runs
 * the full play module whatever `engine` says (it has no download to save).
 */
export function createSudokuLab(options: PlayLabOptions = {}): Promise<SudokuPlayLab> {
  return startLab(
    options,
    defaultNodeWorkers,
    (o) =>
      createPlayLab(
        nodeSpawn(nodeWorkerScript('node-play-worker.js', import.meta.url, o.workerUrl)),
        o.workers,
        nodeWasmUrl(o.wasmUrl),
      ),
    true,
  );
}
