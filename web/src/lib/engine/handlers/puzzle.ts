// Handlers of solve, count and validate: read the puzzle, call the core, shape the reply.
// The solver-only module serves these as they are; the full engine's solve hands the
// evolutionary methods to evolve.ts first (handlers/index.ts).
import { SudokuIncompleteError } from '../../errors.js';
import type { PuzzleApi } from '../../protocol.js';
import { solveResult } from '../convert.js';
import { solveFast } from '../fast-solve.js';
import { reply } from '../job.js';
import { gridOf, paramsArg, parse, seedArg, unwrap, type SolverModule } from '../module.js';
import type { Handlers } from './types.js';

export const puzzleHandlers: Handlers<PuzzleApi, SolverModule> = {
  solve({ puzzle, method, seed, params }, { mod }) {
    if (typeof puzzle === 'string' && typeof seed === 'number' && Object.keys(params).length === 0) {
      const fast = solveFast(mod, puzzle, method, seed);
      if (fast) return reply(fast);
    }
    return reply(solveResult(unwrap(mod.solve(gridOf(mod, puzzle), method, seedArg(seed), paramsArg(params)))));
  },
  count({ puzzle, method, limit, params }, { mod }) {
    const r = unwrap(mod.count(gridOf(mod, puzzle), method, limit, paramsArg(params)));
    if (!r.complete) throw new SudokuIncompleteError(`count incomplete: ${r.detail}`, r.count);
    return reply(r.count);
  },
  validate({ puzzle }, { mod }) {
    const p = parse(mod, puzzle);
    return reply(p.ok ? { ok: true as const } : { ok: false as const, errors: p.errors });
  },
};
