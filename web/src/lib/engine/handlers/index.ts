// Every request type's handler. An area adds its handlers object here (and its XApi to
// protocol.ts's Api); tsc fails while a type of Api has no handler.
import type { Api, SolverApi } from '../../protocol.js';
import type { SolverModule } from '../module.js';
import { batchHandlers } from './batch.js';
import { job } from '../job.js';
import { evolveHandlers, evolveJob, isEvolutionMethod } from './evolve.js';
import { generateHandlers } from './generate.js';
import { hintHandlers } from './hint.js';
import { lpHandlers } from './lp.js';
import { puzzleHandlers } from './puzzle.js';
import { rateHandlers } from './rate.js';
import { traceHandlers } from './trace.js';
import type { Handlers } from './types.js';

/**
 * solve, routed by method family: an evolutionary method runs as a job (progress per
 * generation, pause and step; evolve.ts), every other method in one call (puzzle.ts).
 * The LP methods have their own request type (solveLp), chosen by the client.
 */
const solve: Handlers<Api>['solve'] = (args, ctx) =>
  isEvolutionMethod(ctx.mod, args.method) ? job(evolveJob(ctx.mod, args)) : puzzleHandlers.solve(args, ctx);

/** The full engine (sudoku.mjs). */
export const handlers: Handlers<Api> = {
  ...puzzleHandlers,
  ...batchHandlers,
  ...rateHandlers,
  ...hintHandlers,
  ...lpHandlers,
  ...evolveHandlers,
  ...generateHandlers,
  ...traceHandlers,
  solve,
};

/** The solver-only engine (sudoku-solver.mjs). */
export const solverHandlers: Handlers<SolverApi, SolverModule> = {
  ...puzzleHandlers,
  ...batchHandlers,
};
export type { HandlerContext, Handlers } from './types.js';
