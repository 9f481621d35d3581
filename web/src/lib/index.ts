// Browser entry of sudoku-lab: the full engine runs in a module Web Worker.
import { createLab } from './lab.js';
import { browserSpawn, defaultBrowserWorkers } from './spawn-browser.js';
import type { LabOptions, SudokuLab } from './types.js';

export * from './exports.js';

const spawn = browserSpawn(() => new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'sudoku-lab' }));

/** Starts a worker with the engine; resolves once the module is loaded. */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuLab> {
  return createLab(spawn, options.workers ?? defaultBrowserWorkers());
}
