// Handlers of the variants module (sudoku-variants.mjs, the sudoku-lab/variants entry): the line to the
// core's reader, check, solver, rater, hint and generator; a line that does not read or does not pass the
// check (for rate and hint: or has no solution or several, or bad entries or pencil marks) is a
// SudokuInputError with the core's messages.
import { SudokuIncompleteError, SudokuInputError } from '../../errors.js';
import type { VariantApi } from '../../protocol.js';
import type { VariantHint } from '../../types.js';
import {
  variantCatalog,
  variantGenerated,
  variantModel,
  variantProblems,
  variantRating,
  variantSolution,
  variantStep,
} from '../convert.js';
import { reply } from '../job.js';
import { unwrap } from '../module.js';
import type { RawError, RawVariantFailure, VariantModule } from '../../../wasm/sudoku-variants.mjs';
import { hintAnswer } from './hint-answer.js';
import type { Handlers } from './types.js';

/** The answer, or the failure thrown: an input error for the line's problems, else unwrap's. */
function answer<T extends object>(r: T | RawVariantFailure | RawError): T {
  if ('error' in r && (r.error.kind === 'format' || r.error.kind === 'invalid'))
    throw new SudokuInputError(variantProblems((r as RawVariantFailure).error.errors));
  return unwrap(r as T | RawError);
}

export const variantHandlers: Handlers<VariantApi, VariantModule> = {
  solveVariant({ puzzle, limit, seed, maxNodes }, { mod }) {
    const r = answer(mod.variantSolve(puzzle, limit, seed, maxNodes));
    if (r.stopped)
      throw new SudokuIncompleteError(
        `count incomplete: the search stopped after ${r.nodes} nodes (its budget, maxNodes), having found ${r.count}`,
        r.count,
      );
    return reply(variantSolution(r));
  },
  validateVariant({ puzzle }, { mod }) {
    const r = mod.variantRead(puzzle);
    if ('error' in r) {
      if (r.error.kind === 'format') return reply({ ok: false as const, errors: variantProblems(r.error.errors) });
      unwrap(r as RawError); // throws: an option or internal error
      throw new Error('unreachable');
    }
    return reply(r.errors.length ? { ok: false as const, errors: variantProblems(r.errors) } : { ok: true as const });
  },
  modelVariant({ puzzle }, { mod }) {
    return reply(variantModel(answer(mod.variantModel(puzzle))));
  },
  catalogVariant(_, { mod }) {
    return reply(variantCatalog(unwrap(mod.variantCatalog())));
  },
  writeVariant({ puzzle, format }, { mod }) {
    return reply(answer(mod.variantWrite(puzzle, format)).puzzle);
  },
  rateVariant({ puzzle, steps, maxSteps }, { mod }) {
    return reply(variantRating(answer(mod.variantRate(puzzle, maxSteps, steps))));
  },
  hintVariant({ puzzle, entries, candidates, reveal }, { mod }) {
    const h = answer(mod.variantHint(puzzle, entries, candidates, reveal));
    const out = hintAnswer(h, reveal, variantStep) as VariantHint;
    return reply(out);
  },
  generateVariant(options, { mod }) {
    return reply(variantGenerated(unwrap(mod.variantGenerate(options))));
  },
};
