// Handler of solveLp: an LP method's solve() result plus its weights, whose buffers are
// transferred to the caller rather than copied.
import type { LpApi } from '../../protocol.js';
import { lpResult } from '../convert.js';
import { reply } from '../job.js';
import { gridOf, paramsArg, seedArg, unwrap } from '../module.js';
import type { Handlers } from './types.js';

export const lpHandlers: Handlers<LpApi> = {
  solveLp({ puzzle, method, seed, params }, { mod }) {
    const r = unwrap(mod.solveLp(gridOf(mod, puzzle), method, seedArg(seed), paramsArg(params)));
    return reply(lpResult(r), [r.weights.buffer, r.relaxation.buffer, r.tree.buffer]);
  },
};
