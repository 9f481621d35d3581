// The batch job: many puzzles through solveGrids, a slice of puzzles per run() call, so a
// batch is pausable and cancellable without terminating the worker, and pays the
// JavaScript/C++ boundary once per slice rather than once per puzzle.
import type { BatchApi, WireBatch, WirePuzzle } from '../../protocol.js';
import type { BatchProgress } from '../../types.js';
import { job } from '../job.js';
import { SudokuInputError } from '../../errors.js';
import { paramsArg, seedArg, unwrap, type SolverModule } from '../module.js';
import type { Handlers } from './types.js';

export const batchHandlers: Handlers<BatchApi, SolverModule> = {
  solveBatch({ puzzles, offset, method, seed, params, perItem }, { mod }) {
    let grids: Uint8Array;
    let rejected: WireBatch['rejected'];
    if (perItem) ({ grids, rejected } = readEach(mod, puzzles));
    else {
      const read = mod.readPuzzles(puzzles);
      if (!read.ok) throw new SudokuInputError(read.errors, offset + read.index);
      grids = read.grids;
    }
    unwrap(mod.solveGrids(new Uint8Array(0), method, seedArg(seed), paramsArg(params))); // bad options reject now
    return job(new BatchJob(mod, grids, method, seedArg(seed), paramsArg(params), rejected));
  },
};

/**
 * The puzzles that read, packed, and those that did not with their problems (at: position in the
 * list). readPuzzles stops at the first bad one: the part before it is read again (it is known
 * good), so each puzzle is read at most twice; the list is one chunk of a call (at most 4096).
 */
function readEach(mod: SolverModule, puzzles: WirePuzzle[]) {
  const parts: Uint8Array[] = [];
  const rejected: NonNullable<WireBatch['rejected']> = [];
  let rest = puzzles;
  let at = 0;
  for (;;) {
    const read = mod.readPuzzles(rest);
    if (read.ok) {
      parts.push(read.grids);
      break;
    }
    rejected.push({ at: at + read.index, errors: read.errors });
    const before = mod.readPuzzles(rest.slice(0, read.index));
    if (before.ok) parts.push(before.grids);
    rest = rest.slice(read.index + 1);
    at += read.index + 1;
  }
  const grids = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((from, p) => (grids.set(p, from), from + p.length), 0);
  return { grids, rejected };
}

class BatchJob {
  private readonly total: number;
  private done = 0;
  private out: WireBatch;

  constructor(
    private readonly mod: SolverModule,
    private readonly grids: Uint8Array,
    private readonly method: string,
    private readonly seed: number | string,
    private readonly params: Record<string, number> | undefined,
    private readonly rejected: WireBatch['rejected'],
  ) {
    this.total = grids.length / 81;
    this.out = {
      status: new Uint8Array(this.total),
      solutions: new Uint8Array(this.total * 81),
      statNames: [],
      stats: new Float64Array(0),
      timeMs: new Float64Array(this.total),
      details: [],
    };
  }

  run(units: number): boolean {
    const from = this.done;
    const to = Math.min(this.total, from + units);
    const r = unwrap(this.mod.solveGrids(this.grids.subarray(from * 81, to * 81), this.method, this.seed, this.params));
    const o = this.out;
    if (from === 0) {
      o.statNames = r.statNames;
      o.stats = new Float64Array(this.total * r.statNames.length);
    }
    o.status.set(r.status, from);
    o.solutions.set(r.solutions, from * 81);
    o.stats.set(r.stats, from * o.statNames.length);
    o.timeMs.set(r.timeMs, from);
    for (const d of r.details) o.details.push({ index: from + d.index, detail: d.detail });
    this.done = to;
    return to === this.total;
  }

  progress(): { value: BatchProgress } {
    return { value: { done: this.done, total: this.total } };
  }

  result(stopped: boolean): { value: WireBatch; transfer: Transferable[] } {
    const o = this.out;
    const n = this.done;
    const w = o.statNames.length;
    const value: WireBatch = stopped
      ? {
          status: o.status.slice(0, n),
          solutions: o.solutions.slice(0, n * 81),
          statNames: o.statNames,
          stats: o.stats.slice(0, n * w),
          timeMs: o.timeMs.slice(0, n),
          details: o.details,
        }
      : o;
    if (this.rejected) value.rejected = this.rejected;
    return { value, transfer: [value.status.buffer, value.solutions.buffer, value.stats.buffer, value.timeMs.buffer] };
  }
}
