// Node entry of sudoku-lab/play: the play engine in a worker_threads Worker.
import { createPlayLab, type SudokuPlayLab } from './play-lab.js';
import { defaultNodeWorkers, nodeSpawn } from './spawn-node.js';
import type { LabOptions } from './types.js';

export * from './exports.js';
export type { PlayGenerateOptions, PlayRateOptions, SudokuPlayLab } from './play-lab.js';

const spawn = nodeSpawn(new URL('./node-play-worker.js', import.meta.url));

/** Starts a worker thread with the play engine; resolves once the module is loaded. */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuPlayLab> {
  return createPlayLab(spawn, options.workers ?? defaultNodeWorkers());
}
