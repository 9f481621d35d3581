// Handler of lab.trace: a recorded run of one of the seed paper's searches (core's
// trace_search); the events cross transferred.
import type { TraceApi } from '../../protocol.js';
import type { PlayModule } from '../../../wasm/sudoku-play.mjs';
import { searchTrace } from '../convert.js';
import { reply } from '../job.js';
import { gridOf, unwrap } from '../module.js';
import type { Handlers } from './types.js';

export const traceHandlers: Handlers<TraceApi, PlayModule> = {
  traceSearch({ puzzle, method, maxNodes }, { mod }) {
    const r = unwrap(mod.traceSearch(gridOf(mod, puzzle), method, maxNodes));
    return reply(searchTrace(r, method === 'exact'), [r.events.buffer]);
  },
};
