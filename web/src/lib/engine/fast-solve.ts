// The per-call fast path of solve: the puzzle read and solved in one binding call that
// returns a number and leaves the result in a static buffer of the module (solveFast,
// wasm/bind_puzzle.cpp), instead of readPuzzle and solve, which build an object of strings
// each. The result is the one the general path gives; whatever that path would explain (a
// puzzle that does not read, an option error, a result with a detail) goes down it.
import { BATCH_STATUS } from '../protocol.js';
import type { SolveResult } from '../types.js';
import type { RawFastSolveViews } from '../../wasm/sudoku.mjs';
import { withGrid, type SolverModule } from './module.js';

interface FastState {
  views: RawFastSolveViews;
  version: number;
  names: string[];
}

const states = new WeakMap<SolverModule, FastState>();
const ascii = new TextDecoder('ascii');

/** The solve result, or undefined when the general path must answer. */
export function solveFast(mod: SolverModule, puzzle: string, method: string, seed: number): SolveResult | undefined {
  const code = mod.solveFast(puzzle, method, seed);
  const status = BATCH_STATUS[code];
  if (status === undefined) return undefined;
  let st = states.get(mod);
  if (!st || st.views.numbers.length === 0) {
    // First call, or the memory grew and detached the views.
    st = { views: mod.fastSolveViews(), version: st?.version ?? NaN, names: st?.names ?? [] };
    states.set(mod, st);
  }
  const n = st.views.numbers;
  if (n[1] !== st.version) {
    st.names = mod.fastStatNames();
    st.version = n[1]!;
  }
  const stats: Record<string, number> = {};
  for (let i = 0; i < n[2]!; i++) stats[st.names[i]!] = n[3 + i]!;
  const out = withGrid({ status, stats, timeMs: n[0]! }, ascii.decode(st.views.solution));
  out.seed = seed;
  return out;
}
