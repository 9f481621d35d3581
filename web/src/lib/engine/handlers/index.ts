// Every request type's handler. An area adds its handlers object here (and its XApi to
// protocol.ts's Api); tsc fails while a type of Api has no handler.
import type { Api } from '../../protocol.js';
import { batchHandlers } from './batch.js';
import { evolveHandlers } from './evolve.js';
import { generateHandlers } from './generate.js';
import { hintHandlers } from './hint.js';
import { lpHandlers } from './lp.js';
import { puzzleHandlers } from './puzzle.js';
import { rateHandlers } from './rate.js';
import type { Handlers } from './types.js';

export const handlers: Handlers<Api> = {
  ...puzzleHandlers,
  ...batchHandlers,
  ...rateHandlers,
  ...hintHandlers,
  ...lpHandlers,
  ...evolveHandlers,
  ...generateHandlers,
};
export type { HandlerContext, Handlers } from './types.js';
