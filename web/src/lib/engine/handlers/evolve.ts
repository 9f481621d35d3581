// The evolutionary methods as cooperative jobs whose units are generations: `evolve`, and
// `solve` with such a method (handlers/index.ts routes solve by method family), so runs
// stream progress, pause, step and stop without terminating the worker. Also the GA-effort rating (which,
// like every rating, first checks that the puzzle has exactly one solution).
import type { EvolveApi } from '../../protocol.js';
import type { EvolveProgress, EvolveResult, SolveResult } from '../../types.js';
import { evolveProgress, gaRating, solveResult } from '../convert.js';
import { job, reply, type Job, type Payload } from '../job.js';
import { gridOf, paramsArg, seedArg, uniqueGrid, unwrap, type SudokuModule } from '../module.js';
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

/** The module's report as EvolveProgress, with the buffers to transfer (no per-element copies). */
function progressOf(mod: SudokuModule, handle: number, elapsedMs: number): Payload<EvolveProgress> {
  const r = mod.evolveReport(handle);
  const value = evolveProgress(r, elapsedMs);
  const transfer: Transferable[] = [
    r.grid.buffer,
    r.population.buffer,
    r.roles.buffer,
    r.historyBest.buffer,
    r.historyMean.buffer,
    r.restartsAt.buffer,
  ];
  if (r.trace) transfer.push(r.trace.child.buffer, r.trace.marks.buffer);
  return { value, transfer };
}

/**
 * A job over a C++ run held by handle; bad options and puzzles throw before it exists.
 * `withLast`: the result carries the final report (lab.evolve's EvolveResult).
 */
export function evolveJob(
  mod: SudokuModule,
  { puzzle, method, seed, params }: Args,
  withLast = false,
): Job<EvolveProgress, SolveResult> {
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
      // A report drains the run's history: ask for one only when there is something new.
      if (mod.evolveGeneration(handle) === reported) return undefined;
      const p = progressOf(mod, handle, ms);
      reported = p.value.generation;
      return p;
    },
    result(stopped) {
      if (stopped) mod.evolveStop(handle);
      const r = mod.evolveResult(handle);
      const value: SolveResult = { ...solveResult(r), seed: started.seed, timeMs: ms };
      if (!withLast) return { value };
      const last = progressOf(mod, handle, ms);
      return { value: { ...value, last: last.value }, transfer: last.transfer };
    },
    dispose() {
      mod.evolveFree(handle);
    },
  };
}

export const evolveHandlers: Handlers<EvolveApi> = {
  evolve(args, { mod }) {
    return job(evolveJob(mod, args, true) as Job<EvolveProgress, EvolveResult>);
  },
  rateGa({ puzzle, runs, seed, method, params }, { mod }) {
    return reply(gaRating(unwrap(mod.rateGa(uniqueGrid(mod, puzzle), method, runs, seedArg(seed), paramsArg(params)))));
  },
  rateGaRuns({ puzzle, runs, firstRun, seed, method, params }, { mod }) {
    const grid = uniqueGrid(mod, puzzle);
    return reply(unwrap(mod.rateGaRuns(grid, method, runs, firstRun, seedArg(seed), paramsArg(params))));
  },
  gaSummary({ generations, solved, seed }, { mod }) {
    return reply(gaRating(unwrap(mod.gaSummary(generations, solved, seedArg(seed)))));
  },
};
