// Handlers of generate, rate by givens and catalog: options straight to the core (it reads
// every generator option by name, with its defaults and messages), results reshaped. A
// rating needs a puzzle with exactly one solution, as the CLI's `rate` does.
import type { GenerateApi } from '../../protocol.js';
import type { TechniqueId } from '../../names.js';
import type { Catalog, ClueLevel, GenerateResult, GivensRating, TechniqueLevel } from '../../types.js';
import { reply } from '../job.js';
import { uniqueGrid, unwrap } from '../module.js';
import type { PlayModule } from '../../../wasm/sudoku-play.mjs';
import type { Handlers } from './types.js';

export const generateHandlers: Handlers<GenerateApi, PlayModule> = {
  generate(options, { mod }) {
    const r = unwrap(mod.generate(options as Parameters<typeof mod.generate>[0]));
    const out: GenerateResult = {
      puzzle: r.puzzle,
      solution: r.solution,
      givens: r.givens,
      clueLevel: r.clueLevel as ClueLevel,
      seed: r.seed,
      stats: r.stats,
    };
    if (r.difficulty !== undefined) {
      out.difficulty = r.difficulty as TechniqueLevel;
      out.er = r.er;
    }
    if (r.technique !== undefined) out.technique = r.technique as TechniqueId;
    return reply(out);
  },
  rateGivens({ puzzle }, { mod }) {
    const r = unwrap(mod.rateGivens(uniqueGrid(mod, puzzle)));
    const rating: GivensRating = {
      by: 'givens',
      givens: r.givens,
      clueLevel: r.clueLevel as GivensRating['clueLevel'],
      belowTable: r.belowTable,
    };
    return reply(rating);
  },
  catalog(_args, { mod }) {
    // The core's names are the types' literal unions (tests/wasm/generate.test.mjs checks them).
    return reply(mod.catalog() as Catalog);
  },
};
