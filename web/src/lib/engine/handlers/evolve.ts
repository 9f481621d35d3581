// The evolutionary methods as cooperative jobs whose units are generations: `evolve`, and
// `solve` with such a method (handlers/index.ts routes solve by method family), so runs
// stream progress, pause, step and stop without terminating the worker. Also the GA-effort rating (which,
// like every rating, first checks that the puzzle has exactly one solution).
import type { EvolveApi, WireSolveResult } from '../../protocol.js';
import type { EvolveProgress, GaRating } from '../../types.js';
import { job, reply, type Job } from '../job.js';
import { gridOf, paramsArg, seedArg, uniqueGrid, unwrap, usedSeed, type SudokuModule } from '../module.js';
import { solveResult } from './puzzle.js';
import type { Handlers } from './types.js';

const evolutionary = new WeakMap<SudokuModule, Set<string>>();

/** Whether `method` is run as an evolution job (ga-liu, ga-mantere, evolution and the + variants). */
export function isEvolutionMethod(mod: SudokuModule, method: string): boolean {
  let names = evolutionary.get(mod);
  if (!names) evolutionary.set(mod, (names = new Set(mod.evolutionMethods())));
  return names.has(method);
}

interface Args {
  puzzle: string | number[];
  method: string;
  seed: number | string;
  params: Record<string, number>;
}

/** A job over a C++ run held by handle; bad options and puzzles throw before it exists. */
export function evolveJob(mod: SudokuModule, { puzzle, method, seed, params }: Args): Job<EvolveProgress, WireSolveResult> {
  const grid = gridOf(mod, puzzle);
  const started = unwrap(mod.evolveStart(grid, method, seedArg(seed), paramsArg(params)));
  const { handle } = started;
  let ms = 0;
  let reported = -1;
  return {
    run(units) {
      const t = performance.now();
      mod.evolveStep(handle, units);
      ms += performance.now() - t;
      return mod.evolveDone(handle);
    },
    progress() {
      const r = mod.evolveReport(handle);
      if (r.generation === reported) return undefined; // nothing new since the last message
      reported = r.generation;
      const value: EvolveProgress = {
        stats: { generations: r.generation, restarts: r.restarts },
        generation: r.generation,
        restarts: r.restarts,
        best: r.best,
        mean: r.mean,
        worst: r.worst,
        target: r.target,
        higherIsBetter: r.higherIsBetter,
        diversity: r.diversity,
        grid: r.grid,
        conflictRows: r.conflictRows,
        conflictCols: r.conflictCols,
        bestMissing: r.bestMissing,
        recordMissing: r.recordMissing,
      };
      return { value, transfer: [r.grid.buffer] };
    },
    result(stopped) {
      if (stopped) mod.evolveStop(handle);
      const r = mod.evolveResult(handle);
      return { value: { ...solveResult(r), seed: started.seed, timeMs: ms } };
    },
    dispose() {
      mod.evolveFree(handle);
    },
  };
}

export const evolveHandlers: Handlers<EvolveApi> = {
  evolve(args, { mod }) {
    return job(evolveJob(mod, args));
  },
  rateGa({ puzzle, runs, seed, method, params }, { mod }) {
    const r = unwrap(mod.rateGa(uniqueGrid(mod, puzzle), method, runs, seedArg(seed), paramsArg(params)));
    const value: GaRating = { by: 'ga', ...r, levelName: r.levelName as GaRating['levelName'], seed: usedSeed(r, seed) ?? NaN };
    return reply(value);
  },
};
