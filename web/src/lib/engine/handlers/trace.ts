// Handler of lab.trace: a recorded run of one of the seed paper's searches (core's
// trace_search); the events cross transferred.
import type { TraceApi } from '../../protocol.js';
import type { PlayModule } from '../../../wasm/sudoku-play.mjs';
import { reply } from '../job.js';
import { gridOf, unwrap } from '../module.js';
import type { Handlers } from './types.js';

export const traceHandlers: Handlers<TraceApi, PlayModule> = {
  traceSearch({ puzzle, method, maxNodes }, { mod }) {
    const r = unwrap(mod.traceSearch(gridOf(mod, puzzle), method, maxNodes));
    const out = { events: r.events, nodes: r.nodes, nodesToFirst: r.nodesToFirst, solutions: r.solutions, complete: r.complete, ...(r.first ? { first: r.first } : {}), ...(method === 'exact' ? { states: r.states, guesses: r.guesses } : {}) };
    return reply(out, [r.events.buffer]);
  },
};
