// Browser entry of sudoku-lab/play: solve, count, validate, rate, hint and generate on the
// play module (no LP, no evolutionary methods), between sudoku-lab/solver and sudoku-lab.
import { createPlayLab, type SudokuPlayLab } from './play-lab.js';
import { browserSpawn, defaultBrowserWorkers } from './spawn-browser.js';
import type { LabOptions } from './types.js';

export * from './exports.js';
export type { PlayGenerateOptions, PlayRateOptions, SudokuPlayLab } from './play-lab.js';

const spawn = browserSpawn(
  () => new Worker(new URL('./play-worker.js', import.meta.url), { type: 'module', name: 'sudoku-lab-play' }),
);

/** Starts a worker with the play engine; resolves once the module is loaded. */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuPlayLab> {
  return createPlayLab(spawn, options.workers ?? defaultBrowserWorkers());
}
