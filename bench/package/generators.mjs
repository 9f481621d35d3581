// @ts-check
// The generators compared by generate.mjs, each behind one interface: labels maps each of
// this project's technique bands to the setting of the tool that claims it (none: no setting
// does), and start() loads the tool and returns gen(label, seed) -> 81 characters, '.' empty.
// Peers take no seed (they draw from Math.random); sudoku-lab gets an integer seed.
import { BANDS, installedVersion, packageVersion, resolveEntry } from './common.mjs';

/**
 * @typedef {{ name: string, version: string, how: string,
 *   labels: Partial<Record<typeof BANDS[number], string | number>>,
 *   start: () => Promise<(label: string | number, seed: number) => Promise<string> | string> }} Generator
 */

/** @param {ArrayLike<number | null>} cells @param {number} offset added to each digit */
const text = (cells, offset) =>
  Array.from(cells, (v) => (v === null || v < 0 || v === undefined ? '.' : String(v + offset))).join('');

/** sudoku-lab through an entry of the package (the Node export of `entry`), or null when it cannot generate. @param {string} entry */
export function labGenerator(entry) {
  const resolved = resolveEntry(entry);
  if ('skip' in resolved) return { entry, skip: resolved.skip };
  /** @type {Generator} */
  const g = {
    name: entry,
    version: packageVersion(),
    how: 'lab.generate({ difficulty, seed }) in a worker thread',
    labels: Object.fromEntries(BANDS.map((b) => [b, b])),
    async start() {
      const { createSudokuLab } = await import(resolved.node);
      const lab = await createSudokuLab({ workers: 1 });
      if (typeof lab.generate !== 'function') throw new Error(`${entry} has no generate()`);
      return async (label, seed) => (await lab.generate({ difficulty: label, seed })).puzzle;
    },
  };
  return g;
}

/** @type {Generator[]} */
export const peers = [
  {
    name: 'sudoku-gen',
    version: installedVersion('sudoku-gen'),
    how: 'getSudoku(label): one of 10 stored puzzles per label, relabelled and permuted',
    labels: { easy: 'easy', medium: 'medium', hard: 'hard', expert: 'expert' },
    async start() {
      const { getSudoku } = (await import('sudoku-gen')).default;
      return (label) => getSudoku(/** @type {any} */ (label)).puzzle.replaceAll('-', '.');
    },
  },
  {
    name: '@algorithm.ts/sudoku',
    version: installedVersion('@algorithm.ts/sudoku'),
    how: 'new SudokuCreator({ childMatrixWidth: 3 }).createSudoku(d): d in [0, 1] is the share of cells it tries to empty; its README calls 0.2 easy and 1.0 hard',
    labels: { easy: 0.2, hard: 1.0 },
    async start() {
      const { SudokuCreator } = await import('@algorithm.ts/sudoku');
      const creator = new SudokuCreator({ childMatrixWidth: 3 });
      return (label) => text(creator.createSudoku(Number(label)).puzzle, 1);
    },
  },
  {
    name: 'sudoku-core',
    version: installedVersion('sudoku-core'),
    how: 'generate(label), labels easy, medium, hard, expert, master (its own strategy score); master is its hardest, taken as extreme',
    labels: { easy: 'easy', medium: 'medium', hard: 'hard', expert: 'expert', extreme: 'master' },
    async start() {
      const { generate } = await import('sudoku-core');
      return (label) => text(/** @type {(number | null)[]} */ (generate(/** @type {any} */ (label))), 0);
    },
  },
];
