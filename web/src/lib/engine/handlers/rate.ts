// Handlers of lab.rate, one request type per `by` (rateTechniques here), and the technique
// table. Every rating first checks that the puzzle has exactly one solution (uniqueGrid).
import type { RateApi } from '../../protocol.js';
import type { RateProgress } from '../../types.js';
import { techniqueInfos, techniqueRating } from '../convert.js';
import { reply } from '../job.js';
import { uniqueGrid, unwrap } from '../module.js';
import type { PlayModule } from '../../../wasm/sudoku-play.mjs';
import type { Handlers } from './types.js';

export const rateHandlers: Handlers<RateApi, PlayModule> = {
  rateTechniques({ puzzle, steps, progress }, { mod, progress: post }) {
    // A rating is one call into the module; its progress is posted from inside it: after the
    // first step, then at most every 100 ms.
    let next = 0;
    const onStep = progress
      ? (n: number, er: number) => {
          const now = performance.now();
          if (now < next) return;
          next = now + 100;
          post({ steps: n, er } satisfies RateProgress);
        }
      : undefined;
    const r = unwrap(mod.rateTechniques(uniqueGrid(mod, puzzle), steps, onStep));
    // With the trial steps the solver finishes every puzzle with one solution.
    if (!r.solved) throw new Error('sudoku-lab internal error: the technique solver got stuck');
    return reply(techniqueRating(r));
  },
  techniques(_args, { mod }) {
    return reply(techniqueInfos(mod.techniques()));
  },
};
