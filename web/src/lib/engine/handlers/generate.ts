// Handlers of generate, daily, rate by givens and catalog: options straight to the core (it reads
// every generator option by name, with its defaults and messages), results reshaped. A
// rating needs a puzzle with exactly one solution, as the CLI's `rate` does.
import type { GenerateApi } from '../../protocol.js';
import { catalog, dailyPuzzle, generated, givensRating } from '../convert.js';
import { reply } from '../job.js';
import { uniqueGrid, unwrap } from '../module.js';
import type { PlayModule } from '../../../wasm/sudoku-play.mjs';
import type { Handlers } from './types.js';

export const generateHandlers: Handlers<GenerateApi, PlayModule> = {
  generate(options, { mod }) {
    return reply(generated(unwrap(mod.generate(options as Parameters<typeof mod.generate>[0]))));
  },
  daily({ date, difficulty }, { mod }) {
    return reply(dailyPuzzle(unwrap(mod.daily(date, difficulty))));
  },
  rateGivens({ puzzle }, { mod }) {
    return reply(givensRating(unwrap(mod.rateGivens(uniqueGrid(mod, puzzle)))));
  },
  catalog(_args, { mod }) {
    // The core's names are the types' literal unions (tests/wasm/generate.test.mjs checks them).
    return reply(catalog(mod.catalog()));
  },
};
