// Handlers of generate and rate by givens: options straight to the core (it resolves level,
// symmetry and difficulty names and says what is impossible), results reshaped. A rating
// needs a puzzle with exactly one solution, as the CLI's `rate` does.
import type { GenerateApi } from '../../protocol.js';
import type { GenerateResult } from '../../types.js';
import { reply } from '../job.js';
import { uniqueGrid, unwrap } from '../module.js';
import type { PlayModule } from '../../../wasm/sudoku-play.mjs';
import type { Handlers } from './types.js';

export const generateHandlers: Handlers<GenerateApi, PlayModule> = {
  generate(options, { mod }) {
    const r = unwrap(mod.generate(options));
    const out: GenerateResult = {
      puzzle: r.puzzle,
      solution: r.solution,
      givens: r.givens,
      level: r.level,
      levelName: r.levelName,
      seed: r.seed,
      stats: r.stats,
    };
    if (options.difficulty !== undefined) out.er = r.er;
    return reply(out);
  },
  rateGivens({ puzzle }, { mod }) {
    const r = unwrap(mod.rateGivens(uniqueGrid(mod, puzzle)));
    return reply({ by: 'givens' as const, givens: r.givens, level: r.level, levelName: r.levelName, belowTable: r.belowTable });
  },
};
