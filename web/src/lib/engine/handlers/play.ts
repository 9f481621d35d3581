// The play engine's handlers (sudoku-play.mjs, the sudoku-lab/play entry): the solver's, the
// rater's, hints and the generator, on a module without the LP and the evolutionary methods.
// What it leaves out rejects naming the full entry, rather than as an unknown name.
import { SudokuOptionError } from '../../errors.js';
import type { Api, BatchApi, GenerateApi, HintApi, PuzzleApi, RateApi, TraceApi } from '../../protocol.js';
import type { PlayModule } from '../../../wasm/sudoku-play.mjs';
import { paramsArg, seedArg, unwrap } from '../module.js';
import { batchHandlers } from './batch.js';
import { generateHandlers } from './generate.js';
import { hintHandlers } from './hint.js';
import { puzzleHandlers } from './puzzle.js';
import { rateHandlers } from './rate.js';
import { traceHandlers } from './trace.js';
import type { HandlerContext, Handlers } from './types.js';

/** What the play module serves (the `sudoku-lab/play` entry). */
export interface PlayApi extends PuzzleApi, BatchApi, RateApi, HintApi, GenerateApi, TraceApi {}

const FULL = "import createSudokuLab from 'sudoku-lab' for the full engine";

/** A handler whose unknown-method rejection also says where the other methods are. */
function withFullHint<A, R>(handler: (args: A, ctx: HandlerContext<PlayModule>) => R) {
  return (args: A, ctx: HandlerContext<PlayModule>): R => {
    try {
      return handler(args, ctx);
    } catch (e) {
      if (e instanceof SudokuOptionError && e.message.startsWith('unknown method '))
        throw new SudokuOptionError(
          `${e.message}; the LP and evolutionary methods are not in sudoku-lab/play: ${FULL}`,
        );
      throw e;
    }
  };
}

/** A solved grid: a batch's method and parameters are checked on it before the job starts. */
const SOLVED = '812753649943682175675491283154237896369845721287169534521974368438526917796318452';

function refuse(what: string): () => never {
  return () => {
    throw new SudokuOptionError(`${what} not in sudoku-lab/play: ${FULL}`);
  };
}

/** The play engine's handlers, and refusals for the full engine's other request types. */
export const playHandlers: Handlers<PlayApi, PlayModule> &
  Handlers<Pick<Api, 'solveLp' | 'evolve' | 'rateGa' | 'rateGaRuns' | 'gaSummary'>, PlayModule> = {
  ...puzzleHandlers,
  ...batchHandlers,
  ...rateHandlers,
  ...hintHandlers,
  ...generateHandlers,
  ...traceHandlers,
  solve: withFullHint(puzzleHandlers.solve),
  count: withFullHint(puzzleHandlers.count),
  solveBatch: withFullHint((args, ctx) => {
    unwrap(ctx.mod.solve(SOLVED, args.method, seedArg(args.seed), paramsArg(args.params)));
    return batchHandlers.solveBatch(args, ctx);
  }),
  solveLp: refuse('the LP methods are'),
  evolve: refuse('the evolutionary methods are'),
  rateGa: refuse("rate by 'ga' is"),
  rateGaRuns: refuse("rate by 'ga' is"),
  gaSummary: refuse("rate by 'ga' is"),
};
