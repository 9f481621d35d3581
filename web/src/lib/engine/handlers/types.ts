import type { Api } from '../../protocol.js';
import type { Reply } from '../job.js';
import type { SudokuModule } from '../module.js';

export interface HandlerContext {
  mod: SudokuModule;
}

/** One handler per request type of an area's Api; a handler may throw (the call rejects). */
export type Handlers<A extends Partial<Api>> = {
  [K in keyof A]: A[K] extends { args: infer Args; result: infer R; progress: infer P }
    ? (args: Args, ctx: HandlerContext) => Reply<P, R>
    : never;
};
