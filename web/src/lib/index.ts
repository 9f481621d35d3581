// Browser entry of sudoku-lab: the full engine runs in a module Web Worker.
/**
 * `sudoku-lab`: the full engine. In a browser it runs in a module Web Worker; under Node (the
 * `node` export condition) in a worker_threads Worker, with the same API.
 *
 * @module sudoku-lab
 */
import { createLab, startLab } from './lab.js';
import { browserEntrySpawn, defaultBrowserWorkers, resolveUrl } from './spawn-browser.js';
import type { LabOptions, SudokuLab } from './types.js';

export * from './exports.js';

const here = import.meta.url; // (not written inline: bundlers would copy worker.js as a bare asset)

/**
 * Starts a worker with the engine; resolves once the module is loaded. Rejects with
 * SudokuOptionError for bad options and SudokuError when the worker script or .wasm cannot
 * be loaded (the message names the URL and what was found there).
 */
export function createSudokuLab(options: LabOptions = {}): Promise<SudokuLab> {
  return startLab(options, defaultBrowserWorkers, (o) =>
    createLab(
      browserEntrySpawn(
        o.workerUrl,
        new URL('./worker.js', here),
        () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'sudoku-lab' }),
        'sudoku-lab',
      ),
      o.workers,
      o.wasmUrl === undefined ? undefined : resolveUrl(o.wasmUrl, 'wasmUrl').href,
    ),
  );
}
