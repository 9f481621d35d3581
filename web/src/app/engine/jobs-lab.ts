// A lab whose evolve() runs are jobs of the puzzle they evolve: the Watch view gets this lab,
// so a Watch run is registered with the app's job registry (state/jobs.ts) without the view's own
// code knowing about it. Loading another puzzle then asks whether to stop the run (stop()
// keeps its best) or keep it on its own puzzle.
import type { SudokuLab } from 'sudoku-lab';
import type { Jobs } from '../state/jobs.js';

/** The 81-character givens ('.' for empty) of a puzzle given as text or digits. */
function givensOf(puzzle: unknown): string {
  const digits =
    typeof puzzle === 'string' ? puzzle.replace(/[^0-9.]/g, '') : Array.isArray(puzzle) ? puzzle.join('') : '';
  return digits.replace(/0/g, '.');
}

export function evolveAsJobs(lab: SudokuLab, jobs: Jobs, view: string): SudokuLab {
  return new Proxy(lab, {
    get(target, key) {
      if (key === 'evolve') {
        return (...args: Parameters<SudokuLab['evolve']>) => {
          const handle = target.evolve(...args);
          const end = jobs.start({
            label: `a ${args[1]?.method ?? 'evolution'} run (${view})`,
            puzzle: givensOf(args[0]),
            stop: () => handle.stop(),
          });
          handle.result.then(end, end);
          return handle;
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
