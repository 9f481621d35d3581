// Rates a file of puzzles (one a line) on a pool of worker threads: each lab runs its engine in
// a worker thread of its own, and each takes the next puzzle as soon as it has rated the last,
// so a slow puzzle holds up one thread only. Prints 'PUZZLE ER DIFFICULTY' per line, in input
// order ('PUZZLE invalid: why' for a line that is not a puzzle with one solution).
// Usage: node pool.js [FILE] [--threads N]   (default: puzzles.txt, one thread per core)
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createSudokuLab, SudokuInputError } from 'sudoku-lab/play';

const args = process.argv.slice(2);
const at = args.indexOf('--threads');
const given = at < 0 ? undefined : (args.splice(at, 2)[1] ?? '');
const threads = given === undefined ? availableParallelism() : Number(given);
if (!Number.isInteger(threads) || threads < 1) {
  console.error(`pool.js: --threads must be a whole number >= 1, got '${given}'`);
  process.exit(2);
}
const file = args[0] ?? new URL('./puzzles.txt', import.meta.url);
const puzzles = readFileSync(file, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '');

const labs = await Promise.all(
  Array.from({ length: Math.min(threads, puzzles.length) }, () => createSudokuLab({ workers: 1 })),
);
const results = new Array(puzzles.length);
let next = 0;
await Promise.all(
  labs.map(async (lab) => {
    while (next < puzzles.length) {
      const i = next++;
      try {
        const r = await lab.rate(puzzles[i]);
        results[i] = `${r.er.toFixed(1)} ${r.difficulty}`;
      } catch (e) {
        if (!(e instanceof SudokuInputError)) throw e;
        results[i] = `invalid: ${e.message}`;
      }
    }
  }),
);
for (const lab of labs) lab.dispose();
puzzles.forEach((p, i) => console.log(`${p} ${results[i]}`));
console.error(`rated ${puzzles.length} puzzles on ${labs.length} worker threads`);
