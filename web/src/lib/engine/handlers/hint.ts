// Handler of lab.hint: the puzzle is read like every other call's; entries and pencil marks
// are read by the binding (entries may contradict each other: a hint reports that).
import { SudokuInputError } from '../../errors.js';
import type { HintApi, WireHint } from '../../protocol.js';
import { step } from '../convert.js';
import { reply } from '../job.js';
import { gridOf, unwrap } from '../module.js';
import type { PlayModule } from '../../../wasm/sudoku-play.mjs';
import { hintAnswer } from './hint-answer.js';
import type { Handlers } from './types.js';

export const hintHandlers: Handlers<HintApi, PlayModule> = {
  hint({ puzzle, entries, candidates, reveal }, { mod }) {
    const h = unwrap(mod.hint(gridOf(mod, puzzle), entries, candidates, reveal));
    if ('inputErrors' in h) throw new SudokuInputError(h.inputErrors);
    const out = hintAnswer(h, reveal, step) as WireHint;
    return reply(out);
  },
};
