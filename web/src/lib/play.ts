// Browser entry of sudoku-lab/play: solve, count, validate, rate, hint and generate on the
// play module (no LP, no evolutionary methods), between sudoku-lab/solver and sudoku-lab.
/**
 * `sudoku-lab/play`: solve, rate, hint and generate on the play module, without the LP and
 * evolutionary methods (browser and Node, as `sudoku-lab`).
 *
 * @module sudoku-lab/play
 */
import { createPlayLab, type SudokuPlayLab, withFullOnDemand } from './play-lab.js';
import { startLab } from './lab.js';
import { browserEntrySpawn, defaultBrowserWorkers, resolveUrl } from './spawn-browser.js';
import type { PlayLabOptions } from './types.js';

export * from './exports.js';
export type { PlayGenerateOptions, PlayRateOptions, SudokuPlayLab } from './play-lab.js';

const here = import.meta.url; // (not written inline: bundlers would copy the worker as a bare asset)

/**
 * Starts a worker with the play engine; resolves once the module is loaded. Rejects as
 * sudoku-lab's createSudokuLab does. The engine is the lite play module at first (the play
 * module without the techniques puzzles up to "hard" never reach); the first call that needs
 * one of them starts the full play module and is answered there, with the same answer;
 * `engine: 'full'` starts on the full play module.
 */
export function createSudokuLab(options: PlayLabOptions = {}): Promise<SudokuPlayLab> {
  return startLab(
    options,
    defaultBrowserWorkers,
    (o) => {
      const full = () =>
        createPlayLab(
          browserEntrySpawn(
            o.workerUrl,
            new URL('./play-worker.js', here),
            () => new Worker(new URL('./play-worker.js', import.meta.url), { type: 'module', name: 'sudoku-lab-play' }),
            'sudoku-lab-play',
          ),
          o.workers,
          o.wasmUrl === undefined ? undefined : resolveUrl(o.wasmUrl, 'wasmUrl').href,
        );
      // Files of one's own (workerUrl, wasmUrl) are the full play module's, as before the lite one.
      if (o.engine === 'full' || o.workerUrl !== undefined || o.wasmUrl !== undefined) return full();
      // The lite play module first (a smaller first load); the full one when a call needs it.
      return createPlayLab(
        browserEntrySpawn(
          undefined,
          new URL('./play-lite-worker.js', here),
          () =>
            new Worker(new URL('./play-lite-worker.js', import.meta.url), { type: 'module', name: 'sudoku-lab-play' }),
          'sudoku-lab-play',
        ),
        o.workers,
      ).then((lite) => withFullOnDemand(lite, full));
    },
    true,
  );
}
