// Handler of lab.hint: the puzzle is read like every other call's; entries and pencil marks
// are read by the binding (entries may contradict each other: a hint reports that).
import { SudokuInputError } from '../../errors.js';
import type { HintApi, WireHint } from '../../protocol.js';
import { step } from '../convert.js';
import { reply } from '../job.js';
import { gridOf, unwrap } from '../module.js';
import type { PlayModule } from '../../../wasm/sudoku-play.mjs';
import type { Handlers } from './types.js';

export const hintHandlers: Handlers<HintApi, PlayModule> = {
  hint({ puzzle, entries, candidates, reveal }, { mod }) {
    const h = unwrap(mod.hint(gridOf(mod, puzzle), entries, candidates, reveal));
    if ('inputErrors' in h) throw new SudokuInputError(h.inputErrors);
    const { kind, cells, message } = h;
    let out: WireHint;
    switch (kind) {
      case 'invalid':
        // The puzzle was read above (no conflicts), so the core's only complaint left is an
        // entry that overwrites a given, with its cell.
        if (cells.length === 0) throw new Error(`sudoku-lab internal error: ${message}`);
        throw new SudokuInputError([{ kind: 'overwrites-given', message, cells }]);
      case 'no-solution':
      case 'multiple':
        throw new SudokuInputError([{ kind, message, cells }]);
      case 'step':
        if (!h.step) throw new Error('sudoku-lab internal error: a step hint without its step');
        out = { kind, cells, message, step: step(h.step) };
        break;
      case 'solved':
        out = { kind, cells, message };
        break;
      default:
        out = reveal ? { kind, cells, message, answers: h.answers } : { kind, cells, message };
    }
    return reply(out);
  },
};
