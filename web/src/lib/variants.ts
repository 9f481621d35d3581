// Browser entry of sudoku-lab/variants: variant puzzles on their own module, loaded when this entry is.
/**
 * `sudoku-lab/variants`: variant puzzles (sizes 4 to 16, jigsaw, Killer, diagonals, windoku, anti-knight,
 * anti-king, non-consecutive, ...) solved, counted, checked and generated on their own module, loaded on
 * demand (browser and Node, as `sudoku-lab`).
 *
 * @module sudoku-lab/variants
 */
import { startLab } from './lab.js';
import { browserEntrySpawn, resolveUrl } from './spawn-browser.js';
import type { LabOptions } from './types.js';
import { createVariantLabOn, type SudokuVariantLab } from './variant-lab.js';

export * from './exports.js';
export type { SudokuVariantLab } from './variant-lab.js';
export * from './player/variant-draw.js'; // drawing a variant board: pages that draw their own grids place sums as the board does

const here = import.meta.url; // (not written inline: bundlers would copy the worker as a bare asset)

/**
 * Starts a worker with the variants engine; resolves once the module is loaded. Takes
 * createSudokuLab's options (workerUrl, wasmUrl: this entry's worker script and
 * sudoku-variants.wasm); its calls go to one worker, so `workers` changes nothing. Rejects as
 * sudoku-lab's createSudokuLab does.
 */
export function createVariantLab(options: LabOptions = {}): Promise<SudokuVariantLab> {
  return startLab(
    options,
    () => 1,
    (o) =>
      createVariantLabOn(
        browserEntrySpawn(
          o.workerUrl,
          new URL('./variants-worker.js', here),
          () =>
            new Worker(new URL('./variants-worker.js', import.meta.url), {
              type: 'module',
              name: 'sudoku-lab-variants',
            }),
          'sudoku-lab-variants',
        ),
        o.wasmUrl === undefined ? undefined : resolveUrl(o.wasmUrl, 'wasmUrl').href,
      ),
  );
}
