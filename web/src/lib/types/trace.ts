// lab.trace (handlers/trace.ts): a recorded run of one of the seed paper's searches.
import type { RawSearchTrace } from '../../wasm/sudoku.mjs';
import type { Narrow } from './narrow.js';
import type { CallOptions } from './solve.js';

/** The searches lab.trace records (docs/ALGORITHMS.md 6.1 and 1.2-1.4). */
export type TraceMethod = 'exact' | 'backtrack' | 'backtrack-reverse' | 'candidates' | 'candidates-mrv';

export interface TraceOptions extends CallOptions {
  /** Default 'candidates-mrv'. */
  method?: TraceMethod;
  /** Placements before the search gives up: an integer in [1, 10,000,000]; default 1,000,000. */
  maxNodes?: number;
}

/** lab.trace's answer. */
export interface SearchTrace extends Narrow<
  RawSearchTrace,
  {
    /** The first solution found (81 digits), when one was. */
    first?: string;
    /** exact only: the states it propagated and the branch points (cells or configurations), as its solve's stats count them. */
    states?: number;
    guesses?: number;
  }
> {}
