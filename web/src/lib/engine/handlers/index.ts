// Every request type's handler. An area adds its handlers object here (and its XApi to
// protocol.ts's Api); tsc fails while a type of Api has no handler.
import type { Api, SolverApi } from '../../protocol.js';
import type { SolverModule } from '../module.js';
import { batchHandlers } from './batch.js';
import { evolveHandlers } from './evolve.js';
import { generateHandlers } from './generate.js';
import { hintHandlers } from './hint.js';
import { lpHandlers } from './lp.js';
import { puzzleHandlers } from './puzzle.js';
import { rateHandlers } from './rate.js';
import { traceHandlers } from './trace.js';
import type { Handlers } from './types.js';

/** The full engine (sudoku.mjs). evolveHandlers comes after puzzleHandlers: its solve runs the evolutionary methods. */
export const handlers: Handlers<Api> = {
  ...puzzleHandlers,
  ...batchHandlers,
  ...rateHandlers,
  ...hintHandlers,
  ...lpHandlers,
  ...evolveHandlers,
  ...generateHandlers,
  ...traceHandlers,
};

/** The solver-only engine (sudoku-solver.mjs). */
export const solverHandlers: Handlers<SolverApi, SolverModule> = {
  ...puzzleHandlers,
  ...batchHandlers,
};
export type { HandlerContext, Handlers } from './types.js';
