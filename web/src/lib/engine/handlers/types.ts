import type { WireApi } from '../../protocol.js';
import type { Reply } from '../job.js';
import type { SudokuModule } from '../module.js';

export interface HandlerContext<M extends object = SudokuModule> {
  mod: M;
  /** Posts a progress message of the call being handled (a synchronous handler's progress). */
  progress(value: unknown): void;
}

/** One handler per request type of an area's Api; a handler may throw (the call rejects). */
export type Handlers<A extends Partial<WireApi>, M extends object = SudokuModule> = {
  [K in keyof A]: A[K] extends { args: infer Args; result: infer R; progress: infer P }
    ? (args: Args, ctx: HandlerContext<M>) => Reply<P, R>
    : never;
};
