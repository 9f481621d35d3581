// Handler of solveLp: an LP method's solve() result plus its weights, whose buffers are
// transferred to the caller rather than copied.
import type { LpApi, WireLpResult } from '../../protocol.js';
import { reply } from '../job.js';
import { gridOf, paramsArg, seedArg, unwrap } from '../module.js';
import { solveResult } from './puzzle.js';
import type { Handlers } from './types.js';

export const lpHandlers: Handlers<LpApi> = {
  solveLp({ puzzle, method, seed, params }, { mod }) {
    const r = unwrap(mod.solveLp(gridOf(mod, puzzle), method, seedArg(seed), paramsArg(params)));
    const value: WireLpResult = { ...solveResult(r), weights: r.weights, relaxation: r.relaxation, lpStatus: r.lpStatus, tree: r.tree };
    return reply(value, [r.weights.buffer, r.relaxation.buffer, r.tree.buffer]);
  },
};
